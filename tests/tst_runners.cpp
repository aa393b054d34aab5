// SPDX-License-Identifier: MIT
// The runner interface and the local runner (docs/runners.md) on the plain-Python test task
// tests/data/runners/scale_add (no torch, no GPU): real harness processes, real timeouts and cancellation.
#include "runners/bundle.h"
#include "runners/candidateenv.h"
#include "runners/consent.h"
#include "runners/localrunner.h"
#include "runners/runner.h"
#include "runners/runnercheck.h"
#include "runners/runrecord.h"
#include "runners/slurmrunner.h"
#include "runners/sshrunner.h"
#include "tasks/harness.h"
#include "testsupport.h"
#include "workspace/workspace.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Lowerscope;

namespace {

QString task()
{
    return Test::dataPath(QStringLiteral("runners/scale_add"));
}
QString candidate(const char *name)
{
    return Test::dataPath(QStringLiteral("runners/candidates/") + QString::fromLatin1(name));
}

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
class ScriptedRunner : public Runner {
public:
    using Runner::deliver;
    using Runner::Runner;

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

// What the environment-leak tests set in this process (and so in every runner's environment): two keys (the default
// OpenAI key variable and one that an allow-listed prefix would let through but whose name says it is a secret)
// and a harmless variable the candidate must see, which proves it ran and read the environment. Restored after.
struct SecretEnv {
    QList<QPair<QByteArray, QByteArray>> vars { { "OPENAI_API_KEY", "sk-lowerscope-test-0123456789abcdef" },
        { "LOWERSCOPE_TEST_SECRET_KEY", "lowerscope-secret-value-4711" }, { "LOWERSCOPE_TEST_VISIBLE", "visible-value" } };
    QList<QPair<QByteArray, QByteArray>> old;
    explicit SecretEnv(const QList<QPair<QByteArray, QByteArray>> &extra = {})
    {
        vars += extra;
        for (const auto &[name, value] : std::as_const(vars)) {
            old.append({ name, qgetenv(name.constData()) });
            qputenv(name.constData(), value);
        }
    }
    ~SecretEnv()
    {
        for (const auto &[name, value] : std::as_const(old)) {
            if (value.isNull())
                qunsetenv(name.constData());
            else
                qputenv(name.constData(), value);
        }
    }
    QStringList secrets() const // every value but the visible one
    {
        QStringList out;
        for (const auto &[name, value] : vars)
            if (name != "LOWERSCOPE_TEST_VISIBLE")
                out << QString::fromUtf8(value);
        return out;
    }
};

// A copy of scale_add under DIR/probe/scale_add whose reference prints the whole environment and fails with every
// key-like variable it sees in its message, which lands in the result (reasons[0].message), frozen again with the
// harness's `freeze`. The reference runs in the harness process, beside the candidate, so it sees what any candidate
// code sees: a candidate that reaches os through __builtins__ is rejected by the static checks now (issue 28 §4),
// but the environment must hold no key even for code that gets that far. No static check stands between this file
// and os, so the probe keeps working whatever the checks learn.
QString writeProbeTask(const QString &dir)
{
    const QString folder = dir + QStringLiteral("/probe/scale_add");
    QDir().mkpath(folder + QStringLiteral("/initial"));
    for (const char *f : { "task.json", "kernel.py", "initial/kernel.py" })
        QFile::copy(task() + QLatin1Char('/') + QLatin1String(f), folder + QLatin1Char('/') + QLatin1String(f));
    QFile ref(folder + QStringLiteral("/reference.py"));
    ref.open(QIODevice::WriteOnly);
    ref.write(R"py(# SPDX-License-Identifier: MIT
"""A probe in place of scale_add's reference (tests/tst_runners.cpp, writeProbeTask)."""
import os


def scale_add(alpha, x, y, out):
    print("harness environment:", dict(os.environ))
    raise ValueError("seen: " + " ".join(sorted(k + "=" + v for k, v in os.environ.items()
                                               if "KEY" in k or "TOKEN" in k or "CRED" in k or "VISIBLE" in k)))
)py");
    ref.close();
    QString error;
    QProcess freeze;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PYTHONPATH"), Harness::root(&error));
    freeze.setProcessEnvironment(env);
    freeze.setProcessChannelMode(QProcess::MergedChannels);
    freeze.start(QStringLiteral("python3"),
        { QStringLiteral("-m"), QStringLiteral("lowerscope_harness"), QStringLiteral("freeze"), folder });
    freeze.waitForFinished(60000);
    if (freeze.exitCode() != 0)
        qWarning("freeze failed: %s", freeze.readAll().constData());
    return folder;
}

// A request for the probe task's own kernel.
RunRequest probe(const QString &dir, const QString &id = QStringLiteral("probe"))
{
    RunRequest r;
    r.id = id;
    r.taskDir = writeProbeTask(dir);
    r.timing = false;
    return r;
}

// The message the probe failed with.
QString leakMessage(const RunResult &r)
{
    return r.result.value(QStringLiteral("reasons")).toArray().at(0).toObject().value(QStringLiteral("message")).toString();
}

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// Everything a run left that a person or a model may read: result, log, error and the request's files.
QString traces(const RunResult &r, const QString &requestDir)
{
    return QString::fromUtf8(QJsonDocument(r.result).toJson()) + r.log + r.error
        + readAll(requestDir + QStringLiteral("/log.txt")) + readAll(requestDir + QStringLiteral("/result.json"))
        + readAll(requestDir + QStringLiteral("/status.json"));
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
        output = sh(QStringLiteral("bash"), { script, QStringLiteral("start"), dir }, &rc, 120000);
        if (rc == 0)
            qputenv("SLURM_CONF", (dir + QStringLiteral("/slurm.conf")).toUtf8());
    }
    ~SlurmCluster()
    {
        sh(QStringLiteral("bash"), { script, QStringLiteral("stop"), dir });
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
        const QString daemon
            = QStandardPaths::findExecutable(QStringLiteral("sshd"), { QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin") });
        if (daemon.isEmpty() || QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty()) {
            why = QStringLiteral("sshd or ssh is not installed (package openssh-server / openssh-client)");
            return;
        }
        int rc = 0;
        key = dir + QStringLiteral("/client_key");
        sh(QStringLiteral("ssh-keygen"),
            { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"), QString(),
                QStringLiteral("-f"), dir + QStringLiteral("/host_key") },
            &rc);
        sh(QStringLiteral("ssh-keygen"),
            { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"), QString(),
                QStringLiteral("-f"), key },
            &rc);
        QFile::copy(key + QStringLiteral(".pub"), dir + QStringLiteral("/authorized_keys"));
        QDir().mkpath(QStringLiteral("/run/sshd")); // sshd's privilege separation folder
        port = freePort();
        QFile conf(dir + QStringLiteral("/sshd_config"));
        conf.open(QIODevice::WriteOnly);
        conf.write(QStringLiteral(
            "Port %1\nListenAddress 127.0.0.1\nHostKey %2/host_key\nPidFile %2/sshd.pid\nAuthorizedKeysFile %2/authorized_keys\n"
            "StrictModes no\nUsePAM no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\nPermitRootLogin "
            "prohibit-password\n"
            "Subsystem sftp internal-sftp\n"
            // The host's own environment holds keys too: the remote side must keep them from candidates.
            "SetEnv OPENAI_API_KEY=sk-remote-host-key-31415 LOWERSCOPE_TEST_SECRET_KEY=remote-secret-27182 "
            "LOWERSCOPE_TEST_VISIBLE=remote-visible\n")
                .arg(port)
                .arg(dir)
                .toUtf8());
        conf.close();
        sshd.setProcessChannelMode(QProcess::MergedChannels);
        sshd.start(daemon, { QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), conf.fileName() });
        if (!sshd.waitForStarted(5000)) {
            why = QStringLiteral("sshd did not start: ") + sshd.errorString();
            return;
        }
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 15000) {
            int ok = 1;
            sh(QStringLiteral("ssh"),
                QStringList { QStringLiteral("-p"), QString::number(port) } + clientOptions()
                    + QStringList { user() + QStringLiteral("@127.0.0.1"), QStringLiteral("true") },
                &ok, 10000);
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
        return { QStringLiteral("IdentityFile=") + key, QStringLiteral("IdentitiesOnly=yes"),
            QStringLiteral("UserKnownHostsFile=") + dir + QStringLiteral("/known_hosts"),
            QStringLiteral("StrictHostKeyChecking=no") };
    }
    QStringList clientOptions() const
    {
        QStringList args { QStringLiteral("-o"), QStringLiteral("BatchMode=yes") };
        for (const QString &o : sshOptions())
            args << QStringLiteral("-o") << o;
        return args;
    }
};

} // namespace

class TestRunners : public QObject {
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
        batch.requests
            = { req(QStringLiteral("rewrite"), candidate("rewrite.py")), req(QStringLiteral("wrong"), candidate("wrong.py")),
                  req(QStringLiteral("own"), QString()), req(QStringLiteral("dies"), candidate("dies.py")) };
        QSignalSpy progress(&runner, &Runner::progress);
        QSignalSpy finished(&runner, &Runner::finished);
        QStringList lines;
        QString error;
        const QList<RunResult> results = runToEnd(
            runner, batch, &error, [&](const QString &id, const QString &line) { lines << id + QLatin1Char(' ') + line; });
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
        RunBatch batch { makeBatchId(), dir.path(), { req(QStringLiteral("hang"), candidate("hang.py")) } };
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
        RunBatch batch { makeBatchId(), dir.path(),
            { req(QStringLiteral("slow"), candidate("slow.py")), req(QStringLiteral("next"), candidate("rewrite.py")) } };
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

