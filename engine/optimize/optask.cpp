// SPDX-License-Identifier: MIT
#include "optask.h"

#include "core/backend.h"
#include "core/backendregistry.h"
#include "core/enginetext.h"
#include "core/identifier.h"
#include "core/numeric.h"
#include "core/statistics.h"
#include "core/userfile.h"
#include "tasks/taskfolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <limits>
#include <tuple>

namespace Lowerscope::Optimize {

namespace {

bool readText(const QString &path, QString *text, QString *error)
{
    QByteArray bytes;
    if (!UserFile::read(path, UserFile::MaxDocumentBytes, &bytes, error))
        return false;
    *text = QString::fromUtf8(bytes);
    return true;
}

} // namespace

qint64 OpTask::largestTensor() const
{
    qint64 n = 0;
    for (const Case &c : cases)
        n = std::max(n, c.largestTensor);
    return n;
}

std::optional<double> OpTask::boundMs(const HardwareModel &hw) const
{
    if (hw.memoryBandwidth <= 0 && hw.peakFp32 <= 0)
        return std::nullopt; // no hardware model: no bound
    QList<double> ms;
    for (const Case &c : cases) {
        if (c.bytes <= 0 && c.flops <= 0)
            return std::nullopt;
        ms.append(estimateMicroseconds(c.bytes, c.flops, c.halfPrecision, hw) / 1000.0);
    }
    return geometricMean(ms);
}

std::optional<OpTask> readOpTask(const QString &folder, QString *error)
{
    const QDir dir(folder);
    const QString taskFile = dir.filePath(QStringLiteral("task.json"));
    QString text;
    if (!readText(taskFile, &text, error))
        return std::nullopt;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &pe);
    if (!doc.isObject()) {
        *error = EngineText::english("Optimize", "%1: not a task (JSON: %2)").arg(taskFile, pe.errorString());
        return std::nullopt;
    }
    const QJsonObject t = doc.object();
    OpTask task;
    task.folder = dir.absolutePath();
    task.name = t.value(QStringLiteral("name")).toString();
    task.backend = t.value(QStringLiteral("backend")).toString();
    for (const QJsonValue &e : t.value(QStringLiteral("entry")).toArray())
        task.entry.append(e.toString());
    if (task.name.isEmpty() || task.backend.isEmpty() || task.entry.isEmpty()) {
        *error = EngineText::english("Optimize", "%1: \"name\", \"backend\" and \"entry\" are required").arg(taskFile);
        return std::nullopt;
    }
    // The name becomes folders and files of the workspace (WORKSPACE/optimize/NAME, kernels/HASH/NAME.py): an
    // identifier only. The files a task names are its own: they resolve, after symlinks, inside its folder (their
    // text goes into the workspace, prompts and requests to a model).
    if (const QString why = identifierProblem(task.name); !why.isEmpty()) {
        *error = EngineText::english("Optimize", "%1: name: %2").arg(taskFile, why);
        return std::nullopt;
    }
    QString kernelReal, initialReal; // read from here: the files as checked, whatever a symlink does later
    for (const auto &[key, fallback, file, real] :
        { std::tuple { QStringLiteral("kernel"), QStringLiteral("kernel.py"), &task.kernelFile, &kernelReal },
            std::tuple { QStringLiteral("initial"), QStringLiteral("initial/kernel.py"), &task.initialFile, &initialReal } }) {
        const QJsonValue v = t.value(key);
        QString why;
        *file = dir.absoluteFilePath(v.toString(fallback));
        *real = v.isString() || v.isUndefined() ? fileInsideFolder(task.folder, v.toString(fallback), &why) : QString();
        if (real->isNull()) {
            *error = EngineText::english("Optimize", "%1: %2: %3")
                         .arg(taskFile, key, why.isEmpty() ? EngineText::english("Optimize", "expected a file name") : why);
            return std::nullopt;
        }
    }
    const QJsonArray caseValues = t.value(QStringLiteral("cases")).toArray();
    if (caseValues.size() > TaskLimits::MaxCases) {
        *error = EngineText::english("Optimize", "%1: cases: %2 cases, more than the %3 a task may have")
                     .arg(taskFile)
                     .arg(caseValues.size())
                     .arg(TaskLimits::MaxCases);
        return std::nullopt;
    }
    for (const QJsonValue &cv : caseValues) {
        const QJsonObject c = cv.toObject();
        OpTask::Case cs;
        cs.name = c.value(QStringLiteral("name")).toString();
        cs.bytes = c.value(QStringLiteral("bytes")).toDouble();
        cs.flops = c.value(QStringLiteral("flops")).toDouble();
        const QJsonArray args = c.value(QStringLiteral("args")).toArray();
        const qint64 tensorBytes = TaskLimits::caseTensorBytes(args);
        if (tensorBytes < 0 || tensorBytes > TaskLimits::MaxCaseTensorBytes) {
            *error = tensorBytes < 0
                ? EngineText::english("Optimize", "%1: cases[%2]: a shape holds a dimension that is not a non-negative integer")
                      .arg(taskFile)
                      .arg(task.cases.size())
                : EngineText::english(
                      "Optimize", "%1: cases[%2]: its tensors hold %3 bytes, more than the %4 a device could hold")
                      .arg(taskFile)
                      .arg(task.cases.size())
                      .arg(tensorBytes)
                      .arg(TaskLimits::MaxCaseTensorBytes);
            return std::nullopt;
        }
        for (const QJsonValue &av : args) {
            const QJsonObject a = av.toObject();
            LaunchArg la;
            la.tensor = a.contains(QStringLiteral("shape"));
            la.dtype = a.value(QStringLiteral("dtype")).toString();
            la.value = a.value(QStringLiteral("value")).toVariant();
            for (const QJsonValue &d : a.value(QStringLiteral("shape")).toArray())
                la.shape << toInteger<qint64>(d.toDouble(), 0);
            cs.args << la;
            if (!a.contains(QStringLiteral("shape")))
                continue;
            const QJsonArray shape = a.value(QStringLiteral("shape")).toArray();
            cs.shape.append(shape);
            qint64 n = 1;
            for (const QJsonValue &d : shape)
                n = saturatingProduct(n, toInteger<qint64>(d.toDouble(), std::numeric_limits<qint64>::max()));
            cs.largestTensor = std::max(cs.largestTensor, n);
            const QString dt = a.value(QStringLiteral("dtype")).toString();
            cs.halfPrecision = cs.halfPrecision || dt == QLatin1String("float16") || dt == QLatin1String("bfloat16");
            if (dt.startsWith(QLatin1String("float")) || dt == QLatin1String("bfloat16"))
                if (!cs.dtypes.contains(dt))
                    cs.dtypes.append(dt);
        }
        task.cases.append(cs);
    }
    if (task.cases.isEmpty()) {
        *error = EngineText::english("Optimize", "%1: no cases").arg(taskFile);
        return std::nullopt;
    }
    if (!readText(kernelReal, &task.kernelText, error) || !readText(initialReal, &task.initialText, error))
        return std::nullopt;
    // The call the harness makes with each case (task.json "call"): read for the launch facts.
    if (const QJsonObject call = t.value(QStringLiteral("call")).toObject(); !call.isEmpty()) {
        QString why;
        const QString real = fileInsideFolder(task.folder, call.value(QStringLiteral("file")).toString(), &why);
        if (real.isNull()) {
            *error = EngineText::english("Optimize", "%1: call.file: %2").arg(taskFile, why);
            return std::nullopt;
        }
        task.callFile = call.value(QStringLiteral("file")).toString();
        task.callFunction = call.value(QStringLiteral("function")).toString();
        task.callPack = call.value(QStringLiteral("pack")).toString(QStringLiteral("tuple"));
        if (!readText(real, &task.callText, error))
            return std::nullopt;
    }
    // The hardware the loop bounds the task's cases on: the model the task was made (or calibrated) for.
    task.tolerances = t.value(QStringLiteral("tolerances")).toObject();
    task.hardwareId = t.value(QStringLiteral("hardware")).toObject().value(QStringLiteral("id")).toString();
    if (const BackendInterface *backend = BackendRegistry::instance().backend(task.backend);
        backend && !backend->hardware().isEmpty()) {
        task.hardware = backend->hardware().first();
        bool found = task.hardwareId.isEmpty();
        for (const HardwareModel &hw : backend->hardware())
            if (!found && hw.id == task.hardwareId) {
                task.hardware = hw;
                found = true;
            }
        if (!found)
            task.hardwareNote = EngineText::english("Optimize", "%1: hardware %2 is not a model of backend %3; its bounds use %4")
                                    .arg(taskFile, task.hardwareId, task.backend, task.hardware.id);
    }
    return task;
}

LaunchInputs launchInputsOf(const OpTask &task, const QString &kernelText)
{
    LaunchInputs in;
    in.kernelText = kernelText;
    in.kernelFile = QFileInfo(task.kernelFile).fileName();
    in.callText = task.callText;
    in.callFile = task.callFile;
    in.callFunction = task.callFunction;
    in.pack = task.callPack;
    in.entry = task.entry;
    for (const OpTask::Case &c : task.cases)
        in.cases << LaunchCase { c.name, c.args };
    in.hardware = task.hardware;
    return in;
}

} // namespace Lowerscope::Optimize
