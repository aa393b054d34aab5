// SPDX-License-Identifier: MIT
#include "paramedit.h"

#include "core/enginetext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <cmath>

namespace Lowerscope::Optimize {

namespace {

bool isLaunchOption(const QString &p)
{
    return p == QLatin1String("num_warps") || p == QLatin1String("num_stages");
}

qint64 launchDefault(const QString &p)
{
    return p == QLatin1String("num_warps") ? 4 : 3; // Triton's CUDA defaults (triton/backends/nvidia/compiler.py CUDAOptions)
}

bool isIdentifier(const QString &s)
{
    static const QRegularExpression id(QStringLiteral("^[A-Za-z_]\\w*$"));
    return id.match(s).hasMatch();
}

QString operand(const QString &e)
{
    return pythonOperand(e);
}

QString number(double v)
{
    return QString::number(qint64(std::llround(v)));
}

// The new value text for an edit of VALUE (a literal or an expression); empty when it does not change.
QString editedValue(const QString &value, const PatternEdit &edit)
{
    if (const std::optional<qint64> lit = integerLiteral(value)) {
        double v = double(*lit);
        if (edit.op == QLatin1String("set"))
            v = edit.value;
        else if (edit.op == QLatin1String("scale"))
            v = std::max(1.0, std::floor(v * edit.value));
        else if (edit.op == QLatin1String("min"))
            v = std::min(v, edit.value);
        else if (edit.op == QLatin1String("max"))
            v = std::max(v, edit.value);
        const QString out = number(v);
        return out == value.trimmed() ? QString() : out;
    }
    const QString e = value.trimmed();
    if (edit.op == QLatin1String("set"))
        return number(edit.value);
    if (edit.op == QLatin1String("scale")) {
        if (edit.value >= 1)
            return operand(e) + QLatin1String(" * ") + number(edit.value);
        return QLatin1String("max(1, ") + operand(e) + QLatin1String(" // ") + number(1.0 / edit.value) + QLatin1Char(')');
    }
    if (edit.op == QLatin1String("min"))
        return QLatin1String("min(") + e + QLatin1String(", ") + number(edit.value) + QLatin1Char(')');
    if (edit.op == QLatin1String("max"))
        return QLatin1String("max(") + e + QLatin1String(", ") + number(edit.value) + QLatin1Char(')');
    return {};
}

// An assignment NAME = VALUE (or a tuple assignment that binds NAME) in text[from, to): the value's offsets.
struct Assignment {
    int start = 0;
    int end = 0;
    QString value;
};

QList<Assignment> assignmentsOf(const KernelFile &src, const QString &name, int from, int to)
{
    QList<Assignment> out;
    static const QRegularExpression assign(QStringLiteral("^([ \\t]*)([A-Za-z_][\\w \\t,]*?)[ \\t]*=(?![=])[ \\t]*"));
    const int first = src.lineOf(from), last = src.lineOf(std::max(from, to - 1));
    for (int l = first; l <= last; ++l) {
        const QString line = src.lineText(l);
        const QRegularExpressionMatch m = assign.match(line);
        if (!m.hasMatch())
            continue;
        const QStringList targets = m.captured(2).split(QLatin1Char(','));
        int index = -1;
        for (int i = 0; i < targets.size(); ++i)
            if (targets.at(i).trimmed() == name)
                index = i;
        if (index < 0)
            continue;
        const int valueStart = src.lineStart(l) + int(m.capturedEnd(0));
        // The value runs to the end of the line, or of its brackets when they span lines; without its comment.
        int end = valueStart;
        while (end < src.text().size() && src.text().at(end) != QLatin1Char('\n')) {
            const QChar c = src.text().at(end);
            if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{')) {
                const int close = src.matchingBracket(end);
                if (close < 0)
                    break;
                end = close;
            } else if (c == QLatin1Char('#')) {
                break;
            }
            ++end;
        }
        QList<KernelFile::Argument> pieces = src.splitArguments(valueStart, end);
        Assignment a;
        if (targets.size() == 1) {
            if (pieces.isEmpty())
                continue;
            a.start = valueStart;
            a.end = pieces.last().end;
        } else {
            if (pieces.size() != targets.size())
                continue; // a, b = f(): not expressible
            a.start = pieces.at(index).start;
            a.end = pieces.at(index).end;
        }
        a.value = src.text().mid(a.start, a.end - a.start);
        out.append(a);
    }
    return out;
}

// Uses of NAME in text[from, to) other than as an assignment target.
int usesOf(const KernelFile &src, const QString &name, int from, int to)
{
    const QRegularExpression use(QStringLiteral("\\b%1\\b(?!\\s*=[^=])").arg(QRegularExpression::escape(name)));
    int n = 0;
    QRegularExpressionMatchIterator it = use.globalMatch(src.text().mid(from, to - from));
    while (it.hasNext()) {
        it.next();
        ++n;
    }
    return n;
}

// The parameter name EDIT means for KERNEL: the first alternative the kernel declares (launch options always).
QString resolveParam(const KernelFile &src, const QString &alternatives, const QString &kernel)
{
    const KernelFile::JitFunction *f = src.jitFunction(kernel);
    for (const QString &alt : alternatives.split(QLatin1Char('|'))) {
        const QString p = alt.trimmed();
        if (isLaunchOption(p))
            return p;
        if (f && f->params.contains(p))
            return p;
    }
    return {};
}

struct Site {
    int start = -1; // offsets of the value to replace; start == end: an insertion
    int end = -1;
    QString value; // current text (empty for an insertion of a default)
    QString insertPrefix;
    QString reason;
};

// The launch's argument for `param`: by keyword, else (a kernel parameter, not a launch option) by position.
const KernelFile::Argument *argumentOf(const KernelFile &src, const KernelFile::Launch &launch, const QString &param)
{
    if (const KernelFile::Argument *arg = launch.keyword(param))
        return arg;
    if (isLaunchOption(param))
        return nullptr;
    const KernelFile::JitFunction *f = src.jitFunction(launch.kernel);
    const int index = f ? int(f->params.indexOf(param)) : -1;
    int positional = 0;
    for (const KernelFile::Argument &a : launch.args) {
        if (!a.keyword.isEmpty())
            break;
        if (positional == index)
            return &a;
        ++positional;
    }
    return nullptr;
}

// The integer default of parameter NAME of the module-level function that launches (`def f(x, BLOCK_SIZE=16):`,
// `BLOCK: int = 16`): its value's offsets. Nullopt for a nested function (its caller is in the file and decides),
// a parameter without a default or with one that is not an integer literal.
std::optional<KernelFile::Argument> entryDefault(const KernelFile &src, const KernelFile::Launch &launch, const QString &name)
{
    if (!launch.topLevelFunction || launch.defOpen < 0 || launch.defClose <= launch.defOpen)
        return std::nullopt;
    const QRegularExpression param(QStringLiteral(R"(^%1\s*(?::[^=]*)?=\s*)").arg(QRegularExpression::escape(name)));
    for (const KernelFile::Argument &a : src.splitArguments(launch.defOpen + 1, launch.defClose)) {
        if (a.keyword == name) { // `NAME=4`, split as a keyword argument
            if (!integerLiteral(a.value))
                return std::nullopt;
            return a;
        }
        const QRegularExpressionMatch m = param.match(a.value);
        if (!m.hasMatch())
            continue;
        KernelFile::Argument out;
        out.value = a.value.mid(m.capturedEnd(0)).trimmed();
        if (!integerLiteral(out.value))
            return std::nullopt;
        out.start = a.start + int(a.value.indexOf(out.value, m.capturedEnd(0)));
        out.end = out.start + int(out.value.size());
        return out;
    }
    return std::nullopt;
}

Site siteFor(const KernelFile &src, const KernelFile::Launch &launch, const QString &param)
{
    Site site;
    if (isLaunchOption(param) && src.isAutotuned(launch.kernel)) {
        // The autotune configs pass num_warps / num_stages themselves; one more at the launch is a TypeError.
        site.reason
            = EngineText::english("Optimize", "%1 of %2 is decided by @triton.autotune configs").arg(param, launch.kernel);
        return site;
    }
    const KernelFile::Argument *arg = argumentOf(src, launch, param);
    if (!arg) {
        if (isLaunchOption(param)) {
            // Add `, param=default` before the call's closing parenthesis.
            int at = launch.callClose;
            int back = at - 1;
            while (back > launch.callOpen && src.text().at(back).isSpace())
                --back;
            const bool trailingComma = src.text().at(back) == QLatin1Char(',');
            site.start = site.end = back + 1;
            site.insertPrefix = trailingComma || launch.args.isEmpty() ? QStringLiteral(" ") : QStringLiteral(", ");
            if (launch.args.isEmpty())
                site.insertPrefix.clear();
            site.value = QString::number(launchDefault(param));
            return site;
        }
        if (src.isAutotuned(launch.kernel))
            site.reason
                = EngineText::english("Optimize", "%1 of %2 is decided by @triton.autotune configs").arg(param, launch.kernel);
        else
            site.reason = EngineText::english("Optimize", "%1 is not passed at the launch of %2 (line %3)")
                              .arg(param, launch.kernel)
                              .arg(launch.line);
        return site;
    }
    if (integerLiteral(arg->value) || !isIdentifier(arg->value)) {
        site.start = arg->start;
        site.end = arg->end;
        site.value = arg->value;
        return site;
    }
    // A name: follow it to its assignment in the launching function.
    const QString name = arg->value;
    const QList<Assignment> assigns = launch.functionEnd > launch.functionStart
        ? assignmentsOf(src, name, launch.functionStart, launch.callOpen)
        : QList<Assignment>();
    if (assigns.size() == 1) {
        site.start = assigns.first().start;
        site.end = assigns.first().end;
        site.value = assigns.first().value;
        return site;
    }
    if (assigns.isEmpty()) {
        // A parameter of the entry function with an integer default (`def f(x, BLOCK_SIZE=16)`): the operator's own
        // choice, which the task's cases leave to the default; the default is edited (docs/optimize.md, "Where a
        // parameter is decided").
        if (const std::optional<KernelFile::Argument> d = entryDefault(src, launch, name)) {
            site.start = d->start;
            site.end = d->end;
            site.value = d->value;
            return site;
        }
    }
    const int uses = launch.functionEnd > launch.functionStart ? usesOf(src, name, launch.functionStart, launch.functionEnd) : 0;
    if (uses <= 1) {
        // Only the launch reads it: edit the launch's argument.
        site.start = arg->start;
        site.end = arg->end;
        site.value = arg->value;
        return site;
    }
    site.reason = EngineText::english("Optimize", "%1 of %2 comes from %3, which is assigned %4 times and read elsewhere")
                      .arg(param, launch.kernel, name)
                      .arg(assigns.size());
    return site;
}

bool wordIn(const QString &word, const QString &expr)
{
    return QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(word))).match(expr).hasMatch();
}

