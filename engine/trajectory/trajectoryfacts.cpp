// SPDX-License-Identifier: MIT
#include "trajectoryfacts.h"

#include "core/backendregistry.h"
#include "core/filestore.h"
#include "irscan.h"

#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace Lowerscope {

using IrScan::LineCursor;
using IrScan::Syntax;

QString snapshotText(const StageSnapshot &s)
{
    if (!s.text.isEmpty() || s.artifact.path.isEmpty())
        return s.text;
    const FileBytes file = FileStore::open(s.artifact.path);
    const QByteArrayView all = file.bytes();
    if (!file.isOpen() || s.artifact.byteBegin > all.size())
        return {};
    const qint64 end = qMin<qint64>(all.size(), s.artifact.byteEnd);
    return QString::fromUtf8(all.sliced(s.artifact.byteBegin, qMax<qint64>(0, end - s.artifact.byteBegin)));
}

namespace {

// Counts facts over a stage text and keeps the first line of each as evidence.
struct StageScan {
    const LoweringTrajectory &t;
    const StageSnapshot &stage;
    Facts &facts;

    void count(const QString &name, int line, QByteArrayView text, int by = 1)
    {
        facts.add(name, by);
        if (!facts.origins.contains(name)) {
            // A text embedded in a trace (TritonParse) is cited by its own name and line (artifactName).
            facts.origins.insert(name, FactOrigin { t.artifactName(stage.artifact), line, QString::fromUtf8(text.trimmed()) });
        }
    }
};

void ptxFacts(StageScan &s, QByteArrayView text)
{
    for (const char *n : { "ptx.ld_global.scalar", "ptx.ld_global.v2", "ptx.ld_global.v4", "ptx.st_global.scalar",
             "ptx.st_global.v2", "ptx.st_global.v4", "ptx.atomics", "ptx.barriers", "ptx.shared_bytes", "ptx.local_bytes",
             "ptx.cp_async", "ptx.tma", "ptx.calls" })
        s.facts.set(QString::fromLatin1(n), 0);
    QString mma;
    LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line)) {
        const QByteArrayView v = IrScan::trimmedLeft(line);
        if ((v.startsWith(".shared") || v.startsWith(".local") || v.startsWith(".extern .shared")) && v.contains('[')) {
            const qsizetype open = v.lastIndexOf('['), close = v.lastIndexOf(']');
            const int bytes = close > open + 1 ? v.sliced(open + 1, close - open - 1).toInt() : 0;
            if (bytes > 0)
                s.count(v.contains(".local") ? QStringLiteral("ptx.local_bytes") : QStringLiteral("ptx.shared_bytes"),
                    cur.lineNumber(), v, bytes);
            continue;
        }
        const QByteArrayView op = IrScan::opName(line, Syntax::Ptx);
        if (op.isEmpty())
            continue;
        const bool v2 = op.contains(".v2."), v4 = op.contains(".v4.") || op.contains(".v8.");
        const QString width = v4 ? QStringLiteral("v4") : v2 ? QStringLiteral("v2") : QStringLiteral("scalar");
        if (op.startsWith("ld.global"))
            s.count(QStringLiteral("ptx.ld_global.") + width, cur.lineNumber(), v);
        else if (op.startsWith("st.global"))
            s.count(QStringLiteral("ptx.st_global.") + width, cur.lineNumber(), v);
        else if (op.startsWith("atom.") || op.startsWith("red."))
            s.count(QStringLiteral("ptx.atomics"), cur.lineNumber(), v);
        else if (op.startsWith("bar.sync") || op.startsWith("barrier.sync") || op.startsWith("bar.cta.sync"))
            s.count(QStringLiteral("ptx.barriers"), cur.lineNumber(), v);
        else if (op.startsWith("cp.async.bulk.tensor"))
            s.count(QStringLiteral("ptx.tma"), cur.lineNumber(), v);
        else if (op.startsWith("cp.async.ca") || op.startsWith("cp.async.cg"))
            s.count(QStringLiteral("ptx.cp_async"), cur.lineNumber(), v);
        else if (op == "call" || op.startsWith("call."))
            s.count(QStringLiteral("ptx.calls"), cur.lineNumber(), v);
        if (mma.isEmpty() && (op.startsWith("wgmma.mma_async") || op.startsWith("mma.sync"))) {
            // The PTX decides over the TTGIR layout: it is what runs.
            mma = op.startsWith("wgmma") ? QStringLiteral("wgmma") : QStringLiteral("mma.sync");
            s.facts.values.insert(QStringLiteral("mma.kind"), mma);
            s.facts.origins.insert(QStringLiteral("mma.kind"),
                FactOrigin { s.t.artifactName(s.stage.artifact), cur.lineNumber(), QString::fromUtf8(v.trimmed()) });
        }
    }
}

