// SPDX-License-Identifier: MIT
// TimelineView's painting: one pass over the visible lines, each row asking only for its visible slices.
#include "common/seriescolors.h"
#include "core/kernelname.h"
#include "timeline/timelineview.h"

#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QVarLengthArray>
#include <algorithm>
#include <cmath>

namespace Lowerscope::Ui {

namespace {
constexpr int MaxFlows = 500; // beyond that arrows are noise; one per source pixel column anyway

// 1, 2, 5 × 10^k ns, the smallest step that keeps labels MINPX apart.
double tickStep(double nsPerPx, double minPx)
{
    const double raw = nsPerPx * minPx;
    const double mag = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-3))));
    for (double m : { 1.0, 2.0, 5.0, 10.0 })
        if (m * mag >= raw)
            return m * mag;
    return 10 * mag;
}

QString formatTime(double ns, double step)
{
    const struct {
        double scale;
        const char *unit;
    } units[] = { { 1e9, "s" }, { 1e6, "ms" }, { 1e3, "µs" }, { 1, "ns" } };
    for (const auto &u : units)
        if (step >= u.scale || u.scale == 1) {
            const double v = ns / u.scale;
            const int decimals = std::clamp(int(std::ceil(-std::log10(step / u.scale) + 1e-9)), 0, 3);
            return QString::number(v, 'f', decimals) + QLatin1Char(' ') + QString::fromUtf8(u.unit);
        }
    return {};
}
} // namespace

QColor TimelineView::colorFor(quint32 name) const
{
    // A stable hue per name; lightness follows the palette so text stays readable.
    const int hue = int((name * 2654435761u) >> 16) % 360;
    return m_dark ? QColor::fromHsv(hue, 120, 150) : QColor::fromHsv(hue, 90, 235);
}

void TimelineView::render(QPainter &p, const QSize &size)
{
    const int width = size.width() - m_labelWidth;
    const int height = size.height();
    m_stats = {};
    p.fillRect(QRect(QPoint(0, 0), size), palette().color(QPalette::Base));
    if (m_model.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(QRect(QPoint(0, 0), size), Qt::AlignCenter, tr("No timeline events in this profile"));
        return;
    }
    p.setRenderHint(QPainter::Antialiasing, false);
    p.save();
    p.setClipRect(m_labelWidth, RulerHeight, width, height - RulerHeight);
    const QColor headerBg = palette().color(QPalette::AlternateBase).darker(m_dark ? 80 : 104);
    for (int l = std::max(0, lineAt(RulerHeight)); l >= 0 && l < m_lines.size(); ++l) {
        const Line &line = m_lines.at(l);
        const int top = contentY(l);
        if (top >= height)
            break;
        if (top + line.height <= RulerHeight)
            continue;
        if (line.kind == Line::Header)
            p.fillRect(m_labelWidth, top, width, line.height, headerBg);
        else if (line.node % 2)
            p.fillRect(m_labelWidth, top, width, line.height, palette().color(QPalette::AlternateBase));
        if (line.kind == Line::Row)
            paintRow(p, line, top, width);
        else if (line.kind == Line::Counter)
            paintCounter(p, line, top, width);
    }
    paintFlows(p, width, height);
    paintRange(p, width, height);
    p.restore();
    paintLabels(p, height);
    paintRuler(p, size.width());
}

void TimelineView::paintRow(QPainter &p, const Line &line, int top, int width)
{
    const QList<TimelineSlice> &slices = m_model.rows().at(line.index).slices;
    const auto [first, last] = m_model.visibleRange(line.index, m_scale.time(-FoldPx), m_scale.time(width + FoldPx));
    foldRow(slices, first, last, m_scale, FoldPx, m_items);
    const bool searching = !m_hits.isEmpty();
    const QColor folded = m_dark ? QColor(110, 116, 128) : QColor(168, 176, 190);
    const QColor match(255, 200, 40);
    const QFontMetrics fm = p.fontMetrics();
    const QColor text = m_dark ? QColor(235, 235, 235) : QColor(25, 25, 25);
    // An Ascend pipe row in its pipe's colour (the legend's and the pipe chart's).
    const int pipe = m_model.pipeOf(m_model.rows().at(line.index).track);
    const QColor pipeColor = pipe >= 0 ? seriesColor(pipe, m_dark).lighter(m_dark ? 100 : 135) : QColor();
    p.setPen(text);
    for (const LodItem &item : std::as_const(m_items)) {
        const double x0 = m_labelWidth + std::max(item.x0, -2.0);
        const double x1 = m_labelWidth + std::min(item.x1, width + 2.0);
        const QRectF r(x0, top + 1, std::max(1.0, x1 - x0), line.height - 2);
        QColor fill = item.folded() ? (pipe >= 0 ? pipeColor.darker(115) : folded)
            : pipe >= 0             ? pipeColor
                                    : colorFor(slices.at(item.first).name);
        if (searching)
            fill = rowHasSearchHit(line.index, item.first, item.count) ? match : fill.lighter(m_dark ? 60 : 115);
        p.fillRect(r, fill);
        ++m_stats.items;
        if (item.folded()) {
            ++m_stats.foldedItems;
            m_stats.foldedEvents += item.count;
        }
        if (r.width() < 30)
            continue;
        const QString label = item.folded() ? tr("%1 events").arg(item.count)
                                            : shortKernelName(m_model.profile().strings.string(slices.at(item.first).name));
        const QRectF textRect = r.adjusted(3, 0, -2, 0).intersected(QRectF(m_labelWidth, r.top(), width, r.height()));
        if (textRect.width() > 12)
            p.drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, fm.elidedText(label, Qt::ElideRight, int(textRect.width())));
    }
    if (m_selection.row == line.index && m_selection.slice >= first && m_selection.slice < last) {
        const TimelineSlice &s = slices.at(m_selection.slice);
        const double x0 = m_labelWidth + std::max(m_scale.x(s.start), -2.0);
        const double x1 = m_labelWidth + std::min(m_scale.x(s.end), width + 2.0);
        p.save();
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(x0, top + 1, std::max(2.0, x1 - x0), line.height - 2));
        p.restore();
    }
}

