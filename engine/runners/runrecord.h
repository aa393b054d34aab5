// SPDX-License-Identifier: MIT
#pragma once

#include "runner.h"

#include <QList>
#include <QString>

namespace Lowerscope {

class Workspace;

// Records the results of a batch in the workspace's `runs` table (docs/runners.md, "Results in the workspace")
// in one transaction: all of them or, when anything fails, none, so a crash mid-import loses nothing that was
// recorded before. A result already recorded (same batch id and request id) is skipped, so importing twice, or
// a result that arrives twice, records it once. Returns how many were new; -1 on error.
int recordRuns(Workspace &workspace, const RunBatch &batch, const QString &runnerName, const QList<RunResult> &results,
               QString *error);

} // namespace Lowerscope
