// SPDX-License-Identifier: MIT
// Impact: the share of the kernel's time a finding explains, estimated from measurements (Nsight Compute's
// own estimated speedups, stall shares, the roofline gap, Ascend pipe ratios) and, when nothing is
// measured, from the evidence that proves the cause (a decisive compiler remark) or the pattern's prior.
// Ranking, severity and the "does this cause explain the bottleneck" test read it (docs/diagnosis.md).
#include "core/backend.h"
#include "levels.h"
#include "profile/profilesignals.h"

#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace Lowerscope {

namespace {

// The profiler rules and stall reasons a cause of CATEGORY produces, as the kernel's target names them
// (BackendInterface::rulesFor, stallsFor: Nsight Compute's on CUDA); none where no backend is loaded.
QStringList rulesOf(const EvidenceBundle &k, const QString &category)
{
    const BackendInterface *target = targetOf(k);
    return target ? target->rulesFor(category) : QStringList();
}
QStringList stallsOf(const EvidenceBundle &k, const QString &category)
{
    const BackendInterface *target = targetOf(k);
    return target ? target->stallsFor(category) : QStringList();
}

// Warps a core holds at most and the warp schedulers that issue them: the device's own count where the
// profile reports it, else the target's hardware model (HardwareModel::maxWarpsPerCore, schedulersPerCore).
struct WarpSlots {
    double maxWarps = 0;
    double schedulers = 0;
};
WarpSlots warpSlots(const EvidenceBundle &k)
{
    const BackendInterface *target = targetOf(k);
    const HardwareModel hw = target ? target->hardwareFor(DeviceInfo {}) : HardwareModel {};
    return { k.facts.number(QStringLiteral("metric.device__attribute_max_warps_per_multiprocessor"), hw.maxWarpsPerCore),
        double(hw.schedulersPerCore) };
}

// Causes that keep a kernel away from both roofs (too little work in flight): they cannot explain more
// than the measured gap to the nearer roof.
bool isLatencyCause(const QString &c)
{
    static const QStringList list { QStringLiteral("no-pipelining"), QStringLiteral("low-occupancy"),
        QStringLiteral("grid-undersubscription"), QStringLiteral("scalar-loop"), QStringLiteral("sync-overhead"),
        QStringLiteral("layout-conversion-overhead"), QStringLiteral("shared-bank-conflicts"),
        QStringLiteral("missed-vectorization") };
    return list.contains(c);
}

// A number as QString::arg(double) prints it, for the arguments of ladderText (the English stays as it was).
QString num(double v)
{
    return QStringLiteral("%1").arg(v);
}

double priorFor(const QString &severity)
{
    return severity == QLatin1String("high")  ? 0.5
        : severity == QLatin1String("medium") ? 0.25
        : severity == QLatin1String("low")    ? 0.1
                                              : 0.02;
}

struct Estimate {
    double value = -1;
    QString basis;
    void offer(double v, const QString &b)
    {
        if (v > value) {
            value = v;
            basis = b;
        }
    }
};

// Share of all stall cycles that REASONS account for, from the raw stall metrics.
double stallShare(const EvidenceBundle &k, const QStringList &reasons, QString *top)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^metric\.smsp__average_warps_issue_stalled_(\w+)_per_issue_active\.ratio$)"));
    double total = 0, mine = 0, best = 0;
    for (auto it = k.facts.values.cbegin(); it != k.facts.values.cend(); ++it) {
        if (!it.key().startsWith(QLatin1String("metric.smsp__average_warps_issue_stalled_")))
            continue;
        const auto m = re.match(it.key());
        if (!m.hasMatch() || m.captured(1) == QLatin1String("selected") || m.captured(1) == QLatin1String("not_selected"))
            continue;
        const double v = it.value().toDouble();
        total += v;
        if (reasons.contains(m.captured(1))) {
            mine += v;
            if (v > best) {
                best = v;
                *top = m.captured(1);
            }
        }
    }
    return total > 0 ? mine / total : -1;
}

// The SASS instruction classes (docs/facts.md, sass.stall_share.<class>) a cause issues itself.
QStringList instructionClassesOf(const QString &category)
{
    if (category == QLatin1String("shared-bank-conflicts"))
        return { QStringLiteral("shared") };
    if (category == QLatin1String("layout-conversion-overhead"))
        return { QStringLiteral("shared"), QStringLiteral("barrier") };
    // (Not sync-overhead alone: a warp waiting at a barrier is sampled at the instruction after it.)
    return {};
}

// Whether a narrow access wastes sectors: only when a thread holds several elements along the fastest
// axis. With one element per thread the 32 lanes of a warp touch consecutive elements and use every sector
// they fetch; excess sectors then come from strides, not from the access width.
bool narrowAccessWastesSectors(const EvidenceBundle &k)
{
    return !k.facts.has(QStringLiteral("ttgir.size_per_thread.max"))
        || k.facts.number(QStringLiteral("ttgir.size_per_thread.max")) >= 2;
}

