// SPDX-License-Identifier: MIT
#pragma once

#include "profile.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <array>
#include <cstring>

namespace Lowerscope::Internal {

// How a JSON reader met a value: the text of a number is its source text, of a string its decoded content,
// of an array or object argument its minified JSON text.
enum class JsonKind : quint8 { Null, Literal, Number, Text };
enum class TraceKey : quint8 { Other, Ph, Name, Cat, Pid, Tid, Ts, Dur, Id, Args };
TraceKey traceKey(QByteArrayView key);

// Where a Profile stood before a reader started, so that a read the fast scanner gave up on can be undone
// before the general reader starts over. A trace only ever appends its own tracks, arguments and counters.
struct ProfileMark {
    qsizetype tracks = 0, counters = 0, flows = 0;
    quint32 args = 0;
    qint64 sourceEvents = 0;
    DeviceInfo device;
    static ProfileMark of(const Profile &profile);
    void rollback(Profile &profile) const;
};

// A field's text copied into the builder; inline when short (pids, tids, flow ids), so that reading an event
// allocates nothing.
class FieldText {
public:
    FieldText() = default;
    FieldText(const FieldText &) = delete;
    FieldText &operator=(const FieldText &) = delete;
    void assign(QByteArrayView text)
    {
        if (text.size() <= qsizetype(sizeof m_inline)) {
            if (!text.isEmpty())
                std::memcpy(m_inline, text.data(), size_t(text.size()));
            m_view = QByteArrayView(m_inline, text.size());
        } else {
            m_long.assign(text);
            m_view = QByteArrayView(m_long);
        }
    }
    void clear() { m_view = QByteArrayView(m_inline, 0); }
    QByteArrayView view() const { return m_view; }

private:
    char m_inline[56];
    QByteArray m_long;
    QByteArrayView m_view { m_inline, 0 };
};

// Turns trace events, field by field as a JSON reader meets them, into Profile tracks, events, counters and
// flows. Both readers of Chrome trace JSON (RapidJSON SAX and the mapped-file scanner) drive it, so they build
// the same model. Texts passed in need to live only for the call.
class ChromeTraceBuilder {
public:
    explicit ChromeTraceBuilder(Profile &profile);
    void beginEvent();
    void eventField(TraceKey key, JsonKind kind, QByteArrayView text);
    void argKey(QByteArrayView key);
    void argValue(JsonKind kind, QByteArrayView text);
    void endEvent();
    void deviceField(QByteArrayView key, JsonKind kind, QByteArrayView text);
    void setOpTrace() { m_opTrace = true; }
    // Names tracks, pairs flows, builds kernels from device tasks; call once after parsing (also after an error).
    void finish();
    qint64 eventsRead() const { return m_eventsRead; }

private:
    // A flow's identity: its category and its id, an integer when the id is one, else the interned id text.
    struct FlowKey {
        quint64 id = 0;
        quint32 category = 0;
        bool text = false;
        friend bool operator==(const FlowKey &a, const FlowKey &b)
        {
            return a.id == b.id && a.category == b.category && a.text == b.text;
        }
        friend size_t qHash(const FlowKey &k, size_t seed = 0) { return qHashMulti(seed, k.id, k.category, k.text); }
    };
    struct FlowPoint {
        int track;
        qint64 time;
        quint32 name, category;
    };
    QString unnamedProcess(int track, const QByteArray &pid) const;
    struct ProcessInfo {
        int track = -1;
        QByteArray name, labels;
    };
    struct RecentThread {
        QByteArray pid, tid;
        int track = -1;
    };

    void commitTimeline();
    void commitMetadata();
    void commitCounter();
    void commitFlow();
    int trackFor(QByteArrayView pid, QByteArrayView tid);
    int processTrack(QByteArrayView pid);
    quint32 intern(QByteArrayView text);
    void buildKernels();
    void nameTracks();

    Profile &m_profile;
    // The event being read; fields arrive in any order.
    char m_phase = 0;
    quint32 m_name = 0, m_category = 0;
    FieldText m_pid, m_tid, m_id;
    qint64 m_ts = 0, m_dur = 0;
    quint32 m_argsBegin = 0;
    quint32 m_argKey = 0;
    QByteArray m_argName, m_argLabels; // args.name / args.labels of metadata events

    qint64 m_eventsRead = 0;
    bool m_opTrace = false;
    quint32 m_kernelCategory = 0, m_nameKey = 0, m_labelsKey = 0;
    QHash<QByteArray, ProcessInfo> m_processes;
    QHash<QByteArray, int> m_threads; // pid '\x1f' tid -> track
    QHash<QByteArray, QByteArray> m_threadNames;
    QHash<int, QByteArray> m_trackPid, m_trackTid;
    std::array<RecentThread, 4> m_recent; // traces alternate between a few threads: no hashing for those
    quint32 m_recentNext = 0;
    QHash<int, QList<Event>> m_openSlices; // B without E yet
    QHash<FlowKey, FlowPoint> m_flowStarts, m_flowEnds;
    // Names, categories and argument keys repeat from event to event: a direct-mapped cache of recent ones,
    // keyed by length and end bytes, answers most lookups before the string table's hash is computed.
    std::array<quint32, 4096> m_recentStrings {};
    QHash<QByteArray, int> m_counters;
};

} // namespace Lowerscope::Internal
