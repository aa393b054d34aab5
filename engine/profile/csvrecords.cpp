// SPDX-License-Identifier: MIT
#include "csvrecords.h"
#include "core/enginetext.h"

#include "core/diagnostics.h"

#include <QCoreApplication>

#include <array>

namespace Lowerscope {

CsvRecords::CsvRecords(const QString &path) : m_path(path) {}

bool CsvRecords::open()
{
    m_bytes = FileStore::open(m_path);
    if (!m_bytes.isOpen()) {
        m_error = m_bytes.errorString();
        return false;
    }
    m_data = m_bytes.bytes();
    m_pos = 0;
    return true;
}

namespace {

// The bytes that end a run of plain field bytes: the separator, a quote, CR, LF and NUL (refused). All are
// ASCII, which UTF-8 never uses inside a multi-byte character, so the fields are split on the bytes and decoded
// only when a caller asks for text.
constexpr std::array<bool, 256> plainStops = [] {
    std::array<bool, 256> t{};
    for (const unsigned char c : {',', '"', '\r', '\n', '\0'})
        t[c] = true;
    return t;
}();
// Inside quotes only a quote ends a run; line breaks are kept (and counted), NUL is refused.
constexpr std::array<bool, 256> quotedStops = [] {
    std::array<bool, 256> t{};
    for (const unsigned char c : {'"', '\n', '\0'})
        t[c] = true;
    return t;
}();

const char *scan(const char *p, const char *end, const std::array<bool, 256> &stops)
{
    while (p < end && !stops[uchar(*p)])
        ++p;
    return p;
}

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

// One pass over the record's bytes (issue 20: the reader cost about 20 us per line, reading each line into a
// buffer sized to the 16 MiB cap). A field without quotes or CR, nearly every field of a real table, is a view
// of the file's bytes; the others are unescaped into m_scratch. Views are made once the record is complete,
// since m_scratch may move while it grows.
bool CsvRecords::next(QList<QByteArrayView> &fields)
{
    fields.resize(0);
    if (!m_error.isEmpty() || m_pos >= m_data.size())
        return false;
    const char *const begin = m_data.data();
    const char *const end = begin + m_data.size();
    const char *p = begin + m_pos;
    const char *lineStart = p;
    m_spans.clear();
    m_scratch.resize(0);
    ++m_line;
    m_recordLine = m_line;
    const auto tooLong = [&](const char *at) { return at - lineStart >= MaxLine - 1; };
    const auto longLine = [] { return EngineText::english("Profile", "line longer than %1 MiB: not a text table").arg(MaxLine >> 20); };
    const auto binary = [] { return EngineText::english("Profile", "binary data (NUL bytes) in a text table"); };
    bool recordEnds = false;
    while (!recordEnds) {
        const char *s = p;
        p = scan(p, end, plainStops);
        if (tooLong(p))
            return fail(longLine());
        if (p == end || *p == ',' || *p == '\n' || (*p == '\r' && p + 1 < end && p[1] == '\n')) {
            m_spans.push_back({s - begin, p - s, false});
            if (p == end)
                break;
            recordEnds = *p != ',';
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
                if (quoted)
                    return fail(EngineText::english("Profile", "unterminated quoted field"));
                recordEnds = true;
                break;
            }
            const char *q = scan(p, end, quoted ? quotedStops : plainStops);
            if (tooLong(q))
                return fail(longLine());
            m_scratch.append(p, q - p);
            p = q;
            if (p == end)
                continue;
            const char c = *p++;
            if (c == '\0')
                return fail(binary());
            if (quoted) {
                if (c == '\n') {
                    m_scratch.append('\n');
                    ++m_line;
                    lineStart = p;
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
                break;
            } // CR outside quotes: dropped
        }
        m_spans.push_back({at, m_scratch.size() - at, true});
    }
    m_pos = p - begin;
    fields.resize(qsizetype(m_spans.size()));
    QByteArrayView *out = fields.data();
    for (const Span &s : m_spans)
        *out++ = QByteArrayView((s.scratch ? m_scratch.constData() : begin) + s.at, s.size);
    return true;
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

bool CsvRecords::nextRow(QList<QByteArrayView> &fields, qsizetype expected, Diagnostics &diagnostics, const QString &artifact)
{
    while (next(fields)) {
        if (fields.size() == expected)
            return true;
        diagnostics.warn(artifact, m_recordLine, EngineText::english("Profile", "expected %1 fields, found %2").arg(expected).arg(fields.size()));
    }
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
    const FileBytes f = FileStore::open(path);
    const QByteArrayView head = f.bytes().first(qMin<qint64>(f.size(), 64 * 1024));
    const qsizetype nl = head.indexOf('\n');
    QByteArray line = (nl < 0 ? head : head.first(nl + 1)).toByteArray();
    while (line.endsWith('\n') || line.endsWith('\r'))
        line.chop(1);
    if (line.startsWith("\xEF\xBB\xBF"))
        line.remove(0, 3);
    return line;
}

} // namespace Lowerscope
