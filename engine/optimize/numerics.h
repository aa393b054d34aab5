// SPDX-License-Identifier: MIT
#pragma once

#include "optask.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace Lowerscope::Optimize {

// Numerical risk as evidence (docs/optimize.md, "Numerical risk"): a rewrite that changes the order of a reduction
// or a scan (bigger blocks, a split, atomics, a different tree) changes its rounding, and the task's tolerance is
// what it must stay within. Said from the kernel's source and the task: what the source reduces and where, the
// longest reduced length the cases allow, the tolerance that applies, and the error growth expected from
// reordering a sum of that length in float32 accumulation (unit roundoff u = 2^-24): about sqrt(n)·u of Σ|x|
// typically, at most about n·u.
struct NumericalRisk {
    QString reduction; // the first reduction the source makes: tl.sum, tl.cumsum, tl.dot, a loop accumulator...
    int line = 0; // its line in the source (1-based)
    qint64 length = 0; // the largest dimension of a case's tensors: the reduced length is at most this
    QString caseName; // the case that has it
    QString dtype; // the float dtype whose tolerance binds (the tightest of the dtypes the cases use)
    double atol = 0;
    double rtol = 0;
    double typical = 0; // sqrt(n)·u
    double worst = 0; // n·u

    QString text() const; // one paragraph, English (prompt text and a round's evidence, like the templates)
    QJsonObject toJson() const;
};

// The tolerance a case of dtype DTYPE is checked with: the task's `tolerances` entry, else the harness's default
// (docs/tasks.md; resources/harness/lowerscope_harness/taskfmt.py DEFAULT_TOLERANCES, the same figures).
std::pair<double, double> taskTolerance(const OpTask &task, const QString &dtype);

// The risk of reordering SOURCE's first reduction for TASK's cases; nullopt when the source reduces nothing.
std::optional<NumericalRisk> numericalRisk(const OpTask &task, const QString &source);

} // namespace Lowerscope::Optimize
