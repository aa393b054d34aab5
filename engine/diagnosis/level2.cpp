// SPDX-License-Identifier: MIT
// L2 profiling diagnosis: the bottleneck from the profile's signals (speed-of-light shares, occupancy,
// Ascend pipe ratios) and the profiler's own rules. Reads facts only (docs/facts.md: signal.*, rule.*, ascend.*).
#include "core/backendregistry.h"
#include "levels.h"

#include <cmath>

namespace Lowerscope {

namespace {
Finding measuredFinding(const EvidenceBundle &k, const QString &category, const QString &title)
{
    Finding f;
    f.category = category;
    f.level = QStringLiteral("L2");
    f.title = title;
    f.confidence = 0.7;
    f.sourceFile = k.sourceFileName();
    return f;
}

// Causes the profile measures directly, without a rule: spills (local-memory spilling requests or
// spilling instructions), a grid below one wave, occupancy well below what the launch allows.
void metricFindings(const EvidenceBundle &k, LevelOutcome &out)
{
    const double spills = std::max(
        k.facts.number(QStringLiteral("signal.spill_requests")), k.facts.number(QStringLiteral("signal.spill_instructions")));
    if (spills > 0) {
        Finding f = measuredFinding(k, QStringLiteral("register-spills"),
            ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Registers spill to local memory (measured)")));
        f.confidence = 0.85;
        for (const char *n :
            { "signal.spill_requests", "signal.spill_requests_pct", "signal.spill_instructions", "signal.registers_per_thread" })
            if (k.facts.has(QLatin1String(n)))
                f.addEvidence(evidenceFromFact(k, QLatin1String(n)));
        out.findings.append(f);
    }
    // Atomics that hold most of the warps' stalls contend (Nsight Compute source view, stall samples).
    if (k.facts.number(QStringLiteral("sass.stall_share.atomic")) >= 0.25) {
        Finding f = measuredFinding(k, QStringLiteral("atomic-contention"),
            ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Atomics hold %1 % of the warp stalls"),
                { QString::number(std::round(100 * k.facts.number(QStringLiteral("sass.stall_share.atomic")))) }));
        f.confidence = 0.8;
        f.addEvidence(evidenceFromFact(k, QStringLiteral("sass.stall_share.atomic")));
        out.findings.append(f);
    }
    // Idle SMs, not less than one wave: a grid with a block on every SM below one wave has all SMs working.
    const double waves = k.facts.number(QStringLiteral("signal.waves_per_sm"), -1);
    const double idle = idleSmShare(k);
    if (idle > 0 || (idle < 0 && waves >= 0 && waves < 1)) {
        Finding f = measuredFinding(k, QStringLiteral("grid-undersubscription"),
            idle > 0 ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "The grid's %1 blocks leave %2 % of the %3 SMs idle"),
                           { QString::number(k.facts.number(QStringLiteral("signal.grid_blocks"))),
                               QString::number(std::round(idle * 100)),
                               QString::number(k.facts.number(QStringLiteral("signal.sm_count"))) })
                     : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "The grid fills %1 of one wave of the SMs"),
                           { QString::number(waves) }));
        for (const char *n : { "signal.grid_blocks", "signal.sm_count", "signal.waves_per_sm" })
            if (k.facts.has(QLatin1String(n)))
                f.addEvidence(evidenceFromFact(k, QLatin1String(n)));
        out.findings.append(f);
    }
    const double occ = k.facts.number(QStringLiteral("signal.occupancy_pct"), -1);
    const double theoretical = k.facts.number(QStringLiteral("signal.theoretical_occupancy_pct"), -1);
    if (occ >= 0 && occ < 25 && waves >= 1) {
        Finding f = measuredFinding(k, QStringLiteral("low-occupancy"),
            ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Achieved occupancy is %1 %"), { QString::number(occ, 'f', 1) }));
        f.addEvidence(evidenceFromFact(k, QStringLiteral("signal.occupancy_pct")));
        for (const char *n : { "signal.theoretical_occupancy_pct", "signal.registers_per_thread" })
            if (k.facts.has(QLatin1String(n)))
                f.addEvidence(evidenceFromFact(k, QLatin1String(n)));
        if (theoretical >= 0 && theoretical < 50)
            f.rewriteConditions << ladderText(QT_TRANSLATE_NOOP("Diagnosis",
                "raise the theoretical occupancy: fewer registers per thread (smaller tiles, "
                "fewer num_stages) or less shared memory per block"));
        out.findings.append(f);
    }
}
} // namespace

// The bottleneck a target reads from its own profile facts (Ascend's pipe ratios, ascend.*), with the facts
// it cited: each loaded backend reads only its own, so the first that answers is the one whose facts they are.
static QString factsBottleneck(const EvidenceBundle &k, QStringList &cited)
{
    for (const BackendRegistry::Entry &e : BackendRegistry::instance().entries())
        if (const QString b = e.backend->factsBottleneck(k.facts, cited); !b.isEmpty() || !cited.isEmpty())
            return b;
    return {};
}