int maxSizePerThread(QByteArrayView line)
{
    const qsizetype at = line.indexOf("sizePerThread = [");
    if (at < 0)
        return 0;
    int best = 0;
    const QByteArrayView rest = line.sliced(at + 17);
    const qsizetype close = rest.indexOf(']');
    for (const QByteArrayView part : QByteArrayView(rest.first(close < 0 ? 0 : close)).toByteArray().split(','))
        best = qMax(best, part.trimmed().toInt());
    return best;
}

// The fastest-varying dimension of each layout alias, counted from the last one (0 = the last dimension,
// 1 = the one before): `#blockedN` from its `order`, `#sharedN` from `order` (swizzled) or `transposed`
// (NVMMA: row-major unless transposed). Layouts of rank 1 are left out.
struct FastDims {
    QHash<QByteArray, int> blocked, shared;

    static int fromOrder(QByteArrayView line)
    {
        const qsizetype at = line.indexOf("order = [");
        if (at < 0)
            return -1;
        const QByteArrayView rest = line.sliced(at + 9);
        const QList<QByteArray> dims = rest.first(qMax<qsizetype>(0, rest.indexOf(']'))).toByteArray().split(',');
        return dims.size() >= 2 ? int(dims.size()) - 1 - dims.constFirst().trimmed().toInt() : -1;
    }
    void read(QByteArrayView line)
    {
        const qsizetype eq = line.indexOf(" = #ttg.");
        if (eq < 0)
            return;
        const QByteArray alias = line.first(eq).trimmed().toByteArray();
        if (line.contains("#ttg.blocked<")) {
            if (const int d = fromOrder(line); d >= 0)
                blocked.insert(alias, d);
        } else if (line.contains("#ttg.nvmma_shared<")) {
            shared.insert(alias, line.contains("transposed = true") ? 1 : 0);
        } else if (line.contains("_shared<")) {
            if (const int d = fromOrder(line); d >= 0)
                shared.insert(alias, d);
        }
    }
    // A copy into shared memory (`ttg.local_alloc %v`, `ttg.local_store`, `ttg.async_copy_global_to_local`)
    // whose source is contiguous along another dimension than its destination: the copy transposes the tile.
    bool transposes(QByteArrayView line) const
    {
        static const QRegularExpression src(QStringLiteral(R"(tensor<(?:\d+x){2,}(?:!tt\.ptr<[^>]*>|[^,>]*),\s*(#blocked\d*)>)"));
        static const QRegularExpression dst(QStringLiteral(R"(<(?:\d+x){2,}[^,>]*,\s*(#shared\d*))"));
        const QString text = QString::fromUtf8(line);
        const qsizetype arrow = text.lastIndexOf(QLatin1String("->"));
        if (arrow < 0)
            return false;
        const auto a = src.match(text.left(arrow));
        const auto b = dst.match(text, arrow);
        if (!a.hasMatch() || !b.hasMatch())
            return false;
        const int from = blocked.value(a.captured(1).toUtf8(), -1), to = shared.value(b.captured(1).toUtf8(), -1);
        return from >= 0 && to >= 0 && from != to;
    }
};

