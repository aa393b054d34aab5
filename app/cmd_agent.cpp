// SPDX-License-Identifier: MIT
// `lowerscope agent start|diagnose|propose|validate|record`: the optimization loop one step at a time, for a
// coding agent that writes the rewrites itself (docs/agent.md, resources/agent/SKILL.md). Every step prints one
// JSON document with --json; the workspace holds all state, so each command is a fresh process.
#include "cli.h"
#include "core/backendregistry.h"
#include "core/enginetext.h"
#include "core/jsonkey.h"
#include "core/userfile.h"
#include "kb/knowledgebase.h"
#include "llm/prompt.h"
#include "llm/rewrite.h"
#include "optimize/jobbatch.h"
#include "optimize/loopsession.h"
#include "optimize/optimizer.h"
#include "runcli.h"
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
#include <limits>
#include <memory>

using namespace Lowerscope;
using namespace Lowerscope::Optimize;

namespace {

QJsonValue orNull(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

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

// The session `agent start` stored in the workspace (its tasks, every one or ONLY, and its baseline log), as
// one LoopSession; SPEC's other fields as given.
std::unique_ptr<LoopSession> sessionOf(const Cli::Invocation &inv, const QString &only, QString *error, SessionSpec spec = {})
{
    spec.workspace = inv.workspace;
    spec.openMode = Workspace::OpenMode::MustExist;
    spec.knowledgeBase = inv.kb;
    spec.agentSession = true;
    spec.only = only;
    spec.resume = true;
    const auto arm = Cli::evidenceArm(inv, error);
    if (!arm)
        return nullptr;
    spec.evidence = *arm;
    return LoopSession::open(spec, error);
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
    return QJsonObject { { key("name"), t.name }, { key("task"), t.folder }, { key("backend"), t.backend },
        { key("rounds"), int(rounds.size()) }, { key("unfinished"), unfinished },
        { key("best_round"), best ? QJsonValue(best->index) : QJsonValue(QJsonValue::Null) },
        { key("speedup"), best ? orNull(best->speedup) : QJsonValue(1.0) } };
}

int start(const Cli::Invocation &inv)
{
    if (inv.args.size() < 2)
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope agent start TASK... [--baseline LOG]"));
    QString error;
    SessionSpec spec;
    spec.workspace = inv.workspace;
    spec.knowledgeBase = inv.kb;
    spec.agentSession = true; // the tasks stored, then these
    spec.taskDirs = inv.args.mid(1);
    spec.baselineLog = inv.value(key("baseline"));
    spec.resume = true;
    const std::unique_ptr<LoopSession> session
        = LoopSession::open(spec, &error); // checks the baseline's hashes and duplicate names
    if (!session || !session->saveAgentSession(&error))
        return inv.fail(error);
    QJsonArray operators;
    for (const OpTask &t : session->tasks())
        operators.append(operatorJson(session->workspace(), session->optimizer(), t));
    if (inv.json) {
        inv.printJson({ { key("session"), session->workspace().file() }, { key("operators"), operators },
            { key("warnings"), QJsonArray::fromStringList(session->warnings()) }, { key("ignored"), QJsonArray() } });
        return 0;
    }
    for (const QString &w : session->warnings())
        inv.err << "lowerscope: agent: " << EngineText::translated(w) << '\n';
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
    return QJsonObject { { key("acquire"),
                             in.escalation.acquire.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(in.escalation.acquire) },
        { key("reason"), in.escalation.reason }, { key("gap"), orNull(in.escalation.gap) },
        { key("measured_ms"), orNull(in.gap.measuredMs) }, { key("bound_ms"), orNull(in.gap.boundMs) },
        { key("explained"), in.gap.explained }, { key("untried"), in.gap.untried }, { key("stalled"), in.gap.stalled },
        { key("have_dump"), in.gap.haveDump }, { key("have_profile"), in.gap.haveProfile },
        { key("tried_dump"), in.gap.triedDump }, { key("tried_profile"), in.gap.triedProfile } };
}

int diagnose(const Cli::Invocation &inv)
{
    const QString op = inv.args.value(1);
    if (op.isEmpty())
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope agent diagnose OPERATOR [--json]"));
    QString error;
    const std::unique_ptr<LoopSession> session = sessionOf(inv, op, &error);
    if (!session)
        return inv.fail(error);
    const Workspace &ws = session->workspace();
    const Optimizer &optimizer = session->optimizer();
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
                recipes.append(QJsonObject { { key("pattern"), it.key() }, { key("recipe"), it.value() } });
                break;
            }
    for (const Candidate &c : in->recipes)
        untried.append(QJsonObject { { key("recipe"), c.recipe }, { key("hypothesis"), c.hypothesis }, { key("level"), c.level },
            { key("impact"), c.impact } });
    const auto best = optimizer.bestRound(op);
    const QJsonObject doc { { key("operator"), op }, { key("kernel"), kernel },
        { key("base"), best ? QJsonValue(best->index) : QJsonValue(key("initial")) },
        { key("speedup"), best ? orNull(best->speedup) : QJsonValue(1.0) }, { key("diagnosed"), in->diagnosed },
        { key("level_reached"), in->context.levelReached },
        { key("bottleneck"),
            in->context.bottleneck.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(in->context.bottleneck) },
        { key("stop_reason"), in->context.stopReason }, { key("findings"), findings }, { key("recipes"), recipes },
        { key("history"), prompt.history }, { key("escalation"), escalationJson(*in) },
        { key("evidence_held"), in->acquired.value(key("acquired")).toArray() }, { key("evidence_history"), in->history },
        { key("untried_recipes"), untried }, { key("launch_facts"), in->context.launch.toJson() },
        { key("prompt"), QJsonObject { { key("system"), rendered.system }, { key("user"), rendered.user } } },
        { key("warnings"), QJsonArray() }, { key("ignored"), QJsonArray() } };
    if (inv.json) {
        inv.printJson(doc);
        return 0;
    }
    inv.out << rendered.user << '\n';
    inv.out << QCoreApplication::translate("Cli", "escalation: %1")
                   .arg(in->escalation.acquire.isEmpty() ? in->escalation.reason
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

int agentPropose(const Cli::Invocation &inv)
{
    const QString op = inv.args.value(1), file = inv.args.value(2);
    if (op.isEmpty() || file.isEmpty())
        return inv.fail(
            QCoreApplication::translate("Cli", "usage: lowerscope agent propose OPERATOR FILE [--hypothesis TEXT] [--json]"));
    QString error;
    QByteArray bytes;
    if (!UserFile::read(file, MaxAnswerBytes, &bytes, &error)) // an answer is bounded (llm/rewrite.h)
        return inv.fail(error);
    const QString answer = asAnswer(QString::fromUtf8(bytes));
    // One step of the loop for this operator, with the agent's file in the model's place: one round (the
    // agent's), however many the operator has had.
    const QString path = QFileInfo(file).absoluteFilePath(), hypothesis = inv.value(key("hypothesis"));
    SessionSpec spec;
    spec.rounds = std::numeric_limits<int>::max();
    spec.candidates = 1;
    spec.propose = [answer, path, hypothesis](const ProposalContext &cx) {
        LlmProposal p = readProposal(cx, answer);
        if (!hypothesis.isEmpty())
            p.hypothesis = hypothesis;
        p.origin.insert(key("proposer"), key("agent"));
        p.exchange = QJsonObject { { key("proposer"), key("agent") }, { key("file"), path },
            { key("answer"), p.exchange.value(key("answer")) } };
        return p;
    };
    const std::unique_ptr<LoopSession> session = sessionOf(inv, op, &error, spec);
    if (!session)
        return inv.fail(error);
    Workspace &ws = session->workspace();
    for (const Round &r : ws.rounds(op))
        if (!r.isDone())
            return inv.fail(
                QCoreApplication::translate("Cli", "round %1 of %2 is %3: validate it first (lowerscope agent validate)")
                    .arg(r.index)
                    .arg(op, r.state));
    const int index = int(ws.rounds(op).size()) + 1;
    if (const QList<Job> pending = session->optimizer().pendingJobs(&error);
        !pending.isEmpty()) // evidence asked for and not run yet
        return inv.fail(QCoreApplication::translate(
            "Cli", "%1 has an acquisition that has not run (%2): validate it first (lowerscope agent validate)")
                .arg(op, pending.first().id));
    QList<StepNote> notes;
    const QList<Job> jobs = session->optimizer().plan(&notes, &error);
    if (!error.isEmpty())
        return inv.fail(error);
    const auto round = ws.findRound(op, index);
    bool acquiring = false;
    for (const Job &j : jobs)
        acquiring = acquiring || j.isEvidence();
    // Evidence first (docs/agent.md): when the escalation acquires, the acquisition is queued and no round is
    // recorded; the rewrite is proposed again once the evidence of the kernel it starts from is held.
    if (!round && !acquiring)
        return inv.fail(QCoreApplication::translate("Cli", "%1: no round was recorded").arg(op));
    QJsonArray jobsJson, notesJson;
    for (const Job &j : jobs)
        jobsJson.append(QJsonObject { { key("id"), j.id }, { key("kind"), j.kindName() }, { key("candidate"), j.candidate } });
    for (const StepNote &n : notes)
        notesJson.append(n.note);
    if (inv.json) {
        inv.printJson({ { key("round"), round ? QJsonValue(roundJson(*round, true)) : QJsonValue(QJsonValue::Null) },
            { key("jobs"), jobsJson }, { key("notes"), notesJson }, { key("warnings"), QJsonArray() },
            { key("ignored"), QJsonArray() } });
    } else {
        for (const StepNote &n : notes)
            inv.out << n.op << ": " << EngineText::translated(n.note) << '\n';
        if (!round)
            inv.out << QCoreApplication::translate("Cli",
                "%1: no round yet: run `lowerscope agent validate` to acquire the evidence, then `agent diagnose %1` "
                "and propose again")
                           .arg(op)
                    << '\n';
    }
    return 0;
}

int validate(const Cli::Invocation &inv)
{
    QString error;
    int rc = 1;
    const std::unique_ptr<LoopSession> session = sessionOf(inv, {}, &error);
    if (!session)
        return inv.fail(error);
    const std::optional<RunnerProfile> profile = Cli::chosenProfile(inv, &rc);
    if (!profile)
        return rc;
    // The unfinished jobs as one batch, registered before it runs or is written: only results of these requests
    // are recorded (docs/reliability.md).
    const std::optional<PlannedStep> step = session->pending(profile->name, &error);
    if (!step)
        return inv.fail(error);
    QJsonArray ids;
    for (const RunRequest &r : step->batch.requests)
        ids.append(r.id);
    if (step->finished()) {
        if (inv.json)
            inv.printJson({ { key("requests"), ids }, { key("rounds"), QJsonArray() }, { key("warnings"), QJsonArray() },
                { key("ignored"), QJsonArray() } });
        else
            inv.err << QCoreApplication::translate("Cli", "nothing to validate: every round is done") << '\n';
        return 0;
    }
    if (!Cli::consentGiven(inv, step->batch, &rc))
        return rc;
    if (profile->kind == QLatin1String("offline")) {
        if (!inv.isSet(key("out")))
            return inv.fail(
                QCoreApplication::translate("Cli", "runner %1 is offline: give --out BUNDLE.tar.gz").arg(profile->name));
        const QString out = session->exportStep(*step, *profile, inv.value(key("out")), &error);
        if (out.isEmpty())
            return inv.fail(error);
        if (inv.json)
            inv.printJson({ { key("bundle"), out }, { key("batch"), step->batch.id }, { key("requests"), ids },
                { key("warnings"), QJsonArray() }, { key("ignored"), QJsonArray() } });
        else
            inv.out << QCoreApplication::translate("Cli",
                "wrote %1; run `python3 run.py` in it where the hardware is, then `lowerscope bundle import "
                "results.tar.gz` and `lowerscope agent record`")
                           .arg(out)
                    << '\n';
        return 0;
    }
    const QList<RunResult> results = session->run(*step, *profile, &error, [&inv](const QString &id, const QString &line) {
        if (!inv.json)
            inv.err << id << ": " << line << '\n';
    });
    if (results.isEmpty() && !error.isEmpty())
        return inv.fail(error);
    // The runs, then the rounds, as `optimize` records a step (LoopSession::record).
    QList<StepNote> notes;
    if (!session->record(*step, profile->name, results, &notes, &error))
        return inv.fail(error);
    if (inv.json)
        inv.printJson({ { key("requests"), ids }, { key("rounds"), roundsOf(session->workspace(), step->jobs) },
            { key("warnings"), QJsonArray() }, { key("ignored"), QJsonArray() } });
    else
        for (const StepNote &n : notes)
            inv.out << n.op << ": " << EngineText::translated(n.note) << '\n';
    return 0;
}

// Finishes the pending rounds (and evidence) from runs the workspace already holds (`bundle import`, or a
// `validate` interrupted between recording the runs and the rounds): LoopSession::recordHeld.
int record(const Cli::Invocation &inv)
{
    QString error;
    const std::unique_ptr<LoopSession> session = sessionOf(inv, {}, &error);
    if (!session)
        return inv.fail(error);
    QList<StepNote> notes;
    const std::optional<HeldRecord> held = session->recordHeld(&notes, &error);
    if (!held)
        return inv.fail(error);
    if (inv.json) {
        inv.printJson({ { key("rounds"), roundsOf(session->workspace(), held->jobs) },
            { key("waiting"), QJsonArray::fromStringList(held->waiting) }, { key("warnings"), QJsonArray() },
            { key("ignored"), QJsonArray() } });
    } else {
        for (const StepNote &n : notes)
            inv.out << n.op << ": " << EngineText::translated(n.note) << '\n';
        if (!held->waiting.isEmpty())
            inv.err << QCoreApplication::translate("Cli",
                "%n request(s) have no result in the workspace yet (lowerscope bundle import RESULTS)", nullptr,
                int(held->waiting.size()))
                    << '\n';
    }
    return 0;
}

int runAgent(const Cli::Invocation &inv)
{
    const QString action = inv.args.value(0);
    static const QStringList actions { key("start"), key("diagnose"), key("propose"), key("validate"), key("record") };
    if (!actions.contains(action))
        return inv.fail(QCoreApplication::translate(
            "Cli", "usage: lowerscope agent start|diagnose|propose|validate|record ... (docs/agent.md)"));
    if (action == QLatin1String("start"))
        return start(inv);
    if (action == QLatin1String("diagnose"))
        return diagnose(inv);
    if (action == QLatin1String("propose"))
        return agentPropose(inv);
    if (action == QLatin1String("validate"))
        return validate(inv);
    return record(inv);
}

} // namespace

static Cli::Registration agentRegistration({ QStringLiteral("agent"),
    QStringLiteral(
        "agent start TASK... [--baseline LOG] | diagnose OPERATOR | propose OPERATOR FILE [--hypothesis TEXT] | "
        "validate [--runner PROFILE] [--out BUNDLE.tar.gz] [--yes] | record  [--evidence surface|progressive|deep] [--json]"),
    QT_TRANSLATE_NOOP(
        "Cli", "The optimization loop one step at a time, for a coding agent that writes the rewrites (docs/agent.md)."),
    [] {
        return QList<QCommandLineOption> {
            { QStringLiteral("baseline"),
                QCoreApplication::translate(
                    "Cli", "A harness self-test log whose initial-kernel times (same hashes) are the baseline."),
                QCoreApplication::translate("Cli", "LOG") },
            { QStringLiteral("hypothesis"),
                QCoreApplication::translate(
                    "Cli", "What the rewrite is meant to fix (default: the file's first lines of prose)."),
                QCoreApplication::translate("Cli", "TEXT") },
            { QStringLiteral("runner"),
                QCoreApplication::translate("Cli", "The runner profile that validates candidates (default: this machine)."),
                QCoreApplication::translate("Cli", "PROFILE") },
            { QStringLiteral("out"), QCoreApplication::translate("Cli", "Where an offline runner's bundle is written."),
                QCoreApplication::translate("Cli", "FILE") },
            { QStringLiteral("evidence"),
                QCoreApplication::translate(
                    "Cli", "What the proposer is shown: surface, progressive (default) or deep (an ablation's arm)."),
                QCoreApplication::translate("Cli", "ARM") },
            { QStringLiteral("yes"),
                QCoreApplication::translate("Cli", "Run candidates written by recipes or a model without asking.") }
        };
    },
    runAgent });
