// SPDX-License-Identifier: MIT
#include "statistics.h"

#include <cmath>

namespace Lowerscope {

std::optional<double> geometricMean(const QList<double> &values)
{
    double logSum = 0;
    int n = 0;
    for (double v : values) {
        if (v > 0 && std::isfinite(v)) {
            logSum += std::log(v);
            ++n;
        }
    }
    if (n == 0)
        return std::nullopt;
    return std::exp(logSum / n);
}

} // namespace Lowerscope
