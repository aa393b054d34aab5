// SPDX-License-Identifier: MIT
// `lowerscope run TASK... [--runner NAME] [--candidate FILE]...`: validates candidates with the harness on a
// runner and records the results in the workspace (docs/runners.md). Exit 0 when every request ran to a
// verdict (whatever it is), 1 when one failed, timed out or was cancelled (recorded all the same) or on bad
// arguments. Ctrl-C cancels the batch (scancel on Slurm) and records what ended.
#include "cli.h"
#include "core/jsonkey.h"
#include "runcli.h"
#include "runners/runner.h"
#include "runners/runrecord.h"
#include "tasks/calibration.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QTimer>
#include <atomic>
#include <csignal>

using namespace Lowerscope;

namespace {

std::atomic<bool> interrupted { false };

void onInterrupt(int)
{
    interrupted.store(true);
}

int runRun(const Cli::Invocation &inv)
{
    int rc = 1;
    const std::optional<RunnerProfile> profile = Cli::chosenProfile(inv, &rc);
    if (!profile)
        return rc;
    if (profile->kind == QLatin1String("offline"))
        return inv.fail(QCoreApplication::translate("Cli",
            "profile %1 is offline: export a bundle with lowerscope bundle export and import its results with lowerscope bundle "
            "import")
                .arg(profile->name));
    Workspace ws;
    QString error;
    if (!ws.open(inv.workspace, &error))
        return inv.fail(error);
    // Calibration (docs/tasks.md): an imported task never calibrated runs with a warning; one whose initial
    // kernel failed calibration is refused with the reason.
    for (const QString &task : inv.args) {
        const TaskGate gate = taskGate(task);
        if (!gate.allowed())
            return inv.fail(gate.message);
        if (gate.state == TaskGate::State::Warning)
            inv.err << "lowerscope: " << QCoreApplication::translate("Cli", "warning: %1").arg(gate.message) << Qt::endl;
    }
    std::optional<RunBatch> batch = Cli::batchFrom(inv, inv.args, QDir(ws.folder()).filePath(key("runs")), &rc);
    if (!batch || !Cli::consentGiven(inv, *batch, &rc))
        return rc;
    // Registered before it runs: only results of these requests are recorded (docs/reliability.md).
    if (!registerBatch(ws, &*batch, profile->name, &error))
        return inv.fail(error);
    std::unique_ptr<Runner> runner = createRunner(*profile, &error);
    if (!runner)
        return inv.fail(error);

    interrupted.store(false);
    auto previous = std::signal(SIGINT, onInterrupt);
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, runner.get(), [&] {
        if (interrupted.exchange(false))
            runner->cancel();
    });
    watch.start(200);
    inv.err << QCoreApplication::translate("Cli", "batch %1: %n request(s) on runner '%2'", nullptr, int(batch->requests.size()))
                   .arg(batch->id, profile->name)
            << Qt::endl;
    QObject::connect(runner.get(), &Runner::resultReady, runner.get(), [&](const RunResult &r) {
        for (const RunRequest &req : batch->requests)
            if (req.id == r.id)
                inv.err << Cli::resultLine(req, r) << Qt::endl;
    });
    const QList<RunResult> results = runToEnd(*runner, *batch, &error, [&](const QString &id, const QString &line) {
        inv.err << (id.isEmpty() ? QString() : QLatin1Char('[') + id + key("] ")) << line << Qt::endl;
    });
    watch.stop();
    std::signal(SIGINT, previous);
    if (results.isEmpty())
        return inv.fail(error);

    const int recorded = recordRuns(ws, runner->batch(), profile->name, results, &error);
    if (recorded < 0)
        return inv.fail(error);
    bool allRan = true;
    QJsonArray arr;
    for (qsizetype i = 0; i < results.size(); ++i) {
        allRan = allRan && results[i].ok();
        arr.append(Cli::resultJson(runner->batch().requests[i], results[i]));
    }
    if (inv.json)
        inv.printJson({ { key("batch"), batch->id }, { key("runner"), profile->name }, { key("folder"), runner->batch().workDir },
            { key("results"), arr }, { key("recorded"), recorded }, { key("warnings"), QJsonArray() },
            { key("ignored"), QJsonArray() } });
    else
        inv.out << QCoreApplication::translate("Cli", "batch %1: %2 of %3 requests ran to a verdict; recorded in %4")
                       .arg(batch->id)
                       .arg(std::count_if(results.begin(), results.end(), [](const RunResult &r) { return r.ok(); }))
                       .arg(results.size())
                       .arg(ws.file())
                << '\n';
    return allRan ? 0 : 1;
}

} // namespace

static Cli::Registration runRegistration({ QStringLiteral("run"),
    QStringLiteral("run TASK... [--runner NAME] [--candidate FILE]... [--origin user|recipe|llm] [--evidence [--ncu]] "
                   "[--no-timing] [--timeout S] [--yes] [--json]"),
    QT_TRANSLATE_NOOP("Cli", "Validate candidate kernels with the harness on a runner and record the results in the workspace."),
    [] { return Cli::batchOptions(); }, runRun });