// The share of the PTX's instructions that do 64-bit integer arithmetic beyond forming addresses (a pointer
// add or a widening multiply is 64-bit in every kernel): 64-bit compares, shifts, multiplies, divisions
// and remainders on indices. Each costs two or more 32-bit SASS instructions (a 64-bit division a
// subroutine), so the share of the PTX understates their share of the issue slots. -1 without PTX.
double index64Share(const EvidenceBundle &k)
{
    const QString ptx = k.facts.stageText.value(QStringLiteral("ptx"));
    if (ptx.isEmpty())
        return -1;
    static const QRegularExpression instr(
        QStringLiteral(R"(^\s+(?:@!?%p\d+\s+)?([a-z]+(?:\.[a-z0-9]+)*)\s)"), QRegularExpression::MultilineOption);
    static const QRegularExpression wide(QStringLiteral(R"(\.(?:s64|u64|b64)(?:\.|$))"));
    int total = 0, index64 = 0;
    for (auto it = instr.globalMatch(ptx); it.hasNext();) {
        const QString op = it.next().captured(1);
        ++total;
        if (wide.match(op).hasMatch() && !op.startsWith(QLatin1String("add.s64")) && !op.startsWith(QLatin1String("mul.wide"))
            && !op.startsWith(QLatin1String("mov.")) && !op.startsWith(QLatin1String("cvta"))
            && !op.startsWith(QLatin1String("ld.")) && !op.startsWith(QLatin1String("st."))
            && !op.startsWith(QLatin1String("cp.")))
            ++index64;
    }
    return total > 0 ? double(index64) / total : -1;
}

} // namespace

bool ruleApplies(const EvidenceBundle &k, const QString &category, const QString &rule)
{
    // LaunchConfiguration and AchievedOccupancy speak of the grid; the grid is the cause only when SMs are idle.
    if ((rule == QLatin1String("LaunchConfiguration") || rule == QLatin1String("AchievedOccupancy")) && !gridLeavesSmsIdle(k))
        return false;
    // A limit on resident warps binds only when the SMs are filled to it: below one wave no SM holds as many
    // blocks as the limit allows, and where the achieved occupancy stays below the limit, so raising it
    // changes nothing.
    if (rule == QLatin1String("TheoreticalOccupancy") && (gridBelowOneWave(k) || !occupancyLimitReached(k)))
        return false;
    if (category == QLatin1String("missed-vectorization") && !narrowAccessWastesSectors(k))
        return false;
    return true;
}

double warpsPerScheduler(const EvidenceBundle &k)
{
    const double theoretical = k.facts.number(QStringLiteral("signal.theoretical_occupancy_pct"), -1);
    if (theoretical < 0)
        return 0; // unknown: Nsight's estimate stands
    const WarpSlots warp = warpSlots(k);
    if (warp.schedulers <= 0)
        return 0; // no hardware model: Nsight's estimate stands
    return theoretical / 100.0 * warp.maxWarps / warp.schedulers;
}

double idleSmShare(const EvidenceBundle &k)
{
    if (k.facts.has(QStringLiteral("signal.idle_sm_pct")))
        return k.facts.number(QStringLiteral("signal.idle_sm_pct")) / 100.0;
    return -1;
}

bool gridLeavesSmsIdle(const EvidenceBundle &k)
{
    const double idle = idleSmShare(k);
    if (idle >= 0)
        return idle > 0;
    // Without the grid size, less than one wave is the closest measure.
    return k.facts.number(QStringLiteral("signal.waves_per_sm"), 0) < 1;
}

bool occupancyLimitReached(const EvidenceBundle &k)
{
    // Nsight Compute's AchievedOccupancy rule fires when the measured occupancy falls short of the theoretical
    // one (scheduling overheads, tails, imbalance: the grid's doing); a theoretical occupancy of 100 % has no
    // limit to reach. A rule that did not fire (0) is no evidence either way.
    if (k.facts.number(QStringLiteral("rule.AchievedOccupancy"), 0) > 0)
        return false;
    return k.facts.number(QStringLiteral("signal.theoretical_occupancy_pct"), 0) < 100;
}

bool gridBelowOneWave(const EvidenceBundle &k)
{
    return k.facts.has(QStringLiteral("signal.waves_per_sm")) && k.facts.number(QStringLiteral("signal.waves_per_sm")) < 1;
}

double rooflineGap(const EvidenceBundle &k)
{
    const double mem = std::max(
        k.facts.number(QStringLiteral("signal.memory_sol_pct"), -1), k.facts.number(QStringLiteral("signal.dram_pct"), -1));
    const double sm = k.facts.number(QStringLiteral("signal.sm_pct"), -1);
    if (mem < 0 && sm < 0)
        return -1;
    return std::clamp(1.0 - std::max(mem, sm) / 100.0, 0.0, 1.0);
}

bool isMeasured(const EvidenceBundle &k)
{
    return k.facts.has(QStringLiteral("signal.bottleneck"));
}

