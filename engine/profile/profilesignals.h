// SPDX-License-Identifier: MIT
#pragma once

#include "core/backend.h"
#include "core/facts.h"
#include "profile.h"

namespace Lowerscope {

// Signal, KernelSignals, LaunchBoundUs: engine/core/measurements.h (what the backends derive).

class ProfileSignals {
public:
    // HARDWARE: the device's figures; when null, the backend plugin's model matching the profile's device.
    static ProfileSignals compute(const Profile &profile, const HardwareModel *hardware = nullptr);
    // The signals KERNEL's backend derives from its measurements (BackendInterface::deriveSignals).
    static KernelSignals forKernel(const Profile &profile, const Kernel &kernel, const HardwareModel &hardware);
    // The backend that says what KERNEL's measurements mean: the one that claims them, else the fallback one;
    // null when no backend is loaded.
    static const BackendInterface *backendFor(const Profile &profile, const Kernel &kernel);
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
