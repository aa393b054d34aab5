// SPDX-License-Identifier: MIT
#include "chrometraceparser.h"
#include "profilereader.h"
#include "units.h"

#include <algorithm>
#include <charconv>
#include <cstring>

namespace Lowerscope {

namespace {
bool equals(const char *str, rapidjson::SizeType len, const char *lit)
{
    const size_t n = std::strlen(lit);
    return len == n && std::memcmp(str, lit, n) == 0;
}

qint64 parseTime(const char *str, rapidjson::SizeType len)
{
    if (const auto ns = Units::microsTextToNanos(QByteArrayView(str, len)))
        return *ns;
    double v = 0;
    std::from_chars(str, str + len, v);
    return qint64(v * 1000.0);
}

const char *const PipeNames[] = {"SCALAR", "SCALARLDST", "VECTOR", "CUBE", "MTE1", "MTE2", "MTE3", "FIXP",
                                 "FLOWCTRL", "ALL", "CACHEMISS", "USER_MARK", "USEMASK"};
} // namespace

ChromeTraceParser::ChromeTraceParser(Profile &profile, const QString &artifact, const ReadControl &control)
    : m_profile(profile), m_artifact(artifact), m_control(control)
{
    m_kernelCategory = m_profile.strings.intern(QByteArrayView("kernel"));
}

bool ChromeTraceParser::Key(const Ch *str, rapidjson::SizeType len, bool)
{
    if (m_skipDepth > 0)
        return true;
    if (m_captureDepth > 0) {
        m_capture += '"';
        m_capture.append(str, len);
        m_capture += "\":";
        return true;
    }
    if (m_inArgs && m_depth == m_eventsDepth + 2) {
        m_argKey = m_profile.strings.intern(QByteArrayView(str, len));
        m_argKeyText.assign(QByteArrayView(str, len));
    } else if (m_inEvent && m_depth == m_eventsDepth + 1) {
        EventKey k = EventKey::Other;
        switch (len) {
        case 2:
            if (equals(str, len, "ph")) k = EventKey::Ph;
            else if (equals(str, len, "ts")) k = EventKey::Ts;
            else if (equals(str, len, "id")) k = EventKey::Id;
            break;
        case 3:
            if (equals(str, len, "pid")) k = EventKey::Pid;
            else if (equals(str, len, "tid")) k = EventKey::Tid;
            else if (equals(str, len, "cat")) k = EventKey::Cat;
            else if (equals(str, len, "dur")) k = EventKey::Dur;
            break;
        case 4:
            if (equals(str, len, "name")) k = EventKey::Name;
            else if (equals(str, len, "args")) k = EventKey::Args;
            break;
        default:
            break;
        }
        m_eventKey = k;
    } else if (m_deviceDepth == m_depth) {
        m_deviceKey.assign(QByteArrayView(str, len));
    } else if (m_topObject && m_depth == 1) {
        m_topKey.assign(QByteArrayView(str, len));
    }
    return true;
}

bool ChromeTraceParser::value(Kind kind, const Ch *str, rapidjson::SizeType len)
{
    if (m_skipDepth > 0)
        return true;
    if (m_captureDepth > 0)
        captureToken(kind, str, len);
    else if (m_inArgs && m_depth == m_eventsDepth + 2)
        argValue(kind, str, len);
    else if (m_inEvent && m_depth == m_eventsDepth + 1)
        eventField(kind, str, len);
    else if (m_deviceDepth == m_depth)
        deviceField(kind, str, len);
    else if (m_topObject && m_depth == 1 && m_topKey == "profilingType" && kind == Text && equals(str, len, "op"))
        m_opTrace = true;
    return true;
}

void ChromeTraceParser::captureToken(Kind kind, const Ch *str, rapidjson::SizeType len)
{
    switch (kind) {
    case Null_: m_capture += "null"; break;
    case Literal:
    case Number: m_capture.append(str, len); break;
    case Text:
        m_capture += '"';
        for (rapidjson::SizeType i = 0; i < len; ++i) {
            if (str[i] == '"' || str[i] == '\\')
                m_capture += '\\';
            m_capture += str[i];
        }
        m_capture += '"';
        break;
    }
    m_capture += ',';
}

void ChromeTraceParser::argValue(Kind kind, const Ch *str, rapidjson::SizeType len)
{
    if (kind == Null_)
        return;
    if (kind == Number) {
        double v = 0;
        std::from_chars(str, str + len, v);
        m_profile.args.append(EventArg::number(m_argKey, v));
        return;
    }
    const QByteArrayView text(str, len);
    m_profile.args.append(EventArg::string(m_argKey, m_profile.strings.intern(text)));
    if (m_argKeyText == "name")
        m_ev.argName.assign(text);
    else if (m_argKeyText == "labels")
        m_ev.argLabels.assign(text);
}

void ChromeTraceParser::eventField(Kind kind, const Ch *str, rapidjson::SizeType len)
{
    switch (m_eventKey) {
    case EventKey::Ph: m_ev.phase = len > 0 ? str[0] : 0; break;
    case EventKey::Name: m_ev.name = m_profile.strings.intern(QByteArrayView(str, len)); break;
    case EventKey::Cat: m_ev.category = m_profile.strings.intern(QByteArrayView(str, len)); break;
    case EventKey::Pid: m_ev.pid.assign(QByteArrayView(str, len)); break;
    case EventKey::Tid: m_ev.tid.assign(QByteArrayView(str, len)); break;
    case EventKey::Id: m_ev.id.assign(QByteArrayView(str, len)); break;
    case EventKey::Ts:
        if (kind == Number || kind == Text) {
            m_ev.ts = parseTime(str, len);
            m_ev.hasTs = true;
        }
        break;
    case EventKey::Dur:
        if (kind == Number || kind == Text)
            m_ev.dur = parseTime(str, len);
        break;
    case EventKey::Args:
    case EventKey::Other: break;
    }
}

void ChromeTraceParser::deviceField(Kind kind, const Ch *str, rapidjson::SizeType len)
{
    if (!m_profile.device.name.isEmpty() && m_deviceKey == "name")
        return; // first device only
    const QByteArrayView text(str, len);
    DeviceInfo &d = m_profile.device;
    if (m_deviceKey == "name" && kind == Text) {
        d.name = QString::fromUtf8(text);
        if (d.name.contains(QLatin1String("NVIDIA")))
            d.vendor = QStringLiteral("nvidia");
    } else if (m_deviceKey == "numSms" && d.cores == 0) {
        d.cores = int(Units::parseNumber(text).value_or(0));
    } else if (m_deviceKey == "totalGlobalMem" && d.memoryBytes == 0) {
        d.memoryBytes = qint64(Units::parseNumber(text).value_or(0));
    } else if (m_deviceKey == "computeMajor" && d.computeCapability.isEmpty()) {
        d.computeCapability = QString::fromUtf8(text);
    } else if (m_deviceKey == "computeMinor" && !d.computeCapability.contains(QLatin1Char('.'))) {
        d.computeCapability += QLatin1Char('.') + QString::fromUtf8(text);
    }
}

bool ChromeTraceParser::StartObject()
{
    if (m_skipDepth > 0) {
        ++m_skipDepth;
    } else if (m_captureDepth > 0) {
        m_capture += '{';
        ++m_captureDepth;
    } else if (m_depth == 0) {
        m_topObject = true;
    } else if (m_eventsDepth > 0 && m_depth == m_eventsDepth) {
        m_inEvent = true;
        m_ev.phase = 0;
        m_ev.name = m_ev.category = 0;
        m_ev.pid.clear();
        m_ev.tid.clear();
        m_ev.id.clear();
        m_ev.ts = m_ev.dur = 0;
        m_ev.hasTs = false;
        m_ev.argName.clear();
        m_ev.argLabels.clear();
        m_ev.argsBegin = m_profile.args.size();
    } else if (m_inEvent && !m_inArgs && m_depth == m_eventsDepth + 1 && m_eventKey == EventKey::Args) {
        m_inArgs = true;
    } else if (m_inArgs && m_depth == m_eventsDepth + 2) {
        m_captureDepth = 1;
        m_capture = "{";
    } else if (m_topObject && m_depth == 2 && m_topKey == "deviceProperties") {
        m_deviceDepth = 3;
    } else {
        m_skipDepth = 1;
    }
    ++m_depth;
    return true;
}

bool ChromeTraceParser::EndObject(rapidjson::SizeType)
{
    --m_depth;
    if (m_skipDepth > 0) {
        --m_skipDepth;
    } else if (m_captureDepth > 0) {
        if (m_capture.endsWith(','))
            m_capture.chop(1);
        m_capture += "},";
        if (--m_captureDepth == 0) {
            m_capture.chop(1);
            argValue(Text, m_capture.constData(), rapidjson::SizeType(m_capture.size()));
        }
    } else if (m_inArgs && m_depth == m_eventsDepth + 1) {
        m_inArgs = false;
    } else if (m_inEvent && m_depth == m_eventsDepth) {
        m_inEvent = false;
        commitEvent();
    } else if (m_deviceDepth == m_depth + 1) {
        m_deviceDepth = -1;
    }
    return true;
}

bool ChromeTraceParser::StartArray()
{
    if (m_skipDepth > 0) {
        ++m_skipDepth;
    } else if (m_captureDepth > 0) {
        m_capture += '[';
        ++m_captureDepth;
    } else if (m_depth == 0) {
        m_eventsDepth = 1;
    } else if (m_topObject && m_depth == 1 && m_topKey == "traceEvents") {
        m_eventsDepth = 2;
    } else if (m_topObject && m_depth == 1 && m_topKey == "deviceProperties") {
        // entries are handled in StartObject
    } else if (m_inArgs && m_depth == m_eventsDepth + 2) {
        m_captureDepth = 1;
        m_capture = "[";
    } else {
        m_skipDepth = 1;
    }
    ++m_depth;
    return true;
}

bool ChromeTraceParser::EndArray(rapidjson::SizeType)
{
    --m_depth;
    if (m_skipDepth > 0) {
        --m_skipDepth;
    } else if (m_captureDepth > 0) {
        if (m_capture.endsWith(','))
            m_capture.chop(1);
        m_capture += "],";
        if (--m_captureDepth == 0) {
            m_capture.chop(1);
            argValue(Text, m_capture.constData(), rapidjson::SizeType(m_capture.size()));
        }
    } else if (m_eventsDepth > 0 && m_depth == m_eventsDepth - 1) {
        m_eventsDepth = -1;
    }
    return true;
}

int ChromeTraceParser::processTrack(const QByteArray &pid)
{
    ProcessInfo &p = m_processes[pid];
    if (p.track < 0) {
        p.track = m_profile.addTrack(QString(), TrackKind::Process);
        m_trackPid.insert(p.track, pid);
    }
    return p.track;
}

int ChromeTraceParser::trackFor(const QByteArray &pid, const QByteArray &tid)
{
    QByteArray key = pid;
    key += '\x1f';
    key += tid;
    if (m_lastThreadTrack >= 0 && key == m_lastThreadKey)
        return m_lastThreadTrack;
    int track = m_threads.value(key, -1);
    if (track < 0) {
        const int parent = processTrack(pid);
        track = m_profile.addTrack(QString(), TrackKind::Thread, parent);
        m_threads.insert(key, track);
        m_trackPid.insert(track, pid);
        m_trackTid.insert(track, tid);
    }
    m_lastThreadKey = key;
    m_lastThreadTrack = track;
    return track;
}

void ChromeTraceParser::commitEvent()
{
    ++m_eventsRead;
    ++m_profile.sourceEvents;
    switch (m_ev.phase) {
    case 'X':
    case 'B':
    case 'i':
    case 'I':
    case 'R':
    case 'n': {
        Event e;
        e.start = m_ev.ts;
        e.duration = m_ev.phase == 'X' ? m_ev.dur : 0;
        e.name = m_ev.name;
        e.category = m_ev.category;
        e.argsBegin = m_ev.argsBegin;
        e.argsCount = quint16(qMin<quint32>(m_profile.args.size() - m_ev.argsBegin, 0xffff));
        e.flags = m_ev.phase == 'X' || m_ev.phase == 'B' ? 0 : 1; // 1: instant
        const int track = trackFor(m_ev.pid, m_ev.tid);
        if (m_ev.phase == 'B')
            m_openSlices[track].append(e);
        else
            m_profile.tracks[track].events.append(e);
        return;
    }
    case 'E': {
        const int track = trackFor(m_ev.pid, m_ev.tid);
        auto it = m_openSlices.find(track);
        if (it != m_openSlices.end() && !it->isEmpty()) {
            Event e = it->takeLast();
            e.duration = qMax<qint64>(0, m_ev.ts - e.start);
            m_profile.tracks[track].events.append(e);
        }
        break;
    }
    case 'M': commitMetadata(); break;
    case 'C': commitCounter(); break;
    case 's':
    case 'f':
    case 't': commitFlow(); break;
    default: break;
    }
    m_profile.args.truncate(m_ev.argsBegin);
}

void ChromeTraceParser::commitMetadata()
{
    const QByteArrayView what = m_profile.strings.view(m_ev.name);
    if (what == "process_name") {
        m_processes[m_ev.pid].name = m_ev.argName;
    } else if (what == "process_labels") {
        m_processes[m_ev.pid].labels = m_ev.argLabels;
    } else if (what == "thread_name") {
        QByteArray key = m_ev.pid;
        key += '\x1f';
        key += m_ev.tid;
        m_threadNames.insert(key, m_ev.argName);
    }
}

void ChromeTraceParser::commitCounter()
{
    const int process = processTrack(m_ev.pid);
    const QString base = QString::fromUtf8(m_profile.strings.view(m_ev.name));
    for (quint32 i = m_ev.argsBegin; i < m_profile.args.size(); ++i) {
        const EventArg &a = m_profile.args.at(i);
        if (!a.isNumber())
            continue;
        QByteArray key = m_ev.pid;
        key += '\x1f';
        key += m_profile.strings.view(m_ev.name);
        key += '\x1f';
        key += m_profile.strings.view(a.key);
        int idx = m_counters.value(key, -1);
        if (idx < 0) {
            Counter c;
            const QString argKey = QString::fromUtf8(m_profile.strings.view(a.key));
            c.name = argKey == base ? base : base + QLatin1Char(' ') + argKey;
            c.track = process;
            m_profile.counters.append(c);
            idx = int(m_profile.counters.size() - 1);
            m_counters.insert(key, idx);
        }
        m_profile.counters[idx].samples.append({m_ev.ts, a.value});
    }
}

void ChromeTraceParser::commitFlow()
{
    QByteArray key = m_profile.strings.view(m_ev.category).toByteArray();
    key += '\x1f';
    key += m_ev.id;
    const int track = trackFor(m_ev.pid, m_ev.tid);
    // torch.profiler writes a flow's end (f) before its start (s): pair them once the file is read.
    const FlowStart point{track, m_ev.ts, m_ev.name, m_ev.category};
    if (m_ev.phase == 's')
        m_flowStarts.insert(key, point);
    else if (!m_flowEnds.contains(key))
        m_flowEnds.insert(key, point);
}

void ChromeTraceParser::finish()
{
    // Slices still open at the end (a truncated file) keep a zero duration.
    for (auto it = m_openSlices.cbegin(); it != m_openSlices.cend(); ++it)
        m_profile.tracks[it.key()].events.append(it.value());
    m_openSlices.clear();
    for (auto it = m_flowStarts.cbegin(); it != m_flowStarts.cend(); ++it) {
        const auto end = m_flowEnds.constFind(it.key());
        if (end != m_flowEnds.cend())
            m_profile.flows.append({it->name, it->category, it->track, end->track, it->time, end->time});
    }
    std::sort(m_profile.flows.begin(), m_profile.flows.end(), [](const Flow &a, const Flow &b) { return a.fromTime < b.fromTime; });
    nameTracks();
    buildKernels();
}

void ChromeTraceParser::nameTracks()
{
    for (auto it = m_trackPid.cbegin(); it != m_trackPid.cend(); ++it) {
        Track &t = m_profile.tracks[it.key()];
        if (!t.name.isEmpty())
            continue;
        const QByteArray &pid = it.value();
        const ProcessInfo proc = m_processes.value(pid);
        const bool opCore = m_opTrace || pid.startsWith("core") || pid.startsWith("group")
                            || (pid.startsWith("process") && pid.contains("core"));
        bool pipeProcess = false;
        for (const char *p : PipeNames)
            pipeProcess |= proc.name == p;
        if (t.parent < 0) {
            t.name = proc.name.isEmpty() ? (opCore ? QString::fromUtf8(pid) : QStringLiteral("process ") + QString::fromUtf8(pid))
                                         : QString::fromUtf8(proc.name);
            if (!proc.labels.isEmpty())
                t.name += QStringLiteral(" (") + QString::fromUtf8(proc.labels) + QLatin1Char(')');
            t.kind = pipeProcess ? TrackKind::Pipe : opCore ? TrackKind::Core : TrackKind::Process;
            continue;
        }
        const QByteArray tid = m_trackTid.value(it.key());
        const QByteArray name = m_threadNames.value(pid + '\x1f' + tid).trimmed();
        t.name = name.isEmpty() ? (opCore || pipeProcess ? QString::fromUtf8(tid) : QStringLiteral("thread ") + QString::fromUtf8(tid))
                                : QString::fromUtf8(name);
        if (opCore || pipeProcess)
            t.kind = TrackKind::Pipe;
        else if (t.name.startsWith(QLatin1String("stream "), Qt::CaseInsensitive))
            t.kind = TrackKind::Stream;
    }
}

void ChromeTraceParser::buildKernels()
{
    const quint32 gridKey = m_profile.strings.intern(QByteArrayView("grid"));
    const quint32 blockKey = m_profile.strings.intern(QByteArrayView("block"));
    const quint32 taskTypeKey = m_profile.strings.intern(QByteArrayView("Task Type"));
    auto dims = [this](const EventArg &a, int out[3]) {
        if (a.isNumber())
            return;
        QByteArray text = m_profile.strings.view(a.stringId()).toByteArray();
        text.replace('[', ' ').replace(']', ' ');
        const QList<QByteArray> parts = text.split(',');
        for (int i = 0; i < 3 && i < parts.size(); ++i)
            out[i] = parts.at(i).trimmed().toInt();
    };
    QList<int> threadTracks = m_trackTid.keys();
    std::sort(threadTracks.begin(), threadTracks.end());
    for (int index : threadTracks) {
        const Track &t = m_profile.tracks.at(index);
        const bool deviceTasks = m_processes.value(m_trackPid.value(index)).name == "Ascend Hardware";
        for (const Event &e : t.events) {
            if (e.flags != 0 || (!deviceTasks && e.category != m_kernelCategory))
                continue;
            Kernel &k = m_profile.kernel(QString::fromUtf8(m_profile.strings.view(e.name)));
            if (k.launches++ == 0) {
                for (quint32 i = e.argsBegin; i < e.argsBegin + e.argsCount; ++i) {
                    const EventArg &a = m_profile.args.at(i);
                    if (a.key == gridKey)
                        dims(a, k.grid);
                    else if (a.key == blockKey)
                        dims(a, k.block);
                    else if (a.key == taskTypeKey && !a.isNumber())
                        k.taskType = QString::fromUtf8(m_profile.strings.view(a.stringId()));
                }
            }
            k.totalUs += double(e.duration) / 1000.0;
        }
    }
}

} // namespace Lowerscope
