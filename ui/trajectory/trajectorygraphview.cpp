// SPDX-License-Identifier: MIT
#include "trajectory/trajectorygraphview.h"

#include "common/tooltip.h"
#include "trajectory/trajectorymodel.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QToolTip>

namespace Lowerscope::Ui {

using Kind = TrajectoryModel::NodeKind;

TrajectoryGraphView::TrajectoryGraphView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

void TrajectoryGraphView::setModel(TrajectoryModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_selected.clear();
    m_currentStage = -3;
    m_currentRun = -1;
    if (model) {
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            m_selected.clear();
            m_currentStage = -3;
            m_currentRun = -1;
            relayout();
        });
        connect(model, &QAbstractItemModel::rowsInserted, this, &TrajectoryGraphView::relayout);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &TrajectoryGraphView::relayout);
        connect(model, &QAbstractItemModel::dataChanged, this, &TrajectoryGraphView::invalidate);
    }
    relayout();
}

int TrajectoryGraphView::columns() const
{
    const int usable = viewport()->width() - 2 * Margin - 2 * FramePad + HGap;
    return qMax(1, usable / (m_node.width() + HGap));
}

QPoint TrajectoryGraphView::offset() const
{
    return QPoint(0, -verticalScrollBar()->value());
}

void TrajectoryGraphView::relayout()
{
    m_boxes.clear();
    m_frames.clear();
    const QFontMetrics fm(font());
    // As wide as the longest name and subtitle need (measured in the fonts they are drawn in: bold titles, a
    // smaller subtitle beside the change counts), up to one column across the view; beyond that, elided.
    int need = 0;
    if (m_model) {
        QFont bold = font();
        bold.setBold(true);
        const QFontMetrics bfm(bold);
        QFont small = font();
        small.setPointSizeF(small.pointSizeF() * 0.9);
        const QFontMetrics sfm(small);
        for (int g = 0; g < m_model->rowCount(); ++g) {
            const QModelIndex group = m_model->index(g, 0);
            for (int i = 0; i < m_model->rowCount(group); ++i) {
                const QModelIndex idx = m_model->index(i, 0, group);
                if (idx.data(TrajectoryModel::KindRole).value<Kind>() == Kind::Run)
                    continue;
                need = qMax(need, NodeTextPad + NodeBadgeRoom + bfm.horizontalAdvance(idx.data().toString()));
                const QString changes = idx.siblingAtColumn(TrajectoryModel::ChangeColumn).data().toString();
                need = qMax(need,
                    NodeTextPad + sfm.horizontalAdvance(idx.data(TrajectoryModel::SubtitleRole).toString())
                        + (changes.isEmpty() ? 0
                                             : sfm.horizontalAdvance(changes) + 4 + sfm.horizontalAdvance(QStringLiteral("  "))));
            }
        }
    }
    const int most = qMax(80, viewport()->width() - 2 * Margin - 2 * FramePad);
    const int least = qMin(qMax(166, fm.horizontalAdvance(QLatin1Char('M')) * 17), most);
    m_node = QSize(qBound(least, need, most), fm.height() * 2 + 16);
    int y = Margin;
    if (m_model) {
        const int cols = columns();
        const int frameWidth = cols * (m_node.width() + HGap) - HGap + 2 * FramePad;
        for (int g = 0; g < m_model->rowCount(); ++g) {
            const QModelIndex group = m_model->index(g, 0);
            const int n = m_model->rowCount(group);
            const int rows = qMax(1, (n + cols - 1) / cols);
            const int h = FrameTitle + rows * m_node.height() + (rows - 1) * VGap + FramePad;
            m_frames.append({ group.data().toString(), QRect(Margin, y, frameWidth, h), (g * 67 + 200) % 360 });
            for (int i = 0; i < n; ++i) {
                const QRect r(Margin + FramePad + (i % cols) * (m_node.width() + HGap),
                    y + FrameTitle + (i / cols) * (m_node.height() + VGap), m_node.width(), m_node.height());
                m_boxes.append({ QPersistentModelIndex(m_model->index(i, 0, group)), r });
            }
            y += h + FrameGap;
        }
    }
    m_contentHeight = y + Margin - FrameGap;
    m_current = -1;
    for (int i = 0; i < m_boxes.size(); ++i) {
        const QModelIndex idx = m_boxes.at(i).index;
        const bool isRun = idx.data(TrajectoryModel::KindRole).value<Kind>() == Kind::Run;
        if ((isRun && m_currentRun >= 0 && idx.data(TrajectoryModel::RunRole).toInt() == m_currentRun)
            || (!isRun && m_currentRun < 0 && idx.data(TrajectoryModel::StageRole).toInt() == m_currentStage))
            m_current = i;
    }
    verticalScrollBar()->setRange(0, qMax(0, m_contentHeight - viewport()->height()));
    verticalScrollBar()->setPageStep(viewport()->height());
    verticalScrollBar()->setSingleStep(m_node.height() / 2);
    invalidate();
}

QRect TrajectoryGraphView::visualRect(const QModelIndex &index) const
{
    for (const Box &b : m_boxes)
        if (b.index == index)
            return b.rect.translated(offset());
    return {};
}

