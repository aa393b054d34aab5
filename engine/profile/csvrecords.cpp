// SPDX-License-Identifier: MIT
#include "csvrecords.h"

#include "core/diagnostics.h"

#include <QCoreApplication>

#include <cstring>

namespace Lowerscope {

CsvRecords::CsvRecords(const QString &path) : m_path(path) {}

bool CsvRecords::open()
{
    m_bytes = FileStore::open(m_path);
    if (!m_bytes.isOpen()) {
        m_error = m_bytes.errorString();
        return false;
    }
    m_lines = ByteLines(m_bytes.bytes());
    return true;
}

namespace {

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

} // namespace

bool CsvRecords::next(QStringList &fields)
{
    qsizetype count = 0; // fields set so far; FIELDS keeps its strings from the last record to write into
    if (!m_error.isEmpty() || m_lines.atEnd()) {
        fields.clear();
        return false;
    }
    // Split on the bytes, then decode each field: ',', '"', CR and LF are ASCII, which UTF-8 never uses inside a
    // multi-byte character. Linear in the record's bytes (issue 20: the reader cost about 20 us per line).
    m_field.truncate(0);
    bool quoted = false;
    bool first = true;
    while (true) {
        const QByteArrayView raw = m_lines.next(MaxLine);
        if (raw.isEmpty() && m_lines.atEnd()) {
            if (quoted) {
                m_error = QCoreApplication::translate("Profile", "unterminated quoted field");
                fields.clear();
                return false;
            }
            break;
        }
        ++m_line;
        if (first) {
            m_recordLine = m_line;
            first = false;
        }
        if (raw.size() >= MaxLine - 1 && !raw.endsWith('\n')) {
            m_error = QCoreApplication::translate("Profile", "line longer than %1 MiB: not a text table").arg(MaxLine >> 20);
            fields.clear();
            return false;
        }
        const char *p = raw.data();
        const char *const end = p + raw.size();
        if (std::memchr(p, '\0', size_t(raw.size()))) {
            m_error = QCoreApplication::translate("Profile", "binary data (NUL bytes) in a text table");
            fields.clear();
            return false;
        }
        while (p < end) {
            if (quoted) {
                // Up to the next quote; "" inside quotes is one quote; line breaks inside quotes are kept.
                const char *q = static_cast<const char *>(std::memchr(p, '"', size_t(end - p)));
                if (!q) {
                    m_field.append(p, end - p);
                    p = end;
                } else if (q + 1 < end && q[1] == '"') {
                    m_field.append(p, q + 1 - p);
                    p = q + 2;
                } else {
                    m_field.append(p, q - p);
                    quoted = false;
                    p = q + 1;
                }
                continue;
            }
            const char *s = p;
            while (p < end && *p != ',' && *p != '"' && *p != '\n' && *p != '\r')
                ++p;
            m_field.append(s, p - s);
            if (p == end)
                break;
            const char c = *p++;
            if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                setField(fields, count++, m_field);
                m_field.truncate(0);
            } // CR and LF outside quotes end the line: dropped
        }
        if (!quoted)
            break;
    }
    setField(fields, count++, m_field);
    fields.resize(count);
    return true;
}

bool CsvRecords::nextRow(QStringList &fields, qsizetype expected, Diagnostics &diagnostics, const QString &artifact)
{
    while (next(fields)) {
        if (fields.size() == expected)
            return true;
        diagnostics.warn(artifact, m_recordLine, QCoreApplication::translate("Profile", "expected %1 fields, found %2").arg(expected).arg(fields.size()));
    }
    return false;
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
