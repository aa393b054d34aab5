// SPDX-License-Identifier: MIT
// The CSV splitter every table reader uses (CsvRecords), checked against a plain reference: a line at a time,
// a character at a time, as the reader did before it became one pass over the bytes (issue 20). Every record,
// its fields, the line it starts on and the error that ends the read must be the same; otherwise it aborts.
// The file is read twice: through the default window (the whole of a small file) and through a window of 1 to
// 64 bytes (the input's last byte picks it), so that the window cuts records, quotes and CR LF pairs anywhere.
#include "fuzzsupport.h"
#include "profile/csvrecords.h"

#include <QList>
#include <cstdio>
#include <cstdlib>

using namespace Lowerscope;

namespace {

struct Record {
    QList<QByteArray> fields;
    int line = 0;
    bool operator==(const Record &) const = default;
};

// Lines up to and with their '\n'; quotes open anywhere, "" inside quotes is one quote, line breaks inside
// quotes are kept, CR and LF outside them dropped; a NUL byte in a line or an open quote at the end is an error.
QList<Record> reference(const QByteArray &data, QString &error)
{
    QList<Record> out;
    qsizetype pos = 0;
    int line = 0;
    while (pos < data.size()) {
        Record r;
        QByteArray field;
        bool quoted = false, first = true;
        while (true) {
            if (pos >= data.size()) {
                if (quoted) {
                    error = QStringLiteral("unterminated quoted field");
                    return out;
                }
                break;
            }
            const qsizetype nl = data.indexOf('\n', pos);
            const QByteArray raw = data.mid(pos, nl < 0 ? -1 : nl + 1 - pos);
            pos += raw.size();
            ++line;
            if (first)
                r.line = line;
            first = false;
            if (raw.contains('\0')) {
                error = QStringLiteral("binary data (NUL bytes) in a text table");
                return out;
            }
            for (qsizetype i = 0; i < raw.size(); ++i) {
                const char c = raw.at(i);
                if (quoted) {
                    if (c != '"')
                        field += c;
                    else if (i + 1 < raw.size() && raw.at(i + 1) == '"')
                        field += raw.at(i++);
                    else
                        quoted = false;
                } else if (c == '"') {
                    quoted = true;
                } else if (c == ',') {
                    r.fields.append(field);
                    field.clear();
                } else if (c != '\n' && c != '\r') {
                    field += c;
                }
            }
            if (!quoted)
                break;
        }
        r.fields.append(field);
        out.append(r);
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = Fuzz::bytes(data, size);
    QString expectedError;
    const QList<Record> expected = reference(input, expectedError);

    const QString path = Fuzz::writeTemp(QStringLiteral("table.csv"), input);
    const qsizetype windows[] = { CsvRecords::Window, 1 + (input.isEmpty() ? 0 : uchar(input.back()) % 64) };
    for (const qsizetype window : windows) {
        CsvRecords csv(path, window);
        if (!csv.open())
            std::abort();
        QList<Record> got;
        QList<QByteArrayView> fields;
        while (csv.next(fields)) {
            Record r;
            for (const QByteArrayView f : std::as_const(fields))
                r.fields.append(f.toByteArray());
            r.line = csv.line();
            got.append(r);
        }
        if (got != expected || csv.errorString() != expectedError) {
            std::fprintf(stderr, "CsvRecords (window %lld): %lld records (error \"%s\"), the reference %lld (error \"%s\")\n",
                qlonglong(window), qlonglong(got.size()), qPrintable(csv.errorString()), qlonglong(expected.size()),
                qPrintable(expectedError));
            for (qsizetype i = 0; i < qMin(got.size(), expected.size()); ++i)
                if (!(got.at(i) == expected.at(i))) {
                    std::fprintf(stderr,
                        "first difference: record %lld (line %d, the reference's %d; %lld fields, the reference's %lld)\n",
                        qlonglong(i), got.at(i).line, expected.at(i).line, qlonglong(got.at(i).fields.size()),
                        qlonglong(expected.at(i).fields.size()));
                    break;
                }
            std::abort();
        }
    }
    return 0;
}