    void candidateEnvironmentIsAllowListed()
    {
        // What the harness, Python, torch, Triton and the toolkits need passes; keys never do, not even under an
        // allowed prefix, and neither does a variable an LLM profile names as its key variable.
        QProcessEnvironment from;
        const QStringList kept { QStringLiteral("PATH"), QStringLiteral("HOME"), QStringLiteral("LC_ALL"),
            QStringLiteral("PYTHONPATH"), QStringLiteral("CUDA_VISIBLE_DEVICES"), QStringLiteral("TRITON_CACHE_DIR"),
            QStringLiteral("TORCHINDUCTOR_CACHE_DIR"), QStringLiteral("ASCEND_RT_VISIBLE_DEVICES"),
            QStringLiteral("LOWERSCOPE_OFFSET"), QStringLiteral("LD_LIBRARY_PATH") };
        const QStringList dropped { QStringLiteral("OPENAI_API_KEY"), QStringLiteral("ANTHROPIC_API_KEY"),
            QStringLiteral("GITHUB_TOKEN"), QStringLiteral("AWS_SECRET_ACCESS_KEY"), QStringLiteral("TRITON_api_token"),
            QStringLiteral("LOWERSCOPE_TEST_SECRET_KEY"), QStringLiteral("CUDA_DB_PASSWORD"),
            QStringLiteral("TORCH_HUB_CREDENTIALS"), QStringLiteral("LOWERSCOPE_LLM_CRED"), QStringLiteral("SSH_AUTH_SOCK"),
            QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("MY_VAR"), QStringLiteral("LD_PRELOAD") };
        for (const QString &n : kept + dropped)
            from.insert(n, QStringLiteral("v-") + n);
        const QStringList deny { QStringLiteral("LOWERSCOPE_LLM_CRED") }; // allowed by its prefix, named by a profile
        QVERIFY(CandidateEnv::allowed(QStringLiteral("LOWERSCOPE_LLM_CRED"), {}));
        const QProcessEnvironment env = CandidateEnv::filtered(from, deny);
        QStringList sortedKept = kept;
        sortedKept.sort();
        QCOMPARE(env.keys(), sortedKept);
        QCOMPARE(env.value(QStringLiteral("TRITON_CACHE_DIR")), QStringLiteral("v-TRITON_CACHE_DIR"));
        QCOMPARE(CandidateEnv::allowedNames(from, deny), sortedKept);
        const QStringList keyVars = CandidateEnv::keyVariables();
        QVERIFY(keyVars.contains(QStringLiteral("OPENAI_API_KEY")) && keyVars.contains(QStringLiteral("ANTHROPIC_API_KEY")));
    }

