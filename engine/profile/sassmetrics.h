// SPDX-License-Identifier: MIT
#pragma once

#include "profile.h"

#include <QHash>
#include <QStringView>

namespace Lowerscope {

// Nsight Compute's per-instruction metrics placed on the lines of an nvdisasm listing: each SASS row's offset
// is found as the listing's `/*0290*/` marker. The value is the row's warp stall samples (all samples), the
// figure that shows where time goes; the side column of a narrow pane has room for one number.
QHash<int, QString> sassMetricsByLine(const QList<SassRow> &rows, QStringView nvdisasmText);

} // namespace Lowerscope
