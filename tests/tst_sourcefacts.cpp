// SPDX-License-Identifier: MIT
// The source scanner on the fixture kernels: tl.* calls, loops, constexprs and launch parameters.
#include "fixturefacts.h"
#include "kb/sourcefacts.h"

#include <QTest>

using namespace Lowerscope;
using namespace Lowerscope::Test;

namespace {
Facts scan(const QString &name, const QString &set = QStringLiteral("triton-h200"))
{
    Facts f;
    addSourceFacts(readText(dataPath(QStringLiteral("%2/%1/%1.py").arg(name, set))), name + QLatin1String(".py"), f);
    return f;
}
Facts scanEval(const QString &name)
{
    return scan(name, QStringLiteral("eval"));
}
} // namespace

class TestSourceFacts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void softmax3pass()
    {
        const Facts f = scan(QStringLiteral("softmax_3pass"));
        QCOMPARE(f.number(QStringLiteral("source.loops")), 3);
        QCOMPARE(f.number(QStringLiteral("source.loads_in_loops")), 3);
        QCOMPARE(f.number(QStringLiteral("source.reductions_in_loops")), 2); // tl.max line 11, tl.sum line 16
        QCOMPARE(f.origins.value(QStringLiteral("source.reductions_in_loops")).line, 11);
        QCOMPARE(f.number(QStringLiteral("source.tl.load")), 3);
        QCOMPARE(f.origins.value(QStringLiteral("source.tl.load")).line, 10);
        QCOMPARE(f.origins.value(QStringLiteral("source.tl.load")).artifact, QStringLiteral("softmax_3pass.py"));
        QCOMPARE(f.number(QStringLiteral("source.tl.exp")), 2);
        QCOMPARE(f.number(QStringLiteral("source.tl.store")), 1);
        QCOMPARE(f.number(QStringLiteral("source.tl.dot")), 0);
        QCOMPARE(f.number(QStringLiteral("source.lines")), 17); // def at line 4 .. last body line 20
        // BLOCK=128 comes from the launch in make(), line 27; no num_warps there.
        QCOMPARE(f.number(QStringLiteral("source.constexpr.BLOCK")), 128);
        QCOMPARE(f.origins.value(QStringLiteral("source.constexpr.BLOCK")).line, 27);
        QVERIFY(!f.has(QStringLiteral("launch.num_warps")));
    }
    void matmulNaiveLaunch()
    {
        const Facts f = scan(QStringLiteral("matmul_naive"));
        QCOMPARE(f.number(QStringLiteral("launch.num_warps")), 4);
        QCOMPARE(f.number(QStringLiteral("launch.num_stages")), 1);
        QCOMPARE(f.origins.value(QStringLiteral("launch.num_stages")).line, 28); // the keyword's line of the call (27-28)
        QCOMPARE(f.number(QStringLiteral("source.constexpr.BM")), 32);
        QCOMPARE(f.number(QStringLiteral("source.constexpr.BK")), 16);
        QCOMPARE(f.number(QStringLiteral("source.tl.dot")), 1);
        QCOMPARE(f.number(QStringLiteral("source.tl.program_id")), 2);
        QCOMPARE(f.number(QStringLiteral("source.loops")), 1);
        QCOMPARE(f.number(QStringLiteral("source.loads_in_loops")), 2);
        QCOMPARE(f.origins.value(QStringLiteral("source.loads_in_loops")).line, 12);
    }
    void matmulTuned()
    {
        const Facts f = scan(QStringLiteral("matmul_tuned"));
        QCOMPARE(f.number(QStringLiteral("source.modulo_ops")), 5); // two on line 11, one each on lines 12, 13, 14
        QCOMPARE(f.origins.value(QStringLiteral("source.modulo_ops")).line, 11);
        QCOMPARE(f.number(QStringLiteral("source.constexpr.GROUP_M")), 8);
        QCOMPARE(f.number(QStringLiteral("launch.num_warps")), 8);
        QCOMPARE(f.number(QStringLiteral("launch.num_stages")), 3);
        QCOMPARE(f.number(QStringLiteral("source.tl.cdiv")), 3);
    }
    void softmaxFusedNonLiteralBlock()
    {
        // BLOCK=block is a variable at the launch: no value is invented; num_warps=warps likewise.
        const Facts f = scan(QStringLiteral("softmax_fused"));
        QVERIFY(!f.has(QStringLiteral("source.constexpr.BLOCK")));
        QVERIFY(!f.has(QStringLiteral("launch.num_warps")));
        QCOMPARE(f.number(QStringLiteral("source.loops")), 0);
    }
    void autotuneAndSeveralKernels()
    {
        // Built from the documented @triton.autotune form (no fixture uses autotune).
        const QString src = QStringLiteral("import triton\nimport triton.language as tl\n\n"
                                           "@triton.jit\ndef helper(x):\n    return x\n\n"
                                           "@triton.autotune(configs=[\n"
                                           "    triton.Config({'BLOCK': 256}, num_warps=4, num_stages=2),\n"
                                           "    triton.Config({'BLOCK': 512}, num_warps=4, num_stages=3),\n"
                                           "], key=['n'])\n"
                                           "@triton.jit\n"
                                           "def scale_kernel(x_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr = True):\n"
                                           "    pid = tl.program_id(0)  # tl.load( in a comment is not a call\n"
                                           "    offs = pid * BLOCK + tl.arange(0, BLOCK)\n"
                                           "    x = tl.load(x_ptr + offs.to(tl.int64), mask=offs < n)\n"
                                           "    tl.store(x_ptr + offs, x * 2, mask=offs < n)\n");
        QCOMPARE(tritonKernels(src), (QStringList { QStringLiteral("helper"), QStringLiteral("scale_kernel") }));
        Facts f;
        f.set(QStringLiteral("kernel"), QStringLiteral("scale_kernel"));
        addSourceFacts(src, QStringLiteral("k.py"), f);
        QCOMPARE(f.number(QStringLiteral("source.autotune_configs")), 2);
        QCOMPARE(f.origins.value(QStringLiteral("source.autotune_configs")).line, 9);
        QCOMPARE(f.number(QStringLiteral("launch.num_warps")), 4);
        QVERIFY(!f.has(QStringLiteral("launch.num_stages"))); // configs disagree
        QVERIFY(!f.has(QStringLiteral("source.constexpr.BLOCK")));
        QCOMPARE(f.values.value(QStringLiteral("source.constexpr.EVEN")).toBool(), true);
        QCOMPARE(f.number(QStringLiteral("source.tl.load")), 1);
        QCOMPARE(f.origins.value(QStringLiteral("source.tl.load")).line, 16);
        QCOMPARE(f.number(QStringLiteral("source.int64")), 1);
        QCOMPARE(f.number(QStringLiteral("source.lines")), 5);
    }
    // The launch site, the line computing its grid and the wrapper loop around it (evaluation corpus files;
    // line numbers read from the files).
    void launchSites()
    {
        // add_example.py: `num_blocks = (n_elements + BLOCK_SIZE - 1) // BLOCK_SIZE` (30) computes the grid of
        // `add_kernel[(num_blocks,)](...)` (33); no loop.
        const Facts add = scanEval(QStringLiteral("add_example"));
        QCOMPARE(add.origins.value(QStringLiteral("launch.site")).line, 33);
        QCOMPARE(add.origins.value(QStringLiteral("launch.grid_def")).line, 30);
        QVERIFY(!add.has(QStringLiteral("launch.in_loop")));
        // l2_normalize_b.py: one launch per row, `l2norm_kernel[(1,)]` (21) inside `for i in range(...)` (20); a
        // literal grid is computed nowhere else.
        const Facts l2 = scanEval(QStringLiteral("l2_normalize_b"));
        QCOMPARE(l2.origins.value(QStringLiteral("launch.site")).line, 21);
        QCOMPARE(l2.origins.value(QStringLiteral("launch.in_loop")).line, 20);
        QVERIFY(!l2.has(QStringLiteral("launch.grid_def")));
        QCOMPARE(l2.number(QStringLiteral("launch.num_warps")), 4);
        // sgd_step_a.py: a method's loop over parameters (32) around a launch spanning lines 34-35, whose
        // BLOCK=BLOCK is not a literal.
        const Facts sgd = scanEval(QStringLiteral("sgd_step_a"));
        QCOMPARE(sgd.origins.value(QStringLiteral("launch.site")).line, 34);
        QCOMPARE(sgd.origins.value(QStringLiteral("launch.in_loop")).line, 32);
        QVERIFY(!sgd.has(QStringLiteral("source.constexpr.BLOCK")));
        // The twin launches once, outside any loop.
        QVERIFY(!scanEval(QStringLiteral("sgd_step_b")).has(QStringLiteral("launch.in_loop")));
        // bmm_small_b.py: `grid = (...)` (36); the call spans 37-39 and each keyword's origin is its own line.
        const Facts bmm = scanEval(QStringLiteral("bmm_small_b"));
        QCOMPARE(bmm.origins.value(QStringLiteral("launch.site")).line, 37);
        QCOMPARE(bmm.origins.value(QStringLiteral("launch.grid_def")).line, 36);
        QCOMPARE(bmm.number(QStringLiteral("launch.num_stages")), 5);
        QCOMPARE(bmm.origins.value(QStringLiteral("launch.num_stages")).line, 39);
        // head_scale_a.py: `rows = x.numel() // D` (19) is the grid of `head_scale_kernel[(rows,)]` (21).
        const Facts head = scanEval(QStringLiteral("head_scale_a"));
        QCOMPARE(head.origins.value(QStringLiteral("launch.grid_def")).line, 19);
    }
    void noKernel()
    {
        Facts f;
        addSourceFacts(QStringLiteral("def f(x):\n    return x\n"), QStringLiteral("a.py"), f);
        QVERIFY(f.values.isEmpty());
        addSourceFacts(QStringLiteral("@triton.jit\n"), QStringLiteral("b.py"), f); // decorator at end of file
        QVERIFY(f.values.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSourceFacts)
#include "tst_sourcefacts.moc"
