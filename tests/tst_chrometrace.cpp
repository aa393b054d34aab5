// SPDX-License-Identifier: MIT
// Chrome trace JSON: the mapped-file scanner and the general RapidJSON path build identical models (tracks,
// events, names, arguments, flows, counters, kernels, device) on the real fixtures and on a generated trace
// that uses what the fixtures lack (escapes, nested arguments, B/E slices, counters, string flow ids). The
// generated trace is built from the Chrome trace event format's documented fields; it is no real capture.
#include "profile/profilereader.h"
#include "testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cstring>

using namespace Lowerscope;

namespace {

QString text(const Profile &p, quint32 id)
{
    return p.strings.string(id);
}

quint64 bits(double v)
{
    quint64 b;
    std::memcpy(&b, &v, sizeof b);
    return b;
}

void compareEvents(const Profile &a, const Track &ta, const Profile &b, const Track &tb)
{
    QCOMPARE(ta.events.size(), tb.events.size());
    for (qsizetype i = 0; i < ta.events.size(); ++i) {
        const Event &ea = ta.events.at(i);
        const Event &eb = tb.events.at(i);
        QCOMPARE(ea.start, eb.start);
        QCOMPARE(ea.duration, eb.duration);
        QCOMPARE(ea.flags, eb.flags);
        QCOMPARE(text(a, ea.name), text(b, eb.name));
        QCOMPARE(text(a, ea.category), text(b, eb.category));
        QCOMPARE(ea.argsCount, eb.argsCount);
        for (quint32 k = 0; k < ea.argsCount; ++k) {
            const EventArg &x = a.args.at(ea.argsBegin + k);
            const EventArg &y = b.args.at(eb.argsBegin + k);
            QCOMPARE(text(a, x.key), text(b, y.key));
            QCOMPARE(x.isNumber(), y.isNumber());
            if (x.isNumber())
                QCOMPARE(bits(x.value), bits(y.value));
            else
                QCOMPARE(text(a, x.stringId()), text(b, y.stringId()));
        }
    }
}

void compareProfiles(const Profile &a, const Profile &b)
{
    QCOMPARE(a.sourceEvents, b.sourceEvents);
    QCOMPARE(a.tracks.size(), b.tracks.size());
    for (qsizetype t = 0; t < a.tracks.size(); ++t) {
        QCOMPARE(a.tracks.at(t).name, b.tracks.at(t).name);
        QCOMPARE(a.tracks.at(t).kind, b.tracks.at(t).kind);
        QCOMPARE(a.tracks.at(t).parent, b.tracks.at(t).parent);
        compareEvents(a, a.tracks.at(t), b, b.tracks.at(t));
        if (QTest::currentTestFailed())
            return;
    }
    QCOMPARE(a.flows.size(), b.flows.size());
    for (qsizetype i = 0; i < a.flows.size(); ++i) {
        const Flow &x = a.flows.at(i);
        const Flow &y = b.flows.at(i);
        QCOMPARE(text(a, x.name), text(b, y.name));
        QCOMPARE(text(a, x.category), text(b, y.category));
        QCOMPARE(x.fromTrack, y.fromTrack);
        QCOMPARE(x.toTrack, y.toTrack);
        QCOMPARE(x.fromTime, y.fromTime);
        QCOMPARE(x.toTime, y.toTime);
    }
    QCOMPARE(a.counters.size(), b.counters.size());
    for (qsizetype i = 0; i < a.counters.size(); ++i) {
        QCOMPARE(a.counters.at(i).name, b.counters.at(i).name);
        QCOMPARE(a.counters.at(i).track, b.counters.at(i).track);
        QCOMPARE(a.counters.at(i).samples.size(), b.counters.at(i).samples.size());
        for (qsizetype s = 0; s < a.counters.at(i).samples.size(); ++s) {
            QCOMPARE(a.counters.at(i).samples.at(s).time, b.counters.at(i).samples.at(s).time);
            QCOMPARE(bits(a.counters.at(i).samples.at(s).value), bits(b.counters.at(i).samples.at(s).value));
        }
    }
    QCOMPARE(a.kernels.size(), b.kernels.size());
    for (qsizetype i = 0; i < a.kernels.size(); ++i) {
        const Kernel &x = a.kernels.at(i);
        const Kernel &y = b.kernels.at(i);
        QCOMPARE(x.name, y.name);
        QCOMPARE(x.launches, y.launches);
        QCOMPARE(bits(x.totalUs), bits(y.totalUs));
        QCOMPARE(std::memcmp(x.grid, y.grid, sizeof x.grid), 0);
        QCOMPARE(std::memcmp(x.block, y.block, sizeof x.block), 0);
        QCOMPARE(x.taskType, y.taskType);
    }
    QCOMPARE(a.device.name, b.device.name);
    QCOMPARE(a.device.vendor, b.device.vendor);
    QCOMPARE(a.device.cores, b.device.cores);
    QCOMPARE(a.device.memoryBytes, b.device.memoryBytes);
    QCOMPARE(a.device.computeCapability, b.device.computeCapability);
    QCOMPARE(a.diagnostics.warnings.size(), b.diagnostics.warnings.size());
}

Profile read(const QString &path, ProfileReaders::TraceReader reader, bool *ok = nullptr)
{
    Profile p;
    const bool read = ProfileReaders::chromeTrace(path, QStringLiteral("trace.json"), p, JobControl(), reader);
    if (ok)
        *ok = read;
    p.finish();
    return p;
}

// Every feature of the format the fixtures do not show, in EVENTS rounds of eight records plus a header.
QByteArray generateTrace(int rounds)
{
    QByteArray b
        = "{\"schemaVersion\": 1,\n \"deviceProperties\": [{\"id\": 0, \"name\": \"NVIDIA H200\", \"totalGlobalMem\": "
          "150110011392, "
          "\"computeMajor\": 9, \"computeMinor\": 0, \"numSms\": 132, \"extra\": {\"x\": [1, {}]}}, {\"name\": \"second\"}],\n"
          " \"distributedInfo\": {\"backend\": \"nccl\", \"ranks\": [1, 2.5e-3, true, null, \"a\\\"b\"]},\n"
          " \"traceEvents\": [\n"
          "  {\"name\": \"process_name\", \"ph\": \"M\", \"pid\": 7, \"tid\": 0, \"args\": {\"name\": \"python3 "
          "\\\"main\\\"\"}},\n"
          "  {\"name\": \"process_labels\", \"ph\": \"M\", \"pid\": 7, \"args\": {\"labels\": \"CPU\"}},\n"
          "  {\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": \"gpu\", \"tid\": 7, \"args\": {\"name\": \"stream 7 \"}}";
    for (int i = 0; i < rounds; ++i) {
        const QByteArray n = QByteArray::number(i);
        const QByteArray ts = QByteArray::number(1704161511422904 + qint64(i) * 10) + '.' + QByteArray::number(100 + i % 900);
        b += ",\n  {\"ph\":\"X\",\"name\":\"aten::op\\u00e9\\n\\t\\/" + QByteArray::number(i % 7)
            + "\",\"cat\":\"cpu_op\",\"pid\":7,\"tid\":7,\"ts\":" + ts + ",\"dur\":12.5,\"args\":{\"External id\":" + n
            + ",\"neg\":-" + n
            + ".25e-2,\"big\":18446744073709551617,\"flag\":true,\"none\":null,"
              "\"shape\": [[4096, 1], [ ]],\"obj\": {\"k\\\"q\": \"v\\\\w\", \"n\": {}}, \"emoji\": \"\\ud83d\\ude00\"}}";
        b += ",\n  {\"ph\": \"B\", \"name\": \"outer\", \"pid\": 7, \"tid\": 8, \"ts\": \"" + ts + "\"}";
        b += ",\n  {\"ph\": \"E\", \"pid\": 7, \"tid\": 8, \"ts\": \"" + QByteArray::number(1704161511422904 + qint64(i) * 10 + 3)
            + ".5\"}";
        b += ",\n  {\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"k" + QByteArray::number(i % 3)
            + "\", \"pid\": \"gpu\", \"tid\": 7, \"ts\": " + ts + ", \"dur\": 4.608, \"args\": {\"grid\": ["
            + QByteArray::number(1 + i % 5) + ", 1, 1], \"block\": [128,1,1]}}";
        b += ",\n  {\"ph\": \"s\", \"id\": " + n + ", \"pid\": 7, \"tid\": 7, \"ts\": " + ts
            + ", \"cat\": \"ac2g\", \"name\": \"ac2g\"}";
        b += ",\n  {\"ph\": \"f\", \"id\": \"flow-" + n + "\", \"pid\": \"gpu\", \"tid\": 7, \"ts\": " + ts
            + ", \"cat\": \"ac2g\", \"name\": \"ac2g\", \"bp\": \"e\"}";
        b += ",\n  {\"ph\": \"s\", \"id\": \"flow-" + n + "\", \"pid\": 7, \"tid\": 7, \"ts\": " + ts
            + ", \"cat\": \"ac2g\", \"name\": \"ac2g\"}";
        b += ",\n  {\"ph\": \"C\", \"name\": \"mem\", \"pid\": 7, \"ts\": " + ts + ", \"args\": {\"mem\": " + n
            + ", \"other\": 0.5, \"label\": \"x\"}}";
    }
    b += ",\n  {\"name\": \"Record Window End\", \"ph\": \"i\", \"s\": \"g\", \"pid\": \"\", \"tid\": \"\", \"ts\": "
         "1704161511422904}, 17, [1]\n ],\n"
         " \"traceName\": \"x\\\\y\"\n}\ntrailing text after the document is not read\n";
    return b;
}

} // namespace

