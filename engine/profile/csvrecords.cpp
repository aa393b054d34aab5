// SPDX-License-Identifier: MIT
#include "csvrecords.h"

#include "core/diagnostics.h"
#include "core/enginetext.h"
#include "profilereader.h"

#include <QCoreApplication>
#include <bit>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace Lowerscope {

CsvRecords::CsvRecords(const QString &path, qsizetype window)
    : m_path(path)
    , m_windowSize(qMax<qsizetype>(1, window))
{
}

bool CsvRecords::open()
{
    m_pos = 0;
    m_base = 0;
    if (!m_stream.open(m_path)) {
        m_error = m_stream.errorString();
        return false;
    }
    if (m_stream.held().isOpen()) {
        m_data = m_stream.held().bytes();
        m_end = true;
        return true;
    }
    m_window = QByteArray(qMax<qsizetype>(1, qsizetype(qMin<qint64>(m_windowSize, m_stream.size()))), Qt::Uninitialized);
    m_data = QByteArrayView(m_window.constData(), 0);
    m_end = false;
    fill();
    return true;
}

// Keeps the bytes not yet parsed (the start of a record the window cut), moved to the window's front, and
// reads more after them; the window doubles when they fill more than half of it. False when nothing more was
// read: then m_data reaches the end of the file.
bool CsvRecords::fill()
{
    if (m_end)
        return false;
    const qsizetype keep = m_data.size() - m_pos;
    if (m_pos > 0 && keep > 0)
        std::memmove(m_window.data(), m_window.constData() + m_pos, size_t(keep));
    m_base += m_pos;
    m_pos = 0;
    if (keep * 2 > m_window.size())
        m_window.resize(keep * 2);
    const qint64 got = m_stream.read(m_window.data() + keep, m_window.size() - keep);
    m_data = QByteArrayView(m_window.constData(), keep + qsizetype(got));
    m_end = m_stream.atEnd() || got == 0;
    return got > 0;
}

namespace {

// The bytes that end a run of plain field bytes: the separator, a quote, CR, LF and NUL (refused). All are
// ASCII, which UTF-8 never uses inside a multi-byte character, so the fields are split on the bytes and decoded
// only when a caller asks for text. Inside quotes only a quote ends a run; line breaks are kept (and counted),
// NUL is refused.
// The first byte at or after P (and before END) that is one of STOPS, or END. Where SSE2 is there (every
// x86-64) sixteen bytes are compared at once, and the mask of that block is kept: the next fields of a record
// (a table's fields are a few bytes each) are found in it without another load. Splitting byte by byte was a
// fifth of reading a table (docs/reliability.md). Loads stay inside the bytes.
template<char... Stops> class StopScanner {
public:
    const char *next(const char *p, const char *end)
    {
#if defined(__SSE2__)
        while (true) {
            if (p < m_blockEnd && p >= m_blockEnd - 16) {
                if (const unsigned m = m_mask & (~0u << unsigned(p - (m_blockEnd - 16))))
                    return m_blockEnd - 16 + std::countr_zero(m);
                p = m_blockEnd;
            }
            if (end - p < 16)
                break;
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            __m128i hit = _mm_setzero_si128();
            ((hit = _mm_or_si128(hit, _mm_cmpeq_epi8(v, _mm_set1_epi8(Stops)))), ...);
            m_blockEnd = p + 16;
            m_mask = unsigned(_mm_movemask_epi8(hit));
        }
#endif
        while (p < end && ((*p != Stops) && ...))
            ++p;
        return p;
    }

private:
    const char *m_blockEnd = nullptr; // the block compared last is the 16 bytes before
    unsigned m_mask = 0;
};

// Sets field I of FIELDS (appending when I is its size) to the UTF-8 BYTES. An ASCII field is written into
// the string already there, so a caller reading record after record into one list allocates nothing per field
// once the first records have sized it.
void setField(QStringList &fields, qsizetype i, QByteArrayView bytes)
{
    if (i == fields.size())
        fields.append(QString());
    QString &f = fields[i];
    for (const char c : bytes) {
        if (uchar(c) >= 0x80) {
            f = QString::fromUtf8(bytes);
            return;
        }
    }
    f.resize(bytes.size());
    QChar *out = f.data();
    for (qsizetype k = 0; k < bytes.size(); ++k)
        out[k] = QLatin1Char(bytes[k]);
}

void toStrings(const QList<QByteArrayView> &views, QStringList &fields)
{
    for (qsizetype i = 0; i < views.size(); ++i)
        setField(fields, i, views.at(i));
    fields.resize(views.size());
}

} // namespace

bool CsvRecords::fail(const QString &error)
{
    m_error = error;
    m_pos = m_data.size();
    return false;
}

bool CsvRecords::next(QList<QByteArrayView> &fields)
{
    fields.resize(0);
    if (!m_error.isEmpty() || m_cancelled)
        return false;
    while (true) {
        if (m_pos >= m_data.size() && !fill())
            return false;
        const int line = m_line;
        switch (parse(fields)) {
        case Parsed::Record:
            if (m_control && bytesRead() >= m_nextReport) {
                m_nextReport = bytesRead() + JobControl::ReportEvery;
                m_control->report(bytesRead());
                if (m_control->cancelled()) {
                    m_cancelled = true;
                    fields.resize(0);
                    return false;
                }
            }
            return true;
        case Parsed::Error:
            return false;
        case Parsed::More: // the window ends inside the record: parsed again once more bytes are there
            m_line = line;
            fill();
            break;
        }
    }
}

