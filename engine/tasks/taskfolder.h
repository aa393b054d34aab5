// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Lowerscope {

struct HardwareModel;

// Bounds on what a task.json may ask for (docs/tasks.md, "Limits"); taskfmt.py (the harness's side of
// `tasks check`) mirrors each of them.
namespace TaskLimits {
// Cases read of one task: far above the five the format asks for. A task.json of 10^6 cases is refused as a
// whole instead of being read, checked and listed case by case (it printed 3 million problems).
inline constexpr int MaxCases = 256;
// Bytes of the tensors of one case together (elements times their dtype's size): 2^38 = 256 GiB, about twice
// the largest device memory of any hardware model the backends know (the H200's 141 GB; the Ascend 950PR's
// 128 GB). A case no such device could hold is an error in the task, never a run that fills memory.
inline constexpr qint64 MaxCaseTensorBytes = qint64(1) << 38;
// Bytes of one element of DTYPE (task format); 1 for an unknown dtype, which the harness reports itself.
int dtypeBytes(const QString &dtype);
// The bytes of a case's tensor arguments together (ARGS: the case's `args`; an argument `like` another counts
// as that one), saturating; -1 when a shape holds a dimension that is not a non-negative integer.
qint64 caseTensorBytes(const QJsonArray &args);
} // namespace TaskLimits

// One problem of a task folder: the file, its 1-based line (0 when unknown), the check that failed
// (task-format, a static check's id, backend) and what is wrong.
struct TaskProblem {
    QString file;
    int line = 0;
    QString check;
    QString message;
    QJsonObject toJson() const;
};

// `tasks check DIR`: the format and hashes of an operator task and the static checks on its kernel
// (through the harness), plus what only the engine knows: that its backend is one we have.
struct TaskCheck {
    QString folder;
    QString name;
    bool ran = false; // false when the harness could not run (error says why)
    QString error;
    QList<TaskProblem> problems;
    QString calibration; // calibrated | failed | uncalibrated (docs/tasks.md, "Calibration")
    QString calibrationReason; // why it failed
    QStringList torchAllowed; // torch calls on the timed path that the initial kernel makes too ("line: message")
    QStringList torchNew; // new torch calls (each also a compute-fallback problem)
    bool valid() const { return ran && problems.isEmpty(); }
};
TaskCheck checkTask(const QString &folder);

// A candidate case of an imported operator: its arguments (task format), traffic, work and the time the
// hardware model predicts for it.
struct ShapeCandidate {
    QJsonArray args;
    double bytes = 0;
    double flops = 0;
    double estimateUs = 0;
    int perfIndex = -1; // index in the perf file's shapes; -1 for a scaled one
    qint64 scale = 1; // the factor the largest shape was scaled by
};

// Roofline estimate (µs) of a case on a device: the larger of its memory time and its compute time, with the
// matrix-unit peak for 16-bit data and the general-purpose peak otherwise.
double estimateMicroseconds(double bytes, double flops, bool halfPrecision, const HardwareModel &hw);

// Picks `count` cases spanning the shapes, preferring those estimated above minUs; with fewer than `count`
// such shapes, it scales the largest shape up (first axis, by powers of two) until there are enough, keeping
// every tensor under 2^31 elements (32-bit indexing), then takes the largest remaining shapes.
QList<ShapeCandidate> selectCases(QList<ShapeCandidate> shapes, const HardwareModel &hw, int count = 5, double minUs = 20.0);

// The cases of an imported operator (task format) from PERF, the harness's reading of its perf file
// ({"shapes": [{"args": [...], "bytes": B, "flops": F}, ...]}), chosen and scaled with selectCases().
// ALTERNATES, when given, receives the cases calibration may take instead of one that fails on the device
// (docs/tasks.md, "Calibration"): the shapes not chosen and the largest at the scale factors below those chosen,
// largest estimate first, at most MaxAlternates.
inline constexpr int MaxAlternates = 32;
QJsonArray casesFromPerf(
    const QJsonObject &perf, const QString &perfName, const HardwareModel &hw, QJsonArray *alternates = nullptr);

// `tasks import-tritonbench FILE [PERF] --out DIR`.
struct TritonBenchImport {
    bool imported = false;
    QString refusal; // why not (vacuous test, unreadable file, ...), with file and line in refusalFile/Line
    QString refusalFile;
    int refusalLine = 0;
    QString folder;
    QJsonObject task; // the written task.json
    TaskCheck check; // the check run on the result
    QStringList warnings; // the perf file's byte counts that disagree with its tensors' sizes (tbparse.py)
};
TritonBenchImport importTritonBench(const QString &file, const QString &perfFile, const QString &outDir, const HardwareModel &hw);

} // namespace Lowerscope
