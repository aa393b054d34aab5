// SPDX-License-Identifier: MIT
// Recipes from the launch's shape (docs/optimize.md, "Recipes from the launch's shape"): what a launch gives each
// program (its tile: the constexpr extents of tl.arange in the kernel) against the threads it launches
// (num_warps), and the tiles of a dot loop against the shared memory their stages need. Each names the cause it
// read from the text and the knowledge-base pattern whose recipe it applies; parameters move together.
#include "recipes.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <limits>

namespace Lowerscope::Optimize {

namespace {

const QString Warps = QStringLiteral("num_warps");
const QString Stages = QStringLiteral("num_stages");

QString bodyOf(const KernelFile &src, const KernelFile::JitFunction &f)
{
    return src.text().mid(f.bodyStart, f.bodyEnd - f.bodyStart);
}

bool hasDot(const QString &body)
{
    static const QRegularExpression dot(QStringLiteral("\\btl\\.dot\\s*\\("));
    return dot.match(body).hasMatch();
}

qint64 floorPow2(qint64 v)
{
    qint64 p = 1;
    while (p * 2 <= v)
        p *= 2;
    return p;
}

// What one launch gives each program: the tile's factors with how the launch decides them.
struct Shape {
    QString kernel;
    int line = 0;
    bool dot = false;
    QStringList tile; // constexpr extents of tl.arange(0, X), in order of appearance
    QList<LaunchParam> factors; // per tile entry
    LaunchParam warps;
    LaunchParam stages;

    // The tile's element count when every factor is a literal.
    std::optional<qint64> elements() const
    {
        qint64 n = 1;
        for (const LaunchParam &p : factors) {
            if (!p.value)
                return std::nullopt;
            n *= *p.value;
        }
        return n;
    }
};

// (runsOnCases is declared in recipes.h.)
// The launches in the editable region of kernels the recipes may tune (not autotuned) that the cases run, with their
// tiles.
QList<Shape> shapesOf(const KernelFile &src, const LaunchFacts &facts)
{
    static const QRegularExpression arange(QStringLiteral("\\btl\\.arange\\(\\s*0\\s*,\\s*([A-Za-z_]\\w*)\\s*\\)"));
    QList<Shape> out;
    for (const KernelFile::Launch &launch : src.launches()) {
        const KernelFile::JitFunction *f = src.jitFunction(launch.kernel);
        if (!f || !src.inRegion(launch.callOpen) || src.isAutotuned(launch.kernel) || !runsOnCases(src, facts, launch))
            continue;
        Shape s;
        s.kernel = launch.kernel;
        s.line = launch.line;
        const QString body = bodyOf(src, *f);
        s.dot = hasDot(body);
        QRegularExpressionMatchIterator it = arange.globalMatch(body);
        while (it.hasNext()) {
            const QString p = it.next().captured(1);
            if (f->constexprs.contains(p) && !s.tile.contains(p))
                s.tile.append(p);
        }
        for (const QString &p : std::as_const(s.tile))
            s.factors.append(launchParam(src, launch, p));
        s.warps = launchParam(src, launch, Warps);
        s.stages = launchParam(src, launch, Stages);
        out.append(s);
    }
    return out;
}

// num_warps for a launch so that each thread holds about ELEMENTS of the tile (1 to 32 warps): a literal when
// the tile's factors are literals, else an expression of what the launch passes (a tile is a power of two, so
// the quotient is too). Empty when the launch does not pass every factor (a heuristic or the default decides it).
QString warpsFollowing(const KernelFile &src, const KernelFile::Launch &launch, int elements, const LaunchFacts &facts = {})
{
    const KernelFile::JitFunction *f = src.jitFunction(launch.kernel);
    if (!f)
        return {};
    for (const Shape &s : shapesOf(src, facts)) {
        if (s.kernel != launch.kernel || s.line != launch.line || s.dot || s.tile.isEmpty())
            continue;
        qint64 known = 1;
        QStringList exprs;
        for (const LaunchParam &p : s.factors) {
            if (p.value)
                known *= *p.value;
            else if (!p.atLaunch.isEmpty())
                exprs << pythonOperand(p.atLaunch);
            else
                return {};
        }
        const qint64 perWarp = 32LL * elements;
        if (exprs.isEmpty())
            return QString::number(std::clamp<qint64>(floorPow2(std::max<qint64>(1, known / perWarp)), 1, 32));
        if (known > 1)
            exprs.prepend(QString::number(known));
        return QStringLiteral("max(1, min(32, %1 // %2))").arg(exprs.join(QStringLiteral(" * "))).arg(perWarp);
    }
    return {};
}

Candidate candidateFor(const QString &recipe, const QString &pattern, const QString &category, const QString &kernel, int line)
{
    Finding f;
    f.category = category;
    f.sourceLine = line;
    Candidate c;
    c.recipe = recipe;
    c.pattern = pattern;
    c.finding = f.id();
    c.category = category;
    c.level = QStringLiteral("L1");
    c.edits << QStringLiteral("launch of %1 at line %2").arg(kernel).arg(line);
    return c;
}

// Applies EDITS (each on the previous text) and then num_warps following the tile (ELEMENTS per thread, 0: none);
// nullopt text when nothing changed.
EditOutcome jointEdit(
    const QString &text, const QList<PatternEdit> &edits, const QString &kernel, int warpsLiteral, int elementsPerThread)
{
    EditOutcome total;
    QString current = text;
    for (const PatternEdit &e : edits) {
        const EditOutcome o = applyParamEdit(current, e, kernel);
        if (!o.text) {
            total.reason = o.reason;
            return total; // a joint move is all or nothing
        }
        current = *o.text;
        total.changes += o.changes;
    }
    if (warpsLiteral > 0 || elementsPerThread > 0) {
        const EditOutcome w = setLaunchOption(
            current, Warps,
            [&](const KernelFile &src, const KernelFile::Launch &l) {
                if (l.kernel != kernel)
                    return QString();
                return warpsLiteral > 0 ? QString::number(warpsLiteral) : warpsFollowing(src, l, elementsPerThread);
            },
            kernel);
        if (w.text) {
            current = *w.text;
            total.changes += w.changes;
        }
    }
    if (!total.changes.isEmpty())
        total.text = current;
    return total;
}

// The one assignment NAME = VALUE in text[from, to), or empty (none, or several).
QString oneAssignment(const KernelFile &src, const QString &name, int from, int to)
{
    const QRegularExpression a(QStringLiteral(R"(^[ \t]*%1[ \t]*=(?!=)[ \t]*([^#\n]*))").arg(QRegularExpression::escape(name)),
        QRegularExpression::MultilineOption);
    QStringList found;
    for (QRegularExpressionMatchIterator it = a.globalMatch(src.text().mid(from, to - from)); it.hasNext();)
        found << it.next().captured(1).trimmed();
    return found.size() == 1 ? found.first() : QString();
}

bool mentionsWord(const QString &word, const QString &text)
{
    return QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(word))).match(text).hasMatch();
}