void TimelineView::paintCounter(QPainter &p, const Line &line, int top, int width)
{
    const Counter &counter = m_model.profile().counters.at(line.index);
    reduceCounter(counter.samples, m_scale, width, m_columns);
    if (m_columns.isEmpty())
        return;
    // Scaled to what is visible, from zero (or the minimum, if negative).
    double lo = 0, hi = 0;
    for (const CounterColumn &c : std::as_const(m_columns)) {
        lo = std::min(lo, c.min);
        hi = std::max(hi, c.max);
    }
    const double span = hi > lo ? hi - lo : 1;
    const double h = line.height - 4;
    const auto y = [&](double v) { return top + 2 + h - (v - lo) / span * h; };
    QVarLengthArray<QLineF, 2048> lines;
    for (const CounterColumn &c : std::as_const(m_columns)) {
        const double x = m_labelWidth + c.x + 0.5;
        const double y0 = y(c.max), y1 = y(c.min);
        lines.append(QLineF(x, y0, x, std::max(y1, y0 + 1)));
    }
    p.setPen(m_dark ? QColor(120, 190, 255) : QColor(30, 110, 200));
    p.drawLines(lines.constData(), int(lines.size()));
    m_stats.counterColumns += int(m_columns.size());
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(QRectF(m_labelWidth + 4, top, width - 8, line.height), Qt::AlignRight | Qt::AlignTop, QString::number(hi, 'g', 4));
}

void TimelineView::paintFlows(QPainter &p, int width, int height)
{
    const QList<Flow> &flows = m_model.profile().flows;
    if (flows.isEmpty() || (!m_allFlows && m_selection.row < 0))
        return;
    const qint64 t0 = m_scale.time(0), t1 = m_scale.time(width);
    // By default only the selected slice's flows (as Perfetto does): arrows to and from its track within it.
    const int selTrack = m_selection.row >= 0 ? m_model.rows().at(m_selection.row).track : -1;
    const qint64 selStart = m_selection.row >= 0 ? m_model.slice(m_selection).start : 0;
    const qint64 selEnd = m_selection.row >= 0 ? m_model.slice(m_selection).end : -1;
    const auto wanted = [&](const Flow &f) {
        return m_allFlows || (f.fromTrack == selTrack && f.fromTime >= selStart && f.fromTime <= selEnd)
            || (f.toTrack == selTrack && f.toTime >= selStart && f.toTime <= selEnd);
    };
    // A hidden row's flows attach to the header of the group that hides it.
    const auto yOf = [&](int track, qint64 t) -> double {
        const int row = m_model.rowAt(track, t);
        int l = row >= 0 ? m_rowLine.value(row, -1) : -1;
        if (l < 0 && row >= 0) {
            for (int n = 0; n < m_model.nodes().size() && l < 0; ++n)
                if (m_model.nodes().at(n).rows.contains(row))
                    for (int a = n; a >= 0 && l < 0; a = m_model.nodes().at(a).parent)
                        l = m_nodeHeader.value(a, -1);
        }
        return l < 0 ? -1 : contentY(l) + m_lines.at(l).height / 2.0;
    };
    // Zoomed far out, arrows between folded runs say nothing and cost the frame: draw them from the point
    // where they can be told apart (fewer than MaxFlows in view).
    int inView = 0;
    if (m_allFlows)
        for (const Flow &f : flows)
            if (std::max(f.fromTime, f.toTime) >= t0 && std::min(f.fromTime, f.toTime) <= t1 && ++inView > MaxFlows)
                return;
    QBitArray used(width + 2);
    const QColor color = m_dark ? QColor(255, 160, 90, 200) : QColor(200, 80, 20, 190);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(color, 1.2));
    p.setBrush(color);
    for (const Flow &f : flows) {
        if (std::max(f.fromTime, f.toTime) < t0 || std::min(f.fromTime, f.toTime) > t1 || !wanted(f))
            continue;
        const double x0 = m_labelWidth + m_scale.x(f.fromTime), x1 = m_labelWidth + m_scale.x(f.toTime);
        const int column = std::clamp(int(x0 - m_labelWidth), -1, width) + 1;
        if (used.testBit(column))
            continue;
        const double y0 = yOf(f.fromTrack, f.fromTime), y1 = yOf(f.toTrack, f.toTime);
        if (y0 < 0 || y1 < 0 || (std::max(y0, y1) < RulerHeight) || std::min(y0, y1) > height)
            continue;
        used.setBit(column);
        QPainterPath path(QPointF(x0, y0));
        path.cubicTo(QPointF(x0 + 20, y0), QPointF(x1 - 20, y1), QPointF(x1, y1));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setBrush(color);
        const QPointF tip(x1, y1);
        p.drawPolygon(QPolygonF({ tip, tip + QPointF(-6, -3.5), tip + QPointF(-6, 3.5) }));
        if (++m_stats.flows >= MaxFlows)
            break;
    }
    p.restore();
}

