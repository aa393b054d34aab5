// SPDX-License-Identifier: MIT
#pragma once

#include "core/diagnostics.h"
#include "core/jobcontrol.h"
#include "irscan.h"
#include "loweringtrajectory.h"

#include <QHash>
#include <atomic>

namespace Lowerscope {

class BackendInterface;

// What one per-pass dump file yields: its passes, one snapshot per pass (kind "pass"; indices are assigned
// when the trajectory is assembled) and the remarks found between the dumps.
struct PassDumpFile {
    QList<PassDump> passes;
    QList<StageSnapshot> snapshots; // snapshots[i] belongs to passes[i]
    QList<Remark> remarks;
    QString kernel; // the first function named in the dump, if any
    QByteArray sourceFile; // file name of the kernel's own source as named in locations
    bool truncated = false;
};

// Reads MLIR per-pass dumps (MLIR_ENABLE_DUMP, with MLIR_ENABLE_DIAGNOSTICS remarks interleaved) and LLVM
// print-after-all dumps (three header forms). The text is scanned once, in place; snapshots keep only their
// line and byte ranges in the file.
class PassDumpReader {
public:
    struct Options {
        const BackendInterface *backend = nullptr; // labels passes with pipelines
        // The stage text that follows a pipeline run (make_ttir -> .ttir), so that the run's last pass gets
        // a "changed" value; absent runs leave it null.
        QHash<QString, QByteArrayView> stageAfterRun;
        JobControl control; // its cancel is checked every 4096 lines
    };
    static PassDumpFile readMlir(QByteArrayView text, const QString &path, const Options &options, Diagnostics &diagnostics);
    static PassDumpFile readLlvm(QByteArrayView text, const QString &path, const Options &options, Diagnostics &diagnostics);
};

} // namespace Lowerscope
