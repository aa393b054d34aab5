// SPDX-License-Identifier: MIT
#pragma once

#include "core/diagnostics.h"
#include "core/facts.h"
#include "core/jobcontrol.h"
#include "trajectory/loweringtrajectory.h"

#include <QList>
#include <QString>
#include <atomic>
#include <functional>
#include <optional>

namespace Lowerscope {

class BackendInterface;
class Profile;
struct ProfileReadResult;

// Everything known about one kernel of a diagnosed folder: its facts (source, trajectory, profile) and
// its trajectory, which L3 needs for source lines. Artifacts are relative to `root`.
struct EvidenceBundle {
    QString root; // the diagnosed PATH (a folder, or the folder of a file)
    QString kernel; // Triton function name
    QString backend;
    Facts facts;
    std::optional<LoweringTrajectory> trajectory;
    bool hasSource = false;
    bool hasIr = false;
    bool hasProfile = false;

    // The kernel source line that an artifact line belongs to (a remark's line in a dump, an IR line of a
    // final stage), or 0 when the trajectory does not link them.
    int sourceLineOf(const QString &artifact, int line) const;
    QString sourceFileName() const;
    QString relative(const QString &path) const;
};

// The backend plugin of KERNEL's target (EvidenceBundle::backend), else the fallback one; null when no backend
// is loaded. The diagnosis asks it what is specific to a target (BackendInterface), never tests its id.
const BackendInterface *targetOf(const EvidenceBundle &kernel);

// What the readers produced for PATH: the evidence is built from it instead of reading the path again.
struct EvidenceInputs {
    QString path;
    QString kernel; // empty: every kernel
    QList<LoweringTrajectory> trajectories;
    Diagnostics trajectoryDiagnostics;
    const ProfileReadResult *profile = nullptr; // null: no profile was read
};

// Reads PATH once (trajectory readers, profile readers, the source scanner) and returns one bundle per
// kernel found (or only KERNEL when given). Problems go to DIAGNOSTICS.
QList<EvidenceBundle> collectEvidence(
    const QString &path, const QString &kernel, Diagnostics &diagnostics, const JobControl &control = {});
// The same from what was already read; only Python sources that no trajectory claimed are read here.
QList<EvidenceBundle> collectEvidence(const EvidenceInputs &read, Diagnostics &diagnostics);

} // namespace Lowerscope
