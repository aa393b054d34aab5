// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "core/filestore.h"

#include <QEventLoop>
#include <QTimer>

#include <QtPlugin>

// Every test binary gets the static backend plugins.
Q_IMPORT_PLUGIN(CudaBackend)
Q_IMPORT_PLUGIN(AscendBackend)

namespace Lowerscope::Test {

QString dataPath(const QString &relative) { return QStringLiteral(LOWERSCOPE_TEST_DATA "/") + relative; }

CliResult runCli(const QStringList &args, int timeoutMs)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(LOWERSCOPE_BINARY), args);
    CliResult r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

CliResult runCliServing(const QStringList &args, const QHash<QString, QString> &env, int timeoutMs)
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        e.insert(it.key(), it.value());
    p.setProcessEnvironment(e);
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&p, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    p.start(QStringLiteral(LOWERSCOPE_BINARY), args);
    loop.exec();
    CliResult r;
    if (p.state() != QProcess::NotRunning) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

OpenCounter::OpenCounter()
{
    FileStore::setOpenObserver([this](const QString &path) {
        QMutexLocker lock(&m_mutex);
        ++m_opens[path];
    });
}

OpenCounter::~OpenCounter() { FileStore::setOpenObserver({}); }

QHash<QString, int> OpenCounter::opens() const
{
    QMutexLocker lock(&m_mutex);
    return m_opens;
}

} // namespace Lowerscope::Test
