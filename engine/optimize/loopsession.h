// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer.h"
#include "runners/consent.h"
#include "runners/runner.h"
#include "workspace/round.h"
#include "workspace/workspace.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <limits>
#include <memory>
#include <optional>

namespace Lowerscope {
struct DiagnosisReport; // diagnosis/diagnosisengine.h
}

namespace Lowerscope::Optimize {

// The loop, set up once (docs/optimize.md, "A step"): `lowerscope optimize`, the `agent` commands and the
// desktop's LoopDriver are thin layers over a LoopSession. It opens the workspace, reads the tasks and their
// baselines, loads the knowledge base (the patterns and compiler knowledge of each task's backend, the
// harness's static checks), takes each task's hardware model from the device it was made for (OpTask::hardware),
// registers the tasks with the optimizer, and offers the steps: plan (rounds and evidence as one registered
// runner batch), export (an offline bundle), run, record (the runs, then the rounds), import (an offline step's
// results). The callers differ only in how they ask consent and drive the runner.

// Where the tasks come from: the folders given, and with AgentSession also those `agent start` stored in the
// workspace (with its baseline log).
struct SessionSpec {
    QString workspace;
    Workspace::OpenMode openMode = Workspace::OpenMode::Create;
    QString knowledgeBase;
    QStringList taskDirs;
    QString baselineLog; // empty: no frozen baseline (AgentSession: the stored one unless given)
    bool agentSession = false;
    QString only; // register only this operator (agent diagnose and propose)
    // Without resume a task whose operator already has rounds or evidence requests is refused (continue with --resume).
    bool resume = false;
    int rounds = 4;
    int candidates = 1;
    EvidenceArm evidence = EvidenceArm::Progressive; // what the proposer is shown (ablate, agent --evidence)
    std::function<LlmProposal(const ProposalContext &)> propose; // a model's (or an agent's) rewrite per step
};

// A candidate as the user reviews it before it runs: the consent item (the diff against the task's kernel) and,
// for a round's candidate, the round as recorded (hypothesis, level, rewrite_origin, evidence, the findings it
// acted on, and a model's exchange: reviewOf, llmproposer.h).
struct CandidateReview {
    ConsentItem item;
    std::optional<Round> round;
};

// One planned step: the jobs of every operator, the runner batch that carries them (registered in the
// workspace) and what needs consent.
struct PlannedStep {
    QList<Job> jobs;
    RunBatch batch;
    QList<CandidateReview> reviews; // the candidates that need consent, in request order
    QList<StepNote> notes;
    bool finished() const { return jobs.isEmpty(); }
};

// An offline step's results, imported: the batch, the results the archive held, and the unfinished rounds or
// evidence requests it finished.
struct ImportedStep {
    QString batch;
    int results = 0;
    int finished = 0;
};

// What `agent record` finished from the runs the workspace holds, and the requests still waiting for one.
struct HeldRecord {
    QList<Job> jobs;
    QStringList waiting;
};

class LoopSession {
public:
    // Opens SPEC's workspace and tasks; null with ERROR (naming the file) when any part is unusable.
    static std::unique_ptr<LoopSession> open(const SessionSpec &spec, QString *error);

    Workspace &workspace() { return m_ws; }
    const Workspace &workspace() const { return m_ws; }
    Optimizer &optimizer() { return *m_optimizer; }
    const Optimizer &optimizer() const { return *m_optimizer; }
    const QList<OpTask> &tasks() const { return m_optimizer->tasks(); }
    const OptimizeOptions &options() const { return m_options; }
    QString baselineLog() const { return m_baselineLog; }
    // What opening noticed without refusing (a task's hardware model the backend does not have).
    QStringList warnings() const { return m_warnings; }

    // The most steps the loop takes (until every operator is done): each round can wait for a dump and a
    // profile of the kernel it starts from (evidence first), so three steps a round.
    int maxSteps() const
    {
        return m_options.rounds > std::numeric_limits<int>::max() / 3 ? std::numeric_limits<int>::max() : 3 * m_options.rounds;
    }

    // The folders and baseline of this session stored as the workspace's agent session (agent start).
    bool saveAgentSession(QString *error);

