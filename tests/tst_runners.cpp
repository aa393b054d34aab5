// SPDX-License-Identifier: MIT
// The runner interface and the local runner (docs/runners.md) on the plain-Python test task
// tests/data/runners/scale_add (no torch, no GPU): real harness processes, real timeouts and cancellation.
#include "testsupport.h"

#include "runners/consent.h"
#include "runners/localrunner.h"
#include "runners/runner.h"
#include "runners/runrecord.h"
#include "workspace/workspace.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Lowerscope;

namespace {

QString task() { return Test::dataPath(QStringLiteral("runners/scale_add")); }
QString candidate(const char *name) { return Test::dataPath(QStringLiteral("runners/candidates/") + QString::fromLatin1(name)); }

RunRequest req(const QString &id, const QString &cand, CodeOrigin origin = CodeOrigin::User)
{
    RunRequest r;
    r.id = id;
    r.taskDir = task();
    r.candidate = cand;
    r.origin = origin;
    return r;
}

const RunResult *find(const QList<RunResult> &results, const QString &id)
{
    for (const RunResult &r : results)
        if (r.id == id)
            return &r;
    return nullptr;
}

// A runner that delivers what the test tells it to, to check the base class's bookkeeping.
class ScriptedRunner : public Runner
{
public:
    using Runner::Runner;
    using Runner::deliver;

protected:
    bool startBatch(QString *) override { return true; }
    void cancelBatch() override { }
};

} // namespace