// The grid axis a block constexpr indexes in a kernel's body: the axis of the tl.program_id it multiplies
// (`pid = tl.program_id(0)` ... `pid * BLOCK`, or `tl.program_id(0) * BLOCK`), and the kernel parameter the
// offsets computed from that product are masked against (`offs < n`, `rows[:, None] < M`).
struct BlockAxis {
    int axis = -1;
    QString bound;
};

BlockAxis blockAxisOf(const KernelFile &src, const KernelFile::JitFunction &f, const QString &param)
{
    BlockAxis out;
    const QString body = src.text().mid(f.bodyStart, f.bodyEnd - f.bodyStart);
    const QString p = QRegularExpression::escape(param);
    // Statements: lines, and the pieces of a line joined by ';' (`pid_m = tl.program_id(0); pid_n = tl.program_id(1)`).
    QStringList statements;
    for (const QString &line : body.split(QLatin1Char('\n'))) {
        const int hash = int(line.indexOf(QLatin1Char('#')));
        statements += (hash >= 0 ? line.left(hash) : line).split(QLatin1Char(';'));
    }
    static const QRegularExpression pidVar(
        QStringLiteral(R"(^\s*([A-Za-z_]\w*)\s*=\s*tl\.program_id\(\s*(?:axis\s*=\s*)?(\d)\s*\)\s*$)"));
    QHash<QString, int> pids;
    for (const QString &st : std::as_const(statements))
        if (const QRegularExpressionMatch m = pidVar.match(st); m.hasMatch())
            pids.insert(m.captured(1), m.captured(2).toInt());
    static const QRegularExpression assign(QStringLiteral(R"(^\s*([A-Za-z_]\w*)\s*=(?!=)(.*)$)"));
    const QRegularExpression inlinePid(QStringLiteral(R"(tl\.program_id\(\s*(?:axis\s*=\s*)?(\d)\s*\)\s*\*\s*%1\b)").arg(p));
    QStringList derived;
    for (const QString &line : std::as_const(statements)) {
        const QRegularExpressionMatch a = assign.match(line);
        if (out.axis < 0) {
            int axis = -1;
            if (const QRegularExpressionMatch m = inlinePid.match(line); m.hasMatch())
                axis = m.captured(1).toInt();
            for (auto it = pids.cbegin(); axis < 0 && it != pids.cend(); ++it) {
                const QString v = QRegularExpression::escape(it.key());
                if (QRegularExpression(QStringLiteral(R"(\b%1\s*\*\s*%2\b|\b%2\s*\*\s*%1\b)").arg(v, p)).match(line).hasMatch())
                    axis = it.value();
            }
            if (axis >= 0) {
                out.axis = axis;
                if (a.hasMatch())
                    derived.append(a.captured(1));
            }
            continue;
        }
        if (!a.hasMatch() || derived.contains(a.captured(1)))
            continue;
        for (const QString &d : std::as_const(derived))
            if (wordIn(d, a.captured(2))) {
                derived.append(a.captured(1));
                break;
            }
    }
    for (const QString &d : std::as_const(derived)) {
        const QRegularExpression masked(
            QStringLiteral(R"(\b%1\b(?:\[[^\]]*\])?\s*<\s*([A-Za-z_]\w*))").arg(QRegularExpression::escape(d)));
        for (QRegularExpressionMatchIterator it = masked.globalMatch(body); it.hasNext();) {
            const QString b = it.next().captured(1);
            if (f.params.contains(b) && !f.constexprs.contains(b)) {
                out.bound = b;
                return out;
            }
        }
    }
    return out;
}

