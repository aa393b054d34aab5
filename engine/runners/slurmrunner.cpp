// SPDX-License-Identifier: MIT
#include "slurmrunner.h"

#include "bundle.h"
#include "candidateenv.h"
#include "core/jsonkey.h"
#include "runnerfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSaveFile>
#include <QTimer>

namespace Lowerscope {

namespace {

// Slurm states that end an array task, and how the request ends then.
std::optional<RunStatus> finalStatus(const QString &state)
{
    if (state == QLatin1String("COMPLETED"))
        return RunStatus::Done;
    if (state == QLatin1String("TIMEOUT") || state == QLatin1String("DEADLINE"))
        return RunStatus::TimedOut;
    if (state == QLatin1String("PREEMPTED"))
        return RunStatus::Preempted;
    if (state == QLatin1String("CANCELLED"))
        return RunStatus::Cancelled;
    for (const char *s : { "FAILED", "NODE_FAIL", "OUT_OF_MEMORY", "BOOT_FAIL", "REVOKED", "SPECIAL_EXIT" })
        if (state == QLatin1String(s))
            return RunStatus::Failed;
    return std::nullopt; // PENDING, RUNNING, CONFIGURING, COMPLETING, SUSPENDED, REQUEUED, ...: not yet
}

// Reasons a job stays pending that waiting does not resolve (squeue --help, "JOB REASON CODES").
bool neverRuns(const QString &reason)
{
    for (const char *r : { "BadConstraints", "PartitionConfig", "PartitionNodeLimit", "PartitionTimeLimit", "InvalidAccount",
             "InvalidQOS", "DependencyNeverSatisfied", "QOSMaxWallDurationPerJobLimit", "AssocMaxWallDurationPerJobLimit" })
        if (reason.startsWith(QLatin1String(r)))
            return true;
    return false;
}

QString exportArgument(int offset)
{
    // Never ALL: only the allow-listed variables of this environment (candidateenv.h), by name, so sbatch
    // passes their values (a value with a comma stays whole) and the job sees nothing else but Slurm's own.
    QStringList names = CandidateEnv::allowedNames(QProcessEnvironment::systemEnvironment(), CandidateEnv::keyVariables());
    names.removeAll(key("LOWERSCOPE_OFFSET"));
    names << key("LOWERSCOPE_OFFSET=%1").arg(offset);
    return key("--export=") + names.join(QLatin1Char(','));
}

} // namespace

SlurmRunner::SlurmRunner(RunnerProfile profile, QObject *parent)
    : Runner(std::move(profile), parent)
{
}

SlurmRunner::~SlurmRunner() = default;

QString SlurmRunner::timeLimit() const
{
    if (!profile().timeLimit.isEmpty())
        return profile().timeLimit;
    int longest = profile().timeoutS;
    for (const RunRequest &r : batch().requests)
        longest = qMax(longest, r.timeoutS);
    return QString::number((longest + 59) / 60 + 5);
}

QStringList SlurmRunner::sbatchArguments(int offset, int count, const QString &script) const
{
    const RunnerProfile &p = profile();
    QStringList args { key("--parsable"), key("--job-name=lowerscope-") + batch().id, key("--array=0-%1").arg(count - 1),
        key("--ntasks=1"), key("--chdir=") + m_bundleDir, key("--output=") + QDir(m_bundleDir).filePath(key("slurm/%A_%a.out")),
        key("--time=") + timeLimit(), exportArgument(offset) };
    if (!p.partition.isEmpty())
        args << key("--partition=") + p.partition;
    if (!p.gres.isEmpty())
        args << key("--gres=") + p.gres;
    if (!p.account.isEmpty())
        args << key("--account=") + p.account;
    args << p.sbatchArgs << script;
    return args;
}

QString SlurmRunner::requestDir(const QString &id) const
{
    return QDir(m_bundleDir).filePath(key("requests/") + id);
}

bool SlurmRunner::startBatch(QString *error)
{
    m_bundleDir = profile().sharedDir.isEmpty() ? QDir(batch().workDir).filePath(key("bundle"))
                                                : QDir(profile().sharedDir).filePath(batch().id);
    QDir(m_bundleDir).removeRecursively();
    if (!writeBundleFolder(batch(), profile(), m_bundleDir, error))
        return false;
    QDir(m_bundleDir).mkpath(key("slurm"));
    const QString script = QDir(m_bundleDir).filePath(key("slurm/job.sh"));
    const QString python = profile().python.isEmpty() ? key("python3") : profile().python;
    {
        QSaveFile f(script);
        if (!f.open(QIODevice::WriteOnly)) {
            *error = QCoreApplication::translate("Runners", "cannot write %1").arg(script);
            return false;
        }
        // One array task = one request: its index in the manifest is the array index plus the array's offset.
        f.write(QStringLiteral("#!/bin/bash\n# Lowerscope batch %1 (docs/runners.md)\nexec %2 %3 --index $((SLURM_ARRAY_TASK_ID "
                               "+ ${LOWERSCOPE_OFFSET:-0}))\n")
                .arg(batch().id, python, QDir(m_bundleDir).filePath(key("run.py")))
                .toUtf8());
        if (!f.commit()) {
            *error = QCoreApplication::translate("Runners", "cannot write %1").arg(script);
            return false;
        }
    }
    const int n = int(batch().requests.size());
    const int chunk = qMax(1, profile().maxArray);
    for (int offset = 0; offset < n; offset += chunk) {
        const int count = qMin(chunk, n - offset);
        const QStringList args = sbatchArguments(offset, count, script);
        log({}, key("sbatch ") + args.join(QLatin1Char(' ')));
        const CommandOutput o = runCommand(key("sbatch"), args);
        const QString jobId = o.out.trimmed().section(QLatin1Char(';'), 0, 0);
        if (!o.ok || jobId.isEmpty()) {
            *error = QCoreApplication::translate("Runners", "sbatch failed: %1").arg(o.err.isEmpty() ? o.out.trimmed() : o.err);
            if (!m_jobIds.isEmpty())
                runCommand(key("scancel"), m_jobIds);
            m_jobIds.clear();
            return false;
        }
        m_jobIds << jobId;
        log({}, QCoreApplication::translate("Runners", "submitted job array %1 (%2 requests)").arg(jobId).arg(count));
        for (int i = 0; i < count; ++i) {
            Task t;
            t.jobId = jobId;
            t.arrayIndex = i;
            m_tasks.insert(batch().requests[offset + i].id, t);
        }
    }
    m_timer = new QTimer(this);
    connect(m_timer, &QTimer::timeout, this, &SlurmRunner::poll);
    m_timer->start(std::chrono::seconds(qMax(1, profile().pollS)));
    QTimer::singleShot(500, this, &SlurmRunner::poll);
    return true;
}

QHash<QString, QString> SlurmRunner::queryStates(const QStringList &command, bool *ok)
{
    QHash<QString, QString> states; // "JOB_INDEX" -> STATE
    const CommandOutput o = runCommand(command.first(), command.mid(1));
    *ok = o.ok;
    if (!o.ok)
        return states;
    for (const QString &line : o.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QString id = line.section(QLatin1Char('|'), 0, 0).trimmed();
        const QString state = line.section(QLatin1Char('|'), 1, 1).trimmed().section(QLatin1Char(' '), 0, 0);
        const QString reason = line.section(QLatin1Char('|'), 2, 2).trimmed();
        if (!id.isEmpty() && !state.isEmpty())
            states.insert(id, reason.isEmpty() ? state : state + QLatin1Char('|') + reason);
    }
    return states;
}

void SlurmRunner::poll()
{
    if (!isRunning() || wasCancelled())
        return;
    const QString jobs = m_jobIds.join(QLatin1Char(','));
    bool ok = false;
    QHash<QString, QString> states = queryStates(
        { key("squeue"), key("-h"), key("-r"), key("-t"), key("all"), key("-j"), jobs, key("-o"), key("%i|%T|%r") }, &ok);
    if (!ok)
        log({}, QCoreApplication::translate("Runners", "squeue did not answer; trying again"));
    bool missing = false;
    for (auto it = m_tasks.cbegin(); it != m_tasks.cend(); ++it)
        missing = missing
            || (!delivered(it.key()) && !states.contains(it->jobId + QLatin1Char('_') + QString::number(it->arrayIndex)));
    if (missing) {
        // squeue forgets ended jobs after MinJobAge; the accounting database remembers them (where there is one).
        bool accOk = false;
        const QHash<QString, QString> acct = queryStates(
            { key("sacct"), key("-n"), key("-P"), key("-X"), key("-j"), jobs, key("-o"), key("JobID,State") }, &accOk);
        for (auto it = acct.cbegin(); it != acct.cend(); ++it)
            if (!states.contains(it.key()))
                states.insert(it.key(), it.value());
    }
    const QStringList ids = m_tasks.keys();
    for (const QString &id : ids) {
        if (delivered(id) || !isRunning())
            continue;
        Task &t = m_tasks[id];
        const QString entry = states.value(t.jobId + QLatin1Char('_') + QString::number(t.arrayIndex));
        const QString state = entry.section(QLatin1Char('|'), 0, 0);
        const QString reason = entry.section(QLatin1Char('|'), 1);
        if (state == QLatin1String("PENDING") && neverRuns(reason)) {
            // Pending for a reason that no wait resolves: cancel it rather than wait without end.
            const QString task = QStringLiteral("%1_%2").arg(t.jobId).arg(t.arrayIndex);
            runCommand(key("scancel"), { task });
            const QString why
                = QCoreApplication::translate("Runners", "%1: Slurm can never start it (%2); cancelled").arg(task, reason);
            log(id, why);
            settle(id, key("FAILED"), why);
            continue;
        }
        if (state.isEmpty()) {
            // Unknown to squeue and sacct: what the job left decides, after three polls.
            if (++t.unknownPolls >= 3)
                settle(id, {},
                    QCoreApplication::translate("Runners", "Slurm no longer knows job %1_%2").arg(t.jobId).arg(t.arrayIndex));
            continue;
        }
        t.unknownPolls = 0;
        if (state != t.state) {
            log(id, QStringLiteral("%1_%2: %3").arg(t.jobId).arg(t.arrayIndex).arg(state));
            t.state = state;
        }
        followLog(id, t);
        if (finalStatus(state))
            settle(id, state, {});
    }
}

void SlurmRunner::followLog(const QString &requestId, Task &task)
{
    QFile f(QDir(requestDir(requestId)).filePath(key("log.txt")));
    if (!f.open(QIODevice::ReadOnly) || f.size() <= task.logOffset)
        return;
    f.seek(task.logOffset);
    const QByteArray chunk = f.read(1 << 20);
    const qsizetype lastNl = chunk.lastIndexOf('\n');
    if (lastNl < 0)
        return;
    task.logOffset += lastNl + 1;
    for (const QString &line : QString::fromUtf8(chunk.left(lastNl)).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        log(requestId, line);
}

void SlurmRunner::settle(const QString &requestId, const QString &state, const QString &reason)
{
    const RunRequest *r = request(requestId);
    if (!r)
        return;
    RunResult res = readRequestFolder(*r, requestDir(requestId));
    const std::optional<RunStatus> st = finalStatus(state);
    if (state.isEmpty()) {
        // No state: a result the job wrote is still a result; otherwise the job vanished.
        if (!res.ok()) {
            res.status = RunStatus::Failed;
            res.error = reason;
        }
    } else if (st && *st != RunStatus::Done) {
        // The request's own words (status.json: the harness's exit code, ...) follow Slurm's state.
        const QString own = res.status == RunStatus::Done ? QString() : res.error;
        res.status = *st;
        res.error = !reason.isEmpty() ? reason
            : *st == RunStatus::TimedOut
            ? QCoreApplication::translate("Runners", "killed by Slurm at its time limit (--time=%1)").arg(timeLimit())
            : QCoreApplication::translate("Runners", "Slurm ended the job: %1").arg(state);
        if (*st == RunStatus::Failed && !own.isEmpty() && reason.isEmpty())
            res.error += QLatin1String(": ") + own;
    }
    deliver(res);
    if (!isRunning() && m_timer)
        m_timer->stop();
}

void SlurmRunner::cancelBatch()
{
    if (m_timer)
        m_timer->stop();
    if (m_jobIds.isEmpty())
        return;
    log({}, key("scancel ") + m_jobIds.join(QLatin1Char(' ')));
    const CommandOutput o = runCommand(key("scancel"), m_jobIds);
    if (!o.ok)
        log({}, QCoreApplication::translate("Runners", "scancel failed: %1").arg(o.err));
}

} // namespace Lowerscope
