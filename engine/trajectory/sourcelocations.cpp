// SPDX-License-Identifier: MIT
#include "sourcelocations.h"

#include <algorithm>

namespace Lowerscope::SourceLocations {

using IrScan::LineCursor;
using IrScan::Syntax;
using IrScan::trimmedLeft;

static QByteArrayView baseName(QByteArrayView path)
{
    const qsizetype slash = path.lastIndexOf('/');
    return slash < 0 ? path : path.sliced(slash + 1);
}

bool UserFile::matches(QByteArrayView path) const
{
    return !fileName.isEmpty() && baseName(path) == fileName;
}

static int parseInt(QByteArrayView v, qsizetype &i)
{
    int n = 0;
    bool any = false;
    while (i < v.size() && v[i] >= '0' && v[i] <= '9') {
        n = n * 10 + (v[i] - '0');
        ++i;
        any = true;
        if (n > 100000000)
            break;
    }
    return any ? n : -1;
}

// The quoted string starting at v[i] == '"'; i ends after the closing quote.
static QByteArrayView quoted(QByteArrayView v, qsizetype &i)
{
    const qsizetype start = i + 1;
    qsizetype j = start;
    while (j < v.size() && v[j] != '"') {
        if (v[j] == '\\')
            ++j;
        ++j;
    }
    i = qMin(j + 1, v.size());
    return v.sliced(start, qMin(j, v.size()) - start);
}

// The text between the '(' at v[open] and its matching ')', quotes respected.
static QByteArrayView parenthesized(QByteArrayView v, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < v.size(); ++i) {
        const char c = v[i];
        if (c == '"') {
            quoted(v, i);
            --i;
            continue;
        }
        if (c == '(' || c == '[' || c == '<')
            ++depth;
        else if (c == ')' || c == ']' || c == '>') {
            if (--depth == 0)
                return v.sliced(open + 1, i - open - 1);
        }
    }
    return v.sliced(qMin(open + 1, v.size()));
}

QByteArrayView MlirLocations::lastLocExpr(QByteArrayView line)
{
    qsizetype at = line.lastIndexOf("loc(");
    // "loc(" inside a name like "#loc(": not a location; also skip block-argument locs without ops.
    while (at > 0 && line[at - 1] == '#')
        at = line.lastIndexOf("loc(", at - 1);
    return at < 0 ? QByteArrayView() : parenthesized(line, at + 3);
}

void MlirLocations::addAlias(QByteArrayView line)
{
    const qsizetype eq = line.indexOf(" = loc(");
    if (eq <= 0)
        return;
    m_aliases.insert(line.first(eq), parenthesized(line, eq + 6));
}

Position MlirLocations::resolveAlias(QByteArrayView name, int depth)
{
    const auto done = m_resolved.constFind(name);
    if (done != m_resolved.cend())
        return done.value();
    m_resolved.insert(name, Position {}); // cycle guard
    const auto it = m_aliases.constFind(name);
    const Position p = it == m_aliases.cend() ? Position {} : resolve(it.value(), depth + 1);
    m_resolved.insert(name, p);
    return p;
}

// Splits "A at B" of a callsite at the top-level " at ".
static bool splitCallsite(QByteArrayView v, QByteArrayView &callee, QByteArrayView &caller)
{
    int depth = 0;
    for (qsizetype i = 0; i + 4 <= v.size(); ++i) {
        const char c = v[i];
        if (c == '"') {
            quoted(v, i);
            --i;
            continue;
        }
        if (c == '(' || c == '[')
            ++depth;
        else if (c == ')' || c == ']')
            --depth;
        else if (depth == 0 && v.sliced(i).startsWith(" at ")) {
            callee = v.first(i);
            caller = v.sliced(i + 4);
            return true;
        }
    }
    return false;
}

Position MlirLocations::resolve(QByteArrayView expr, int depth)
{
    if (depth > 64)
        return {};
    const QByteArrayView v = trimmedLeft(expr);
    if (v.startsWith("#loc")) {
        qsizetype n = 4;
        while (n < v.size() && ((v[n] >= '0' && v[n] <= '9') || v[n] == '_' || (v[n] >= 'a' && v[n] <= 'z')))
            ++n;
        return resolveAlias(v.first(n), depth);
    }
    if (v.startsWith("\"")) {
        qsizetype i = 0;
        const QByteArrayView str = quoted(v, i);
        if (i < v.size() && v[i] == ':') { // "file":line:col
            ++i;
            const int line = parseInt(v, i);
            int col = 0;
            if (i < v.size() && v[i] == ':') {
                ++i;
                col = parseInt(v, i);
            }
            return m_user.matches(str) && line > 0 ? Position { line, qMax(col, 0) } : Position {};
        }
        if (i < v.size() && v[i] == '(') // name location
            return resolve(parenthesized(v, i), depth + 1);
        return {};
    }
    if (v.startsWith("callsite(")) {
        QByteArrayView callee, caller;
        if (!splitCallsite(parenthesized(v, 8), callee, caller))
            return {};
        const Position outer = resolve(caller, depth + 1);
        return outer.line > 0 ? outer : resolve(callee, depth + 1);
    }
    if (v.startsWith("fused")) {
        const qsizetype open = v.indexOf('[');
        if (open < 0)
            return {};
        const QByteArrayView list = parenthesized(v, open);
        int d = 0;
        qsizetype start = 0;
        for (qsizetype i = 0; i <= list.size(); ++i) {
            if (i < list.size() && list[i] == '"') {
                quoted(list, i);
                --i;
                continue;
            }
            const char c = i < list.size() ? list[i] : ',';
            if (c == '(' || c == '[')
                ++d;
            else if (c == ')' || c == ']')
                --d;
            else if (c == ',' && d == 0) {
                const Position p = resolve(list.sliced(start, i - start), depth + 1);
                if (p.line > 0)
                    return p;
                start = i + 1;
            }
        }
    }
    return {};
}

