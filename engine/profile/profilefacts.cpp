// SPDX-License-Identifier: MIT
// The profile's facts for detectors and the diagnosis levels (docs/facts.md: profile.*, metric.*, signal.*,
// rule.*, ascend.*), each with the artifact and line it was read from where the source has lines.
#include "profilesignals.h"

namespace Lowerscope {

namespace {
FactOrigin originOf(const MetricValue &m, const QString &name)
{
    return {m.artifact, m.line, name + QLatin1String(" = ") + QString::number(m.value) + (m.unit.isEmpty() ? QString() : QLatin1Char(' ') + m.unit)};
}

FactOrigin originOfSignal(const Kernel &k, const Signal &s)
{
    const auto it = k.metrics.constFind(s.basis);
    return it == k.metrics.cend() ? FactOrigin{} : originOf(*it, s.basis);
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
    const struct { const char *signal, *fact; } nvidia[] = {
        {"dram_pct", "signal.dram_pct"}, {"sm_pct", "signal.sm_pct"}, {"occupancy_pct", "signal.occupancy_pct"},
        {"achieved_bandwidth", "signal.bandwidth"}, {"achieved_flops", "signal.flops"}, {"memory_sol_pct", "signal.memory_sol_pct"},
        {"bandwidth_pct_of_peak", "signal.bandwidth_pct_of_peak"}, {"flops_pct_of_peak", "signal.flops_pct_of_peak"}};
    for (const auto &n : nvidia) {
        const auto it = s.values.constFind(QLatin1String(n.signal));
        if (it != s.values.cend())
            facts.set(QLatin1String(n.fact), it->value, originOfSignal(*k, *it));
    }
    if (!s.topStalls.isEmpty())
        facts.set(QStringLiteral("signal.top_stall"), s.topStalls.first().first);
    // A rule may fire several rows (OPT and INF); the fact keeps its largest estimated speedup.
    for (const RuleResult &r : k->rules) {
        const QString name = QStringLiteral("rule.") + r.name;
        if (facts.has(name) && facts.number(name) >= r.estimatedSpeedup)
            continue;
        facts.set(name, r.estimatedSpeedup, {r.artifact, r.line, r.description.left(200)});
    }
    // Ascend: the tables' ratio columns as ascend.<column>, plus the derived figures.
    for (auto it = k->metrics.cbegin(); it != k->metrics.cend(); ++it)
        if (it.key().endsWith(QLatin1String("_ratio")))
            facts.set(QStringLiteral("ascend.") + it.key(), it->value, originOf(*it, it.key()));
    if (const auto it = s.values.constFind(QStringLiteral("memory_bound_ratio")); it != s.values.cend())
        facts.set(QStringLiteral("ascend.memory_bound_ratio"), it->value);
    for (const char *p : {"cube", "vector", "scalar", "mte1", "mte2", "mte3", "fixpipe"}) {
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