void TimelineView::paintRange(QPainter &p, int width, int height) const
{
    if (!hasRange())
        return;
    const double x0 = std::max(double(m_labelWidth), xForTime(m_rangeStart));
    const double x1 = std::min(double(m_labelWidth + width), xForTime(m_rangeEnd));
    if (x1 < m_labelWidth || x0 > m_labelWidth + width)
        return;
    QColor shade = palette().color(QPalette::Highlight);
    shade.setAlpha(50);
    p.fillRect(QRectF(x0, RulerHeight, std::max(1.0, x1 - x0), height - RulerHeight), shade);
    p.setPen(QPen(palette().color(QPalette::Highlight), 1));
    p.drawLine(QLineF(x0, RulerHeight, x0, height));
    p.drawLine(QLineF(x1, RulerHeight, x1, height));
}

void TimelineView::paintLabels(QPainter &p, int height) const
{
    p.fillRect(0, RulerHeight, m_labelWidth, height - RulerHeight, palette().color(QPalette::Window));
    p.save();
    p.setClipRect(0, RulerHeight, m_labelWidth, height - RulerHeight);
    QFont bold = font();
    bold.setBold(true);
    for (int l = std::max(0, lineAt(RulerHeight)); l >= 0 && l < m_lines.size(); ++l) {
        const Line &line = m_lines.at(l);
        const int top = contentY(l);
        if (top >= height)
            break;
        if (!line.labelled)
            continue;
        const TrackLabel label = trackLabel(l);
        p.setPen(palette().color(QPalette::WindowText));
        if (line.kind == Line::Header) {
            p.setFont(font());
            p.drawText(QRect(label.rect.left() - 14, top, 12, line.height), Qt::AlignCenter,
                isCollapsed(line.node) ? QStringLiteral("▸") : QStringLiteral("▾"));
            p.setFont(bold);
        } else {
            p.setFont(font());
        }
        p.drawText(label.rect, Qt::AlignVCenter | Qt::AlignLeft, label.drawn);
    }
    p.restore();
    p.setPen(palette().color(QPalette::Mid));
    p.drawLine(m_labelWidth - 1, RulerHeight, m_labelWidth - 1, height);
}

void TimelineView::paintRuler(QPainter &p, int fullWidth) const
{
    p.fillRect(0, 0, fullWidth, RulerHeight, palette().color(QPalette::Window));
    p.setPen(palette().color(QPalette::Mid));
    p.drawLine(0, RulerHeight - 1, fullWidth, RulerHeight - 1);
    const double step = tickStep(m_scale.nsPerPx, 90);
    // Labels are relative to the trace's first event (the scale's base): absolute clocks are meaningless numbers.
    const double firstTick = std::ceil(m_scale.origin / step) * step;
    p.setPen(palette().color(QPalette::WindowText));
    for (double t = firstTick;; t += step) {
        const double x = m_labelWidth + (t - m_scale.origin) / m_scale.nsPerPx;
        if (x > fullWidth)
            break;
        p.drawLine(QLineF(x, RulerHeight - 6, x, RulerHeight - 1));
        const QString label = formatTime(t, step);
        if (x + 3 + p.fontMetrics().horizontalAdvance(label) <= fullWidth) // a tick at the right edge keeps its mark only
            p.drawText(QPointF(x + 3, RulerHeight - 8), label);
    }
    p.drawText(QRect(6, 0, m_labelWidth - 8, RulerHeight), Qt::AlignVCenter | Qt::AlignLeft,
        formatTime(double(visibleEnd() - visibleStart()), tickStep(m_scale.nsPerPx, 90)));
}

} // namespace Lowerscope::Ui
