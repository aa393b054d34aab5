// SPDX-License-Identifier: MIT
#pragma once

#include "core/diagnostics.h"
#include "core/filestream.h"

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>
#include <vector>

namespace Lowerscope {

struct JobControl;

// Reads CSV records one at a time with the 1-based line each record starts on, in one pass over the file's
// bytes. Quoted fields may span lines (Nsight's rule descriptions); "" inside quotes is a quote. A line longer
// than the cap (a sparse or binary file) or a NUL byte ends the read with an error instead of filling memory.
// The bytes come from the FileStore when it holds the file already (read by another reader of the analysis);
// otherwise the file is streamed (FileStream) through a window of Window bytes that is reused, refilled when a
// record reaches its end, and grown only for a record larger than half of it: memory stays the window whatever
// the table's size, and the records are split in place, in the window.
class CsvRecords {
public:
    // WINDOW: the bytes streamed at a time (tests and the fuzz target use tiny windows to cut records anywhere).
    explicit CsvRecords(const QString &path, qsizetype window = Window);
    bool open();
    // Progress and cancel (profilereader.h): about every MiB of records, next() reports the bytes read so far and,
    // once CONTROL is cancelled, ends the read as if at the end of the file (no error).
    void setControl(const JobControl *control) { m_control = control; }
    QString errorString() const { return m_error; }
    // Next record into FIELDS; false at the end or on error (then errorString() is set). The views point into
    // the file's bytes or the window, or for a field with quotes or CRs into a buffer of this reader: valid
    // until the next call. Nothing is allocated per record once the first records have sized FIELDS and that
    // buffer.
    bool next(QList<QByteArrayView> &fields);
    // The same, decoded from UTF-8; an ASCII field is written into the string FIELDS held there before.
    bool next(QStringList &fields);
    // The next record with EXPECTED fields (a table's header width) into FIELDS; a record with another count is
    // skipped with a warning that names ARTIFACT and its line. False at the end or on error.
    bool nextRow(QList<QByteArrayView> &fields, qsizetype expected, Diagnostics &diagnostics, const QString &artifact);
    bool nextRow(QStringList &fields, qsizetype expected, Diagnostics &diagnostics, const QString &artifact);
    // Whether a record of FOUND fields fits a table of EXPECTED: when not, a warning naming ARTIFACT and the
    // record's line; for the file's last record, ended by the end of the file and not a line break, with fewer
    // fields, a partial-data warning (Diagnostics::warnPartial) that the file ends inside it (cut()).
    bool checkWidth(qsizetype found, qsizetype expected, Diagnostics &diagnostics, const QString &artifact);
    // After the read: an error that ended it early (errorString()) as a partial-data warning naming ARTIFACT and
    // the line: the rest of the table was not read. Nothing when the read ended at the file's end.
    void warnIfError(Diagnostics &diagnostics, const QString &artifact);
    // The table is partial: the file ends inside a row or a quoted field, or an error ended the read before its
    // end. cutLine(): the line of the record where that happened (0 while whole).
    bool cut() const { return m_cutLine > 0; }
    const QList<Warning> &partialWarnings() const { return m_partial; } // those checkWidth and warnIfError gave
    int cutLine() const { return m_cutLine; }
    int line() const { return m_recordLine; }
    qint64 bytesRead() const { return m_base + m_pos; }
    qint64 size() const { return m_stream.size(); }

    static constexpr qint64 MaxLine = 16 << 20;
    static constexpr qsizetype Window = 1 << 20;

private:
    bool fail(const QString &error);
    enum class Parsed { Record, More, Error };
    Parsed parse(QList<QByteArrayView> &fields);
    bool fill();

    // Where a field's bytes are: in the file (unquoted, no CR) or in m_scratch (unescaped).
    struct Span {
        qsizetype at;
        qsizetype size;
        bool scratch;
    };
    QString m_path;
    FileStream m_stream; // the file: the store's bytes (held()), or read through m_window
    QByteArray m_window;
    qsizetype m_windowSize;
    QByteArrayView m_data; // the bytes at hand: all of held(), or the filled part of m_window
    bool m_end = true; // m_data reaches the end of the file
    qint64 m_base = 0; // offset in the file of m_data's first byte
    qsizetype m_pos = 0;
    QString m_error;
    std::vector<Span> m_spans;
    QByteArray m_scratch;
    QList<QByteArrayView> m_views; // for next(QStringList &)
    int m_line = 0;
    int m_recordLine = 0;
    bool m_lineBreak = true; // the last record ended with a line break (false: the end of the file ended it)
    int m_cutLine = 0;
    QList<Warning> m_partial;
    const JobControl *m_control = nullptr;
    qint64 m_nextReport = 0;
    bool m_cancelled = false;
};

// Reads just the first line of a file (at most 64 KiB), for sniffing.
QByteArray firstLine(const QString &path);

} // namespace Lowerscope
