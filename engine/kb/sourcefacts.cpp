// SPDX-License-Identifier: MIT
// A line-and-indentation scanner for Triton kernels: enough structure for detectors (calls, loops,
// constexprs, launch parameters) without a Python parser.
#include "sourcefacts.h"

#include <QRegularExpression>
#include <QSet>

namespace Lowerscope {

namespace {

struct KernelSpan {
    QString name;
    int decoratorLine = 0; // 0-based index of the first decorator line
    int defLine = 0; // 0-based
    int bodyStart = 0; // first line after the signature
    int end = 0; // one past the last body line
    int indent = 0;
    QString params; // the text between the def's parentheses
};

int indentOf(const QString &line)
{
    int i = 0;
    while (i < line.size() && (line.at(i) == QLatin1Char(' ') || line.at(i) == QLatin1Char('\t')))
        ++i;
    return i;
}

// Drops a trailing '#' comment outside string literals.
QString code(const QString &line)
{
    QChar quote;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (!quote.isNull()) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == quote)
                quote = QChar();
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
        } else if (c == QLatin1Char('#')) {
            return line.left(i);
        }
    }
    return line;
}

// The text from OPEN (an opening bracket at line/col) to its matching closing bracket, across lines.
QString bracketed(const QStringList &lines, int line, int col, int *endLine = nullptr)
{
    int depth = 0;
    QString out;
    for (int l = line; l < lines.size(); ++l) {
        const QString text = code(lines.at(l));
        for (int i = l == line ? col : 0; i < text.size(); ++i) {
            const QChar c = text.at(i);
            if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{')) {
                if (depth++ == 0)
                    continue;
            } else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}')) {
                if (--depth == 0) {
                    if (endLine)
                        *endLine = l;
                    return out;
                }
            }
            out += c;
        }
        out += QLatin1Char(' ');
    }
    if (endLine)
        *endLine = int(lines.size()) - 1;
    return out;
}

// Splits at commas that are not nested in brackets.
QStringList topLevelSplit(const QString &text)
{
    QStringList parts;
    int depth = 0, start = 0;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}'))
            --depth;
        else if (c == QLatin1Char(',') && depth == 0) {
            parts.append(text.mid(start, i - start).trimmed());
            start = i + 1;
        }
    }
    if (!text.mid(start).trimmed().isEmpty())
        parts.append(text.mid(start).trimmed());
    return parts;
}

QVariant literal(const QString &text)
{
    const QString t = text.trimmed();
    bool ok = false;
    const qlonglong i = t.toLongLong(&ok, 0);
    if (ok)
        return i;
    const double d = t.toDouble(&ok);
    if (ok)
        return d;
    if (t == QLatin1String("True") || t == QLatin1String("False"))
        return t == QLatin1String("True");
    if (t.size() >= 2 && (t.front() == QLatin1Char('"') || t.front() == QLatin1Char('\'')) && t.back() == t.front())
        return t.mid(1, t.size() - 2);
    return {};
}

QList<KernelSpan> findKernels(const QStringList &lines)
{
    static const QRegularExpression jit(QStringLiteral("^\\s*@(triton\\.)?jit\\b"));
    static const QRegularExpression def(QStringLiteral("^(\\s*)def\\s+([A-Za-z_]\\w*)\\s*\\("));
    QList<KernelSpan> out;
    for (int l = 0; l < lines.size(); ++l) {
        if (!jit.match(lines.at(l)).hasMatch())
            continue;
        KernelSpan k;
        k.decoratorLine = l;
        // Decorators above @jit may span lines (@triton.autotune(configs=[...])): walk up over the block of
        // decorator and continuation lines, then forward to its first '@'.
        int up = l;
        while (up > 0) {
            const QString prev = lines.at(up - 1);
            const QString t = prev.trimmed();
            if (t.isEmpty()
                || !(t.startsWith(QLatin1Char('@')) || indentOf(prev) > 0 || t.startsWith(QLatin1Char(']'))
                    || t.startsWith(QLatin1Char(')'))))
                break;
            --up;
        }
        while (up < l && !lines.at(up).trimmed().startsWith(QLatin1Char('@')))
            ++up;
        k.decoratorLine = up;
        int d = l + 1;
        while (d < lines.size() && !def.match(lines.at(d)).hasMatch()
            && (lines.at(d).trimmed().startsWith(QLatin1Char('@')) || lines.at(d).trimmed().isEmpty()))
            ++d;
        const auto m = def.match(d < lines.size() ? lines.at(d) : QString());
        if (!m.hasMatch())
            continue;
        k.name = m.captured(2);
        k.defLine = d;
        k.indent = int(m.capturedLength(1));
        int sigEnd = d;
        k.params = bracketed(lines, d, int(m.capturedEnd(0)) - 1, &sigEnd);
        k.bodyStart = sigEnd + 1;
        int end = k.bodyStart;
        for (int b = k.bodyStart; b < lines.size(); ++b) {
            if (code(lines.at(b)).trimmed().isEmpty())
                continue;
            if (indentOf(lines.at(b)) <= k.indent)
                break;
            end = b + 1;
        }
        k.end = end;
        out.append(k);
        l = std::max(l, end - 1);
    }
    return out;
}

