// SPDX-License-Identifier: MIT
// Impact: the share of the kernel's time a finding explains, estimated from measurements (Nsight Compute's
// own estimated speedups, stall shares, the roofline gap, Ascend pipe ratios) and, when nothing is
// measured, from the evidence that proves the cause (a decisive compiler remark) or the pattern's prior.
// Ranking, severity and the "does this cause explain the bottleneck" test read it (docs/diagnosis.md).
#include "levels.h"
#include "profile/profilesignals.h"

#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace Lowerscope {

namespace {

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
        { QStringLiteral("no-pipelining"), { QStringLiteral("long_scoreboard") } },
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

} // namespace

double warpsPerScheduler(const EvidenceBundle &k)
{
    const double theoretical = k.facts.number(QStringLiteral("signal.theoretical_occupancy_pct"), -1);
    if (theoretical < 0)
        return 0; // unknown: Nsight's estimate stands
    // Every NVIDIA SM since Volta has four schedulers (SM sub-partitions); H100/H200 hold 64 warps per SM.
    const double maxWarps = k.facts.number(QStringLiteral("metric.device__attribute_max_warps_per_multiprocessor"), 64);
    return theoretical / 100.0 * maxWarps / 4.0;
}

bool gridBelowOneWave(const EvidenceBundle &k)
{
    return k.facts.number(QStringLiteral("signal.waves_per_sm"), 0) < 1;
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
    for (const QString &rule : rulesOf().value(f.category)) {
        const double pct = k.facts.number(QStringLiteral("rule.") + rule, 0);
        if (pct <= 0
            || ((rule == QLatin1String("LaunchConfiguration") || rule == QLatin1String("AchievedOccupancy"))
                && !gridBelowOneWave(k)))
            continue;
        // Occupancy: Nsight's estimate assumes more warps hide the latency. With two or more warps per
        // scheduler (4 per SM) the kernel already has warps to switch to (and pipelined loops hide latency
        // without them), so the estimate is only an upper bound for part of the time: treated as local.
        const bool fewWarps = rule != QLatin1String("TheoreticalOccupancy") || warpsPerScheduler(k) < 2;
        const bool local = k.facts.string(QStringLiteral("rule_scope.") + rule) == QLatin1String("local") || !fewWarps;
        e.offer((local ? 0.5 : 1.0) * pct / 100.0,
            QStringLiteral("Nsight Compute %1: %2 % estimated speedup%3")
                .arg(rule)
                .arg(pct)
                .arg(local ? QStringLiteral(" (local)") : QString()));
    }
    // Stall reasons the cause produces, as a share of all stalls, within the time spent off the roofs.
    QString stall;
    const double share = stallShare(k, stallsOf().value(f.category), &stall);
    if (share > 0 && gap >= 0 && f.category != QLatin1String("missed-tensor-core"))
        e.offer(share * std::max(gap, 0.1), QStringLiteral("stall %1: %2 % of stalls").arg(stall).arg(std::round(share * 100)));
    // The share of the warps' stall samples at the instructions the cause issues (atomics, local memory).
    const char *cls = f.category == QLatin1String("atomic-contention") ? "atomic"
        : f.category == QLatin1String("register-spills")               ? "local"
                                                                       : nullptr;
    if (cls && k.facts.number(QStringLiteral("sass.stall_share.") + QLatin1String(cls)) > 0)
        e.offer(k.facts.number(QStringLiteral("sass.stall_share.") + QLatin1String(cls)),
            QStringLiteral("%1 % of the stall samples at %2 instructions")
                .arg(std::round(100 * k.facts.number(QStringLiteral("sass.stall_share.") + QLatin1String(cls))))
                .arg(QLatin1String(cls)));
}

