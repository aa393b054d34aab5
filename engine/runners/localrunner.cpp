// SPDX-License-Identifier: MIT
#include "localrunner.h"

#include "candidateenv.h"
#include "runnerfiles.h"
#include "tasks/harness.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTimer>
#include <csignal>
#include <unistd.h>

namespace Lowerscope {

QStringList harnessRunArguments(const RunRequest &request, const QString &dir)
{
    QStringList args { QStringLiteral("-m"), QStringLiteral("lowerscope_harness"), QStringLiteral("run"), request.taskDir };
    if (!request.candidate.isEmpty())
        args << QStringLiteral("--candidate") << QDir(dir).filePath(QStringLiteral("candidate.py"));
    args << QStringLiteral("--out") << QDir(dir).filePath(QStringLiteral("result.json"));
    if (request.evidence)
        args << QStringLiteral("--evidence") << QDir(dir).filePath(QStringLiteral("evidence"));
    if (request.ncu)
        args << QStringLiteral("--ncu");
    if (!request.timing)
        args << QStringLiteral("--no-timing");
    if (request.calibrate)
        args << QStringLiteral("--calibrate");
    return args;
}

LocalRunner::LocalRunner(RunnerProfile profile, QObject *parent)
    : Runner(std::move(profile), parent)
{
}

LocalRunner::~LocalRunner()
{
    for (Job *job : std::as_const(m_jobs)) {
        kill(job);
        delete job;
    }
}

bool LocalRunner::startBatch(QString *error)
{
    m_harnessRoot = Harness::root(error);
    if (m_harnessRoot.isEmpty())
        return false;
    m_queue.clear();
    for (const RunRequest &r : batch().requests) {
        if (!stageRequest(r, requestDir(r.id), error))
            return false;
        m_queue.append(r.id);
    }
    // Launch from the event loop, so a caller connected after start() sees every signal.
    QTimer::singleShot(0, this, &LocalRunner::launchNext);
    return true;
}

void LocalRunner::launchNext()
{
    const int parallel = qMax(1, profile().parallel);
    while (isRunning() && !wasCancelled() && !m_queue.isEmpty() && m_jobs.size() < parallel) {
        const QString id = m_queue.takeFirst();
        if (const RunRequest *r = request(id))
            launch(*r);
    }
}

void LocalRunner::launch(const RunRequest &r)
{
    const QString dir = requestDir(r.id);
    auto *job = new Job;
    job->id = r.id;
    job->started = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    m_jobs.insert(r.id, job);
    writeRequestStatus(
        dir, { { QStringLiteral("status"), QStringLiteral("running") }, { QStringLiteral("started"), job->started } });

    job->process = new QProcess(this);
    QProcess *proc = job->process;
    proc->setProcessChannelMode(QProcess::MergedChannels);
    proc->setWorkingDirectory(dir);
    // Only the allow-listed variables (candidateenv.h): candidate code never sees the user's keys.
    QProcessEnvironment env = CandidateEnv::filtered(QProcessEnvironment::systemEnvironment(), CandidateEnv::keyVariables());
    const QString path = env.value(QStringLiteral("PYTHONPATH"));
    env.insert(QStringLiteral("PYTHONPATH"), path.isEmpty() ? m_harnessRoot : m_harnessRoot + QDir::listSeparator() + path);
    env.insert(QStringLiteral("PYTHONDONTWRITEBYTECODE"), QStringLiteral("1"));
    env.insert(QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("1"));
    // Requests that run side by side (parallel > 1) time one at a time: gpulock.py, one lock file per batch.
    env.insert(QStringLiteral("LOWERSCOPE_GPU_LOCK"), QFileInfo(dir).dir().absoluteFilePath(QStringLiteral("gpu.lock")));
    proc->setProcessEnvironment(env);
    // Its own process group: a timeout or cancel kills the harness and every process it started.
    proc->setChildProcessModifier([] { ::setpgid(0, 0); });

    auto logFile = std::make_shared<QFile>(QDir(dir).filePath(QStringLiteral("log.txt")));
    logFile->open(QIODevice::WriteOnly | QIODevice::Truncate);
    connect(proc, &QProcess::readyRead, this, [this, proc, logFile, id = r.id] {
        const QByteArray chunk = proc->readAll();
        logFile->write(chunk);
        logFile->flush();
        for (const QString &line : QString::fromUtf8(chunk).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            log(id, line);
    });
    connect(proc, &QProcess::finished, this, [this, job, logFile](int code, QProcess::ExitStatus st) {
        logFile->close();
        finish(job, code, st != QProcess::NormalExit);
    });
    connect(proc, &QProcess::errorOccurred, this, [this, job, logFile, proc](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        logFile->write(
            QCoreApplication::translate("Runners", "cannot start %1: %2\n").arg(proc->program(), proc->errorString()).toUtf8());
        logFile->close();
        finish(job, -1, true);
    });

    job->timer = new QTimer(this);
    job->timer->setSingleShot(true);
    connect(job->timer, &QTimer::timeout, this, [this, job] {
        job->timedOut = true;
        log(job->id, QCoreApplication::translate("Runners", "time limit reached: killing the request"));
        kill(job);
    });
    job->timer->start(std::chrono::seconds(qMax(1, r.timeoutS)));

    const QString python = profile().python.isEmpty() ? Harness::python() : profile().python;
    log(r.id, QCoreApplication::translate("Runners", "starting %1").arg(r.id));
    proc->start(python, harnessRunArguments(r, dir));
}

void LocalRunner::kill(Job *job)
{
    if (!job->process || job->process->state() == QProcess::NotRunning)
        return;
    const qint64 pid = job->process->processId();
    if (pid > 0)
        ::kill(-pid_t(pid), SIGKILL);
    job->process->kill();
}

void LocalRunner::finish(Job *job, int exitCode, bool crashed)
{
    if (!m_jobs.contains(job->id))
        return;
    m_jobs.remove(job->id);
    job->timer->stop();
    const QString dir = requestDir(job->id);
    QJsonObject status { { QStringLiteral("started"), job->started },
        { QStringLiteral("finished"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) },
        { QStringLiteral("exit_code"), crashed ? QJsonValue() : QJsonValue(exitCode) } };
    if (job->timedOut) {
        status.insert(QStringLiteral("status"), QStringLiteral("timed-out"));
        status.insert(QStringLiteral("error"),
            QCoreApplication::translate("Runners", "killed after the time limit of %1 s").arg(request(job->id)->timeoutS));
    } else if (wasCancelled()) {
        status.insert(QStringLiteral("status"), QStringLiteral("cancelled"));
        status.insert(QStringLiteral("error"), QCoreApplication::translate("Runners", "cancelled"));
    } else if (crashed || exitCode != 0) {
        status.insert(QStringLiteral("status"), QStringLiteral("failed"));
        status.insert(QStringLiteral("error"),
            crashed ? QCoreApplication::translate("Runners", "the harness died (%1)").arg(job->process->errorString())
                    : QCoreApplication::translate("Runners", "the harness exited with code %1").arg(exitCode));
    } else {
        status.insert(QStringLiteral("status"), QStringLiteral("done"));
    }
    writeRequestStatus(dir, status);
    job->process->deleteLater();
    job->timer->deleteLater();
    const RunRequest *r = request(job->id);
    delete job;
    if (r) {
        RunResult res = readRequestFolder(*r, dir);
        if (res.status == RunStatus::Failed && exitCode != 0 && !res.log.isEmpty() && res.result.isEmpty())
            res.error += QLatin1Char('\n') + res.log.trimmed().section(QLatin1Char('\n'), -5);
        deliver(res);
    }
    launchNext();
}

void LocalRunner::cancelBatch()
{
    m_queue.clear();
    const QList<Job *> jobs = m_jobs.values();
    for (Job *job : jobs) {
        kill(job);
        job->process->waitForFinished(5000);
    }
}

} // namespace Lowerscope
