// SPDX-License-Identifier: MIT
// The profile's facts for detectors and the diagnosis levels (docs/facts.md: profile.*, metric.*, signal.*,
// rule.*, ascend.*), each with the artifact and line it was read from where the source has lines.
#include "profilesignals.h"

namespace Lowerscope {

namespace {
FactOrigin originOf(const MetricValue &m, const QString &name)
{
    return { m.artifact, m.line,
        name + QLatin1String(" = ") + QString::number(m.value) + (m.unit.isEmpty() ? QString() : QLatin1Char(' ') + m.unit) };
}

FactOrigin originOfSignal(const Kernel &k, const Signal &s)
{
    const auto it = k.metrics.constFind(s.basis);
    return it == k.metrics.cend() ? FactOrigin {} : originOf(*it, s.basis);
}
// The SASS instruction class a row belongs to, for stall attribution (Nsight Compute `--page source` rows).
const char *sassClass(const QString &instruction)
{
    // "@!P0 LDG.E.64 R2, [R4.64]": skip blanks and a predicate, the opcode runs to the first '.' or blank.
    QStringView t = QStringView(instruction).trimmed();
    if (t.startsWith(QLatin1Char('@'))) {
        const qsizetype sp = t.indexOf(QLatin1Char(' '));
        t = sp < 0 ? QStringView() : t.mid(sp + 1).trimmed();
    }
    qsizetype end = 0;
    while (end < t.size() && (t.at(end).isUpper() || t.at(end).isDigit()))
        ++end;
    if (end == 0)
        return nullptr;
    const QStringView o = t.left(end);
    // Atomics, and the fences their (default acq_rel) ordering emits: MEMBAR, ERRBAR, CCTL (cache invalidation).
    if (o.startsWith(QLatin1String("ATOM")) || o == QLatin1String("RED") || o.startsWith(QLatin1String("REDG"))
        || o == QLatin1String("MEMBAR") || o == QLatin1String("ERRBAR") || o == QLatin1String("CCTL")
        || o == QLatin1String("FENCE"))
        return "atomic";
    if (o == QLatin1String("LDL") || o == QLatin1String("STL"))
        return "local";
    if (o == QLatin1String("LDG") || o == QLatin1String("STG") || o.startsWith(QLatin1String("LDGSTS"))
        || o == QLatin1String("UTMALDG"))
        return "global";
    if (o == QLatin1String("LDS") || o == QLatin1String("STS") || o == QLatin1String("LDSM"))
        return "shared";
    if (o == QLatin1String("BAR") || o == QLatin1String("SYNCS"))
        return "barrier";
    if (o.startsWith(QLatin1String("HMMA")) || o.startsWith(QLatin1String("HGMMA")) || o.startsWith(QLatin1String("IMMA")))
        return "mma";
    if (o == QLatin1String("FFMA") || o == QLatin1String("FMUL") || o == QLatin1String("FADD"))
        return "fma";
    return nullptr;
}

// Where the stall samples fall, by source line and instruction class: `sass.stall_share.<class>` and
// `sass.hot_line.<class>` (the kernel source line with the most samples of that class; `any` for all,
// `excessive` for the most excessive global sectors).
void sassFacts(const Kernel &k, Facts &facts)
{
    if (k.sass.isEmpty())
        return;
    QHash<QString, int> files;
    for (const SassRow &r : k.sass)
        if (r.sourceLine > 0 && r.sourceFile.endsWith(QLatin1String(".py")))
            ++files[r.sourceFile];
    QString file;
    for (auto it = files.cbegin(); it != files.cend(); ++it)
        if (file.isEmpty() || it.value() > files.value(file))
            file = it.key();
    QHash<QString, QHash<int, double>> byClass; // class -> line -> samples
    QHash<QString, double> share;
    double total = 0;
    QString artifact;
    for (const SassRow &r : k.sass) {
        total += r.stallSamples;
        const char *c = sassClass(r.instruction);
        if (c)
            share[QLatin1String(c)] += r.stallSamples;
        if (r.sourceLine <= 0 || r.sourceFile != file)
            continue;
        byClass[QStringLiteral("any")][r.sourceLine] += r.stallSamples;
        if (c)
            byClass[QLatin1String(c)][r.sourceLine] += r.stallSamples;
        if (r.excessiveSectors > 0)
            byClass[QStringLiteral("excessive")][r.sourceLine] += r.excessiveSectors;
    }
    if (total <= 0)
        return;
    const QString name = file.section(QLatin1Char('/'), -1);
    for (auto c = share.cbegin(); c != share.cend(); ++c)
        facts.set(QStringLiteral("sass.stall_share.") + c.key(), c.value() / total);
    for (auto c = byClass.cbegin(); c != byClass.cend(); ++c) {
        int best = 0;
        double most = 0;
        for (auto l = c.value().cbegin(); l != c.value().cend(); ++l)
            if (l.value() > most || (l.value() == most && l.key() < best)) {
                most = l.value();
                best = l.key();
            }
        if (best > 0 && most > 0)
            facts.set(QStringLiteral("sass.hot_line.") + c.key(), best,
                { name, best,
                    QStringLiteral("%1 %2 at this line (Nsight Compute source view)")
                        .arg(most)
                        .arg(c.key() == QLatin1String("excessive") ? QStringLiteral("excessive L2 sectors")
                                                                   : QStringLiteral("warp stall samples")) });
    }
}

} // namespace

void addProfileFacts(const Profile &profile, const QString &kernelName, Facts &facts)
{
    const Kernel *k = matchKernel(profile, kernelName);
    if (!k)
        return;
    if (k->launches > 0) {
        facts.set(QStringLiteral("profile.kernel_us"), k->meanUs());
        facts.set(QStringLiteral("profile.launches"), k->launches);
    }
    for (auto it = k->metrics.cbegin(); it != k->metrics.cend(); ++it)
        facts.set(QStringLiteral("metric.") + it.key(), it->value, originOf(*it, it.key()));

    const HardwareModel hw = ProfileSignals::hardwareFor(profile);
    const KernelSignals s = ProfileSignals::forKernel(profile, *k, hw);
    if (!s.bottleneck.isEmpty())
        facts.set(QStringLiteral("signal.bottleneck"), s.bottleneck);
    const struct {
        const char *signal, *fact;
    } nvidia[] = { { "dram_pct", "signal.dram_pct" }, { "sm_pct", "signal.sm_pct" }, { "occupancy_pct", "signal.occupancy_pct" },
        { "achieved_bandwidth", "signal.bandwidth" }, { "achieved_flops", "signal.flops" },
        { "memory_sol_pct", "signal.memory_sol_pct" }, { "bandwidth_pct_of_peak", "signal.bandwidth_pct_of_peak" },
        { "flops_pct_of_peak", "signal.flops_pct_of_peak" }, { "duration", "signal.duration_us" },
        { "registers_per_thread", "signal.registers_per_thread" }, { "waves_per_sm", "signal.waves_per_sm" },
        { "theoretical_occupancy_pct", "signal.theoretical_occupancy_pct" }, { "spill_requests", "signal.spill_requests" },
        { "spill_requests_pct", "signal.spill_requests_pct" }, { "spill_instructions", "signal.spill_instructions" },
        { "local_loads", "signal.local_loads" }, { "local_stores", "signal.local_stores" },
        { "grid_blocks", "signal.grid_blocks" }, { "sm_count", "signal.sm_count" }, { "idle_sm_pct", "signal.idle_sm_pct" },
        { "global_excess_pct", "signal.global_excess_pct" }, { "shared_excess_pct", "signal.shared_excess_pct" },
        { "shared_pipe_pct", "signal.shared_pipe_pct" }, { "dram_read_per_request_pct", "signal.dram_read_per_request_pct" },
        { "dram_read_bytes", "signal.dram_read_bytes" }, { "dram_write_bytes", "signal.dram_write_bytes" } };
    for (const auto &n : nvidia) {
        const auto it = s.values.constFind(QLatin1String(n.signal));
        if (it != s.values.cend())
            facts.set(QLatin1String(n.fact), it->value, originOfSignal(*k, *it));
    }
    if (!s.topStalls.isEmpty())
        facts.set(QStringLiteral("signal.top_stall"), s.topStalls.first().first);
    sassFacts(*k, facts);
    // A rule may fire several rows (OPT and INF); the fact keeps its largest estimated speedup.
    for (const RuleResult &r : k->rules) {
        const QString name = QStringLiteral("rule.") + r.name;
        if (facts.has(name) && facts.number(name) >= r.estimatedSpeedup)
            continue;
        facts.set(name, r.estimatedSpeedup, { r.artifact, r.line, r.description.left(200) });
        // "global": the speedup of the whole kernel; "local": of the part the rule is about.
        if (!r.speedupType.isEmpty())
            facts.set(QStringLiteral("rule_scope.") + r.name, r.speedupType);
    }
    // With a details export in hand the rule set is closed: `ncu --set full` evaluates every rule, so a known
    // rule that is absent did not fire (0), rather than being unknown (triton-compiler.md §4.3 lists them).
    if (!k->rules.isEmpty()) {
        static const char *const known[] = { "SOLBottleneck", "SOLFPRoofline", "HighPipeUtilization", "SlowPipeLimiter",
            "MemoryL2Compression", "MemoryCacheAccessPattern", "UncoalescedGlobalAccess", "UncoalescedSharedAccess",
            "SharedMemoryConflicts", "IssueSlotUtilization", "CPIStall", "ThreadDivergence", "FPInstructions",
            "LaunchConfiguration", "TheoreticalOccupancy", "AchievedOccupancy" };
        const QString artifact = k->rules.constFirst().artifact;
        for (const char *r : known)
            if (!facts.has(QStringLiteral("rule.") + QLatin1String(r)))
                facts.set(QStringLiteral("rule.") + QLatin1String(r), 0.0, { artifact, 0, QStringLiteral("rule did not fire") });
    }
    // Ascend: the tables' ratio columns as ascend.<column>, plus the derived figures.
    for (auto it = k->metrics.cbegin(); it != k->metrics.cend(); ++it)
        if (it.key().endsWith(QLatin1String("_ratio")))
            facts.set(QStringLiteral("ascend.") + it.key(), it->value, originOf(*it, it.key()));
    if (const auto it = s.values.constFind(QStringLiteral("memory_bound_ratio")); it != s.values.cend())
        facts.set(QStringLiteral("ascend.memory_bound_ratio"), it->value);
    for (const char *p : { "cube", "vector", "scalar", "mte1", "mte2", "mte3", "fixpipe" }) {
        const auto it = s.values.constFind(QStringLiteral("pipe.") + QLatin1String(p));
        if (it != s.values.cend())
            facts.set(QStringLiteral("ascend.pipe.") + QLatin1String(p), it->value);
    }
    if (const auto it = s.values.constFind(QStringLiteral("block_dim")); it != s.values.cend())
        facts.set(QStringLiteral("ascend.block_dim"), it->value);
    if (const auto it = s.values.constFind(QStringLiteral("cores")); it != s.values.cend())
        facts.set(QStringLiteral("ascend.cores"), it->value);
}

} // namespace Lowerscope
