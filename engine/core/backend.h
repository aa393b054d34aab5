// SPDX-License-Identifier: MIT
#pragma once

#include "facts.h"
#include "measurements.h"

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtPlugin>
#include <initializer_list>

namespace Lowerscope {

// One final stage of a backend's lowering (ttir, ttgir, ... on CUDA; ttir, ttadapter, npuir on Ascend).
struct StageDef {
    QString name; // "ttgir"
    QString dialect; // syntax family: mlir, llvm, ptx, sass, binary, python
    QStringList filePatterns; // glob patterns, e.g. "*.ttgir": the only table of file suffixes (BackendRegistry::stageForFile)
    QString description;
    QString pipeline; // the compiler run whose result this stage is (make_ttgir, ttir_to_linalg); empty if none
};

// A compiler pass the backend knows by name, used to label and group per-pass dumps.
struct PassDef {
    QString name; // the name printed in "IR Dump Before NAME" (TritonGPUCoalesce)
    QString argument; // the command-line argument (tritongpu-coalesce)
    QString pipeline; // make_ttir, make_ttgir, make_llir, ... or empty for shared MLIR passes
    QString summary;

    // A backend's pass table as it stands in its source (literals), one row a pass.
    struct Row {
        const char *name, *argument, *pipeline, *summary;
    };
    template<std::size_t N> static QList<PassDef> fromRows(const Row (&rows)[N])
    {
        QList<PassDef> out;
        out.reserve(qsizetype(N));
        for (const Row &r : rows)
            out.append({ QString::fromLatin1(r.name), QString::fromLatin1(r.argument), QString::fromLatin1(r.pipeline),
                QString::fromLatin1(r.summary) });
        return out;
    }
};

// The device a profile was captured on, as the capture itself reports it (Nsight Compute's device name,
// msprof's NPU_INFO, npu-compute's HardwareInfo.jsonl); empty fields where it says nothing.
struct DeviceInfo {
    QString name; // "NVIDIA H200", "Ascend910B"
    QString vendor; // nvidia, huawei
    int cores = 0; // SMs or AI cores
    int vectorCores = 0;
    double clockMHz = 0;
    qint64 memoryBytes = 0;
    double memoryBandwidth = 0; // B/s when the source gives it
    QString computeCapability;
    bool isEmpty() const { return name.isEmpty() && cores == 0; }
};

// A dot's tile (BM x BN x BK) with the warps and stages a launch gives it.
struct DotTile {
    int m = 0;
    int n = 0;
    int k = 0;
    int warps = 0;
    int stages = 0;
};

// Peak figures of one device, each with its source, for roofline and occupancy reasoning.
struct HardwareModel {
    QString id; // "h200", "ascend950pr"
    QString name; // "NVIDIA H200 SXM"
    QString vendor; // nvidia, huawei
    // Spellings of this device in profilers' device names ("H200"; "950" matches "Ascend950PR_9589"), compared
    // case-insensitively with spaces, '-' and '_' removed; the model with the longest spelling the name
    // contains fits.
    QStringList deviceNames;
    int cores = 0; // SMs or AI cores (cube cores on Ascend)
    int vectorCores = 0;
    double memoryBandwidth = 0; // bytes/s, off-chip
    double peakFp32 = 0; // FLOP/s on the general-purpose (non-tensor / vector) path
    double peakTensorFp16 = 0; // FLOP/s on the matrix unit, fp16/bf16 dense
    double peakTensorTf32 = 0; // FLOP/s on the matrix unit, tf32 dense (an fp32 dot there); 0 where there is none
    double peakTensorFp8 = 0;
    qint64 sharedMemoryPerCore = 0; // bytes (SMEM per SM, or UB per vector core)
    qint64 sharedMemoryPerBlock = 0; // bytes one thread block (program) may use at most; 0 where unknown
    qint64 l2Bytes = 0;
    int registersPerCore = 0;
    int maxThreadsPerCore = 0;
    int maxWarpsPerCore = 0; // resident warps per SM at most; 0 where the target has no warps
    int schedulersPerCore = 0; // warp schedulers (SM sub-partitions) per SM; 0 where the target has none
    // The smallest dot tile the matrix unit's fast path takes (sm90 wgmma: m64nNk16, N from 8; sm80 mma.sync m16n8k16);
    // zeros where unknown. A dot whose tile is below it runs on a slower path.
    DotTile dotTileMinimum;
    // The tiles that fill the matrix unit, with their warps and stages (largest last); empty where none is known.
    QList<DotTile> dotTileFamily;
    int maxBlocksPerCore = 0; // resident thread blocks (programs) per SM at most; 0 where unknown
    int threadsPerWarp = 0; // threads of a warp (32 on NVIDIA); 0 where the target has no warps
    // The matrix unit at all (launch facts, engine/diagnosis/launchfacts.h): the smallest M, N and K of a dot that runs
    // on it in any form (tl.dot's 16), and the operand precisions it takes (fp16, bf16, tf32, fp8, int8); 0 and empty
    // where unknown. dotTileMinimum above is the fast path's (wgmma on sm90), which the dot-tile recipe aims for.
    int tensorCoreMinDim = 0;
    QStringList tensorCoreInputs;
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

// What a profile (or one kernel of it) shows about where it was captured, for backends to judge. Plugins see
// only this, never the engine's profile model.
struct ProfileTraits {
    DeviceInfo device;
    QStringList formats; // format ids recognised ("nsight-compute-csv", "msprof-db", ...); empty for one kernel
    QStringList metricNames; // metric keys of the kernel(s)
    bool hasTaskTypes = false; // per-kernel task types (AI_CORE, AI_VECTOR_CORE, MIX_AIV)
    bool hasBlocks = false; // per-block (block_id, sub_block_id) rows
};

// How strongly a backend claims an artifact or a profile. The registry takes the strongest claim; two
// backends claiming equally strongly leave the target unknown.
enum class Claim { None = 0, Naming = 1, Content = 2, Device = 3 };

// Claim::Content when HEAD contains any of MARKERS (text only one backend's artifacts hold), else Claim::None.
inline Claim claimByMarkers(QByteArrayView head, std::initializer_list<const char *> markers)
{
    for (const char *m : markers)
        if (head.contains(QByteArrayView(m)))
            return Claim::Content;
    return Claim::None;
}

// Which core a set of pipe ratios is read for (BackendInterface::pipeShares): one core's own columns (Cube,
// Vector: a chart's row per core), or a kernel, or one block of it, whose task type (and block's sub-block)
// says which core's columns count.
struct PipeReading {
    enum Core { Cube, Vector, Kernel } core = Kernel;
    QString taskType; // the kernel's (Ascend AI_CORE, AI_VECTOR_CORE, MIX_AIV, ...)
    QString subBlock; // a block's ("vector0", "cube0"); empty for the kernel
};

// A backend plugin: everything specific to one target. Pure abstract; implementations live in plugins/.
class BackendInterface {
public:
    virtual ~BackendInterface() = default;
    virtual QString id() const = 0; // "cuda", "ascend"
    virtual QString displayName() const = 0;
    virtual QList<StageDef> stages() const = 0; // in lowering order
    virtual QList<PassDef> passes() const = 0;
    virtual QList<HardwareModel> hardware() const = 0; // first is the default device
    // Whether a compiler artifact's text (the first 64 KiB of a stage file, pass dump or Python source) shows
    // this target: its dialects, target triple, device strings. Content, not the file name: the registry
    // matches names against stages()' filePatterns itself.
    virtual Claim claimArtifact(QByteArrayView head) const = 0;
    // Whether a profile was captured on this target: the device's vendor or name, the formats of the
    // target's own tools, metric names only its profilers write.
    virtual Claim claimProfile(const ProfileTraits &profile) const = 0;

