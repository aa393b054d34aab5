// SPDX-License-Identifier: MIT
// Launch facts (launchfacts.h): a small evaluator of the Python a launch is written in. It runs the task's call
// (launch.py) and the kernel file's wrapper on the case's shapes (tensors are shapes and dtypes, never data), takes
// the grid, the constexprs and num_warps of each `kernel[grid](...)` call, and then walks the kernel body with those
// values: block shapes from tl.arange, loads, stores and dots with their shapes and dtypes, loop trip counts, and the
// masks of program-id offsets (the share of lanes the last program masks off). What it cannot evaluate stays unknown
// and yields no fact: nothing is guessed.
#include "launchfacts.h"

#include "core/enginetext.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <tuple>

namespace Lowerscope {

namespace LaunchEval {

// ---- logical lines and blocks --------------------------------------------------------------------------------

struct Stmt {
    int line = 0;
    int indent = 0;
    QString text;
    QList<Stmt> body;
};

// Joins physical lines into logical ones (open brackets, backslashes, triple-quoted strings), drops comments.
QList<Stmt> logicalLines(const QString &src, int firstLine = 1)
{
    QList<Stmt> out;
    const QStringList lines = src.split(QLatin1Char('\n'));
    QString cur;
    int curLine = 0, curIndent = 0, depth = 0;
    QChar triple; // open triple-quote char
    for (int n = 0; n < lines.size(); ++n) {
        const QString &l = lines.at(n);
        int i = 0;
        if (cur.isEmpty() && triple.isNull()) {
            while (i < l.size() && (l.at(i) == QLatin1Char(' ') || l.at(i) == QLatin1Char('\t')))
                ++i;
            curLine = n + firstLine;
            curIndent = i;
        }
        QString part;
        bool cont = false;
        while (i < l.size()) {
            const QChar c = l.at(i);
            if (!triple.isNull()) {
                if (c == triple && l.mid(i, 3) == QString(3, triple)) {
                    triple = QChar();
                    part += QStringLiteral("''");
                    i += 3;
                } else {
                    ++i;
                }
                continue;
            }
            if ((c == QLatin1Char('"') || c == QLatin1Char('\'')) && l.mid(i, 3) == QString(3, c)) {
                triple = c;
                i += 3;
                continue;
            }
            if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
                int j = i + 1;
                while (j < l.size() && l.at(j) != c) {
                    if (l.at(j) == QLatin1Char('\\'))
                        ++j;
                    ++j;
                }
                part += l.mid(i, j - i + 1);
                i = j + 1;
                continue;
            }
            if (c == QLatin1Char('#'))
                break;
            if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{'))
                ++depth;
            if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}'))
                depth = std::max(0, depth - 1);
            if (c == QLatin1Char('\\') && i == l.size() - 1) {
                cont = true;
                ++i;
                continue;
            }
            part += c;
            ++i;
        }
        cur += part + QLatin1Char(' ');
        if (depth > 0 || cont || !triple.isNull())
            continue;
        const QString t = cur.trimmed();
        if (!t.isEmpty() && t != QLatin1String("''"))
            out.append({ curLine, curIndent, t, {} });
        cur.clear();
    }
    return out;
}

// Nests statements under the compound statement (ending in ':') before them.
QList<Stmt> nest(const QList<Stmt> &flat)
{
    QList<Stmt> out;
    // Blocks nest at most MaxNesting deep (Python's own parser stops near 100); deeper lines stay in the block above,
    // so a hostile file cannot run the recursion out of stack.
    constexpr int MaxNesting = 100;
    std::function<int(int, int, int, QList<Stmt> &)> take = [&](int from, int indent, int depth, QList<Stmt> &into) {
        int i = from;
        while (i < flat.size() && flat.at(i).indent >= indent) {
            Stmt s = flat.at(i);
            ++i;
            if (depth < MaxNesting && s.text.endsWith(QLatin1Char(':')) && i < flat.size() && flat.at(i).indent > s.indent)
                i = take(i, flat.at(i).indent, depth + 1, s.body);
            into.append(s);
        }
        return i;
    };
    int i = 0;
    while (i < flat.size())
        i = take(i, flat.at(i).indent, 0, out);
    return out;
}

// ---- tokens ---------------------------------------------------------------------------------------------------

struct Tok {
    enum T { Name, Num, Str, Op, End } t = End;
    QString s;
    double num = 0;
    bool isInt = false;
};

QList<Tok> tokenize(const QString &e)
{
    QList<Tok> out;
    int i = 0;
    static const QStringList ops3 { QStringLiteral("//="), QStringLiteral("**="), QStringLiteral("...") };
    static const QStringList ops2 { QStringLiteral("**"), QStringLiteral("//"), QStringLiteral("=="), QStringLiteral("!="),
        QStringLiteral("<="), QStringLiteral(">="), QStringLiteral("<<"), QStringLiteral(">>"), QStringLiteral("+="),
        QStringLiteral("-="), QStringLiteral("*="), QStringLiteral("/="), QStringLiteral("->"), QStringLiteral(":="),
        QStringLiteral("%="), QStringLiteral("|="), QStringLiteral("&=") };
    while (i < e.size()) {
        const QChar c = e.at(i);
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if (c.isLetter() || c == QLatin1Char('_')) {
            int j = i;
            while (j < e.size() && (e.at(j).isLetterOrNumber() || e.at(j) == QLatin1Char('_')))
                ++j;
            const QString name = e.mid(i, j - i);
            // String prefixes: f"..", r'..', b"..".
            if (j < e.size() && (e.at(j) == QLatin1Char('"') || e.at(j) == QLatin1Char('\'')) && name.size() <= 2
                && QStringLiteral("fFrRbBuU").contains(name.at(0))) {
                i = j;
                continue;
            }
            out.append(Tok { Tok::Name, name });
            i = j;
            continue;
        }
        if (c.isDigit() || (c == QLatin1Char('.') && i + 1 < e.size() && e.at(i + 1).isDigit())) {
            static const QRegularExpression num(QStringLiteral(
                R"(\G(0[xX][0-9a-fA-F_]+|[0-9][0-9_]*\.?[0-9_]*(?:[eE][+-]?[0-9]+)?|\.[0-9]+(?:[eE][+-]?[0-9]+)?))"));
            const auto m = num.match(e, i);
            QString t = m.captured(1);
            i += std::max<qsizetype>(1, t.size());
            t.remove(QLatin1Char('_'));
            Tok k { Tok::Num, t };
            bool ok = false;
            if (t.startsWith(QLatin1String("0x")) || t.startsWith(QLatin1String("0X"))) {
                k.num = double(t.mid(2).toLongLong(&ok, 16));
                k.isInt = true;
            } else if (!t.contains(QLatin1Char('.')) && !t.contains(QLatin1Char('e')) && !t.contains(QLatin1Char('E'))) {
                k.num = double(t.toLongLong(&ok));
                k.isInt = true;
            } else {
                k.num = t.toDouble(&ok);
            }
            out.append(k);
            continue;
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            int j = i + 1;
            QString s;
            while (j < e.size() && e.at(j) != c) {
                if (e.at(j) == QLatin1Char('\\') && j + 1 < e.size())
                    ++j;
                s += e.at(j);
                ++j;
            }
            out.append(Tok { Tok::Str, s });
            i = j + 1;
            continue;
        }
        QString op;
        if (ops3.contains(e.mid(i, 3)))
            op = e.mid(i, 3);
        else if (ops2.contains(e.mid(i, 2)))
            op = e.mid(i, 2);
        else
            op = QString(c);
        out.append(Tok { Tok::Op, op });
        i += int(op.size());
    }
    out.append(Tok { Tok::End, {} });
    return out;
}

// ---- values ---------------------------------------------------------------------------------------------------

struct V;
using VList = QList<V>;
using Env = QHash<QString, V>;

struct V {
    enum K {
        Unknown,
        None,
        Int,
        Float,
        Bool,
        Str,
        Tuple,
        Dict,
        Tensor,
        DType,
        Lambda,
        Func,
        Kernel,
        Launcher,
        Module,
        Method,
        Pid,
        Block,
        Pointer
    };
    K k = Unknown;
    qint64 i = 0;
    double f = 0;
    QString s; // Str; DType, Module, Func, Kernel names; Method: its name
    std::shared_ptr<VList> items; // Tuple items, Dict keys, Launcher {grid}, Method {self}
    std::shared_ptr<VList> values; // Dict values
    QList<qint64> shape; // Tensor, Block
    QString dtype; // Tensor, Block, Pointer: element dtype
    bool isPtr = false; // a Block of pointers
    int axis = -1; // Pid and Block: program_id(axis) * coef (+ arange(0, ext) for a Block)
    qint64 coef = 0;
    qint64 ext = 0;
    double masked = -1; // a mask Block: the share of lanes the last program masks off, -1 unknown
    QStringList params; // Lambda
    QList<Tok> body; // Lambda body
    std::shared_ptr<Env> env; // Lambda closure

    bool known() const { return k != Unknown; }
    bool isNum() const { return k == Int || k == Float || k == Bool; }
    double num() const { return k == Float ? f : double(i); }
    static V none()
    {
        V x;
        x.k = None;
        return x;
    }
    static V integer(qint64 v)
    {
        V x;
        x.k = Int;
        x.i = v;
        return x;
    }
    static V real(double v)
    {
        V x;
        x.k = Float;
        x.f = v;
        return x;
    }
    static V boolean(bool v)
    {
        V x;
        x.k = Bool;
        x.i = v ? 1 : 0;
        return x;
    }
    static V str(const QString &v, K kind = Str)
    {
        V x;
        x.k = kind;
        x.s = v;
        return x;
    }
    static V tuple(const VList &l)
    {
        V x;
        x.k = Tuple;
        x.items = std::make_shared<VList>(l);
        return x;
    }
    static V block(const QList<qint64> &shape, const QString &dtype = {})
    {
        V x;
        x.k = Block;
        x.shape = shape;
        x.dtype = dtype;
        return x;
    }
};

bool sameKey(const V &a, const V &b)
{
    if (a.isNum() && b.isNum())
        return a.num() == b.num();
    return a.k == b.k && (a.k == V::Str || a.k == V::DType) && a.s == b.s;
}

qint64 elements(const QList<qint64> &shape)
{
    qint64 n = 1;
    for (qint64 d : shape)
        n *= d;
    return n;
}

int dtypeBytes(const QString &dt)
{
    static const QHash<QString, int> sizes { { QStringLiteral("float16"), 2 }, { QStringLiteral("bfloat16"), 2 },
        { QStringLiteral("float32"), 4 }, { QStringLiteral("float64"), 8 }, { QStringLiteral("int8"), 1 },
        { QStringLiteral("uint8"), 1 }, { QStringLiteral("int16"), 2 }, { QStringLiteral("int32"), 4 },
        { QStringLiteral("int64"), 8 }, { QStringLiteral("bool"), 1 }, { QStringLiteral("float8_e4m3fn"), 1 },
        { QStringLiteral("float8_e5m2"), 1 }, { QStringLiteral("half"), 2 }, { QStringLiteral("float"), 4 } };
    return sizes.value(dt, 0);
}

// The precision name a dot's operand dtype has on a matrix unit (fp16, bf16, fp8, int8, tf32 / fp32).
QString precisionOf(const QString &dtype)
{
    if (dtype == QLatin1String("float16"))
        return QStringLiteral("fp16");
    if (dtype == QLatin1String("bfloat16"))
        return QStringLiteral("bf16");
    if (dtype.startsWith(QLatin1String("float8")))
        return QStringLiteral("fp8");
    if (dtype == QLatin1String("int8"))
        return QStringLiteral("int8");
    if (dtype == QLatin1String("float32"))
        return QStringLiteral("fp32");
    return dtype;
}

// Broadcast of two block shapes (numpy rules); empty when they do not broadcast.
std::optional<QList<qint64>> broadcast(QList<qint64> a, QList<qint64> b)
{
    while (a.size() < b.size())
        a.prepend(1);
    while (b.size() < a.size())
        b.prepend(1);
    QList<qint64> out;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i] != b[i] && a[i] != 1 && b[i] != 1)
            return std::nullopt;
        out << std::max(a[i], b[i]);
    }
    return out;
}

