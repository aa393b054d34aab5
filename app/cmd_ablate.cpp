// SPDX-License-Identifier: MIT
// `lowerscope ablate TASK... --out DIR [--arms surface,progressive,deep] [--rounds N] [--candidates K] [--runner PROFILE]
// [--llm PROFILE] [--baseline LOG] [--yes]` and `lowerscope ablate --report DIR`: the same operators, harness and
// round budget in one workspace per arm (DIR/ARM), the arms differing only in what the proposer is shown
// (docs/optimize.md, "Ablation"); then the arms side by side (DIR/ablation.json, DIR/ablation.md, stdout).
#include "cli.h"
#include "core/enginetext.h"
#include "core/jsonkey.h"
#include "optimize/ablation.h"
#include "optimize/loopsession.h"
#include "runcli.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

using namespace Lowerscope;
using namespace Lowerscope::Optimize;

namespace {

const QStringList AllArms { key("surface"), key("progressive"), key("deep") };

bool writeFile(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        *error = QCoreApplication::translate("Cli", "%1: cannot write: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

// One arm to its end: the loop's steps as `optimize` runs them (LoopSession), with consent per step.
bool runArm(const Cli::Invocation &inv, const SessionSpec &spec, const RunnerProfile &profile, int *rc, QString *error)
{
    const std::unique_ptr<LoopSession> session = LoopSession::open(spec, error);
    if (!session)
        return false;
    for (int step = 1; step <= session->maxSteps(); ++step) {
        const auto planned = session->plan(profile.name, error);
        if (!planned)
            return false;
        for (const StepNote &n : planned->notes)
            inv.err << "lowerscope: ablate: " << evidenceArmName(spec.evidence) << ": " << n.op << ": "
                    << EngineText::translated(n.note) << '\n';
        if (planned->finished())
            return true;
        if (!Cli::consentGiven(inv, planned->batch, rc)) {
            error->clear();
            return false;
        }
        const QList<RunResult> results = session->run(*planned, profile, error);
        if (results.isEmpty() && !error->isEmpty())
            return false;
        QList<StepNote> notes;
        if (!session->record(*planned, profile.name, results, &notes, error))
            return false;
        for (const StepNote &n : notes)
            inv.err << "lowerscope: ablate: " << evidenceArmName(spec.evidence) << ": " << n.op << ": "
                    << EngineText::translated(n.note) << '\n';
        inv.err.flush();
    }
    return true;
}

// The report of the arms found in DIR (one workspace per arm), written beside them and printed.
int report(const Cli::Invocation &inv, const QString &dir, const QStringList &arms)
{
    QList<AblationArm> found;
    for (const QString &arm : arms)
        if (QFileInfo::exists(QDir(dir).filePath(arm + key("/workspace.sqlite"))))
            found.append({ arm, QDir(dir).filePath(arm) });
    if (found.isEmpty())
        return inv.fail(QCoreApplication::translate("Cli", "%1: no arm workspace (%2) in it").arg(dir, arms.join(key(", "))));
    QString error;
    const auto doc = ablationReport(found, &error);
    if (!doc)
        return inv.fail(error);
    const QString md = ablationMarkdown(*doc);
    if (!writeFile(QDir(dir).filePath(key("ablation.json")), QJsonDocument(*doc).toJson(), &error)
        || !writeFile(QDir(dir).filePath(key("ablation.md")), md.toUtf8(), &error))
        return inv.fail(error);
    if (inv.json)
        inv.printJson(*doc);
    else
        inv.out << md;
    return 0;
}

int runAblate(const Cli::Invocation &inv)
{
    QStringList arms = AllArms;
    if (inv.isSet(key("arms"))) {
        arms = inv.value(key("arms")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString &a : std::as_const(arms))
            if (!evidenceArmFromName(a))
                return inv.fail(
                    QCoreApplication::translate("Cli", "--arms: %1 is not an arm (surface, progressive, deep)").arg(a));
    }
    if (inv.isSet(key("report")))
        return report(inv, inv.value(key("report")), arms);
    if (inv.args.isEmpty() || !inv.isSet(key("out")))
        return inv.fail(QCoreApplication::translate("Cli",
            "usage: lowerscope ablate TASK... --out DIR [--arms surface,progressive,deep] [--rounds N] [--runner PROFILE] "
            "[--llm PROFILE] [--yes] | ablate --report DIR"));
    int rc = 1;
    const std::optional<RunnerProfile> profile = Cli::chosenProfile(inv, &rc);
    if (!profile)
        return rc;
    if (profile->kind == QLatin1String("offline"))
        return inv.fail(QCoreApplication::translate("Cli",
            "ablate runs every arm to its end: runner %1 is offline (use local, ssh or slurm, or drive each arm's "
            "workspace with `optimize` and then `ablate --report`)")
                .arg(profile->name));
    QString error;
    const std::optional<SessionSpec> loop = Cli::loopSpec(inv, &error);
    if (!loop)
        return inv.fail(error);
    SessionSpec base = *loop;
    base.resume = true; // an arm interrupted earlier continues
    const QString out = QFileInfo(inv.value(key("out"))).absoluteFilePath();
    for (const QString &arm : std::as_const(arms)) {
        SessionSpec spec = base;
        spec.evidence = *evidenceArmFromName(arm);
        spec.workspace = QDir(out).filePath(arm);
        inv.err << QCoreApplication::translate("Cli", "lowerscope: ablate: arm %1 in %2").arg(arm, spec.workspace) << '\n';
        if (!runArm(inv, spec, *profile, &rc, &error))
            return error.isEmpty() ? rc : inv.fail(error);
    }
    return report(inv, out, arms);
}

} // namespace

static Cli::Registration ablateRegistration({ QStringLiteral("ablate"),
    QStringLiteral("ablate TASK... --out DIR [--arms surface,progressive,deep] [--rounds N] [--candidates K] [--runner PROFILE] "
                   "[--llm PROFILE [--templates DIR]] "
                   "[--baseline LOG] [--yes] [--json] | ablate --report DIR [--arms ...]"),
    QT_TRANSLATE_NOOP("Cli",
        "Run the loop once per evidence arm (surface, progressive, deep) on the same tasks and budget, and put the arms side by "
        "side."),
    [] {
        return QList<QCommandLineOption> { { QStringLiteral("out"),
                                               QCoreApplication::translate(
                                                   "Cli", "The folder that holds one workspace per arm and the report."),
                                               QCoreApplication::translate("Cli", "DIR") },
            { QStringLiteral("arms"),
                QCoreApplication::translate("Cli", "The arms, comma-separated (default: surface,progressive,deep)."),
                QCoreApplication::translate("Cli", "ARMS") },
            { QStringLiteral("report"),
                QCoreApplication::translate(
                    "Cli", "Only build the report from the arm workspaces in DIR (e.g. arms an agent drove)."),
                QCoreApplication::translate("Cli", "DIR") } }
        + Cli::loopOptions();
    },
    runAblate });
