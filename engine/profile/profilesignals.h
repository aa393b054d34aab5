// SPDX-License-Identifier: MIT
#pragma once

#include "core/backend.h"
#include "core/facts.h"
#include "profile.h"

#include <QJsonObject>
#include <QMap>

namespace Lowerscope {

// A kernel shorter than this (µs) that reaches neither roof is launch-bound: a CUDA launch and the ramp of
// its first wave cost a few microseconds (about LaunchFloorUs), a large share of so short a kernel.
constexpr double LaunchBoundUs = 10;
constexpr double LaunchFloorUs = 4;

// One derived figure with its unit and the metric(s) it was computed from.
struct Signal {
    double value = 0;
    QString unit;
    QString basis;
};

struct BlockSignals {
    QString block, subBlock;
    QMap<QString, Signal> values; // pipe.* and memory_bound_ratio of that block
};

// The L2 evidence of one kernel: a bottleneck verdict, figures against the device's roofline, and the
// profiler's own verdicts (Nsight rules, stall reasons). NVIDIA and Ascend fill different keys.
struct KernelSignals {
    QString bottleneck; // memory-bound, compute-bound, latency-bound, launch-bound, scalar-fallback; empty if unknown
    QMap<QString, Signal> values;
    QList<QPair<QString, double>> topStalls; // stall reason, cycles per issued instruction; largest first
    QList<RuleResult> rules;                 // Nsight rules that fired, largest estimated speedup first
    QList<BlockSignals> blocks;
    bool isEmpty() const { return bottleneck.isEmpty() && values.isEmpty() && rules.isEmpty(); }
    QJsonObject toJson() const;
};

class ProfileSignals
{
public:
    // HARDWARE: the device's figures; when null, the backend plugin's model matching the profile's device.
    static ProfileSignals compute(const Profile &profile, const HardwareModel *hardware = nullptr);
    static KernelSignals forKernel(const Profile &profile, const Kernel &kernel, const HardwareModel &hardware);
    // The hardware model of the backend that claims the profile (BackendRegistry::hardwareFor: the model
    // fitting the device's name, with the device's own core counts). The one rule for L2, charts and reports.
    static HardwareModel hardwareFor(const Profile &profile);

    QMap<QString, KernelSignals> kernels;
    HardwareModel hardware;
};

// What a profile, or one kernel of it, shows for the backends to judge (BackendRegistry::claimProfile).
ProfileTraits profileTraits(const Profile &profile);
ProfileTraits kernelTraits(const Profile &profile, const Kernel &kernel);
// The id of the backend that claims PROFILE, or empty when none does (or two do equally).
QString profileBackend(const Profile &profile);

// The kernel of PROFILE that NAME denotes: exact, else one whose name ends with or contains NAME (CANN keeps
// the last 49 characters of long names; Ascend task names wrap the kernel's name).
const Kernel *matchKernel(const Profile &profile, const QString &name);

// Fills the profile.*, metric.*, signal.*, rule.* and ascend.* facts (docs/facts.md) of KERNEL.
void addProfileFacts(const Profile &profile, const QString &kernel, Facts &facts);

} // namespace Lowerscope
