// SPDX-License-Identifier: MIT
#include "common/elidedlabel.h"

#include "common/tooltip.h"

#include <QHelpEvent>
#include <QPainter>
#include <QStyle>
#include <QToolTip>

namespace Lowerscope::Ui {

ElidedLabel::ElidedLabel(QWidget *parent, Qt::TextElideMode mode)
    : QLabel(parent)
    , m_mode(mode)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

QString ElidedLabel::displayedText() const
{
    const int room = contentsRect().width() - 2 * margin() - std::max(0, indent());
    const QFontMetrics fm = fontMetrics();
    QStringList lines = text().split(u'\n');
    for (QString &line : lines)
        if (fm.horizontalAdvance(line) > room)
            line = fm.elidedText(line, m_mode, room);
    return lines.join(u'\n');
}

QSize ElidedLabel::minimumSizeHint() const
{
    return { 0, QLabel::minimumSizeHint().height() };
}

void ElidedLabel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QRect r = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    style()->drawItemText(&p, r, int(alignment()), palette(), isEnabled(), displayedText(), foregroundRole());
}

bool ElidedLabel::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && toolTip().isEmpty())
        return answerToolTip(event, isElided() ? text() : QString(), this);
    return QLabel::event(event);
}

} // namespace Lowerscope::Ui