// Whether the file imports the triton module itself (`import triton`, `import torch, triton`).
bool importsTriton(const QString &text)
{
    static const QRegularExpression imp(QStringLiteral(R"(^\s*import\s+([^#\n]*))"), QRegularExpression::MultilineOption);
    for (QRegularExpressionMatchIterator it = imp.globalMatch(text); it.hasNext();)
        for (const QString &piece : it.next().captured(1).split(QLatin1Char(',')))
            if (piece.trimmed() == QLatin1String("triton"))
                return true;
    return false;
}

// The grid axis G rewritten for a block the launch decides as BLOCK (a literal, or a name valid where the grid
// is computed): `triton.cdiv(bound, BLOCK)`. Empty, with WHY, when it cannot be written.
QString coveringAxis(
    const KernelFile &src, const KernelFile::Launch &launch, const GridCoverage &g, const QString &block, QString *why)
{
    if (g.axisText.isEmpty() || g.start < 0) {
        *why = EngineText::english("Optimize", "the grid is not a tuple the recipes can edit");
        return {};
    }
    if (!src.inRegion(g.start) || !src.inRegion(g.end)) {
        *why = EngineText::english("Optimize", "the grid is set outside the editable region");
        return {};
    }
    if (g.boundAtLaunch.isEmpty()) {
        *why = EngineText::english("Optimize", "no mask bounds the block's offsets, so the extent the grid covers is unknown");
        return {};
    }
    // The bound must be defined where the grid is computed (a grid assigned before the launch).
    if (isIdentifier(g.boundAtLaunch) && launch.functionEnd > launch.functionStart && g.start < launch.gridOpen) {
        const QList<Assignment> before = assignmentsOf(src, g.boundAtLaunch, launch.functionStart, g.start);
        const QList<Assignment> all = assignmentsOf(src, g.boundAtLaunch, launch.functionStart, launch.callOpen);
        if (before.isEmpty() && !all.isEmpty()) {
            *why = EngineText::english("Optimize", "%1 is assigned after the grid").arg(g.boundAtLaunch);
            return {};
        }
    }
    if (importsTriton(src.text()))
        return QStringLiteral("triton.cdiv(%1, %2)").arg(g.boundAtLaunch, block);
    return QStringLiteral("(%1 + %2 - 1) // %2").arg(pythonOperand(g.boundAtLaunch), pythonOperand(block));
}

