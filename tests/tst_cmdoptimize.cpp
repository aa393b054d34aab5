// SPDX-License-Identifier: MIT
// `lowerscope optimize` end to end with the local runner on this machine (docs/optimize.md): a suite task whose
// candidate the harness cannot run here (no torch, no GPU) is recorded as a failed round with the runner's
// reason; consent without a terminal; --resume; the baseline log's hashes; a plain-Python task.
#include "testsupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope::Test;

namespace {

QString s(const char *t) { return QString::fromUtf8(t); }
QString repoPath(const QString &relative) { return QDir(dataPath(s("../.."))).absoluteFilePath(relative); }

} // namespace

class TestCmdOptimize : public QObject
{
    Q_OBJECT

private slots:
    void usage()
    {
        const CliResult r = runCli({s("optimize")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("usage: lowerscope optimize TASK..."));
    }

    void localRunnerRecordsTheRound()
    {
        QTemporaryDir tmp;
        const QString ws = tmp.filePath(s("ws")), kb = tmp.filePath(s("kb.sqlite"));
        const QStringList common{s("optimize"), repoPath(s("tasks/suite/vector_add")), s("--workspace"), ws, s("--kb"), kb,
                                 s("--baseline"), repoPath(s("docs/results/harness-selftest-h200.json")), s("--rounds"), s("1")};
        // No terminal and no --yes: nothing runs, the round stays started.
        CliResult r = runCli(common, 120000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("pass --yes"), r.err.constData());
        CliResult show = runCli({s("rounds"), s("show"), s("vector_add"), s("1"), s("--workspace"), ws, s("--json")});
        QCOMPARE(show.exitCode, 0);
        QJsonObject round = QJsonDocument::fromJson(show.out).object().value(s("rounds")).toArray().first().toObject();
        QCOMPARE(round.value(s("state")).toString(), s("started"));
        QCOMPARE(round.value(s("source")).toString(), s("recipe"));
        const QString recipe = round.value(s("rewrite_origin")).toObject().value(s("recipe")).toString();
        QVERIFY2(!recipe.isEmpty(), show.out.constData());
        // The base is the initial kernel (stored once, under its first name).
        QVERIFY(round.value(s("rewrite")).toString().startsWith(s("--- a/initial/kernel.py\n+++ b/round-1.py")));

        // Again without --resume: refused, the workspace holds rounds of vector_add.
        r = runCli(common + QStringList{s("--yes")}, 120000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("continue them with --resume"), r.err.constData());

        // --resume --yes: the same round runs on the local runner; here the harness cannot import torch, so the
        // round is failed with the runner's reason, and the report still lists the operator at its initial time.
        r = runCli(common + QStringList{s("--resume"), s("--yes"), s("--json")}, 300000);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("vector_add: continues its unfinished rounds"), r.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(report.value(s("operators")).toArray().size(), 1);
        const QJsonObject op = report.value(s("operators")).toArray().first().toObject();
        QCOMPARE(op.value(s("name")).toString(), s("vector_add"));
        QCOMPARE(op.value(s("speedup")).toDouble(), 1.0);
        QCOMPARE(op.value(s("rounds")).toInt(), 1);
        QCOMPARE(op.value(s("unfinished")).toInt(), 0);
        show = runCli({s("rounds"), s("show"), s("vector_add"), s("1"), s("--workspace"), ws, s("--json")});
        round = QJsonDocument::fromJson(show.out).object().value(s("rounds")).toArray().first().toObject();
        QCOMPARE(round.value(s("outcome")).toString(), s("failed"));
        const QJsonObject reason = round.value(s("reasons")).toArray().first().toObject();
        QCOMPARE(reason.value(s("check")).toString(), s("runner"));
        QVERIFY(!reason.value(s("message")).toString().isEmpty());
        // The run itself is in the workspace's runs (docs/runners.md) too.
        QVERIFY(QFileInfo::exists(ws + s("/optimize/vector_add/round-1.py")));
    }

    void baselineMustCoverTheTask()
    {
        QTemporaryDir tmp;
        const CliResult r = runCli({s("optimize"), dataPath(s("runners/scale_add")), s("--workspace"), tmp.filePath(s("ws")), s("--kb"),
                                    tmp.filePath(s("kb.sqlite")), s("--baseline"), repoPath(s("docs/results/harness-selftest-h200.json")), s("--yes")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("scale_add has no accepted initial kernel in the baseline log"), r.err.constData());
    }

    void plainPythonTaskHasNoRecipe()
    {
        // The plain-Python test task launches no Triton kernel: no recipe applies, nothing runs, the report is empty.
        QTemporaryDir tmp;
        const CliResult r = runCli({s("optimize"), dataPath(s("runners/scale_add")), s("--workspace"), tmp.filePath(s("ws")), s("--kb"),
                                    tmp.filePath(s("kb.sqlite")), s("--yes"), s("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("scale_add: no untried rewrite"), r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(s("operators")).toArray().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCmdOptimize)
#include "tst_cmdoptimize.moc"
