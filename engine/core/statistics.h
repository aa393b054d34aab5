// SPDX-License-Identifier: MIT
#pragma once

#include <QList>

#include <optional>

namespace Lowerscope {

// Geometric mean of the positive, finite values; nullopt when there are none. The one geomean of speedups
// and times: reports, rounds, synthesis statistics and the charts.
std::optional<double> geometricMean(const QList<double> &values);

} // namespace Lowerscope
