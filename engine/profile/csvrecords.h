// SPDX-License-Identifier: MIT
#pragma once

#include "core/filestore.h"

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace Lowerscope {

struct Diagnostics;

// Reads CSV records one at a time with the 1-based line each record starts on, in one pass over the file's
// bytes. Quoted fields may span lines (Nsight's rule descriptions); "" inside quotes is a quote. A line longer
// than the cap (a sparse or binary file) or a NUL byte ends the read with an error instead of filling memory.
class CsvRecords
{
public:
    explicit CsvRecords(const QString &path);
    bool open();
    QString errorString() const { return m_error; }
    // Next record into FIELDS; false at the end or on error (then errorString() is set). The views point into
    // the file's bytes, or for a field with quotes or CRs into a buffer of this reader: valid until the next
    // call. Nothing is allocated per record once the first records have sized FIELDS and that buffer.
    bool next(QList<QByteArrayView> &fields);
    // The same, decoded from UTF-8; an ASCII field is written into the string FIELDS held there before.
    bool next(QStringList &fields);
    // The next record with EXPECTED fields (a table's header width) into FIELDS; a record with another count is
    // skipped with a warning that names ARTIFACT and its line. False at the end or on error.
    bool nextRow(QList<QByteArrayView> &fields, qsizetype expected, Diagnostics &diagnostics, const QString &artifact);
    bool nextRow(QStringList &fields, qsizetype expected, Diagnostics &diagnostics, const QString &artifact);
    int line() const { return m_recordLine; }
    qint64 bytesRead() const { return m_pos; }
    qint64 size() const { return m_bytes.size(); }

    static constexpr qint64 MaxLine = 16 << 20;

private:
    bool fail(const QString &error);

    // Where a field's bytes are: in the file (unquoted, no CR) or in m_scratch (unescaped).
    struct Span {
        qsizetype at;
        qsizetype size;
        bool scratch;
    };
    QString m_path;
    FileBytes m_bytes;
    QByteArrayView m_data;
    qsizetype m_pos = 0;
    QString m_error;
    std::vector<Span> m_spans;
    QByteArray m_scratch;
    QList<QByteArrayView> m_views; // for next(QStringList &)
    int m_line = 0;
    int m_recordLine = 0;
};

// Reads just the first line of a file (at most 64 KiB), for sniffing.
QByteArray firstLine(const QString &path);

} // namespace Lowerscope
