// SPDX-License-Identifier: MIT
// The diagnosis ladder on the real H200 captures and the Ascend samples: positive and negative cases, the
// escalation policy, the worker API and the CLI's JSON.
#include "diagnosis/diagnosisengine.h"
#include "diagnosis/levels.h"
#include "diagnosis/ttirloads.h"
#include "kb/knowledgebase.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;

class TestDiagnosis : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString kb() const { return m_dir.filePath(QStringLiteral("kb.sqlite")); }

    Diagnosis run(const QString &rel, const QString &kernel = {})
    {
        DiagnosisRequest req;
        req.path = Test::dataPath(rel);
        req.kernel = kernel;
        req.knowledgeBase = kb();
        const DiagnosisReport r = diagnose(req);
        [&] { QVERIFY2(r.error.isEmpty(), qPrintable(r.error)); QCOMPARE(r.kernels.size(), 1); }();
        return r.kernels.value(0);
    }
    static bool hasEvidence(const Finding &f, const QString &kind, const QString &artifact, int line)
    {
        return std::any_of(f.evidence.cbegin(), f.evidence.cend(),
                           [&](const Evidence &e) { return e.kind == kind && e.artifact.endsWith(artifact) && e.line == line; });
    }
    static QStringList categories(const Diagnosis &d)
    {
        QStringList out;
        for (const Finding &f : d.findings)
            out << f.category;
        return out;
    }

