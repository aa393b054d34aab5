// SPDX-License-Identifier: MIT
// `lowerscope trajectory`: the JSON shape of docs/trajectory.md and exit codes.
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;

class TestTrajectoryCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QStringList common() const
    {
        return { QStringLiteral("--kb"), m_dir.filePath(QStringLiteral("kb.sqlite")), QStringLiteral("--workspace"),
            m_dir.filePath(QStringLiteral("ws")) };
    }
private Q_SLOTS:
    void oneKernelJson()
    {
        const auto r = Test::runCli(QStringList { QStringLiteral("trajectory"),
                                        Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), QStringLiteral("--json") }
            + common());
        QCOMPARE(r.exitCode, 0);
        QJsonParseError err;
        const QJsonObject doc = QJsonDocument::fromJson(r.out, &err).object();
        QCOMPARE(err.error, QJsonParseError::NoError);
        QCOMPARE(doc.value(QStringLiteral("kernel")).toString(), QStringLiteral("transpose_naive_kernel"));
        QCOMPARE(doc.value(QStringLiteral("backend")).toString(), QStringLiteral("cuda"));
        const QJsonObject src = doc.value(QStringLiteral("source")).toObject();
        QCOMPARE(
            src.value(QStringLiteral("file")).toString(), QStringLiteral("/srv/user/projects/ops/kernels/transpose_naive.py"));
        QCOMPARE(src.value(QStringLiteral("first_line")).toInt(), 4);
        const QJsonObject meta = doc.value(QStringLiteral("metadata")).toObject();
        QCOMPARE(meta.value(QStringLiteral("n_regs")).toInt(), 32);
        QCOMPARE(meta.value(QStringLiteral("num_stages")).toInt(), 3);
        const QJsonArray passes = doc.value(QStringLiteral("passes")).toArray();
        QCOMPARE(passes.size(), 69);
        const QJsonObject p10 = passes.at(10).toObject();
        QCOMPARE(p10.value(QStringLiteral("name")).toString(), QStringLiteral("TritonGPUCoalesce"));
        QCOMPARE(p10.value(QStringLiteral("argument")).toString(), QStringLiteral("tritongpu-coalesce"));
        QCOMPARE(p10.value(QStringLiteral("scope")).toString(), QStringLiteral("builtin.module"));
        QCOMPARE(p10.value(QStringLiteral("pipeline")).toString(), QStringLiteral("make_ttgir"));
        QVERIFY(p10.value(QStringLiteral("changed")).toBool());
        QCOMPARE(p10.value(QStringLiteral("ops_added")).toObject().value(QStringLiteral("ttg.convert_layout")).toInt(), 6);
        QVERIFY(passes.at(68).toObject().value(QStringLiteral("changed")).isNull());
        // The stage entry of a pass snapshot carries pass_index.
        const QJsonObject snap
            = doc.value(QStringLiteral("stages")).toArray().at(p10.value(QStringLiteral("stage")).toInt()).toObject();
        QCOMPARE(snap.value(QStringLiteral("kind")).toString(), QStringLiteral("pass"));
        QCOMPARE(snap.value(QStringLiteral("pass_index")).toInt(), 10);
        QCOMPARE(snap.value(QStringLiteral("artifact")).toObject().value(QStringLiteral("path")).toString(),
            QStringLiteral("transpose_naive.mlir-passes.txt"));
        QStringList finals;
        for (const QJsonValue &v : doc.value(QStringLiteral("stages")).toArray())
            if (v.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("stage"))
                finals << v.toObject().value(QStringLiteral("name")).toString();
        QCOMPARE(finals,
            (QStringList { QStringLiteral("source"), QStringLiteral("ttir"), QStringLiteral("ttgir"), QStringLiteral("llir"),
                QStringLiteral("ptx"), QStringLiteral("sass") }));
        const QJsonObject remark = doc.value(QStringLiteral("remarks")).toArray().at(0).toObject();
        QCOMPARE(remark.value(QStringLiteral("line")).toInt(), 10);
        QCOMPARE(remark.value(QStringLiteral("column")).toInt(), 20);
        QCOMPARE(remark.value(QStringLiteral("pass_index")).toInt(), 58);
        QCOMPARE(remark.value(QStringLiteral("pass")).toString(), QStringLiteral("ConvertTritonGPUToLLVM"));
        QCOMPARE(remark.value(QStringLiteral("artifact_line")).toInt(), 3619);
        const QJsonObject line10 = doc.value(QStringLiteral("source_map")).toObject().value(QStringLiteral("10")).toObject();
        QVERIFY(line10.value(QStringLiteral("ptx")).toArray().contains(69));
        QVERIFY(doc.value(QStringLiteral("warnings")).toArray().isEmpty());
        QCOMPARE(doc.value(QStringLiteral("ignored")).toArray().size(), 3); // the three ncu CSV exports
        QCOMPARE(doc.value(QStringLiteral("facts"))
                     .toObject()
                     .value(QStringLiteral("values"))
                     .toObject()
                     .value(QStringLiteral("ptx.ld_global.scalar"))
                     .toInt(),
            2);
    }
    void severalKernels()
    {
        const auto r = Test::runCli(QStringList { QStringLiteral("trajectory"),
                                        Test::dataPath(QStringLiteral("tritonparse/raw_trace.ndjson")), QStringLiteral("--json") }
            + common());
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("kernels")).toArray().size(), 4);
        QVERIFY(doc.contains(QStringLiteral("warnings")) && doc.contains(QStringLiteral("ignored")));
        const auto one = Test::runCli(
            QStringList { QStringLiteral("trajectory"), Test::dataPath(QStringLiteral("tritonparse/raw_trace.ndjson")),
                QStringLiteral("--kernel"), QStringLiteral("matmul_naive_kernel"), QStringLiteral("--json") }
            + common());
        QCOMPARE(one.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(one.out).object().value(QStringLiteral("kernel")).toString(),
            QStringLiteral("matmul_naive_kernel"));
    }
    void folderOfKernelsListsEachOnce()
    {
        // tests/data/triton-h200: seven kernel folders, Triton's cache dump of vadd and transpose_naive (the same
        // compiles: identical IR), and a README that quotes "// -----// IR Dump Before" and `tt.func`.
        const auto r = Test::runCli(
            QStringList { QStringLiteral("trajectory"), Test::dataPath(QStringLiteral("triton-h200")), QStringLiteral("--json") }
            + common());
        QCOMPARE(r.exitCode, 0);
        QStringList names;
        for (const QJsonValue &k : QJsonDocument::fromJson(r.out).object().value(QStringLiteral("kernels")).toArray())
            names << k.toObject().value(QStringLiteral("kernel")).toString();
        names.sort();
        QCOMPARE(names,
            (QStringList { QStringLiteral("matmul_naive_kernel"), QStringLiteral("matmul_tuned_kernel"),
                QStringLiteral("softmax_3pass_kernel"), QStringLiteral("softmax_fused_kernel"),
                QStringLiteral("transpose_naive_kernel"), QStringLiteral("transpose_tiled_kernel"),
                QStringLiteral("vadd_kernel") }));
    }
    void textSummary()
    {
        const auto r = Test::runCli(
            QStringList { QStringLiteral("trajectory"), Test::dataPath(QStringLiteral("triton-h200/matmul_naive")) } + common());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("matmul_naive_kernel"));
        QVERIFY(r.out.contains("matmul_naive.py:16:25"));
        QVERIFY(r.out.contains("TritonGPUAccelerateMatmul"));
    }
    void errors()
    {
        const auto missing = Test::runCli(
            QStringList { QStringLiteral("trajectory"), m_dir.filePath(QStringLiteral("nothing-here")) } + common());
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("nothing-here"));
        QVERIFY(missing.out.isEmpty());
        const auto noArg = Test::runCli(QStringList { QStringLiteral("trajectory") } + common());
        QCOMPARE(noArg.exitCode, 1);
        const auto wrongKernel
            = Test::runCli(QStringList { QStringLiteral("trajectory"), Test::dataPath(QStringLiteral("triton-h200/vadd")),
                               QStringLiteral("--kernel"), QStringLiteral("nope"), QStringLiteral("--json") }
                + common());
        QCOMPARE(wrongKernel.exitCode, 1);
        QVERIFY(wrongKernel.err.contains("nope"));
    }
};

QTEST_GUILESS_MAIN(TestTrajectoryCli)
#include "tst_trajectorycli.moc"
