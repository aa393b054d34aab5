// SPDX-License-Identifier: MIT
#include "timeline/timelinemodel.h"

#include "profile/pipes.h"

#include <QBitArray>
#include <QLocale>
#include <algorithm>
#include <limits>

namespace Lowerscope::Ui {

TimelineModel TimelineModel::build(const Profile &profile, const std::atomic<bool> *cancel)
{
    TimelineModel m;
    m.m_profile = profile;
    m.m_kernelCategory = quint32(-1);
    for (quint32 id = 0; id < quint32(profile.strings.size()); ++id)
        if (profile.strings.view(id) == QByteArrayView("kernel")) {
            m.m_kernelCategory = id;
            break;
        }
    m.m_trackRows.resize(profile.tracks.size());
    m.m_begin = std::numeric_limits<qint64>::max();
    m.m_end = std::numeric_limits<qint64>::min();
    for (int t = 0; t < profile.tracks.size(); ++t) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return {};
        m.layoutTrack(t);
    }
    for (const Counter &c : profile.counters)
        if (!c.samples.isEmpty()) {
            m.m_begin = std::min(m.m_begin, c.samples.constFirst().time);
            m.m_end = std::max(m.m_end, c.samples.constLast().time);
        }
    if (m.m_begin > m.m_end)
        m.m_begin = m.m_end = 0;
    m.buildNodes();
    return m;
}

// Each slice goes to the lowest row that is free at its start (whose last slice has ended). For properly
// nested input that is a stack: the rows below a slice hold its still-open ancestors, so a child lands one
// level below its parent. For partially overlapping input (torch.profiler's async ops) rows are reused as
// soon as they free up, so depth stays bounded by the overlap, not by the number of events.
void TimelineModel::layoutTrack(int track)
{
    const QList<Event> &events = m_profile.tracks.at(track).events;
    if (events.isEmpty())
        return;
    QList<qint64> rowEnds;
    QList<int> &rows = m_trackRows[track];
    for (qsizetype i = 0; i < events.size(); ++i) {
        const Event &e = events.at(i);
        const qint64 end = e.start + std::max<qint64>(e.duration, 0);
        int depth = 0;
        while (depth < rowEnds.size() && rowEnds.at(depth) > e.start)
            ++depth;
        if (depth == rowEnds.size()) {
            rowEnds.append(end);
            rows.append(int(m_rows.size()));
            m_rows.append(TimelineRow { track, depth, {} });
        }
        rowEnds[depth] = end;
        m_rows[rows.at(depth)].slices.append(TimelineSlice { e.start, end, quint32(i), e.name });
        m_begin = std::min(m_begin, e.start);
        m_end = std::max(m_end, end);
    }
    m_sliceCount += events.size();
}

void TimelineModel::buildNodes()
{
    const QList<Track> &tracks = m_profile.tracks;
    QList<QList<int>> childTracks(tracks.size());
    QList<int> roots;
    m_trackPipe = QList<int>(tracks.size(), -1);
    for (int t = 0; t < tracks.size(); ++t) {
        const int p = tracks.at(t).parent;
        (p >= 0 && p < tracks.size() && p != t ? childTracks[p] : roots).append(t);
        if (tracks.at(t).kind == TrackKind::Pipe)
            m_trackPipe[t] = ascendPipeOrder(tracks.at(t).name);
    }
    // A core's pipes in the one fixed order (CUBE, VECTOR, SCALAR, MTE1, ...), whatever order the trace had;
    // other tracks keep theirs, after the pipes.
    for (QList<int> &children : childTracks)
        std::stable_sort(children.begin(), children.end(), [this](int a, int b) {
            const int pa = m_trackPipe.at(a), pb = m_trackPipe.at(b);
            return pa >= 0 && (pb < 0 || pa < pb);
        });
    QList<QList<int>> trackCounters(tracks.size());
    for (int c = 0; c < m_profile.counters.size(); ++c) {
        const int t = m_profile.counters.at(c).track;
        if (t >= 0 && t < tracks.size())
            trackCounters[t].append(c);
    }
    // A track is shown when it or one of its descendants draws something.
    QList<char> shown(tracks.size(), 0);
    const auto visit = [&](auto &&self, int t, int depth) -> bool {
        bool any = !m_trackRows.at(t).isEmpty() || !trackCounters.at(t).isEmpty();
        if (depth < 16)
            for (int c : childTracks.at(t))
                any = self(self, c, depth + 1) || any;
        shown[t] = any;
        return any;
    };
    for (int r : std::as_const(roots))
        visit(visit, r, 0);
    const auto add = [&](auto &&self, int t, int level, int parent) -> void {
        if (!shown.at(t))
            return;
        const int index = int(m_nodes.size());
        m_nodes.append(TimelineNode { t, level, parent, m_trackRows.at(t), trackCounters.at(t), {} });
        if (parent >= 0)
            m_nodes[parent].children.append(index);
        if (level < 16)
            for (int c : childTracks.at(t))
                self(self, c, level + 1, index);
    };
    for (int r : std::as_const(roots))
        add(add, r, 0, -1);
}

