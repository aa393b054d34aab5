// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chartdata.h"
#include "core/backend.h"
#include "profile/benchresults.h"
#include "profile/profile.h"

#include <optional>

// Reductions from engine results to chart data: pure functions, run in a worker, each returning a few dozen
// values however large the input.
namespace Lowerscope::Ui::Charts {

// Total time per kernel, largest first; beyond MAXBARS the rest is summed into one "other" bar.
BarChart kernelTimeBreakdown(const Profile &profile, int maxBars = 12);

// Ascend pipe utilisation (aic_*/aiv_* ratios, in %) stacked per block when the profile has per-block rows,
// per kernel otherwise. Empty for profiles without pipe ratios.
BarChart pipeUtilisation(const Profile &profile);

// The work of one kernel: what a roofline needs.
struct KernelWork {
    QString name;
    double flops = 0;
    double bytes = 0;
    double seconds = 0;
};
QList<KernelWork> workFromBench(const BenchResults &bench);

// Kernels on the device's roofline: the memory roof and each compute roof the model gives (FP32, tensor
// FP16, tensor FP8). A kernel is classed against the lowest compute roof it does not exceed.
Roofline roofline(const HardwareModel &hardware, const QList<KernelWork> &work);

// The hardware model for a profile's device, from the backend plugins: matched by name, else the backend's
// default device (CUDA unless the profile is from Ascend). nullopt when no backend is loaded.
std::optional<HardwareModel> hardwareFor(const Profile &profile);

// Per operator: speedup by round (x = round index) and the overall speedup.
struct OperatorSpeedup {
    QString name;
    QList<QPointF> perRound;
    double speedup = 0;
};
LineChart speedupPerRound(const QList<OperatorSpeedup> &operators);
BarChart speedupAcrossOperators(const QList<OperatorSpeedup> &operators, const QString &title);
// Speedup of each benchmarked kernel over its PyTorch reference: geometric mean over its cases.
QList<OperatorSpeedup> speedupsVsReference(const BenchResults &bench);

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