    // Plans one step (Optimizer::plan; a model's answer that gives nothing to run is a round and the step asks
    // again), builds its batch in the workspace's folder and registers it there as run or exported by RUNNERNAME
    // (registerBatch, runners/runrecord.h) before anything runs or is written; nullopt with ERROR on failure.
    std::optional<PlannedStep> plan(const QString &runnerName, QString *error);
    // The jobs earlier steps left unfinished as a step of their own, registered like plan's (agent validate).
    std::optional<PlannedStep> pending(const QString &runnerName, QString *error);
    // The step's batch on PROFILE to its end (createRunner, runToEnd); LOG gets each request's log lines.
    QList<RunResult> run(const PlannedStep &step, const RunnerProfile &profile, QString *error,
        const std::function<void(const QString &, const QString &)> &log = {});
    // An offline profile's step (docs/runners.md, "Offline bundles"): the batch exported as ARCHIVE (empty:
    // WORKSPACE/optimize/bundles/BATCH.tar.gz), returned absolute; the rounds stay started until its results come back.
    QString exportStep(const PlannedStep &step, const RunnerProfile &profile, const QString &archive, QString *error);
    // After the runner: records the runs (one transaction, checked against the registered batch), then finishes
    // the rounds and evidence whose request ended (finishJobs). A crash between the two loses no result (recordHeld).
    bool record(const PlannedStep &step, const QString &runnerName, const QList<RunResult> &results, QList<StepNote> *notes,
        QString *error);
    // An offline step's results (ARCHIVE, or a bundle folder after its run) imported into the workspace
    // (importRuns: the runs once), then the unfinished rounds and evidence it carries are finished. Those it does
    // not hold, or holds as cancelled or preempted, stay started: the next step runs them again.
    std::optional<ImportedStep> import(const QString &archive, QList<StepNote> *notes, QString *error);
    // Finishes the unfinished jobs from the runs the workspace already holds (`bundle import`, or a step
    // interrupted between its runs and its rounds): only the run of the request each job was last exported as,
    // once that request is finished. The others stay started (HeldRecord::waiting).
    std::optional<HeldRecord> recordHeld(QList<StepNote> *notes, QString *error);

    // The ladder of OP's best kernel: the diagnosis the last plan (or inspect) made of it; before this session
    // diagnosed it (a step that only continues unfinished rounds), the one the loop made earlier, read back
    // (bestKernelLadder); null when there is none.
    std::shared_ptr<const DiagnosisReport> ladder(const QString &op) const;

private:
    LoopSession() = default;
    std::optional<PlannedStep> registered(PlannedStep step, const QString &runnerName, QString *error);

    Workspace m_ws;
    OptimizeOptions m_options;
    QString m_baselineLog;
    QStringList m_warnings;
    std::unique_ptr<Optimizer> m_optimizer;
};

// Finishes the rounds and evidence of JOBS from RESULTS, the one rule of every caller: a job whose request was
// cancelled or preempted, or has no result, stays started (its evidence pending) and runs again; the others
// are finished (Optimizer::record).
bool finishJobs(
    Optimizer &optimizer, const QList<Job> &jobs, const QList<RunResult> &results, QList<StepNote> *notes, QString *error);

// The ladder the loop climbed for operator OP's best kernel so far (its best accepted round's kernel, else
// INITIALSOURCE), read back from the workspace without planning: the diagnosis of the folder the loop diagnoses it
// in (its evidence when acquired, else its source), with the patterns of the operator's BACKEND. Null when the
// loop has not diagnosed that kernel. For a workspace no session has open (the desktop's Optimize tab on a folder).
std::shared_ptr<const DiagnosisReport> bestKernelLadder(const Optimizer &optimizer, const Workspace &workspace, const QString &op,
    const QString &backend, const QString &initialSource, const OptimizeOptions &options);

// The patterns and compiler knowledge of the knowledge base KB (opened, seeded when new) into OPTIONS, with the
// harness's static checks.
bool loadLoopKnowledge(OptimizeOptions &options, const QString &kb, QString *error);

} // namespace Lowerscope::Optimize