QString severityForImpact(double impact)
{
    return impact >= 0.5 ? QStringLiteral("high")
        : impact >= 0.25 ? QStringLiteral("medium")
        : impact >= 0.05 ? QStringLiteral("low")
                         : QStringLiteral("info");
}

bool explainsBottleneck(const QString &category, const QString &bottleneck)
{
    if (bottleneck.isEmpty() || category == bottleneck)
        return true;
    static const QHash<QString, QStringList> explains {
        { QStringLiteral("memory-bound"),
            { QStringLiteral("uncoalesced-access"), QStringLiteral("missed-vectorization"),
                QStringLiteral("redundant-global-traffic"), QStringLiteral("register-spills"), QStringLiteral("discrete-access"),
                QStringLiteral("tail-misalignment"), QStringLiteral("atomic-contention"), QStringLiteral("scalar-loop"),
                QStringLiteral("grid-oversubscription") } },
        { QStringLiteral("compute-bound"),
            { QStringLiteral("missed-tensor-core"), QStringLiteral("scalar-fallback"), QStringLiteral("int64-indexing"),
                QStringLiteral("layout-conversion-overhead"), QStringLiteral("shared-bank-conflicts"),
                QStringLiteral("grid-oversubscription"), QStringLiteral("register-spills") } },
        { QStringLiteral("latency-bound"),
            { QStringLiteral("no-pipelining"), QStringLiteral("low-occupancy"), QStringLiteral("grid-undersubscription"),
                QStringLiteral("scalar-loop"), QStringLiteral("atomic-contention"), QStringLiteral("register-spills"),
                QStringLiteral("sync-overhead"), QStringLiteral("layout-conversion-overhead"),
                QStringLiteral("shared-bank-conflicts"), QStringLiteral("missed-vectorization"),
                QStringLiteral("uncoalesced-access"), QStringLiteral("missed-tensor-core"), QStringLiteral("discrete-access") } },
        { QStringLiteral("launch-bound"), { QStringLiteral("grid-undersubscription") } },
        { QStringLiteral("scalar-fallback"),
            { QStringLiteral("int64-indexing"), QStringLiteral("discrete-access"), QStringLiteral("tail-misalignment") } },
        { QStringLiteral("sync-overhead"), { QStringLiteral("no-pipelining") } },
    };
    return explains.value(bottleneck).contains(category);
}

