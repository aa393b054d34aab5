// SPDX-License-Identifier: MIT
#pragma once

#include "core/diagnostics.h"
#include "core/filestore.h"
#include "core/jobcontrol.h"
#include "diagnosis/diagnosisengine.h"
#include "profile/benchresults.h"
#include "profile/profile.h"
#include "profile/sassmetrics.h"
#include "trajectory/loweringtrajectory.h"

#include <QHash>
#include <QMetaType>
#include <memory>

namespace Lowerscope {

// One kernel's trajectory and the texts the desktop shows at once (final stages and the Python source).
// Pass snapshots are read on demand (readSnapshotText) from the files the analysis holds.
struct AnalyzedKernel {
    LoweringTrajectory trajectory;
    QHash<QString, QString> texts; // final stage name ("ttir", ..., "source") -> text
    LineMetrics sassMetrics; // Nsight Compute's per-instruction metrics on the nvdisasm listing's lines, when captured
    LineMetrics sourceMetrics; // the same summed per Python line (nvdisasm line info)
};

struct AnalysisRequest {
    QString path;
    QString knowledgeBase; // for the diagnosis (L1 patterns, L4 compiler knowledge)
    QString compilerSourceDir; // optional Triton checkout for L4 source locations
};

// What an analysis found in a path, counted, and what it could not read: for the desktop's summary of an
// open that read nothing (an empty folder, garbage, broken JSON, a format no reader takes).
struct PathContents {
    int kernels = 0; // trajectories (IR, pass dumps, TritonParse traces)
    int stageFiles = 0;
    int passes = 0;
    QStringList profileFormats;
    int benchCases = 0;
    int diagnosed = 0; // kernels the diagnosis covered (a Python source alone counts)
    QStringList ignored; // files no reader took
    QList<Warning> warnings; // every problem of the reads, in reading order
    bool nothingRead() const { return kernels == 0 && profileFormats.isEmpty() && benchCases == 0 && diagnosed == 0; }
    // The warnings of reads that were partial (Warning::partial): what was built from those files is not whole.
    QList<Warning> partial() const
    {
        QList<Warning> out;
        for (const Warning &w : warnings)
            if (w.partial)
                out.append(w);
        return out;
    }
};

// Every format the readers take, one line each ("Chrome trace JSON (torch.profiler, msprof)"), translated.
QStringList supportedFormats();

// Everything known about one opened path, read once: the trajectories with their texts, the profile, the
// benchmark cases beside it, and the diagnosis computed from those. Immutable once made.
struct PathAnalysis {
    QString path;
    QList<AnalyzedKernel> kernels;
    Profile profile; // profile.formats is empty when the path holds no profile
    BenchResults bench; // bench.json in PATH or one level up (the fixtures' layout)
    DiagnosisReport diagnosis;
    Diagnostics diagnostics; // every warning of the reads and the diagnosis, each once
    bool cancelled = false;
    QList<FileBytes> files; // the trajectories' files, held so on-demand pass texts reuse their bytes

    bool hasProfile() const { return !profile.formats.isEmpty(); }
    PathContents contents() const;
    // The kernel of that name (the Triton function; a profile's "_kernel"-less or decorated name also
    // matches), or -1.
    int kernelIndex(const QString &name) const;
};

// Reads PATH once (each file opened once: trajectory readers, profile readers, source, bench data) and
// diagnoses it from what was read. Thread-safe; the GUI runs it on a BackgroundJob.
std::shared_ptr<const PathAnalysis> analyzePath(const AnalysisRequest &request, const JobControl &control = {});

// Name patterns of the files analyzePath reads, for a file dialog: the backends' stage files, then the
// containers the profile, dump and trace readers sniff by content.
QStringList analyzableFilePatterns();

} // namespace Lowerscope

Q_DECLARE_METATYPE(std::shared_ptr<const Lowerscope::PathAnalysis>)
