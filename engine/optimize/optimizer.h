// SPDX-License-Identifier: MIT
#pragma once

#include "core/backend.h"
#include "diagnosis/finding.h"
#include "escalation.h"
#include "kb/pattern.h"
#include "llmproposer.h"
#include "optask.h"
#include "recipes.h"
#include "workspace/round.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace Lowerscope {
class Workspace;
struct RoundRecord;
struct DiagnosisReport; // diagnosis/diagnosisengine.h
} // namespace Lowerscope

namespace Lowerscope::Optimize {

// The baseline of one operator from a harness log (docs/results/harness-selftest-*.json): the initial kernel's
// sha256 and per case its median time and the PyTorch reference's.
struct Baseline {
    QString initialSha256;
    QString log; // the file it came from
    struct Case {
        QString name;
        std::optional<double> initialMs;
        std::optional<double> referenceMs;
    };
    QList<Case> cases;
};
// Reads a harness self-test log: operator name -> baseline; nullopt with a message naming the file on error.
std::optional<QHash<QString, Baseline>> readBaselineLog(const QString &path, QString *error);

// One harness run the loop asks a runner for: a candidate of a round, or the current best kernel again with
// evidence (a dump, or a dump and a profile).
enum class JobKind { Round, Dump, Profile };
struct Job {
    QString id; // "<operator>.r<index>" for a round, "<operator>.e<hash12>" for evidence (guessable: results are
                // accepted only for the request registered for it, runners/runrecord.h); never parsed back
    JobKind kind = JobKind::Round;
    QString op;
    QString taskDir;
    QString candidate; // the candidate kernel file (in the workspace folder)
    int round = 0; // the round's index (a Round job)
    QString kernelHash12; // the evidence's kernel: the first 12 hex digits of its content hash (Dump, Profile)
    QString diff; // the task's kernel -> the candidate, for consent
    QString origin = QStringLiteral("recipe"); // who wrote the candidate: user (the task's own kernel) | recipe | llm

    bool isEvidence() const { return kind != JobKind::Round; }
    QString kindName() const; // round | dump | profile (agent --json)
};

// What came back for a job: ran (the harness wrote a result; `result` is its JSON) or not (`error` says why),
// and the evidence folder when one was asked for.
struct JobResult {
    QString id;
    bool ran = false;
    QJsonObject result;
    QString evidenceDir;
    QString error;
};

// What the proposer is shown, the one thing an ablation's arms differ in (docs/optimize.md, "Ablation"):
// Surface: the kernel, its cases and the measured times (no finding, no acquisition); Progressive: the ladder,
// climbed only as high as the gap requires (decideEscalation); Deep: the dump and the profile of every best
// kernel acquired before its rounds, whatever the gap.
enum class EvidenceArm { Surface, Progressive, Deep };
QString evidenceArmName(EvidenceArm arm);
std::optional<EvidenceArm> evidenceArmFromName(const QString &name);

struct OptimizeOptions {
    EvidenceArm evidence = EvidenceArm::Progressive;
    int rounds = 4; // rounds per operator, in all (counting earlier sessions)
    int candidates = 1; // rounds per operator in one step (one runner call)
    double minGain = 1.02; // a valid rewrite is kept only when it beats the best so far by this factor
    QList<Pattern> patterns;
    QList<CompilerKnowledge> knowledge;
    // Runs the harness's static checks on a candidate (file, entry, initial text) -> the reasons it is
    // rejected, each {check, line, message}; empty function: no local pre-check.
    std::function<QJsonArray(const QString &file, const QStringList &entry, const QString &initialFile)> staticCheck;
    // A model's rewrite for one operator's step (LlmProposer::propose, docs/llm.md); empty: recipes only. With it,
    // each step's first round per operator is the model's and the recipes fill the step's other candidates.
    std::function<LlmProposal(const ProposalContext &)> propose;
};

// The patterns and compiler knowledge that apply to a task's BACKEND (a kernel file alone does not name one).
void knowledgeForBackend(const QString &backend, const QList<Pattern> &patterns, const QList<CompilerKnowledge> &knowledge,
    QList<Pattern> *patternsOut, QList<CompilerKnowledge> *knowledgeOut);
// Where the loop diagnoses a kernel of an operator (OPERATORFOLDER = WORKSPACE/optimize/OP) whose sha256 starts
// with HASH12: its acquired evidence when there is some, else the folder holding only its source.
QString kernelDiagnosisFolder(const QString &operatorFolder, const QString &hash12);
// The ladder on every kernel of FOLDER (its evidence read once) with the given knowledge: the loop's diagnosis.
// LAUNCH (optional): the task's call, cases and hardware, for the launch facts of each kernel.
std::shared_ptr<const DiagnosisReport> diagnoseKernelFolder(const QString &folder, const QList<Pattern> &patterns,
    const QList<CompilerKnowledge> &knowledge, const LaunchInputs *launch = nullptr);

// What one step of the loop did for an operator (for progress lines and the GUI).
struct StepNote {
    QString op;
    QString note;
};

// The embedded optimization loop (docs/optimize.md): per operator, per step, it diagnoses the best kernel so far
// with the evidence it holds, decides whether to acquire more (escalation), picks rewrites from the findings by
// impact (recipes), records them as started rounds, and, when the runner's results come back, finishes them.
// All state is in the workspace (rounds, kernel versions, the evidence ledger, the exported requests) and its
// folder (candidate files under optimize/OP/, evidence files under optimize/OP/evidence/HASH/), so a later session
// continues where this one stopped.
class Optimizer {
public:
    Optimizer(Workspace &workspace, OptimizeOptions options);

