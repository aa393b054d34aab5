// SPDX-License-Identifier: MIT
#include "recipes.h"

#include "core/contenthash.h"
#include "core/enginetext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace Lowerscope::Optimize {

namespace {

bool isLaunchOption(const QString &p)
{
    return p == QLatin1String("num_warps") || p == QLatin1String("num_stages");
}

QString rewriteKindOf(const QList<ParamChange> &changes)
{
    for (const ParamChange &c : changes)
        if (!isLaunchOption(c.param))
            return QStringLiteral("block-size");
    return QStringLiteral("launch-config");
}

QString describe(const QList<ParamChange> &changes)
{
    return describeChanges(changes);
}

// Block-like constexprs: the tile and block sizes a category's direction may scale.
const QString BlockParams
    = QStringLiteral("BLOCK|BLOCK_SIZE|XBLOCK|BLOCK_N|BLOCK_SIZE_N|BN|BLOCK_M|BLOCK_SIZE_M|BM|BLOCK_D|BLOCK_COL|BLOCK_SIZE_COL");

// What a finding's category points to when its pattern has no mechanical edit: the launch parameters a
// rewrite for that cause changes, and which way (docs/optimize.md, "Category directions"; from the
// patterns' recipes in resources/kb/patterns.json).
QList<QList<PatternEdit>> categoryDirections(const QString &category)
{
    const auto e = [](const QString &p, const char *op, double v) { return PatternEdit { p, QString::fromLatin1(op), v }; };
    const QString warps = QStringLiteral("num_warps"), stages = QStringLiteral("num_stages");
    if (category == QLatin1String("low-occupancy"))
        return { { e(stages, "min", 2) }, { e(warps, "scale", 2) } };
    if (category == QLatin1String("register-spills"))
        return { { e(stages, "min", 2) }, { e(BlockParams, "scale", 0.5) }, { e(warps, "scale", 2) } };
    if (category == QLatin1String("grid-undersubscription"))
        return { { e(BlockParams, "scale", 0.5) } };
    if (category == QLatin1String("grid-oversubscription"))
        return { { e(BlockParams, "scale", 2) }, { e(BlockParams, "scale", 4) } };
    if (category == QLatin1String("no-pipelining"))
        return { { e(stages, "set", 3) }, { e(stages, "set", 4) } };
    if (category == QLatin1String("latency-bound") || category == QLatin1String("memory-bound"))
        return { { e(BlockParams, "scale", 2) }, { e(warps, "scale", 2) }, { e(warps, "scale", 0.5) } };
    if (category == QLatin1String("missed-vectorization") || category == QLatin1String("uncoalesced-access"))
        return { { e(BlockParams, "scale", 2) }, { e(warps, "scale", 0.5) } };
    if (category == QLatin1String("atomic-contention"))
        return { { e(warps, "scale", 0.5) } };
    if (category == QLatin1String("missed-tensor-core"))
        return { { e(stages, "set", 3) }, { e(warps, "set", 8) } };
    return {};
}

// The neighbours of an edit: its value halved and doubled (a scale factor squared and rooted).
QList<PatternEdit> neighbours(const PatternEdit &edit)
{
    if (edit.op == QLatin1String("scale")) {
        // Further in the same direction, and half way back (never to no change).
        const double further = edit.value >= 1 ? edit.value * 2 : edit.value / 2;
        const double back = edit.value >= 1 ? edit.value / 2 : edit.value * 2;
        QList<PatternEdit> out { { edit.param, edit.op, further } };
        if (back != 1)
            out.append({ edit.param, edit.op, back });
        return out;
    }
    if (edit.param == QLatin1String("num_stages"))
        return { { edit.param, QStringLiteral("set"), edit.value + 1 },
            { edit.param, QStringLiteral("set"), std::max(1.0, edit.value - 1) } };
    return { { edit.param, QStringLiteral("set"), edit.value * 2 },
        { edit.param, QStringLiteral("set"), std::max(1.0, edit.value / 2) } };
}

// Applies EDITS in turn (each on the previous result); nullopt text when none applied.
EditOutcome applyAll(const QString &text, const QList<PatternEdit> &edits, const QString &kernel)
{
    EditOutcome total;
    QString current = text;
    QStringList reasons;
    for (const PatternEdit &e : edits) {
        const EditOutcome o = applyParamEdit(current, e, kernel);
        if (!o.text) {
            reasons << o.reason;
            continue;
        }
        current = *o.text;
        total.changes += o.changes;
    }
    if (total.changes.isEmpty())
        total.reason = reasons.join(QStringLiteral("; "));
    else
        total.text = current;
    return total;
}

const Pattern *findPattern(const QList<Pattern> &patterns, const QString &id)
{
    for (const Pattern &p : patterns)
        if (p.id == id)
            return &p;
    return nullptr;
}

Candidate fromFinding(const Finding &f, const QString &recipe, const QString &pattern)
{
    Candidate c;
    c.recipe = recipe;
    c.pattern = pattern;
    c.finding = f.id();
    c.category = f.category;
    c.level = f.level;
    c.impact = f.impact;
    return c;
}

bool mentionsIeee(const Finding &f)
{
    if (f.pattern == QLatin1String("cuda.fp32-dot-ieee"))
        return true;
    for (const Evidence &e : f.evidence)
        if (e.excerpt.contains(QLatin1String("ieee")) || e.excerpt.contains(QLatin1String("allow_tf32=False")))
            return true;
    return false;
}

bool mentionsInt64(const Finding &f)
{
    return f.category == QLatin1String("int64-indexing") || f.pattern.contains(QLatin1String("int64"));
}

const QStringList &widenCategories()
{
    static const QStringList c { QStringLiteral("scalar-loop"), QStringLiteral("latency-bound"), QStringLiteral("memory-bound"),
        QStringLiteral("redundant-global-traffic"), QStringLiteral("missed-vectorization"),
        QStringLiteral("grid-oversubscription"), QStringLiteral("sync-overhead"), QStringLiteral("no-pipelining") };
    return c;
}

// The last line of the loop that starts at line `head` (indented by `indent` spaces): its body is the following
// lines indented deeper, blank lines included; `head` itself when the body is empty.
int loopBodyEnd(const KernelFile &src, int head, int indent, int last)
{
    int end = head;
    for (int b = head + 1; b <= last; ++b) {
        const QString t = src.lineText(b);
        if (t.trimmed().isEmpty())
            continue;
        int n = 0;
        while (n < t.size() && t.at(n) == QLatin1Char(' '))
            ++n;
        if (n <= indent)
            break;
        end = b;
    }
    return end;
}

} // namespace

