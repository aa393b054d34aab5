// SPDX-License-Identifier: MIT
#pragma once

#include "loweringtrajectory.h"

#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <cstring>

// Low-level, allocation-free scanning of IR text: line iteration, op names per syntax, and a line hash that
// ignores #loc numbering. Used on multi-megabyte per-pass dumps, so everything works on views into the
// mapped file and avoids regular expressions.
namespace Lowerscope::IrScan {

enum class Syntax { Mlir, Llvm, LlvmMachine, Ptx, Sass, Python, Unknown };
QString syntaxName(Syntax s);
// The syntax a name of syntaxName (or a backend StageDef::dialect) denotes; Unknown for others ("binary").
Syntax syntaxFromName(QStringView name);

// Walks the lines of a buffer: 1-based line numbers, byte offsets, trailing '\r' removed.
class LineCursor {
public:
    explicit LineCursor(QByteArrayView data)
        : m_begin(data.data())
        , m_p(data.data())
        , m_end(data.data() + data.size())
    {
    }
    bool next(QByteArrayView &line)
    {
        if (m_p >= m_end)
            return false;
        const char *nl = static_cast<const char *>(std::memchr(m_p, '\n', size_t(m_end - m_p)));
        const char *e = nl ? nl : m_end;
        m_lineBegin = m_p - m_begin;
        qsizetype len = e - m_p;
        if (len > 0 && m_p[len - 1] == '\r')
            --len;
        line = QByteArrayView(m_p, len);
        m_p = nl ? nl + 1 : m_end;
        ++m_line;
        return true;
    }
    int lineNumber() const { return m_line; } // of the line last returned
    qint64 lineBegin() const { return m_lineBegin; } // byte offset of the line last returned
    qint64 position() const { return m_p - m_begin; } // byte offset after it (incl. newline)

private:
    const char *m_begin, *m_p, *m_end;
    int m_line = 0;
    qint64 m_lineBegin = 0;
};

inline QByteArrayView trimmedLeft(QByteArrayView v)
{
    qsizetype i = 0;
    while (i < v.size() && (v[i] == ' ' || v[i] == '\t'))
        ++i;
    return v.sliced(i);
}
inline bool startsWith(QByteArrayView v, const char *prefix)
{
    return v.startsWith(QByteArrayView(prefix));
}
// The symbol after the first '@' of a line ("kernel" in `tt.func public @kernel(...)` or `define void @kernel(`),
// or an empty string when the line has no '@'.
QString symbolAfterAt(QByteArrayView line);

// The op name of one line of IR in the given syntax ("tt.load", "getelementptr", "ld.global.b32", "LDG.E"),
// or an empty view when the line holds no op.
QByteArrayView opName(QByteArrayView line, Syntax syntax);
// The dialect of an op name: "tt" for "tt.load"; "llvm" for LLVM IR opcodes; the mnemonic root for PTX/SASS.
QByteArrayView dialectOf(QByteArrayView op, Syntax syntax);
// A hash of the line that ignores the digits after "#loc", so renumbered location aliases compare equal.
quint32 normalizedHash(QByteArrayView line);
// True for MLIR location alias definitions (#loc12 = loc(...)), which carry no IR of their own.
inline bool isLocAlias(QByteArrayView line)
{
    return line.startsWith("#loc");
}

// Interned op names: a histogram is a dense count vector indexed by op id.
class OpTable {
public:
    int intern(QByteArrayView op)
    {
        const auto it = m_ids.constFind(op);
        if (it != m_ids.cend())
            return it.value();
        const int id = int(m_names.size());
        m_names.append(op.toByteArray());
        m_ids.insert(QByteArrayView(m_names.constLast()), id); // view into our own copy, stable (QList of QByteArray)
        return id;
    }
    int size() const { return int(m_names.size()); }
    QString name(int id) const { return QString::fromUtf8(m_names.at(id)); }

private:
    QList<QByteArray> m_names;
    QHash<QByteArrayView, int> m_ids;
};

// Per-snapshot counts as a dense vector over an OpTable.
struct Counts {
    QList<int> perOp;
    void add(int id)
    {
        if (id >= perOp.size())
            perOp.resize(id + 1);
        ++perOp[id];
    }
    int at(int id) const { return id < perOp.size() ? perOp.at(id) : 0; }
};

// Histograms by op and by dialect from counts.
void histograms(const Counts &c, const OpTable &table, Syntax syntax, OpHistogram &ops, OpHistogram &dialects);
// ops in `after` and not in `before` (added) and the reverse (removed), with multiplicities.
void histogramDiff(const Counts &before, const Counts &after, const OpTable &table, OpHistogram &added, OpHistogram &removed);

// Scans a whole text: line count and op histograms.
struct TextStats {
    int lines = 0;
    OpHistogram ops, dialects;
};
TextStats scanText(QByteArrayView text, Syntax syntax);

} // namespace Lowerscope::IrScan
