// SPDX-License-Identifier: MIT
#include "diagnosisengine.h"

#include "core/backend.h"
#include "kb/knowledgebase.h"
#include "kb/patternmatch.h"
#include "levels.h"

#include <QFileInfo>
#include <QJsonArray>

namespace Lowerscope {

namespace {

// Adds findings, merging one that has the same id (category at the same line) into the earlier one: the
// earliest rung keeps it, evidence is united, the highest severity and confidence are kept.
QStringList addFindings(QList<Finding> &into, const QList<Finding> &more)
{
    QStringList touched;
    for (const Finding &f : more) {
        auto it = std::find_if(into.begin(), into.end(), [&](const Finding &g) { return g.id() == f.id(); });
        // A later rung that places an earlier finding of the same category on a source line completes it;
        // an unplaced finding of a category already placed is the same cause.
        if (it == into.end() && f.sourceLine > 0)
            it = std::find_if(
                into.begin(), into.end(), [&](const Finding &g) { return g.category == f.category && g.sourceLine == 0; });
        if (it == into.end() && f.sourceLine == 0)
            it = std::find_if(into.begin(), into.end(), [&](const Finding &g) { return g.category == f.category; });
        // A pattern's line is the first of its evidence; the IR attribution of the same category (L3) names
        // the line the cause is at, and moves it there.
        bool relocate = false;
        if (it == into.end() && f.sourceLine > 0 && f.level == QLatin1String("L3")) {
            it = std::find_if(into.begin(), into.end(), [&](const Finding &g) {
                return g.category == f.category && !g.pattern.isEmpty() && g.level == QLatin1String("L1");
            });
            relocate = it != into.end();
        }
        if (relocate) {
            it->sourceLine = f.sourceLine;
            it->sourceFile = f.sourceFile;
        }
        if (it == into.end()) {
            into.append(f);
            touched << f.id();
            continue;
        }
        if (it->sourceLine == 0 && f.sourceLine > 0) {
            it->sourceLine = f.sourceLine;
            it->sourceFile = f.sourceFile;
            it->title = f.title;
        }
        if (severityRank(f.severity) < severityRank(it->severity))
            it->severity = f.severity;
        if (it->pattern.isEmpty())
            it->pattern = f.pattern;
        for (const Evidence &e : f.evidence)
            it->addEvidence(e);
        for (const QString &c : f.rewriteConditions)
            if (!it->rewriteConditions.contains(c))
                it->rewriteConditions << c;
        it->confidence = qMax(it->confidence, f.confidence);
        it->stale = it->stale || f.stale;
        touched << it->id();
    }
    return touched;
}

} // namespace

void mergeSameFindings(QList<Finding> &findings)
{
    for (qsizetype i = 0; i < findings.size(); ++i)
        for (qsizetype j = findings.size() - 1; j > i; --j) {
            if (findings.at(j).id() != findings.at(i).id())
                continue;
            Finding &keep = findings[i];
            const Finding &dup = findings.at(j);
            for (const Evidence &e : dup.evidence)
                keep.addEvidence(e);
            for (const QString &c : dup.rewriteConditions)
                if (!keep.rewriteConditions.contains(c))
                    keep.rewriteConditions << c;
            if (severityRank(dup.severity) < severityRank(keep.severity))
                keep.severity = dup.severity;
            keep.confidence = qMax(keep.confidence, dup.confidence);
            // A measured impact over a prior; of two of the same kind, the larger.
            if ((keep.impactPrior && !dup.impactPrior && dup.impact >= 0)
                || (keep.impactPrior == dup.impactPrior && dup.impact > keep.impact)) {
                keep.impact = dup.impact;
                keep.impactBasis = dup.impactBasis;
                keep.impactPrior = dup.impactPrior;
            }
            if (keep.pattern.isEmpty())
                keep.pattern = dup.pattern;
            if (keep.explanation.isEmpty())
                keep.explanation = dup.explanation;
            keep.stale = keep.stale || dup.stale;
            findings.removeAt(j);
        }
}

namespace {

void climb(Diagnosis &d, const QString &from, const QString &to, const QString &reason)
{
    d.escalations.append({ from, to, reason });
    d.levelsReached << to;
}

// Adds a rung's findings and records what it added.
void record(Diagnosis &d, const QString &level, const LevelOutcome &o)
{
    QStringList added = addFindings(d.findings, o.findings);
    added.removeDuplicates();
    d.ladder.append({ level, added, o.reason });
}

void estimateAll(const EvidenceBundle &k, Diagnosis &d)
{
    for (Finding &f : d.findings)
        estimateImpact(k, f);
    rankFindings(d.findings, d.bottleneck);
}

// L4 for the decisive finding only: its cause is a compiler decision and compiler knowledge exists.
void askCompiler(Diagnosis &d, const EvidenceBundle &k, const QList<CompilerKnowledge> &knowledge, const QString &dir)
{
    if (d.findings.isEmpty() || d.decisive.isEmpty() || !isCompilerDecision(d.findings.constFirst().category)
        || knowledge.isEmpty())
        return;
    climb(d, d.levelsReached.constLast(), QStringLiteral("L4"),
        ladderText(
            QT_TRANSLATE_NOOP("Diagnosis", "the decisive finding %1 is a compiler decision: ask which condition blocked it"),
            { d.decisive }));
    QList<Finding> one { d.findings.constFirst() };
    const LevelOutcome l4 = compilerEscalation(k, one, knowledge, dir);
    d.findings.first() = one.constFirst();
    d.ladder.append({ QStringLiteral("L4"), l4.decisive ? QStringList { d.decisive } : QStringList(), l4.reason });
}

// The best L1 finding of a decisive pattern (impact, then confidence), or null.
const Finding *decisiveL1(const Diagnosis &d, const LevelOutcome &l1)
{
    const Finding *best = nullptr;
    for (const Finding &f : d.findings)
        if (f.level == QLatin1String("L1") && l1.decisivePatterns.contains(f.pattern) && !describesBottleneck(f.category)
            && (!best || f.impact > best->impact || (f.impact == best->impact && f.confidence > best->confidence)))
            best = &f;
    return best;
}

// The launch facts of K: from the task's call and cases when given, else from its source and IR alone.
LaunchFacts launchFactsOf(const EvidenceBundle &k, const LaunchInputs *launch)
{
    LaunchInputs in;
    if (launch) {
        in = *launch;
    } else {
        in.kernelText = k.facts.stageText.value(QStringLiteral("source"));
        in.kernelFile = k.sourceFileName();
        if (const BackendInterface *b = targetOf(k); b && !b->hardware().isEmpty())
            in.hardware = b->hardware().first();
    }
    in.kernel = k.kernel;
    in.facts = &k.facts;
    return computeLaunchFacts(in);
}

} // namespace

Diagnosis diagnoseKernel(const EvidenceBundle &k, const QList<Pattern> &patterns, const QList<CompilerKnowledge> &knowledge,
    const QString &compilerSourceDir, const LaunchInputs *launch)
{
    Diagnosis d;
    d.kernel = k.kernel;
    d.backend = k.backend;
    d.launch = launchFactsOf(k, launch);
    d.levelsReached << QStringLiteral("L1");
    const LevelOutcome l1 = patternTriage(k, patterns);
    record(d, QStringLiteral("L1"), l1);
    QString why = l1.reason;
    // L2 reads any profile on disk: the bottleneck is a measurement, never a pattern's guess.
    bool l2Stops = false;
    if (k.hasProfile) {
        climb(d, QStringLiteral("L1"), QStringLiteral("L2"),
            l1.decisive ? ladderText(QT_TRANSLATE_NOOP(
                              "Diagnosis", "a profile is on disk: measure the bottleneck the decisive pattern must explain"))
                        : l1.reason);
        const LevelOutcome l2 = profilingDiagnosis(k);
        record(d, QStringLiteral("L2"), l2);
        d.bottleneck = l2.bottleneck;
        l2Stops = l2.decisive;
        why = l2.reason;
    }
    estimateAll(k, d);
    // An L1 finding stops the climb only when it explains the measured bottleneck, or nothing is measured.
    const Finding *lead = decisiveL1(d, l1);
    // The L1 rung names the decisive pattern the ladder goes on with, the one of largest impact, which is the
    // one its end names; the most confident one it named before was, with several decisive, often another.
    if (lead && lead->pattern != l1.decisivePattern)
        for (LadderStep &s : d.ladder)
            if (s.level == QLatin1String("L1"))
                s.note = ladderText(QT_TRANSLATE_NOOP("Diagnosis",
                                        "pattern %1 is decisive (confidence %2 ≥ %3, its evidence present), the one of "
                                        "largest impact of %4 decisive patterns"),
                    { lead->pattern, QString::number(lead->confidence, 'f', 2),
                        QString::number(PatternMatch::DecisiveConfidence, 'f', 2), QString::number(l1.decisivePatterns.size()) });
    bool stop = false;
    // It must also matter: a side issue worth a few percent (measured, or by its prior) does not end the
    // search for the cause.
    if (lead && explainsBottleneck(lead->category, d.bottleneck) && lead->impact >= 0.25) {
        stop = true;
        why = d.bottleneck.isEmpty()
            ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "pattern %1 is decisive and nothing is measured"), { lead->pattern })
            : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "pattern %1 is decisive and explains the measured %2"),
                  { lead->pattern, d.bottleneck });
    } else if (l2Stops) {
        stop = true;
    }
    if (!stop) {
        const QString reason = !lead ? why
            : !explainsBottleneck(lead->category, d.bottleneck)
            ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "decisive pattern %1 (%2) does not explain the measured %3"),
                  { lead->pattern, lead->category, d.bottleneck })
            : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "decisive pattern %1 explains only %2 % of the time: look for the cause"),
                  { lead->pattern, QString::number(std::round(lead->impact * 100)) });
        if (k.hasIr) {
            climb(d, d.levelsReached.constLast(), QStringLiteral("L3"),
                k.hasProfile ? reason : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1; no profile, L2 skipped"), { reason }));
            const LevelOutcome l3 = irAttribution(k);
            record(d, QStringLiteral("L3"), l3);
            why = l3.reason;
            estimateAll(k, d);
        } else if (k.hasProfile) {
            why = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1; no IR to attribute it to a source line"), { why });
        } else {
            why = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1; no profile and no IR: nothing to climb to"), { why });
        }
    }
    placeByProfile(k, d.findings);
    citeLaunch(k, d.findings);
    applyStaleness(k, d);
    reportMissingEvidence(k, d);
    deferSymptoms(k, d.findings);
    // A rung that moved a finding to the line of another of its category made them one cause at one place.
    mergeSameFindings(d.findings);
    rankFindings(d.findings, d.bottleneck);
    if (!d.findings.isEmpty() && !describesBottleneck(d.findings.constFirst().category))
        d.decisive = d.findings.constFirst().id();
    askCompiler(d, k, knowledge, compilerSourceDir);
    for (const QString &l : std::as_const(d.levelsReached))
        if ((l == QLatin1String("L1")) || (l == QLatin1String("L2") && k.hasProfile)
            || ((l == QLatin1String("L3") || l == QLatin1String("L4")) && k.hasIr))
            if (d.levelHeld.isEmpty() || l > d.levelHeld)
                d.levelHeld = l;
    d.stopReason = d.decisive.isEmpty()
        ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1; no cause found"), { why })
        : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1; decisive finding: %2"), { why, d.decisive });
    return d;
}