namespace {
// What the profiler itself says of F's category: Nsight Compute's rule estimates and the stall shares.
void profilerEstimates(const EvidenceBundle &k, const Finding &f, double gap, Estimate &e)
{
    // Nsight Compute's estimated speedup of the rules behind this category. A rule whose value is 0 did not
    // fire. "global" estimates are for the whole kernel; a "local" one only for the part it is about.
    for (const QString &rule : rulesOf(k, f.category)) {
        const double pct = k.facts.number(QStringLiteral("rule.") + rule, 0);
        if (pct <= 0 || !ruleApplies(k, f.category, rule))
            continue;
        // Occupancy: Nsight's estimate assumes more warps hide the latency. With two or more warps per
        // scheduler (4 per SM) the kernel already has warps to switch to (and pipelined loops hide latency
        // without them), so the estimate is only an upper bound for part of the time: treated as local.
        const bool fewWarps = rule != QLatin1String("TheoreticalOccupancy") || warpsPerScheduler(k) < 2;
        const bool local = k.facts.string(QStringLiteral("rule_scope.") + rule) == QLatin1String("local") || !fewWarps;
        e.offer((local ? 0.5 : 1.0) * pct / 100.0,
            local ? ladderText(
                        QT_TRANSLATE_NOOP("Diagnosis", "Nsight Compute %1: %2 % estimated speedup (local)"), { rule, num(pct) })
                  : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Nsight Compute %1: %2 % estimated speedup"), { rule, num(pct) }));
    }
    // A tile transposed on its way into shared memory (`ttgir.transposing_copies`, cited by the finding) is
    // what Nsight's shared-memory rules measure: its stores conflict on banks, or its copies go element by element.
    if (f.category == QLatin1String("layout-conversion-overhead")
        && k.facts.number(QStringLiteral("ttgir.transposing_copies")) > 0) {
        const FactOrigin copy = k.facts.origins.value(QStringLiteral("ttgir.transposing_copies"));
        if (std::any_of(f.evidence.cbegin(), f.evidence.cend(),
                [&](const Evidence &x) { return x.line == copy.line && x.artifact == k.relative(copy.artifact); }))
            for (const char *rule : { "SharedMemoryConflicts", "UncoalescedSharedAccess" })
                if (const double pct = k.facts.number(QStringLiteral("rule.") + QLatin1String(rule), 0); pct > 0) {
                    const bool local
                        = k.facts.string(QStringLiteral("rule_scope.") + QLatin1String(rule)) == QLatin1String("local");
                    const QStringList args { QLatin1String(rule), num(pct) };
                    e.offer((local ? 0.5 : 1.0) * pct / 100.0,
                        local ? ladderText(QT_TRANSLATE_NOOP("Diagnosis",
                                               "Nsight Compute %1 at the transposing copy: %2 % estimated speedup (local)"),
                                    args)
                              : ladderText(QT_TRANSLATE_NOOP(
                                               "Diagnosis", "Nsight Compute %1 at the transposing copy: %2 % estimated speedup"),
                                    args));
                }
    }
    // Stall reasons the cause produces, as a share of all stalls, within the time spent off the roofs.
    QString stall;
    double share = stallShare(k, stallsOf(k, f.category), &stall);
    // Measured stalls without any of the cause's reasons are a measurement too: the cause costs no stalls.
    QString label = stall.isEmpty()
        ? ladderText(
              QT_TRANSLATE_NOOP("Diagnosis", "stall %1: 0 % of stalls"), { stallsOf(k, f.category).join(QLatin1Char('/')) })
        : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "stall %1: %2 % of stalls"), { stall, num(std::round(share * 100)) });
    // A stall reason is shared by every instruction of its kind (mio_throttle and short_scoreboard by shared
    // memory, special functions and shuffles alike): where the profile says at which instructions the warps
    // stalled, a cause with instructions of its own explains no more than the samples at them.
    const QStringList classes = instructionClassesOf(f.category);
    if (share > 0 && !classes.isEmpty() && k.facts.has(QStringLiteral("sass.hot_line.any"))) {
        double at = 0;
        for (const QString &c : classes)
            at += k.facts.number(QStringLiteral("sass.stall_share.") + c);
        if (at < share) {
            share = at;
            label = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1 % of the stall samples at %2 instructions"),
                { num(std::round(at * 100)), classes.join(QLatin1Char('/')) });
        }
    }
    // Long-scoreboard waits are every global access's latency (gathers, dependent loads): an access pattern
    // explains the share of them its excess sectors make (signal.global_excess_pct, measured).
    if (share > 0 && f.category == QLatin1String("uncoalesced-access")
        && k.facts.has(QStringLiteral("signal.global_excess_pct"))) {
        const double excess = k.facts.number(QStringLiteral("signal.global_excess_pct")) / 100.0;
        share *= excess;
        label = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1 × %2 % excess sectors"), { label, num(std::round(excess * 100)) });
    }
    if (share >= 0 && gap >= 0 && f.category != QLatin1String("missed-tensor-core") && !stallsOf(k, f.category).isEmpty())
        e.offer(share * std::max(gap, 0.1), label);
    // The share of the warps' stall samples at the instructions the cause issues (atomics, local memory).
    const char *cls = f.category == QLatin1String("atomic-contention") ? "atomic"
        : f.category == QLatin1String("register-spills")               ? "local"
                                                                       : nullptr;
    if (cls && k.facts.number(QStringLiteral("sass.stall_share.") + QLatin1String(cls)) > 0)
        e.offer(k.facts.number(QStringLiteral("sass.stall_share.") + QLatin1String(cls)),
            ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1 % of the stall samples at %2 instructions"),
                { num(std::round(100 * k.facts.number(QStringLiteral("sass.stall_share.") + QLatin1String(cls)))),
                    QLatin1String(cls) }));
}

