// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace Lowerscope {

// Bounds on an answer (docs/llm.md, "Answers"): a model's or a coding agent's text is read only within them, so
// that an oversized answer is one clear outcome of its round instead of minutes and gigabytes (a 60 MB diff given
// to `agent propose` took 115 s and 5.3 GB).
// The largest answer read: 1 MiB, about 190 times the largest suite kernel (5.5 KB) and 30 times what a
// profile's default 8,192 output tokens can hold.
inline constexpr qint64 MaxAnswerBytes = qint64(1) << 20;
// Hunks of one diff: a kernel of a few hundred lines takes a few dozen at most.
inline constexpr int MaxDiffHunks = 1000;
// Lines of one diff (context, removals and additions).
inline constexpr int MaxDiffLines = 20000;
// Line comparisons and moves spent placing and applying one diff (about a second): a hunk whose stated line is
// wrong is searched for through the whole kernel, so hunks times kernel lines is bounded too.
inline constexpr qint64 MaxDiffWork = qint64(200) * 1000 * 1000;

// A rewrite read from an LLM's answer (docs/llm.md, "Answers"): a whole kernel file (a fenced Python block with a
// @triton.jit function) or a unified diff against the current kernel. An answer that holds neither, ends
// inside a code block, or whose diff does not apply is a clear outcome (error), never a crash.
struct ProposedRewrite {
    enum class Kind { None, WholeKernel, UnifiedDiff };
    Kind kind = Kind::None;
    QString kernel; // the candidate kernel text (the whole file, or the diff applied to the current kernel)
    QString diff; // the diff as the answer gave it
    QString error;
    bool ok() const { return kind != Kind::None && error.isEmpty(); }
    QString kindName() const; // none | kernel | diff
};
// ENTRY: the functions the task calls (task.json `entry`); a fenced block that defines all of them is a whole
// kernel file too (a plain-Python task has no @triton.jit). An answer over MaxAnswerBytes is refused unread.
// ANSWER's size in UTF-8 (exact above MaxAnswerBytes / 3; its length in characters below, where it cannot matter).
qint64 answerBytes(const QString &answer);
ProposedRewrite parseRewrite(const QString &answer, const QString &currentKernel, const QStringList &entry = {});

// Applies a unified diff to ORIGINAL. Hunks are placed at their stated line, else where their old lines occur
// exactly (the line numbers models write are often off); the header's line counts are not trusted. An empty
// line inside a hunk is an empty context line. Returns the new text, or a null string with *error naming the
// hunk that does not apply, or when the diff exceeds MaxDiffHunks, MaxDiffLines or MaxDiffWork.
QString applyUnifiedDiff(const QString &original, const QString &diff, QString *error);

} // namespace Lowerscope
