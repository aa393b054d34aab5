// SPDX-License-Identifier: MIT
#include "passdumpreader.h"

#include "core/backend.h"
#include "core/enginetext.h"
#include "sourcelocations.h"

#include <QCoreApplication>
#include <algorithm>

namespace Lowerscope {

using IrScan::LineCursor;
using IrScan::Syntax;

namespace {

// What a snapshot is compared by: op counts, the multiset of normalized line hashes and their order.
struct Fingerprint {
    IrScan::Counts counts;
    QList<quint32> hashes; // sorted once the snapshot is complete
    quint32 sequence = 0;
    bool valid = false;
};

// Hash with #loc numbering ignored, and the line's '{' minus '}' balance, in one pass over the bytes.
quint32 hashLine(QByteArrayView line, int &braces)
{
    quint32 h = 2166136261u;
    const char *p = line.data();
    const char *const b = p;
    const char *const e = p + line.size();
    while (p < e) {
        const char c = *p++;
        h = (h ^ quint8(c)) * 16777619u;
        if (c == '{')
            ++braces;
        else if (c == '}')
            --braces;
        else if (c == 'c' && p - b >= 4 && p[-2] == 'o' && p[-3] == 'l' && p[-4] == '#')
            while (p < e && *p >= '0' && *p <= '9')
                ++p;
    }
    return h;
}

// One snapshot being read: its range in the file, counts and fingerprint.
struct Builder {
    Syntax syntax = Syntax::Mlir;
    bool open = false;
    int firstLine = 0, lastLine = 0, lines = 0, linesAtLast = 0, braces = 0;
    qint64 byteBegin = 0, byteEnd = 0;
    Fingerprint fp;

    void start(Syntax s)
    {
        *this = Builder();
        syntax = s;
        open = true;
    }
    void add(QByteArrayView line, const LineCursor &cur, IrScan::OpTable &table)
    {
        if (firstLine == 0) {
            if (line.trimmed().isEmpty())
                return; // leading blank lines belong to nobody
            firstLine = cur.lineNumber();
            byteBegin = cur.lineBegin();
        }
        ++lines;
        int delta = 0;
        const quint32 h = hashLine(line, delta);
        if (line.trimmed().isEmpty())
            return;
        lastLine = cur.lineNumber();
        linesAtLast = lines;
        byteEnd = cur.position();
        braces += delta;
        if (IrScan::isLocAlias(line))
            return;
        fp.hashes.append(h);
        fp.sequence = fp.sequence * 31u + h;
        const QByteArrayView op = IrScan::opName(line, syntax);
        if (!op.isEmpty())
            fp.counts.add(table.intern(op));
    }
    void finish(StageSnapshot &snap, const QString &path, const IrScan::OpTable &table)
    {
        std::sort(fp.hashes.begin(), fp.hashes.end());
        fp.valid = true;
        snap.syntax = IrScan::syntaxName(syntax);
        snap.lines = linesAtLast;
        snap.artifact = { path, firstLine, lastLine, byteBegin, byteEnd };
        IrScan::histograms(fp.counts, table, syntax, snap.ops, snap.dialects);
        open = false;
    }
};

Fingerprint fingerprintOf(QByteArrayView text, Syntax syntax, IrScan::OpTable &table)
{
    Builder b;
    b.start(syntax);
    LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line))
        b.add(line, cur, table);
    std::sort(b.fp.hashes.begin(), b.fp.hashes.end());
    b.fp.valid = true;
    return b.fp;
}

void compare(const Fingerprint &before, const Fingerprint &after, const IrScan::OpTable &table, PassDump &p)
{
    IrScan::histogramDiff(before.counts, after.counts, table, p.opsAdded, p.opsRemoved);
    qsizetype i = 0, j = 0;
    int added = 0, removed = 0;
    while (i < before.hashes.size() || j < after.hashes.size()) {
        if (j >= after.hashes.size() || (i < before.hashes.size() && before.hashes.at(i) < after.hashes.at(j))) {
            ++removed;
            ++i;
        } else if (i >= before.hashes.size() || after.hashes.at(j) < before.hashes.at(i)) {
            ++added;
            ++j;
        } else {
            ++i;
            ++j;
        }
    }
    p.linesAdded = added;
    p.linesRemoved = removed;
    p.changed = added > 0 || removed > 0 || before.sequence != after.sequence;
}

