// SPDX-License-Identifier: MIT
#include "loopsession.h"

#include "core/contenthash.h"
#include "core/enginetext.h"
#include "core/userfile.h"
#include "jobbatch.h"
#include "kb/knowledgebase.h"
#include "runners/bundle.h"
#include "runners/runrecord.h"
#include "tasks/calibration.h"
#include "tasks/harness.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Lowerscope::Optimize {

namespace {

// Where sessions were kept before schema version 6; read once into the workspace when found.
QString legacySessionFile(const Workspace &ws)
{
    return QDir(ws.folder()).filePath(QStringLiteral("agent/session.json"));
}

// The stored agent session: the workspace's tables, else a session file of an earlier version (moved in once).
std::optional<AgentSession> storedSession(Workspace &ws, QString *error)
{
    if (std::optional<AgentSession> s = ws.agentSession())
        return s;
    if (!QFileInfo::exists(legacySessionFile(ws)))
        return AgentSession {};
    QByteArray bytes;
    if (!UserFile::read(legacySessionFile(ws), UserFile::MaxDocumentBytes, &bytes, error))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(bytes).object();
    AgentSession s;
    for (const QJsonValue &t : o.value(QStringLiteral("tasks")).toArray())
        s.tasks.append(
            { t.toObject().value(QStringLiteral("name")).toString(), t.toObject().value(QStringLiteral("folder")).toString() });
    s.baselineLog = o.value(QStringLiteral("baseline")).toString();
    if (!ws.setAgentSession(s, error))
        return std::nullopt;
    return s;
}

// A request that was cancelled or preempted, or gave no result, ran to no end: its job stays started.
bool runsAgain(const RunResult *r)
{
    return !r || r->status == RunStatus::Cancelled || r->status == RunStatus::Preempted;
}

} // namespace

bool loadLoopKnowledge(OptimizeOptions &options, const QString &kb, QString *error)
{
    KnowledgeBase base;
    if (!base.open(kb)) {
        *error = base.error();
        return false;
    }
    options.patterns = base.patterns();
    options.knowledge = base.compilerKnowledge();
    options.staticCheck = Harness::staticReasons; // run locally: standard library only
    return true;
}

std::unique_ptr<LoopSession> LoopSession::open(const SessionSpec &spec, QString *error)
{
    std::unique_ptr<LoopSession> s(new LoopSession);
    // The tasks given are read first: a folder that is not a task leaves no workspace behind.
    QList<OpTask> given;
    for (const QString &dir : spec.taskDirs) {
        auto task = readOpTask(QFileInfo(dir).absoluteFilePath(), error);
        if (!task)
            return nullptr;
        given.append(*task);
    }
    if (!s->m_ws.open(spec.workspace, error, spec.openMode))
        return nullptr;
    s->m_baselineLog = spec.baselineLog.isEmpty() ? QString() : QFileInfo(spec.baselineLog).absoluteFilePath();
    QList<OpTask> tasks;
    if (spec.agentSession) {
        const std::optional<AgentSession> stored = storedSession(s->m_ws, error);
        if (!stored)
            return nullptr;
        if (stored->tasks.isEmpty() && given.isEmpty()) {
            *error = EngineText::english(
                "Cli", "%1: no agent session in this workspace; start one with `lowerscope agent start TASK...`")
                         .arg(s->m_ws.folder());
            return nullptr;
        }
        for (const auto &[name, folder] : stored->tasks) {
            auto task = readOpTask(folder, error);
            if (!task)
                return nullptr;
            tasks.append(*task);
        }
        if (s->m_baselineLog.isEmpty())
            s->m_baselineLog = stored->baselineLog;
    }
    for (const OpTask &task : std::as_const(given)) {
        bool known = false;
        for (const OpTask &t : std::as_const(tasks))
            known = known || t.name == task.name;
        if (!known || !spec.agentSession) // a task `agent start` is given again is kept once; elsewhere addTask refuses it
            tasks.append(task);
    }
    if (tasks.isEmpty()) {
        *error = EngineText::english("Optimize", "no task folder was given");
        return nullptr;
    }
    for (const OpTask &task : std::as_const(tasks)) {
        // Calibration (docs/tasks.md): a task whose initial kernel failed calibration is refused with the reason;
        // an imported one never calibrated runs with a warning.
        const TaskGate gate = taskGate(task.folder);
        if (!gate.allowed()) {
            *error = gate.message;
            return nullptr;
        }
        if (gate.state == TaskGate::State::Warning)
            s->m_warnings.append(gate.message);
        if (!task.hardwareNote.isEmpty())
            s->m_warnings.append(task.hardwareNote);
    }
    QHash<QString, Baseline> baselines;
    if (!s->m_baselineLog.isEmpty()) {
        const auto log = readBaselineLog(s->m_baselineLog, error);
        if (!log)
            return nullptr;
        baselines = *log;
    }
    s->m_options.rounds = spec.rounds;
    s->m_options.candidates = spec.candidates;
    s->m_options.evidence = spec.evidence;
    s->m_options.propose = spec.propose;
    if (!loadLoopKnowledge(s->m_options, spec.knowledgeBase, error))
        return nullptr;
    s->m_optimizer = std::make_unique<Optimizer>(s->m_ws, s->m_options);
    for (const OpTask &t : std::as_const(tasks)) {
        if (!spec.only.isEmpty() && t.name != spec.only)
            continue;
        const qsizetype recorded = s->m_ws.rounds(t.name).size();
        if (!spec.resume && recorded > 0) {
            *error = EngineText::english(
                "Cli", "%1: the workspace already has %n round(s) of %2; continue them with --resume", nullptr, int(recorded))
                         .arg(t.folder, t.name);
            return nullptr;
        }
        if (!spec.resume && !s->m_ws.evidenceLedgers(t.name).isEmpty()) { // an acquisition its first rounds wait for
            *error
                = EngineText::english("Cli", "%1: the workspace already holds evidence requested for %2; continue with --resume")
                      .arg(t.folder, t.name);
            return nullptr;
        }
        if (!baselines.isEmpty() && !baselines.contains(t.name)) {
            *error
                = EngineText::english("Cli", "%1: %2 has no accepted initial kernel in the baseline log").arg(t.folder, t.name);
            return nullptr;
        }
        const auto baseline = baselines.constFind(t.name);
        if (!s->m_optimizer->addTask(t, baseline != baselines.constEnd() ? &baseline.value() : nullptr, error))
            return nullptr;
    }
    if (!spec.only.isEmpty() && s->m_optimizer->tasks().isEmpty()) {
        *error = EngineText::english("Optimize", "no task of the session is named %1").arg(spec.only);
        return nullptr;
    }
    return s;
}

