// SPDX-License-Identifier: MIT
#include "runner.h"

#include "bundle.h"
#include "core/contenthash.h"
#include "core/identifier.h"
#include "core/jsonkey.h"
#include "core/userfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>

namespace Lowerscope {

namespace {

QJsonObject readJsonObject(const QString &file)
{
    QByteArray bytes; // a user file: regular (a FIFO must not hang), at most 64 MiB (docs/reliability.md)
    QString ignored;
    if (!UserFile::read(file, UserFile::MaxDocumentBytes, &bytes, &ignored))
        return {};
    return QJsonDocument::fromJson(bytes).object();
}

QString tailOf(const QString &text, int lines)
{
    QStringList all = text.trimmed().split(QLatin1Char('\n'));
    if (all.size() > lines)
        all = all.mid(all.size() - lines);
    return all.join(QLatin1Char('\n'));
}

} // namespace

QString codeOriginName(CodeOrigin origin)
{
    switch (origin) {
    case CodeOrigin::User:
        return key("user");
    case CodeOrigin::Recipe:
        return key("recipe");
    case CodeOrigin::Llm:
        return key("llm");
    }
    return {};
}

std::optional<CodeOrigin> codeOriginFromName(const QString &name)
{
    for (CodeOrigin o : { CodeOrigin::User, CodeOrigin::Recipe, CodeOrigin::Llm })
        if (codeOriginName(o) == name)
            return o;
    return std::nullopt;
}

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Done:
        return key("done");
    case RunStatus::Failed:
        return key("failed");
    case RunStatus::TimedOut:
        return key("timed-out");
    case RunStatus::Cancelled:
        return key("cancelled");
    case RunStatus::Preempted:
        return key("preempted");
    }
    return {};
}

std::optional<RunStatus> runStatusFromName(const QString &name)
{
    for (RunStatus s : { RunStatus::Done, RunStatus::Failed, RunStatus::TimedOut, RunStatus::Cancelled, RunStatus::Preempted })
        if (runStatusName(s) == name)
            return s;
    return std::nullopt;
}

static bool validId(const QString &id)
{
    return isSafeIdentifier(id); // it names a folder (engine/core/identifier.h)
}

QString RunBatch::problem() const
{
    if (!validId(id))
        return QCoreApplication::translate("Runners", "the batch id '%1' is not 1-64 letters, digits, '.', '_' or '-'").arg(id);
    if (workDir.isEmpty())
        return QCoreApplication::translate("Runners", "the batch has no folder");
    if (requests.isEmpty())
        return QCoreApplication::translate("Runners", "the batch has no requests");
    QSet<QString> seen;
    for (const RunRequest &r : requests) {
        if (!validId(r.id))
            return QCoreApplication::translate("Runners", "the request id '%1' is not 1-64 letters, digits, '.', '_' or '-'")
                .arg(r.id);
        if (seen.contains(r.id))
            return QCoreApplication::translate("Runners", "the request id '%1' is used twice").arg(r.id);
        seen.insert(r.id);
        if (!QFileInfo(QDir(r.taskDir).filePath(key("task.json"))).isFile())
            return QCoreApplication::translate("Runners", "%1: not a task folder (no task.json)").arg(r.taskDir);
        if (!r.candidate.isEmpty() && !QFileInfo(r.candidate).isFile())
            return QCoreApplication::translate("Runners", "%1: no such candidate file").arg(r.candidate);
    }
    return {};
}

QString makeBatchId()
{
    return QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'")) + QLatin1Char('-')
        + QString::number(QRandomGenerator::global()->generate() & 0xffffff, 16).rightJustified(6, QLatin1Char('0'));
}

Runner::Runner(RunnerProfile profile, QObject *parent)
    : QObject(parent)
    , m_profile(std::move(profile))
{
    qRegisterMetaType<Lowerscope::RunResult>();
}

Runner::~Runner() = default;

bool Runner::start(const RunBatch &batch, QString *error)
{
    if (m_running) {
        *error = QCoreApplication::translate("Runners", "the runner is already running a batch");
        return false;
    }
    const QString problem = batch.problem();
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    if (!QDir().mkpath(batch.workDir)) {
        *error = QCoreApplication::translate("Runners", "cannot create the batch folder %1").arg(batch.workDir);
        return false;
    }
    m_batch = batch;
    m_batch.workDir = QDir(batch.workDir).absolutePath();
    for (RunRequest &r : m_batch.requests) {
        r.taskDir = QDir(r.taskDir).absolutePath();
        if (!r.candidate.isEmpty())
            r.candidate = QFileInfo(r.candidate).absoluteFilePath();
        if (r.timeoutS <= 0)
            r.timeoutS = m_profile.timeoutS;
    }
    // The batch as a manifest in its folder: whatever happens to this process, `bundle import` can record the
    // results the requests leave there.
    if (!writeManifest(m_batch, m_profile, m_batch.workDir, {}, error))
        return false;
    m_results.clear();
    m_delivered.clear();
    m_cancelled = false;
    m_running = true;
    if (!startBatch(error)) {
        m_running = false;
        return false;
    }
    emit progress(0, int(m_batch.requests.size()), QCoreApplication::translate("Runners", "started"));
    return true;
}

