// SPDX-License-Identifier: MIT
#include "ttirloads.h"

#include <QRegularExpression>
#include <QSet>

namespace Lowerscope {

namespace {

struct Def {
    QStringList operands;
};

// The %values a line uses after its '=' (or after the op for lines without a result), stopping at the type
// annotation and the location.
QStringList operandsOf(const QString &line, int from)
{
    static const QRegularExpression value(QStringLiteral(R"(%([A-Za-z0-9_$.#-]+))"));
    QString body = line.mid(from);
    const int loc = body.indexOf(QLatin1String(" loc("));
    if (loc >= 0)
        body.truncate(loc);
    QStringList out;
    auto it = value.globalMatch(body);
    while (it.hasNext())
        out << it.next().captured(1);
    return out;
}

} // namespace

QList<TtirLoad> ttirLoads(const QString &ttir)
{
    static const QRegularExpression result(QStringLiteral(R"(^\s*%([A-Za-z0-9_$.#-]+)(?::\d+)?\s*=\s*)"));
    static const QRegularExpression ptrArg(QStringLiteral(R"(%([A-Za-z0-9_$.-]+)\s*:\s*!tt\.ptr<)"));
    static const QRegularExpression iterArgs(QStringLiteral(R"(iter_args\(([^)]*)\))"));
    static const QRegularExpression pair(QStringLiteral(R"(%([A-Za-z0-9_$.#-]+)\s*=\s*%([A-Za-z0-9_$.#-]+))"));

    QHash<QString, Def> defs;
    QSet<QString> args;
    QList<TtirLoad> loads;
    QList<int> loopStack; // loop id per open scf.for region
    int depth = 0; // brace depth
    QList<int> loopDepth; // brace depth at which each open loop's region started
    int nextLoop = 0;
    const QStringList lines = ttir.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (line.contains(QLatin1String("tt.func"))) {
            auto it = ptrArg.globalMatch(line);
            while (it.hasNext())
                args.insert(it.next().captured(1));
        }
        const auto m = result.match(line);
        const bool isFor = line.contains(QLatin1String("scf.for"));
        // A loaded value is data: an address computed from it (a gather through an index tensor) is based on the
        // pointer it offsets, not on the index's own pointer, so the trace stops at a load's result.
        if (m.hasMatch())
            defs.insert(m.captured(1),
                { line.contains(QLatin1String("tt.load ")) ? QStringList() : operandsOf(line, int(m.capturedEnd())) });
        if (isFor) {
            // Loop-carried values start as their init value.
            const auto ia = iterArgs.match(line);
            if (ia.hasMatch()) {
                auto it = pair.globalMatch(ia.captured(1));
                while (it.hasNext()) {
                    const auto p = it.next();
                    defs.insert(p.captured(1), { { p.captured(2) } });
                }
            }
        }
        if (line.contains(QLatin1String("tt.load "))) {
            TtirLoad load;
            load.line = i + 1;
            load.loop = loopStack.isEmpty() ? -1 : loopStack.constFirst();
            const int at = int(line.indexOf(QLatin1String("tt.load ")));
            const QStringList ops = operandsOf(line, at + 8);
            // Trace the pointer operand back to kernel arguments.
            QList<QString> work;
            if (!ops.isEmpty())
                work << ops.constFirst();
            QSet<QString> visited;
            while (!work.isEmpty() && visited.size() < 4096) {
                const QString v = work.takeLast();
                if (visited.contains(v))
                    continue;
                visited.insert(v);
                if (args.contains(v)) {
                    if (!load.rootArgs.contains(v))
                        load.rootArgs << v;
                    continue;
                }
                const auto d = defs.constFind(v);
                if (d != defs.cend())
                    work += d->operands;
            }
            loads.append(load);
        }
        // Region nesting: an scf.for line opens its body with '{'; a closing '}' may end it.
        const int opens = int(line.count(QLatin1Char('{'))), closes = int(line.count(QLatin1Char('}')));
        if (isFor && opens > closes) {
            loopStack.append(nextLoop++);
            loopDepth.append(depth + 1);
        }
        depth += opens - closes;
        while (!loopDepth.isEmpty() && depth < loopDepth.constLast()) {
            loopDepth.removeLast();
            loopStack.removeLast();
        }
    }
    return loads;
}

QList<RereadArgument> rereadArguments(const QList<TtirLoad> &loads)
{
    QList<RereadArgument> out;
    QHash<QString, int> at;
    for (const TtirLoad &l : loads)
        for (const QString &a : l.rootArgs) {
            if (!at.contains(a)) {
                at.insert(a, int(out.size()));
                out.append({ a, {}, 0, 0 });
            }
            out[at.value(a)].loads.append(l);
        }
    QList<RereadArgument> kept;
    for (RereadArgument &r : out) {
        QSet<int> loops;
        for (const TtirLoad &l : std::as_const(r.loads)) {
            if (l.loop >= 0)
                loops.insert(l.loop);
            else
                ++r.outside;
        }
        r.loops = int(loops.size());
        if (r.loops >= 2 || (r.loops == 1 && r.outside > 0))
            kept.append(r);
    }
    return kept;
}

} // namespace Lowerscope
