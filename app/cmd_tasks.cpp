// SPDX-License-Identifier: MIT
// `lowerscope tasks import-tritonbench FILE [PERF_FILE] --out DIR` and `lowerscope tasks check DIR`: operator
// task folders (docs/tasks.md). Exit 0 when imported / valid, 1 when refused / invalid (reasons on stderr).
#include "cli.h"
#include "core/backendregistry.h"
#include "core/jsonkey.h"
#include "core/userfile.h"
#include "runcli.h"
#include "runners/bundle.h"
#include "runners/runner.h"
#include "runners/runrecord.h"
#include "tasks/calibration.h"
#include "tasks/taskfolder.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

using namespace Lowerscope;

namespace {

QJsonArray problemsJson(const TaskCheck &check)
{
    QJsonArray arr;
    for (const TaskProblem &p : check.problems)
        arr.append(p.toJson());
    return arr;
}

void printProblems(const Cli::Invocation &inv, const TaskCheck &check)
{
    for (const TaskProblem &p : check.problems)
        inv.err << "lowerscope: " << p.file << (p.line > 0 ? QStringLiteral(":%1").arg(p.line) : QString()) << ": [" << p.check
                << "] " << p.message << '\n';
    inv.err.flush();
}

QJsonObject checkJson(const TaskCheck &check)
{
    return { { key("task"), QDir(check.folder).absolutePath() }, { key("name"), check.name }, { key("valid"), check.valid() },
        { key("error"), check.error.isEmpty() ? QJsonValue() : QJsonValue(check.error) },
        { key("problems"), problemsJson(check) }, { key("calibration"), check.calibration },
        { key("calibration_reason"), check.calibrationReason.isEmpty() ? QJsonValue() : QJsonValue(check.calibrationReason) },
        { key("torch_calls"),
            QJsonObject { { key("allowed"), QJsonArray::fromStringList(check.torchAllowed) },
                { key("new"), QJsonArray::fromStringList(check.torchNew) } } },
        { key("warnings"), QJsonArray() }, { key("ignored"), QJsonArray() } };
}

int runCheck(const Cli::Invocation &inv)
{
    if (inv.args.size() != 2)
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope tasks check DIR [--json]"));
    const TaskCheck check = checkTask(inv.args.at(1));
    if (!check.ran)
        return inv.fail(QCoreApplication::translate("Cli", "%1: cannot check the task: %2").arg(inv.args.at(1), check.error));
    if (inv.json)
        inv.printJson(checkJson(check));
    else {
        if (check.valid())
            inv.out << QCoreApplication::translate("Cli", "%1: valid task '%2'").arg(check.folder, check.name) << '\n';
        if (check.calibration == QLatin1String("calibrated"))
            inv.out << QCoreApplication::translate("Cli", "  calibrated on a device") << '\n';
        else if (check.calibration == QLatin1String("failed"))
            inv.out << QCoreApplication::translate("Cli", "  calibration failed: %1").arg(check.calibrationReason) << '\n';
        else
            inv.out << QCoreApplication::translate("Cli", "  not calibrated") << '\n';
        for (const QString &c : check.torchAllowed)
            inv.out << QCoreApplication::translate("Cli", "  torch call of the initial kernel (allowed): line %1").arg(c) << '\n';
        for (const QString &c : check.torchNew)
            inv.out << QCoreApplication::translate("Cli", "  new torch call (a fallback): line %1").arg(c) << '\n';
    }
    printProblems(inv, check);
    return check.valid() ? 0 : 1;
}

const HardwareModel *pickHardware(const Cli::Invocation &inv, QString *error)
{
    const QString backendId = inv.isSet(key("backend")) ? inv.value(key("backend")) : BackendRegistry::instance().fallbackId();
    const BackendInterface *backend = BackendRegistry::instance().backend(backendId);
    if (!backend) {
        *error = QCoreApplication::translate("Cli", "unknown backend '%1' (known: %2)")
                     .arg(backendId, BackendRegistry::instance().ids().join(key(", ")));
        return nullptr;
    }
    static QList<HardwareModel> models;
    models = backend->hardware();
    if (models.isEmpty()) {
        *error = QCoreApplication::translate("Cli", "backend '%1' has no hardware model").arg(backendId);
        return nullptr;
    }
    if (!inv.isSet(key("device")))
        return &models.first();
    for (const HardwareModel &h : models)
        if (h.id == inv.value(key("device")))
            return &h;
    *error = QCoreApplication::translate("Cli", "backend '%1' has no device '%2'").arg(backendId, inv.value(key("device")));
    return nullptr;
}

int importTasks(const Cli::Invocation &inv)
{
    if (inv.args.size() < 2 || inv.args.size() > 3 || !inv.isSet(key("out")))
        return inv.fail(QCoreApplication::translate("Cli",
            "usage: lowerscope tasks import-tritonbench FILE [PERF_FILE] --out DIR [--backend ID] [--device ID] [--json]"));
    QString error;
    const HardwareModel *hw = pickHardware(inv, &error);
    if (!hw)
        return inv.fail(error);
    if (!QDir().mkpath(inv.value(key("out"))))
        return inv.fail(QCoreApplication::translate("Cli", "%1: cannot create the folder").arg(inv.value(key("out"))));
    const TritonBenchImport result = importTritonBench(inv.args.at(1), inv.args.value(2), inv.value(key("out")), *hw);
    const bool ok = result.imported && result.check.valid();
    if (inv.json) {
        QJsonObject doc { { key("task"), QDir(result.folder).absolutePath() }, { key("imported"), result.imported },
            { key("valid"), ok }, { key("refused"), result.refusal.isEmpty() ? QJsonValue() : QJsonValue(result.refusal) },
            { key("hardware"), hw->id }, { key("cases"), result.task.value(key("cases")) },
            { key("problems"), problemsJson(result.check) }, { key("warnings"), QJsonArray::fromStringList(result.warnings) },
            { key("ignored"), QJsonArray() } };
        if (!result.refusal.isEmpty())
            doc.insert(key("refused_at"),
                QJsonObject { { key("file"), result.refusalFile },
                    { key("line"), result.refusalLine > 0 ? QJsonValue(result.refusalLine) : QJsonValue() } });
        inv.printJson(doc);
    }
    if (!result.imported) {
        inv.err << "lowerscope: " << result.refusalFile
                << (result.refusalLine > 0 ? QStringLiteral(":%1").arg(result.refusalLine) : QString()) << ": "
                << QCoreApplication::translate("Cli", "refused: %1").arg(result.refusal) << Qt::endl;
        return 1;
    }
    if (!inv.json) {
        inv.out << QCoreApplication::translate("Cli", "imported %1 into %2 (%3 cases, estimated on %4)")
                       .arg(inv.args.at(1), result.folder)
                       .arg(result.task.value(key("cases")).toArray().size())
                       .arg(hw->name)
                << '\n';
        for (const QJsonValue &c : result.task.value(key("cases")).toArray())
            inv.out << "  " << c.toObject().value(key("name")).toString() << "  ~"
                    << c.toObject().value(key("estimate_us")).toDouble() << " µs\n";
    }
    for (const QString &w : result.warnings)
        inv.err << "lowerscope: " << inv.args.value(2) << ": " << QCoreApplication::translate("Cli", "warning: %1").arg(w)
                << '\n';
    if (!result.check.ran)
        return inv.fail(QCoreApplication::translate("Cli", "%1: imported, but cannot check the task: %2")
                .arg(result.folder, result.check.error));
    printProblems(inv, result.check);
    return ok ? 0 : 1;
}

// The task's initial kernel as an absolute path: what a calibration request sends as its candidate.
QString initialKernelOf(const QString &taskDir)
{
    QByteArray bytes;
    QString error;
    if (!UserFile::read(QDir(taskDir).filePath(key("task.json")), UserFile::MaxDocumentBytes, &bytes, &error))
        return {};
    const QString rel = QJsonDocument::fromJson(bytes).object().value(key("initial")).toString(key("initial/kernel.py"));
    return QDir(QDir(taskDir).absolutePath()).filePath(rel);
}

// Applies each verified calibration result; the request must be one this workspace sent as a calibration (its
// candidate: the task's initial kernel). Returns whether every task was calibrated.
bool applyResults(const Cli::Invocation &inv, const RunBatch &batch, const QString &runnerName, const QList<RunResult> &results,
    QJsonArray *out)
{
    bool all = true;
    for (const RunResult &r : results) {
        const RunRequest *req = nullptr;
        for (const RunRequest &q : batch.requests)
            if (q.id == r.id)
                req = &q;
        QJsonObject doc { { key("request"), r.id } };
        QString line;
        if (!req || QDir::cleanPath(req->candidate) != QDir::cleanPath(initialKernelOf(req->taskDir))) {
            line = QCoreApplication::translate("Cli", "%1: not a calibration request of this workspace (skipped)").arg(r.id);
            all = false;
        } else if (!r.ok()) {
            line = QCoreApplication::translate("Cli", "%1: did not run: %2 (task not changed)").arg(req->taskDir, r.error);
            all = false;
        } else {
            const CalibrationApplied a
                = applyCalibration(req->taskDir, r.result, CalibrationSource { runnerName, batch.id, r.id, r.finished });
            doc.insert(key("task"), req->taskDir);
            doc.insert(key("status"), a.applied ? a.status : key("refused"));
            doc.insert(key("reason"), a.applied ? a.reason : a.error);
            doc.insert(key("changes"), QJsonArray::fromStringList(a.messages));
            if (!a.applied)
                line = a.error;
            else if (a.status == QLatin1String("failed"))
                line = QCoreApplication::translate("Cli", "%1: calibration failed: %2").arg(req->taskDir, a.reason);
            else
                line = QCoreApplication::translate("Cli", "%1: calibrated").arg(req->taskDir);
            for (const QString &m : a.messages)
                line += QStringLiteral("\n  ") + m;
            all = all && a.applied && a.status == QLatin1String("calibrated");
        }
        out->append(doc);
        if (!inv.json)
            inv.out << line << '\n';
    }
    return all;
}

// `tasks calibrate TASK... [--runner NAME] [--out BUNDLE]` and `tasks calibrate --import RESULTS`.
int runCalibrate(const Cli::Invocation &inv)
{
    Workspace ws;
    QString error;
    if (!ws.open(inv.workspace, &error))
        return inv.fail(error);
    QJsonArray applied;
    if (inv.isSet(key("import"))) {
        int recorded = 0;
        const std::optional<ImportedResults> imported = importRuns(ws, inv.value(key("import")), &recorded, &error);
        if (!imported)
            return inv.fail(error);
        const bool ok = applyResults(inv, imported->batch, imported->runner, imported->results, &applied);
        if (inv.json)
            inv.printJson({ { key("batch"), imported->batch.id }, { key("tasks"), applied }, { key("warnings"), QJsonArray() },
                { key("ignored"), QJsonArray() } });
        return ok ? 0 : 1;
    }
    const QStringList tasks = inv.args.mid(1);
    if (tasks.isEmpty())
        return inv.fail(QCoreApplication::translate(
            "Cli", "usage: lowerscope tasks calibrate TASK... [--runner NAME] [--out BUNDLE.tar.gz] | --import RESULTS.tar.gz"));
    int rc = 1;
    const std::optional<RunnerProfile> profile = Cli::chosenProfile(inv, &rc);
    if (!profile)
        return rc;
    RunBatch batch;
    batch.id = makeBatchId();
    batch.workDir = QDir(QDir(ws.folder()).filePath(key("runs"))).filePath(batch.id);
    for (qsizetype i = 0; i < tasks.size(); ++i) {
        RunRequest r;
        QString id
            = QStringLiteral("calibrate-%1-%2").arg(i).arg(QFileInfo(QDir::cleanPath(QDir(tasks[i]).absolutePath())).fileName());
        id.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), key("_"));
        r.id = id.left(64);
        r.taskDir = QDir(tasks[i]).absolutePath();
        r.candidate = initialKernelOf(r.taskDir);
        if (r.candidate.isEmpty())
            return inv.fail(QCoreApplication::translate("Cli", "%1: cannot read task.json").arg(tasks[i]));
        r.calibrate = true;
        r.timing = false;
        batch.requests.append(r);
    }
    if (const QString p = batch.problem(); !p.isEmpty())
        return inv.fail(p);
    if (!registerBatch(ws, &batch, profile->name, &error))
        return inv.fail(error);
    if (profile->kind == QLatin1String("offline")) {
        if (!inv.isSet(key("out")))
            return inv.fail(
                QCoreApplication::translate("Cli", "profile %1 is offline: give --out BUNDLE.tar.gz").arg(profile->name));
        if (!exportBundle(batch, *profile, inv.value(key("out")), &error))
            return inv.fail(error);
        inv.out << QCoreApplication::translate("Cli",
            "calibration bundle %1 written (batch %2): run python3 run.py where the device is, then "
            "lowerscope tasks calibrate --import RESULTS.tar.gz")
                       .arg(inv.value(key("out")), batch.id)
                << '\n';
        return 0;
    }
    std::unique_ptr<Runner> runner = createRunner(*profile, &error);
    if (!runner)
        return inv.fail(error);
    const QList<RunResult> results = runToEnd(*runner, batch, &error, [&](const QString &id, const QString &line) {
        inv.err << (id.isEmpty() ? QString() : QLatin1Char('[') + id + key("] ")) << line << Qt::endl;
    });
    if (results.isEmpty())
        return inv.fail(error);
    if (recordRuns(ws, runner->batch(), profile->name, results, &error) < 0)
        return inv.fail(error);
    const bool ok = applyResults(inv, batch, profile->name, results, &applied);
    if (inv.json)
        inv.printJson({ { key("batch"), batch.id }, { key("runner"), profile->name }, { key("tasks"), applied },
            { key("warnings"), QJsonArray() }, { key("ignored"), QJsonArray() } });
    return ok ? 0 : 1;
}

