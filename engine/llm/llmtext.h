// SPDX-License-Identifier: MIT
#pragma once

#include "core/enginetext.h"

#include <QCoreApplication>

// The texts of the LLM client, the prompt templates and the reading of answers that a round from a model stores
// as its reason (docs/llm.md, "Rounds from a model"). Built in English with EngineText::format, so that the
// workspace holds English whatever the user-interface language; shown in that language with LlmText::shown().
namespace Lowerscope::LlmText {

using Source = EngineText::Source;

// The client (LlmClient): why a request failed.
inline constexpr Source Cancelled { "Llm", QT_TRANSLATE_NOOP("Llm", "cancelled") };
inline constexpr Source HttpError { "Llm", QT_TRANSLATE_NOOP("Llm", "HTTP %1 from %2: %3") };
inline constexpr Source HttpErrorWaitTooLong { "Llm",
    QT_TRANSLATE_NOOP("Llm", "HTTP %1 from %2: %3 (the server asks to wait %4 s, more than this profile's %5 s)") };
inline constexpr Source HttpErrorKey { "Llm",
    QT_TRANSLATE_NOOP("Llm", "HTTP %1 from %2: %3 (check the API key: %4 or the keychain entry of profile %5)") };
inline constexpr Source NoData { "Llm", QT_TRANSLATE_NOOP("Llm", "no data from %1 for %2 s") };
inline constexpr Source StreamError { "Llm", QT_TRANSLATE_NOOP("Llm", "the server reported an error in the stream: %1") };
inline constexpr Source Truncated { "Llm",
    QT_TRANSLATE_NOOP("Llm", "the response from %1 ended before it was complete (%2 characters received)") };

// The prompt (buildRewritePrompt).
inline constexpr Source TemplateUnreadable { "Llm", QT_TRANSLATE_NOOP("Llm", "%1: cannot read the prompt template (%2)") };
inline constexpr Source PlaceholderWithoutValue { "Llm",
    QT_TRANSLATE_NOOP("Llm", "the prompt template names {{%1}}, which has no value (known: %2)") };

// The answer (parseRewrite).
inline constexpr Source HunkLine { "Llm",
    QT_TRANSLATE_NOOP("Llm", "hunk %1: the line '%2' is neither context, removal nor addition") };
inline constexpr Source NoHunk { "Llm", QT_TRANSLATE_NOOP("Llm", "the diff has no hunk") };
inline constexpr Source HunkMismatch { "Llm",
    QT_TRANSLATE_NOOP("Llm", "hunk %1 (stated at line %2) does not match the kernel: its line '%3' is not there") };
inline constexpr Source AnswerTooLarge { "Llm",
    QT_TRANSLATE_NOOP("Llm", "the answer has %1 bytes, more than the %2 an answer may have (not read)") };
inline constexpr Source DiffTooLarge { "Llm", QT_TRANSLATE_NOOP("Llm", "the diff has more than %1 hunks or %2 lines") };
inline constexpr Source DiffTooCostly { "Llm",
    QT_TRANSLATE_NOOP("Llm", "placing the diff's %1 hunks in a kernel of %2 lines takes more than %3 line comparisons") };
inline constexpr Source DiffDoesNotApply { "Llm", QT_TRANSLATE_NOOP("Llm", "the answer's diff does not apply: %1") };
inline constexpr Source CutOff { "Llm",
    QT_TRANSLATE_NOOP("Llm", "the answer ends inside a code block: it was cut off before the rewrite was complete") };
inline constexpr Source Empty { "Llm", QT_TRANSLATE_NOOP("Llm", "the answer is empty") };
inline constexpr Source NoRewrite { "Llm",
    QT_TRANSLATE_NOOP("Llm",
        "the answer holds neither a Python block with a @triton.jit kernel (or the task's entry functions) nor a unified diff") };

// Every text above.
const QList<Source> &all();
// A stored text of the client, the prompt or the answer (English, perhaps from another process) in the current
// language; other text unchanged.
QString shown(const QString &english);

} // namespace Lowerscope::LlmText
