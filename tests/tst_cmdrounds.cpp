// SPDX-License-Identifier: MIT
// `lowerscope rounds ...` and `lowerscope report`: JSON shapes (docs/rounds.md), exit codes, one-line errors.
#include "benchrounds.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope::Test;

class TestCmdRounds : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QStringList withWorkspace(QStringList args) const
    {
        return args << QStringLiteral("--workspace") << m_dir.filePath(QStringLiteral("ws")) << QStringLiteral("--kb")
                    << m_dir.filePath(QStringLiteral("kb.sqlite"));
    }
    QString writeFile(const QString &name, const QByteArray &data) const
    {
        QFile f(m_dir.filePath(name));
        f.open(QIODevice::WriteOnly);
        f.write(data);
        return f.fileName();
    }
    static QJsonObject json(const CliResult &r)
    {
        QJsonParseError e;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &e).object();
        if (e.error != QJsonParseError::NoError)
            qWarning() << r.out;
        return o;
    }

private Q_SLOTS:
    void readingAnEmptyWorkspaceFails()
    {
        const CliResult r = runCli(withWorkspace({ QStringLiteral("report"), QStringLiteral("--json") }));
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.err.contains("workspace.sqlite"));
    }
    void recordListReport()
    {
        const QString file = writeFile(QStringLiteral("bench-rounds.json"),
            QJsonDocument(QJsonObject { { QStringLiteral("rounds"), benchRounds() } }).toJson());
        CliResult r
            = runCli(withWorkspace({ QStringLiteral("rounds"), QStringLiteral("record"), file, QStringLiteral("--json") }));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(json(r).value(QStringLiteral("rounds")).toArray().size(), 4);
        QVERIFY(json(r).contains(QStringLiteral("warnings")));

        r = runCli(withWorkspace({ QStringLiteral("rounds"), QStringLiteral("list"), QStringLiteral("--json") }));
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rounds = json(r).value(QStringLiteral("rounds")).toArray();
        QCOMPARE(rounds.size(), 4);
        const QJsonObject first = rounds.at(0).toObject(); // matmul#1
        for (const char *key : { "operator", "index", "hypothesis", "level", "source", "outcome", "speedup", "cases" })
            QVERIFY2(first.contains(QLatin1String(key)), key);
        QCOMPARE(first.value(QStringLiteral("operator")).toString(), QStringLiteral("matmul"));
        QVERIFY(qAbs(first.value(QStringLiteral("speedup")).toDouble() - 3.960726) < 1e-5);
        const QJsonObject c3 = first.value(QStringLiteral("cases")).toArray().at(3).toObject();
        QCOMPARE(c3.value(QStringLiteral("case")).toString(), QStringLiteral("4096x4096x4096"));
        QCOMPARE(c3.value(QStringLiteral("ms")).toDouble(), 0.23148800432682037);
        QCOMPARE(c3.value(QStringLiteral("correct")).toBool(), true);
        QCOMPARE(c3.value(QStringLiteral("error")).toDouble(), 0.0);
        QCOMPARE(rounds.at(2).toObject().value(QStringLiteral("outcome")).toString(), QStringLiteral("failed")); // transpose#1
        QVERIFY(rounds.at(2).toObject().value(QStringLiteral("speedup")).isNull());

        r = runCli(withWorkspace({ QStringLiteral("report"), QStringLiteral("--json") }));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject report = json(r);
        QVERIFY(qAbs(report.value(QStringLiteral("geomean")).toDouble() - 3.012161) < 1e-5);
        QCOMPARE(report.value(QStringLiteral("over_2x")).toInt(), 3);
        QCOMPARE(report.value(QStringLiteral("levels")).toObject().value(QStringLiteral("L4")).toInt(), 1);

        r = runCli(withWorkspace({ QStringLiteral("report") }));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("# Optimization report"));
        QVERIFY(r.out.contains("| softmax | 5 |"));

        // Recording the same file again changes nothing: exit 1, one line naming the file.
        r = runCli(withWorkspace({ QStringLiteral("rounds"), QStringLiteral("record"), file }));
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("nothing was recorded"));
        QVERIFY(r.err.contains(file.toUtf8()));

        r = runCli(withWorkspace({ QStringLiteral("rounds"), QStringLiteral("show"), QStringLiteral("softmax"),
            QStringLiteral("1"), QStringLiteral("--json") }));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject shown = json(r).value(QStringLiteral("rounds")).toArray().at(0).toObject();
        QVERIFY(shown.value(QStringLiteral("rewrite")).toString().startsWith(QStringLiteral("--- a/softmax_3pass.py")));
        QCOMPARE(shown.value(QStringLiteral("findings")).toArray().size(), 2);
        QCOMPARE(json(r).value(QStringLiteral("operator")).toObject().value(QStringLiteral("cases")).toArray().size(), 5);
        r = runCli(
            withWorkspace({ QStringLiteral("rounds"), QStringLiteral("show"), QStringLiteral("softmax"), QStringLiteral("9") }));
        QCOMPARE(r.exitCode, 1);

        // Synthesis: one proposal from softmax#1 and transpose#2, then approved once.
        r = runCli(withWorkspace({ QStringLiteral("rounds"), QStringLiteral("synthesize"), QStringLiteral("--json") }));
        QCOMPARE(r.exitCode, 0);
        const QJsonArray proposals = json(r).value(QStringLiteral("proposals")).toArray();
        QCOMPARE(proposals.size(), 1);
        QCOMPARE(proposals.at(0).toObject().value(QStringLiteral("state")).toString(), QStringLiteral("pending"));
        const QString id = QString::number(proposals.at(0).toObject().value(QStringLiteral("id")).toInt());
        r = runCli(withWorkspace({ QStringLiteral("rounds"), QStringLiteral("approve"), id, QStringLiteral("--note"),
            QStringLiteral("ok"), QStringLiteral("--json") }));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject approved = json(r).value(QStringLiteral("proposal")).toObject();
        QCOMPARE(approved.value(QStringLiteral("state")).toString(), QStringLiteral("approved"));
        // The approved proposal is now a distilled pattern of the knowledge base, citing its rounds.
        const QString patternId = approved.value(QStringLiteral("body")).toObject().value(QStringLiteral("id")).toString();
        QVERIFY(patternId.startsWith(QLatin1String("proposed.missed-vectorization.")));
        r = runCli(withWorkspace({ QStringLiteral("patterns"), QStringLiteral("show"), patternId, QStringLiteral("--json") }));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("\"distilled\"") && r.out.contains("softmax#1") && r.out.contains("ptx.ld_global.scalar > 0"),
            r.out.constData());
        r = runCli(withWorkspace({ QStringLiteral("rounds"), QStringLiteral("reject"), id }));
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count('\n'), 1);
    }
    void resumeThroughTheCli()
    {
        QJsonObject started = benchRounds().at(0).toObject();
        started.insert(QStringLiteral("operator"), QStringLiteral("softmax-resumed"));
        const QJsonArray validation = started.take(QStringLiteral("validation")).toArray();
        started.remove(QStringLiteral("outcome"));
        const QString a = writeFile(QStringLiteral("started.json"), QJsonDocument(started).toJson());
        QCOMPARE(runCli(withWorkspace({ QStringLiteral("rounds"), QStringLiteral("record"), a })).exitCode, 0);
        CliResult r = runCli(withWorkspace({ QStringLiteral("rounds"), QStringLiteral("resume"), QStringLiteral("--json") }));
        QCOMPARE(r.exitCode, 0);
        const QJsonArray open = json(r).value(QStringLiteral("rounds")).toArray();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.at(0).toObject().value(QStringLiteral("state")).toString(), QStringLiteral("started"));
        const QString b = writeFile(QStringLiteral("finish.json"),
            QJsonDocument(
                QJsonObject { { QStringLiteral("operator"), QStringLiteral("softmax-resumed") },
                    { QStringLiteral("validation"), validation }, { QStringLiteral("outcome"), QStringLiteral("accepted") } })
                .toJson());
        r = runCli(withWorkspace({ QStringLiteral("rounds"), QStringLiteral("resume"), b, QStringLiteral("--json") }));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject done = json(r).value(QStringLiteral("rounds")).toArray().at(0).toObject();
        QCOMPARE(done.value(QStringLiteral("state")).toString(), QStringLiteral("done"));
        QVERIFY(qAbs(done.value(QStringLiteral("speedup")).toDouble() - 2.462251) < 1e-5);
    }
    void malformedFile()
    {
        const QString bad = writeFile(QStringLiteral("bad.json"), "{\n \"operator\": \"x\",\n \"index\": \n");
        const CliResult r
            = runCli(withWorkspace({ QStringLiteral("rounds"), QStringLiteral("record"), bad, QStringLiteral("--json") }));
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains((bad + QStringLiteral(":4:")).toUtf8()), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCmdRounds)
#include "tst_cmdrounds.moc"
