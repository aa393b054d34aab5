// SPDX-License-Identifier: MIT
// `lowerscope optimize` end to end with the local runner on this machine (docs/optimize.md): a suite task whose
// candidate the harness cannot run here (no torch, no GPU) is recorded as a failed round with the runner's
// reason; consent without a terminal; --resume; the baseline log's hashes; a plain-Python task; steps through an
// offline profile (a bundle per step, its results imported with --results, a cut run carried over).
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace Lowerscope::Test;

namespace {

QString s(const char *t)
{
    return QString::fromUtf8(t);
}
QString repoPath(const QString &relative)
{
    return QDir(dataPath(s("../.."))).absoluteFilePath(relative);
}
QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCmdOptimize : public QObject {
    Q_OBJECT

private slots:
    void usage()
    {
        const CliResult r = runCli({ s("optimize") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("usage: lowerscope optimize TASK..."));
    }

    void localRunnerRecordsTheRound()
    {
        QTemporaryDir tmp;
        const QString ws = tmp.filePath(s("ws")), kb = tmp.filePath(s("kb.sqlite"));
        const QStringList common { s("optimize"), repoPath(s("tasks/suite/vector_add")), s("--workspace"), ws, s("--kb"), kb,
            s("--baseline"), repoPath(s("docs/results/harness-selftest-h200.json")), s("--rounds"), s("1") };
        // No terminal and no --yes: nothing runs, the round stays started.
        CliResult r = runCli(common, 120000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("pass --yes"), r.err.constData());
        // Evidence first: the dump and then the profile of the task's own kernel (the user's code: no consent) were
        // asked for before the round; neither can run here (no torch), so the round rests on the source only.
        QVERIFY2(r.err.contains("vector_add: acquires dump: the findings at hand explain 0% of the 28% gap"), r.err.constData());
        QVERIFY2(r.err.contains("vector_add: acquires profile:"), r.err.constData());
        CliResult show = runCli({ s("rounds"), s("show"), s("vector_add"), s("1"), s("--workspace"), ws, s("--json") });
        QCOMPARE(show.exitCode, 0);
        QJsonObject round = QJsonDocument::fromJson(show.out).object().value(s("rounds")).toArray().first().toObject();
        QCOMPARE(round.value(s("state")).toString(), s("started"));
        QCOMPARE(round.value(s("source")).toString(), s("recipe"));
        const QString recipe = round.value(s("rewrite_origin")).toObject().value(s("recipe")).toString();
        QVERIFY2(!recipe.isEmpty(), show.out.constData());
        // The base is the initial kernel (stored once, under its first name).
        QVERIFY(round.value(s("rewrite")).toString().startsWith(s("--- a/initial/kernel.py\n+++ b/round-1.py")));

        // Again without --resume: refused, the workspace holds rounds of vector_add.
        r = runCli(common + QStringList { s("--yes") }, 120000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("continue them with --resume"), r.err.constData());

        // --resume --yes: the same round runs on the local runner; here the harness cannot import torch, so the
        // round is failed with the runner's reason, and the report still lists the operator at its initial time.
        r = runCli(common + QStringList { s("--resume"), s("--yes"), s("--json") }, 300000);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("vector_add: continues its unfinished rounds"), r.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(report.value(s("operators")).toArray().size(), 1);
        const QJsonObject op = report.value(s("operators")).toArray().first().toObject();
        QCOMPARE(op.value(s("name")).toString(), s("vector_add"));
        QCOMPARE(op.value(s("speedup")).toDouble(), 1.0);
        QCOMPARE(op.value(s("rounds")).toInt(), 1);
        QCOMPARE(op.value(s("unfinished")).toInt(), 0);
        show = runCli({ s("rounds"), s("show"), s("vector_add"), s("1"), s("--workspace"), ws, s("--json") });
        round = QJsonDocument::fromJson(show.out).object().value(s("rounds")).toArray().first().toObject();
        QCOMPARE(round.value(s("outcome")).toString(), s("failed"));
        const QJsonObject reason = round.value(s("reasons")).toArray().first().toObject();
        QCOMPARE(reason.value(s("check")).toString(), s("runner"));
        QVERIFY(!reason.value(s("message")).toString().isEmpty());
        // The run itself is in the workspace's runs (docs/runners.md) too.
        QVERIFY(QFileInfo::exists(ws + s("/optimize/vector_add/round-1.py")));
    }

    void offlineStepsThroughBundles()
    {
        // An offline profile: each invocation writes one step as a bundle; the bundle runs elsewhere (here with
        // python3 run.py, where the harness cannot import torch, so every request fails); --results brings it back.
        QTemporaryDir tmp;
        qputenv("XDG_CONFIG_HOME", tmp.filePath(s("config")).toUtf8());
        QCOMPARE(runCli({ s("runners"), s("add"), s("airgap"), s("--kind"), s("offline") }).exitCode, 0);
        const QString ws = tmp.filePath(s("ws")), b1 = tmp.filePath(s("b1.tar.gz")), there = tmp.filePath(s("there"));
        const QStringList tasks { s("optimize"), repoPath(s("tasks/suite/vector_add")), repoPath(s("tasks/suite/gelu")) };
        const QStringList options { s("--kb"), tmp.filePath(s("kb.sqlite")), s("--baseline"),
            repoPath(s("docs/results/harness-selftest-h200.json")), s("--runner"), s("airgap"), s("--rounds"), s("4"),
            s("--candidates"), s("2"), s("--yes") };
        // The default (progressive) arm: the baseline measured a 28 % gap for each and no finding explains it, so
        // the first bundle holds only each operator's dump; their rounds wait for it.
        const QString b0 = tmp.filePath(s("b0.tar.gz"));
        CliResult r = runCli(
            tasks + QStringList { s("--workspace"), tmp.filePath(s("ws0")) } + options + QStringList { s("--bundle"), b0 },
            120000);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("vector_add: acquires dump: the findings at hand explain 0% of the 28% gap"), r.err.constData());
        QVERIFY2(r.err.contains("gelu: its rounds wait for the evidence"), r.err.constData());
        QVERIFY2(r.err.contains(QByteArray(QByteArray("wrote ") + b0.toUtf8() + " (2 request(s))")), r.err.constData());
        // Again without --resume: refused, the acquisitions are the operators' loop state.
        r = runCli(tasks + QStringList { s("--workspace"), tmp.filePath(s("ws0")) } + options + QStringList { s("--bundle"), b0 },
            120000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("the workspace already holds evidence requested for vector_add; continue with --resume"),
            r.err.constData());

        // The surface arm (no evidence asked for) steps through rounds only: two per operator in each bundle.
        const QStringList common
            = tasks + QStringList { s("--workspace"), ws } + options + QStringList { s("--evidence"), s("surface") };
        r = runCli(common + QStringList { s("--bundle"), b1 }, 120000);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains(QByteArray(QByteArray("wrote ") + b1.toUtf8() + " (4 request(s))")), r.err.constData());
        QVERIFY(QDir().mkpath(there));
        QProcess sh;
        sh.setWorkingDirectory(there);
        sh.start(s("sh"), { s("-c"), s("tar -xzf '%1' && python3 run.py >/dev/null 2>&1").arg(b1) });
        QVERIFY(sh.waitForFinished(120000));
        QCOMPARE(sh.exitCode(), 0);
        const QJsonArray requests
            = QJsonDocument::fromJson(readFile(there + s("/manifest.json"))).object().value(s("requests")).toArray();
        // The operators take turns in the batch, so a run cut short leaves each of them some results.
        QStringList ids;
        for (const QJsonValue &v : requests)
            ids.append(v.toObject().value(s("id")).toString());
        QCOMPARE(ids.size(), 4);
        QVERIFY2(
            ids.at(0).startsWith(s("vector_add.")) && ids.at(1).startsWith(s("gelu.")) && ids.at(2).startsWith(s("vector_add.")),
            qPrintable(ids.join(u',')));
        // The run was cut before gelu's round 2 finished (as a time limit cuts it): that request is cancelled.
        QFile status(there + s("/requests/gelu.r2/status.json"));
        QVERIFY(status.open(QIODevice::WriteOnly | QIODevice::Truncate));
        status.write(R"({"status": "cancelled", "error": "cancelled"})");
        status.close();

        const QString b2 = tmp.filePath(s("b2.tar.gz"));
        r = runCli(common + QStringList { s("--results"), there, s("--bundle"), b2, s("--json") }, 120000);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("4 result(s); 3 unfinished round(s) or evidence request(s) finished"), r.err.constData());
        QVERIFY2(r.err.contains("vector_add: round 2: failed"), r.err.constData());
        QVERIFY2(r.err.contains("gelu: continues its unfinished rounds"), r.err.constData());
        CliResult show = runCli({ s("rounds"), s("show"), s("gelu"), s("1"), s("--workspace"), ws, s("--json") });
        QCOMPARE(QJsonDocument::fromJson(show.out)
                     .object()
                     .value(s("rounds"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(s("outcome"))
                     .toString(),
            s("failed"));
        show = runCli({ s("rounds"), s("show"), s("gelu"), s("2"), s("--workspace"), ws, s("--json") });
        QCOMPARE(QJsonDocument::fromJson(show.out)
                     .object()
                     .value(s("rounds"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(s("state"))
                     .toString(),
            s("started"));
        // The next bundle carries gelu's round 2 again, first: what a cut run left behind runs before new work.
        QVERIFY(QDir().mkpath(there + s("2")));
        sh.setWorkingDirectory(there + s("2"));
        sh.start(s("tar"), { s("-xzf"), b2 });
        QVERIFY(sh.waitForFinished(60000));
        const QJsonArray next
            = QJsonDocument::fromJson(readFile(there + s("2/manifest.json"))).object().value(s("requests")).toArray();
        QVERIFY(next.size() >= 2);
        QCOMPARE(next.first().toObject().value(s("id")).toString(), s("gelu.r2"));
        const QJsonArray ops = QJsonDocument::fromJson(r.out).object().value(s("operators")).toArray();
        QCOMPARE(ops.size(), 2);
        for (const QJsonValue &op : ops)
            QCOMPARE(op.toObject().value(s("rounds")).toInt(), op.toObject().value(s("name")).toString() == s("gelu") ? 2 : 4);
        qunsetenv("XDG_CONFIG_HOME");
    }

    void h200ReportRegenerates()
    {
        // docs/results/h200-optimize: the workspace of the loop's run on the H200 (offline bundles, docs/optimize.md)
        // and its report. The report is regenerated from a copy of the committed workspace and must be identical.
        QTemporaryDir tmp;
        const QString dir = repoPath(s("docs/results/h200-optimize"));
        QProcess cp;
        cp.start(s("cp"), { s("-r"), dir + s("/workspace"), tmp.filePath(s("ws")) });
        QVERIFY(cp.waitForFinished(60000) && cp.exitCode() == 0);
        const CliResult md = runCli({ s("report"), s("--workspace"), tmp.filePath(s("ws")) });
        QCOMPARE(md.exitCode, 0);
        QCOMPARE(md.out, readFile(dir + s("/report.md")));
        const CliResult json = runCli({ s("report"), s("--workspace"), tmp.filePath(s("ws")), s("--json") });
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(json.out, readFile(dir + s("/report.json")));

        // Every operator of the suite and of TritonBench-G, each measured against its initial kernel's times in
        // the harness's committed log (the geometric mean over its cases).
        const QJsonObject report = QJsonDocument::fromJson(json.out).object();
        const QJsonArray ops = report.value(s("operators")).toArray();
        QCOMPARE(ops.size(), 31);
        QHash<QString, double> initial;
        for (const QJsonValue &v : QJsonDocument::fromJson(readFile(repoPath(s("docs/results/harness-selftest-h200.json"))))
                 .object()
                 .value(s("operators"))
                 .toArray()) {
            double logSum = 0;
            const QJsonArray cases = v.toObject().value(s("cases")).toArray();
            for (const QJsonValue &c : cases)
                logSum += std::log(c.toObject().value(s("ms")).toDouble());
            initial.insert(v.toObject().value(s("name")).toString(), std::exp(logSum / double(cases.size())));
        }
        double logSum = 0;
        int tritonbench = 0;
        for (const QJsonValue &v : ops) {
            const QJsonObject op = v.toObject();
            const QString name = op.value(s("name")).toString();
            QVERIFY2(initial.contains(name), qPrintable(name));
            QVERIFY2(qAbs(op.value(s("initial_ms")).toDouble() / initial.value(name) - 1) < 1e-9, qPrintable(name));
            QVERIFY(op.value(s("best_ms")).toDouble() <= op.value(s("initial_ms")).toDouble());
            logSum += std::log(op.value(s("speedup")).toDouble());
            tritonbench += QFileInfo::exists(repoPath(s("tasks/tritonbench-g/") + name)) ? 1 : 0;
        }
        QCOMPARE(tritonbench, 11);
        QVERIFY(qAbs(report.value(s("geomean")).toDouble() - std::exp(logSum / 31)) < 1e-9);
        // The largest gain: add_example, whose tile of 32 elements (grown from 4 by the search) became 1024 in
        // round 10 (tile-fill, L1).
        const auto add = std::find_if(ops.begin(), ops.end(),
            [](const QJsonValue &v) { return v.toObject().value(s("name")).toString() == s("add_example"); });
        QVERIFY(add != ops.end());
        QCOMPARE(add->toObject().value(s("best_round")).toInt(), 10);
        QCOMPARE(add->toObject().value(s("best_level")).toString(), s("L1"));
        QVERIFY(add->toObject().value(s("speedup")).toDouble() > 30);
    }

    void h200WorkspaceResumes()
    {
        // The committed workspace holds no scratch files (candidates, kernels, evidence folders): a later session
        // continues from a copy of it, and the next bundle carries every request the last step left unfinished.
        QTemporaryDir tmp;
        qputenv("XDG_CONFIG_HOME", tmp.filePath(s("config")).toUtf8());
        QCOMPARE(runCli({ s("runners"), s("add"), s("h200"), s("--kind"), s("offline") }).exitCode, 0);
        QProcess cp;
        cp.start(s("cp"), { s("-r"), repoPath(s("docs/results/h200-optimize/workspace")), tmp.filePath(s("ws")) });
        QVERIFY(cp.waitForFinished(60000) && cp.exitCode() == 0);
        QStringList args { s("optimize") };
        for (const QString &set : { s("tasks/suite"), s("tasks/tritonbench-g") })
            for (const QFileInfo &fi : QDir(repoPath(set)).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
                if (QFileInfo::exists(fi.filePath() + s("/task.json")))
                    args.append(fi.filePath());
        QCOMPARE(args.size(), 32);
        const QString bundle = tmp.filePath(s("next.tar.gz"));
        args << s("--runner") << s("h200") << s("--resume") << s("--rounds") << s("18") << s("--candidates") << s("3")
             << s("--workspace") << tmp.filePath(s("ws")) << s("--kb") << tmp.filePath(s("kb.sqlite")) << s("--baseline")
             << repoPath(s("docs/results/harness-selftest-h200.json")) << s("--bundle") << bundle << s("--yes");
        const CliResult r = runCli(args, 300000);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // Step 7 as step 6's import planned it: the 33 requests the call's time limit cut, and one round the recipes
        // of issue 30 add: bmm_optimized, which had no untried rewrite, gets autotune-extend (its configs below the
        // H200's dot tile family).
        QVERIFY2(r.err.contains(QByteArray(QByteArray("wrote ") + bundle.toUtf8() + " (34 request(s))")), r.err.constData());
        QVERIFY2(r.err.contains("bmm_optimized: round 5 (autotune-extend, L1)"), r.err.constData());
        QVERIFY(QDir().mkpath(tmp.filePath(s("there"))));
        QProcess tar;
        tar.setWorkingDirectory(tmp.filePath(s("there")));
        tar.start(s("tar"), { s("-xzf"), bundle });
        QVERIFY(tar.waitForFinished(60000) && tar.exitCode() == 0);
        const QJsonArray requests
            = QJsonDocument::fromJson(readFile(tmp.filePath(s("there/manifest.json")))).object().value(s("requests")).toArray();
        QCOMPARE(requests.size(), 34);
        // All 34 are rounds (the step's evidence requests had run), each with its candidate written again from the
        // workspace's kernel versions.
        for (const QJsonValue &v : requests) {
            const QJsonObject q = v.toObject();
            QVERIFY2(q.value(s("id")).toString().contains(s(".r")) && !q.value(s("evidence")).toBool(),
                qPrintable(q.value(s("id")).toString()));
            QVERIFY2(QFileInfo(tmp.filePath(s("there/") + q.value(s("candidate")).toString())).size() > 0,
                qPrintable(q.value(s("id")).toString()));
        }
    }

    void baselineMustCoverTheTask()
    {
        QTemporaryDir tmp;
        const CliResult r = runCli({ s("optimize"), dataPath(s("runners/scale_add")), s("--workspace"), tmp.filePath(s("ws")),
            s("--kb"), tmp.filePath(s("kb.sqlite")), s("--baseline"), repoPath(s("docs/results/harness-selftest-h200.json")),
            s("--yes") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("scale_add has no accepted initial kernel in the baseline log"), r.err.constData());
    }

    void plainPythonTaskHasNoRecipe()
    {
        // The plain-Python test task launches no Triton kernel: no recipe applies, nothing runs, the report is empty.
        QTemporaryDir tmp;
        const CliResult r = runCli({ s("optimize"), dataPath(s("runners/scale_add")), s("--workspace"), tmp.filePath(s("ws")),
            s("--kb"), tmp.filePath(s("kb.sqlite")), s("--yes"), s("--json") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("scale_add: no untried rewrite"), r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(s("operators")).toArray().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCmdOptimize)
#include "tst_cmdoptimize.moc"