// "path:12:5: remark: text" -> parts; false for any other line.
bool parseDiagnostic(QByteArrayView line, Remark &r)
{
    if (line.isEmpty())
        return false;
    const char c0 = line[0];
    if (c0 == ' ' || c0 == '\t' || c0 == '#' || c0 == '%' || c0 == '}' || c0 == '{' || c0 == '"' || line.startsWith("//")
        || line.startsWith("module"))
        return false;
    static const char *const kinds[] = { ": remark: ", ": warning: ", ": error: ", ": note: " };
    for (const char *k : kinds) {
        const qsizetype at = line.indexOf(QByteArrayView(k));
        if (at < 0)
            continue;
        // Walk back over ":col" and ":line".
        qsizetype i = at - 1;
        auto number = [&](int &out) {
            qsizetype end = i;
            while (i >= 0 && line[i] >= '0' && line[i] <= '9')
                --i;
            if (i == end || i < 0 || line[i] != ':')
                return false;
            out = QByteArrayView(line.sliced(i + 1, end - i)).toInt();
            --i;
            return true;
        };
        int col = 0, ln = 0;
        if (!number(col) || !number(ln))
            return false;
        r.file = QString::fromUtf8(line.first(i + 1));
        r.line = ln;
        r.column = col;
        const QByteArrayView kind(k);
        r.severity = QString::fromLatin1(kind.sliced(2, kind.size() - 4));
        r.message = QString::fromUtf8(line.sliced(at + kind.size())).trimmed();
        return true;
    }
    return false;
}

bool isCaretLine(QByteArrayView line)
{
    const QByteArrayView t = line.trimmed();
    if (t.isEmpty() || t[0] != '^')
        return false;
    for (char c : t)
        if (c != '^' && c != '~' && c != ' ')
            return false;
    return true;
}

// The parts of a header "IR Dump Before NAME (arg) ('scope' operation: @f)" after its prefix.
void parseMlirHeader(QByteArrayView rest, PassDump &p)
{
    if (rest.endsWith(" //----- //"))
        rest.chop(11);
    qsizetype paren = rest.indexOf(" (");
    QByteArrayView name = paren < 0 ? rest : rest.first(paren);
    if (name.endsWith(" Failed"))
        name.chop(7);
    p.name = QString::fromUtf8(name).trimmed();
    if (paren < 0)
        return;
    const qsizetype close = rest.indexOf(')', paren);
    if (close > paren)
        p.argument = QString::fromUtf8(rest.sliced(paren + 2, close - paren - 2));
    const qsizetype scope = rest.indexOf("('", paren);
    if (scope >= 0) {
        const qsizetype q = rest.indexOf('\'', scope + 2);
        if (q > scope) {
            p.scope = QString::fromUtf8(rest.sliced(scope + 2, q - scope - 2));
            const qsizetype at = rest.indexOf(": @", q);
            if (at >= 0) {
                qsizetype e = rest.indexOf(')', at);
                p.scope += QLatin1Char(' ') + QString::fromUtf8(rest.sliced(at + 2, (e < 0 ? rest.size() : e) - at - 2));
            }
        }
    }
}

// Pipeline labels from the backend's pass table; shared passes take the run they appear in.
class PipelineTracker {
public:
    explicit PipelineTracker(const BackendInterface *backend)
    {
        if (backend)
            for (const PassDef &d : backend->passes())
                m_known.insert(d.name, d.pipeline);
    }
    QString label(const QString &name)
    {
        const QString p = m_known.value(name);
        if (!p.isEmpty())
            m_current = p;
        return m_current;
    }

private:
    QHash<QString, QString> m_known;
    QString m_current;
};

} // namespace

// The shared loop of both dump kinds: headers open snapshots, everything else is IR of the current one.
struct DumpScan {
    QByteArrayView text;
    QString path;
    const PassDumpReader::Options &options;
    Diagnostics &diagnostics;
    PassDumpFile out;
    IrScan::OpTable table;
    Builder current;
    QHash<QString, Fingerprint> stageFingerprints;
    QList<Fingerprint> fps; // per pass, in the order of out.passes