void ttgirFacts(StageScan &s, QByteArrayView text)
{
    s.facts.set(QStringLiteral("ttgir.convert_layout"), 0);
    s.facts.set(QStringLiteral("ttgir.transposing_copies"), 0);
    s.facts.set(QStringLiteral("ttgir.convert_layout_in_loops"), 0);
    QList<int> loopDepths;
    int depth = 0;
    int spt = 0;
    bool dot = false, mmaLayout = false, wgmma = false;
    FastDims fast;
    LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line)) {
        if (line.startsWith("#")) {
            fast.read(line);
            if (line.contains("#ttg.blocked<"))
                spt = qMax(spt, maxSizePerThread(line));
            continue;
        }
        const QByteArrayView op = IrScan::opName(line, Syntax::Mlir);
        if (op == "ttg.convert_layout") {
            s.count(QStringLiteral("ttgir.convert_layout"), cur.lineNumber(), line);
            // Executed once per iteration: the conversions whose cost grows with the loop's trip count. One
            // outside any loop (a dot's accumulator converted for its store, a tile transposed once) is paid
            // once per program.
            if (!loopDepths.isEmpty())
                s.count(QStringLiteral("ttgir.convert_layout_in_loops"), cur.lineNumber(), line);
        }
        const int opens = int(line.count('{')), closes = int(line.count('}'));
        if (op == "scf.for" && line.trimmed().endsWith("{"))
            loopDepths.append(depth + opens);
        depth += opens - closes;
        while (!loopDepths.isEmpty() && depth < loopDepths.constLast())
            loopDepths.removeLast();
        if ((op == "ttg.local_alloc" || op == "ttg.local_store" || op == "ttg.async_copy_global_to_local")
            && fast.transposes(line))
            s.count(QStringLiteral("ttgir.transposing_copies"), cur.lineNumber(), line);
        dot = dot || op == "tt.dot";
        wgmma = wgmma || op == "ttng.warp_group_dot";
        mmaLayout = mmaLayout || (op == "tt.dot" && line.contains("#mma"));
    }
    s.facts.set(QStringLiteral("ttgir.size_per_thread.max"), spt);
    // From the layouts; the PTX, read after this stage, overrides it when it holds MMA instructions.
    s.facts.values.insert(QStringLiteral("mma.kind"),
        wgmma           ? QStringLiteral("wgmma")
            : mmaLayout ? QStringLiteral("mma.sync")
            : dot       ? QStringLiteral("fma")
                        : QStringLiteral("none"));
}

// tt.load of a scalar pointer (`: !tt.ptr<...>`, not a tensor) inside an scf.for body.
// The first tt.dot's shape, operand type and precision: `tt.dot %a, %b, %c[, inputPrecision = tf32] :
// tensor<MxKxT> * tensor<KxNxT> -> tensor<MxNxU>`. Triton prints inputPrecision only when it is not the
// default (IEEE), so its absence means ieee.
void dotFacts(StageScan &s, int lineNumber, QByteArrayView line)
{
    static const QRegularExpression re(
        QStringLiteral(R"(:\s*tensor<(\d+)x(\d+)x([a-zA-Z0-9]+)[^>]*>\s*\*\s*tensor<(\d+)x(\d+)x)"));
    static const QRegularExpression precision(QStringLiteral(R"(inputPrecision = (\w+))"));
    const QString text = QString::fromUtf8(line);
    const auto m = re.match(text);
    if (!m.hasMatch())
        return;
    const FactOrigin origin { s.t.artifactName(s.stage.artifact), lineNumber, text.trimmed().left(200) };
    const QString type = m.captured(3);
    static const QRegularExpression bits(QStringLiteral(R"((\d+))"));
    const auto b = bits.match(type);
    s.facts.set(QStringLiteral("dot.m"), m.captured(1).toInt(), origin);
    s.facts.set(QStringLiteral("dot.k"), m.captured(2).toInt(), origin);
    s.facts.set(QStringLiteral("dot.n"), m.captured(5).toInt(), origin);
    s.facts.set(QStringLiteral("dot.operand_type"), type, origin);
    if (b.hasMatch())
        s.facts.set(QStringLiteral("dot.operand_bits"), b.captured(1).toInt(), origin);
    const auto p = precision.match(text);
    s.facts.set(QStringLiteral("dot.input_precision"), p.hasMatch() ? p.captured(1) : QStringLiteral("ieee"), origin);
}

// Elements one tt.load/tt.store moves per program: the product of its pointer tensor's shape
// (`tensor<4x!tt.ptr<f32>>` → 4; a scalar `!tt.ptr<f32>` → 1). `ttir.max_access_elems` keeps the largest.
void accessElems(StageScan &s, int lineNumber, QByteArrayView line)
{
    static const QRegularExpression shape(QStringLiteral(R"(:\s*tensor<((?:\d+x)+)!tt\.ptr)"));
    const QString text = QString::fromUtf8(line);
    double elems = 1;
    if (const auto m = shape.match(text); m.hasMatch()) {
        for (const QString &d : m.captured(1).split(QLatin1Char('x'), Qt::SkipEmptyParts))
            elems *= d.toDouble();
    } else if (!text.contains(QLatin1String("!tt.ptr"))) {
        return; // block pointers and descriptors: not counted
    }
    if (!s.facts.has(QStringLiteral("ttir.max_access_elems")) || s.facts.number(QStringLiteral("ttir.max_access_elems")) < elems)
        s.facts.set(QStringLiteral("ttir.max_access_elems"), elems,
            { s.t.artifactName(s.stage.artifact), lineNumber, text.trimmed().left(200) });
}

