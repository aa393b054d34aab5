// SPDX-License-Identifier: MIT
// The diagnosis ladder on the real H200 captures and the Ascend samples: positive and negative cases, the
// escalation policy, the worker API and the CLI's JSON.
#include "analysis/pathanalysis.h"
#include "diagnosis/diagnosisengine.h"
#include "diagnosis/levels.h"
#include "diagnosis/ttirloads.h"
#include "fixturefacts.h"
#include "kb/knowledgebase.h"
#include "kb/patternmatch.h"
#include "testsupport.h"
#include "trajectory/artifactsniffer.h"
#include "trajectory/trajectoryreader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace Lowerscope;

class TestDiagnosis : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString kb() const { return m_dir.filePath(QStringLiteral("kb.sqlite")); }

    DiagnosisReport diagnoseFolder(const QString &path)
    {
        DiagnosisRequest req;
        req.path = path;
        req.knowledgeBase = kb();
        return diagnose(req);
    }
    Diagnosis run(const QString &rel, const QString &kernel = {})
    {
        DiagnosisRequest req;
        req.path = Test::dataPath(rel);
        req.kernel = kernel;
        req.knowledgeBase = kb();
        const DiagnosisReport r = diagnose(req);
        [&] {
            QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
            QCOMPARE(r.kernels.size(), 1);
        }();
        return r.kernels.value(0);
    }
    static bool hasEvidence(const Finding &f, const QString &kind, const QString &artifact, int line)
    {
        return std::any_of(f.evidence.cbegin(), f.evidence.cend(),
            [&](const Evidence &e) { return e.kind == kind && e.artifact.endsWith(artifact) && e.line == line; });
    }
    // A folder of the evaluation corpus (tests/data/eval, docs/eval.md) with its gzipped artifacts inflated, as
    // the tools wrote them (scripts/eval_diagnosis.py does the same), diagnosed for the label's kernel.
    Diagnosis runEval(const QString &folder, const QString &kernel)
    {
        const QString out = m_dir.filePath(QStringLiteral("eval/") + folder);
        QDir().mkpath(out);
        const QDir in(Test::dataPath(QStringLiteral("eval/") + folder));
        for (const QFileInfo &fi : in.entryInfoList(QDir::Files)) {
            QFile src(fi.filePath());
            [&] { QVERIFY(src.open(QIODevice::ReadOnly)); }();
            QByteArray bytes = src.readAll();
            QString name = fi.fileName();
            if (name.endsWith(QLatin1String(".gz"))) {
                QString error;
                bytes = ArtifactSniffer::gunzip(bytes, qint64(256) << 20, &error);
                [&] { QVERIFY2(error.isEmpty(), qPrintable(error)); }();
                name.chop(3);
            }
            QFile dst(out + QLatin1Char('/') + name);
            [&] { QVERIFY(dst.open(QIODevice::WriteOnly)); }();
            dst.write(bytes);
        }
        DiagnosisRequest req;
        req.path = out;
        req.kernel = kernel;
        req.knowledgeBase = kb();
        const DiagnosisReport r = diagnose(req);
        [&] {
            QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
            QCOMPARE(r.kernels.size(), 1);
        }();
        return r.kernels.value(0);
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
    // load and Nsight's rules as evidence. The profile on disk is read (L2): the bottleneck is measured and
    // Nsight's own estimate is the finding's impact. The cause explains it, so L3 is skipped; the fix depends
    // on a compiler decision, so the climb asks L4 about the decisive finding.
    void transposeNaive()
    {
        const Diagnosis d = run(QStringLiteral("triton-h200/transpose_naive"));
        QCOMPARE(d.kernel, QStringLiteral("transpose_naive_kernel"));
        QCOMPARE(d.levelsReached, (QStringList { QStringLiteral("L1"), QStringLiteral("L2"), QStringLiteral("L4") }));
        QCOMPARE(d.escalations.size(), 2);
        QCOMPARE(d.escalations.at(0).from, QStringLiteral("L1"));
        QCOMPARE(d.escalations.at(1).to, QStringLiteral("L4"));
        QCOMPARE(d.bottleneck, QStringLiteral("memory-bound"));
        const Finding &f = d.findings.at(0);
        QCOMPARE(f.id(), QStringLiteral("uncoalesced-access@transpose_naive.py:10"));
        QCOMPARE(d.decisive, f.id());
        QVERIFY2(d.stopReason.endsWith(QLatin1String("decisive finding: uncoalesced-access@transpose_naive.py:10")),
            qPrintable(d.stopReason));
        QCOMPARE(f.pattern, QStringLiteral("cuda.strided-load-transpose"));
        QCOMPARE(f.level, QStringLiteral("L1"));
        // Nsight's MemoryCacheAccessPattern rule: 82.86 % global estimated speedup.
        QVERIFY2(qAbs(f.impact - 0.8286) < 1e-6, qPrintable(QString::number(f.impact)));
        QVERIFY(f.impactBasis.contains(QLatin1String("MemoryCacheAccessPattern")));
        QCOMPARE(f.severity, QStringLiteral("high"));
        QVERIFY(hasEvidence(f, QStringLiteral("remark"), QStringLiteral("transpose_naive.mlir-passes.txt"), 3619));
        QVERIFY(hasEvidence(f, QStringLiteral("ir"), QStringLiteral("transpose_naive.ptx"), 69));
        QVERIFY(std::any_of(f.evidence.cbegin(), f.evidence.cend(), [](const Evidence &e) {
            return e.kind == QLatin1String("rule") && e.metric == QLatin1String("rule.UncoalescedGlobalAccess")
                && e.value.toDouble() == 77.23;
        }));
        // L4: the remark is ConvertTritonGPUToLLVM's; its vector-width rule becomes the explanation, with the
        // blocking condition that holds.
        QVERIFY2(f.explanation.startsWith(QLatin1String("ConvertTritonGPUToLLVM (convert-triton-gpu-to-llvm)")),
            qPrintable(f.explanation));
        QVERIFY(f.explanation.contains(QLatin1String("min(128/elemBits, contiguity, maskAlignment)")));
        QVERIFY2(f.explanation.contains(QLatin1String("Blocked here by: contiguity 1.")), qPrintable(f.explanation));
        QVERIFY(hasEvidence(f, QStringLiteral("compiler-knowledge"), QStringLiteral("kb:cuda.load-vectorization"), 0));
        // The ladder says what each rung added.
        QCOMPARE(d.ladder.size(), 3);
        QVERIFY(d.ladder.at(0).added.contains(f.id()));
        QCOMPARE(d.ladder.at(2).level, QStringLiteral("L4"));
        QCOMPARE(d.ladder.at(2).added, QStringList { f.id() });
    }
    // Rank order: causes by impact, the bottleneck descriptions after every cause; each finding has an impact.
    void rankOrder_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const char *f :
            { "transpose_naive", "transpose_tiled", "matmul_naive", "matmul_tuned", "softmax_3pass", "softmax_fused", "vadd" })
            QTest::newRow(f) << QStringLiteral("triton-h200/") + QLatin1String(f);
    }
    void rankOrder()
    {
        QFETCH(QString, fixture);
        const Diagnosis d = run(fixture);
        // Groups in order: causes that explain time, bottleneck descriptions (the verdict first), causes whose
        // impact rounds to 0; by impact within a group.
        int group = 0;
        double last = 2;
        for (const Finding &f : d.findings) {
            QVERIFY2(f.impact >= 0 && f.impact <= 1, qPrintable(f.id()));
            QVERIFY2(!f.impactBasis.isEmpty(), qPrintable(f.id()));
            const int g = describesBottleneck(f.category) ? 1 : std::round(f.impact * 100) > 0 ? 0 : 2;
            QVERIFY2(g >= group, qPrintable(fixture + QLatin1String(": out of its group: ") + f.id()));
            if (g == 1 && g != group)
                QVERIFY2(d.bottleneck.isEmpty() || f.category == d.bottleneck, qPrintable(f.id()));
            if (g != group)
                last = 2;
            group = g;
            if (g == 1)
                continue;
            QVERIFY2(std::round(f.impact * 100) <= std::round(last * 100), qPrintable(f.id()));
            last = f.impact;
            // A rule that did not fire (value 0) is no evidence.
            for (const Evidence &e : f.evidence)
                QVERIFY2(!(e.kind == QLatin1String("rule") && e.value.toDouble() <= 0),
                    qPrintable(f.id() + QLatin1Char(' ') + e.metric));
        }
        if (!d.findings.isEmpty() && !describesBottleneck(d.findings.constFirst().category))
            QCOMPARE(d.decisive, d.findings.constFirst().id());
        QVERIFY(
            d.stopReason.contains(QLatin1String("decisive finding: ")) || d.stopReason.endsWith(QLatin1String("no cause found")));
    }
    // Launch resources, spills, occupancy and waves from the Nsight exports.
    void measuredResources()
    {
        Diagnostics diag;
        const QList<EvidenceBundle> b
            = collectEvidence(Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), QString(), diag);
        QCOMPARE(b.size(), 1);
        const Facts &f = b.at(0).facts;
        QCOMPARE(f.number(QStringLiteral("signal.registers_per_thread")), 32);
        QCOMPARE(f.number(QStringLiteral("signal.waves_per_sm")), 3.88);
        QCOMPARE(f.number(QStringLiteral("signal.theoretical_occupancy_pct")), 100);
        QVERIFY(qAbs(f.number(QStringLiteral("signal.occupancy_pct")) - 94.264896) < 1e-6);
        QCOMPARE(f.number(QStringLiteral("signal.spill_requests")), 0);
        QCOMPARE(f.number(QStringLiteral("signal.spill_instructions")), 0);
        QCOMPARE(f.string(QStringLiteral("rule_scope.UncoalescedGlobalAccess")), QStringLiteral("global"));
        // The rule that did not fire is a fact of value 0; no finding cites it.
        QCOMPARE(f.number(QStringLiteral("rule.SharedMemoryConflicts"), -1), 0);
        // target and dot facts of the IR
        QCOMPARE(f.number(QStringLiteral("target.cc")), 90);
    }
    // L4 by evidence: the entry whose remark the compiler printed, whose target (sm90) and dot facts apply,
    // and which blocking condition holds.
    void matmulNaive()
    {
        const Diagnosis d = run(QStringLiteral("triton-h200/matmul_naive"));
        const Finding *f = d.find(QStringLiteral("missed-tensor-core"));
        QVERIFY(f);
        QCOMPARE(f->id(), QStringLiteral("missed-tensor-core@matmul_naive.py:16"));
        QCOMPARE(d.findings.at(0).id(), f->id());
        QCOMPARE(f->severity, QStringLiteral("high"));
        // The MMA remark (first of its two occurrences, dump line 3978) and mma.sync in the PTX.
        QVERIFY(hasEvidence(*f, QStringLiteral("remark"), QStringLiteral("matmul_naive.mlir-passes.txt"), 3978));
        QVERIFY(d.levelsReached.contains(QStringLiteral("L4")));
        QVERIFY(f->explanation.startsWith(QLatin1String("TritonGPUAccelerateMatmul (tritongpu-accelerate-matmul)")));
        // tt.dot tensor<32x16xf16> * tensor<16x32xf16>: M = 32 is the condition that holds.
        QVERIFY2(f->explanation.contains(QLatin1String("Blocked here by: M % 64 != 0 per CTA.")), qPrintable(f->explanation));
        for (const char *no : { "N % 16 != 0", "K < 256/bitwidth(A)", "numWarps % 4 != 0", "unsupported operand type" })
            QVERIFY2(f->explanation.section(QLatin1String("Does not hold: "), 1).contains(QLatin1String(no)), no);
        QVERIFY(f->rewriteConditions.contains(QStringLiteral("BLOCK_M % 64 == 0")));
        QVERIFY(hasEvidence(*f, QStringLiteral("compiler-knowledge"), QStringLiteral("kb:cuda.accelerate-matmul.mma-v3"), 0));
    }
    // No default entry: a compiler-decision finding that no entry's evidence supports stays unexplained;
    // spills get the ptxas entry when the spill count is there.
    void compilerKnowledgeByEvidence()
    {
        Diagnostics diag;
        QList<EvidenceBundle> b = collectEvidence(Test::dataPath(QStringLiteral("triton-h200/vadd")), QString(), diag);
        QCOMPARE(b.size(), 1);
        KnowledgeBase kb;
        QVERIFY(kb.open(m_dir.filePath(QStringLiteral("ck2.sqlite"))));
        Finding f;
        f.category = QStringLiteral("no-pipelining");
        QList<Finding> one { f };
        LevelOutcome o = compilerEscalation(b.at(0), one, kb.compilerKnowledge(), {});
        QVERIFY(!o.decisive);
        QVERIFY(one.at(0).explanation.isEmpty());
        QVERIFY(o.reason.startsWith(QLatin1String("no compiler knowledge entry is supported by the evidence")));
        // vadd has no dot: the tensor-core entries do not apply either.
        one[0].category = QStringLiteral("missed-tensor-core");
        o = compilerEscalation(b.at(0), one, kb.compilerKnowledge(), {});
        QVERIFY(one.at(0).explanation.isEmpty());
        EvidenceBundle spilled = b.at(0);
        spilled.facts.set(QStringLiteral("meta.n_spills"), 24);
        spilled.facts.set(QStringLiteral("meta.n_regs"), 255);
        one[0].category = QStringLiteral("register-spills");
        o = compilerEscalation(spilled, one, kb.compilerKnowledge(), {});
        QVERIFY(o.decisive);
        QVERIFY2(one.at(0).explanation.contains(
                     QLatin1String("Blocked here by: tile or stages too large for 255 registers / maxnreg.")),
            qPrintable(one.at(0).explanation));
    }
    // Measured traffic bounds a cause (docs/diagnosis.md). transpose_tiled's shared memory: 749150 bank
    // conflicts in 5025361 shared wavefronts (14.9 %) on a data path 15.3 % busy, so the conflicts explain at
    // most 14.9 % of the time at shared-memory instructions, whatever Nsight's rules estimate. transpose_naive's
    // 8192 blocks put a block on each of the 132 SMs: Nsight's LaunchConfiguration rule names no idle SM.
    void measuredTrafficBounds()
    {
        const Diagnosis tiled = run(QStringLiteral("triton-h200/transpose_tiled"));
        const Finding *conflicts = tiled.find(QStringLiteral("shared-bank-conflicts"));
        QVERIFY(conflicts);
        QVERIFY2(
            conflicts->impactBasis.contains(QLatin1String("15 % excess shared wavefronts")), qPrintable(conflicts->impactBasis));
        QVERIFY2(conflicts->impact <= 0.1491, qPrintable(QString::number(conflicts->impact)));
        QVERIFY(severityRank(conflicts->severity) >= severityRank(QStringLiteral("low")));
        const Diagnosis naive = run(QStringLiteral("triton-h200/transpose_naive"));
        const Finding *grid = naive.find(QStringLiteral("grid-undersubscription"));
        QVERIFY(grid);
        QCOMPARE(grid->impact, 0.0);
        QVERIFY2(grid->impactBasis.contains(QLatin1String("8192 blocks on 132 SMs: 0 % of the SMs idle")),
            qPrintable(grid->impactBasis));
        QCOMPARE(grid->severity, QStringLiteral("info"));
    }
    // Measurements that contradict a finding (docs/diagnosis.md, "Measured traffic bounds a cause"), on the
    // evaluation corpus: positive and negative cases of each rule.
    void measuredContradictions()
    {
        // row_cumsum_a (a twin): Nsight's TheoreticalOccupancy estimates 50 %, but the achieved occupancy (36.9 %)
        // stays below the theoretical 50 % (Nsight's AchievedOccupancy fired): the limit does not bind.
        const Diagnosis cumsum = runEval(QStringLiteral("row_cumsum_a"), QStringLiteral("cumsum_rows_kernel"));
        const Finding *occ = cumsum.find(QStringLiteral("low-occupancy"));
        QVERIFY(occ);
        QCOMPARE(occ->impact, 0.0);
        QCOMPARE(occ->severity, QStringLiteral("info"));
        QVERIFY2(occ->impactBasis.contains(QLatin1String("achieved occupancy 37 % stays below the theoretical 50 %")),
            qPrintable(occ->impactBasis));
        QCOMPARE(cumsum.findings.constFirst().category, QStringLiteral("latency-bound"));
        QVERIFY(cumsum.decisive.isEmpty());
        // bmm_small_b (low-occupancy, proven 1.69x): 6.21 % achieved of 6.25 %: the limit binds and stays first.
        const Diagnosis bmm = runEval(QStringLiteral("bmm_small_b"), QStringLiteral("bmm_kernel"));
        QCOMPARE(bmm.findings.constFirst().category, QStringLiteral("low-occupancy"));
        QVERIFY(bmm.findings.constFirst().impact > 0.25);
        // sgd_step_a (launch-bound, proven 10.8x): theoretical occupancy 100 %, nothing limits the warps; the
        // measured verdict leads and cites the launch in its loop (line 34).
        const Diagnosis sgd = runEval(QStringLiteral("sgd_step_a"), QStringLiteral("sgd_momentum_kernel"));
        QCOMPARE(sgd.bottleneck, QStringLiteral("launch-bound"));
        QCOMPARE(sgd.findings.constFirst().category, QStringLiteral("launch-bound"));
        QVERIFY(hasEvidence(sgd.findings.constFirst(), QStringLiteral("source"), QStringLiteral("sgd_step_a.py"), 34));
        const Finding *sgdOcc = sgd.find(QStringLiteral("low-occupancy"));
        QVERIFY(sgdOcc);
        QCOMPARE(sgdOcc->impact, 0.0);
        QVERIFY2(sgdOcc->impactBasis.contains(QLatin1String("theoretical occupancy 100 %")), qPrintable(sgdOcc->impactBasis));
        // log_probs_b (tail-misalignment, proven 1.32x): its two passes are measured at DRAM (68 % of the request
        // reaches it: 18 % of the traffic re-reads) and no longer tie with the label's cause at the prior.
        const Diagnosis lp = runEval(QStringLiteral("log_probs_b"), QStringLiteral("log_softmax_kernel"));
        QCOMPARE(lp.findings.constFirst().category, QStringLiteral("tail-misalignment"));
        const Finding *twice = lp.find(QStringLiteral("redundant-global-traffic"));
        QVERIFY(twice);
        QVERIFY2(twice->impactBasis.startsWith(QLatin1String("repeats reach DRAM: 18 % of the DRAM traffic")),
            qPrintable(twice->impactBasis));
        QVERIFY(qAbs(twice->impact - 0.114) < 0.005);
        // row_center_a (redundant-global-traffic, proven 3.82x): the repeats reach DRAM, measured 0.36, first.
        const Diagnosis rc = runEval(QStringLiteral("row_center_a"), QStringLiteral("center_rows_kernel"));
        QCOMPARE(rc.findings.constFirst().category, QStringLiteral("redundant-global-traffic"));
        QVERIFY(qAbs(rc.findings.constFirst().impact - 0.356) < 0.005);
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
        for (const char *c : { "uncoalesced-access", "missed-vectorization", "missed-tensor-core", "redundant-global-traffic" })
            QVERIFY2(!cats.contains(QLatin1String(c)), qPrintable(fixture + QLatin1String(": ") + QLatin1String(c)));
    }
    // Without patterns the ladder climbs: L2 from the Nsight exports, L3 from the IR, L4 for the remark.
    void climbsWithoutPatterns()
    {
        Diagnostics diag;
        const QList<EvidenceBundle> b
            = collectEvidence(Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), QString(), diag);
        QCOMPARE(b.size(), 1);
        QVERIFY(b.at(0).hasSource && b.at(0).hasIr && b.at(0).hasProfile);
        KnowledgeBase kb;
        QVERIFY(kb.open(m_dir.filePath(QStringLiteral("ck.sqlite"))));
        const Diagnosis d = diagnoseKernel(b.at(0), {}, kb.compilerKnowledge());
        QCOMPARE(d.levelsReached,
            (QStringList { QStringLiteral("L1"), QStringLiteral("L2"), QStringLiteral("L3"), QStringLiteral("L4") }));
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
        QVERIFY(cats(l3(QStringLiteral("triton-h200/matmul_naive")))
                .contains(QStringLiteral("missed-tensor-core@matmul_naive.py:16")));
        const QStringList softmax = cats(l3(QStringLiteral("triton-h200/softmax_3pass")));
        QVERIFY2(softmax.contains(QStringLiteral("redundant-global-traffic@softmax_3pass.py:15")),
            qPrintable(softmax.join(QLatin1Char(' '))));
        QVERIFY(cats(l3(QStringLiteral("triton-h200/transpose_naive")))
                .contains(QStringLiteral("uncoalesced-access@transpose_naive.py:10")));
        for (const char *tuned : { "triton-h200/matmul_tuned", "triton-h200/softmax_fused", "triton-h200/transpose_tiled" })
            for (const QString &id : cats(l3(QLatin1String(tuned))))
                QVERIFY2(!id.startsWith(QLatin1String("missed-tensor-core"))
                        && !id.startsWith(QLatin1String("redundant-global-traffic"))
                        && !id.startsWith(QLatin1String("uncoalesced-access"))
                        && !id.startsWith(QLatin1String("missed-vectorization")),
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
        // The costliest task first (an HCCL broadcast: where the time goes, though no verdict); then the first
        // kernel the profile gave a bottleneck.
        QCOMPARE(r.kernels.at(0).kernel, QStringLiteral("hcom_broadcast__445_0"));
        const auto withBottleneck
            = std::find_if(r.kernels.cbegin(), r.kernels.cend(), [](const Diagnosis &k) { return !k.bottleneck.isEmpty(); });
        QVERIFY(withBottleneck != r.kernels.cend());
        const Diagnosis &d = *withBottleneck;
        QCOMPARE(d.backend, QStringLiteral("ascend"));
        QCOMPARE(d.levelsReached, (QStringList { QStringLiteral("L1"), QStringLiteral("L2") }));
        const Finding *f = d.find(d.bottleneck);
        QVERIFY(f);
        QCOMPARE(f->level, QStringLiteral("L2"));
        QVERIFY(std::any_of(f->evidence.cbegin(), f->evidence.cend(),
            [](const Evidence &e) { return e.metric.startsWith(QLatin1String("ascend.")); }));
        QVERIFY(d.stopReason.contains(QLatin1String("no IR")));
    }
    void sourceOnlyStopsAtL1()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(Test::dataPath(QStringLiteral("triton-h200/transpose_naive/transpose_naive.py")),
            dir.filePath(QStringLiteral("transpose_naive.py"))));
        const DiagnosisReport r = diagnoseFolder(dir.path());
        QCOMPARE(r.kernels.size(), 1);
        const Diagnosis &d = r.kernels.at(0);
        QCOMPARE(d.kernel, QStringLiteral("transpose_naive_kernel"));
        QCOMPARE(d.levelsReached, QStringList { QStringLiteral("L1") });
        QVERIFY(d.escalations.isEmpty());
        QVERIFY2(d.stopReason.contains(QLatin1String("no profile and no IR: nothing to climb to")), qPrintable(d.stopReason));
        // Partial evidence: the warnings say what is missing and how to capture it.
        QStringList warnings;
        for (const Warning &w : r.diagnostics.warnings)
            warnings << w.message;
        const QString all = warnings.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("no IR")) && all.contains(QLatin1String("MLIR_ENABLE_DIAGNOSTICS=warnings,remarks")),
            qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("no profile")) && all.contains(QLatin1String("ncu --set full")), qPrintable(all));
        const Test::CliResult cli = Test::runCli({ QStringLiteral("diagnose"), dir.path(), QStringLiteral("--kb"), kb() });
        QCOMPARE(cli.exitCode, 0);
        // A known format no reader parses is named as such, with the export command.
        QFile rep(dir.filePath(QStringLiteral("prof.ncu-rep")));
        QVERIFY(rep.open(QIODevice::WriteOnly));
        rep.write("binary report");
        rep.close();
        const DiagnosisReport withRep = diagnoseFolder(dir.path());
        QVERIFY(std::any_of(withRep.diagnostics.warnings.cbegin(), withRep.diagnostics.warnings.cend(), [](const Warning &w) {
            return w.file.endsWith(QLatin1String("prof.ncu-rep"))
                && w.message.startsWith(QLatin1String("an Nsight Compute report (binary) is not a format"))
                && w.message.contains(QLatin1String("--csv --page raw"));
        }));
    }
    // The source was edited after the IR was captured (three lines inserted above the kernel): the IR's
    // locations no longer match, findings placed from the IR are stale, none cites a line outside the kernel.
    void staleSource()
    {
        QTemporaryDir dir;
        const QDir from(Test::dataPath(QStringLiteral("triton-h200/transpose_naive")));
        for (const QString &name : from.entryList(QDir::Files))
            QVERIFY(QFile::copy(from.filePath(name), dir.filePath(name)));
        QFile py(dir.filePath(QStringLiteral("transpose_naive.py")));
        QVERIFY(py.open(QIODevice::ReadOnly));
        const QByteArray text = py.readAll();
        py.close();
        QVERIFY(py.remove());
        QVERIFY(py.open(QIODevice::WriteOnly));
        py.write("# edited\n# after\n# the capture\n" + text);
        py.close();
        const DiagnosisReport r = diagnoseFolder(dir.path());
        QCOMPARE(r.kernels.size(), 1);
        const Diagnosis &d = r.kernels.at(0);
        const bool warned = std::any_of(r.diagnostics.warnings.cbegin(), r.diagnostics.warnings.cend(), [](const Warning &w) {
            return w.message.contains(QLatin1String("no longer matches the IR"))
                && w.message.contains(QLatin1String("def at line 4, the source at line 7"));
        });
        QVERIFY(warned);
        QVERIFY(!d.findings.isEmpty());
        for (const Finding &f : d.findings) {
            QVERIFY2(f.sourceLine == 0 || (f.sourceLine >= 6 && f.sourceLine <= 14), qPrintable(f.id()));
            if (f.sourceLine > 0)
                QVERIFY2(f.stale, qPrintable(f.id()));
        }
        QVERIFY(d.findings.at(0).stale);
        // The unedited capture is not stale.
        const Diagnosis fresh = run(QStringLiteral("triton-h200/transpose_naive"));
        for (const Finding &f : fresh.findings)
            QVERIFY2(!f.stale, qPrintable(f.id()));
    }
    void partialProfileIsInTheWarnings()
    {
        // The real softmax_3pass folder with its source-SASS export cut inside a quoted field of line 151: the
        // diagnosis (and diagnose --json's warnings[]) carries the partial-data warning with its file and line.
        QTemporaryDir dir;
        const QDir from(Test::dataPath(QStringLiteral("triton-h200/softmax_3pass")));
        for (const QString &name : from.entryList(QDir::Files))
            QVERIFY(QFile::copy(from.filePath(name), dir.filePath(name)));
        QFile csv(dir.filePath(QStringLiteral("ncu.source-sass.csv")));
        QVERIFY(csv.open(QIODevice::ReadWrite));
        const QByteArray bytes = csv.readAll();
        qsizetype at = 0;
        for (int n = 0; n < 150; ++n)
            at = bytes.indexOf('\n', at) + 1;
        QVERIFY(csv.resize(at + 27));
        csv.close();
        const DiagnosisReport r = diagnoseFolder(dir.path());
        const QList<Warning> partial = r.diagnostics.partial();
        QCOMPARE(partial.size(), 1);
        QCOMPARE(partial.first().file, QStringLiteral("ncu.source-sass.csv"));
        QCOMPARE(partial.first().line, 151);
        bool inJson = false;
        for (const QJsonValue &w : r.toJson().value(QStringLiteral("warnings")).toArray())
            inJson = inJson
                || (w.toObject().value(QStringLiteral("partial")).toBool()
                    && w.toObject().value(QStringLiteral("line")).toInt() == 151);
        QVERIFY(inJson);
        QVERIFY(diagnoseFolder(from.path()).diagnostics.partial().isEmpty());
    }
    void tritonParseTraceCitesItsOwnLines()
    {
        // The real TritonParse trace (12 lines, four compilation events; each python_source starts at line 3 of
        // its file). Its code is placed at that line: the IR's locations fall inside the kernel, so nothing is
        // called stale; IR evidence names the embedded text (raw_trace.ndjson#KERNEL.STAGE) with a line of that
        // text; and the trace is not taken for a Python file without kernels.
        const QString trace = Test::dataPath(QStringLiteral("tritonparse/raw_trace.ndjson"));
        const DiagnosisReport r = diagnoseFolder(trace);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.kernels.size(), 4);
        for (const Warning &w : r.diagnostics.warnings) {
            QVERIFY2(!w.message.contains(QLatin1String("no @triton.jit kernel found")), qPrintable(w.toText()));
            QVERIFY2(!w.message.contains(QLatin1String("no longer matches the IR")), qPrintable(w.toText()));
        }
        Diagnostics diag;
        QHash<QString, int> textLines { { QStringLiteral("raw_trace.ndjson"), 12 } };
        for (const LoweringTrajectory &t : TrajectoryReader::read(trace, {}, diag)) {
            for (const StageSnapshot &s : t.stages)
                textLines.insert(t.artifactName(s.artifact), s.lines);
            textLines.insert(QFileInfo(t.source.file).fileName(), int(t.source.text.count(u'\n')) + 1);
        }
        int cited = 0;
        for (const Diagnosis &d : r.kernels)
            for (const Finding &f : d.findings) {
                QVERIFY2(!f.stale, qPrintable(f.id()));
                for (const Evidence &e : f.evidence) {
                    if (e.line <= 0 || e.artifact.startsWith(QLatin1String("kb:")))
                        continue;
                    const QString name = e.artifact.section(u'/', -1);
                    QVERIFY2(textLines.contains(name), qPrintable(e.artifact));
                    QVERIFY2(e.line <= textLines.value(name), qPrintable(QStringLiteral("%1:%2").arg(e.artifact).arg(e.line)));
                    ++cited;
                }
            }
        // (cuda.layout-conversion, which cited the IR of every kernel with a conversion, now needs one inside a loop.)
        QVERIFY(cited >= 6);
        // The same source lines as the kernel folders: transpose_naive's scalar load is line 10 of its file.
        const auto transpose = std::find_if(r.kernels.cbegin(), r.kernels.cend(),
            [](const Diagnosis &d) { return d.kernel == QLatin1String("transpose_naive_kernel"); });
        QVERIFY(transpose != r.kernels.cend());
        QCOMPARE(transpose->findings.value(0).id(), QStringLiteral("missed-vectorization@transpose_naive.py:10"));
        QCOMPARE(transpose->findings.value(0).evidence.value(1).artifact,
            QStringLiteral("raw_trace.ndjson#transpose_naive_kernel.ptx"));
        QCOMPARE(transpose->findings.value(0).evidence.value(1).line, 69);
        QCOMPARE(
            transpose->findings.value(0).evidence.value(1).excerpt, QStringLiteral("@%p2 ld.global.b32 { %r13 }, [ %rd5 + 0 ];"));
    }
    void analysisDiagnosesWhatItRead()
    {
        // The desktop's one analysis per path diagnoses from what it read; the CLI reads on its own. Same report.
        for (const char *fixture :
            { "triton-h200/transpose_naive", "triton-h200/softmax_3pass", "triton-h200/torch_trace.json" }) {
            DiagnosisRequest req;
            req.path = Test::dataPath(QString::fromLatin1(fixture));
            req.knowledgeBase = kb();
            const QJsonObject cli = diagnose(req).toJson();
            const auto analysis = analyzePath({ req.path, kb(), {} });
            QVERIFY(!analysis->cancelled);
            QCOMPARE(analysis->diagnosis.toJson(), cli);
        }
    }
    void cliJson()
    {
        const Test::CliResult r = Test::runCli(
            { QStringLiteral("diagnose"), Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), QStringLiteral("--json"),
                QStringLiteral("--kb"), kb(), QStringLiteral("--workspace"), m_dir.filePath(QStringLiteral("ws")) });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char *k :
            { "kernel", "backend", "levels_reached", "escalations", "bottleneck", "findings", "warnings", "ignored" })
            QVERIFY2(o.contains(QLatin1String(k)), k);
        const QJsonObject f = o.value(QStringLiteral("findings")).toArray().at(0).toObject();
        QCOMPARE(f.value(QStringLiteral("id")).toString(), QStringLiteral("uncoalesced-access@transpose_naive.py:10"));
        for (const char *k :
            { "category", "level", "severity", "title", "pattern", "confidence", "evidence", "rewrite_conditions" })
            QVERIFY2(f.contains(QLatin1String(k)), k);
        const Test::CliResult missing
            = Test::runCli({ QStringLiteral("diagnose"), QStringLiteral("/no/such/kernel"), QStringLiteral("--kb"), kb() });
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("/no/such/kernel"));
        const Test::CliResult several = Test::runCli({ QStringLiteral("diagnose"),
            Test::dataPath(QStringLiteral("triton-h200/triton_dump")), QStringLiteral("--json"), QStringLiteral("--kb"), kb() });
        QCOMPARE(several.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(several.out).object().value(QStringLiteral("kernels")).toArray().size(), 2);
    }
    // Held-out kinds of failure (issue 31): each detector rests on the IR or SASS fact of its mechanism and stays
    // silent where that mechanism is absent, whatever the file. The facts are the real producers' on real captures.
    static Facts factsOf(const QString &folder, const QString &kernel)
    {
        Diagnostics diagnostics;
        const QList<EvidenceBundle> b = collectEvidence(folder, kernel, diagnostics);
        return b.isEmpty() ? Facts() : b.constFirst().facts;
    }
    static const Finding *findingOf(const Diagnosis &d, const QString &category)
    {
        for (const Finding &f : d.findings)
            if (f.category == category)
                return &f;
        return nullptr;
    }

    // Triton's n_spills is the local frame / 4 (CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, driver.c): it counts local
    // arrays the PTX declares itself, such as the 7-word buffer of libdevice's sin/cos argument reduction. A
    // spill is local memory beyond them.
    void spillsAreLocalMemoryBeyondThePtxArrays()
    {
        // gemm_wide_a (eval corpus, 128x256 fp32 accumulator on 4 warps): ptxas spilled 180 registers; the PTX
        // declares no local memory, so all 720 bytes of the frame are spills.
        const Diagnosis wide = runEval(QStringLiteral("gemm_wide_a"), QStringLiteral("gemm_wide_kernel"));
        const Facts wf = factsOf(m_dir.filePath(QStringLiteral("eval/gemm_wide_a")), QStringLiteral("gemm_wide_kernel"));
        QCOMPARE(wf.number(QStringLiteral("meta.n_spills")), 180.0);
        QCOMPARE(wf.number(QStringLiteral("ptx.local_bytes")), 0.0);
        QCOMPARE(wf.number(QStringLiteral("spill.bytes")), 720.0);
        QCOMPARE(wide.findings.value(0).category, QStringLiteral("register-spills"));

        // The cause without spills: a kernel whose frame is a local array the PTX declares, as libdevice's
        // __nv_sinf/__nv_cosf keep their Payne-Hanek reduction buffer (`.local .align 4 .b8 __local_depot0[28]`,
        // 7 words: n_spills 7). No H200 capture of a sin/cos kernel is in the repository, so the real vadd
        // capture is given that frame: the PTX declaration and the metadata Triton would report.
        auto withFrame = [&](const QString &name, int nSpills, bool call) {
            const QString dir = m_dir.filePath(name);
            QDir().mkpath(dir);
            const QDir in(Test::dataPath(QStringLiteral("triton-h200/vadd")));
            for (const QFileInfo &fi : in.entryInfoList(QDir::Files))
                QFile::copy(fi.filePath(), dir + QLatin1Char('/') + fi.fileName());
            QFile ptx(dir + QStringLiteral("/vadd.ptx"));
            [&] { QVERIFY(ptx.open(QIODevice::ReadOnly)); }();
            QStringList lines = QString::fromUtf8(ptx.readAll()).split(QLatin1Char('\n'));
            ptx.close();
            const int body = int(lines.indexOf(QStringLiteral("{"))); // the .entry's body
            [&] { QVERIFY(body > 0); }();
            lines.insert(body + 1, QStringLiteral("\t.local .align 4 .b8 \t__local_depot0[28];"));
            if (call)
                lines.insert(body + 2, QStringLiteral("\tcall.uni (retval0), __internal_trig_reduction_slowpathd, (param0);"));
            [&] { QVERIFY(ptx.open(QIODevice::WriteOnly | QIODevice::Truncate)); }();
            ptx.write(lines.join(QLatin1Char('\n')).toUtf8());
            ptx.close();
            QFile meta(dir + QStringLiteral("/vadd.meta.json"));
            [&] { QVERIFY(meta.open(QIODevice::ReadOnly)); }();
            QJsonObject o = QJsonDocument::fromJson(meta.readAll()).object();
            meta.close();
            o.insert(QStringLiteral("n_spills"), nSpills);
            [&] { QVERIFY(meta.open(QIODevice::WriteOnly | QIODevice::Truncate)); }();
            meta.write(QJsonDocument(o).toJson());
            return dir;
        };
        const QString sinFrame = withFrame(QStringLiteral("vadd_sin"), 7, false);
        const Facts sf = factsOf(sinFrame, QStringLiteral("vadd_kernel"));
        QCOMPARE(sf.number(QStringLiteral("ptx.local_bytes")), 28.0);
        QCOMPARE(sf.number(QStringLiteral("spill.bytes")), 0.0);
        QVERIFY(!findingOf(diagnoseFolder(sinFrame).kernels.value(0), QStringLiteral("register-spills")));
        // Two more words in the frame than the PTX declares are spills: 8 bytes, 2 registers.
        const QString spilling = withFrame(QStringLiteral("vadd_sin_spill"), 9, false);
        QCOMPARE(factsOf(spilling, QStringLiteral("vadd_kernel")).number(QStringLiteral("spill.bytes")), 8.0);
        const Diagnosis spillingDiagnosis = diagnoseFolder(spilling).kernels.value(0);
        const Finding *spill = findingOf(spillingDiagnosis, QStringLiteral("register-spills"));
        QVERIFY(spill);
        QStringList excerpts;
        for (const Evidence &e : spill->evidence)
            excerpts << e.excerpt;
        const QString all = excerpts.join(QLatin1String(" | "));
        QVERIFY2(all.contains(QLatin1String("local frame 36 B, PTX local arrays 28 B: 8 B spilled")), qPrintable(all));
        // A call's ABI save area is in the frame too: the surplus is then no proof, and nothing measured one.
        const QString calling = withFrame(QStringLiteral("vadd_sin_call"), 9, true);
        const Facts cf = factsOf(calling, QStringLiteral("vadd_kernel"));
        QCOMPARE(cf.number(QStringLiteral("ptx.calls")), 1.0);
        QVERIFY(!cf.has(QStringLiteral("spill.bytes")));
        QVERIFY(!findingOf(diagnoseFolder(calling).kernels.value(0), QStringLiteral("register-spills")));
    }

    // A gather's address is based on the pointer it offsets: the index it was computed from is data, read once.
    void aGatherIsNotARereadOfItsIndex()
    {
        // embedding_triton_kernel (TritonBench-G, eval corpus): token ids loaded at TTIR line 27, the weight
        // rows gathered through them at line 48, both in the one loop.
        const QList<TtirLoad> loads = ttirLoads(
            Test::readText(Test::dataPath(QStringLiteral("eval/embedding_triton_kernel/embedding_triton_kernel.ttir"))));
        QCOMPARE(loads.size(), 2);
        QCOMPARE(loads.at(0).line, 27);
        QCOMPARE(loads.at(0).rootArgs, QStringList { QStringLiteral("input_ids") });
        QCOMPARE(loads.at(1).line, 48);
        QCOMPARE(loads.at(1).rootArgs, QStringList { QStringLiteral("weight") });
        QVERIFY(rereadArguments(loads).isEmpty());
        // A row read in a loop and again after it is two passes (row_center_a: its label, measured 3.82x).
        const QList<RereadArgument> center
            = rereadArguments(ttirLoads(Test::readText(Test::dataPath(QStringLiteral("eval/row_center_a/row_center_a.ttir")))));
        QCOMPARE(center.size(), 1);
        QCOMPARE(center.at(0).argument, QStringLiteral("x_ptr"));
        QCOMPARE(center.at(0).loops, 1);
        QCOMPARE(center.at(0).outside, 1);
        // softmax_3pass reads x_ptr in three loops.
        const QList<RereadArgument> s3 = rereadArguments(
            ttirLoads(Test::readText(Test::dataPath(QStringLiteral("triton-h200/softmax_3pass/softmax_3pass.ttir")))));
        QCOMPARE(s3.size(), 1);
        QCOMPARE(s3.at(0).loops, 3);
        QCOMPARE(s3.at(0).outside, 0);
    }

    // A conversion a dot needs for its epilogue is paid once per program; the pattern needs one inside a loop.
    void aDotsEpilogueConversionIsNoDefect()
    {
        // proj_tf32_a (the tf32 twin of proj_tf32_b): one ttg.convert_layout, #mma -> #blocked after the K loop.
        const Facts f = factsOf(Test::dataPath(QStringLiteral("eval/proj_tf32_a")), QString());
        QCOMPARE(f.number(QStringLiteral("ttgir.convert_layout")), 1.0);
        QCOMPARE(f.number(QStringLiteral("ttgir.convert_layout_in_loops")), 0.0);
        const Diagnosis twin = runEval(QStringLiteral("proj_tf32_a"), QStringLiteral("proj_kernel"));
        QVERIFY2(
            !categories(twin).contains(QStringLiteral("layout-conversion-overhead")), qPrintable(categories(twin).join(u' ')));
        // The slow one keeps its measured cause: the weight transposed on every copy into shared memory.
        const Diagnosis slow = runEval(QStringLiteral("proj_tf32_b"), QStringLiteral("proj_kernel"));
        QCOMPARE(slow.findings.value(0).category, QStringLiteral("layout-conversion-overhead"));
        QCOMPARE(slow.findings.value(0).pattern, QStringLiteral("cuda.mma-operand-transposed-copy"));
    }

    // sync-overhead from a reduction in a loop needs a reduction that can move after the loop.
    void reductionsThatCanLeaveTheLoop()
    {
        // softmax_3pass: the max and the sum each combine into a loop-carried scalar nothing else reads.
        const Facts s3 = Test::fixtureFacts(QStringLiteral("triton-h200/softmax_3pass"));
        QCOMPARE(s3.number(QStringLiteral("ttir.reductions_in_loops")), 2.0);
        QCOMPARE(s3.number(QStringLiteral("ttir.hoistable_reductions_in_loops")), 2.0);
        QCOMPARE(s3.origins.value(QStringLiteral("ttir.hoistable_reductions_in_loops")).line, 36);
        // row_cumsum_a, a scan: the running sum is added to each block's cumsum before its store, so the
        // reduction is the carry, not a partial result.
        const Facts scan = Test::fixtureFacts(QStringLiteral("eval/row_cumsum_a"));
        QCOMPARE(scan.number(QStringLiteral("ttir.reductions_in_loops")), 1.0);
        QCOMPARE(scan.number(QStringLiteral("ttir.hoistable_reductions_in_loops")), 0.0);
        QVERIFY(!categories(runEval(QStringLiteral("row_cumsum_a"), QStringLiteral("cumsum_rows_kernel")))
                .contains(QStringLiteral("sync-overhead")));
        // layernorm_fwd_triton: both tl.sum follow their loops; its three passes over X stay a finding.
        const Facts ln = Test::fixtureFacts(QStringLiteral("eval/layernorm_fwd_triton"));
        QCOMPARE(ln.number(QStringLiteral("ttir.reductions_in_loops")), 0.0);
        QCOMPARE(ln.number(QStringLiteral("ttir.reread_args")), 1.0);
        const Diagnosis layernorm = runEval(QStringLiteral("layernorm_fwd_triton"), QStringLiteral("_layer_norm_fwd_kernel"));
        QVERIFY(!categories(layernorm).contains(QStringLiteral("sync-overhead")));
        QVERIFY(categories(layernorm).contains(QStringLiteral("redundant-global-traffic")));
    }

    // Loops whose accesses the TTIR shows are blocks are no scalar loop, whatever the source scan read.
    void scalarLoopRestsOnTheTtir()
    {
        // rmsnorm_a loads one element per iteration (its label, 13x); rmsnorm_b, its twin, blocks.
        QVERIFY(Test::fixtureFacts(QStringLiteral("eval/rmsnorm_a")).number(QStringLiteral("ttir.scalar_accesses_in_loops")) > 0);
        const Facts b = Test::fixtureFacts(QStringLiteral("eval/rmsnorm_b"));
        QCOMPARE(b.number(QStringLiteral("ttir.scalar_accesses_in_loops")), 0.0);
        // Told by a source scan that misread the blocks, the pattern is vetoed by the TTIR.
        Facts misread = b;
        misread.set(QStringLiteral("source.scalar_accesses_in_loops"), 1);
        KnowledgeBase base;
        QVERIFY(base.open(QStringLiteral(":memory:")));
        const Pattern scalarLoop = *base.pattern(QStringLiteral("cuda.scalar-loop"));
        QVERIFY(!evaluate(scalarLoop, misread).matched);
        misread.values.remove(QStringLiteral("ttir.scalar_accesses_in_loops"));
        QVERIFY(evaluate(scalarLoop, misread).matched); // without a TTIR the source scan is all there is
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
            QCOMPARE(l.rootArgs, QStringList { QStringLiteral("x_ptr") });
        QCOMPARE(QSet<int>({ loads.at(0).loop, loads.at(1).loop, loads.at(2).loop }).size(), 3);
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