// What the measured resources say of F's category: spills, waves, occupancy, tensor-core use.
void resourceEstimates(const EvidenceBundle &k, const Finding &f, double gap, Estimate &e)
{
    // Measured spills: local-memory traffic is the cost.
    if (f.category == QLatin1String("register-spills")) {
        const double spills = k.facts.number(QStringLiteral("signal.spill_requests_pct"), -1);
        if (spills > 0)
            e.offer(std::min(0.9, spills / 100.0 + 0.1),
                ladderText(QT_TRANSLATE_NOOP("Diagnosis", "local-memory spilling requests: %1 %"), { num(spills) }));
    }
    // Idle SMs: a grid of fewer blocks than SMs leaves the rest without work; that share of the device is
    // the most more programs can recover. A grid with a block on every SM leaves none idle (measured: 0).
    if (f.category == QLatin1String("grid-undersubscription")) {
        const double idle = idleSmShare(k);
        const double waves = k.facts.number(QStringLiteral("signal.waves_per_sm"), -1);
        if (idle >= 0)
            e.offer(idle,
                ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1 blocks on %2 SMs: %3 % of the SMs idle"),
                    { num(k.facts.number(QStringLiteral("signal.grid_blocks"))),
                        num(k.facts.number(QStringLiteral("signal.sm_count"))), num(std::round(idle * 100)) }));
        else if (waves >= 0 && waves < 1)
            e.offer(1.0 - waves, ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1 waves per SM"), { num(waves) }));
    }
    if (f.category == QLatin1String("low-occupancy") && !gridBelowOneWave(k)) {
        // (Below one wave the achieved occupancy is the grid's doing, not the resources'.)
        // Fewer than two achieved warps per scheduler leave each dependency stall exposed.
        const double occ = k.facts.number(QStringLiteral("signal.occupancy_pct"), -1);
        const WarpSlots warp = warpSlots(k);
        const double warps = warp.schedulers > 0 ? occ / 100.0 * warp.maxWarps / warp.schedulers : 0;
        if (occ >= 0 && warp.schedulers > 0 && warps < 2 && gap >= 0)
            e.offer(gap * (1.0 - warps / 2.0),
                ladderText(QT_TRANSLATE_NOOP("Diagnosis", "achieved occupancy %1 % (%2 warps per scheduler)"),
                    { num(occ), QString::number(warps, 'f', 1) }));
    }
    // 64-bit index arithmetic costs issue slots: it explains time only where the SM is the nearer roof (a
    // memory-bound kernel hides the extra instructions under its memory time), in the share of the
    // instructions it takes.
    if (f.category == QLatin1String("int64-indexing")) {
        const double sm = k.facts.number(QStringLiteral("signal.sm_pct"), -1);
        const double mem = std::max(
            k.facts.number(QStringLiteral("signal.memory_sol_pct"), -1), k.facts.number(QStringLiteral("signal.dram_pct"), -1));
        const double share = index64Share(k);
        if (sm >= 0 && share >= 0)
            e.offer(sm >= mem ? sm / 100.0 * share : 0.0,
                sm >= mem
                    ? ladderText(QT_TRANSLATE_NOOP(
                                     "Diagnosis", "SM at %1 % of peak, %2 % of the PTX instructions 64-bit index arithmetic"),
                          { num(std::round(sm)), num(std::round(share * 100)) })
                    : ladderText(
                          QT_TRANSLATE_NOOP("Diagnosis",
                              "memory is the nearer roof (%1 % against the SM's %2 %): the index arithmetic hides under it"),
                          { num(std::round(mem)), num(std::round(sm)) }));
    }
    // Tensor cores: a dot off wgmma reaches a fraction of the tensor peak; the gap to it is the cost.
    if (f.category == QLatin1String("missed-tensor-core") && k.facts.has(QStringLiteral("signal.flops_pct_of_peak")))
        e.offer(std::clamp(1.0 - k.facts.number(QStringLiteral("signal.flops_pct_of_peak")) / 100.0, 0.0, 0.95),
            ladderText(QT_TRANSLATE_NOOP("Diagnosis", "achieved FLOP/s at %1 % of the tensor peak"),
                { QString::number(k.facts.number(QStringLiteral("signal.flops_pct_of_peak")), 'f', 1) }));
    // A dot on the FMA path (fp32 IEEE, or no MMA at all): tensor cores run it several times faster (the
    // target's hardware model: on the H200 about 495 TFLOP/s tf32 against 67 TFLOP/s fp32 FMA), so most of the
    // dot's time is the cost; the dot's share is where the stall samples fall (FMA and MMA instructions), at
    // least half a dot kernel's time.
    const BackendInterface *target = targetOf(k);
    const HardwareModel hw = target ? target->hardwareFor(DeviceInfo {}) : HardwareModel {};
    if (f.category == QLatin1String("missed-tensor-core") && hw.peakFp32 > 0 && hw.peakTensorTf32 > 0
        && (k.facts.string(QStringLiteral("mma.kind")) == QLatin1String("fma")
            || (k.facts.string(QStringLiteral("dot.input_precision")) == QLatin1String("ieee")
                && k.facts.string(QStringLiteral("dot.operand_type")) == QLatin1String("f32")))) {
        const double dotShare = std::max(
            0.5, k.facts.number(QStringLiteral("sass.stall_share.fma")) + k.facts.number(QStringLiteral("sass.stall_share.mma")));
        e.offer(dotShare * (1.0 - hw.peakFp32 / hw.peakTensorTf32),
            ladderText(
                QT_TRANSLATE_NOOP("Diagnosis", "the dot runs on the FMA path (%1 % of the time at FMA/MMA instructions or more)"),
                { num(std::round(dotShare * 100)) }));
    }
}

// Ascend's pipe ratios, and the roofline's share for the bottleneck classes.
void pipeAndRooflineEstimates(const EvidenceBundle &k, const Finding &f, double gap, Estimate &e)
{
    // The share of the pipe the cause keeps busy, where the target measures one (Ascend's pipe ratios).
    if (const BackendInterface *target = targetOf(k)) {
        const QString pipe = target->pipeShareFact(f.category);
        if (!pipe.isEmpty() && k.facts.has(pipe))
            e.offer(std::clamp(k.facts.number(pipe), 0.0, 1.0), QStringLiteral("%1 = %2").arg(pipe).arg(k.facts.number(pipe)));
    }
    // The bottleneck classes describe where time goes: their share is the nearer roof's.
    if (isBottleneckClass(f.category) && gap >= 0 && f.category != QLatin1String("scalar-fallback")
        && f.category != QLatin1String("sync-overhead"))
        e.offer(f.category == QLatin1String("latency-bound") ? gap : 1.0 - gap,
            ladderText(
                QT_TRANSLATE_NOOP("Diagnosis", "roofline: %1 % of the nearer peak"), { num(std::round((1.0 - gap) * 100)) }));
}

