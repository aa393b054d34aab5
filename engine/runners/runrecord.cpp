// SPDX-License-Identifier: MIT
#include "runrecord.h"

#include "workspace/workspace.h"

#include <QDir>
#include <QFileInfo>

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

} // namespace Lowerscope