bool LoopSession::saveAgentSession(QString *error)
{
    AgentSession stored { {}, m_baselineLog };
    for (const OpTask &t : tasks())
        stored.tasks.append({ t.name, t.folder });
    return m_ws.setAgentSession(stored, error);
}

std::optional<PlannedStep> LoopSession::registered(PlannedStep step, const QString &runnerName, QString *error)
{
    if (step.jobs.isEmpty())
        return step;
    step.batch = batchOf(step.jobs, m_ws.folder());
    // Registered before anything runs or is written: only results of these requests are ever recorded.
    if (!registerBatch(m_ws, &step.batch, runnerName, error))
        return std::nullopt;
    bool ok = true;
    const QList<ConsentItem> items = consentItems(step.batch, error, &ok);
    if (!ok)
        return std::nullopt;
    for (const ConsentItem &item : items) {
        CandidateReview review { item, std::nullopt };
        for (const Job &job : std::as_const(step.jobs))
            if (job.id == item.requestId && job.kind == JobKind::Round)
                review.round = m_ws.findRound(job.op, job.round);
        step.reviews.append(review);
    }
    return step;
}

std::optional<PlannedStep> LoopSession::plan(const QString &runnerName, QString *error)
{
    PlannedStep step;
    // A model's answer that gives nothing to run is a round (done at once) and never ends the loop: the step asks
    // again until something runs or the operators' rounds are spent.
    do {
        step.jobs = m_optimizer->plan(&step.notes, error);
        if (!error->isEmpty())
            return std::nullopt;
    } while (step.jobs.isEmpty() && m_optimizer->modelRoundsSettled() > 0);
    return registered(std::move(step), runnerName, error);
}

std::optional<PlannedStep> LoopSession::pending(const QString &runnerName, QString *error)
{
    PlannedStep step;
    step.jobs = m_optimizer->pendingJobs(error);
    if (!error->isEmpty())
        return std::nullopt;
    return registered(std::move(step), runnerName, error);
}

QList<RunResult> LoopSession::run(const PlannedStep &step, const RunnerProfile &profile, QString *error,
    const std::function<void(const QString &, const QString &)> &log)
{
    std::unique_ptr<Runner> runner = createRunner(profile, error);
    if (!runner)
        return {};
    return runToEnd(*runner, step.batch, error, log);
}

QString LoopSession::exportStep(const PlannedStep &step, const RunnerProfile &profile, const QString &archive, QString *error)
{
    const QString out = !archive.isEmpty()
        ? QFileInfo(archive).absoluteFilePath()
        : QDir(m_ws.folder()).filePath(QStringLiteral("optimize/bundles/%1.tar.gz").arg(step.batch.id));
    QDir().mkpath(QFileInfo(out).absolutePath());
    if (!exportBundle(step.batch, profile, out, error))
        return {};
    return out;
}