// Whether KERNEL's stores through pointer parameter PTR write every element of a 1-D output of BOUND elements and
// nothing reads what was there: every use of PTR is an unconditional `tl.store(PTR + OFFS, ..., mask=OFFS < BOUND)`
// (or a mask assigned so), OFFS a block of a grid axis the launch covers whole (cdiv(bound, BLOCK)); no load, no
// atomic, no accumulation. A mask with any other term has holes (the zeros would show through).
bool storesCoverOutput(const KernelFile &src, const KernelFile::Launch &launch, const QString &ptr)
{
    const KernelFile::JitFunction *f = src.jitFunction(launch.kernel);
    if (!f)
        return false;
    const QString body = src.text().mid(f->bodyStart, f->bodyEnd - f->bodyStart);
    const QStringList lines = body.split(QLatin1Char('\n'));
    int baseIndent = -1;
    for (const QString &l : lines)
        if (!l.trimmed().isEmpty() && !l.trimmed().startsWith(QLatin1Char('#'))) {
            baseIndent = int(l.size() - QString(l).remove(QRegularExpression(QStringLiteral("^[ \t]+"))).size());
            break;
        }
    int stores = 0;
    static const QRegularExpression store(QStringLiteral(R"(^([ \t]*)tl\.store\((.*)\)\s*(#.*)?$)"));
    for (const QString &l : lines) {
        if (!mentionsWord(ptr, l))
            continue;
        const QRegularExpressionMatch m = store.match(l);
        if (!m.hasMatch() || m.capturedLength(1) != baseIndent)
            return false; // a load, an atomic, an accumulation, or a store under a condition or in a loop
        const QStringList args = m.captured(2).split(QLatin1Char(','));
        QString pointer, mask;
        for (const QString &a : args) {
            const QString x = a.trimmed();
            if (x.startsWith(QLatin1String("mask")) && x.contains(QLatin1Char('=')))
                mask = x.mid(x.indexOf(QLatin1Char('=')) + 1).trimmed();
        }
        pointer = args.first().trimmed();
        const QRegularExpressionMatch pm
            = QRegularExpression(QStringLiteral(R"(^%1\s*\+\s*([A-Za-z_]\w*)$)").arg(QRegularExpression::escape(ptr)))
                  .match(pointer);
        if (!pm.hasMatch() || mask.isEmpty() || args.size() > 3)
            return false;
        const QString offs = pm.captured(1);
        if (QRegularExpression(QStringLiteral(R"(^[A-Za-z_]\w*$)")).match(mask).hasMatch() && mask != offs)
            mask = oneAssignment(src, mask, f->bodyStart, f->bodyEnd); // a mask assigned in the kernel
        const QRegularExpressionMatch mm
            = QRegularExpression(QStringLiteral(R"(^%1\s*<\s*([A-Za-z_]\w*)$)").arg(QRegularExpression::escape(offs)))
                  .match(mask);
        if (!mm.hasMatch())
            return false; // a mask with other terms leaves holes
        const QString offsValue = oneAssignment(src, offs, f->bodyStart, f->bodyEnd);
        bool covered = false;
        for (const QString &c : f->constexprs) {
            if (!offsValue.contains(QStringLiteral("tl.arange(0, %1)").arg(c)) || offsValue.contains(QLatin1Char('[')))
                continue;
            const GridCoverage g = gridCoverage(src, launch, c);
            covered = covered || (g.indexed && g.coversBound && g.bound == mm.captured(1));
        }
        if (!covered)
            return false;
        ++stores;
    }
    return stores > 0;
}

// The least and the largest value of launch fact NAME for KERNEL over the task's cases (an autotuned variant's
// excluded); nullopt where no case gives it.
std::optional<qint64> factBound(const LaunchFacts &facts, const QString &kernel, const QString &name, bool largest)
{
    std::optional<qint64> out;
    for (const LaunchFact &f : facts.facts) {
        bool ok = false;
        const qint64 v = f.value.toLongLong(&ok);
        if (f.kernel != kernel || f.name != name || !f.variant.isEmpty() || !ok)
            continue;
        out = !out ? v : largest ? std::max(*out, v) : std::min(*out, v);
    }
    return out;
}

// Whether PARAM is the inner (last, contiguous-per-thread) axis of a 2-D tile in BODY: the last extent of a 2-D
// accumulator `tl.zeros((A, PARAM))`, or an arange over it broadcast as `[None, :]` (itself or through the one name
// assigned from it).
bool innerAxis(const QString &body, const QString &param)
{
    const QString p = QRegularExpression::escape(param);
    if (QRegularExpression(QStringLiteral(R"(\btl\.zeros\(\s*[\(\[]\s*[A-Za-z_]\w*\s*,\s*%1\s*[\)\]])").arg(p))
            .match(body)
            .hasMatch())
        return true;
    const QString arange = QStringLiteral(R"(tl\.arange\(\s*0\s*,\s*%1\s*\))").arg(p);
    static const QString inner = QStringLiteral(R"(\s*\[\s*None\s*,\s*:\s*\])");
    if (QRegularExpression(arange + inner).match(body).hasMatch())
        return true;
    const QRegularExpression named(
        QStringLiteral(R"(^\s*([A-Za-z_]\w*)\s*=[^=\n][^\n]*%1)").arg(arange), QRegularExpression::MultilineOption);
    for (QRegularExpressionMatchIterator it = named.globalMatch(body); it.hasNext();)
        if (QRegularExpression(QStringLiteral(R"(\b%1\b)").arg(QRegularExpression::escape(it.next().captured(1))) + inner)
                .match(body)
                .hasMatch())
            return true;
    return false;
}

