// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer.h"
#include "runners/runner.h"
#include "workspace/workspace.h"

namespace Lowerscope::Optimize {

// One step's jobs as one runner batch (engine/runners): a request per job, its id the job's, the candidate's
// origin the job's (recipe or llm: consent is asked for both), evidence jobs with --evidence (and --ncu for a profile) and no
// timing. The batch's folder is WORKSPACE/optimize/batches/ID.
RunBatch batchOf(const QList<Job> &jobs, const QString &workspaceFolder, const QString &batchId = makeBatchId());

// A runner's result as the loop reads it: ran when the harness finished and wrote its result.
// Without a result, the error names the runner's reason and the log's last line.
JobResult jobResultOf(const RunResult &result);
QList<JobResult> jobResultsOf(const QList<RunResult> &results);

} // namespace Lowerscope::Optimize
