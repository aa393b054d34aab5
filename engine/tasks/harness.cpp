// SPDX-License-Identifier: MIT
#include "harness.h"

#include "core/enginetext.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <memory>
#include <mutex>

namespace Lowerscope {

QString Harness::python()
{
    const QString env = qEnvironmentVariable("LOWERSCOPE_PYTHON");
    return env.isEmpty() ? QStringLiteral("python3") : env;
}

QString Harness::root(QString *error)
{
    const QString env = qEnvironmentVariable("LOWERSCOPE_HARNESS");
    if (!env.isEmpty())
        return env;
    static std::once_flag once;
    static std::unique_ptr<QTemporaryDir> dir;
    static QString failure;
    std::call_once(once, [] {
        dir = std::make_unique<QTemporaryDir>();
        if (!dir->isValid()) {
            failure
                = EngineText::english("Tasks", "cannot create a temporary folder for the harness: %1").arg(dir->errorString());
            return;
        }
        QDirIterator it(QStringLiteral(":/harness"), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString src = it.next();
            const QString dst = dir->filePath(src.mid(QStringLiteral(":/harness/").size()));
            QDir().mkpath(QFileInfo(dst).path());
            if (!QFile::copy(src, dst))
                failure = EngineText::english("Tasks", "cannot write %1").arg(dst);
        }
    });
    if (!failure.isEmpty()) {
        if (error)
            *error = failure;
        return {};
    }
    return dir->path();
}

QJsonArray Harness::staticReasons(const QString &file, const QStringList &entry, const QString &initialFile)
{
    const Reply r = run({ QStringLiteral("static"), file, QStringLiteral("--entry"), entry.join(QLatin1Char(',')),
        QStringLiteral("--initial"), initialFile });
    return r.json.value(QStringLiteral("findings")).toArray();
}

Harness::Reply Harness::run(const QStringList &args, int timeoutMs)
{
    Reply reply;
    const QString where = root(&reply.error);
    if (where.isEmpty())
        return reply;
    QProcess proc;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString path = env.value(QStringLiteral("PYTHONPATH"));
    env.insert(QStringLiteral("PYTHONPATH"), path.isEmpty() ? where : where + QDir::listSeparator() + path);
    env.insert(QStringLiteral("PYTHONDONTWRITEBYTECODE"), QStringLiteral("1"));
    proc.setProcessEnvironment(env);
    proc.start(python(), QStringList { QStringLiteral("-m"), QStringLiteral("lowerscope_harness") } + args);
    if (!proc.waitForStarted()) {
        reply.error = EngineText::english("Tasks", "cannot start %1 (the harness needs python3; set LOWERSCOPE_PYTHON): %2")
                          .arg(python(), proc.errorString());
        return reply;
    }
    if (!proc.waitForFinished(timeoutMs)) {
        proc.kill();
        proc.waitForFinished();
        reply.error = EngineText::english("Tasks", "the harness did not finish within %1 s").arg(timeoutMs / 1000);
        return reply;
    }
    reply.exitCode = proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    const QByteArray out = proc.readAllStandardOutput();
    reply.error = QString::fromUtf8(proc.readAllStandardError()).trimmed();
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &perr);
    if (doc.isObject())
        reply.json = doc.object();
    else if (!out.trimmed().isEmpty() && reply.error.isEmpty())
        reply.error = EngineText::english("Tasks", "unreadable harness output: %1").arg(perr.errorString());
    return reply;
}

} // namespace Lowerscope
