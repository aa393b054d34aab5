// SPDX-License-Identifier: MIT
// `lowerscope diagnose PATH [--kernel NAME] [--compiler-source DIR] [--json]`: climbs the diagnosis ladder.
#include "cli.h"
#include "core/enginetext.h"
#include "core/userfile.h"
#include "diagnosis/diagnosisengine.h"
#include "optimize/optask.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

using namespace Lowerscope;

static void printText(const Cli::Invocation &inv, const Diagnosis &d)
{
    inv.out << d.kernel << (d.backend.isEmpty() ? QString() : QStringLiteral(" (") + d.backend + QLatin1Char(')')) << "\n";
    inv.out << "  " << QCoreApplication::translate("Cli", "levels") << ": " << d.levelsReached.join(QStringLiteral(" → "));
    if (!d.bottleneck.isEmpty())
        inv.out << "   " << QCoreApplication::translate("Cli", "bottleneck") << ": " << d.bottleneck;
    inv.out << '\n';
    for (const Escalation &e : d.escalations)
        inv.out << "  " << e.from << " → " << e.to << ": " << EngineText::translated(e.reason) << '\n';
    inv.out << "  " << QCoreApplication::translate("Cli", "stopped") << ": " << EngineText::translated(d.stopReason) << '\n';
    for (const Finding &f : d.findings) {
        inv.out << "\n  [" << f.level << ' ' << f.severity;
        if (f.impact >= 0)
            inv.out << " · " << qRound(f.impact * 100) << " %";
        inv.out << "] " << f.id() << (f.stale ? " (stale)" : "") << "\n    " << EngineText::translated(f.title) << '\n';
        for (const Evidence &e : f.evidence) {
            inv.out << "    - " << e.kind << ' ' << e.artifact;
            if (e.line > 0)
                inv.out << ':' << e.line;
            if (!e.metric.isEmpty())
                inv.out << ' ' << e.metric << " = " << e.valueText();
            if (!e.excerpt.isEmpty())
                inv.out << "  " << e.excerpt.left(110);
            inv.out << '\n';
        }
        if (!f.explanation.isEmpty())
            inv.out << "    " << QCoreApplication::translate("Cli", "why") << ": " << f.explanation << '\n';
        for (const QString &c : f.rewriteConditions)
            inv.out << "    " << QCoreApplication::translate("Cli", "a rewrite must") << ": " << EngineText::translated(c)
                    << '\n';
    }
}

static int runDiagnose(const Cli::Invocation &inv)
{
    if (inv.args.size() != 1)
        return inv.fail(QCoreApplication::translate("Cli", "diagnose needs exactly one PATH (a kernel folder or file)"));
    DiagnosisRequest req;
    req.path = inv.args.constFirst();
    if (QString why; !UserFile::isFolderOrRegular(req.path, &why))
        return inv.fail(why);
    req.kernel = inv.value(QStringLiteral("kernel"));
    req.knowledgeBase = inv.kb;
    req.compilerSourceDir = inv.value(QStringLiteral("compiler-source"));
    // A task folder (docs/tasks.md): the launch facts are computed on its cases, call and hardware.
    if (QFileInfo::exists(QDir(req.path).filePath(QStringLiteral("task.json")))) {
        QString error;
        const auto task = Optimize::readOpTask(req.path, &error);
        if (!task)
            return inv.fail(error);
        req.launch = std::make_shared<const LaunchInputs>(Optimize::launchInputsOf(*task, task->kernelText));
    }
    const DiagnosisReport report = diagnose(req);
    for (const Warning &w : report.diagnostics.warnings)
        inv.warn(w.toText());
    if (!report.error.isEmpty())
        return inv.fail(EngineText::translated(report.error));
    if (inv.json) {
        inv.printJson(report.toJson());
        return 0;
    }
    for (const Diagnosis &d : report.kernels) {
        printText(inv, d);
        inv.out << '\n';
    }
    return 0;
}

static Cli::Registration diagnoseRegistration(
    { QStringLiteral("diagnose"), QStringLiteral("diagnose PATH [--kernel NAME] [--compiler-source DIR] [--json]"),
        QT_TRANSLATE_NOOP(
            "Cli", "Diagnose a kernel folder: pattern triage (L1), profile (L2), IR attribution (L3), compiler knowledge (L4)."),
        [] {
            return QList<QCommandLineOption> {
                { QStringLiteral("kernel"), QCoreApplication::translate("Cli", "Only the kernel with this Triton function name."),
                    QCoreApplication::translate("Cli", "NAME") },
                { QStringLiteral("compiler-source"),
                    QCoreApplication::translate("Cli", "A Triton source checkout, to locate the code that emits a remark."),
                    QCoreApplication::translate("Cli", "DIR") }
            };
        },
        runDiagnose });
