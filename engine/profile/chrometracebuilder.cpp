// SPDX-License-Identifier: MIT
#include "chrometracebuilder.h"

#include "core/numeric.h"
#include "units.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <limits>
#include <tuple>

namespace Lowerscope::Internal {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool sameText(QByteArrayView a, QByteArrayView b)
{
    return a.size() == b.size() && (a.isEmpty() || std::memcmp(a.data(), b.data(), size_t(a.size())) == 0);
}

// Microseconds as torch and msprof write them ("5079474843576.791", "1704161511422904.204") straight to ns;
// anything else (signs, blanks, exponents, quotes) goes through Units, which gives the same result.
qint64 parseTime(QByteArrayView text)
{
    const char *p = text.data();
    const qsizetype n = text.size();
    qsizetype i = 0;
    qint64 us = 0;
    bool fits = true;
    while (i < n && isDigit(p[i])) {
        if (us > std::numeric_limits<qint64>::max() / 10000) { // as Units does
            fits = false;
            break;
        }
        us = us * 10 + (p[i++] - '0');
    }
    if (fits && i > 0 && (i == n || (p[i] == '.' && i + 1 < n))) {
        qint64 ns = 0;
        int digits = 0;
        bool plain = true;
        if (i < n) {
            for (qsizetype j = i + 1; j < n; ++j) {
                if (!isDigit(p[j])) {
                    plain = false;
                    break;
                }
                if (digits < 3) {
                    ns = ns * 10 + (p[j] - '0');
                    ++digits;
                }
            }
        }
        if (plain) {
            for (; digits < 3; ++digits)
                ns *= 10;
            return us * 1000 + ns;
        }
    }
    if (const auto ns = Units::microsTextToNanos(text))
        return *ns;
    double v = 0;
    std::from_chars(text.begin(), text.end(), v);
    // Outside qint64 (or NaN) no trace holds such a time (fuzz_msprof_json): read as 0.
    return toInteger<qint64>(v * 1000.0);
}

// A JSON number's text to a double; integers below 2^53 directly (what from_chars gives them exactly).
double parseDouble(QByteArrayView text)
{
    const char *p = text.data();
    const qsizetype n = text.size();
    const bool negative = n > 0 && p[0] == '-';
    qsizetype i = negative ? 1 : 0;
    if (n - i > 0 && n - i <= 15) {
        quint64 v = 0;
        for (; i < n && isDigit(p[i]); ++i)
            v = v * 10 + quint64(p[i] - '0');
        if (i == n)
            return negative ? -double(v) : double(v);
    }
    double v = 0;
    std::from_chars(text.begin(), text.end(), v);
    return v;
}

const char *const PipeNames[] = { "SCALAR", "SCALARLDST", "VECTOR", "CUBE", "MTE1", "MTE2", "MTE3", "FIXP", "FLOWCTRL", "ALL",
    "CACHEMISS", "USER_MARK", "USEMASK" };

} // namespace

// Called for every key of every event: compared as words, not through QByteArrayView's out-of-line compare.
TraceKey traceKey(QByteArrayView key)
{
    const char *k = key.data();
    switch (key.size()) {
    case 2: {
        quint16 w;
        std::memcpy(&w, k, 2);
        auto is = [w](const char *lit) {
            quint16 l;
            std::memcpy(&l, lit, 2);
            return w == l;
        };
        return is("ph") ? TraceKey::Ph : is("ts") ? TraceKey::Ts : is("id") ? TraceKey::Id : TraceKey::Other;
    }
    case 3:
        return std::memcmp(k, "pid", 3) == 0 ? TraceKey::Pid
            : std::memcmp(k, "tid", 3) == 0  ? TraceKey::Tid
            : std::memcmp(k, "cat", 3) == 0  ? TraceKey::Cat
            : std::memcmp(k, "dur", 3) == 0  ? TraceKey::Dur
                                             : TraceKey::Other;
    case 4: {
        quint32 w;
        std::memcpy(&w, k, 4);
        auto is = [w](const char *lit) {
            quint32 l;
            std::memcpy(&l, lit, 4);
            return w == l;
        };
        return is("name") ? TraceKey::Name : is("args") ? TraceKey::Args : TraceKey::Other;
    }
    default:
        return TraceKey::Other;
    }
}

ProfileMark ProfileMark::of(const Profile &profile)
{
    return { profile.tracks.size(), profile.counters.size(), profile.flows.size(), profile.args.size(), profile.sourceEvents,
        profile.device };
}

void ProfileMark::rollback(Profile &profile) const
{
    profile.tracks.resize(tracks);
    profile.counters.resize(counters);
    profile.flows.resize(flows);
    profile.args.truncate(args);
    profile.sourceEvents = sourceEvents;
    profile.device = device;
}

