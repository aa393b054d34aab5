// SPDX-License-Identifier: MIT
// What every profile target does after its reader: the signals and the JSON a `profile --json` prints, so that
// values read from a hostile file also go through the arithmetic that uses them.
#pragma once

#include "profile/profilejson.h"
#include "profile/profilesignals.h"

#include <QJsonDocument>

namespace Fuzz {
inline void useProfile(const Lowerscope::Profile &profile)
{
    const QJsonObject doc = Lowerscope::profileToJson(profile, Lowerscope::ProfileSignals::compute(profile));
    (void)QJsonDocument(doc).toJson(QJsonDocument::Compact);
}
} // namespace Fuzz