// Base offsets not provably aligned: integer arguments that the launcher did not specialize as multiples of
// 16 (Triton marks those `tt.divisibility = 16`) taint the values computed from them as a row start or a base
// offset (a scalar, or a column of row starts `tensor<Nx1x..>`); a stride multiplying a range along the
// fastest dimension makes a strided access instead, and a length compared in a mask decides no address. A
// tensor load or store through a tainted pointer starts its rows off the 16-byte access granule.
class AlignmentTaint {
public:
    // Seeds from the tt.func line; returns the number of unspecialized integer arguments.
    int seed(const QString &func)
    {
        static const QRegularExpression arg(QStringLiteral(R"(%(\w+): i(?:32|64)\b(\s*\{[^}]*\})?)"));
        int n = 0;
        auto it = arg.globalMatch(func);
        while (it.hasNext()) {
            const auto m = it.next();
            if (m.captured(2).contains(QLatin1String("tt.divisibility")))
                continue;
            m_tainted.insert(QLatin1Char('%') + m.captured(1));
            ++n;
        }
        return n;
    }
    // Follows one op; true for a tensor load/store through a tainted pointer.
    bool step(QByteArrayView op, const QString &line)
    {
        static const QRegularExpression result(QStringLiteral(R"(^\s*(%[\w.]+)(?::\d+)?\s*=)"));
        static const QRegularExpression value(QStringLiteral(R"(%[\w.]+)"));
        static const QRegularExpression iterArg(QStringLiteral(R"((%[\w.]+)\s*=\s*(%[\w.]+))"));
        const qsizetype typeAt = line.lastIndexOf(QLatin1String(" : "));
        const QString type = typeAt < 0 ? QString() : line.mid(typeAt + 3);
        if (op == "tt.load" || op == "tt.store") {
            const auto first = value.match(line, line.indexOf(QString::fromLatin1(op)));
            return first.hasMatch() && m_tainted.contains(first.captured(0)) && type.startsWith(QLatin1String("tensor<"));
        }
        if (op == "scf.for") {
            const qsizetype at = line.indexOf(QLatin1String("iter_args("));
            auto it = iterArg.globalMatch(line, at < 0 ? line.size() : at);
            while (it.hasNext()) {
                const auto m = it.next();
                if (m_tainted.contains(m.captured(2)))
                    m_tainted.insert(m.captured(1));
            }
            return false;
        }
        static const QList<QByteArrayView> carries { "arith.addi", "arith.subi", "arith.muli", "tt.splat", "tt.broadcast",
            "tt.expand_dims", "arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast", "tt.addptr" };
        if (!carries.contains(op))
            return false;
        const auto r = result.match(line);
        if (!r.hasMatch())
            return false;
        if (op == "arith.muli") {
            static const QRegularExpression rowsOnly(QStringLiteral(R"(^(?:i\d+|tensor<(?:\d+x)*1xi\d+>))"));
            if (!rowsOnly.match(type).hasMatch())
                return false;
        }
        auto it = value.globalMatch(line, r.capturedEnd(0));
        while (it.hasNext()) {
            const auto m = it.next();
            if (typeAt >= 0 && m.capturedStart(0) > typeAt)
                break;
            if (m_tainted.contains(m.captured(0))) {
                m_tainted.insert(r.captured(1));
                break;
            }
        }
        return false;
    }

private:
    QSet<QString> m_tainted;
};

