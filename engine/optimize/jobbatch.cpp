// SPDX-License-Identifier: MIT
#include "jobbatch.h"

#include <QDir>

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
        r.evidence = j.evidence;
        r.ncu = j.ncu;
        r.timing = !j.evidence;
        batch.requests.append(r);
    }
    return batch;
}

JobResult jobResultOf(const RunResult &result)
{
    JobResult j;
    j.id = result.id;
    j.ran = result.ok() && !result.result.isEmpty();
    j.result = result.result;
    j.evidenceDir = result.evidenceDir;
    j.error = result.error;
    if (!j.ran && j.error.isEmpty())
        j.error = result.log.right(2000);
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
