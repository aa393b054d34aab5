// SPDX-License-Identifier: MIT
#include "irscan.h"

namespace Lowerscope::IrScan {

QString syntaxName(Syntax s)
{
    switch (s) {
    case Syntax::Mlir:
        return QStringLiteral("mlir");
    case Syntax::Llvm:
        return QStringLiteral("llvm");
    case Syntax::LlvmMachine:
        return QStringLiteral("llvm-machine");
    case Syntax::Ptx:
        return QStringLiteral("ptx");
    case Syntax::Sass:
        return QStringLiteral("sass");
    case Syntax::Python:
        return QStringLiteral("python");
    case Syntax::Unknown:
        break;
    }
    return QStringLiteral("text");
}

QString symbolAfterAt(QByteArrayView line)
{
    const qsizetype at = line.indexOf('@');
    if (at < 0)
        return {};
    qsizetype e = at + 1;
    while (e < line.size() && line[e] != '(' && line[e] != ' ' && line[e] != '"')
        ++e;
    return QString::fromUtf8(line.sliced(at + 1, e - at - 1));
}

Syntax syntaxFromName(QStringView name)
{
    for (Syntax s : { Syntax::Mlir, Syntax::Llvm, Syntax::LlvmMachine, Syntax::Ptx, Syntax::Sass, Syntax::Python })
        if (name == syntaxName(s))
            return s;
    return Syntax::Unknown;
}

static inline bool isLower(char c)
{
    return c >= 'a' && c <= 'z';
}
static inline bool isUpper(char c)
{
    return c >= 'A' && c <= 'Z';
}
static inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
static inline bool isIdent(char c)
{
    return isLower(c) || isUpper(c) || isDigit(c) || c == '_' || c == '.' || c == '$';
}

static QByteArrayView token(QByteArrayView v)
{
    qsizetype n = 0;
    while (n < v.size() && isIdent(v[n]))
        ++n;
    return v.first(n);
}

// After "%a, %b = " or "%0:2 = ": the rest of the line, or empty when there is no assignment.
static QByteArrayView afterAssign(QByteArrayView v)
{
    const qsizetype eq = v.indexOf(" = ");
    return eq < 0 ? QByteArrayView() : v.sliced(eq + 3);
}

static QByteArrayView mlirOp(QByteArrayView line)
{
    QByteArrayView v = trimmedLeft(line);
    if (v.isEmpty())
        return {};
    if (v[0] == '%')
        v = afterAssign(v);
    if (v.isEmpty())
        return {};
    if (v[0] == '"') { // generic form: "tt.reduce"(...)
        const qsizetype q = v.indexOf('"', 1);
        return q > 1 && v.first(q).sliced(1).contains('.') ? v.sliced(1, q - 1) : QByteArrayView();
    }
    if (!isLower(v[0]))
        return {};
    const QByteArrayView t = token(v);
    const qsizetype dot = t.indexOf('.');
    if (dot <= 0 || dot == t.size() - 1 || t.startsWith("loc"))
        return {};
    return t;
}

static QByteArrayView llvmOp(QByteArrayView line)
{
    if (line.isEmpty() || line[0] != ' ')
        return {};
    QByteArrayView v = trimmedLeft(line);
    if (v.isEmpty())
        return {};
    if (v[0] == '%')
        v = afterAssign(v);
    while (v.startsWith("tail ") || v.startsWith("musttail ") || v.startsWith("notail "))
        v = v.sliced(v.indexOf(' ') + 1);
    if (v.isEmpty() || !isLower(v[0]))
        return {};
    const QByteArrayView t = token(v);
    return t.size() < v.size() && v[t.size()] == ':' ? QByteArrayView() : t; // "label:" is not an op
}

static QByteArrayView machineOp(QByteArrayView line)
{
    // "  912B\t  INLINEASM ..." after register allocation: drop the slot index.
    qsizetype i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    qsizetype j = i;
    while (j < line.size() && isDigit(line[j]))
        ++j;
    if (j > i && j < line.size() && line[j] == 'B')
        i = j + 1;
    QByteArrayView v = trimmedLeft(line.sliced(i));
    if (i == 0 && !v.isEmpty() && v.data() == line.data())
        return {}; // not indented: block labels, comments
    const QByteArrayView rhs = afterAssign(v);
    if (!rhs.isEmpty())
        v = rhs;
    while (!v.isEmpty() && isLower(v[0])) { // flags: nuw nsw disjoint killed renamable ...
        const qsizetype sp = v.indexOf(' ');
        if (sp < 0)
            return {};
        v = v.sliced(sp + 1);
    }
    return !v.isEmpty() && isUpper(v[0]) ? token(v) : QByteArrayView();
}

static QByteArrayView ptxOp(QByteArrayView line)
{
    QByteArrayView v = trimmedLeft(line);
    if (v.isEmpty())
        return {};
    if (v[0] == '@') {
        qsizetype sp = 0;
        while (sp < v.size() && v[sp] != ' ' && v[sp] != '\t')
            ++sp;
        v = trimmedLeft(v.sliced(sp));
    }
    if (v.isEmpty() || !isLower(v[0]))
        return {};
    const QByteArrayView t = token(v);
    return t.size() < v.size() && v[t.size()] == ':' ? QByteArrayView() : t;
}

static QByteArrayView sassOp(QByteArrayView line)
{
    QByteArrayView v = trimmedLeft(line);
    if (!v.startsWith("/*")) {
        // Triton's own SASS dump (tools/disasm.py): "wait:read:write:yield:stall<TAB>INSTR ;"
        const qsizetype tab = v.indexOf('\t');
        if (tab < 7 || tab > 16 || v.first(tab).count(':') != 4)
            return {};
        v = trimmedLeft(v.sliced(tab + 1));
        if (!v.isEmpty() && v[0] == '@') {
            const qsizetype sp = v.indexOf(' ');
            v = sp < 0 ? QByteArrayView() : trimmedLeft(v.sliced(sp));
        }
        return !v.isEmpty() && isUpper(v[0]) ? token(v) : QByteArrayView();
    }
    qsizetype i = 2;
    while (i < v.size() && (isDigit(v[i]) || (v[i] >= 'a' && v[i] <= 'f') || (v[i] >= 'A' && v[i] <= 'F')))
        ++i;
    if (i == 2 || i + 1 >= v.size() || v[i] != '*' || v[i + 1] != '/')
        return {};
    v = trimmedLeft(v.sliced(i + 2));
    if (!v.isEmpty() && v[0] == '@') {
        const qsizetype sp = v.indexOf(' ');
        v = sp < 0 ? QByteArrayView() : trimmedLeft(v.sliced(sp));
    }
    return !v.isEmpty() && isUpper(v[0]) ? token(v) : QByteArrayView();
}

QByteArrayView opName(QByteArrayView line, Syntax syntax)
{
    switch (syntax) {
    case Syntax::Mlir:
        return mlirOp(line);
    case Syntax::Llvm:
        return llvmOp(line);
    case Syntax::LlvmMachine:
        return machineOp(line);
    case Syntax::Ptx:
        return ptxOp(line);
    case Syntax::Sass:
        return sassOp(line);
    case Syntax::Python:
    case Syntax::Unknown:
        break;
    }
    return {};
}

QByteArrayView dialectOf(QByteArrayView op, Syntax syntax)
{
    if (syntax == Syntax::Llvm)
        return "llvm";
    if (syntax == Syntax::LlvmMachine)
        return "mir";
    const qsizetype dot = op.indexOf('.');
    return dot < 0 ? op : op.first(dot);
}

quint32 normalizedHash(QByteArrayView line)
{
    quint32 h = 2166136261u;
    const char *p = line.data();
    const char *e = p + line.size();
    while (p < e) {
        const char c = *p++;
        h = (h ^ quint8(c)) * 16777619u;
        if (c == 'c' && p - line.data() >= 4 && p[-2] == 'o' && p[-3] == 'l' && p[-4] == '#')
            while (p < e && isDigit(*p))
                ++p;
    }
    return h;
}

void histograms(const Counts &c, const OpTable &table, Syntax syntax, OpHistogram &ops, OpHistogram &dialects)
{
    for (int id = 0; id < c.perOp.size(); ++id) {
        const int n = c.perOp.at(id);
        if (n <= 0)
            continue;
        const QString name = table.name(id);
        ops.insert(name, n);
        const QByteArray utf8 = name.toUtf8();
        dialects[QString::fromUtf8(dialectOf(utf8, syntax))] += n;
    }
}

void histogramDiff(const Counts &before, const Counts &after, const OpTable &table, OpHistogram &added, OpHistogram &removed)
{
    const qsizetype n = qMax(before.perOp.size(), after.perOp.size());
    for (int id = 0; id < n; ++id) {
        const int d = after.at(id) - before.at(id);
        if (d > 0)
            added.insert(table.name(id), d);
        else if (d < 0)
            removed.insert(table.name(id), -d);
    }
}

TextStats scanText(QByteArrayView text, Syntax syntax)
{
    TextStats st;
    OpTable table;
    Counts counts;
    LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line)) {
        const QByteArrayView op = opName(line, syntax);
        if (!op.isEmpty())
            counts.add(table.intern(op));
    }
    st.lines = cur.lineNumber();
    histograms(counts, table, syntax, st.ops, st.dialects);
    return st;
}

} // namespace Lowerscope::IrScan
