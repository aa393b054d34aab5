// SPDX-License-Identifier: MIT
#pragma once

#include "profile.h"
#include "profilesignals.h"
#include "tracesummary.h"

#include <QJsonObject>

namespace Lowerscope {

// The `profile --json` document (docs/profiles.md): format, device, events, tracks, kernels, metrics with
// unit and si_value, signals, warnings, ignored, and the trace summary. Per-instruction SASS rows go under "sass"
// per kernel.
QJsonObject profileToJson(const Profile &profile, const ProfileSignals &sig);
// "summary": span_us, device_busy_us, device_busy_share (null without a timeline), device_streams, kernel_us,
// kernels_by_time (names, the largest total first).
QJsonObject traceSummaryJson(const Profile &profile, const TraceSummary &summary);

} // namespace Lowerscope
