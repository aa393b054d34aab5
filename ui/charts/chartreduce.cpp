// SPDX-License-Identifier: MIT
#include "charts/chartreduce.h"

#include "profile/profilesignals.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Lowerscope::Ui::Charts {


BarChart kernelTimeBreakdown(const Profile &profile, int maxBars)
{
    BarChart chart;
    chart.title = QCoreApplication::translate("Charts", "Kernel time breakdown");
    chart.valueTitle = QCoreApplication::translate("Charts", "total time (µs)");
    chart.horizontal = true;
    QList<const Kernel *> kernels;
    for (const Kernel &k : profile.kernels)
        if (k.totalUs > 0)
            kernels.append(&k);
    std::sort(kernels.begin(), kernels.end(), [](const Kernel *a, const Kernel *b) { return a->totalUs > b->totalUs; });
    BarSeries series{QCoreApplication::translate("Charts", "total time"), {}};
    double rest = 0;
    for (int i = 0; i < kernels.size(); ++i) {
        if (i < maxBars) {
            // C++ kernel names (templated PyTorch kernels) run to hundreds of characters: keep axes readable.
            const QString &name = kernels.at(i)->name;
            chart.categories.append(name.size() > 36 ? name.left(35) + QStringLiteral("…") : name);
            series.values.append(kernels.at(i)->totalUs);
        } else {
            rest += kernels.at(i)->totalUs;
        }
    }
    if (kernels.size() > maxBars) {
        chart.categories.append(QCoreApplication::translate("Charts", "other (%1 kernels)").arg(kernels.size() - maxBars));
        series.values.append(rest);
    }
    if (!chart.categories.isEmpty())
        chart.series.append(series);
    return chart;
}

// The pipes in the order Ascend's tools list them; values are ratios of the core's time (0..1).
static const char *const PipeRatios[] = {"aic_mac_ratio", "aic_scalar_ratio", "aic_mte1_ratio", "aic_mte2_ratio",
                                         "aic_fixpipe_ratio", "aiv_vec_ratio", "aiv_scalar_ratio", "aiv_mte2_ratio",
                                         "aiv_mte3_ratio"};

BarChart pipeUtilisation(const Profile &profile)
{
    BarChart chart;
    chart.title = QCoreApplication::translate("Charts", "Ascend pipe utilisation");
    chart.valueTitle = QCoreApplication::translate("Charts", "share of the core's time (%)");
    chart.stacked = true;
    // Rows: (label, metrics). Per block where the profile has blocks, else per kernel.
    QList<std::pair<QString, const QMap<QString, MetricValue> *>> rows;
    for (const Kernel &k : profile.kernels)
        for (const BlockMetrics &b : k.blocks)
            rows.append({QCoreApplication::translate("Charts", "%1 block %2 %3").arg(k.name, b.block, b.subBlock), &b.metrics});
    if (rows.isEmpty())
        for (const Kernel &k : profile.kernels)
            rows.append({k.name, &k.metrics});
    QList<BarSeries> series;
    for (const char *pipe : PipeRatios)
        series.append(BarSeries{QString::fromLatin1(pipe), {}});
    for (const auto &[label, metrics] : std::as_const(rows)) {
        bool any = false;
        QList<double> values;
        for (const char *pipe : PipeRatios) {
            const auto it = metrics->constFind(QString::fromLatin1(pipe));
            const double v = it == metrics->cend() ? 0 : it->value * 100;
            any = any || v > 0;
            values.append(v);
        }
        if (!any)
            continue;
        chart.categories.append(label);
        for (int s = 0; s < series.size(); ++s)
            series[s].values.append(values.at(s));
    }
    for (const BarSeries &s : std::as_const(series))
        if (std::any_of(s.values.cbegin(), s.values.cend(), [](double v) { return v > 0; }))
            chart.series.append(s);
    if (chart.series.isEmpty())
        chart.categories.clear();
    return chart;
}

