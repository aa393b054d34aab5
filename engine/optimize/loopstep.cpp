// SPDX-License-Identifier: MIT
#include "loopstep.h"
#include "core/enginetext.h"

#include "jobbatch.h"

#include "core/backendregistry.h"
#include "kb/knowledgebase.h"
#include "runners/bundle.h"
#include "runners/runrecord.h"
#include "tasks/harness.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonObject>
#include <QHash>
#include <QSet>

namespace Lowerscope::Optimize {

bool loadLoopKnowledge(OptimizeOptions &options, const QString &kb, const QList<OpTask> &tasks, QString *error)
{
    KnowledgeBase base;
    if (!base.open(kb)) {
        *error = base.error();
        return false;
    }
    options.patterns = base.patterns();
    options.knowledge = base.compilerKnowledge();
    // The bound of a case comes from the backend's first hardware model (docs/tasks.md); a backend without one
    // (a plain-Python task) has no bound, so its gap is unknown and no evidence is acquired for it.
    if (!tasks.isEmpty())
        if (const BackendInterface *backend = BackendRegistry::instance().backend(tasks.first().backend); backend && !backend->hardware().isEmpty())
            options.hardware = backend->hardware().first();
    options.staticCheck = Harness::staticReasons; // run locally: standard library only
    return true;
}

bool registerTasks(Optimizer &optimizer, const Workspace &workspace, const QList<OpTask> &tasks, const QHash<QString, Baseline> &baselines,
                   bool resume, QString *error)
{
    for (const OpTask &t : tasks) {
        const qsizetype recorded = workspace.rounds(t.name).size();
        if (!resume && recorded > 0) {
            *error = EngineText::english("Cli", "%1: the workspace already has %n round(s) of %2; continue them with --resume", nullptr, int(recorded))
                         .arg(t.folder, t.name);
            return false;
        }
        if (!baselines.isEmpty() && !baselines.contains(t.name)) {
            *error = EngineText::english("Cli", "%1: %2 has no accepted initial kernel in the baseline log").arg(t.folder, t.name);
            return false;
        }
        const auto baseline = baselines.constFind(t.name);
        if (!optimizer.addTask(t, baseline != baselines.constEnd() ? &baseline.value() : nullptr, error))
            return false;
    }
    return true;
}

std::optional<PlannedStep> planStep(Optimizer &optimizer, Workspace &workspace, const QString &runnerName, QString *error)
{
    PlannedStep step;
    // A model's answer that gives nothing to run is a round (done at once) and never ends the loop: the step asks
    // again until something runs or the operators' rounds are spent.
    do {
        step.jobs = optimizer.plan(&step.notes, error);
        if (!error->isEmpty())
            return std::nullopt;
    } while (step.jobs.isEmpty() && optimizer.modelRoundsSettled() > 0);
    if (step.jobs.isEmpty())
        return step;
    step.batch = batchOf(step.jobs, workspace.folder());
    // Registered before anything runs or is written: only results of these requests are ever recorded.
    if (!registerBatch(workspace, &step.batch, runnerName, error))
        return std::nullopt;
    bool ok = true;
    const QList<ConsentItem> items = consentItems(step.batch, error, &ok);
    if (!ok)
        return std::nullopt;
    for (const ConsentItem &item : items) {
        CandidateReview review{item, std::nullopt};
        for (const Job &job : std::as_const(step.jobs))
            if (job.id == item.requestId && job.round > 0)
                review.round = workspace.findRound(job.op, job.round);
        step.reviews.append(review);
    }
    return step;
}

// A request that was cancelled or preempted, or gave no result, ran to no end: its job stays started.
static bool runsAgain(const RunResult *r)
{
    return !r || r->status == RunStatus::Cancelled || r->status == RunStatus::Preempted;
}

bool finishJobs(Optimizer &optimizer, const QList<Job> &jobs, const QList<RunResult> &results, QList<StepNote> *notes, QString *error)
{
    QHash<QString, const RunResult *> byId;
    for (const RunResult &r : results)
        byId.insert(r.id, &r);
    QList<Job> ended;
    QList<RunResult> endedResults;
    for (const Job &j : jobs) {
        const RunResult *r = byId.value(j.id);
        if (runsAgain(r)) {
            notes->append({j.op, EngineText::english("Optimize", "%1 was cancelled or preempted; it runs again when the loop continues (--resume)")
                                     .arg(j.id)});
            continue;
        }
        ended.append(j);
        endedResults.append(*r);
    }
    return optimizer.record(ended, jobResultsOf(endedResults), notes, error);
}

bool recordStep(Optimizer &optimizer, Workspace &workspace, const PlannedStep &step, const QString &runnerName, const QList<RunResult> &results,
                QList<StepNote> *notes, QString *error)
{
    // The runs first (one transaction, checked against the registered batch), then the rounds: a crash between
    // them loses no result (`agent record` finishes them).
    if (recordRuns(workspace, step.batch, runnerName, results, error) < 0)
        return false;
    return finishJobs(optimizer, step.jobs, results, notes, error);
}

QString exportStep(const PlannedStep &step, const RunnerProfile &profile, const Workspace &workspace, const QString &archive, QString *error)
{
    const QString out = !archive.isEmpty() ? QFileInfo(archive).absoluteFilePath()
                                           : QDir(workspace.folder()).filePath(QStringLiteral("optimize/bundles/%1.tar.gz").arg(step.batch.id));
    QDir().mkpath(QFileInfo(out).absolutePath());
    if (!exportBundle(step.batch, profile, out, error))
        return {};
    return out;
}

std::optional<ImportedStep> importStep(Optimizer &optimizer, Workspace &workspace, const QString &archive, QList<StepNote> *notes, QString *error)
{
    int recorded = 0;
    const std::optional<ImportedResults> imported = importRuns(workspace, archive, &recorded, error);
    if (!imported)
        return std::nullopt;
    const QList<Job> pending = optimizer.pendingJobs(error);
    if (!error->isEmpty())
        return std::nullopt;
    // The unfinished jobs this batch was exported for (a job exported again later belongs to that later batch).
    QList<Job> jobs;
    QList<RunResult> results;
    for (const Job &j : pending) {
        const auto current = workspace.currentRequest(j.id);
        if (!current || current->batch != imported->batch.id)
            continue;
        for (const RunResult &r : imported->results)
            if (r.id == j.id) {
                jobs.append(j);
                results.append(r);
            }
    }
    if (!finishJobs(optimizer, jobs, results, notes, error))
        return std::nullopt;
    int finished = 0;
    for (const RunResult &r : std::as_const(results))
        finished += !runsAgain(&r);
    return ImportedStep{imported->batch.id, int(imported->results.size()), finished};
}

std::shared_ptr<const DiagnosisReport> bestKernelLadder(const Optimizer &optimizer, const Workspace &workspace, const QString &op, const QString &backend,
                                                        const QString &initialSource, const OptimizeOptions &options)
{
    QString source = initialSource;
    if (const auto best = optimizer.bestRound(op))
        if (const auto v = workspace.kernelVersion(best->resultVersion))
            source = v->source;
    const QString hash12 = QString::fromLatin1(QCryptographicHash::hash(source.toUtf8(), QCryptographicHash::Sha256).toHex().left(12));
    const QString folder = kernelDiagnosisFolder(optimizer.folderOf(op), hash12);
    if (!QFileInfo::exists(folder))
        return nullptr;
    QList<Pattern> patterns;
    QList<CompilerKnowledge> knowledge;
    knowledgeForBackend(backend, options.patterns, options.knowledge, &patterns, &knowledge);
    return diagnoseKernelFolder(folder, patterns, knowledge);
}

} // namespace Lowerscope::Optimize