// The estimates measurements give for a finding of F's category (the largest wins).
void measuredEstimates(const EvidenceBundle &k, const Finding &f, double gap, Estimate &e)
{
    profilerEstimates(k, f, gap, e);
    resourceEstimates(k, f, gap, e);
    pipeAndRooflineEstimates(k, f, gap, e);
}

// What the measured traffic allows a cause at most, whatever estimated it: returns true when it bounded E.
bool trafficBounds(const EvidenceBundle &k, const Finding &f, Estimate &e)
{
    auto bound = [&](double limit, const QString &why) {
        if (e.value >= 0 && e.value <= limit)
            return false;
        e.value = limit;
        e.basis = why;
        return true;
    };
    // Bank conflicts replay shared-memory wavefronts. The replays cost time in proportion to the shared
    // traffic they add (signal.shared_excess_pct) and to the time that traffic takes: the warps' stall samples
    // at shared-memory instructions, or the shared data path's own utilisation when it is the busy unit (60 %
    // of peak, the threshold at which L2 calls a unit the bottleneck). Nsight's UncoalescedSharedAccess
    // estimate is the excess share of the wavefronts alone, whatever they cost.
    if (f.category == QLatin1String("shared-bank-conflicts") && k.facts.has(QStringLiteral("signal.shared_excess_pct"))) {
        const double excess = k.facts.number(QStringLiteral("signal.shared_excess_pct")) / 100.0;
        const double pipe = k.facts.number(QStringLiteral("signal.shared_pipe_pct"), 0) / 100.0;
        const bool sampled = k.facts.has(QStringLiteral("sass.hot_line.any"));
        QString reason;
        const double reasons = stallShare(k, stallsOf(k, f.category), &reason);
        const double latency = sampled ? k.facts.number(QStringLiteral("sass.stall_share.shared")) : reasons >= 0 ? reasons : 1.0;
        const double time = std::max(latency, pipe >= 0.6 ? pipe : 0.0);
        return bound(excess * time,
            ladderText(
                QT_TRANSLATE_NOOP("Diagnosis", "%1 % excess shared wavefronts × %2 % of the time at shared memory (measured)"),
                { num(std::round(excess * 100)), num(std::round(time * 100)) }));
    }
    // Low occupancy is a limit on resident warps (registers, shared memory, block size). Where nothing limits
    // them (theoretical occupancy 100 %) or the SMs do not fill to the limit (Nsight's AchievedOccupancy rule
    // fired: the achieved occupancy stays below the theoretical one), raising the limit adds no warps: the
    // measurement says the cause costs nothing, whatever a pattern's prior or a rule estimated.
    if (f.category == QLatin1String("low-occupancy") && k.facts.has(QStringLiteral("signal.theoretical_occupancy_pct"))
        && !occupancyLimitReached(k)) {
        const double theoretical = k.facts.number(QStringLiteral("signal.theoretical_occupancy_pct"));
        return bound(0.0,
            theoretical >= 100
                ? ladderText(QT_TRANSLATE_NOOP(
                      "Diagnosis", "theoretical occupancy 100 %: no resource limits the resident warps (measured)"))
                : ladderText(QT_TRANSLATE_NOOP("Diagnosis",
                                 "achieved occupancy %1 % stays below the theoretical %2 % (Nsight AchievedOccupancy): the limit "
                                 "does not bind (measured)"),
                      { num(std::round(k.facts.number(QStringLiteral("signal.occupancy_pct")))), num(std::round(theoretical)) }));
    }
    // Repeats that reach DRAM: with P >= 2 passes the data itself is at most half of the requested bytes, so
    // DRAM reads beyond half the request are repeats at least. Where memory is the measured bottleneck the
    // bytes are the time: their share of all DRAM traffic (reads and writes), times the memory roof's share of
    // the time, is what reading the data once recovers at least. (Elsewhere each pass costs latency the bytes
    // do not measure, and the pattern's estimate stands.)
    if (f.category == QLatin1String("redundant-global-traffic")
        && k.facts.string(QStringLiteral("signal.bottleneck")) == QLatin1String("memory-bound")
        && k.facts.has(QStringLiteral("signal.dram_read_per_request_pct"))
        && k.facts.number(QStringLiteral("signal.dram_read_per_request_pct")) > 50
        && k.facts.has(QStringLiteral("signal.dram_read_bytes"))) {
        const double read = k.facts.number(QStringLiteral("signal.dram_read_bytes"));
        const double written = k.facts.number(QStringLiteral("signal.dram_write_bytes"), 0);
        const double requested = read / (k.facts.number(QStringLiteral("signal.dram_read_per_request_pct")) / 100.0);
        const double mem = std::max(
            k.facts.number(QStringLiteral("signal.memory_sol_pct"), -1), k.facts.number(QStringLiteral("signal.dram_pct"), -1));
        if (read + written > 0 && mem >= 0) {
            const double share = std::max(0.0, read - requested / 2) / (read + written);
            e.value = share * mem / 100.0;
            e.basis = ladderText(QT_TRANSLATE_NOOP("Diagnosis",
                                     "repeats reach DRAM: %1 % of the DRAM traffic re-reads data (DRAM supplies %2 % of the "
                                     "requested bytes) × memory at %3 % of peak (measured)"),
                { num(std::round(share * 100)),
                    num(std::round(k.facts.number(QStringLiteral("signal.dram_read_per_request_pct")))), num(std::round(mem)) });
            return true;
        }
    }
    // Data read in P >= 2 passes whose repeats hit L1 or L2 reaches DRAM once: DRAM then supplies at most
    // 1/P (at most half) of the bytes the loads request. Repeats served by the caches are not redundant
    // DRAM traffic; they cost at most the time the warps wait at global loads.
    if (f.category == QLatin1String("redundant-global-traffic") && k.facts.has(QStringLiteral("signal.dram_read_per_request_pct"))
        && k.facts.number(QStringLiteral("signal.dram_read_per_request_pct")) <= 50) {
        const double atLoads = k.facts.number(QStringLiteral("sass.stall_share.global"));
        return bound(atLoads,
            ladderText(QT_TRANSLATE_NOOP("Diagnosis",
                           "repeats served by L1/L2: DRAM supplies %1 % of the requested bytes; %2 % of the stall samples at "
                           "global loads"),
                { num(std::round(k.facts.number(QStringLiteral("signal.dram_read_per_request_pct")))),
                    num(std::round(atLoads * 100)) }));
    }
    return false;
}
} // namespace

