// SPDX-License-Identifier: MIT
#include "pathanalysis.h"

#include "core/backendregistry.h"
#include "core/kernelname.h"
#include "profile/profilereader.h"
#include "profile/sassmetrics.h"
#include "trajectory/snapshottext.h"
#include "trajectory/trajectoryreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <algorithm>

namespace Lowerscope {

int PathAnalysis::kernelIndex(const QString &name) const
{
    for (qsizetype i = 0; i < kernels.size(); ++i)
        if (kernelNameMatch(name, kernels.at(i).trajectory.kernel) & KernelNameRelation::Exact)
            return int(i);
    // A profile names the launched symbol: "transpose_naive_kernel", or a folder-like "transpose_naive".
    for (qsizetype i = 0; i < kernels.size(); ++i) {
        const QString &k = kernels.at(i).trajectory.kernel;
        if (kernelNameMatch(name, k) & (KernelNameRelation::KernelSuffix | KernelNameRelation::Decorated))
            return int(i);
    }
    return -1;
}

PathContents PathAnalysis::contents() const
{
    PathContents c;
    c.kernels = int(kernels.size());
    for (const AnalyzedKernel &k : kernels) {
        c.stageFiles += int(std::count_if(k.trajectory.stages.cbegin(), k.trajectory.stages.cend(),
            [](const StageSnapshot &s) { return s.name != QLatin1String("source"); }));
        c.passes += int(k.trajectory.passes.size());
    }
    c.profileFormats = profile.formats;
    c.benchCases = int(bench.cases.size());
    c.diagnosed = int(diagnosis.kernels.size());
    c.ignored = diagnostics.ignored;
    for (const QString &f : profile.diagnostics.ignored) // the profile readers' own list of files they did not take
        if (!c.ignored.contains(f))
            c.ignored.append(f);
    c.warnings = diagnostics.warnings;
    return c;
}

QStringList supportedFormats()
{
    return {
        QCoreApplication::translate("Formats",
            "Triton IR of each stage: .ttir, .ttgir, .llir, .ptx, .sass / nvdisasm listings; Ascend .ttadapter and .hivm MLIR"),
        QCoreApplication::translate("Formats", "MLIR per-pass dumps (MLIR_ENABLE_DUMP, print-after-all) with their remarks"),
        QCoreApplication::translate("Formats", "TritonParse NDJSON traces, plain or gzip"),
        QCoreApplication::translate("Formats", "The kernel's Python source (.py)"),
        QCoreApplication::translate(
            "Formats", "Chrome trace JSON: torch.profiler, torch_npu and msprof traces, msprof op simulator and pipe traces"),
        QCoreApplication::translate("Formats", "Nsight Compute CSV exports: --page raw, details and source"),
        QCoreApplication::translate("Formats",
            "Ascend tables: torch_npu kernel_details.csv, msprof op_summary_*.csv, msprof op CSVs and op_basic_info.txt, msprof "
            "SQLite (msprof_*.db), npu-compute JSONL"),
        QCoreApplication::translate("Formats", "bench.json timings (the fixtures' benchmark cases)"),
    };
}

namespace {

// The final stages' texts and the Python source of each trajectory.
QList<AnalyzedKernel> withTexts(
    const QList<LoweringTrajectory> &trajectories, Diagnostics &diagnostics, const JobControl &control)
{
    QList<AnalyzedKernel> out;
    for (const LoweringTrajectory &t : trajectories) {
        if (control.cancelled())
            break;
        AnalyzedKernel k;
        k.trajectory = t;
        for (const StageSnapshot &s : t.stages)
            if (s.kind == QLatin1String("stage")) {
                const SnapshotText text = readSnapshotText(s);
                if (!text.error.isEmpty())
                    diagnostics.warn(text.path, 0, text.error);
                k.texts.insert(s.name, text.text);
            }
        if (!k.texts.contains(QStringLiteral("source")))
            k.texts.insert(QStringLiteral("source"), readSourceText(t).text);
        out.append(k);
    }
    return out;
}

// Nsight's per-instruction metrics beside the SASS pane, when the profile has a source page export and the
// SASS stage is an nvdisasm listing (the only SASS form with offsets to join on).
void addSassMetrics(const Profile &profile, QList<AnalyzedKernel> &kernels)
{
    for (AnalyzedKernel &k : kernels) {
        const StageSnapshot *s = k.trajectory.stage(QStringLiteral("sass"));
        if (!s || !s->artifact.path.endsWith(QLatin1String(".nvdisasm")))
            continue;
        for (const Kernel &pk : profile.kernels)
            if (pk.name == k.trajectory.kernel && !pk.sass.isEmpty()) {
                k.sassMetrics = sassLineMetrics(pk, k.texts.value(QStringLiteral("sass")));
                k.sourceMetrics = sourceLineMetrics(
                    pk, k.trajectory.source.path.isEmpty() ? k.trajectory.source.file : k.trajectory.source.path);
            }
    }
}

// bench.json sits next to the kernel folders (the fixtures' layout): look in PATH and one level up.
BenchResults benchBeside(const QString &path)
{
    const QFileInfo info(path);
    const QDir dir = info.isDir() ? QDir(info.absoluteFilePath()) : info.absoluteDir();
    for (const QString &candidate : { dir.filePath(QStringLiteral("bench.json")),
             QFileInfo(dir.absolutePath()).dir().filePath(QStringLiteral("bench.json")) })
        if (QFileInfo::exists(candidate))
            return BenchResults::read(candidate);
    return {};
}

// Adds the warnings of OTHER not already in INTO (the diagnosis repeats the readers' warnings).
void mergeOnce(Diagnostics &into, const Diagnostics &other)
{
    QSet<QString> seen;
    for (const Warning &w : std::as_const(into.warnings))
        seen.insert(w.toText());
    for (const Warning &w : other.warnings)
        if (!seen.contains(w.toText())) {
            seen.insert(w.toText());
            into.warnings.append(w);
        }
    for (const QString &p : other.ignored)
        into.ignore(p);
}

} // namespace

std::shared_ptr<const PathAnalysis> analyzePath(const AnalysisRequest &request, const JobControl &control)
{
    auto out = std::make_shared<PathAnalysis>();
    out->path = request.path;
    // Every reader below opens its files through the FileStore; the scope keeps them until the analysis is
    // done, so a file that two readers look at (sniffing included) is opened once.
    FileStore::Scope scope;

    EvidenceInputs read;
    read.path = request.path;
    control.reportPermille(0, QStringLiteral("trajectory"));
    JobControl files { {}, control.cancel }; // files read of all: 0..300
    files.progress = [&control](qint64 done, qint64 total, const QString &) {
        control.reportPermille(total > 0 ? int(300 * done / total) : 300, QStringLiteral("trajectory"));
    };
    read.trajectories = TrajectoryReader::read(request.path, QString(), read.trajectoryDiagnostics, files);
    out->kernels = withTexts(read.trajectories, out->diagnostics, control);
    if (control.cancelled()) {
        out->cancelled = true;
        return out;
    }

    control.reportPermille(350, QStringLiteral("profile"));
    ProfileReadResult profile = readProfile(request.path, control.part(350, 750, QStringLiteral("profile")));
    if (profile.cancelled || control.cancelled()) {
        out->cancelled = true;
        return out;
    }
    addSassMetrics(profile.profile, out->kernels);
    out->bench = benchBeside(request.path);

    control.reportPermille(750, QStringLiteral("diagnosis"));
    read.profile = &profile;
    DiagnosisRequest dr;
    dr.path = request.path;
    dr.knowledgeBase = request.knowledgeBase;
    dr.compilerSourceDir = request.compilerSourceDir;
    JobControl cc { {}, control.cancel }; // the diagnosis's 60..100 percent (it reads nothing here): 750..1000
    cc.progress = [&control](qint64 percent, qint64, const QString &) {
        control.reportPermille(750 + int(250 * qBound(qint64(0), percent - 60, qint64(40)) / 40), QStringLiteral("diagnosis"));
    };
    out->diagnosis = diagnose(dr, read, cc);
    out->cancelled = out->diagnosis.cancelled || control.cancelled();

    // The readers' warnings reach the log once: the diagnosis carries the trajectory's and the profile's.
    mergeOnce(out->diagnostics, out->diagnosis.diagnostics);
    mergeOnce(out->diagnostics, out->bench.diagnostics);
    out->profile = std::move(profile.profile);

    QSet<QString> shown; // the files the trajectory views read pass texts from later
    for (const AnalyzedKernel &k : std::as_const(out->kernels))
        for (const StageSnapshot &s : k.trajectory.stages)
            shown.insert(s.artifact.path);
    for (const FileBytes &f : scope.files())
        if (shown.contains(f.path()))
            out->files.append(f);
    control.reportPermille(1000, QString());
    return out;
}

QStringList analyzableFilePatterns()
{
    QStringList out;
    for (const BackendRegistry::Entry &e : BackendRegistry::instance().entries())
        for (const StageDef &stage : e.backend->stages())
            for (const QString &pattern : stage.filePatterns)
                if (!out.contains(pattern))
                    out << pattern;
    for (const char *container : { "*.mlir", "*.txt", "*.json", "*.ndjson", "*.gz", "*.csv", "*.db", "*.jsonl" })
        if (!out.contains(QLatin1String(container)))
            out << QLatin1String(container);
    return out;
}

} // namespace Lowerscope