// What the measured resources say of F's category: spills, waves, occupancy, tensor-core use.
void resourceEstimates(const EvidenceBundle &k, const Finding &f, double gap, Estimate &e)
{
    // Measured spills: local-memory traffic is the cost.
    if (f.category == QLatin1String("register-spills")) {
        const double spills = k.facts.number(QStringLiteral("signal.spill_requests_pct"), -1);
        if (spills > 0)
            e.offer(std::min(0.9, spills / 100.0 + 0.1), QStringLiteral("local-memory spilling requests: %1 %").arg(spills));
    }
    // Waves: a grid that fills the SMs less than once leaves the rest idle.
    if (f.category == QLatin1String("grid-undersubscription")) {
        const double waves = k.facts.number(QStringLiteral("signal.waves_per_sm"), -1);
        if (waves >= 0 && waves < 1)
            e.offer(1.0 - waves, QStringLiteral("%1 waves per SM").arg(waves));
    }
    if (f.category == QLatin1String("low-occupancy") && !gridBelowOneWave(k)) {
        // (Below one wave the achieved occupancy is the grid's doing, not the resources'.)
        // Fewer than two achieved warps per scheduler leave each dependency stall exposed.
        const double occ = k.facts.number(QStringLiteral("signal.occupancy_pct"), -1);
        const double warps
            = occ / 100.0 * k.facts.number(QStringLiteral("metric.device__attribute_max_warps_per_multiprocessor"), 64) / 4.0;
        if (occ >= 0 && warps < 2 && gap >= 0)
            e.offer(gap * (1.0 - warps / 2.0),
                QStringLiteral("achieved occupancy %1 % (%2 warps per scheduler)").arg(occ).arg(warps, 0, 'f', 1));
    }
    // Tensor cores: a dot off wgmma reaches a fraction of the tensor peak; the gap to it is the cost.
    if (f.category == QLatin1String("missed-tensor-core") && k.facts.has(QStringLiteral("signal.flops_pct_of_peak")))
        e.offer(std::clamp(1.0 - k.facts.number(QStringLiteral("signal.flops_pct_of_peak")) / 100.0, 0.0, 0.95),
            QStringLiteral("achieved FLOP/s at %1 % of the tensor peak")
                .arg(k.facts.number(QStringLiteral("signal.flops_pct_of_peak")), 0, 'f', 1));
    // A dot on the FMA path (fp32 IEEE, or no MMA at all): tensor cores run it several times faster (sm90:
    // about 495 TFLOP/s tf32 against 67 TFLOP/s fp32 FMA), so most of the dot's time is the cost; the dot's
    // share is where the stall samples fall (FMA and MMA instructions), at least half a dot kernel's time.
    if (f.category == QLatin1String("missed-tensor-core")
        && (k.facts.string(QStringLiteral("mma.kind")) == QLatin1String("fma")
            || (k.facts.string(QStringLiteral("dot.input_precision")) == QLatin1String("ieee")
                && k.facts.string(QStringLiteral("dot.operand_type")) == QLatin1String("f32")))) {
        const double dotShare = std::max(
            0.5, k.facts.number(QStringLiteral("sass.stall_share.fma")) + k.facts.number(QStringLiteral("sass.stall_share.mma")));
        e.offer(dotShare * (1.0 - 67.0 / 495.0),
            QStringLiteral("the dot runs on the FMA path (%1 % of the time at FMA/MMA instructions or more)")
                .arg(std::round(dotShare * 100)));
    }
}

// Ascend's pipe ratios, and the roofline's share for the bottleneck classes.
void pipeAndRooflineEstimates(const EvidenceBundle &k, const Finding &f, double gap, Estimate &e)
{
    // Ascend: the share of the pipe the cause keeps busy.
    if (k.backend == QLatin1String("ascend")) {
        const char *pipe = f.category == QLatin1String("scalar-fallback") || f.category == QLatin1String("int64-indexing")
            ? "ascend.pipe.scalar"
            : f.category == QLatin1String("memory-bound") || f.category == QLatin1String("discrete-access") ? "ascend.pipe.mte2"
            : f.category == QLatin1String("compute-bound")                                                  ? "ascend.pipe.vector"
                                                                                                            : nullptr;
        if (pipe && k.facts.has(QLatin1String(pipe)))
            e.offer(std::clamp(k.facts.number(QLatin1String(pipe)), 0.0, 1.0),
                QStringLiteral("%1 = %2").arg(QLatin1String(pipe)).arg(k.facts.number(QLatin1String(pipe))));
    }
    // The bottleneck classes describe where time goes: their share is the nearer roof's.
    if (isBottleneckClass(f.category) && gap >= 0 && f.category != QLatin1String("scalar-fallback")
        && f.category != QLatin1String("sync-overhead"))
        e.offer(f.category == QLatin1String("latency-bound") ? gap : 1.0 - gap,
            QStringLiteral("roofline: %1 % of the nearer peak").arg(std::round((1.0 - gap) * 100)));
}

