// SPDX-License-Identifier: MIT
#include "profilesignals.h"

#include "core/backendregistry.h"
#include "core/kernelname.h"

namespace Lowerscope {

namespace {

void addTraitsOf(const Kernel &k, ProfileTraits &t)
{
    for (auto it = k.metrics.cbegin(); it != k.metrics.cend(); ++it)
        t.metricNames.append(it.key());
    t.hasTaskTypes = t.hasTaskTypes || !k.taskType.isEmpty();
    t.hasBlocks = t.hasBlocks || !k.blocks.isEmpty();
}

} // namespace

ProfileTraits profileTraits(const Profile &profile)
{
    ProfileTraits t;
    t.device = profile.device;
    t.formats = profile.formats;
    for (const Kernel &k : profile.kernels)
        addTraitsOf(k, t);
    t.metricNames.removeDuplicates();
    return t;
}

ProfileTraits kernelTraits(const Profile &profile, const Kernel &kernel)
{
    ProfileTraits t;
    t.device = profile.device;
    addTraitsOf(kernel, t);
    return t;
}

QString profileBackend(const Profile &profile)
{
    const BackendInterface *b = BackendRegistry::instance().claimProfile(profileTraits(profile)).backend();
    return b ? b->id() : QString();
}

HardwareModel ProfileSignals::hardwareFor(const Profile &profile)
{
    return BackendRegistry::instance().hardwareFor(profileTraits(profile));
}

const BackendInterface *ProfileSignals::backendFor(const Profile &profile, const Kernel &kernel)
{
    const BackendRegistry &registry = BackendRegistry::instance();
    if (const BackendInterface *b = registry.claimProfile(kernelTraits(profile, kernel)).backend())
        return b;
    return registry.fallback();
}

KernelSignals ProfileSignals::forKernel(const Profile &profile, const Kernel &k, const HardwareModel &hw)
{
    // Each backend's profilers measure different things: the kernel's claimed backend (else the fallback one)
    // says what its measurements mean.
    KernelSignals s;
    if (const BackendInterface *backend = backendFor(profile, k))
        s = backend->deriveSignals(KernelMeasurements { k.metrics, k.rules, k.blocks, k.taskType, k.blockDim }, hw);
    if (s.bottleneck.isEmpty() && k.launches > 0 && k.meanUs() > 0 && k.meanUs() < 5 && k.metrics.isEmpty())
        s.bottleneck = QStringLiteral("launch-bound");
    return s;
}

ProfileSignals ProfileSignals::compute(const Profile &profile, const HardwareModel *hardware)
{
    ProfileSignals out;
    out.hardware = hardware ? *hardware : hardwareFor(profile);
    for (const Kernel &k : profile.kernels) {
        KernelSignals s = forKernel(profile, k, out.hardware);
        if (!s.isEmpty())
            out.kernels.insert(k.name, s);
    }
    return out;
}

const Kernel *matchKernel(const Profile &profile, const QString &name)
{
    if (const Kernel *k = profile.findKernel(name))
        return k;
    for (const Kernel &k : profile.kernels)
        if (kernelNameMatch(k.name, name) & KernelNameRelation::Truncated)
            return &k;
    for (const Kernel &k : profile.kernels)
        if (kernelNameMatch(k.name, name) & KernelNameRelation::Contained)
            return &k;
    return nullptr;
}

} // namespace Lowerscope