QString sourceHash(const QString &text)
{
    return contentHash(text);
}

QString Candidate::hash() const
{
    return sourceHash(source);
}

QJsonObject Candidate::origin() const
{
    QJsonArray ch;
    for (const ParamChange &c : changes)
        ch.append(c.toJson());
    const auto orNull = [](const QString &s) { return s.isEmpty() ? QJsonValue() : QJsonValue(s); };
    return { { QStringLiteral("recipe"), recipe }, { QStringLiteral("pattern"), orNull(pattern) },
        { QStringLiteral("finding"), orNull(finding) }, { QStringLiteral("category"), orNull(category) },
        { QStringLiteral("level"), orNull(level) }, { QStringLiteral("impact"), impact < 0 ? QJsonValue() : QJsonValue(impact) },
        { QStringLiteral("changes"), ch }, { QStringLiteral("edits"), QJsonArray::fromStringList(edits) } };
}

QString kernelAtLine(const QString &text, int line)
{
    if (line <= 0)
        return {};
    const KernelFile src(text);
    for (const KernelFile::JitFunction &f : src.jitFunctions())
        if (line >= f.defLine && line <= src.lineOf(f.bodyEnd))
            return f.name;
    return {};
}

EditOutcome setDotPrecision(const QString &text, const QString &precision, const QString &kernel)
{
    const KernelFile src(text);
    EditOutcome out;
    QList<TextEdit> edits;
    static const QRegularExpression dot(QStringLiteral("\\btl\\.dot\\s*\\("));
    const QString wanted = QLatin1Char('"') + precision + QLatin1Char('"');
    for (const KernelFile::JitFunction &f : src.jitFunctions()) {
        if ((!kernel.isEmpty() && f.name != kernel) || !src.inRegion(f.bodyStart))
            continue;
        QRegularExpressionMatchIterator it = dot.globalMatch(text.mid(f.bodyStart, f.bodyEnd - f.bodyStart));
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const int open = f.bodyStart + int(m.capturedEnd(0)) - 1;
            const int close = src.matchingBracket(open);
            if (close < 0)
                continue;
            bool done = false;
            for (const KernelFile::Argument &a : src.splitArguments(open + 1, close)) {
                if (a.keyword == QLatin1String("input_precision")) {
                    done = true;
                    if (a.value != wanted && a.value != QLatin1Char('\'') + precision + QLatin1Char('\'')) {
                        edits.append({ a.start, a.end, wanted });
                        out.changes.append({ QStringLiteral("input_precision"), a.value, wanted, src.lineOf(a.start) });
                    }
                } else if (a.keyword == QLatin1String("allow_tf32")) {
                    done = true;
                    const int kwStart = int(text.lastIndexOf(QLatin1String("allow_tf32"), a.start));
                    edits.append({ kwStart, a.end, QStringLiteral("input_precision=") + wanted });
                    out.changes.append({ QStringLiteral("allow_tf32"), a.value, QStringLiteral("input_precision=") + wanted,
                        src.lineOf(a.start) });
                }
            }
            if (!done) {
                edits.append({ close, close, QStringLiteral(", input_precision=") + wanted });
                out.changes.append({ QStringLiteral("input_precision"), QStringLiteral("default"), wanted, src.lineOf(close) });
            }
        }
    }
    if (edits.isEmpty()) {
        out.reason = EngineText::english("Optimize", "no tl.dot without input_precision=%1 in the editable region").arg(wanted);
        return out;
    }
    out.text = applyEdits(text, edits);
    return out;
}

