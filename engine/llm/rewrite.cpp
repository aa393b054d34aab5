// SPDX-License-Identifier: MIT
#include "rewrite.h"

#include "llmtext.h"

#include <QList>
#include <QRegularExpression>
#include <QStringList>

namespace Lowerscope {

namespace {

struct Fence {
    QString info; // the info string after ```, lower case
    QString text;
};

// Fenced blocks (``` or ~~~, three or more) in order; *unclosed is set when the answer ends inside one.
QList<Fence> fences(const QString &answer, bool *unclosed)
{
    QList<Fence> out;
    const QStringList lines = answer.split(QLatin1Char('\n'));
    *unclosed = false;
    QString marker;
    Fence cur;
    QStringList body;
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (marker.isEmpty()) {
            if (line.startsWith(QLatin1String("```")) || line.startsWith(QLatin1String("~~~"))) {
                qsizetype n = 0;
                while (n < line.size() && line.at(n) == line.at(0))
                    ++n;
                marker = line.left(n);
                cur = Fence { line.mid(n).trimmed().toLower(), {} };
                body.clear();
            }
        } else if (line.startsWith(marker) && line.mid(marker.size()).trimmed().isEmpty()) {
            cur.text = body.join(QLatin1Char('\n'));
            out.append(cur);
            marker.clear();
        } else {
            body.append(raw.endsWith(QLatin1Char('\r')) ? raw.chopped(1) : raw);
        }
    }
    *unclosed = !marker.isEmpty();
    return out;
}

bool looksLikeDiff(const QString &text)
{
    static const QRegularExpression hunk(
        QStringLiteral("^@@ -\\d+(,\\d+)? \\+\\d+(,\\d+)? @@"), QRegularExpression::MultilineOption);
    return hunk.match(text).hasMatch();
}

bool isKernelFile(const QString &text, const QStringList &entry)
{
    if (text.contains(QLatin1String("@triton.jit")) || text.contains(QLatin1String("@triton.autotune")))
        return true;
    if (entry.isEmpty())
        return false;
    for (const QString &name : entry)
        if (!QRegularExpression(
                QStringLiteral("^def\\s+%1\\s*\\(").arg(QRegularExpression::escape(name)), QRegularExpression::MultilineOption)
                .match(text)
                .hasMatch())
            return false;
    return true;
}

struct Hunk {
    int oldStart = 0; // 1-based, as stated
    QStringList oldLines, newLines;
};

QList<Hunk> parseHunks(const QString &diff, QString *error)
{
    static const QRegularExpression header(QStringLiteral("^@@ -(\\d+)(?:,\\d+)? \\+\\d+(?:,\\d+)? @@"));
    QList<Hunk> hunks;
    Hunk *cur = nullptr;
    const QStringList diffLines = diff.split(QLatin1Char('\n'));
    if (diffLines.size() > MaxDiffLines) {
        *error = EngineText::format(LlmText::DiffTooLarge, { QString::number(MaxDiffHunks), QString::number(MaxDiffLines) });
        return {};
    }
    for (const QString &raw : diffLines) {
        const QString line = raw.endsWith(QLatin1Char('\r')) ? raw.chopped(1) : raw;
        if (const auto m = header.match(line); m.hasMatch()) {
            if (hunks.size() == MaxDiffHunks) {
                *error
                    = EngineText::format(LlmText::DiffTooLarge, { QString::number(MaxDiffHunks), QString::number(MaxDiffLines) });
                return {};
            }
            hunks.append(Hunk { m.captured(1).toInt(), {}, {} });
            cur = &hunks.last();
            continue;
        }
        if (!cur || line.startsWith(QLatin1String("\\ ")))
            continue; // file headers (---, +++, diff --git) before the first hunk; "\ No newline at end of file"
        if (line.startsWith(QLatin1String("--- ")) || line.startsWith(QLatin1String("+++ "))
            || line.startsWith(QLatin1String("diff "))) {
            cur = nullptr; // the next file's headers
            continue;
        }
        if (line.isEmpty()) {
            cur->oldLines.append(QString());
            cur->newLines.append(QString());
        } else if (line.at(0) == QLatin1Char(' ')) {
            cur->oldLines.append(line.mid(1));
            cur->newLines.append(line.mid(1));
        } else if (line.at(0) == QLatin1Char('-')) {
            cur->oldLines.append(line.mid(1));
        } else if (line.at(0) == QLatin1Char('+')) {
            cur->newLines.append(line.mid(1));
        } else {
            *error = EngineText::format(LlmText::HunkLine, { QString::number(hunks.size()), line.left(80) });
            return {};
        }
    }
    // Trailing empty lines of a hunk are usually the answer's own blank lines, not context.
    for (Hunk &h : hunks)
        while (!h.oldLines.isEmpty() && !h.newLines.isEmpty() && h.oldLines.last().isEmpty() && h.newLines.last().isEmpty()) {
            h.oldLines.removeLast();
            h.newLines.removeLast();
        }
    if (hunks.isEmpty())
        *error = EngineText::format(LlmText::NoHunk);
    return hunks;
}

// *WORK counts the lines compared (MaxDiffWork).
bool matchesAt(const QStringList &lines, qsizetype at, const QStringList &block, qint64 *work)
{
    if (at < 0 || at + block.size() > lines.size())
        return false;
    for (qsizetype i = 0; i < block.size(); ++i) {
        ++*work;
        if (lines.at(at + i) != block.at(i) && lines.at(at + i).trimmed() != block.at(i).trimmed())
            return false;
    }
    return true;
}

} // namespace