private Q_SLOTS:

    // L1 on the full seed index: the strided load of transpose_naive is decisive, with the remark, the PTX
    // load and Nsight's rule as evidence; the fix depends on a compiler decision, so the climb asks L4.
    void transposeNaive()
    {
        const Diagnosis d = run(QStringLiteral("triton-h200/transpose_naive"));
        QCOMPARE(d.kernel, QStringLiteral("transpose_naive_kernel"));
        QCOMPARE(d.levelsReached, (QStringList{QStringLiteral("L1"), QStringLiteral("L4")}));
        QCOMPARE(d.escalations.size(), 1);
        QCOMPARE(d.escalations.at(0).from, QStringLiteral("L1"));
        const Finding *f = d.find(QStringLiteral("uncoalesced-access"));
        QVERIFY(f);
        QCOMPARE(f->id(), QStringLiteral("uncoalesced-access@transpose_naive.py:10"));
        QCOMPARE(f->pattern, QStringLiteral("cuda.strided-load-transpose"));
        QVERIFY(hasEvidence(*f, QStringLiteral("remark"), QStringLiteral("transpose_naive.mlir-passes.txt"), 3619));
        QVERIFY(hasEvidence(*f, QStringLiteral("ir"), QStringLiteral("transpose_naive.ptx"), 69));
        QVERIFY(std::any_of(f->evidence.cbegin(), f->evidence.cend(), [](const Evidence &e) {
            return e.kind == QLatin1String("rule") && e.metric == QLatin1String("rule.UncoalescedGlobalAccess") && e.value.toDouble() == 77.23;
        }));
        // L4: the remark is ConvertTritonGPUToLLVM's; its vector-width rule becomes the explanation.
        QVERIFY2(f->explanation.startsWith(QLatin1String("ConvertTritonGPUToLLVM (convert-triton-gpu-to-llvm)")), qPrintable(f->explanation));
        QVERIFY(f->explanation.contains(QLatin1String("min(128/elemBits, contiguity, maskAlignment)")));
        QVERIFY(hasEvidence(*f, QStringLiteral("compiler-knowledge"), QStringLiteral("kb:cuda.load-vectorization"), 0));
    }
    void matmulNaive()
    {
        const Diagnosis d = run(QStringLiteral("triton-h200/matmul_naive"));
        const Finding *f = d.find(QStringLiteral("missed-tensor-core"));
        QVERIFY(f);
        QCOMPARE(f->id(), QStringLiteral("missed-tensor-core@matmul_naive.py:16"));
        QCOMPARE(f->severity, QStringLiteral("high"));
        // The MMA remark (first of its two occurrences, dump line 3978) and mma.sync in the PTX.
        QVERIFY(hasEvidence(*f, QStringLiteral("remark"), QStringLiteral("matmul_naive.mlir-passes.txt"), 3978));
        QVERIFY(d.levelsReached.contains(QStringLiteral("L4")));
        QVERIFY(f->explanation.startsWith(QLatin1String("TritonGPUAccelerateMatmul (tritongpu-accelerate-matmul)")));
        QVERIFY(f->rewriteConditions.contains(QStringLiteral("BLOCK_M % 64 == 0")));
        QVERIFY(hasEvidence(*f, QStringLiteral("compiler-knowledge"), QStringLiteral("kb:cuda.accelerate-matmul.mma-v3"), 0));
    }
    void softmax3pass()
    {
        const Diagnosis d = run(QStringLiteral("triton-h200/softmax_3pass"));
        const Finding *f = d.find(QStringLiteral("redundant-global-traffic"));
        QVERIFY(f);
        QCOMPARE(f->level, QStringLiteral("L1"));
        QCOMPARE(f->pattern, QStringLiteral("cuda.multi-pass-reload"));
        QVERIFY(hasEvidence(*f, QStringLiteral("source"), QStringLiteral("softmax_3pass.py"), 10));
    }
    // The tuned counterparts have none of their naive twin's problems.
    void tunedCounterparts_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::newRow("transpose_tiled") << QStringLiteral("triton-h200/transpose_tiled");
        QTest::newRow("matmul_tuned") << QStringLiteral("triton-h200/matmul_tuned");
        QTest::newRow("softmax_fused") << QStringLiteral("triton-h200/softmax_fused");
    }
    void tunedCounterparts()
    {
        QFETCH(QString, fixture);
        const Diagnosis d = run(fixture);
        QVERIFY(!d.kernel.isEmpty());
        const QStringList cats = categories(d);
        for (const char *c : {"uncoalesced-access", "missed-vectorization", "missed-tensor-core", "redundant-global-traffic"})
            QVERIFY2(!cats.contains(QLatin1String(c)), qPrintable(fixture + QLatin1String(": ") + QLatin1String(c)));
    }
    // Without patterns the ladder climbs: L2 from the Nsight exports, L3 from the IR, L4 for the remark.
    void climbsWithoutPatterns()
    {
        Diagnostics diag;
        const QList<EvidenceBundle> b = collectEvidence(Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), QString(), diag);
        QCOMPARE(b.size(), 1);
        QVERIFY(b.at(0).hasSource && b.at(0).hasIr && b.at(0).hasProfile);
        KnowledgeBase kb;
        QVERIFY(kb.open(m_dir.filePath(QStringLiteral("ck.sqlite"))));
        const Diagnosis d = diagnoseKernel(b.at(0), {}, kb.compilerKnowledge());
        QCOMPARE(d.levelsReached, (QStringList{QStringLiteral("L1"), QStringLiteral("L2"), QStringLiteral("L3"), QStringLiteral("L4")}));
        QCOMPARE(d.escalations.at(0).reason.left(17), QStringLiteral("no pattern matche"));
        QCOMPARE(d.bottleneck, QStringLiteral("memory-bound")); // the profile's verdict (Nsight DRAM/SOL)
        const Finding *f = d.find(QStringLiteral("uncoalesced-access"));
        QVERIFY(f);
        QCOMPARE(f->level, QStringLiteral("L2")); // Nsight's UncoalescedGlobalAccess rule came first
        QCOMPARE(f->sourceLine, 10);
        // L3: the remark says origin vec = 1, so the load is strided, at the source line it names.
        QVERIFY(hasEvidence(*f, QStringLiteral("remark"), QStringLiteral("transpose_naive.mlir-passes.txt"), 3619));
        QVERIFY(hasEvidence(*f, QStringLiteral("ir"), QStringLiteral("transpose_naive.ptx"), 69));
        QVERIFY(!f->explanation.isEmpty());
    }
    void irAttributionOnThePairs()
    {
        auto l3 = [](const QString &fixture) {
            Diagnostics diag;
            const QList<EvidenceBundle> b = collectEvidence(Test::dataPath(fixture), QString(), diag);
            return b.isEmpty() ? LevelOutcome() : irAttribution(b.at(0));
        };
        auto cats = [](const LevelOutcome &o) {
            QStringList c;
            for (const Finding &f : o.findings)
                c << f.id();
            return c;
        };
        QVERIFY(cats(l3(QStringLiteral("triton-h200/matmul_naive"))).contains(QStringLiteral("missed-tensor-core@matmul_naive.py:16")));
        const QStringList softmax = cats(l3(QStringLiteral("triton-h200/softmax_3pass")));
        QVERIFY2(softmax.contains(QStringLiteral("redundant-global-traffic@softmax_3pass.py:15")), qPrintable(softmax.join(QLatin1Char(' '))));
        QVERIFY(cats(l3(QStringLiteral("triton-h200/transpose_naive"))).contains(QStringLiteral("uncoalesced-access@transpose_naive.py:10")));
        for (const char *tuned : {"triton-h200/matmul_tuned", "triton-h200/softmax_fused", "triton-h200/transpose_tiled"})
            for (const QString &id : cats(l3(QLatin1String(tuned))))
                QVERIFY2(!id.startsWith(QLatin1String("missed-tensor-core")) && !id.startsWith(QLatin1String("redundant-global-traffic"))
                             && !id.startsWith(QLatin1String("uncoalesced-access")) && !id.startsWith(QLatin1String("missed-vectorization")),
                         qPrintable(id));
    }
    // Ascend profiles without source or IR: L2 verdicts from the pipe ratios.
    void ascendProfiles()
    {
        DiagnosisRequest req;
        req.path = Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze"));
        req.knowledgeBase = kb();
        const DiagnosisReport r = diagnose(req);
        QVERIFY(r.error.isEmpty());
        QVERIFY(!r.kernels.isEmpty());
        const Diagnosis &d = r.kernels.at(0);
        QCOMPARE(d.backend, QStringLiteral("ascend"));
        QCOMPARE(d.levelsReached, (QStringList{QStringLiteral("L1"), QStringLiteral("L2")}));
        QVERIFY(!d.bottleneck.isEmpty());
        const Finding *f = d.find(d.bottleneck);
        QVERIFY(f);
        QCOMPARE(f->level, QStringLiteral("L2"));
        QVERIFY(std::any_of(f->evidence.cbegin(), f->evidence.cend(), [](const Evidence &e) { return e.metric.startsWith(QLatin1String("ascend.")); }));
        QVERIFY(d.stopReason.contains(QLatin1String("no IR")));
    }
    void sourceOnlyStopsAtL1()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(Test::dataPath(QStringLiteral("triton-h200/transpose_naive/transpose_naive.py")), dir.filePath(QStringLiteral("transpose_naive.py"))));
        DiagnosisRequest req;
        req.path = dir.path();
        req.knowledgeBase = kb();
        const DiagnosisReport r = diagnose(req);
        QCOMPARE(r.kernels.size(), 1);
        const Diagnosis &d = r.kernels.at(0);
        QCOMPARE(d.kernel, QStringLiteral("transpose_naive_kernel"));
        QCOMPARE(d.levelsReached, QStringList{QStringLiteral("L1")});
        QVERIFY(d.escalations.isEmpty());
        QVERIFY2(d.stopReason.endsWith(QLatin1String("no profile and no IR: nothing to climb to")), qPrintable(d.stopReason));
    }
    void jobRunsOffThread()
    {
        DiagnosisJob job;
        QSignalSpy done(&job, &DiagnosisJob::finished);
        QSignalSpy progress(&job, &DiagnosisJob::progress);
        DiagnosisRequest req;
        req.path = Test::dataPath(QStringLiteral("triton-h200/vadd"));
        req.knowledgeBase = kb();
        job.start(req);
        // A second request wins: the first one's result is dropped.
        req.path = Test::dataPath(QStringLiteral("triton-h200/softmax_3pass"));
        job.start(req);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        // The first, cancelled run may end later (on a loaded machine); its result must still be dropped.
        QTRY_VERIFY_WITH_TIMEOUT(!job.isRunning(), 30000);
        QCOMPARE(done.count(), 1);
        const auto report = done.at(0).at(0).value<DiagnosisReport>();
        QCOMPARE(report.kernels.at(0).kernel, QStringLiteral("softmax_3pass_kernel"));
        QVERIFY(progress.count() > 0);
    }
    void cliJson()
    {
        const Test::CliResult r = Test::runCli({QStringLiteral("diagnose"), Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), QStringLiteral("--json"),
                                                QStringLiteral("--kb"), kb(), QStringLiteral("--workspace"), m_dir.filePath(QStringLiteral("ws"))});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char *k : {"kernel", "backend", "levels_reached", "escalations", "bottleneck", "findings", "warnings", "ignored"})
            QVERIFY2(o.contains(QLatin1String(k)), k);
        const QJsonObject f = o.value(QStringLiteral("findings")).toArray().at(0).toObject();
        QCOMPARE(f.value(QStringLiteral("id")).toString(), QStringLiteral("uncoalesced-access@transpose_naive.py:10"));
        for (const char *k : {"category", "level", "severity", "title", "pattern", "confidence", "evidence", "rewrite_conditions"})
            QVERIFY2(f.contains(QLatin1String(k)), k);
        const Test::CliResult missing = Test::runCli({QStringLiteral("diagnose"), QStringLiteral("/no/such/kernel"), QStringLiteral("--kb"), kb()});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("/no/such/kernel"));
        const Test::CliResult several = Test::runCli({QStringLiteral("diagnose"), Test::dataPath(QStringLiteral("triton-h200/triton_dump")), QStringLiteral("--json"),
                                                      QStringLiteral("--kb"), kb()});
        QCOMPARE(several.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(several.out).object().value(QStringLiteral("kernels")).toArray().size(), 2);
    }
    void ttirLoadsOfSoftmax()
    {
        // softmax_3pass.ttir: three tt.load of %x_ptr at lines 31, 48 and 68, each in its own scf.for.
        QFile f(Test::dataPath(QStringLiteral("triton-h200/softmax_3pass/softmax_3pass.ttir")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<TtirLoad> loads = ttirLoads(QString::fromUtf8(f.readAll()));
        QCOMPARE(loads.size(), 3);
        QCOMPARE(loads.at(0).line, 31);
        QCOMPARE(loads.at(1).line, 48);
        QCOMPARE(loads.at(2).line, 68);
        for (const TtirLoad &l : loads)
            QCOMPARE(l.rootArgs, QStringList{QStringLiteral("x_ptr")});
        QCOMPARE(QSet<int>({loads.at(0).loop, loads.at(1).loop, loads.at(2).loop}).size(), 3);
        // softmax_fused: one load, outside any loop.
        QFile g(Test::dataPath(QStringLiteral("triton-h200/softmax_fused/softmax_fused.ttir")));
        QVERIFY(g.open(QIODevice::ReadOnly));
        const QList<TtirLoad> fused = ttirLoads(QString::fromUtf8(g.readAll()));
        QCOMPARE(fused.size(), 1);
        QCOMPARE(fused.at(0).line, 23);
        QCOMPARE(fused.at(0).loop, -1);
    }
};

QTEST_GUILESS_MAIN(TestDiagnosis)
#include "tst_diagnosis.moc"
