// SPDX-License-Identifier: MIT
#pragma once

#include "profile.h"

#include <QHash>
#include <QSet>
#include <QStringList>
#include <QStringView>

namespace Lowerscope {

// Per-line metrics of one listing: named columns, a value per column for each line that has one, and each
// column's total (the heat scale of a view, and the sum the Python lines roll up to).
struct LineMetrics {
    // Column ids, in display order: "stall_samples" (warp stall sampling, all samples), then the three stall
    // reasons with most samples as "stall:long_sb", "stall:lg", ..., "instructions_executed", "l2_sectors"
    // (L2 theoretical sectors global: the memory traffic asked for), "l2_excess_sectors". A column is present
    // when the capture has a non-zero value in it.
    QStringList columns;
    QHash<int, QList<double>> values; // 1-based line -> one value per column
    QList<double> totals;
    // Each column over every row of the kernel, wherever its source line is (other files, none): the total a
    // line's share is of, as Nsight Compute's percentages are of the kernel.
    QList<double> kernelTotals;
    QList<double> maxima; // largest single line per column
    // Lines holding instructions the table has no row for (Kernel::sassUnmeasured): their values, and the
    // totals, are partial. PARTIAL: why (the kernel's partial-data warnings), empty when the table was whole.
    QSet<int> partialLines;
    QList<Warning> partial;
    bool isEmpty() const { return values.isEmpty(); }
    bool isPartial(int line) const { return partialLines.contains(line); }
    double value(int line, const QString &column) const;
};

// Nsight Compute's per-instruction metrics placed on the lines of an nvdisasm listing: each SASS row's offset
// is found as the listing's `/*0290*/` marker.
// KERNEL's rows (Kernel::sass), with its unmeasured instructions and partial warnings.
LineMetrics sassLineMetrics(const Kernel &kernel, QStringView nvdisasmText);

// The same metrics summed per line of the kernel's Python source, through the line info nvdisasm put on each
// instruction (`//## File "...", line N`): the rows whose file has SOURCEFILE's name.
LineMetrics sourceLineMetrics(const Kernel &kernel, const QString &sourceFile);

} // namespace Lowerscope
