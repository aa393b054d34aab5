// SPDX-License-Identifier: MIT
#pragma once

#include "profile.h"

#include <QList>
#include <QStringList>
#include <optional>

namespace Lowerscope {

// The whole trace at a glance (docs/profiles.md, "Trace summary"), decided once here for `profile`, the JSON
// and the desktop: how long the capture spans, how much of it the device was busy, and which kernels cost the
// most. A torch.profiler capture of a training step spends most of its span on the host; a view that opens on
// the first kernel it read (a 3 µs copy) instead of the one that costs the most hides what matters.
struct TraceSummary {
    qint64 spanNs = 0; // the first event's start to the last event's end, over every track
    // The union of the events on the device's streams (kernels, copies, fills): the time the device was busy,
    // overlapping streams counted once. 0 when the profile has no stream track (a table, an Nsight export).
    qint64 deviceBusyNs = 0;
    int deviceStreams = 0; // stream tracks holding events
    double kernelUs = 0; // the kernels' totals summed (launches of every stream, overlaps counted twice)
    QList<int> kernelsByTime; // indices into Profile::kernels, the largest total first (ties in reading order)
    // Per kernel (Profile::kernels' order): the library that built it (BackendInterface::libraryOf of the backend
    // that claims the profile, else the fallback's), empty for a kernel compiled from the user's source.
    QStringList libraries;

    bool hasTimeline() const { return deviceStreams > 0 && spanNs > 0; }
    // deviceBusyNs / spanNs when the profile has a timeline.
    std::optional<double> busyShare() const;
    // KERNEL's share (0-1) of the kernels' summed time; nullopt when nothing was timed.
    std::optional<double> kernelShare(const Kernel &kernel) const;
};

TraceSummary summarizeTrace(const Profile &profile);

} // namespace Lowerscope