// ---- what a kernel body does ----------------------------------------------------------------------------------

struct Access {
    int line = 0;
    bool store = false;
    qint64 elements = 0;
    QString dtype;
    double masked = -1;
    int loopDepth = 0;
};
struct Dot {
    int line = 0;
    qint64 m = 0, n = 0, k = 0;
    QString dtypeA, dtypeB;
    QString precision; // input_precision as written, or from allow_tf32; empty: the default
};
struct Loop {
    int line = 0;
    qint64 trips = -1;
};
struct KernelWalk {
    QList<Access> accesses;
    QList<Dot> dots;
    QList<Loop> loops;
};

struct Function {
    QString name;
    int line = 0;
    QStringList params;
    QHash<QString, QList<Tok>> defaults;
    QStringList decorators; // their text without '@'
    QList<Stmt> body;
    bool jit = false;
    QString file;
};

struct Launch {
    QString kernel;
    QString file;
    int line = 0;
    QString excerpt;
    V grid;
    Env bound; // the kernel's parameters by name, and num_warps/num_stages when given
    QString variant;
};

class Interp {
public:
    QHash<QString, Function> functions;
    QList<Launch> launches;
    QStringList notes;
    int budget = 20000; // statements and calls evaluated at most (no endless loop on odd code)
    // Nested expressions, calls and blocks being evaluated: past MaxDepth the rest of the expression is skipped
    // (unknown), so neither "((((...))))" nor a recursive wrapper runs the evaluator out of stack.
    static constexpr int MaxDepth = 200;
    int depth = 0;
    struct Deeper {
        int &d;
        explicit Deeper(int &depth)
            : d(++depth)
        {
        }
        ~Deeper() { --d; }
        Deeper(const Deeper &) = delete;
        Deeper &operator=(const Deeper &) = delete;
    };

    // Kernel walk state.
    KernelWalk *walk = nullptr;
    QList<qint64> grid;
    int loopDepth = 0;
    int curLine = 0;
    QString curFile;

    void addFile(const QString &text, const QString &file)
    {
        const QList<Stmt> top = nest(logicalLines(text));
        QStringList decorators;
        for (const Stmt &s : top) {
            if (s.text.startsWith(QLatin1Char('@'))) {
                decorators << s.text.mid(1);
                continue;
            }
            static const QRegularExpression def(QStringLiteral(R"(^def\s+(\w+)\s*\((.*)\)\s*(->.*)?:$)"));
            const auto m = def.match(s.text);
            if (m.hasMatch()) {
                Function f;
                f.name = m.captured(1);
                f.line = s.line;
                f.body = s.body;
                f.decorators = decorators;
                f.file = file;
                f.jit = std::any_of(decorators.cbegin(), decorators.cend(), [](const QString &d) {
                    return d.startsWith(QLatin1String("triton.jit")) || d.startsWith(QLatin1String("jit"));
                });
                for (const QString &p : splitTop(m.captured(2), QLatin1Char(','))) {
                    QString name = p.trimmed();
                    if (name.isEmpty() || name == QLatin1String("*") || name == QLatin1String("/"))
                        continue;
                    QString dflt;
                    if (const int eq = int(name.indexOf(QLatin1Char('='))); eq > 0) {
                        dflt = name.mid(eq + 1).trimmed();
                        name = name.left(eq).trimmed();
                    }
                    if (const int colon = int(name.indexOf(QLatin1Char(':'))); colon > 0)
                        name = name.left(colon).trimmed();
                    name.remove(QLatin1Char('*'));
                    f.params << name;
                    if (!dflt.isEmpty())
                        f.defaults.insert(name, tokenize(dflt));
                }
                if (!functions.contains(f.name) || file == functions.value(f.name).file || f.jit)
                    functions.insert(f.name, f);
            }
            decorators.clear();
        }
    }

    static QStringList splitTop(const QString &s, QChar sep)
    {
        QStringList out;
        int depth = 0;
        QString cur;
        QChar quote;
        for (const QChar c : s) {
            if (!quote.isNull()) {
                if (c == quote)
                    quote = QChar();
                cur += c;
                continue;
            }
            if (c == QLatin1Char('"') || c == QLatin1Char('\''))
                quote = c;
            if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{'))
                ++depth;
            if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}'))
                --depth;
            if (c == sep && depth == 0) {
                out << cur;
                cur.clear();
                continue;
            }
            cur += c;
        }
        if (!cur.trimmed().isEmpty())
            out << cur;
        return out;
    }

    // ---- expressions ----
    struct P {
        const QList<Tok> *t;
        int i = 0;
        const Tok &peek(int o = 0) const { return (*t)[std::min<qsizetype>(i + o, t->size() - 1)]; }
        bool op(const char *s) const { return peek().t == Tok::Op && peek().s == QLatin1String(s); }
        bool name(const char *s) const { return peek().t == Tok::Name && peek().s == QLatin1String(s); }
        bool eat(const char *s)
        {
            if (op(s) || name(s)) {
                ++i;
                return true;
            }
            return false;
        }
        bool end() const { return peek().t == Tok::End; }
    };
    // Past MaxDepth the rest of P's text is not evaluated (its value is unknown).
    bool tooDeep(P &p) const
    {
        if (depth <= MaxDepth)
            return false;
        p.i = int(p.t->size());
        return true;
    }

    V eval(const QList<Tok> &toks, Env &env)
    {
        P p { &toks };
        return exprList(p, env);
    }
    V evalText(const QString &text, Env &env) { return eval(tokenize(text), env); }

    // a, b, c -> a tuple; a single expression -> itself.
    V exprList(P &p, Env &env)
    {
        VList items;
        bool comma = false;
        while (!p.end() && !p.op(")") && !p.op("]") && !p.op("}") && !p.op("=") && !p.op(":")) {
            items << expr(p, env);
            if (!p.eat(","))
                break;
            comma = true;
        }
        if (items.size() == 1 && !comma)
            return items.first();
        return V::tuple(items);
    }

    V expr(P &p, Env &env)
    {
        const Deeper deeper(depth);
        if (tooDeep(p))
            return {};
        if (p.eat("lambda")) {
            V l;
            l.k = V::Lambda;
            while (!p.op(":") && !p.end()) {
                if (p.peek().t == Tok::Name)
                    l.params << p.peek().s;
                ++p.i;
            }
            p.eat(":");
            // The body runs to the end of this expression: a comma or a closing bracket at depth 0.
            int depth = 0;
            while (!p.end()) {
                const Tok &t = p.peek();
                if (t.t == Tok::Op && (t.s == QLatin1String("(") || t.s == QLatin1String("[") || t.s == QLatin1String("{")))
                    ++depth;
                if (t.t == Tok::Op && (t.s == QLatin1String(")") || t.s == QLatin1String("]") || t.s == QLatin1String("}"))) {
                    if (depth == 0)
                        break;
                    --depth;
                }
                if (depth == 0 && t.t == Tok::Op && t.s == QLatin1String(","))
                    break;
                l.body << t;
                ++p.i;
            }
            l.body << Tok { Tok::End, {} };
            l.env = std::make_shared<Env>(env);
            return l;
        }
        V a = orExpr(p, env);
        if (p.eat("if")) {
            const V c = orExpr(p, env);
            p.eat("else");
            const V b = expr(p, env);
            if (c.isNum())
                return c.num() != 0 ? a : b;
            return {};
        }
        return a;
    }
    V orExpr(P &p, Env &env)
    {
        V a = andExpr(p, env);
        while (p.eat("or")) {
            const V b = andExpr(p, env);
            a = a.isNum() && b.isNum() ? (a.num() != 0 ? a : b) : logical(a, b, false);
        }
        return a;
    }
    V andExpr(P &p, Env &env)
    {
        V a = notExpr(p, env);
        while (p.eat("and")) {
            const V b = notExpr(p, env);
            a = a.isNum() && b.isNum() ? (a.num() == 0 ? a : b) : logical(a, b, true);
        }
        return a;
    }
    // Blocks combined with and/&: the lanes either masks off.
    static V logical(const V &a, const V &b, bool both)
    {
        if (a.k == V::Block && b.k == V::Block) {
            const auto s = broadcast(a.shape, b.shape);
            if (!s)
                return {};
            V out = V::block(*s, QStringLiteral("bool"));
            if (both && a.masked >= 0 && b.masked >= 0)
                out.masked = 1 - (1 - a.masked) * (1 - b.masked);
            return out;
        }
        if (a.k == V::Block)
            return a;
        if (b.k == V::Block)
            return b;
        return {};
    }
    V notExpr(P &p, Env &env)
    {
        const Deeper deeper(depth);
        if (tooDeep(p))
            return {};
        if (p.eat("not")) {
            const V a = notExpr(p, env);
            return a.isNum() ? V::boolean(a.num() == 0) : V();
        }
        return compare(p, env);
    }
    V compare(P &p, Env &env)
    {
        V a = bitOr(p, env);
        for (;;) {
            QString op;
            if (p.op("<") || p.op(">") || p.op("<=") || p.op(">=") || p.op("==") || p.op("!="))
                op = p.peek().s, ++p.i;
            else if (p.name("is") || p.name("in")) {
                op = p.peek().s;
                ++p.i;
                if (p.eat("not"))
                    op += QStringLiteral(" not");
            } else if (p.name("not") && p.peek(1).t == Tok::Name && p.peek(1).s == QLatin1String("in")) {
                p.i += 2;
                op = QStringLiteral("not in");
            } else
                break;
            const V b = bitOr(p, env);
            a = cmp(op, a, b);
        }
        return a;
    }
    V cmp(const QString &op, const V &a, const V &b)
    {
        if (a.isNum() && b.isNum()) {
            const double x = a.num(), y = b.num();
            bool r = false;
            if (op == QLatin1String("<"))
                r = x < y;
            else if (op == QLatin1String(">"))
                r = x > y;
            else if (op == QLatin1String("<="))
                r = x <= y;
            else if (op == QLatin1String(">="))
                r = x >= y;
            else if (op == QLatin1String("==") || op == QLatin1String("is"))
                r = x == y;
            else if (op == QLatin1String("!=") || op == QLatin1String("is not"))
                r = x != y;
            else
                return {};
            return V::boolean(r);
        }
        if ((op == QLatin1String("==") || op == QLatin1String("!=") || op == QLatin1String("is") || op == QLatin1String("is not"))
            && a.known() && b.known() && a.k != V::Block && b.k != V::Block) {
            const bool eq = sameKey(a, b) || (a.k == V::None && b.k == V::None);
            if (a.k == V::None || b.k == V::None || a.k == b.k)
                return V::boolean(op == QLatin1String("==") || op == QLatin1String("is") ? eq : !eq);
            return {};
        }
        if (a.k == V::Block || b.k == V::Block) {
            const V &blk = a.k == V::Block ? a : b;
            const V &other = a.k == V::Block ? b : a;
            QList<qint64> shape = blk.shape;
            if (other.k == V::Block) {
                const auto s = broadcast(a.shape, b.shape);
                if (!s)
                    return {};
                shape = *s;
            }
            V m = V::block(shape, QStringLiteral("bool"));
            // offsets < n where offsets = program_id(axis) * c + arange(0, c): the last program along the axis
            // keeps n - (programs - 1) * c of its c lanes.
            if (a.k == V::Block && a.axis >= 0 && a.ext > 0 && a.coef == a.ext && b.k == V::Int
                && (op == QLatin1String("<") || op == QLatin1String("<=")) && a.axis < grid.size() && grid[a.axis] > 0) {
                const qint64 kept
                    = std::clamp<qint64>(b.i + (op == QLatin1String("<=") ? 1 : 0) - (grid[a.axis] - 1) * a.coef, 0, a.ext);
                m.masked = 1.0 - double(kept) / double(a.ext);
            }
            // arange(0, c) < n: every program keeps min(n, c) of its c lanes.
            if (a.k == V::Block && a.axis == -2 && a.ext > 0 && b.k == V::Int
                && (op == QLatin1String("<") || op == QLatin1String("<="))) {
                const qint64 kept = std::clamp<qint64>(b.i + (op == QLatin1String("<=") ? 1 : 0), 0, a.ext);
                m.masked = 1.0 - double(kept) / double(a.ext);
            }
            return m;
        }
        return {};
    }
    V bitOr(P &p, Env &env)
    {
        V a = bitXor(p, env);
        while (p.op("|")) {
            ++p.i;
            a = arith(QStringLiteral("|"), a, bitXor(p, env));
        }
        return a;
    }
    V bitXor(P &p, Env &env)
    {
        V a = bitAnd(p, env);
        while (p.op("^")) {
            ++p.i;
            a = arith(QStringLiteral("^"), a, bitAnd(p, env));
        }
        return a;
    }
    V bitAnd(P &p, Env &env)
    {
        V a = shift(p, env);
        while (p.op("&")) {
            ++p.i;
            const V b = shift(p, env);
            a = a.k == V::Block || b.k == V::Block ? logical(a, b, true) : arith(QStringLiteral("&"), a, b);
        }
        return a;
    }
    V shift(P &p, Env &env)
    {
        V a = sum(p, env);
        while (p.op("<<") || p.op(">>")) {
            const QString op = p.peek().s;
            ++p.i;
            a = arith(op, a, sum(p, env));
        }
        return a;
    }
    V sum(P &p, Env &env)
    {
        V a = term(p, env);
        while (p.op("+") || p.op("-")) {
            const QString op = p.peek().s;
            ++p.i;
            a = arith(op, a, term(p, env));
        }
        return a;
    }
    V term(P &p, Env &env)
    {
        V a = unary(p, env);
        while (p.op("*") || p.op("/") || p.op("//") || p.op("%") || p.op("@")) {
            const QString op = p.peek().s;
            ++p.i;
            a = arith(op, a, unary(p, env));
        }
        return a;
    }
    V unary(P &p, Env &env)
    {
        const Deeper deeper(depth);
        if (tooDeep(p))
            return {};
        if (p.op("-") || p.op("+") || p.op("~")) {
            const QString op = p.peek().s;
            ++p.i;
            V a = unary(p, env);
            if (op == QLatin1String("-")) {
                if (a.k == V::Int || a.k == V::Bool)
                    return V::integer(-a.i);
                if (a.k == V::Float)
                    return V::real(-a.f);
                if (a.k == V::Block) {
                    a.axis = -1;
                    return a;
                }
                return {};
            }
            return a;
        }
        return power(p, env);
    }
    V power(P &p, Env &env)
    {
        V a = postfix(p, env);
        if (p.op("**")) {
            ++p.i;
            return arith(QStringLiteral("**"), a, unary(p, env));
        }
        return a;
    }

