// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "core/filestore.h"

#include <QEventLoop>
#include <QFile>
#include <QTimer>
#include <QtPlugin>

// Every test binary gets the static backend plugins.
Q_IMPORT_PLUGIN(CudaBackend)
Q_IMPORT_PLUGIN(AscendBackend)

namespace Lowerscope::Test {

QString dataPath(const QString &relative)
{
    return QStringLiteral(LOWERSCOPE_TEST_DATA "/") + relative;
}

QByteArray kernelDetailsRows(int rows)
{
    QFile fixture(
        dataPath(QStringLiteral("ascend/torch_npu_profiler_msinsight_gpt3_rank0/ASCEND_PROFILER_OUTPUT/kernel_details.csv")));
    if (!fixture.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(fixture.fileName()));
    QList<QByteArray> lines = fixture.readAll().split('\n');
    QByteArray data = lines.takeFirst() + '\n';
    lines.removeAll(QByteArray());
    for (int i = 0; i < rows; ++i) {
        QList<QByteArray> cols = lines.at(i % lines.size()).split(',');
        cols[7] = QByteArray::number(1695115378713661LL + 10 * i); // Start Time(us)
        data += cols.join(',') + '\n';
    }
    return data;
}

namespace {

void prepare(QProcess &p, const QHash<QString, QString> &env)
{
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        e.insert(it.key(), it.value());
    p.setProcessEnvironment(e);
}

CliResult collect(QProcess &p, bool finished)
{
    CliResult r;
    if (!finished) {
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

} // namespace

CliResult runCli(const QStringList &args, int timeoutMs)
{
    QProcess p;
    prepare(p, {});
    p.start(QStringLiteral(LOWERSCOPE_BINARY), args);
    return collect(p, p.waitForFinished(timeoutMs));
}

CliResult runCliServing(const QStringList &args, const QHash<QString, QString> &env, int timeoutMs)
{
    QProcess p;
    prepare(p, env);
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&p, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    p.start(QStringLiteral(LOWERSCOPE_BINARY), args);
    loop.exec();
    return collect(p, p.state() == QProcess::NotRunning);
}

OpenCounter::OpenCounter()
{
    FileStore::setOpenObserver([this](const QString &path) {
        QMutexLocker lock(&m_mutex);
        ++m_opens[path];
    });
}

OpenCounter::~OpenCounter()
{
    FileStore::setOpenObserver({});
}

QHash<QString, int> OpenCounter::opens() const
{
    QMutexLocker lock(&m_mutex);
    return m_opens;
}

} // namespace Lowerscope::Test
