// SPDX-License-Identifier: MIT
#include "timeline/timelineview.h"

#include "common/tooltip.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace Lowerscope::Ui {

static constexpr int HeaderHeight = 22;
static constexpr int RowHeight = 18;
static constexpr int CounterHeight = 36;
static constexpr int HScrollSteps = 10000; // the horizontal bar in fixed units: deep zoom overflows int px
static constexpr double MinNsPerPx = 0.01;

TimelineView::TimelineView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setObjectName(QStringLiteral("timelineView"));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(false);
    horizontalScrollBar()->setRange(0, 0);
    connect(horizontalScrollBar(), &QScrollBar::valueChanged, this, [this](int v) {
        if (signalsBlocked())
            return;
        const double span = double(m_model.end() - m_model.begin());
        if (span <= 0)
            return;
        m_scale.origin = span * v / HScrollSteps;
        viewChanged();
    });
    m_dark = palette().color(QPalette::Base).lightness() < 128;
}

void TimelineView::setModel(const TimelineModel &model)
{
    m_model = model;
    m_scale.base = model.begin();
    m_collapsed.clear();
    m_selection = {};
    m_rangeStart = m_rangeEnd = 0;
    m_hits.clear();
    m_hitsByRow.clear();
    m_currentHit = -1;
    rebuildLines();
    zoomToFit();
    Q_EMIT selectionChanged();
    Q_EMIT rangeChanged();
}

int TimelineView::areaWidth() const
{
    return std::max(1, viewport()->width() - m_labelWidth);
}

qint64 TimelineView::visibleStart() const
{
    return m_scale.time(0);
}
qint64 TimelineView::visibleEnd() const
{
    return m_scale.time(areaWidth());
}

void TimelineView::zoomToFit()
{
    m_autoFit = true;
    const double span = std::max<double>(1, double(m_model.end() - m_model.begin()));
    m_scale.nsPerPx = span * 1.02 / areaWidth();
    m_scale.origin = -span * 0.01;
    viewChanged();
}

void TimelineView::clampScale()
{
    const double span = std::max<double>(1, double(m_model.end() - m_model.begin()));
    m_scale.nsPerPx = std::clamp(m_scale.nsPerPx, MinNsPerPx, std::max(MinNsPerPx, span * 2 / areaWidth()));
    const double w = m_scale.nsPerPx * areaWidth();
    m_scale.origin = std::clamp(m_scale.origin, -w * 0.5, double(m_model.end() - m_model.begin()) - w * 0.5);
}

void TimelineView::zoomAt(double x, double factor)
{
    m_autoFit = false;
    const double ax = x - m_labelWidth;
    const double t = m_scale.origin + ax * m_scale.nsPerPx;
    m_scale.nsPerPx *= factor;
    clampScale();
    m_scale.origin = t - ax * m_scale.nsPerPx;
    viewChanged();
}

void TimelineView::panBy(double px)
{
    m_autoFit = false;
    m_scale.origin += px * m_scale.nsPerPx;
    viewChanged();
}

void TimelineView::showRange(qint64 t0, qint64 t1)
{
    m_autoFit = false;
    m_scale.nsPerPx = std::max<double>(1, double(t1 - t0)) / areaWidth();
    m_scale.origin = double(t0 - m_scale.base);
    viewChanged();
}

bool TimelineView::zoomToSelection()
{
    qint64 t0 = 0, t1 = 0;
    if (hasRange()) {
        t0 = m_rangeStart;
        t1 = m_rangeEnd;
    } else if (m_selection.row >= 0) {
        t0 = m_model.slice(m_selection).start;
        t1 = std::max(m_model.slice(m_selection).end, t0 + 1);
    } else {
        return false;
    }
    // A little room either side, so the edges stay visible.
    const qint64 pad = std::max<qint64>(1, (t1 - t0) / 20);
    showRange(t0 - pad, t1 + pad);
    return true;
}

void TimelineView::setRange(qint64 t0, qint64 t1)
{
    if (t1 < t0)
        std::swap(t0, t1);
    if (t0 == m_rangeStart && t1 == m_rangeEnd)
        return;
    m_rangeStart = t0;
    m_rangeEnd = t1;
    viewport()->update();
    Q_EMIT rangeChanged();
}

void TimelineView::setShowAllFlows(bool all)
{
    m_allFlows = all;
    viewport()->update();
}

void TimelineView::viewChanged()
{
    clampScale();
    updateScrollBars();
    viewport()->update();
    Q_EMIT visibleRangeChanged();
}