    // Registers the task's operator (initial kernel, cases with the baseline when given). Errors name the task.
    bool addTask(const OpTask &task, const Baseline *baseline, QString *error);
    const QList<OpTask> &tasks() const { return m_tasks; }

    // Plans one step for every operator: unfinished rounds are run again; otherwise new rounds are picked and
    // recorded as started (a candidate the static checks reject is recorded as done at once, rejected). Returns
    // the jobs to run; empty when every operator is done.
    QList<Job> plan(QList<StepNote> *notes, QString *error);
    // How many of the last plan()'s rounds were a model's answer that gave nothing to run (recorded done at once).
    int modelRoundsSettled() const { return m_modelRoundsSettled; }
    // The jobs a step left unfinished: started rounds and evidence asked for (what an offline bundle carried).
    QList<Job> pendingJobs(QString *error) const;
    // Finishes the rounds (and stores the evidence) of a step's results.
    bool record(const QList<Job> &jobs, const QList<JobResult> &results, QList<StepNote> *notes, QString *error);

    // What the next step of OP would work from (agent mode, docs/agent.md), recording nothing: the best kernel and
    // its diagnosis with the evidence held (as a model would be shown them), the escalation's decision, the
    // untried recipe rewrites in the picker's order (the launch shape's, the findings', the search's).
    struct Inspection {
        ProposalContext context;
        QString diagnosed; // the folder the ladder read: the best kernel, and the evidence acquired for it
        QJsonObject acquired; // what was acquired for it, why, failures (its evidence ledger in the workspace)
        QJsonArray history; // the evidence of kernels it superseded: [{kernel: HASH12, acquired: [...]}]
        GapState gap;
        EscalationDecision escalation;
        QList<Candidate> recipes;
        QJsonArray l4Steps;
    };
    std::optional<Inspection> inspect(const QString &op, QString *error) const;

    // The best accepted round of an operator (highest speedup), if any.
    std::optional<Round> bestRound(const QString &op) const;
    QString folderOf(const QString &op) const; // WORKSPACE/optimize/OP

    // Diagnoses a kernel file's folder (source, and evidence when present): the findings of every kernel in it,
    // by impact, and the highest level reached.
    // SUMMARY (optional) gets the first kernel's {bottleneck, stop_reason}.
    static QList<Finding> diagnoseFolder(const QString &folder, const QList<Pattern> &patterns,
        const QList<CompilerKnowledge> &knowledge, QString *levelReached, QJsonArray *l4Steps, QJsonObject *summary = nullptr);
    // The same from a diagnosis already made (REPORT must outlive the findings' evidence).
    static QList<Finding> findingsOf(
        const DiagnosisReport &report, QString *levelReached, QJsonArray *l4Steps, QJsonObject *summary = nullptr);

    // The ladder of OP's best kernel as the last plan() (or inspect()) diagnosed it, null before: what the step's
    // rounds acted on, kept so that nothing diagnoses it again (the desktop's snapshot, agent diagnose).
    std::shared_ptr<const DiagnosisReport> ladder(const QString &op) const { return m_ladders.value(op); }

private:
    struct StepState;
    bool planOperator(const OpTask &task, const QList<Round> &rounds, QList<Job> &jobs, QList<StepNote> *notes, QString *error);
    bool diagnoseBest(StepState &st, QString *error) const;
    GapState gapOf(const StepState &st) const;
    void ruleOutFailedMoves(StepState &st) const;
    EscalationDecision decide(const GapState &gap) const;
    bool escalate(StepState &st, QList<Job> &jobs, QList<StepNote> *notes, QString *error) const;
    ProposalContext contextOf(const StepState &st) const;
    bool evidenceOfStep(StepState &st, QJsonArray *evidence, QString *error) const;
    struct Pick;
    std::optional<Round> recordPick(
        const StepState &st, const Pick &pick, int index, const QJsonArray &evidence, QString *error) const;
    bool recordModelPick(StepState &st, const LlmProposal &proposal, int index, const QJsonArray &evidence, QList<Job> &jobs,
        QList<StepNote> *notes, QString *error);
    std::optional<Job> roundJob(const OpTask &task, const Round &round, QString *error) const;
    bool recordEvidence(const Job &job, const JobResult &res, QList<StepNote> *notes, QString *error);
    RoundRecord roundResult(const Job &job, const JobResult &res) const;
    bool pendingJobs(const OpTask &task, const QList<Round> &rounds, QList<Job> &jobs, QString *error) const;
    QString bestSource(const OpTask &task) const;
    QJsonArray evidenceHistory(const QString &op, const QString &currentHash12) const;
    std::optional<double> bestMs(const OpTask &task) const;

    Workspace &m_ws;
    OptimizeOptions m_opt;
    QList<OpTask> m_tasks;
    QHash<QString, Baseline> m_baselines;
    int m_modelRoundsSettled = 0;
    mutable QHash<QString, std::shared_ptr<const DiagnosisReport>> m_ladders; // op -> its best kernel's last diagnosis
};

} // namespace Lowerscope::Optimize
