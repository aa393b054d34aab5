// SPDX-License-Identifier: MIT
#include "sshrunner.h"

#include "bundle.h"
#include "candidateenv.h"
#include "core/jsonkey.h"
#include "runnerfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTimer>

namespace Lowerscope {

namespace {

QStringList commonOptions(const RunnerProfile &p)
{
    QStringList args { key("-o"), key("BatchMode=yes"), key("-o"), key("ConnectTimeout=20") };
    for (const QString &o : p.sshOptions)
        args << key("-o") << o;
    return args;
}

} // namespace

QString shellQuote(const QString &s)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_./:=@%+,-]+$"));
    if (safe.match(s).hasMatch())
        return s;
    QString q = s;
    q.replace(QLatin1Char('\''), key("'\\''"));
    return QLatin1Char('\'') + q + QLatin1Char('\'');
}

SshCommand sshCommand(const RunnerProfile &p, const QString &remoteCommand)
{
    SshCommand c { key("ssh"), commonOptions(p) };
    if (p.port > 0)
        c.args << key("-p") << QString::number(p.port);
    c.args << key("--") << p.host << remoteCommand;
    return c;
}

SshCommand scpCommand(const RunnerProfile &p, const QString &from, const QString &to)
{
    SshCommand c { key("scp"), commonOptions(p) };
    c.args << key("-q");
    if (p.port > 0)
        c.args << key("-P") << QString::number(p.port);
    c.args << key("--") << from << to;
    return c;
}

QString remotePath(const RunnerProfile &p, const QString &path)
{
    return p.host + QLatin1Char(':') + path;
}

QString sshRunCommand(const RunnerProfile &p, const QString &remoteBatchDir)
{
    // The entry script starts under `env -i` with only the host's own allow-listed variables (candidateenv.h),
    // matched by a POSIX sh on the host (its variables are not known here), whatever the login shell is.
    const QString python = p.python.isEmpty() ? key("python3") : p.python;
    const QString entry
        = key("%1 run.py --parallel %2 --archive results.tar.gz").arg(shellQuote(python)).arg(qMax(1, p.parallel));
    return key("cd %1 && tar -xzf bundle.tar.gz && exec sh -c %2")
        .arg(shellQuote(remoteBatchDir), shellQuote(CandidateEnv::shellScript(entry, CandidateEnv::keyVariables())));
}

SshRunner::SshRunner(RunnerProfile profile, QObject *parent)
    : Runner(std::move(profile), parent)
{
}

SshRunner::~SshRunner()
{
    if (m_proc && m_proc->state() != QProcess::NotRunning) {
        m_proc->kill();
        m_proc->waitForFinished(2000);
    }
}

QString SshRunner::remoteBatchDir() const
{
    return m_remoteDir + QLatin1Char('/') + batch().id;
}

bool SshRunner::startBatch(QString *error)
{
    m_remoteDir = profile().remoteDir.isEmpty() ? key(".cache/lowerscope-runs") : profile().remoteDir;
    while (m_remoteDir.size() > 1 && m_remoteDir.endsWith(QLatin1Char('/')))
        m_remoteDir.chop(1);
    const QString bundleDir = QDir(batch().workDir).filePath(key("bundle"));
    QDir(bundleDir).removeRecursively();
    if (!writeBundleFolder(batch(), profile(), bundleDir, error))
        return false;
    const QString archive = QDir(batch().workDir).filePath(key("bundle.tar.gz"));
    if (!packFolder(bundleDir, archive, error))
        return false;

    // The whole session may take the sum of the request timeouts over the parallel slots, plus transfers.
    qint64 total = 0;
    for (const RunRequest &r : batch().requests)
        total += r.timeoutS;
    total = total / qMax(1, profile().parallel) + 600;
    m_watchdog = new QTimer(this);
    m_watchdog->setSingleShot(true);
    connect(m_watchdog, &QTimer::timeout, this,
        [this, total] { fail(QCoreApplication::translate("Runners", "the ssh session did not end within %1 s").arg(total)); });
    m_watchdog->start(std::chrono::seconds(total));

    const QString rdir = shellQuote(remoteBatchDir());
    const QString run = sshRunCommand(profile(), remoteBatchDir());
    QTimer::singleShot(0, this, [=, this] {
        step(sshCommand(profile(), key("rm -rf %1 && mkdir -p %1").arg(rdir)),
            QCoreApplication::translate("Runners", "preparing the remote folder"), [=, this] {
                step(scpCommand(profile(), archive, remotePath(profile(), remoteBatchDir() + key("/bundle.tar.gz"))),
                    QCoreApplication::translate("Runners", "copying the bundle"), [=, this] {
                        step(
                            sshCommand(profile(), run),
                            QCoreApplication::translate("Runners", "running on %1").arg(profile().host),
                            [this] {
                                step(scpCommand(profile(), remotePath(profile(), remoteBatchDir() + key("/results.tar.gz")),
                                         QDir(batch().workDir).filePath(key("results.tar.gz"))),
                                    QCoreApplication::translate("Runners", "copying the results back"), [this] { collect(); });
                            },
                            true);
                    });
            });
    });
    return true;
}

