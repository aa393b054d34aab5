// SPDX-License-Identifier: MIT
#pragma once

#include "timeline/timelinemodel.h"

#include <QList>
#include <cmath>

namespace Lowerscope::Ui {

// Time ↔ x for the event area, fixed once per frame: x = (t - base - origin) / nsPerPx. Times stay integers
// relative to BASE (the trace's start) before they become doubles: absolute clocks (~1e18 ns on Ascend) would
// lose whole microseconds in a double.
struct TimeScale {
    qint64 base = 0;
    double origin = 0; // ns after base at x = 0
    double nsPerPx = 1;
    double x(qint64 t) const { return (double(t - base) - origin) / nsPerPx; }
    qint64 time(double x) const { return base + qint64(std::floor(origin + x * nsPerPx)); }
};

// One thing to draw in a row: a single slice, or a folded run of COUNT slices too narrow to draw apart.
struct LodItem {
    double x0 = 0;
    double x1 = 0;
    int first = 0; // slice index
    int count = 1;
    bool folded() const { return count > 1; }
};

// Level of detail for one row over [0, width) px: slices at least MINPX wide are drawn alone; runs of
// narrower ones whose gaps are under MINPX merge into one folded item. Each folded item spans at least MINPX
// and the walk jumps over a run by binary search, so a frame costs O(pixels · log n), not O(n).
void foldRow(const QList<TimelineSlice> &slices, int first, int last, const TimeScale &scale, double minPx, QList<LodItem> &out);

// One min–max line per pixel column of a counter.
struct CounterColumn {
    int x = 0;
    double min = 0;
    double max = 0;
};
void reduceCounter(const QList<CounterSample> &samples, const TimeScale &scale, int width, QList<CounterColumn> &out);

} // namespace Lowerscope::Ui