QString ProposedRewrite::kindName() const
{
    switch (kind) {
    case Kind::WholeKernel:
        return QStringLiteral("kernel");
    case Kind::UnifiedDiff:
        return QStringLiteral("diff");
    case Kind::None:
        break;
    }
    return QStringLiteral("none");
}

QString applyUnifiedDiff(const QString &original, const QString &diff, QString *error)
{
    const QList<Hunk> hunks = parseHunks(diff, error);
    if (hunks.isEmpty())
        return {};
    const bool finalNewline = original.endsWith(QLatin1Char('\n'));
    QStringList lines = original.split(QLatin1Char('\n'));
    if (finalNewline)
        lines.removeLast();
    qsizetype shift = 0; // lines added minus removed by earlier hunks
    qsizetype searchFrom = 0;
    qint64 work = 0; // lines compared and moved: bounded (MaxDiffWork) whatever the diff and the kernel
    auto tooCostly = [&] {
        *error = EngineText::format(LlmText::DiffTooCostly,
            { QString::number(hunks.size()), QString::number(lines.size()), QString::number(MaxDiffWork) });
        return QString();
    };
    for (qsizetype h = 0; h < hunks.size(); ++h) {
        const Hunk &hunk = hunks.at(h);
        qsizetype at = hunk.oldStart - 1 + shift;
        if (hunk.oldLines.isEmpty())
            at = std::clamp<qsizetype>(hunk.oldStart + shift, 0, lines.size()); // pure insertion after line oldStart
        else if (!matchesAt(lines, at, hunk.oldLines, &work)) {
            at = -1;
            for (qsizetype i = searchFrom; i + hunk.oldLines.size() <= lines.size() && work <= MaxDiffWork; ++i)
                if (matchesAt(lines, i, hunk.oldLines, &work)) {
                    at = i;
                    break;
                }
            if (work > MaxDiffWork)
                return tooCostly();
            if (at < 0) {
                *error = EngineText::format(LlmText::HunkMismatch,
                    { QString::number(h + 1), QString::number(hunk.oldStart), hunk.oldLines.value(0).trimmed().left(80) });
                return {};
            }
        }
        // One move of the lines after the hunk, not one per line removed or added.
        work += lines.size();
        if (work > MaxDiffWork)
            return tooCostly();
        lines = lines.mid(0, at) + hunk.newLines + lines.mid(at + hunk.oldLines.size());
        shift += hunk.newLines.size() - hunk.oldLines.size();
        searchFrom = at + hunk.newLines.size();
    }
    QString out = lines.join(QLatin1Char('\n'));
    if (finalNewline)
        out += QLatin1Char('\n');
    return out;
}

qint64 answerBytes(const QString &answer)
{
    // UTF-8 takes at most three bytes per UTF-16 unit: a short answer needs no encoding to be measured.
    return answer.size() <= MaxAnswerBytes / 3 ? qint64(answer.size()) : qint64(answer.toUtf8().size());
}

ProposedRewrite parseRewrite(const QString &answer, const QString &currentKernel, const QStringList &entry)
{
    ProposedRewrite r;
    if (const qint64 bytes = answerBytes(answer); bytes > MaxAnswerBytes) {
        r.error = EngineText::format(LlmText::AnswerTooLarge, { QString::number(bytes), QString::number(MaxAnswerBytes) });
        return r;
    }
    bool unclosed = false;
    const QList<Fence> blocks = fences(answer, &unclosed);
    const Fence *diffBlock = nullptr;
    const Fence *kernelBlock = nullptr;
    for (const Fence &f : blocks) {
        if (f.info == QLatin1String("diff") || f.info == QLatin1String("patch") || looksLikeDiff(f.text)) {
            diffBlock = &f;
        } else if (isKernelFile(f.text, entry) && (!kernelBlock || f.text.size() >= kernelBlock->text.size())) {
            kernelBlock = &f;
        }
    }
    QString diffText;
    if (diffBlock)
        diffText = diffBlock->text;
    else if (blocks.isEmpty() && !unclosed && looksLikeDiff(answer))
        diffText = answer;
    if (!diffText.isEmpty()) {
        r.kind = ProposedRewrite::Kind::UnifiedDiff;
        r.diff = diffText;
        QString error;
        r.kernel = applyUnifiedDiff(currentKernel, diffText, &error);
        if (r.kernel.isNull())
            r.error = EngineText::format(LlmText::DiffDoesNotApply, { error });
        return r;
    }
    if (kernelBlock) {
        r.kind = ProposedRewrite::Kind::WholeKernel;
        r.kernel = kernelBlock->text + QLatin1Char('\n');
        return r;
    }
    if (unclosed)
        r.error = EngineText::format(LlmText::CutOff);
    else if (answer.trimmed().isEmpty())
        r.error = EngineText::format(LlmText::Empty);
    else
        r.error = EngineText::format(LlmText::NoRewrite);
    return r;
}

} // namespace Lowerscope
