// SPDX-License-Identifier: MIT
// Every user-visible string is translated in every shipped language, and the catalogs are embedded.
#include "core/enginetext.h"
#include "core/language.h"
#include "profile/profilereader.h"
#include "testsupport.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Lowerscope;
using namespace Lowerscope::Test;

namespace {

QString repoPath(const QString &relative)
{
    return QStringLiteral(LOWERSCOPE_TEST_DATA "/../../") + relative;
}

struct Message {
    QString source;
    QString translation; // the first numerus form for plurals
    bool numerus = false;
};

// The German catalog by context, as lupdate wrote it.
QMap<QString, QList<Message>> catalog(const QString &code)
{
    QMap<QString, QList<Message>> out;
    QFile f(repoPath(QStringLiteral("translations/lowerscope_") + code + QStringLiteral(".ts")));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.isStartElement() && xml.name() == QLatin1String("message"))
            m = Message { {}, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes") };
        else if (xml.isStartElement() && xml.name() == QLatin1String("source"))
            m.source = xml.readElementText();
        else if (xml.isStartElement() && xml.name() == QLatin1String("translation") && !m.numerus)
            m.translation = xml.readElementText();
        else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform") && m.translation.isEmpty())
            m.translation = xml.readElementText();
        else if (xml.isEndElement() && xml.name() == QLatin1String("message"))
            out[context].append(m);
    }
    return out;
}

// Every literal context the sources translate under: QCoreApplication::translate("Ctx", ...),
// EngineText::english("Ctx", ...), QT_TRANSLATE_NOOP("Ctx", ...) and Q_DECLARE_TR_FUNCTIONS(Ctx).
QSet<QString> sourceContexts(QStringList *helpers)
{
    QSet<QString> out;
    static const QRegularExpression literal(QStringLiteral("(?:translate|english|QT_TRANSLATE_NOOP)\\(\\s*\"([^\"]+)\""));
    static const QRegularExpression declared(QStringLiteral("Q_DECLARE_TR_FUNCTIONS\\((\\w+)\\)"));
    static const QRegularExpression helper(QStringLiteral("QString\\s+tr\\s*\\(\\s*const\\s+char"));
    for (const char *dir : { "app", "engine", "ui", "plugins" }) {
        QDirIterator it(repoPath(QLatin1String(dir)), { QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QString text = QString::fromUtf8(f.readAll());
            for (const QRegularExpression *re : { &literal, &declared }) {
                auto m = re->globalMatch(text);
                while (m.hasNext())
                    out.insert(m.next().captured(1));
            }
            if (text.contains(helper))
                helpers->append(f.fileName());
        }
    }
    return out;
}

QJsonObject jsonOf(const CliResult &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

// Every key of a JSON value, recursively.
void collectKeys(const QJsonValue &v, QSet<QString> &keys)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            keys.insert(it.key());
            collectKeys(it.value(), keys);
        }
    } else if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            collectKeys(e, keys);
    }
}

} // namespace

class TestTranslations : public QObject {
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
    // One mechanism: no local tr() helper (their contexts are invisible to lupdate), and every context the
    // binary translates under, literal in the sources or found by lupdate, translates at runtime.
    void everyContextTranslatesAtRuntime()
    {
        QStringList helpers;
        const QSet<QString> used = sourceContexts(&helpers);
        QVERIFY2(helpers.isEmpty(), qPrintable(helpers.join(QStringLiteral(", "))));
        const QMap<QString, QList<Message>> de = catalog(QStringLiteral("de"));
        QVERIFY(de.size() > 10);
        for (const QString &c : used)
            QVERIFY2(de.contains(c),
                qPrintable(QStringLiteral("context %1 is used in the sources but lupdate did not find it").arg(c)));
        for (const char *c : { "Cli", "Report", "Workspace", "Trajectory", "KnowledgeBase", "Store" })
            QVERIFY2(used.contains(QLatin1String(c)), c);
        QCOMPARE(Language::install(QStringLiteral("de")), QStringLiteral("de"));
        for (auto it = de.cbegin(); it != de.cend(); ++it) {
            int translated = 0;
            for (const Message &m : it.value()) {
                if (m.translation.isEmpty() || m.translation == m.source)
                    continue;
                const QByteArray ctx = it.key().toUtf8(), src = m.source.toUtf8();
                const QString got = QCoreApplication::translate(ctx.constData(), src.constData(), nullptr, m.numerus ? 1 : -1);
                const QString expected
                    = m.numerus ? QString(m.translation).replace(QLatin1String("%n"), QLatin1String("1")) : m.translation;
                QVERIFY2(got == expected, qPrintable(it.key() + QStringLiteral(": ") + m.source + QStringLiteral(" -> ") + got));
                ++translated;
            }
            QVERIFY2(translated > 0, qPrintable(QStringLiteral("no message of context %1 translates").arg(it.key())));
        }
        QCOMPARE(QCoreApplication::translate("Report", "Optimization report"), QStringLiteral("Optimierungsbericht"));
        Language::install(QStringLiteral("en"));
    }

