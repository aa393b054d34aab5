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

// The launches in the editable region of kernels the recipes may tune (not autotuned), with their tiles.
QList<Shape> shapesOf(const KernelFile &src)
{
    static const QRegularExpression arange(QStringLiteral("\\btl\\.arange\\(\\s*0\\s*,\\s*([A-Za-z_]\\w*)\\s*\\)"));
    QList<Shape> out;
    for (const KernelFile::Launch &launch : src.launches()) {
        const KernelFile::JitFunction *f = src.jitFunction(launch.kernel);
        if (!f || !src.inRegion(launch.callOpen) || src.isAutotuned(launch.kernel))
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
QString warpsFollowing(const KernelFile &src, const KernelFile::Launch &launch, int elements)
{
    const KernelFile::JitFunction *f = src.jitFunction(launch.kernel);
    if (!f)
        return {};
    for (const Shape &s : shapesOf(src)) {
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

} // namespace

QList<Candidate> shapeCandidates(const ShapeInput &in)
{
    const KernelFile src(in.text);
    const QList<Shape> shapes = shapesOf(src);
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
        if (!f || !src.inRegion(launch.callOpen) || src.isAutotuned(launch.kernel))
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
        int mover = -1;
        for (int i = 0; i < s.factors.size(); ++i)
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
            for (const int rows : { 4, 16 })
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
            if (smem(mv.bm, mv.bn, mv.bk, mv.stages) > in.sharedMemoryBytes || (mv.bm * mv.bn) / (32 * mv.warps) > 128)
                continue; // over the shared memory, or more than 128 fp32 accumulators per thread
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
        if (!use || uses != 1 || ptr.isEmpty() || src.isAutotuned(use->kernel))
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
            const EditOutcome o = setLaunchOption(
                in.text, Warps, [&](const KernelFile &f, const KernelFile::Launch &l) { return warpsFollowing(f, l, elements); });
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
    return out;
}

} // namespace Lowerscope::Optimize
