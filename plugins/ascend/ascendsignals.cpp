// SPDX-License-Identifier: MIT
// What Ascend's profiles mean (docs/diagnosis.md, "Backends answer for themselves"): the AI Core pipes and
// the columns msprof measures them in, the one rule that reads a pipe's busy share (the L2 signals and the
// Charts tab both read it here), and the L2 signals and bottleneck of a kernel.
#include "ascendbackend.h"
#include "core/facts.h"

#include <algorithm>
#include <optional>

namespace Lowerscope {

namespace {

QStringList names(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *n : list)
        out.append(QString::fromLatin1(n));
    return out;
}

bool isVectorTask(const QString &taskType)
{
    return taskType.contains(QLatin1String("VECTOR")) || taskType.contains(QLatin1String("AIV"))
        || taskType == QLatin1String("vector");
}

// The task type a block's sub-block runs as ("vector0" on the AIV, "cube0" on the AIC), else the kernel's.
QString blockTaskType(const QString &subBlock, const QString &kernelTaskType)
{
    if (subBlock.startsWith(QLatin1String("vector")))
        return QStringLiteral("AI_VECTOR_CORE");
    if (subBlock.startsWith(QLatin1String("cube")))
        return QStringLiteral("AI_CORE");
    return kernelTaskType;
}

void put(KernelSignals &s, const char *name, double v, const QString &basis)
{
    s.values.insert(QLatin1String(name), { v, QString(), basis });
}

} // namespace

QList<PipeDef> AscendBackend::pipes() const
{
    // msprof's PipeUtilization columns (Ascend/msprof@9ba1ac7b docs/en/user_guide/profile_data_file_references.md; msprof op
    // names the cube ratio aic_cube_ratio) and the track names of msprof op's simulator and npu-compute pipe traces. Order:
    // compute (cube, vector), scalar, the memory transfer engines, the fix pipe, then the bookkeeping rows of pipe traces.
    static const QList<PipeDef> table {
        { QStringLiteral("CUBE"), QStringLiteral("pipe.cube"), names({ "aic_mac_ratio", "aic_cube_ratio" }), {},
            names({ "CUBE", "MAC" }) },
        { QStringLiteral("VECTOR"), QStringLiteral("pipe.vector"), {}, names({ "aiv_vec_ratio" }), names({ "VECTOR", "VEC" }) },
        { QStringLiteral("SCALAR"), QStringLiteral("pipe.scalar"), names({ "aic_scalar_ratio" }), names({ "aiv_scalar_ratio" }),
            names({ "SCALAR" }) },
        { QStringLiteral("SCALARLDST"), QString(), {}, {}, names({ "SCALARLDST" }) },
        { QStringLiteral("MTE1"), QStringLiteral("pipe.mte1"), names({ "aic_mte1_ratio" }), names({ "aiv_mte1_ratio" }),
            names({ "MTE1" }) },
        { QStringLiteral("MTE2"), QStringLiteral("pipe.mte2"), names({ "aic_mte2_ratio" }), names({ "aiv_mte2_ratio" }),
            names({ "MTE2" }) },
        { QStringLiteral("MTE3"), QStringLiteral("pipe.mte3"), names({ "aic_mte3_ratio" }), names({ "aiv_mte3_ratio" }),
            names({ "MTE3" }) },
        { QStringLiteral("FIXPIPE"), QStringLiteral("pipe.fixpipe"), names({ "aic_fixpipe_ratio" }), {},
            names({ "FIXP", "FIXPIPE" }) },
        { QStringLiteral("FLOWCTRL"), QString(), {}, {}, names({ "FLOWCTRL" }) },
        { QStringLiteral("CACHEMISS"), QString(), {}, {}, names({ "CACHEMISS" }) },
        { QStringLiteral("USER_MARK"), QString(), {}, {}, names({ "USER_MARK" }) },
        { QStringLiteral("USEMASK"), QString(), {}, {}, names({ "USEMASK" }) },
        { QStringLiteral("ALL"), QString(), {}, {}, names({ "ALL" }) },
    };
    return table;
}

// The one pipe-share rule. One core (the charts' rows of a kernel's cube and vector core): that core's own
// columns. A kernel or a block: the AIC side for cube work, the AIV side for vector work (a block's
// sub-block says which), each falling back to the other side where it has no column, the larger of both
// for MIX kernels; the cube pipe runs on the AIC only.
QList<PipeShare> AscendBackend::pipeShares(const QMap<QString, MetricValue> &metrics, const PipeReading &reading) const
{
    const auto first = [&](const QStringList &columns) -> std::optional<double> {
        for (const QString &n : columns)
            if (const auto it = metrics.constFind(n); it != metrics.cend())
                return it->value;
        return std::nullopt;
    };
    const QString taskType = blockTaskType(reading.subBlock, reading.taskType);
    const bool vector = isVectorTask(taskType);
    const bool cube = !vector && !taskType.contains(QLatin1String("MIX")) && taskType != QLatin1String("mix");
    QList<PipeShare> out;
    for (const PipeDef &p : pipes()) {
        if (p.signal.isEmpty())
            continue;
        const auto c = first(p.cubeRatios), v = first(p.vectorRatios);
        std::optional<double> value;
        if (reading.core == PipeReading::Cube)
            value = c;
        else if (reading.core == PipeReading::Vector)
            value = v;
        else if (p.id == QLatin1String("CUBE"))
            value = c;
        else if (vector)
            value = v ? v : c;
        else if (cube)
            value = c ? c : v;
        else
            value = c && v ? std::optional<double>(std::max(*c, *v)) : (c ? c : v);
        if (value)
            out.append({ p.id, p.signal, *value });
    }
    return out;
}

