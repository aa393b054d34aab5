// SPDX-License-Identifier: MIT
#include "common/seriescolors.h"

namespace Lowerscope::Ui {

namespace {
// Matplotlib's tab10 (each at least 3:1 against white) and three darker ones after it.
constexpr QRgb Colors[] = { 0x1f77b4, 0xd62728, 0x2ca02c, 0x9467bd, 0xff7f0e, 0x8c564b, 0xe377c2, 0x17becf, 0x7f7f7f, 0xbcbd22,
    0x393b79, 0xad494a, 0x637939 };
constexpr int Count = int(sizeof(Colors) / sizeof(Colors[0]));
} // namespace

QColor seriesColor(int index, bool dark)
{
    const QColor c = QColor::fromRgb(Colors[((index % Count) + Count) % Count]);
    return dark ? c.lighter(135) : c;
}

int seriesColorCount()
{
    return Count;
}

} // namespace Lowerscope::Ui