    void harnessAllowListMatchesEngine()
    {
        // batch.py (bundles, ssh, Slurm) holds the same four lists as candidateenv.cpp and decides the same way.
        QString error;
        const QString root = Harness::root(&error);
        QVERIFY2(!root.isEmpty(), qPrintable(error));
        const QStringList probe { QStringLiteral("PATH"), QStringLiteral("TRITON_CACHE_DIR"), QStringLiteral("OPENAI_API_KEY"),
            QStringLiteral("TRITON_api_token"), QStringLiteral("LOWERSCOPE_OFFSET"), QStringLiteral("LOWERSCOPE_DENIED"),
            QStringLiteral("MY_VAR"), QStringLiteral("CUDA_HOME"), QStringLiteral("PYENV_VERSION"), QStringLiteral("LC_ALL"),
            QStringLiteral("AWS_SESSION_TOKEN"), QStringLiteral("TORCH_KEYS") };
        const QString code
            = QStringLiteral("import json, sys; sys.path.insert(0, sys.argv[1]); from lowerscope_harness import batch; "
                             "print(json.dumps([batch.ENV_NAMES, batch.ENV_PREFIXES, batch.SECRET_PARTS, batch.SECRET_SUFFIXES, "
                             "[n for n in sys.argv[2:] if batch.env_allowed(n, ('LOWERSCOPE_DENIED',))]]))");
        int rc = -1;
        const QString out = sh(QStringLiteral("python3"), QStringList { QStringLiteral("-c"), code, root } + probe, &rc);
        QVERIFY2(rc == 0, qPrintable(out));
        const QJsonArray lists = QJsonDocument::fromJson(out.toUtf8()).array();
        QCOMPARE(lists.size(), 5);
        auto strings = [](const QJsonValue &v) {
            QStringList l;
            for (const QJsonValue &e : v.toArray())
                l << e.toString();
            return l;
        };
        QCOMPARE(strings(lists[0]), CandidateEnv::exactNames());
        QCOMPARE(strings(lists[1]), CandidateEnv::prefixes());
        QCOMPARE(strings(lists[2]), CandidateEnv::secretParts());
        QCOMPARE(strings(lists[3]), CandidateEnv::secretSuffixes());
        QStringList engine;
        for (const QString &n : probe)
            if (CandidateEnv::allowed(n, { QStringLiteral("LOWERSCOPE_DENIED") }))
                engine << n;
        QCOMPARE(strings(lists[4]), engine);
    }

    void localCandidateSeesNoSecrets()
    {
        // Code in the harness process (the probe task's reference, beside the candidate) that reads os.environ finds
        // no key of this process: not in the result, the log or the runner's log lines; the allow-listed variable it
        // does see proves it looked.
        QTemporaryDir dir;
        SecretEnv secrets;
        LocalRunner runner(RunnerProfile::localDefault());
        RunBatch batch { makeBatchId(), dir.filePath(QStringLiteral("batch")), { probe(dir.path(), QStringLiteral("leak")) } };
        QStringList lines;
        QString error;
        const QList<RunResult> results
            = runToEnd(runner, batch, &error, [&](const QString &, const QString &line) { lines << line; });
        QCOMPARE(results.size(), 1);
        const QString message = leakMessage(results[0]);
        QVERIFY2(message.startsWith(QStringLiteral("ValueError: seen: ")), qPrintable(message + results[0].log));
        QVERIFY2(message.contains(QStringLiteral("LOWERSCOPE_TEST_VISIBLE=visible-value")), qPrintable(message));
        QVERIFY(lines.join(QLatin1Char('\n')).contains(QStringLiteral("harness environment:")));
        const QString all
            = traces(results[0], dir.filePath(QStringLiteral("batch/requests/leak"))) + lines.join(QLatin1Char('\n'));
        for (const QString &secret : secrets.secrets())
            QVERIFY2(!all.contains(secret), qPrintable(secret + QStringLiteral(" leaked: ") + message));
        QVERIFY(!all.contains(QStringLiteral("OPENAI_API_KEY")));
    }

