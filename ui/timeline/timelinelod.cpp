// SPDX-License-Identifier: MIT
#include "timeline/timelinelod.h"

#include <algorithm>

namespace Lowerscope::Ui {

namespace {
// End (exclusive) of the slices in [from, last) that start before LIMIT.
int startingBefore(const QList<TimelineSlice> &slices, int from, int last, qint64 limit)
{
    const auto it = std::lower_bound(
        slices.cbegin() + from, slices.cbegin() + last, limit, [](const TimelineSlice &s, qint64 t) { return s.start < t; });
    return int(it - slices.cbegin());
}
} // namespace

// A run absorbs every slice starting within MINPX of its end. Each round of the inner loop takes all such
// slices at once, so the run's end moves by at least MINPX every second round: O(pixels / minPx · log n).
// A slice up to about 2·minPx wide can end up inside a run; wider ones always stand alone.
void foldRow(const QList<TimelineSlice> &slices, int first, int last, const TimeScale &scale, double minPx, QList<LodItem> &out)
{
    out.clear();
    int i = std::max(first, 0);
    last = std::min<int>(last, int(slices.size()));
    while (i < last) {
        const TimelineSlice &s = slices.at(i);
        const double x0 = scale.x(s.start);
        const double x1 = scale.x(s.end);
        if (x1 - x0 >= minPx) {
            out.append(LodItem { x0, x1, i, 1 });
            ++i;
            continue;
        }
        double runEnd = std::max(x1, x0 + minPx);
        int j = i + 1;
        while (j < last) {
            int k = startingBefore(slices, j, last, scale.time(runEnd + minPx));
            if (k == j)
                break;
            const TimelineSlice &tail = slices.at(k - 1);
            const bool tailWide = scale.x(tail.end) - scale.x(tail.start) >= minPx;
            if (tailWide)
                --k; // a wide slice stands alone: the run stops before it
            if (k > j) {
                runEnd = std::max(runEnd, scale.x(slices.at(k - 1).end));
                j = k;
            }
            if (tailWide)
                break;
        }
        const int count = j - i;
        out.append(LodItem { x0, count > 1 ? runEnd : std::max(x1, x0 + 1.0), i, count });
        i = j;
    }
}

void reduceCounter(const QList<CounterSample> &samples, const TimeScale &scale, int width, QList<CounterColumn> &out)
{
    out.clear();
    if (samples.isEmpty() || width <= 0)
        return;
    const qint64 t0 = scale.time(0);
    // The sample in force at the left edge: the last one at or before t0.
    auto it = std::upper_bound(samples.cbegin(), samples.cend(), t0, [](qint64 t, const CounterSample &s) { return t < s.time; });
    if (it != samples.cbegin())
        --it;
    const qint64 lastTime = samples.constLast().time;
    for (int x = 0; x < width && it != samples.cend(); ++x) {
        const qint64 colStart = scale.time(x), colEnd = scale.time(x + 1);
        while (it + 1 != samples.cend() && (it + 1)->time <= colStart)
            ++it; // a sample at the column's start replaces the one held before it
        if (it->time >= colEnd)
            continue; // nothing in force yet
        double lo = it->value, hi = it->value;
        auto next = it + 1;
        while (next != samples.cend() && next->time < colEnd) {
            lo = std::min(lo, next->value);
            hi = std::max(hi, next->value);
            it = next++;
        }
        out.append(CounterColumn { x, lo, hi });
        if (next == samples.cend() && colStart >= lastTime)
            break; // the last sample's value is shown up to its own column only
    }
}

} // namespace Lowerscope::Ui