EditOutcome removeInt64Casts(const QString &text, const QString &kernel)
{
    const KernelFile src(text);
    EditOutcome out;
    QList<TextEdit> edits;
    // A cast feeding address arithmetic: followed by * or +, or the whole value of an assignment. A cast of a
    // stored value (tl.store(p, v.to(tl.int64))) is the output's type, not an index, and stays.
    static const QRegularExpression cast(QStringLiteral("\\.to\\(\\s*tl\\.int64\\s*\\)"));
    static const QRegularExpression assignLine(
        QStringLiteral("^\\s*[A-Za-z_]\\w*\\s*=[^=].*\\.to\\(\\s*tl\\.int64\\s*\\)\\s*(#.*)?$"));
    for (const KernelFile::JitFunction &f : src.jitFunctions()) {
        if ((!kernel.isEmpty() && f.name != kernel) || !src.inRegion(f.bodyStart))
            continue;
        QRegularExpressionMatchIterator it = cast.globalMatch(text.mid(f.bodyStart, f.bodyEnd - f.bodyStart));
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const int s = f.bodyStart + int(m.capturedStart(0)), e = f.bodyStart + int(m.capturedEnd(0));
            int after = e;
            while (after < text.size() && text.at(after) == QLatin1Char(' '))
                ++after;
            const bool arithmetic
                = after < text.size() && (text.at(after) == QLatin1Char('*') || text.at(after) == QLatin1Char('+'));
            const int line = src.lineOf(s);
            const QString lineText = src.lineText(line);
            const bool wholeValue = assignLine.match(lineText).hasMatch() && lineText.trimmed().endsWith(m.captured(0));
            if (!arithmetic && !wholeValue)
                continue;
            edits.append({ s, e, QString() });
            out.changes.append({ QStringLiteral("int64 cast"), m.captured(0), QStringLiteral("removed"), line });
        }
    }
    if (edits.isEmpty()) {
        out.reason = EngineText::english("Optimize", "no .to(tl.int64) in index arithmetic in the editable region");
        return out;
    }
    out.text = applyEdits(text, edits);
    return out;
}

QString loopBlockParam(const QString &text, const QString &kernel, int line)
{
    const KernelFile src(text);
    static const QRegularExpression loop(QStringLiteral("^(\\s*)for\\s+\\w+\\s+in\\s+(?:tl\\.)?range\\((.*)\\)\\s*:"));
    for (const KernelFile::JitFunction &f : src.jitFunctions()) {
        if (!kernel.isEmpty() && f.name != kernel)
            continue;
        const int first = f.defLine + 1, last = src.lineOf(f.bodyEnd);
        for (int l = first; l <= last; ++l) {
            const QRegularExpressionMatch m = loop.match(src.lineText(l));
            if (!m.hasMatch())
                continue;
            const int end = loopBodyEnd(src, l, int(m.capturedLength(1)), last);
            if (line > 0 && (line < l || line > end))
                continue;
            const int open = src.lineStart(l) + int(m.capturedStart(2)) - 1;
            const QList<KernelFile::Argument> args = src.splitArguments(open + 1, src.matchingBracket(open));
            QString block;
            if (args.size() == 3)
                block = args.at(2).value;
            else if (!args.isEmpty()) {
                static const QRegularExpression cdiv(QStringLiteral("cdiv\\(\\s*[^,]+,\\s*([A-Za-z_]\\w*)\\s*\\)"));
                const QRegularExpressionMatch c = cdiv.match(args.last().value);
                if (c.hasMatch())
                    block = c.captured(1);
            }
            if (f.constexprs.contains(block))
                return block;
        }
    }
    return {};
}

