// SPDX-License-Identifier: MIT
#pragma once

#include "core/filestore.h"

#include <QString>
#include <QStringList>

namespace Lowerscope {

struct Diagnostics;

// Reads CSV records one at a time with the 1-based line each record starts on. Quoted fields may span lines
// (Nsight's rule descriptions); "" inside quotes is a quote. A line longer than the cap (a sparse or binary
// file) ends the read with an error instead of filling memory.
class CsvRecords
{
public:
    explicit CsvRecords(const QString &path);
    bool open();
    QString errorString() const { return m_error; }
    // Next record into FIELDS; false at the end or on error (then errorString() is set).
    bool next(QStringList &fields);
    // The next record with EXPECTED fields (a table's header width) into FIELDS; a record with another count is
    // skipped with a warning that names ARTIFACT and its line. False at the end or on error.
    bool nextRow(QStringList &fields, qsizetype expected, Diagnostics &diagnostics, const QString &artifact);
    int line() const { return m_recordLine; }
    qint64 bytesRead() const { return m_lines.pos(); }
    qint64 size() const { return m_bytes.size(); }

    static constexpr qint64 MaxLine = 16 << 20;

private:
    QString m_path;
    FileBytes m_bytes;
    ByteLines m_lines{{}};
    QString m_error;
    QByteArray m_field; // the field being read, reused between fields
    int m_line = 0;
    int m_recordLine = 0;
};

// Reads just the first line of a file (at most 64 KiB), for sniffing.
QByteArray firstLine(const QString &path);

} // namespace Lowerscope