// Block reductions (`tt.reduce`) inside an scf.for body, and which of them could run once after the loop: the
// reduced value is only combined (add, max, min, ...) with a loop-carried value that nothing else in the body
// reads, and the combination is only yielded. Such a loop can accumulate element-wise and reduce once. A
// reduction whose result the iteration uses (a scan's running carry added to this block's output, an online
// softmax's max rescaling the partial sums) or whose carried value feeds other work cannot be moved.
void loopReductionFacts(StageScan &s, QByteArrayView text)
{
    s.facts.set(QStringLiteral("ttir.reductions_in_loops"), 0);
    s.facts.set(QStringLiteral("ttir.hoistable_reductions_in_loops"), 0);
    struct Region {
        int depth; // brace depth inside the region
        int begin; // index of the opening line
        bool loop;
        QStringList iterArgs;
    };
    struct Reduction {
        int line; // index
        QString result;
        int loopBegin, loopEnd; // the innermost loop's lines (indices)
        QStringList iterArgs;
    };
    QStringList lines;
    {
        LineCursor cur(text);
        QByteArrayView l;
        while (cur.next(l)) {
            QString t = QString::fromUtf8(l);
            if (const qsizetype loc = t.indexOf(QLatin1String(" loc(")); loc >= 0)
                t.truncate(loc);
            lines << t;
        }
    }
    static const QRegularExpression resultRe(QStringLiteral(R"(^\s*(%[\w$.#-]+)\s*=)"));
    static const QRegularExpression iterArgRe(QStringLiteral(R"((%[\w$.#-]+)\s*=\s*%[\w$.#-]+)"));
    QList<Region> open;
    QList<Reduction> reductions;
    QList<int> pending; // reductions whose innermost loop has not closed yet
    int depth = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const QByteArray utf8 = line.toUtf8();
        const QByteArrayView op = IrScan::opName(utf8, Syntax::Mlir);
        if (op == "tt.reduce") {
            int loop = -1;
            for (int r = int(open.size()) - 1; r >= 0 && loop < 0; --r)
                if (open.at(r).loop)
                    loop = r;
            const auto m = resultRe.match(line);
            if (loop >= 0 && m.hasMatch()) {
                // Only a reduction directly in the loop's body (not under an scf.if) can be moved out as is.
                const bool direct = loop == int(open.size()) - 1;
                reductions.append({ i, direct ? m.captured(1) : QString(), open.at(loop).begin, -1, open.at(loop).iterArgs });
                pending << int(reductions.size()) - 1;
            }
        }
        const int opens = int(line.count(QLatin1Char('{'))), closes = int(line.count(QLatin1Char('}')));
        if (opens > closes) {
            Region r { depth + opens - closes, i, op == "scf.for", {} };
            if (r.loop) {
                const qsizetype at = line.indexOf(QLatin1String("iter_args("));
                auto it = iterArgRe.globalMatch(line, at < 0 ? line.size() : at);
                while (it.hasNext())
                    r.iterArgs << it.next().captured(1);
            }
            open.append(r);
        }
        depth += opens - closes;
        while (!open.isEmpty() && depth < open.constLast().depth) {
            const Region done = open.takeLast();
            if (!done.loop)
                continue;
            for (int p : std::as_const(pending))
                if (reductions.at(p).loopBegin == done.begin)
                    reductions[p].loopEnd = i;
        }
    }
    auto token = [](const QString &name) {
        return QRegularExpression(QRegularExpression::escape(name) + QStringLiteral("(?![\\w$.#-])"));
    };
    // The body lines (after FROM, within the loop) that use NAME.
    auto usesOf = [&](const QString &name, const Reduction &r, int from) {
        QList<int> out;
        const QRegularExpression re = token(name);
        for (int j = from + 1; j < r.loopEnd && j < lines.size(); ++j) {
            QString rhs = lines.at(j);
            if (const auto m = resultRe.match(rhs); m.hasMatch())
                rhs = rhs.mid(m.capturedEnd(0));
            if (re.match(rhs).hasMatch())
                out << j;
        }
        return out;
    };
    static const QRegularExpression combine(QStringLiteral(
        R"(^\s*(%[\w$.#-]+)\s*=\s*arith\.(?:addf|addi|mulf|maxnumf|minnumf|maximumf|minimumf|maxsi|minsi|maxui|minui|ori|andi|xori)\s+(%[\w$.#-]+)\s*,\s*(%[\w$.#-]+))"));
    for (const Reduction &r : std::as_const(reductions)) {
        // The reduction's own region ends at the line that closes its combiner, `}) : (...) -> T loc(...)`: the
        // generic form prints the op's location there, so that line is the one the source map links.
        int after = r.line;
        const int last = r.loopEnd < 0 ? int(lines.size()) - 1 : r.loopEnd;
        while (after < last && !lines.at(after).trimmed().startsWith(QLatin1String("})")))
            ++after;
        const QByteArray at = QString(lines.at(r.line).trimmed() + QLatin1Char(' ') + lines.at(after).trimmed()).toUtf8();
        s.count(QStringLiteral("ttir.reductions_in_loops"), after + 1, at);
        if (r.result.isEmpty() || r.loopEnd < 0)
            continue;
        const QList<int> uses = usesOf(r.result, r, after);
        if (uses.size() != 1)
            continue;
        const auto c = combine.match(lines.at(uses.constFirst()));
        if (!c.hasMatch())
            continue;
        const QString carried = c.captured(2) == r.result ? c.captured(3) : c.captured(2);
        if (!r.iterArgs.contains(carried))
            continue;
        // The carried value feeds nothing but this combination, and the combination only the loop's yield.
        const QList<int> carriedUses = usesOf(carried, r, r.loopBegin);
        const QList<int> combinedUses = usesOf(c.captured(1), r, uses.constFirst());
        if (carriedUses != uses || combinedUses.size() != 1
            || !lines.at(combinedUses.constFirst()).trimmed().startsWith(QLatin1String("scf.yield")))
            continue;
        s.count(QStringLiteral("ttir.hoistable_reductions_in_loops"), after + 1, at);
    }
}