    void bundleCandidateSeesNoSecrets()
    {
        // The bundle's own entry script (offline, ssh and Slurm run it) starts each request with the allow-list too.
        QTemporaryDir dir;
        SecretEnv secrets;
        RunnerProfile p;
        p.name = QStringLiteral("airgap");
        p.kind = QStringLiteral("offline");
        RunBatch batch { makeBatchId(), dir.filePath(QStringLiteral("work")), { probe(dir.path(), QStringLiteral("leak")) } };
        const QString archive = dir.filePath(QStringLiteral("bundle.tar.gz"));
        QString error;
        QVERIFY2(exportBundle(batch, p, archive, &error), qPrintable(error));
        const QString there = dir.filePath(QStringLiteral("there"));
        QDir().mkpath(there);
        int rc = -1;
        sh(QStringLiteral("tar"), { QStringLiteral("-xzf"), archive, QStringLiteral("-C"), there }, &rc);
        const QString out
            = sh(QStringLiteral("python3"), { there + QStringLiteral("/run.py") }, &rc, 120000); // inherits the secrets
        QCOMPARE(rc, 0);
        const std::optional<ImportedResults> imported
            = importResults(there + QStringLiteral("/results.tar.gz"), dir.filePath(QStringLiteral("imported")), &error);
        QVERIFY2(imported, qPrintable(error));
        QCOMPARE(imported->results.size(), 1);
        const QString message = leakMessage(imported->results[0]);
        QVERIFY2(message.contains(QStringLiteral("LOWERSCOPE_TEST_VISIBLE=visible-value")), qPrintable(message + out));
        const QString all = traces(imported->results[0], there + QStringLiteral("/requests/leak")) + out;
        for (const QString &secret : secrets.secrets())
            QVERIFY2(!all.contains(secret), qPrintable(secret + QStringLiteral(" leaked: ") + message));
    }

    void sbatchExportsOnlyTheAllowList()
    {
        // Never --export=ALL: the allow-listed names present here (sbatch takes their values), then the offset.
        SecretEnv secrets;
        RunnerProfile p;
        p.name = QStringLiteral("cluster");
        p.kind = QStringLiteral("slurm");
        SlurmRunner runner(p);
        const QStringList exports
            = runner.sbatchArguments(4, 2, QStringLiteral("job.sh")).filter(QRegularExpression(QStringLiteral("^--export")));
        QCOMPARE(exports.size(), 1);
        QVERIFY2(exports[0].startsWith(QStringLiteral("--export=")), qPrintable(exports[0]));
        const QStringList names = exports[0].mid(9).split(QLatin1Char(','));
        QVERIFY2(!names.contains(QStringLiteral("ALL")) && !names.contains(QStringLiteral("NONE")), qPrintable(exports[0]));
        QVERIFY(names.contains(QStringLiteral("PATH")));
        QVERIFY(names.contains(QStringLiteral("LOWERSCOPE_TEST_VISIBLE")));
        QVERIFY(!names.contains(QStringLiteral("OPENAI_API_KEY")));
        QVERIFY(!names.contains(QStringLiteral("LOWERSCOPE_TEST_SECRET_KEY")));
        QCOMPARE(names.last(), QStringLiteral("LOWERSCOPE_OFFSET=4"));
        QCOMPARE(names.filter(QStringLiteral("=")).size(), 1); // values never on the command line
    }

