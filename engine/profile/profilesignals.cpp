// SPDX-License-Identifier: MIT
#include "profilesignals.h"

#include "pipes.h"

#include "core/backendregistry.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace Lowerscope {

namespace {

std::optional<double> value(const Kernel &k, const char *name)
{
    const auto it = k.metrics.constFind(QLatin1String(name));
    if (it == k.metrics.cend())
        return std::nullopt;
    return it->value;
}
std::optional<double> si(const Kernel &k, const char *name)
{
    const auto it = k.metrics.constFind(QLatin1String(name));
    if (it == k.metrics.cend())
        return std::nullopt;
    return it->hasSi ? it->si : it->value;
}

void put(KernelSignals &s, const char *name, double v, const char *unit, const QString &basis)
{
    s.values.insert(QLatin1String(name), {v, QLatin1String(unit), basis});
}

// Launch resources and spills (`--page raw` names; `--page details` as "Section/Label/Name").
void launchSignals(const Kernel &k, bool haveOccupancy, KernelSignals &s)
{
    const struct {
        const char *signal, *unit;
        const char *names[3];
    } launch[] = {
        { "registers_per_thread", "", { "launch__registers_per_thread", "Launch Statistics/Registers Per Thread", nullptr } },
        { "waves_per_sm", "", { "launch__waves_per_multiprocessor", "Launch Statistics/Waves Per SM", nullptr } },
        { "theoretical_occupancy_pct", "%",
            { "sm__maximum_warps_per_active_cycle_pct", "Occupancy/Theoretical Occupancy",
                "Launch Statistics/Theoretical Occupancy" } },
        { "spill_requests", "", { "derived__local_spilling_requests", nullptr, nullptr } },
        { "spill_requests_pct", "%", { "derived__local_spilling_requests_pct", nullptr, nullptr } },
        { "spill_instructions", "", { "sass__inst_executed_register_spilling", nullptr, nullptr } },
        { "local_loads", "",
            { "smsp__sass_inst_executed_op_local_ld.sum",
                "Memory Workload Analysis Chart/Memory Chart/smsp__sass_inst_executed_op_local_ld.sum", nullptr } },
        { "local_stores", "", { "smsp__sass_inst_executed_op_local_st.sum", nullptr, nullptr } },
    };
    for (const auto &l : launch)
        for (const char *n : l.names)
            if (n) {
                if (const auto v = value(k, n)) {
                    put(s, l.signal, *v, l.unit, QLatin1String(n));
                    break;
                }
            }
    for (const char *n : { "Occupancy/Achieved Occupancy", "Launch Statistics/Achieved Occupancy" })
        if (!haveOccupancy && !s.values.contains(QStringLiteral("occupancy_pct")))
            if (const auto v = value(k, n))
                put(s, "occupancy_pct", *v, "%", QLatin1String(n));
}

// Measured traffic that tells a cause from its symptom (docs/facts.md): idle SMs, excess global sectors,
// excess shared wavefronts, how busy the shared-memory data path is, and how much of the requested global
// data DRAM supplied.
void trafficSignals(const Kernel &k, const HardwareModel &hw, KernelSignals &s)
{
    // Idle SMs: a grid of fewer blocks than the device has SMs leaves the rest without work. Fewer than one
    // wave with at least one block per SM is partial occupancy, not idle SMs (launch__waves_per_multiprocessor
    // counts blocks against every SM's block slots).
    const auto blocks = si(k, "launch__grid_size");
    const double sms = value(k, "device__attribute_multiprocessor_count").value_or(hw.cores);
    if (blocks && *blocks > 0 && sms > 0) {
        put(s, "grid_blocks", *blocks, "", QStringLiteral("launch__grid_size"));
        put(s, "sm_count", sms, "", k.metrics.contains(QStringLiteral("device__attribute_multiprocessor_count"))
                ? QStringLiteral("device__attribute_multiprocessor_count") : hw.name);
        put(s, "idle_sm_pct", 100.0 * std::max(0.0, 1.0 - *blocks / sms), "%",
            QStringLiteral("launch__grid_size / device__attribute_multiprocessor_count"));
    }
    // Excess L2 sectors of global accesses over the ideal for the bytes the instructions asked for (Nsight
    // Compute's SourceCounters: what UncoalescedGlobalAccess reports).
    const auto sectors = si(k, "memory_l2_theoretical_sectors_global");
    const auto ideal = si(k, "memory_l2_theoretical_sectors_global_ideal");
    if (sectors && ideal && *sectors > 0)
        put(s, "global_excess_pct", 100.0 * std::max(0.0, *sectors - *ideal) / *sectors, "%",
            QStringLiteral("memory_l2_theoretical_sectors_global(_ideal)"));
    // Excess shared-memory wavefronts: over the ideal, or the bank conflicts counted by the L1 data pipe.
    const auto wave = si(k, "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum");
    const auto waveMem = si(k, "memory_l1_wavefronts_shared");
    const auto waveIdeal = si(k, "memory_l1_wavefronts_shared_ideal");
    const auto conflicts = si(k, "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum");
    double excess = -1;
    if (waveMem && waveIdeal && *waveMem > 0)
        excess = std::max(0.0, *waveMem - *waveIdeal) / *waveMem;
    if (conflicts && wave && *wave > 0)
        excess = std::max(excess, std::min(1.0, *conflicts / *wave));
    if (excess >= 0)
        put(s, "shared_excess_pct", 100.0 * excess, "%",
            QStringLiteral("memory_l1_wavefronts_shared(_ideal), l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum"));
    if (const auto pipe = value(k, "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum.pct_of_peak_sustained_elapsed"))
        put(s, "shared_pipe_pct", *pipe, "%", QStringLiteral("l1tex__data_pipe_lsu_wavefronts_mem_shared.sum.pct_of_peak_sustained_elapsed"));
    // DRAM bytes read per byte the global loads requested (32-byte sectors at L1): at most 1/P when a kernel
    // that reads its data in P passes gets the repeats from L1 or L2.
    const auto dramRead = si(k, "dram__bytes_read.sum");
    const auto requested = si(k, "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum");
    if (dramRead)
        put(s, "dram_read_bytes", *dramRead, "B", QStringLiteral("dram__bytes_read.sum"));
    if (const auto dramWrite = si(k, "dram__bytes_write.sum"))
        put(s, "dram_write_bytes", *dramWrite, "B", QStringLiteral("dram__bytes_write.sum"));
    if (dramRead && requested && *requested > 0)
        put(s, "dram_read_per_request_pct", 100.0 * *dramRead / (*requested * 32.0), "%",
            QStringLiteral("dram__bytes_read.sum / (l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum × 32 B)"));
}

// Nsight Compute: speed of light, occupancy, achieved bandwidth and FLOP/s, stall reasons, rule verdicts.
void nvidiaSignals(const Kernel &k, const HardwareModel &hw, KernelSignals &s)
{
    const auto durationS = si(k, "gpu__time_duration.sum");
    const auto memSol = value(k, "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed");
    const auto dram = value(k, "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed");
    const auto sm = value(k, "sm__throughput.avg.pct_of_peak_sustained_elapsed");
    const auto occupancy = value(k, "sm__warps_active.avg.pct_of_peak_sustained_active");
    if (durationS)
        put(s, "duration", *durationS * 1e6, "us", QStringLiteral("gpu__time_duration.sum"));
    if (memSol)
        put(s, "memory_sol_pct", *memSol, "%", QStringLiteral("gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed"));
    if (dram)
        put(s, "dram_pct", *dram, "%", QStringLiteral("gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed"));
    if (sm)
        put(s, "sm_pct", *sm, "%", QStringLiteral("sm__throughput.avg.pct_of_peak_sustained_elapsed"));
    if (occupancy)
        put(s, "occupancy_pct", *occupancy, "%", QStringLiteral("sm__warps_active.avg.pct_of_peak_sustained_active"));
    launchSignals(k, occupancy.has_value(), s);
    trafficSignals(k, hw, s);
    const double bytes = si(k, "dram__bytes_read.sum").value_or(0) + si(k, "dram__bytes_write.sum").value_or(0);
    // FLOPs: tensor-core ops as counted by sm__ops_path_tensor_op_*, plus FP add/mul (1) and FMA (2) per thread.
    double flops = 0, tensorFlops = 0;
    static const QRegularExpression tensorRe(QStringLiteral(R"(^sm__ops_path_tensor_op_\w+\.sum$)"));
    for (auto it = k.metrics.cbegin(); it != k.metrics.cend(); ++it)
        if (tensorRe.match(it.key()).hasMatch())
            tensorFlops += it->value;
    const double cycles = value(k, "smsp__cycles_elapsed.avg").value_or(0);
    for (const char *op : {"fadd", "fmul", "ffma", "hadd", "hmul", "hfma", "dadd", "dmul", "dfma"}) {
        const QString name = QStringLiteral("smsp__sass_thread_inst_executed_op_%1_pred_on.sum.per_cycle_elapsed").arg(QLatin1String(op));
        const double perCycle = k.metrics.value(name).value;
        flops += perCycle * cycles * (QByteArrayView(op).endsWith("fma") ? 2 : 1);
    }
    flops += tensorFlops;
    if (durationS && *durationS > 0) {
        if (bytes > 0) {
            const double bw = bytes / *durationS;
            put(s, "achieved_bandwidth", bw, "B/s", QStringLiteral("dram__bytes_read.sum + dram__bytes_write.sum"));
            if (hw.memoryBandwidth > 0)
                put(s, "bandwidth_pct_of_peak", 100.0 * bw / hw.memoryBandwidth, "%", hw.name);
        }
        if (flops > 0) {
            const double fs = flops / *durationS;
            const double peak = tensorFlops > 0 ? hw.peakTensorFp16 : hw.peakFp32;
            put(s, "achieved_flops", fs, "FLOP/s", QStringLiteral("sm__ops_path_tensor_op_*, smsp__sass_thread_inst_executed_op_*"));
            if (peak > 0)
                put(s, "flops_pct_of_peak", 100.0 * fs / peak, "%", hw.name);
        }
        if (bytes > 0 && flops > 0) {
            put(s, "arithmetic_intensity", flops / bytes, "FLOP/B", QString());
            put(s, "ridge_point", hw.ridgePoint(tensorFlops > 0 ? hw.peakTensorFp16 : hw.peakFp32), "FLOP/B", hw.name);
        }
    }
    static const QRegularExpression stallRe(QStringLiteral(R"(^smsp__average_warps_issue_stalled_(\w+)_per_issue_active\.ratio$)"));
    for (auto it = k.metrics.cbegin(); it != k.metrics.cend(); ++it) {
        const auto m = stallRe.match(it.key());
        if (m.hasMatch() && m.captured(1) != QLatin1String("selected") && it->value > 0)
            s.topStalls.append({m.captured(1), it->value});
    }
    std::sort(s.topStalls.begin(), s.topStalls.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    if (s.topStalls.size() > 3)
        s.topStalls.resize(3);
    for (const RuleResult &r : k.rules)
        if (r.type != QLatin1String("INF"))
            s.rules.append(r);
    std::stable_sort(s.rules.begin(), s.rules.end(), [](const RuleResult &a, const RuleResult &b) { return a.estimatedSpeedup > b.estimatedSpeedup; });

    const double mem = std::max(memSol.value_or(0), dram.value_or(0));
    if (!memSol && !sm)
        return;
    if (mem >= 60 || sm.value_or(0) >= 60)
        s.bottleneck = mem >= sm.value_or(0) ? QStringLiteral("memory-bound") : QStringLiteral("compute-bound");
    else if (durationS && *durationS < LaunchBoundUs * 1e-6)
        s.bottleneck = QStringLiteral("launch-bound");
    else
        s.bottleneck = QStringLiteral("latency-bound");
}

// Ascend pipe ratios of one set of metrics (a kernel or a block): the AIC side for cube work, the AIV side
// for vector work, the larger of both for MIX kernels.
void pipeRatios(const QMap<QString, MetricValue> &m, const QString &taskType, QMap<QString, Signal> &out)
{
    const bool vector = taskType.contains(QLatin1String("VECTOR")) || taskType.contains(QLatin1String("AIV")) || taskType == QLatin1String("vector");
    const bool cube = !vector && !taskType.contains(QLatin1String("MIX")) && taskType != QLatin1String("mix");
    const auto first = [&](const QStringList &names) -> std::optional<double> {
        for (const QString &n : names)
            if (const auto it = m.constFind(n); it != m.cend())
                return it->value;
        return std::nullopt;
    };
    for (const AscendPipe &p : ascendPipes()) {
        if (p.signal.isEmpty())
            continue;
        const auto c = first(p.cubeRatios), v = first(p.vectorRatios);
        std::optional<double> value;
        if (p.id == QLatin1String("CUBE"))
            value = c; // cube work runs on the AIC only
        else if (vector)
            value = v ? v : c;
        else if (cube)
            value = c ? c : v;
        else
            value = c && v ? std::optional<double>(std::max(*c, *v)) : (c ? c : v);
        if (value)
            out.insert(p.signal, {*value, QString(), QString()});
    }
    const double mte2 = out.value(QStringLiteral("pipe.mte2")).value;
    const double compute = std::max(out.value(QStringLiteral("pipe.cube")).value, out.value(QStringLiteral("pipe.vector")).value);
    if (out.contains(QStringLiteral("pipe.mte2")) && compute > 0)
        out.insert(QStringLiteral("memory_bound_ratio"), {mte2 / compute, QString(), QStringLiteral("mte2_ratio / max(mac_ratio, vec_ratio)")});
}

void ascendSignals(const Kernel &k, const HardwareModel &hw, KernelSignals &s)
{
    pipeRatios(k.metrics, k.taskType, s.values);
    for (const BlockMetrics &b : k.blocks) {
        BlockSignals bs{b.block, b.subBlock, {}};
        pipeRatios(b.metrics, b.subBlock.startsWith(QLatin1String("vector")) ? QStringLiteral("AI_VECTOR_CORE")
                                  : b.subBlock.startsWith(QLatin1String("cube")) ? QStringLiteral("AI_CORE") : k.taskType,
                   bs.values);
        if (!bs.values.isEmpty())
            s.blocks.append(bs);
    }
    const bool vector = k.taskType.contains(QLatin1String("VECTOR")) || k.taskType.contains(QLatin1String("AIV")) || k.taskType == QLatin1String("vector");
    const int cores = vector && hw.vectorCores > 0 ? hw.vectorCores : hw.cores;
    if (k.blockDim > 0) {
        put(s, "block_dim", k.blockDim, "", QString());
        if (cores > 0) {
            put(s, "cores", cores, "", hw.name);
            put(s, "blocks_per_core", double(k.blockDim) / cores, "", QString());
        }
    }
    // UB and L2 figures as the tables give them.
    for (auto it = k.metrics.cbegin(); it != k.metrics.cend(); ++it) {
        const QString &n = it.key();
        if (n.contains(QLatin1String("_ub_")) || n.contains(QLatin1String("UB_")) || n.contains(QLatin1String("hit_rate")) || n.contains(QLatin1String("cache_hit"))
            || n.contains(QLatin1String("_l2_")))
            s.values.insert(n, {it->value, it->unit, n});
    }
    if (!s.values.contains(QStringLiteral("pipe.mte2")) && !s.values.contains(QStringLiteral("pipe.vector")) && !s.values.contains(QStringLiteral("pipe.cube")))
        return;
    const double ratio = s.values.value(QStringLiteral("memory_bound_ratio")).value;
    const double scalar = s.values.value(QStringLiteral("pipe.scalar")).value;
    const double compute = std::max(s.values.value(QStringLiteral("pipe.cube")).value, s.values.value(QStringLiteral("pipe.vector")).value);
    if (ratio > 1)
        s.bottleneck = QStringLiteral("memory-bound");
    else if (scalar > compute && scalar >= 0.3)
        s.bottleneck = QStringLiteral("scalar-fallback");
    else if (compute >= 0.6)
        s.bottleneck = QStringLiteral("compute-bound");
    else
        s.bottleneck = QStringLiteral("latency-bound");
}

void addTraitsOf(const Kernel &k, ProfileTraits &t)
{
    for (auto it = k.metrics.cbegin(); it != k.metrics.cend(); ++it)
        t.metricNames.append(it.key());
    t.hasTaskTypes = t.hasTaskTypes || !k.taskType.isEmpty();
    t.hasBlocks = t.hasBlocks || !k.blocks.isEmpty();
}

} // namespace

ProfileTraits profileTraits(const Profile &profile)
{
    ProfileTraits t;
    t.device = profile.device;
    t.formats = profile.formats;
    for (const Kernel &k : profile.kernels)
        addTraitsOf(k, t);
    t.metricNames.removeDuplicates();
    return t;
}

ProfileTraits kernelTraits(const Profile &profile, const Kernel &kernel)
{
    ProfileTraits t;
    t.device = profile.device;
    addTraitsOf(kernel, t);
    return t;
}

QString profileBackend(const Profile &profile)
{
    const BackendInterface *b = BackendRegistry::instance().claimProfile(profileTraits(profile)).backend();
    return b ? b->id() : QString();
}

HardwareModel ProfileSignals::hardwareFor(const Profile &profile)
{
    return BackendRegistry::instance().hardwareFor(profileTraits(profile));
}

KernelSignals ProfileSignals::forKernel(const Profile &profile, const Kernel &k, const HardwareModel &hw)
{
    KernelSignals s;
    // Each backend's profilers measure different things: the kernel's claimed backend says which reading applies.
    const BackendInterface *backend = BackendRegistry::instance().claimProfile(kernelTraits(profile, k)).backend();
    if (backend && backend->id() == QLatin1String("ascend"))
        ascendSignals(k, hw, s);
    else
        nvidiaSignals(k, hw, s);
    if (s.bottleneck.isEmpty() && k.launches > 0 && k.meanUs() > 0 && k.meanUs() < 5 && k.metrics.isEmpty())
        s.bottleneck = QStringLiteral("launch-bound");
    return s;
}

ProfileSignals ProfileSignals::compute(const Profile &profile, const HardwareModel *hardware)
{
    ProfileSignals out;
    out.hardware = hardware ? *hardware : hardwareFor(profile);
    for (const Kernel &k : profile.kernels) {
        KernelSignals s = forKernel(profile, k, out.hardware);
        if (!s.isEmpty())
            out.kernels.insert(k.name, s);
    }
    return out;
}

QJsonObject KernelSignals::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("bottleneck"), bottleneck.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(bottleneck));
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        QJsonObject v{{QStringLiteral("value"), it->value}};
        if (!it->unit.isEmpty())
            v.insert(QStringLiteral("unit"), it->unit);
        o.insert(it.key(), v);
    }
    if (!topStalls.isEmpty()) {
        QJsonArray a;
        for (const auto &st : topStalls)
            a.append(QJsonObject{{QStringLiteral("reason"), st.first}, {QStringLiteral("cycles_per_issue"), st.second}});
        o.insert(QStringLiteral("top_stalls"), a);
    }
    if (!rules.isEmpty()) {
        QJsonArray a;
        for (const RuleResult &r : rules)
            a.append(QJsonObject{{QStringLiteral("rule"), r.name}, {QStringLiteral("type"), r.type}, {QStringLiteral("section"), r.section},
                                 {QStringLiteral("estimated_speedup_pct"), r.estimatedSpeedup}, {QStringLiteral("speedup_type"), r.speedupType},
                                 {QStringLiteral("file"), r.artifact}, {QStringLiteral("line"), r.line}, {QStringLiteral("message"), r.description}});
        o.insert(QStringLiteral("rules"), a);
    }
    if (!blocks.isEmpty()) {
        QJsonArray a;
        for (const BlockSignals &b : blocks) {
            QJsonObject bo{{QStringLiteral("block_id"), b.block}, {QStringLiteral("sub_block_id"), b.subBlock}};
            for (auto it = b.values.cbegin(); it != b.values.cend(); ++it)
                bo.insert(it.key(), it->value);
            a.append(bo);
        }
        o.insert(QStringLiteral("blocks"), a);
    }
    return o;
}

const Kernel *matchKernel(const Profile &profile, const QString &name)
{
    if (const Kernel *k = profile.findKernel(name))
        return k;
    for (const Kernel &k : profile.kernels)
        if (k.name.endsWith(name) || name.endsWith(k.name))
            return &k;
    for (const Kernel &k : profile.kernels)
        if (k.name.contains(name))
            return &k;
    return nullptr;
}

} // namespace Lowerscope