void setOnce(Facts &facts, const QString &name, const QVariant &value, const QString &artifact, int line, const QString &excerpt)
{
    facts.set(name, value, FactOrigin { artifact, line, excerpt.trimmed().left(200) });
}

// Names that hold blocks (tensors) rather than scalars: assigned from tl.arange/zeros/full/..., from a block
// name, or declared as a block by a broadcast (`x[:, None]`). A load or store whose address mentions none
// of them moves one element.
class BlockNames {
public:
    void assign(const QString &text)
    {
        static const QRegularExpression assignment(
            QStringLiteral(R"(^\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*(?:[-+*/%&|^]|//|<<|>>)?=(?!=)\s*(.+)$)"));
        const auto m = assignment.match(text);
        if (!m.hasMatch())
            return;
        if (isBlock(m.captured(2)))
            for (const QString &n : m.captured(1).split(QLatin1Char(',')))
                m_names.insert(n.trimmed());
    }
    bool isBlock(const QString &expr) const
    {
        static const QRegularExpression maker(QStringLiteral(
            R"(\btl\.(arange|zeros|zeros_like|full|full_like|broadcast_to|reshape|view|trans|dot|make_block_ptr|advance|join|cat|expand_dims|rand|randn|randint)\s*\(|\[\s*(:|None)\s*[,\]])"));
        if (maker.match(expr).hasMatch())
            return true;
        static const QRegularExpression word(QStringLiteral(R"(\b[A-Za-z_]\w*\b)"));
        auto it = word.globalMatch(expr);
        while (it.hasNext())
            if (m_names.contains(it.next().captured(0)))
                return true;
        return false;
    }

private:
    QSet<QString> m_names;
};

// The counts of scanBody. Counts that are zero are facts too: "no loop" is evidence, not absence.
template<std::size_t N>
void storeCounts(const QHash<QString, int> &calls, const std::pair<const char *, int> (&totals)[N], Facts &facts)
{
    for (auto it = calls.cbegin(); it != calls.cend(); ++it)
        facts.values.insert(it.key(), it.value());
    for (const auto &[name, value] : totals)
        facts.values.insert(QLatin1String(name), value);
    for (const char *fn : { "load", "store", "dot", "atomic_add", "trans", "where", "program_id", "arange" })
        if (!calls.contains(QLatin1String("source.tl.") + QLatin1String(fn)))
            facts.values.insert(QLatin1String("source.tl.") + QLatin1String(fn), 0);
}

