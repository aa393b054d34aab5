// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QtPlugin>

namespace Lowerscope {

// One final stage of a backend's lowering (ttir, ttgir, ... on CUDA; ttir, ttadapter, npuir on Ascend).
struct StageDef {
    QString name;           // "ttgir"
    QString dialect;        // syntax family: mlir, llvm, ptx, sass, binary, python
    QStringList filePatterns; // glob patterns, e.g. "*.ttgir"
    QString description;
};

// A compiler pass the backend knows by name, used to label and group per-pass dumps.
struct PassDef {
    QString name;     // the name printed in "IR Dump Before NAME" (TritonGPUCoalesce)
    QString argument; // the command-line argument (tritongpu-coalesce)
    QString pipeline; // make_ttir, make_ttgir, make_llir, ... or empty for shared MLIR passes
    QString summary;
};

// Peak figures of one device, each with its source, for roofline and occupancy reasoning.
struct HardwareModel {
    QString id;     // "h200", "ascend950pr"
    QString name;   // "NVIDIA H200 SXM"
    QString vendor; // nvidia, huawei
    int cores = 0;  // SMs or AI cores (cube cores on Ascend)
    int vectorCores = 0;
    double memoryBandwidth = 0; // bytes/s, off-chip
    double peakFp32 = 0;        // FLOP/s on the general-purpose (non-tensor / vector) path
    double peakTensorFp16 = 0;  // FLOP/s on the matrix unit, fp16/bf16 dense
    double peakTensorFp8 = 0;
    qint64 sharedMemoryPerCore = 0; // bytes (SMEM per SM, or UB per vector core)
    qint64 l2Bytes = 0;
    int registersPerCore = 0;
    int maxThreadsPerCore = 0;
    QString source; // citation

    // Arithmetic intensity (FLOP/byte) at which compute and memory time are equal.
    double ridgePoint(double peakFlops) const { return memoryBandwidth > 0 ? peakFlops / memoryBandwidth : 0; }
    // Attainable FLOP/s at a given intensity under the roofline.
    double attainable(double intensity, double peakFlops) const
    {
        const double mem = intensity * memoryBandwidth;
        return mem < peakFlops ? mem : peakFlops;
    }
    // Which roof limits a kernel that does FLOPS arithmetic over BYTES of off-chip traffic.
    QString rooflineClass(double flops, double bytes, double peakFlops) const
    {
        if (bytes <= 0 || memoryBandwidth <= 0)
            return QStringLiteral("compute-bound");
        return flops / bytes < ridgePoint(peakFlops) ? QStringLiteral("memory-bound") : QStringLiteral("compute-bound");
    }
};

// A backend plugin: everything specific to one target. Pure abstract; implementations live in plugins/.
class BackendInterface
{
public:
    virtual ~BackendInterface() = default;
    virtual QString id() const = 0; // "cuda", "ascend"
    virtual QString displayName() const = 0;
    virtual QList<StageDef> stages() const = 0; // in lowering order
    virtual QList<PassDef> passes() const = 0;
    virtual QList<HardwareModel> hardware() const = 0; // first is the default device
    // Names of the final stages in order, convenience over stages().
    QStringList stageNames() const
    {
        QStringList out;
        for (const StageDef &s : stages())
            out << s.name;
        return out;
    }
    const PassDef *findPass(const QString &name) const;
};

} // namespace Lowerscope

#define LowerscopeBackendInterface_iid "org.lowerscope.BackendInterface/1.0"
Q_DECLARE_INTERFACE(Lowerscope::BackendInterface, LowerscopeBackendInterface_iid)
