// SPDX-License-Identifier: MIT
#pragma once

#include "runner.h"

#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace Lowerscope {

// The files of one request's folder (docs/runners.md, "Batch folders"), written the same way by every runner
// and by the bundle's entry script (resources/runners/lowerscope_run.py).

// Creates DIR fresh for REQUEST: removes what an earlier attempt left (result, status, log, evidence) and
// copies the candidate to DIR/candidate.py, so what runs is what consent was given for.
bool stageRequest(const RunRequest &request, const QString &dir, QString *error);
// Writes DIR/status.json atomically: {status: running|done|failed|timed-out|cancelled|preempted, started,
// finished, exit_code, error}.
bool writeRequestStatus(const QString &dir, const QJsonObject &status);

// A short command run to its end (sbatch, squeue, scancel, tar, ssh checks): its output, or why there is none.
struct CommandOutput {
    bool ok = false; // started, finished in time, exit code 0
    QString out; // stdout (with MERGED: stdout and stderr)
    QString err; // stderr, trimmed; or why it did not start or finish
};
CommandOutput runCommand(const QString &program, const QStringList &args, int timeoutMs = 60000,
    const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(), bool merged = false);

} // namespace Lowerscope