    V arith(const QString &op, const V &a, const V &b)
    {
        if (a.isNum() && b.isNum()) {
            const bool ints = a.k != V::Float && b.k != V::Float;
            if (ints) {
                const qint64 x = a.i, y = b.i;
                if (op == QLatin1String("+"))
                    return V::integer(x + y);
                if (op == QLatin1String("-"))
                    return V::integer(x - y);
                if (op == QLatin1String("*"))
                    return V::integer(x * y);
                if (op == QLatin1String("//") && y != 0)
                    return V::integer(qint64(std::floor(double(x) / double(y))));
                if (op == QLatin1String("%") && y != 0)
                    return V::integer(((x % y) + y) % y);
                if (op == QLatin1String("/") && y != 0)
                    return V::real(double(x) / double(y));
                if (op == QLatin1String("**") && y >= 0 && y < 63)
                    return V::integer(qint64(std::pow(double(x), double(y))));
                if (op == QLatin1String("<<") && y >= 0 && y < 63)
                    return V::integer(x << y);
                if (op == QLatin1String(">>") && y >= 0 && y < 63)
                    return V::integer(x >> y);
                if (op == QLatin1String("&"))
                    return V::integer(x & y);
                if (op == QLatin1String("|"))
                    return V::integer(x | y);
                if (op == QLatin1String("^"))
                    return V::integer(x ^ y);
                return {};
            }
            const double x = a.num(), y = b.num();
            if (op == QLatin1String("+"))
                return V::real(x + y);
            if (op == QLatin1String("-"))
                return V::real(x - y);
            if (op == QLatin1String("*"))
                return V::real(x * y);
            if (op == QLatin1String("/") && y != 0)
                return V::real(x / y);
            if (op == QLatin1String("//") && y != 0)
                return V::real(std::floor(x / y));
            if (op == QLatin1String("**"))
                return V::real(std::pow(x, y));
            return {};
        }
        if (a.k == V::Tuple && b.k == V::Tuple && op == QLatin1String("+"))
            return V::tuple(*a.items + *b.items);
        if (a.k == V::Str && b.k == V::Str && op == QLatin1String("+"))
            return V::str(a.s + b.s);
        // program_id(axis) * c
        if (op == QLatin1String("*") && ((a.k == V::Pid && b.k == V::Int) || (a.k == V::Int && b.k == V::Pid))) {
            V pid = a.k == V::Pid ? a : b;
            pid.coef *= (a.k == V::Int ? a.i : b.i);
            return pid;
        }
        if (a.k == V::Pid || b.k == V::Pid) {
            const V &other = a.k == V::Pid ? b : a;
            if (other.k == V::Pointer) // a program's row start: still a pointer
                return other;
            if (other.k == V::Block) {
                V out = other;
                out.axis = -1;
                // program_id(axis) * c + arange(0, c)
                if (op == QLatin1String("+") && other.axis == -2 && other.coef == 0) {
                    const V &pid = a.k == V::Pid ? a : b;
                    out.axis = pid.axis;
                    out.coef = pid.coef;
                }
                return out;
            }
            return {};
        }
        if (a.k == V::Pointer || b.k == V::Pointer) {
            const V &ptr = a.k == V::Pointer ? a : b;
            const V &other = a.k == V::Pointer ? b : a;
            if (other.k == V::Block) {
                V out = V::block(other.shape, ptr.dtype);
                out.isPtr = true;
                return out;
            }
            return ptr;
        }
        if (a.k == V::Block || b.k == V::Block) {
            QList<qint64> shape = a.k == V::Block ? a.shape : b.shape;
            if (a.k == V::Block && b.k == V::Block) {
                const auto s = broadcast(a.shape, b.shape);
                if (!s)
                    return {};
                shape = *s;
            }
            const V &first = a.k == V::Block ? a : b;
            V out = V::block(shape, first.dtype);
            out.isPtr = (a.k == V::Block && a.isPtr) || (b.k == V::Block && b.isPtr);
            if (out.isPtr)
                out.dtype = a.k == V::Block && a.isPtr ? a.dtype : b.dtype;
            // an arange kept as it is by + 0 only; any other arithmetic ends its program-id form.
            return out;
        }
        return {};
    }

    struct Args {
        VList pos;
        QList<std::pair<QString, V>> kw;
        V kwarg(const QString &n) const
        {
            for (const auto &[k, v] : kw)
                if (k == n)
                    return v;
            return {};
        }
        V at(int i, const QString &n = {}) const
        {
            if (i < pos.size())
                return pos.at(i);
            return n.isEmpty() ? V() : kwarg(n);
        }
    };

    Args callArgs(P &p, Env &env)
    {
        Args a;
        while (!p.op(")") && !p.end()) {
            if (p.op("*") || p.op("**")) {
                ++p.i;
                expr(p, env);
                a.pos << V();
            } else if (p.peek().t == Tok::Name && p.peek(1).t == Tok::Op && p.peek(1).s == QLatin1String("=")) {
                const QString n = p.peek().s;
                p.i += 2;
                a.kw.append({ n, expr(p, env) });
            } else {
                a.pos << expr(p, env);
                // a generator argument (x for x in ...): unknown
                if (p.name("for")) {
                    skipTo(p, ")");
                    a.pos.last() = V();
                }
            }
            if (!p.eat(","))
                break;
        }
        p.eat(")");
        return a;
    }
    static void skipTo(P &p, const char *close)
    {
        int depth = 0;
        while (!p.end()) {
            if (p.op("(") || p.op("[") || p.op("{"))
                ++depth;
            if (p.op(")") || p.op("]") || p.op("}")) {
                if (depth == 0 && p.op(close))
                    return;
                --depth;
            }
            ++p.i;
        }
    }

    V atom(P &p, Env &env)
    {
        const Tok t = p.peek();
        ++p.i;
        if (t.t == Tok::Num)
            return t.isInt ? V::integer(qint64(t.num)) : V::real(t.num);
        if (t.t == Tok::Str) {
            QString s = t.s;
            while (p.peek().t == Tok::Str)
                s += p.peek().s, ++p.i;
            return V::str(s);
        }
        if (t.t == Tok::Name) {
            if (t.s == QLatin1String("None"))
                return V::none();
            if (t.s == QLatin1String("True"))
                return V::boolean(true);
            if (t.s == QLatin1String("False"))
                return V::boolean(false);
            if (env.contains(t.s))
                return env.value(t.s);
            if (functions.contains(t.s))
                return V::str(t.s, functions.value(t.s).jit ? V::Kernel : V::Func);
            return V::str(t.s, V::Module); // triton, tl, torch, math, builtins: resolved by attribute and call
        }
        if (t.t == Tok::Op && t.s == QLatin1String("(")) {
            if (p.eat(")"))
                return V::tuple({});
            V inner = exprList(p, env);
            if (p.name("for")) {
                skipTo(p, ")");
                inner = V();
            }
            p.eat(")");
            return inner;
        }
        if (t.t == Tok::Op && t.s == QLatin1String("[")) {
            VList items;
            while (!p.op("]") && !p.end()) {
                items << expr(p, env);
                if (p.name("for")) {
                    skipTo(p, "]");
                    items = {};
                    p.eat("]");
                    return {};
                }
                if (!p.eat(","))
                    break;
            }
            p.eat("]");
            return V::tuple(items);
        }
        if (t.t == Tok::Op && t.s == QLatin1String("{")) {
            V d;
            d.k = V::Dict;
            d.items = std::make_shared<VList>();
            d.values = std::make_shared<VList>();
            while (!p.op("}") && !p.end()) {
                const V key = expr(p, env);
                if (!p.eat(":")) {
                    skipTo(p, "}");
                    p.eat("}");
                    return {};
                }
                const V value = expr(p, env);
                d.items->append(key);
                d.values->append(value);
                if (!p.eat(","))
                    break;
            }
            p.eat("}");
            return d;
        }
        return {};
    }

    V postfix(P &p, Env &env)
    {
        V a = atom(p, env);
        for (;;) {
            if (p.op(".")) {
                ++p.i;
                const QString n = p.peek().s;
                ++p.i;
                a = attribute(a, n);
            } else if (p.op("(")) {
                ++p.i;
                const Args args = callArgs(p, env);
                a = call(a, args);
            } else if (p.op("[")) {
                ++p.i;
                a = subscript(p, env, a);
            } else {
                return a;
            }
        }
    }

