// SPDX-License-Identifier: MIT
// L2 profiling diagnosis: the bottleneck from the profile's signals (speed-of-light shares, occupancy,
// Ascend pipe ratios) and the profiler's own rules. Reads facts only (docs/facts.md: signal.*, rule.*, ascend.*).
#include "levels.h"

namespace Lowerscope {

// Nsight Compute rules (its rule files sections/*.py, https://docs.nvidia.com/nsight-compute/ProfilingGuide/) and the category
// each one points at.
static QString ruleCategory(const QString &rule)
{
    static const QHash<QString, QString> map{
        {QStringLiteral("UncoalescedGlobalAccess"), QStringLiteral("uncoalesced-access")},
        {QStringLiteral("UncoalescedSharedAccess"), QStringLiteral("shared-bank-conflicts")},
        {QStringLiteral("SharedMemoryConflicts"), QStringLiteral("shared-bank-conflicts")},
        {QStringLiteral("TheoreticalOccupancy"), QStringLiteral("low-occupancy")},
        {QStringLiteral("AchievedOccupancy"), QStringLiteral("low-occupancy")},
        {QStringLiteral("LaunchConfiguration"), QStringLiteral("grid-undersubscription")},
        {QStringLiteral("WorkloadImbalance"), QStringLiteral("grid-undersubscription")},
        {QStringLiteral("MemoryCacheAccessPattern"), QStringLiteral("uncoalesced-access")},
        {QStringLiteral("ThreadDivergence"), QStringLiteral("latency-bound")},
    };
    return map.value(rule);
}

static QString severityFor(double estimatedSpeedupPct)
{
    return estimatedSpeedupPct >= 50 ? QStringLiteral("high") : estimatedSpeedupPct >= 15 ? QStringLiteral("medium") : QStringLiteral("low");
}

// Ascend: the pipe that dominates the kernel's time decides (hicann/cannbot-skills@bf127333
// ops/ops-profiling/references/msprof-guide.md).
static QString ascendBottleneck(const EvidenceBundle &k, QStringList &cited)
{
    auto ratio = [&](const char *name) { return k.facts.number(QStringLiteral("ascend.") + QLatin1String(name), -1); };
    const double scalar = qMax(ratio("aiv_scalar_ratio"), ratio("aic_scalar_ratio"));
    const double vec = ratio("aiv_vec_ratio");
    const double mac = ratio("aic_mac_ratio");
    const double mte2 = qMax(ratio("aiv_mte2_ratio"), ratio("aic_mte2_ratio"));
    const double mte3 = ratio("aiv_mte3_ratio");
    const double memBound = ratio("memory_bound_ratio");
    for (const char *n : {"aiv_scalar_ratio", "aic_scalar_ratio", "aiv_vec_ratio", "aic_mac_ratio", "aiv_mte2_ratio", "aic_mte2_ratio",
                          "aiv_mte3_ratio", "memory_bound_ratio"})
        if (k.facts.has(QStringLiteral("ascend.") + QLatin1String(n)))
            cited << QStringLiteral("ascend.") + QLatin1String(n);
    if (cited.isEmpty())
        return {};
    if (scalar >= 0.5 && scalar >= vec && scalar >= mac)
        return QStringLiteral("scalar-fallback");
    if (memBound > 1.0 || (mte2 >= 0 && mte2 >= qMax(vec, mac) && mte2 > 0.3) || (mte3 > 0.5 && mte3 > qMax(vec, mac)))
        return QStringLiteral("memory-bound");
    if (qMax(vec, mac) >= 0.6)
        return QStringLiteral("compute-bound");
    return QStringLiteral("latency-bound");
}

LevelOutcome profilingDiagnosis(const EvidenceBundle &k)
{
    LevelOutcome out;
    QStringList cited;
    QString bottleneck = k.facts.string(QStringLiteral("signal.bottleneck"));
    for (const char *n : {"signal.dram_pct", "signal.sm_pct", "signal.occupancy_pct", "signal.bandwidth", "signal.flops", "profile.kernel_us"})
        if (k.facts.has(QLatin1String(n)))
            cited << QLatin1String(n);
    QStringList ascendCited;
    const QString fromPipes = ascendBottleneck(k, ascendCited);
    cited += ascendCited;
    if (bottleneck.isEmpty())
        bottleneck = fromPipes;
    if (bottleneck.isEmpty()) {
        out.reason = k.hasProfile ? QStringLiteral("the profile holds no signal for this kernel") : QStringLiteral("no profile for this kernel");
        return out;
    }
    out.bottleneck = bottleneck;
    Finding main;
    main.category = bottleneck;
    main.level = QStringLiteral("L2");
    main.title = QStringLiteral("The kernel is %1").arg(bottleneck);
    main.severity = QStringLiteral("medium");
    main.confidence = 0.7;
    main.sourceFile = k.sourceFileName();
    for (const QString &n : std::as_const(cited))
        main.addEvidence(evidenceFromFact(k, n));
    out.findings.append(main);

    // The profiler's own rules, each with its estimated speedup.
    for (auto it = k.facts.values.cbegin(); it != k.facts.values.cend(); ++it) {
        if (!it.key().startsWith(QLatin1String("rule.")))
            continue;
        const QString rule = it.key().mid(5);
        const QString category = ruleCategory(rule);
        if (category.isEmpty())
            continue;
        Finding f;
        f.category = category;
        f.level = QStringLiteral("L2");
        f.title = QStringLiteral("Nsight Compute rule %1 fired").arg(rule);
        f.severity = severityFor(it.value().toDouble());
        f.confidence = 0.6;
        f.sourceFile = k.sourceFileName();
        f.addEvidence(evidenceFromFact(k, it.key()));
        out.findings.append(f);
    }
    // A kernel that is over before the device fills up is launch-bound whatever its units do.
    out.decisive = bottleneck == QLatin1String("launch-bound");
    out.reason = out.decisive ? QStringLiteral("launch-bound: the IR cannot explain launch overhead")
                              : QStringLiteral("bottleneck %1 needs a structural cause").arg(bottleneck);
    return out;
}

} // namespace Lowerscope
