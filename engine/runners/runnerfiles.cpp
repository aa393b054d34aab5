// SPDX-License-Identifier: MIT
#include "runnerfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

namespace Lowerscope {

bool stageRequest(const RunRequest &request, const QString &dir, QString *error)
{
    QDir d(dir);
    if (!d.mkpath(QStringLiteral("."))) {
        *error = QCoreApplication::translate("Runners", "cannot create %1").arg(dir);
        return false;
    }
    for (const char *name : {"result.json", "result.json.tmp", "status.json", "log.txt", "candidate.py"})
        d.remove(QString::fromLatin1(name));
    QDir(d.filePath(QStringLiteral("evidence"))).removeRecursively();
    if (!request.candidate.isEmpty() && !QFile::copy(request.candidate, d.filePath(QStringLiteral("candidate.py")))) {
        *error = QCoreApplication::translate("Runners", "cannot copy the candidate %1 to %2").arg(request.candidate, dir);
        return false;
    }
    return true;
}

bool writeRequestStatus(const QString &dir, const QJsonObject &status)
{
    QSaveFile f(QDir(dir).filePath(QStringLiteral("status.json")));
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(QJsonDocument(status).toJson(QJsonDocument::Indented));
    return f.commit();
}

} // namespace Lowerscope
