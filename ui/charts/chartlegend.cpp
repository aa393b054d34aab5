// SPDX-License-Identifier: MIT
#include "charts/chartlegend.h"

#include "common/tooltip.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

namespace Lowerscope::Ui::Charts {

namespace {
constexpr int Margin = 6; // left and right of the legend
constexpr int Gap = 14; // between entries on a line
constexpr int SwatchGap = 5; // between a swatch and its text
} // namespace

ChartLegend::ChartLegend(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("chartLegend"));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ChartLegend::setEntries(const QList<Entry> &entries)
{
    m_entries = entries;
    setVisible(!entries.isEmpty());
    updateGeometry();
    update();
}

int ChartLegend::swatchWidth() const
{
    return fontMetrics().height();
}

QList<ChartLegend::Placed> ChartLegend::layoutAt(int width) const
{
    QList<Placed> out;
    const QFontMetrics fm = fontMetrics();
    const int lineHeight = fm.height() + 4;
    const int right = std::max(Margin + swatchWidth() + SwatchGap + fm.horizontalAdvance(QStringLiteral("M…M")), width - Margin);
    int x = Margin, y = 2;
    for (const Entry &e : m_entries) {
        const int textRoom = right - Margin - swatchWidth() - SwatchGap;
        const QString text = fm.horizontalAdvance(e.text) > textRoom ? fm.elidedText(e.text, Qt::ElideMiddle, textRoom) : e.text;
        const int w = swatchWidth() + SwatchGap + fm.horizontalAdvance(text);
        if (x > Margin && x + w > right) { // wrap
            x = Margin;
            y += lineHeight;
        }
        out.append({ QRect(x, y, w, lineHeight), text });
        x += w + Gap;
    }
    return out;
}

QList<QRect> ChartLegend::entryRects(int width) const
{
    QList<QRect> out;
    for (const Placed &p : layoutAt(width))
        out.append(p.rect);
    return out;
}

QStringList ChartLegend::drawnTexts(int width) const
{
    QStringList out;
    for (const Placed &p : layoutAt(width))
        out.append(p.text);
    return out;
}

int ChartLegend::heightForWidth(int width) const
{
    const QList<Placed> placed = layoutAt(width);
    return placed.isEmpty() ? 0 : placed.constLast().rect.bottom() + 1 + 2;
}

QSize ChartLegend::sizeHint() const
{
    // As wide as the widest entry: the legend wraps to the width its chart gets and never widens the chart.
    int w = 0;
    for (const Placed &p : layoutAt(QWIDGETSIZE_MAX))
        w = std::max(w, p.rect.width());
    w += 2 * Margin;
    return { w, heightForWidth(std::max(w, width())) };
}

QSize ChartLegend::minimumSizeHint() const
{
    return { 0, heightForWidth(std::max(1, width())) };
}

QString ChartLegend::toolTipAt(const QPoint &pos) const
{
    const QList<Placed> placed = layoutAt(width());
    for (int i = 0; i < placed.size(); ++i)
        if (placed.at(i).rect.contains(pos))
            return m_entries.at(i).text;
    return {};
}

bool ChartLegend::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip)
        return answerToolTip(event, toolTipAt(toolTipPos(event)), this);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateGeometry();
    return QWidget::event(event);
}

void ChartLegend::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QList<Placed> placed = layoutAt(width());
    const int sw = swatchWidth();
    for (int i = 0; i < placed.size(); ++i) {
        const Entry &e = m_entries.at(i);
        const QRect r = placed.at(i).rect;
        const QRectF swatch(r.left() + 1, r.center().y() - sw / 2.0 + 1, sw - 2, sw - 2);
        switch (e.swatch) {
        case Swatch::Box:
            p.fillRect(swatch, e.color);
            break;
        case Swatch::Line:
            p.setPen(QPen(e.color, 2));
            p.drawLine(QPointF(swatch.left(), swatch.center().y()), QPointF(swatch.right(), swatch.center().y()));
            break;
        case Swatch::Dot:
            p.setPen(Qt::NoPen);
            p.setBrush(e.color);
            p.drawEllipse(swatch.adjusted(1, 1, -1, -1));
            break;
        }
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(r.left() + sw + SwatchGap, r.top(), r.width() - sw - SwatchGap, r.height()),
            Qt::AlignVCenter | Qt::AlignLeft, placed.at(i).text);
    }
}

} // namespace Lowerscope::Ui::Charts