void ttirFacts(StageScan &s, QByteArrayView text)
{
    for (const char *n : { "ttir.scalar_loads_in_loops", "ttir.scalar_accesses_in_loops", "ttir.unaligned_int_args",
             "ttir.unaligned_base_accesses", "ttir.i64_divrem" })
        s.facts.set(QString::fromLatin1(n), 0);
    loopReductionFacts(s, text);
    QList<int> loopDepths;
    int depth = 0;
    AlignmentTaint taint;
    LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line)) {
        const QByteArrayView op = IrScan::opName(line, Syntax::Mlir);
        if (op == "tt.func") {
            if (const int n = taint.seed(QString::fromUtf8(line)); n > 0)
                s.count(QStringLiteral("ttir.unaligned_int_args"), cur.lineNumber(), line, n);
        } else if (taint.step(op, QString::fromUtf8(line))) {
            s.count(QStringLiteral("ttir.unaligned_base_accesses"), cur.lineNumber(), line);
        }
        // 64-bit integer division has no hardware instruction: each element costs a long emulated sequence.
        if ((op == "arith.divsi" || op == "arith.divui" || op == "arith.remsi" || op == "arith.remui") && line.contains("xi64>"))
            s.count(QStringLiteral("ttir.i64_divrem"), cur.lineNumber(), line);
        const int opens = int(line.count('{')), closes = int(line.count('}'));
        if (op == "scf.for" && line.trimmed().endsWith("{"))
            loopDepths.append(depth + opens);
        if (op == "tt.dot" && !s.facts.has(QStringLiteral("dot.m")))
            dotFacts(s, cur.lineNumber(), line);
        if (op == "tt.load" || op == "tt.store")
            accessElems(s, cur.lineNumber(), line);
        if ((op == "tt.load" || op == "tt.store") && !loopDepths.isEmpty()) {
            const qsizetype colon = line.lastIndexOf(" : ");
            if (colon >= 0 && line.sliced(colon + 3).startsWith("!tt.ptr")) {
                if (op == "tt.load")
                    s.count(QStringLiteral("ttir.scalar_loads_in_loops"), cur.lineNumber(), line);
                s.count(QStringLiteral("ttir.scalar_accesses_in_loops"), cur.lineNumber(), line);
            }
        }
        depth += opens - closes;
        while (!loopDepths.isEmpty() && depth < loopDepths.constLast())
            loopDepths.removeLast();
    }
}

void llirFacts(StageScan &s, QByteArrayView text)
{
    s.facts.set(QStringLiteral("llir.i64_index_ops"), 0);
    LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line)) {
        const QByteArrayView op = IrScan::opName(line, Syntax::Llvm);
        if (op.isEmpty())
            continue;
        const QByteArrayView rest = line.sliced(line.indexOf(op) + op.size());
        const bool i64 = ((op == "mul" || op == "add" || op == "shl") && (rest.contains(" i64 ")))
            || (op == "getelementptr" && rest.contains(", i64 %"));
        if (i64)
            s.count(QStringLiteral("llir.i64_index_ops"), cur.lineNumber(), line);
    }
}

