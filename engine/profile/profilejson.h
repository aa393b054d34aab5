// SPDX-License-Identifier: MIT
#pragma once

#include "profile.h"
#include "profilesignals.h"

#include <QJsonObject>

namespace Lowerscope {

// The `profile --json` document (docs/profiles.md): format, device, events, tracks, kernels, metrics with
// unit and si_value, signals, warnings, ignored. Per-instruction SASS rows go under "sass" per kernel.
QJsonObject profileToJson(const Profile &profile, const ProfileSignals &sig);

} // namespace Lowerscope
