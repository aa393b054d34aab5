// SPDX-License-Identifier: MIT
// `lowerscope tasks import-tritonbench FILE [PERF_FILE] --out DIR` and `lowerscope tasks check DIR`: operator
// task folders (docs/tasks.md). Exit 0 when imported / valid, 1 when refused / invalid (reasons on stderr).
#include "cli.h"

#include "core/backendregistry.h"
#include "tasks/taskfolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>

using namespace Lowerscope;

namespace {

QString key(const char *k) { return QString::fromLatin1(k); }

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
        inv.err << "lowerscope: " << p.file << (p.line > 0 ? QStringLiteral(":%1").arg(p.line) : QString()) << ": [" << p.check << "] "
                << p.message << '\n';
    inv.err.flush();
}

QJsonObject checkJson(const TaskCheck &check)
{
    return {{key("task"), QDir(check.folder).absolutePath()}, {key("name"), check.name}, {key("valid"), check.valid()},
            {key("error"), check.error.isEmpty() ? QJsonValue() : QJsonValue(check.error)}, {key("problems"), problemsJson(check)},
            {key("warnings"), QJsonArray()}, {key("ignored"), QJsonArray()}};
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
    else if (check.valid())
        inv.out << QCoreApplication::translate("Cli", "%1: valid task '%2'").arg(check.folder, check.name) << '\n';
    printProblems(inv, check);
    return check.valid() ? 0 : 1;
}

const HardwareModel *pickHardware(const Cli::Invocation &inv, QString *error)
{
    const QString backendId = inv.isSet(key("backend")) ? inv.value(key("backend")) : key("cuda");
    const BackendInterface *backend = BackendRegistry::instance().backend(backendId);
    if (!backend) {
        *error = QCoreApplication::translate("Cli", "unknown backend '%1' (known: %2)").arg(backendId, BackendRegistry::instance().ids().join(key(", ")));
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

int runImport(const Cli::Invocation &inv)
{
    if (inv.args.size() < 2 || inv.args.size() > 3 || !inv.isSet(key("out")))
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope tasks import-tritonbench FILE [PERF_FILE] --out DIR [--backend ID] [--device ID] [--json]"));
    QString error;
    const HardwareModel *hw = pickHardware(inv, &error);
    if (!hw)
        return inv.fail(error);
    if (!QDir().mkpath(inv.value(key("out"))))
        return inv.fail(QCoreApplication::translate("Cli", "%1: cannot create the folder").arg(inv.value(key("out"))));
    const TritonBenchImport result = importTritonBench(inv.args.at(1), inv.args.value(2), inv.value(key("out")), *hw);
    const bool ok = result.imported && result.check.valid();
    if (inv.json) {
        QJsonObject doc{{key("task"), QDir(result.folder).absolutePath()}, {key("imported"), result.imported}, {key("valid"), ok},
                        {key("refused"), result.refusal.isEmpty() ? QJsonValue() : QJsonValue(result.refusal)},
                        {key("hardware"), hw->id}, {key("cases"), result.task.value(key("cases"))},
                        {key("problems"), problemsJson(result.check)}, {key("warnings"), QJsonArray()}, {key("ignored"), QJsonArray()}};
        if (!result.refusal.isEmpty())
            doc.insert(key("refused_at"), QJsonObject{{key("file"), result.refusalFile},
                                                       {key("line"), result.refusalLine > 0 ? QJsonValue(result.refusalLine) : QJsonValue()}});
        inv.printJson(doc);
    }
    if (!result.imported) {
        inv.err << "lowerscope: " << result.refusalFile << (result.refusalLine > 0 ? QStringLiteral(":%1").arg(result.refusalLine) : QString())
                << ": " << QCoreApplication::translate("Cli", "refused: %1").arg(result.refusal) << Qt::endl;
        return 1;
    }
    if (!inv.json) {
        inv.out << QCoreApplication::translate("Cli", "imported %1 into %2 (%3 cases, estimated on %4)").arg(inv.args.at(1), result.folder).arg(result.task.value(key("cases")).toArray().size()).arg(hw->name)
                << '\n';
        for (const QJsonValue &c : result.task.value(key("cases")).toArray())
            inv.out << "  " << c.toObject().value(key("name")).toString() << "  ~" << c.toObject().value(key("estimate_us")).toDouble() << " µs\n";
    }
    if (!result.check.ran)
        return inv.fail(QCoreApplication::translate("Cli", "%1: imported, but cannot check the task: %2").arg(result.folder, result.check.error));
    printProblems(inv, result.check);
    return ok ? 0 : 1;
}

int runTasks(const Cli::Invocation &inv)
{
    const QString action = inv.args.value(0);
    if (action == QLatin1String("check"))
        return runCheck(inv);
    if (action == QLatin1String("import-tritonbench"))
        return runImport(inv);
    return inv.fail(QCoreApplication::translate("Cli", "unknown tasks action '%1' (import-tritonbench, check)").arg(action));
}

} // namespace

static Cli::Registration reg({QStringLiteral("tasks"),
                              QStringLiteral("tasks import-tritonbench FILE [PERF_FILE] --out DIR [--backend ID] [--device ID] | check DIR [--json]"),
                              QT_TRANSLATE_NOOP("Cli", "Import a TritonBench-G operator as an operator task, or check a task folder (format, hashes, static checks)."),
                              [] {
                                  return QList<QCommandLineOption>{
                                      {QStringLiteral("out"), QCoreApplication::translate("Cli", "The task folder to create."), QCoreApplication::translate("Cli", "DIR")},
                                      {QStringLiteral("backend"), QCoreApplication::translate("Cli", "The backend whose hardware model estimates case times (default: cuda)."),
                                       QCoreApplication::translate("Cli", "ID")},
                                      {QStringLiteral("device"), QCoreApplication::translate("Cli", "The backend's device model (default: its first)."),
                                       QCoreApplication::translate("Cli", "ID")}};
                              },
                              runTasks});
