// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>

namespace Lowerscope::Ui {

// Distinct colours for chart series and pipe rows, readable on the light and the dark palette (no near-white or
// near-black entries). Index i is the same colour everywhere: the Ascend pipe of ascendPipes()[i] has the same
// colour in the pipe chart and in the timeline's legend and rows.
QColor seriesColor(int index, bool dark);
int seriesColorCount();

} // namespace Lowerscope::Ui