    V attribute(const V &a, const QString &n)
    {
        if (a.k == V::Module) {
            static const QStringList dtypes { QStringLiteral("float16"), QStringLiteral("bfloat16"), QStringLiteral("float32"),
                QStringLiteral("float64"), QStringLiteral("int8"), QStringLiteral("uint8"), QStringLiteral("int16"),
                QStringLiteral("int32"), QStringLiteral("int64"), QStringLiteral("bool"), QStringLiteral("float8_e4m3fn"),
                QStringLiteral("float8_e5m2"), QStringLiteral("half"), QStringLiteral("float") };
            if ((a.s == QLatin1String("torch") || a.s == QLatin1String("tl")) && dtypes.contains(n))
                return V::str(n == QLatin1String("half") ? QStringLiteral("float16")
                        : n == QLatin1String("float")    ? QStringLiteral("float32")
                                                         : n,
                    V::DType);
            if (a.s == QLatin1String("math") && n == QLatin1String("pi"))
                return V::real(3.14159265358979323846);
            return V::str(a.s + QLatin1Char('.') + n, V::Module);
        }
        if (a.k == V::Tensor) {
            if (n == QLatin1String("shape")) {
                VList dims;
                for (qint64 d : a.shape)
                    dims << V::integer(d);
                return V::tuple(dims);
            }
            if (n == QLatin1String("dtype"))
                return V::str(a.dtype, V::DType);
            if (n == QLatin1String("ndim"))
                return V::integer(a.shape.size());
            if (n == QLatin1String("T")) {
                V t = a;
                std::reverse(t.shape.begin(), t.shape.end());
                return t;
            }
        }
        if (a.k == V::Block && (n == QLatin1String("dtype") || n == QLatin1String("shape"))) {
            if (n == QLatin1String("shape")) {
                VList dims;
                for (qint64 d : a.shape)
                    dims << V::integer(d);
                return V::tuple(dims);
            }
            return V::str(a.dtype, V::DType);
        }
        if (a.k == V::Dict || a.k == V::Tuple || a.k == V::Tensor || a.k == V::Block || a.k == V::Str || a.k == V::Pointer) {
            V m;
            m.k = V::Method;
            m.s = n;
            m.items = std::make_shared<VList>(VList { a });
            return m;
        }
        return {};
    }

    V subscript(P &p, Env &env, const V &a)
    {
        struct Item {
            bool slice = false, newAxis = false;
            V index, lo, hi;
        };
        QList<Item> items;
        while (!p.op("]") && !p.end()) {
            Item it;
            if (p.name("None")) {
                ++p.i;
                it.newAxis = true;
            } else {
                if (!p.op(":"))
                    it.index = expr(p, env);
                if (p.eat(":")) {
                    it.slice = true;
                    it.lo = it.index;
                    it.index = {};
                    if (!p.op(",") && !p.op("]") && !p.op(":"))
                        it.hi = expr(p, env);
                    if (p.eat(":") && !p.op(",") && !p.op("]"))
                        expr(p, env);
                }
            }
            items << it;
            if (!p.eat(","))
                break;
        }
        p.eat("]");
        if (a.k == V::Kernel) { // kernel[grid]
            V l;
            l.k = V::Launcher;
            l.s = a.s;
            l.items = std::make_shared<VList>(VList { items.size() == 1 && !items[0].slice ? items[0].index : V() });
            return l;
        }
        if (a.k == V::Tuple && items.size() == 1) {
            const VList &l = *a.items;
            const Item &it = items.first();
            if (!it.slice && it.index.k == V::Int) {
                const qint64 i = it.index.i < 0 ? l.size() + it.index.i : it.index.i;
                return i >= 0 && i < l.size() ? l.at(i) : V();
            }
            if (it.slice) {
                qint64 lo = it.lo.k == V::Int ? it.lo.i : 0, hi = it.hi.k == V::Int ? it.hi.i : l.size();
                if (lo < 0)
                    lo += l.size();
                if (hi < 0)
                    hi += l.size();
                lo = std::clamp<qint64>(lo, 0, l.size());
                hi = std::clamp<qint64>(hi, lo, l.size());
                return V::tuple(l.mid(lo, hi - lo));
            }
            return {};
        }
        if (a.k == V::Dict && items.size() == 1 && !items[0].slice) {
            for (qsizetype i = 0; i < a.items->size(); ++i)
                if (sameKey(a.items->at(i), items[0].index))
                    return a.values->at(i);
            return {};
        }
        if (a.k == V::Block) {
            // x[:, None], x[None, :]: a new axis of 1; a full slice keeps the axis.
            QList<qint64> shape;
            int src = 0;
            bool ok = true;
            for (const Item &it : items) {
                if (it.newAxis)
                    shape << 1;
                else if (it.slice && !it.lo.known() && !it.hi.known() && src < a.shape.size())
                    shape << a.shape.at(src++);
                else
                    ok = false;
            }
            while (src < a.shape.size())
                shape << a.shape.at(src++);
            if (!ok)
                return {};
            V out = a;
            out.shape = shape;
            return out;
        }
        return {};
    }

    static QList<qint64> shapeOf(const V &v)
    {
        QList<qint64> s;
        if (v.k == V::Int)
            return { v.i };
        if (v.k != V::Tuple)
            return {};
        for (const V &d : *v.items) {
            if (d.k != V::Int)
                return {};
            s << d.i;
        }
        return s;
    }

    static QList<qint64> contiguousStrides(const QList<qint64> &shape)
    {
        QList<qint64> st(shape.size(), 1);
        for (qsizetype i = shape.size() - 2; i >= 0; --i)
            st[i] = st[i + 1] * shape[i + 1];
        return st;
    }

    V method(const V &self, const QString &n, const Args &args)
    {
        if (self.k == V::Tensor) {
            if (n == QLatin1String("numel"))
                return V::integer(elements(self.shape));
            if (n == QLatin1String("dim"))
                return V::integer(self.shape.size());
            if (n == QLatin1String("element_size"))
                return dtypeBytes(self.dtype) > 0 ? V::integer(dtypeBytes(self.dtype)) : V();
            if (n == QLatin1String("size") || n == QLatin1String("stride")) {
                const QList<qint64> vals = n == QLatin1String("size") ? self.shape : contiguousStrides(self.shape);
                const V i = args.at(0, QStringLiteral("dim"));
                if (i.k == V::Int) {
                    const qint64 k = i.i < 0 ? vals.size() + i.i : i.i;
                    return k >= 0 && k < vals.size() ? V::integer(vals.at(k)) : V();
                }
                VList l;
                for (qint64 d : vals)
                    l << V::integer(d);
                return V::tuple(l);
            }
            if (n == QLatin1String("contiguous") || n == QLatin1String("clone") || n == QLatin1String("detach"))
                return self;
            if (n == QLatin1String("to")) {
                V t = self;
                const V d = args.at(0, QStringLiteral("dtype"));
                if (d.k == V::DType)
                    t.dtype = d.s;
                else if (args.kwarg(QStringLiteral("dtype")).k == V::DType)
                    t.dtype = args.kwarg(QStringLiteral("dtype")).s;
                return t;
            }
            if (n == QLatin1String("view") || n == QLatin1String("reshape")) {
                QList<qint64> shape = args.pos.size() == 1 ? shapeOf(args.pos.first()) : shapeOf(V::tuple(args.pos));
                if (shape.isEmpty())
                    return {};
                const qint64 total = elements(self.shape);
                qint64 known = 1;
                int unknownAt = -1;
                for (int i = 0; i < shape.size(); ++i)
                    if (shape[i] == -1)
                        unknownAt = i;
                    else
                        known *= shape[i];
                if (unknownAt >= 0 && known > 0)
                    shape[unknownAt] = total / known;
                V t = self;
                t.shape = shape;
                return t;
            }
            return {};
        }
        if (self.k == V::Dict && n == QLatin1String("get")) {
            for (qsizetype i = 0; i < self.items->size(); ++i)
                if (sameKey(self.items->at(i), args.at(0)))
                    return self.values->at(i);
            return args.at(1);
        }
        if (self.k == V::Block) {
            if (n == QLatin1String("to")) {
                V t = self;
                t.axis = -1;
                const V d = args.at(0, QStringLiteral("dtype"));
                if (d.k == V::DType)
                    t.dtype = d.s;
                return t;
            }
            if (n == QLatin1String("sum") || n == QLatin1String("max") || n == QLatin1String("min"))
                return reduce(self, args.at(0, QStringLiteral("axis")));
        }
        return {};
    }

    static V reduce(const V &blk, const V &axis)
    {
        if (blk.k != V::Block)
            return blk.isNum() ? blk : V();
        if (axis.k != V::Int)
            return V::block({}, blk.dtype);
        QList<qint64> s = blk.shape;
        const qint64 ax = axis.i < 0 ? s.size() + axis.i : axis.i;
        if (ax < 0 || ax >= s.size())
            return {};
        s.removeAt(ax);
        return V::block(s, blk.dtype);
    }

