// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// A line diff of two IR texts (two pass snapshots, a snapshot and a final stage), for the desktop's diff view
// and for anyone who needs added/removed lines. Independent of widgets.
namespace Lowerscope::IrDiff {

struct Line {
    enum Kind : quint8 { Same, Removed, Added };
    Kind kind = Same;
    int before = 0; // 1-based line in the first text, 0 for added lines
    int after = 0; // 1-based line in the second text, 0 for removed lines
};

struct Result {
    QList<Line> lines; // unified order: removed lines come before the added lines that replace them
    int added = 0;
    int removed = 0;
    bool approximate = false; // the edit distance passed the limit: the differing middle is shown as replaced
};

struct Options {
    // MLIR location aliases are renumbered between dumps (#loc12 vs #loc15); such lines compare equal, as
    // a change in #loc numbering alone is no change (docs/trajectory.md).
    bool ignoreLocNumbers = true;
    int maxEditDistance = 4000; // bounds time and memory on unrelated texts
};

Result diff(const QStringList &before, const QStringList &after, const Options &options = {});
// The line with the digits after every "#loc" removed.
QString withoutLocNumbers(const QString &line);
// Splits a text into lines the way the views count them (a trailing newline ends the last line).
QStringList splitLines(const QString &text);

} // namespace Lowerscope::IrDiff
