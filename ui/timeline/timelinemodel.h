// SPDX-License-Identifier: MIT
#pragma once

#include "profile/profile.h"

#include <QList>
#include <QString>
#include <atomic>

namespace Lowerscope::Ui {

// One slice of a drawn row. `event` indexes the track's events in the Profile (for details).
struct TimelineSlice {
    qint64 start = 0;
    qint64 end = 0; // == start for instants
    quint32 event = 0;
    quint32 name = 0; // interned in Profile::strings
};

// The events of one track at one nesting depth: sorted by start and never overlapping, so ends are sorted
// too and the visible range is two binary searches.
struct TimelineRow {
    int track = -1;
    int depth = 0;
    QList<TimelineSlice> slices;
};

// A track in display order with what it draws: its rows, its counters and its child tracks (a process's
// threads and streams, a core's pipes). Groups collapse as a whole.
struct TimelineNode {
    int track = -1;
    int level = 0; // 0 at top level
    int parent = -1; // index into nodes
    QList<int> rows;
    QList<int> counters; // indices into Profile::counters
    QList<int> children; // indices into nodes
};

// What the details pane shows for one event.
struct TimelineEventDetails {
    QString name;
    QString category;
    QString track;
    qint64 start = 0; // ns since the trace's first event
    qint64 duration = 0; // ns; -1 for instants
    QList<std::pair<QString, QString>> args;
};

// What a time range holds: the events that overlap it, in all and per track (most first).
struct TimelineRangeSummary {
    qint64 start = 0; // ns since the trace's first event
    qint64 duration = 0;
    qint64 events = 0;
    QList<std::pair<QString, qint64>> perTrack; // track label, events; tracks with none left out
};

// A Profile laid out for drawing: nested slices split into depth rows, tracks grouped as in the profile.
// Built once off the GUI thread; a value (implicitly shared containers).
class TimelineModel {
public:
    struct Hit {
        int row = -1;
        int slice = -1;
        bool operator==(const Hit &) const = default;
    };

    // Returns an empty model when CANCEL is set before the layout is done.
    static TimelineModel build(const Profile &profile, const std::atomic<bool> *cancel = nullptr);

    const Profile &profile() const { return m_profile; }
    const QList<TimelineRow> &rows() const { return m_rows; }
    const QList<TimelineNode> &nodes() const { return m_nodes; }
    qint64 begin() const { return m_begin; }
    qint64 end() const { return m_end; }
    qint64 sliceCount() const { return m_sliceCount; }
    bool isEmpty() const { return m_sliceCount == 0 && m_profile.counters.isEmpty(); }

    // Slices [first, last) of ROW that intersect [t0, t1].
    std::pair<int, int> visibleRange(int row, qint64 t0, qint64 t1) const;
    // The slice of ROW under time T, within TOLERANCE ns of its edges (for thin slices), or -1.
    int sliceAt(int row, qint64 t, qint64 tolerance = 0) const;
    // The row of TRACK whose slice covers T, deepest first; the track's first row otherwise (-1 if none).
    int rowAt(int track, qint64 t) const;
    const TimelineSlice &slice(const Hit &hit) const { return m_rows.at(hit.row).slices.at(hit.slice); }
    const Event &event(const Hit &hit) const;
    QString name(const Hit &hit) const { return m_profile.strings.string(slice(hit).name); }
    bool isKernel(const Hit &hit) const;
    TimelineEventDetails details(const Hit &hit) const;
    // Events whose name contains TEXT (case-insensitive), in time order.
    QList<Hit> search(const QString &text) const;
    QString trackLabel(int track) const;
    // Events of every track overlapping [T0, T1] (profile times).
    TimelineRangeSummary summarize(qint64 t0, qint64 t1) const;
    // Position of TRACK's pipe in ascendPipes() when it is an Ascend pipe row, else -1; pipe rows are drawn in
    // that order, in the pipe's colour.
    int pipeOf(int track) const { return track >= 0 && track < m_trackPipe.size() ? m_trackPipe.at(track) : -1; }
    // The pipes that have rows, in order (for the legend).
    QList<int> pipesShown() const;

private:
    void layoutTrack(int track);
    void buildNodes();

    Profile m_profile;
    QList<TimelineRow> m_rows;
    QList<TimelineNode> m_nodes;
    QList<QList<int>> m_trackRows; // track -> its rows, by depth
    QList<int> m_trackPipe; // track -> pipe position or -1
    qint64 m_begin = 0;
    qint64 m_end = 0;
    qint64 m_sliceCount = 0;
    quint32 m_kernelCategory = 0;
};

} // namespace Lowerscope::Ui