// An @triton.autotune decorator's configs: where the `configs=` value is, and what each triton.Config sets.
struct AutotuneConfigs {
    int start = -1; // the value's offsets in the file
    int end = -1;
    struct Config {
        QList<std::pair<QString, QString>> keys; // the dict's keys with their value texts, in order
        QString warps, stages; // the keywords' texts; empty: not given
    };
    QList<Config> configs; // the literal triton.Config calls in the value (a comprehension gives one, its template)
};

std::optional<AutotuneConfigs> autotuneConfigsOf(const KernelFile &src, const QString &kernel)
{
    const KernelFile::JitFunction *f = src.jitFunction(kernel);
    if (!f || !src.isAutotuned(kernel))
        return std::nullopt;
    // The decorator: the last `@triton.autotune(` above the def, with no def between them.
    const int defAt = src.lineStart(f->defLine);
    const int at = int(src.text().lastIndexOf(QLatin1String("@triton.autotune("), defAt));
    if (at < 0 || src.text().mid(at, defAt - at).contains(QRegularExpression(QStringLiteral(R"(\n\s*def\s)"))))
        return std::nullopt;
    const int open = at + int(QStringLiteral("@triton.autotune").size());
    const int close = src.matchingBracket(open);
    if (close < 0 || !src.inRegion(at) || !src.inRegion(close))
        return std::nullopt;
    AutotuneConfigs out;
    for (const KernelFile::Argument &a : src.splitArguments(open + 1, close))
        if (a.keyword == QLatin1String("configs")) {
            out.start = a.start;
            out.end = a.end;
        }
    if (out.start < 0)
        return std::nullopt;
    static const QRegularExpression config(QStringLiteral(R"(\btriton\.Config\s*\()"));
    static const QRegularExpression key(
        QStringLiteral(R"(^["']([A-Za-z_]\w*)["']\s*:\s*(.+)$)"), QRegularExpression::DotMatchesEverythingOption);
    const QString value = src.text().mid(out.start, out.end - out.start);
    for (QRegularExpressionMatchIterator it = config.globalMatch(value); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const int copen = out.start + int(m.capturedEnd(0)) - 1;
        const int cclose = src.matchingBracket(copen);
        if (cclose < 0)
            return std::nullopt;
        AutotuneConfigs::Config c;
        const QList<KernelFile::Argument> args = src.splitArguments(copen + 1, cclose);
        for (const KernelFile::Argument &a : args) {
            if (a.keyword == QLatin1String("num_warps"))
                c.warps = a.value;
            else if (a.keyword == QLatin1String("num_stages"))
                c.stages = a.value;
            else if (a.keyword.isEmpty() && a.value.startsWith(QLatin1Char('{'))) {
                const int dopen = a.start, dclose = src.matchingBracket(dopen);
                if (dclose < 0)
                    return std::nullopt;
                for (const KernelFile::Argument &kv : src.splitArguments(dopen + 1, dclose)) {
                    const QRegularExpressionMatch k = key.match(kv.value);
                    if (!k.hasMatch())
                        return std::nullopt;
                    c.keys.append({ k.captured(1), k.captured(2).trimmed() });
                }
            }
        }
        out.configs.append(c);
    }
    if (out.configs.isEmpty())
        return std::nullopt;
    return out;
}

// `triton.Config({...}, num_warps=W, num_stages=S)` with the keys of TEMPLATE, VALUES replacing theirs (a key whose
// value is not an integer literal and not replaced: empty, the config is not written).
QString configText(const AutotuneConfigs::Config &templ, const QHash<QString, qint64> &values, qint64 warps, qint64 stages)
{
    QStringList keys;
    for (const auto &[k, v] : templ.keys) {
        if (values.contains(k))
            keys << QStringLiteral("\"%1\": %2").arg(k).arg(values.value(k));
        else if (integerLiteral(v))
            keys << QStringLiteral("\"%1\": %2").arg(k, v);
        else
            return {};
    }
    QString out = QStringLiteral("triton.Config({%1}, num_warps=%2").arg(keys.join(QStringLiteral(", "))).arg(warps);
    if (stages > 0)
        out += QStringLiteral(", num_stages=%1").arg(stages);
    return out + QLatin1Char(')');
}

// The NAME=VALUE pairs of a launch fact's autotune variant ("config 2 of 3: BLOCK_M=16, num_warps=8").
QHash<QString, qint64> variantValues(const QString &variant)
{
    QHash<QString, qint64> out;
    static const QRegularExpression pair(QStringLiteral(R"(\b([A-Za-z_]\w*)=(-?\d+)\b)"));
    for (QRegularExpressionMatchIterator it = pair.globalMatch(variant); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out.insert(m.captured(1), m.captured(2).toLongLong());
    }
    return out;
}

} // namespace

// Whether the task's cases run LAUNCH (docs/optimize.md, "Recipes from the launch's shape"): the launch facts'
// reached launches. A launch none of the cases reaches (max_reduction's `max`, beside the `max_dim` its call_op
// calls) is not what the operator's time is spent in, and a recipe on it rewrites nothing that runs. Without
// reached launches (no facts, or the cases reached none) the text alone decides: it runs. A launch the interpreter
// placed on a line where the text has no launch of that kernel (a statement over several lines) counts for all of
// that kernel's launches.
bool runsOnCases(const KernelFile &src, const LaunchFacts &facts, const KernelFile::Launch &launch)
{
    if (facts.reached.isEmpty() || facts.reached.contains(std::pair(launch.kernel, launch.line)))
        return true;
    for (const auto &[kernel, line] : facts.reached) {
        if (kernel != launch.kernel)
            continue;
        bool placed = false;
        for (const KernelFile::Launch &l : src.launches())
            placed = placed || (l.kernel == kernel && l.line == line);
        if (!placed)
            return true;
    }
    return false;
}