int runTasks(const Cli::Invocation &inv)
{
    const QString action = inv.args.value(0);
    if (action == QLatin1String("check"))
        return runCheck(inv);
    if (action == QLatin1String("import-tritonbench"))
        return importTasks(inv);
    if (action == QLatin1String("calibrate"))
        return runCalibrate(inv);
    return inv.fail(
        QCoreApplication::translate("Cli", "unknown tasks action '%1' (import-tritonbench, check, calibrate)").arg(action));
}

} // namespace

static Cli::Registration tasksRegistration({ QStringLiteral("tasks"),
    QStringLiteral("tasks import-tritonbench FILE [PERF_FILE] --out DIR [--backend ID] [--device ID] | check DIR [--json] | "
                   "calibrate TASK... [--runner NAME] [--out BUNDLE.tar.gz] | calibrate --import RESULTS.tar.gz"),
    QT_TRANSLATE_NOOP("Cli",
        "Import a TritonBench-G operator as an operator task, check a task folder (format, hashes, static checks), or calibrate "
        "tasks on a device."),
    [] {
        return QList<QCommandLineOption> {
            { QStringLiteral("out"),
                QCoreApplication::translate("Cli",
                    "The task folder to create (import-tritonbench), or the bundle to write (calibrate on an offline runner)."),
                QCoreApplication::translate("Cli", "PATH") },
            { QStringLiteral("runner"),
                QCoreApplication::translate("Cli", "The runner profile that calibrates (default: local)."),
                QCoreApplication::translate("Cli", "NAME") },
            { QStringLiteral("import"),
                QCoreApplication::translate("Cli", "A calibration results archive to record and write into its tasks."),
                QCoreApplication::translate("Cli", "RESULTS") },
            { QStringLiteral("backend"),
                QCoreApplication::translate("Cli", "The backend whose hardware model estimates case times (default: cuda)."),
                QCoreApplication::translate("Cli", "ID") },
            { QStringLiteral("device"), QCoreApplication::translate("Cli", "The backend's device model (default: its first)."),
                QCoreApplication::translate("Cli", "ID") }
        };
    },
    runTasks });
