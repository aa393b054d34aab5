// SPDX-License-Identifier: MIT
#include "trajectoryassembly.h"

#include "core/backendregistry.h"
#include "passdumpreader.h"
#include "sourcelocations.h"

#include <QFileInfo>

namespace Lowerscope::TrajectoryAssembly {

using IrScan::Syntax;

QJsonObject pickMetadata(const QJsonObject &json)
{
    static const char *const keys[] = { "num_warps", "num_stages", "num_ctas", "shared", "n_regs", "n_spills", "maxnreg",
        "tmem_size", "global_scratch_size", "arch", "target", "triton_version", "hash" };
    QJsonObject out;
    for (const char *k : keys) {
        const QString key = QString::fromLatin1(k);
        if (json.contains(key) && !json.value(key).isNull())
            out.insert(key, json.value(key));
    }
    return out;
}

// The final stage a pipeline run produces, from the backend's stage catalog (StageDef::pipeline).
static QString slotOf(const QString &pipeline, const BackendInterface *backend)
{
    if (backend && !pipeline.isEmpty())
        for (const StageDef &s : backend->stages())
            if (s.pipeline == pipeline)
                return s.name;
    return {};
}

// The full path the compiler recorded for the user's file (IR locations name it; the file on disk may lie
// elsewhere), found in the MLIR or LLVM stage texts.
static QString recordedPath(const KernelInputs &in, const QByteArray &fileName)
{
    for (const QString &st : { QStringLiteral("ttir"), QStringLiteral("ttgir") }) {
        const QByteArrayView t = in.stages.value(st).text;
        const qsizetype at = t.indexOf(QByteArray(fileName + "\":"));
        if (at < 0)
            continue;
        const qsizetype open = t.lastIndexOf('"', at - 1);
        if (open >= 0 && at - open < 4096)
            return QString::fromUtf8(t.sliced(open + 1, at - open - 1 + fileName.size()));
    }
    return {};
}

static void addPassDumps(const KernelInputs &in, const BackendInterface *backend, LoweringTrajectory &t,
    QList<StageSnapshot> &snaps, QByteArray &sourceFile, Diagnostics &diagnostics, const JobControl &control)
{
    PassDumpReader::Options opt;
    opt.backend = backend;
    opt.control = control;
    // An MLIR stage file is the IR after the last pass of the run that produced it.
    if (backend)
        for (const StageDef &s : backend->stages())
            if (!s.pipeline.isEmpty() && s.dialect == QLatin1String("mlir"))
                opt.stageAfterRun.insert(s.pipeline, in.stages.value(s.name).text);
    // MLIR runs come before the LLVM ones, whatever the order of the files.
    QList<DumpInput> dumps = in.dumps;
    std::stable_sort(dumps.begin(), dumps.end(), [](const DumpInput &a, const DumpInput &b) {
        return a.kind == ArtifactKind::MlirPassDump && b.kind != ArtifactKind::MlirPassDump;
    });
    for (const DumpInput &d : dumps) {
        PassDumpFile f = d.kind == ArtifactKind::MlirPassDump ? PassDumpReader::readMlir(d.text, d.path, opt, diagnostics)
                                                              : PassDumpReader::readLlvm(d.text, d.path, opt, diagnostics);
        const int offset = int(t.passes.size());
        for (PassDump &p : f.passes)
            p.index += offset;
        for (StageSnapshot &s : f.snapshots)
            s.passIndex += offset;
        for (Remark &r : f.remarks)
            if (r.passIndex >= 0)
                r.passIndex += offset;
        t.passes += f.passes;
        snaps += f.snapshots;
        t.remarks += f.remarks;
        if (sourceFile.isEmpty())
            sourceFile = f.sourceFile;
    }
}

// Identical remarks (same file, line, column, message and pass) are one remark seen several times.
static QList<Remark> mergeRemarks(const QList<Remark> &all)
{
    QList<Remark> out;
    QHash<QString, qsizetype> seen;
    for (const Remark &r : all) {
        const QString key = r.file + QLatin1Char(':') + QString::number(r.line) + QLatin1Char(':') + QString::number(r.column)
            + QLatin1Char('|') + r.message + QLatin1Char('|') + QString::number(r.passIndex);
        const auto it = seen.constFind(key);
        if (it != seen.cend()) {
            ++out[it.value()].occurrences;
            continue;
        }
        seen.insert(key, out.size());
        out.append(r);
    }
    return out;
}

// Final stages and pass snapshots in lowering order: each run's pass snapshots lead to the stage it produces.
static void orderStages(const KernelInputs &in, const BackendInterface *backend, LoweringTrajectory &t,
    const QList<StageSnapshot> &snaps, const QHash<QString, StageSnapshot> &finals)
{
    QStringList order = backend ? backend->stageNames() : QStringList { QStringLiteral("source"), QStringLiteral("ttir") };
    if (!order.contains(QStringLiteral("sass")) && finals.contains(QStringLiteral("sass")))
        order << QStringLiteral("sass");
    QStringList runSlots;
    QString last;
    for (const PassDump &p : t.passes) {
        const QString s = slotOf(p.pipeline, backend);
        last = s.isEmpty() ? (last.isEmpty() ? order.value(1) : last) : s;
        runSlots << last;
    }
    QList<bool> placed(t.passes.size(), false);
    auto push = [&](StageSnapshot s) {
        s.index = int(t.stages.size());
        if (s.kind == QLatin1String("pass") && s.passIndex >= 0 && s.passIndex < t.passes.size())
            t.passes[s.passIndex].stage = s.index;
        t.stages.append(s);
    };
    for (const QString &name : order) {
        for (qsizetype i = 0; i < t.passes.size(); ++i)
            if (!placed[i] && runSlots.at(i) == name) {
                placed[i] = true;
                push(snaps.at(i));
            }
        if (finals.contains(name))
            push(finals.value(name));
    }
    for (qsizetype i = 0; i < t.passes.size(); ++i)
        if (!placed[i])
            push(snaps.at(i));
}

static void fillSource(const KernelInputs &in, const QByteArray &userFile, LoweringTrajectory &t)
{
    TrajectorySource &src = t.source;
    src.path = in.sourcePath;
    src.text = QString::fromUtf8(in.sourceText);
    src.file = !in.sourceRecordedPath.isEmpty() ? in.sourceRecordedPath : recordedPath(in, userFile);
    if (src.file.isEmpty())
        src.file = in.sourcePath;
    if (!in.sourceText.isEmpty()) {
        const auto [first, last] = ArtifactSniffer::pythonKernelRange(in.sourceText, in.kernel);
        if (first > 0) {
            src.firstLine = first;
            src.lastLine = last;
        }
    }
}

LoweringTrajectory assemble(const KernelInputs &in, Diagnostics &diagnostics, const JobControl &control)
{
    LoweringTrajectory t;
    t.kernel = in.kernel;
    t.root = in.root;
    t.metadata = in.metadata;
    // The kernel's target is what its files show; an unclaimed kernel is laid out in the fallback backend's
    // stage order but names no backend.
    const BackendInterface *backend = in.target.backend();
    if (backend)
        t.backend = backend->id();
    else
        backend = BackendRegistry::instance().fallback();

    QHash<QString, StageSnapshot> finals;
    for (const StageInput &s : in.stages) {
        const IrScan::TextStats st = IrScan::scanText(s.text, s.syntax);
        StageSnapshot snap;
        snap.name = s.stage;
        snap.kind = QStringLiteral("stage");
        snap.syntax = IrScan::syntaxName(s.syntax);
        snap.lines = st.lines;
        snap.ops = st.ops;
        snap.dialects = st.dialects;
        snap.artifact = s.embedded ? s.range : ArtifactRange { s.path, 1, st.lines, 0, s.text.size() };
        if (s.embedded)
            snap.text = QString::fromUtf8(s.text);
        finals.insert(s.stage, snap);
    }
    QList<StageSnapshot> snaps;
    QByteArray userFile;
    addPassDumps(in, backend, t, snaps, userFile, diagnostics, control);
    t.remarks = mergeRemarks(t.remarks);
    orderStages(in, backend, t, snaps, finals);

    if (!in.sourcePath.isEmpty())
        userFile = QFileInfo(in.sourcePath).fileName().toUtf8();
    else if (!in.sourceRecordedPath.isEmpty())
        userFile = QFileInfo(in.sourceRecordedPath).fileName().toUtf8();
    for (const QString &st : { QStringLiteral("ttir"), QStringLiteral("ttgir"), QStringLiteral("llir"), QStringLiteral("ptx"),
             QStringLiteral("sass"), QStringLiteral("ttadapter") })
        if (userFile.isEmpty() && in.stages.contains(st))
            userFile = SourceLocations::sourceFileOf(in.stages.value(st).text, in.stages.value(st).syntax);
    fillSource(in, userFile, t);

    const SourceLocations::UserFile user { userFile };
    for (const StageInput &s : in.stages) {
        if (s.stage == QLatin1String("source") || control.cancelled())
            continue;
        const SourceLocations::LineMap m = SourceLocations::mapStage(s.text, s.syntax, user);
        for (auto it = m.cbegin(); it != m.cend(); ++it)
            t.sourceMap[it.key()].insert(s.stage, it.value());
    }
    return t;
}

} // namespace Lowerscope::TrajectoryAssembly
