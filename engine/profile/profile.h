// SPDX-License-Identifier: MIT
#pragma once

#include "core/backend.h"
#include "core/diagnostics.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace Lowerscope {

// Interned strings: every name, category, argument key and string value is stored once and referred to by a
// 32-bit id, so that a million events cost a million small structs and not a million strings.
class StringTable {
public:
    StringTable();
    quint32 intern(QByteArrayView utf8);
    quint32 intern(const QString &s) { return intern(QByteArrayView(s.toUtf8())); }
    QByteArrayView view(quint32 id) const;
    QString string(quint32 id) const { return QString::fromUtf8(view(id)); }
    qsizetype size() const { return m_offsets.size(); }
    static constexpr quint32 Empty = 0; // id of ""

private:
    void rehash(qsizetype count);
    QList<QByteArray> m_blocks; // arena; views into it stay valid as blocks never move their data
    QList<QByteArrayView> m_offsets;
    // Open addressing, linear probing: (upper 32 bits of the hash << 32) | (id + 1), 0 when empty. A million
    // events intern ten million names and keys; this costs a fraction of a QHash lookup for each.
    QList<quint64> m_slots;
};

enum class TrackKind : quint8 { Process, Thread, Stream, Core, Pipe };
QString trackKindName(TrackKind kind);

// One timeline event: an X slice (duration > 0 or 0) or an instant (duration -1). Times in ns.
struct Event {
    qint64 start = 0;
    qint64 duration = 0;
    quint32 name = 0;
    quint32 category = 0;
    quint32 argsBegin = 0; // index into Profile::args
    quint16 argsCount = 0;
    quint16 flags = 0;
};

// One argument of an event: an interned key and either a number or an interned string (JSON text for arrays
// and objects). Strings ride in a NaN payload (JSON numbers are never NaN), which keeps an argument at 12 bytes.
#pragma pack(push, 4)
struct EventArg {
    quint32 key = 0;
    double value = 0;
    static EventArg number(quint32 key, double v) { return { key, v }; }
    static EventArg string(quint32 key, quint32 id);
    bool isNumber() const;
    quint32 stringId() const; // valid when !isNumber()
};
#pragma pack(pop)

// Event arguments in fixed-size blocks: a million events' arguments grow without reallocating (and so without
// a transient copy of the whole table).
class ArgTable {
public:
    quint32 append(const EventArg &arg);
    const EventArg &at(quint32 index) const { return m_blocks.at(index >> Shift).at(index & Mask); }
    quint32 size() const { return m_size; }
    void truncate(quint32 size); // drops the arguments from SIZE on (those of a discarded event)

private:
    static constexpr quint32 Shift = 16;
    static constexpr quint32 Mask = (1u << Shift) - 1;
    QList<QList<EventArg>> m_blocks;
    quint32 m_size = 0;
};

struct Track {
    QString name; // "stream 7", "Thread 437675", "core0.veccore1", "MTE2"
    TrackKind kind = TrackKind::Thread;
    int parent = -1; // index of the grouping track (a thread's process, a pipe's core), -1 at top level
    QList<Event> events; // sorted by start after Profile::finish()
};

struct CounterSample {
    qint64 time = 0;
    double value = 0;
};
struct Counter {
    QString name; // "AI Core Freq MHz"
    int track = -1;
    QList<CounterSample> samples;
};

// A flow arrow (s → f) between two tracks, e.g. a launch on the CPU to its kernel on the GPU.
struct Flow {
    quint32 name = 0;
    quint32 category = 0;
    int fromTrack = -1;
    int toTrack = -1;
    qint64 fromTime = 0;
    qint64 toTime = 0;
};

// MetricValue and RuleResult: engine/core/measurements.h (what backend plugins read).

// One SASS instruction row of `ncu --page source --print-source sass`, joined to nvdisasm line info.
struct SassRow {
    quint32 offset = 0; // address minus the first row's address: nvdisasm's /*0000*/ numbering
    QString instruction;
    double stallSamples = 0; // Warp Stall Sampling (All Samples)
    double stallSamplesNotIssued = 0;
    double instructionsExecuted = 0;
    double excessiveSectors = 0; // L2 Theoretical Sectors Global Excessive
    double l2Sectors = 0; // L2 Theoretical Sectors Global: the memory traffic the instruction asked for
    QMap<QString, double> stallReasons; // "long_sb" -> samples, from the stall_* columns (all samples), non-zero only
    QString sourceFile; // from nvdisasm `//## File "...", line N`, when a .nvdisasm file is next to it
    int sourceLine = 0;
    int csvLine = 0;
};