// The estimates measurements give for a finding of F's category (the largest wins).
void measuredEstimates(const EvidenceBundle &k, const Finding &f, double gap, Estimate &e)
{
    profilerEstimates(k, f, gap, e);
    resourceEstimates(k, f, gap, e);
    pipeAndRooflineEstimates(k, f, gap, e);
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
    const bool hasMeasure = e.value >= 0;
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
            remark ? QStringLiteral("compiler remark, not measured")
                   : QStringLiteral("prior: pattern severity × confidence, not measured"));
    } else if (isLatencyCause(f.category) && gap >= 0 && e.value > gap
        && (!e.basis.startsWith(QLatin1String("Nsight")) || f.category == QLatin1String("low-occupancy")
            || f.category == QLatin1String("grid-undersubscription"))) {
        e.value = gap;
        e.basis += QStringLiteral(", bounded by the roofline gap");
    }
    // A launch-bound kernel: an in-kernel cause recovers at most the time beyond the launch floor, and of that
    // only the part off the roofs.
    const double us
        = k.facts.number(QStringLiteral("signal.duration_us"), k.facts.number(QStringLiteral("profile.kernel_us"), -1));
    if (k.facts.string(QStringLiteral("signal.bottleneck")) == QLatin1String("launch-bound") && us > 0
        && !describesBottleneck(f.category)) {
        const double bound = std::max(0.0, 1.0 - LaunchFloorUs / us) * std::max(gap, 0.0);
        if (e.value > bound) {
            e.value = bound;
            e.basis += QStringLiteral(", bounded: a %1 µs kernel is launch-bound").arg(us, 0, 'f', 1);
        }
    }
    f.impact = std::clamp(e.value, 0.0, 1.0);
    f.impactBasis = e.basis;
    // Severity follows a measured impact; unmeasured findings keep the pattern's severity.
    if (hasMeasure && !isBottleneckClass(f.category))
        f.severity = severityForImpact(f.impact);
}

void deferSymptoms(QList<Finding> &findings)
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
    const bool caused = std::any_of(findings.cbegin(), findings.cend(),
        [&](const Finding &f) { return producers.contains(f.category) && structural(f) && f.impact > 0; });
    if (!caused)
        return;
    for (Finding &f : findings)
        if (f.category == QLatin1String("uncoalesced-access") && !structural(f)) {
            f.impact *= 0.5;
            f.confidence = std::min(f.confidence, 0.5);
            f.impactBasis += QStringLiteral("; halved: a structural cause of the excess sectors was found");
            if (!f.impactBasis.contains(QLatin1String("not measured")))
                f.severity = severityForImpact(f.impact);
        }
}

int severityRank(const QString &s)
{
    return s == QLatin1String("high") ? 0 : s == QLatin1String("medium") ? 1 : s == QLatin1String("low") ? 2 : 3;
}

// Causes first, by impact then confidence; the bottleneck classes (memory-, compute-, latency-,
// launch-bound) describe `bottleneck` and follow every cause.
void rankFindings(QList<Finding> &findings)
{
    std::stable_sort(findings.begin(), findings.end(), [&](const Finding &a, const Finding &b) {
        if (describesBottleneck(a.category) != describesBottleneck(b.category))
            return !describesBottleneck(a.category);
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
