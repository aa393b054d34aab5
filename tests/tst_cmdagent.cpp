// SPDX-License-Identifier: MIT
// Agent mode end to end on the plain-Python test task (docs/agent.md): start, diagnose, propose a diff file,
// validate through an offline bundle (its run.py run here, on the CPU), import, record; propose a whole file and
// validate it on the local runner; a repeat is rejected; an unfinished round blocks the next proposal.
#include "testsupport.h"
#include "workspace/workspace.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope::Test;

namespace {

QString s(const char *t)
{
    return QString::fromUtf8(t);
}

QJsonObject jsonOf(const CliResult &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

QString readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestCmdAgent : public QObject {
    Q_OBJECT

private slots:
    void sessionThroughAnOfflineBundleAndTheLocalRunner()
    {
        QTemporaryDir tmp;
        const QString ws = tmp.filePath(s("ws"));
        const QStringList common { s("--workspace"), ws, s("--kb"), tmp.filePath(s("kb.sqlite")), s("--json") };
        const QHash<QString, QString> env { { s("XDG_CONFIG_HOME"), tmp.filePath(s("config")) } };
        auto agent = [&](const QStringList &args, int timeoutMs = 120000) {
            return runCliServing(QStringList { s("agent") } + args + common, env, timeoutMs);
        };

        CliResult r = agent({ s("start"), dataPath(s("runners/scale_add")) });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonObject op = jsonOf(r).value(s("operators")).toArray().first().toObject();
        QCOMPARE(op.value(s("name")).toString(), s("scale_add"));
        QCOMPARE(op.value(s("rounds")).toInt(), 0);

        // Diagnose: the initial kernel to start from, what the ladder found, whether to climb, the prompt a model gets.
        r = agent({ s("diagnose"), s("scale_add") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonObject d = jsonOf(r);
        QCOMPARE(readFile(d.value(s("kernel")).toString()), readFile(dataPath(s("runners/scale_add/kernel.py"))));
        QCOMPARE(d.value(s("base")).toString(), s("initial"));
        QCOMPARE(d.value(s("level_reached")).toString(), s("L1"));
        QCOMPARE(d.value(s("findings")).toArray().size(), 0);
        // A plain-Python task has no hardware model, so no bound: nothing to acquire.
        QVERIFY(d.value(s("escalation")).toObject().value(s("acquire")).isNull());
        QVERIFY(d.value(s("prompt")).toObject().value(s("user")).toString().startsWith(s("# Task scale_add\n")));

        // Propose a diff file: round 1 started, the agent's.
        const QString diff = tmp.filePath(s("comprehension.diff"));
        QFile f(diff);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "--- a/kernel.py\n+++ b/kernel.py\n@@ -4,3 +4,2 @@\n def scale_add(alpha, x, y, out):\n-    for i in range(len(x)):\n"
            "-        out[i] = alpha * x[i] + y[i]\n+    out[:] = [alpha * a + b for a, b in zip(x, y)]\n");
        f.close();
        r = agent({ s("propose"), s("scale_add"), diff, s("--hypothesis"), s("One comprehension instead of indexed stores") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonObject round = jsonOf(r).value(s("round")).toObject();
        QCOMPARE(round.value(s("index")).toInt(), 1);
        QCOMPARE(round.value(s("state")).toString(), s("started"));
        QCOMPARE(round.value(s("source")).toString(), s("llm"));
        QCOMPARE(round.value(s("hypothesis")).toString(), s("One comprehension instead of indexed stores"));
        QCOMPARE(round.value(s("rewrite_origin")).toObject().value(s("proposer")).toString(), s("agent"));
        QCOMPARE(round.value(s("llm")).toObject().value(s("file")).toString(), diff);
        QVERIFY(round.value(s("rewrite")).toString().contains(s("+    out[:] = [alpha * a + b for a, b in zip(x, y)]")));
        QJsonArray jobs = jsonOf(r).value(s("jobs")).toArray();
        QCOMPARE(jobs.size(), 1);
        QCOMPARE(jobs.first().toObject().value(s("id")).toString(), s("scale_add.r1"));

        // While it is unfinished, no next proposal.
        r = agent({ s("propose"), s("scale_add"), diff });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("round 1 of scale_add is started: validate it first"), r.err.constData());

        // Validate through an offline runner: a bundle; run here with python3 (the plain-Python task needs no GPU).
        r = runCliServing({ s("runners"), s("add"), s("offline-test"), s("--kind"), s("offline") }, env);
        QCOMPARE(r.exitCode, 0);
        const QString bundle = tmp.filePath(s("step1.tar.gz"));
        r = agent({ s("validate"), s("--runner"), s("offline-test"), s("--out"), bundle, s("--yes") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(jsonOf(r).value(s("requests")).toArray(), QJsonArray { s("scale_add.r1") });
        const QString unpacked = tmp.filePath(s("device"));
        QDir().mkpath(unpacked);
        QCOMPARE(QProcess::execute(s("tar"), { s("-xzf"), bundle, s("-C"), unpacked }), 0);
        QProcess run;
        run.setWorkingDirectory(unpacked);
        run.start(s("python3"), { s("run.py") });
        QVERIFY(run.waitForFinished(240000));
        QVERIFY2(QFileInfo::exists(unpacked + s("/results.tar.gz")), run.readAllStandardError().constData());

        // Before the import the round waits; after it, `record` finishes it with the harness's results.
        r = agent({ s("record") });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(jsonOf(r).value(s("waiting")).toArray(), QJsonArray { s("scale_add.r1") });
        r = runCliServing({ s("bundle"), s("import"), unpacked + s("/results.tar.gz"), s("--workspace"), ws }, env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = agent({ s("record") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        round = jsonOf(r).value(s("rounds")).toArray().first().toObject();
        QCOMPARE(round.value(s("state")).toString(), s("done"));
        QCOMPARE(round.value(s("cases")).toArray().size(), 5);
        for (const QJsonValue &c : round.value(s("cases")).toArray())
            QVERIFY(c.toObject().value(s("correct")).toBool());

        // A whole file, validated on this machine's local runner.
        const QString whole = dataPath(s("runners/candidates/rewrite.py"));
        r = agent({ s("propose"), s("scale_add"), whole });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(jsonOf(r)
                     .value(s("round"))
                     .toObject()
                     .value(s("llm"))
                     .toObject()
                     .value(s("answer"))
                     .toObject()
                     .value(s("kind"))
                     .toString(),
            s("kernel"));
        r = agent({ s("validate"), s("--yes") }, 300000);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        round = jsonOf(r).value(s("rounds")).toArray().first().toObject();
        QCOMPARE(round.value(s("index")).toInt(), 2);
        QCOMPARE(round.value(s("state")).toString(), s("done"));
        QCOMPARE(round.value(s("cases")).toArray().size(), 5);
        const bool secondIsBest = round.value(s("outcome")).toString() == s("accepted"); // when it beat round 1 by 2 %

        // The same file again: rejected at once, nothing to validate (the kernel shown, when round 2 is the best).
        r = agent({ s("propose"), s("scale_add"), whole });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        round = jsonOf(r).value(s("round")).toObject();
        QCOMPARE(round.value(s("outcome")).toString(), s("rejected"));
        QCOMPARE(round.value(s("reasons")).toArray().first().toObject().value(s("check")).toString(),
            secondIsBest ? s("no-change") : s("already-tried"));
        QCOMPARE(jsonOf(r).value(s("jobs")).toArray().size(), 0);

        r = runCli({ s("report"), s("--workspace"), ws, s("--json") });
        QCOMPARE(r.exitCode, 0);
        op = jsonOf(r).value(s("operators")).toArray().first().toObject();
        QCOMPARE(op.value(s("name")).toString(), s("scale_add"));
        QCOMPARE(op.value(s("rounds")).toInt(), 3);
    }

    void withoutASessionItSaysHowToStart()
    {
        QTemporaryDir tmp;
        {
            // A workspace that exists, without a session (`agent start` never ran in it).
            Lowerscope::Workspace created;
            QString error;
            QVERIFY2(created.open(tmp.filePath(s("ws")), &error), qPrintable(error));
        }
        CliResult r = runCli({ s("agent"), s("diagnose"), s("scale_add"), s("--workspace"), tmp.filePath(s("ws")), s("--kb"),
            tmp.filePath(s("kb.sqlite")) });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("no agent session in this workspace; start one with `lowerscope agent start TASK...`"),
            r.err.constData());
        r = runCli({ s("agent"), s("frobnicate") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("usage: lowerscope agent start|diagnose|propose|validate|record"));
    }
};

QTEST_GUILESS_MAIN(TestCmdAgent)
#include "tst_cmdagent.moc"
