// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"
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

// Imports a results archive (or a bundle folder after its run) into the workspace: an archive is unpacked into
// WORKSPACE/runs/BATCH/results and kept there (evidence folders are referred to by path; a batch imported before
// keeps its first copy), then its results are recorded (recordRuns: once). *RECORDED says how many were new.
// The results point into the kept folder. nullopt with a message naming the archive on error.
std::optional<ImportedResults> importRuns(Workspace &workspace, const QString &archiveOrFolder, int *recorded, QString *error);

} // namespace Lowerscope
