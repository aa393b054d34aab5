// SPDX-License-Identifier: MIT
#include "consent.h"

#include "core/identifier.h"
#include "core/userfile.h"
#include "workspace/unifieddiff.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>

namespace Lowerscope {

namespace {

bool readText(const QString &file, QString *text, QString *error)
{
    // A user file: a regular file (a FIFO must not hang), at most 16 MiB (docs/reliability.md).
    QByteArray bytes;
    if (!UserFile::read(file, 16 << 20, &bytes, error))
        return false;
    *text = QString::fromUtf8(bytes);
    return true;
}

} // namespace

QList<ConsentItem> consentItems(const RunBatch &batch, QString *error, bool *ok)
{
    QList<ConsentItem> out;
    if (ok)
        *ok = true;
    for (const RunRequest &r : batch.requests) {
        if (r.origin == CodeOrigin::User)
            continue;
        ConsentItem item;
        item.requestId = r.id;
        item.task = r.taskDir;
        item.candidate = r.candidate;
        item.origin = r.origin;
        QString taskJson;
        if (!readText(QDir(r.taskDir).filePath(QStringLiteral("task.json")), &taskJson, error)) {
            if (ok)
                *ok = false;
            return {};
        }
        const QString kernelRel = QJsonDocument::fromJson(taskJson.toUtf8())
                                      .object()
                                      .value(QStringLiteral("kernel"))
                                      .toString(QStringLiteral("kernel.py"));
        const QString kernelFile = QDir(r.taskDir).filePath(kernelRel);
        // Only the task's own kernel is read (and shown): one that resolves outside its folder is refused.
        const QString kernelReal = fileInsideFolder(r.taskDir, kernelRel, error);
        QString before, after;
        if (kernelReal.isNull() || !readText(kernelReal, &before, error)
            || !readText(r.candidate.isEmpty() ? kernelReal : r.candidate, &after, error)) {
            if (ok)
                *ok = false;
            return {};
        }
        item.diff = unifiedDiff(before, after, kernelFile, r.candidate.isEmpty() ? kernelFile : r.candidate);
        out.append(item);
    }
    return out;
}

} // namespace Lowerscope
