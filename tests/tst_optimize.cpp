// SPDX-License-Identifier: MIT
// The optimization loop's engine (docs/optimize.md) on the real suite tasks (tasks/suite, tasks/tritonbench-g):
// mechanical edits with their exact results, the source edits, the picker on real diagnoses, escalation by cost,
// and rounds recorded with their evidence, origin and the harness's reasons.
#include "testsupport.h"

#include "kb/knowledgebase.h"
#include "optimize/escalation.h"
#include "optimize/optask.h"
#include "optimize/optimizer.h"
#include "optimize/recipes.h"
#include "workspace/workspace.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;
using namespace Lowerscope::Optimize;
using Lowerscope::Test::dataPath;

namespace {

QString s(const char *t) { return QString::fromUtf8(t); }

QString taskPath(const QString &relative) { return QDir(dataPath(s("../../tasks"))).absoluteFilePath(relative); }

QString kernelOf(const QString &task)
{
    QFile f(taskPath(task + s("/kernel.py")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

QList<Pattern> seedPatterns()
{
    const QJsonObject doc = QJsonDocument::fromJson(KnowledgeBase::seedJson()).object();
    QList<Pattern> out;
    for (const QJsonValue &v : doc.value(s("patterns")).toArray())
        out.append(Pattern::fromJson(v.toObject()));
    return out;
}

const Pattern *pattern(const QList<Pattern> &ps, const QString &id)
{
    for (const Pattern &p : ps)
        if (p.id == id)
            return &p;
    return nullptr;
}

QString line(const QString &text, int n) { return text.split(QLatin1Char('\n')).value(n - 1); }

} // namespace

class TestOptimize : public QObject
{
    Q_OBJECT

private slots:
    void editableRegionAndLaunches()
    {
        const KernelFile src(kernelOf(s("suite/matmul")));
        QVERIFY(src.hasRegion());
        QCOMPARE(src.lineOf(src.regionStart()), 8);
        QCOMPARE(src.jitFunctions().size(), 1);
        QCOMPARE(src.jitFunctions().first().name, s("matmul_kernel"));
        QCOMPARE(src.jitFunctions().first().constexprs, (QStringList{s("BM"), s("BN"), s("BK"), s("GROUP_M")}));
        QCOMPARE(src.launches().size(), 1);
        QCOMPARE(src.launches().first().line, 42);
        QCOMPARE(src.launches().first().keyword(s("num_stages"))->value, s("3"));
        QCOMPARE(src.launches().first().args.size(), 19);
        // A string annotation is a constexpr too (TritonBench-G's add_example).
        const KernelFile add(kernelOf(s("tritonbench-g/add_example")));
        QCOMPARE(add.jitFunctions().first().constexprs, QStringList{s("BLOCK_SIZE")});
        QVERIFY(add.isAutotuned(s("add_kernel")) == false);
        const KernelFile mv(kernelOf(s("tritonbench-g/matrix_vector_multip")));
        QVERIFY(mv.isAutotuned(s("mv_kernel")));
    }

    void patternEditsOnSuiteKernels()
    {
        const QList<Pattern> ps = seedPatterns();
        // cuda.tiny-programs: BLOCK_SIZE at least 1024; add_example passes it positionally from one assignment.
        const Pattern *tiny = pattern(ps, s("cuda.tiny-programs"));
        QVERIFY(tiny);
        const QString add = kernelOf(s("tritonbench-g/add_example"));
        EditOutcome o = applyParamEdit(add, tiny->edits.first());
        QVERIFY2(o.text, qPrintable(o.reason));
        QCOMPARE(o.changes.size(), 1);
        QCOMPARE(o.changes.first().param, s("BLOCK_SIZE"));
        QCOMPARE(o.changes.first().from, s("4"));
        QCOMPARE(o.changes.first().to, s("1024"));
        QCOMPARE(o.changes.first().line, 27);
        QCOMPARE(line(*o.text, 27), s("    BLOCK_SIZE = 1024"));
        QCOMPARE(line(*o.text, 34), line(add, 34)); // the launch and the grid read the same name

        // cuda.scalar-per-thread-layout scales BLOCK by 4: vector_add's `BLOCK = 1024` becomes 4096.
        const Pattern *layout = pattern(ps, s("cuda.scalar-per-thread-layout"));
        const QString va = kernelOf(s("suite/vector_add"));
        o = applyParamEdit(va, layout->edits.first());
        QVERIFY2(o.text, qPrintable(o.reason));
        QCOMPARE(line(*o.text, 21), s("    BLOCK = 4096"));
        // The same pattern on add_example would need BLOCK|BLOCK_SIZE: the first the kernel declares.
        o = applyParamEdit(add, layout->edits.first());
        QCOMPARE(line(*o.text, 27), s("    BLOCK_SIZE = 16"));

        // cuda.shared-limited-occupancy: num_stages at most 2, a literal at matmul's launch.
        const QString mm = kernelOf(s("suite/matmul"));
        o = applyParamEdit(mm, pattern(ps, s("cuda.shared-limited-occupancy"))->edits.first());
        QVERIFY(o.text);
        QVERIFY(line(*o.text, 43).endsWith(s("GROUP_M=8, num_warps=8, num_stages=2)")));
        // A tuple assignment: BK of `BM, BN, BK = 128, 128, 64`.
        o = applyParamEdit(mm, {s("BLOCK_K|BK"), s("scale"), 2});
        QVERIFY(o.text);
        QCOMPARE(o.changes.first().from, s("64"));
        QVERIFY(o.text->contains(s("    BM, BN, BK = 128, 128, 128\n")));
        // cuda.small-matmul-tiles asks for what matmul already has: nothing to change, and it says so.
        QList<QString> reasons;
        for (const PatternEdit &e : pattern(ps, s("cuda.small-matmul-tiles"))->edits) {
            const EditOutcome n = applyParamEdit(mm, e);
            QVERIFY(!n.text);
            reasons << n.reason;
        }
        QVERIFY(reasons.first().contains(s("already 128")));

        // num_warps from an expression assigned once (softmax's `warps = ...`): wrapped, not guessed.
        const QString sm = kernelOf(s("suite/softmax"));
        o = applyParamEdit(sm, pattern(ps, s("cuda.reduction-num-warps"))->edits.first());
        QVERIFY2(o.text, qPrintable(o.reason));
        QCOMPARE(o.changes.first().param, s("num_warps"));
        QVERIFY(o.changes.first().to.startsWith(s("max(4 if BLOCK <= 2048")));
        QVERIFY(o.changes.first().to.endsWith(s(", 8)")));
        // num_stages missing from the launch: added with the value the edit gives Triton's default 3.
        o = applyParamEdit(va, {s("num_stages"), s("set"), 4});
        QVERIFY(o.text);
        QVERIFY(line(*o.text, 22).endsWith(s("BLOCK=BLOCK, num_warps=4, num_stages=4)")));
        QCOMPARE(o.changes.first().from, s("default 3"));
        // An autotuned kernel's block sizes are the configs': not expressible as a launch edit.
        o = applyParamEdit(kernelOf(s("tritonbench-g/matrix_vector_multip")), {s("BLOCK_N"), s("scale"), 2});
        QVERIFY(!o.text);
        QVERIFY2(o.reason.contains(s("@triton.autotune")), qPrintable(o.reason));
    }

    void editsStayInTheEditableRegion()
    {
        // vector_add with its block size moved above the editable region: the launch's BLOCK is read twice
        // (grid and launch) and assigned nowhere in the function, so nothing is edited.
        QString va = kernelOf(s("suite/vector_add"));
        va.replace(s("    BLOCK = 1024\n"), QString());
        va.replace(s("# lowerscope: editable begin\n"), s("BLOCK = 1024\n# lowerscope: editable begin\n"));
        const EditOutcome o = applyParamEdit(va, {s("BLOCK"), s("scale"), 4});
        QVERIFY(!o.text);
        QVERIFY2(o.reason.contains(s("read elsewhere")), qPrintable(o.reason));
    }

    void sourceEdits()
    {
        // int64 casts in index arithmetic are removed; the cast of argmax's stored value (the output type) stays.
        const QString am = kernelOf(s("suite/argmax_rows"));
        EditOutcome o = removeInt64Casts(am);
        QVERIFY2(o.text, qPrintable(o.reason));
        QCOMPARE(o.changes.size(), 1);
        QCOMPARE(o.changes.first().line, 12);
        QVERIFY(line(*o.text, 12).contains(s("tl.load(x_ptr + row * stride + cols")));
        QCOMPARE(line(*o.text, 14), s("    tl.store(out_ptr + row, idx.to(tl.int64))"));
        const QString va = kernelOf(s("suite/vector_add"));
        o = removeInt64Casts(va);
        QCOMPARE(line(*o.text, 11), s("    offs = pid * BLOCK + tl.arange(0, BLOCK)"));
        // softmax: `row = tl.program_id(0).to(tl.int64)`, the whole value of an assignment.
        o = removeInt64Casts(kernelOf(s("suite/softmax")));
        QCOMPARE(line(*o.text, 10), s("    row = tl.program_id(0)"));

        // A dot's precision: matmul's one dot gains input_precision; attention's two both do.
        const QString mm = kernelOf(s("suite/matmul"));
        o = setDotPrecision(mm, s("tf32"));
        QVERIFY(o.text);
        QCOMPARE(line(*o.text, 29), s("        acc = tl.dot(a, b, acc, input_precision=\"tf32\")"));
        o = setDotPrecision(kernelOf(s("suite/attention")), s("tf32"));
        QCOMPARE(o.changes.size(), 2);
        o = setDotPrecision(*setDotPrecision(mm, s("ieee")).text, s("tf32x3"));
        QCOMPARE(line(*o.text, 29), s("        acc = tl.dot(a, b, acc, input_precision=\"tf32x3\")"));
        QCOMPARE(o.changes.first().from, s("\"ieee\""));

        // The block a loop steps by.
        QCOMPARE(loopBlockParam(kernelOf(s("suite/row_sum")), {}), s("BLOCK"));
        QCOMPARE(loopBlockParam(mm, {}), s("BK"));
        QCOMPARE(loopBlockParam(kernelOf(s("tritonbench-g/layernorm_fwd_triton")), {}), s("BLOCK_SIZE"));
        QCOMPARE(loopBlockParam(va, {}), QString());
        QCOMPARE(loopBlockParam(kernelOf(s("tritonbench-g/embedding_triton_kernel")), {}), s("BLOCK_NN"));
    }

    void escalationCountsCost()
    {
        GapState st;
        EscalationDecision d = decideEscalation(st);
        QVERIFY(d.acquire.isEmpty()); // nothing measured yet
        st.measuredMs = 0.1;
        st.boundMs = 0.095;
        QVERIFY(decideEscalation(st).acquire.isEmpty()); // 5 % gap
        st.boundMs = 0.02; // 80 % gap
        st.untried = 3;
        st.explained = 0.5;
        d = decideEscalation(st);
        QVERIFY(d.acquire.isEmpty()); // the findings at hand explain more than half of it
        QCOMPARE(*d.gap, 0.8);
        st.stalled = 1; // ...but their rewrite failed: a compile first
        QCOMPARE(decideEscalation(st).acquire, s("dump"));
        st.haveDump = true; // then a runner call
        QCOMPARE(decideEscalation(st).acquire, s("profile"));
        st.haveProfile = true;
        QVERIFY(decideEscalation(st).acquire.isEmpty());
        st = GapState{0.1, 0.02, 0.1, 2, 0, false, false};
        QCOMPARE(decideEscalation(st).acquire, s("dump")); // unexplained gap
        QCOMPARE(evidenceCost(s("profile")), s("runner-call"));
        QCOMPARE(evidenceCost(s("dump")), s("compile"));
        QCOMPARE(evidenceCost(s("compiler-knowledge")), s("l4-step"));
        QCOMPARE(evidenceLevel(s("profile")), s("L2"));
    }
};

QTEST_GUILESS_MAIN(TestOptimize)
#include "tst_optimize.moc"
