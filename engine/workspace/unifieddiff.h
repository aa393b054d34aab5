// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace Lowerscope {

// A unified diff ("--- a", "+++ b", "@@ -l,n +l,n @@" hunks with `context` lines around changes) of two texts,
// line by line, from a longest common subsequence. Empty when the texts are equal. Kernel sources are small;
// texts whose line-count product exceeds a few million are diffed as one replaced block.
QString unifiedDiff(
    const QString &before, const QString &after, const QString &nameBefore, const QString &nameAfter, int context = 3);

} // namespace Lowerscope
