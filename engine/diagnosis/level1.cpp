// SPDX-License-Identifier: MIT
// L1 pattern triage: the knowledge base's detectors over the kernel's facts. Cheap: no IR walk, no profile
// reasoning. A decisive match stops the climb (docs/diagnosis.md).
#include "core/backendregistry.h"
#include "kb/patternmatch.h"
#include "levels.h"

#include <QSet>

namespace Lowerscope {

bool isBottleneckClass(const QString &category)
{
    static const QStringList classes { QStringLiteral("memory-bound"), QStringLiteral("compute-bound"),
        QStringLiteral("latency-bound"), QStringLiteral("launch-bound"), QStringLiteral("scalar-fallback"),
        QStringLiteral("sync-overhead") };
    return classes.contains(category);
}

bool describesBottleneck(const QString &category)
{
    return category == QLatin1String("memory-bound") || category == QLatin1String("compute-bound")
        || category == QLatin1String("latency-bound") || category == QLatin1String("launch-bound");
}

bool isCompilerDecision(const QString &category)
{
    static const QStringList decisions { QStringLiteral("missed-vectorization"), QStringLiteral("uncoalesced-access"),
        QStringLiteral("missed-tensor-core"), QStringLiteral("no-pipelining"), QStringLiteral("layout-conversion-overhead"),
        QStringLiteral("register-spills") };
    return decisions.contains(category);
}

static QString evidenceKind(const QString &fact)
{
    const QString head = fact.section(QLatin1Char('.'), 0, 0);
    if (fact == QLatin1String("stage:source"))
        return QStringLiteral("source");
    if (fact == QLatin1String("stage:remarks"))
        return QStringLiteral("remark");
    if (fact.startsWith(QLatin1String("stage:")))
        return QStringLiteral("ir");
    if (head == QLatin1String("remark"))
        return QStringLiteral("remark");
    if (head == QLatin1String("source") || head == QLatin1String("launch"))
        return QStringLiteral("source");
    if (head == QLatin1String("rule"))
        return QStringLiteral("rule");
    // A backend's own profile facts are named after it (ascend.*, docs/facts.md).
    if (head == QLatin1String("metric") || head == QLatin1String("signal") || head == QLatin1String("profile")
        || head == QLatin1String("sass") || BackendRegistry::instance().backend(head))
        return QStringLiteral("metric");
    return QStringLiteral("ir");
}

Evidence evidenceFromFact(const EvidenceBundle &kernel, const QString &name, const QVariant &value, const FactOrigin &origin)
{
    Evidence e;
    e.kind = evidenceKind(name);
    e.artifact = kernel.relative(origin.artifact);
    e.excerpt = origin.excerpt;
    if (e.kind == QLatin1String("metric") || e.kind == QLatin1String("rule") || origin.line <= 0) {
        e.metric = name.startsWith(QLatin1String("stage:")) ? name.mid(6) : name;
        e.value = value;
        if (e.kind != QLatin1String("rule") && e.kind != QLatin1String("metric"))
            e.kind = QStringLiteral("metric");
    } else {
        e.line = origin.line;
        if (e.excerpt.isEmpty())
            e.excerpt = name + QStringLiteral(" = ") + value.toString();
    }
    return e;
}

Evidence evidenceFromFact(const EvidenceBundle &kernel, const QString &name)
{
    return evidenceFromFact(kernel, name, kernel.facts.values.value(name), kernel.facts.origins.value(name));
}

// The source line a finding is about: the first evidence that the trajectory links to a source line.
// Lines outside the kernel's own function (a launch site's constexpr) do not place it.
static void placeOnSource(const EvidenceBundle &kernel, Finding &f)
{
    f.sourceFile = kernel.sourceFileName();
    const auto [first, last] = kernelSpan(kernel);
    auto inKernel = [&](int line) { return first <= 0 || (line >= first && line <= last); };
    for (const Evidence &e : std::as_const(f.evidence)) {
        if (e.line <= 0)
            continue;
        const int line = e.kind == QLatin1String("source") ? e.line : kernel.sourceLineOf(e.artifact, e.line);
        if (line > 0 && inKernel(line)) {
            f.sourceLine = line;
            return;
        }
    }
}

LevelOutcome patternTriage(const EvidenceBundle &kernel, const QList<Pattern> &patterns)
{
    LevelOutcome out;
    const QList<PatternMatch> matches = evaluateAll(patterns, kernel.facts);
    QHash<QString, const Pattern *> byId;
    for (const Pattern &p : patterns)
        byId.insert(p.id, &p);
    const PatternMatch *best = nullptr;
    QStringList missing;
    QSet<QString> missingSeen; // a detector may read 100,000 facts: keep this linear
    for (const PatternMatch &m : matches) {
        if (!m.applicable)
            continue;
        for (const QString &x : m.missing)
            if (!missingSeen.contains(x)) {
                missingSeen.insert(x);
                missing << x;
            }
        // A weak match (few of its detectors fired) is noise, not a finding.
        if (!m.matched || m.confidence < MinimumL1Confidence)
            continue;
        const Pattern &p = *byId.value(m.patternId);
        Finding f;
        f.category = p.category;
        f.level = QStringLiteral("L1");
        f.severity = p.severity;
        f.title = p.title;
        f.pattern = p.id;
        f.confidence = m.confidence;
        f.rewriteConditions = p.conditions;
        f.addEvidence(
            { QStringLiteral("pattern"), QStringLiteral("kb:") + p.id, 0, p.symptom.isEmpty() ? p.title : p.symptom, {}, {} });
        for (const FactReading &r : m.evidence)
            f.addEvidence(evidenceFromFact(kernel, r.name, r.value, r.origin));
        placeOnSource(kernel, f);
        out.findings.append(f);
        // The bottleneck is L2's verdict, made from every signal: a pattern about it never ends the climb.
        if (m.decisive && !describesBottleneck(p.category)) {
            out.decisivePatterns << p.id;
            if (!best || m.confidence > best->confidence)
                best = &m;
        }
        if (isBottleneckClass(p.category) && out.bottleneck.isEmpty())
            out.bottleneck = p.category;
    }
    if (best) {
        out.decisive = true;
        out.decisivePattern = best->patternId;
        out.reason
            = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "pattern %1 is decisive (confidence %2 ≥ %3, its evidence present)"),
                { best->patternId, QString::number(best->confidence, 'f', 2),
                    QString::number(PatternMatch::DecisiveConfidence, 'f', 2) });
    } else if (!out.findings.isEmpty()) {
        out.reason = ladderText(
            QT_TRANSLATE_NOOP("Diagnosis", "%1 pattern(s) matched, none decisive"), { QString::number(out.findings.size()) });
    } else {
        out.reason = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "no pattern matched"));
    }
    if (!out.decisive && !missing.isEmpty()) {
        missing.sort();
        out.reason = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1; facts missing: %2"),
            { out.reason,
                QStringList(missing.mid(0, 6)).join(QStringLiteral(", "))
                    + (missing.size() > 6 ? QStringLiteral(", …") : QString()) });
    }
    return out;
}

} // namespace Lowerscope
