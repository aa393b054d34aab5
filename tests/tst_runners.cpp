// SPDX-License-Identifier: MIT
// The runner interface and the local runner (docs/runners.md) on the plain-Python test task
// tests/data/runners/scale_add (no torch, no GPU): real harness processes, real timeouts and cancellation.
#include "testsupport.h"

#include "runners/bundle.h"
#include "runners/consent.h"
#include "runners/runnercheck.h"
#include "runners/slurmrunner.h"
#include "runners/sshrunner.h"
#include "runners/localrunner.h"
#include "runners/runner.h"
#include "runners/runrecord.h"
#include "workspace/workspace.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
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

int freePort()
{
    QTcpServer s;
    s.listen(QHostAddress::LocalHost, 0);
    return s.serverPort();
}

QString sh(const QString &program, const QStringList &args, int *rc = nullptr, int timeoutMs = 60000)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    p.waitForFinished(timeoutMs);
    if (rc)
        *rc = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromUtf8(p.readAll());
}

// The slurm-cluster.sh beside this test (tests/): starts munge and Slurm under DIR, stops them when destroyed.
struct SlurmCluster {
    QString dir;
    QString script = QStringLiteral(LOWERSCOPE_TEST_DATA "/../slurm-cluster.sh");
    int rc = -1;
    QString output;
    explicit SlurmCluster(const QString &d)
        : dir(d)
    {
        output = sh(QStringLiteral("bash"), {script, QStringLiteral("start"), dir}, &rc, 120000);
        if (rc == 0)
            qputenv("SLURM_CONF", (dir + QStringLiteral("/slurm.conf")).toUtf8());
    }
    ~SlurmCluster()
    {
        sh(QStringLiteral("bash"), {script, QStringLiteral("stop"), dir});
        qunsetenv("SLURM_CONF");
    }
};