    // The hardware model that fits DEVICE (HardwareModel::deviceNames), else the default one, with the core
    // counts replaced by the device's own where it reports them. One rule for roofline, L2 and reports.
    HardwareModel hardwareFor(const DeviceInfo &device) const;
    // Names of the final stages in order, convenience over stages().
    QStringList stageNames() const
    {
        QStringList out;
        for (const StageDef &s : stages())
            out << s.name;
        return out;
    }
    const PassDef *findPass(const QString &name) const;

    // What the diagnosis asks of the target (docs/diagnosis.md): the engine asks here, never tests a backend id.
    // The command that captures a kernel's IR (with remarks), resp. a profile, on this target: the text after
    // "KERNEL: " in the missing-evidence warning; empty when the target has none.
    virtual QString captureIrHint() const { return {}; }
    // The library that built a kernel of this name (ATen, cuDNN, cuBLAS, CUTLASS, NCCL, ...) when it was not
    // compiled from the user's Triton source: there is no IR or source of the user's to capture or rewrite, only
    // the call that launches it. Empty for any other name (a Triton kernel, a user's CUDA kernel).
    virtual QString libraryOf(const QString &kernelName) const
    {
        Q_UNUSED(kernelName);
        return {};
    }
    virtual QString captureProfileHint() const { return {}; }
    // The measured pipe-utilisation fact (a 0-1 ratio) whose value is the share of the time a cause of CATEGORY
    // keeps its unit busy (Ascend: the msprof pipe ratios), or empty when the target's profile has none.
    virtual QString pipeShareFact(const QString &category) const
    {
        Q_UNUSED(category);
        return {};
    }
    // L2: the signals of one kernel from its measurements on this target (docs/facts.md, signal.*): figures
    // against HARDWARE's roofline, the bottleneck, the profiler's stall reasons and rules. Readers of the
    // vendors' formats (engine/profile) leave the measurements; what they mean is the backend's to say.
    virtual KernelSignals deriveSignals(const KernelMeasurements &kernel, const HardwareModel &hardware) const
    {
        Q_UNUSED(kernel);
        Q_UNUSED(hardware);
        return {};
    }
    // The bottleneck the target reads from its own profile facts when the signals gave none, and the facts it
    // read (appended to CITED); empty when FACTS hold none of the target's.
    virtual QString factsBottleneck(const Facts &facts, QStringList &cited) const
    {
        Q_UNUSED(facts);
        Q_UNUSED(cited);
        return {};
    }
    // The units whose busy share the target's profiles measure (Ascend's pipes), in the order every view lists
    // them; empty where there are none.
    virtual QList<PipeDef> pipes() const { return {}; }
    // The one pipe-share rule: the busy share (0-1) of each pipe in METRICS as READING asks (L2's pipe.*
    // signals and the Charts tab's pipe utilisation both read it).
    virtual QList<PipeShare> pipeShares(const QMap<QString, MetricValue> &metrics, const PipeReading &reading) const
    {
        Q_UNUSED(metrics);
        Q_UNUSED(reading);
        return {};
    }
    // The cause category a profiler rule (the fact rule.RULE) points at, or empty.
    virtual QString ruleCategory(const QString &rule) const
    {
        Q_UNUSED(rule);
        return {};
    }
    // The profiler rules whose estimated speedup is the time a cause of CATEGORY costs, and the stall reasons
    // (metric.*_stalled_REASON_*) such a cause produces.
    virtual QStringList rulesFor(const QString &category) const
    {
        Q_UNUSED(category);
        return {};
    }
    virtual QStringList stallsFor(const QString &category) const
    {
        Q_UNUSED(category);
        return {};
    }
    // The compute capability (90) a compiled kernel's target string ("sm90", "cuda:90", "arch=90") names, or 0
    // where the target has none (the fact target.cc).
    virtual int computeCapability(const QString &target) const
    {
        Q_UNUSED(target);
        return 0;
    }
    // Whether a dot lowered to the matrix instruction MMAKIND (the fact `mma.kind`) leaves the target's tensor
    // cores unused or underused.
    virtual bool mmaMissesTensorCores(const QString &mmaKind) const
    {
        Q_UNUSED(mmaKind);
        return false;
    }
};

} // namespace Lowerscope

#define LowerscopeBackendInterface_iid "org.lowerscope.BackendInterface/3.0"
Q_DECLARE_INTERFACE(Lowerscope::BackendInterface, LowerscopeBackendInterface_iid)
