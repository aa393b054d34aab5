// SPDX-License-Identifier: MIT
#pragma once

#include "detector.h"

#include <QStringList>
#include <vector>

namespace Lowerscope::FileCheck {

// Compiles FileCheck-style lines ("CHECK: a\nCHECK-NEXT: b\nCHECK-NOT: c"; literal text with {{regex}} parts)
// into steps. On failure returns false with a message and the 0-based offset of the bad line in TEXT.
bool compile(const QString &text, std::vector<Internal::CheckStep> &steps, QString *why, int *offset);

// Runs the steps over LINES in order, as FileCheck does; FIRSTLINE gets the 1-based line of the first
// positive match (0 if none).
bool run(const QStringList &lines, const std::vector<Internal::CheckStep> &steps, int *firstLine);

} // namespace Lowerscope::FileCheck
