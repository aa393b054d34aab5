// SPDX-License-Identifier: MIT
#pragma once

#include "core/jobcontrol.h"
#include "profile.h"

#include <atomic>
#include <functional>

namespace Lowerscope {

// What a file is, sniffed from its content (and, for tables, its header names).
enum class ProfileFormat {
    Unknown,
    ChromeTrace, // torch.profiler, msprof trace_view.json / msprof_*.json, simulator trace.json, PipeTrace.json
    NsightRaw, // ncu --csv --page raw
    NsightDetails, // ncu --csv --page details
    NsightSource, // ncu --csv --page source --print-source sass
    KernelDetails, // torch_npu kernel_details.csv, msprof op_summary_*.csv
    MsprofOpCsv, // msprof op OpBasicInfo.csv, PipeUtilization.csv, ... (per block)
    NpuComputeJsonl, // npu-compute summary.jsonl / HardwareInfo.jsonl
    MsprofDb, // msprof SQLite msprof_*.db
    MsprofOpBasicInfo, // msprof op's dump/op_basic_info.txt (Key=Value lines: Op Name, Block Dim, Run Soc Version)
};
ProfileFormat sniffProfileFormat(const QString &path);

struct ProfileReadResult {
    Profile profile;
    bool cancelled = false;
    bool anythingRead() const { return !profile.formats.isEmpty(); }
};

// Reads a profile file, or every profile file under a folder (recursively) merged into one Profile.
// Unknown files go to profile.diagnostics.ignored; malformed ones to warnings, keeping what could be read.
ProfileReadResult readProfile(const QString &path, const JobControl &control = {});

// The individual readers; each appends to PROFILE. PATH is the file, ARTIFACT its name for warnings. CONTROL:
// progress and cancel within the file (the SQLite and Key=Value readers check it only between files).
namespace ProfileReaders {
// Chrome trace JSON: the mapped-file scanner, and RapidJSON's SAX reader for what the scanner does not take
// (malformed JSON and rarities; see chrometracescanner.h). Scanner and RapidJson pick one path (for tests).
enum class TraceReader { Auto, Scanner, RapidJson };
bool chromeTrace(const QString &path, const QString &artifact, Profile &profile, const JobControl &control,
    TraceReader reader = TraceReader::Auto);
bool nsightRaw(const QString &path, const QString &artifact, Profile &profile, const JobControl &control = {});
bool nsightDetails(const QString &path, const QString &artifact, Profile &profile, const JobControl &control = {});
bool nsightSource(const QString &path, const QString &artifact, Profile &profile, const JobControl &control = {});
bool kernelDetails(const QString &path, const QString &artifact, Profile &profile, const JobControl &control = {});
bool msprofOpCsv(const QString &path, const QString &artifact, Profile &profile, const JobControl &control = {});
bool npuComputeJsonl(const QString &path, const QString &artifact, Profile &profile, const JobControl &control = {});
bool msprofDb(const QString &path, const QString &artifact, Profile &profile);
bool msprofOpBasicInfo(const QString &path, const QString &artifact, Profile &profile);
} // namespace ProfileReaders

} // namespace Lowerscope