ChromeTraceBuilder::ChromeTraceBuilder(Profile &profile)
    : m_profile(profile)
{
    m_kernelCategory = m_profile.strings.intern(QByteArrayView("kernel"));
    m_nameKey = m_profile.strings.intern(QByteArrayView("name"));
    m_labelsKey = m_profile.strings.intern(QByteArrayView("labels"));
}

quint32 ChromeTraceBuilder::intern(QByteArrayView text)
{
    const qsizetype n = text.size();
    quint64 head = 0, tail = 0;
    if (n >= 8) {
        std::memcpy(&head, text.data(), 8);
        std::memcpy(&tail, text.data() + n - 8, 8);
    } else if (n > 0) {
        std::memcpy(&head, text.data(), size_t(n));
    }
    const quint64 mix = (head * 0x9e3779b97f4a7c15ull) ^ (tail * 0xc2b2ae3d27d4eb4full) ^ (quint64(n) * 0x165667b19e3779f9ull);
    quint32 &slot = m_recentStrings[(mix >> 40) % m_recentStrings.size()];
    if (sameText(m_profile.strings.view(slot), text))
        return slot;
    slot = m_profile.strings.intern(text);
    return slot;
}

void ChromeTraceBuilder::beginEvent()
{
    m_phase = 0;
    m_name = m_category = 0;
    m_pid.clear();
    m_tid.clear();
    m_id.clear();
    m_ts = m_dur = 0;
    m_argName.clear();
    m_argLabels.clear();
    m_argsBegin = m_profile.args.size();
}

void ChromeTraceBuilder::eventField(TraceKey key, JsonKind kind, QByteArrayView text)
{
    switch (key) {
    case TraceKey::Ph:
        m_phase = text.isEmpty() ? 0 : text.front();
        break;
    case TraceKey::Name:
        m_name = intern(text);
        break;
    case TraceKey::Cat:
        m_category = intern(text);
        break;
    case TraceKey::Pid:
        m_pid.assign(text);
        break;
    case TraceKey::Tid:
        m_tid.assign(text);
        break;
    case TraceKey::Id:
        m_id.assign(text);
        break;
    case TraceKey::Ts:
        if (kind == JsonKind::Number || kind == JsonKind::Text)
            m_ts = parseTime(text);
        break;
    case TraceKey::Dur:
        if (kind == JsonKind::Number || kind == JsonKind::Text)
            m_dur = parseTime(text);
        break;
    case TraceKey::Args:
    case TraceKey::Other:
        break;
    }
}

void ChromeTraceBuilder::argKey(QByteArrayView key)
{
    m_argKey = intern(key);
}

void ChromeTraceBuilder::argValue(JsonKind kind, QByteArrayView text)
{
    if (kind == JsonKind::Null)
        return;
    if (kind == JsonKind::Number) {
        m_profile.args.append(EventArg::number(m_argKey, parseDouble(text)));
        return;
    }
    m_profile.args.append(EventArg::string(m_argKey, intern(text)));
    if (m_argKey == m_nameKey)
        m_argName.assign(text);
    else if (m_argKey == m_labelsKey)
        m_argLabels.assign(text);
}

void ChromeTraceBuilder::deviceField(QByteArrayView key, JsonKind kind, QByteArrayView text)
{
    DeviceInfo &d = m_profile.device;
    if (!d.name.isEmpty() && key == "name")
        return; // first device only
    if (key == "name" && kind == JsonKind::Text) {
        d.name = QString::fromUtf8(text);
        if (d.name.contains(QLatin1String("NVIDIA")))
            d.vendor = QStringLiteral("nvidia");
    } else if (key == "numSms" && d.cores == 0) {
        d.cores = toInteger<int>(Units::parseNumber(text).value_or(0));
    } else if (key == "totalGlobalMem" && d.memoryBytes == 0) {
        d.memoryBytes = toInteger<qint64>(Units::parseNumber(text).value_or(0));
    } else if (key == "computeMajor" && d.computeCapability.isEmpty()) {
        d.computeCapability = QString::fromUtf8(text);
    } else if (key == "computeMinor" && !d.computeCapability.contains(QLatin1Char('.'))) {
        d.computeCapability += QLatin1Char('.') + QString::fromUtf8(text);
    }
}

