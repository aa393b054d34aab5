// SPDX-License-Identifier: MIT
// Findings whose cause is how the kernel is launched, or a resource its launch configuration sizes, cite the
// wrapper's lines where that is decided (docs/diagnosis.md "Where a finding points"): the fix is made there,
// not in the kernel body.
#include "levels.h"

namespace Lowerscope {

namespace {

// The launch facts (docs/facts.md) a finding of CATEGORY cites, in the order a reader follows them.
QStringList launchFactsFor(const QString &category)
{
    // The grid and the number of launches: the `kernel[grid](...)` call, the line computing its grid, and
    // the wrapper loop that repeats the call.
    if (category == QLatin1String("grid-oversubscription") || category == QLatin1String("grid-undersubscription")
        || category == QLatin1String("launch-bound"))
        return { QStringLiteral("launch.site"), QStringLiteral("launch.grid_def"), QStringLiteral("launch.in_loop") };
    // Resources per program: warps size the registers and the block, stages the shared-memory buffers.
    if (category == QLatin1String("low-occupancy"))
        return { QStringLiteral("launch.num_stages"), QStringLiteral("launch.num_warps") };
    if (category == QLatin1String("register-spills"))
        return { QStringLiteral("launch.num_warps") };
    if (category == QLatin1String("no-pipelining"))
        return { QStringLiteral("launch.num_stages") };
    return {};
}

} // namespace

void citeLaunch(const EvidenceBundle &kernel, QList<Finding> &findings)
{
    for (Finding &f : findings)
        for (const QString &name : launchFactsFor(f.category)) {
            const FactOrigin origin = kernel.facts.origins.value(name);
            // Only facts the source scanner read from the source file (metadata has no line).
            if (kernel.facts.has(name) && origin.line > 0 && !origin.artifact.isEmpty())
                f.addEvidence(evidenceFromFact(kernel, name));
        }
}

} // namespace Lowerscope
