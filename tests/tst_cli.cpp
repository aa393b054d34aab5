// SPDX-License-Identifier: MIT
// The command line: exit codes, one-line errors, --json on stdout only, --screenshot.
#include "testsupport.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope::Test;

class TestCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void version()
    {
        const CliResult r = runCli({ QStringLiteral("--version") });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QByteArray("lowerscope " LOWERSCOPE_VERSION));
    }
    void helpListsSubcommands()
    {
        const CliResult r = runCli({ QStringLiteral("--help") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("backends [--json]"));
        QVERIFY(r.out.contains("--workspace"));
    }
    void unknownSubcommand()
    {
        const CliResult r = runCli({ QStringLiteral("frobnicate") });
        // A word that is no subcommand is taken as a path by the GUI face; a missing path is exit 1.
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.startsWith("lowerscope: "));
        QCOMPARE(r.err.count('\n'), 1);
    }
    void unknownOption()
    {
        const CliResult r = runCli({ QStringLiteral("backends"), QStringLiteral("--no-such-option") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("no-such-option"));
        QCOMPARE(r.err.count('\n'), 1);
    }
    void backendsJson()
    {
        const CliResult r = runCli({ QStringLiteral("backends"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        QJsonParseError e;
        const QJsonObject doc = QJsonDocument::fromJson(r.out, &e).object();
        QCOMPARE(e.error, QJsonParseError::NoError);
        const QJsonArray backends = doc.value(QStringLiteral("backends")).toArray();
        QCOMPARE(backends.size(), 2);
        QCOMPARE(backends.at(0).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("cuda"));
        QCOMPARE(qRound(backends.at(0)
                         .toObject()
                         .value(QStringLiteral("hardware"))
                         .toArray()
                         .at(0)
                         .toObject()
                         .value(QStringLiteral("ridge_tensor_fp16"))
                         .toDouble()),
            206);
        QVERIFY(doc.contains(QStringLiteral("warnings")));
        QVERIFY(doc.contains(QStringLiteral("ignored")));
    }
    void translatedHelp()
    {
        const CliResult r = runCli({ QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Unterbefehle"), r.out.constData());
    }
    void screenshot()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        const CliResult r = runCli({ QStringLiteral("--screenshot"), png, QStringLiteral("--kb"),
            dir.filePath(QStringLiteral("kb.sqlite")), QStringLiteral("--workspace"), dir.filePath(QStringLiteral("ws")),
            dataPath(QStringLiteral("triton-h200/vadd")) });
        QCOMPARE(r.exitCode, 0);
        const QImage img(png);
        QVERIFY(!img.isNull());
        QCOMPARE(img.width(), 1440);
        QCOMPARE(img.height(), 900);
    }
    void screenshotOfAViewThePathLacks()
    {
        // vadd (IR, no trace): its timeline shows nothing, so no screenshot of another view passes for it; an
        // unknown name is named as such, with the views there are.
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        const QStringList common { QStringLiteral("--kb"), dir.filePath(QStringLiteral("kb.sqlite")),
            QStringLiteral("--workspace"), dir.filePath(QStringLiteral("ws")), dataPath(QStringLiteral("triton-h200/vadd")) };
        CliResult r = runCli(
            QStringList { QStringLiteral("--screenshot"), png, QStringLiteral("--view"), QStringLiteral("timeline") } + common);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("timeline: ") && r.err.contains("holds nothing this view shows"), r.err.constData());
        QVERIFY(!r.err.contains("no such view"));
        QVERIFY(!QFile::exists(png));
        r = runCli(
            QStringList { QStringLiteral("--screenshot"), png, QStringLiteral("--view"), QStringLiteral("timelines") } + common);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(
                     "timelines: no such view (diagnosis, trajectory, source, timeline, charts, curator, rounds, optimize)"),
            r.err.constData());
        r = runCli(
            QStringList { QStringLiteral("--screenshot"), png, QStringLiteral("--view"), QStringLiteral("source") } + common);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(png));
    }
    void screenshotOfMissingPath()
    {
        QTemporaryDir dir;
        const CliResult r = runCli(
            { QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png")), QStringLiteral("/no/such/kernel") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("/no/such/kernel"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
