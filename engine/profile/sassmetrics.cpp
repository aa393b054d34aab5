// SPDX-License-Identifier: MIT
#include "sassmetrics.h"

#include <QFileInfo>
#include <algorithm>

namespace Lowerscope {

namespace {

constexpr int StallReasonColumns = 3;

// The columns ROWS have values in, in display order.
QStringList columnsOf(const QList<SassRow> &rows)
{
    double stall = 0, executed = 0, sectors = 0, excess = 0;
    QHash<QString, double> reasons;
    for (const SassRow &r : rows) {
        stall += r.stallSamples;
        executed += r.instructionsExecuted;
        sectors += r.l2Sectors;
        excess += r.excessiveSectors;
        for (auto it = r.stallReasons.cbegin(); it != r.stallReasons.cend(); ++it)
            reasons[it.key()] += it.value();
    }
    QList<std::pair<QString, double>> ranked;
    for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
        if (it.value() > 0)
            ranked.append({ it.key(), it.value() });
    std::sort(ranked.begin(), ranked.end(),
        [](const auto &a, const auto &b) { return a.second != b.second ? a.second > b.second : a.first < b.first; });
    QStringList columns;
    if (stall > 0)
        columns << QStringLiteral("stall_samples");
    for (int i = 0; i < ranked.size() && i < StallReasonColumns; ++i)
        columns << QStringLiteral("stall:") + ranked.at(i).first;
    if (executed > 0)
        columns << QStringLiteral("instructions_executed");
    if (sectors > 0)
        columns << QStringLiteral("l2_sectors");
    if (excess > 0)
        columns << QStringLiteral("l2_excess_sectors");
    return columns;
}

double valueOf(const SassRow &r, const QString &column)
{
    if (column == QLatin1String("stall_samples"))
        return r.stallSamples;
    if (column == QLatin1String("instructions_executed"))
        return r.instructionsExecuted;
    if (column == QLatin1String("l2_sectors"))
        return r.l2Sectors;
    if (column == QLatin1String("l2_excess_sectors"))
        return r.excessiveSectors;
    if (column.startsWith(QLatin1String("stall:")))
        return r.stallReasons.value(column.mid(6));
    return 0;
}

void addRow(LineMetrics &m, int line, const SassRow &r)
{
    QList<double> &v = m.values[line];
    if (v.isEmpty())
        v = QList<double>(m.columns.size(), 0);
    for (int c = 0; c < m.columns.size(); ++c)
        v[c] += valueOf(r, m.columns.at(c));
}

void finish(LineMetrics &m)
{
    m.totals = QList<double>(m.columns.size(), 0);
    m.maxima = QList<double>(m.columns.size(), 0);
    for (const QList<double> &v : std::as_const(m.values))
        for (int c = 0; c < v.size(); ++c) {
            m.totals[c] += v.at(c);
            m.maxima[c] = std::max(m.maxima.at(c), v.at(c));
        }
}

QList<double> kernelTotalsOf(const QStringList &columns, const QList<SassRow> &rows)
{
    QList<double> totals(columns.size(), 0);
    for (const SassRow &r : rows)
        for (int c = 0; c < columns.size(); ++c)
            totals[c] += valueOf(r, columns.at(c));
    return totals;
}

} // namespace

double LineMetrics::value(int line, const QString &column) const
{
    const qsizetype c = columns.indexOf(column);
    const auto it = values.constFind(line);
    return c < 0 || it == values.cend() ? 0 : it->value(c);
}

LineMetrics sassLineMetrics(const Kernel &kernel, QStringView text)
{
    LineMetrics m;
    const QList<SassRow> &rows = kernel.sass;
    QHash<quint32, const SassRow *> byOffset;
    for (const SassRow &r : rows)
        byOffset.insert(r.offset, &r);
    if (byOffset.isEmpty())
        return m;
    QSet<quint32> unmeasured;
    for (const SassRow &r : kernel.sassUnmeasured)
        unmeasured.insert(r.offset);
    m.columns = columnsOf(rows);
    m.partial = kernel.partial;
    int line = 0;
    for (QStringView l : text.tokenize(u'\n')) {
        ++line;
        // "        /*0290*/   @!P1 LDG.E ..." : the offset marker is the first thing on an instruction line.
        const QStringView t = l.trimmed();
        if (!t.startsWith(u"/*") || t.size() < 8)
            continue;
        const qsizetype end = t.indexOf(u"*/");
        bool ok = false;
        const quint32 offset = end > 2 ? t.mid(2, end - 2).toUInt(&ok, 16) : 0;
        if (ok && unmeasured.contains(offset))
            m.partialLines.insert(line);
        const auto it = ok ? byOffset.constFind(offset) : byOffset.cend();
        if (it == byOffset.cend())
            continue;
        addRow(m, line, **it);
    }
    finish(m);
    m.kernelTotals = kernelTotalsOf(m.columns, rows);
    return m;
}

LineMetrics sourceLineMetrics(const Kernel &kernel, const QString &sourceFile)
{
    LineMetrics m;
    const QString name = QFileInfo(sourceFile).fileName();
    if (name.isEmpty())
        return m;
    m.columns = columnsOf(kernel.sass);
    m.partial = kernel.partial;
    for (const SassRow &r : kernel.sass)
        if (r.sourceLine > 0 && QFileInfo(r.sourceFile).fileName() == name)
            addRow(m, r.sourceLine, r);
    for (const SassRow &r : kernel.sassUnmeasured)
        if (r.sourceLine > 0 && QFileInfo(r.sourceFile).fileName() == name)
            m.partialLines.insert(r.sourceLine);
    finish(m);
    m.kernelTotals = kernelTotalsOf(m.columns, kernel.sass);
    return m;
}

} // namespace Lowerscope