    V call(const V &f, const Args &args)
    {
        if (--budget < 0)
            return {};
        if (f.k == V::Method)
            return method(f.items->first(), f.s, args);
        if (f.k == V::Launcher) {
            recordLaunch(f.s, f.items->first(), args);
            return {};
        }
        if (f.k == V::Lambda) {
            Env env = f.env ? *f.env : Env();
            for (int i = 0; i < f.params.size(); ++i)
                env.insert(f.params.at(i), args.at(i, f.params.at(i)));
            return eval(f.body, env);
        }
        if (f.k == V::Func)
            return callFunction(functions.value(f.s), args);
        if (f.k != V::Module)
            return {};
        const QString &n = f.s;
        auto ints = [&](int count) {
            for (int i = 0; i < count; ++i)
                if (args.at(i).k != V::Int && args.at(i).k != V::Bool)
                    return false;
            return true;
        };
        if (n == QLatin1String("triton.cdiv") || n == QLatin1String("tl.cdiv") || n == QLatin1String("cdiv")) {
            if (ints(2) && args.at(1).i != 0)
                return V::integer((args.at(0).i + args.at(1).i - 1) / args.at(1).i);
            return {};
        }
        if (n == QLatin1String("triton.next_power_of_2") || n == QLatin1String("next_power_of_2")) {
            if (!ints(1))
                return {};
            qint64 v = 1;
            while (v < args.at(0).i)
                v <<= 1;
            return V::integer(v);
        }
        if (n == QLatin1String("math.ceil") || n == QLatin1String("math.floor")) {
            if (!args.at(0).isNum())
                return {};
            const double x = args.at(0).num();
            return V::integer(qint64(n == QLatin1String("math.ceil") ? std::ceil(x) : std::floor(x)));
        }
        if (n == QLatin1String("math.sqrt") || n == QLatin1String("math.log2") || n == QLatin1String("math.log")) {
            if (!args.at(0).isNum() || args.at(0).num() <= 0)
                return {};
            const double x = args.at(0).num();
            return V::real(n == QLatin1String("math.sqrt") ? std::sqrt(x)
                    : n == QLatin1String("math.log2")      ? std::log2(x)
                                                           : std::log(x));
        }
        if (n == QLatin1String("math.prod")) {
            const V l = args.at(0);
            if (l.k != V::Tuple)
                return {};
            qint64 prod = 1;
            for (const V &x : *l.items) {
                if (x.k != V::Int)
                    return {};
                prod *= x.i;
            }
            return V::integer(prod);
        }
        if (n == QLatin1String("min") || n == QLatin1String("max")) {
            const VList l = args.pos.size() == 1 && args.pos.first().k == V::Tuple ? *args.pos.first().items : args.pos;
            if (l.isEmpty())
                return {};
            V best = l.first();
            for (const V &x : l) {
                if (!x.isNum())
                    return {};
                if (n == QLatin1String("min") ? x.num() < best.num() : x.num() > best.num())
                    best = x;
            }
            return best;
        }
        if (n == QLatin1String("int")) {
            const V x = args.at(0);
            return x.isNum() ? V::integer(qint64(x.num())) : V();
        }
        if (n == QLatin1String("float")) {
            const V x = args.at(0);
            return x.isNum() ? V::real(x.num()) : V();
        }
        if (n == QLatin1String("abs")) {
            const V x = args.at(0);
            return x.k == V::Int ? V::integer(std::abs(x.i)) : x.k == V::Float ? V::real(std::abs(x.f)) : V();
        }
        if (n == QLatin1String("len")) {
            const V x = args.at(0);
            return x.k == V::Tuple                       ? V::integer(x.items->size())
                : x.k == V::Tensor && !x.shape.isEmpty() ? V::integer(x.shape.first())
                                                         : V();
        }
        if (n == QLatin1String("list") || n == QLatin1String("tuple"))
            return args.at(0).k == V::Tuple ? args.at(0) : V();
        if (n == QLatin1String("dict")) {
            V d;
            d.k = V::Dict;
            d.items = std::make_shared<VList>();
            d.values = std::make_shared<VList>();
            for (const auto &[k, v] : args.kw) {
                d.items->append(V::str(k));
                d.values->append(v);
            }
            return d;
        }
        if (n == QLatin1String("triton.Config")) {
            // {constexprs..., num_warps, num_stages}: what a config sets at launch.
            V d = args.at(0, QStringLiteral("kwargs"));
            if (d.k != V::Dict)
                return {};
            V out = d;
            out.items = std::make_shared<VList>(*d.items);
            out.values = std::make_shared<VList>(*d.values);
            for (const auto &[k, v] : args.kw)
                if (k != QLatin1String("kwargs")) {
                    out.items->append(V::str(k));
                    out.values->append(v);
                }
            return out;
        }
        if (n.startsWith(QLatin1String("torch."))) {
            const QString fn = n.mid(6);
            if (fn == QLatin1String("empty") || fn == QLatin1String("zeros") || fn == QLatin1String("ones")
                || fn == QLatin1String("full") || fn == QLatin1String("rand") || fn == QLatin1String("randn")) {
                QList<qint64> shape
                    = args.pos.size() >= 1 && args.pos.first().k == V::Tuple ? shapeOf(args.pos.first()) : QList<qint64>();
                if (shape.isEmpty() && fn != QLatin1String("full")) {
                    shape = shapeOf(V::tuple(args.pos));
                }
                if (shape.isEmpty() && !(args.pos.size() >= 1 && args.pos.first().k == V::Tuple))
                    return {};
                V t;
                t.k = V::Tensor;
                t.shape = shape;
                const V dt = args.kwarg(QStringLiteral("dtype"));
                t.dtype = dt.k == V::DType ? dt.s : QStringLiteral("float32");
                return t;
            }
            if (fn == QLatin1String("empty_like") || fn == QLatin1String("zeros_like") || fn == QLatin1String("ones_like")
                || fn == QLatin1String("full_like") || fn == QLatin1String("rand_like")) {
                V t = args.at(0);
                if (t.k != V::Tensor)
                    return {};
                const V dt = args.kwarg(QStringLiteral("dtype"));
                if (dt.k == V::DType)
                    t.dtype = dt.s;
                return t;
            }
            if (fn == QLatin1String("squeeze")) {
                V t = args.at(0);
                const V d = args.at(1, QStringLiteral("dim"));
                if (t.k != V::Tensor)
                    return {};
                if (d.k == V::Int) {
                    const qint64 k = d.i < 0 ? t.shape.size() + d.i : d.i;
                    if (k >= 0 && k < t.shape.size() && t.shape.at(k) == 1)
                        t.shape.removeAt(k);
                } else {
                    t.shape.removeAll(1);
                }
                return t;
            }
            return {};
        }
        if (n.startsWith(QLatin1String("tl.")) || n.startsWith(QLatin1String("triton.language.")))
            return tlCall(n.section(QLatin1Char('.'), -1), args);
        // Anything else with blocks among its arguments: an elementwise function (tl.math, libdevice).
        for (const V &a : args.pos)
            if (a.k == V::Block) {
                V out = a;
                out.axis = -1;
                out.isPtr = false;
                return out;
            }
        return {};
    }

    V tlCall(const QString &fn, const Args &args)
    {
        if (fn == QLatin1String("cdiv") && args.at(0).k == V::Int && args.at(1).k == V::Int && args.at(1).i != 0)
            return V::integer((args.at(0).i + args.at(1).i - 1) / args.at(1).i);
        if (!walk)
            return {};
        if (fn == QLatin1String("program_id")) {
            const V ax = args.at(0, QStringLiteral("axis"));
            V pid;
            pid.k = V::Pid;
            pid.axis = ax.k == V::Int ? int(ax.i) : 0;
            pid.coef = 1;
            return pid;
        }
        if (fn == QLatin1String("num_programs")) {
            const V ax = args.at(0, QStringLiteral("axis"));
            const qint64 a = ax.k == V::Int ? ax.i : 0;
            return a >= 0 && a < grid.size() ? V::integer(grid.at(a)) : V();
        }
        if (fn == QLatin1String("arange")) {
            const V lo = args.at(0, QStringLiteral("start")), hi = args.at(1, QStringLiteral("end"));
            if (lo.k != V::Int || hi.k != V::Int || hi.i <= lo.i)
                return {};
            V b = V::block({ hi.i - lo.i }, QStringLiteral("int32"));
            if (lo.i == 0) {
                b.axis = -2; // a plain arange(0, n): program_id(axis) * n + it keeps the program-id form
                b.ext = hi.i;
            }
            return b;
        }
        if (fn == QLatin1String("zeros") || fn == QLatin1String("full")) {
            const QList<qint64> shape = shapeOf(args.at(0, QStringLiteral("shape")));
            const V dt = fn == QLatin1String("zeros") ? args.at(1, QStringLiteral("dtype")) : args.at(2, QStringLiteral("dtype"));
            return shape.isEmpty() ? V() : V::block(shape, dt.k == V::DType ? dt.s : QString());
        }
        if (fn == QLatin1String("cdiv") || fn == QLatin1String("minimum") || fn == QLatin1String("maximum")) {
            if (args.at(0).isNum() && args.at(1).isNum()) {
                Args a = args;
                return call(V::str(fn == QLatin1String("cdiv")       ? QStringLiteral("triton.cdiv")
                                    : fn == QLatin1String("minimum") ? QStringLiteral("min")
                                                                     : QStringLiteral("max"),
                                V::Module),
                    a);
            }
        }
        if (fn == QLatin1String("multiple_of") || fn == QLatin1String("max_contiguous") || fn == QLatin1String("static_assert"))
            return args.at(0);
        if (fn == QLatin1String("load")) {
            const V ptr = args.at(0, QStringLiteral("pointer"));
            const V mask = args.at(1, QStringLiteral("mask"));
            Access a;
            a.line = curLine;
            a.loopDepth = loopDepth;
            if (ptr.k == V::Block && ptr.isPtr) {
                a.elements = elements(ptr.shape);
                a.dtype = ptr.dtype;
                a.masked = mask.k == V::Block ? mask.masked : -1;
                walk->accesses << a;
                return V::block(ptr.shape, ptr.dtype);
            }
            if (ptr.k == V::Pointer) {
                a.elements = 1;
                a.dtype = ptr.dtype;
                walk->accesses << a;
                V s;
                s.k = V::Unknown;
                return s;
            }
            return {};
        }
        if (fn == QLatin1String("store")) {
            const V ptr = args.at(0, QStringLiteral("pointer"));
            const V mask = args.at(2, QStringLiteral("mask"));
            Access a;
            a.line = curLine;
            a.store = true;
            a.loopDepth = loopDepth;
            if (ptr.k == V::Block && ptr.isPtr) {
                a.elements = elements(ptr.shape);
                a.dtype = ptr.dtype;
                a.masked = mask.k == V::Block ? mask.masked : -1;
                walk->accesses << a;
            } else if (ptr.k == V::Pointer) {
                a.elements = 1;
                a.dtype = ptr.dtype;
                walk->accesses << a;
            }
            return {};
        }
        if (fn == QLatin1String("dot")) {
            const V a = args.at(0, QStringLiteral("input")), b = args.at(1, QStringLiteral("other"));
            if (a.k != V::Block || b.k != V::Block || a.shape.size() < 2 || b.shape.size() < 2)
                return {};
            Dot d;
            d.line = curLine;
            d.m = a.shape.at(a.shape.size() - 2);
            d.k = a.shape.last();
            d.n = b.shape.last();
            d.dtypeA = a.dtype;
            d.dtypeB = b.dtype;
            const V prec = args.kwarg(QStringLiteral("input_precision"));
            const V tf32 = args.kwarg(QStringLiteral("allow_tf32"));
            if (prec.k == V::Str)
                d.precision = prec.s;
            else if (tf32.isNum())
                d.precision = tf32.num() != 0 ? QStringLiteral("tf32") : QStringLiteral("ieee");
            walk->dots << d;
            QList<qint64> shape = a.shape;
            shape.last() = d.n;
            return V::block(shape, QStringLiteral("float32"));
        }
        if (fn == QLatin1String("sum") || fn == QLatin1String("max") || fn == QLatin1String("min")
            || fn == QLatin1String("argmax") || fn == QLatin1String("argmin") || fn == QLatin1String("xor_sum")
            || fn == QLatin1String("reduce")) {
            const V r = reduce(args.at(0), args.at(1, QStringLiteral("axis")));
            if (args.kwarg(QStringLiteral("return_indices")).isNum() && args.kwarg(QStringLiteral("return_indices")).num() != 0)
                return V::tuple({ r, r });
            return r;
        }
        if (fn == QLatin1String("trans") || fn == QLatin1String("permute")) {
            V a = args.at(0);
            if (a.k != V::Block)
                return {};
            std::reverse(a.shape.begin(), a.shape.end());
            a.axis = -1;
            return a;
        }
        if (fn == QLatin1String("reshape") || fn == QLatin1String("view") || fn == QLatin1String("broadcast_to")) {
            V a = args.at(0);
            const QList<qint64> shape = shapeOf(args.at(1, QStringLiteral("shape")));
            if (a.k != V::Block || shape.isEmpty())
                return {};
            a.shape = shape;
            a.axis = -1;
            return a;
        }
        if (fn == QLatin1String("where")) {
            V out;
            for (const V &x : args.pos)
                if (x.k == V::Block) {
                    if (out.k != V::Block) {
                        out = x;
                    } else if (const auto s = broadcast(out.shape, x.shape)) {
                        out.shape = *s;
                    }
                }
            if (args.pos.size() == 3 && args.pos[1].k == V::Block)
                out.dtype = args.pos[1].dtype, out.isPtr = args.pos[1].isPtr;
            out.axis = -1;
            out.masked = -1;
            return out.k == V::Block ? out : V();
        }
        // Elementwise (tl.exp, tl.sqrt, tl.abs, tl.sigmoid, ...): the shape of its block argument.
        for (const V &a : args.pos)
            if (a.k == V::Block) {
                V out = a;
                out.axis = -1;
                out.isPtr = false;
                out.masked = -1;
                return out;
            }
        return {};
    }

