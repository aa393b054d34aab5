// SPDX-License-Identifier: MIT
// `lowerscope report [--json]`: the workspace's results by distribution (docs/rounds.md), Markdown by default.
#include "cli.h"
#include "workspace/report.h"

#include <QCoreApplication>

using namespace Lowerscope;

static int runReport(const Cli::Invocation &inv)
{
    QString error;
    const std::optional<Report> report = Report::ofWorkspace(inv.workspace, &error);
    if (!report)
        return inv.fail(error);
    if (inv.json) {
        inv.printJson(report->toJson());
        return 0;
    }
    inv.out << report->toMarkdown();
    return 0;
}

static Cli::Registration reportRegistration({ QStringLiteral("report"), QStringLiteral("report [--json]"),
    QT_TRANSLATE_NOOP("Cli", "Summarise the workspace's rounds: speedups per operator and their distribution."), {}, runReport });