// A constexpr the launch takes from the problem is part of what the kernel computes, not a tuning knob: a
// tensor's extent as it is (`w.shape[1]`, `x.size(0)`, not rounded up to a tile by next_power_of_2, cdiv, min or
// max), or a name the launching function never assigns (the caller's argument, whose meaning the caller fixes).
// Scaling one changes the result or breaks the caller's layout, so the search leaves it alone.
bool fromProblem(const KernelFile &src, const KernelFile::Launch &launch, const Site &site)
{
    static const QRegularExpression extent(QStringLiteral(R"(\.(shape\b|size\s*\(|numel\s*\(|stride\s*\())"));
    static const QRegularExpression tile(QStringLiteral(R"(next_power_of_2|cdiv|\bmin\s*\(|\bmax\s*\()"));
    if (extent.match(site.value).hasMatch() && !tile.match(site.value).hasMatch())
        return true;
    const bool atLaunch = site.start >= launch.callOpen && site.end <= launch.callClose;
    return atLaunch && isIdentifier(site.value) && launch.functionEnd > launch.functionStart
        && assignmentsOf(src, site.value, launch.functionStart, launch.callOpen).isEmpty();
}

// A block set to next_power_of_2 of an extent, uncapped, covers that extent whole (one program holds a whole
// row): a smaller one drops elements unless the kernel loops over the block, which the loop recipes handle.
bool coversExtent(const Site &site)
{
    static const QRegularExpression whole(QStringLiteral(R"(^\s*(triton\.)?next_power_of_2\s*\(.*\)\s*$)"));
    return whole.match(site.value).hasMatch();
}