void ChromeTraceBuilder::endEvent()
{
    ++m_eventsRead;
    ++m_profile.sourceEvents;
    switch (m_phase) {
    case 'X':
    case 'B':
    case 'i':
    case 'I':
    case 'R':
    case 'n':
        commitTimeline();
        return; // keeps its arguments
    case 'E': {
        const int track = trackFor(m_pid.view(), m_tid.view());
        auto it = m_openSlices.find(track);
        if (it != m_openSlices.end() && !it->isEmpty()) {
            Event e = it->takeLast();
            e.duration = qMax<qint64>(0, m_ts - e.start);
            m_profile.tracks[track].events.append(e);
        }
        break;
    }
    case 'M':
        commitMetadata();
        break;
    case 'C':
        commitCounter();
        break;
    case 's':
    case 'f':
    case 't':
        commitFlow();
        break;
    default:
        break;
    }
    m_profile.args.truncate(m_argsBegin);
}

void ChromeTraceBuilder::commitTimeline()
{
    Event e;
    e.start = m_ts;
    e.duration = m_phase == 'X' ? m_dur : 0;
    e.name = m_name;
    e.category = m_category;
    e.argsBegin = m_argsBegin;
    e.argsCount = quint16(qMin<quint32>(m_profile.args.size() - m_argsBegin, 0xffff));
    e.flags = m_phase == 'X' || m_phase == 'B' ? 0 : 1; // 1: instant
    const int track = trackFor(m_pid.view(), m_tid.view());
    if (m_phase == 'B')
        m_openSlices[track].append(e);
    else
        m_profile.tracks[track].events.append(e);
}

int ChromeTraceBuilder::processTrack(QByteArrayView pid)
{
    ProcessInfo &p = m_processes[pid.toByteArray()];
    if (p.track < 0) {
        p.track = m_profile.addTrack(QString(), TrackKind::Process);
        m_trackPid.insert(p.track, pid.toByteArray());
    }
    return p.track;
}

int ChromeTraceBuilder::trackFor(QByteArrayView pid, QByteArrayView tid)
{
    for (const RecentThread &r : m_recent)
        if (r.track >= 0 && sameText(r.pid, pid) && sameText(r.tid, tid))
            return r.track;
    QByteArray key = pid.toByteArray();
    key += '\x1f';
    key += tid;
    int track = m_threads.value(key, -1);
    if (track < 0) {
        const int parent = processTrack(pid);
        track = m_profile.addTrack(QString(), TrackKind::Thread, parent);
        m_threads.insert(key, track);
        m_trackPid.insert(track, pid.toByteArray());
        m_trackTid.insert(track, tid.toByteArray());
    }
    RecentThread &slot = m_recent[m_recentNext++ % m_recent.size()];
    slot.pid.assign(pid);
    slot.tid.assign(tid);
    slot.track = track;
    return track;
}

void ChromeTraceBuilder::commitMetadata()
{
    const QByteArrayView what = m_profile.strings.view(m_name);
    if (what == "process_name") {
        m_processes[m_pid.view().toByteArray()].name = m_argName;
    } else if (what == "process_labels") {
        m_processes[m_pid.view().toByteArray()].labels = m_argLabels;
    } else if (what == "thread_name") {
        QByteArray key = m_pid.view().toByteArray();
        key += '\x1f';
        key += m_tid.view();
        m_threadNames.insert(key, m_argName);
    }
}

void ChromeTraceBuilder::commitCounter()
{
    const int process = processTrack(m_pid.view());
    const QString base = QString::fromUtf8(m_profile.strings.view(m_name));
    for (quint32 i = m_argsBegin; i < m_profile.args.size(); ++i) {
        const EventArg &a = m_profile.args.at(i);
        if (!a.isNumber())
            continue;
        QByteArray key = m_pid.view().toByteArray();
        key += '\x1f';
        key += m_profile.strings.view(m_name);
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
        m_profile.counters[idx].samples.append({ m_ts, a.value });
    }
}

void ChromeTraceBuilder::commitFlow()
{
    FlowKey key;
    key.category = m_category;
    const QByteArrayView id = m_id.view();
    const bool number
        = !id.isEmpty() && id.size() <= 18 && (id.size() == 1 || id.front() != '0') && std::all_of(id.begin(), id.end(), isDigit);
    if (number) {
        for (char c : id)
            key.id = key.id * 10 + quint64(c - '0');
    } else {
        key.text = true;
        key.id = m_profile.strings.intern(id);
    }
    const int track = trackFor(m_pid.view(), m_tid.view());
    // torch.profiler writes a flow's end (f) before its start (s): pair them once the file is read.
    const FlowPoint point { track, m_ts, m_name, m_category };
    if (m_phase == 's')
        m_flowStarts.insert(key, point);
    else if (!m_flowEnds.contains(key))
        m_flowEnds.insert(key, point);
}

