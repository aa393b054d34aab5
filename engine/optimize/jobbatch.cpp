// SPDX-License-Identifier: MIT
#include "jobbatch.h"

#include <QDir>
#include <QStringList>

namespace Lowerscope::Optimize {

RunBatch batchOf(const QList<Job> &jobs, const QString &workspaceFolder, const QString &batchId)
{
    RunBatch batch;
    batch.id = batchId;
    batch.workDir = QDir(workspaceFolder).filePath(QStringLiteral("optimize/batches/") + batchId);
    for (const Job &j : jobs) {
        RunRequest r;
        r.id = j.id;
        r.taskDir = j.taskDir;
        r.candidate = j.candidate;
        r.origin = codeOriginFromName(j.origin).value_or(CodeOrigin::Recipe);
        r.evidence = j.isEvidence();
        r.ncu = j.kind == JobKind::Profile;
        r.timing = !j.isEvidence();
        batch.requests.append(r);
    }
    return batch;
}

namespace {

// Why a run gave no result: the runner's error with the log's last line (the harness's own message, e.g. a
// missing module), or the log's end when there is no error.
QString failureOf(const QString &error, const QString &log)
{
    if (error.isEmpty())
        return log.right(2000);
    const QStringList lines = log.trimmed().split(QLatin1Char('\n'));
    const QString last = lines.isEmpty() ? QString() : lines.last().trimmed();
    return last.isEmpty() || error.contains(last) ? error : error + QStringLiteral(": ") + last.left(500);
}

} // namespace

JobResult jobResultOf(const RunResult &result)
{
    JobResult j;
    j.id = result.id;
    j.ran = result.ok() && !result.result.isEmpty();
    j.result = result.result;
    j.evidenceDir = result.evidenceDir;
    if (!j.ran)
        j.error = failureOf(result.error, result.log);
    return j;
}

QList<JobResult> jobResultsOf(const QList<RunResult> &results)
{
    QList<JobResult> out;
    for (const RunResult &r : results)
        out.append(jobResultOf(r));
    return out;
}

} // namespace Lowerscope::Optimize