// An sshd on a free localhost port with a generated host key, accepting one generated client key.
struct SshServer {
    QString dir;
    QString key;
    int port = 0;
    QString why; // empty when it runs
    QProcess sshd;
    explicit SshServer(const QString &d)
        : dir(d)
    {
        const QString daemon = QStandardPaths::findExecutable(QStringLiteral("sshd"), {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin")});
        if (daemon.isEmpty() || QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty()) {
            why = QStringLiteral("sshd or ssh is not installed (package openssh-server / openssh-client)");
            return;
        }
        int rc = 0;
        key = dir + QStringLiteral("/client_key");
        sh(QStringLiteral("ssh-keygen"), {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"), QString(), QStringLiteral("-f"), dir + QStringLiteral("/host_key")}, &rc);
        sh(QStringLiteral("ssh-keygen"), {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"), QString(), QStringLiteral("-f"), key}, &rc);
        QFile::copy(key + QStringLiteral(".pub"), dir + QStringLiteral("/authorized_keys"));
        QDir().mkpath(QStringLiteral("/run/sshd")); // sshd's privilege separation folder
        port = freePort();
        QFile conf(dir + QStringLiteral("/sshd_config"));
        conf.open(QIODevice::WriteOnly);
        conf.write(QStringLiteral("Port %1\nListenAddress 127.0.0.1\nHostKey %2/host_key\nPidFile %2/sshd.pid\nAuthorizedKeysFile %2/authorized_keys\n"
                                  "StrictModes no\nUsePAM no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\nPermitRootLogin prohibit-password\n"
                                  "Subsystem sftp internal-sftp\n").arg(port).arg(dir).toUtf8());
        conf.close();
        sshd.setProcessChannelMode(QProcess::MergedChannels);
        sshd.start(daemon, {QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), conf.fileName()});
        if (!sshd.waitForStarted(5000)) {
            why = QStringLiteral("sshd did not start: ") + sshd.errorString();
            return;
        }
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 15000) {
            int ok = 1;
            sh(QStringLiteral("ssh"), QStringList{QStringLiteral("-p"), QString::number(port)} + clientOptions() + QStringList{user() + QStringLiteral("@127.0.0.1"), QStringLiteral("true")}, &ok, 10000);
            if (ok == 0)
                return;
            if (sshd.state() != QProcess::Running)
                break;
            QTest::qWait(300);
        }
        why = QStringLiteral("sshd did not accept the generated key: ") + QString::fromUtf8(sshd.readAll()).trimmed().right(400);
    }
    ~SshServer()
    {
        if (sshd.state() != QProcess::NotRunning) {
            sshd.terminate();
            if (!sshd.waitForFinished(3000))
                sshd.kill();
            sshd.waitForFinished(2000);
        }
    }
    static QString user()
    {
        const QString u = qEnvironmentVariable("USER");
        return u.isEmpty() ? QStringLiteral("root") : u;
    }
    QStringList sshOptions() const
    {
        return {QStringLiteral("IdentityFile=") + key, QStringLiteral("IdentitiesOnly=yes"), QStringLiteral("UserKnownHostsFile=") + dir + QStringLiteral("/known_hosts"),
                QStringLiteral("StrictHostKeyChecking=no")};
    }
    QStringList clientOptions() const
    {
        QStringList args{QStringLiteral("-o"), QStringLiteral("BatchMode=yes")};
        for (const QString &o : sshOptions())
            args << QStringLiteral("-o") << o;
        return args;
    }
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
        // The batch folder carries its manifest: read in place (as after a crash), it gives the same results.
        const std::optional<ImportedResults> again = importResults(batch.workDir, {}, &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->batch.id, batch.id);
        QCOMPARE(again->results.size(), 2);
        QCOMPARE(again->results[0].verdict, QStringLiteral("accepted"));
        QCOMPARE(again->results[1].status, RunStatus::Failed);
        QCOMPARE(again->batch.requests[0].origin, CodeOrigin::Llm);
        QCOMPARE(recordRuns(ws, again->batch, QStringLiteral("local"), again->results, &error), 0);

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

    void offlineBundle()
    {
        // Export a bundle, run it the way a user would (unpack, python3 run.py), import its results archive.
        QTemporaryDir dir;
        RunnerProfile p;
        p.name = QStringLiteral("airgap");
        p.kind = QStringLiteral("offline");
        p.timeoutS = 3;
        RunBatch batch{makeBatchId(), dir.filePath(QStringLiteral("work")),
                       {req(QStringLiteral("rewrite"), candidate("rewrite.py"), CodeOrigin::Llm), req(QStringLiteral("wrong"), candidate("wrong.py")),
                        req(QStringLiteral("hang"), candidate("hang.py"))}};
        batch.requests[0].timeoutS = 120;
        batch.requests[1].timeoutS = 120;
        const QString archive = dir.filePath(QStringLiteral("bundle.tar.gz"));
        QString error;
        QVERIFY2(exportBundle(batch, p, archive, &error), qPrintable(error));
        const QString there = dir.filePath(QStringLiteral("elsewhere"));
        QDir().mkpath(there);
        int rc = -1;
        sh(QStringLiteral("tar"), {QStringLiteral("-xzf"), archive, QStringLiteral("-C"), there}, &rc);
        QCOMPARE(rc, 0);
        QVERIFY(QFile::exists(there + QStringLiteral("/run.py")));
        QVERIFY(QFile::exists(there + QStringLiteral("/tasks/scale_add/task.json")));
        QVERIFY(QFile::exists(there + QStringLiteral("/harness/lowerscope_harness/pyrun.py")));
        QVERIFY(QFile::exists(there + QStringLiteral("/requests/wrong/candidate.py")));
        QProcess run;
        run.setWorkingDirectory(there);
        run.setProcessChannelMode(QProcess::MergedChannels);
        run.start(QStringLiteral("python3"), {QStringLiteral("run.py"), QStringLiteral("--parallel"), QStringLiteral("3")});
        QVERIFY(run.waitForFinished(120000));
        const QString out = QString::fromUtf8(run.readAll());
        QVERIFY2(run.exitCode() == 0, qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("lowerscope-batch: wrong done incorrect")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("lowerscope-batch: hang timed-out")), qPrintable(out));

        const std::optional<ImportedResults> imported = importResults(there + QStringLiteral("/results.tar.gz"), dir.filePath(QStringLiteral("imported")), &error);
        QVERIFY2(imported, qPrintable(error));
        QCOMPARE(imported->batch.id, batch.id);
        QCOMPARE(imported->runner, QStringLiteral("airgap"));
        QCOMPARE(imported->results.size(), 3);
        QCOMPARE(imported->results[0].verdict, QStringLiteral("accepted"));
        QCOMPARE(imported->batch.requests[0].origin, CodeOrigin::Llm);
        QCOMPARE(imported->batch.requests[0].taskDir, QDir(task()).absolutePath());
        QCOMPARE(imported->results[1].verdict, QStringLiteral("incorrect"));
        QCOMPARE(imported->results[2].status, RunStatus::TimedOut);
        QVERIFY(imported->results[2].error.contains(QStringLiteral("3 s")));
        Workspace ws;
        QVERIFY2(ws.open(dir.filePath(QStringLiteral("ws")), &error), qPrintable(error));
        QCOMPARE(recordRuns(ws, imported->batch, imported->runner, imported->results, &error), 3);
        QCOMPARE(recordRuns(ws, imported->batch, imported->runner, imported->results, &error), 0);
        QCOMPARE(ws.runs(batch.id).at(2).status, QStringLiteral("timed-out"));

        // A results archive with anything but result files (here a link) is refused whole.
        QDir(there).mkpath(QStringLiteral("evil/requests/x"));
        QFile::copy(there + QStringLiteral("/manifest.json"), there + QStringLiteral("/evil/manifest.json"));
        QFile::link(QStringLiteral("/etc/passwd"), there + QStringLiteral("/evil/requests/x/result.json"));
        sh(QStringLiteral("tar"), {QStringLiteral("-czf"), dir.filePath(QStringLiteral("evil.tar.gz")), QStringLiteral("-C"), there + QStringLiteral("/evil"), QStringLiteral(".")}, &rc);
        QVERIFY(!importResults(dir.filePath(QStringLiteral("evil.tar.gz")), dir.filePath(QStringLiteral("evil-out")), &error));
        QVERIFY2(error.contains(QStringLiteral("requests/x/result.json")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("evil-out/requests"))));
    }

    void sshRunner()
    {
        QTemporaryDir dir;
        SshServer server(dir.path());
        if (!server.why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("ssh runner not tested: ") + server.why));
        RunnerProfile p;
        p.name = QStringLiteral("localhost-ssh");
        p.kind = QStringLiteral("ssh");
        p.host = SshServer::user() + QStringLiteral("@127.0.0.1");
        p.port = server.port;
        p.sshOptions = server.sshOptions();
        p.remoteDir = dir.filePath(QStringLiteral("remote"));
        p.parallel = 2;
        p.timeoutS = 120;
        const ProfileCheck check = checkProfile(p);
        QVERIFY2(check.ok(), qPrintable(check.steps.value(0).output));
        QString error;
        std::unique_ptr<Runner> runner = createRunner(p, &error);
        QVERIFY2(runner, qPrintable(error));
        RunBatch batch{makeBatchId(), dir.filePath(QStringLiteral("work")),
                       {req(QStringLiteral("rewrite"), candidate("rewrite.py")), req(QStringLiteral("wrong"), candidate("wrong.py"))}};
        QStringList lines;
        const QList<RunResult> results = runToEnd(*runner, batch, &error, [&](const QString &id, const QString &line) { lines << id + QLatin1Char(' ') + line; });
        QCOMPARE(results.size(), 2);
        QVERIFY2(results[0].ok(), qPrintable(results[0].error + lines.join(QLatin1Char('\n'))));
        QCOMPARE(results[0].verdict, QStringLiteral("accepted"));
        QCOMPARE(results[1].verdict, QStringLiteral("incorrect"));
        QVERIFY(lines.contains(QStringLiteral("wrong lowerscope-batch: wrong done incorrect")));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("work/results/requests/rewrite/result.json"))));
        QVERIFY(!QFileInfo::exists(p.remoteDir + QLatin1Char('/') + batch.id)); // removed: every request ran

        // A key the server does not know: BatchMode fails at once, never a password prompt; both requests fail.
        p.sshOptions[0] = QStringLiteral("IdentityFile=") + dir.filePath(QStringLiteral("host_key"));
        runner = createRunner(p, &error);
        QElapsedTimer t;
        t.start();
        const QList<RunResult> denied = runToEnd(*runner, RunBatch{makeBatchId(), dir.filePath(QStringLiteral("work2")), {req(QStringLiteral("a"), candidate("rewrite.py"))}}, &error);
        QCOMPARE(denied.size(), 1);
        QCOMPARE(denied[0].status, RunStatus::Failed);
        QVERIFY2(denied[0].error.contains(QStringLiteral("Permission denied")), qPrintable(denied[0].error));
        QVERIFY(t.elapsed() < 30000);
    }

    void slurmRunner()
    {
        QTemporaryDir dir;
        SlurmCluster cluster(dir.filePath(QStringLiteral("cluster")));
        if (cluster.rc == 3)
            QSKIP(qPrintable(QStringLiteral("Slurm runner not tested: ") + cluster.output.trimmed()));
        QVERIFY2(cluster.rc == 0, qPrintable(cluster.output));

        RunnerProfile p;
        p.name = QStringLiteral("cluster");
        p.kind = QStringLiteral("slurm");
        p.partition = QStringLiteral("debug");
        p.timeLimit = QStringLiteral("1"); // one minute: the hanging candidate is killed by Slurm, not by us
        p.timeoutS = 600;
        p.pollS = 1;
        p.sharedDir = dir.filePath(QStringLiteral("shared"));
        QDir().mkpath(p.sharedDir);
        QVERIFY2(checkProfile(p).ok(), qPrintable(checkProfile(p).steps.value(0).output));
        {
            // A GRES the cluster does not have: sbatch refuses at once, nothing starts.
            RunnerProfile gpu = p;
            gpu.gres = QStringLiteral("gpu:1");
            SlurmRunner refused(gpu);
            QString error;
            QVERIFY(!refused.start(RunBatch{makeBatchId(), dir.filePath(QStringLiteral("g")), {req(QStringLiteral("x"), candidate("rewrite.py"))}}, &error));
            QVERIFY2(error.startsWith(QStringLiteral("sbatch failed: ")) && error.contains(QStringLiteral("gres"), Qt::CaseInsensitive), qPrintable(error));
            QVERIFY(!refused.isRunning());
        }
        SlurmRunner main(p);
        SlurmRunner cancelled(p);
        QCOMPARE(main.sbatchArguments(0, 4, QStringLiteral("job.sh")).filter(QStringLiteral("--array=0-3")).size(), 1);
        RunBatch a{makeBatchId(), dir.filePath(QStringLiteral("a")),
                   {req(QStringLiteral("rewrite"), candidate("rewrite.py")), req(QStringLiteral("wrong"), candidate("wrong.py")),
                    req(QStringLiteral("dies"), candidate("dies.py")), req(QStringLiteral("hang"), candidate("hang.py"))}};
        RunBatch b{makeBatchId(), dir.filePath(QStringLiteral("b")), {req(QStringLiteral("slow1"), candidate("slow.py")), req(QStringLiteral("slow2"), candidate("slow.py"))}};
        QSignalSpy aDone(&main, &Runner::finished);
        QSignalSpy bDone(&cancelled, &Runner::finished);
        QStringList aLog;
        connect(&main, &Runner::logLine, this, [&](const QString &id, const QString &line) { aLog << id + QLatin1Char(' ') + line; });
        int running = 0;
        QStringList bLog;
        connect(&cancelled, &Runner::logLine, this, [&](const QString &id, const QString &line) {
            bLog << id + QLatin1Char(' ') + line;
            if (line.endsWith(QLatin1String(": RUNNING")) && ++running == 2)
                QTimer::singleShot(1500, &cancelled, &Runner::cancel);
        });
        QString error;
        QVERIFY2(main.start(a, &error), qPrintable(error));
        QVERIFY2(cancelled.start(b, &error), qPrintable(error));
        QVERIFY2(bDone.size() == 1 || bDone.wait(120000), qPrintable(bLog.join(QLatin1Char('\n'))));
        QCOMPARE(cancelled.results().size(), 2);
        for (const RunResult &r : cancelled.results())
            QCOMPARE(r.status, RunStatus::Cancelled);
        // Slurm itself says the array was cancelled.
        const QString jobName = QStringLiteral("lowerscope-") + b.id;
        QTRY_VERIFY_WITH_TIMEOUT(sh(QStringLiteral("squeue"), {QStringLiteral("-h"), QStringLiteral("-t"), QStringLiteral("all"), QStringLiteral("-n"), jobName, QStringLiteral("-o"), QStringLiteral("%T")})
                                     .split(QLatin1Char('\n'), Qt::SkipEmptyParts).filter(QStringLiteral("CANCELLED")).size() == 2, 20000);

        QVERIFY2(aDone.size() == 1 || aDone.wait(180000), qPrintable(aLog.join(QLatin1Char('\n'))));
        const QList<RunResult> results = main.results();
        QCOMPARE(results.size(), 4);
        QCOMPARE(find(results, QStringLiteral("rewrite"))->verdict, QStringLiteral("accepted"));
        QCOMPARE(find(results, QStringLiteral("wrong"))->verdict, QStringLiteral("incorrect"));
        const RunResult *dies = find(results, QStringLiteral("dies"));
        QCOMPARE(dies->status, RunStatus::Failed);
        QVERIFY2(dies->error.contains(QStringLiteral("FAILED")) && dies->error.contains(QStringLiteral("code 3")), qPrintable(dies->error));
        const RunResult *hang = find(results, QStringLiteral("hang"));
        QCOMPARE(hang->status, RunStatus::TimedOut);
        QVERIFY2(hang->error.contains(QStringLiteral("--time=1")), qPrintable(hang->error));
        // Polling sees a job RUNNING only when it is still running at a poll: the hanging one always is; short jobs may
        // finish between two polls.
        QVERIFY(aLog.filter(QStringLiteral(": RUNNING")).size() >= 1);
        QVERIFY(QFile::exists(p.sharedDir + QLatin1Char('/') + a.id + QStringLiteral("/requests/rewrite/result.json")));
        Workspace ws;
        QVERIFY2(ws.open(dir.filePath(QStringLiteral("ws")), &error), qPrintable(error));
        QCOMPARE(recordRuns(ws, main.batch(), p.name, results, &error), 4);
    }

    void commandLine()
    {
        // The CLI end to end on the built binary: profiles, consent without a terminal, run, bundle export/import.
        QTemporaryDir dir;
        const QByteArray oldConfig = qgetenv("XDG_CONFIG_HOME");
        qputenv("XDG_CONFIG_HOME", dir.filePath(QStringLiteral("config")).toUtf8()); // never the user's settings
        const QString ws = dir.filePath(QStringLiteral("ws"));
        auto cli = [&](QStringList args) {
            args << QStringLiteral("--workspace") << ws << QStringLiteral("--kb") << dir.filePath(QStringLiteral("kb.sqlite"));
            return Test::runCli(args, 180000);
        };
        Test::CliResult r = cli({QStringLiteral("runners"), QStringLiteral("add"), QStringLiteral("gpu"), QStringLiteral("--kind"), QStringLiteral("slurm"),
                                 QStringLiteral("--partition"), QStringLiteral("gpu"), QStringLiteral("--gres"), QStringLiteral("gpu:1"),
                                 QStringLiteral("--time-limit"), QStringLiteral("00:30:00")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = cli({QStringLiteral("runners"), QStringLiteral("show"), QStringLiteral("gpu"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject shown = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("profiles")).toArray().at(0).toObject();
        QCOMPARE(shown.value(QStringLiteral("gres")).toString(), QStringLiteral("gpu:1"));
        QCOMPARE(shown.value(QStringLiteral("time_limit")).toString(), QStringLiteral("00:30:00"));
        r = cli({QStringLiteral("runners"), QStringLiteral("add"), QStringLiteral("bad"), QStringLiteral("--kind"), QStringLiteral("ssh")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("needs a host"));
        r = cli({QStringLiteral("runners"), QStringLiteral("list")});
        QVERIFY(r.out.contains("local\tlocal"));
        QVERIFY(r.out.contains("gpu\tslurm\tpartition=gpu gres=gpu:1 time=00:30:00"));
        r = cli({QStringLiteral("runners"), QStringLiteral("test"), QStringLiteral("local"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.out.constData());

        // LLM code without a terminal and without --yes: refused, nothing run or recorded.
        const QStringList wrong{QStringLiteral("run"), task(), QStringLiteral("--candidate"), candidate("wrong.py"), QStringLiteral("--origin"), QStringLiteral("llm"),
                                QStringLiteral("--no-timing"), QStringLiteral("--json")};
        r = cli(wrong);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("--yes"), r.err.constData());
        QVERIFY(r.out.isEmpty());
        r = cli(wrong + QStringList{QStringLiteral("--yes")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("recorded")).toInt(), 1);
        QJsonObject first = doc.value(QStringLiteral("results")).toArray().at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("verdict")).toString(), QStringLiteral("incorrect"));
        QCOMPARE(first.value(QStringLiteral("origin")).toString(), QStringLiteral("llm"));
        QCOMPARE(first.value(QStringLiteral("result")).toObject().value(QStringLiteral("reasons")).toArray().at(0).toObject().value(QStringLiteral("check")).toString(),
                 QStringLiteral("wrong-result"));
        QVERIFY(r.err.contains("scale_add-wrong: incorrect"));
        // A request that fails is recorded and makes the exit status 1.
        r = cli({QStringLiteral("run"), task(), QStringLiteral("--candidate"), candidate("dies.py"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("results")).toArray().at(0).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("failed"));
        r = cli({QStringLiteral("run"), task(), QStringLiteral("--runner"), QStringLiteral("nosuch")});
        QCOMPARE(r.exitCode, 1);

        // Offline: export, run the bundle's own entry script, import twice (the second records nothing).
        const QString bundle = dir.filePath(QStringLiteral("b.tar.gz"));
        r = cli({QStringLiteral("bundle"), QStringLiteral("export"), task(), QStringLiteral("--candidate"), candidate("rewrite.py"), QStringLiteral("--no-timing"),
                 QStringLiteral("--out"), bundle, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString batchId = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("batch")).toString();
        const QString there = dir.filePath(QStringLiteral("there"));
        QDir().mkpath(there);
        int rc = -1;
        sh(QStringLiteral("tar"), {QStringLiteral("-xzf"), bundle, QStringLiteral("-C"), there}, &rc);
        sh(QStringLiteral("python3"), {there + QStringLiteral("/run.py")}, &rc, 120000);
        QCOMPARE(rc, 0);
        r = cli({QStringLiteral("bundle"), QStringLiteral("import"), there + QStringLiteral("/results.tar.gz"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("batch")).toString(), batchId);
        QCOMPARE(doc.value(QStringLiteral("recorded")).toInt(), 1);
        QCOMPARE(doc.value(QStringLiteral("results")).toArray().at(0).toObject().value(QStringLiteral("verdict")).toString(), QStringLiteral("accepted"));
        r = cli({QStringLiteral("bundle"), QStringLiteral("import"), there + QStringLiteral("/results.tar.gz"), QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("recorded")).toInt(), 0);
        Workspace w;
        QString error;
        QVERIFY(w.open(ws, &error, Workspace::OpenMode::MustExist));
        QCOMPARE(w.runs().size(), 3);
        QCOMPARE(w.runs(batchId).at(0).runner, QStringLiteral("local"));

        r = cli({QStringLiteral("runners"), QStringLiteral("remove"), QStringLiteral("gpu")});
        QCOMPARE(r.exitCode, 0);
        r = cli({QStringLiteral("runners"), QStringLiteral("remove"), QStringLiteral("gpu")});
        QCOMPARE(r.exitCode, 1);
        if (oldConfig.isNull())
            qunsetenv("XDG_CONFIG_HOME");
        else
            qputenv("XDG_CONFIG_HOME", oldConfig);
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
