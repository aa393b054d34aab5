// SPDX-License-Identifier: MIT
// Trajectory readers on the other inputs: TRITON_KERNEL_DUMP folders, TritonParse traces (plain and gzip),
// triton-ascend IR, and bad input (truncated dumps, binary files, unknown dialects, huge sparse files).
#include "testsupport.h"
#include "trajectory/trajectoryfacts.h"
#include "trajectory/trajectoryreader.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;

static QStringList stageNames(const LoweringTrajectory &t)
{
    QStringList out;
    for (const StageSnapshot &s : t.stages)
        if (s.kind == QLatin1String("stage"))
            out << s.name;
    return out;
}

static QByteArray readFixture(const QString &rel)
{
    QFile f(Test::dataPath(rel));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

class TestTrajectoryInput : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tritonKernelDump()
    {
        Diagnostics diag;
        const auto all = TrajectoryReader::read(Test::dataPath(QStringLiteral("triton-h200/triton_dump")), {}, diag);
        QCOMPARE(all.size(), 2);
        QCOMPARE(all.at(0).kernel, QStringLiteral("transpose_naive_kernel"));
        QCOMPARE(all.at(1).kernel, QStringLiteral("vadd_kernel"));
        // .ttir .ttgir .llir .ptx .sass (Triton's own SASS dump, no line info); the .cubin is recognised, not a stage.
        QCOMPARE(stageNames(all.at(1)),
            (QStringList { QStringLiteral("ttir"), QStringLiteral("ttgir"), QStringLiteral("llir"), QStringLiteral("ptx"),
                QStringLiteral("sass") }));
        QVERIFY(diag.ignored.isEmpty());
        // vadd_kernel.sass: "--:-:0:-:1\tLDC R1, ..." lines; 4 LDG.E.128 (two 128-bit loads per input).
        QCOMPARE(all.at(1).stage(QStringLiteral("sass"))->ops.value(QStringLiteral("LDG.E.128")), 4);
        // No .py there, but the IR names the file.
        QCOMPARE(all.at(0).source.file, QStringLiteral("/srv/user/projects/ops/kernels/transpose_naive.py"));
        QVERIFY(all.at(0).sourceMap.value(10).value(QStringLiteral("ptx")).contains(69));
        Diagnostics d2;
        const auto one = TrajectoryReader::read(
            Test::dataPath(QStringLiteral("triton-h200/triton_dump")), QStringLiteral("vadd_kernel"), d2);
        QCOMPARE(one.size(), 1);
    }
    void tritonParseTraces_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("plain") << QStringLiteral("tritonparse/raw_trace.ndjson");
        QTest::newRow("gzip") << QStringLiteral("tritonparse/mapped_trace.ndjson.gz");
    }
    void tritonParseTraces()
    {
        QFETCH(QString, file);
        Diagnostics diag;
        const auto all = TrajectoryReader::read(Test::dataPath(file), {}, diag);
        QVERIFY2(diag.warnings.isEmpty(), qPrintable(diag.warnings.value(0).toText()));
        QStringList names;
        for (const LoweringTrajectory &t : all)
            names << t.kernel;
        QCOMPARE(names,
            (QStringList { QStringLiteral("vadd_kernel"), QStringLiteral("softmax_3pass_kernel"),
                QStringLiteral("transpose_naive_kernel"), QStringLiteral("matmul_naive_kernel") }));
        for (const LoweringTrajectory &t : all) {
            // The same final stages as the kernel folders, and the same TTIR/TTGIR as the stage files.
            QCOMPARE(stageNames(t),
                (QStringList { QStringLiteral("ttir"), QStringLiteral("ttgir"), QStringLiteral("llir"), QStringLiteral("ptx"),
                    QStringLiteral("sass") }));
            const QString base = t.kernel.chopped(7); // "_kernel"
            Diagnostics d;
            const LoweringTrajectory folder
                = TrajectoryReader::read(Test::dataPath(QStringLiteral("triton-h200/") + base), {}, d).value(0);
            for (const QString &st : { QStringLiteral("ttir"), QStringLiteral("ttgir"), QStringLiteral("llir") }) {
                QCOMPARE(t.stage(st)->lines, folder.stage(st)->lines);
                QCOMPARE(t.stage(st)->ops, folder.stage(st)->ops);
            }
            QVERIFY(!t.stage(QStringLiteral("ttgir"))->text.isEmpty()); // embedded in the trace
        }
        // transpose_naive: python_source starts at line 3 (the decorator); the def is line 4. The code is placed
        // at that line: lines 1-2 of the source text are empty, line 4 is the def, as in the file.
        QCOMPARE(all.at(2).source.firstLine, 4);
        QCOMPARE(all.at(2).source.lastLine, 11);
        const QStringList sourceLines = all.at(2).source.text.split(u'\n');
        QCOMPARE(sourceLines.at(0), QString());
        QCOMPARE(sourceLines.at(1), QString());
        QCOMPARE(sourceLines.at(2), QStringLiteral("@triton.jit"));
        QVERIFY(sourceLines.at(3).startsWith(QLatin1String("def transpose_naive_kernel(")));
        // Its stages are texts of the trace, each named by its file_content key.
        const StageSnapshot *ptx = all.at(2).stage(QStringLiteral("ptx"));
        QCOMPARE(ptx->artifact.member, QStringLiteral("transpose_naive_kernel.ptx"));
        QCOMPARE(all.at(2).artifactName(ptx->artifact).section(u'/', -1),
            QFileInfo(file).fileName() + QStringLiteral("#transpose_naive_kernel.ptx"));
        // The trace's SASS is nvdisasm -gi output: line 10 maps into it.
        QVERIFY(!all.at(2).sourceMap.value(10).value(QStringLiteral("sass")).isEmpty());
        QCOMPARE(all.at(2).metadata.value(QStringLiteral("num_warps")).toInt(), 4);
    }
    void tritonParseFolderCountsEachCompileOnce()
    {
        Diagnostics diag;
        QCOMPARE(TrajectoryReader::read(Test::dataPath(QStringLiteral("tritonparse")), {}, diag).size(), 4);
        QCOMPARE(diag.ignored.size(), 1); // README.md
    }
    void ascendIr()
    {
        Diagnostics diag;
        const auto all = TrajectoryReader::read(Test::dataPath(QStringLiteral("ascend/triton_ascend_ir")), {}, diag);
        QHash<QString, LoweringTrajectory> byName;
        for (const LoweringTrajectory &t : all) {
            QCOMPARE(t.backend, QStringLiteral("ascend"));
            byName.insert(t.kernel, t);
        }
        QCOMPARE(all.size(), 10); // 11 files; add_kernel's two stages form one trajectory
        // add_kernel: 1_ttir/add_kernel.ttir.mlir and 2_ttadapter/add_kernel.ttadapter.mlir, one trajectory.
        const LoweringTrajectory add = byName.value(QStringLiteral("add_kernel"));
        QCOMPARE(stageNames(add), (QStringList { QStringLiteral("ttir"), QStringLiteral("ttadapter") }));
        QCOMPARE(add.stage(QStringLiteral("ttir"))->ops.value(QStringLiteral("tt.load")), 2);
        QVERIFY(add.stage(QStringLiteral("ttadapter"))->dialects.contains(QStringLiteral("memref")));
        QVERIFY(add.stage(QStringLiteral("ttadapter"))->dialects.contains(QStringLiteral("bufferization")));
        QVERIFY(!add.stage(QStringLiteral("ttadapter"))->dialects.contains(QStringLiteral("tt")));
        // 3_hivm: HIVM stage (npuir) with the hivm dialect; _sdpa_infer_kernel has 18 sync_block_set and 18 sync_block_wait.
        const LoweringTrajectory sdpa = byName.value(QStringLiteral("_sdpa_infer_kernel"));
        QCOMPARE(stageNames(sdpa), QStringList { QStringLiteral("npuir") });
        QCOMPARE(sdpa.stage(QStringLiteral("npuir"))->ops.value(QStringLiteral("hivm.hir.sync_block_set")), 18);
        QVERIFY(sdpa.stage(QStringLiteral("npuir"))->dialects.value(QStringLiteral("hivm")) > 36);
        Facts facts;
        addTrajectoryFacts(sdpa, facts);
        QVERIFY(facts.number(QStringLiteral("hivm.sync_ops")) >= 36);
        QVERIFY(facts.number(QStringLiteral("hivm.dma_ops")) > 0);
        Facts attn;
        addTrajectoryFacts(byName.value(QStringLiteral("_attn_fwd")), attn);
        QVERIFY(attn.number(QStringLiteral("hivm.vector_ops")) >= 9 + 8 + 3 + 3); // vbrc, vmul, vdiv, vadd at least
        // triton_add_with_loc keeps loc("...test_add.py":L:C): its ttadapter maps to source lines.
        QVERIFY(!byName.value(QStringLiteral("triton_add")).sourceMap.isEmpty());
    }
    void truncatedDump()
    {
        // The first 40000 bytes of transpose_naive.mlir-passes.txt end inside a module.
        QTemporaryDir dir;
        const QByteArray full = readFixture(QStringLiteral("triton-h200/transpose_naive/transpose_naive.mlir-passes.txt"));
        QFile f(dir.filePath(QStringLiteral("cut.mlir-passes.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(full.left(40000));
        f.close();
        Diagnostics diag;
        const auto all = TrajectoryReader::read(f.fileName(), {}, diag);
        QCOMPARE(all.size(), 1);
        QCOMPARE(all.at(0).passes.size(), full.left(40000).count("// -----// IR Dump Before"));
        QCOMPARE(diag.warnings.size(), 1);
        QCOMPARE(diag.warnings.at(0).file, f.fileName());
        QVERIFY(diag.warnings.at(0).line > 0);
        QVERIFY(diag.warnings.at(0).message.contains(QLatin1String("truncated")));
        QVERIFY(!all.at(0).passes.constLast().changed.has_value());
    }
    void binaryAndUnknownFiles()
    {
        QTemporaryDir dir;
        QFile bin(dir.filePath(QStringLiteral("kernel.ttgir")));
        QVERIFY(bin.open(QIODevice::WriteOnly));
        QByteArray noise(4096, '\0');
        for (int i = 0; i < noise.size(); ++i)
            noise[i] = char((i * 131) & 0xff);
        bin.write(noise);
        bin.close();
        QFile other(dir.filePath(QStringLiteral("notes.mlir")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("module {\n  foo.bar %x : i32\n}\n"); // an unknown dialect, no Triton function
        other.close();
        Diagnostics diag;
        const auto all = TrajectoryReader::read(dir.path(), {}, diag);
        QVERIFY(all.isEmpty());
        QCOMPARE(diag.ignored.size(), 2);
    }
    void unknownDialectInsideIr()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("k.ttir")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("module {\n  tt.func public @k(%a: i32) {\n    %0 = mydialect.frob %a : i32\n    tt.return\n  }\n}\n");
        f.close();
        Diagnostics diag;
        const auto all = TrajectoryReader::read(dir.path(), {}, diag);
        QCOMPARE(all.size(), 1);
        QCOMPARE(all.at(0).stage(QStringLiteral("ttir"))->dialects.value(QStringLiteral("mydialect")), 1);
    }
    void hugeSparseFiles()
    {
        QTemporaryDir dir;
        // Over the size limit: reported without being read.
        QFile huge(dir.filePath(QStringLiteral("huge.mlir-passes.txt")));
        QVERIFY(huge.open(QIODevice::WriteOnly));
        huge.write("// -----// IR Dump Before Inliner (inline) ('builtin.module' operation) //----- //\nmodule {\n");
        QVERIFY(huge.resize(TrajectoryReader::maxFileBytes + 1)); // sparse
        huge.close();
        // Under the limit but mostly zero bytes after a valid header: read until the binary data, then stop.
        QFile sparse(dir.filePath(QStringLiteral("sparse.mlir-passes.txt")));
        QVERIFY(sparse.open(QIODevice::WriteOnly));
        sparse.write("// -----// IR Dump Before Inliner (inline) ('builtin.module' operation) //----- //\nmodule {\n");
        QVERIFY(sparse.resize(64 << 20));
        sparse.close();
        Diagnostics diag;
        QElapsedTimer timer;
        timer.start();
        const auto all = TrajectoryReader::read(dir.path(), {}, diag);
        QVERIFY(timer.elapsed() < 20000);
        QCOMPARE(all.size(), 1);
        QCOMPARE(all.at(0).passes.size(), 1);
        QCOMPARE(diag.warnings.size(), 2);
        bool tooLarge = false, binary = false;
        for (const Warning &w : diag.warnings) {
            tooLarge = tooLarge || (w.file == huge.fileName() && w.line == 0);
            binary = binary || (w.file == sparse.fileName() && w.line == 3);
        }
        QVERIFY(tooLarge);
        QVERIFY(binary);
    }
    void cancelStops()
    {
        std::atomic<bool> cancel { true };
        Diagnostics diag;
        QVERIFY(TrajectoryReader::read(Test::dataPath(QStringLiteral("triton-h200/vadd")), {}, diag, JobControl { {}, &cancel })
                .isEmpty());
        int calls = 0;
        JobControl files;
        files.progress = [&](qint64 done, qint64 total, const QString &) {
            ++calls;
            QVERIFY(done <= total);
        };
        TrajectoryReader::read(Test::dataPath(QStringLiteral("triton-h200/vadd")), {}, diag, files);
        QCOMPARE(calls, 11); // the files of triton-h200/vadd
    }
};

QTEST_GUILESS_MAIN(TestTrajectoryInput)
#include "tst_trajectoryinput.moc"