class TestRunners : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void localRunsCandidates()
    {
        // Four candidates, two at a time: an accepted rewrite, a wrong one, the task's own kernel and one whose
        // harness process dies. Each ends with the verdict the harness gives it, read from its result.json.
        QTemporaryDir dir;
        RunnerProfile p = RunnerProfile::localDefault();
        p.parallel = 2;
        LocalRunner runner(p);
        RunBatch batch;
        batch.id = makeBatchId();
        batch.workDir = dir.path();
        batch.requests = {req(QStringLiteral("rewrite"), candidate("rewrite.py")), req(QStringLiteral("wrong"), candidate("wrong.py")),
                          req(QStringLiteral("own"), QString()), req(QStringLiteral("dies"), candidate("dies.py"))};
        QSignalSpy progress(&runner, &Runner::progress);
        QSignalSpy finished(&runner, &Runner::finished);
        QStringList lines;
        QString error;
        const QList<RunResult> results = runToEnd(runner, batch, &error, [&](const QString &id, const QString &line) { lines << id + QLatin1Char(' ') + line; });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(results.size(), 4);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(progress.last().at(0).toInt(), 4);
        QCOMPARE(progress.last().at(1).toInt(), 4);

        const RunResult *ok = find(results, QStringLiteral("rewrite"));
        QCOMPARE(ok->status, RunStatus::Done);
        QCOMPARE(ok->verdict, QStringLiteral("accepted"));
        QCOMPARE(ok->result.value(QStringLiteral("task")).toString(), QStringLiteral("scale_add"));
        QCOMPARE(ok->result.value(QStringLiteral("cases")).toArray().size(), 5);
        for (const QJsonValue &c : ok->result.value(QStringLiteral("cases")).toArray()) {
            QVERIFY(c[QStringLiteral("correct")].toBool());
            QVERIFY(c[QStringLiteral("rechecked")].toBool());
            QVERIFY(c[QStringLiteral("ms")].toDouble() > 0);
            QVERIFY(c[QStringLiteral("initial_ms")].toDouble() > 0);
        }
        QVERIFY(ok->result.value(QStringLiteral("speedup")).toDouble() > 0);
        QCOMPARE(ok->candidateSha256.size(), 64);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("requests/rewrite/candidate.py"))));

        const RunResult *wrong = find(results, QStringLiteral("wrong"));
        QCOMPARE(wrong->status, RunStatus::Done);
        QCOMPARE(wrong->verdict, QStringLiteral("incorrect"));
        const QJsonObject reason = wrong->result.value(QStringLiteral("reasons")).toArray().at(0).toObject();
        QCOMPARE(reason.value(QStringLiteral("check")).toString(), QStringLiteral("wrong-result"));
        QCOMPARE(reason.value(QStringLiteral("case")).toString(), QStringLiteral("n1000"));
        QVERIFY2(reason.value(QStringLiteral("message")).toString().startsWith(QStringLiteral("1 of 1000 values")),
                 qPrintable(reason.value(QStringLiteral("message")).toString()));

        const RunResult *own = find(results, QStringLiteral("own"));
        QCOMPARE(own->verdict, QStringLiteral("accepted"));
        QVERIFY(own->result.value(QStringLiteral("candidate")).toString().endsWith(QStringLiteral("scale_add/kernel.py")));

        const RunResult *dies = find(results, QStringLiteral("dies"));
        QCOMPARE(dies->status, RunStatus::Failed);
        QCOMPARE(dies->verdict, QStringLiteral("failed"));
        QVERIFY2(dies->error.contains(QStringLiteral("exited with code 3")), qPrintable(dies->error));
        QVERIFY(dies->result.isEmpty());
        QVERIFY(lines.filter(QStringLiteral("rewrite ")).size() >= 2); // "starting" and the harness's summary line
    }

    void localTimeoutKills()
    {
        QTemporaryDir dir;
        RunnerProfile p = RunnerProfile::localDefault();
        p.timeoutS = 2;
        LocalRunner runner(p);
        RunBatch batch{makeBatchId(), dir.path(), {req(QStringLiteral("hang"), candidate("hang.py"))}};
        QElapsedTimer t;
        t.start();
        QString error;
        const QList<RunResult> results = runToEnd(runner, batch, &error);
        QCOMPARE(results.size(), 1);
        QCOMPARE(results[0].status, RunStatus::TimedOut);
        QCOMPARE(results[0].verdict, QStringLiteral("failed"));
        QVERIFY(results[0].error.contains(QStringLiteral("2 s")));
        QVERIFY2(t.elapsed() < 15000, qPrintable(QString::number(t.elapsed())));
    }

    void localCancel()
    {
        // Cancel while the first request runs: it is killed, the queued one never starts; both end Cancelled.
        QTemporaryDir dir;
        LocalRunner runner(RunnerProfile::localDefault());
        RunBatch batch{makeBatchId(), dir.path(), {req(QStringLiteral("slow"), candidate("slow.py")), req(QStringLiteral("next"), candidate("rewrite.py"))}};
        bool cancelled = false;
        QObject::connect(&runner, &Runner::logLine, &runner, [&](const QString &id, const QString &line) {
            if (id == QLatin1String("slow") && !cancelled) {
                cancelled = true;
                QTimer::singleShot(300, &runner, &Runner::cancel);
            }
        });
        QString error;
        QElapsedTimer t;
        t.start();
        const QList<RunResult> results = runToEnd(runner, batch, &error);
        QCOMPARE(results.size(), 2);
        QCOMPARE(results[0].status, RunStatus::Cancelled);
        QCOMPARE(results[1].status, RunStatus::Cancelled);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("requests/next/log.txt"))));
        QVERIFY(t.elapsed() < 20000);
        QVERIFY(!runner.isRunning());
    }

    void duplicateResultDeliveredOnce()
    {
        QTemporaryDir dir;
        ScriptedRunner runner(RunnerProfile::localDefault());
        RunBatch batch{makeBatchId(), dir.path(), {req(QStringLiteral("a"), candidate("rewrite.py")), req(QStringLiteral("b"), candidate("wrong.py"))}};
        QSignalSpy ready(&runner, &Runner::resultReady);
        QSignalSpy finished(&runner, &Runner::finished);
        QString error;
        QVERIFY(runner.start(batch, &error));
        RunResult r;
        r.id = QStringLiteral("a");
        r.status = RunStatus::Done;
        r.verdict = QStringLiteral("accepted");
        QVERIFY(runner.deliver(r));
        r.verdict = QStringLiteral("incorrect");
        QVERIFY(!runner.deliver(r)); // the same request again: dropped
        r.id = QStringLiteral("unknown");
        QVERIFY(!runner.deliver(r));
        QCOMPARE(ready.size(), 1);
        QCOMPARE(finished.size(), 0);
        r.id = QStringLiteral("b");
        r.status = RunStatus::Preempted;
        QVERIFY(runner.deliver(r));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(runner.results().size(), 2);
        QCOMPARE(runner.results()[0].verdict, QStringLiteral("accepted"));
        QCOMPARE(runner.results()[1].verdict, QStringLiteral("failed")); // not done: always a failure
    }

    void badBatchRefused()
    {
        QTemporaryDir dir;
        LocalRunner runner(RunnerProfile::localDefault());
        QString error;
        RunBatch batch{makeBatchId(), dir.path(), {req(QStringLiteral("x"), candidate("rewrite.py")), req(QStringLiteral("x"), candidate("wrong.py"))}};
        QVERIFY(!runner.start(batch, &error));
        QVERIFY(error.contains(QStringLiteral("used twice")));
        batch.requests = {req(QStringLiteral("../x"), candidate("rewrite.py"))};
        QVERIFY(!runner.start(batch, &error));
        batch.requests = {req(QStringLiteral("x"), candidate("missing.py"))};
        QVERIFY(!runner.start(batch, &error));
        QVERIFY(error.contains(QStringLiteral("missing.py")));
        QVERIFY(!runner.isRunning());
    }

    void consentShowsDiff()
    {
        RunBatch batch{makeBatchId(), QStringLiteral("/tmp"),
                       {req(QStringLiteral("mine"), candidate("wrong.py")), req(QStringLiteral("llm"), candidate("rewrite.py"), CodeOrigin::Llm),
                        req(QStringLiteral("recipe"), candidate("wrong.py"), CodeOrigin::Recipe)}};
        QString error;
        bool ok = false;
        const QList<ConsentItem> items = consentItems(batch, &error, &ok);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(items.size(), 2); // the user's own candidate needs none
        QCOMPARE(items[0].requestId, QStringLiteral("llm"));
        QVERIFY(items[0].diff.contains(QStringLiteral("-    for i in range(len(x)):")));
        QVERIFY(items[0].diff.contains(QStringLiteral("+    out[:] = [alpha * a + b for a, b in zip(x, y)]")));
        QCOMPARE(items[1].origin, CodeOrigin::Recipe);
        QVERIFY(items[1].diff.contains(QStringLiteral("+    out[-1] = x[-1] + y[-1]")));
    }

    void recordsOnceInOneTransaction()
    {
        QTemporaryDir dir;
        LocalRunner runner(RunnerProfile::localDefault());
        RunBatch batch{makeBatchId(), dir.filePath(QStringLiteral("batch")),
                       {req(QStringLiteral("rewrite"), candidate("rewrite.py"), CodeOrigin::Llm), req(QStringLiteral("dies"), candidate("dies.py"))}};
        QString error;
        QList<RunResult> results = runToEnd(runner, batch, &error);
        QCOMPARE(results.size(), 2);
        Workspace ws;
        QVERIFY2(ws.open(dir.filePath(QStringLiteral("ws")), &error), qPrintable(error));
        QCOMPARE(recordRuns(ws, batch, QStringLiteral("local"), results, &error), 2);
        QCOMPARE(recordRuns(ws, batch, QStringLiteral("local"), results, &error), 0); // imported again: nothing new
        const QList<RunEntry> runs = ws.runs(batch.id);
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0].request, QStringLiteral("rewrite"));
        QCOMPARE(runs[0].task, QStringLiteral("scale_add"));
        QCOMPARE(runs[0].origin, QStringLiteral("llm"));
        QCOMPARE(runs[0].status, QStringLiteral("done"));
        QCOMPARE(runs[0].verdict, QStringLiteral("accepted"));
        QVERIFY(runs[0].speedup.has_value());
        QCOMPARE(runs[0].result.value(QStringLiteral("cases")).toArray().size(), 5);
        QCOMPARE(runs[1].status, QStringLiteral("failed"));
        QCOMPARE(runs[1].verdict, QStringLiteral("failed"));

        // A batch whose second entry cannot be stored (a status the schema refuses): nothing of it is recorded.
        RunBatch other = batch;
        other.id = makeBatchId();
        QList<RunEntry> entries;
        for (const RunEntry &e : runs) {
            RunEntry copy = e;
            copy.batch = other.id;
            entries.append(copy);
        }
        entries[1].status = QStringLiteral("exploded");
        QCOMPARE(ws.recordRuns(entries, &error), -1);
        QVERIFY(error.contains(QStringLiteral("dies")));
        QCOMPARE(ws.runs(other.id).size(), 0);
        QCOMPARE(ws.runs().size(), 2);
    }

    void profilesInSettings()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        RunnerProfile p;
        p.name = QStringLiteral("gpu-cluster");
        p.kind = QStringLiteral("slurm");
        p.partition = QStringLiteral("gpu");
        p.gres = QStringLiteral("gpu:1");
        p.timeoutS = 900;
        QString error;
        QVERIFY2(RunnerProfiles::save(settings, p, &error), qPrintable(error));
        RunnerProfile bad;
        bad.name = QStringLiteral("h");
        bad.kind = QStringLiteral("ssh");
        QVERIFY(!RunnerProfiles::save(settings, bad, &error));
        QVERIFY(error.contains(QStringLiteral("host")));
        bad.name = QStringLiteral("no spaces");
        QVERIFY(!RunnerProfiles::save(settings, bad, &error));
        const std::optional<RunnerProfile> back = RunnerProfiles::find(settings, QStringLiteral("gpu-cluster"));
        QVERIFY(back);
        QCOMPARE(back->gres, QStringLiteral("gpu:1"));
        QCOMPARE(back->partition, QStringLiteral("gpu"));
        QCOMPARE(back->timeoutS, 900);
        QCOMPARE(RunnerProfiles::load(settings).size(), 1);
        QVERIFY(RunnerProfiles::find(settings, QStringLiteral("local"))); // always there
        QVERIFY(RunnerProfiles::remove(settings, QStringLiteral("gpu-cluster")));
        QVERIFY(!RunnerProfiles::find(settings, QStringLiteral("gpu-cluster")));
    }
};

QTEST_GUILESS_MAIN(TestRunners)
#include "tst_runners.moc"
