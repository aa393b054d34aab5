// SPDX-License-Identifier: MIT
#include "statistics.h"

#include <algorithm>
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

std::optional<double> median(QList<double> values)
{
    if (values.isEmpty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

} // namespace Lowerscope