    // True when reading stops at this line: cancelled, or binary data (then the dump is truncated).
    bool stopsAt(QByteArrayView line, const LineCursor &cur)
    {
        if ((cur.lineNumber() & 4095) == 0 && options.control.cancelled())
            return true;
        if (!line.contains('\0'))
            return false;
        diagnostics.warn(
            path, cur.lineNumber(), EngineText::english("Cli", "binary data inside a pass dump; reading stopped here"));
        out.truncated = true;
        return true;
    }
    void warnTruncated(int line)
    {
        out.truncated = true;
        diagnostics.warn(path, line,
            EngineText::english("Cli", "pass dump ends inside the IR of pass %1 (%2): truncated")
                .arg(out.passes.size() - 1)
                .arg(out.passes.constLast().name));
    }
    void finishRunEnd(PassDump &p, const Fingerprint &last)
    {
        const QByteArrayView stage = options.stageAfterRun.value(p.pipeline);
        if (stage.isEmpty() || !last.valid)
            return;
        auto it = stageFingerprints.constFind(p.pipeline);
        if (it == stageFingerprints.cend())
            it = stageFingerprints.insert(p.pipeline, fingerprintOf(stage, Syntax::Mlir, table));
        compare(last, it.value(), table, p);
    }
};

static void startPass(DumpScan &s, PassDump p, Syntax syntax, int headerLine)
{
    p.index = int(s.out.passes.size());
    p.headerLine = headerLine;
    s.out.passes.append(p);
    StageSnapshot snap;
    snap.kind = QStringLiteral("pass");
    snap.name = p.name;
    snap.passIndex = p.index;
    s.out.snapshots.append(snap);
    s.current.start(syntax);
}

// MLIR "before" dumps: once every snapshot is closed, pass k is compared with snapshot k+1 in the same run.
static void compareBeforeDumps(DumpScan &s)
{
    const QList<Fingerprint> &fps = s.fps;
    for (qsizetype k = 0; k < s.out.passes.size(); ++k) {
        PassDump &p = s.out.passes[k];
        if (p.dump != QLatin1String("before"))
            continue;
        const bool sameRun = k + 1 < s.out.passes.size() && s.out.passes.at(k + 1).pipeline == p.pipeline
            && s.out.passes.at(k + 1).dump == QLatin1String("before");
        if (sameRun)
            compare(fps.at(k), fps.at(k + 1), s.table, p);
        else if (!(k + 1 == s.out.passes.size() && s.out.truncated))
            s.finishRunEnd(p, fps.at(k));
    }
}

// The MLIR dump's own state beside the shared scan: the pass pipelines, the SoftwarePipeliner's internal dump
// inside the current pass, and whether the lines after a remark still belong to it.
struct MlirDumpScan : DumpScan {
    PipelineTracker pipelines;
    SubSnapshot *internal = nullptr;
    Builder internalBuilder;
    bool inRemark = false;

    MlirDumpScan(QByteArrayView text, const QString &path, const PassDumpReader::Options &options, Diagnostics &diagnostics)
        : DumpScan { text, path, options, diagnostics, {}, {}, {}, {}, {} }
        , pipelines(options.backend)
    {
    }