LevelOutcome profilingDiagnosis(const EvidenceBundle &k)
{
    LevelOutcome out;
    QStringList cited;
    QString bottleneck = k.facts.string(QStringLiteral("signal.bottleneck"));
    for (const char *n :
        { "signal.dram_pct", "signal.sm_pct", "signal.occupancy_pct", "signal.bandwidth", "signal.flops", "profile.kernel_us" })
        if (k.facts.has(QLatin1String(n)))
            cited << QLatin1String(n);
    QStringList targetCited;
    const QString fromPipes = factsBottleneck(k, targetCited);
    cited += targetCited;
    if (bottleneck.isEmpty())
        bottleneck = fromPipes;
    if (bottleneck.isEmpty()) {
        out.reason = k.hasProfile ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "the profile holds no signal for this kernel"))
                                  : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "no profile for this kernel"));
        return out;
    }
    out.bottleneck = bottleneck;
    Finding main;
    main.category = bottleneck;
    main.level = QStringLiteral("L2");
    main.title = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "The kernel is %1"), { bottleneck });
    // memory/compute/latency/launch-bound describe where the time goes, not a cause.
    main.severity = bottleneck == QLatin1String("scalar-fallback") || bottleneck == QLatin1String("sync-overhead")
        ? QStringLiteral("medium")
        : QStringLiteral("info");
    main.confidence = 0.7;
    main.sourceFile = k.sourceFileName();
    for (const QString &n : std::as_const(cited))
        main.addEvidence(evidenceFromFact(k, n));
    out.findings.append(main);

    // The profiler's own rules, each with its estimated speedup, in the categories the target gives them. A
    // rule whose value is 0 did not fire.
    const BackendInterface *target = targetOf(k);
    for (auto it = k.facts.values.cbegin(); it != k.facts.values.cend(); ++it) {
        if (!it.key().startsWith(QLatin1String("rule.")) || it.value().toDouble() <= 0)
            continue;
        const QString rule = it.key().mid(5);
        const QString category = target ? target->ruleCategory(rule) : QString();
        if (category.isEmpty() || !ruleApplies(k, category, rule))
            continue;
        Finding f
            = measuredFinding(k, category, ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Nsight Compute rule %1 fired"), { rule }));
        f.confidence = 0.6;
        f.addEvidence(evidenceFromFact(k, it.key()));
        out.findings.append(f);
    }
    metricFindings(k, out);
    // A kernel that is over before the device fills up is launch-bound whatever its units do.
    out.decisive = bottleneck == QLatin1String("launch-bound");
    out.reason = out.decisive
        ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "launch-bound: the IR cannot explain launch overhead"))
        : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "bottleneck %1 needs a structural cause"), { bottleneck });
    return out;
}

// The line a measured finding is about, from where the profile's stall samples (or excessive sectors) fall
// by instruction class: what Nsight Compute's source view shows for the cause.
void placeByProfile(const EvidenceBundle &k, QList<Finding> &findings)
{
    static const QHash<QString, QStringList> classes {
        { QStringLiteral("uncoalesced-access"), { QStringLiteral("excessive"), QStringLiteral("global") } },
        { QStringLiteral("missed-vectorization"), { QStringLiteral("global") } },
        { QStringLiteral("scalar-loop"), { QStringLiteral("global") } },
        { QStringLiteral("redundant-global-traffic"), { QStringLiteral("global") } },
        { QStringLiteral("grid-oversubscription"), { QStringLiteral("global") } },
        { QStringLiteral("discrete-access"), { QStringLiteral("excessive"), QStringLiteral("global") } },
        { QStringLiteral("atomic-contention"), { QStringLiteral("atomic") } },
        { QStringLiteral("register-spills"), { QStringLiteral("local") } },
        { QStringLiteral("shared-bank-conflicts"), { QStringLiteral("shared") } },
        { QStringLiteral("layout-conversion-overhead"), { QStringLiteral("shared"), QStringLiteral("barrier") } },
        { QStringLiteral("sync-overhead"), { QStringLiteral("barrier") } },
        { QStringLiteral("missed-tensor-core"), { QStringLiteral("mma"), QStringLiteral("fma") } },
        { QStringLiteral("no-pipelining"), { QStringLiteral("global"), QStringLiteral("mma") } },
    };
    const auto [first, last] = kernelSpan(k);
    for (Finding &f : findings) {
        if (f.sourceLine > 0 || describesBottleneck(f.category))
            continue;
        QStringList wanted = classes.value(f.category);
        wanted << QStringLiteral("any");
        for (const QString &c : std::as_const(wanted)) {
            const QString fact = QStringLiteral("sass.hot_line.") + c;
            const int line = int(k.facts.number(fact, 0));
            if (line <= 0 || (first > 0 && (line < first || line > last)))
                continue;
            f.sourceLine = line;
            f.sourceFile = k.sourceFileName();
            f.addEvidence(evidenceFromFact(k, fact));
            break;
        }
    }
}

} // namespace Lowerscope