// One pass over the record's bytes (issue 20: the reader cost about 20 us per line, reading each line into a
// buffer sized to the 16 MiB cap). A field without quotes or CR, nearly every field of a real table, is a view
// of the bytes; the others are unescaped into m_scratch. Views are made once the record is complete, since
// m_scratch may move while it grows. More when the bytes at hand end inside the record and the file does not.
CsvRecords::Parsed CsvRecords::parse(QList<QByteArrayView> &fields)
{
    const char *const begin = m_data.data();
    const char *const end = begin + m_data.size();
    const char *p = begin + m_pos;
    const char *lineStart = p;
    StopScanner<',', '"', '\r', '\n', '\0'> plain;
    StopScanner<'"', '\n', '\0'> quotedText;
    m_spans.clear();
    m_scratch.resize(0);
    ++m_line;
    m_recordLine = m_line;
    m_lineBreak = false;
    const auto tooLong = [&](const char *at) { return at - lineStart >= MaxLine - 1; };
    const auto failed = [this](const QString &error) {
        fail(error);
        return Parsed::Error;
    };
    const auto longLine
        = [] { return EngineText::english("Profile", "line longer than %1 MiB: not a text table").arg(MaxLine >> 20); };
    const auto binary = [] { return EngineText::english("Profile", "binary data (NUL bytes) in a text table"); };
    bool recordEnds = false;
    while (!recordEnds) {
        const char *s = p;
        p = plain.next(p, end);
        if (tooLong(p))
            return failed(longLine());
        if (!m_end && (p == end || (*p == '\r' && p + 1 == end)))
            return Parsed::More;
        if (p == end || *p == ',' || *p == '\n' || (*p == '\r' && p + 1 < end && p[1] == '\n')) {
            m_spans.push_back({ s - begin, p - s, false });
            if (p == end)
                break;
            recordEnds = *p != ',';
            m_lineBreak = recordEnds;
            p += *p == '\r' ? 2 : 1;
            continue;
        }
        // A field with quotes, a lone CR or a NUL: unescaped into m_scratch. A quote opens quoted text anywhere
        // in a field ("" inside it is one quote); CR outside quotes is dropped.
        const qsizetype at = m_scratch.size();
        m_scratch.append(s, p - s);
        bool quoted = false;
        while (true) {
            if (p == end) {
                if (!m_end)
                    return Parsed::More;
                if (quoted)
                    return failed(EngineText::english("Profile", "unterminated quoted field"));
                recordEnds = true;
                break;
            }
            const char *q = quoted ? quotedText.next(p, end) : plain.next(p, end);
            if (tooLong(q))
                return failed(longLine());
            m_scratch.append(p, q - p);
            p = q;
            if (p == end)
                continue;
            const char c = *p++;
            if (c == '\0')
                return failed(binary());
            if (quoted) {
                if (c == '\n') {
                    m_scratch.append('\n');
                    ++m_line;
                    lineStart = p;
                } else if (p == end && !m_end) {
                    return Parsed::More; // a quote at the window's end: "" or the closing one
                } else if (p < end && *p == '"') { // "" inside quotes
                    m_scratch.append('"');
                    ++p;
                } else {
                    quoted = false;
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',' || c == '\n') {
                recordEnds = c == '\n';
                m_lineBreak = recordEnds;
                break;
            } // CR outside quotes: dropped
        }
        m_spans.push_back({ at, m_scratch.size() - at, true });
    }
    m_pos = p - begin;
    fields.resize(qsizetype(m_spans.size()));
    QByteArrayView *out = fields.data();
    for (const Span &s : m_spans)
        *out++ = QByteArrayView((s.scratch ? m_scratch.constData() : begin) + s.at, s.size);
    return Parsed::Record;
}

bool CsvRecords::next(QStringList &fields)
{
    if (!next(m_views)) {
        fields.clear();
        return false;
    }
    toStrings(m_views, fields);
    return true;
}

bool CsvRecords::checkWidth(qsizetype found, qsizetype expected, Diagnostics &diagnostics, const QString &artifact)
{
    if (found == expected)
        return true;
    if (found < expected && !m_lineBreak && m_end && m_pos >= m_data.size()) {
        m_cutLine = m_recordLine;
        m_partial.append(diagnostics.warnPartial(artifact, m_recordLine,
            EngineText::english("Profile", "the file ends inside this row (%1 of %2 fields): the rest of the table is missing")
                .arg(found)
                .arg(expected)));
        return false;
    }
    diagnostics.warn(
        artifact, m_recordLine, EngineText::english("Profile", "expected %1 fields, found %2").arg(expected).arg(found));
    return false;
}

void CsvRecords::warnIfError(Diagnostics &diagnostics, const QString &artifact)
{
    if (m_error.isEmpty())
        return;
    m_cutLine = qMax(1, m_recordLine);
    m_partial.append(diagnostics.warnPartial(
        artifact, m_cutLine, EngineText::english("Profile", "%1: the table is not read past this line").arg(m_error)));
}

bool CsvRecords::nextRow(QList<QByteArrayView> &fields, qsizetype expected, Diagnostics &diagnostics, const QString &artifact)
{
    while (next(fields))
        if (checkWidth(fields.size(), expected, diagnostics, artifact))
            return true;
    return false;
}

bool CsvRecords::nextRow(QStringList &fields, qsizetype expected, Diagnostics &diagnostics, const QString &artifact)
{
    if (!nextRow(m_views, expected, diagnostics, artifact)) {
        fields.clear();
        return false;
    }
    toStrings(m_views, fields);
    return true;
}

QByteArray firstLine(const QString &path)
{
    const QByteArray head = FileStore::head(path, 64 * 1024);
    const qsizetype nl = head.indexOf('\n');
    QByteArray line = nl < 0 ? head : head.first(nl + 1);
    while (line.endsWith('\n') || line.endsWith('\r'))
        line.chop(1);
    if (line.startsWith("\xEF\xBB\xBF"))
        line.remove(0, 3);
    return line;
}

} // namespace Lowerscope