void scanBody(const QStringList &lines, const KernelSpan &k, const QString &artifact, Facts &facts)
{
    static const QRegularExpression call(QStringLiteral("\\btl\\.(\\w+)\\s*\\("));
    static const QRegularExpression reduction(QStringLiteral("\\btl\\.(sum|max|min|argmax|argmin|reduce|xor_sum)\\s*\\("));
    static const QRegularExpression forLoop(QStringLiteral("^\\s*for\\s+.+\\s+in\\s+"));
    static const QRegularExpression modulo(QStringLiteral("[\\w\\)\\]]\\s*%\\s*[\\w\\(]"));
    static const QRegularExpression ieee(QStringLiteral(R"re(input_precision\s*=\s*["']ieee["']|allow_tf32\s*=\s*False)re"));
    QHash<QString, int> counts;
    QList<int> loopIndents; // indentation of the enclosing for loops
    BlockNames blocks;
    int loops = 0, loadsInLoops = 0, reductionsInLoops = 0, modulos = 0, int64 = 0, dotsInLoops = 0, atomicsInLoops = 0,
        scalarAccesses = 0, ieeeDots = 0;
    auto first = [&](int &counter, const char *name, int l) {
        if (counter++ == 0)
            setOnce(facts, QLatin1String(name), 0, artifact, l + 1, lines.at(l));
    };
    for (int l = k.bodyStart; l < k.end; ++l) {
        const QString text = code(lines.at(l));
        if (text.trimmed().isEmpty())
            continue;
        const int indent = indentOf(text);
        while (!loopIndents.isEmpty() && indent <= loopIndents.constLast())
            loopIndents.removeLast();
        const bool inLoop = !loopIndents.isEmpty();
        auto it = call.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            const QString fn = m.captured(1);
            const QString name = QLatin1String("source.tl.") + fn;
            if (!counts.contains(name))
                setOnce(facts, name, 0, artifact, l + 1, lines.at(l));
            ++counts[name];
            if (fn == QLatin1String("dot") && ieee.match(bracketed(lines, l, int(m.capturedEnd(0)) - 1)).hasMatch())
                first(ieeeDots, "source.dot_ieee", l);
            if (!inLoop)
                continue;
            if (fn == QLatin1String("load"))
                first(loadsInLoops, "source.loads_in_loops", l);
            if (fn == QLatin1String("dot"))
                first(dotsInLoops, "source.dots_in_loops", l);
            if (fn.startsWith(QLatin1String("atomic_")))
                first(atomicsInLoops, "source.atomics_in_loops", l);
            // A load or store in a loop whose address holds no block: one element per iteration.
            if (fn == QLatin1String("load") || fn == QLatin1String("store")) {
                const QStringList args = topLevelSplit(bracketed(lines, l, int(m.capturedEnd(0)) - 1));
                if (!args.isEmpty() && !blocks.isBlock(args.constFirst()))
                    first(scalarAccesses, "source.scalar_accesses_in_loops", l);
            }
        }
        if (inLoop) {
            auto r = reduction.globalMatch(text);
            while (r.hasNext()) {
                r.next();
                first(reductionsInLoops, "source.reductions_in_loops", l);
            }
        }
        blocks.assign(text);
        if (forLoop.match(text).hasMatch()) {
            first(loops, "source.loops", l);
            loopIndents.append(indent);
        }
        auto mod = modulo.globalMatch(text);
        while (mod.hasNext()) {
            mod.next();
            first(modulos, "source.modulo_ops", l);
        }
        if (text.contains(QLatin1String("tl.int64")))
            first(int64, "source.int64", l);
    }
    const std::pair<const char *, int> totals[] = { { "source.loops", loops }, { "source.loads_in_loops", loadsInLoops },
        { "source.reductions_in_loops", reductionsInLoops }, { "source.modulo_ops", modulos }, { "source.int64", int64 },
        { "source.dots_in_loops", dotsInLoops }, { "source.atomics_in_loops", atomicsInLoops },
        { "source.scalar_accesses_in_loops", scalarAccesses }, { "source.dot_ieee", ieeeDots } };
    storeCounts(counts, totals, facts);
}

// Keyword arguments of a call: name -> literal value (only literals).
QHash<QString, QVariant> keywordLiterals(const QString &args)
{
    QHash<QString, QVariant> out;
    static const QRegularExpression kw(
        QStringLiteral("^([A-Za-z_]\\w*)\\s*=\\s*(.+)$"), QRegularExpression::DotMatchesEverythingOption);
    for (const QString &part : topLevelSplit(args)) {
        const auto m = kw.match(part);
        if (m.hasMatch()) {
            const QVariant v = literal(m.captured(2));
            if (v.isValid())
                out.insert(m.captured(1), v);
        }
    }
    return out;
}

// The 0-based line of the `KEY=` keyword argument within lines FROM..TO (a call spanning lines), else FROM.
int keywordLine(const QStringList &lines, int from, int to, const QString &key)
{
    const QRegularExpression kw(QStringLiteral("\\b%1\\s*=(?!=)").arg(QRegularExpression::escape(key)));
    for (int l = from; l <= to && l < lines.size(); ++l)
        if (kw.match(code(lines.at(l))).hasMatch())
            return l;
    return from;
}

