// SPDX-License-Identifier: MIT
#pragma once

#include "profile.h"

#include <QByteArray>
#include <QHash>

#include <rapidjson/rapidjson.h>

namespace Lowerscope {

struct ReadControl;

namespace Internal {
// The pieces of one trace event seen so far; fields arrive in any order.
struct PendingEvent {
    char phase = 0;
    quint32 name = 0;
    quint32 category = 0;
    QByteArray pid, tid, id;
    qint64 ts = 0;
    qint64 dur = 0;
    bool hasTs = false;
    quint32 argsBegin = 0;
    QByteArray argName;   // args.name of metadata events
    QByteArray argLabels; // args.labels of process_labels
};
} // namespace Internal

// RapidJSON SAX handler that turns a Chrome trace into Profile tracks, events, counters and flows.
class ChromeTraceParser
{
public:
    using Ch = char;
    ChromeTraceParser(Profile &profile, const QString &artifact, const ReadControl &control);

    bool Null() { return value(Null_, nullptr, 0); }
    bool Bool(bool b) { return b ? value(Literal, "true", 4) : value(Literal, "false", 5); }
    bool Int(int) { return true; } // numbers arrive as RawNumber (kParseNumbersAsStringsFlag)
    bool Uint(unsigned) { return true; }
    bool Int64(int64_t) { return true; }
    bool Uint64(uint64_t) { return true; }
    bool Double(double) { return true; }
    bool RawNumber(const Ch *str, rapidjson::SizeType len, bool) { return value(Number, str, len); }
    bool String(const Ch *str, rapidjson::SizeType len, bool) { return value(Text, str, len); }
    bool Key(const Ch *str, rapidjson::SizeType len, bool);
    bool StartObject();
    bool EndObject(rapidjson::SizeType);
    bool StartArray();
    bool EndArray(rapidjson::SizeType);

    // Names tracks, builds kernels from device tasks; call once after parsing (also after an error).
    void finish();
    qint64 eventsRead() const { return m_eventsRead; }

private:
    enum Kind { Null_, Literal, Number, Text };
    enum class EventKey { Other, Ph, Name, Cat, Pid, Tid, Ts, Dur, Id, Args };
    bool value(Kind kind, const Ch *str, rapidjson::SizeType len);
    void eventField(Kind kind, const Ch *str, rapidjson::SizeType len);
    void argValue(Kind kind, const Ch *str, rapidjson::SizeType len);
    void captureToken(Kind kind, const Ch *str, rapidjson::SizeType len);
    void deviceField(Kind kind, const Ch *str, rapidjson::SizeType len);
    void commitEvent();
    void commitMetadata();
    void commitCounter();
    void commitFlow();
    int trackFor(const QByteArray &pid, const QByteArray &tid);
    int processTrack(const QByteArray &pid);
    void buildKernels();
    void nameTracks();

    Profile &m_profile;
    QString m_artifact;
    const ReadControl &m_control;
    int m_depth = 0;
    int m_eventsDepth = -1; // depth inside the traceEvents array
    bool m_topObject = false;
    QByteArray m_topKey;
    bool m_inEvent = false;
    bool m_inArgs = false;
    EventKey m_eventKey = EventKey::Other;
    quint32 m_argKey = 0;
    QByteArray m_argKeyText;
    int m_captureDepth = 0; // > 0 while an argument's array/object value is captured as JSON text
    QByteArray m_capture;
    int m_skipDepth = 0;    // > 0 while an ignored composite value is skipped
    int m_deviceDepth = -1; // depth of a deviceProperties entry
    QByteArray m_deviceKey;
    bool m_opTrace = false; // profilingType "op": cores and pipes
    Internal::PendingEvent m_ev;
    qint64 m_eventsRead = 0;
    quint32 m_kernelCategory = 0;

    struct ProcessInfo {
        int track = -1;
        QByteArray name, labels;
    };
    QHash<QByteArray, ProcessInfo> m_processes;
    QHash<QByteArray, int> m_threads; // pid '\x1f' tid -> track
    QHash<QByteArray, QByteArray> m_threadNames;
    QHash<int, QByteArray> m_trackPid, m_trackTid;
    QByteArray m_lastThreadKey;
    int m_lastThreadTrack = -1;
    QHash<int, QList<Event>> m_openSlices; // B without E yet
    struct FlowStart {
        int track;
        qint64 time;
        quint32 name, category;
    };
    QHash<QByteArray, FlowStart> m_flowStarts, m_flowEnds;
    QHash<QByteArray, int> m_counters;
};

} // namespace Lowerscope