void estimateImpact(const EvidenceBundle &k, Finding &f)
{
    Estimate e;
    const bool measured = isMeasured(k);
    const double gap = rooflineGap(k);
    measuredEstimates(k, f, gap, e);
    // A cause proven by the compiler's own remark, or a structural fact of the IR, without a measurement of
    // its cost: the pattern's prior (its severity) times how much of its evidence is present.
    bool hasMeasure = e.value >= 0;
    if (!hasMeasure) {
        const bool remark = std::any_of(
            f.evidence.cbegin(), f.evidence.cend(), [](const Evidence &x) { return x.kind == QLatin1String("remark"); });
        double prior = priorFor(f.severity) * std::max(f.confidence, 0.5);
        if (remark)
            prior = std::max(prior, 0.4 * std::max(f.confidence, 0.5));
        // Measured but unexplained by any counter: no more than the time spent off the roofs, unless the
        // cause inflates the traffic itself (then the roofs do not bound it).
        if (measured && gap >= 0 && isLatencyCause(f.category))
            prior = std::min(prior, gap);
        e.offer(prior,
            remark ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "compiler remark, not measured"))
                   : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "prior: pattern severity × confidence, not measured")));
    } else if (isLatencyCause(f.category) && gap >= 0 && e.value > gap
        && (!e.basis.startsWith(QLatin1String("Nsight")) || f.category == QLatin1String("low-occupancy")
            || f.category == QLatin1String("grid-undersubscription"))) {
        e.value = gap;
        e.basis = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1, bounded by the roofline gap"), { e.basis });
    }
    if (trafficBounds(k, f, e))
        hasMeasure = true;
    // A launch-bound kernel: an in-kernel cause recovers at most the time beyond the launch floor, and of that
    // only the part off the roofs.
    const double us
        = k.facts.number(QStringLiteral("signal.duration_us"), k.facts.number(QStringLiteral("profile.kernel_us"), -1));
    if (k.facts.string(QStringLiteral("signal.bottleneck")) == QLatin1String("launch-bound") && us > 0
        && !describesBottleneck(f.category)) {
        const double bound = std::max(0.0, 1.0 - LaunchFloorUs / us) * std::max(gap, 0.0);
        if (e.value > bound) {
            e.value = bound;
            e.basis = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1, bounded: a %2 µs kernel is launch-bound"),
                { e.basis, QString::number(us, 'f', 1) });
            hasMeasure = true; // the duration and the roofline are measurements
        }
    }
    f.impact = std::clamp(e.value, 0.0, 1.0);
    f.impactBasis = e.basis;
    f.impactPrior = !hasMeasure;
    // Severity follows a measured impact; unmeasured findings keep the pattern's severity.
    if (hasMeasure && !isBottleneckClass(f.category))
        f.severity = severityForImpact(f.impact);
}