static void add(LineMap &map, int sourceLine, int irLine)
{
    if (sourceLine <= 0)
        return;
    QList<int> &l = map[sourceLine];
    if (l.isEmpty() || l.constLast() != irLine)
        l.append(irLine);
}

static LineMap mapMlir(QByteArrayView text, const UserFile &user)
{
    MlirLocations locs(user);
    struct Pending {
        int line;
        QByteArrayView expr;
    };
    QList<Pending> pending;
    LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line)) {
        if (line.startsWith("#loc")) {
            locs.addAlias(line);
            continue;
        }
        if (IrScan::opName(line, Syntax::Mlir).isEmpty())
            continue;
        const QByteArrayView expr = MlirLocations::lastLocExpr(line);
        if (!expr.isEmpty())
            pending.append({ cur.lineNumber(), expr });
    }
    LineMap map;
    for (const Pending &p : pending)
        add(map, locs.resolve(p.expr).line, p.line);
    return map;
}

// --- LLVM IR: !dbg !N, !DILocation, scopes and files ---------------------------------------------------
struct DebugNode {
    int line = 0, column = 0, scope = -1, inlinedAt = -1, file = -1;
    QByteArrayView filename;
};

static int fieldRef(QByteArrayView v, QByteArrayView key)
{
    const qsizetype at = v.indexOf(key);
    if (at < 0)
        return -1;
    qsizetype i = at + key.size();
    return parseInt(v, i);
}

static LineMap mapLlvm(QByteArrayView text, const UserFile &user)
{
    QHash<int, DebugNode> nodes;
    QList<std::pair<int, int>> uses; // (ir line, !dbg id)
    LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line)) {
        if (line.startsWith("!") && line.size() > 1 && line[1] >= '0' && line[1] <= '9') {
            qsizetype i = 1;
            const int id = parseInt(line, i);
            DebugNode n;
            if (line.contains("!DILocation(")) {
                n.line = fieldRef(line, "(line: ");
                n.column = qMax(0, fieldRef(line, ", column: "));
                n.scope = fieldRef(line, "scope: !");
                n.inlinedAt = fieldRef(line, "inlinedAt: !");
            } else if (line.contains("!DIFile(")) {
                const qsizetype f = line.indexOf("filename: \"");
                if (f >= 0) {
                    qsizetype q = f + 10;
                    n.filename = quoted(line, q);
                }
            } else {
                n.file = fieldRef(line, "file: !");
                n.scope = fieldRef(line, "scope: !");
            }
            nodes.insert(id, n);
            continue;
        }
        const qsizetype dbg = line.lastIndexOf(", !dbg !");
        if (dbg < 0 || IrScan::opName(line, Syntax::Llvm).isEmpty())
            continue;
        qsizetype i = dbg + 8;
        uses.append({ cur.lineNumber(), parseInt(line, i) });
    }
    auto fileOf = [&](int scope) {
        for (int guard = 0; guard < 32 && scope >= 0; ++guard) {
            const DebugNode s = nodes.value(scope);
            if (s.file >= 0)
                return nodes.value(s.file).filename;
            scope = s.scope;
        }
        return QByteArrayView();
    };
    QHash<int, int> resolved;
    LineMap map;
    for (const auto &[irLine, id] : uses) {
        auto it = resolved.constFind(id);
        if (it == resolved.cend()) {
            int best = 0;
            int loc = id;
            for (int guard = 0; guard < 64 && loc >= 0; ++guard) { // innermost to outermost; keep the last user frame
                const DebugNode n = nodes.value(loc, DebugNode { 0, 0, -1, -1, -1, {} });
                if (n.line > 0 && user.matches(fileOf(n.scope)))
                    best = n.line;
                loc = n.inlinedAt;
            }
            it = resolved.insert(id, best);
        }
        add(map, it.value(), irLine);
    }
    return map;
}