QString atomicSpanParam(const QString &text, const QString &kernel)
{
    const KernelFile src(text);
    static const QRegularExpression span(
        QStringLiteral("\\brange\\(\\s*([A-Za-z_]\\w*)\\s*,\\s*\\1\\s*\\+\\s*([A-Za-z_]\\w*)\\s*[,)]"));
    static const QRegularExpression atomic(QStringLiteral("\\btl\\.atomic_\\w+\\s*\\("));
    for (const KernelFile::JitFunction &f : src.jitFunctions()) {
        if (!kernel.isEmpty() && f.name != kernel)
            continue;
        const QString body = text.mid(f.bodyStart, f.bodyEnd - f.bodyStart);
        const QRegularExpressionMatch a = atomic.match(body);
        const QRegularExpressionMatch m = span.match(body);
        if (a.hasMatch() && m.hasMatch() && m.capturedStart(0) < a.capturedStart(0) && f.constexprs.contains(m.captured(2)))
            return m.captured(2);
    }
    return {};
}

QList<Candidate> findingCandidates(const RecipeInput &in)
{
    QList<Candidate> out;
    QSet<QString> seen { sourceHash(in.text) };
    auto add = [&](Candidate c, const EditOutcome &o, const QString &hypothesis, const QString &kind) {
        if (!o.text)
            return;
        c.source = *o.text;
        const QString h = c.hash();
        if (seen.contains(h))
            return;
        seen.insert(h);
        c.changes = o.changes;
        c.hypothesis = hypothesis;
        c.rewriteKind = kind.isEmpty() ? rewriteKindOf(o.changes) : kind;
        out.append(c);
    };
    for (const Finding &f : in.findings) {
        const QString kernel = kernelAtLine(in.text, f.sourceLine);
        const Pattern *p = f.pattern.isEmpty() ? nullptr : findPattern(in.patterns, f.pattern);
        // 1. The pattern's own mechanical edits, all at once; then the values around each.
        if (p && !p->edits.isEmpty()) {
            const EditOutcome all = applyAll(in.text, p->edits, kernel);
            add(fromFinding(f, QStringLiteral("pattern-edit"), p->id), all,
                QStringLiteral("%1: %2 (%3)").arg(p->title, describe(all.changes), p->id), {});
            for (qsizetype i = 0; i < p->edits.size(); ++i)
                for (const PatternEdit &n : neighbours(p->edits.at(i))) {
                    QList<PatternEdit> edits = p->edits;
                    edits.replace(i, n);
                    const EditOutcome o = applyAll(in.text, edits, kernel);
                    add(fromFinding(f, QStringLiteral("pattern-neighbour"), p->id), o,
                        QStringLiteral("%1, around the pattern's values: %2 (%3)").arg(p->title, describe(o.changes), p->id), {});
                }
        }
        // 2. Source edits the pattern index expresses.
        if (f.category == QLatin1String("missed-tensor-core") && mentionsIeee(f)) {
            for (const QString &prec : { QStringLiteral("tf32"), QStringLiteral("tf32x3") })
                add(fromFinding(f, QStringLiteral("dot-precision"), p ? p->id : QStringLiteral("cuda.fp32-dot-ieee")),
                    setDotPrecision(in.text, prec, kernel),
                    QStringLiteral("Run the fp32 dot on tensor cores: input_precision=\"%1\"").arg(prec),
                    QStringLiteral("dot-precision"));
        }
        if (mentionsInt64(f) && in.maxTensorElements > 0 && in.maxTensorElements < (qint64(1) << 31)) {
            add(fromFinding(f, QStringLiteral("int64-cast"), p ? p->id : QStringLiteral("cuda.int64-indexing")),
                removeInt64Casts(in.text, kernel),
                QStringLiteral("Index in int32: every tensor has fewer than 2^31 elements (largest %1)")
                    .arg(in.maxTensorElements),
                QStringLiteral("int32-indexing"));
        }
        if (f.category == QLatin1String("atomic-contention")) {
            // Each program reduces a larger block in registers before its atomic: fewer programs update each address.
            const QString spanParam = atomicSpanParam(in.text, kernel);
            if (!spanParam.isEmpty())
                for (const double factor : { 4.0, 16.0 }) {
                    const EditOutcome o = applyParamEdit(in.text, { spanParam, QStringLiteral("scale"), factor }, kernel);
                    add(fromFinding(f, QStringLiteral("atomic-block"), f.pattern), o,
                        QStringLiteral(
                            "Reduce a larger block per program before the atomic (fewer programs update each address): %1")
                            .arg(describe(o.changes)),
                        QStringLiteral("block-size"));
                }
        }
        if (widenCategories().contains(f.category)) {
            const QString block = loopBlockParam(in.text, kernel, f.sourceLine);
            if (!block.isEmpty())
                for (const double factor : { 2.0, 4.0 }) {
                    const EditOutcome o = applyParamEdit(in.text, { block, QStringLiteral("scale"), factor }, kernel);
                    add(fromFinding(f, QStringLiteral("loop-widen"), f.pattern), o,
                        QStringLiteral("Widen the loop's block: %1").arg(describe(o.changes)), QStringLiteral("block-size"));
                }
        }
        // 3. The launch parameters the finding's category points to.
        for (const QList<PatternEdit> &edits : categoryDirections(f.category)) {
            const EditOutcome o = applyAll(in.text, edits, kernel);
            add(fromFinding(f, QStringLiteral("category-edit"), f.pattern), o,
                QStringLiteral("%1 points to %2").arg(f.category, describe(o.changes)), {});
        }
    }
    return out;
}

