// SPDX-License-Identifier: MIT
#include "demofindings.h"

#include "diagnosis/diagnosisengine.h"

namespace Lowerscope::Demo {

QJsonArray diagnosedFindings(const QString &path, const QString &kb, QString *level)
{
    DiagnosisRequest request;
    request.path = path;
    request.knowledgeBase = kb;
    const DiagnosisReport report = diagnose(request);
    QJsonArray findings;
    if (report.kernels.isEmpty())
        return findings;
    const Diagnosis &d = report.kernels.constFirst();
    *level = d.levelsReached.isEmpty() ? QString() : d.levelsReached.constLast();
    for (const Finding &f : d.findings)
        findings.append(f.toJson());
    return findings;
}

} // namespace Lowerscope::Demo