    void closeInternal()
    {
        if (!internal)
            return;
        StageSnapshot tmp;
        internalBuilder.finish(tmp, path, table);
        internal->lines = tmp.lines;
        internal->artifact = tmp.artifact;
        internal = nullptr;
    }
    void closeCurrent()
    {
        closeInternal();
        if (current.open && !out.passes.isEmpty()) {
            current.finish(out.snapshots.last(), path, table);
            fps.append(current.fp);
        }
    }
    // A "// -----// " line (REST is what follows): a pass header or the pipeliner's internal dump. False for
    // any other such line, which is then read as IR.
    bool header(QByteArrayView rest, int lineNumber)
    {
        if (rest.startsWith("IR Dump Before ") || rest.startsWith("IR Dump After ")) {
            closeCurrent();
            current.open = false;
            PassDump p;
            p.dump = rest.startsWith("IR Dump Before ") ? QStringLiteral("before") : QStringLiteral("after");
            p.form = QStringLiteral("mlir");
            parseMlirHeader(rest.sliced(p.dump.size() == 6 ? 15 : 14), p);
            if (p.argument.isEmpty())
                diagnostics.warn(path, lineNumber, EngineText::english("Cli", "pass header without a (pass-argument)"));
            p.pipeline = pipelines.label(p.name);
            startPass(*this, p, Syntax::Mlir, lineNumber);
            inRemark = false;
            return true;
        }
        if (rest.startsWith("SoftwarePipeliner internal IR Dump After: ") && !out.passes.isEmpty()) {
            closeInternal();
            PassDump &p = out.passes.last();
            p.internal.append({ QString::fromUtf8(rest.sliced(42)).trimmed(), 0, {} });
            internal = &p.internal.last();
            internalBuilder.start(Syntax::Mlir);
            inRemark = false;
            return true;
        }
        return false;
    }
    // A diagnostic ("file:line:col: remark: ...") and the lines that belong to it: the blank lines, the source
    // snippet and its caret line. False for any other line.
    bool remark(QByteArrayView line, const LineCursor &cur)
    {
        Remark r;
        if (parseDiagnostic(line, r)) {
            inRemark = true;
            if (r.severity == QLatin1String("note")) {
                if (!out.remarks.isEmpty())
                    out.remarks.last().notes.append(r.message);
                return true;
            }
            if (!out.passes.isEmpty()) {
                r.passIndex = out.passes.constLast().index;
                r.pass = out.passes.constLast().name;
            }
            r.artifact = path;
            r.artifactLine = cur.lineNumber();
            out.remarks.append(r);
            return true;
        }
        if (!inRemark)
            return false;
        if (line.trimmed().isEmpty() || isCaretLine(line))
            return true;
        LineCursor ahead = cur;
        QByteArrayView next;
        if (ahead.next(next) && isCaretLine(next))
            return true;
        inRemark = false;
        return false;
    }
    void irLine(QByteArrayView line, const LineCursor &cur)
    {
        if (internal) {
            internalBuilder.add(line, cur, table);
            return;
        }
        if (!current.open)
            return;
        current.add(line, cur, table);
        if (out.kernel.isEmpty() && (line.contains("tt.func") || line.contains("func.func") || line.contains("llvm.func"))
            && !line.startsWith("// "))
            out.kernel = IrScan::symbolAfterAt(line);
    }
    // Closes the last snapshot and compares the passes: "before" dumps with the next snapshot of their run,
    // "after" dumps with the previous one.
    void finish(int lastLine)
    {
        const int openBraces = current.braces;
        const bool wasOpen = current.open;
        closeCurrent();
        if (wasOpen && openBraces > 0 && !out.truncated)
            warnTruncated(lastLine);
        compareBeforeDumps(*this);
        for (qsizetype k = 1; k < out.passes.size(); ++k)
            if (out.passes.at(k).dump == QLatin1String("after") && out.passes.at(k - 1).pipeline == out.passes.at(k).pipeline)
                compare(fps.at(k - 1), fps.at(k), table, out.passes[k]);
        out.sourceFile = SourceLocations::sourceFileOf(text, Syntax::Mlir);
    }
};

PassDumpFile PassDumpReader::readMlir(QByteArrayView text, const QString &path, const Options &options, Diagnostics &diagnostics)
{
    MlirDumpScan s(text, path, options, diagnostics);
    LineCursor cur(text);
    QByteArrayView line;
    while (cur.next(line) && !s.stopsAt(line, cur)) {
        if (line.startsWith("// -----// ") && s.header(line.sliced(11), cur.lineNumber()))
            continue;
        if (!s.remark(line, cur))
            s.irLine(line, cur);
    }
    s.finish(cur.lineNumber());
    return s.out;
}

