// SPDX-License-Identifier: MIT
// Chrome trace JSON (torch.profiler, msprof trace_view.json / msprof_*.json, msprof op simulator trace.json,
// npu-compute PipeTrace.json) streamed through RapidJSON's SAX reader: no DOM, memory stays with the model.
// RapidJSON was chosen by measurement (bench_profile): simdjson parses faster but needs the whole file in
// memory, and QJsonDocument builds a DOM several times the file's size.
#include "chrometraceparser.h"
#include "profilereader.h"

#include <QCoreApplication>
#include <QFile>

#include <rapidjson/error/en.h>
#include <rapidjson/reader.h>

#include <cstdio>

namespace Lowerscope {

namespace {

// A FILE stream with a large buffer that reports progress and honours cancellation between buffers
// (the shape of rapidjson::FileReadStream).
class TraceStream
{
public:
    using Ch = char;
    TraceStream(std::FILE *fp, const ReadControl &control) : m_fp(fp), m_control(control) { read(); }
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
            m_readCount = std::fread(m_buffer, 1, BufferSize, m_fp);
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
    std::FILE *m_fp;
    const ReadControl &m_control;
    char m_buffer[BufferSize + 1];
    Ch *m_current = m_buffer;
    Ch *m_last = m_buffer;
    size_t m_readCount = 0;
    qint64 m_count = 0;
    bool m_eof = false;
    bool m_stopped = false;
};

int lineAtOffset(const QString &path, qint64 offset)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    int line = 1;
    qint64 pos = 0;
    char buf[1 << 16];
    while (pos < offset) {
        const qint64 n = f.read(buf, qMin<qint64>(sizeof buf, offset - pos));
        if (n <= 0)
            break;
        for (qint64 i = 0; i < n; ++i)
            line += buf[i] == '\n';
        pos += n;
    }
    return line;
}

} // namespace

bool ProfileReaders::chromeTrace(const QString &path, const QString &artifact, Profile &profile, const ReadControl &control)
{
    std::FILE *fp = std::fopen(QFile::encodeName(path).constData(), "rb");
    if (!fp) {
        profile.diagnostics.warn(artifact, 0, QCoreApplication::translate("Profile", "cannot open the file"));
        return false;
    }
    auto stream = std::make_unique<TraceStream>(fp, control); // 1 MiB buffer: not on the stack
    ChromeTraceParser parser(profile, artifact, control);
    rapidjson::Reader reader;
    const rapidjson::ParseResult ok = reader.Parse<rapidjson::kParseNumbersAsStringsFlag | rapidjson::kParseStopWhenDoneFlag>(*stream, parser);
    std::fclose(fp);
    parser.finish();
    if (stream->stopped())
        return false;
    if (!ok && ok.Code() != rapidjson::kParseErrorTermination) {
        const int line = lineAtOffset(path, qint64(ok.Offset()));
        profile.diagnostics.warn(artifact, line,
                                 QCoreApplication::translate("Profile", "malformed or truncated JSON (%1); kept the %2 events read before it")
                                     .arg(QString::fromLatin1(rapidjson::GetParseError_En(ok.Code())))
                                     .arg(parser.eventsRead()));
    }
    return parser.eventsRead() > 0 || ok;
}

} // namespace Lowerscope
