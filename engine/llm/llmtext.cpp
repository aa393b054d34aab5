// SPDX-License-Identifier: MIT
#include "llmtext.h"

namespace Lowerscope::LlmText {

const QList<Source> &all()
{
    static const QList<Source> sources { Cancelled, HttpError, HttpErrorWaitTooLong, HttpErrorKey, NoData, StreamError, Truncated,
        TemplateUnreadable, PlaceholderWithoutValue, HunkLine, NoHunk, HunkMismatch, AnswerTooLarge, DiffTooLarge, DiffTooCostly,
        DiffDoesNotApply, CutOff, Empty, NoRewrite };
    return sources;
}

QString shown(const QString &english)
{
    return EngineText::translatedFrom(english, all());
}

} // namespace Lowerscope::LlmText