// HIVM ops by kind (Ascend/AscendNPU-IR@52f96a13 docs/source/en/developer_guide/dialects/HIVMDialect.md: ops and the PIPE model).
void hivmFacts(StageScan &s, QByteArrayView text)
{
    for (const char *n : { "hivm.vector_ops", "hivm.scalar_ops", "hivm.dma_ops", "hivm.sync_ops", "hivm.cube_ops" })
        s.facts.set(QString::fromLatin1(n), 0);
    LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line)) {
        const QByteArrayView op = IrScan::opName(line, Syntax::Mlir);
        if (op.isEmpty())
            continue;
        QString kind;
        if (op.startsWith("hivm.hir.")) {
            const QByteArrayView n = op.sliced(9);
            if (n == "set_flag" || n == "wait_flag" || n == "pipe_barrier" || n.startsWith("sync_block") || n == "barrier")
                kind = QStringLiteral("hivm.sync_ops");
            else if (n == "mmad" || n == "matmul" || n == "mix_matmul" || n.startsWith("mmad"))
                kind = QStringLiteral("hivm.cube_ops");
            else if (n == "load" || n == "store" || n == "copy" || n == "nd2nz" || n == "nz2nd" || n == "fixpipe")
                kind = QStringLiteral("hivm.dma_ops");
            else if (n.startsWith("v"))
                kind = QStringLiteral("hivm.vector_ops");
        } else if ((op.startsWith("arith.") || op.startsWith("memref.load") || op.startsWith("memref.store"))
            && !line.contains("tensor<") && !line.contains("vector<")
            && (!line.contains("memref<") || op.startsWith("memref."))) {
            kind = QStringLiteral("hivm.scalar_ops");
        }
        if (!kind.isEmpty())
            s.count(kind, cur.lineNumber(), line);
    }
}

void remarkFacts(const LoweringTrajectory &t, Facts &facts)
{
    facts.set(QStringLiteral("remark.count"), double(t.remarks.size()));
    for (const char *n : { "remark.vectorization_fails", "remark.mma_v3_not_applied", "remark.pipeliner" })
        facts.set(QString::fromLatin1(n), 0);
    // The remark messages as a stage text for the detectors' remarks() function, each on its line of the dump
    // so that a match reports that line (docs/facts.md).
    QStringList lines;
    QString dump;
    for (const Remark &r : t.remarks) {
        if (dump.isEmpty())
            dump = r.artifact;
        if (r.artifact != dump || r.artifactLine <= 0)
            continue;
        while (lines.size() < r.artifactLine)
            lines.append(QString());
        lines[r.artifactLine - 1] = r.message;
    }
    // A per-pass dump without remarks is evidence that the compiler had nothing to say: an empty text, not
    // an absent one (the dumps are captured with MLIR_ENABLE_DIAGNOSTICS in the same stream).
    if (dump.isEmpty())
        for (const StageSnapshot &s : t.stages)
            if (s.kind == QLatin1String("pass") && s.syntax == QLatin1String("mlir")) {
                dump = s.artifact.path;
                break;
            }
    if (!dump.isEmpty()) {
        facts.stageText.insert(QStringLiteral("remarks"), lines.join(QLatin1Char('\n')));
        facts.stageArtifact.insert(QStringLiteral("remarks"), t.relativePath(dump));
    }
    for (const Remark &r : t.remarks) {
        QString name;
        if (r.message.contains(QLatin1String("vectorization fails")))
            name = QStringLiteral("remark.vectorization_fails");
        else if (r.message.contains(QLatin1String("MMA version 3 acceleration not applied")))
            name = QStringLiteral("remark.mma_v3_not_applied");
        else if (r.message.contains(QLatin1String("ipelin")))
            name = QStringLiteral("remark.pipeliner");
        if (name.isEmpty())
            continue;
        facts.add(name, 1);
        if (!facts.origins.contains(name))
            facts.origins.insert(name,
                FactOrigin { t.relativePath(r.artifact), r.artifactLine, QStringLiteral("%1: %2").arg(r.severity, r.message) });
    }
}