Roofline roofline(const RooflinePlacement &placement)
{
    const HardwareModel &hw = placement.hardware;
    Roofline r;
    r.title = QCoreApplication::translate("Charts", "Roofline: %1, memory %2 TB/s").arg(hw.name).arg(hw.memoryBandwidth / 1e12, 0, 'g', 3);
    r.device = hw.name;
    r.bandwidth = hw.memoryBandwidth;
    for (const Lowerscope::RooflineRoof &roof : placement.roofs) {
        QString label;
        switch (roof.kind) {
        case RoofKind::Fp32: label = QCoreApplication::translate("Charts", "FP32"); break;
        case RoofKind::TensorFp16: label = QCoreApplication::translate("Charts", "Tensor FP16"); break;
        case RoofKind::TensorFp8: label = QCoreApplication::translate("Charts", "Tensor FP8"); break;
        }
        r.roofs.append({label, roof.peakFlops});
    }
    r.points = placement.points;
    if (r.roofs.isEmpty() || r.bandwidth <= 0)
        return r;
    double xMin = hw.ridgePoint(r.roofs.constFirst().peakFlops), xMax = hw.ridgePoint(r.roofs.constLast().peakFlops);
    double yMin = r.roofs.constFirst().peakFlops, yMax = r.roofs.constLast().peakFlops;
    for (const RooflinePoint &p : std::as_const(r.points)) {
        xMin = std::min(xMin, p.intensity);
        xMax = std::max(xMax, p.intensity);
        yMin = std::min(yMin, p.flopsPerSecond);
    }
    // Whole decades around everything drawn, with a little room.
    r.xMin = std::pow(10, std::floor(std::log10(xMin / 2)));
    r.xMax = std::pow(10, std::ceil(std::log10(xMax * 2)));
    r.yMin = std::pow(10, std::floor(std::log10(yMin / 2)));
    r.yMax = std::pow(10, std::ceil(std::log10(yMax * 1.5)));
    return r;
}

LineChart speedupPerRound(const QList<OperatorSpeedup> &operators)
{
    LineChart chart;
    chart.title = QCoreApplication::translate("Charts", "Speedup per round");
    chart.xTitle = QCoreApplication::translate("Charts", "round");
    chart.yTitle = QCoreApplication::translate("Charts", "speedup (×)");
    for (const OperatorSpeedup &o : operators)
        if (!o.perRound.isEmpty())
            chart.series.append(LineSeries{o.name, o.perRound});
    return chart;
}

BarChart speedupAcrossOperators(const QList<OperatorSpeedup> &operators, const QString &title)
{
    BarChart chart;
    chart.title = title;
    chart.valueTitle = QCoreApplication::translate("Charts", "speedup (×)");
    chart.horizontal = true;
    QList<OperatorSpeedup> sorted = operators;
    std::sort(sorted.begin(), sorted.end(), [](const OperatorSpeedup &a, const OperatorSpeedup &b) { return a.speedup > b.speedup; });
    BarSeries series{QCoreApplication::translate("Charts", "speedup"), {}};
    for (const OperatorSpeedup &o : std::as_const(sorted))
        if (o.speedup > 0) {
            chart.categories.append(o.name);
            series.values.append(o.speedup);
        }
    if (!series.values.isEmpty())
        chart.series.append(series);
    return chart;
}

ChartSet reduceCharts(const Profile &profile, const BenchResults &bench)
{
    ChartSet set;
    set.breakdown = kernelTimeBreakdown(profile);
    set.pipes = pipeUtilisation(profile);
    // The profile's device, by the one hardware-matching rule L2 uses.
    const HardwareModel hw = ProfileSignals::hardwareFor(profile);
    if (!hw.id.isEmpty())
        set.roofline = roofline(placeOnRoofline(hw, workFromBench(bench)));
    QList<OperatorSpeedup> speedups;
    for (const BenchSpeedup &s : speedupsVsReference(bench))
        speedups.append(OperatorSpeedup{s.kernel, {}, s.speedup});
    set.operators = speedupAcrossOperators(speedups, QCoreApplication::translate("Charts", "Speedup over the PyTorch reference"));
    return set;
}

} // namespace Lowerscope::Ui::Charts
