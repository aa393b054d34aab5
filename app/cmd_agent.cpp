// SPDX-License-Identifier: MIT
// `lowerscope agent start|diagnose|propose|validate|record`: the optimization loop one step at a time, for a
// coding agent that writes the rewrites itself (docs/agent.md, resources/agent/SKILL.md). Every step prints one
// JSON document with --json; the workspace holds all state, so each command is a fresh process.
#include "cli.h"
#include "core/enginetext.h"
#include "runcli.h"

#include "core/backendregistry.h"
#include "core/userfile.h"
#include "kb/knowledgebase.h"
#include "llm/prompt.h"
#include "llm/rewrite.h"
#include "optimize/jobbatch.h"
#include "optimize/loopstep.h"
#include "optimize/optimizer.h"
#include "runners/bundle.h"
#include "runners/runrecord.h"
#include "tasks/harness.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <functional>
#include <memory>

using namespace Lowerscope;
using namespace Lowerscope::Optimize;

namespace {

QString key(const char *k) { return QString::fromLatin1(k); }
// Where sessions were kept before schema version 6; read once into the workspace when found.
QString legacySessionFile(const Workspace &ws) { return QDir(ws.folder()).filePath(key("agent/session.json")); }

QJsonValue orNull(const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null); }

bool writeText(const QString &path, const QByteArray &data, QString *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        *error = QCoreApplication::translate("Cli", "%1: cannot write: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

// The session: the task folders `agent start` named and the baseline log (the workspace's agent_tasks and
// agent_session tables), read into tasks.
struct Session {
    QList<OpTask> tasks;
    QHash<QString, Baseline> baselines;
    QString baselineLog;
};

// A session file of an earlier version, moved into the workspace (the file is left as it was).
std::optional<AgentSession> legacySession(Workspace &ws, QString *error)
{
    QByteArray bytes;
    if (!UserFile::read(legacySessionFile(ws), UserFile::MaxDocumentBytes, &bytes, error))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(bytes).object();
    AgentSession s;
    for (const QJsonValue &t : o.value(key("tasks")).toArray())
        s.tasks.append({t.toObject().value(key("name")).toString(), t.toObject().value(key("folder")).toString()});
    s.baselineLog = o.value(key("baseline")).toString();
    if (!ws.setAgentSession(s, error))
        return std::nullopt;
    return s;
}

std::optional<Session> loadSession(Workspace &ws, QString *error)
{
    std::optional<AgentSession> stored = ws.agentSession();
    if (!stored && QFileInfo::exists(legacySessionFile(ws)) && !(stored = legacySession(ws, error)))
        return std::nullopt;
    if (!stored) {
        *error = QCoreApplication::translate("Cli", "%1: no agent session in this workspace; start one with `lowerscope agent start TASK...`").arg(ws.folder());
        return std::nullopt;
    }
    Session s;
    for (const auto &[name, folder] : std::as_const(stored->tasks)) {
        const auto task = readOpTask(folder, error);
        if (!task)
            return std::nullopt;
        s.tasks.append(*task);
    }
    s.baselineLog = stored->baselineLog;
    if (!s.baselineLog.isEmpty()) {
        const auto log = readBaselineLog(s.baselineLog, error);
        if (!log)
            return std::nullopt;
        s.baselines = *log;
    }
    return s;
}

// The loop's options for the session's tasks: the knowledge base's patterns and knowledge, the backend's first
// hardware model (the roofline bound of the escalation), the harness's static checks.
std::optional<OptimizeOptions> optionsFor(const Cli::Invocation &inv, const Session &s, QString *error)
{
    OptimizeOptions opt;
    KnowledgeBase kb;
    if (!kb.open(inv.kb)) {
        *error = kb.error();
        return std::nullopt;
    }
    opt.patterns = kb.patterns();
    opt.knowledge = kb.compilerKnowledge();
    if (!s.tasks.isEmpty())
        if (const BackendInterface *backend = BackendRegistry::instance().backend(s.tasks.first().backend); backend && !backend->hardware().isEmpty())
            opt.hardware = backend->hardware().first();
    opt.staticCheck = Harness::staticReasons;
    return opt;
}

bool addTasks(Optimizer &optimizer, const Session &s, const QString &only, QString *error)
{
    for (const OpTask &t : s.tasks)
        if (only.isEmpty() || t.name == only)
            if (const auto b = s.baselines.constFind(t.name); !optimizer.addTask(t, b != s.baselines.constEnd() ? &b.value() : nullptr, error))
                return false;
    return true;
}

// The session's loop: its tasks (every one, or ONLY) in an optimizer with the session's options, after ADJUST.
std::unique_ptr<Optimizer> loopOf(const Cli::Invocation &inv, Workspace &ws, const QString &only, QString *error,
                                  const std::function<void(OptimizeOptions &)> &adjust = {})
{
    const auto session = loadSession(ws, error);
    auto opt = session ? optionsFor(inv, *session, error) : std::nullopt;
    if (!opt)
        return nullptr;
    if (adjust)
        adjust(*opt);
    auto optimizer = std::make_unique<Optimizer>(ws, *opt);
    if (!addTasks(*optimizer, *session, only, error))
        return nullptr;
    if (!only.isEmpty() && optimizer->tasks().isEmpty()) {
        *error = QCoreApplication::translate("Cli", "no task of the session is named %1").arg(only);
        return nullptr;
    }
    return optimizer;
}

// The rounds of JOBS as they are now (the detailed form).
QJsonArray roundsOf(const Workspace &ws, const QList<Job> &jobs)
{
    QJsonArray rounds;
    for (const Job &j : jobs)
        if (j.round > 0)
            if (const auto r = ws.findRound(j.op, j.round))
                rounds.append(roundJson(*r, true));
    return rounds;
}

QJsonObject operatorJson(const Workspace &ws, const Optimizer &optimizer, const OpTask &t)
{
    const QList<Round> rounds = ws.rounds(t.name);
    QJsonArray unfinished;
    for (const Round &r : rounds)
        if (!r.isDone())
            unfinished.append(r.index);
    const auto best = optimizer.bestRound(t.name);
    return QJsonObject{{key("name"), t.name}, {key("task"), t.folder}, {key("backend"), t.backend}, {key("rounds"), int(rounds.size())},
                       {key("unfinished"), unfinished}, {key("best_round"), best ? QJsonValue(best->index) : QJsonValue(QJsonValue::Null)},
                       {key("speedup"), best ? orNull(best->speedup) : QJsonValue(1.0)}};
}

int start(const Cli::Invocation &inv, Workspace &ws)
{
    if (inv.args.size() < 2)
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope agent start TASK... [--baseline LOG]"));
    QString error;
    Session s;
    if (ws.agentSession() || QFileInfo::exists(legacySessionFile(ws))) {
        const auto old = loadSession(ws, &error);
        if (!old)
            return inv.fail(error);
        s = *old;
    }
    if (inv.isSet(key("baseline"))) {
        s.baselineLog = QFileInfo(inv.value(key("baseline"))).absoluteFilePath();
        const auto log = readBaselineLog(s.baselineLog, &error);
        if (!log)
            return inv.fail(error);
        s.baselines = *log;
    }
    for (const QString &dir : inv.args.mid(1)) {
        const auto task = readOpTask(QFileInfo(dir).absoluteFilePath(), &error);
        if (!task)
            return inv.fail(error);
        if (!s.baselines.isEmpty() && !s.baselines.contains(task->name))
            return inv.fail(QCoreApplication::translate("Cli", "%1: %2 has no accepted initial kernel in the baseline log").arg(task->folder, task->name));
        bool known = false;
        for (const OpTask &t : std::as_const(s.tasks))
            known = known || t.name == task->name;
        if (!known)
            s.tasks.append(*task);
    }
    const auto opt = optionsFor(inv, s, &error);
    if (!opt)
        return inv.fail(error);
    Optimizer optimizer(ws, *opt);
    if (!addTasks(optimizer, s, {}, &error)) // checks the baseline's hashes and duplicate names
        return inv.fail(error);
    QJsonArray operators;
    AgentSession stored{{}, s.baselineLog};
    for (const OpTask &t : std::as_const(s.tasks)) {
        stored.tasks.append({t.name, t.folder});
        operators.append(operatorJson(ws, optimizer, t));
    }
    if (!ws.setAgentSession(stored, &error))
        return inv.fail(error);
    if (inv.json) {
        inv.printJson({{key("session"), ws.file()}, {key("operators"), operators}, {key("warnings"), QJsonArray()}, {key("ignored"), QJsonArray()}});
        return 0;
    }
    for (const QJsonValue &v : std::as_const(operators)) {
        const QJsonObject o = v.toObject();
        inv.out << QCoreApplication::translate("Cli", "%1: %2 round(s), best %3x; next: lowerscope agent diagnose %1")
                       .arg(o.value(key("name")).toString())
                       .arg(o.value(key("rounds")).toInt())
                       .arg(o.value(key("speedup")).toDouble(), 0, 'f', 3)
                << '\n';
    }
    return 0;
}

QJsonObject escalationJson(const Optimizer::Inspection &in)
{
    return QJsonObject{{key("acquire"), in.escalation.acquire.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(in.escalation.acquire)},
                       {key("reason"), in.escalation.reason},
                       {key("gap"), orNull(in.escalation.gap)},
                       {key("measured_ms"), orNull(in.gap.measuredMs)},
                       {key("bound_ms"), orNull(in.gap.boundMs)},
                       {key("explained"), in.gap.explained},
                       {key("untried"), in.gap.untried},
                       {key("stalled"), in.gap.stalled},
                       {key("have_dump"), in.gap.haveDump},
                       {key("have_profile"), in.gap.haveProfile}};
}

int diagnose(const Cli::Invocation &inv, Workspace &ws)
{
    const QString op = inv.args.value(1);
    if (op.isEmpty())
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope agent diagnose OPERATOR [--json]"));
    QString error;
    const auto loop = loopOf(inv, ws, op, &error);
    if (!loop)
        return inv.fail(error);
    Optimizer &optimizer = *loop;
    const auto in = optimizer.inspect(op, &error);
    if (!in)
        return inv.fail(error);
    // The best kernel so far as a file to start from (the agent edits a copy and proposes it).
    const QString kernel = QDir(ws.folder()).filePath(QStringLiteral("agent/%1/best.py").arg(op));
    if (!writeText(kernel, in->context.base.toUtf8(), &error))
        return inv.fail(error);
    const PromptInputs prompt = promptInputsOf(in->context);
    const Prompt rendered = buildRewritePrompt(prompt);
    QJsonArray findings, recipes, untried;
    for (const Finding &f : in->context.findings)
        findings.append(f.toJson());
    for (auto it = prompt.recipes.cbegin(); it != prompt.recipes.cend(); ++it)
        for (const Finding &f : in->context.findings)
            if (f.pattern == it.key()) {
                recipes.append(QJsonObject{{key("pattern"), it.key()}, {key("recipe"), it.value()}});
                break;
            }
    for (const Candidate &c : in->recipes.mid(0, 8))
        untried.append(QJsonObject{{key("recipe"), c.recipe}, {key("hypothesis"), c.hypothesis}, {key("level"), c.level}, {key("impact"), c.impact}});
    const auto best = optimizer.bestRound(op);
    const QJsonObject doc{{key("operator"), op},
                          {key("kernel"), kernel},
                          {key("base"), best ? QJsonValue(best->index) : QJsonValue(key("initial"))},
                          {key("speedup"), best ? orNull(best->speedup) : QJsonValue(1.0)},
                          {key("diagnosed"), in->diagnosed},
                          {key("level_reached"), in->context.levelReached},
                          {key("bottleneck"), in->context.bottleneck.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(in->context.bottleneck)},
                          {key("stop_reason"), in->context.stopReason},
                          {key("findings"), findings},
                          {key("recipes"), recipes},
                          {key("history"), prompt.history},
                          {key("escalation"), escalationJson(*in)},
                          {key("evidence_held"), in->acquired.value(key("acquired")).toArray()},
                          {key("untried_recipes"), untried},
                          {key("prompt"), QJsonObject{{key("system"), rendered.system}, {key("user"), rendered.user}}},
                          {key("warnings"), QJsonArray()},
                          {key("ignored"), QJsonArray()}};
    if (inv.json) {
        inv.printJson(doc);
        return 0;
    }
    inv.out << rendered.user << '\n';
    inv.out << QCoreApplication::translate("Cli", "escalation: %1").arg(in->escalation.acquire.isEmpty() ? in->escalation.reason
                                                                                                         : in->escalation.acquire + key(": ") + in->escalation.reason)
            << '\n';
    return 0;
}

// A file the agent wrote: a whole kernel file, a unified diff, or an answer in a model's form (prose and a block).
QString asAnswer(const QString &text)
{
    if (text.contains(QLatin1String("```")) || text.contains(QLatin1String("~~~")) || text.startsWith(QLatin1String("--- "))
        || text.startsWith(QLatin1String("@@ ")) || text.contains(QLatin1String("\n@@ -")))
        return text;
    return key("```python\n") + text + (text.endsWith(QLatin1Char('\n')) ? QString() : key("\n")) + key("```\n");
}

int propose(const Cli::Invocation &inv, Workspace &ws)
{
    const QString op = inv.args.value(1), file = inv.args.value(2);
    if (op.isEmpty() || file.isEmpty())
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope agent propose OPERATOR FILE [--hypothesis TEXT] [--json]"));
    QString error;
    QByteArray bytes;
    if (!UserFile::read(file, MaxAnswerBytes, &bytes, &error)) // an answer is bounded (llm/rewrite.h)
        return inv.fail(error);
    const QString answer = asAnswer(QString::fromUtf8(bytes));
    for (const Round &r : ws.rounds(op))
        if (!r.isDone())
            return inv.fail(QCoreApplication::translate("Cli", "round %1 of %2 is %3: validate it first (lowerscope agent validate)").arg(r.index).arg(op, r.state));
    // One step of the loop for this operator, with the agent's file in the model's place.
    const int index = int(ws.rounds(op).size()) + 1;
    const QString path = QFileInfo(file).absoluteFilePath(), hypothesis = inv.value(key("hypothesis"));
    const auto loop = loopOf(inv, ws, op, &error, [&](OptimizeOptions &opt) {
        opt.rounds = index;
        opt.candidates = 1;
        opt.propose = [answer, path, hypothesis](const ProposalContext &cx) {
            LlmProposal p = readProposal(cx, answer);
            if (!hypothesis.isEmpty())
                p.hypothesis = hypothesis;
            p.origin.insert(key("proposer"), key("agent"));
            p.exchange = QJsonObject{{key("proposer"), key("agent")}, {key("file"), path}, {key("answer"), p.exchange.value(key("answer"))}};
            return p;
        };
    });
    if (!loop)
        return inv.fail(error);
    if (const QList<Job> pending = loop->pendingJobs(&error); !pending.isEmpty()) // evidence asked for and not run yet
        return inv.fail(QCoreApplication::translate("Cli", "%1 has an acquisition that has not run (%2): validate it first (lowerscope agent validate)")
                            .arg(op, pending.first().id));
    QList<StepNote> notes;
    const QList<Job> jobs = loop->plan(&notes, &error);
    if (!error.isEmpty())
        return inv.fail(error);
    const auto round = ws.findRound(op, index);
    if (!round)
        return inv.fail(QCoreApplication::translate("Cli", "%1: no round was recorded").arg(op));
    QJsonArray jobsJson, notesJson;
    for (const Job &j : jobs)
        jobsJson.append(QJsonObject{{key("id"), j.id}, {key("kind"), j.evidence ? (j.ncu ? key("profile") : key("dump")) : key("round")},
                                    {key("candidate"), j.candidate}});
    for (const StepNote &n : notes)
        notesJson.append(n.note);
    if (inv.json) {
        inv.printJson({{key("round"), roundJson(*round, true)}, {key("jobs"), jobsJson}, {key("notes"), notesJson}, {key("warnings"), QJsonArray()},
                       {key("ignored"), QJsonArray()}});
    } else {
        for (const StepNote &n : notes)
            inv.out << n.op << ": " << EngineText::translated(n.note) << '\n';
    }
    return 0;
}

int validate(const Cli::Invocation &inv, Workspace &ws)
{
    QString error;
    int rc = 1;
    const auto loop = loopOf(inv, ws, {}, &error);
    if (!loop)
        return inv.fail(error);
    const QList<Job> jobs = loop->pendingJobs(&error);
    if (!error.isEmpty())
        return inv.fail(error);
    const std::optional<RunnerProfile> profile = Cli::chosenProfile(inv, &rc);
    if (!profile)
        return rc;
    RunBatch batch = batchOf(jobs, ws.folder());
    QJsonArray ids;
    for (const RunRequest &r : batch.requests)
        ids.append(r.id);
    if (jobs.isEmpty()) {
        if (inv.json)
            inv.printJson({{key("requests"), ids}, {key("rounds"), QJsonArray()}, {key("warnings"), QJsonArray()}, {key("ignored"), QJsonArray()}});
        else
            inv.err << QCoreApplication::translate("Cli", "nothing to validate: every round is done") << '\n';
        return 0;
    }
    if (!Cli::consentGiven(inv, batch, &rc))
        return rc;
    // Registered before it runs or is written: only results of these requests are recorded (docs/reliability.md).
    if (!registerBatch(ws, &batch, profile->name, &error))
        return inv.fail(error);
    if (profile->kind == QLatin1String("offline")) {
        if (!inv.isSet(key("out")))
            return inv.fail(QCoreApplication::translate("Cli", "runner %1 is offline: give --out BUNDLE.tar.gz").arg(profile->name));
        const QString out = QFileInfo(inv.value(key("out"))).absoluteFilePath();
        if (!exportBundle(batch, *profile, out, &error))
            return inv.fail(error);
        if (inv.json)
            inv.printJson({{key("bundle"), out}, {key("batch"), batch.id}, {key("requests"), ids}, {key("warnings"), QJsonArray()}, {key("ignored"), QJsonArray()}});
        else
            inv.out << QCoreApplication::translate("Cli", "wrote %1; run `python3 run.py` in it where the hardware is, then `lowerscope bundle import "
                                                          "results.tar.gz` and `lowerscope agent record`")
                           .arg(out)
                    << '\n';
        return 0;
    }
    std::unique_ptr<Runner> runner = createRunner(*profile, &error);
    if (!runner)
        return inv.fail(error);
    const QList<RunResult> results = runToEnd(*runner, batch, &error, [&inv](const QString &id, const QString &line) {
        if (!inv.json)
            inv.err << id << ": " << line << '\n';
    });
    if (results.isEmpty() && !error.isEmpty())
        return inv.fail(error);
    // The runs first (one transaction), then the rounds, as `optimize` records a step: a crash between them loses
    // no result (`agent record`), and a request cancelled or preempted leaves its round started.
    if (recordRuns(ws, batch, profile->name, results, &error) < 0)
        return inv.fail(error);
    QList<StepNote> notes;
    if (!finishJobs(*loop, jobs, results, &notes, &error))
        return inv.fail(error);
    if (inv.json)
        inv.printJson({{key("requests"), ids}, {key("rounds"), roundsOf(ws, jobs)}, {key("warnings"), QJsonArray()}, {key("ignored"), QJsonArray()}});
    else
        for (const StepNote &n : notes)
            inv.out << n.op << ": " << EngineText::translated(n.note) << '\n';
    return 0;
}

// Finishes the pending rounds (and evidence) from runs the workspace already holds (`bundle import`, or a
// `validate` interrupted between recording the runs and the rounds): only the run of the request each job was
// last exported as, once that request is finished. A job whose request is waiting (not run, cancelled or
// preempted) stays pending.
int record(const Cli::Invocation &inv, Workspace &ws)
{
    QString error;
    const auto loop = loopOf(inv, ws, {}, &error);
    if (!loop)
        return inv.fail(error);
    const QList<Job> pending = loop->pendingJobs(&error);
    if (!error.isEmpty())
        return inv.fail(error);
    QList<Job> jobs;
    QList<RunResult> results;
    QJsonArray waiting;
    for (const Job &j : pending) {
        const auto request = ws.currentRequest(j.id);
        const auto run = request && request->state == QLatin1String("finished") ? ws.findRun(request->batch, j.id) : std::nullopt;
        if (!run) {
            waiting.append(j.id);
            continue;
        }
        jobs.append(j);
        results.append(runResultOf(*run));
    }
    QList<StepNote> notes;
    if (!finishJobs(*loop, jobs, results, &notes, &error))
        return inv.fail(error);
    if (inv.json) {
        inv.printJson({{key("rounds"), roundsOf(ws, jobs)}, {key("waiting"), waiting}, {key("warnings"), QJsonArray()}, {key("ignored"), QJsonArray()}});
    } else {
        for (const StepNote &n : notes)
            inv.out << n.op << ": " << EngineText::translated(n.note) << '\n';
        if (!waiting.isEmpty())
            inv.err << QCoreApplication::translate("Cli", "%n request(s) have no result in the workspace yet (lowerscope bundle import RESULTS)", nullptr,
                                                   int(waiting.size()))
                    << '\n';
    }
    return 0;
}

int runAgent(const Cli::Invocation &inv)
{
    const QString action = inv.args.value(0);
    Workspace ws;
    QString error;
    static const QStringList actions{key("start"), key("diagnose"), key("propose"), key("validate"), key("record")};
    if (!actions.contains(action))
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope agent start|diagnose|propose|validate|record ... (docs/agent.md)"));
    if (!ws.open(inv.workspace, &error, action == QLatin1String("start") ? Workspace::OpenMode::Create : Workspace::OpenMode::MustExist))
        return inv.fail(error);
    if (action == QLatin1String("start"))
        return start(inv, ws);
    if (action == QLatin1String("diagnose"))
        return diagnose(inv, ws);
    if (action == QLatin1String("propose"))
        return propose(inv, ws);
    if (action == QLatin1String("validate"))
        return validate(inv, ws);
    return record(inv, ws);
}

} // namespace

static Cli::Registration reg(
    {QStringLiteral("agent"),
     QStringLiteral("agent start TASK... [--baseline LOG] | diagnose OPERATOR | propose OPERATOR FILE [--hypothesis TEXT] | "
                    "validate [--runner PROFILE] [--out BUNDLE.tar.gz] [--yes] | record  [--json]"),
     QT_TRANSLATE_NOOP("Cli", "The optimization loop one step at a time, for a coding agent that writes the rewrites (docs/agent.md)."),
     [] {
         return QList<QCommandLineOption>{
             {QStringLiteral("baseline"),
              QCoreApplication::translate("Cli", "A harness self-test log whose initial-kernel times (same hashes) are the baseline."),
              QCoreApplication::translate("Cli", "LOG")},
             {QStringLiteral("hypothesis"), QCoreApplication::translate("Cli", "What the rewrite is meant to fix (default: the file's first lines of prose)."),
              QCoreApplication::translate("Cli", "TEXT")},
             {QStringLiteral("runner"), QCoreApplication::translate("Cli", "The runner profile that validates candidates (default: this machine)."),
              QCoreApplication::translate("Cli", "PROFILE")},
             {QStringLiteral("out"), QCoreApplication::translate("Cli", "Where an offline runner's bundle is written."), QCoreApplication::translate("Cli", "FILE")},
             {QStringLiteral("yes"), QCoreApplication::translate("Cli", "Run candidates written by recipes or a model without asking.")}};
     },
     runAgent});