// Register spills are the local memory ptxas adds: the kernel's local frame (Triton's `n_spills` is the
// function's CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES / 4, driver.c) beyond the local arrays the PTX declares itself
// (`.local ... __local_depot[N]`: libdevice's sin/cos argument reduction keeps 7 words there, an indexed array
// lives there). With calls in the PTX the frame also holds the callees' ABI save area, so the surplus proves
// no spill; the fact is then left unknown and only a measured spill (Nsight's spilling instructions) shows one.
void spillFacts(Facts &facts)
{
    if (!facts.has(QStringLiteral("meta.n_spills")) || !facts.has(QStringLiteral("ptx.local_bytes")))
        return;
    if (facts.number(QStringLiteral("ptx.calls")) > 0)
        return;
    const double frame = 4 * facts.number(QStringLiteral("meta.n_spills"));
    const double declared = facts.number(QStringLiteral("ptx.local_bytes"));
    const FactOrigin declaredAt = facts.origins.value(QStringLiteral("ptx.local_bytes"));
    facts.set(QStringLiteral("spill.bytes"), std::max(0.0, frame - declared),
        FactOrigin { declaredAt.artifact, declaredAt.line,
            QStringLiteral("local frame %1 B, PTX local arrays %2 B: %3 B spilled")
                .arg(frame)
                .arg(declared)
                .arg(std::max(0.0, frame - declared)) });
}

} // namespace

void addTrajectoryFacts(const LoweringTrajectory &t, Facts &facts)
{
    facts.set(QStringLiteral("kernel"), t.kernel);
    facts.set(QStringLiteral("backend"), t.backend);
    for (const char *k : { "num_warps", "num_stages", "shared", "n_regs", "n_spills" }) {
        const QString key = QString::fromLatin1(k);
        if (t.metadata.value(key).isDouble())
            facts.set(QStringLiteral("meta.") + key, t.metadata.value(key).toDouble());
    }
    // The target's compute capability, as the trajectory's backend reads its "arch" or "target" metadata
    // (BackendInterface::computeCapability: "sm90", "cuda:90", {"arch": 90}); none on targets without one.
    if (const BackendInterface *backend = t.backend.isEmpty() ? nullptr : BackendRegistry::instance().backend(t.backend)) {
        QString arch = t.metadata.value(QStringLiteral("arch")).toString();
        const QJsonValue target = t.metadata.value(QStringLiteral("target"));
        if (arch.isEmpty())
            arch = target.isObject() ? target.toObject().value(QStringLiteral("arch")).toVariant().toString() : target.toString();
        if (const int cc = backend->computeCapability(arch); cc > 0)
            facts.set(QStringLiteral("target.cc"), cc);
    }
    if (!t.passes.isEmpty()) {
        int changed = 0;
        for (const PassDump &p : t.passes)
            changed += p.changed.value_or(false) ? 1 : 0;
        facts.set(QStringLiteral("passes.count"), double(t.passes.size()));
        facts.set(QStringLiteral("passes.changed"), changed);
    }
    remarkFacts(t, facts);
    for (const StageSnapshot &s : t.stages) {
        if (s.kind != QLatin1String("stage"))
            continue;
        const QString prefix = QStringLiteral("stage.") + s.name;
        facts.set(prefix + QStringLiteral(".lines"), s.lines);
        for (auto it = s.ops.cbegin(); it != s.ops.cend(); ++it)
            facts.set(prefix + QStringLiteral(".ops.") + it.key(), it.value());
        for (auto it = s.dialects.cbegin(); it != s.dialects.cend(); ++it)
            facts.set(prefix + QStringLiteral(".dialect.") + it.key(), it.value());
        const QString text = snapshotText(s);
        facts.stageText.insert(s.name, text);
        facts.stageArtifact.insert(s.name, t.artifactName(s.artifact));
        const QByteArray utf8 = text.toUtf8();
        StageScan scan { t, s, facts };
        if (s.name == QLatin1String("ptx"))
            ptxFacts(scan, utf8);
        else if (s.name == QLatin1String("ttgir"))
            ttgirFacts(scan, utf8);
        else if (s.name == QLatin1String("ttir"))
            ttirFacts(scan, utf8);
        else if (s.name == QLatin1String("llir"))
            llirFacts(scan, utf8);
        else if (s.name == QLatin1String("npuir"))
            hivmFacts(scan, utf8);
    }
    spillFacts(facts);
}

QJsonObject factsJson(const Facts &facts)
{
    QJsonObject values, origins;
    for (auto it = facts.values.cbegin(); it != facts.values.cend(); ++it)
        values.insert(it.key(), QJsonValue::fromVariant(it.value()));
    for (auto it = facts.origins.cbegin(); it != facts.origins.cend(); ++it)
        origins.insert(it.key(),
            QJsonObject { { QStringLiteral("artifact"), it->artifact }, { QStringLiteral("line"), it->line },
                { QStringLiteral("excerpt"), it->excerpt } });
    return QJsonObject { { QStringLiteral("values"), values }, { QStringLiteral("origins"), origins } };
}

} // namespace Lowerscope
