// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chartdata.h"
#include "profile/benchresults.h"
#include "profile/profile.h"
#include "profile/roofline.h"

// Reductions from engine results to chart data: pure functions, run in a worker, each returning a few dozen
// values however large the input.
namespace Lowerscope::Ui::Charts {

// Total time per kernel, largest first; beyond MAXBARS the rest is summed into one "other" bar.
BarChart kernelTimeBreakdown(const Profile &profile, int maxBars = 12);

// Ascend pipe utilisation (aic_*/aiv_* ratios, in %): one bar per pipe (series, in ascendPipes() order) for each
// core (category): a block's cube or vector core where the profile has per-block rows, else each kernel's cube
// and vector core; the MAXCORES cores of the longest kernels. Empty for profiles without pipe ratios. Each bar
// is the kernel's backend's reading (BackendInterface::pipeShares), the rule L2's pipe.* signals come from.
BarChart pipeUtilisation(const Profile &profile, int maxCores = 8);

// The engine's roofline placement (placeOnRoofline), with translated labels and whole-decade axis ranges.
Roofline roofline(const RooflinePlacement &placement);

// Per operator: speedup by round (x = round index) and the overall speedup.
struct OperatorSpeedup {
    QString name;
    QList<QPointF> perRound;
    double speedup = 0;
};
LineChart speedupPerRound(const QList<OperatorSpeedup> &operators);
BarChart speedupAcrossOperators(const QList<OperatorSpeedup> &operators, const QString &title);

// Everything the Charts tab shows, reduced in one go.
struct ChartSet {
    BarChart breakdown;
    BarChart pipes;
    Roofline roofline;
    RooflinePlacement placement; // what the roofline was drawn from, to say why a kernel is not on it
    BenchResults bench;
    BarChart operators;
    LineChart rounds;
    bool isEmpty() const
    {
        return breakdown.isEmpty() && pipes.isEmpty() && roofline.isEmpty() && operators.isEmpty() && rounds.isEmpty();
    }
};
ChartSet reduceCharts(const Profile &profile, const BenchResults &bench);

// Why KERNEL is not on the roofline of CHARTS, as a sentence; empty when it is there or no kernel is open.
QString rooflineNote(const ChartSet &charts, const QString &kernel);

} // namespace Lowerscope::Ui::Charts
