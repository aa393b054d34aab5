// SPDX-License-Identifier: MIT
#include "trajectory/irdiffview.h"

#include <QFontDatabase>
#include <QKeyEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>

namespace Lowerscope::Ui {

IrDiffView::IrDiffView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setFocusPolicy(Qt::StrongFocus);
    updateScrollBars();
}

void IrDiffView::setDiff(
    const QStringList &before, const QStringList &after, const IrDiff::Result &diff, int firstBefore, int firstAfter)
{
    m_before = before;
    m_after = after;
    m_diff = diff;
    m_firstBefore = firstBefore;
    m_firstAfter = firstAfter;
    m_maxColumns = 0;
    for (const QStringList *l : { &m_before, &m_after })
        for (const QString &s : *l)
            m_maxColumns = qMax(m_maxColumns, int(s.size()));
    updateScrollBars();
    verticalScrollBar()->setValue(0);
    horizontalScrollBar()->setValue(0);
    // Open on the first change with a little context above it.
    for (int i = 0; i < m_diff.lines.size(); ++i)
        if (m_diff.lines.at(i).kind != IrDiff::Line::Same) {
            verticalScrollBar()->setValue(qMax(0, i - 3));
            break;
        }
    viewport()->update();
}

int IrDiffView::firstVisibleRow() const
{
    return verticalScrollBar()->value();
}

int IrDiffView::nextChange(bool forward)
{
    const int n = rowCount();
    int i = firstVisibleRow() + 3;
    auto changed = [this](int r) { return r >= 0 && r < rowCount() && m_diff.lines.at(r).kind != IrDiff::Line::Same; };
    // Leave the block we are in, then find the next one.
    while (i >= 0 && i < n && changed(i))
        i += forward ? 1 : -1;
    while (i >= 0 && i < n && !changed(i))
        i += forward ? 1 : -1;
    if (!forward)
        while (changed(i - 1))
            --i;
    if (!changed(i))
        return -1;
    verticalScrollBar()->setValue(qMax(0, i - 3));
    return i;
}

int IrDiffView::gutterWidth() const
{
    const int digits = QString::number(qMax(m_before.size() + m_firstBefore, m_after.size() + m_firstAfter)).size();
    return m_charWidth * (2 * digits + 5);
}

void IrDiffView::updateScrollBars()
{
    const QFontMetrics fm(font());
    m_lineHeight = qMax(1, fm.height());
    m_charWidth = qMax(1, fm.horizontalAdvance(QLatin1Char('M')));
    const int visible = qMax(1, viewport()->height() / m_lineHeight);
    verticalScrollBar()->setRange(0, qMax(0, rowCount() - visible + 1));
    verticalScrollBar()->setPageStep(visible);
    const int textWidth = viewport()->width() - gutterWidth();
    horizontalScrollBar()->setRange(0, qMax(0, (m_maxColumns + 4) * m_charWidth - textWidth));
    horizontalScrollBar()->setPageStep(qMax(1, textWidth));
}

void IrDiffView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    const QPalette pal = palette();
    const int w = viewport()->width(), h = viewport()->height();
    p.fillRect(viewport()->rect(), pal.color(QPalette::Base));
    const bool dark = pal.color(QPalette::Base).lightness() < 128;
    const QColor addedBg = dark ? QColor(30, 90, 40) : QColor(218, 251, 225);
    const QColor removedBg = dark ? QColor(110, 35, 35) : QColor(255, 228, 228);
    const int gutter = gutterWidth();
    const int digits = (gutter / m_charWidth - 5) / 2;
    const int first = verticalScrollBar()->value();
    const int last = qMin(rowCount() - 1, first + h / m_lineHeight + 1);
    const int textLeft = gutter + m_charWidth - horizontalScrollBar()->value();
    for (int i = first; i <= last; ++i) {
        const IrDiff::Line &l = m_diff.lines.at(i);
        const int y = (i - first) * m_lineHeight;
        const QRect row(0, y, w, m_lineHeight);
        if (l.kind != IrDiff::Line::Same)
            p.fillRect(row, l.kind == IrDiff::Line::Added ? addedBg : removedBg);
        const QString text = l.kind == IrDiff::Line::Added ? m_after.value(l.after - 1) : m_before.value(l.before - 1);
        p.setClipRect(gutter, y, w - gutter, m_lineHeight);
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRect(textLeft, y, w * 4, m_lineHeight), Qt::AlignLeft | Qt::AlignVCenter, text);
        p.setClipping(false);
        p.setPen(pal.color(QPalette::PlaceholderText));
        const QString before = l.before ? QString::number(l.before + m_firstBefore - 1) : QString();
        const QString after = l.after ? QString::number(l.after + m_firstAfter - 1) : QString();
        const QChar sign = l.kind == IrDiff::Line::Added ? QLatin1Char('+')
            : l.kind == IrDiff::Line::Removed            ? QChar(0x2212)
                                                         : QLatin1Char(' ');
        p.drawText(QRect(0, y, gutter - m_charWidth, m_lineHeight), Qt::AlignRight | Qt::AlignVCenter,
            before.rightJustified(digits) + QLatin1Char(' ') + after.rightJustified(digits) + QLatin1Char(' ') + sign);
    }
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(gutter - 1, 0, gutter - 1, h);
}

void IrDiffView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void IrDiffView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_N:
        nextChange(true);
        return;
    case Qt::Key_P:
        nextChange(false);
        return;
    case Qt::Key_Down:
        verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        return;
    case Qt::Key_Up:
        verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepSub);
        return;
    default:
        break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

} // namespace Lowerscope::Ui
