// SPDX-License-Identifier: MIT
// The loop's diagnosis of a kernel folder.
#include "diagnosis/diagnosisengine.h"
#include "diagnosis/evidencebundle.h"
#include "optimizer.h"

#include <algorithm>

namespace Lowerscope::Optimize {

namespace {

int levelRank(const QString &level)
{
    return level.size() == 2 && level.at(0) == QLatin1Char('L') ? level.at(1).digitValue() : 0;
}

} // namespace

std::shared_ptr<const DiagnosisReport> diagnoseKernelFolder(
    const QString &folder, const QList<Pattern> &patterns, const QList<CompilerKnowledge> &knowledge, const LaunchInputs *launch)
{
    auto report = std::make_shared<DiagnosisReport>();
    for (const EvidenceBundle &bundle : collectEvidence(folder, {}, report->diagnostics))
        report->kernels.append(diagnoseKernel(bundle, patterns, knowledge, {}, launch));
    return report;
}

QList<Finding> Optimizer::findingsOf(
    const DiagnosisReport &report, QString *levelReached, QJsonArray *l4Steps, QJsonObject *summary)
{
    QList<Finding> findings;
    for (const Diagnosis &d : report.kernels) {
        if (summary && summary->isEmpty())
            *summary
                = QJsonObject { { QStringLiteral("bottleneck"), d.bottleneck }, { QStringLiteral("stop_reason"), d.stopReason } };
        // The highest level whose evidence was held, not merely climbed to (L4 asked about a source pattern).
        if (levelRank(d.levelHeld) > levelRank(*levelReached))
            *levelReached = d.levelHeld;
        for (const Escalation &e : d.escalations)
            if (e.to == QLatin1String("L4"))
                l4Steps->append(EvidenceItem { QStringLiteral("compiler-knowledge"), QStringLiteral("L4"),
                    d.kernel + QStringLiteral(": ") + e.reason, evidenceCost(QStringLiteral("compiler-knowledge")),
                    {} }.toJson());
        findings += d.findings;
    }
    // Two captures of one kernel in the folder (an autotuned kernel compiled per config) diagnose the same cause
    // at the same place: one finding.
    mergeSameFindings(findings);
    // By impact (unmeasured findings keep their rank order behind the measured ones of larger impact).
    std::stable_sort(findings.begin(), findings.end(), [](const Finding &a, const Finding &b) { return a.impact > b.impact; });
    if (levelReached->isEmpty())
        *levelReached = QStringLiteral("L1");
    return findings;
}

QList<Finding> Optimizer::diagnoseFolder(const QString &folder, const QList<Pattern> &patterns,
    const QList<CompilerKnowledge> &knowledge, QString *levelReached, QJsonArray *l4Steps, QJsonObject *summary)
{
    const std::shared_ptr<const DiagnosisReport> report
        = diagnoseKernelFolder(folder, patterns, knowledge); // held: the findings read into it
    return findingsOf(*report, levelReached, l4Steps, summary);
}

} // namespace Lowerscope::Optimize
