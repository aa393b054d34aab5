// SPDX-License-Identifier: MIT
// The lowering trajectory on real H200 captures (tests/data/triton-h200): passes, remarks, the source map and
// structural facts. Every expected value was read by hand from the fixture files.
#include "testsupport.h"
#include "trajectory/trajectoryfacts.h"
#include "trajectory/trajectoryreader.h"

#include <QTest>

using namespace Lowerscope;

static LoweringTrajectory readOne(const QString &folder, Diagnostics *diagOut = nullptr)
{
    Diagnostics diag;
    const QList<LoweringTrajectory> all = TrajectoryReader::read(Test::dataPath(folder), {}, diag);
    if (diagOut)
        *diagOut = diag;
    return all.size() == 1 ? all.constFirst() : LoweringTrajectory();
}

static const PassDump *findPass(const LoweringTrajectory &t, const QString &name)
{
    for (const PassDump &p : t.passes)
        if (p.name == name)
            return &p;
    return nullptr;
}

class TestTrajectory : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void vaddHas69Passes()
    {
        Diagnostics diag;
        const LoweringTrajectory t = readOne(QStringLiteral("triton-h200/vadd"), &diag);
        QCOMPARE(t.kernel, QStringLiteral("vadd_kernel"));
        // grep -c '// -----// IR Dump Before' vadd.mlir-passes.txt = 69; the two SoftwarePipeliner blocks are not passes.
        QCOMPARE(t.passes.size(), 69);
        QVERIFY(diag.warnings.isEmpty());
        const PassDump *pipeline = findPass(t, QStringLiteral("TritonGPUPipeline"));
        QVERIFY(pipeline);
        QCOMPARE(pipeline->internal.size(), 2);
        QCOMPARE(pipeline->internal.at(0).name, QStringLiteral("LowerLoops"));
        QCOMPARE(pipeline->internal.at(1).name, QStringLiteral("ExpandLoops"));
        // One function-scoped header: ('tt.func' operation: @vadd_kernel), pass 1.
        QCOMPARE(t.passes.at(1).scope, QStringLiteral("tt.func @vadd_kernel"));
        QCOMPARE(t.passes.at(0).scope, QStringLiteral("builtin.module"));
        int canonicalizer = 0, snapshots = 0;
        for (const PassDump &p : t.passes)
            canonicalizer += p.name == QLatin1String("Canonicalizer") ? 1 : 0;
        for (const StageSnapshot &s : t.stages)
            snapshots += s.kind == QLatin1String("pass") ? 1 : 0;
        QVERIFY(canonicalizer >= 10);
        QCOMPARE(snapshots, 69);
    }
    void transposeNaivePassesAndRemark()
    {
        const LoweringTrajectory t = readOne(QStringLiteral("triton-h200/transpose_naive"));
        QCOMPARE(t.passes.size(), 69);
        const PassDump &coalesce = t.passes.at(10);
        QCOMPARE(coalesce.name, QStringLiteral("TritonGPUCoalesce"));
        QCOMPARE(coalesce.argument, QStringLiteral("tritongpu-coalesce"));
        QCOMPARE(coalesce.pipeline, QStringLiteral("make_ttgir"));
        QCOMPARE(coalesce.headerLine, 635);
        QVERIFY(coalesce.changed.value_or(false));
        // Coalesce inserts layout conversions (lines 693.. of the dump hold 6 ttg.convert_layout; 635.. none).
        QCOMPARE(coalesce.opsAdded.value(QStringLiteral("ttg.convert_layout")), 6);
        QCOMPARE(t.passes.at(13).name, QStringLiteral("TritonGPURemoveLayoutConversions"));
        QCOMPARE(t.passes.at(13).opsRemoved.value(QStringLiteral("ttg.convert_layout")), 6);
        // Pipelines inferred from pass names (Triton 3.6 dumps carry no tag).
        QCOMPARE(t.passes.at(0).pipeline, QStringLiteral("make_ttir"));
        QCOMPARE(t.passes.at(1).pipeline, QStringLiteral("make_ttir")); // shared Canonicalizer inside make_ttir
        QCOMPARE(t.passes.at(58).pipeline, QStringLiteral("make_llir"));
        // Last make_ttir pass compared with transpose_naive.ttir: no change; the last pass of make_llir: unknown.
        QCOMPARE(t.passes.at(8).name, QStringLiteral("TritonLoopUnroll"));
        QVERIFY(t.passes.at(8).changed.has_value());
        QVERIFY(!t.passes.constLast().changed.has_value());
        // The snapshot of pass 10 is the IR before it: lines 636..692 of the dump.
        const StageSnapshot &snap = t.stages.at(coalesce.stage);
        QCOMPARE(snap.kind, QStringLiteral("pass"));
        QCOMPARE(snap.passIndex, 10);
        QCOMPARE(snap.artifact.firstLine, 636);
        QVERIFY(snap.artifact.lastLine <= 692 && snap.artifact.lastLine > 680);
        QCOMPARE(snap.ops.value(QStringLiteral("ttg.convert_layout")), 0);
        QCOMPARE(t.stages.at(t.passes.at(11).stage).ops.value(QStringLiteral("ttg.convert_layout")), 6);

        QCOMPARE(t.remarks.size(), 1);
        const Remark &r = t.remarks.constFirst();
        QCOMPARE(r.file, QStringLiteral("/srv/user/projects/ops/kernels/transpose_naive.py"));
        QCOMPARE(r.line, 10);
        QCOMPARE(r.column, 20);
        QCOMPARE(r.severity, QStringLiteral("remark"));
        QCOMPARE(r.message, QStringLiteral("Warning: vectorization fails vec = 1 origin vec = 1 numElems = 2 mask is 16"));
        QCOMPARE(r.passIndex, 58);
        QCOMPARE(r.pass, QStringLiteral("ConvertTritonGPUToLLVM"));
        QCOMPARE(r.artifactLine, 3619);
        // The remark block (remark, blank, snippet, caret) is not IR of pass 58's snapshot.
        QVERIFY(t.stages.at(t.passes.at(58).stage).artifact.lastLine < 3619);
    }
    void matmulNaiveRemarkOnce()
    {
        const LoweringTrajectory t = readOne(QStringLiteral("triton-h200/matmul_naive"));
        QCOMPARE(t.passes.size(), 71);
        QCOMPARE(t.remarks.size(), 1); // printed twice (dump lines 3978 and 3982), merged
        const Remark &r = t.remarks.constFirst();
        QCOMPARE(r.line, 16);
        QCOMPARE(r.column, 25);
        QCOMPARE(r.pass, QStringLiteral("TritonGPUAccelerateMatmul"));
        QCOMPARE(t.passes.at(r.passIndex).headerLine, 3798);
        QCOMPARE(r.artifactLine, 3978);
        QCOMPARE(r.occurrences, 2);
        QCOMPARE(r.notes, QStringList { QStringLiteral("Target compute capability (90) supports MMA v3.") });
        QVERIFY(r.message.startsWith(QLatin1String("MMA version 3 acceleration not applied")));
    }
    void transposeNaiveSourceMap()
    {
        const LoweringTrajectory t = readOne(QStringLiteral("triton-h200/transpose_naive"));
        QCOMPARE(t.source.file, QStringLiteral("/srv/user/projects/ops/kernels/transpose_naive.py"));
        QCOMPARE(t.source.firstLine, 4); // def transpose_naive_kernel(
        QCOMPARE(t.source.lastLine, 11); // tl.store(...)
        // Line 10 is `v = tl.load(x_ptr + rows * N + col, mask=mask)`.
        const auto line10 = t.sourceMap.value(10);
        QVERIFY(line10.value(QStringLiteral("ttgir")).contains(27)); // %v_8 = tt.load ... loc(#loc27) -> "v"(#loc13) -> :10:20
        QVERIFY(!line10.value(QStringLiteral("ttgir")).contains(29)); // tt.store is line 11
        QVERIFY(line10.value(QStringLiteral("ttir")).size() > 0);
        const QList<int> llir = line10.value(QStringLiteral("llir")); // the two inline-asm ld.global.b32 calls, !dbg !17
        QVERIFY(llir.contains(34) && llir.contains(35));
        const QList<int> ptx = line10.value(QStringLiteral("ptx")); // after `.loc 1 10 20` (line 66)
        QVERIFY(ptx.contains(69) && ptx.contains(73));
        QVERIFY(!ptx.contains(79)); // st.global.v2 is under `.loc 1 11 43`
        const QList<int> sass = line10.value(QStringLiteral("sass")); // nvdisasm: the two LDG.E under `line 10`
        QVERIFY(sass.contains(108) && sass.contains(110));
        QVERIFY(t.sourceMap.value(11).value(QStringLiteral("ptx")).contains(79));
    }
    void structuralFacts()
    {
        Facts naive, tiled, mmNaive, mmTuned;
        addTrajectoryFacts(readOne(QStringLiteral("triton-h200/transpose_naive")), naive);
        addTrajectoryFacts(readOne(QStringLiteral("triton-h200/transpose_tiled")), tiled);
        addTrajectoryFacts(readOne(QStringLiteral("triton-h200/matmul_naive")), mmNaive);
        addTrajectoryFacts(readOne(QStringLiteral("triton-h200/matmul_tuned")), mmTuned);
        // transpose_naive.ptx: two scalar ld.global.b32 (lines 69, 73), one st.global.v2.b32 (line 79).
        QCOMPARE(naive.number(QStringLiteral("ptx.ld_global.scalar")), 2.0);
        QCOMPARE(naive.number(QStringLiteral("ptx.ld_global.v4")), 0.0);
        QCOMPARE(naive.number(QStringLiteral("ptx.st_global.v2")), 1.0);
        const FactOrigin o = naive.origins.value(QStringLiteral("ptx.ld_global.scalar"));
        QCOMPARE(o.artifact, QStringLiteral("transpose_naive.ptx"));
        QCOMPARE(o.line, 69);
        QVERIFY(o.excerpt.contains(QLatin1String("ld.global.b32")));
        // transpose_tiled.ptx: eight ld.global.v4.b32 (lines 131..180), no scalar loads; one convert_layout, one bar.sync.
        QCOMPARE(tiled.number(QStringLiteral("ptx.ld_global.v4")), 8.0);
        QCOMPARE(tiled.number(QStringLiteral("ptx.ld_global.scalar")), 0.0);
        QCOMPARE(tiled.number(QStringLiteral("ttgir.convert_layout")), 1.0);
        QCOMPARE(tiled.number(QStringLiteral("ptx.barriers")), 1.0);
        QCOMPARE(naive.number(QStringLiteral("ttgir.convert_layout")), 0.0);
        // transpose_naive.ttgir line 1: #blocked sizePerThread = [2].
        QCOMPARE(naive.number(QStringLiteral("ttgir.size_per_thread.max")), 2.0);
        // wgmma in matmul_tuned.ptx; mma.sync (MMA v2 fallback) and no wgmma in matmul_naive.ptx.
        QCOMPARE(mmTuned.string(QStringLiteral("mma.kind")), QStringLiteral("wgmma"));
        QCOMPARE(mmNaive.string(QStringLiteral("mma.kind")), QStringLiteral("mma.sync"));
        QCOMPARE(naive.string(QStringLiteral("mma.kind")), QStringLiteral("none"));
        // Remarks and pass counts.
        QCOMPARE(naive.number(QStringLiteral("remark.vectorization_fails")), 1.0);
        QCOMPARE(naive.origins.value(QStringLiteral("remark.vectorization_fails")).line, 3619);
        QCOMPARE(mmNaive.number(QStringLiteral("remark.mma_v3_not_applied")), 1.0);
        QCOMPARE(naive.number(QStringLiteral("passes.count")), 69.0);
        // transpose_naive.meta.json: n_regs 32, num_warps 4.
        QCOMPARE(naive.number(QStringLiteral("meta.n_regs")), 32.0);
        QCOMPARE(naive.number(QStringLiteral("meta.num_warps")), 4.0);
        QCOMPARE(naive.stageArtifact.value(QStringLiteral("ptx")), QStringLiteral("transpose_naive.ptx"));
        QVERIFY(naive.stageText.value(QStringLiteral("ptx")).contains(QLatin1String(".visible .entry transpose_naive_kernel(")));
        QCOMPARE(naive.number(QStringLiteral("stage.ttgir.ops.tt.load")), 1.0);
    }
    // Alignment, 64-bit division and transposing copies on the evaluation corpus (tests/data/eval, docs/eval.md):
    // each slow kernel against its measured twin.
    void alignmentInt64AndTransposeFacts()
    {
        auto facts = [](const char *name) {
            Facts f;
            addTrajectoryFacts(readOne(QStringLiteral("eval/") + QLatin1String(name)), f);
            return f;
        };
        // logit_softcap_a.ttir line 8: stride_row and n_cols lack tt.divisibility (rows of 50257); the row start
        // row * stride_row reaches the tt.load (line 27) and the tt.store (line 40). n_cols only bounds the loop
        // and the mask.
        const Facts softcap = facts("logit_softcap_a");
        QCOMPARE(softcap.number(QStringLiteral("ttir.unaligned_int_args")), 2.0);
        QCOMPARE(softcap.origins.value(QStringLiteral("ttir.unaligned_int_args")).line, 8);
        QCOMPARE(softcap.number(QStringLiteral("ttir.unaligned_base_accesses")), 2.0);
        QCOMPARE(softcap.origins.value(QStringLiteral("ttir.unaligned_base_accesses")).line, 27);
        QCOMPARE(softcap.origins.value(QStringLiteral("ttir.unaligned_base_accesses")).artifact,
            QStringLiteral("logit_softcap_a.ttir"));
        // The padded twin: every integer argument is a multiple of 16.
        const Facts padded = facts("logit_softcap_b");
        QCOMPARE(padded.number(QStringLiteral("ttir.unaligned_int_args")), 0.0);
        QCOMPARE(padded.number(QStringLiteral("ttir.unaligned_base_accesses")), 0.0);
        // log_probs_b: the row pointer enters two loops (loads at lines 33 and 68, the store at 75).
        QCOMPARE(facts("log_probs_b").number(QStringLiteral("ttir.unaligned_base_accesses")), 3.0);
        // residual_axpy_b: an odd n_elements only in the mask is not a row start.
        const Facts axpy = facts("residual_axpy_b");
        QCOMPARE(axpy.number(QStringLiteral("ttir.unaligned_int_args")), 1.0);
        QCOMPARE(axpy.number(QStringLiteral("ttir.unaligned_base_accesses")), 0.0);
        // rgb_planar_a.ttir lines 26, 27, 30, 31: // 3, % 3, // plane, % plane on tensor<1024xi64>; none in the
        // 32-bit twin.
        const Facts planar = facts("rgb_planar_a");
        QCOMPARE(planar.number(QStringLiteral("ttir.i64_divrem")), 4.0);
        QCOMPARE(planar.origins.value(QStringLiteral("ttir.i64_divrem")).line, 26);
        QCOMPARE(facts("rgb_planar_b").number(QStringLiteral("ttir.i64_divrem")), 0.0);
        // fp8_linear_a.ttgir line 87: the [K, N] weight tile (#blocked, N fastest) is stored into a K-major
        // shared layout (#shared1, transposed = true) on every iteration; the twin's weight is K-major already.
        const Facts fp8 = facts("fp8_linear_a");
        QCOMPARE(fp8.number(QStringLiteral("ttgir.transposing_copies")), 1.0);
        QCOMPARE(fp8.origins.value(QStringLiteral("ttgir.transposing_copies")).line, 87);
        QCOMPARE(facts("fp8_linear_b").number(QStringLiteral("ttgir.transposing_copies")), 0.0);
        // proj_tf32_b.ttgir lines 73, 84, 108: asynchronous copies of the tf32 weight into the transposed layout.
        const Facts tf32 = facts("proj_tf32_b");
        QCOMPARE(tf32.number(QStringLiteral("ttgir.transposing_copies")), 3.0);
        QCOMPARE(tf32.origins.value(QStringLiteral("ttgir.transposing_copies")).line, 73);
        QCOMPARE(facts("proj_tf32_a").number(QStringLiteral("ttgir.transposing_copies")), 0.0);
        // A 16-bit operand read in its own order (weight_grad_a: X^T, M fastest, into a transposed layout).
        QCOMPARE(facts("weight_grad_a").number(QStringLiteral("ttgir.transposing_copies")), 0.0);
    }
    void llvmPrintAfterAll()
    {
        const LoweringTrajectory t = readOne(QStringLiteral("triton-h200/softmax_fused"));
        QCOMPARE(t.kernel, QStringLiteral("softmax_fused_kernel"));
        int mlir = 0, opt = 0, codegen = 0, machine = 0;
        for (const PassDump &p : t.passes) {
            mlir += p.form == QLatin1String("mlir");
            opt += p.form == QLatin1String("llvm-opt");
            codegen += p.form == QLatin1String("llvm-codegen");
            machine += p.form == QLatin1String("llvm-machine");
        }
        QCOMPARE(mlir, 76);
        QCOMPARE(opt + codegen + machine, 191); // softmax_fused.llvm-passes.txt
        QCOMPARE(opt, 110);
        QCOMPARE(codegen, 44);
        QCOMPARE(machine, 37);
        const PassDump &first = t.passes.at(76); // "; *** IR Dump After Annotation2MetadataPass on [module] ***" at line 2
        QCOMPARE(first.name, QStringLiteral("Annotation2MetadataPass"));
        QCOMPARE(first.scope, QStringLiteral("[module]"));
        QCOMPARE(first.headerLine, 2);
        QCOMPARE(first.dump, QStringLiteral("after"));
        const PassDump *isel = findPass(t, QStringLiteral("NVPTX DAG->DAG Pattern Instruction Selection"));
        QVERIFY(isel);
        QCOMPARE(isel->argument, QStringLiteral("nvptx-isel"));
        QCOMPARE(isel->headerLine, 31407);
        QCOMPARE(isel->pipeline, QStringLiteral("make_ptx"));
    }
};

QTEST_GUILESS_MAIN(TestTrajectory)
#include "tst_trajectory.moc"
