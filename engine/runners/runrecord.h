// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"
#include "runner.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Lowerscope {

class Workspace;
struct ExportedRequest;
struct RunEntry;

// The trust boundary of runner results (docs/reliability.md, "The trust boundary"). A batch is registered in the
// workspace before it runs or is written as a bundle: registerBatch gives it a random nonce (written into its
// manifest) and records, in one transaction, each request with the sha256 of the candidate it sends and the
// task's name and frozen hashes. A result is then recorded only for a request of that batch that is still
// waiting and whose task, task hashes and candidate sha256 match; an archive must also carry the batch's nonce.
// Anything else refuses the whole batch of results, with every reason naming its request, and records nothing.

// Registers BATCH (sets batch->nonce) as run or exported by RUNNERNAME. False with ERROR when a task or candidate
// cannot be read or the workspace cannot be written.
bool registerBatch(Workspace &workspace, RunBatch *batch, const QString &runnerName, QString *error);

// The reasons RESULTS cannot be recorded as results of the exported batch BATCHID (empty: they can). NONCE is the
// one the results came back with (an archive's manifest), or nullptr for results a runner of this process
// delivered. At most Diagnostics::MaxPerFile reasons are listed.
QStringList verifyResults(
    const Workspace &workspace, const QString &batchId, const QString *nonce, const QList<RunResult> &results);

// Records the results of a registered batch in the workspace's `runs` table (docs/runners.md, "Results in the
// workspace") in one transaction, finishing their requests: all of them or, when one fails verifyResults or the
// write fails, none. A result already recorded (same batch and request) is skipped, so importing twice records
// once. Cancelled or preempted requests are recorded and stay waiting. Returns how many were new; -1 on error.
int recordRuns(
    Workspace &workspace, const RunBatch &batch, const QString &runnerName, const QList<RunResult> &results, QString *error);

// A run the workspace recorded, as the runner's result it was recorded from (the inverse of recordRuns' entry),
// for `agent record`.
RunResult runResultOf(const RunEntry &run);

// Imports a results archive (or a bundle folder after its run) into the workspace: an archive is checked against
// ResultLimits and unpacked into WORKSPACE/runs/BATCH/results and kept there (evidence folders are referred to by
// path; a batch imported before keeps its first copy), then its results are verified against the exported batch
// its manifest names (batch, nonce, requests) and recorded (recordRuns: once). The batch returned is the one
// exported (its task folders and candidates as this workspace sent them), never the archive's own account.
// *RECORDED says how many were new. nullopt with a message naming the archive and each refused entry on error.
std::optional<ImportedResults> importRuns(Workspace &workspace, const QString &archiveOrFolder, int *recorded, QString *error);

} // namespace Lowerscope