bool finishJobs(
    Optimizer &optimizer, const QList<Job> &jobs, const QList<RunResult> &results, QList<StepNote> *notes, QString *error)
{
    QHash<QString, const RunResult *> byId;
    for (const RunResult &r : results)
        byId.insert(r.id, &r);
    QList<Job> ended;
    QList<RunResult> endedResults;
    for (const Job &j : jobs) {
        const RunResult *r = byId.value(j.id);
        if (runsAgain(r)) {
            notes->append({ j.op,
                EngineText::english("Optimize", "%1 was cancelled or preempted; it runs again when the loop continues (--resume)")
                    .arg(j.id) });
            continue;
        }
        ended.append(j);
        endedResults.append(*r);
    }
    return optimizer.record(ended, jobResultsOf(endedResults), notes, error);
}

bool LoopSession::record(
    const PlannedStep &step, const QString &runnerName, const QList<RunResult> &results, QList<StepNote> *notes, QString *error)
{
    // The runs first (one transaction, checked against the registered batch), then the rounds: a crash between
    // them loses no result (recordHeld, `agent record`, finishes them).
    if (recordRuns(m_ws, step.batch, runnerName, results, error) < 0)
        return false;
    return finishJobs(*m_optimizer, step.jobs, results, notes, error);
}

std::optional<ImportedStep> LoopSession::import(const QString &archive, QList<StepNote> *notes, QString *error)
{
    int recorded = 0;
    const std::optional<ImportedResults> imported = importRuns(m_ws, archive, &recorded, error);
    if (!imported)
        return std::nullopt;
    const QList<Job> pendingJobs = m_optimizer->pendingJobs(error);
    if (!error->isEmpty())
        return std::nullopt;
    // The unfinished jobs this batch was exported for (a job exported again later belongs to that later batch).
    QHash<QString, const RunResult *> byId;
    for (const RunResult &r : imported->results)
        byId.insert(r.id, &r);
    QList<Job> jobs;
    QList<RunResult> results;
    for (const Job &j : pendingJobs) {
        const auto current = m_ws.currentRequest(j.id);
        const RunResult *r = byId.value(j.id);
        if (!current || current->batch != imported->batch.id || !r)
            continue;
        jobs.append(j);
        results.append(*r);
    }
    if (!finishJobs(*m_optimizer, jobs, results, notes, error))
        return std::nullopt;
    int finished = 0;
    for (const RunResult &r : std::as_const(results))
        finished += !runsAgain(&r);
    return ImportedStep { imported->batch.id, int(imported->results.size()), finished };
}

std::optional<HeldRecord> LoopSession::recordHeld(QList<StepNote> *notes, QString *error)
{
    const QList<Job> pendingJobs = m_optimizer->pendingJobs(error);
    if (!error->isEmpty())
        return std::nullopt;
    HeldRecord held;
    QList<RunResult> results;
    for (const Job &j : pendingJobs) {
        const auto request = m_ws.currentRequest(j.id);
        const auto run
            = request && request->state == QLatin1String("finished") ? m_ws.findRun(request->batch, j.id) : std::nullopt;
        if (!run) {
            held.waiting.append(j.id);
            continue;
        }
        held.jobs.append(j);
        results.append(runResultOf(*run));
    }
    if (!finishJobs(*m_optimizer, held.jobs, results, notes, error))
        return std::nullopt;
    return held;
}

std::shared_ptr<const DiagnosisReport> LoopSession::ladder(const QString &op) const
{
    if (auto kept = m_optimizer->ladder(op))
        return kept;
    for (const OpTask &t : tasks())
        if (t.name == op)
            return bestKernelLadder(*m_optimizer, m_ws, op, t.backend, t.initialText, m_options);
    return nullptr;
}

std::shared_ptr<const DiagnosisReport> bestKernelLadder(const Optimizer &optimizer, const Workspace &workspace, const QString &op,
    const QString &backend, const QString &initialSource, const OptimizeOptions &options)
{
    QString source = initialSource;
    if (const auto best = optimizer.bestRound(op))
        if (const auto v = workspace.kernelVersion(best->resultVersion))
            source = v->source;
    const QString hash12 = shortContentHash(source);
    const QString folder = kernelDiagnosisFolder(optimizer.folderOf(op), hash12);
    if (!QFileInfo::exists(folder))
        return nullptr;
    QList<Pattern> patterns;
    QList<CompilerKnowledge> knowledge;
    knowledgeForBackend(backend, options.patterns, options.knowledge, &patterns, &knowledge);
    return diagnoseKernelFolder(folder, patterns, knowledge);
}

} // namespace Lowerscope::Optimize