// The wrapper around a launch at LINE: the nearest enclosing `def` (0-based), or -1 at module level.
int enclosingDef(const QStringList &lines, int line)
{
    static const QRegularExpression def(QStringLiteral("^\\s*(async\\s+)?def\\s"));
    int indent = indentOf(lines.at(line));
    for (int l = line - 1; l >= 0 && indent > 0; --l) {
        const QString text = code(lines.at(l));
        if (text.trimmed().isEmpty() || indentOf(text) >= indent)
            continue;
        if (def.match(text).hasMatch())
            return l;
        indent = indentOf(text);
    }
    return -1;
}

// launch.site, launch.grid_def and launch.in_loop (docs/facts.md) for the call `KERNEL[GRID](...)` at LINE.
void launchSiteFacts(const QStringList &lines, int line, const QString &grid, const QString &artifact, Facts &facts)
{
    setOnce(facts, QStringLiteral("launch.site"), 1, artifact, line + 1, lines.at(line));
    const int def = enclosingDef(lines, line);
    // The innermost loop of the wrapper around the call: one launch per iteration.
    static const QRegularExpression loop(QStringLiteral("^\\s*(for|while)\\b"));
    int indent = indentOf(lines.at(line));
    for (int l = line - 1; l > def && indent > 0; --l) {
        const QString text = code(lines.at(l));
        if (text.trimmed().isEmpty() || indentOf(text) >= indent)
            continue;
        if (loop.match(text).hasMatch()) {
            setOnce(facts, QStringLiteral("launch.in_loop"), 1, artifact, l + 1, lines.at(l));
            break;
        }
        indent = indentOf(text);
    }
    // A grid named by a variable (`grid`, `(num_blocks,)`, `(rows, heads)`) is computed where that name is
    // last assigned before the call; a grid written as an expression is computed at the call itself.
    static const QRegularExpression names(QStringLiteral(R"(^\(?\s*([A-Za-z_]\w*)\s*(?:,\s*[A-Za-z_]\w*\s*)*,?\s*\)?$)"));
    const auto m = names.match(grid.trimmed());
    if (!m.hasMatch())
        return;
    const QRegularExpression assigns(
        QStringLiteral(R"(^\s*(?:[A-Za-z_]\w*\s*,\s*)*%1\s*(?:,\s*[A-Za-z_]\w*\s*)*(?::[^=]*)?=(?!=))").arg(m.captured(1)));
    for (int l = line - 1; l > def; --l)
        if (assigns.match(code(lines.at(l))).hasMatch()) {
            setOnce(facts, QStringLiteral("launch.grid_def"), 1, artifact, l + 1, lines.at(l));
            return;
        }
}