bool loopLoads(const QString &text, const QString &kernel)
{
    const KernelFile src(text);
    static const QRegularExpression loop(QStringLiteral("^(\\s*)for\\s+\\w+\\s+in\\s+(?:tl\\.)?(?:static_)?range\\("));
    for (const KernelFile::Launch &launch : src.launches()) {
        const KernelFile::JitFunction *f = src.jitFunction(launch.kernel);
        if (!f || (!kernel.isEmpty() && f->name != kernel))
            continue;
        const int first = f->defLine + 1, last = src.lineOf(f->bodyEnd);
        for (int l = first; l <= last; ++l) {
            const QRegularExpressionMatch m = loop.match(src.lineText(l));
            if (!m.hasMatch())
                continue;
            const int end = loopBodyEnd(src, l, int(m.capturedLength(1)), last);
            for (int b = l + 1; b <= end; ++b)
                if (src.lineText(b).contains(QLatin1String("tl.load(")))
                    return true;
        }
    }
    return false;
}

QList<Candidate> pickOrder(const QList<QList<Candidate>> &lists)
{
    QList<Candidate> out;
    QSet<QString> seen;
    for (const QList<Candidate> &list : lists)
        for (const Candidate &c : list)
            if (!seen.contains(c.hash())) {
                seen.insert(c.hash());
                out.append(c);
            }
    return out;
}

