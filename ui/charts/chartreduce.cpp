// SPDX-License-Identifier: MIT
#include "charts/chartreduce.h"

#include "profile/pipes.h"
#include "profile/profilesignals.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>
#include <cmath>

namespace Lowerscope::Ui::Charts {

BarChart kernelTimeBreakdown(const Profile &profile, int maxBars)
{
    BarChart chart;
    chart.title = QCoreApplication::translate("Charts", "Kernel time breakdown");
    chart.valueTitle = QCoreApplication::translate("Charts", "total time (%1)");
    chart.valueKind = ValueKind::Micros;
    chart.horizontal = true;
    QList<const Kernel *> kernels;
    for (const Kernel &k : profile.kernels)
        if (k.totalUs > 0)
            kernels.append(&k);
    std::sort(kernels.begin(), kernels.end(), [](const Kernel *a, const Kernel *b) { return a->totalUs > b->totalUs; });
    BarSeries series { QCoreApplication::translate("Charts", "total time"), {} };
    double rest = 0;
    for (int i = 0; i < kernels.size(); ++i) {
        if (i < maxBars) {
            // Full names: the view elides long ones (templated C++ kernels) in the middle and shows them whole
            // in its tooltips.
            chart.categories.append(kernels.at(i)->name);
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

BarChart pipeUtilisation(const Profile &profile, int maxCores)
{
    BarChart chart;
    chart.valueTitle = QCoreApplication::translate("Charts", "busy share of that core's time (%)");
    chart.valueKind = ValueKind::Percent;
    // One category per core: a block's cube or vector core where the profile has per-block rows, else each
    // kernel's cube core (aic_* ratios) and vector core (aiv_* ratios). Side by side, never stacked: the pipes
    // of a core run at once, so their shares do not add up to the core's time. Each share is the kernel's
    // backend's reading (BackendInterface::pipeShares), the one rule L2's pipe.* signals come from: a block's
    // bars are its pipe.* signals, a kernel's signal is the bar of the core its task type runs on.
    struct Core {
        QString label;
        const QMap<QString, MetricValue> *metrics;
        PipeReading reading;
        double weight; // the kernel's time, to keep the longest
        const BackendInterface *backend;
    };
    QList<Core> cores;
    for (const Kernel &k : profile.kernels)
        for (const BlockMetrics &b : k.blocks)
            cores.append({ QCoreApplication::translate("Charts", "%1 · block %2 %3").arg(k.name, b.block, b.subBlock), &b.metrics,
                { PipeReading::Kernel, k.taskType, b.subBlock }, k.totalUs, ProfileSignals::backendFor(profile, k) });
    if (cores.isEmpty())
        for (const Kernel &k : profile.kernels) {
            const BackendInterface *backend = ProfileSignals::backendFor(profile, k);
            cores.append({ QCoreApplication::translate("Charts", "%1 · cube core").arg(k.name), &k.metrics,
                { PipeReading::Cube, k.taskType, {} }, k.totalUs, backend });
            cores.append({ QCoreApplication::translate("Charts", "%1 · vector core").arg(k.name), &k.metrics,
                { PipeReading::Vector, k.taskType, {} }, k.totalUs, backend });
        }
    const QList<AscendPipe> &pipes = ascendPipes();
    QList<BarSeries> series;
    for (int i = 0; i < pipes.size(); ++i)
        series.append(BarSeries { pipes.at(i).id, {}, i }); // a pipe's colour is the same in the timeline
    QList<std::pair<Core, QList<double>>> rows;
    for (const Core &core : std::as_const(cores)) {
        QHash<QString, double> shares;
        if (core.backend)
            for (const PipeShare &p : core.backend->pipeShares(*core.metrics, core.reading))
                shares.insert(p.pipe, p.share * 100);
        bool any = false;
        QList<double> values;
        for (const AscendPipe &p : pipes) {
            const double v = shares.value(p.id, 0);
            any = any || v > 0;
            values.append(v);
        }
        if (any)
            rows.append({ core, values });
    }
    const int total = int(rows.size());
    std::stable_sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) { return a.first.weight > b.first.weight; });
    if (rows.size() > maxCores)
        rows.resize(maxCores);
    chart.title = total > maxCores
        ? QCoreApplication::translate("Charts", "Ascend pipe utilisation per core (%1 of %2, longest kernels first)")
              .arg(maxCores)
              .arg(total)
        : QCoreApplication::translate("Charts", "Ascend pipe utilisation per core");
    for (const auto &[core, values] : std::as_const(rows)) {
        chart.categories.append(core.label);
        for (int s = 0; s < series.size(); ++s)
            series[s].values.append(values.at(s));
    }
    for (const BarSeries &s : std::as_const(series))
        if (std::any_of(s.values.cbegin(), s.values.cend(), [](double v) { return v > 0; }))
            chart.series.append(s);
    if (chart.series.isEmpty())
        chart.categories.clear();
    chart.maxValue = 100;
    return chart;
}

Roofline roofline(const RooflinePlacement &placement)
{
    const HardwareModel &hw = placement.hardware;
    Roofline r;
    r.title = QCoreApplication::translate("Charts", "Roofline: %1, memory %2 TB/s")
                  .arg(hw.name)
                  .arg(hw.memoryBandwidth / 1e12, 0, 'g', 3);
    r.device = hw.name;
    r.bandwidth = hw.memoryBandwidth;
    for (const Lowerscope::RooflineRoof &roof : placement.roofs) {
        QString label;
        switch (roof.kind) {
        case RoofKind::Fp32:
            label = QCoreApplication::translate("Charts", "FP32");
            break;
        case RoofKind::TensorFp16:
            label = QCoreApplication::translate("Charts", "Tensor FP16");
            break;
        case RoofKind::TensorFp8:
            label = QCoreApplication::translate("Charts", "Tensor FP8");
            break;
        }
        r.roofs.append({ label, roof.peakFlops });
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
            chart.series.append(LineSeries { o.name, o.perRound });
    return chart;
}

BarChart speedupAcrossOperators(const QList<OperatorSpeedup> &operators, const QString &title)
{
    BarChart chart;
    chart.title = title;
    chart.valueTitle = QCoreApplication::translate("Charts", "speedup (×)");
    chart.horizontal = true;
    QList<OperatorSpeedup> sorted = operators;
    std::sort(
        sorted.begin(), sorted.end(), [](const OperatorSpeedup &a, const OperatorSpeedup &b) { return a.speedup > b.speedup; });
    BarSeries series { QCoreApplication::translate("Charts", "speedup"), {} };
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
    set.bench = bench;
    if (!hw.id.isEmpty()) {
        set.placement = placeOnRoofline(hw, workOf(bench, profile, hw)); // a folder without bench.json: the profile's
        set.roofline = roofline(set.placement);
    }
    QList<OperatorSpeedup> speedups;
    for (const BenchSpeedup &s : speedupsVsReference(bench))
        speedups.append(OperatorSpeedup { s.kernel, {}, s.speedup });
    set.operators = speedupAcrossOperators(speedups, QCoreApplication::translate("Charts", "Speedup over the PyTorch reference"));
    return set;
}

QString rooflineNote(const ChartSet &charts, const QString &kernel)
{
    if (kernel.isEmpty())
        return {};
    switch (rooflineGap(charts.placement, charts.bench, kernel)) {
    case RooflineGap::None:
        return {};
    case RooflineGap::NoHardware:
        return QCoreApplication::translate(
            "Charts", "%1 is not on a roofline: the profile names no device with a known memory bandwidth and peak FLOP/s.")
            .arg(kernel);
    case RooflineGap::NoBench:
        return QCoreApplication::translate(
            "Charts", "%1 is not on the roofline: there is no bench.json with its FLOPs, bytes and time.")
            .arg(kernel);
    case RooflineGap::NotBenchmarked:
        return QCoreApplication::translate("Charts", "%1 is not on the roofline: bench.json has no case of it.").arg(kernel);
    case RooflineGap::NoWork:
        return QCoreApplication::translate("Charts",
            "%1 is not on the roofline: its benchmark cases count no FLOPs or no bytes (a kernel that only moves data has no "
            "arithmetic intensity).")
            .arg(kernel);
    }
    return {};
}

} // namespace Lowerscope::Ui::Charts
