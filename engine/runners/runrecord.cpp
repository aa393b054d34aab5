// SPDX-License-Identifier: MIT
#include "runrecord.h"

#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

namespace Lowerscope {

int recordRuns(Workspace &workspace, const RunBatch &batch, const QString &runnerName, const QList<RunResult> &results, QString *error)
{
    QList<RunEntry> entries;
    for (const RunResult &res : results) {
        const RunRequest *req = nullptr;
        for (const RunRequest &r : batch.requests)
            if (r.id == res.id)
                req = &r;
        if (!req)
            continue;
        RunEntry e;
        e.batch = batch.id;
        e.request = res.id;
        e.task = res.result.value(QStringLiteral("task")).toString();
        if (e.task.isEmpty())
            e.task = QFileInfo(QDir::cleanPath(req->taskDir)).fileName();
        e.taskDir = QDir(req->taskDir).absolutePath();
        e.candidate = req->candidate;
        e.candidateSha256 = res.candidateSha256;
        e.origin = codeOriginName(req->origin);
        e.runner = runnerName;
        e.status = runStatusName(res.status);
        e.verdict = res.ok() ? res.verdict : QStringLiteral("failed");
        const QJsonValue up = res.result.value(QStringLiteral("speedup"));
        if (res.ok() && up.isDouble())
            e.speedup = up.toDouble();
        e.result = res.result;
        e.evidence = res.evidenceDir;
        e.log = res.log;
        e.error = res.error;
        e.started = res.started;
        e.finished = res.finished;
        entries.append(e);
    }
    return workspace.recordRuns(entries, error);
}

std::optional<ImportedResults> importRuns(Workspace &workspace, const QString &archiveOrFolder, int *recorded, QString *error)
{
    const QFileInfo source(archiveOrFolder);
    if (!source.isFile() && !source.isDir()) {
        *error = QCoreApplication::translate("Runners", "%1: no such file").arg(archiveOrFolder);
        return std::nullopt;
    }
    const QString runs = QDir(workspace.folder()).filePath(QStringLiteral("runs"));
    QDir().mkpath(runs);
    QTemporaryDir tmp(QDir(runs).filePath(QStringLiteral("import-XXXXXX")));
    std::optional<ImportedResults> imported = importResults(source.absoluteFilePath(), tmp.path(), error);
    if (!imported)
        return std::nullopt;
    if (source.isFile()) {
        const QString target = QDir(runs).filePath(imported->batch.id + QStringLiteral("/results"));
        if (!QFileInfo::exists(target)) {
            QDir().mkpath(QFileInfo(target).path());
            if (QDir().rename(tmp.path(), target))
                tmp.setAutoRemove(false);
        }
        if (QFileInfo::exists(target))
            imported = importResults(target, {}, error);
        if (!imported)
            return std::nullopt;
    }
    const int n = recordRuns(workspace, imported->batch, imported->runner.isEmpty() ? QStringLiteral("offline") : imported->runner,
                             imported->results, error);
    if (n < 0)
        return std::nullopt;
    if (recorded)
        *recorded = n;
    return imported;
}

} // namespace Lowerscope
