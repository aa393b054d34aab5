// SPDX-License-Identifier: MIT
#include "runnerfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QSaveFile>

namespace Lowerscope {

bool stageRequest(const RunRequest &request, const QString &dir, QString *error)
{
    QDir d(dir);
    if (!d.mkpath(QStringLiteral("."))) {
        *error = QCoreApplication::translate("Runners", "cannot create %1").arg(dir);
        return false;
    }
    for (const char *name : { "result.json", "result.json.tmp", "status.json", "log.txt", "candidate.py" })
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

CommandOutput runCommand(
    const QString &program, const QStringList &args, int timeoutMs, const QProcessEnvironment &env, bool merged)
{
    QProcess p;
    p.setProcessEnvironment(env);
    if (merged)
        p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    CommandOutput o;
    if (!p.waitForStarted(10000)) {
        o.err = QCoreApplication::translate("Runners", "cannot start %1: %2").arg(program, p.errorString());
        return o;
    }
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(2000);
        o.err = QCoreApplication::translate("Runners", "%1 did not answer within %2 s").arg(program).arg(timeoutMs / 1000);
        return o;
    }
    o.out = QString::fromUtf8(p.readAllStandardOutput());
    o.err = QString::fromUtf8(p.readAllStandardError()).trimmed();
    o.ok = p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    return o;
}

} // namespace Lowerscope
