// SPDX-License-Identifier: MIT
#pragma once

#include "core/facts.h"

#include <QString>
#include <QStringList>

namespace Lowerscope {

// The @triton.jit functions of a Python file, in file order.
QStringList tritonKernels(const QString &pythonSource);

// Fills source.* and launch.* (docs/facts.md) for one @triton.jit kernel of PYTHONSOURCE: the one named by
// facts' "kernel" value if set and present, else the first. Origins point at ARTIFACT and the line of the
// first occurrence. A file without a kernel adds nothing. Launch values come from a `KERNEL[grid](...)` call
// in the same file or from @triton.autotune configs (only when every config agrees).
void addSourceFacts(const QString &pythonSource, const QString &artifact, Facts &facts);

} // namespace Lowerscope
