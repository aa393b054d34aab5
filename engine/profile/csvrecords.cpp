// SPDX-License-Identifier: MIT
#include "csvrecords.h"

#include "core/diagnostics.h"

#include <QCoreApplication>

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

bool CsvRecords::next(QStringList &fields)
{
    fields.clear();
    if (!m_error.isEmpty() || m_lines.atEnd())
        return false;
    QString field;
    bool quoted = false;
    bool first = true;
    while (true) {
        const QByteArrayView raw = m_lines.next(MaxLine);
        if (raw.isEmpty() && m_lines.atEnd()) {
            if (quoted) {
                m_error = QCoreApplication::translate("Profile", "unterminated quoted field");
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
            return false;
        }
        if (raw.contains('\0')) {
            m_error = QCoreApplication::translate("Profile", "binary data (NUL bytes) in a text table");
            return false;
        }
        const QString text = QString::fromUtf8(raw);
        qsizetype i = 0;
        const qsizetype n = text.size();
        while (i < n) {
            const QChar c = text.at(i);
            if (quoted) {
                if (c == u'"') {
                    if (i + 1 < n && text.at(i + 1) == u'"') {
                        field += u'"';
                        i += 2;
                        continue;
                    }
                    quoted = false;
                } else {
                    field += c;
                }
            } else if (c == u'"') {
                quoted = true;
            } else if (c == u',') {
                fields.append(field);
                field.clear();
            } else if (c == u'\n' || c == u'\r') {
                // end of line outside quotes
            } else {
                field += c;
            }
            ++i;
        }
        if (!quoted)
            break;
    }
    fields.append(field);
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
