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

// Ascend pipe utilisation (aic_*/aiv_* ratios, in %) stacked per block when the profile has per-block rows,
// per kernel otherwise. Empty for profiles without pipe ratios.
BarChart pipeUtilisation(const Profile &profile);

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
    BarChart operators;
    LineChart rounds;
    bool isEmpty() const { return breakdown.isEmpty() && pipes.isEmpty() && roofline.isEmpty() && operators.isEmpty() && rounds.isEmpty(); }
};
ChartSet reduceCharts(const Profile &profile, const BenchResults &bench);

} // namespace Lowerscope::Ui::Charts