void TimelineView::updateScrollBars()
{
    const double span = std::max<double>(1, double(m_model.end() - m_model.begin()));
    const double visible = m_scale.nsPerPx * areaWidth();
    QScrollBar *h = horizontalScrollBar();
    const QSignalBlocker block(this);
    h->setRange(0, visible >= span ? 0 : HScrollSteps - int(HScrollSteps * visible / span));
    h->setPageStep(std::max(1, int(HScrollSteps * std::min(1.0, visible / span))));
    h->setValue(int(HScrollSteps * m_scale.origin / span));
    QScrollBar *v = verticalScrollBar();
    v->setRange(0, std::max(0, m_contentHeight - (viewport()->height() - RulerHeight)));
    v->setPageStep(viewport()->height());
    v->setSingleStep(RowHeight);
}

void TimelineView::rebuildLines()
{
    m_lines.clear();
    m_rowLine = QList<int>(m_model.rows().size(), -1);
    const QList<TimelineNode> &nodes = m_model.nodes();
    m_nodeHeader = QList<int>(nodes.size(), -1);
    int y = 0;
    const auto add = [&](Line line) {
        line.y = y;
        y += line.height;
        m_lines.append(line);
        return int(m_lines.size() - 1);
    };
    for (int n = 0; n < nodes.size(); ++n) {
        const TimelineNode &node = nodes.at(n);
        // Hidden when any ancestor is collapsed.
        bool hidden = false;
        for (int p = node.parent; p >= 0; p = nodes.at(p).parent)
            hidden = hidden || m_collapsed.contains(p);
        if (hidden)
            continue;
        const bool group = !node.children.isEmpty();
        if (group)
            m_nodeHeader[n] = add(Line { Line::Header, n, -1, 0, HeaderHeight, true });
        if (m_collapsed.contains(n))
            continue;
        bool first = !group;
        for (int r : node.rows) {
            const int l = add(Line { Line::Row, n, r, 0, RowHeight, first });
            m_rowLine[r] = l;
            if (m_nodeHeader[n] < 0)
                m_nodeHeader[n] = l;
            first = false;
        }
        for (int c : node.counters) {
            const int l = add(Line { Line::Counter, n, c, 0, CounterHeight, true });
            if (m_nodeHeader[n] < 0)
                m_nodeHeader[n] = l;
        }
    }
    m_contentHeight = y;
    // The widest name over every track, shown or collapsed, so that folding a group does not move the time axis.
    const QFontMetrics regular(font());
    QFont boldFont = font();
    boldFont.setBold(true);
    const QFontMetrics bold(boldFont);
    m_labelNeed = 0;
    for (int n = 0; n < nodes.size(); ++n) {
        const TimelineNode &node = nodes.at(n);
        const int indent = 6 + node.level * 14;
        const QString name = m_model.trackLabel(node.track);
        if (!node.children.isEmpty())
            m_labelNeed = std::max(m_labelNeed, indent + 14 + bold.horizontalAdvance(name) + 4);
        if (!node.rows.isEmpty())
            m_labelNeed = std::max(m_labelNeed, indent + regular.horizontalAdvance(name) + 4);
        for (int c : node.counters)
            m_labelNeed = std::max(m_labelNeed, indent + regular.horizontalAdvance(m_model.profile().counters.at(c).name) + 4);
    }
    updateLabelWidth();
    updateScrollBars();
    viewport()->update();
}

void TimelineView::updateLabelWidth()
{
    const int most = std::max(MinLabelWidth, viewport()->width() * 2 / 5);
    const int width = std::clamp(m_labelNeed + 2, MinLabelWidth, most);
    if (width == m_labelWidth)
        return;
    m_labelWidth = width;
    if (m_autoFit)
        zoomToFit();
    else
        viewChanged();
}

TimelineView::TrackLabel TimelineView::trackLabel(int l) const
{
    const Line &line = m_lines.at(l);
    const TimelineNode &node = m_model.nodes().at(line.node);
    TrackLabel out;
    out.text = line.kind == Line::Counter ? m_model.profile().counters.at(line.index).name : m_model.trackLabel(node.track);
    int x = 6 + node.level * 14;
    QFont f = font();
    if (line.kind == Line::Header) {
        x += 14;
        f.setBold(true);
    }
    const QFontMetrics fm(f); // the font it is drawn in: a bold name measured in the regular font would be cut
    const int room = m_labelWidth - x - 4;
    out.drawn = fm.horizontalAdvance(out.text) <= room ? out.text : fm.elidedText(out.text, Qt::ElideMiddle, room);
    out.textWidth = fm.horizontalAdvance(out.drawn);
    out.rect = QRect(x, contentY(l), room, line.height);
    return out;
}

