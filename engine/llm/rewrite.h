// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace Lowerscope {

// A rewrite read from an LLM's answer (docs/llm.md, "Answers"): a whole kernel file (a fenced Python block with a
// @triton.jit function) or a unified diff against the current kernel. An answer that holds neither, ends
// inside a code block, or whose diff does not apply is a clear outcome (error), never a crash.
struct ProposedRewrite {
    enum class Kind { None, WholeKernel, UnifiedDiff };
    Kind kind = Kind::None;
    QString kernel; // the candidate kernel text (the whole file, or the diff applied to the current kernel)
    QString diff;   // the diff as the answer gave it
    QString error;
    bool ok() const { return kind != Kind::None && error.isEmpty(); }
    QString kindName() const; // none | kernel | diff
};
// ENTRY: the functions the task calls (task.json `entry`); a fenced block that defines all of them is a whole
// kernel file too (a plain-Python task has no @triton.jit).
ProposedRewrite parseRewrite(const QString &answer, const QString &currentKernel, const QStringList &entry = {});

// Applies a unified diff to ORIGINAL. Hunks are placed at their stated line, else where their old lines occur
// exactly (the line numbers models write are often off); the header's line counts are not trusted. An empty
// line inside a hunk is an empty context line. Returns the new text, or a null string with *error naming the
// hunk that does not apply.
QString applyUnifiedDiff(const QString &original, const QString &diff, QString *error);

} // namespace Lowerscope
