// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace Lowerscope {

// A count per op name or dialect ("tt.load" -> 2), ordered so that JSON and text output are stable.
using OpHistogram = QMap<QString, int>;

// Where a piece of IR lives: a file and a 1-based line range plus the byte range of those lines, so that a
// viewer can show any node's IR without the trajectory holding copies of pass snapshots.
struct ArtifactRange {
    QString path; // absolute path of the file that holds the text
    int firstLine = 0; // 1-based, inclusive; 0 when unknown
    int lastLine = 0;
    qint64 byteBegin = 0; // [begin, end) in the file
    qint64 byteEnd = 0;
    // The text's own name inside the file when the file holds several texts (TritonParse: the compilation event's
    // `file_content` key, "vadd_kernel.ttgir"): lines cited in that text are its own, not the file's. Empty for a
    // text that is the file or a span of it.
    QString member;
};

// One node of the trajectory: a final stage (ttir, ttgir, ...) or the IR snapshot of one pass dump.
struct StageSnapshot {
    int index = 0;
    QString name; // "ttgir", or the pass name for pass snapshots ("TritonGPUCoalesce")
    QString kind; // "stage" or "pass"
    int passIndex = -1; // kind == "pass": index into passes
    QString syntax; // mlir, llvm, llvm-machine, ptx, sass, python
    int lines = 0; // lines of IR (remark blocks and pipeliner sub-snapshots excluded)
    OpHistogram dialects;
    OpHistogram ops;
    ArtifactRange artifact;
    QString text; // only for stages embedded in another document (TritonParse NDJSON); else empty
};

// An internal snapshot printed inside a pass (SoftwarePipeliner "LowerLoops", "ExpandLoops"): never a pass.
struct SubSnapshot {
    QString name;
    int lines = 0;
    ArtifactRange artifact;
};

// One "IR Dump Before" (MLIR) or "IR Dump After" (LLVM) header of a per-pass dump.
struct PassDump {
    int index = 0;
    QString pipeline; // make_ttir, make_ttgir, make_llir, make_ptx, ...; empty when unknown (JSON null)
    QString name; // TritonGPUCoalesce
    QString argument; // tritongpu-coalesce
    QString scope; // builtin.module, or "tt.func @kernel" for function-scoped dumps
    QString dump; // "before" (MLIR) or "after" (LLVM print-after-all, MLIR "After ... Failed")
    QString form; // mlir, llvm-opt, llvm-codegen, llvm-machine
    std::optional<bool> changed;
    OpHistogram opsAdded, opsRemoved;
    int linesAdded = 0, linesRemoved = 0;
    int headerLine = 0; // 1-based line of the header in the dump file
    int stage = -1; // index of its snapshot in LoweringTrajectory::stages
    QList<SubSnapshot> internal;
};

// A compiler remark placed on the pass that emitted it and on the source line it names.
struct Remark {
    QString file;
    int line = 0;
    int column = 0;
    QString severity; // remark, warning, error
    QString message;
    QStringList notes; // "note:" lines that followed it
    int passIndex = -1;
    QString pass;
    QString artifact; // the dump file
    int artifactLine = 0; // line of the remark in the dump (first occurrence)
    int occurrences = 1; // identical remarks merged into this one
};

// The kernel's Python source as far as it is known. (Not KernelSource: that is the workspace's round file, and one
// name for two types broke the one-definition rule: the sanitizer build caught one's destructor run on the other.)
struct TrajectorySource {
    QString file; // path as the compiler recorded it (IR locations), else the file read
    QString path; // the file read from disk, if any
    int firstLine = 0; // the `def` line
    int lastLine = 0;
    QString text; // the whole source file (small)
};

// How a kernel's IR changed, stage by stage and pass by pass, linked to its source lines.
struct LoweringTrajectory {
    QString kernel;
    QString backend; // cuda, ascend
    QString root; // the folder artifacts are reported relative to
    TrajectorySource source;
    QJsonObject metadata;
    QList<StageSnapshot> stages;
    QList<PassDump> passes;
    QList<Remark> remarks;
    // source line -> final stage -> lines in that stage's artifact
    QMap<int, QMap<QString, QList<int>>> sourceMap;

    const StageSnapshot *stage(const QString &name) const; // a final stage by name, or nullptr
    QString relativePath(const QString &path) const;
    // How evidence names the text of A: its file relative to the root, and for a text embedded in it
    // (ArtifactRange::member) "FILE#MEMBER", so that a cited line is a line of that text ("raw_trace.ndjson#
    // vadd_kernel.ttgir:23"), never a line of the container that may not exist.
    QString artifactName(const ArtifactRange &a) const; // path relative to root
    // The `trajectory --json` object of docs/trajectory.md (without warnings/ignored, which the caller adds).
    QJsonObject toJson() const;
};

} // namespace Lowerscope