QModelIndex TrajectoryGraphView::indexAt(const QPoint &pos) const
{
    const QPoint c = pos - offset();
    for (const Box &b : m_boxes)
        if (b.rect.contains(c))
            return b.index;
    return {};
}

QModelIndex TrajectoryGraphView::currentIndex() const
{
    return m_current >= 0 ? QModelIndex(m_boxes.at(m_current).index) : QModelIndex();
}

void TrajectoryGraphView::selectStage(int stage, bool add)
{
    if (!add || m_selected.size() >= 2)
        m_selected.clear();
    if (!m_selected.contains(stage))
        m_selected.append(stage);
    m_currentStage = stage;
    m_currentRun = -1;
    for (int i = 0; i < m_boxes.size(); ++i)
        if (m_boxes.at(i).index.data(TrajectoryModel::KindRole).value<Kind>() != Kind::Run
            && m_boxes.at(i).index.data(TrajectoryModel::StageRole).toInt() == stage) {
            m_current = i;
            const QRect r = m_boxes.at(i).rect;
            if (r.top() < verticalScrollBar()->value() || r.bottom() > verticalScrollBar()->value() + viewport()->height())
                verticalScrollBar()->setValue(r.top() - Margin - FrameTitle);
        }
    invalidate();
}

void TrajectoryGraphView::activate(const QModelIndex &index, bool add)
{
    if (!index.isValid() || !m_model)
        return;
    const Kind kind = index.data(TrajectoryModel::KindRole).value<Kind>();
    if (kind == Kind::Run) {
        const int run = index.data(TrajectoryModel::RunRole).toInt();
        m_currentRun = -1;
        m_currentStage = -3;
        m_model->setRunExpanded(run, true);
        // Land on the run's first pass, so that keyboard users continue where they were.
        const QModelIndex first = m_model->index(index.row(), 0, index.parent());
        if (first.isValid())
            selectStage(first.data(TrajectoryModel::StageRole).toInt());
        return;
    }
    const int stage = index.data(TrajectoryModel::StageRole).toInt();
    if (stage < 0 && kind != Kind::Source)
        return;
    selectStage(stage, add);
    if (m_selected.size() == 2)
        Q_EMIT diffRequested(m_selected.at(0), m_selected.at(1));
    else
        Q_EMIT nodeActivated(stage);
}

void TrajectoryGraphView::moveCurrent(int delta)
{
    if (m_boxes.isEmpty())
        return;
    const int next = qBound(0, m_current < 0 ? 0 : m_current + delta, int(m_boxes.size()) - 1);
    const QModelIndex idx = m_boxes.at(next).index;
    if (idx.data(TrajectoryModel::KindRole).value<Kind>() == Kind::Run) {
        m_current = next;
        m_currentRun = idx.data(TrajectoryModel::RunRole).toInt();
        m_currentStage = -3;
        invalidate();
        return;
    }
    activate(idx, false);
}

void TrajectoryGraphView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        const QModelIndex idx = indexAt(event->position().toPoint());
        const QPoint c = event->position().toPoint() - offset();
        // The fold mark in the corner of an unfolded run's passes folds the run again.
        const int run = idx.data(TrajectoryModel::RunRole).toInt();
        if (idx.isValid() && run >= 0 && idx.data(TrajectoryModel::KindRole).value<Kind>() == Kind::Pass) {
            const QRect r = visualRect(idx).translated(-offset());
            if (QRect(r.right() - 18, r.top(), 18, 18).contains(c)) {
                m_model->setRunExpanded(run, false);
                return;
            }
        }
        activate(idx, event->modifiers() & Qt::ControlModifier);
        return;
    }
    QAbstractScrollArea::mousePressEvent(event);
}

void TrajectoryGraphView::keyPressEvent(QKeyEvent *event)
{
    const int cols = columns();
    switch (event->key()) {
    case Qt::Key_Right:
        moveCurrent(1);
        return;
    case Qt::Key_Left:
        moveCurrent(-1);
        return;
    case Qt::Key_Down:
        moveCurrent(cols);
        return;
    case Qt::Key_Up:
        moveCurrent(-cols);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_current >= 0)
            activate(m_boxes.at(m_current).index, event->modifiers() & Qt::ControlModifier);
        return;
    case Qt::Key_Plus:
    case Qt::Key_Minus:
        if (m_current >= 0 && m_model) {
            const int run = m_boxes.at(m_current).index.data(TrajectoryModel::RunRole).toInt();
            if (run >= 0)
                m_model->setRunExpanded(run, event->key() == Qt::Key_Plus);
        }
        return;
    default:
        break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

bool TrajectoryGraphView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip)
        return answerToolTip(event, indexAt(toolTipPos(event)).data(Qt::ToolTipRole).toString(), viewport());
    return QAbstractScrollArea::viewportEvent(event);
}

void TrajectoryGraphView::invalidate()
{
    m_cache = QPixmap();
    viewport()->update();
}

void TrajectoryGraphView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    relayout();
}

void TrajectoryGraphView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        relayout();
    if (event->type() == QEvent::PaletteChange)
        invalidate();
    QAbstractScrollArea::changeEvent(event);
}

} // namespace Lowerscope::Ui