    // The seed knowledge base's pattern titles (what a finding of L1 is called) and the bottleneck classes are
    // shown in the user's language (engine/kb/seedtexts.cpp, generated from resources/kb/patterns.json and kept in
    // step by scripts/seed-texts.py --check): every title of the seed translates in de, es, ko and zh_CN.
    void seedTitlesAndBottlenecksTranslate()
    {
        QFile seed(repoPath(QStringLiteral("resources/kb/patterns.json")));
        QVERIFY(seed.open(QIODevice::ReadOnly));
        QStringList titles;
        for (const QJsonValue &p : QJsonDocument::fromJson(seed.readAll()).object().value(u"patterns").toArray())
            titles << p.toObject().value(u"title").toString();
        QCOMPARE(titles.size(), 54);
        // The rewrite conditions and the symptoms (a pattern finding's evidence) too, but for those that are code.
        QFile again(repoPath(QStringLiteral("resources/kb/patterns.json")));
        QVERIFY(again.open(QIODevice::ReadOnly));
        for (const QJsonValue &p : QJsonDocument::fromJson(again.readAll()).object().value(u"patterns").toArray()) {
            for (const QJsonValue &c : p.toObject().value(u"conditions").toArray())
                if (!titles.contains(c.toString()))
                    titles << c.toString();
            const QString symptom = p.toObject().value(u"symptom").toString();
            if (!symptom.isEmpty() && !titles.contains(symptom))
                titles << symptom;
        }
        QCOMPARE(titles.size(), 54 + 56 + 54);
        const QStringList code { QStringLiteral("numel < 2^31"), QStringLiteral("b > 0"), QStringLiteral("BLOCK_M % 64 == 0"),
            QStringLiteral("BLOCK_N % 16 == 0"), QStringLiteral("num_warps % 4 == 0"), QStringLiteral("num_warps * 32 <= 1024"),
            QStringLiteral("MTE2 > 80%."), QStringLiteral("aiv_vec_bank(group)_cflt_ratio > 5%."),
            QStringLiteral("aiv_scalar_ratio ~60%, aiv_vec_ratio < 10%."), QStringLiteral("Vector SCALAR > 30%."),
            QStringLiteral("Cube WAIT_FLAG > 50% and MMAD < 5%.") };
        for (const QString &c : code)
            titles.removeAll(c);
        QVERIFY(titles.contains(QStringLiteral("Column-strided global load: one element per access")));
        titles << QStringLiteral("memory-bound") << QStringLiteral("compute-bound") << QStringLiteral("latency-bound")
               << QStringLiteral("launch-bound");
        for (const QString &lang : Language::available()) {
            QCOMPARE(Language::install(lang), lang);
            for (const QString &t : std::as_const(titles))
                QVERIFY2(EngineText::translated(t) != t, qPrintable(lang + QStringLiteral(": ") + t));
        }
        QCOMPARE(Language::install(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(EngineText::translated(QStringLiteral("memory-bound")), QStringLiteral("speichergebunden"));
        QCOMPARE(EngineText::translated(QStringLiteral("results must be bit-identical: only the access order changes")),
            QStringLiteral("Ergebnisse müssen bitidentisch sein: nur die Zugriffsreihenfolge ändert sich"));
        Language::install(QStringLiteral("en"));
        QCOMPARE(EngineText::translated(QStringLiteral("Column-strided global load: one element per access")),
            QStringLiteral("Column-strided global load: one element per access"));
        QCOMPARE(EngineText::translated(QStringLiteral("a pattern title the user wrote")),
            QStringLiteral("a pattern title the user wrote"));
    }

    // `--lang de report` on a folder with nothing recorded: an empty report, in German. --json is never
    // translated: its keys and category ids are the contract scripts parse.
    void cliSpeaksGermanButJsonStaysEnglish()
    {
        QTemporaryDir dir;
        const QStringList common { QStringLiteral("--workspace"), dir.path(), QStringLiteral("--kb"),
            dir.filePath(QStringLiteral("kb.sqlite")) };
        CliResult r = runCli(QStringList { QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("report") } + common);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("# Optimierungsbericht\n"), r.out.constData());
        QVERIFY(r.out.contains("| Operator |") || r.out.contains("| Operator"));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("workspace.sqlite")))); // reading creates nothing
        r = runCli(
            QStringList { QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("report"), QStringLiteral("--json") }
            + common);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject report = jsonOf(r);
        QCOMPARE(report.value(QStringLiteral("operators")).toArray().size(), 0);
        QVERIFY(report.contains(QStringLiteral("distribution")));

        const QString fixture = dataPath(QStringLiteral("triton-h200/transpose_naive"));
        const CliResult en = runCli(QStringList { QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("diagnose"),
                                        fixture, QStringLiteral("--json") }
            + common);
        const CliResult de = runCli(QStringList { QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("diagnose"),
                                        fixture, QStringLiteral("--json") }
            + common);
        QCOMPARE(en.exitCode, 0);
        QCOMPARE(de.exitCode, 0);
        QSet<QString> enKeys, deKeys;
        collectKeys(jsonOf(en), enKeys);
        collectKeys(jsonOf(de), deKeys);
        QVERIFY(enKeys.contains(QStringLiteral("findings")) && enKeys.contains(QStringLiteral("category")));
        QCOMPARE(deKeys, enKeys);
        QStringList enCategories, deCategories;
        for (const QJsonValue &f : jsonOf(en).value(QStringLiteral("findings")).toArray())
            enCategories << f.toObject().value(QStringLiteral("category")).toString();
        for (const QJsonValue &f : jsonOf(de).value(QStringLiteral("findings")).toArray())
            deCategories << f.toObject().value(QStringLiteral("category")).toString();
        QVERIFY(!enCategories.isEmpty());
        QVERIFY(enCategories.contains(QStringLiteral("uncoalesced-access")));
        QCOMPARE(deCategories, enCategories);
    }

    // The engine's errors and warnings outside the diagnosis (EngineText::english) are English in results: a
    // malformed row of an Nsight Compute export is reported in `profile --json --lang de` in English, and the
    // same warning is German where it is shown for people (the CLI's stderr, the window's log: Warning::toText).
    void engineErrorsAreEnglishInJsonAndTranslatedWhereShown()
    {
        QTemporaryDir dir;
        QFile raw(dataPath(QStringLiteral("triton-h200/transpose_naive/ncu.raw.csv")));
        QVERIFY(raw.open(QIODevice::ReadOnly));
        const QByteArray header = raw.readLine(), units = raw.readLine();
        QCOMPARE(header.count(",\"") + 1, units.count(",\"") + 1);
        const int columns = int(header.count(",\"")) + 1;
        QFile broken(dir.filePath(QStringLiteral("ncu.raw.csv")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write(header + units + raw.readLine() + "\"1\",\"2\"\n"); // line 4: two fields
        broken.close();
        const QString english = QStringLiteral("expected %1 fields, found 2").arg(columns);
        const QString german = QStringLiteral("%1 Felder erwartet, 2 gefunden").arg(columns);

        const CliResult json = runCli(
            { QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("profile"), dir.path(), QStringLiteral("--json") });
        QCOMPARE(json.exitCode, 0);
        const QJsonArray warnings = jsonOf(json).value(QStringLiteral("warnings")).toArray();
        QCOMPARE(warnings.size(), 1);
        QCOMPARE(warnings.first().toObject().value(QStringLiteral("line")).toInt(), 4);
        QCOMPARE(warnings.first().toObject().value(QStringLiteral("message")).toString(), english);
        const CliResult text = runCli({ QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("profile"), dir.path() });
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(QString::fromUtf8(text.err).contains(german), text.err.constData());

        // In the process: the result keeps the English, the views show it in the user's language.
        const ProfileReadResult read = readProfile(dir.path());
        QCOMPARE(read.profile.diagnostics.warnings.size(), 1);
        const Warning &w = read.profile.diagnostics.warnings.first();
        QCOMPARE(w.message, english);
        QCOMPARE(Language::install(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(EngineText::translated(w.message), german);
        QVERIFY2(w.toText().endsWith(german), qPrintable(w.toText()));
        QCOMPARE(w.message, english);
        Language::install(QStringLiteral("en"));
        QCOMPARE(EngineText::translated(w.message), english);
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
