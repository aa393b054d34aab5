// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace Lowerscope::Ui {

// Text for the views' rich-text (HTML) labels and browsers: the characters HTML gives meaning to, escaped.
inline QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

} // namespace Lowerscope::Ui
