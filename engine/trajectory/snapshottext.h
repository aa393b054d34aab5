// SPDX-License-Identifier: MIT
#pragma once

#include "loweringtrajectory.h"

namespace Lowerscope {

// The IR text of one trajectory node, read on demand: the trajectory keeps only line and byte ranges of pass
// snapshots, never copies of them.
struct SnapshotText {
    QString text;
    QString path; // the file it came from, empty for embedded text
    int firstLine = 1; // line of the file that the text's first line is
    QString error; // why nothing could be read
};

// A node's text: its embedded text, else its artifact's byte range, else the artifact's whole file.
// THROUGHLINE extends a range read through that line of the same file: a remark printed after a pass's
// snapshot (and outside its range) is then shown where the dump has it.
SnapshotText readSnapshotText(const StageSnapshot &snapshot, int throughLine = 0);
// The kernel's Python source: the text the trajectory holds, else the file it names.
SnapshotText readSourceText(const LoweringTrajectory &trajectory);

} // namespace Lowerscope
