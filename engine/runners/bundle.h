// SPDX-License-Identifier: MIT
#pragma once

#include "runner.h"

#include <QHash>
#include <QList>
#include <QString>
#include <optional>

namespace Lowerscope {

// What a results archive, or a batch folder imported in place, may hold (docs/reliability.md, "Bounds"). Each is
// far above what a real batch leaves (an H200 batch of 31 operators with dumps and Nsight Compute exports: tens
// of MB) and far below what would fill a disk or take minutes to copy.
namespace ResultLimits {
inline constexpr qint64 MaxArchiveBytes = qint64(1) << 30; // the .tar.gz as it comes back
inline constexpr qint64 MaxUnpackedBytes = qint64(2) << 30; // every member's apparent size together
inline constexpr qint64 MaxMemberBytes = qint64(512) << 20; // one member, apparent size (a sparse file counts whole)
inline constexpr int MaxMembers = 50000; // files and folders (a request's evidence: a few hundred)
inline constexpr int MaxRequests = 10000; // requests in one manifest (a Slurm array is split at 1000)
} // namespace ResultLimits

// Whether FOLDER (an imported batch's requests/) holds only regular files and folders within ResultLimits: no link
// (none is followed), FIFO, socket or device. False with ERROR naming the first offending path.
bool checkResultTree(const QString &folder, QString *error);

// Job bundles (docs/runners.md, "Offline bundles"): everything a batch needs to run where the hardware is, with
// python3 only: manifest.json, run.py (the entry script), harness/ (the harness package), tasks/NAME/ (each task
// folder once) and requests/ID/candidate.py. The ssh and Slurm runners stage the same folder.

// Writes DIR/manifest.json: the batch (format 1: batch, runner, created, requests[] with id, task, candidate,
// evidence, ncu, timing, timeout_s, origin, source_task, source_candidate). TASK_PATHS maps a task folder to its
// path inside DIR (bundles); a task not in it is named by its absolute path. Every runner writes one into its
// batch folder, so any batch folder can be imported (bundle import DIR), e.g. after a crash.
bool writeManifest(const RunBatch &batch, const RunnerProfile &profile, const QString &dir,
    const QHash<QString, QString> &taskPaths, QString *error);
// Writes the bundle folder of BATCH at DIR (created; must be empty or missing).
bool writeBundleFolder(const RunBatch &batch, const RunnerProfile &profile, const QString &dir, QString *error);
// Writes the bundle as one .tar.gz archive.
bool exportBundle(const RunBatch &batch, const RunnerProfile &profile, const QString &archive, QString *error);

// What a results archive (or a bundle folder after its run) holds: the batch as exported (task folders and
// candidates as named on the exporting machine) and one result per request; a request the archive has no
// result for is a failure.
struct ImportedResults {
    RunBatch batch;
    QString runner; // the profile the bundle was exported with
    QList<RunResult> results;
};
// Reads ARCHIVE_OR_FOLDER; an archive is unpacked into EXTRACT_DIR first (only manifest.json and requests/ID/...
// members, regular files and folders, are accepted; anything else refuses the whole archive).
std::optional<ImportedResults> importResults(const QString &archiveOrFolder, const QString &extractDir, QString *error);

// tar through the system's tar (GNU tar, bsdtar): pack DIR's content into ARCHIVE (.tar.gz), or unpack.
bool packFolder(const QString &dir, const QString &archive, QString *error);
bool unpackArchive(
    const QString &archive, const QString &dir, const std::function<bool(const QString &member)> &allowed, QString *error);

} // namespace Lowerscope