namespace {
bool hasEvidenceOf(const Finding &f, const char *kind)
{
    return std::any_of(f.evidence.cbegin(), f.evidence.cend(), [&](const Evidence &e) { return e.kind == QLatin1String(kind); });
}

// Triton gives the shared buffers it allocates for pipelined operands swizzled layouts; shared accesses
// conflict where a layout conversion goes through shared memory or a shared order is forced on a dot
// operand (AccelerateMatmul's remark "Forcing a different order … on SMEM"), which also makes that operand's
// global load strided. Bank conflicts measured beside such a conversion, and excess global sectors measured
// beside a forced order, are the conversion's cost: the conversion (a structural finding, from the IR or the
// compiler's remark) takes their measured impact, and the symptom, counted there, defers (halved, at most low).
void deferToConversion(QList<Finding> &findings)
{
    Finding *conversion = nullptr;
    for (Finding &f : findings) {
        if (f.category != QLatin1String("layout-conversion-overhead") || !(hasEvidenceOf(f, "ir") || hasEvidenceOf(f, "remark")))
            continue;
        const bool forced = hasEvidenceOf(f, "remark");
        if (!conversion || (forced && !hasEvidenceOf(*conversion, "remark"))
            || (forced == hasEvidenceOf(*conversion, "remark") && f.impact > conversion->impact))
            conversion = &f;
    }
    if (!conversion)
        return;
    const bool forced = hasEvidenceOf(*conversion, "remark");
    for (Finding &f : findings) {
        const bool symptom = f.category == QLatin1String("shared-bank-conflicts")
            || (forced && f.category == QLatin1String("uncoalesced-access") && !hasEvidenceOf(f, "remark")
                && !hasEvidenceOf(f, "ir"));
        if (!symptom || f.impact <= 0)
            continue;
        if (f.impact > conversion->impact) {
            conversion->impact = f.impact;
            conversion->impactBasis
                = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "the %1 it causes: %2"), { f.category, f.impactBasis });
            if (!f.impactBasis.contains(QLatin1String("not measured")))
                conversion->severity = severityForImpact(conversion->impact);
        }
        f.impact *= 0.5;
        f.confidence = std::min(f.confidence, 0.5);
        f.impactBasis = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1; counted in %2: the layout conversion causes it"),
            { f.impactBasis, conversion->id() });
        if (severityRank(f.severity) < severityRank(QStringLiteral("low")))
            f.severity = QStringLiteral("low");
    }
}
} // namespace

void deferSymptoms(const EvidenceBundle &k, QList<Finding> &findings)
{
    // Excess global sectors (Nsight's UncoalescedGlobalAccess / MemoryCacheAccessPattern) are a symptom. An
    // `uncoalesced-access` finding resting on them alone (no remark, IR or pattern evidence of a strided
    // access) defers to a structural cause found that produces excess sectors.
    static const QStringList producers { QStringLiteral("scalar-loop"), QStringLiteral("grid-oversubscription"),
        QStringLiteral("missed-vectorization"), QStringLiteral("discrete-access"), QStringLiteral("atomic-contention") };
    auto structural = [](const Finding &f) {
        return !f.pattern.isEmpty() || std::any_of(f.evidence.cbegin(), f.evidence.cend(), [](const Evidence &e) {
            return e.kind == QLatin1String("remark") || e.kind == QLatin1String("ir") || e.kind == QLatin1String("source");
        });
    };
    deferToConversion(findings);
    // A narrow access produces excess sectors only when threads hold several elements (narrowAccessWastesSectors).
    const bool caused = std::any_of(findings.cbegin(), findings.cend(), [&](const Finding &f) {
        return producers.contains(f.category) && structural(f) && f.impact > 0
            && (f.category != QLatin1String("missed-vectorization") || narrowAccessWastesSectors(k));
    });
    if (!caused)
        return;
    for (Finding &f : findings)
        if (f.category == QLatin1String("uncoalesced-access") && !structural(f)) {
            f.impact *= 0.5;
            f.confidence = std::min(f.confidence, 0.5);
            f.impactBasis
                = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1; halved: a structural cause of the excess sectors was found"),
                    { f.impactBasis });
            if (!f.impactBasis.contains(QLatin1String("not measured")))
                f.severity = severityForImpact(f.impact);
        }
}

int severityRank(const QString &s)
{
    return s == QLatin1String("high") ? 0 : s == QLatin1String("medium") ? 1 : s == QLatin1String("low") ? 2 : 3;
}

// Causes that explain time first, by impact then confidence; the bottleneck classes (memory-, compute-,
// latency-, launch-bound) describe `bottleneck` (the measured verdict first) and follow them; a cause whose
// impact rounds to 0 explains none of the time and follows the bottleneck classes.
void rankFindings(QList<Finding> &findings, const QString &bottleneck)
{
    auto group = [](const Finding &f) { return describesBottleneck(f.category) ? 1 : std::round(f.impact * 100) > 0 ? 0 : 2; };
    std::stable_sort(findings.begin(), findings.end(), [&](const Finding &a, const Finding &b) {
        if (group(a) != group(b))
            return group(a) < group(b);
        if (group(a) == 1 && !bottleneck.isEmpty() && (a.category == bottleneck) != (b.category == bottleneck))
            return a.category == bottleneck;
        const double ia = std::round(a.impact * 100), ib = std::round(b.impact * 100);
        if (ia != ib)
            return ia > ib;
        if (std::abs(a.confidence - b.confidence) > 1e-9)
            return a.confidence > b.confidence;
        if ((a.sourceLine > 0) != (b.sourceLine > 0))
            return a.sourceLine > 0;
        return severityRank(a.severity) < severityRank(b.severity);
    });
}

} // namespace Lowerscope
