// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Lowerscope {

// Calibration (docs/tasks.md, "Calibration"): the initial kernel of a task run once per case on a device
// (`lowerscope tasks calibrate`, the harness's `run --calibrate`), and what it observed written into task.json.

// Whether a task may run in the optimization loop or `run`: the one place this is decided.
// Ready: a suite task (its own PyTorch reference), or a calibrated one. Warning: an imported task never
// calibrated (its roles and cases were read from files, not observed): it runs, with MESSAGE shown. Refused: its
// calibration failed (MESSAGE holds the reason), or its task.json cannot be read.
struct TaskGate {
    enum class State { Ready, Warning, Refused };
    State state = State::Ready;
    QString message; // empty when Ready
    bool allowed() const { return state != State::Refused; }
};
TaskGate taskGate(const QString &taskDir);

// Where a calibration result came from (recorded in task.json).
struct CalibrationSource {
    QString runner;
    QString batch;
    QString request;
    QString finished; // ISO 8601 UTC
};

struct CalibrationApplied {
    bool applied = false;
    QString status; // calibrated | failed
    QString reason; // why it failed
    QStringList messages; // what changed: roles, replaced cases, byte counts
    QString error; // why nothing was written
};

// Writes the calibration RESULT (the harness's result JSON of `run --calibrate`, from a runner: untrusted) into
// the task at TASKDIR and re-freezes it. The result must name this task and its current frozen hashes (the task
// as it was sent); every slot must name the case itself or one of the task's own `alternates`, smaller than the
// case, each used once; roles only for tensor arguments, one of input/output/inout. The cases written are the
// task's own (arguments, shapes, seeds) with the observed roles: nothing of the result's own account of a case
// is copied but its roles, outputs mode, byte floor, reasons and environment (strings bounded).
CalibrationApplied applyCalibration(const QString &taskDir, const QJsonObject &result, const CalibrationSource &source);

// The calibration state task.json records: calibrated, failed or uncalibrated (and the reason when failed).
QString calibrationState(const QJsonObject &task, QString *reason = nullptr);

} // namespace Lowerscope
