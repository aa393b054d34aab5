// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace Lowerscope::Language {

// Languages with a translation, as locale codes ("de", "es", "ko", "zh_CN"); English is the source language.
QStringList available();
// Installs the translation for CODE ("" or "system" picks the system locale; "en" removes translations).
// Returns the code actually installed, "en" when none applies. Call after the application object exists.
QString install(const QString &code);
// The native name of a language, for menus ("Deutsch").
QString nativeName(const QString &code);

} // namespace Lowerscope::Language