QList<Candidate> shapeCandidates(const ShapeInput &in)
{
    const KernelFile src(in.text);
    const QList<Shape> shapes = shapesOf(src, in.launch);
    QList<Candidate> out;
    QSet<QString> seen { sourceHash(in.text) };
    auto add = [&](Candidate c, const EditOutcome &o, const QString &cause, const QString &kind) {
        if (!o.text)
            return;
        c.source = *o.text;
        if (seen.contains(c.hash()))
            return;
        seen.insert(c.hash());
        c.changes = o.changes;
        c.rewriteKind = kind;
        c.hypothesis = QStringLiteral("%1: %2").arg(cause, describeChanges(o.changes));
        out.append(c);
    };

    // 0. grid-cover: a grid of one program per element whose programs each do a block (`grid = (n,)`, `offs = pid *
    //    BLOCK + tl.arange(0, BLOCK)`) launches BLOCK times the programs the problem needs, all but the first 1/BLOCK
    //    of them masked off entirely (cuda.per-element-programs: grid = cdiv(n, BLOCK)).
    for (const KernelFile::Launch &launch : src.launches()) {
        const KernelFile::JitFunction *f = src.jitFunction(launch.kernel);
        if (!f || !src.inRegion(launch.callOpen) || src.isAutotuned(launch.kernel) || !runsOnCases(src, in.launch, launch))
            continue;
        for (const QString &p : f->constexprs) {
            const GridCoverage g = gridCoverage(src, launch, p);
            const LaunchParam lp = launchParam(src, launch, p);
            if (!g.overcovers || !lp.value || *lp.value <= 1)
                continue;
            const QString cause
                = QStringLiteral("grid axis %1 of %2 launches %3 programs, one per element, each doing a block of "
                                 "%4 = %5: it covers the problem %5 times over")
                      .arg(g.axis)
                      .arg(launch.kernel, g.axisText, p)
                      .arg(*lp.value);
            add(candidateFor(QStringLiteral("grid-cover"), QStringLiteral("cuda.per-element-programs"),
                    QStringLiteral("grid-oversubscription"), launch.kernel, launch.line),
                fitGridToBlock(in.text, p, launch.kernel), cause, QStringLiteral("launch-config"));
        }
    }

    // 1. tile-fill: a tile of fewer than 4 elements per thread leaves lanes idle and loads narrower than 128
    //    bits (cuda.scalar-per-thread-layout). The largest tunable factor grows to a tile of 1024, 4096, 2048
    //    elements with 4, 8, 8 warps (Inductor's pointwise blocks; triton tutorial 01 uses 1024 with 4 warps).
    for (const Shape &s : shapes) {
        const std::optional<qint64> tile = s.elements();
        if (s.dot || !tile || !s.warps.value)
            continue;
        const qint64 lanes = 32 * *s.warps.value;
        if (*tile >= 4 * lanes)
            continue;
        // The factor a loop steps by grows first: it leaves the grid as it is, where a factor that indexes the grid
        // divides the programs by the growth (an 8 x 8 reduction tile's rows grown to 256 leave 2 programs).
        const QString loop = loopBlockParam(in.text, s.kernel);
        int mover = -1;
        for (int i = 0; i < s.factors.size(); ++i)
            if (s.factors.at(i).tunable && s.tile.at(i) == loop)
                mover = i;
        const bool loopMoves = mover >= 0;
        for (int i = 0; !loopMoves && i < s.factors.size(); ++i)
            if (s.factors.at(i).tunable && (mover < 0 || *s.factors.at(i).value > *s.factors.at(mover).value))
                mover = i;
        if (mover < 0)
            continue;
        const QString cause = QStringLiteral("%1's tile of %2 elements gives its %3 threads fewer than 4 elements each")
                                  .arg(s.kernel)
                                  .arg(*tile)
                                  .arg(lanes);
        for (const auto &[target, warps] : { std::pair<qint64, int> { 1024, 4 }, { 4096, 8 }, { 2048, 8 } }) {
            if (target <= *tile)
                continue;
            const qint64 to = *s.factors.at(mover).value * (target / *tile);
            add(candidateFor(QStringLiteral("tile-fill"), QStringLiteral("cuda.scalar-per-thread-layout"),
                    QStringLiteral("missed-vectorization"), s.kernel, s.line),
                jointEdit(in.text, { { s.tile.at(mover), QStringLiteral("set"), double(to) } }, s.kernel, warps, 0), cause,
                QStringLiteral("block-size"));
        }
    }

    // 2a. row-stream: a reduction over rows with a small 2-D tile, ROWS x COLS, ROWS indexing the grid (pid * ROWS)
    //     and the kernel looping over each row in steps of COLS on the tile's inner axis: few programs for the SMs
    //     (the launch facts: programs against the hardware's cores) or few elements per thread. Growing ROWS (what
    //     tile-fill would do) cuts the grid further; one program per row (or the few rows that still give every SM
    //     a program) streaming the row in blocks of 1024 to 4096 elements fills both (cuda.small-grid where the facts show
    //     the grid short, else cuda.scalar-per-thread-layout).
    for (const Shape &s : shapes) {
        if (s.dot || s.tile.size() != 2 || !s.warps.value)
            continue;
        const KernelFile::Launch *launch = nullptr;
        for (const KernelFile::Launch &l : src.launches())
            if (l.kernel == s.kernel && l.line == s.line)
                launch = &l;
        const KernelFile::JitFunction *f = src.jitFunction(s.kernel);
        const QString loop = loopBlockParam(in.text, s.kernel);
        const int ci = int(s.tile.indexOf(loop)), ri = 1 - ci;
        if (!launch || !f || ci < 0 || ci > 1)
            continue;
        const LaunchParam &rows = s.factors.at(ri), &cols = s.factors.at(ci);
        if (!rows.tunable || !cols.tunable || !rows.value || !cols.value || rows.wholeExtent || cols.wholeExtent
            || !gridCoverage(src, *launch, s.tile.at(ri)).indexed || !innerAxis(bodyOf(src, *f), loop))
            continue;
        const qint64 bm = *rows.value, bn = *cols.value, lanes = 32 * *s.warps.value;
        const std::optional<qint64> programs = factBound(in.launch, s.kernel, QStringLiteral("programs"), false);
        const std::optional<qint64> trips = factBound(in.launch, s.kernel, QStringLiteral("iterations"), true);
        const int cores = in.hardware.cores;
        const bool fewPrograms = programs && cores > 0 && *programs < cores;
        const bool thin = bm * bn < 4 * lanes;
        if (bm <= 1 || (!fewPrograms && !thin))
            continue;
        // Rows per program: one, and (with the facts) the most that still give every SM a program.
        QList<qint64> rowChoices { 1 };
        if (programs && cores > 0) {
            const qint64 most = std::min(bm, floorPow2(std::max<qint64>(1, (*programs * bm) / cores)));
            if (most > 1 && most < bm)
                rowChoices.append(most);
        }
        // The row's length, as the loop's trips tell it: a block longer than the row's next power of two is all mask.
        const qint64 rowCap = trips ? std::max<qint64>(bn, qint64(1) << qint64(std::ceil(std::log2(double(*trips * bn))))) : 0;
        QString cause = QStringLiteral("%1's tile of %2 = %3 rows by %4 = %5 columns per step gives its %6 threads %7 elements")
                            .arg(s.kernel, s.tile.at(ri))
                            .arg(bm)
                            .arg(s.tile.at(ci))
                            .arg(bn)
                            .arg(lanes)
                            .arg(bm * bn);
        if (fewPrograms)
            cause += QStringLiteral(", and its grid %1 programs for %2 SMs").arg(*programs).arg(cores);
        for (const qint64 r : std::as_const(rowChoices))
            for (const auto &[target, warps] : { std::pair<qint64, int> { 1024, 4 }, { 2048, 8 }, { 4096, 8 } }) {
                qint64 c = std::max<qint64>(1, target / r);
                if (rowCap > 0)
                    c = std::min(c, rowCap);
                if (c <= bn && r == bm)
                    continue;
                const int w = int(std::clamp<qint64>(floorPow2((r * c) / 128), 1, warps)); // at least 4 elements a thread
                QList<PatternEdit> edits { { s.tile.at(ri), QStringLiteral("set"), double(r) } };
                if (c != bn)
                    edits.append({ s.tile.at(ci), QStringLiteral("set"), double(c) });
                add(candidateFor(QStringLiteral("row-stream"),
                        fewPrograms ? QStringLiteral("cuda.small-grid") : QStringLiteral("cuda.scalar-per-thread-layout"),
                        fewPrograms ? QStringLiteral("grid-undersubscription") : QStringLiteral("missed-vectorization"), s.kernel,
                        s.line),
                    jointEdit(in.text, edits, s.kernel, w, 0), cause, QStringLiteral("block-size"));
            }
    }

    // 2. row-batch: a tile axis of 1 gives each program one row (one index, one token) of a 2-D tile
    //    (cuda.per-element-programs): 4 and 16 rows per program, num_warps following the larger tile.
    for (const Shape &s : shapes) {
        if (s.dot || s.tile.size() < 2)
            continue;
        for (int i = 0; i < s.factors.size(); ++i) {
            const LaunchParam &p = s.factors.at(i);
            if (!p.tunable || p.value != 1)
                continue;
            const QString cause
                = QStringLiteral("%1 = 1: each program of %2 handles one row of its tile").arg(s.tile.at(i), s.kernel);
            // Premise: batching rows that index the grid divides the programs; not below one per SM (the launch facts).
            const KernelFile::Launch *launch = nullptr;
            for (const KernelFile::Launch &l : src.launches())
                if (l.kernel == s.kernel && l.line == s.line)
                    launch = &l;
            const bool indexes = launch && gridCoverage(src, *launch, s.tile.at(i)).indexed;
            const std::optional<qint64> programs = factBound(in.launch, s.kernel, QStringLiteral("programs"), false);
            for (const int rows : { 4, 16 })
                if (!indexes || !programs || in.hardware.cores <= 0 || *programs / rows >= in.hardware.cores)
                    add(candidateFor(QStringLiteral("row-batch"), QStringLiteral("cuda.per-element-programs"),
                            QStringLiteral("grid-oversubscription"), s.kernel, s.line),
                        jointEdit(in.text, { { s.tile.at(i), QStringLiteral("set"), double(rows) } }, s.kernel, 0, 16), cause,
                        QStringLiteral("block-size"));
        }
    }

    // 3. dot-tile: the tiles of a dot loop move together with num_warps and num_stages, within the shared memory
    //    the stages need (stages x (BM*BK + BK*BN) x element bytes; cuda.small-matmul-tiles, tutorial 03's configs).
    for (const Shape &s : shapes) {
        if (!s.dot)
            continue;
        const KernelFile::JitFunction *f = src.jitFunction(s.kernel);
        static const QRegularExpression acc(
            QStringLiteral("\\btl\\.zeros\\(\\s*[\\(\\[]\\s*([A-Za-z_]\\w*)\\s*,\\s*([A-Za-z_]\\w*)\\s*[\\)\\]]"));
        const QRegularExpressionMatch a = acc.match(bodyOf(src, *f));
        const QString kParam = loopBlockParam(in.text, s.kernel);
        if (!a.hasMatch() || kParam.isEmpty())
            continue;
        const QString mParam = a.captured(1), nParam = a.captured(2);
        if (kParam == mParam || kParam == nParam)
            continue;
        const KernelFile::Launch *launch = nullptr;
        for (const KernelFile::Launch &l : src.launches())
            if (l.kernel == s.kernel && l.line == s.line)
                launch = &l;
        const LaunchParam m = launchParam(src, *launch, mParam), n = launchParam(src, *launch, nParam),
                          k = launchParam(src, *launch, kParam);
        if (!m.value || !n.value || !k.value || !s.warps.value || !s.stages.value || !k.tunable)
            continue;
        const auto smem
            = [&](qint64 bm, qint64 bn, qint64 bk, qint64 st) { return st * (bm * bk + bk * bn) * qint64(in.elementBytes); };
        struct Move {
            qint64 bm, bn, bk, warps, stages;
        };
        const qint64 bm = *m.value, bn = *n.value, bk = *k.value, nw = *s.warps.value, ns = *s.stages.value;
        // Below the matrix unit's minimum tile (the backend's hardware model) the dot takes a slower path: the family
        // that fills it, never a smaller step (the H200 run's 32x32x32 dots got 32x64x32 and 16x16x32 proposals).
        const DotTile &least = in.hardware.dotTileMinimum;
        const auto belowMinimum
            = [&](qint64 tm, qint64 tn, qint64 tk) { return least.m > 0 && (tm < least.m || tn < least.n || tk < least.k); };
        QList<Move> moves;
        const bool below = belowMinimum(bm, bn, bk);
        if (below) {
            if (!m.tunable || !n.tunable || m.wholeExtent || n.wholeExtent)
                continue;
            for (const DotTile &t : in.hardware.dotTileFamily)
                moves.append({ t.m, t.n, t.k, t.warps, t.stages });
        } else if (bk >= 32)
            moves.append({ bm, bn, bk / 2, nw, ns + 1 }); // a shorter step, one stage deeper: the same bytes in flight
        if (!below) {
            if (m.tunable && n.tunable && !m.wholeExtent && !n.wholeExtent && bm >= 32 && bn >= 32)
                moves.append({ bm / 2, bn / 2, bk, std::max<qint64>(4, nw / 2), ns + 1 }); // smaller tiles: more programs
            if (n.tunable)
                moves.append({ bm, bn * 2, bk, std::max<qint64>(nw, 8), ns });
            if (m.tunable)
                moves.append({ bm * 2, bn, bk, std::max<qint64>(nw, 8), ns });
            if (nw > 4)
                moves.append({ bm, bn, bk, nw / 2, ns + 1 });
            moves.append({ bm, bn, bk * 2, nw, std::max<qint64>(2, ns - 1) });
        }
        for (Move mv : moves) {
            if (belowMinimum(mv.bm, mv.bn, mv.bk) || (least.warps > 0 && mv.warps % least.warps != 0 && mv.bm >= least.m))
                continue; // under the tensor-core minimum (a warpgroup's wgmma needs warps in fours)
            while (mv.stages > 2 && smem(mv.bm, mv.bn, mv.bk, mv.stages) > in.sharedMemoryBytes)
                --mv.stages;
            if (smem(mv.bm, mv.bn, mv.bk, mv.stages) > in.sharedMemoryBytes
                || (mv.bm * mv.bn) / (32 * mv.warps) > MaxDotAccumulatorsPerThread)
                continue; // over the shared memory, or more fp32 accumulators per thread than spill-free
            QList<PatternEdit> edits;
            if (mv.bm != bm)
                edits.append({ mParam, QStringLiteral("set"), double(mv.bm) });
            if (mv.bn != bn)
                edits.append({ nParam, QStringLiteral("set"), double(mv.bn) });
            if (mv.bk != bk)
                edits.append({ kParam, QStringLiteral("set"), double(mv.bk) });
            if (mv.stages != ns)
                edits.append({ Stages, QStringLiteral("set"), double(mv.stages) });
            const QString cause
                = QStringLiteral("%1's dot tiles %2x%3x%4 with %5 warps and %6 stages (%7 KiB of shared memory) "
                                 "moved together to %8x%9x%10, %11 warps, %12 stages (%13 KiB)")
                      .arg(below ? QStringLiteral("%1's tiles are below the tensor-core minimum %2x%3x%4 of %5; %1")
                                       .arg(s.kernel)
                                       .arg(least.m)
                                       .arg(least.n)
                                       .arg(least.k)
                                       .arg(in.hardware.name)
                                 : s.kernel)
                      .arg(bm)
                      .arg(bn)
                      .arg(bk)
                      .arg(nw)
                      .arg(ns)
                      .arg(smem(bm, bn, bk, ns) / 1024)
                      .arg(mv.bm)
                      .arg(mv.bn)
                      .arg(mv.bk)
                      .arg(mv.warps)
                      .arg(mv.stages)
                      .arg(smem(mv.bm, mv.bn, mv.bk, mv.stages) / 1024);
            add(candidateFor(QStringLiteral("dot-tile"), QStringLiteral("cuda.small-matmul-tiles"),
                    QStringLiteral("missed-tensor-core"), s.kernel, s.line),
                jointEdit(in.text, edits, s.kernel, mv.warps != nw ? int(mv.warps) : 0, 0), cause, QStringLiteral("block-size"));
        }
    }

    // 4. zero-fill: an output allocated zero-filled (torch.zeros, torch.zeros_like) and then wholly overwritten by
    //     one launch whose stores cover every element without a mask hole, and read by nothing but the return:
    //     allocated empty, the fill's write pass over the output is saved (cuda.zero-fill-overwritten).
    static const QRegularExpression zeros(
        QStringLiteral(R"(^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*torch\.(zeros_like|zeros)\(([^#\n]*)\)[ \t]*(#.*)?$)"),
        QRegularExpression::MultilineOption);
    for (QRegularExpressionMatchIterator it = zeros.globalMatch(in.text); it.hasNext();) {
        const QRegularExpressionMatch z = it.next();
        const QString out = z.captured(1);
        const int at = int(z.capturedStart(2));
        if (!src.inRegion(at))
            continue;
        const KernelFile::Launch *use = nullptr;
        int uses = 0;
        QString ptr;
        for (const KernelFile::Launch &launch : src.launches()) {
            if (at < launch.functionStart || at >= launch.functionEnd)
                continue;
            const KernelFile::JitFunction *f = src.jitFunction(launch.kernel);
            for (int i = 0; f && i < launch.args.size(); ++i)
                if (launch.args.at(i).value == out) {
                    use = &launch;
                    ++uses;
                    ptr = launch.args.at(i).keyword.isEmpty() ? f->params.value(i) : launch.args.at(i).keyword;
                }
        }
        if (!use || uses != 1 || ptr.isEmpty() || src.isAutotuned(use->kernel) || !runsOnCases(src, in.launch, *use))
            continue;
        // Nothing else in the launching function reads the output (an accumulation, a second kernel): its lines
        // are the allocation, the launch and the return.
        bool onlyReturned = true;
        const int first = src.lineOf(use->functionStart), last = src.lineOf(use->functionEnd);
        const int launchFirst = src.lineOf(use->callOpen), launchLast = src.lineOf(use->callClose);
        for (int l = first; l <= last && onlyReturned; ++l) {
            const QString text = src.lineText(l);
            if (!mentionsWord(out, text) || l == src.lineOf(at) || (l >= launchFirst && l <= launchLast))
                continue;
            onlyReturned = QRegularExpression(QStringLiteral(R"(^\s*return\s+%1\s*(#.*)?$)").arg(QRegularExpression::escape(out)))
                               .match(text)
                               .hasMatch();
        }
        if (!onlyReturned || !storesCoverOutput(src, *use, ptr))
            continue;
        // The bound the stores cover is the output's element count: `X.numel()` of the tensor zeros_like copies
        // (or of the output), directly or through one assignment.
        const KernelFile::JitFunction *f = src.jitFunction(use->kernel);
        QString bound;
        for (const QString &c : f->constexprs)
            if (const GridCoverage g = gridCoverage(src, *use, c); g.coversBound)
                bound = g.boundAtLaunch;
        QString boundValue = bound;
        if (QRegularExpression(QStringLiteral(R"(^[A-Za-z_]\w*$)")).match(bound).hasMatch()) {
            const QString v = oneAssignment(src, bound, use->functionStart, use->callOpen);
            if (!v.isEmpty())
                boundValue = v;
        }
        const QString like
            = z.captured(2) == QLatin1String("zeros_like") ? z.captured(3).split(QLatin1Char(',')).first().trimmed() : QString();
        const QRegularExpression numel(QStringLiteral(R"(^([A-Za-z_]\w*)\.numel\(\)$)"));
        const QRegularExpressionMatch nm = numel.match(boundValue);
        if (!nm.hasMatch() || (nm.captured(1) != out && nm.captured(1) != like))
            continue;
        const QString from = QStringLiteral("torch.") + z.captured(2);
        const QString to
            = z.captured(2) == QLatin1String("zeros_like") ? QStringLiteral("torch.empty_like") : QStringLiteral("torch.empty");
        EditOutcome o;
        o.text = applyEdits(in.text, { { at, int(z.capturedEnd(2)), to.mid(6) } });
        o.changes.append({ QStringLiteral("allocation"), from, to, src.lineOf(at) });
        Candidate c = candidateFor(QStringLiteral("zero-fill"), QStringLiteral("cuda.zero-fill-overwritten"),
            QStringLiteral("redundant-global-traffic"), use->kernel, use->line);
        c.edits << QStringLiteral("line %1: %2 -> %3").arg(src.lineOf(at)).arg(from, to);
        add(c, o,
            QStringLiteral("%1 is zero-filled, then %2 stores every element of it (mask %3 only)")
                .arg(out, use->kernel, QStringLiteral("offsets < ") + bound),
            QStringLiteral("allocation"));
    }

    // 5. warps-follow-block: num_warps as a function of the tile, so that every case's block gets threads in
    //    proportion (cuda.reduction-num-warps: "scale num_warps with BLOCK"): 16, 8 and 32 elements per thread,
    //    at every launch of a kernel without a dot at once.
    bool anyTile = false;
    for (const Shape &s : shapes)
        anyTile = anyTile || (!s.dot && !s.tile.isEmpty());
    if (anyTile)
        for (const int elements : { 16, 8, 32 }) {
            const EditOutcome o = setLaunchOption(in.text, Warps,
                [&](const KernelFile &f, const KernelFile::Launch &l) { return warpsFollowing(f, l, elements, in.launch); });
            int line = 0;
            QString kernel;
            for (const Shape &s : shapes)
                if (!s.dot && !s.tile.isEmpty() && kernel.isEmpty()) {
                    kernel = s.kernel;
                    line = s.line;
                }
            add(candidateFor(QStringLiteral("warps-follow-block"), QStringLiteral("cuda.reduction-num-warps"),
                    QStringLiteral("low-occupancy"), kernel, line),
                o, QStringLiteral("num_warps follows the tile: %1 elements per thread").arg(elements),
                QStringLiteral("launch-config"));
        }
    // 6. autotune-extend: an autotuned kernel whose configs all miss what the launch needs, its configs extended
    //    (the autotuner still picks; nothing it had is taken away). A dot kernel whose configs all stay below the
    //    matrix unit's tile family (the hardware model's dotTileFamily: 128x128x64 and 128x256x64 with 8 warps on the
    //    H200) gets the family (cuda.small-matmul-tiles); a kernel whose every config gives each thread more than 64
    //    elements of its tile on a case (the launch facts: a whole row of next_power_of_2(n) times the rows of the
    //    grid axis: spills) gets configs with fewer rows per program and more warps, 16 to 32 elements a thread
    //    (cuda.whole-row-next-power-of-2).
    for (const KernelFile::Launch &launch : src.launches()) {
        const KernelFile::JitFunction *f = src.jitFunction(launch.kernel);
        if (!f || !src.inRegion(launch.callOpen) || !runsOnCases(src, in.launch, launch))
            continue;
        const std::optional<AutotuneConfigs> tuned = autotuneConfigsOf(src, launch.kernel);
        if (!tuned)
            continue;
        const QString body = bodyOf(src, *f);
        const AutotuneConfigs::Config &templ = tuned->configs.first();
        const auto literal = [](const AutotuneConfigs::Config &c, const QString &k) -> std::optional<qint64> {
            for (const auto &[key, v] : c.keys)
                if (key == k)
                    return integerLiteral(v);
            return std::nullopt;
        };
        QStringList added;
        QString cause, pattern, category;
        if (hasDot(body) && !in.hardware.dotTileFamily.isEmpty()) {
            static const QRegularExpression acc(
                QStringLiteral("\\btl\\.zeros\\(\\s*[\\(\\[]\\s*([A-Za-z_]\\w*)\\s*,\\s*([A-Za-z_]\\w*)\\s*[\\)\\]]"));
            static const QRegularExpression arange(QStringLiteral("\\btl\\.arange\\(\\s*0\\s*,\\s*([A-Za-z_]\\w*)\\s*\\)"));
            const QRegularExpressionMatch a = acc.match(body);
            if (!a.hasMatch())
                continue;
            const QString mk = a.captured(1), nk = a.captured(2);
            QString kk;
            for (QRegularExpressionMatchIterator it = arange.globalMatch(body); it.hasNext();) {
                const QString p = it.next().captured(1);
                if (p != mk && p != nk && f->constexprs.contains(p))
                    kk = p;
            }
            if (kk.isEmpty())
                continue;
            // The configs' largest tile, with its other keys' values (GROUP_M) for the new ones.
            const AutotuneConfigs::Config *largest = nullptr;
            qint64 most = 0;
            for (const AutotuneConfigs::Config &c : tuned->configs) {
                const auto m = literal(c, mk), n = literal(c, nk), k = literal(c, kk);
                if (!m || !n || !k) {
                    largest = nullptr;
                    break;
                }
                if (*m * *n * *k > most) {
                    most = *m * *n * *k;
                    largest = &c;
                }
            }
            if (!largest)
                continue;
            for (const DotTile &t : in.hardware.dotTileFamily) {
                bool reached = false;
                for (const AutotuneConfigs::Config &c : tuned->configs)
                    reached = reached || (*literal(c, mk) >= t.m && *literal(c, nk) >= t.n && *literal(c, kk) >= t.k);
                qint64 stages = t.stages;
                while (stages > 2 && stages * (t.m * t.k + t.k * t.n) * qint64(in.elementBytes) > in.sharedMemoryBytes)
                    --stages;
                if (reached || stages * (t.m * t.k + t.k * t.n) * qint64(in.elementBytes) > in.sharedMemoryBytes)
                    continue;
                const QString text = configText(*largest, { { mk, t.m }, { nk, t.n }, { kk, t.k } }, t.warps, stages);
                if (!text.isEmpty())
                    added << text;
            }
            cause
                = QStringLiteral("every autotune config of %1 stays below the %2x%3x%4 dot tiles that fill the matrix unit of %5")
                      .arg(launch.kernel)
                      .arg(in.hardware.dotTileFamily.last().m)
                      .arg(in.hardware.dotTileFamily.last().n)
                      .arg(in.hardware.dotTileFamily.last().k)
                      .arg(in.hardware.name);
            pattern = QStringLiteral("cuda.small-matmul-tiles");
            category = QStringLiteral("missed-tensor-core");
        } else if (!hasDot(body)) {
            // Per config (the launch facts' variants): the most elements a thread holds over the cases.
            QHash<QString, double> perThread;
            QHash<QString, QHash<QString, qint64>> values;
            for (const LaunchFact &fact : in.launch.facts)
                if (fact.kernel == launch.kernel && fact.name == QLatin1String("elements_per_thread")
                    && !fact.variant.isEmpty()) {
                    perThread[fact.variant] = std::max(perThread.value(fact.variant), fact.value.toDouble());
                    values.insert(fact.variant, variantValues(fact.variant));
                }
            if (perThread.isEmpty())
                continue;
            double least = std::numeric_limits<double>::max();
            for (const double e : std::as_const(perThread))
                least = std::min(least, e);
            if (least <= 64)
                continue;
            // The grid-indexed constexpr the configs set (rows per program).
            QString rows;
            for (const auto &[k, v] : templ.keys)
                if (gridCoverage(src, launch, k).indexed)
                    rows = k;
            if (rows.isEmpty())
                continue;
            // One row's elements per thread-set: e x 32 x warps / rows, from the config with the fewest per thread.
            QString best;
            for (auto it = perThread.cbegin(); it != perThread.cend(); ++it)
                if (best.isEmpty() || it.value() < perThread.value(best))
                    best = it.key();
            const QHash<QString, qint64> v = values.value(best);
            const qint64 bm = v.value(rows), warps = v.value(QStringLiteral("num_warps"), 4);
            if (bm <= 1)
                continue;
            const double rowElements = perThread.value(best) * 32.0 * double(warps) / double(bm);
            for (const qint64 r : { 1, 2, 4 }) {
                if (r >= bm)
                    continue;
                for (const qint64 w : { 4, 8, 16, 32 }) {
                    const double e = rowElements * double(r) / (32.0 * double(w));
                    if (e > 32)
                        continue;
                    const QString text = configText(templ, { { rows, r } }, w, 0);
                    if (!text.isEmpty())
                        added << text;
                    break;
                }
            }
            cause = QStringLiteral("every autotune config of %1 gives each thread more than 64 elements (at least %2 on a case)")
                        .arg(launch.kernel)
                        .arg(least);
            pattern = QStringLiteral("cuda.whole-row-next-power-of-2");
            category = QStringLiteral("register-spills");
        }
        if (added.isEmpty())
            continue;
        QString value = in.text.mid(tuned->start, tuned->end - tuned->start);
        if (!value.startsWith(QLatin1Char('[')) || src.matchingBracket(tuned->start) != tuned->end - 1)
            value = pythonOperand(value); // a list display or comprehension is an operand as it is
        EditOutcome o;
        o.text = applyEdits(
            in.text, { { tuned->start, tuned->end, QStringLiteral("%1 + [%2]").arg(value, added.join(QStringLiteral(", "))) } });
        o.changes.append({ QStringLiteral("configs"), QStringLiteral("%1 configs").arg(tuned->configs.size()),
            QStringLiteral("+ %1").arg(added.join(QStringLiteral(", "))), src.lineOf(tuned->start) });
        Candidate c = candidateFor(QStringLiteral("autotune-extend"), pattern, category, launch.kernel, launch.line);
        c.edits << QStringLiteral("line %1: configs + %2").arg(src.lineOf(tuned->start)).arg(added.join(QStringLiteral(", ")));
        add(c, o, cause, QStringLiteral("launch-config"));
    }
    return out;
}

} // namespace Lowerscope::Optimize
