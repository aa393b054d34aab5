// SPDX-License-Identifier: MIT
#include "roofline.h"

#include "core/kernelname.h"
#include "core/statistics.h"
#include "profilesignals.h"

#include <algorithm>

namespace Lowerscope {

namespace {
// A benchmark names the folder ("vadd"); the Triton function is "vadd_kernel".
bool sameKernel(const QString &bench, const QString &kernel)
{
    return kernelNameMatch(bench, kernel) & (KernelNameRelation::Exact | KernelNameRelation::KernelSuffix);
}
} // namespace

QList<KernelWork> workFromBench(const BenchResults &bench)
{
    QList<KernelWork> out;
    for (const BenchCase &c : bench.largestCases())
        if (c.bytes > 0 && c.flops > 0 && c.ms > 0)
            out.append(KernelWork { c.kernel, c.flops, c.bytes, c.ms / 1e3 });
    return out;
}

QList<KernelWork> workFromProfile(const Profile &profile, const HardwareModel &hardware)
{
    QList<KernelWork> out;
    for (const Kernel &k : profile.kernels) {
        const KernelSignals s = ProfileSignals::forKernel(profile, k, hardware);
        const double flopsPerSecond = s.values.value(QStringLiteral("achieved_flops")).value;
        const double bytesPerSecond = s.values.value(QStringLiteral("achieved_bandwidth")).value;
        const double seconds = s.values.value(QStringLiteral("duration")).value / 1e6;
        if (flopsPerSecond > 0 && bytesPerSecond > 0 && seconds > 0)
            out.append(KernelWork { k.name, flopsPerSecond * seconds, bytesPerSecond * seconds, seconds });
    }
    return out;
}

QList<KernelWork> workOf(const BenchResults &bench, const Profile &profile, const HardwareModel &hardware)
{
    QList<KernelWork> out = workFromBench(bench);
    for (const KernelWork &w : workFromProfile(profile, hardware))
        if (std::none_of(
                bench.cases.cbegin(), bench.cases.cend(), [&](const BenchCase &c) { return sameKernel(c.kernel, w.name); }))
            out.append(w);
    return out;
}

RooflinePlacement placeOnRoofline(const HardwareModel &hw, const QList<KernelWork> &work)
{
    RooflinePlacement r;
    r.hardware = hw;
    if (hw.peakFp32 > 0)
        r.roofs.append({ RoofKind::Fp32, hw.peakFp32 });
    if (hw.peakTensorFp16 > 0)
        r.roofs.append({ RoofKind::TensorFp16, hw.peakTensorFp16 });
    if (hw.peakTensorFp8 > 0)
        r.roofs.append({ RoofKind::TensorFp8, hw.peakTensorFp8 });
    if (r.roofs.isEmpty() || hw.memoryBandwidth <= 0)
        return r;
    for (const KernelWork &w : work) {
        if (w.bytes <= 0 || w.flops <= 0 || w.seconds <= 0)
            continue;
        RooflinePoint p { w.name, w.flops / w.bytes, w.flops / w.seconds, {} };
        double roof = r.roofs.constLast().peakFlops;
        for (const RooflineRoof &c : std::as_const(r.roofs))
            if (c.peakFlops >= p.flopsPerSecond) {
                roof = c.peakFlops;
                break;
            }
        p.bound = hw.rooflineClass(w.flops, w.bytes, roof);
        r.points.append(p);
    }
    return r;
}

QList<BenchSpeedup> speedupsVsReference(const BenchResults &bench)
{
    QList<BenchSpeedup> out;
    QList<QList<double>> ratios; // per kernel: torch_ms / ms of each case
    for (const BenchCase &c : bench.cases) {
        if (c.ms <= 0 || c.torchMs <= 0)
            continue;
        auto it = std::find_if(out.begin(), out.end(), [&](const BenchSpeedup &o) { return o.kernel == c.kernel; });
        if (it == out.end()) {
            out.append(BenchSpeedup { c.kernel, 0 });
            ratios.append(QList<double>());
            it = out.end() - 1;
        }
        ratios[it - out.begin()].append(c.torchMs / c.ms);
    }
    for (qsizetype i = 0; i < out.size(); ++i)
        out[i].speedup = geometricMean(ratios.at(i)).value_or(0);
    return out;
}

int rooflinePointOf(const RooflinePlacement &placement, const QString &kernel)
{
    for (int i = 0; i < placement.points.size(); ++i)
        if (sameKernel(placement.points.at(i).label, kernel))
            return i;
    return -1;
}

RooflineGap rooflineGap(const RooflinePlacement &placement, const BenchResults &bench, const QString &kernel)
{
    if (rooflinePointOf(placement, kernel) >= 0)
        return RooflineGap::None;
    if (placement.hardware.memoryBandwidth <= 0 || placement.roofs.isEmpty())
        return RooflineGap::NoHardware;
    if (bench.cases.isEmpty())
        return RooflineGap::NoBench;
    if (std::none_of(bench.cases.cbegin(), bench.cases.cend(), [&](const BenchCase &c) { return sameKernel(c.kernel, kernel); }))
        return RooflineGap::NotBenchmarked;
    return RooflineGap::NoWork;
}

} // namespace Lowerscope
