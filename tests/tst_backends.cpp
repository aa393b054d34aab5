// SPDX-License-Identifier: MIT
// Backend plugins: loading through Qt's plugin system, stage catalogs, pass tables and hardware models.
#include "core/backendregistry.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Lowerscope;

class TestBackends : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void loadsBothPlugins()
    {
        const auto &reg = BackendRegistry::instance();
        QCOMPARE(reg.ids(), (QStringList{QStringLiteral("cuda"), QStringLiteral("ascend")}));
        for (const auto &e : reg.entries()) {
            // JSON metadata is read from the plugin, not from the instance.
            QCOMPARE(e.metadata.value(QStringLiteral("id")).toString(), e.backend->id());
            QVERIFY(!e.metadata.value(QStringLiteral("description")).toString().isEmpty());
        }
    }
    void stageCatalogs()
    {
        const auto &reg = BackendRegistry::instance();
        QCOMPARE(reg.backend(QStringLiteral("cuda"))->stageNames(),
                 (QStringList{QStringLiteral("source"), QStringLiteral("ttir"), QStringLiteral("ttgir"), QStringLiteral("llir"),
                              QStringLiteral("ptx"), QStringLiteral("cubin"), QStringLiteral("sass")}));
        QCOMPARE(reg.backend(QStringLiteral("ascend"))->stageNames(),
                 (QStringList{QStringLiteral("source"), QStringLiteral("ttir"), QStringLiteral("ttadapter"), QStringLiteral("npuir"),
                              QStringLiteral("npubin")}));
        // Metadata stage lists agree with the catalogs.
        for (const auto &e : reg.entries()) {
            QStringList fromMeta;
            for (const auto &v : e.metadata.value(QStringLiteral("stages")).toArray())
                fromMeta << v.toString();
            QCOMPARE(fromMeta, e.backend->stageNames());
        }
    }
    void passTables()
    {
        const BackendInterface *cuda = BackendRegistry::instance().backend(QStringLiteral("cuda"));
        const PassDef *coalesce = cuda->findPass(QStringLiteral("TritonGPUCoalesce"));
        QVERIFY(coalesce);
        QCOMPARE(coalesce->argument, QStringLiteral("tritongpu-coalesce"));
        QCOMPARE(coalesce->pipeline, QStringLiteral("make_ttgir"));
        QCOMPARE(cuda->findPass(QStringLiteral("ConvertTritonGPUToLLVM"))->pipeline, QStringLiteral("make_llir"));
        QCOMPARE(cuda->findPass(QStringLiteral("TritonCombineOps"))->pipeline, QStringLiteral("make_ttir"));
        QVERIFY(!cuda->findPass(QStringLiteral("NoSuchPass")));
        const BackendInterface *ascend = BackendRegistry::instance().backend(QStringLiteral("ascend"));
        QCOMPARE(ascend->findPass(QStringLiteral("TritonToLinalg"))->pipeline, QStringLiteral("ttir_to_linalg"));
    }
    void ridgePoints()
    {
        // From the datasheets: H200 bf16 ridge ≈ 206 FLOP/B, fp32 non-tensor ≈ 14; A100 bf16 ≈ 153.
        const auto cuda = BackendRegistry::instance().backend(QStringLiteral("cuda"))->hardware();
        const HardwareModel &h200 = cuda.at(0);
        QCOMPARE(h200.id, QStringLiteral("h200"));
        QCOMPARE(qRound(h200.ridgePoint(h200.peakTensorFp16)), 206);
        QCOMPARE(qRound(h200.ridgePoint(h200.peakFp32)), 14);
        QCOMPARE(qRound(cuda.at(1).ridgePoint(cuda.at(1).peakTensorFp16)), 295);
        QCOMPARE(qRound(cuda.at(2).ridgePoint(cuda.at(2).peakTensorFp16)), 153);
        // Ascend 950PR server: 432 T cube over 1.6 TB/s.
        const auto ascend = BackendRegistry::instance().backend(QStringLiteral("ascend"))->hardware();
        QCOMPARE(qRound(ascend.at(0).ridgePoint(ascend.at(0).peakTensorFp16)), 270);
        // Attainable performance is capped by the roof.
        QCOMPARE(h200.attainable(1.0, h200.peakFp32), 4.8e12);
        QCOMPARE(h200.attainable(1000.0, h200.peakFp32), 67e12);
    }
    void rooflineClassOfMeasuredKernels()
    {
        // bench.json: FLOPs and bytes of real kernels measured on the H200.
        QFile f(Test::dataPath(QStringLiteral("triton-h200/bench.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray rows = QJsonDocument::fromJson(f.readAll()).array();
        const HardwareModel h200 = BackendRegistry::instance().backend(QStringLiteral("cuda"))->hardware().at(0);
        int checked = 0;
        for (const auto &v : rows) {
            const QJsonObject r = v.toObject();
            const QString k = r.value(QStringLiteral("kernel")).toString();
            const double flops = r.value(QStringLiteral("flops")).toDouble(), bytes = r.value(QStringLiteral("bytes")).toDouble();
            if (k == QLatin1String("vadd") && r.value(QStringLiteral("case")).toInt() == 4) {
                // 134217745 FLOP over 1610612940 B: 0.083 FLOP/B, far under the fp32 ridge.
                QCOMPARE(h200.rooflineClass(flops, bytes, h200.peakFp32), QStringLiteral("memory-bound"));
                ++checked;
            }
            if (k == QLatin1String("matmul_tuned") && r.value(QStringLiteral("size")).toArray().at(0).toInt() == 4096) {
                // 2·4096³ FLOP over three fp16 4096² matrices: ≈1365 FLOP/B, above the 206 ridge.
                QVERIFY(flops / bytes > 1000);
                QCOMPARE(h200.rooflineClass(flops, bytes, h200.peakTensorFp16), QStringLiteral("compute-bound"));
                // Achieved: well under the roof (matmul_tuned reached 594 TFLOP/s at 4096³, bench.json).
                const double achieved = flops / (r.value(QStringLiteral("ms")).toDouble() * 1e-3);
                QVERIFY(achieved < h200.attainable(flops / bytes, h200.peakTensorFp16));
                QVERIFY(achieved > 0.5e15);
                ++checked;
            }
        }
        QCOMPARE(checked, 2);
    }
};

QTEST_GUILESS_MAIN(TestBackends)
#include "tst_backends.moc"