void ChromeTraceBuilder::finish()
{
    // Slices still open at the end (a truncated file) keep a zero duration.
    for (auto it = m_openSlices.cbegin(); it != m_openSlices.cend(); ++it)
        m_profile.tracks[it.key()].events.append(it.value());
    m_openSlices.clear();
    const qsizetype firstFlow = m_profile.flows.size();
    for (auto it = m_flowStarts.cbegin(); it != m_flowStarts.cend(); ++it) {
        const auto end = m_flowEnds.constFind(it.key());
        if (end != m_flowEnds.cend())
            m_profile.flows.append({ it->name, it->category, it->track, end->track, it->time, end->time });
    }
    m_flowStarts.clear();
    m_flowEnds.clear();
    // A total order, so that the result does not depend on hash order.
    std::sort(m_profile.flows.begin() + firstFlow, m_profile.flows.end(), [](const Flow &a, const Flow &b) {
        return std::tie(a.fromTime, a.toTime, a.fromTrack, a.toTrack, a.name, a.category)
            < std::tie(b.fromTime, b.toTime, b.fromTrack, b.toTrack, b.name, b.category);
    });
    nameTracks();
    buildKernels();
}

// A process the trace gives no name (Kineto's "Activity Buffer Request" slices sit in pid -1): named after the
// event its threads hold most, "Activity Buffer Request (pid -1)", so that no track reads "process -1".
QString ChromeTraceBuilder::unnamedProcess(int track, const QByteArray &pid) const
{
    QHash<quint32, int> counts;
    for (int t = 0; t < m_profile.tracks.size(); ++t) {
        if (t != track && m_profile.tracks.at(t).parent != track)
            continue;
        const QList<Event> &events = m_profile.tracks.at(t).events;
        for (qsizetype i = 0; i < std::min<qsizetype>(events.size(), 4096); ++i)
            ++counts[events.at(i).name];
    }
    quint32 best = StringTable::Empty;
    int most = 0;
    for (auto c = counts.cbegin(); c != counts.cend(); ++c)
        if (c.value() > most && c.key() != StringTable::Empty) {
            best = c.key();
            most = c.value();
        }
    const QString id = QString::fromUtf8(pid);
    if (best == StringTable::Empty)
        return id.isEmpty() ? QStringLiteral("unnamed process") : QStringLiteral("pid ") + id;
    return id.isEmpty() ? m_profile.strings.string(best) : QStringLiteral("%1 (pid %2)").arg(m_profile.strings.string(best), id);
}

void ChromeTraceBuilder::nameTracks()
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
            t.name = proc.name.isEmpty() ? (opCore ? QString::fromUtf8(pid) : unnamedProcess(it.key(), pid))
                                         : QString::fromUtf8(proc.name);
            if (!proc.labels.isEmpty())
                t.name += QStringLiteral(" (") + QString::fromUtf8(proc.labels) + QLatin1Char(')');
            t.kind = pipeProcess ? TrackKind::Pipe : opCore ? TrackKind::Core : TrackKind::Process;
            continue;
        }
        const QByteArray tid = m_trackTid.value(it.key());
        const QByteArray name = m_threadNames.value(pid + '\x1f' + tid).trimmed();
        t.name = name.isEmpty()
            ? (opCore || pipeProcess ? QString::fromUtf8(tid) : QStringLiteral("thread ") + QString::fromUtf8(tid))
            : QString::fromUtf8(name);
        if (opCore || pipeProcess)
            t.kind = TrackKind::Pipe;
        else if (t.name.startsWith(QLatin1String("stream "), Qt::CaseInsensitive))
            t.kind = TrackKind::Stream;
    }
}

void ChromeTraceBuilder::buildKernels()
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
    QHash<quint32, int> kernelOfName; // interned name -> index in kernels: no string work per launch
    QList<int> threadTracks = m_trackTid.keys();
    std::sort(threadTracks.begin(), threadTracks.end());
    for (int index : threadTracks) {
        const Track &t = m_profile.tracks.at(index);
        const bool deviceTasks = m_processes.value(m_trackPid.value(index)).name == "Ascend Hardware";
        for (const Event &e : t.events) {
            if (e.flags != 0 || (!deviceTasks && e.category != m_kernelCategory))
                continue;
            auto known = kernelOfName.constFind(e.name);
            if (known == kernelOfName.cend()) {
                const QString name = QString::fromUtf8(m_profile.strings.view(e.name));
                m_profile.kernel(name);
                known = kernelOfName.insert(e.name, m_profile.kernelIndex(name));
            }
            Kernel &k = m_profile.kernels[known.value()];
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

} // namespace Lowerscope::Internal