bool shrinks(const QString &from, const PatternEdit &edit)
{
    if (edit.op == QLatin1String("scale"))
        return edit.value < 1;
    if (edit.op == QLatin1String("min"))
        return true;
    const std::optional<qint64> v = integerLiteral(from);
    return edit.op == QLatin1String("set") && v && edit.value < double(*v);
}

// The end of every launch edit: the edits applied at once, or why there is nothing to apply (the sites' reasons,
// else `nothing()`), or that two of them overlap.
template<typename Nothing>
EditOutcome finishEdits(
    EditOutcome out, const QString &text, const QList<TextEdit> &edits, const QStringList &reasons, Nothing nothing)
{
    if (edits.isEmpty()) {
        out.reason = reasons.isEmpty() ? nothing() : reasons.join(QStringLiteral("; "));
        return out;
    }
    out.text = applyEdits(text, edits);
    if (!out.text)
        out.reason = EngineText::english("Optimize", "overlapping edits");
    return out;
}

} // namespace

GridCoverage gridCoverage(const KernelFile &src, const KernelFile::Launch &launch, const QString &param)
{
    GridCoverage g;
    const KernelFile::JitFunction *f = src.jitFunction(launch.kernel);
    if (!f || !f->constexprs.contains(param))
        return g;
    const BlockAxis b = blockAxisOf(src, *f, param);
    if (b.axis < 0)
        return g;
    g.indexed = true;
    g.axis = b.axis;
    g.bound = b.bound;
    if (!b.bound.isEmpty())
        if (const KernelFile::Argument *arg = argumentOf(src, launch, b.bound))
            g.boundAtLaunch = arg->value;
    // What denotes the block where the grid is computed: the name the launch passes, or meta["PARAM"].
    QStringList names;
    if (const KernelFile::Argument *arg = argumentOf(src, launch, param); arg && isIdentifier(arg->value))
        names << arg->value;
    const bool inFunction = launch.functionEnd > launch.functionStart;
    const auto mentions = [](const QString &token, const QString &expr) {
        return isIdentifier(token) ? wordIn(token, expr) : expr.contains(token);
    };
    // Whether EXPR reads one of TOKENS, itself or through a name assigned once in the launching function.
    const auto readsAny = [&](const QStringList &tokens, const QString &expr) {
        for (const QString &n : tokens)
            if (mentions(n, expr))
                return true;
        static const QRegularExpression ident(QStringLiteral(R"(\b[A-Za-z_]\w*\b)"));
        for (QRegularExpressionMatchIterator it = ident.globalMatch(expr); inFunction && it.hasNext();) {
            const QString id = it.next().captured(0);
            const QList<Assignment> as = assignmentsOf(src, id, launch.functionStart, launch.callOpen);
            if (as.size() == 1)
                for (const QString &n : tokens)
                    if (mentions(n, as.first().value))
                        return true;
        }
        return false;
    };
    const auto refers = [&](const QString &expr) {
        if (expr.contains(QLatin1Char('"') + param + QLatin1Char('"'))
            || expr.contains(QLatin1Char('\'') + param + QLatin1Char('\'')))
            return true;
        return readsAny(names, expr);
    };
    const QList<KernelFile::Argument> gridPieces = src.splitArguments(launch.gridOpen + 1, launch.gridClose);
    if (gridPieces.size() != 1)
        return g;
    int start = gridPieces.first().start, end = gridPieces.first().end;
    QString value = gridPieces.first().value;
    if (isIdentifier(value) && inFunction) {
        const QList<Assignment> as = assignmentsOf(src, value, launch.functionStart, launch.callOpen);
        if (as.size() != 1) {
            // `def grid(meta): return (...)` in the launching function: it follows the block if it reads it.
            const QRegularExpression def(QStringLiteral(R"(^\s*def\s+%1\s*\()").arg(QRegularExpression::escape(value)),
                QRegularExpression::MultilineOption);
            const QString fn = src.text().mid(launch.functionStart, launch.callOpen - launch.functionStart);
            const QRegularExpressionMatch m = def.match(fn);
            g.follows = m.hasMatch() && refers(fn.mid(m.capturedStart(0)));
            return g;
        }
        start = as.first().start;
        end = as.first().end;
        value = as.first().value;
    }
    if (value.startsWith(QLatin1String("lambda"))) {
        g.follows = refers(value);
        return g;
    }
    QList<KernelFile::Argument> axes;
    const QChar first = value.isEmpty() ? QChar() : value.at(0);
    if ((first == QLatin1Char('(') || first == QLatin1Char('[')) && src.matchingBracket(start) == end - 1)
        axes = src.splitArguments(start + 1, end - 1);
    else
        axes = { { QString(), value, start, end } };
    if (g.axis >= axes.size())
        return g;
    const KernelFile::Argument &axis = axes.at(g.axis);
    g.axisText = axis.value;
    g.start = axis.start;
    g.end = axis.end;
    g.follows = refers(axis.value);
    g.overcovers = !g.follows && !g.boundAtLaunch.isEmpty() && axis.value == g.boundAtLaunch;
    g.coversBound = g.follows && !g.boundAtLaunch.isEmpty() && readsAny({ g.boundAtLaunch }, axis.value);
    return g;
}

