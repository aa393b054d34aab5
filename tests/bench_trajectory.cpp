// SPDX-License-Identifier: MIT
// Speed of the trajectory reader on a large per-pass dump. Target (issue 3): a 7.8 MB, 73-pass dump to a full
// trajectory in <= 150 ms on a 2-core machine, peak RSS minus RSS before parsing <= 5x the file size.
// The dump is built at run time from the fixtures: matmul_naive's 71 passes with each snapshot's IR repeated
// until the file reaches 7.8 MB, plus vadd's last two passes (73 in all).
#include "testsupport.h"
#include "trajectory/artifactsniffer.h"
#include "trajectory/trajectoryreader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace Lowerscope;

static qint64 statusKb(const char *key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(qstrlen(key)).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

static QList<QByteArray> passBlocks(const QByteArray &dump)
{
    QList<QByteArray> blocks;
    const QByteArray marker = "// -----// IR Dump Before ";
    qsizetype at = dump.indexOf(marker);
    while (at >= 0) {
        const qsizetype next = dump.indexOf(marker, at + 1);
        blocks << dump.mid(at, next < 0 ? -1 : next - at);
        at = next;
    }
    return blocks;
}

static QByteArray buildDump(qint64 target)
{
    QFile a(Test::dataPath(QStringLiteral("triton-h200/matmul_naive/matmul_naive.mlir-passes.txt")));
    QFile b(Test::dataPath(QStringLiteral("triton-h200/vadd/vadd.mlir-passes.txt")));
    if (!a.open(QIODevice::ReadOnly) || !b.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> main = passBlocks(a.readAll());
    const QList<QByteArray> extra = passBlocks(b.readAll()).mid(67);
    qint64 base = 0;
    for (const QByteArray &x : main)
        base += x.size();
    const double factor = double(target) / double(base);
    QByteArray out;
    out.reserve(target + (1 << 20));
    for (const QByteArray &block : main) {
        const qsizetype eol = block.indexOf('\n') + 1;
        out += block.left(eol);
        const QByteArray body = block.mid(eol);
        const int copies = qMax(1, int(std::ceil(factor)));
        for (int i = 0; i < copies; ++i)
            out += body; // each copy is a balanced module: same shape, more text
    }
    for (const QByteArray &block : extra)
        out += block;
    return out;
}

// Child mode: parse once and print "rss_before_kb peak_kb ms passes".
static int child(const QString &path)
{
    const qint64 before = statusKb("VmRSS:");
    QElapsedTimer t;
    t.start();
    Diagnostics diag;
    const auto all = TrajectoryReader::read(path, {}, diag);
    const qint64 ms = t.elapsed();
    const qint64 peak = statusKb("VmHWM:");
    std::printf("%lld %lld %lld %lld\n", qlonglong(before), qlonglong(peak), qlonglong(ms),
        qlonglong(all.isEmpty() ? 0 : all.at(0).passes.size()));
    return 0;
}

class BenchTrajectory : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void largeDump_data()
    {
        QTest::addColumn<bool>("real");
        QTest::newRow("recaptured matmul_tuned (7.96 MB, real)") << true;
        QTest::newRow("built from the fixtures") << false;
    }
    void largeDump()
    {
        QFETCH(bool, real);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("matmul.mlir-passes.txt"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            if (real) {
                // tests/data/README.md: the 73-pass dump of matmul_tuned recaptured on the H200, gzipped.
                QFile gz(Test::dataPath(QStringLiteral("triton-h200/matmul_tuned/matmul_tuned.mlir-passes.txt.gz")));
                QVERIFY(gz.open(QIODevice::ReadOnly));
                QString error;
                const QByteArray text = ArtifactSniffer::gunzip(gz.readAll(), qint64(64) << 20, &error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QCOMPARE(text.size(), 7964176);
                f.write(text);
            } else {
                f.write(buildDump(qint64(7.8 * 1000 * 1000)));
            }
        }
        const double mb = double(QFileInfo(path).size()) / 1e6;
        QList<qint64> times;
        int passes = 0;
        for (int i = 0; i < 7; ++i) {
            QElapsedTimer t;
            t.start();
            Diagnostics diag;
            const auto all = TrajectoryReader::read(path, {}, diag);
            times << t.elapsed();
            QCOMPARE(all.size(), 1);
            passes = int(all.at(0).passes.size());
        }
        std::sort(times.begin(), times.end());
        const qint64 median = times.at(times.size() / 2);
        qInfo("trajectory: %.2f MB, %d passes: median %lld ms (min %lld, max %lld) over 7 runs, %.1f MB/s; target <= 150 ms", mb,
            passes, qlonglong(median), qlonglong(times.first()), qlonglong(times.last()), mb / (double(median) / 1000.0));
        QCOMPARE(passes, 73);
        // Peak RSS in a fresh process, so that building the dump does not count.
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LOWERSCOPE_BENCH_CHILD"), path);
        p.setProcessEnvironment(env);
        p.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(p.waitForFinished(60000));
        const QList<QByteArray> f = p.readAllStandardOutput().trimmed().split(' ');
        QCOMPARE(f.size(), 4);
        const double deltaMb = double(f.at(1).toLongLong() - f.at(0).toLongLong()) * 1024.0 / 1e6;
        qInfo("trajectory: fresh process %s ms; peak RSS - RSS before = %.1f MB = %.2fx the file; target <= 5x",
            f.at(2).constData(), deltaMb, deltaMb / mb);
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString childPath = qEnvironmentVariable("LOWERSCOPE_BENCH_CHILD");
    if (!childPath.isEmpty())
        return child(childPath);
    BenchTrajectory bench;
    return QTest::qExec(&bench, argc, argv);
}

#include "bench_trajectory.moc"