void Runner::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    log({}, QCoreApplication::translate("Runners", "cancelling"));
    cancelBatch();
    failRemaining(RunStatus::Cancelled, QCoreApplication::translate("Runners", "cancelled"));
}

bool Runner::deliver(RunResult result)
{
    if (!m_running || !request(result.id) || m_delivered.contains(result.id))
        return false;
    if (result.status != RunStatus::Done)
        result.verdict = key("failed");
    if (result.finished.isEmpty())
        result.finished = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    m_delivered.insert(result.id);
    m_results.append(result);
    const int done = int(m_results.size());
    const int total = int(m_batch.requests.size());
    emit resultReady(result);
    emit progress(done, total, result.id + QLatin1String(": ") + (result.ok() ? result.verdict : runStatusName(result.status)));
    if (done == total) {
        m_running = false;
        emit finished();
    }
    return true;
}

void Runner::log(const QString &requestId, const QString &line)
{
    emit logLine(requestId, line);
}

void Runner::failRemaining(RunStatus status, const QString &error)
{
    const QList<RunRequest> requests = m_batch.requests;
    for (const RunRequest &r : requests) {
        if (!m_running)
            break;
        if (m_delivered.contains(r.id))
            continue;
        RunResult res = readRequestFolder(r, requestDir(r.id));
        res.status = status;
        res.error = error;
        deliver(res);
    }
}

QString Runner::requestDir(const QString &id) const
{
    return QDir(m_batch.workDir).filePath(QStringLiteral("requests/") + id);
}

const RunRequest *Runner::request(const QString &id) const
{
    for (const RunRequest &r : m_batch.requests)
        if (r.id == id)
            return &r;
    return nullptr;
}

QList<RunResult> runToEnd(
    Runner &runner, const RunBatch &batch, QString *error, const std::function<void(const QString &, const QString &)> &log)
{
    QEventLoop loop;
    QMetaObject::Connection c1 = QObject::connect(&runner, &Runner::finished, &loop, &QEventLoop::quit);
    QMetaObject::Connection c2;
    if (log)
        c2 = QObject::connect(&runner, &Runner::logLine, &loop, log);
    QList<RunResult> out;
    if (runner.start(batch, error)) {
        if (runner.isRunning())
            loop.exec();
        const QList<RunResult> got = runner.results();
        for (const RunRequest &r : runner.batch().requests)
            for (const RunResult &res : got)
                if (res.id == r.id)
                    out.append(res);
    }
    QObject::disconnect(c1);
    QObject::disconnect(c2);
    return out;
}

RunResult readRequestFolder(const RunRequest &request, const QString &folder)
{
    RunResult res;
    res.id = request.id;
    QDir dir(folder);
    // The log's first 4 MiB, of a regular file only: a FIFO named log.txt in an imported folder must not hang.
    QFile logFile(dir.filePath(key("log.txt")));
    QString notRegular;
    if (UserFile::isRegular(logFile.fileName(), &notRegular) && logFile.open(QIODevice::ReadOnly))
        res.log = QString::fromUtf8(logFile.read(4 << 20));
    const QJsonObject status = readJsonObject(dir.filePath(key("status.json")));
    res.started = status.value(key("started")).toString();
    res.finished = status.value(key("finished")).toString();
    res.result = readJsonObject(dir.filePath(key("result.json")));
    const QString evidence = dir.filePath(key("evidence"));
    if (QFileInfo(evidence).isDir())
        res.evidenceDir = evidence;
    const QString verdict = res.result.value(key("verdict")).toString();
    const std::optional<RunStatus> stated = runStatusFromName(status.value(key("status")).toString());
    if (!res.result.isEmpty() && !verdict.isEmpty() && (!stated || *stated == RunStatus::Done)) {
        res.status = RunStatus::Done;
        res.verdict = verdict;
    } else {
        res.status = stated && *stated != RunStatus::Done ? *stated : RunStatus::Failed;
        res.verdict = key("failed");
        res.error = status.value(key("error")).toString();
        if (res.error.isEmpty())
            res.error = res.result.isEmpty()
                ? QCoreApplication::translate("Runners", "the harness wrote no result: %1").arg(tailOf(res.log, 5))
                : QCoreApplication::translate("Runners", "the harness's result has no verdict");
    }
    res.candidateSha256 = res.result.value(key("candidate_sha256")).toString();
    if (res.candidateSha256.isEmpty()) {
        QByteArray cand;
        QString ignored;
        if (UserFile::read(dir.filePath(key("candidate.py")), UserFile::MaxDocumentBytes, &cand, &ignored))
            res.candidateSha256 = contentHash(cand);
    }
    return res;
}

} // namespace Lowerscope
