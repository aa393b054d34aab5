// SPDX-License-Identifier: MIT
// Chrome trace JSON (torch.profiler, msprof trace_view.json / msprof_*.json, msprof op simulator trace.json,
// npu-compute PipeTrace.json). The file is mapped and read by a scanner made for this format; what it does not
// take (malformed JSON, rarities) is read again from the start by RapidJSON's SAX reader, which reports the
// error. Both drive the same ChromeTraceBuilder. Chosen by measurement (bench_profile, docs/profiles.md):
// RapidJSON SAX alone parses at about a third of the scanner's speed, simdjson on-demand needs the whole file
// in memory, and QJsonDocument builds a DOM several times the file's size.
#include "chrometraceparser.h"
#include "chrometracescanner.h"
#include "profilereader.h"

#include "core/filestore.h"

#include <QCoreApplication>

#include <rapidjson/error/en.h>
#include <rapidjson/reader.h>

#include <cstring>
#include <thread>

#ifdef Q_OS_UNIX
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace Lowerscope {

using namespace Internal;

namespace {

// The file's bytes through a large buffer that reports progress and honours cancellation between buffers
// (the shape of rapidjson::FileReadStream).
class TraceStream
{
public:
    using Ch = char;
    // MAPPING, when the bytes are a mapping: the part already copied is dropped from this process as it goes
    // (it stays in the page cache), so that resident memory stays one buffer, as with a FILE stream.
    TraceStream(QByteArrayView data, uchar *mapping, const ReadControl &control) : m_data(data), m_mapping(mapping), m_control(control) { read(); }
    Ch Peek() const { return *m_current; }
    Ch Take()
    {
        const Ch c = *m_current;
        read();
        return c;
    }
    size_t Tell() const { return size_t(m_count + (m_current - m_buffer)); }
    // Unused by the reader; RapidJSON's stream concept requires them.
    Ch *PutBegin() { return nullptr; }
    void Put(Ch) {}
    void Flush() {}
    size_t PutEnd(Ch *) { return 0; }
    bool stopped() const { return m_stopped; }

private:
    void read()
    {
        if (m_current < m_last) {
            ++m_current;
            return;
        }
        if (m_eof)
            return;
        m_count += qint64(m_readCount);
        if (m_control.cancelled()) {
            m_stopped = true;
            m_readCount = 0;
        } else {
            m_readCount = size_t(qMin<qint64>(BufferSize, m_data.size() - m_taken));
            std::memcpy(m_buffer, m_data.data() + m_taken, m_readCount);
            m_taken += qint64(m_readCount);
            release();
            m_control.report(m_count + qint64(m_readCount));
        }
        m_current = m_buffer;
        m_last = m_buffer + m_readCount - 1;
        if (m_readCount < BufferSize) {
            m_buffer[m_readCount] = '\0'; // RapidJSON expects '\0' at the end
            ++m_last;
            m_eof = true;
        }
    }

    static constexpr size_t BufferSize = 1 << 20;
    void release()
    {
#ifdef Q_OS_UNIX
        static const qint64 page = sysconf(_SC_PAGESIZE);
        const qint64 upTo = m_taken - m_taken % page;
        if (m_mapping && upTo > m_released) {
            madvise(m_mapping + m_released, size_t(upTo - m_released), MADV_DONTNEED);
            m_released = upTo;
        }
#endif
    }

    QByteArrayView m_data;
    uchar *m_mapping = nullptr;
    qint64 m_taken = 0;
    qint64 m_released = 0;
    const ReadControl &m_control;
    char m_buffer[BufferSize + 1];
    Ch *m_current = m_buffer;
    Ch *m_last = m_buffer;
    size_t m_readCount = 0;
    qint64 m_count = 0;
    bool m_eof = false;
    bool m_stopped = false;
};

int lineAtOffset(QByteArrayView data, qint64 offset)
{
    return 1 + int(data.first(qBound<qint64>(0, offset, data.size())).count('\n'));
}

bool readWithRapidJson(const QString &path, const QString &artifact, Profile &profile, const ReadControl &control)
{
    const FileBytes file = FileStore::open(path);
    if (!file.isOpen()) {
        profile.diagnostics.warn(artifact, 0, QCoreApplication::translate("Profile", "cannot open the file"));
        return false;
    }
    auto stream = std::make_unique<TraceStream>(file.bytes(), file.mapping(), control); // 1 MiB buffer: not on the stack
    ChromeTraceBuilder builder(profile);
    ChromeTraceParser parser(builder);
    rapidjson::Reader reader;
    // Iterative: the scanner hands over documents nested deeper than it goes, and RapidJSON's default recursive
    // descent would overflow the stack on them (130,000 levels did). The handler keeps its own depth counters.
    constexpr unsigned flags
        = rapidjson::kParseIterativeFlag | rapidjson::kParseNumbersAsStringsFlag | rapidjson::kParseStopWhenDoneFlag;
    const rapidjson::ParseResult ok = reader.Parse<flags>(*stream, parser);
    builder.finish();
    if (stream->stopped())
        return false;
    if (!ok && ok.Code() != rapidjson::kParseErrorTermination) {
        const int line = lineAtOffset(file.bytes(), qint64(ok.Offset()));
        profile.diagnostics.warn(artifact, line,
                                 QCoreApplication::translate("Profile", "malformed or truncated JSON (%1); kept the %2 events read before it")
                                     .arg(QString::fromLatin1(rapidjson::GetParseError_En(ok.Code())))
                                     .arg(builder.eventsRead()));
    }
    return builder.eventsRead() > 0 || ok;
}

// The file mapped read-only (FileStore). Pages the model builder has passed are dropped from this process (they
// stay in the page cache), so that resident memory is the model plus a window of the file, not the whole file.
class MappedTrace
{
public:
    explicit MappedTrace(const QString &path) : m_file(FileStore::open(path))
    {
        m_data = m_file.mapping();
        m_size = m_file.size();
#ifdef Q_OS_UNIX
        if (m_data)
            madvise(m_data, size_t(m_size), MADV_SEQUENTIAL);
#endif
    }
    bool isValid() const { return m_data != nullptr; }
    QByteArrayView bytes() const { return m_file.bytes(); }
    void release(qint64 upTo)
    {
#ifdef Q_OS_UNIX
        static const qint64 page = sysconf(_SC_PAGESIZE);
        upTo -= upTo % page;
        if (upTo > m_released) {
            madvise(m_data + m_released, size_t(upTo - m_released), MADV_DONTNEED);
            m_released = upTo;
        }
#else
        Q_UNUSED(upTo);
#endif
    }

private:
    FileBytes m_file;
    uchar *m_data = nullptr;
    qint64 m_size = 0;
    qint64 m_released = 0;
};

// Scans in a second thread while this one builds the model from the scanned chunks; progress, cancellation
// and releasing the passed part of the mapping stay in the reading thread.
ScanChunkQueue::End readWithScanner(MappedTrace &map, ChromeTraceBuilder &builder, const ReadControl &control)
{
    ScanChunkQueue queue;
    std::thread scanning([&] {
        ChromeTraceScanner scanner(map.bytes(), queue, control);
        queue.finish(scanner.run());
    });
    bool cancelled = false;
    qint64 nextReport = 1 << 20;
    ScanChunk chunk;
    while (queue.pop(chunk)) {
        if (control.cancelled()) {
            cancelled = true;
            queue.stop();
            break;
        }
        chunk.replay(builder);
        map.release(chunk.end);
        if (chunk.end >= nextReport) { // about every MiB, as the general path's buffer
            control.report(chunk.end);
            nextReport = chunk.end + (1 << 20);
        }
        queue.recycle(chunk);
    }
    scanning.join();
    const ScanChunkQueue::End end = cancelled ? ScanChunkQueue::End::Cancelled : queue.end();
    if (end == ScanChunkQueue::End::Done)
        control.report(map.bytes().size());
    return end;
}

} // namespace

bool ProfileReaders::chromeTrace(const QString &path, const QString &artifact, Profile &profile, const ReadControl &control,
                                 TraceReader which)
{
    if (which != TraceReader::RapidJson) {
        MappedTrace map(path);
        if (map.isValid()) {
            const ProfileMark mark = ProfileMark::of(profile);
            ChromeTraceBuilder builder(profile);
            switch (readWithScanner(map, builder, control)) {
            case ScanChunkQueue::End::Done:
                builder.finish();
                return true;
            case ScanChunkQueue::End::Cancelled:
                builder.finish(); // keeps what was read, as the general path does
                return false;
            case ScanChunkQueue::End::Unsupported:
                mark.rollback(profile);
                break;
            }
        }
        if (which == TraceReader::Scanner)
            return false;
    }
    return readWithRapidJson(path, artifact, profile, control);
}

} // namespace Lowerscope
