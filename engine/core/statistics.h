// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <optional>

namespace Lowerscope {

// Geometric mean of the positive, finite values; nullopt when there are none. The one geomean of speedups
// and times: reports, rounds, synthesis statistics and the charts.
std::optional<double> geometricMean(const QList<double> &values);

// Median of VALUES (the mean of the middle two for an even count); nullopt when empty. The one median: reports
// and a pattern's median gain.
std::optional<double> median(QList<double> values);

} // namespace Lowerscope
