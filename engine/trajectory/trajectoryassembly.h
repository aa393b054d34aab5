// SPDX-License-Identifier: MIT
#pragma once

#include "artifactsniffer.h"
#include "core/backendregistry.h"
#include "core/diagnostics.h"
#include "core/jobcontrol.h"
#include "loweringtrajectory.h"

#include <QJsonObject>
#include <QMap>
#include <atomic>

// Builds one LoweringTrajectory from the texts found for one kernel, wherever they came from (stage files,
// per-pass dumps, a TritonParse event). The texts are views the caller keeps alive (mapped files).
namespace Lowerscope::TrajectoryAssembly {

struct StageInput {
    QString stage;
    IrScan::Syntax syntax = IrScan::Syntax::Unknown;
    QString path;
    QByteArrayView text;
    bool embedded = false; // text lives inside another document (TritonParse): keep a copy in the snapshot
    ArtifactRange range; // for embedded text: where the document holds it
};

struct DumpInput {
    ArtifactKind kind = ArtifactKind::MlirPassDump;
    QString path;
    QByteArrayView text;
};

struct KernelInputs {
    QString kernel;
    QString root;
    TargetVote target; // the backends' claims on the kernel's files (BackendRegistry::claimArtifact)
    QMap<QString, StageInput> stages; // by stage name
    QList<DumpInput> dumps;
    QString sourcePath; // the .py read, if any
    QByteArrayView sourceText;
    QString sourceRecordedPath; // TritonParse python_source.file_path
    QJsonObject metadata;
};

LoweringTrajectory assemble(const KernelInputs &in, Diagnostics &diagnostics, const JobControl &control);
// The compile metadata `trajectory --json` reports (docs/trajectory.md), picked from Triton's JSON (or our .meta.json).
QJsonObject pickMetadata(const QJsonObject &json);

} // namespace Lowerscope::TrajectoryAssembly
