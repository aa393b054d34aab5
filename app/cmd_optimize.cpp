// SPDX-License-Identifier: MIT
// `lowerscope optimize TASK... [--rounds N] [--candidates K] [--runner PROFILE] [--resume] [--results ARCHIVE]
// [--bundle FILE] [--evidence ARM] [--yes]`: the embedded optimization loop (docs/optimize.md). Progress on stderr, the report of
// the workspace on stdout. With an offline runner profile each invocation runs one step: it imports the last
// step's results (--results), plans the next step and writes it as a bundle.
#include "cli.h"
#include "core/enginetext.h"
#include "core/jsonkey.h"
#include "optimize/loopsession.h"
#include "runcli.h"
#include "workspace/report.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QSettings>
#include <cstdio>
#include <unistd.h>

using namespace Lowerscope;
using namespace Lowerscope::Optimize;

namespace {

void printNotes(const Cli::Invocation &inv, const QList<StepNote> &notes)
{
    for (const StepNote &n : notes)
        inv.err << "lowerscope: optimize: " << n.op << ": " << EngineText::translated(n.note) << '\n';
    inv.err.flush();
}

// Asks on the terminal before running recipe code, showing each candidate's diff; refuses without a terminal
// unless --yes (docs/runners.md, "Consent").
bool consent(const Cli::Invocation &inv, const QList<CandidateReview> &items, QString *error)
{
    if (items.isEmpty() || inv.isSet(key("yes")))
        return true;
    if (!isatty(STDIN_FILENO)) {
        *error = QCoreApplication::translate("Cli",
            "optimize: %n candidate(s) written by recipes or a model would run; pass --yes to allow it without a terminal "
            "(the rounds stay started: --resume)",
            nullptr, int(items.size()));
        return false;
    }
    for (const CandidateReview &c : items)
        inv.err << "== " << c.item.requestId << '\n' << c.item.diff << '\n';
    inv.err << QCoreApplication::translate("Cli", "Run these %n candidate(s)? [y/N] ", nullptr, int(items.size()));
    inv.err.flush();
    char answer[16] = {};
    if (!std::fgets(answer, sizeof answer, stdin) || (answer[0] != 'y' && answer[0] != 'Y')) {
        *error = QCoreApplication::translate(
            "Cli", "optimize: no consent to run generated code; nothing ran (the rounds stay started: --resume)");
        return false;
    }
    return true;
}

std::optional<RunnerProfile> profileOf(const Cli::Invocation &inv, QString *error)
{
    if (!inv.isSet(key("runner")))
        return RunnerProfile::localDefault();
    QSettings settings;
    const auto profile = RunnerProfiles::find(settings, inv.value(key("runner")));
    if (!profile)
        *error = QCoreApplication::translate("Cli", "no runner profile named '%1' (lowerscope runners list)")
                     .arg(inv.value(key("runner")));
    return profile;
}

// The session spec from the command line; nullopt with ERROR when it is unusable.
std::optional<SessionSpec> specOf(const Cli::Invocation &inv, QString *error)
{
    auto spec = Cli::loopSpec(inv, error);
    if (!spec)
        return std::nullopt;
    spec->workspace = inv.workspace;
    spec->resume = inv.isSet(key("resume")) || inv.isSet(key("results"));
    const auto arm = Cli::evidenceArm(inv, error);
    if (!arm)
        return std::nullopt;
    spec->evidence = *arm;
    return spec;
}

// An offline profile's step (docs/runners.md, "Offline bundles"): the batch is written as one bundle archive
// (--bundle FILE, else WORKSPACE/optimize/bundles/BATCH.tar.gz) to run where the hardware is; its rounds stay
// started until --results brings the results archive back.
bool writeBundle(
    const Cli::Invocation &inv, LoopSession &session, const PlannedStep &step, const RunnerProfile &profile, QString *error)
{
    const QString out = session.exportStep(step, profile, inv.isSet(key("bundle")) ? inv.value(key("bundle")) : QString(), error);
    if (out.isEmpty())
        return false;
    inv.err << QCoreApplication::translate("Cli",
        "lowerscope: optimize: wrote %1 (%n request(s)). Where the hardware is: unpack it and run "
        "`python3 run.py` (with --parallel N --gpus 0,1,... on N GPUs), bring back results.tar.gz, "
        "then continue with `lowerscope optimize TASK... --runner %2 --results results.tar.gz`.",
        nullptr, int(step.batch.requests.size()))
                   .arg(out, profile.name)
            << '\n';
    inv.err.flush();
    return true;
}

// --results ARCHIVE: imports an offline step's results into the workspace (the runs, once) and finishes the
// rounds and evidence they carry (LoopSession::import). Unfinished rounds the archive does not hold, or holds as
// cancelled or preempted before they could finish (a run stopped at its time limit), stay started: the next bundle runs them.
bool importResults(const Cli::Invocation &inv, LoopSession &session, const QString &archive, QString *error)
{
    QList<StepNote> notes;
    const std::optional<ImportedStep> imported = session.import(archive, &notes, error);
    if (!imported)
        return false;
    inv.err << QCoreApplication::translate("Cli",
        "lowerscope: optimize: %1: batch %2, %n result(s); %3 unfinished round(s) or evidence request(s) finished", nullptr,
        imported->results)
                   .arg(archive, imported->batch)
                   .arg(imported->finished)
            << '\n';
    printNotes(inv, notes);
    return true;
}

// One step (LoopSession): plan every operator's rounds, ask consent, run them as one batch, record the runs, then
// the rounds. An offline profile writes the batch as a bundle instead and ends the loop (*finished). False with
// ERROR on failure; *finished when no operator had anything to run.
bool runStep(
    const Cli::Invocation &inv, LoopSession &session, const RunnerProfile &profile, int step, bool *finished, QString *error)
{
    const auto planned = session.plan(profile.name, error);
    if (!planned)
        return false;
    printNotes(inv, planned->notes);
    *finished = planned->finished();
    if (*finished)
        return true;
    if (!consent(inv, planned->reviews, error))
        return false;
    if (profile.kind == QLatin1String("offline")) {
        *finished = true;
        return writeBundle(inv, session, *planned, profile, error);
    }
    inv.err << QCoreApplication::translate(
        "Cli", "lowerscope: optimize: step %1: %n request(s) on %2", nullptr, int(planned->jobs.size()))
                   .arg(step)
                   .arg(profile.name)
            << '\n';
    inv.err.flush();
    const QList<RunResult> results = session.run(*planned, profile, error);
    if (results.isEmpty() && !error->isEmpty())
        return false;
    QList<StepNote> notes;
    const bool ok = session.record(*planned, profile.name, results, &notes, error);
    printNotes(inv, notes);
    return ok;
}

int runOptimize(const Cli::Invocation &inv)
{
    if (inv.args.isEmpty())
        return inv.fail(QCoreApplication::translate("Cli",
            "usage: lowerscope optimize TASK... [--rounds N] [--runner PROFILE] [--llm PROFILE] [--resume] [--results ARCHIVE] "
            "[--yes]"));
    QString error;
    const auto spec = specOf(inv, &error);
    if (!spec)
        return inv.fail(error);
    const auto profile = profileOf(inv, &error);
    if (!profile)
        return inv.fail(error);
    const std::unique_ptr<LoopSession> session = LoopSession::open(*spec, &error);
    if (!session)
        return inv.fail(error);
    for (const QString &w : session->warnings())
        inv.err << "lowerscope: optimize: " << EngineText::translated(w) << '\n';
    if (inv.isSet(key("results")) && !importResults(inv, *session, inv.value(key("results")), &error))
        return inv.fail(error);
    bool finished = false;
    for (int step = 1; step <= session->maxSteps() && !finished; ++step)
        if (!runStep(inv, *session, *profile, step, &finished, &error))
            return inv.fail(error);
    const auto report = Report::ofWorkspace(inv.workspace, &error);
    if (!report)
        return inv.fail(error);
    if (inv.json)
        inv.printJson(report->toJson());
    else
        inv.out << report->toMarkdown();
    return 0;
}

} // namespace