    // ---- statements ----
    enum class Flow { Next, Return, Stop };

    V callFunction(const Function &f, const Args &args)
    {
        const Deeper deeper(depth);
        if (f.name.isEmpty() || --budget < 0 || depth > MaxDepth)
            return {};
        Env env;
        for (int i = 0; i < f.params.size(); ++i) {
            V v = args.at(i, f.params.at(i));
            if (!v.known() && i >= args.pos.size() && f.defaults.contains(f.params.at(i))) {
                Env empty;
                v = eval(f.defaults.value(f.params.at(i)), empty);
            }
            env.insert(f.params.at(i), v);
        }
        V result;
        const QString file = curFile;
        curFile = f.file;
        run(f.body, env, &result);
        curFile = file;
        return result;
    }

    Flow run(const QList<Stmt> &body, Env &env, V *result)
    {
        for (qsizetype i = 0; i < body.size(); ++i) {
            const Stmt &s = body.at(i);
            if (--budget < 0)
                return Flow::Stop;
            curLine = s.line;
            const QString &t = s.text;
            if (t.startsWith(QLatin1String("return")) && (t.size() == 6 || !t.at(6).isLetterOrNumber())) {
                if (result)
                    *result = t.size() > 6 ? evalText(t.mid(6), env) : V::none();
                return Flow::Return;
            }
            if (t.startsWith(QLatin1String("if ")) && t.endsWith(QLatin1Char(':'))) {
                // if / elif / else chain
                QList<const Stmt *> chain { &s };
                while (i + 1 < body.size()
                    && (body.at(i + 1).text.startsWith(QLatin1String("elif ")) || body.at(i + 1).text == QLatin1String("else:")))
                    chain << &body.at(++i);
                bool decided = false;
                for (const Stmt *c : chain) {
                    const bool isElse = c->text == QLatin1String("else:");
                    V cond;
                    if (!isElse) {
                        const QString ct = c->text.mid(c->text.indexOf(QLatin1Char(' ')) + 1).chopped(1);
                        cond = evalText(ct, env);
                        if (!cond.isNum()) {
                            if (walk) { // a kernel's branch on a runtime value: its accesses count as written
                                const Flow fl = run(c->body, env, result);
                                if (fl != Flow::Next)
                                    return fl;
                                continue;
                            }
                            decided = true; // unknown: neither branch is taken for sure
                            break;
                        }
                    }
                    if (isElse || cond.num() != 0) {
                        const Flow fl = run(c->body, env, result);
                        if (fl != Flow::Next)
                            return fl;
                        decided = true;
                        break;
                    }
                }
                Q_UNUSED(decided);
                continue;
            }
            if ((t.startsWith(QLatin1String("with ")) || t == QLatin1String("try:") || t.startsWith(QLatin1String("else:")))
                && t.endsWith(QLatin1Char(':'))) {
                const Flow fl = run(s.body, env, result);
                if (fl != Flow::Next)
                    return fl;
                continue;
            }
            if (t.startsWith(QLatin1String("for ")) && t.endsWith(QLatin1Char(':'))) {
                static const QRegularExpression forIn(QStringLiteral(R"(^for\s+(.+?)\s+in\s+(.+):$)"));
                const auto m = forIn.match(t);
                if (!m.hasMatch())
                    continue;
                const QString var = m.captured(1).trimmed();
                const QString iter = m.captured(2).trimmed();
                qint64 trips = -1;
                static const QRegularExpression rangeCall(QStringLiteral(R"(^(?:tl\.)?(?:range|static_range)\s*\((.*)\)$)"));
                if (const auto r = rangeCall.match(iter); r.hasMatch()) {
                    const QStringList parts = splitTop(r.captured(1), QLatin1Char(','));
                    VList vals;
                    for (const QString &part : parts)
                        if (!part.contains(QLatin1Char('='))) // num_stages=..., loop_unroll_factor=...
                            vals << evalText(part, env);
                    qint64 lo = 0, hi = 0, step = 1;
                    bool ok = !vals.isEmpty();
                    for (const V &v : vals)
                        ok = ok && v.k == V::Int;
                    if (ok) {
                        if (vals.size() == 1)
                            hi = vals[0].i;
                        else {
                            lo = vals[0].i;
                            hi = vals[1].i;
                            if (vals.size() > 2)
                                step = vals[2].i;
                        }
                        if (step != 0)
                            trips = std::max<qint64>(0, step > 0 ? (hi - lo + step - 1) / step : (lo - hi - step - 1) / -step);
                    }
                }
                if (walk) {
                    walk->loops << Loop { s.line, trips };
                    env.insert(var, V()); // the body once, for its shapes: the induction variable is not one value
                    ++loopDepth;
                    const Flow fl = run(s.body, env, result);
                    --loopDepth;
                    if (fl != Flow::Next)
                        return fl;
                } else {
                    notes << EngineText::english("Diagnosis", "%1:%2: a loop of the wrapper is not followed")
                                 .arg(curFile)
                                 .arg(s.line);
                }
                continue;
            }
            if (t.startsWith(QLatin1String("while ")) && t.endsWith(QLatin1Char(':'))) {
                if (walk) {
                    walk->loops << Loop { s.line, -1 };
                    ++loopDepth;
                    const Flow fl = run(s.body, env, result);
                    --loopDepth;
                    if (fl != Flow::Next)
                        return fl;
                }
                continue;
            }
            if (t.endsWith(QLatin1Char(':'))) // def, class, except, ...: not followed
                continue;
            if (t.startsWith(QLatin1String("assert ")) || t == QLatin1String("pass") || t.startsWith(QLatin1String("import "))
                || t.startsWith(QLatin1String("from ")) || t.startsWith(QLatin1String("raise"))
                || t.startsWith(QLatin1String("global ")))
                continue;
            assignOrExpr(t, env);
        }
        return Flow::Next;
    }

    void assign(const QString &target, const V &v, Env &env)
    {
        const QString tg = target.trimmed();
        QStringList names = splitTop(tg, QLatin1Char(','));
        if (names.size() == 1 && tg.startsWith(QLatin1Char('(')) && tg.endsWith(QLatin1Char(')')))
            names = splitTop(tg.mid(1, tg.size() - 2), QLatin1Char(','));
        if (names.size() > 1) {
            for (int i = 0; i < names.size(); ++i)
                assign(names.at(i), v.k == V::Tuple && i < v.items->size() ? v.items->at(i) : V(), env);
            return;
        }
        static const QRegularExpression ident(QStringLiteral(R"(^[A-Za-z_]\w*$)"));
        if (ident.match(tg).hasMatch())
            env.insert(tg, v);
        // a[i] = ..., self.x = ...: not tracked
    }

    void assignOrExpr(const QString &t, Env &env)
    {
        QList<Tok> toks = tokenize(t);
        // Augmented assignment: x += e.
        for (int i = 0; i < toks.size(); ++i) {
            const Tok &k = toks.at(i);
            if (k.t == Tok::Op && k.s.size() >= 2 && k.s.endsWith(QLatin1Char('=')) && k.s != QLatin1String("==")
                && k.s != QLatin1String("!=") && k.s != QLatin1String("<=") && k.s != QLatin1String(">=")) {
                const QString name = t.left(t.indexOf(k.s)).trimmed();
                const V rhs = eval(toks.mid(i + 1), env);
                const V lhs = env.value(name);
                if (env.contains(name)) {
                    V out = arith(k.s.chopped(1), lhs, rhs);
                    if (lhs.k == V::Block && lhs.isPtr) // a pointer block advanced by a step stays one
                        out = lhs;
                    env.insert(name, out);
                }
                return;
            }
        }
        // Plain assignment(s): a = b = e; the last part is the value.
        QList<int> eqs;
        int depth = 0;
        for (int i = 0; i < toks.size(); ++i) {
            const Tok &k = toks.at(i);
            if (k.t == Tok::Op && (k.s == QLatin1String("(") || k.s == QLatin1String("[") || k.s == QLatin1String("{")))
                ++depth;
            if (k.t == Tok::Op && (k.s == QLatin1String(")") || k.s == QLatin1String("]") || k.s == QLatin1String("}")))
                --depth;
            if (depth == 0 && k.t == Tok::Op && k.s == QLatin1String("="))
                eqs << i;
            if (depth == 0 && k.t == Tok::Name && k.s == QLatin1String("lambda"))
                break;
        }
        if (eqs.isEmpty()) {
            eval(toks, env);
            return;
        }
        QList<Tok> rhs = toks.mid(eqs.last() + 1);
        // Annotated: x: int = e
        const V v = eval(rhs, env);
        // Targets are the text before each '='.
        QStringList parts;
        {
            int d = 0, start = 0;
            QChar quote;
            for (int i = 0; i < t.size(); ++i) {
                const QChar c = t.at(i);
                if (!quote.isNull()) {
                    if (c == quote)
                        quote = QChar();
                    continue;
                }
                if (c == QLatin1Char('"') || c == QLatin1Char('\''))
                    quote = c;
                if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{'))
                    ++d;
                if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}'))
                    --d;
                if (d == 0 && c == QLatin1Char('=') && (i + 1 >= t.size() || t.at(i + 1) != QLatin1Char('='))
                    && (i == 0 || !QStringLiteral("=!<>+-*/%&|^:").contains(t.at(i - 1)))) {
                    parts << t.mid(start, i - start);
                    start = i + 1;
                    if (parts.size() == eqs.size())
                        break;
                }
            }
        }
        for (QString target : parts) {
            if (const int colon = int(target.indexOf(QLatin1Char(':'))); colon > 0 && !target.contains(QLatin1Char('[')))
                target = target.left(colon);
            assign(target, v, env);
        }
    }

    // ---- launches ----
    void recordLaunch(const QString &kernel, const V &grid, const Args &args)
    {
        const Function &k = functions.value(kernel);
        Launch l;
        l.kernel = kernel;
        l.file = curFile;
        l.line = curLine;
        l.grid = grid;
        for (int i = 0; i < k.params.size(); ++i)
            l.bound.insert(k.params.at(i), args.at(i, k.params.at(i)));
        for (const auto &[name, v] : args.kw)
            if (!k.params.contains(name))
                l.bound.insert(name, v);
        // Constexpr defaults of the kernel's signature.
        for (auto it = k.defaults.cbegin(); it != k.defaults.cend(); ++it)
            if (!l.bound.value(it.key()).known()) {
                Env empty;
                l.bound.insert(it.key(), eval(it.value(), empty));
            }
        launches << l;
    }
};

// ---- the facts ------------------------------------------------------------------------------------------------

V argValue(const LaunchArg &a)
{
    if (a.tensor) {
        V t;
        t.k = V::Tensor;
        t.shape = a.shape;
        t.dtype = a.dtype;
        return t;
    }
    if (a.value.typeId() == QMetaType::Bool)
        return V::boolean(a.value.toBool());
    if (a.value.typeId() == QMetaType::Double || a.value.typeId() == QMetaType::Float) {
        const double d = a.value.toDouble();
        return d == std::floor(d) && std::abs(d) < 9e15 && !a.value.toString().contains(QLatin1Char('.')) ? V::integer(qint64(d))
                                                                                                          : V::real(d);
    }
    if (a.value.canConvert<qint64>() && a.value.typeId() != QMetaType::QString)
        return V::integer(a.value.toLongLong());
    if (a.value.typeId() == QMetaType::QString)
        return V::str(a.value.toString());
    return {};
}

QString describe(const V &v)
{
    switch (v.k) {
    case V::Int:
    case V::Bool:
        return QString::number(v.i);
    case V::Float:
        return QString::number(v.f, 'g', 6);
    case V::Str:
        return v.s;
    default:
        return {};
    }
}

} // namespace LaunchEval

