// SPDX-License-Identifier: MIT
#pragma once

#include "detector.h"
#include "pattern.h"

namespace Lowerscope {

struct DetectorOutcome {
    int index = 0; // 0-based position in Pattern::detectors
    DetectorResult result;
};

// How one pattern fares against one kernel's facts. The rule (docs/knowledge-base.md):
// - not applicable when the kernel's backend is not among the pattern's backends, or its applicability
//   expression is false (unknown counts as applicable);
// - matched when no required detector is false or unknown, no veto detector is true and at least one
//   non-veto detector fired;
// - confidence = weight of the fired non-veto detectors / weight of all non-veto detectors (0 if not matched);
// - decisive when matched, confidence >= DecisiveConfidence, and the fired detectors read evidence.
struct PatternMatch {
    static constexpr double DecisiveConfidence = 0.75;
    QString patternId;
    bool applicable = true;
    bool matched = false;
    bool decisive = false;
    double confidence = 0;
    QList<DetectorOutcome> detectors;
    QList<FactReading> evidence; // what the fired detectors read
    QStringList missing; // facts whose absence left detectors unknown: why the match is not decisive
};

PatternMatch evaluate(const Pattern &pattern, const Facts &facts);
PatternMatch evaluate(const Pattern &pattern, const Facts &facts, DetectorCache &cache);
// Every applicable pattern, matched ones first by confidence, then by id.
QList<PatternMatch> evaluateAll(const QList<Pattern> &patterns, const Facts &facts);

// Parses the applicability and every detector; returns "pattern ID, detector N: line:col: message" for the
// first that does not parse, or an empty string.
QString detectorError(const Pattern &pattern);

} // namespace Lowerscope
