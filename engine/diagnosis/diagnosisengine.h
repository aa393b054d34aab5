// SPDX-License-Identifier: MIT
#pragma once

#include "evidencebundle.h"
#include "finding.h"
#include "kb/pattern.h"

#include <QFuture>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <memory>

namespace Lowerscope {

struct DiagnosisRequest {
    QString path;
    QString kernel;            // empty: every kernel found
    QString knowledgeBase;     // SQLite file; opened (and seeded when new) in the worker
    QString compilerSourceDir; // optional Triton checkout for L4 source locations
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
Diagnosis diagnoseKernel(const EvidenceBundle &kernel, const QList<Pattern> &patterns, const QList<CompilerKnowledge> &knowledge,
                         const QString &compilerSourceDir = {});

// Reads the evidence and diagnoses every kernel. Thread-safe (opens its own knowledge-base connection);
// the same call serves `lowerscope diagnose` and the GUI's DiagnosisJob.
DiagnosisReport diagnose(const DiagnosisRequest &request, const CollectControl &control = {});

// Runs diagnose() on a worker thread. Latest request wins: starting again cancels the previous run and its
// result is dropped. The destructor cancels and waits.
class DiagnosisJob : public QObject
{
    Q_OBJECT
public:
    explicit DiagnosisJob(QObject *parent = nullptr);
    ~DiagnosisJob() override;
    void start(const DiagnosisRequest &request);
    void cancel();
    bool isRunning() const { return m_running > 0; }

Q_SIGNALS:
    void progress(int percent, const QString &what);
    void finished(const Lowerscope::DiagnosisReport &report);

private:
    quint64 m_generation = 0;
    int m_running = 0;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QList<QFuture<void>> m_futures;
};

} // namespace Lowerscope

Q_DECLARE_METATYPE(Lowerscope::DiagnosisReport)