QJsonObject LaunchFact::toJson() const
{
    QJsonObject o { { QStringLiteral("name"), name }, { QStringLiteral("value"), QJsonValue::fromVariant(value) },
        { QStringLiteral("kernel"), kernel } };
    o.insert(QStringLiteral("case"), caseName.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(caseName));
    if (!variant.isEmpty())
        o.insert(QStringLiteral("variant"), variant);
    QJsonObject src { { QStringLiteral("kind"), sourceKind } };
    if (!artifact.isEmpty())
        src.insert(QStringLiteral("artifact"), artifact);
    if (line > 0)
        src.insert(QStringLiteral("line"), line);
    if (!metric.isEmpty())
        src.insert(QStringLiteral("metric"), metric);
    o.insert(QStringLiteral("source"), src);
    if (!detail.isEmpty())
        o.insert(QStringLiteral("detail"), detail);
    return o;
}

QJsonObject LaunchFacts::toJson() const
{
    QJsonArray f;
    for (const LaunchFact &x : facts)
        f.append(x.toJson());
    return { { QStringLiteral("facts"), f }, { QStringLiteral("notes"), QJsonArray::fromStringList(notes) } };
}

QString LaunchFacts::text() const
{
    QStringList lines;
    QString group;
    for (const LaunchFact &f : facts) {
        const QString g = f.kernel + (f.caseName.isEmpty() ? QString() : QStringLiteral(", case ") + f.caseName)
            + (f.variant.isEmpty() ? QString() : QStringLiteral(", ") + f.variant);
        if (g != group) {
            lines << QStringLiteral("- %1:").arg(g);
            group = g;
        }
        QString value = f.value.typeId() == QMetaType::QVariantList
            ? QStringLiteral("(%1)").arg(f.value.toStringList().join(QStringLiteral(", ")))
            : f.value.typeId() == QMetaType::Double ? QString::number(f.value.toDouble(), 'g', 4)
                                                    : f.value.toString();
        QString where = f.sourceKind;
        if (!f.artifact.isEmpty())
            where += QLatin1Char(' ') + f.artifact + (f.line > 0 ? QStringLiteral(":%1").arg(f.line) : QString());
        if (!f.metric.isEmpty())
            where += QLatin1Char(' ') + f.metric;
        lines << QStringLiteral("  - %1 = %2%3 [%4]")
                     .arg(f.name, value, f.detail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(f.detail), where);
    }
    for (const QString &n : notes)
        lines << QStringLiteral("- not computed: %1").arg(n);
    return lines.join(QLatin1Char('\n'));
}

namespace {

using namespace LaunchEval;

struct FactSink {
    LaunchFacts *out;
    QString kernel, caseName, variant;
    void add(const QString &name, const QVariant &value, const QString &kind, const QString &artifact, int line,
        const QString &detail = {}, const QString &metric = {}, bool perCase = true)
    {
        LaunchFact f { name, value, kernel, perCase ? caseName : QString(), perCase ? variant : QString(), kind, artifact, line,
            metric, detail };
        for (const LaunchFact &g : std::as_const(out->facts))
            if (g.name == f.name && g.kernel == f.kernel && g.caseName == f.caseName && g.variant == f.variant && g.line == f.line
                && g.metric == f.metric)
                return;
        out->facts << f;
    }
};

double round3(double v)
{
    return std::round(v * 1000) / 1000;
}

// Resident programs per SM: the least of the warp limit, the block limit and, when the IR metadata holds them,
// the register and shared-memory limits.
std::pair<qint64, QString> residentPerCore(const HardwareModel &hw, qint64 warps, const Facts *facts)
{
    QList<std::pair<qint64, QString>> limits;
    if (hw.maxWarpsPerCore > 0 && warps > 0)
        limits.append({ hw.maxWarpsPerCore / warps, QStringLiteral("%1 warps per SM / %2").arg(hw.maxWarpsPerCore).arg(warps) });
    if (hw.maxBlocksPerCore > 0)
        limits.append({ hw.maxBlocksPerCore, QStringLiteral("%1 blocks per SM").arg(hw.maxBlocksPerCore) });
    if (facts && hw.registersPerCore > 0 && hw.threadsPerWarp > 0 && warps > 0
        && facts->number(QStringLiteral("meta.n_regs")) > 0) {
        const qint64 regs = qint64(facts->number(QStringLiteral("meta.n_regs")));
        limits.append({ hw.registersPerCore / (regs * hw.threadsPerWarp * warps),
            QStringLiteral("%1 registers per SM / (%2 per thread × %3 threads)")
                .arg(hw.registersPerCore)
                .arg(regs)
                .arg(hw.threadsPerWarp * warps) });
    }
    if (facts && hw.sharedMemoryPerCore > 0 && facts->number(QStringLiteral("meta.shared")) > 0) {
        const qint64 shared = qint64(facts->number(QStringLiteral("meta.shared")));
        limits.append({ hw.sharedMemoryPerCore / shared,
            QStringLiteral("%1 bytes of shared memory per SM / %2 per program").arg(hw.sharedMemoryPerCore).arg(shared) });
    }
    if (limits.isEmpty())
        return { 0, {} };
    auto best = limits.first();
    for (const auto &l : limits)
        if (l.first < best.first)
            best = l;
    return best;
}

} // namespace