namespace {
// The pipe signals of one kernel or block, and its memory-bound ratio.
void pipeSignals(const AscendBackend &backend, const QMap<QString, MetricValue> &metrics, const PipeReading &reading,
    QMap<QString, Signal> &out)
{
    for (const PipeShare &p : backend.pipeShares(metrics, reading))
        out.insert(p.signal, { p.share, QString(), QString() });
    const double mte2 = out.value(QStringLiteral("pipe.mte2")).value;
    const double compute = std::max(out.value(QStringLiteral("pipe.cube")).value, out.value(QStringLiteral("pipe.vector")).value);
    if (out.contains(QStringLiteral("pipe.mte2")) && compute > 0)
        out.insert(QStringLiteral("memory_bound_ratio"),
            { mte2 / compute, QString(), QStringLiteral("mte2_ratio / max(mac_ratio, vec_ratio)") });
}
} // namespace

KernelSignals AscendBackend::deriveSignals(const KernelMeasurements &k, const HardwareModel &hw) const
{
    KernelSignals s;
    pipeSignals(*this, k.metrics, { PipeReading::Kernel, k.taskType, {} }, s.values);
    for (const BlockMetrics &b : k.blocks) {
        BlockSignals bs { b.block, b.subBlock, {} };
        pipeSignals(*this, b.metrics, { PipeReading::Kernel, k.taskType, b.subBlock }, bs.values);
        if (!bs.values.isEmpty())
            s.blocks.append(bs);
    }
    const int cores = isVectorTask(k.taskType) && hw.vectorCores > 0 ? hw.vectorCores : hw.cores;
    if (k.blockDim > 0) {
        put(s, "block_dim", k.blockDim, QString());
        if (cores > 0) {
            put(s, "cores", cores, hw.name);
            put(s, "blocks_per_core", double(k.blockDim) / cores, QString());
        }
    }
    // UB and L2 figures as the tables give them.
    for (auto it = k.metrics.cbegin(); it != k.metrics.cend(); ++it) {
        const QString &n = it.key();
        if (n.contains(QLatin1String("_ub_")) || n.contains(QLatin1String("UB_")) || n.contains(QLatin1String("hit_rate"))
            || n.contains(QLatin1String("cache_hit")) || n.contains(QLatin1String("_l2_")))
            s.values.insert(n, { it->value, it->unit, n });
    }
    if (!s.values.contains(QStringLiteral("pipe.mte2")) && !s.values.contains(QStringLiteral("pipe.vector"))
        && !s.values.contains(QStringLiteral("pipe.cube")))
        return s;
    const double ratio = s.values.value(QStringLiteral("memory_bound_ratio")).value;
    const double scalar = s.values.value(QStringLiteral("pipe.scalar")).value;
    const double compute
        = std::max(s.values.value(QStringLiteral("pipe.cube")).value, s.values.value(QStringLiteral("pipe.vector")).value);
    if (ratio > 1)
        s.bottleneck = QStringLiteral("memory-bound");
    else if (scalar > compute && scalar >= 0.3)
        s.bottleneck = QStringLiteral("scalar-fallback");
    else if (compute >= 0.6)
        s.bottleneck = QStringLiteral("compute-bound");
    else
        s.bottleneck = QStringLiteral("latency-bound");
    return s;
}

// The pipe that dominates the kernel's time decides (hicann/cannbot-skills@bf127333
// ops/ops-profiling/references/msprof-guide.md), read from the kernel's ascend.* facts (docs/facts.md).
QString AscendBackend::factsBottleneck(const Facts &facts, QStringList &cited) const
{
    auto ratio = [&](const char *name) { return facts.number(QStringLiteral("ascend.") + QLatin1String(name), -1); };
    const double scalar = qMax(ratio("aiv_scalar_ratio"), ratio("aic_scalar_ratio"));
    const double vec = ratio("aiv_vec_ratio");
    const double mac = ratio("aic_mac_ratio");
    const double mte2 = qMax(ratio("aiv_mte2_ratio"), ratio("aic_mte2_ratio"));
    const double mte3 = ratio("aiv_mte3_ratio");
    const double memBound = ratio("memory_bound_ratio");
    const qsizetype before = cited.size();
    for (const char *n : { "aiv_scalar_ratio", "aic_scalar_ratio", "aiv_vec_ratio", "aic_mac_ratio", "aiv_mte2_ratio",
             "aic_mte2_ratio", "aiv_mte3_ratio", "memory_bound_ratio" })
        if (facts.has(QStringLiteral("ascend.") + QLatin1String(n)))
            cited << QStringLiteral("ascend.") + QLatin1String(n);
    if (cited.size() == before)
        return {};
    if (scalar >= 0.5 && scalar >= vec && scalar >= mac)
        return QStringLiteral("scalar-fallback");
    if (memBound > 1.0 || (mte2 >= 0 && mte2 >= qMax(vec, mac) && mte2 > 0.3) || (mte3 > 0.5 && mte3 > qMax(vec, mac)))
        return QStringLiteral("memory-bound");
    if (qMax(vec, mac) >= 0.6)
        return QStringLiteral("compute-bound");
    return QStringLiteral("latency-bound");
}

} // namespace Lowerscope