QList<TimelineView::TrackLabel> TimelineView::trackLabels() const
{
    QList<TrackLabel> out;
    for (int l = std::max(0, lineAt(RulerHeight)); l >= 0 && l < m_lines.size(); ++l) {
        if (contentY(l) >= viewport()->height())
            break;
        if (m_lines.at(l).labelled)
            out.append(trackLabel(l));
    }
    return out;
}

QString TimelineView::toolTipAt(const QPoint &pos) const
{
    const int l = lineAt(pos.y());
    if (l < 0 || pos.x() >= m_labelWidth || !m_lines.at(l).labelled)
        return {};
    return trackLabel(l).text;
}

bool TimelineView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip)
        return answerToolTip(event, toolTipAt(toolTipPos(event)), viewport());
    return QAbstractScrollArea::viewportEvent(event);
}

void TimelineView::setCollapsed(int node, bool collapsed)
{
    if (node < 0 || node >= m_model.nodes().size() || collapsed == m_collapsed.contains(node))
        return;
    if (collapsed)
        m_collapsed.insert(node);
    else
        m_collapsed.remove(node);
    rebuildLines();
}

int TimelineView::contentY(int lineIndex) const
{
    return RulerHeight + m_lines.at(lineIndex).y - verticalScrollBar()->value();
}

int TimelineView::lineAt(int y) const
{
    if (y < RulerHeight)
        return -1;
    const int cy = y - RulerHeight + verticalScrollBar()->value();
    const auto it = std::upper_bound(m_lines.cbegin(), m_lines.cend(), cy, [](int v, const Line &l) { return v < l.y; });
    if (it == m_lines.cbegin())
        return -1;
    const int i = int(it - m_lines.cbegin()) - 1;
    return cy < m_lines.at(i).y + m_lines.at(i).height ? i : -1;
}

QRect TimelineView::rowRect(int row) const
{
    const int l = row >= 0 && row < m_rowLine.size() ? m_rowLine.at(row) : -1;
    if (l < 0)
        return {};
    return QRect(m_labelWidth, contentY(l), areaWidth(), m_lines.at(l).height);
}

TimelineView::Hit TimelineView::hitAt(const QPoint &pos) const
{
    const int l = lineAt(pos.y());
    if (l < 0 || pos.x() < m_labelWidth || m_lines.at(l).kind != Line::Row)
        return {};
    const int row = m_lines.at(l).index;
    // Thin slices are hard to hit: accept a few pixels either side.
    const int s = m_model.sliceAt(row, timeForX(pos.x()), qint64(std::ceil(m_scale.nsPerPx * FoldPx)));
    return s < 0 ? Hit {} : Hit { row, s };
}

void TimelineView::setSelection(const Hit &hit)
{
    if (hit == m_selection)
        return;
    m_selection = hit;
    viewport()->update();
    Q_EMIT selectionChanged();
}

int TimelineView::setSearchText(const QString &text)
{
    m_hits = m_model.search(text);
    m_hitsByRow.clear();
    for (const Hit &h : std::as_const(m_hits))
        m_hitsByRow[h.row].append(h.slice);
    for (QList<int> &l : m_hitsByRow)
        std::sort(l.begin(), l.end());
    m_currentHit = -1;
    viewport()->update();
    return int(m_hits.size());
}

bool TimelineView::rowHasSearchHit(int row, int first, int count) const
{
    const auto it = m_hitsByRow.constFind(row);
    if (it == m_hitsByRow.cend())
        return false;
    const auto at = std::lower_bound(it->cbegin(), it->cend(), first);
    return at != it->cend() && *at < first + count;
}

void TimelineView::goToHit(int index)
{
    if (m_hits.isEmpty())
        return;
    m_currentHit = (index % int(m_hits.size()) + int(m_hits.size())) % int(m_hits.size());
    const Hit hit = m_hits.at(m_currentHit);
    setSelection(hit);
    ensureVisible(hit);
}

void TimelineView::nextSearchHit()
{
    goToHit(m_currentHit + 1);
}
void TimelineView::previousSearchHit()
{
    goToHit(m_currentHit < 0 ? -1 : m_currentHit - 1);
}

// Centres the slice; zooms out when it is wider than most of the view, and opens collapsed groups.
void TimelineView::ensureVisible(const Hit &hit)
{
    const TimelineSlice &s = m_model.slice(hit);
    m_autoFit = false;
    const double width = double(s.end - s.start);
    if (width > 0.8 * areaWidth() * m_scale.nsPerPx)
        m_scale.nsPerPx = width / (0.8 * areaWidth());
    m_scale.origin = double(s.start - m_scale.base) + width / 2 - areaWidth() * m_scale.nsPerPx / 2;
    for (int n = m_model.nodes().size() - 1; n >= 0; --n)
        if (m_model.nodes().at(n).rows.contains(hit.row))
            for (int p = n; p >= 0; p = m_model.nodes().at(p).parent)
                setCollapsed(p, false);
    const int l = m_rowLine.value(hit.row, -1);
    if (l >= 0) {
        const int top = m_lines.at(l).y;
        const int visibleHeight = viewport()->height() - RulerHeight;
        QScrollBar *v = verticalScrollBar();
        if (top < v->value() || top + RowHeight > v->value() + visibleHeight)
            v->setValue(top - visibleHeight / 2);
    }
    viewChanged();
}