EditOutcome fitGridToBlock(const QString &text, const QString &param, const QString &kernel)
{
    const KernelFile src(text);
    EditOutcome out;
    QList<TextEdit> edits;
    QStringList reasons;
    for (const KernelFile::Launch &launch : src.launches()) {
        if ((!kernel.isEmpty() && launch.kernel != kernel) || !src.inRegion(launch.callOpen))
            continue;
        const GridCoverage g = gridCoverage(src, launch, param);
        if (!g.indexed || g.follows)
            continue;
        const Site site = siteFor(src, launch, param);
        const KernelFile::Argument *arg = argumentOf(src, launch, param);
        QString block;
        if (arg && isIdentifier(arg->value) && site.start >= 0 && site.start < launch.callOpen
            && (site.end <= g.start || (g.start > launch.gridOpen && g.end <= launch.gridClose)))
            block = arg->value;
        else if (site.start >= 0 && integerLiteral(site.value))
            block = site.value.trimmed();
        QString why = EngineText::english("Optimize", "%1 is not known where the grid is computed").arg(param);
        const QString axis = block.isEmpty() ? QString() : coveringAxis(src, launch, g, block, &why);
        if (axis.isEmpty()) {
            reasons.append(why);
            continue;
        }
        bool seen = false;
        for (const TextEdit &e : edits)
            seen = seen || e.start == g.start;
        if (seen)
            continue;
        edits.append({ g.start, g.end, axis });
        out.changes.append({ QStringLiteral("grid"), g.axisText, axis, src.lineOf(g.start) });
    }
    return finishEdits(std::move(out), text, edits, reasons,
        [&] { return EngineText::english("Optimize", "the grid of every launch follows %1").arg(param); });
}

