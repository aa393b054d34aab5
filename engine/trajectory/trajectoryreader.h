// SPDX-License-Identifier: MIT
#pragma once

#include "core/diagnostics.h"
#include "core/jobcontrol.h"
#include "loweringtrajectory.h"

#include <atomic>
#include <functional>

namespace Lowerscope {

// Reads everything a Triton compile leaves behind into one LoweringTrajectory per kernel: a kernel folder,
// a TRITON_KERNEL_DUMP or cache folder (searched recursively), a single stage file or per-pass dump, a
// TritonParse NDJSON trace (plain or gzip) or a triton-ascend IR folder. Files are recognised by content.
class TrajectoryReader {
public:
    // kernel: only trajectories of that Triton function (empty: all). Problems go to diagnostics as warnings
    // with file and line; unrecognised files to diagnostics.ignored. Never throws.
    static QList<LoweringTrajectory> read(
        const QString &path, const QString &kernel, Diagnostics &diagnostics, const JobControl &control = {});

    // Files larger than this are reported and skipped, never mapped (sparse or runaway files).
    static constexpr qint64 maxFileBytes = qint64(2) << 30;
    // A gzip file may inflate to maxInflateRatio times its size, and to 256 MiB whatever its size (real traces
    // inflate about 10 times); more is refused as a gzip bomb instead of filling memory.
    static constexpr qint64 maxInflateRatio = 64;
    static constexpr qint64 maxInflatedBytes(qint64 compressedBytes)
    {
        return qBound(qint64(256) << 20, compressedBytes * maxInflateRatio, maxFileBytes);
    }
};

} // namespace Lowerscope