namespace {

// Whether MOVE leaves a dot's accumulator tile with more than MaxDotAccumulatorsPerThread fp32 values a thread on some
// case (the launch facts' `dot` MxNxK and `num_warps` of the case): dot-tile's limit, applied to the blind search
// too. triton_matmul's 128x256 tile with 8 warps (128 a thread) takes its tiles from a dict, so the search, not
// dot-tile, moves them: BLOCK_SIZE_M or BLOCK_SIZE_N doubled (256 and 512 a thread) and num_warps 4 were its
// first rounds. M and N are the accumulator's `tl.zeros((M, N))` names; without the facts nothing is ruled out.
bool overfillsDotAccumulators(const KernelFile &src, const LaunchFacts &facts, const PatternEdit &move)
{
    static const QRegularExpression acc(
        QStringLiteral("\\btl\\.zeros\\(\\s*[\\(\\[]\\s*([A-Za-z_]\\w*)\\s*,\\s*([A-Za-z_]\\w*)\\s*[\\)\\]]"));
    static const QRegularExpression dims(QStringLiteral("^(\\d+)x(\\d+)x(\\d+)"));
    const auto moved = [&](qint64 v) {
        return move.op == QLatin1String("scale") ? qint64(std::llround(double(v) * move.value)) : qint64(move.value);
    };
    for (const LaunchFact &dot : facts.facts) {
        if (dot.name != QLatin1String("dot") || dot.sourceKind != QLatin1String("source"))
            continue;
        const KernelFile::JitFunction *f = src.jitFunction(dot.kernel);
        const QRegularExpressionMatch d = dims.match(dot.value.toString());
        if (!f || !d.hasMatch())
            continue;
        const QRegularExpressionMatch a = acc.match(src.text().mid(f->bodyStart, f->bodyEnd - f->bodyStart));
        if (!a.hasMatch())
            continue;
        qint64 warps = 0;
        for (const LaunchFact &w : facts.facts)
            if (w.name == QLatin1String("num_warps") && w.kernel == dot.kernel && w.caseName == dot.caseName
                && w.variant == dot.variant)
                warps = w.value.toLongLong();
        qint64 m = d.captured(1).toLongLong(), n = d.captured(2).toLongLong();
        if (move.param == a.captured(1))
            m = moved(m);
        else if (move.param == a.captured(2))
            n = moved(n);
        else if (move.param == QLatin1String("num_warps"))
            warps = moved(warps);
        else
            continue;
        if (warps > 0 && (m * n) / (32 * warps) > MaxDotAccumulatorsPerThread)
            return true;
    }
    return false;
}

} // namespace

QList<Candidate> searchCandidates(const QString &text, const LaunchFacts &facts)
{
    QList<Candidate> out;
    QSet<QString> seen { sourceHash(text) };
    const KernelFile src(text);
    // An edit at LINE runs unless the launching functions around it launch only what no case runs.
    const auto runs = [&](int line) {
        bool inLauncher = false, run = false;
        for (const KernelFile::Launch &l : src.launches()) {
            if (l.functionEnd <= l.functionStart)
                continue; // at module level
            const int first = src.lineOf(l.defOpen >= 0 ? l.defOpen : l.functionStart), last = src.lineOf(l.functionEnd);
            if (line < first || line > last)
                continue;
            inLauncher = true;
            run = run || runsOnCases(src, facts, l);
        }
        return !inLauncher || run;
    };
    // num_stages pipelines the loads of a loop; without one it changes nothing (the H200 run's 20 num_stages
    // rounds on kernels without a loop measured as their base did: docs/results/h200-optimize/README.md).
    const bool pipelined = loopLoads(text);
    for (const QString &param : tunableParams(text)) {
        QList<PatternEdit> moves;
        if (param == QLatin1String("num_stages") && !pipelined)
            continue;
        if (param == QLatin1String("num_stages")) {
            const qint64 v = launchValue(text, param).value_or(3);
            moves = { { param, QStringLiteral("set"), double(v + 1) },
                { param, QStringLiteral("set"), double(std::max<qint64>(1, v - 1)) } };
        } else if (param == QLatin1String("num_warps")) {
            const qint64 v = launchValue(text, param).value_or(4);
            moves = { { param, QStringLiteral("set"), double(std::min<qint64>(32, v * 2)) },
                { param, QStringLiteral("set"), double(std::max<qint64>(1, v / 2)) } };
        } else {
            moves = { { param, QStringLiteral("scale"), 2 }, { param, QStringLiteral("scale"), 0.5 } };
        }
        for (const PatternEdit &m : moves) {
            if (overfillsDotAccumulators(src, facts, m))
                continue;
            const EditOutcome o = applyParamEdit(text, m);
            if (!o.text
                || (!o.changes.isEmpty()
                    && std::none_of(o.changes.cbegin(), o.changes.cend(), [&](const ParamChange &ch) { return runs(ch.line); })))
                continue;
            Candidate c;
            c.recipe = QStringLiteral("launch-search");
            c.source = *o.text;
            if (seen.contains(c.hash()))
                continue;
            seen.insert(c.hash());
            c.changes = o.changes;
            c.rewriteKind = rewriteKindOf(o.changes);
            c.hypothesis = QStringLiteral("Search around the current launch: %1").arg(describe(o.changes));
            out.append(c);
        }
    }
    return out;
}

} // namespace Lowerscope::Optimize
