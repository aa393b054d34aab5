// SPDX-License-Identifier: MIT
#include "runrecord.h"

#include "core/contenthash.h"
#include "core/diagnostics.h"
#include "core/jsonkey.h"
#include "core/userfile.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>

namespace Lowerscope {

namespace {

QString sha256Of(const QString &file, QString *error)
{
    QByteArray bytes;
    if (!UserFile::read(file, UserFile::MaxDocumentBytes, &bytes, error))
        return {};
    return contentHash(bytes);
}

// 128 random bits from the system's generator, as hex.
QString makeNonce()
{
    QByteArray bits(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bits.data()), bits.size() / int(sizeof(quint32)));
    return QString::fromLatin1(bits.toHex());
}

// What one request sends: its task's name and frozen hashes, and the candidate (the task's kernel when none).
std::optional<ExportedRequest> exportedOf(const RunRequest &r, QString *error)
{
    const QDir task(r.taskDir);
    QByteArray bytes;
    if (!UserFile::read(task.filePath(key("task.json")), UserFile::MaxDocumentBytes, &bytes, error))
        return std::nullopt;
    const QJsonObject t = QJsonDocument::fromJson(bytes).object();
    ExportedRequest e;
    e.request = r.id;
    e.task = t.value(key("name")).toString();
    e.taskDir = task.absolutePath();
    e.taskFrozen = t.value(key("frozen")).toObject();
    e.candidate = r.candidate;
    e.origin = codeOriginName(r.origin);
    const QString sent = r.candidate.isEmpty() ? task.filePath(t.value(key("kernel")).toString(key("kernel.py"))) : r.candidate;
    e.candidateSha256 = sha256Of(sent, error);
    if (e.candidateSha256.isEmpty())
        return std::nullopt;
    return e;
}

} // namespace

bool registerBatch(Workspace &workspace, RunBatch *batch, const QString &runnerName, QString *error)
{
    QList<ExportedRequest> requests;
    for (const RunRequest &r : std::as_const(batch->requests)) {
        const auto e = exportedOf(r, error);
        if (!e)
            return false;
        requests.append(*e);
    }
    batch->nonce = makeNonce();
    return workspace.exportBatch(ExportedBatch { batch->id, batch->nonce, runnerName, {} }, requests, error);
}

QStringList verifyResults(
    const Workspace &workspace, const QString &batchId, const QString *nonce, const QList<RunResult> &results)
{
    QStringList problems;
    const auto add = [&problems](const QString &p) {
        if (problems.size() < Diagnostics::MaxPerFile)
            problems.append(p);
    };
    const std::optional<ExportedBatch> batch = workspace.exportedBatch(batchId);
    if (!batch)
        return { QCoreApplication::translate("Runners", "the batch %1 was never exported from this workspace (%2)")
                .arg(batchId, workspace.folder()) };
    if (nonce && *nonce != batch->nonce)
        return { QCoreApplication::translate(
            "Runners", "the batch %1 does not carry the nonce it was exported with (a forged or foreign archive)")
                .arg(batchId) };
    QHash<QString, ExportedRequest> sent;
    for (const ExportedRequest &r : workspace.exportedRequests(batchId))
        sent.insert(r.request, r);
    QSet<QString> seen;
    for (const RunResult &res : results) {
        const QString where = QStringLiteral("%1/%2").arg(batchId, res.id);
        if (seen.contains(res.id)) {
            add(QCoreApplication::translate("Runners", "%1: a second result for the same request").arg(where));
            continue;
        }
        seen.insert(res.id);
        const auto it = sent.constFind(res.id);
        if (it == sent.constEnd()) {
            add(QCoreApplication::translate("Runners", "%1: no such request was exported in this batch").arg(where));
            continue;
        }
        const ExportedRequest &e = *it;
        if (e.state == QLatin1String("superseded")) {
            add(QCoreApplication::translate("Runners", "%1: superseded: the request was exported again in a later batch")
                    .arg(where));
            continue;
        }
        if (e.state == QLatin1String("finished")) {
            if (!workspace.findRun(batchId, res.id))
                add(QCoreApplication::translate("Runners", "%1: the request is already finished").arg(where));
            continue; // the same results imported again: recorded once, skipped
        }
        if (!res.candidateSha256.isEmpty() && res.candidateSha256 != e.candidateSha256)
            add(QCoreApplication::translate("Runners", "%1: the candidate that ran (sha256 %2) is not the one exported (%3)")
                    .arg(where, res.candidateSha256.left(12), e.candidateSha256.left(12)));
        if (!res.ok())
            continue;
        if (res.candidateSha256.isEmpty())
            add(QCoreApplication::translate("Runners", "%1: the result names no candidate sha256").arg(where));
        const QString task = res.result.value(key("task")).toString();
        if (task != e.task)
            add(QCoreApplication::translate("Runners", "%1: the result is for the task '%2', the request was for '%3'")
                    .arg(where, task, e.task));
        if (res.result.value(key("task_frozen")).toObject() != e.taskFrozen)
            add(QCoreApplication::translate(
                "Runners", "%1: the task's frozen hashes in the result differ from those exported (the task was changed)")
                    .arg(where));
    }
    if (problems.size() == Diagnostics::MaxPerFile)
        problems.append(QCoreApplication::translate("Runners", "(further reasons are not listed)"));
    return problems;
}

