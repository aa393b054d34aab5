// SPDX-License-Identifier: MIT
#pragma once

#include "core/diagnostics.h"
#include "workspace.h"

namespace Lowerscope {

// Reads a round description file (docs/rounds.md): one round object, an array of them, or {"rounds": [...]}.
// Kernel sources may be given inline ("source") or as a "path" relative to the file. A malformed entry becomes
// a warning naming the file and the entry and is skipped; a file that cannot be read or parsed fails with
// *error naming the file and line.
QList<RoundRecord> readRoundFile(const QString &path, Diagnostics &diag, QString *error);
// One round object; `origin` names it in messages ("FILE: rounds[2]"); relative paths resolve against baseDir.
std::optional<RoundRecord> parseRoundRecord(const QJsonObject &o, const QString &origin, const QString &baseDir, QString *error);

} // namespace Lowerscope
