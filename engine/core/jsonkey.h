// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace Lowerscope {

// An ASCII literal as a QString: a JSON key, a settings or environment name (QT_NO_CAST_FROM_ASCII forbids the
// implicit conversion). The one such helper of the engine and the app.
inline QString key(const char *ascii)
{
    return QString::fromLatin1(ascii);
}

} // namespace Lowerscope