// One LLVM header: "; *** IR Dump After X on f ***", "*** IR Dump After X (arg) ***", "# *** IR Dump After X (arg) ***:".
static bool parseLlvmHeader(QByteArrayView line, PassDump &p, Syntax &syntax, bool &omitted)
{
    QByteArrayView rest;
    if (line.startsWith("; *** IR Dump ")) {
        rest = line.sliced(14);
        p.form = QStringLiteral("llvm-opt");
        syntax = Syntax::Llvm;
    } else if (line.startsWith("*** IR Dump ")) {
        rest = line.sliced(12);
        p.form = QStringLiteral("llvm-codegen");
        syntax = Syntax::Llvm;
    } else if (line.startsWith("# *** IR Dump ")) {
        rest = line.sliced(14);
        p.form = QStringLiteral("llvm-machine");
        syntax = Syntax::LlvmMachine;
    } else {
        return false;
    }
    if (rest.startsWith("After "))
        p.dump = QStringLiteral("after"), rest = rest.sliced(6);
    else if (rest.startsWith("Before "))
        p.dump = QStringLiteral("before"), rest = rest.sliced(7);
    else
        return false;
    if (rest.endsWith(":"))
        rest.chop(1);
    if (!rest.endsWith(" ***"))
        return false;
    rest.chop(4);
    omitted = rest.endsWith(" omitted because no change");
    if (omitted)
        rest.chop(26);
    if (p.form == QLatin1String("llvm-opt")) {
        const qsizetype on = rest.lastIndexOf(" on ");
        p.name = QString::fromUtf8(on < 0 ? rest : rest.first(on));
        if (on >= 0)
            p.scope = QString::fromUtf8(rest.sliced(on + 4));
    } else {
        const qsizetype paren = rest.lastIndexOf(" (");
        p.name = QString::fromUtf8(paren < 0 ? rest : rest.first(paren));
        if (paren >= 0 && rest.endsWith(")"))
            p.argument = QString::fromUtf8(rest.sliced(paren + 2, rest.size() - paren - 3));
    }
    p.pipeline = p.form == QLatin1String("llvm-opt") ? QStringLiteral("make_llir") : QStringLiteral("make_ptx");
    return true;
}

static bool isPassManagerNoise(QByteArrayView line)
{
    return line.startsWith("Running pass") || line.startsWith("Running analysis") || line.startsWith("Invalidating ")
        || line.startsWith("Clearing all analysis") || line.startsWith("Skipping pass");
}

PassDumpFile PassDumpReader::readLlvm(QByteArrayView text, const QString &path, const Options &options, Diagnostics &diagnostics)
{
    DumpScan s { text, path, options, diagnostics, {}, {}, {}, {}, {} };
    QList<Fingerprint> &fps = s.fps;
    QHash<QString, qsizetype> lastOfKind; // form|scope -> pass index of its previous printed snapshot
    LineCursor cur(text);
    QByteArrayView line;
    auto closeCurrent = [&] {
        if (!s.current.open || s.out.passes.isEmpty())
            return;
        s.current.finish(s.out.snapshots.last(), path, s.table);
        fps.append(s.current.fp);
        PassDump &p = s.out.passes.last();
        const QString key = p.form + QLatin1Char('|') + (p.form == QLatin1String("llvm-opt") ? p.scope : QString());
        const auto prev = lastOfKind.constFind(key);
        if (prev != lastOfKind.cend())
            compare(fps.at(prev.value()), fps.constLast(), s.table, p);
        lastOfKind.insert(key, p.index);
    };
    while (cur.next(line) && !s.stopsAt(line, cur)) {
        if (line.contains("*** IR Dump ")) {
            PassDump p;
            Syntax syntax = Syntax::Llvm;
            bool omitted = false;
            if (parseLlvmHeader(line, p, syntax, omitted)) {
                closeCurrent();
                s.current.open = false;
                if (omitted)
                    p.changed = false;
                startPass(s, p, syntax, cur.lineNumber());
                if (omitted) { // "omitted because no change": a snapshot without IR
                    s.current.open = false;
                    s.out.snapshots.last().syntax = IrScan::syntaxName(syntax);
                    fps.append(Fingerprint());
                }
                continue;
            }
        }
        if (isPassManagerNoise(line) || !s.current.open)
            continue;
        s.current.add(line, cur, s.table);
        if (s.out.kernel.isEmpty() && line.startsWith("define "))
            s.out.kernel = IrScan::symbolAfterAt(line);
    }
    const bool truncated = s.current.open && s.current.braces > 0 && !s.out.truncated;
    closeCurrent();
    if (truncated)
        s.warnTruncated(cur.lineNumber());
    s.out.sourceFile = SourceLocations::sourceFileOf(text, Syntax::Llvm);
    return s.out;
}

} // namespace Lowerscope
