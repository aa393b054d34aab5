// SPDX-License-Identifier: MIT
#pragma once

#include "core/diagnostics.h"

#include <QList>
#include <QString>
#include <optional>

namespace Lowerscope {

// One case of a benchmark file (the fixtures' bench.json, written by capture/run.py): a kernel at one problem
// size, its median time and the work it does. What a roofline needs that a trace does not carry.
struct BenchCase {
    QString kernel; // "vadd" (the folder name; the Triton function is "vadd_kernel")
    int index = 0; // "case"
    double ms = 0; // median, triton.testing.do_bench
    double torchMs = 0; // the PyTorch reference
    double bytes = 0; // off-chip bytes moved
    double flops = 0;
    int line = 0; // of the case's opening brace, for evidence
    QList<qint64> size; // "size": the problem's dimensions
    std::optional<double> relErr; // "rel_err": the relative error against the reference, when measured
    // "4096x1024": the case's name as a round records it.
    QString sizeName() const;
};

struct BenchResults {
    QList<BenchCase> cases;
    Diagnostics diagnostics;

    // Reads a JSON array of cases; a malformed file or case becomes a warning with its line.
    static BenchResults read(const QString &path);
    // Per kernel, the case that moves the most bytes: the one a roofline shows, furthest from launch overhead.
    QList<BenchCase> largestCases() const;
};

} // namespace Lowerscope