LaunchFacts computeLaunchFacts(const LaunchInputs &in)
{
    LaunchFacts out;
    const HardwareModel &hw = in.hardware;
    const Facts *irFacts = in.facts;
    const QString src = in.kernelFile.isEmpty() ? QStringLiteral("kernel.py") : in.kernelFile;
    for (const LaunchCase &c : in.cases) {
        Interp it;
        it.addFile(in.kernelText, src);
        if (!in.callText.isEmpty())
            it.addFile(in.callText, in.callFile);
        VList args;
        for (const LaunchArg &a : c.args)
            args << argValue(a);
        Interp::Args callArgs;
        QString fn;
        if (!in.callText.isEmpty() && it.functions.contains(in.callFunction)) {
            fn = in.callFunction;
            callArgs.pos << (in.pack == QLatin1String("single") && args.size() == 1 ? args.first() : V::tuple(args));
        } else if (!in.entry.isEmpty() && it.functions.contains(in.entry.first())) {
            fn = in.entry.first();
            callArgs.pos = args;
        } else {
            out.notes << EngineText::english("Diagnosis", "%1: no function %2 to call the cases with")
                             .arg(in.callText.isEmpty() ? src : in.callFile,
                                 in.callText.isEmpty() ? in.entry.value(0) : in.callFunction);
            break;
        }
        it.curFile = in.callText.isEmpty() ? src : in.callFile;
        it.callFunction(it.functions.value(fn), callArgs);
        for (const QString &n : std::as_const(it.notes))
            if (!out.notes.contains(n))
                out.notes << n;
        if (it.launches.isEmpty()) {
            const QString n = EngineText::english("Diagnosis", "%1: calling %2 with case %3 reached no kernel[grid](...) launch")
                                  .arg(src, fn, c.name);
            out.notes << n;
            continue;
        }
        for (const Launch &l : std::as_const(it.launches))
            if (l.file == src && !out.reached.contains(std::pair(l.kernel, l.line)))
                out.reached.append({ l.kernel, l.line });
        for (const Launch &l : std::as_const(it.launches)) {
            if (!in.kernel.isEmpty() && l.kernel != in.kernel)
                continue;
            const Function &k = it.functions.value(l.kernel);
            // Autotune configs and heuristics decide constexprs the call leaves open: one variant per config.
            QList<std::pair<QString, Env>> variants;
            Env base = l.bound;
            for (const QString &d : k.decorators) {
                if (d.startsWith(QLatin1String("triton.heuristics"))) {
                    Env env;
                    const V h = it.evalText(d.mid(d.indexOf(QLatin1Char('(')) + 1).chopped(1), env);
                    if (h.k == V::Dict) {
                        V argsDict;
                        argsDict.k = V::Dict;
                        argsDict.items = std::make_shared<VList>();
                        argsDict.values = std::make_shared<VList>();
                        for (auto b = base.cbegin(); b != base.cend(); ++b) {
                            argsDict.items->append(V::str(b.key()));
                            argsDict.values->append(b.value());
                        }
                        for (qsizetype i = 0; i < h.items->size(); ++i) {
                            Interp::Args a;
                            a.pos << argsDict;
                            base.insert(h.items->at(i).s, it.call(h.values->at(i), a));
                        }
                    }
                }
            }
            for (const QString &d : k.decorators)
                if (d.startsWith(QLatin1String("triton.autotune"))) {
                    Env env;
                    const V cfgCall = it.evalText(QStringLiteral("dict") + d.mid(d.indexOf(QLatin1Char('('))), env);
                    V configs;
                    if (cfgCall.k == V::Dict)
                        for (qsizetype i = 0; i < cfgCall.items->size(); ++i)
                            if (cfgCall.items->at(i).s == QLatin1String("configs"))
                                configs = cfgCall.values->at(i);
                    if (configs.k != V::Tuple || configs.items->isEmpty()) {
                        out.notes << EngineText::english("Diagnosis", "%1:%2: the autotune configs of %3 could not be read")
                                         .arg(src)
                                         .arg(k.line)
                                         .arg(k.name);
                        continue;
                    }
                    for (qsizetype i = 0; i < configs.items->size(); ++i) {
                        const V &cfg = configs.items->at(i);
                        if (cfg.k != V::Dict)
                            continue;
                        Env e = base;
                        QStringList set;
                        for (qsizetype j = 0; j < cfg.items->size(); ++j) {
                            e.insert(cfg.items->at(j).s, cfg.values->at(j));
                            set << QStringLiteral("%1=%2").arg(cfg.items->at(j).s, describe(cfg.values->at(j)));
                        }
                        variants.append({ QStringLiteral("config %1 of %2: %3")
                                              .arg(i + 1)
                                              .arg(configs.items->size())
                                              .arg(set.join(QStringLiteral(", "))),
                            e });
                    }
                }
            if (variants.isEmpty())
                variants.append({ QString(), base });
            for (const auto &[variant, bound] : std::as_const(variants)) {
                FactSink sink { &out, l.kernel, c.name, variant };
                // The grid: a tuple, a number, or a function of the launch's meta-parameters.
                V g = l.grid;
                if (g.k == V::Lambda || g.k == V::Func) {
                    V meta;
                    meta.k = V::Dict;
                    meta.items = std::make_shared<VList>();
                    meta.values = std::make_shared<VList>();
                    for (auto b = bound.cbegin(); b != bound.cend(); ++b) {
                        meta.items->append(V::str(b.key()));
                        meta.values->append(b.value());
                    }
                    Interp::Args a;
                    a.pos << meta;
                    g = it.call(g, a);
                }
                QList<qint64> grid = Interp::shapeOf(g);
                if (grid.isEmpty() || std::any_of(grid.cbegin(), grid.cend(), [](qint64 d) { return d < 0; })) {
                    out.notes << EngineText::english("Diagnosis", "%1:%2: the grid of %3 for case %4 could not be evaluated")
                                     .arg(l.file)
                                     .arg(l.line)
                                     .arg(l.kernel, c.name);
                    continue;
                }
                const qint64 programs = elements(grid);
                QVariantList gridList;
                for (qint64 d : grid)
                    gridList << d;
                sink.add(QStringLiteral("grid"), gridList, QStringLiteral("source"), l.file, l.line);
                sink.add(QStringLiteral("programs"), programs, QStringLiteral("source"), l.file, l.line);
                const V w = bound.value(QStringLiteral("num_warps"));
                const qint64 warps = w.k == V::Int ? w.i : 4;
                sink.add(QStringLiteral("num_warps"), warps, QStringLiteral("source"), l.file, l.line,
                    w.k == V::Int ? QString() : QStringLiteral("not given: Triton's default"));
                for (const QString &p : k.params) // in the signature's order
                    if (const V v = bound.value(p); v.k == V::Int && p.toUpper() == p && p.size() > 1)
                        sink.add(QStringLiteral("constexpr.") + p, v.i, QStringLiteral("source"), l.file, l.line);
                if (hw.cores > 0) {
                    sink.add(QStringLiteral("programs_per_sm"), round3(double(programs) / hw.cores), QStringLiteral("hardware"),
                        {}, 0, QStringLiteral("%1 programs / %2 SMs of %3").arg(programs).arg(hw.cores).arg(hw.id));
                    const auto [resident, why] = residentPerCore(hw, warps, irFacts);
                    if (resident > 0) {
                        sink.add(QStringLiteral("resident_per_sm"), resident, QStringLiteral("hardware"), {}, 0, why);
                        sink.add(QStringLiteral("waves"), round3(double(programs) / double(resident * hw.cores)),
                            QStringLiteral("hardware"), {}, 0,
                            QStringLiteral("%1 programs / (%2 SMs × %3 resident)").arg(programs).arg(hw.cores).arg(resident));
                    }
                }
                // The kernel body with the launch's values.
                KernelWalk walk;
                Interp kw;
                kw.functions = it.functions;
                kw.walk = &walk;
                kw.grid = grid;
                kw.curFile = k.file;
                Env env;
                for (const QString &p : k.params) {
                    V v = bound.value(p);
                    if (v.k == V::Tensor) {
                        V ptr;
                        ptr.k = V::Pointer;
                        ptr.dtype = v.dtype;
                        v = ptr;
                    }
                    env.insert(p, v);
                }
                kw.run(k.body, env, nullptr);
                // The widest access: elements per program, per thread, bytes per thread.
                const Access *widest = nullptr;
                for (const Access &a : std::as_const(walk.accesses))
                    if (!widest || a.elements > widest->elements)
                        widest = &a;
                const qint64 threads = hw.threadsPerWarp > 0 ? warps * hw.threadsPerWarp : 0;
                if (widest) {
                    const QString what = QStringLiteral("%1 at line %2")
                                             .arg(widest->store ? QStringLiteral("tl.store") : QStringLiteral("tl.load"))
                                             .arg(widest->line);
                    sink.add(QStringLiteral("elements_per_program"), widest->elements, QStringLiteral("source"), k.file,
                        widest->line, what);
                    if (threads > 0) {
                        sink.add(QStringLiteral("elements_per_thread"), round3(double(widest->elements) / double(threads)),
                            QStringLiteral("source"), k.file, widest->line,
                            QStringLiteral("%1 elements / (%2 warps × %3 threads)")
                                .arg(widest->elements)
                                .arg(warps)
                                .arg(hw.threadsPerWarp));
                        if (dtypeBytes(widest->dtype) > 0)
                            sink.add(QStringLiteral("bytes_per_thread"),
                                round3(double(widest->elements) * dtypeBytes(widest->dtype) / double(threads)),
                                QStringLiteral("source"), k.file, widest->line,
                                QStringLiteral("%1 of %2 bytes").arg(widest->dtype).arg(dtypeBytes(widest->dtype)));
                    }
                }
                for (const Access &a : std::as_const(walk.accesses))
                    if (a.masked >= 0)
                        sink.add(QStringLiteral("masked_last_block"), round3(a.masked), QStringLiteral("source"), k.file, a.line,
                            QStringLiteral("share of the last program's lanes its mask turns off (%1 at line %2)")
                                .arg(a.store ? QStringLiteral("tl.store") : QStringLiteral("tl.load"))
                                .arg(a.line));
                for (const Loop &lp : std::as_const(walk.loops))
                    if (lp.trips >= 0)
                        sink.add(QStringLiteral("iterations"), lp.trips, QStringLiteral("source"), k.file, lp.line,
                            QStringLiteral("trips of the loop per program"));
                for (const Dot &d : std::as_const(walk.dots)) {
                    const QString prec = !d.precision.isEmpty() ? d.precision
                        : d.dtypeA == QLatin1String("float32")  ? QStringLiteral("tf32")
                                                                : precisionOf(d.dtypeA);
                    const QString effective = prec == QLatin1String("ieee") ? QStringLiteral("fp32")
                        : prec == QLatin1String("tf32x3")                   ? QStringLiteral("tf32")
                        : d.dtypeA == QLatin1String("float32")              ? prec
                                                                            : precisionOf(d.dtypeA);
                    sink.add(QStringLiteral("dot"), QStringLiteral("%1x%2x%3 %4").arg(d.m).arg(d.n).arg(d.k).arg(effective),
                        QStringLiteral("source"), k.file, d.line,
                        QStringLiteral("M×N×K of tl.dot; operands %1, %2; input precision %3%4")
                            .arg(d.dtypeA.isEmpty() ? QStringLiteral("?") : d.dtypeA,
                                d.dtypeB.isEmpty() ? QStringLiteral("?") : d.dtypeB, prec,
                                d.precision.isEmpty() ? QStringLiteral(" (the default)") : QString()));
                    if (hw.tensorCoreMinDim > 0 || !hw.tensorCoreInputs.isEmpty()) {
                        QStringList why;
                        if (!hw.tensorCoreInputs.isEmpty() && !hw.tensorCoreInputs.contains(effective))
                            why << QStringLiteral("%1 is not a tensor-core input (%2)")
                                       .arg(effective, hw.tensorCoreInputs.join(QStringLiteral(", ")));
                        if (hw.tensorCoreMinDim > 0 && std::min({ d.m, d.n, d.k }) < hw.tensorCoreMinDim)
                            why << QStringLiteral("a dimension below the tensor-core minimum %1").arg(hw.tensorCoreMinDim);
                        sink.add(QStringLiteral("dot_on_tensor_cores"), why.isEmpty(), QStringLiteral("hardware"), k.file, d.line,
                            why.isEmpty() ? QStringLiteral("%1 with every dimension at least %2 on %3")
                                                .arg(effective)
                                                .arg(hw.tensorCoreMinDim)
                                                .arg(hw.id)
                                          : why.join(QStringLiteral("; ")));
                    }
                }
            }
        }
    }
    // What the IR and the profile say, when held (the same for every case: one compiled kernel, one profiled launch).
    if (irFacts) {
        const QString kname = irFacts->has(QStringLiteral("kernel")) ? irFacts->string(QStringLiteral("kernel")) : in.kernel;
        FactSink sink { &out, kname, {}, {} };
        auto origin = [&](const QString &name) { return irFacts->origins.value(name); };
        const int v4 = int(irFacts->number(QStringLiteral("ptx.ld_global.v4"))),
                  v2 = int(irFacts->number(QStringLiteral("ptx.ld_global.v2"))),
                  s1 = int(irFacts->number(QStringLiteral("ptx.ld_global.scalar")));
        if (v4 + v2 + s1 > 0) {
            const int width = v4 > 0 ? 4 : v2 > 0 ? 2 : 1;
            sink.add(QStringLiteral("vector_width"), width, QStringLiteral("ir"),
                origin(QStringLiteral("ptx.ld_global.v4")).artifact, 0,
                QStringLiteral("widest global load in the PTX: %1 ld.global.v4, %2 .v2, %3 scalar").arg(v4).arg(v2).arg(s1),
                QStringLiteral("ptx.ld_global.v4"), false);
        }
        if (irFacts->has(QStringLiteral("ttgir.size_per_thread.max")))
            sink.add(QStringLiteral("size_per_thread"), irFacts->number(QStringLiteral("ttgir.size_per_thread.max")),
                QStringLiteral("ir"), origin(QStringLiteral("ttgir.size_per_thread.max")).artifact,
                origin(QStringLiteral("ttgir.size_per_thread.max")).line,
                QStringLiteral("largest sizePerThread of the TTGIR's blocked layouts"),
                QStringLiteral("ttgir.size_per_thread.max"), false);
        if (irFacts->has(QStringLiteral("dot.m"))) {
            const FactOrigin o = origin(QStringLiteral("dot.m"));
            const QString type = irFacts->string(QStringLiteral("dot.operand_type"));
            const QString prec = irFacts->has(QStringLiteral("dot.input_precision"))
                ? irFacts->string(QStringLiteral("dot.input_precision"))
                : QStringLiteral("ieee");
            const QString effective = type == QLatin1String("f32")
                ? (prec == QLatin1String("ieee") ? QStringLiteral("fp32") : QStringLiteral("tf32"))
                : type == QLatin1String("f16")         ? QStringLiteral("fp16")
                : type == QLatin1String("bf16")        ? QStringLiteral("bf16")
                : type.startsWith(QLatin1String("f8")) ? QStringLiteral("fp8")
                : type == QLatin1String("i8")          ? QStringLiteral("int8")
                                                       : type;
            const qint64 m = qint64(irFacts->number(QStringLiteral("dot.m"))),
                         n = qint64(irFacts->number(QStringLiteral("dot.n"))),
                         kk = qint64(irFacts->number(QStringLiteral("dot.k")));
            sink.add(QStringLiteral("dot"), QStringLiteral("%1x%2x%3 %4").arg(m).arg(n).arg(kk).arg(effective),
                QStringLiteral("ir"), o.artifact, o.line,
                QStringLiteral("the first tt.dot of the TTIR: %1 operands, inputPrecision %2").arg(type, prec),
                QStringLiteral("dot.m"), false);
            if (hw.tensorCoreMinDim > 0 || !hw.tensorCoreInputs.isEmpty()) {
                QStringList why;
                if (!hw.tensorCoreInputs.isEmpty() && !hw.tensorCoreInputs.contains(effective))
                    why << QStringLiteral("%1 is not a tensor-core input (%2)")
                               .arg(effective, hw.tensorCoreInputs.join(QStringLiteral(", ")));
                if (hw.tensorCoreMinDim > 0 && std::min({ m, n, kk }) < hw.tensorCoreMinDim)
                    why << QStringLiteral("a dimension below the tensor-core minimum %1").arg(hw.tensorCoreMinDim);
                sink.add(QStringLiteral("dot_on_tensor_cores"), why.isEmpty(), QStringLiteral("hardware"), o.artifact, o.line,
                    why.isEmpty() ? QStringLiteral("%1 with every dimension at least %2 on %3")
                                        .arg(effective)
                                        .arg(hw.tensorCoreMinDim)
                                        .arg(hw.id)
                                  : why.join(QStringLiteral("; ")),
                    QStringLiteral("dot.m"), false);
            }
        }
        // Measured by the profiler: the signal when it was derived, else the raw metric.
        for (const auto &[name, signal, metric, detail] :
            { std::tuple { "measured_programs", "signal.grid_blocks", "metric.launch__grid_size",
                  "launch__grid_size of the profiled launch" },
                std::tuple { "measured_waves", "signal.waves_per_sm", "metric.launch__waves_per_multiprocessor",
                    "launch__waves_per_multiprocessor of the profiled launch" } }) {
            const QString from = irFacts->has(QLatin1String(signal)) ? QLatin1String(signal) : QLatin1String(metric);
            if (!irFacts->has(from) || irFacts->number(from) <= 0)
                continue;
            const double v = irFacts->number(from);
            sink.add(QLatin1String(name),
                QLatin1String(name) == QLatin1String("measured_programs") ? QVariant(qint64(v)) : QVariant(round3(v)),
                QStringLiteral("metric"), origin(from).artifact, 0, QLatin1String(detail), from, false);
        }
    }
    return out;
}

} // namespace Lowerscope
