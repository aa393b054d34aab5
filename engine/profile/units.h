// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>
#include <QString>
#include <optional>

namespace Lowerscope::Units {

// Parses a number as profilers write it: thousands separators ("16,384"), surrounding blanks and a trailing
// TAB (msprof start times) are tolerated; "N/A", "NA", "-" and "" give nothing.
std::optional<double> parseNumber(QStringView text);
std::optional<double> parseNumber(QByteArrayView text);

// Microseconds written as decimal text ("1704161511422904.204") to integer nanoseconds, exactly: doubles
// lose the nanoseconds of such epoch timestamps.
std::optional<qint64> microsTextToNanos(QByteArrayView text);

// The factor that turns a value in UNIT into base units (byte, second, hertz, byte/second, ...), or nothing
// when the unit has no scale (%, inst, cycle, block, ...). "Kbyte" -> 1e3, "Gbyte/s" -> 1e9, "usecond" -> 1e-6,
// "ms" -> 1e-3, "Ghz" -> 1e9, "KB" -> 1024 (Ascend "(KB)" columns), "GB/s" -> 1e9, "MHz" -> 1e6, "Msector" -> 1e6.
std::optional<double> siFactor(const QString &unit);

// NS nanoseconds as people read them: "4.170 s", "40.600 ms", "3.125 µs", "812 ns" (three decimals above 1 µs).
QString durationText(qint64 ns);

} // namespace Lowerscope::Units