QString pythonOperand(const QString &e)
{
    static const QRegularExpression simple(QStringLiteral("^[\\w.]+(\\(.*\\)|\\[.*\\])*$"));
    return simple.match(e).hasMatch() && !e.contains(QLatin1Char(' ')) ? e : QLatin1Char('(') + e + QLatin1Char(')');
}

QString describeChanges(const QList<ParamChange> &changes)
{
    QStringList parts;
    for (const ParamChange &c : changes)
        parts << QStringLiteral("%1 %2 -> %3").arg(c.param, c.from, c.to);
    return parts.join(QStringLiteral(", "));
}

QJsonObject ParamChange::toJson() const
{
    return { { QStringLiteral("param"), param }, { QStringLiteral("from"), from }, { QStringLiteral("to"), to },
        { QStringLiteral("line"), line } };
}

EditOutcome applyParamEdit(const QString &text, const PatternEdit &edit, const QString &kernel)
{
    const KernelFile src(text);
    EditOutcome out;
    QList<TextEdit> edits;
    QStringList reasons;
    for (const KernelFile::Launch &launch : src.launches()) {
        if (!kernel.isEmpty() && launch.kernel != kernel)
            continue;
        if (!src.inRegion(launch.callOpen))
            continue;
        const QString param = resolveParam(src, edit.param, launch.kernel);
        if (param.isEmpty()) {
            reasons.append(EngineText::english("Optimize", "%1 takes none of %2").arg(launch.kernel, edit.param));
            continue;
        }
        const Site site = siteFor(src, launch, param);
        if (site.start < 0) {
            reasons.append(site.reason);
            continue;
        }
        if (!src.inRegion(site.start) || !src.inRegion(site.end)) {
            reasons.append(EngineText::english("Optimize", "%1 is set outside the editable region").arg(param));
            continue;
        }
        bool seen = false;
        for (const TextEdit &e : edits)
            seen = seen || (e.start == site.start && e.end == site.end);
        if (seen)
            continue;
        if (coversExtent(site) && shrinks(site.value, edit)) {
            reasons.append(EngineText::english("Optimize", "%1 = %2 covers the whole extent: a smaller block would drop elements")
                    .arg(param, site.value));
            continue;
        }
        const QString to = editedValue(site.value, edit);
        if (to.isEmpty() || to == site.value) {
            reasons.append(EngineText::english("Optimize", "%1 is already %2").arg(param, site.value));
            continue;
        }
        // The grid that covers the problem moves with a block that indexes it (docs/optimize.md, "The grid moves
        // with the block"): a block grown under a grid that does not divide by it reads past the end.
        std::optional<TextEdit> gridEdit;
        ParamChange gridChange;
        if (!isLaunchOption(param)) {
            const GridCoverage g = gridCoverage(src, launch, param);
            if (g.indexed && !g.follows) {
                const KernelFile::Argument *arg = argumentOf(src, launch, param);
                // The block's name where the grid can read it (assigned before the grid, or the grid at the launch),
                // else its new literal.
                QString block;
                if (arg && isIdentifier(arg->value) && site.start < launch.callOpen
                    && (site.end <= g.start || (g.start > launch.gridOpen && g.end <= launch.gridClose)))
                    block = arg->value;
                else if (integerLiteral(to))
                    block = to;
                QString why = EngineText::english("Optimize", "%1 is not known where the grid is computed").arg(param);
                const QString axis = block.isEmpty() ? QString() : coveringAxis(src, launch, g, block, &why);
                if (axis.isEmpty()) {
                    reasons.append(EngineText::english("Optimize", "the grid of %1 (line %2) does not divide by %3: %4")
                            .arg(launch.kernel)
                            .arg(launch.line)
                            .arg(param, why));
                    continue;
                }
                bool gridSeen = false;
                for (const TextEdit &e : edits)
                    gridSeen = gridSeen || e.start == g.start;
                if (!gridSeen) {
                    gridEdit = TextEdit { g.start, g.end, axis };
                    gridChange = { QStringLiteral("grid"), g.axisText, axis, src.lineOf(g.start) };
                }
            }
        }
        const bool insertion = site.start == site.end;
        edits.append({ site.start, site.end, insertion ? site.insertPrefix + param + QLatin1Char('=') + to : to });
        out.changes.append(
            { param, insertion ? QStringLiteral("default %1").arg(site.value) : site.value, to, src.lineOf(site.start) });
        if (gridEdit) {
            edits.append(*gridEdit);
            out.changes.append(gridChange);
        }
    }
    return finishEdits(std::move(out), text, edits, reasons, [&] {
        return EngineText::english("Optimize", "no launch of %1 in the editable region")
            .arg(kernel.isEmpty() ? EngineText::english("Optimize", "a jit function") : kernel);
    });
}

