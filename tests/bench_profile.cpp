// SPDX-License-Identifier: MIT
// Loading a 1M-event torch.profiler-shaped trace (~300 MB, generated deterministically into a temporary
// folder, or LOWERSCOPE_BENCH_DIR to keep it for scripts/bench-profile.sh). Prints time, throughput and peak
// RSS of the model load (mapped-file scanner, then the general RapidJSON path) and, as in-process parse-only
// baselines, of RapidJSON SAX, simdjson on-demand and QJsonDocument. Peak RSS is VmHWM, reset before each
// step: it counts resident pages of the mapped file as well as the heap.
#include "profile/profilereader.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>
#include <rapidjson/filereadstream.h>
#include <rapidjson/reader.h>
#include <simdjson.h>
#include <sys/resource.h>

using namespace Lowerscope;

static qint64 peakRssKiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return 0;
}
static QByteArray residentNow()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QByteArray out;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("RssAnon:") || line.startsWith("RssFile:"))
            out += line.simplified() + ' ';
    return out;
}
// CPU time of the whole process (all threads), user + system, in ms: on a machine shared with other work
// the wall time of a two-thread load is bounded below by about half of this.
static qint64 cpuMs()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return qint64(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1000 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1000;
}
static void resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

// torch.profiler's structure: cpu_op X events with args, cuda_runtime launches, kernel X events on a stream
// with grid/block args, ac2g s/f flow pairs, M metadata.
static void generate(const QString &path, int events)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QByteArray b;
    b.reserve(1 << 22);
    b += "{\n  \"schemaVersion\": 1,\n  \"deviceProperties\": [{\"id\": 0, \"name\": \"NVIDIA H200\", \"numSms\": 132}],\n  "
         "\"traceEvents\": [\n";
    b += "  {\"name\": \"process_name\", \"ph\": \"M\", \"ts\": 0, \"pid\": 0, \"tid\": 0, \"args\": {\"name\": \"python3\"}},\n";
    b += "  {\"name\": \"thread_name\", \"ph\": \"M\", \"ts\": 0, \"pid\": 0, \"tid\": 7, \"args\": {\"name\": \"stream 7 "
         "\"}},\n";
    const char *kernels[] = { "vadd_kernel", "softmax_fused_kernel", "matmul_tuned_kernel", "transpose_tiled_kernel" };
    double ts = 5079474843576.791;
    for (int i = 0; i < events; ++i) {
        const int kind = i % 5;
        const QByteArray t = QByteArray::number(ts, 'f', 3);
        if (kind == 0 || kind == 1) {
            b += "  {\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::" + QByteArray(kind ? "fill_" : "zero_")
                + "\", \"pid\": 1115, \"tid\": 1115, \"ts\": " + t
                + ", \"dur\": 37.867, \"args\": {\"External id\": " + QByteArray::number(i)
                + ", \"Sequence number\": 0, \"Fwd thread id\": 0, "
                  "\"Record function id\": 0, \"Concrete Inputs\": [\"\"], \"Input type\": [\"float\"], \"Input Strides\": "
                  "[[1]], \"Input Dims\": [[4096]], \"Ev Idx\": "
                + QByteArray::number(i) + "}},\n";
        } else if (kind == 2) {
            b += "  {\"ph\": \"X\", \"cat\": \"cuda_runtime\", \"name\": \"cudaLaunchKernel\", \"pid\": 1115, \"tid\": 1115, "
                 "\"ts\": "
                + t + ", \"dur\": 5.143, \"args\": {\"External id\": " + QByteArray::number(i)
                + ", \"cbid\": 211, \"correlation\": " + QByteArray::number(i) + "}},\n";
            b += "  {\"ph\": \"s\", \"id\": " + QByteArray::number(i) + ", \"pid\": 1115, \"tid\": 1115, \"ts\": " + t
                + ", \"cat\": \"ac2g\", \"name\": \"ac2g\"},\n";
        } else if (kind == 3) {
            b += "  {\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"" + QByteArray(kernels[(i / 5) % 4])
                + "\", \"pid\": 0, \"tid\": 7, \"ts\": " + t
                + ", \"dur\": 4.608, \"args\": {\"queued\": 0, \"device\": 0, \"context\": 1, \"stream\": 7, \"correlation\": "
                + QByteArray::number(i - 1)
                + ", \"registers per thread\": 26, \"shared memory\": 0, \"blocks per SM\": 7.757576, \"warps per SM\": "
                  "31.030304, \"grid\": [1024, 1, 1], "
                  "\"block\": [128, 1, 1], \"est. achieved occupancy %\": 48}},\n";
            b += "  {\"ph\": \"f\", \"id\": " + QByteArray::number(i - 1) + ", \"pid\": 0, \"tid\": 7, \"ts\": " + t
                + ", \"cat\": \"ac2g\", \"name\": \"ac2g\", \"bp\": \"e\"},\n";
        } else {
            b += "  {\"ph\": \"X\", \"cat\": \"cuda_driver\", \"name\": \"cuLaunchKernelEx\", \"pid\": 1115, \"tid\": 1115, "
                 "\"ts\": "
                + t + ", \"dur\": 3.527, \"args\": {\"External id\": " + QByteArray::number(i)
                + ", \"cbid\": 307, \"correlation\": " + QByteArray::number(i) + "}},\n";
        }
        ts += 1.25;
        if (b.size() > (1 << 22) - 4096) {
            f.write(b);
            b.clear();
        }
    }
    b += "  {\"name\": \"Record Window End\", \"ph\": \"i\", \"s\": \"g\", \"pid\": \"\", \"tid\": \"\", \"ts\": "
        + QByteArray::number(ts, 'f', 3) + "}\n  ],\n  \"traceName\": \"bench\"\n}\n";
    f.write(b);
}