namespace {

// Reads the knowledge base, gets the evidence (READ returns the bundles) and climbs the ladder for each kernel.
template<typename Read> DiagnosisReport diagnoseWith(const DiagnosisRequest &request, const JobControl &control, Read read)
{
    DiagnosisReport report;
    if (!QFileInfo::exists(request.path)) {
        report.error = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1: no such file or folder"), { request.path });
        return report;
    }
    QList<Pattern> patterns;
    QList<CompilerKnowledge> knowledge;
    {
        KnowledgeBase kb;
        if (kb.open(request.knowledgeBase)) {
            patterns = kb.patterns();
            knowledge = kb.compilerKnowledge();
        } else {
            report.diagnostics.warn(request.knowledgeBase, 0,
                ladderText(
                    QT_TRANSLATE_NOOP("Diagnosis", "knowledge base unavailable, L1 and L4 run without it: %1"), { kb.error() }));
        }
    }
    const QList<EvidenceBundle> bundles = read(report.diagnostics);
    if (control.cancelled()) {
        report.cancelled = true;
        return report;
    }
    if (bundles.isEmpty()) {
        report.error = request.kernel.isEmpty()
            ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1: no kernel, IR or profile found"), { request.path })
            : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1: no kernel named %2"), { request.path, request.kernel });
        return report;
    }
    int done = 0;
    for (const EvidenceBundle &b : bundles) {
        if (control.cancelled()) {
            report.cancelled = true;
            break;
        }
        report.kernels.append(diagnoseKernel(b, patterns, knowledge, request.compilerSourceDir, request.launch.get()));
        report.diagnostics.warnings += report.kernels.constLast().warnings;
        control.report(80 + 20 * ++done / int(bundles.size()), 100, b.kernel);
    }
    return report;
}

} // namespace

DiagnosisReport diagnose(const DiagnosisRequest &request, const JobControl &control)
{
    return diagnoseWith(request, control,
        [&](Diagnostics &diagnostics) { return collectEvidence(request.path, request.kernel, diagnostics, control); });
}

DiagnosisReport diagnose(const DiagnosisRequest &request, const EvidenceInputs &read, const JobControl &control)
{
    return diagnoseWith(request, control, [&](Diagnostics &diagnostics) { return collectEvidence(read, diagnostics); });
}

QJsonObject DiagnosisReport::toJson() const
{
    QJsonObject doc;
    if (kernels.size() == 1) {
        doc = kernels.constFirst().toJson();
    } else {
        QJsonArray arr;
        for (const Diagnosis &d : kernels)
            arr.append(d.toJson());
        doc.insert(QStringLiteral("kernels"), arr);
    }
    diagnostics.addTo(doc);
    return doc;
}

} // namespace Lowerscope
