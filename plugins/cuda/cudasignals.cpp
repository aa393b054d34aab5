// SPDX-License-Identifier: MIT
// What Nsight Compute's measurements mean on an NVIDIA GPU (docs/diagnosis.md, "Backends answer for themselves"):
// the L2 signals and bottleneck of a kernel, the rules and stall reasons each cause category produces, the
// compute capability a target string names.
#include "cudabackend.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <optional>

namespace Lowerscope {

namespace {

std::optional<double> value(const KernelMeasurements &k, const char *name)
{
    const auto it = k.metrics.constFind(QLatin1String(name));
    if (it == k.metrics.cend())
        return std::nullopt;
    return it->value;
}
std::optional<double> si(const KernelMeasurements &k, const char *name)
{
    const auto it = k.metrics.constFind(QLatin1String(name));
    if (it == k.metrics.cend())
        return std::nullopt;
    return it->hasSi ? it->si : it->value;
}

void put(KernelSignals &s, const char *name, double v, const char *unit, const QString &basis)
{
    s.values.insert(QLatin1String(name), { v, QLatin1String(unit), basis });
}

// Launch resources and spills (`--page raw` names; `--page details` as "Section/Label/Name").
void launchSignals(const KernelMeasurements &k, bool haveOccupancy, KernelSignals &s)
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
void trafficSignals(const KernelMeasurements &k, const HardwareModel &hw, KernelSignals &s)
{
    // Idle SMs: a grid of fewer blocks than the device has SMs leaves the rest without work. Fewer than one
    // wave with at least one block per SM is partial occupancy, not idle SMs (launch__waves_per_multiprocessor
    // counts blocks against every SM's block slots).
    const auto blocks = si(k, "launch__grid_size");
    const double sms = value(k, "device__attribute_multiprocessor_count").value_or(hw.cores);
    if (blocks && *blocks > 0 && sms > 0) {
        put(s, "grid_blocks", *blocks, "", QStringLiteral("launch__grid_size"));
        put(s, "sm_count", sms, "",
            k.metrics.contains(QStringLiteral("device__attribute_multiprocessor_count"))
                ? QStringLiteral("device__attribute_multiprocessor_count")
                : hw.name);
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
        put(s, "shared_pipe_pct", *pipe, "%",
            QStringLiteral("l1tex__data_pipe_lsu_wavefronts_mem_shared.sum.pct_of_peak_sustained_elapsed"));
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
void nvidiaSignals(const KernelMeasurements &k, const HardwareModel &hw, KernelSignals &s)
{
    const auto durationS = si(k, "gpu__time_duration.sum");
    const auto memSol = value(k, "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed");
    const auto dram = value(k, "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed");
    const auto sm = value(k, "sm__throughput.avg.pct_of_peak_sustained_elapsed");
    const auto occupancy = value(k, "sm__warps_active.avg.pct_of_peak_sustained_active");
    if (durationS)
        put(s, "duration", *durationS * 1e6, "us", QStringLiteral("gpu__time_duration.sum"));
    if (memSol)
        put(s, "memory_sol_pct", *memSol, "%",
            QStringLiteral("gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed"));
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
    for (const char *op : { "fadd", "fmul", "ffma", "hadd", "hmul", "hfma", "dadd", "dmul", "dfma" }) {
        const QString name
            = QStringLiteral("smsp__sass_thread_inst_executed_op_%1_pred_on.sum.per_cycle_elapsed").arg(QLatin1String(op));
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
            put(s, "achieved_flops", fs, "FLOP/s",
                QStringLiteral("sm__ops_path_tensor_op_*, smsp__sass_thread_inst_executed_op_*"));
            if (peak > 0)
                put(s, "flops_pct_of_peak", 100.0 * fs / peak, "%", hw.name);
        }
        if (bytes > 0 && flops > 0) {
            put(s, "arithmetic_intensity", flops / bytes, "FLOP/B", QString());
            put(s, "ridge_point", hw.ridgePoint(tensorFlops > 0 ? hw.peakTensorFp16 : hw.peakFp32), "FLOP/B", hw.name);
        }
    }
    static const QRegularExpression stallRe(
        QStringLiteral(R"(^smsp__average_warps_issue_stalled_(\w+)_per_issue_active\.ratio$)"));
    for (auto it = k.metrics.cbegin(); it != k.metrics.cend(); ++it) {
        const auto m = stallRe.match(it.key());
        if (m.hasMatch() && m.captured(1) != QLatin1String("selected") && it->value > 0)
            s.topStalls.append({ m.captured(1), it->value });
    }
    std::sort(s.topStalls.begin(), s.topStalls.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    if (s.topStalls.size() > 3)
        s.topStalls.resize(3);
    for (const RuleResult &r : k.rules)
        if (r.type != QLatin1String("INF"))
            s.rules.append(r);
    std::stable_sort(s.rules.begin(), s.rules.end(),
        [](const RuleResult &a, const RuleResult &b) { return a.estimatedSpeedup > b.estimatedSpeedup; });

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

// Nsight Compute rules whose estimated speedup is the time a cause of that category costs
// (Nsight Compute Profiling Guide, "Rules"; the rule identifiers as `ncu --csv --page details` prints them).
const QHash<QString, QStringList> &rulesOf()
{
    static const QHash<QString, QStringList> map {
        // Excess sectors (the rules' measure) are what strided access, scalar loops, one-element programs and
        // narrow masked accesses all produce: each of these causes explains that time.
        { QStringLiteral("uncoalesced-access"),
            { QStringLiteral("UncoalescedGlobalAccess"), QStringLiteral("MemoryCacheAccessPattern") } },
        { QStringLiteral("scalar-loop"),
            { QStringLiteral("UncoalescedGlobalAccess"), QStringLiteral("MemoryCacheAccessPattern") } },
        { QStringLiteral("grid-oversubscription"),
            { QStringLiteral("UncoalescedGlobalAccess"), QStringLiteral("MemoryCacheAccessPattern") } },
        { QStringLiteral("missed-vectorization"),
            { QStringLiteral("UncoalescedGlobalAccess"), QStringLiteral("MemoryCacheAccessPattern") } },
        { QStringLiteral("shared-bank-conflicts"),
            { QStringLiteral("SharedMemoryConflicts"), QStringLiteral("UncoalescedSharedAccess") } },
        // Theoretical occupancy is what registers, shared memory and the block size limit (docs/diagnosis.md
        // categories: low-occupancy); achieved below theoretical is the grid's doing (waves, tail, imbalance).
        { QStringLiteral("low-occupancy"), { QStringLiteral("TheoreticalOccupancy") } },
        { QStringLiteral("grid-undersubscription"),
            { QStringLiteral("LaunchConfiguration"), QStringLiteral("WorkloadImbalance"), QStringLiteral("AchievedOccupancy") } },
        { QStringLiteral("latency-bound"), { QStringLiteral("CPIStall"), QStringLiteral("IssueSlotUtilization") } },
    };
    return map;
}

// Warp stall reasons (Nsight Compute, WarpStateStats: smsp__average_warps_issue_stalled_<reason>) that a
// cause of each category produces.
const QHash<QString, QStringList> &stallsOf()
{
    static const QHash<QString, QStringList> map {
        { QStringLiteral("uncoalesced-access"), { QStringLiteral("long_scoreboard"), QStringLiteral("lg_throttle") } },
        { QStringLiteral("missed-vectorization"), { QStringLiteral("lg_throttle") } },
        { QStringLiteral("scalar-loop"), { QStringLiteral("long_scoreboard"), QStringLiteral("lg_throttle") } },
        { QStringLiteral("grid-oversubscription"), { QStringLiteral("long_scoreboard"), QStringLiteral("lg_throttle") } },
        // Without multi-buffering every iteration waits for its own loads, and the warps then meet at the
        // barrier that guards the shared tile: the exposed load latency shows as long_scoreboard and barrier.
        { QStringLiteral("no-pipelining"), { QStringLiteral("long_scoreboard"), QStringLiteral("barrier") } },
        { QStringLiteral("register-spills"), { QStringLiteral("long_scoreboard"), QStringLiteral("lg_throttle") } },
        { QStringLiteral("atomic-contention"),
            { QStringLiteral("lg_throttle"), QStringLiteral("membar"), QStringLiteral("long_scoreboard") } },
        { QStringLiteral("shared-bank-conflicts"), { QStringLiteral("mio_throttle"), QStringLiteral("short_scoreboard") } },
        { QStringLiteral("layout-conversion-overhead"),
            { QStringLiteral("barrier"), QStringLiteral("short_scoreboard"), QStringLiteral("mio_throttle") } },
        { QStringLiteral("sync-overhead"), { QStringLiteral("barrier"), QStringLiteral("membar") } },
        { QStringLiteral("missed-tensor-core"),
            { QStringLiteral("math_pipe_throttle"), QStringLiteral("mio_throttle"), QStringLiteral("short_scoreboard") } },
    };
    return map;
}

} // namespace

KernelSignals CudaBackend::deriveSignals(const KernelMeasurements &k, const HardwareModel &hw) const
{
    KernelSignals s;
    nvidiaSignals(k, hw, s);
    return s;
}

// Nsight Compute rules (its rule files sections/*.py, https://docs.nvidia.com/nsight-compute/ProfilingGuide/) and the category
// each one points at.
QString CudaBackend::ruleCategory(const QString &rule) const
{
    static const QHash<QString, QString> map {
        { QStringLiteral("UncoalescedGlobalAccess"), QStringLiteral("uncoalesced-access") },
        { QStringLiteral("UncoalescedSharedAccess"), QStringLiteral("shared-bank-conflicts") },
        { QStringLiteral("SharedMemoryConflicts"), QStringLiteral("shared-bank-conflicts") },
        { QStringLiteral("TheoreticalOccupancy"), QStringLiteral("low-occupancy") },
        { QStringLiteral("AchievedOccupancy"), QStringLiteral("grid-undersubscription") },
        { QStringLiteral("LaunchConfiguration"), QStringLiteral("grid-undersubscription") },
        { QStringLiteral("WorkloadImbalance"), QStringLiteral("grid-undersubscription") },
        { QStringLiteral("MemoryCacheAccessPattern"), QStringLiteral("uncoalesced-access") },
    };
    return map.value(rule);
}

QStringList CudaBackend::rulesFor(const QString &category) const
{
    return rulesOf().value(category);
}

QStringList CudaBackend::stallsFor(const QString &category) const
{
    return stallsOf().value(category);
}

// "arch": "sm90", or "target": "cuda:90", "GPUTarget(backend='cuda', arch=90, ...)" or {"backend", "arch": 90}.
int CudaBackend::computeCapability(const QString &target) const
{
    static const QRegularExpression digits(QStringLiteral("(?:^sm_?|arch=|cuda:|^)(\\d+)a?\\b"));
    const auto m = digits.match(target);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

} // namespace Lowerscope
