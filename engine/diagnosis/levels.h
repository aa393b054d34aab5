// SPDX-License-Identifier: MIT
#pragma once

#include "evidencebundle.h"
#include "finding.h"
#include "kb/pattern.h"

namespace Lowerscope {

struct HardwareModel;

// What one rung of the ladder concluded, and whether that is enough to stop climbing.
struct LevelOutcome {
    QList<Finding> findings;
    bool decisive = false;
    QString reason;     // why decisive, or why not (recorded as the escalation reason)
    QString bottleneck; // L2's verdict; at L1 the category of a matched bottleneck pattern
};

// L1: the knowledge base's detectors over the kernel's facts.
LevelOutcome patternTriage(const EvidenceBundle &kernel, const QList<Pattern> &patterns);
// L2: profile signals and profiler rules -> the bottleneck and its symptoms.
LevelOutcome profilingDiagnosis(const EvidenceBundle &kernel);
// L3: structural facts and remarks of the trajectory -> causes at source lines.
LevelOutcome irAttribution(const EvidenceBundle &kernel);
// L4: compiler knowledge explaining why the compiler did not apply an optimization, for the given
// findings; adds conditions and explanations to them and returns findings it could explain.
LevelOutcome compilerEscalation(const EvidenceBundle &kernel, QList<Finding> &findings, const QList<CompilerKnowledge> &knowledge,
                                const QString &compilerSourceDir);

// Evidence from a fact the diagnosis read: its kind follows the fact's producer (docs/facts.md).
Evidence evidenceFromFact(const EvidenceBundle &kernel, const QString &name, const QVariant &value, const FactOrigin &origin);
// The same for a fact of the kernel's own facts, by name.
Evidence evidenceFromFact(const EvidenceBundle &kernel, const QString &name);
// The bottleneck classes of docs/diagnosis.md: a profile verdict, decided at L2.
bool isBottleneckClass(const QString &category);
// L1 reports a pattern match as a finding only from this confidence on (share of its detectors' weight).
constexpr double MinimumL1Confidence = 0.5;
// Categories whose fix depends on a decision the compiler made (a pass that declined): L4 explains them.
bool isCompilerDecision(const QString &category);

} // namespace Lowerscope
