// SPDX-License-Identifier: MIT
// `lowerscope bundle export TASK... [--candidate FILE]... --out BUNDLE.tar.gz` and `lowerscope bundle import
// RESULTS.tar.gz`: offline bundles (docs/runners.md). Export writes one archive to run anywhere with
// `python3 run.py`; import records the results archive it writes in the workspace, once.
#include "cli.h"
#include "core/jsonkey.h"
#include "runcli.h"
#include "runners/bundle.h"
#include "runners/runrecord.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>

using namespace Lowerscope;

namespace {

int runBundleExport(const Cli::Invocation &inv)
{
    int rc = 1;
    if (!inv.isSet(key("out")))
        return inv.fail(QCoreApplication::translate(
            "Cli", "usage: lowerscope bundle export TASK... [--candidate FILE]... --out BUNDLE.tar.gz"));
    const std::optional<RunnerProfile> profile = Cli::chosenProfile(inv, &rc);
    if (!profile)
        return rc;
    Workspace ws;
    QString error;
    if (!ws.open(inv.workspace, &error))
        return inv.fail(error);
    QTemporaryDir staging;
    std::optional<RunBatch> batch = Cli::batchFrom(inv, inv.args.mid(1), staging.path(), &rc);
    if (!batch || !Cli::consentGiven(inv, *batch, &rc))
        return rc;
    // The workspace records what it sent: `bundle import` accepts results of these requests only.
    if (!registerBatch(ws, &*batch, profile->name, &error))
        return inv.fail(error);
    const QString out = QFileInfo(inv.value(key("out"))).absoluteFilePath();
    if (!exportBundle(*batch, *profile, out, &error))
        return inv.fail(error);
    if (inv.json) {
        QJsonArray ids;
        for (const RunRequest &r : batch->requests)
            ids.append(r.id);
        inv.printJson({ { key("batch"), batch->id }, { key("bundle"), out }, { key("requests"), ids },
            { key("warnings"), QJsonArray() }, { key("ignored"), QJsonArray() } });
    } else {
        inv.out << QCoreApplication::translate("Cli",
            "wrote %1 (batch %2, %3 requests). Where the hardware is: unpack it, run `python3 run.py`, "
            "then bring back results.tar.gz and run `lowerscope bundle import results.tar.gz`.")
                       .arg(out, batch->id)
                       .arg(batch->requests.size())
                << '\n';
    }
    return 0;
}

int runBundleImport(const Cli::Invocation &inv)
{
    if (inv.args.size() != 2)
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope bundle import RESULTS.tar.gz [--json]"));
    Workspace ws;
    QString error;
    if (!ws.open(inv.workspace, &error))
        return inv.fail(error);
    int recorded = 0;
    const std::optional<ImportedResults> imported = importRuns(ws, inv.args.at(1), &recorded, &error);
    if (!imported)
        return inv.fail(error);
    QJsonArray arr;
    for (qsizetype i = 0; i < imported->results.size(); ++i) {
        arr.append(Cli::resultJson(imported->batch.requests[i], imported->results[i]));
        if (!inv.json)
            inv.err << Cli::resultLine(imported->batch.requests[i], imported->results[i]) << Qt::endl;
    }
    if (inv.json)
        inv.printJson({ { key("batch"), imported->batch.id }, { key("results"), arr }, { key("recorded"), recorded },
            { key("warnings"), QJsonArray() }, { key("ignored"), QJsonArray() } });
    else
        inv.out << QCoreApplication::translate("Cli", "batch %1: %2 results, %3 newly recorded in %4")
                       .arg(imported->batch.id)
                       .arg(imported->results.size())
                       .arg(recorded)
                       .arg(ws.file())
                << '\n';
    return 0;
}

int runBundle(const Cli::Invocation &inv)
{
    const QString action = inv.args.value(0);
    if (action == QLatin1String("export"))
        return runBundleExport(inv);
    if (action == QLatin1String("import"))
        return runBundleImport(inv);
    return inv.fail(QCoreApplication::translate(
        "Cli", "usage: lowerscope bundle export TASK... --out BUNDLE.tar.gz | bundle import RESULTS.tar.gz"));
}

} // namespace

static Cli::Registration bundleRegistration({ QStringLiteral("bundle"),
    QStringLiteral("bundle export TASK... [--candidate FILE]... [--origin user|recipe|llm] [--runner NAME] [--evidence [--ncu]] "
                   "[--no-timing] [--timeout S] [--yes] --out BUNDLE.tar.gz | import RESULTS.tar.gz [--json]"),
    QT_TRANSLATE_NOOP(
        "Cli", "Offline runs: export a job bundle to run where the hardware is, import its results into the workspace."),
    [] {
        QList<QCommandLineOption> o = Cli::batchOptions();
        o.append({ key("out"), QCoreApplication::translate("Cli", "The bundle archive to write."),
            QCoreApplication::translate("Cli", "FILE") });
        return o;
    },
    runBundle });
