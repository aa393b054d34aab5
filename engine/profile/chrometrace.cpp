// SPDX-License-Identifier: MIT
// Chrome trace JSON (torch.profiler, msprof trace_view.json / msprof_*.json, msprof op simulator trace.json,
// npu-compute PipeTrace.json). The file is read in windows by a scanner made for this format; what it does not
// take (malformed JSON, rarities, an event larger than half a window) is read again from the start by
// RapidJSON's SAX reader, streaming, which reports the error. Both drive the same ChromeTraceBuilder. Never
// mapped: a mapped file truncated while it is read raises SIGBUS (docs/reliability.md). Chosen by measurement
// (bench_profile, docs/profiles.md): RapidJSON SAX alone parses at about a third of the scanner's speed,
// simdjson on-demand needs the whole file in memory, and QJsonDocument builds a DOM several times the file's
// size.
#include "chrometraceparser.h"
#include "chrometracescanner.h"
#include "core/enginetext.h"
#include "core/userfile.h"
#include "profilereader.h"

#include <QCoreApplication>
#include <QFile>
#include <cstring>
#include <rapidjson/error/en.h>
#include <rapidjson/reader.h>
#include <thread>

#ifdef Q_OS_UNIX
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace Lowerscope {

using namespace Internal;

namespace {

// The file's bytes through a large buffer that reports progress and honours cancellation between buffers
// (the shape of rapidjson::FileReadStream), read with read(): resident memory stays one buffer.
class TraceStream {
public:
    using Ch = char;
    TraceStream(QFile &file, const JobControl &control)
        : m_file(file)
        , m_control(control)
    {
        read();
    }
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
    void Put(Ch) { }
    void Flush() { }
    size_t PutEnd(Ch *) { return 0; }
    bool stopped() const { return m_stopped; }
    // The 1-based line of OFFSET, at or after the start of the current buffer (a parse error's).
    int lineAt(qint64 offset) const
    {
        const qint64 in = qBound<qint64>(0, offset - m_count, qint64(m_readCount));
        return 1 + int(m_linesBefore + QByteArrayView(m_buffer, in).count('\n'));
    }

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
        m_linesBefore += QByteArrayView(m_buffer, qsizetype(m_readCount)).count('\n');
        if (m_control.cancelled()) {
            m_stopped = true;
            m_readCount = 0;
        } else {
            size_t got = 0; // a short read is not the end; 0 is
            while (got < BufferSize) {
                const qint64 n = m_file.read(m_buffer + got, qint64(BufferSize - got));
                if (n <= 0)
                    break;
                got += size_t(n);
            }
            m_readCount = got;
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
    QFile &m_file;
    const JobControl &m_control;
    char m_buffer[BufferSize + 1];
    Ch *m_current = m_buffer;
    Ch *m_last = m_buffer;
    size_t m_readCount = 0;
    qint64 m_count = 0;
    qint64 m_linesBefore = 0;
    bool m_eof = false;
    bool m_stopped = false;
};

bool readWithRapidJson(const QString &path, const QString &artifact, Profile &profile, const JobControl &control)
{
    QFile file(path);
    if (QString why; !UserFile::isRegular(path, &why) || !file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        profile.diagnostics.warn(artifact, 0, EngineText::english("Profile", "cannot open the file"));
        return false;
    }
    auto stream = std::make_unique<TraceStream>(file, control); // 1 MiB buffer: not on the stack
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
        const int line = stream->lineAt(qint64(ok.Offset()));
        profile.diagnostics.warn(artifact, line,
            EngineText::english("Profile", "malformed or truncated JSON (%1); kept the %2 events read before it")
                .arg(QString::fromLatin1(rapidjson::GetParseError_En(ok.Code())))
                .arg(builder.eventsRead()));
    }
    return builder.eventsRead() > 0 || ok;
}

// The file read in windows into memory reserved for all of it (anonymous, so never SIGBUS): the scanning
// thread reads ahead up to Window bytes past where it is (ChromeTraceScanner::Refill); the reading thread
// drops the pages the model builder has passed. Resident memory is the model plus about one window, not the
// whole file, as when the file was mapped.
class TraceWindow {
public:
    static constexpr qint64 Window = 2 * ChromeTraceScanner::RefillBelow;
    explicit TraceWindow(const QString &path)
        : m_file(path)
    {
#ifdef Q_OS_UNIX
        if (QString why; !UserFile::isRegular(path, &why) || !m_file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
            return;
        m_size = m_file.size();
        // 64 bytes past the end, zeros: the scanner's 16-byte loads near the end stay inside the reservation.
        void *p = mmap(nullptr, size_t(m_size + 64), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        m_data = p == MAP_FAILED ? nullptr : static_cast<char *>(p);
        // Huge pages where the system allows them: a 2 MiB page costs one fault, not 512.
        if (m_data)
            madvise(m_data, size_t(m_size + 64), MADV_HUGEPAGE);
#endif
    }
    ~TraceWindow()
    {
#ifdef Q_OS_UNIX
        if (m_data)
            munmap(m_data, size_t(m_size + 64));
#endif
    }
    TraceWindow(const TraceWindow &) = delete;
    TraceWindow &operator=(const TraceWindow &) = delete;
    bool isValid() const { return m_data != nullptr; }
    QByteArrayView bytes() const { return QByteArrayView(m_data, m_size); }
    // In the scanning thread: reads up to Window bytes past REACHED; returns the end of what is read.
    const char *fill(const char *reached)
    {
        const qint64 target = qMin(m_size, qint64(reached - m_data) + Window);
        while (!m_short && m_filled < target) {
            const qint64 n = m_file.read(m_data + m_filled, target - m_filled);
            if (n <= 0)
                m_short = true; // cut short since it was opened: the scanner meets the end and hands over
            else
                m_filled += n;
        }
        return m_data + m_filled;
    }
    // In the reading thread: the model builder is done with the bytes before UPTO.
    void release(qint64 upTo)
    {
#ifdef Q_OS_UNIX
        constexpr quintptr hugePage = quintptr(2) << 20; // whole huge pages: a part would split one
        upTo = qint64(((quintptr(m_data) + quintptr(upTo)) & ~(hugePage - 1)) - quintptr(m_data));
        if (upTo > m_released) {
            madvise(m_data + m_released, size_t(upTo - m_released), MADV_DONTNEED);
            m_released = upTo;
        }
#else
        Q_UNUSED(upTo);
#endif
    }

private:
    QFile m_file;
    char *m_data = nullptr;
    qint64 m_size = 0;
    qint64 m_filled = 0; // written by the scanning thread only
    qint64 m_released = 0; // written by the reading thread only
    bool m_short = false;
};

// Scans in a second thread while this one builds the model from the scanned chunks; progress, cancellation
// and releasing the passed part of the window stay in the reading thread.
ScanChunkQueue::End readWithScanner(TraceWindow &map, ChromeTraceBuilder &builder, const JobControl &control)
{
    ScanChunkQueue queue;
    std::thread scanning([&] {
        ChromeTraceScanner scanner(map.bytes(), queue, control, [&map](const char *reached) { return map.fill(reached); });
        queue.finish(scanner.run());
    });
    bool cancelled = false;
    qint64 nextReport = JobControl::ReportEvery;
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
            nextReport = chunk.end + JobControl::ReportEvery;
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

bool ProfileReaders::chromeTrace(
    const QString &path, const QString &artifact, Profile &profile, const JobControl &control, TraceReader which)
{
    if (which != TraceReader::RapidJson) {
        TraceWindow map(path);
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
