// SPDX-License-Identifier: MIT
#include "units.h"

#include <QHash>
#include <charconv>
#include <cmath>
#include <limits>

namespace Lowerscope::Units {

std::optional<double> parseNumber(QByteArrayView text)
{
    // The commonest cells of a table, digits only ("0", "48", "43632970") or with a fraction ("982.72"): read
    // without a copy (a table has millions of cells). At most 15 digits make an integer below 2^53, exact as a
    // double, and so is a power of ten up to 10^22: their quotient is rounded once, to the double from_chars
    // gives (Clinger's fast path).
    if (!text.isEmpty() && text.size() <= 15) {
        static constexpr double powersOfTen[]
            = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15 };
        qint64 n = 0;
        qsizetype i = 0, dot = -1;
        for (; i < text.size(); ++i) {
            const char c = text[i];
            if (c >= '0' && c <= '9')
                n = n * 10 + (c - '0');
            else if (c == '.' && dot < 0)
                dot = i;
            else
                break;
        }
        if (i == text.size() && dot < 0)
            return double(n);
        if (i == text.size() && dot > 0 && dot < text.size() - 1)
            return double(n) / powersOfTen[text.size() - 1 - dot];
    }
    text = text.trimmed();
    if (text.isEmpty() || text == "N/A" || text == "NA" || text == "-" || text == "n/a")
        return std::nullopt;
    char buf[64];
    qsizetype n = 0;
    for (char c : text) {
        if (c == ',')
            continue;
        if (n >= qsizetype(sizeof buf) - 1)
            return std::nullopt;
        buf[n++] = c;
    }
    double v = 0;
    const char *begin = buf[0] == '+' ? buf + 1 : buf;
    const auto res = std::from_chars(begin, buf + n, v);
    if (res.ec != std::errc() || res.ptr != buf + n)
        return std::nullopt;
    return v;
}

std::optional<double> parseNumber(QStringView text)
{
    if (text.size() > 60)
        return std::nullopt;
    char buf[64]; // no allocation per cell: a table has millions
    qsizetype n = 0;
    for (const QChar c : text) {
        if (c.unicode() > 0x7f)
            return std::nullopt; // no number has non-ASCII characters
        buf[n++] = char(c.unicode());
    }
    return parseNumber(QByteArrayView(buf, n));
}

std::optional<qint64> microsTextToNanos(QByteArrayView text)
{
    text = text.trimmed();
    if (text.startsWith('"') && text.endsWith('"') && text.size() >= 2)
        text = text.sliced(1, text.size() - 2).trimmed();
    bool negative = false;
    if (!text.isEmpty() && text.front() == '-') {
        negative = true;
        text = text.sliced(1);
    }
    const qsizetype dot = text.indexOf('.');
    const QByteArrayView whole = dot < 0 ? text : text.first(dot);
    const QByteArrayView frac = dot < 0 ? QByteArrayView() : text.sliced(dot + 1);
    if (whole.isEmpty() && frac.isEmpty())
        return std::nullopt;
    qint64 us = 0;
    for (char c : whole) {
        if (c < '0' || c > '9' || us > (std::numeric_limits<qint64>::max() / 10000))
            return std::nullopt;
        us = us * 10 + (c - '0');
    }
    qint64 ns = 0;
    int digits = 0;
    for (char c : frac) {
        if (c == 'e' || c == 'E') // exponent notation: fall back to a double
            return std::nullopt;
        if (c < '0' || c > '9')
            return std::nullopt;
        if (digits < 3) {
            ns = ns * 10 + (c - '0');
            ++digits;
        }
    }
    while (digits++ < 3)
        ns *= 10;
    const qint64 total = us * 1000 + ns;
    return negative ? -total : total;
}

std::optional<double> siFactor(const QString &unitIn)
{
    static const QHash<QString, double> factors = [] {
        QHash<QString, double> f;
        const struct {
            const char *name;
            double factor;
        } table[] = {
            { "byte", 1 },
            { "Kbyte", 1e3 },
            { "Mbyte", 1e6 },
            { "Gbyte", 1e9 },
            { "Tbyte", 1e12 },
            { "byte/s", 1 },
            { "Kbyte/s", 1e3 },
            { "Mbyte/s", 1e6 },
            { "Gbyte/s", 1e9 },
            { "Tbyte/s", 1e12 },
            { "byte/second", 1 },
            { "Kbyte/second", 1e3 },
            { "Mbyte/second", 1e6 },
            { "Gbyte/second", 1e9 },
            { "Tbyte/second", 1e12 },
            { "nsecond", 1e-9 },
            { "usecond", 1e-6 },
            { "msecond", 1e-3 },
            { "second", 1 },
            { "ns", 1e-9 },
            { "us", 1e-6 },
            { "ms", 1e-3 },
            { "s", 1 },
            { "hz", 1 },
            { "Khz", 1e3 },
            { "Mhz", 1e6 },
            { "Ghz", 1e9 },
            { "MHz", 1e6 },
            { "GHz", 1e9 },
            { "KB", 1024 },
            { "MB", 1024.0 * 1024 },
            { "GB", 1024.0 * 1024 * 1024 },
            { "GB/s", 1e9 },
            { "MB/s", 1e6 },
            { "KB/s", 1e3 },
            // Nsight Compute scales counts of sectors like bytes ("Msector" in a raw export of large kernels).
            { "sector", 1 },
            { "Ksector", 1e3 },
            { "Msector", 1e6 },
            { "Gsector", 1e9 },
        };
        for (const auto &e : table)
            f.insert(QString::fromLatin1(e.name), e.factor);
        return f;
    }();
    const auto it = factors.constFind(unitIn.trimmed());
    if (it == factors.cend())
        return std::nullopt;
    return it.value();
}

QString durationText(qint64 ns)
{
    const double v = double(ns);
    const double a = std::abs(v);
    if (a >= 1e9)
        return QString::number(v / 1e9, 'f', 3) + QStringLiteral(" s");
    if (a >= 1e6)
        return QString::number(v / 1e6, 'f', 3) + QStringLiteral(" ms");
    if (a >= 1e3)
        return QString::number(v / 1e3, 'f', 3) + QStringLiteral(" µs");
    return QString::number(ns) + QStringLiteral(" ns");
}

} // namespace Lowerscope::Units
