// SPDX-License-Identifier: MIT
// Backend plugins: loading through Qt's plugin system, stage catalogs, pass tables and hardware models; the
// plugins' answers on real captures: which stage a file name is, which target an artifact or a profile is
// for, which hardware model fits a captured device.
#include "core/backendregistry.h"
#include "diagnosis/evidencebundle.h"
#include "profile/profilereader.h"
#include "profile/profilesignals.h"
#include "testsupport.h"
#include "trajectory/trajectoryreader.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;

namespace {
QString idOf(const BackendInterface *b)
{
    return b ? b->id() : QStringLiteral("unknown");
}

// The claim on a fixture file, from its first 64 KiB as the trajectory reader sees it.
QString claimOn(const QString &relative)
{
    QFile f(Test::dataPath(relative));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("unreadable");
    return idOf(BackendRegistry::instance().claimArtifact(QFileInfo(f).fileName(), f.read(1 << 16)).backend());
}

HardwareModel hardwareOfCapture(const QString &relative, Profile *profile = nullptr)
{
    const Profile p = readProfile(Test::dataPath(relative)).profile;
    if (profile)
        *profile = p;
    return ProfileSignals::hardwareFor(p);
}
} // namespace

class TestBackends : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void loadsBothPlugins()
    {
        const auto &reg = BackendRegistry::instance();
        QCOMPARE(reg.ids(), (QStringList { QStringLiteral("cuda"), QStringLiteral("ascend") }));
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
            (QStringList { QStringLiteral("source"), QStringLiteral("ttir"), QStringLiteral("ttgir"), QStringLiteral("llir"),
                QStringLiteral("ptx"), QStringLiteral("cubin"), QStringLiteral("sass") }));
        QCOMPARE(reg.backend(QStringLiteral("ascend"))->stageNames(),
            (QStringList { QStringLiteral("source"), QStringLiteral("ttir"), QStringLiteral("ttadapter"), QStringLiteral("npuir"),
                QStringLiteral("npubin") }));
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
    void interfaceVersion()
    {
        // Version 2.0: the backends answer claims and hardware matching themselves; 3.0: they derive the L2 signals, read
        // pipe shares, map rules and stalls to categories, and give capacities and compute capabilities.
        QCOMPARE(QLatin1String(LowerscopeBackendInterface_iid), QLatin1String("org.lowerscope.BackendInterface/3.0"));
        QCOMPARE(idOf(BackendRegistry::instance().fallback()), QStringLiteral("cuda")); // cuda.json: "fallback": true
    }
    // Capacities come from the hardware model, and the H200's are what Nsight Compute reports on an H200
    // (device__attribute_*); the defaults that need a backend name the fallback one; stage syntax is the catalog's.
    void capacitiesAndDefaults()
    {
        const Profile p = readProfile(Test::dataPath(QStringLiteral("triton-h200/matmul_naive/ncu.raw.csv"))).profile;
        QVERIFY(!p.kernels.isEmpty());
        const Kernel &k = p.kernels.constFirst();
        const HardwareModel hw = ProfileSignals::hardwareFor(p);
        QCOMPARE(hw.id, QStringLiteral("h200"));
        QCOMPARE(double(hw.sharedMemoryPerBlock),
            k.metrics.value(QStringLiteral("device__attribute_max_shared_memory_per_block_optin")).value);
        QCOMPARE(double(hw.sharedMemoryPerBlock), 232448.0); // 227 KiB
        QCOMPARE(
            double(hw.maxWarpsPerCore), k.metrics.value(QStringLiteral("device__attribute_max_warps_per_multiprocessor")).value);
        QCOMPARE(hw.schedulersPerCore, 4);
        const BackendRegistry &registry = BackendRegistry::instance();
        QCOMPARE(registry.fallbackId(), idOf(registry.fallback()));
        QCOMPARE(registry.defaultHardware().id, registry.fallback()->hardware().constFirst().id);
        // The A100 (compute capability 8.0) allows 163 KiB per block; Ascend has no warps.
        const QList<HardwareModel> cuda = registry.backend(QStringLiteral("cuda"))->hardware();
        QCOMPARE(cuda.at(2).sharedMemoryPerBlock, qint64(163 * 1024));
        QCOMPARE(registry.backend(QStringLiteral("ascend"))->hardware().constFirst().schedulersPerCore, 0);
        QCOMPARE(registry.stageDialect(QStringLiteral("ttgir")), QStringLiteral("mlir"));
        QCOMPARE(registry.stageDialect(QStringLiteral("npuir")), QStringLiteral("mlir"));
        QCOMPARE(registry.stageDialect(QStringLiteral("llir")), QStringLiteral("llvm"));
        QCOMPARE(registry.stageDialect(QStringLiteral("sass")), QStringLiteral("sass"));
        QCOMPARE(registry.stageDialect(QStringLiteral("source")), QStringLiteral("python"));
        QVERIFY(registry.stageDialect(QStringLiteral("nothing")).isEmpty());
        // The compute capability is the CUDA plugin's reading of a target string; Ascend has none.
        QCOMPARE(registry.backend(QStringLiteral("cuda"))->computeCapability(QStringLiteral("cuda:90")), 90);
        QCOMPARE(registry.backend(QStringLiteral("cuda"))->computeCapability(QStringLiteral("sm_80")), 80);
        QCOMPARE(registry.backend(QStringLiteral("ascend"))->computeCapability(QStringLiteral("cuda:90")), 0);
    }
    void stageFromFileName_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("stage");
        QTest::addColumn<QString>("backend");
        // The plugins' filePatterns, longest first; a pattern both list names the stage but no backend.
        QTest::newRow("nvdisasm") << "transpose_naive.nvdisasm" << "sass" << "cuda";
        QTest::newRow("ptx") << "transpose_naive.ptx" << "ptx" << "cuda";
        QTest::newRow("ttir shared") << "transpose_naive.ttir" << "ttir" << "unknown";
        QTest::newRow("ascend ttir") << "add_kernel.ttir.mlir" << "ttir" << "ascend";
        QTest::newRow("hivm") << "sdpa_infer_kernel_mix_aic_aiv.hivm.mlir" << "npuir" << "ascend";
        QTest::newRow("python") << "transpose_naive.py" << "source" << "unknown";
        QTest::newRow("plain mlir") << "kernel.mlir" << "" << "unknown";
        QTest::newRow("csv") << "ncu.raw.csv" << "" << "unknown";
    }
    void stageFromFileName()
    {
        QFETCH(QString, file);
        QFETCH(QString, stage);
        QFETCH(QString, backend);
        const StageMatch m = BackendRegistry::instance().stageForFile(file);
        QCOMPARE(m.stage, stage);
        QCOMPARE(idOf(m.backend), backend);
    }
    void artifactClaims_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("backend");
        // Content first: PTX's .target sm_90a, the TTGIR "cuda:90" target, nvdisasm's header, device="cuda".
        QTest::newRow("ptx") << "triton-h200/transpose_naive/transpose_naive.ptx" << "cuda";
        QTest::newRow("ttgir") << "triton-h200/transpose_naive/transpose_naive.ttgir" << "cuda";
        QTest::newRow("nvdisasm") << "triton-h200/transpose_naive/transpose_naive.nvdisasm" << "cuda";
        QTest::newRow("python") << "triton-h200/transpose_naive/transpose_naive.py" << "cuda";
        // CUDA's TTIR shows no target and its name is Ascend's too: unknown on its own.
        QTest::newRow("ttir") << "triton-h200/transpose_naive/transpose_naive.ttir" << "unknown";
        // triton-ascend: bufferization.to_tensor in the linalg adapter, hacc./hivm. in HIVM; TTIR by its name.
        QTest::newRow("ttadapter") << "ascend/triton_ascend_ir/2_ttadapter/add_kernel.ttadapter.mlir" << "ascend";
        QTest::newRow("hivm") << "ascend/triton_ascend_ir/3_hivm/sdpa_infer_kernel_mix_aic_aiv.hivm.mlir" << "ascend";
        QTest::newRow("ascend ttir") << "ascend/triton_ascend_ir/1_ttir/add_kernel.ttir.mlir" << "ascend";
    }
    void artifactClaims()
    {
        QFETCH(QString, file);
        QFETCH(QString, backend);
        QCOMPARE(claimOn(file), backend);
    }
    void trajectoryTargets()
    {
        Diagnostics d;
        const auto cuda = TrajectoryReader::read(Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), {}, d);
        QCOMPARE(cuda.size(), 1);
        QCOMPARE(cuda.first().backend, QStringLiteral("cuda"));
        const auto ascend = TrajectoryReader::read(
            Test::dataPath(QStringLiteral("ascend/triton_ascend_ir/1_ttir/add_kernel.ttir.mlir")), {}, d);
        QCOMPARE(ascend.size(), 1);
        QCOMPARE(ascend.first().backend, QStringLiteral("ascend"));
        // A CUDA TTIR alone shows no target: the trajectory names none (laid out in the fallback's stage order).
        const auto lone
            = TrajectoryReader::read(Test::dataPath(QStringLiteral("triton-h200/transpose_naive/transpose_naive.ttir")), {}, d);
        QCOMPARE(lone.size(), 1);
        QVERIFY(lone.first().backend.isEmpty());
        QCOMPARE(lone.first().stages.first().name, QStringLiteral("ttir"));
    }
    void sourceOnlyKernelTarget()
    {
        // A kernel known only from its source: the source says the target (device="cuda"), else it is unknown.
        QTemporaryDir dir;
        QFile src(Test::dataPath(QStringLiteral("triton-h200/transpose_naive/transpose_naive.py")));
        QVERIFY(src.open(QIODevice::ReadOnly));
        const QByteArray text = src.readAll();
        QVERIFY(text.contains("device=\"cuda\""));
        auto diagnoseText = [&dir](const QByteArray &content) {
            QFile out(dir.filePath(QStringLiteral("transpose_naive.py")));
            out.open(QIODevice::WriteOnly | QIODevice::Truncate);
            out.write(content);
            out.close();
            Diagnostics d;
            return collectEvidence(dir.path(), {}, d, {});
        };
        const QList<EvidenceBundle> cuda = diagnoseText(text);
        QCOMPARE(cuda.size(), 1);
        QCOMPARE(cuda.first().kernel, QStringLiteral("transpose_naive_kernel"));
        QCOMPARE(cuda.first().backend, QStringLiteral("cuda"));
        QCOMPARE(cuda.first().facts.values.value(QStringLiteral("backend")).toString(), QStringLiteral("cuda"));
        QByteArray neutral = text;
        neutral.replace("device=\"cuda\"", "device=DEVICE");
        const QList<EvidenceBundle> unknown = diagnoseText(neutral);
        QCOMPARE(unknown.size(), 1);
        QVERIFY(unknown.first().backend.isEmpty());
        QVERIFY(!unknown.first().facts.values.contains(QStringLiteral("backend"))); // patterns of every backend may apply
    }
    void hardwareFromCapturedDevice()
    {
        Profile p;
        // Nsight Compute: device__attribute_display_name "NVIDIA H200", 132 SMs.
        HardwareModel hw = hardwareOfCapture(QStringLiteral("triton-h200/transpose_naive/ncu.raw.csv"), &p);
        QCOMPARE(p.device.name, QStringLiteral("NVIDIA H200"));
        QCOMPARE(hw.id, QStringLiteral("h200"));
        QCOMPARE(hw.cores, 132);
        // msprof's NPU_INFO: "Ascend910B" -> the 910B2 model; the database gives no core count.
        hw = hardwareOfCapture(QStringLiteral("ascend/msprof_db_910B/msprof_0.db"), &p);
        QCOMPARE(p.device.name, QStringLiteral("Ascend910B"));
        QCOMPARE(hw.id, QStringLiteral("ascend910b2"));
        QCOMPARE(hw.cores, 24);
        // msprof op's dump of a run on an Ascend 950PR: charted against the 950, not the 910B.
        hw = hardwareOfCapture(QStringLiteral("ascend/msopprof_raw_dumps/op_basic_info_Ascend950PR_9589.txt"), &p);
        QCOMPARE(p.device.name, QStringLiteral("Ascend950PR_9589"));
        QCOMPARE(p.device.clockMHz, 1650.0); // Current Freq=N/A, Rated Freq=1650
        QCOMPARE(hw.id, QStringLiteral("ascend950pr-server"));
        QCOMPARE(qRound(hw.ridgePoint(hw.peakTensorFp16)), 270);
        hw = hardwareOfCapture(QStringLiteral("ascend/msopprof_raw_dumps/op_basic_info_910B4.txt"), &p);
        QCOMPARE(p.device.name, QStringLiteral("Ascend910B4"));
        QCOMPARE(hw.id, QStringLiteral("ascend910b2"));
        // A torch_npu trace names no device: its formats still say Ascend (before: the H200 was assumed).
        hw = hardwareOfCapture(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze/trace_view.json"), &p);
        QVERIFY(p.device.name.isEmpty());
        QCOMPARE(profileBackend(p), QStringLiteral("ascend"));
        QCOMPARE(hw.vendor, QStringLiteral("huawei"));
        // The torch.profiler trace of the H200 run names its device in deviceProperties.
        hw = hardwareOfCapture(QStringLiteral("triton-h200/torch_trace.json"), &p);
        QCOMPARE(profileBackend(p), QStringLiteral("cuda"));
        QCOMPARE(hw.id, QStringLiteral("h200"));
    }
    void hardwareMatchingRule()
    {
        const BackendInterface *ascend = BackendRegistry::instance().backend(QStringLiteral("ascend"));
        DeviceInfo d;
        // The most specific spelling wins; core counts come from the capture where it has them.
        d.name = QStringLiteral("Ascend950PR PCIe");
        QCOMPARE(ascend->hardwareFor(d).id, QStringLiteral("ascend950pr-pcie"));
        d.name = QStringLiteral("Ascend950PR_9599");
        d.cores = 36;
        d.vectorCores = 72;
        const HardwareModel hw = ascend->hardwareFor(d);
        QCOMPARE(hw.id, QStringLiteral("ascend950pr-server"));
        QCOMPARE(hw.cores, 36);
        QCOMPARE(hw.vectorCores, 72);
        d = {};
        QCOMPARE(ascend->hardwareFor(d).id, QStringLiteral("ascend950pr-server")); // the default device
    }
};

QTEST_GUILESS_MAIN(TestBackends)
#include "tst_backends.moc"