void scanLaunch(
    const QStringList &lines, const KernelSpan &k, const QStringList &constexprs, const QString &artifact, Facts &facts)
{
    // Each value's origin is the line that states it (a call may span lines).
    auto apply = [&](const QHash<QString, QVariant> &kws, int from, int to) {
        for (auto it = kws.cbegin(); it != kws.cend(); ++it) {
            QString name;
            if (it.key() == QLatin1String("num_warps") || it.key() == QLatin1String("num_stages"))
                name = QLatin1String("launch.") + it.key();
            else if (constexprs.contains(it.key()))
                name = QLatin1String("source.constexpr.") + it.key();
            const int at = keywordLine(lines, from, to, it.key());
            if (!name.isEmpty() && !facts.has(name))
                setOnce(facts, name, it.value(), artifact, at + 1, lines.at(at));
        }
    };
    const QRegularExpression launch(QStringLiteral("\\b%1\\s*\\[").arg(QRegularExpression::escape(k.name)));
    for (int l = 0; l < lines.size(); ++l) {
        if (l >= k.decoratorLine && l < k.end)
            continue;
        const auto m = launch.match(code(lines.at(l)));
        if (!m.hasMatch())
            continue;
        int gridEnd = l;
        const QString grid = bracketed(lines, l, int(m.capturedEnd(0)) - 1, &gridEnd);
        // The call's parentheses follow the grid's closing bracket.
        const QString after = code(lines.at(gridEnd));
        const qsizetype close = after.indexOf(QLatin1Char(']'), gridEnd == l ? m.capturedEnd(0) : 0);
        const qsizetype open = after.indexOf(QLatin1Char('('), close);
        if (open < 0)
            continue;
        int callEnd = gridEnd;
        const QString args = bracketed(lines, gridEnd, int(open), &callEnd);
        apply(keywordLiterals(args), gridEnd, callEnd);
        launchSiteFacts(lines, l, grid, artifact, facts);
        break;
    }
    // @triton.autotune(configs=[triton.Config({...}, num_warps=.., num_stages=..), ...]): a value only when all agree.
    static const QRegularExpression config(QStringLiteral("\\bConfig\\s*\\("));
    QHash<QString, QVariant> agreed;
    QSet<QString> disagree;
    int configs = 0, firstConfigLine = -1;
    for (int l = k.decoratorLine; l < k.defLine; ++l) {
        auto it = config.globalMatch(code(lines.at(l)));
        while (it.hasNext()) {
            const auto m = it.next();
            const QStringList parts = topLevelSplit(bracketed(lines, l, int(m.capturedEnd(0)) - 1));
            QHash<QString, QVariant> values = keywordLiterals(parts.mid(1).join(QLatin1Char(',')));
            if (!parts.isEmpty() && parts.constFirst().startsWith(QLatin1Char('{'))) {
                static const QRegularExpression entry(QStringLiteral("['\"](\\w+)['\"]\\s*:\\s*([^,}]+)"));
                auto e = entry.globalMatch(parts.constFirst());
                while (e.hasNext()) {
                    const auto em = e.next();
                    values.insert(em.captured(1), literal(em.captured(2)));
                }
            }
            if (configs++ == 0)
                firstConfigLine = l;
            for (auto v = values.cbegin(); v != values.cend(); ++v) {
                if (configs == 1)
                    agreed.insert(v.key(), v.value());
                else if (agreed.value(v.key()) != v.value())
                    disagree.insert(v.key());
            }
        }
    }
    if (configs > 0) {
        setOnce(
            facts, QStringLiteral("source.autotune_configs"), configs, artifact, firstConfigLine + 1, lines.at(firstConfigLine));
        for (const QString &d : std::as_const(disagree))
            agreed.remove(d);
        apply(agreed, firstConfigLine, k.defLine - 1);
    }
}

} // namespace

QStringList tritonKernels(const QString &pythonSource)
{
    QStringList names;
    const QList<KernelSpan> kernels = findKernels(pythonSource.split(QLatin1Char('\n')));
    for (const KernelSpan &k : kernels)
        names.append(k.name);
    return names;
}

void addSourceFacts(const QString &pythonSource, const QString &artifact, Facts &facts)
{
    const QStringList lines = pythonSource.split(QLatin1Char('\n'));
    const QList<KernelSpan> kernels = findKernels(lines);
    if (kernels.isEmpty())
        return;
    KernelSpan k = kernels.constFirst();
    const QString wanted = facts.string(QStringLiteral("kernel"));
    for (const KernelSpan &c : kernels)
        if (c.name == wanted)
            k = c;
    setOnce(facts, QStringLiteral("source.lines"), k.end - k.defLine, artifact, k.defLine + 1, lines.at(k.defLine));
    // The kernel's own lines (1-based, decorators to last body line): evidence outside them is stale.
    setOnce(facts, QStringLiteral("source.first_line"), k.decoratorLine + 1, artifact, k.decoratorLine + 1,
        lines.at(k.decoratorLine));
    setOnce(facts, QStringLiteral("source.last_line"), k.end, artifact, k.end, lines.value(k.end - 1));
    QStringList constexprs;
    QList<std::pair<QString, QVariant>> defaults;
    static const QRegularExpression param(QStringLiteral("^([A-Za-z_]\\w*)\\s*:\\s*tl\\.constexpr\\s*(?:=\\s*(.+))?$"));
    for (const QString &p : topLevelSplit(k.params)) {
        const auto m = param.match(p.simplified());
        if (!m.hasMatch())
            continue;
        constexprs.append(m.captured(1));
        const QVariant def = m.hasCaptured(2) ? literal(m.captured(2)) : QVariant();
        if (def.isValid())
            defaults.append({ QLatin1String("source.constexpr.") + m.captured(1), def });
    }
    scanBody(lines, k, artifact, facts);
    // A value stated at the launch site or by autotune wins over the parameter's default.
    scanLaunch(lines, k, constexprs, artifact, facts);
    for (const auto &[name, value] : std::as_const(defaults))
        if (!facts.has(name))
            setOnce(facts, name, value, artifact, k.defLine + 1, lines.at(k.defLine));
}

} // namespace Lowerscope