namespace {

QHash<QString, ExportedRequest> exportedById(const Workspace &workspace, const QString &batch)
{
    QHash<QString, ExportedRequest> sent;
    for (const ExportedRequest &r : workspace.exportedRequests(batch))
        sent.insert(r.request, r);
    return sent;
}

// Records RESULTS of BATCH, which verifyResults passed, as the requests were exported (SENT).
int recordVerified(Workspace &workspace, const RunBatch &batch, const QHash<QString, ExportedRequest> &sent,
    const QString &runnerName, const QList<RunResult> &results, QString *error)
{
    QList<RunEntry> entries;
    for (const RunResult &res : results) {
        const ExportedRequest e = sent.value(res.id);
        RunEntry run;
        run.batch = batch.id;
        run.request = res.id;
        run.task = e.task;
        run.taskDir = e.taskDir;
        run.candidate = e.candidate;
        run.candidateSha256 = res.candidateSha256.isEmpty() ? e.candidateSha256 : res.candidateSha256;
        run.origin = e.origin;
        run.runner = runnerName;
        run.status = runStatusName(res.status);
        run.verdict = res.ok() ? res.verdict : key("failed");
        const QJsonValue up = res.result.value(key("speedup"));
        if (res.ok() && up.isDouble())
            run.speedup = up.toDouble();
        run.result = res.result;
        run.evidence = res.evidenceDir;
        run.log = res.log;
        run.error = res.error;
        run.started = res.started;
        run.finished = res.finished;
        entries.append(run);
    }
    return workspace.finishRuns(entries, error);
}

} // namespace

int recordRuns(
    Workspace &workspace, const RunBatch &batch, const QString &runnerName, const QList<RunResult> &results, QString *error)
{
    const QStringList problems = verifyResults(workspace, batch.id, nullptr, results);
    if (!problems.isEmpty()) {
        *error = QCoreApplication::translate("Runners", "results of batch %1 refused, nothing recorded:\n  %2")
                     .arg(batch.id, problems.join(key("\n  ")));
        return -1;
    }
    return recordVerified(workspace, batch, exportedById(workspace, batch.id), runnerName, results, error);
}

RunResult runResultOf(const RunEntry &run)
{
    RunResult r;
    r.id = run.request;
    r.status = runStatusFromName(run.status).value_or(RunStatus::Failed);
    r.verdict = run.verdict;
    r.result = run.result;
    r.evidenceDir = run.evidence;
    r.log = run.log;
    r.error = run.error;
    r.candidateSha256 = run.candidateSha256;
    r.started = run.started;
    r.finished = run.finished;
    return r;
}

std::optional<ImportedResults> importRuns(Workspace &workspace, const QString &archiveOrFolder, int *recorded, QString *error)
{
    const QFileInfo source(archiveOrFolder);
    if (!source.isFile() && !source.isDir()) {
        QString notRegular;
        *error = source.exists() && !UserFile::isRegular(archiveOrFolder, &notRegular)
            ? notRegular
            : QCoreApplication::translate("Runners", "%1: no such file").arg(archiveOrFolder);
        return std::nullopt;
    }
    const QString runs = QDir(workspace.folder()).filePath(QStringLiteral("runs"));
    QDir().mkpath(runs);
    QTemporaryDir tmp(QDir(runs).filePath(QStringLiteral("import-XXXXXX")));
    std::optional<ImportedResults> imported = importResults(source.absoluteFilePath(), tmp.path(), error);
    if (!imported)
        return std::nullopt;
    // The archive's own account of the batch is not believed: only results that answer what this workspace
    // exported are kept, and its requests become the ones exported.
    const auto refuse = [&](const QStringList &problems) {
        *error = QCoreApplication::translate("Runners", "%1: refused, nothing recorded:\n  %2")
                     .arg(archiveOrFolder, problems.join(key("\n  ")));
        return std::nullopt;
    };
    if (const QStringList problems = verifyResults(workspace, imported->batch.id, &imported->batch.nonce, imported->results);
        !problems.isEmpty())
        return refuse(problems);
    if (source.isFile()) {
        // Kept as WORKSPACE/runs/BATCH/results; a batch imported before keeps its first copy, which is what is
        // then recorded, so it is checked in turn.
        const QString target = QDir(runs).filePath(imported->batch.id + QStringLiteral("/results"));
        bool kept = false;
        if (!QFileInfo::exists(target)) {
            QDir().mkpath(QFileInfo(target).path());
            kept = QDir().rename(tmp.path(), target);
            if (kept)
                tmp.setAutoRemove(false);
        }
        const QString nonce = imported->batch.nonce, id = imported->batch.id;
        if (QFileInfo::exists(target))
            imported = importResults(target, {}, error);
        if (!imported)
            return std::nullopt;
        if (imported->batch.id != id || imported->batch.nonce != nonce) {
            *error = QCoreApplication::translate("Runners", "%1: the results kept in %2 are of another batch")
                         .arg(archiveOrFolder, target);
            return std::nullopt;
        }
        if (!kept)
            if (const QStringList problems = verifyResults(workspace, id, &nonce, imported->results); !problems.isEmpty())
                return refuse(problems);
    }
    const QHash<QString, ExportedRequest> sent = exportedById(workspace, imported->batch.id);
    for (RunRequest &r : imported->batch.requests)
        if (const auto e = sent.constFind(r.id); e != sent.constEnd()) {
            r.taskDir = e->taskDir;
            r.candidate = e->candidate;
            r.origin = codeOriginFromName(e->origin).value_or(CodeOrigin::User);
        }
    const std::optional<ExportedBatch> batch = workspace.exportedBatch(imported->batch.id);
    imported->runner = batch ? batch->runner : imported->runner;
    const int n = recordVerified(workspace, imported->batch, sent,
        imported->runner.isEmpty() ? QStringLiteral("offline") : imported->runner, imported->results, error);
    if (n < 0)
        return std::nullopt;
    if (recorded)
        *recorded = n;
    return imported;
}

} // namespace Lowerscope