// --- PTX: .loc F L C [, function_name ..., inlined_at F2 L2 C2] and .file N "path" -------------------------
static LineMap mapPtx(QByteArrayView text, const UserFile &user)
{
    QHash<int, QByteArrayView> files;
    struct Use {
        int irLine, file, line, outerFile, outerLine;
    };
    QList<Use> uses;
    Use current { 0, -1, 0, -1, 0 };
    LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line)) {
        const QByteArrayView v = trimmedLeft(line);
        if (v.startsWith(".loc")) {
            qsizetype i = 4;
            while (i < v.size() && (v[i] == ' ' || v[i] == '\t'))
                ++i;
            current.file = parseInt(v, i);
            ++i;
            current.line = parseInt(v, i);
            current.outerFile = -1;
            current.outerLine = 0;
            const qsizetype in = v.indexOf("inlined_at ");
            if (in >= 0) {
                qsizetype j = in + 11;
                current.outerFile = parseInt(v, j);
                ++j;
                current.outerLine = parseInt(v, j);
            }
        } else if (v.startsWith(".file")) {
            qsizetype i = 5;
            while (i < v.size() && (v[i] == ' ' || v[i] == '\t'))
                ++i;
            const int id = parseInt(v, i);
            const qsizetype q = v.indexOf('"', i);
            if (q >= 0) {
                qsizetype j = q;
                QByteArrayView path = quoted(v, j);
                const qsizetype q2 = v.indexOf('"', j); // .file 1 "dir" "name"
                if (q2 >= 0)
                    path = quoted(v, (j = q2));
                files.insert(id, path);
            }
        } else if (v.startsWith("// -- End function")) {
            current = Use { 0, -1, 0, -1, 0 };
        } else if (current.file >= 0 && !IrScan::opName(line, Syntax::Ptx).isEmpty()) {
            current.irLine = cur.lineNumber();
            uses.append(current);
        }
    }
    LineMap map;
    for (const Use &u : uses) {
        if (u.outerFile >= 0 && u.outerLine > 0 && user.matches(files.value(u.outerFile)))
            add(map, u.outerLine, u.irLine);
        else if (u.line > 0 && user.matches(files.value(u.file)))
            add(map, u.line, u.irLine);
    }
    return map;
}

// --- nvdisasm: //## File "path", line N [inlined at "path", line M]... (innermost first) --------------------
static LineMap mapSass(QByteArrayView text, const UserFile &user)
{
    LineMap map;
    int current = 0;
    LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line)) {
        const QByteArrayView v = trimmedLeft(line);
        if (v.startsWith("//## File \"")) {
            if (v.contains(".nv_debug_ptx_txt"))
                continue; // PTX line numbers, not source
            current = 0;
            qsizetype i = 10;
            while (i < v.size()) { // each frame: "path", line N
                const QByteArrayView path = quoted(v, i);
                const qsizetype l = v.indexOf("line ", i);
                if (l < 0)
                    break;
                i = l + 5;
                const int n = parseInt(v, i);
                if (user.matches(path) && n > 0)
                    current = n; // later frames are outer ones
                const qsizetype next = v.indexOf('"', i);
                if (next < 0)
                    break;
                i = next;
            }
        } else if (v.startsWith(".text.") || v.startsWith("Function")) {
            current = 0;
        } else if (current > 0 && !IrScan::opName(line, Syntax::Sass).isEmpty()) {
            add(map, current, cur.lineNumber());
        }
    }
    return map;
}

LineMap mapStage(QByteArrayView text, Syntax syntax, const UserFile &user)
{
    if (user.isEmpty())
        return {};
    switch (syntax) {
    case Syntax::Mlir:
        return mapMlir(text, user);
    case Syntax::Llvm:
        return mapLlvm(text, user);
    case Syntax::Ptx:
        return mapPtx(text, user);
    case Syntax::Sass:
        return mapSass(text, user);
    default:
        break;
    }
    return {};
}

QByteArray sourceFileOf(QByteArrayView text, Syntax syntax)
{
    const QByteArrayView head = text.first(qMin<qsizetype>(text.size(), 1 << 20));
    QByteArrayView key;
    switch (syntax) {
    case Syntax::Mlir:
        key = "loc(\"";
        break;
    case Syntax::Llvm:
        key = "!DIFile(filename: \"";
        break;
    case Syntax::Ptx:
        key = ".file\t1 \"";
        break;
    case Syntax::Sass:
        key = "//## File \"";
        break;
    default:
        return {};
    }
    qsizetype at = head.indexOf(key);
    if (syntax == Syntax::Ptx && at < 0)
        at = (key = ".file 1 \"", head.indexOf(key));
    while (at >= 0) {
        qsizetype i = at + key.size() - 1;
        const QByteArrayView s = quoted(head, i);
        // MLIR: a file location is followed by ':'; name locations ("x_ptr"(#loc)) are not files.
        if (syntax != Syntax::Mlir || (i < head.size() && head[i] == ':'))
            if (!s.contains(".nv_debug_ptx_txt"))
                return baseName(s).toByteArray();
        at = head.indexOf(key, i);
    }
    return {};
}

} // namespace Lowerscope::SourceLocations
