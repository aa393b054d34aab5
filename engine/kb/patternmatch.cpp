// SPDX-License-Identifier: MIT
#include "patternmatch.h"

#include "core/enginetext.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>

namespace Lowerscope {

PatternMatch evaluate(const Pattern &pattern, const Facts &facts)
{
    DetectorCache cache;
    return evaluate(pattern, facts, cache);
}

PatternMatch evaluate(const Pattern &pattern, const Facts &facts, DetectorCache &cache)
{
    PatternMatch m;
    m.patternId = pattern.id;
    const auto backend = facts.values.constFind(QStringLiteral("backend"));
    if (backend != facts.values.cend() && !pattern.backends.isEmpty() && !pattern.backends.contains(backend->toString())) {
        m.applicable = false;
        return m;
    }
    if (!pattern.applicability.isEmpty()) {
        const Detector gate = Detector::cached(pattern.applicability);
        if (gate.isValid() && gate.evaluate(facts, cache).truth == Truth::False) {
            m.applicable = false;
            return m;
        }
    }
    double total = 0, fired = 0;
    bool blocked = false;
    QSet<QString> missingSeen; // linear in the facts a detector reads, however many

    for (int i = 0; i < pattern.detectors.size(); ++i) {
        const PatternDetector &pd = pattern.detectors.at(i);
        const Detector d = Detector::cached(pd.expression);
        DetectorOutcome outcome { i, d.evaluate(facts, cache) };
        const Truth t = outcome.result.truth;
        const bool veto = pd.role == QLatin1String("veto");
        if (veto) {
            blocked = blocked || t == Truth::True;
        } else {
            total += pd.weight;
            if (t == Truth::True) {
                fired += pd.weight;
                for (const FactReading &r : std::as_const(outcome.result.read))
                    m.evidence.append(r);
            } else if (pd.role == QLatin1String("required")) {
                blocked = true;
            }
        }
        for (const QString &name : std::as_const(outcome.result.missing))
            if (!missingSeen.contains(name)) {
                missingSeen.insert(name);
                m.missing.append(name);
            }
        m.detectors.append(std::move(outcome));
    }
    m.matched = !blocked && fired > 0;
    m.confidence = m.matched && total > 0 ? fired / total : 0;
    m.decisive = m.matched && m.confidence >= PatternMatch::DecisiveConfidence && !m.evidence.isEmpty();
    return m;
}

QList<PatternMatch> evaluateAll(const QList<Pattern> &patterns, const Facts &facts)
{
    DetectorCache cache;
    QList<PatternMatch> out;
    out.reserve(patterns.size());
    for (const Pattern &p : patterns) {
        PatternMatch m = evaluate(p, facts, cache);
        if (m.applicable)
            out.append(std::move(m));
    }
    std::stable_sort(out.begin(), out.end(), [](const PatternMatch &a, const PatternMatch &b) {
        if (a.matched != b.matched)
            return a.matched;
        if (a.confidence != b.confidence)
            return a.confidence > b.confidence;
        return a.patternId < b.patternId;
    });
    return out;
}

QString detectorError(const Pattern &pattern)
{
    if (!pattern.applicability.isEmpty()) {
        const Detector gate = Detector::cached(pattern.applicability);
        if (!gate.isValid())
            return EngineText::english("KnowledgeBase", "pattern %1, applicability: %2").arg(pattern.id, gate.error().toText());
    }
    for (int i = 0; i < pattern.detectors.size(); ++i) {
        const Detector d = Detector::cached(pattern.detectors.at(i).expression);
        if (!d.isValid())
            return EngineText::english("KnowledgeBase", "pattern %1, detector %2: %3")
                .arg(pattern.id)
                .arg(i + 1)
                .arg(d.error().toText());
    }
    return {};
}

} // namespace Lowerscope
