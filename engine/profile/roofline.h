// SPDX-License-Identifier: MIT
#pragma once

#include "benchresults.h"
#include "core/backend.h"
#include "profile.h"

#include <QList>
#include <QString>

namespace Lowerscope {

// The work of one kernel: what a roofline needs.
struct KernelWork {
    QString name;
    double flops = 0;
    double bytes = 0;
    double seconds = 0;
};
// Per kernel, its largest benchmarked case that does FLOPs and moves bytes.
QList<KernelWork> workFromBench(const BenchResults &bench);
// Per profiled kernel whose measurements count FLOPs and off-chip bytes (Nsight Compute's FP and tensor op
// counts, dram__bytes_read/write and gpu__time_duration: the signals achieved_flops, achieved_bandwidth and
// duration): its FLOPs, bytes and time on HARDWARE. A kernel folder without bench.json is placed on its roofline
// this way.
QList<KernelWork> workFromProfile(const Profile &profile, const HardwareModel &hardware);
// BENCH's work, and PROFILE's for the kernels BENCH has no case of.
QList<KernelWork> workOf(const BenchResults &bench, const Profile &profile, const HardwareModel &hardware);

enum class RoofKind { Fp32, TensorFp16, TensorFp8 };
struct RooflineRoof {
    RoofKind kind = RoofKind::Fp32;
    double peakFlops = 0;
};

struct RooflinePoint {
    QString label;
    double intensity = 0; // FLOP per off-chip byte
    double flopsPerSecond = 0;
    QString bound; // "memory-bound" or "compute-bound", from the hardware model
};

// Kernels placed on one device's roofline: the memory roof, each compute roof the model gives (FP32, tensor
// FP16, tensor FP8), lowest first, and the kernels. A kernel is classed against the lowest compute roof it
// does not exceed.
struct RooflinePlacement {
    HardwareModel hardware;
    QList<RooflineRoof> roofs;
    QList<RooflinePoint> points;
    bool isEmpty() const { return points.isEmpty() || hardware.memoryBandwidth <= 0 || roofs.isEmpty(); }
};
RooflinePlacement placeOnRoofline(const HardwareModel &hardware, const QList<KernelWork> &work);

// Why a kernel is not on the roofline, or None when PLACEMENT has it. KERNEL is the Triton function
// ("vadd_kernel") or the benchmark's name ("vadd").
enum class RooflineGap {
    None,
    NoHardware, // the profile names no device a hardware model fits (or the model has no roofs)
    NoBench, // no bench.json beside the profile
    NotBenchmarked, // bench.json has no case of this kernel
    NoWork, // its cases count no FLOPs or no bytes (a transpose does no arithmetic), or no time
};
RooflineGap rooflineGap(const RooflinePlacement &placement, const BenchResults &bench, const QString &kernel);
// The point of KERNEL in PLACEMENT (by the same name rule), or -1.
int rooflinePointOf(const RooflinePlacement &placement, const QString &kernel);

// Per benchmarked kernel, in first-seen order: the geometric mean of torch_ms / ms over its cases.
struct BenchSpeedup {
    QString kernel;
    double speedup = 0;
};
QList<BenchSpeedup> speedupsVsReference(const BenchResults &bench);

} // namespace Lowerscope
