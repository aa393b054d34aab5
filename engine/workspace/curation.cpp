// SPDX-License-Identifier: MIT
#include "curation.h"

#include "core/enginetext.h"
#include "kb/knowledgebase.h"
#include "synthesis.h"
#include "workspace.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Lowerscope::Curation {

Pattern patternFrom(const PatternProposal &p)
{
    const QJsonObject b = p.body;
    Pattern pattern;
    pattern.id = b.value(QLatin1String("id")).toString();
    pattern.title = b.value(QLatin1String("title")).toString();
    pattern.family = b.value(QLatin1String("family")).toString();
    pattern.category = b.value(QLatin1String("category")).toString();
    for (const QJsonValue &v : b.value(QLatin1String("backends")).toArray())
        pattern.backends << v.toString();
    for (const QJsonValue &v : b.value(QLatin1String("detectors")).toArray()) {
        PatternDetector d;
        d.expression = v.isObject() ? v.toObject().value(QLatin1String("expression")).toString() : v.toString();
        pattern.detectors << d;
    }
    pattern.recipe = b.value(QLatin1String("recipe")).toString();
    for (const QJsonValue &v : b.value(QLatin1String("conditions")).toArray())
        pattern.conditions << v.toString();
    pattern.provenanceKind = QStringLiteral("distilled");
    pattern.provenanceRounds = p.rounds;
    pattern.untested = true;
    return pattern;
}

namespace {

// The knowledge-base half of an approval.
bool applyToKnowledgeBase(const Workspace &ws, KnowledgeBase &kb, const PatternProposal &p, QString *error)
{
    if (p.kind == QLatin1String("stats-update")) {
        for (const QString &ref : p.rounds) {
            const auto r = ws.findRound(ref.section(QLatin1Char('#'), 0, -2), ref.section(QLatin1Char('#'), -1).toInt());
            if (r && r->isDone() && !kb.recordOutcome(p.key, r->isAccepted(), r->speedup.value_or(1.0))) {
                *error = kb.error();
                return false;
            }
        }
        return true;
    }
    const Pattern pattern = patternFrom(p);
    if (const auto existing = kb.pattern(pattern.id);
        existing && existing->provenanceKind == pattern.provenanceKind && existing->provenanceRounds == pattern.provenanceRounds)
        return true; // taken by an earlier approval whose workspace write failed
    if (!kb.addPattern(pattern, QStringLiteral("approved proposal %1").arg(p.id))) {
        *error = kb.error();
        return false;
    }
    return true;
}

Outcome decide(Workspace &ws, const QString *kbPath, qint64 id, const QString &state, const QString &note)
{
    Outcome out;
    const auto pending = ws.findProposal(id);
    if (kbPath && pending && pending->state == QLatin1String("pending")) {
        KnowledgeBase kb;
        if (!kb.open(*kbPath)) {
            out.error = kb.error();
            return out;
        }
        if (!applyToKnowledgeBase(ws, kb, *pending, &out.error))
            return out;
    }
    QString error;
    if (!ws.decideProposal(id, state, note, &error)) {
        out.error = EngineText::join({ ws.file(), error }, QStringLiteral(": "));
        return out;
    }
    out.proposal = ws.findProposal(id);
    return out;
}

} // namespace

Outcome approve(Workspace &ws, const QString &kbPath, qint64 id, const QString &note)
{
    return decide(ws, &kbPath, id, QStringLiteral("approved"), note);
}

Outcome reject(Workspace &ws, qint64 id, const QString &note)
{
    return decide(ws, nullptr, id, QStringLiteral("rejected"), note);
}

Synthesized synthesize(Workspace &ws, const JobControl &control)
{
    Synthesized out;
    control.reportPermille(0, QStringLiteral("workspace"));
    const QList<Operator> operators = ws.operators();
    const QList<Round> rounds = ws.rounds();
    if ((out.cancelled = control.cancelled()))
        return out;
    control.reportPermille(400, QStringLiteral("synthesis"));
    const QList<PatternProposal> candidates = Synthesis::propose(operators, rounds);
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        if ((out.cancelled = control.cancelled()))
            return out;
        control.reportPermille(600 + int(400 * i / candidates.size()), QStringLiteral("synthesis"));
        bool existed = false;
        const auto stored = ws.addProposal(candidates.at(i), &out.error, &existed);
        if (!stored) {
            out.error = EngineText::join({ ws.file(), out.error }, QStringLiteral(": "));
            return out;
        }
        out.proposals.append({ *stored, !existed });
    }
    return out;
}

} // namespace Lowerscope::Curation
