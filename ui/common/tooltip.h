// SPDX-License-Identifier: MIT
#pragma once

#include <QHelpEvent>
#include <QToolTip>

namespace Lowerscope::Ui {

// Answers a QEvent::ToolTip of WIDGET whose text depends on the place: TEXT there, or no tooltip when it is empty.
inline bool answerToolTip(QEvent *event, const QString &text, QWidget *widget)
{
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), text, widget);
    return true;
}

inline QPoint toolTipPos(QEvent *event)
{
    return static_cast<QHelpEvent *>(event)->pos();
}

} // namespace Lowerscope::Ui