static Cli::Registration optimizeRegistration({ QStringLiteral("optimize"),
    QStringLiteral("optimize TASK... [--rounds N] [--candidates K] [--runner PROFILE] [--llm PROFILE [--templates DIR]] "
                   "[--resume] [--results ARCHIVE] "
                   "[--bundle FILE] [--baseline LOG] [--evidence ARM] [--yes] [--json]"),
    QT_TRANSLATE_NOOP(
        "Cli", "Optimize operator tasks with the embedded loop: diagnose, pick a rewrite from the patterns, validate, record."),
    [] {
        return Cli::loopOptions()
            + QList<QCommandLineOption> { { QStringLiteral("resume"),
                                              QCoreApplication::translate(
                                                  "Cli", "Continue the rounds the workspace holds for these tasks.") },
                  { QStringLiteral("results"),
                      QCoreApplication::translate("Cli",
                          "Import an offline step's results archive first, finish its rounds, then continue (implies --resume)."),
                      QCoreApplication::translate("Cli", "ARCHIVE") },
                  { QStringLiteral("bundle"),
                      QCoreApplication::translate("Cli", "With an offline runner profile: where to write the step's bundle."),
                      QCoreApplication::translate("Cli", "FILE") },
                  { QStringLiteral("evidence"),
                      QCoreApplication::translate("Cli",
                          "What the proposer is shown: surface (kernel and times), progressive (evidence as the gap asks, "
                          "the default) or deep (dump and profile of every best kernel)."),
                      QCoreApplication::translate("Cli", "ARM") } };
    },
    runOptimize });
