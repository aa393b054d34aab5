// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer.h"

#include "runners/consent.h"
#include "runners/runner.h"
#include "workspace/round.h"

#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace Lowerscope {
class Workspace;
struct DiagnosisReport; // diagnosis/diagnosisengine.h
}

namespace Lowerscope::Optimize {

// The parts of the loop that `lowerscope optimize` and the desktop share (docs/optimize.md, "A step"): the
// options from the knowledge base, the tasks registered with their baselines, and one step split where the
// callers differ (consent on a terminal or in a dialog; a runner driven to its end or by an event loop).

// OPTIONS completed for TASKS from the knowledge base KB (opened, seeded when new): its patterns and compiler
// knowledge, the first hardware model of the first task's backend, and the harness's static checks.
bool loadLoopKnowledge(OptimizeOptions &options, const QString &kb, const QList<OpTask> &tasks, QString *error);

// Registers TASKS with OPTIMIZER. Without RESUME a task whose operator already has rounds in the workspace is
// refused (continue them with --resume); with a baseline log every task must be in it.
bool registerTasks(Optimizer &optimizer, const Workspace &workspace, const QList<OpTask> &tasks, const QHash<QString, Baseline> &baselines,
                   bool resume, QString *error);

// A candidate as the user reviews it before it runs: the consent item (the diff against the task's kernel) and,
// for a round's candidate, the round as recorded (hypothesis, level, rewrite_origin, evidence, the findings it
// acted on, and a model's exchange: reviewOf, llmproposer.h).
struct CandidateReview {
    ConsentItem item;
    std::optional<Round> round;
};

// One planned step: the jobs of every operator, the runner batch that carries them and what needs consent.
struct PlannedStep {
    QList<Job> jobs;
    RunBatch batch;
    QList<CandidateReview> reviews; // the candidates that need consent, in request order
    QList<StepNote> notes;
    bool finished() const { return jobs.isEmpty(); }
};

// Plans one step (Optimizer::plan), builds its batch in WORKSPACE's folder and registers it there as run or
// exported by RUNNERNAME (registerBatch, runners/runrecord.h); nullopt with ERROR on failure.
std::optional<PlannedStep> planStep(Optimizer &optimizer, Workspace &workspace, const QString &runnerName, QString *error);

// Finishes the rounds and evidence of JOBS from RESULTS, the one rule of every caller (optimize, the desktop,
// agent validate and record, --results): a job whose request was cancelled or preempted, or has no result,
// stays started (its evidence pending) and runs again; the others are finished (Optimizer::record).
bool finishJobs(Optimizer &optimizer, const QList<Job> &jobs, const QList<RunResult> &results, QList<StepNote> *notes, QString *error);

// After the runner: records the runs (one transaction), then finishes the rounds and evidence whose request
// ended. A request that was cancelled or preempted leaves its round started (and its evidence pending), so that
// --resume, or the next start in the desktop, runs it again.
bool recordStep(Optimizer &optimizer, Workspace &workspace, const PlannedStep &step, const QString &runnerName, const QList<RunResult> &results,
                QList<StepNote> *notes, QString *error);

// An offline profile's step (docs/runners.md, "Offline bundles"): the batch exported as ARCHIVE (empty:
// WORKSPACE/optimize/bundles/BATCH.tar.gz), returned absolute; the rounds stay started until its results come back.
QString exportStep(const PlannedStep &step, const RunnerProfile &profile, const Workspace &workspace, const QString &archive, QString *error);

// An offline step's results (docs/runners.md, "Offline bundles"): ARCHIVE (or a bundle folder after its run)
// imported into the workspace (importRuns: the runs once), then the unfinished rounds and evidence it carries are
// finished. Those it does not hold, or holds as cancelled or preempted (a run stopped at its time limit), stay
// started: the next step runs them again.
struct ImportedStep {
    QString batch;
    int results = 0;  // in the archive
    int finished = 0; // unfinished rounds or evidence requests it finished
};
std::optional<ImportedStep> importStep(Optimizer &optimizer, Workspace &workspace, const QString &archive, QList<StepNote> *notes, QString *error);

// The ladder on every kernel of FOLDER (its evidence read once) with the given knowledge: the loop's diagnosis.
std::shared_ptr<const DiagnosisReport> diagnoseKernelFolder(const QString &folder, const QList<Pattern> &patterns,
                                                            const QList<CompilerKnowledge> &knowledge);

// The ladder the loop climbs for operator OP's best kernel so far (its best accepted round's kernel, else
// INITIALSOURCE): the diagnosis of the folder the loop diagnoses it in (its evidence when acquired, else its
// source), with the patterns of the operator's BACKEND. Null when the loop has not diagnosed that kernel.
std::shared_ptr<const DiagnosisReport> bestKernelLadder(const Optimizer &optimizer, const Workspace &workspace, const QString &op, const QString &backend,
                                                        const QString &initialSource, const OptimizeOptions &options);

} // namespace Lowerscope::Optimize
