// SPDX-License-Identifier: MIT
// Retrospective synthesis over the rounds of the bench.json pairs: a shared cause across operators becomes a
// proposed pattern; unrelated rounds propose nothing.
#include "benchrounds.h"
#include "kb/knowledgebase.h"
#include "testsupport.h"
#include "workspace/curation.h"
#include "workspace/roundfile.h"
#include "workspace/synthesis.h"
#include "workspace/workspace.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;

static void recordAll(Workspace &ws, const QJsonArray &rounds)
{
    for (qsizetype i = 0; i < rounds.size(); ++i) {
        QString error;
        const auto rec = parseRoundRecord(rounds.at(i).toObject(), QStringLiteral("bench[%1]").arg(i), QString(), &error);
        QVERIFY2(rec, qPrintable(error));
        QVERIFY2(ws.record(*rec, &error), qPrintable(error));
    }
}

static QStringList keysOf(const QJsonObject &finding)
{
    QStringList keys;
    for (const Synthesis::EvidenceKey &k : Synthesis::evidenceKeys(finding))
        keys << k.key;
    return keys;
}

class TestSynthesis : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void evidenceInFactTerms()
    {
        // softmax_3pass.ptx:70 `ld.global.b32` is a scalar global load; the tl.load source line every kernel has
        // says nothing comparable.
        QCOMPARE(keysOf(Test::softmaxFindings().at(0).toObject()), QStringList { QStringLiteral("ptx.ld_global.scalar") });
        QVERIFY(keysOf(Test::softmaxFindings().at(1).toObject()).isEmpty());
        QCOMPARE(keysOf(Test::transposeFindings().at(1).toObject()),
            (QStringList { QStringLiteral("ptx.ld_global.scalar"), QStringLiteral("remark.vectorization_fails") }));
        const QStringList mm = keysOf(Test::matmulFindings().at(0).toObject());
        QCOMPARE(mm.at(0), QStringLiteral("remark.mma_v3_not_applied"));
        QCOMPARE(mm.at(1),
            QStringLiteral(
                "count(ptx, "
                "\"(^|\\\\s)mma\\\\.sync\\\\.aligned\\\\.m16n8k16\\\\.row\\\\.col\\\\.f32\\\\.f16\\\\.f16\\\\.f32\\\\b\") > 0"));
        // A remark without a fact of its own becomes a remarks() regex with numbers generalised.
        const QJsonObject other { { QStringLiteral("evidence"),
            QJsonArray { Test::evidence(QStringLiteral("remark"), QStringLiteral("k.mlir-passes.txt"), 5,
                QStringLiteral("k.py:3:1: remark: tile 64 needs 3 \"stages\"")) } } };
        QCOMPARE(keysOf(other), QStringList { QStringLiteral("remarks(\"tile [0-9]+ needs [0-9]+ \\\"stages\\\"\") > 0") });
    }
    void rewriteKindsFromDiffs()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        recordAll(ws, Test::benchRounds());
        // softmax: three `for` loops go, BLOCK=128 becomes BLOCK=block, num_warps=warps appears, 3 tl.load become 1.
        QCOMPARE(Synthesis::rewriteFeatures(*ws.findRound(QStringLiteral("softmax"), 1)),
            (QStringList { QStringLiteral("remove-loop"), QStringLiteral("block-size"), QStringLiteral("launch-config"),
                QStringLiteral("fewer-loads") }));
        // transpose: the loop goes, rm[:, None] tiles appear, BLOCK=256 becomes BM=64, BN=64.
        QCOMPARE(Synthesis::rewriteFeatures(*ws.findRound(QStringLiteral("transpose"), 2)),
            (QStringList { QStringLiteral("remove-loop"), QStringLiteral("tile-2d"), QStringLiteral("block-size") }));
        // matmul keeps its loop; tiles 32 -> 128, num_warps 4 -> 8, num_stages 1 -> 3.
        const QStringList mm = Synthesis::rewriteFeatures(*ws.findRound(QStringLiteral("matmul"), 1));
        QVERIFY(!mm.contains(QStringLiteral("remove-loop")));
        QVERIFY(mm.contains(QStringLiteral("block-size")) && mm.contains(QStringLiteral("launch-config")));
    }
    void proposesFromSharedCause()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        recordAll(ws, Test::benchRounds());
        // softmax#1 and transpose#2 both removed scalar ld.global.b32 loads by loading a whole block per program.
        const QList<PatternProposal> proposals = Synthesis::propose(ws.operators(), ws.rounds());
        QCOMPARE(proposals.size(), 1);
        const PatternProposal &p = proposals.at(0);
        QCOMPARE(p.kind, QStringLiteral("new-pattern"));
        QCOMPARE(p.rounds, (QStringList { QStringLiteral("softmax#1"), QStringLiteral("transpose#2") }));
        QCOMPARE(p.body.value(QStringLiteral("category")).toString(), QStringLiteral("missed-vectorization"));
        QCOMPARE(p.body.value(QStringLiteral("detectors")).toArray(), QJsonArray { QStringLiteral("ptx.ld_global.scalar > 0") });
        QCOMPARE(p.body.value(QStringLiteral("rewrite_kind")).toArray(),
            (QJsonArray { QStringLiteral("block-size"), QStringLiteral("remove-loop") }));
        QCOMPARE(p.body.value(QStringLiteral("backends")).toArray(), QJsonArray { QStringLiteral("cuda") });
        QVERIFY(p.key.startsWith(QStringLiteral("proposed.missed-vectorization.")));
        QCOMPARE(p.body.value(QStringLiteral("id")).toString(), p.key);
        // Stats: geomean of 2.462251 and 2.802383 = sqrt(6.900175) = 2.626818.
        QVERIFY(
            qAbs(p.body.value(QStringLiteral("stats")).toObject().value(QStringLiteral("speedup_geomean")).toDouble() - 2.626818)
            < 1e-5);
        QCOMPARE(p.body.value(QStringLiteral("examples")).toArray().size(), 2);
        // Stored pending; synthesizing again finds it instead of adding a second one.
        bool existed = true;
        const auto stored = ws.addProposal(p, &error, &existed);
        QVERIFY2(stored, qPrintable(error));
        QVERIFY(!existed);
        QCOMPARE(stored->state, QStringLiteral("pending"));
        QCOMPARE(stored->rounds, p.rounds);
        QVERIFY(ws.addProposal(Synthesis::propose(ws.operators(), ws.rounds()).at(0), &error, &existed));
        QVERIFY(existed);
        QCOMPARE(ws.proposals().size(), 1);
        // A curator decides once.
        QVERIFY(ws.decideProposal(stored->id, QStringLiteral("approved"), QStringLiteral("good"), &error));
        QCOMPARE(ws.findProposal(stored->id)->state, QStringLiteral("approved"));
        QVERIFY(!ws.decideProposal(stored->id, QStringLiteral("rejected"), {}, &error));
        QVERIFY(error.contains(QStringLiteral("already approved")));
    }
    // Curation in the engine: the knowledge base is written before the workspace; a proposal the knowledge base
    // refuses stays pending; a retry after a failed workspace write only marks the proposal.
    void curationWritesKnowledgeBaseFirst()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.filePath(QStringLiteral("ws")), &error));
        recordAll(ws, Test::benchRounds());
        const auto stored = ws.addProposal(Synthesis::propose(ws.operators(), ws.rounds()).at(0), &error);
        QVERIFY2(stored, qPrintable(error));
        const Pattern distilled = Curation::patternFrom(*stored);
        QCOMPARE(distilled.provenanceKind, QStringLiteral("distilled"));
        QCOMPARE(distilled.provenanceRounds, (QStringList { QStringLiteral("softmax#1"), QStringLiteral("transpose#2") }));
        QCOMPARE(distilled.detectors.size(), 1);
        QCOMPARE(distilled.detectors.at(0).expression, QStringLiteral("ptx.ld_global.scalar > 0"));
        QVERIFY(distilled.untested);

        // A knowledge base that already has a curated pattern under that id refuses: still pending.
        const QString refusing = dir.filePath(QStringLiteral("refusing.sqlite"));
        {
            KnowledgeBase kb;
            QVERIFY(kb.open(refusing));
            Pattern other = distilled;
            other.provenanceKind = QStringLiteral("curated");
            other.provenanceRounds.clear();
            QVERIFY(kb.addPattern(other));
        }
        Curation::Outcome out = Curation::approve(ws, refusing, stored->id, QStringLiteral("ok"));
        QVERIFY(!out.proposal);
        QVERIFY2(out.error.startsWith(refusing) && out.error.contains(QStringLiteral("exists already")), qPrintable(out.error));
        QCOMPARE(ws.findProposal(stored->id)->state, QStringLiteral("pending"));

        // As if an earlier approval had written the knowledge base and then failed on the workspace.
        const QString kbPath = dir.filePath(QStringLiteral("kb.sqlite"));
        {
            KnowledgeBase kb;
            QVERIFY(kb.open(kbPath));
            QVERIFY(kb.addPattern(distilled, QStringLiteral("approved proposal 1")));
        }
        out = Curation::approve(ws, kbPath, stored->id, QStringLiteral("retry"));
        QVERIFY2(out.proposal, qPrintable(out.error));
        QCOMPARE(out.proposal->state, QStringLiteral("approved"));
        QCOMPARE(out.proposal->note, QStringLiteral("retry"));
        KnowledgeBase kb;
        QVERIFY(kb.open(kbPath));
        QCOMPARE(kb.pattern(distilled.id)->version, 1); // not added twice
        QCOMPARE(kb.patterns().size(), 54 + 1);
        // Decided once; rejecting now fails and names the workspace file.
        out = Curation::reject(ws, stored->id, {});
        QVERIFY(!out.proposal);
        QVERIFY(out.error.startsWith(ws.file()) && out.error.contains(QStringLiteral("already approved")));
    }
    void nothingFromUnrelatedRounds()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        // Without transpose's vectorization finding the three rounds have three different causes.
        recordAll(ws, Test::benchRounds(false));
        QVERIFY(Synthesis::propose(ws.operators(), ws.rounds()).isEmpty());
    }
    void onlyAcceptedRoundsOfTwoOperators()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        QJsonArray rounds = Test::benchRounds();
        QJsonObject transpose = rounds.at(2).toObject();
        QCOMPARE(transpose.value(QStringLiteral("index")).toInt(), 2);
        transpose.insert(QStringLiteral("outcome"), QStringLiteral("rejected"));
        rounds.replace(2, transpose);
        recordAll(ws, rounds);
        QVERIFY(Synthesis::propose(ws.operators(), ws.rounds()).isEmpty());
    }
    void statisticsOfKnownPattern()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        QJsonArray rounds = Test::benchRounds();
        QJsonObject transpose = rounds.at(2).toObject();
        QJsonArray findings = transpose.value(QStringLiteral("findings")).toArray();
        QJsonObject f = findings.at(1).toObject();
        f.insert(QStringLiteral("pattern"), QStringLiteral("cuda.strided-load-transpose"));
        findings.replace(1, f);
        transpose.insert(QStringLiteral("findings"), findings);
        rounds.replace(2, transpose);
        recordAll(ws, rounds);
        // The cited pattern gets a statistics update; with transpose's finding explained by it, softmax alone
        // shares no cause with another operator.
        const QList<PatternProposal> proposals = Synthesis::propose(ws.operators(), ws.rounds());
        QCOMPARE(proposals.size(), 1);
        QCOMPARE(proposals.at(0).kind, QStringLiteral("stats-update"));
        QCOMPARE(proposals.at(0).key, QStringLiteral("cuda.strided-load-transpose"));
        QCOMPARE(proposals.at(0).rounds, QStringList { QStringLiteral("transpose#2") });
        const QJsonObject stats = proposals.at(0).body.value(QStringLiteral("stats")).toObject();
        QCOMPARE(stats.value(QStringLiteral("accepted")).toInt(), 1);
        QVERIFY(qAbs(stats.value(QStringLiteral("speedup_geomean")).toDouble() - 2.802383) < 1e-5);
    }
};

QTEST_GUILESS_MAIN(TestSynthesis)
#include "tst_synthesis.moc"