void SshRunner::step(const SshCommand &cmd, const QString &what, std::function<void()> next, bool streamLog)
{
    if (!isRunning() || wasCancelled())
        return;
    log({}, what);
    emit progress(int(results().size()), int(batch().requests.size()), what);
    if (m_proc)
        m_proc->deleteLater();
    m_proc = new QProcess(this);
    QProcess *proc = m_proc;
    proc->setProcessChannelMode(streamLog ? QProcess::SeparateChannels : QProcess::MergedChannels);
    auto buffer = std::make_shared<QByteArray>();
    auto started = std::make_shared<int>(0);
    connect(proc, &QProcess::readyReadStandardOutput, this, [this, proc, buffer, streamLog, started] {
        buffer->append(proc->readAllStandardOutput());
        if (!streamLog)
            return;
        qsizetype nl;
        while ((nl = buffer->indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(buffer->left(nl));
            buffer->remove(0, nl + 1);
            static const QRegularExpression re(QStringLiteral("^lowerscope-batch: ([A-Za-z0-9._-]+) (.*)$"));
            const QRegularExpressionMatch m = re.match(line);
            log(m.hasMatch() ? m.captured(1) : QString(), line);
            if (m.hasMatch() && m.captured(2) != QLatin1String("started"))
                emit progress(++*started, int(batch().requests.size()), line.mid(18));
        }
    });
    connect(proc, &QProcess::readyReadStandardError, this, [this, proc] {
        for (const QString &line : QString::fromUtf8(proc->readAllStandardError()).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            log({}, line);
    });
    connect(proc, &QProcess::finished, this, [this, proc, buffer, what, next](int code, QProcess::ExitStatus st) {
        if (proc != m_proc || !isRunning() || wasCancelled())
            return;
        if (st != QProcess::NormalExit || code != 0) {
            const QString out = QString::fromUtf8(*buffer).trimmed().section(QLatin1Char('\n'), -5);
            fail(QCoreApplication::translate("Runners", "%1 failed (exit code %2) on %3%4")
                    .arg(what)
                    .arg(code)
                    .arg(profile().host, out.isEmpty() ? QString() : key(": ") + out));
            return;
        }
        next();
    });
    connect(proc, &QProcess::errorOccurred, this, [this, proc, cmd](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart && proc == m_proc)
            fail(QCoreApplication::translate("Runners", "cannot start %1: %2").arg(cmd.program, proc->errorString()));
    });
    proc->start(cmd.program, cmd.args);
}

void SshRunner::fail(const QString &error)
{
    if (!isRunning())
        return;
    log({}, error);
    if (m_proc && m_proc->state() != QProcess::NotRunning) {
        m_proc->kill();
        m_proc->waitForFinished(2000);
    }
    // Whatever came back before the failure is kept; the rest fails with the reason.
    failRemaining(RunStatus::Failed, error);
}

void SshRunner::collect()
{
    if (m_watchdog)
        m_watchdog->stop();
    QString error;
    const QString archive = QDir(batch().workDir).filePath(key("results.tar.gz"));
    const QString into = QDir(batch().workDir).filePath(key("results"));
    QDir(into).removeRecursively();
    const std::optional<ImportedResults> imported = importResults(archive, into, &error);
    if (!imported) {
        fail(error);
        return;
    }
    if (imported->batch.id != batch().id) {
        fail(QCoreApplication::translate("Runners", "%1 holds the results of batch %2, not %3")
                .arg(archive, imported->batch.id, batch().id));
        return;
    }
    bool allDone = true;
    for (const RunResult &r : imported->results)
        allDone = allDone && r.ok();
    // The remote folder is removed when every request ran; otherwise it is left for inspection.
    if (allDone) {
        const SshCommand clean = sshCommand(profile(), key("rm -rf %1").arg(shellQuote(remoteBatchDir())));
        runCommand(clean.program, clean.args, 20000);
    }
    for (const RunResult &r : imported->results)
        deliver(r);
    failRemaining(RunStatus::Failed, QCoreApplication::translate("Runners", "no result came back from %1").arg(profile().host));
}

QString SshRunner::requestDir(const QString &id) const
{
    return QDir(batch().workDir).filePath(key("results/requests/") + id);
}

void SshRunner::cancelBatch()
{
    if (m_watchdog)
        m_watchdog->stop();
    if (m_proc && m_proc->state() != QProcess::NotRunning) {
        m_proc->kill();
        m_proc->waitForFinished(2000);
    }
    // The remote entry script kills its requests on SIGTERM and marks them cancelled.
    const SshCommand kill
        = sshCommand(profile(), key("test -f %1/batch.pid && kill -TERM $(cat %1/batch.pid)").arg(shellQuote(remoteBatchDir())));
    runCommand(kill.program, kill.args, 20000);
}

} // namespace Lowerscope