    void sshRunsUnderEnvI()
    {
        // The remote command starts the entry script under env -i with the host's own allow-listed variables.
        RunnerProfile p;
        p.parallel = 2;
        const QString command = sshRunCommand(p, QStringLiteral("/remote/b 1"));
        QVERIFY2(command.startsWith(QStringLiteral("cd '/remote/b 1' && tar -xzf bundle.tar.gz && exec sh -c '")),
            qPrintable(command));
        QVERIFY2(command.contains(QStringLiteral("exec env -i \"$@\" python3 run.py --parallel 2 --archive results.tar.gz")),
            qPrintable(command));

        // The script itself, run by sh as the host would: allowed values arrive exactly (spaces, quotes, a newline,
        // a command substitution that must never run); keys, a profile's key variable and the rest do not.
        QTemporaryDir dir;
        QProcessEnvironment env;
        const QString tricky = QStringLiteral("a b \"q\" 'r' $(touch %1/pwned) `touch %1/pwned2`\nsecond=line").arg(dir.path());
        env.insert(QStringLiteral("PATH"), qEnvironmentVariable("PATH"));
        env.insert(QStringLiteral("HOME"), dir.path());
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("LOWERSCOPE_TEST_VISIBLE"), tricky);
        env.insert(QStringLiteral("TRITON_CACHE_DIR"), dir.filePath(QStringLiteral("triton cache")));
        env.insert(QStringLiteral("OPENAI_API_KEY"), QStringLiteral("sk-remote-1"));
        env.insert(QStringLiteral("TRITON_api_token"), QStringLiteral("remote-2"));
        env.insert(QStringLiteral("LOWERSCOPE_LLM_CRED"), QStringLiteral("remote-3"));
        env.insert(QStringLiteral("MY_VAR"), QStringLiteral("remote-4"));
        QProcess proc;
        proc.setProcessEnvironment(env);
        proc.start(QStringLiteral("sh"),
            { QStringLiteral("-c"),
                CandidateEnv::shellScript(QStringLiteral("env -0"), { QStringLiteral("LOWERSCOPE_LLM_CRED") }) });
        QVERIFY(proc.waitForFinished(30000));
        QVERIFY2(proc.exitCode() == 0, proc.readAllStandardError().constData());
        QHash<QString, QString> seen;
        for (const QByteArray &entry : proc.readAllStandardOutput().split('\0'))
            if (const qsizetype eq = entry.indexOf('='); eq > 0)
                seen.insert(QString::fromUtf8(entry.left(eq)), QString::fromUtf8(entry.mid(eq + 1)));
        QCOMPARE(seen.value(QStringLiteral("LOWERSCOPE_TEST_VISIBLE")), tricky);
        QCOMPARE(seen.value(QStringLiteral("TRITON_CACHE_DIR")), dir.filePath(QStringLiteral("triton cache")));
        QCOMPARE(seen.value(QStringLiteral("HOME")), dir.path());
        for (const QString &name : seen.keys())
            QVERIFY2(CandidateEnv::allowed(name, { QStringLiteral("LOWERSCOPE_LLM_CRED") }), qPrintable(name));
        for (const char *gone : { "OPENAI_API_KEY", "TRITON_api_token", "LOWERSCOPE_LLM_CRED", "MY_VAR" })
            QVERIFY2(!seen.contains(QLatin1String(gone)), gone);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("pwned"))) && !QFile::exists(dir.filePath(QStringLiteral("pwned2"))));
    }

    void commandLineRunHidesKeyVariables()
    {
        // `lowerscope run` end to end: neither a default key variable nor the one an LLM profile names (here one
        // that the allow-list's LOWERSCOPE_ prefix would otherwise let through) reaches the harness process, the
        // JSON or stderr.
        QTemporaryDir dir;
        const QByteArray oldConfig = qgetenv("XDG_CONFIG_HOME");
        qputenv("XDG_CONFIG_HOME", dir.filePath(QStringLiteral("config")).toUtf8());
        SecretEnv secrets(QList<QPair<QByteArray, QByteArray>> { { "LOWERSCOPE_TEST_CRED", "profile-named-value-0815" } });
        auto cli = [&](QStringList args) {
            args << QStringLiteral("--workspace") << dir.filePath(QStringLiteral("ws")) << QStringLiteral("--kb")
                 << dir.filePath(QStringLiteral("kb.sqlite"));
            return Test::runCli(args, 180000);
        };
        Test::CliResult r = cli({ QStringLiteral("llm"), QStringLiteral("add"), QStringLiteral("leaky"),
            QStringLiteral("--protocol"), QStringLiteral("openai"), QStringLiteral("--endpoint"),
            QStringLiteral("http://127.0.0.1:9/v1"), QStringLiteral("--model"), QStringLiteral("m"), QStringLiteral("--key-env"),
            QStringLiteral("LOWERSCOPE_TEST_CRED") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = cli({ QStringLiteral("run"), writeProbeTask(dir.path()), QStringLiteral("--no-timing"), QStringLiteral("--json") });
        const QString out = QString::fromUtf8(r.out), err = QString::fromUtf8(r.err);
        QVERIFY2(out.contains(QStringLiteral("ValueError: seen: "))
                && out.contains(QStringLiteral("LOWERSCOPE_TEST_VISIBLE=visible-value")),
            qPrintable(out + err));
        QVERIFY2(err.contains(QStringLiteral("harness environment:")), qPrintable(err));
        for (const QString &secret : secrets.secrets()) {
            QVERIFY2(!out.contains(secret), qPrintable(secret + QStringLiteral(" in stdout")));
            QVERIFY2(!err.contains(secret), qPrintable(secret + QStringLiteral(" in stderr")));
        }
        if (oldConfig.isNull())
            qunsetenv("XDG_CONFIG_HOME");
        else
            qputenv("XDG_CONFIG_HOME", oldConfig);
    }

    void duplicateResultDeliveredOnce()
    {
        QTemporaryDir dir;
        ScriptedRunner runner(RunnerProfile::localDefault());
        RunBatch batch { makeBatchId(), dir.path(),
            { req(QStringLiteral("a"), candidate("rewrite.py")), req(QStringLiteral("b"), candidate("wrong.py")) } };
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
        RunBatch batch { makeBatchId(), dir.path(),
            { req(QStringLiteral("x"), candidate("rewrite.py")), req(QStringLiteral("x"), candidate("wrong.py")) } };
        QVERIFY(!runner.start(batch, &error));
        QVERIFY(error.contains(QStringLiteral("used twice")));
        batch.requests = { req(QStringLiteral("../x"), candidate("rewrite.py")) };
        QVERIFY(!runner.start(batch, &error));
        batch.requests = { req(QStringLiteral("x"), candidate("missing.py")) };
        QVERIFY(!runner.start(batch, &error));
        QVERIFY(error.contains(QStringLiteral("missing.py")));
        QVERIFY(!runner.isRunning());
    }

    void consentShowsDiff()
    {
        RunBatch batch { makeBatchId(), QStringLiteral("/tmp"),
            { req(QStringLiteral("mine"), candidate("wrong.py")),
                req(QStringLiteral("llm"), candidate("rewrite.py"), CodeOrigin::Llm),
                req(QStringLiteral("recipe"), candidate("wrong.py"), CodeOrigin::Recipe) } };
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
        RunBatch batch { makeBatchId(), dir.filePath(QStringLiteral("batch")),
            { req(QStringLiteral("rewrite"), candidate("rewrite.py"), CodeOrigin::Llm),
                req(QStringLiteral("dies"), candidate("dies.py")) } };
        QString error;
        Workspace ws;
        QVERIFY2(ws.open(dir.filePath(QStringLiteral("ws")), &error), qPrintable(error));
        QVERIFY2(registerBatch(ws, &batch, QStringLiteral("local"), &error), qPrintable(error));
        QList<RunResult> results = runToEnd(runner, batch, &error);
        QCOMPARE(results.size(), 2);
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
        QVERIFY2(registerBatch(ws, &other, QStringLiteral("local"), &error), qPrintable(error));
        QList<RunEntry> entries;
        for (const RunEntry &e : runs) {
            RunEntry copy = e;
            copy.batch = other.id;
            entries.append(copy);
        }
        entries[1].status = QStringLiteral("exploded");
        QCOMPARE(ws.finishRuns(entries, &error), -1);
        QVERIFY(error.contains(QStringLiteral("dies")));
        QCOMPARE(ws.runs(other.id).size(), 0);
        QCOMPARE(ws.runs().size(), 2);
        QCOMPARE(ws.exportedRequests(other.id).at(0).state, QStringLiteral("waiting")); // rolled back with the runs
    }

    void offlineBundle()
    {
        // Export a bundle, run it the way a user would (unpack, python3 run.py), import its results archive.
        QTemporaryDir dir;
        RunnerProfile p;
        p.name = QStringLiteral("airgap");
        p.kind = QStringLiteral("offline");
        p.timeoutS = 3;
        RunBatch batch { makeBatchId(), dir.filePath(QStringLiteral("work")),
            { req(QStringLiteral("rewrite"), candidate("rewrite.py"), CodeOrigin::Llm),
                req(QStringLiteral("wrong"), candidate("wrong.py")), req(QStringLiteral("hang"), candidate("hang.py")) } };
        batch.requests[0].timeoutS = 120;
        batch.requests[1].timeoutS = 120;
        const QString archive = dir.filePath(QStringLiteral("bundle.tar.gz"));
        QString error;
        Workspace ws;
        QVERIFY2(ws.open(dir.filePath(QStringLiteral("ws")), &error), qPrintable(error));
        QVERIFY2(registerBatch(ws, &batch, p.name, &error), qPrintable(error));
        QVERIFY2(exportBundle(batch, p, archive, &error), qPrintable(error));
        const QString there = dir.filePath(QStringLiteral("elsewhere"));
        QDir().mkpath(there);
        int rc = -1;
        sh(QStringLiteral("tar"), { QStringLiteral("-xzf"), archive, QStringLiteral("-C"), there }, &rc);
        QCOMPARE(rc, 0);
        QVERIFY(QFile::exists(there + QStringLiteral("/run.py")));
        QVERIFY(QFile::exists(there + QStringLiteral("/tasks/scale_add/task.json")));
        QVERIFY(QFile::exists(there + QStringLiteral("/harness/lowerscope_harness/pyrun.py")));
        QVERIFY(QFile::exists(there + QStringLiteral("/requests/wrong/candidate.py")));
        QProcess run;
        run.setWorkingDirectory(there);
        run.setProcessChannelMode(QProcess::MergedChannels);
        run.start(QStringLiteral("python3"), { QStringLiteral("run.py"), QStringLiteral("--parallel"), QStringLiteral("3") });
        QVERIFY(run.waitForFinished(120000));
        const QString out = QString::fromUtf8(run.readAll());
        QVERIFY2(run.exitCode() == 0, qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("lowerscope-batch: wrong done incorrect")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("lowerscope-batch: hang timed-out")), qPrintable(out));

        const std::optional<ImportedResults> imported
            = importResults(there + QStringLiteral("/results.tar.gz"), dir.filePath(QStringLiteral("imported")), &error);
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
        QCOMPARE(recordRuns(ws, imported->batch, imported->runner, imported->results, &error), 3);
        QCOMPARE(recordRuns(ws, imported->batch, imported->runner, imported->results, &error), 0);
        QCOMPARE(ws.runs(batch.id).at(2).status, QStringLiteral("timed-out"));

        // A results archive with anything but result files (here a link) is refused whole.
        QDir(there).mkpath(QStringLiteral("evil/requests/x"));
        QFile::copy(there + QStringLiteral("/manifest.json"), there + QStringLiteral("/evil/manifest.json"));
        QFile::link(QStringLiteral("/etc/passwd"), there + QStringLiteral("/evil/requests/x/result.json"));
        sh(QStringLiteral("tar"),
            { QStringLiteral("-czf"), dir.filePath(QStringLiteral("evil.tar.gz")), QStringLiteral("-C"),
                there + QStringLiteral("/evil"), QStringLiteral(".") },
            &rc);
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
        RunBatch batch { makeBatchId(), dir.filePath(QStringLiteral("work")),
            { req(QStringLiteral("rewrite"), candidate("rewrite.py")), req(QStringLiteral("wrong"), candidate("wrong.py")) } };
        QStringList lines;
        const QList<RunResult> results = runToEnd(
            *runner, batch, &error, [&](const QString &id, const QString &line) { lines << id + QLatin1Char(' ') + line; });
        QCOMPARE(results.size(), 2);
        QVERIFY2(results[0].ok(), qPrintable(results[0].error + lines.join(QLatin1Char('\n'))));
        QCOMPARE(results[0].verdict, QStringLiteral("accepted"));
        QCOMPARE(results[1].verdict, QStringLiteral("incorrect"));
        QVERIFY(lines.contains(QStringLiteral("wrong lowerscope-batch: wrong done incorrect")));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("work/results/requests/rewrite/result.json"))));
        QVERIFY(!QFileInfo::exists(p.remoteDir + QLatin1Char('/') + batch.id)); // removed: every request ran

        // The host's own keys (sshd's SetEnv) stay from code that reads os.environ there; its allow-listed variable reaches it.
        RunBatch leaking { makeBatchId(), dir.filePath(QStringLiteral("work-leak")),
            { probe(dir.path(), QStringLiteral("leak")) } };
        lines.clear();
        runner = createRunner(p, &error);
        const QList<RunResult> leaked = runToEnd(
            *runner, leaking, &error, [&](const QString &id, const QString &line) { lines << id + QLatin1Char(' ') + line; });
        QCOMPARE(leaked.size(), 1);
        QVERIFY2(leakMessage(leaked[0]).contains(QStringLiteral("LOWERSCOPE_TEST_VISIBLE=remote-visible")),
            qPrintable(leakMessage(leaked[0]) + lines.join(QLatin1Char('\n'))));
        const QString seen
            = traces(leaked[0], dir.filePath(QStringLiteral("work-leak/results/requests/leak"))) + lines.join(QLatin1Char('\n'));
        QVERIFY2(
            !seen.contains(QStringLiteral("sk-remote-host-key-31415")) && !seen.contains(QStringLiteral("remote-secret-27182")),
            qPrintable(leakMessage(leaked[0])));

        // A key the server does not know: BatchMode fails at once, never a password prompt; both requests fail.
        p.sshOptions[0] = QStringLiteral("IdentityFile=") + dir.filePath(QStringLiteral("host_key"));
        runner = createRunner(p, &error);
        QElapsedTimer t;
        t.start();
        const QList<RunResult> denied = runToEnd(*runner,
            RunBatch {
                makeBatchId(), dir.filePath(QStringLiteral("work2")), { req(QStringLiteral("a"), candidate("rewrite.py")) } },
            &error);
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
            QVERIFY(!refused.start(RunBatch { makeBatchId(), dir.filePath(QStringLiteral("g")),
                                       { req(QStringLiteral("x"), candidate("rewrite.py")) } },
                &error));
            QVERIFY2(error.startsWith(QStringLiteral("sbatch failed: "))
                    && error.contains(QStringLiteral("gres"), Qt::CaseInsensitive),
                qPrintable(error));
            QVERIFY(!refused.isRunning());
        }
        SlurmRunner main(p);
        SlurmRunner cancelled(p);
        QCOMPARE(main.sbatchArguments(0, 4, QStringLiteral("job.sh")).filter(QStringLiteral("--array=0-3")).size(), 1);
        SecretEnv secrets; // in sbatch's environment: --export passes only the allow-listed names
        RunBatch a { makeBatchId(), dir.filePath(QStringLiteral("a")),
            { req(QStringLiteral("rewrite"), candidate("rewrite.py")), req(QStringLiteral("wrong"), candidate("wrong.py")),
                req(QStringLiteral("dies"), candidate("dies.py")), req(QStringLiteral("hang"), candidate("hang.py")),
                probe(dir.path(), QStringLiteral("leak")) } };
        RunBatch b { makeBatchId(), dir.filePath(QStringLiteral("b")),
            { req(QStringLiteral("slow1"), candidate("slow.py")), req(QStringLiteral("slow2"), candidate("slow.py")) } };
        QSignalSpy aDone(&main, &Runner::finished);
        QSignalSpy bDone(&cancelled, &Runner::finished);
        QStringList aLog;
        connect(
            &main, &Runner::logLine, this, [&](const QString &id, const QString &line) { aLog << id + QLatin1Char(' ') + line; });
        int running = 0;
        QStringList bLog;
        connect(&cancelled, &Runner::logLine, this, [&](const QString &id, const QString &line) {
            bLog << id + QLatin1Char(' ') + line;
            if (line.endsWith(QLatin1String(": RUNNING")) && ++running == 2)
                QTimer::singleShot(1500, &cancelled, &Runner::cancel);
        });
        QString error;
        Workspace ws;
        QVERIFY2(ws.open(dir.filePath(QStringLiteral("ws")), &error), qPrintable(error));
        QVERIFY2(registerBatch(ws, &a, p.name, &error), qPrintable(error));
        QVERIFY2(main.start(a, &error), qPrintable(error));
        QVERIFY2(cancelled.start(b, &error), qPrintable(error));
        QVERIFY2(bDone.size() == 1 || bDone.wait(120000), qPrintable(bLog.join(QLatin1Char('\n'))));
        QCOMPARE(cancelled.results().size(), 2);
        for (const RunResult &r : cancelled.results())
            QCOMPARE(r.status, RunStatus::Cancelled);
        // Slurm itself says the array was cancelled.
        const QString jobName = QStringLiteral("lowerscope-") + b.id;
        QTRY_VERIFY_WITH_TIMEOUT(sh(QStringLiteral("squeue"),
                                     { QStringLiteral("-h"), QStringLiteral("-t"), QStringLiteral("all"), QStringLiteral("-n"),
                                         jobName, QStringLiteral("-o"), QStringLiteral("%T") })
                                     .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                     .filter(QStringLiteral("CANCELLED"))
                                     .size()
                == 2,
            20000);

        QVERIFY2(aDone.size() == 1 || aDone.wait(180000), qPrintable(aLog.join(QLatin1Char('\n'))));
        const QList<RunResult> results = main.results();
        QCOMPARE(results.size(), 5);
        const RunResult *leak = find(results, QStringLiteral("leak"));
        QVERIFY2(leakMessage(*leak).contains(QStringLiteral("LOWERSCOPE_TEST_VISIBLE=visible-value")),
            qPrintable(leakMessage(*leak) + leak->log));
        const QString seen = traces(*leak, p.sharedDir + QLatin1Char('/') + a.id + QStringLiteral("/requests/leak"));
        for (const QString &secret : secrets.secrets())
            QVERIFY2(!seen.contains(secret), qPrintable(secret + QStringLiteral(" leaked: ") + leakMessage(*leak)));
        QCOMPARE(find(results, QStringLiteral("rewrite"))->verdict, QStringLiteral("accepted"));
        QCOMPARE(find(results, QStringLiteral("wrong"))->verdict, QStringLiteral("incorrect"));
        const RunResult *dies = find(results, QStringLiteral("dies"));
        QCOMPARE(dies->status, RunStatus::Failed);
        QVERIFY2(dies->error.contains(QStringLiteral("FAILED")) && dies->error.contains(QStringLiteral("code 3")),
            qPrintable(dies->error));
        const RunResult *hang = find(results, QStringLiteral("hang"));
        QCOMPARE(hang->status, RunStatus::TimedOut);
        QVERIFY2(hang->error.contains(QStringLiteral("--time=1")), qPrintable(hang->error));
        // Polling sees a job RUNNING only when it is still running at a poll: the hanging one always is; short jobs may
        // finish between two polls.
        QVERIFY(aLog.filter(QStringLiteral(": RUNNING")).size() >= 1);
        QVERIFY(QFile::exists(p.sharedDir + QLatin1Char('/') + a.id + QStringLiteral("/requests/rewrite/result.json")));
        QCOMPARE(recordRuns(ws, main.batch(), p.name, results, &error), 5);
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
        Test::CliResult r = cli({ QStringLiteral("runners"), QStringLiteral("add"), QStringLiteral("gpu"),
            QStringLiteral("--kind"), QStringLiteral("slurm"), QStringLiteral("--partition"), QStringLiteral("gpu"),
            QStringLiteral("--gres"), QStringLiteral("gpu:1"), QStringLiteral("--time-limit"), QStringLiteral("00:30:00") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = cli({ QStringLiteral("runners"), QStringLiteral("show"), QStringLiteral("gpu"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject shown
            = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("profiles")).toArray().at(0).toObject();
        QCOMPARE(shown.value(QStringLiteral("gres")).toString(), QStringLiteral("gpu:1"));
        QCOMPARE(shown.value(QStringLiteral("time_limit")).toString(), QStringLiteral("00:30:00"));
        r = cli({ QStringLiteral("runners"), QStringLiteral("add"), QStringLiteral("bad"), QStringLiteral("--kind"),
            QStringLiteral("ssh") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("needs a host"));
        r = cli({ QStringLiteral("runners"), QStringLiteral("list") });
        QVERIFY(r.out.contains("local\tlocal"));
        QVERIFY(r.out.contains("gpu\tslurm\tpartition=gpu gres=gpu:1 time=00:30:00"));
        r = cli({ QStringLiteral("runners"), QStringLiteral("test"), QStringLiteral("local"), QStringLiteral("--json") });
        QVERIFY2(r.exitCode == 0, r.out.constData());

        // LLM code without a terminal and without --yes: refused, nothing run or recorded.
        const QStringList wrong { QStringLiteral("run"), task(), QStringLiteral("--candidate"), candidate("wrong.py"),
            QStringLiteral("--origin"), QStringLiteral("llm"), QStringLiteral("--no-timing"), QStringLiteral("--json") };
        r = cli(wrong);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("--yes"), r.err.constData());
        QVERIFY(r.out.isEmpty());
        r = cli(wrong + QStringList { QStringLiteral("--yes") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("recorded")).toInt(), 1);
        QJsonObject first = doc.value(QStringLiteral("results")).toArray().at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("verdict")).toString(), QStringLiteral("incorrect"));
        QCOMPARE(first.value(QStringLiteral("origin")).toString(), QStringLiteral("llm"));
        QCOMPARE(first.value(QStringLiteral("result"))
                     .toObject()
                     .value(QStringLiteral("reasons"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("check"))
                     .toString(),
            QStringLiteral("wrong-result"));
        QVERIFY(r.err.contains("scale_add-wrong: incorrect"));
        // A request that fails is recorded and makes the exit status 1.
        r = cli({ QStringLiteral("run"), task(), QStringLiteral("--candidate"), candidate("dies.py"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 1);
        doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("results")).toArray().at(0).toObject().value(QStringLiteral("status")).toString(),
            QStringLiteral("failed"));
        r = cli({ QStringLiteral("run"), task(), QStringLiteral("--runner"), QStringLiteral("nosuch") });
        QCOMPARE(r.exitCode, 1);

        // Offline: export, run the bundle's own entry script, import twice (the second records nothing).
        const QString bundle = dir.filePath(QStringLiteral("b.tar.gz"));
        r = cli({ QStringLiteral("bundle"), QStringLiteral("export"), task(), QStringLiteral("--candidate"),
            candidate("rewrite.py"), QStringLiteral("--no-timing"), QStringLiteral("--out"), bundle, QStringLiteral("--json") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString batchId = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("batch")).toString();
        const QString there = dir.filePath(QStringLiteral("there"));
        QDir().mkpath(there);
        int rc = -1;
        sh(QStringLiteral("tar"), { QStringLiteral("-xzf"), bundle, QStringLiteral("-C"), there }, &rc);
        sh(QStringLiteral("python3"), { there + QStringLiteral("/run.py") }, &rc, 120000);
        QCOMPARE(rc, 0);
        r = cli({ QStringLiteral("bundle"), QStringLiteral("import"), there + QStringLiteral("/results.tar.gz"),
            QStringLiteral("--json") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("batch")).toString(), batchId);
        QCOMPARE(doc.value(QStringLiteral("recorded")).toInt(), 1);
        QCOMPARE(doc.value(QStringLiteral("results")).toArray().at(0).toObject().value(QStringLiteral("verdict")).toString(),
            QStringLiteral("accepted"));
        r = cli({ QStringLiteral("bundle"), QStringLiteral("import"), there + QStringLiteral("/results.tar.gz"),
            QStringLiteral("--json") });
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("recorded")).toInt(), 0);
        Workspace w;
        QString error;
        QVERIFY(w.open(ws, &error, Workspace::OpenMode::MustExist));
        QCOMPARE(w.runs().size(), 3);
        QCOMPARE(w.runs(batchId).at(0).runner, QStringLiteral("local"));

        r = cli({ QStringLiteral("runners"), QStringLiteral("remove"), QStringLiteral("gpu") });
        QCOMPARE(r.exitCode, 0);
        r = cli({ QStringLiteral("runners"), QStringLiteral("remove"), QStringLiteral("gpu") });
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
