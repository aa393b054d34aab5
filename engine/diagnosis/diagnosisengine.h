// SPDX-License-Identifier: MIT
#pragma once

#include "evidencebundle.h"
#include "finding.h"
#include "kb/pattern.h"
#include "launchfacts.h"

#include <QMetaType>
#include <memory>

namespace Lowerscope {

struct DiagnosisRequest {
    QString path;
    QString kernel; // empty: every kernel found
    QString knowledgeBase; // SQLite file; opened (and seeded when new) in the worker
    QString compilerSourceDir; // optional Triton checkout for L4 source locations
    // The task's call, cases and hardware the launch facts are computed for (a task folder's); null: from the
    // kernel's source and IR alone (no case: no grid).
    std::shared_ptr<const LaunchInputs> launch;
};

struct DiagnosisReport {
    QList<Diagnosis> kernels;
    Diagnostics diagnostics;
    bool cancelled = false;
    QString error; // nothing usable could be read
    // docs/diagnosis.md: one kernel's object, or {"kernels": [...]} when there are several.
    QJsonObject toJson() const;
};

// Climbs the ladder for one kernel (docs/diagnosis.md): L1 patterns; L2 profile when L1 is not decisive;
// L3 IR when the bottleneck needs a structural cause; L4 compiler knowledge when a compiler decision is the
// cause. Every step up is recorded in escalations[] with its reason.
// LAUNCH (optional): the task's call, cases and hardware for the launch facts (Diagnosis::launch).
Diagnosis diagnoseKernel(const EvidenceBundle &kernel, const QList<Pattern> &patterns, const QList<CompilerKnowledge> &knowledge,
    const QString &compilerSourceDir = {}, const LaunchInputs *launch = nullptr);

// Findings with the same id (the same cause at the same place) made one: evidence and conditions united, the
// highest severity and confidence, a measured impact over a prior. The first keeps its place in the order.
void mergeSameFindings(QList<Finding> &findings);

// Reads the evidence and diagnoses every kernel. Thread-safe (opens its own knowledge-base connection);
// `lowerscope diagnose` calls it.
DiagnosisReport diagnose(const DiagnosisRequest &request, const JobControl &control = {});
// Diagnoses what was already read (the analysis of a path, engine/analysis, reads each file once and passes
// its trajectories and profile here).
DiagnosisReport diagnose(const DiagnosisRequest &request, const EvidenceInputs &read, const JobControl &control = {});

} // namespace Lowerscope

Q_DECLARE_METATYPE(Lowerscope::DiagnosisReport)