class TestChromeTrace : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void scannerEqualsGeneralPath_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<qint64>("sourceEvents");
        QTest::newRow("torch.profiler H200") << Test::dataPath(QStringLiteral("triton-h200/torch_trace.json")) << qint64(228);
        QTest::newRow("torch_npu trace_view")
            << Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze/trace_view.json")) << qint64(3670);
    }
    void scannerEqualsGeneralPath()
    {
        QFETCH(QString, path);
        QFETCH(qint64, sourceEvents);
        bool fastOk = false, generalOk = false;
        const Profile fast = read(path, ProfileReaders::TraceReader::Scanner, &fastOk);
        const Profile general = read(path, ProfileReaders::TraceReader::RapidJson, &generalOk);
        QVERIFY(fastOk); // the scanner took the file itself, without falling back
        QVERIFY(generalOk);
        QCOMPARE(fast.sourceEvents, sourceEvents);
        compareProfiles(fast, general);
    }
    void generatedTrace()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("generated.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const int rounds = 6000; // about 4 MB: several progress checkpoints and released windows
        f.write(generateTrace(rounds));
        f.close();
        bool fastOk = false;
        const Profile fast = read(path, ProfileReaders::TraceReader::Scanner, &fastOk);
        QVERIFY(fastOk);
        const Profile general = read(path, ProfileReaders::TraceReader::RapidJson);
        compareProfiles(fast, general);
        if (QTest::currentTestFailed())
            return;
        // Values by construction of the generator: 3 metadata + 8 per round + the instant.
        QCOMPARE(fast.sourceEvents, qint64(3 + 8 * rounds + 1));
        QCOMPARE(fast.flows.size(), rounds); // string ids pair; numeric ids have no end
        QCOMPARE(fast.findKernel(QStringLiteral("k1"))->launches, rounds / 3);
        QCOMPARE(fast.findKernel(QStringLiteral("k1"))->grid[0], 2); // round 1: 1 + 1 % 5
        QCOMPARE(fast.device.computeCapability, QStringLiteral("9.0"));
        const Track *cpu = nullptr;
        const Track *outer = nullptr;
        for (const Track &t : fast.tracks) {
            if (t.name == QLatin1String("thread 7") && fast.tracks.at(t.parent).name == QLatin1String("python3 \"main\" (CPU)"))
                cpu = &t;
            if (t.name == QLatin1String("thread 8"))
                outer = &t;
        }
        QVERIFY(cpu && outer);
        const Event &e = cpu->events.at(1);
        QCOMPARE(e.start, Q_INT64_C(1704161511422914101)); // round 1: ...904 + 10 µs, .101
        QCOMPARE(text(fast, e.name), QStringLiteral("aten::op\u00e9\n\t/1"));
        QCOMPARE(e.argsCount, quint16(7)); // eight keys; "none": null gives no argument
        // EventArg is packed (12 bytes), so its double is read by value: QCOMPARE would bind a reference to a
        // misaligned member (UBSan in the sanitizer build, .ci/run).
        QCOMPARE(double(fast.args.at(e.argsBegin + 1).value), -1.25e-2);
        QCOMPARE(double(fast.args.at(e.argsBegin + 2).value), 18446744073709551617.0);
        QCOMPARE(text(fast, fast.args.at(e.argsBegin + 3).stringId()), QStringLiteral("true"));
        QCOMPARE(text(fast, fast.args.at(e.argsBegin + 4).stringId()), QStringLiteral("[[4096,1],[]]"));
        QCOMPARE(text(fast, fast.args.at(e.argsBegin + 5).stringId()), QStringLiteral("{\"k\"q\":\"v\\\\w\",\"n\":{}}"));
        QCOMPARE(text(fast, fast.args.at(e.argsBegin + 6).stringId()), QString::fromUtf8("\xF0\x9F\x98\x80"));
        QCOMPARE(outer->events.at(0).duration, 3400); // B at .100, E at +3.5 µs
        QCOMPARE(fast.counters.size(), 2); // "label" is text: no counter
        QCOMPARE(fast.counters.first().samples.size(), rounds);
    }
    void malformedFallsBackToGeneralPath()
    {
        QTemporaryDir dir;
        QFile src(Test::dataPath(QStringLiteral("triton-h200/torch_trace.json")));
        QVERIFY(src.open(QIODevice::ReadOnly));
        const QString cut = dir.filePath(QStringLiteral("cut.json"));
        QFile f(cut);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(src.read(20000));
        f.close();
        bool ok = true;
        const Profile scannerOnly = read(cut, ProfileReaders::TraceReader::Scanner, &ok);
        QVERIFY(!ok); // the scanner gives up and rolls its events back
        QCOMPARE(scannerOnly.sourceEvents, 0);
        QCOMPARE(scannerOnly.tracks.size(), 0);
        QCOMPARE(scannerOnly.args.size(), 0u);
        const Profile automatic = read(cut, ProfileReaders::TraceReader::Auto, &ok);
        QVERIFY(ok);
        const Profile general = read(cut, ProfileReaders::TraceReader::RapidJson);
        compareProfiles(automatic, general);
        QCOMPARE(automatic.diagnostics.warnings.first().line, 472); // RapidJSON's error, as before
        // A control character inside a string is not JSON: the general path reports it.
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile g(bad);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(
            "[{\"ph\":\"X\",\"name\":\"a\",\"pid\":1,\"tid\":1,\"ts\":1,\"dur\":2},\n{\"ph\":\"X\",\"name\":\"b\tc\",\"ts\":2}]");
        g.close();
        const Profile controlChar = read(bad, ProfileReaders::TraceReader::Auto, &ok);
        QCOMPARE(controlChar.eventCount(), 1);
        QCOMPARE(controlChar.diagnostics.warnings.size(), 1);
        QCOMPARE(controlChar.diagnostics.warnings.first().line, 2);
    }
    // An empty file: nothing read, one warning, and no null pointer handed to memcpy on the way (undefined; found
    // by fuzz_chrometrace_rapidjson, tests/fuzz/repro/chrometrace_rapidjson/empty-file).
    void emptyFile()
    {
        QTemporaryDir dir;
        const QString empty = dir.filePath(QStringLiteral("empty.json"));
        QFile f(empty);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        bool ok = true;
        const Profile general = read(empty, ProfileReaders::TraceReader::RapidJson, &ok);
        QVERIFY(!ok);
        QCOMPARE(general.eventCount(), 0);
        QCOMPARE(general.diagnostics.warnings.size(), 1);
    }
    // A time of 1.7e20 µs has no qint64 in nanoseconds: converting it was undefined (found by fuzz_msprof_json,
    // tests/fuzz/repro/msprof_json/time-out-of-range.json). The event is read, at time 0.
    void timeOutOfRange()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("far.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"traceEvents\": [{\"ph\": \"X\", \"name\": \"k\", \"pid\": 1, \"tid\": 1, \"ts\": \"170416151142990437675\", "
                "\"dur\": 1}]}");
        f.close();
        bool ok = false;
        const Profile p = read(path, ProfileReaders::TraceReader::Auto, &ok);
        QVERIFY(ok);
        QCOMPARE(p.eventCount(), 1);
        for (const Track &t : p.tracks)
            for (const Event &e : t.events)
                QCOMPARE(e.start, qint64(0));
    }
    // Nesting deeper than the scanner goes (256) falls back to RapidJSON, which parses iteratively: 200,000
    // levels inside an event's args (the event is kept, its argument captured) and around the whole document.
    void deepNestingFallsBackWithoutRecursion()
    {
        QTemporaryDir dir;
        const int depth = 200000;
        const QString inArgs = dir.filePath(QStringLiteral("deep-args.json"));
        QFile f(inArgs);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"traceEvents\": [{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"k\", \"pid\": 0, \"tid\": 7, \"ts\": 10, "
                "\"dur\": 5, \"args\": {\"deep\": "
            + QByteArray(depth, '[') + QByteArray(depth, ']') + "}}]}");
        f.close();
        bool ok = true;
        read(inArgs, ProfileReaders::TraceReader::Scanner, &ok);
        QVERIFY(!ok); // too deep for the scanner
        const Profile p = read(inArgs, ProfileReaders::TraceReader::Auto, &ok);
        QVERIFY(ok);
        QCOMPARE(p.eventCount(), 1);
        QCOMPARE(p.findKernel(QStringLiteral("k"))->launches, 1);
        QCOMPARE(text(p, p.args.at(0).stringId()).size(), 2 * depth);
        QVERIFY(p.diagnostics.warnings.isEmpty());
        const QString whole = dir.filePath(QStringLiteral("deep-document.json"));
        QFile g(whole);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("{\"traceEvents\": [" + QByteArray(depth, '[') + QByteArray(depth, ']') + "]}");
        g.close();
        const Profile empty = read(whole, ProfileReaders::TraceReader::Auto, &ok);
        QCOMPARE(empty.eventCount(), 0);
        QVERIFY(empty.diagnostics.warnings.isEmpty());
    }
    void stringTable()
    {
        StringTable t;
        QList<quint32> ids;
        auto name = [](int i) { return QByteArray(QByteArray("name-") + QByteArray::number(i)); };
        for (int i = 0; i < 5000; ++i) // grows the hash table several times
            ids.append(t.intern(QByteArrayView(name(i))));
        QCOMPARE(t.size(), 5001); // and ""
        for (int i = 0; i < 5000; ++i) {
            const QByteArray n = name(i);
            QCOMPARE(t.intern(QByteArrayView(n)), ids.at(i));
            QCOMPARE(t.view(ids.at(i)), QByteArrayView(n));
        }
        QCOMPARE(t.intern(QByteArrayView("")), StringTable::Empty);
        StringTable copy = t; // copies never write into each other
        const quint32 added = copy.intern(QByteArrayView("only in the copy"));
        QCOMPARE(t.size(), 5001);
        QCOMPARE(copy.string(added), QStringLiteral("only in the copy"));
    }
};

QTEST_GUILESS_MAIN(TestChromeTrace)
#include "tst_chrometrace.moc"
