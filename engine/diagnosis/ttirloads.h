// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QString>

namespace Lowerscope {

// A global load in TTIR and the kernel pointer arguments its address derives from.
struct TtirLoad {
    int line = 0; // 1-based line in the TTIR text
    int loop = -1; // id of the outermost scf.for holding it, -1 outside loops
    QStringList rootArgs; // pointer arguments of the kernel (%x_ptr)
};

// Walks the def-use chains of a TTIR function (tt.addptr, tt.splat, tt.broadcast, loop iter_args, ...)
// from each tt.load back to the kernel's pointer arguments. Text-level and conservative: a load whose
// address cannot be traced has no root.
QList<TtirLoad> ttirLoads(const QString &ttir);

// A pointer argument read in two or more separate passes: loads in at least two different places, each an
// outermost scf.for loop or the code outside every loop, at least one of them a loop (a row summed in a loop
// and read again after it, or in two loops). Loads in nested loops of one loop nest are one pass.
struct RereadArgument {
    QString argument;
    QList<TtirLoad> loads; // in text order
    int loops = 0; // separate loops among the passes
    int outside = 0; // loads outside every loop
};
QList<RereadArgument> rereadArguments(const QList<TtirLoad> &loads);

} // namespace Lowerscope