std::pair<int, int> TimelineModel::visibleRange(int row, qint64 t0, qint64 t1) const
{
    const QList<TimelineSlice> &s = m_rows.at(row).slices;
    const auto first = std::lower_bound(s.cbegin(), s.cend(), t0, [](const TimelineSlice &a, qint64 t) { return a.end < t; });
    const auto last = std::upper_bound(first, s.cend(), t1, [](qint64 t, const TimelineSlice &a) { return t < a.start; });
    return { int(first - s.cbegin()), int(last - s.cbegin()) };
}

int TimelineModel::sliceAt(int row, qint64 t, qint64 tolerance) const
{
    const auto [first, last] = visibleRange(row, t - tolerance, t + tolerance);
    if (first >= last)
        return -1;
    // Prefer the slice that really covers T over a neighbour within the tolerance.
    const QList<TimelineSlice> &s = m_rows.at(row).slices;
    int best = first;
    qint64 bestDistance = std::numeric_limits<qint64>::max();
    for (int i = first; i < last; ++i) {
        const qint64 d = t < s.at(i).start ? s.at(i).start - t : (t > s.at(i).end ? t - s.at(i).end : 0);
        if (d < bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

int TimelineModel::rowAt(int track, qint64 t) const
{
    if (track < 0 || track >= m_trackRows.size() || m_trackRows.at(track).isEmpty())
        return -1;
    const QList<int> &rows = m_trackRows.at(track);
    for (auto it = rows.crbegin(); it != rows.crend(); ++it)
        if (sliceAt(*it, t) >= 0)
            return *it;
    return rows.constFirst();
}

const Event &TimelineModel::event(const Hit &hit) const
{
    return m_profile.tracks.at(m_rows.at(hit.row).track).events.at(slice(hit).event);
}

bool TimelineModel::isKernel(const Hit &hit) const
{
    const Event &e = event(hit);
    return e.category == m_kernelCategory || m_profile.kernelIndex(m_profile.strings.string(e.name)) >= 0;
}

QString TimelineModel::trackLabel(int track) const
{
    if (track < 0 || track >= m_profile.tracks.size())
        return {};
    const Track &t = m_profile.tracks.at(track);
    // A track the source left unnamed still needs a label that tells it apart.
    return t.name.trimmed().isEmpty() ? QStringLiteral("%1 #%2").arg(trackKindName(t.kind)).arg(track) : t.name;
}

TimelineEventDetails TimelineModel::details(const Hit &hit) const
{
    const Event &e = event(hit);
    TimelineEventDetails d;
    d.name = m_profile.strings.string(e.name);
    d.category = m_profile.strings.string(e.category);
    d.track = trackLabel(m_rows.at(hit.row).track);
    d.start = e.start - m_begin;
    d.duration = e.duration;
    const QLocale c = QLocale::c();
    for (quint32 i = e.argsBegin; i < e.argsBegin + e.argsCount && i < m_profile.args.size(); ++i) {
        const EventArg &a = m_profile.args.at(i);
        const QString value = a.isNumber() ? c.toString(a.value, 'g', 12) : m_profile.strings.string(a.stringId());
        d.args.append({ m_profile.strings.string(a.key), value });
    }
    return d;
}

TimelineRangeSummary TimelineModel::summarize(qint64 t0, qint64 t1) const
{
    TimelineRangeSummary r;
    if (t1 < t0)
        std::swap(t0, t1);
    r.start = t0 - m_begin;
    r.duration = t1 - t0;
    QHash<int, qint64> perTrack;
    for (const TimelineRow &row : m_rows) {
        const auto [first, last] = visibleRange(int(&row - m_rows.constData()), t0, t1);
        if (last > first)
            perTrack[row.track] += last - first;
    }
    for (auto it = perTrack.cbegin(); it != perTrack.cend(); ++it) {
        r.events += it.value();
        r.perTrack.append({ trackLabel(it.key()), it.value() });
    }
    std::sort(r.perTrack.begin(), r.perTrack.end(),
        [](const auto &a, const auto &b) { return a.second != b.second ? a.second > b.second : a.first < b.first; });
    return r;
}

QList<int> TimelineModel::pipesShown() const
{
    QList<int> out;
    for (const TimelineNode &n : m_nodes)
        if (const int p = pipeOf(n.track); p >= 0 && !n.rows.isEmpty() && !out.contains(p))
            out.append(p);
    std::sort(out.begin(), out.end());
    return out;
}

QList<TimelineModel::Hit> TimelineModel::search(const QString &text) const
{
    QList<Hit> hits;
    if (text.isEmpty())
        return hits;
    // Match the few distinct names once, then scan ids: a million events need no string compare each.
    const qsizetype n = m_profile.strings.size();
    QBitArray matches(n);
    bool any = false;
    for (qsizetype id = 0; id < n; ++id)
        if (m_profile.strings.string(quint32(id)).contains(text, Qt::CaseInsensitive)) {
            matches.setBit(id);
            any = true;
        }
    if (!any)
        return hits;
    for (int r = 0; r < m_rows.size(); ++r) {
        const QList<TimelineSlice> &s = m_rows.at(r).slices;
        for (int i = 0; i < s.size(); ++i)
            if (s.at(i).name < n && matches.testBit(s.at(i).name))
                hits.append(Hit { r, i });
    }
    std::sort(hits.begin(), hits.end(), [this](const Hit &a, const Hit &b) {
        const qint64 sa = slice(a).start, sb = slice(b).start;
        return sa != sb ? sa < sb : a.row < b.row;
    });
    return hits;
}

} // namespace Lowerscope::Ui
