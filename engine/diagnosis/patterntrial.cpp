// SPDX-License-Identifier: MIT
#include "patterntrial.h"

#include "levels.h"

namespace Lowerscope {

QList<PatternTrial> tryPattern(
    const Pattern &pattern, const QString &path, const QString &kernel, Diagnostics &diagnostics, const JobControl &control)
{
    QList<PatternTrial> out;
    for (const EvidenceBundle &b : collectEvidence(path, kernel, diagnostics, control)) {
        if (control.cancelled())
            break;
        PatternTrial t;
        t.kernel = b.kernel;
        t.match = evaluate(pattern, b.facts);
        for (const FactReading &r : std::as_const(t.match.evidence)) {
            const Evidence e = evidenceFromFact(b, r.name, r.value, r.origin);
            if (!t.evidence.contains(e))
                t.evidence.append(e);
        }
        out.append(t);
    }
    return out;
}

} // namespace Lowerscope
