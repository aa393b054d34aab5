// SPDX-License-Identifier: MIT
#pragma once

#include "core/enginetext.h"
#include "evidencebundle.h"
#include "finding.h"
#include "kb/pattern.h"

namespace Lowerscope {

struct HardwareModel;

// Text for people that the ladder builds (reasons, titles, conditions): English in the result, translated
// where it is shown (core/enginetext.h). Call it as ladderText(QT_TRANSLATE_NOOP("Diagnosis", "..."), {args}).
inline QString ladderText(const char *source, const QStringList &args = {})
{
    return EngineText::format("Diagnosis", source, args);
}

// What one rung of the ladder concluded, and whether that is enough to stop climbing.
struct LevelOutcome {
    QList<Finding> findings;
    bool decisive = false;
    QString reason; // why decisive, or why not (recorded as the escalation reason)
    QString bottleneck; // L2's verdict; at L1 the category of a matched bottleneck pattern
    QStringList decisivePatterns; // L1: the patterns that matched decisively
    QString decisivePattern; // L1: the one REASON names (the most confident)
};

// L1: the knowledge base's detectors over the kernel's facts.
LevelOutcome patternTriage(const EvidenceBundle &kernel, const QList<Pattern> &patterns);
// L2: profile signals and profiler rules -> the bottleneck and its symptoms.
LevelOutcome profilingDiagnosis(const EvidenceBundle &kernel);
// L2 attribution: places findings without a line where the profile's stall samples of their kind fall.
void placeByProfile(const EvidenceBundle &kernel, QList<Finding> &findings);
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
// memory-, compute-, latency- and launch-bound: they describe the bottleneck and never name a cause
// (scalar-fallback and sync-overhead are both a bottleneck and a cause).
bool describesBottleneck(const QString &category);
// L1 reports a pattern match as a finding only from this confidence on (share of its detectors' weight).
constexpr double MinimumL1Confidence = 0.5;
// Categories whose fix depends on a decision the compiler made (a pass that declined): L4 explains them.
bool isCompilerDecision(const QString &category);

// Impact (impact.cpp, docs/diagnosis.md "Impact"): the share of the kernel's time a finding explains.
void estimateImpact(const EvidenceBundle &kernel, Finding &finding);
// A symptom-only finding (excess sectors without evidence of a strided access) defers to the structural
// cause found that produces it: its impact is halved.
void deferSymptoms(const EvidenceBundle &kernel, QList<Finding> &findings);
// Causes that explain time first by impact, then confidence; bottleneck descriptions after them (the verdict
// BOTTLENECK first); causes whose impact rounds to 0 last.
void rankFindings(QList<Finding> &findings, const QString &bottleneck);
// Whether a cause of CATEGORY can produce the measured BOTTLENECK (true when nothing is measured).
bool explainsBottleneck(const QString &category, const QString &bottleneck);
QString severityForImpact(double impact);
int severityRank(const QString &severity);
// 1 - (nearer roof's % of peak)/100 from the profile, or -1 when not measured.
double rooflineGap(const EvidenceBundle &kernel);
bool isMeasured(const EvidenceBundle &kernel);
// Less than one wave measured: no SM holds as many blocks as its occupancy limit allows.
bool gridBelowOneWave(const EvidenceBundle &kernel);
// Whether the SMs fill to the theoretical occupancy limit: false when nothing limits it (100 %) or when
// Nsight's AchievedOccupancy rule fired (the achieved occupancy stays below the limit).
bool occupancyLimitReached(const EvidenceBundle &kernel);
// The share of SMs a grid of fewer blocks than SMs leaves without work (0 when every SM has a block), -1
// when the grid size is not measured.
double idleSmShare(const EvidenceBundle &kernel);
// Whether the grid leaves SMs idle: fewer blocks than SMs (less than one wave when the grid is not measured).
// Nsight's LaunchConfiguration and AchievedOccupancy rules name undersubscription only then.
bool gridLeavesSmsIdle(const EvidenceBundle &kernel);
// Whether Nsight Compute's rule RULE, read as a cause of CATEGORY, applies to this launch (impact.cpp: the
// grid rules only with idle SMs, TheoreticalOccupancy only from one wave on and where the SMs fill to it, excess sectors as a
// narrow access's only when threads hold several elements).
bool ruleApplies(const EvidenceBundle &kernel, const QString &category, const QString &rule);
// Warps each of the SM's four schedulers can hold at the theoretical occupancy (0 when not measured).
double warpsPerScheduler(const EvidenceBundle &kernel);
// The source lines of the kernel's own function in its .py, {0, 0} when unknown.
std::pair<int, int> kernelSpan(const EvidenceBundle &kernel);
// Why the source no longer matches its IR (empty when it does): IR locations outside the kernel, a remark
// column past its line's end, a def line that moved (evidencecheck.cpp).
QStringList staleEvidence(const EvidenceBundle &kernel);
// Marks findings placed from stale IR, drops lines outside the kernel, and warns.
void applyStaleness(const EvidenceBundle &kernel, Diagnosis &diagnosis);
// Findings about the grid, the number of launches or a resource the launch configuration sizes cite the
// wrapper's lines that decide it: the launch call, the grid's computation, the loop around the call,
// num_warps/num_stages (launchevidence.cpp).
void citeLaunch(const EvidenceBundle &kernel, QList<Finding> &findings);
// Warns which evidence is missing (source, IR, profile) and the command that captures it.
void reportMissingEvidence(const EvidenceBundle &kernel, Diagnosis &diagnosis);

} // namespace Lowerscope
