// SPDX-License-Identifier: MIT
// `lowerscope trajectory PATH [--kernel NAME] [--json]`: the lowering trajectory of the kernels in PATH.
#include "cli.h"
#include "core/filestore.h"
#include "core/userfile.h"
#include "trajectory/trajectoryfacts.h"
#include "trajectory/trajectoryreader.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

using namespace Lowerscope;

static QString histogramText(const OpHistogram &h, int limit)
{
    QList<std::pair<int, QString>> rows;
    for (auto it = h.cbegin(); it != h.cend(); ++it)
        rows.append({ -it.value(), it.key() });
    std::sort(rows.begin(), rows.end());
    QStringList parts;
    for (qsizetype i = 0; i < rows.size() && i < limit; ++i)
        parts << QStringLiteral("%1 %2").arg(rows.at(i).second).arg(-rows.at(i).first);
    return parts.join(QStringLiteral(", "));
}

static void printSummary(const Cli::Invocation &inv, const LoweringTrajectory &t)
{
    QTextStream &out = inv.out;
    out << t.kernel << "  (" << t.backend << ")\n";
    if (!t.source.file.isEmpty())
        out << "  " << QCoreApplication::translate("Cli", "source") << ": " << t.source.file << ':' << t.source.firstLine << '-'
            << t.source.lastLine << '\n';
    out << "  " << QCoreApplication::translate("Cli", "stages") << ":\n";
    for (const StageSnapshot &s : t.stages)
        if (s.kind == QLatin1String("stage"))
            out << "    " << s.name.leftJustified(10) << ' ' << QCoreApplication::translate("Cli", "%n line(s)", nullptr, s.lines)
                << "  " << histogramText(s.ops, 6) << '\n';
    int changed = 0;
    for (const PassDump &p : t.passes)
        changed += p.changed.value_or(false) ? 1 : 0;
    out << "  " << QCoreApplication::translate("Cli", "passes: %1, changed the IR: %2").arg(t.passes.size()).arg(changed) << '\n';
    for (const PassDump &p : t.passes) {
        if (!p.changed.value_or(false))
            continue;
        QString delta = QStringLiteral("+%1 -%2").arg(p.linesAdded).arg(p.linesRemoved);
        if (!p.opsAdded.isEmpty())
            delta += QStringLiteral("  + ") + histogramText(p.opsAdded, 4);
        if (!p.opsRemoved.isEmpty())
            delta += QStringLiteral("  - ") + histogramText(p.opsRemoved, 4);
        out << "    #" << p.index << ' ' << p.name << " [" << (p.pipeline.isEmpty() ? QStringLiteral("?") : p.pipeline) << "]  "
            << delta << '\n';
    }
    if (!t.remarks.isEmpty())
        out << "  " << QCoreApplication::translate("Cli", "remarks") << ":\n";
    for (const Remark &r : t.remarks)
        out << "    " << QFileInfo(r.file).fileName() << ':' << r.line << ':' << r.column << "  " << r.severity << ": "
            << r.message << "  (" << QCoreApplication::translate("Cli", "pass %1 %2").arg(r.passIndex).arg(r.pass) << ")\n";
}

static QJsonObject trajectoryJson(const LoweringTrajectory &t)
{
    QJsonObject o = t.toJson();
    Facts facts;
    addTrajectoryFacts(t, facts);
    o.insert(QStringLiteral("facts"), factsJson(facts));
    return o;
}

static int runTrajectory(const Cli::Invocation &inv)
{
    if (inv.args.isEmpty())
        return inv.fail(QCoreApplication::translate("Cli", "trajectory needs a PATH (see lowerscope help trajectory)"));
    const QString path = inv.args.constFirst();
    if (QString why; !UserFile::isFolderOrRegular(path, &why))
        return inv.fail(why);
    const QString kernel = inv.value(QStringLiteral("kernel"));
    FileStore::Scope files; // the facts read the stage files the reader mapped: each file is opened once
    Diagnostics diag;
    const QList<LoweringTrajectory> all = TrajectoryReader::read(path, kernel, diag);
    for (const Warning &w : diag.warnings)
        inv.warn(w.toText());
    if (all.isEmpty()) {
        if (!diag.warnings.isEmpty() && diag.warnings.constLast().file == path)
            return inv.fail(diag.warnings.constLast().toText());
        return inv.fail(kernel.isEmpty()
                ? QCoreApplication::translate("Cli", "%1: no Triton IR, pass dump or TritonParse trace found").arg(path)
                : QCoreApplication::translate("Cli", "%1: no kernel named %2").arg(path, kernel));
    }
    if (inv.json) {
        QJsonObject doc;
        if (all.size() == 1) {
            doc = trajectoryJson(all.constFirst());
        } else {
            QJsonArray kernels;
            for (const LoweringTrajectory &t : all)
                kernels.append(trajectoryJson(t));
            doc.insert(QStringLiteral("kernels"), kernels);
        }
        diag.addTo(doc);
        inv.printJson(doc);
        return 0;
    }
    for (const LoweringTrajectory &t : all)
        printSummary(inv, t);
    return 0;
}

static Cli::Registration trajectoryRegistration(
    { QStringLiteral("trajectory"), QStringLiteral("trajectory PATH [--kernel NAME] [--json]"),
        QT_TRANSLATE_NOOP("Cli", "Show how a kernel's IR changed stage by stage and pass by pass, linked to its source lines."),
        [] {
            return QList<QCommandLineOption> { { QStringLiteral("kernel"),
                QCoreApplication::translate("Cli", "Only the kernel (Triton function) of this name."),
                QCoreApplication::translate("Cli", "NAME") } };
        },
        runTrajectory });
