// SPDX-License-Identifier: MIT
#pragma once

#include "core/backend.h"
#include "diagnosis/launchfacts.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace Lowerscope::Optimize {

// What the loop needs of an operator task folder (docs/tasks.md): its identity, the working and the frozen
// initial kernel, and per case the traffic and work that bound its time.
struct OpTask {
    struct Case {
        QString name;
        QJsonArray shape; // the shapes of its tensor arguments
        double bytes = 0;
        double flops = 0;
        bool halfPrecision = false; // a 16-bit float tensor among its arguments
        QStringList dtypes; // the float dtypes of its tensor arguments
        qint64 largestTensor = 0; // elements
        QList<LaunchArg> args; // its arguments as the launch facts take them (tensors: shape and dtype; scalars: value)
    };
    QString folder;
    QString name;
    QString backend;
    QString kernelFile; // absolute
    QString initialFile; // absolute
    QString kernelText;
    QString initialText;
    QStringList entry;
    // task.json "call": the file and function the harness calls with each case (launch.py, call_op) and how it packs
    // the case's arguments ("single", "tuple"); empty when the task names none (the entry takes the arguments).
    QString callFile;
    QString callText;
    QString callFunction;
    QString callPack;
    QList<Case> cases;
    // The device the task's cases were chosen for (task.json "hardware": {"id"}), as the backend's hardware model
    // of that id; the backend's default model when the task names none; empty (no bound) for a backend without
    // models. HARDWARENOTE says when the named model is not the backend's (the default stands in).
    QJsonObject tolerances; // task.json "tolerances": dtype -> {atol, rtol} (numerics.h: taskTolerance)
    QString hardwareId;
    HardwareModel hardware;
    QString hardwareNote;

    qint64 largestTensor() const;
    // The geometric mean over cases of the roofline bound on HW (ms), when every case has bytes or FLOPs.
    std::optional<double> boundMs(const HardwareModel &hw) const;
};

// Reads FOLDER/task.json and the two kernels; nullopt with a message naming the file when it cannot.
std::optional<OpTask> readOpTask(const QString &folder, QString *error);

// What the launch facts of KERNELTEXT (the task's kernel or a rewrite of it) are computed from: the task's call, its
// cases and its hardware model.
LaunchInputs launchInputsOf(const OpTask &task, const QString &kernelText);

} // namespace Lowerscope::Optimize
