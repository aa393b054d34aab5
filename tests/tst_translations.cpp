// SPDX-License-Identifier: MIT
// Every user-visible string is translated in every shipped language, and the catalogs are embedded.
#include "core/language.h"
#include "testsupport.h"

#include <QCoreApplication>
#include <QFile>
#include <QTest>
#include <QXmlStreamReader>

using namespace Lowerscope;

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void catalogsComplete_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString &c : Language::available())
            QTest::newRow(qPrintable(c)) << c;
    }
    void catalogsComplete()
    {
        QFETCH(QString, code);
        QFile f(QStringLiteral(LOWERSCOPE_TEST_DATA "/../../translations/lowerscope_") + code + QStringLiteral(".ts"));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        QXmlStreamReader xml(&f);
        int messages = 0;
        QStringList unfinished;
        QString source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                ++messages;
                const bool open = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                if (open || xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed().isEmpty())
                    unfinished << source;
            }
        }
        QVERIFY(!xml.hasError());
        QVERIFY(messages > 50);
        QVERIFY2(unfinished.isEmpty(), qPrintable(unfinished.join(QStringLiteral(" | "))));
    }
    void embeddedAndInstallable()
    {
        for (const QString &c : Language::available()) {
            QVERIFY(QFile::exists(QStringLiteral(":/i18n/lowerscope_") + c + QStringLiteral(".qm")));
            QCOMPARE(Language::install(c), c);
        }
        QCOMPARE(Language::install(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("Cli", "Subcommands:"), QStringLiteral("Unterbefehle:"));
        QCOMPARE(Language::install(QStringLiteral("de_AT")), QStringLiteral("de"));
        QCOMPARE(Language::install(QStringLiteral("zh")), QStringLiteral("zh_CN"));
        QCOMPARE(Language::install(QStringLiteral("fr")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("Cli", "Subcommands:"), QStringLiteral("Subcommands:"));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
