// SPDX-License-Identifier: MIT
#pragma once

#include "runner.h"

#include <QJsonObject>
#include <QString>

namespace Lowerscope {

// The files of one request's folder (docs/runners.md, "Batch folders"), written the same way by every runner
// and by the bundle's entry script (resources/runners/lowerscope_run.py).

// Creates DIR fresh for REQUEST: removes what an earlier attempt left (result, status, log, evidence) and
// copies the candidate to DIR/candidate.py, so what runs is what consent was given for.
bool stageRequest(const RunRequest &request, const QString &dir, QString *error);
// Writes DIR/status.json atomically: {status: running|done|failed|timed-out|cancelled|preempted, started,
// finished, exit_code, error}.
bool writeRequestStatus(const QString &dir, const QJsonObject &status);

} // namespace Lowerscope
