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

} // namespace Lowerscope
