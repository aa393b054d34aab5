// SPDX-License-Identifier: MIT
#include "language.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace Lowerscope::Language {

QStringList available()
{
    return { QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("ko"), QStringLiteral("zh_CN") };
}

static QTranslator *current = nullptr;

QString install(const QString &requested)
{
    if (current) {
        QCoreApplication::removeTranslator(current);
        delete current;
        current = nullptr;
    }
    QString code = requested;
    if (code.isEmpty() || code == QLatin1String("system")) {
        const QLocale sys = QLocale::system();
        code = sys.name(); // e.g. de_DE, zh_CN
        if (!available().contains(code))
            code = QLocale::languageToCode(sys.language());
    }
    if (!available().contains(code)) {
        // Accept de_DE for de, zh for zh_CN.
        const QString lang = code.section(QLatin1Char('_'), 0, 0);
        code.clear();
        for (const QString &a : available())
            if (a.section(QLatin1Char('_'), 0, 0) == lang)
                code = a;
    }
    if (code.isEmpty())
        return QStringLiteral("en");
    auto *t = new QTranslator(QCoreApplication::instance());
    if (!t->load(QStringLiteral(":/i18n/lowerscope_") + code)) {
        delete t;
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(t);
    current = t;
    return code;
}

QString nativeName(const QString &code)
{
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    const QLocale l(code);
    QString n = l.nativeLanguageName();
    if (!n.isEmpty())
        n[0] = n[0].toUpper();
    return n;
}

} // namespace Lowerscope::Language