// BlockMetrics (per-block rows): engine/core/measurements.h.

struct Kernel {
    QString name;
    int launches = 0; // from a timeline (trace, database)
    double totalUs = 0;
    // From tables without a timeline (kernel_details, op_summary, OpBasicInfo, ncu): used when no timeline
    // source saw the kernel, so that a folder holding both does not count launches twice.
    int tableLaunches = 0;
    double tableTotalUs = 0;
    int grid[3] = { 0, 0, 0 };
    int block[3] = { 0, 0, 0 };
    int blockDim = 0; // Ascend block dim (cores used)
    QString taskType; // Ascend AI_CORE, AI_VECTOR_CORE, MIX_AIV, ...
    QMap<QString, MetricValue> metrics;
    QList<RuleResult> rules;
    QList<SassRow> sass;
    QList<BlockMetrics> blocks;
    // Why its figures are partial: the partial-data warnings (Diagnostics::warnPartial) of the tables it was built
    // from, each once. Empty when every table was read whole.
    QList<Warning> partial;
    // The instructions of its nvdisasm listing that the source-SASS table has no row for (offset, instruction and
    // source line; no measurements): a table cut short leaves these, and the lines they sit on are partial.
    QList<SassRow> sassUnmeasured;
    bool isPartial() const { return !partial.isEmpty(); }
    double meanUs() const { return launches > 0 ? totalUs / launches : 0; }
};

// Files of one folder captured on clocks that do not meet (different runs or days): each group of files whose
// clocks overlap is one segment, and later segments are moved on the shared axis to start just after the
// previous one ends, so that one timeline shows them all. SHIFT (ns) was added to every time of the segment.
struct ClockSegment {
    QStringList artifacts; // the files whose events it holds
    qint64 start = 0; // first and last time as shown (after the shift)
    qint64 end = 0;
    qint64 shift = 0; // 0 for the first segment
};

// Everything read from one profile file or folder: a timeline (tracks of flat event arrays, counters, flows)
// and per-kernel aggregates and metrics. A value type; Qt containers make copies cheap.
class Profile {
public:
    QStringList formats; // every format recognised, in reading order
    DeviceInfo device;
    StringTable strings;
    QList<Track> tracks;
    ArgTable args;
    QList<Counter> counters;
    QList<Flow> flows;
    QList<Kernel> kernels;
    QList<ClockSegment> clockSegments; // empty when every file shares one clock
    qint64 sourceEvents = 0; // records read from trace files (every element of traceEvents, metadata included)
    Diagnostics diagnostics;
    // While reading only (cleared by finish()): the device tasks (name, start, duration) each table gave, in
    // reading order. torch_npu's kernel_details.csv and msprof's op_summary_*.csv of one run list the same
    // tasks; a row an earlier table already gave is not counted again. A table appends its keys to a list; only
    // a later table hashes them, so reading one table hashes nothing.
    struct TableTask {
        quint32 name = 0; // interned in strings
        qint64 start = 0; // ns
        quint64 duration = 0; // the bits of the duration in us as a double; those of NaN when not a number
        bool operator==(const TableTask &o) const { return name == o.name && start == o.start && duration == o.duration; }
        friend size_t qHash(const TableTask &t, size_t seed = 0) { return qHashMulti(seed, t.name, t.start, t.duration); }
    };
    struct TableTasks {
        QString artifact;
        QList<TableTask> tasks;
    };
    QList<TableTasks> tableTasks;

    void addFormat(const QString &format);
    int addTrack(const QString &name, TrackKind kind, int parent = -1);
    int findTrack(const QString &name, int parent) const;
    Kernel &kernel(const QString &name); // finds or appends
    const Kernel *findKernel(const QString &name) const;
    // Marks the kernel NAME (appended when new) partial because of W, a warning of Diagnostics::warnPartial.
    void markPartial(const QString &name, const Warning &w);
    int kernelIndex(const QString &name) const;
    qint64 eventCount() const;
    // Sorts every track's events by start time; called once after reading.
    void finish();

private:
    QHash<QString, int> m_kernelIndex;
};

} // namespace Lowerscope
