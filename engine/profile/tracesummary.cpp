// SPDX-License-Identifier: MIT
#include "tracesummary.h"

#include "core/backendregistry.h"
#include "profilesignals.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace Lowerscope {

std::optional<double> TraceSummary::busyShare() const
{
    if (!hasTimeline())
        return std::nullopt;
    return double(deviceBusyNs) / double(spanNs);
}

std::optional<double> TraceSummary::kernelShare(const Kernel &kernel) const
{
    if (kernelUs <= 0)
        return std::nullopt;
    return kernel.totalUs / kernelUs;
}

TraceSummary summarizeTrace(const Profile &profile)
{
    TraceSummary s;
    qint64 first = std::numeric_limits<qint64>::max(), last = std::numeric_limits<qint64>::min();
    QList<std::pair<qint64, qint64>> busy; // [start, end) of every event on a stream
    for (const Track &t : profile.tracks) {
        if (t.events.isEmpty())
            continue;
        for (const Event &e : t.events) {
            const qint64 end = e.start + std::max<qint64>(e.duration, 0);
            first = std::min(first, e.start);
            last = std::max(last, end);
            if (t.kind == TrackKind::Stream && e.duration > 0)
                busy.append({ e.start, end });
        }
        s.deviceStreams += t.kind == TrackKind::Stream ? 1 : 0;
    }
    if (first <= last)
        s.spanNs = last - first;
    // The union of the stream intervals: sorted by start, each extends the current run or starts a new one.
    std::sort(busy.begin(), busy.end());
    qint64 runStart = 0, runEnd = std::numeric_limits<qint64>::min();
    for (const auto &[start, end] : std::as_const(busy)) {
        if (start > runEnd) {
            if (runEnd > runStart)
                s.deviceBusyNs += runEnd - runStart;
            runStart = start;
            runEnd = end;
        } else {
            runEnd = std::max(runEnd, end);
        }
    }
    if (!busy.isEmpty() && runEnd > runStart)
        s.deviceBusyNs += runEnd - runStart;
    s.kernelsByTime.resize(profile.kernels.size());
    std::iota(s.kernelsByTime.begin(), s.kernelsByTime.end(), 0);
    std::stable_sort(s.kernelsByTime.begin(), s.kernelsByTime.end(),
        [&](int a, int b) { return profile.kernels.at(a).totalUs > profile.kernels.at(b).totalUs; });
    const BackendRegistry &registry = BackendRegistry::instance();
    const BackendInterface *backend = registry.claimProfile(profileTraits(profile)).backend();
    if (!backend)
        backend = registry.fallback();
    for (const Kernel &k : profile.kernels) {
        s.kernelUs += k.totalUs;
        s.libraries.append(backend ? backend->libraryOf(k.name) : QString());
    }
    return s;
}

} // namespace Lowerscope