std::optional<qint64> launchValue(const QString &text, const QString &param, const QString &kernel)
{
    const KernelFile src(text);
    std::optional<qint64> value;
    for (const KernelFile::Launch &launch : src.launches()) {
        if (!kernel.isEmpty() && launch.kernel != kernel)
            continue;
        const QString p = resolveParam(src, param, launch.kernel);
        if (p.isEmpty())
            continue;
        const Site site = siteFor(src, launch, p);
        const std::optional<qint64> v = site.start >= 0 ? integerLiteral(site.value) : std::nullopt;
        if (!v || (value && *value != *v))
            return std::nullopt;
        value = v;
    }
    return value;
}

LaunchParam launchParam(const KernelFile &src, const KernelFile::Launch &launch, const QString &param)
{
    LaunchParam out;
    const KernelFile::Argument *arg = argumentOf(src, launch, param);
    if (arg)
        out.atLaunch = arg->value;
    const Site site = siteFor(src, launch, param);
    if (site.start < 0)
        return out;
    out.value = integerLiteral(site.value);
    out.wholeExtent = coversExtent(site);
    out.tunable
        = src.inRegion(site.start) && src.inRegion(site.end) && src.inRegion(launch.callOpen) && !fromProblem(src, launch, site);
    return out;
}

EditOutcome setLaunchOption(const QString &text, const QString &option,
    const std::function<QString(const KernelFile &, const KernelFile::Launch &)> &valueFor, const QString &kernel)
{
    const KernelFile src(text);
    EditOutcome out;
    QList<TextEdit> edits;
    QStringList reasons;
    for (const KernelFile::Launch &launch : src.launches()) {
        if ((!kernel.isEmpty() && launch.kernel != kernel) || !src.inRegion(launch.callOpen))
            continue;
        if (src.isAutotuned(launch.kernel)) {
            reasons.append(
                EngineText::english("Optimize", "%1 of %2 is decided by @triton.autotune configs").arg(option, launch.kernel));
            continue;
        }
        const QString to = valueFor(src, launch);
        if (to.isEmpty())
            continue;
        if (const KernelFile::Argument *arg = launch.keyword(option)) {
            if (arg->value == to)
                continue;
            edits.append({ arg->start, arg->end, to });
            out.changes.append({ option, arg->value, to, src.lineOf(arg->start) });
            continue;
        }
        Site site = siteFor(src, launch, option); // an insertion of the default
        if (site.start < 0 || site.start != site.end) {
            reasons.append(site.reason);
            continue;
        }
        if (site.value == to)
            continue; // Triton's default already
        edits.append({ site.start, site.end, site.insertPrefix + option + QLatin1Char('=') + to });
        out.changes.append({ option, QStringLiteral("default %1").arg(site.value), to, src.lineOf(site.start) });
    }
    return finishEdits(std::move(out), text, edits, reasons,
        [&] { return EngineText::english("Optimize", "%1 is already what the recipe asks at every launch").arg(option); });
}

QStringList tunableParams(const QString &text, const QString &kernel)
{
    const KernelFile src(text);
    QStringList out;
    for (const KernelFile::Launch &launch : src.launches()) {
        if ((!kernel.isEmpty() && launch.kernel != kernel) || !src.inRegion(launch.callOpen))
            continue;
        const KernelFile::JitFunction *f = src.jitFunction(launch.kernel);
        if (!f)
            continue;
        for (const QString &p : f->constexprs) {
            const Site site = out.contains(p) ? Site {} : siteFor(src, launch, p);
            if (site.start >= 0 && !fromProblem(src, launch, site))
                out.append(p);
        }
        for (const QString &p : { QStringLiteral("num_warps"), QStringLiteral("num_stages") })
            if (!out.contains(p) && siteFor(src, launch, p).start >= 0)
                out.append(p);
    }
    return out;
}

} // namespace Lowerscope::Optimize