struct NullHandler : rapidjson::BaseReaderHandler<rapidjson::UTF8<>, NullHandler> {
    qint64 objects = 0;
    bool StartObject()
    {
        ++objects;
        return true;
    }
};

class BenchProfile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void load()
    {
        QTemporaryDir tmp;
        const QString dir
            = qEnvironmentVariableIsSet("LOWERSCOPE_BENCH_DIR") ? qEnvironmentVariable("LOWERSCOPE_BENCH_DIR") : tmp.path();
        const QString path = dir + QStringLiteral("/bench_trace.json");
        if (!QFile::exists(path))
            generate(path, 1000000);
        const qint64 size = QFileInfo(path).size();
        {
            // Every step, and python/node after it, reads the file from the page cache: none pays for the disk.
            QFile warm(path);
            QVERIFY(warm.open(QIODevice::ReadOnly));
            while (!warm.read(1 << 20).isEmpty()) { }
        }
        qInfo("trace: %s, %.1f MB, 1000000 events", qPrintable(path), size / 1e6);

        const double mb = size / 1e6;
        auto rate = [mb](qint64 ms) { return ms > 0 ? mb / (ms / 1000.0) : 0.0; };
        resetPeak();
        qint64 cpu = cpuMs();
        QElapsedTimer t;
        t.start();
        qint64 progressCalls = 0;
        JobControl control;
        control.progress = [&](qint64, qint64, const QString &) { ++progressCalls; };
        {
            const ProfileReadResult r = readProfile(path, control);
            const qint64 ms = t.elapsed();
            qInfo("model load (mapped-file scanner into Profile): %lld ms, %.0f MB/s, CPU %lld ms, peak RSS %lld MiB, %lld "
                  "timeline events, "
                  "%lld args, %lld flows, %d progress reports; after: %s",
                ms, rate(ms), cpuMs() - cpu, peakRssKiB() / 1024, r.profile.eventCount(), qint64(r.profile.args.size()),
                qint64(r.profile.flows.size()), int(progressCalls), residentNow().constData());
            QCOMPARE(r.profile.sourceEvents, 1000000 + 400000 + 3); // 1M events, 200k s + 200k f, 2 M, 1 i
            QCOMPARE(r.profile.flows.size(), 200000);
        }
        resetPeak();
        cpu = cpuMs();
        t.restart();
        {
            Profile p;
            QVERIFY(ProfileReaders::chromeTrace(
                path, QStringLiteral("bench_trace.json"), p, JobControl(), ProfileReaders::TraceReader::RapidJson));
            p.finish();
            const qint64 ms = t.elapsed();
            qInfo("model load (general path: RapidJSON SAX into Profile): %lld ms, %.0f MB/s, CPU %lld ms, peak RSS %lld MiB, "
                  "%lld timeline events",
                ms, rate(ms), cpuMs() - cpu, peakRssKiB() / 1024, p.eventCount());
        }
        resetPeak();
        t.restart();
        {
            std::FILE *fp = std::fopen(QFile::encodeName(path).constData(), "rb");
            static char buf[1 << 16];
            rapidjson::FileReadStream is(fp, buf, sizeof buf);
            NullHandler h;
            rapidjson::Reader reader;
            reader.Parse<rapidjson::kParseNumbersAsStringsFlag>(is, h);
            std::fclose(fp);
            const qint64 ms = t.elapsed();
            qInfo("parse only, RapidJSON SAX (streaming): %lld ms, %.0f MB/s, peak RSS %lld MiB, %lld objects", ms, rate(ms),
                peakRssKiB() / 1024, h.objects);
        }
        resetPeak();
        t.restart();
        {
            simdjson::ondemand::parser parser;
            simdjson::padded_string json = simdjson::padded_string::load(QFile::encodeName(path).constData());
            simdjson::ondemand::document doc = parser.iterate(json);
            qint64 n = 0;
            for (auto ev : doc[std::string_view("traceEvents")].get_array()) {
                std::string_view ph;
                if (ev.get_object()[std::string_view("ph")].get_string().get(ph) == simdjson::SUCCESS)
                    ++n;
            }
            const qint64 ms = t.elapsed();
            qInfo("parse only, simdjson on-demand (whole file in memory): %lld ms, %.0f MB/s, peak RSS %lld MiB, %lld events", ms,
                rate(ms), peakRssKiB() / 1024, n);
        }
        resetPeak();
        t.restart();
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
            const qint64 ms = t.elapsed();
            qInfo("parse only, QJsonDocument (DOM): %lld ms, %.0f MB/s, peak RSS %lld MiB, valid %d", ms, rate(ms),
                peakRssKiB() / 1024, int(doc.isObject()));
        }
    }
};

QTEST_GUILESS_MAIN(BenchProfile)
#include "bench_profile.moc"
