// SPDX-License-Identifier: MIT
// Evidence checks before findings are reported: whether the source still matches the IR it was compiled
// from (stale evidence), and which evidence is missing and how to capture it (partial evidence).
#include "core/backend.h"
#include "core/contenthash.h"
#include "core/userfile.h"
#include "levels.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace Lowerscope {

std::pair<int, int> kernelSpan(const EvidenceBundle &k)
{
    const int first = int(k.facts.number(QStringLiteral("source.first_line"), 0));
    const int last = int(k.facts.number(QStringLiteral("source.last_line"), 0));
    return { first, last };
}

namespace {

// The line of the kernel's `def` as the IR recorded it: the function's location is the first
// `#loc = loc("file":LINE:0)` of the TTIR (MLIR location aliases, triton-compiler.md §3.1).
int irDefLine(const EvidenceBundle &k)
{
    static const QRegularExpression re(
        QStringLiteral(R"re(^#loc\d* = loc\("[^"]*":(\d+):0\))re"), QRegularExpression::MultilineOption);
    for (const char *stage : { "ttir", "ttgir" }) {
        const auto m = re.match(k.facts.stageText.value(QLatin1String(stage)));
        if (m.hasMatch())
            return m.captured(1).toInt();
    }
    return 0;
}

} // namespace

QStringList staleEvidence(const EvidenceBundle &k)
{
    QStringList reasons;
    const auto [first, last] = kernelSpan(k);
    if (!k.trajectory || first <= 0 || !k.hasIr)
        return reasons;
    // A capture that recorded the source's hash (`capture.json`: "source", "source_sha256"; Triton's own
    // cache key cannot be recomputed from the .py): a different hash is a different source.
    {
        const QString sourceArtifact = k.facts.stageArtifact.value(QStringLiteral("source"));
        // Read as a user file: a regular file of at most 1 MiB (a FIFO named capture.json must not hang).
        QByteArray captureBytes;
        QString ignored;
        const QString capture = QDir(k.root).filePath(QStringLiteral("capture.json"));
        if (!sourceArtifact.isEmpty() && QFileInfo::exists(capture)
            && UserFile::read(capture, 1 << 20, &captureBytes, &ignored)) {
            const QJsonObject o = QJsonDocument::fromJson(captureBytes).object();
            const QString recorded = o.value(QStringLiteral("source_sha256")).toString();
            if (!recorded.isEmpty()
                && o.value(QStringLiteral("source")).toString() == sourceArtifact.section(QLatin1Char('/'), -1)) {
                if (contentHash(k.facts.stageText.value(QStringLiteral("source"))) != recorded)
                    reasons << ladderText(
                        QT_TRANSLATE_NOOP("Diagnosis", "capture.json records another SHA-256 of %1 than the file has now"),
                        { o.value(QStringLiteral("source")).toString() });
            }
        }
    }
    const int defLine = k.facts.origins.value(QStringLiteral("source.lines")).line;
    const int irDef = irDefLine(k);
    if (irDef > 0 && defLine > 0 && irDef != defLine)
        reasons << ladderText(QT_TRANSLATE_NOOP("Diagnosis", "the IR places the kernel's def at line %1, the source at line %2"),
            { QString::number(irDef), QString::number(defLine) });
    int outside = 0, firstOutside = 0;
    for (auto it = k.trajectory->sourceMap.cbegin(); it != k.trajectory->sourceMap.cend(); ++it)
        if (it.key() > 0 && (it.key() < first || it.key() > last) && outside++ == 0)
            firstOutside = it.key();
    if (outside)
        reasons << ladderText(
            QT_TRANSLATE_NOOP("Diagnosis", "%1 IR location(s) name lines outside the kernel (lines %2–%3), e.g. line %4"),
            { QString::number(outside), QString::number(first), QString::number(last), QString::number(firstOutside) });
    // A remark's column points into its source line; a column past the line's end means the text changed.
    const QStringList lines = k.facts.stageText.value(QStringLiteral("source")).split(QLatin1Char('\n'));
    for (const Remark &r : k.trajectory->remarks) {
        if (r.line <= 0 || r.line > lines.size())
            continue;
        if (r.line < first || r.line > last) {
            reasons << ladderText(QT_TRANSLATE_NOOP("Diagnosis", "a compiler remark names line %1, outside the kernel"),
                { QString::number(r.line) });
            break;
        }
        if (r.column > 0 && r.column > lines.at(r.line - 1).size() + 1) {
            reasons << ladderText(
                QT_TRANSLATE_NOOP("Diagnosis", "a compiler remark points at column %1 of line %2, which has %3 characters"),
                { QString::number(r.column), QString::number(r.line), QString::number(lines.at(r.line - 1).size()) });
            break;
        }
    }
    return reasons;
}

void applyStaleness(const EvidenceBundle &k, Diagnosis &d)
{
    const QStringList reasons = staleEvidence(k);
    const auto [first, last] = kernelSpan(k);
    for (Finding &f : d.findings) {
        const bool outside = f.sourceLine > 0 && first > 0 && (f.sourceLine < first || f.sourceLine > last);
        const bool fromIr = f.sourceLine > 0 && !std::any_of(f.evidence.cbegin(), f.evidence.cend(), [&](const Evidence &e) {
            return e.kind == QLatin1String("source") && e.line == f.sourceLine;
        });
        if (!reasons.isEmpty() && fromIr)
            f.stale = true;
        // Never cite a line outside the kernel.
        if (outside)
            f.sourceLine = 0;
    }
    if (!reasons.isEmpty())
        d.warnings.append({ k.relative(k.facts.stageArtifact.value(QStringLiteral("source"))), 0,
            ladderText(QT_TRANSLATE_NOOP("Diagnosis",
                           "the source no longer matches the IR it was compiled from (%1): findings placed from the IR are "
                           "marked stale; "
                           "capture the IR again from this source"),
                { EngineText::join(reasons, QStringLiteral("; ")) }) });
}

void reportMissingEvidence(const EvidenceBundle &k, Diagnosis &d)
{
    const QString where = k.root;
    // The target says how its IR and its profiles are captured (the fallback backend's way for an unclaimed kernel).
    const BackendInterface *backend = targetOf(k);
    if (!backend)
        return;
    // A library's kernel (ATen, cuDNN, ...) has no IR or source of the user's: say so once instead of asking for them.
    if (const QString library = backend->libraryOf(k.kernel); !library.isEmpty() && !k.hasIr && !k.hasSource) {
        d.warnings.append({ where, 0,
            ladderText(QT_TRANSLATE_NOOP("Diagnosis",
                           "%1: a kernel from %2, not compiled from your Triton source: there is no IR or source of yours to "
                           "capture; only its profile is read, and what you can change is the call that launches it"),
                { k.kernel, library }) });
        return;
    }
    if (const QString hint = backend->captureIrHint(); !k.hasIr && !hint.isEmpty())
        d.warnings.append({ where, 0, QStringLiteral("%1: %2").arg(k.kernel, hint) });
    if (const QString hint = backend->captureProfileHint(); !k.hasProfile && !hint.isEmpty())
        d.warnings.append({ where, 0, QStringLiteral("%1: %2").arg(k.kernel, hint) });
    if (!k.hasSource)
        d.warnings.append({ where, 0,
            ladderText(
                QT_TRANSLATE_NOOP("Diagnosis",
                    "%1: no kernel source (.py), so findings cannot name source lines; put the kernel's .py in the folder"),
                { k.kernel }) });
}

} // namespace Lowerscope