void TimelineView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateLabelWidth();
    if (m_autoFit)
        zoomToFit(); // the first fit may have run before layout, on a placeholder width
    else
        viewChanged();
}

void TimelineView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void TimelineView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        m_dark = palette().color(QPalette::Base).lightness() < 128;
    if (event->type() == QEvent::FontChange)
        rebuildLines(); // names are measured in the font
    QAbstractScrollArea::changeEvent(event);
}

void TimelineView::wheelEvent(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    if (event->modifiers() & Qt::ControlModifier) {
        zoomAt(event->position().x(), std::pow(0.8, delta.y() / 120.0));
    } else if ((event->modifiers() & Qt::ShiftModifier) || delta.x() != 0) {
        const int d = delta.x() != 0 ? delta.x() : delta.y();
        panBy(-d / 120.0 * areaWidth() * 0.1);
    } else {
        QAbstractScrollArea::wheelEvent(event);
        return;
    }
    event->accept();
}

void TimelineView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QAbstractScrollArea::mousePressEvent(event);
    m_pressed = true;
    m_dragging = false;
    m_rangeDrag = (event->modifiers() & Qt::ShiftModifier) && event->position().x() >= m_labelWidth;
    m_pressPos = event->position().toPoint();
    m_pressOrigin = m_scale.origin;
    m_pressScroll = verticalScrollBar()->value();
}

void TimelineView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_pressed)
        return;
    const QPoint d = event->position().toPoint() - m_pressPos;
    if (!m_dragging && d.manhattanLength() < 4)
        return;
    m_dragging = true;
    if (m_rangeDrag) {
        setRange(timeForX(m_pressPos.x()), timeForX(std::max<double>(m_labelWidth, event->position().x())));
        return;
    }
    m_autoFit = false;
    viewport()->setCursor(Qt::ClosedHandCursor);
    m_scale.origin = m_pressOrigin - d.x() * m_scale.nsPerPx;
    verticalScrollBar()->setValue(m_pressScroll - d.y());
    viewChanged();
}

void TimelineView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_pressed || event->button() != Qt::LeftButton)
        return QAbstractScrollArea::mouseReleaseEvent(event);
    m_pressed = false;
    viewport()->unsetCursor();
    if (m_dragging)
        return;
    const QPoint pos = event->position().toPoint();
    const int l = lineAt(pos.y());
    if (l >= 0 && m_lines.at(l).kind == Line::Header) {
        setCollapsed(m_lines.at(l).node, !isCollapsed(m_lines.at(l).node));
        return;
    }
    clearRange(); // a click picks a slice, as in Perfetto: the range goes
    setSelection(hitAt(pos));
}

void TimelineView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const Hit hit = hitAt(event->position().toPoint());
    if (hit.row >= 0 && m_model.isKernel(hit))
        Q_EMIT kernelActivated(m_model.name(hit));
}

void TimelineView::keyPressEvent(QKeyEvent *event)
{
    const QPoint cursor = viewport()->mapFromGlobal(QCursor::pos());
    const double x
        = viewport()->rect().contains(cursor) && cursor.x() >= m_labelWidth ? cursor.x() : m_labelWidth + areaWidth() / 2.0;
    switch (event->key()) {
    case Qt::Key_W:
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomAt(x, 0.7);
        break;
    case Qt::Key_S:
    case Qt::Key_Minus:
        zoomAt(x, 1 / 0.7);
        break;
    case Qt::Key_A:
    case Qt::Key_Left:
        panBy(-areaWidth() * 0.15);
        break;
    case Qt::Key_D:
    case Qt::Key_Right:
        panBy(areaWidth() * 0.15);
        break;
    case Qt::Key_Home:
        zoomToFit();
        break;
    case Qt::Key_F:
        zoomToSelection();
        break;
    case Qt::Key_Escape:
        if (!hasRange() && m_selection.row < 0) {
            QAbstractScrollArea::keyPressEvent(event);
            return;
        }
        clearRange();
        setSelection({});
        break;
    case Qt::Key_F3:
        (event->modifiers() & Qt::ShiftModifier) ? previousSearchHit() : nextSearchHit();
        break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

void TimelineView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    render(p, viewport()->size());
}

} // namespace Lowerscope::Ui
