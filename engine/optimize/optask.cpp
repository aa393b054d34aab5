// SPDX-License-Identifier: MIT
#include "optask.h"
#include "core/numeric.h"
#include "core/enginetext.h"

#include "core/backend.h"
#include "core/statistics.h"
#include "core/userfile.h"
#include "tasks/taskfolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>

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
    task.kernelFile = dir.absoluteFilePath(t.value(QStringLiteral("kernel")).toString(QStringLiteral("kernel.py")));
    task.initialFile = dir.absoluteFilePath(t.value(QStringLiteral("initial")).toString(QStringLiteral("initial/kernel.py")));
    for (const QJsonValue &e : t.value(QStringLiteral("entry")).toArray())
        task.entry.append(e.toString());
    if (task.name.isEmpty() || task.backend.isEmpty() || task.entry.isEmpty()) {
        *error = EngineText::english("Optimize", "%1: \"name\", \"backend\" and \"entry\" are required").arg(taskFile);
        return std::nullopt;
    }
    for (const QJsonValue &cv : t.value(QStringLiteral("cases")).toArray()) {
        const QJsonObject c = cv.toObject();
        OpTask::Case cs;
        cs.name = c.value(QStringLiteral("name")).toString();
        cs.bytes = c.value(QStringLiteral("bytes")).toDouble();
        cs.flops = c.value(QStringLiteral("flops")).toDouble();
        for (const QJsonValue &av : c.value(QStringLiteral("args")).toArray()) {
            const QJsonObject a = av.toObject();
            if (!a.contains(QStringLiteral("shape")))
                continue;
            const QJsonArray shape = a.value(QStringLiteral("shape")).toArray();
            cs.shape.append(shape);
            qint64 n = 1;
            for (const QJsonValue &d : shape)
                n = saturatingProduct(n, toInteger<qint64>(d.toDouble()));
            cs.largestTensor = std::max(cs.largestTensor, n);
            const QString dt = a.value(QStringLiteral("dtype")).toString();
            cs.halfPrecision = cs.halfPrecision || dt == QLatin1String("float16") || dt == QLatin1String("bfloat16");
        }
        task.cases.append(cs);
    }
    if (task.cases.isEmpty()) {
        *error = EngineText::english("Optimize", "%1: no cases").arg(taskFile);
        return std::nullopt;
    }
    if (!readText(task.kernelFile, &task.kernelText, error) || !readText(task.initialFile, &task.initialText, error))
        return std::nullopt;
    return task;
}

} // namespace Lowerscope::Optimize
