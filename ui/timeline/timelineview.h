// SPDX-License-Identifier: MIT
#pragma once

#include "timeline/timelinelod.h"
#include "timeline/timelinemodel.h"

#include <QAbstractScrollArea>
#include <QBitArray>
#include <QHash>
#include <QSet>

namespace Lowerscope::Ui {

// The profiling timeline: tracks grouped as in the profile (process → threads and streams, core → pipes),
// collapsible; zoom and pan with Ctrl+wheel (at the cursor), Shift+wheel, drag, W/S/A/D, +/-, Home; Shift+drag
// picks a time range, F zooms to the selection; flows are drawn for the selected slice (or all, on request).
// Painted directly: time maps to x once per frame, each row draws only its visible range (binary search)
// with narrow slices folded, counters as one min–max line per pixel column.
class TimelineView : public QAbstractScrollArea {
    Q_OBJECT
public:
    using Hit = TimelineModel::Hit;
    // The name column is as wide as its widest track or group name needs, from MinLabelWidth up to two fifths of
    // the view; a name that still does not fit is elided in the middle and shows whole in its tooltip.
    static constexpr int MinLabelWidth = 200;
    int labelWidth() const { return m_labelWidth; }
    static constexpr int RulerHeight = 24;
    static constexpr double FoldPx = 3; // slices narrower than this fold into runs

    explicit TimelineView(QWidget *parent = nullptr);

    void setModel(const TimelineModel &model);
    const TimelineModel &model() const { return m_model; }

    // The time window, in the profile's ns. x is in viewport coordinates (the label column included).
    qint64 visibleStart() const;
    qint64 visibleEnd() const;
    double nsPerPixel() const { return m_scale.nsPerPx; }
    double xForTime(qint64 t) const { return m_labelWidth + m_scale.x(t); }
    qint64 timeForX(double x) const { return m_scale.time(x - m_labelWidth); }
    void zoomToFit();
    void zoomAt(double x, double factor); // factor < 1 zooms in, keeping the time under x in place
    void panBy(double px);
    void showRange(qint64 t0, qint64 t1);
    // Zooms to the selected range, else to the selected slice (F); false when nothing is selected.
    bool zoomToSelection();
    // The view fits the whole trace until the user zooms or pans: a fit made before the widget has its size
    // is made again once it does.
    bool fitsTrace() const { return m_autoFit; }

    // A time range picked with Shift+drag (or by setRange); start == end when none.
    qint64 rangeStart() const { return m_rangeStart; }
    qint64 rangeEnd() const { return m_rangeEnd; }
    bool hasRange() const { return m_rangeEnd > m_rangeStart; }
    void setRange(qint64 t0, qint64 t1);
    void clearRange() { setRange(0, 0); }

    // Flow arrows: only those of the selected slice (the default), or all of them.
    bool showsAllFlows() const { return m_allFlows; }
    void setShowAllFlows(bool all);

    // Where a row or a counter lane is drawn, in viewport coordinates; an empty rect when hidden.
    QRect rowRect(int row) const;
    Hit hitAt(const QPoint &pos) const;
    Hit selection() const { return m_selection; }
    void setSelection(const Hit &hit);

    int setSearchText(const QString &text); // returns the number of hits
    int searchHitCount() const { return int(m_hits.size()); }
    int currentSearchHit() const { return m_currentHit; }
    void nextSearchHit();
    void previousSearchHit();

    bool isCollapsed(int node) const { return m_collapsed.contains(node); }
    void setCollapsed(int node, bool collapsed);

    // The names in the label column as drawn now (visible lines only): the full name, the text drawn (elided
    // when the column is too narrow), where, and the width that text takes in its font (bold for groups).
    struct TrackLabel {
        QString text;
        QString drawn;
        QRect rect;
        int textWidth = 0;
    };
    QList<TrackLabel> trackLabels() const;
    QString toolTipAt(const QPoint &pos) const; // the full name under POS in the label column, else empty

    // What the last frame drew, for tests and the benchmark.
    struct FrameStats {
        int items = 0; // boxes drawn (single and folded)
        int foldedItems = 0;
        qint64 foldedEvents = 0; // events inside folded items
        int counterColumns = 0;
        int flows = 0;
    };
    FrameStats lastFrame() const { return m_stats; }
    // Draws one frame of the given size into P; paintEvent calls it, the benchmark calls it directly.
    void render(QPainter &p, const QSize &size);

Q_SIGNALS:
    void selectionChanged();
    void rangeChanged();
    void kernelActivated(const QString &name);
    void visibleRangeChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Line {
        enum Kind { Header, Row, Counter } kind = Row;
        int node = -1;
        int index = -1; // row or counter index
        int y = 0; // content y (before scrolling)
        int height = 0;
        bool labelled = false; // the first line of a track carries its name
    };
    void rebuildLines();
    void updateLabelWidth(); // from m_labelNeed and the viewport's width
    TrackLabel trackLabel(int line) const;
    void viewChanged();
    void updateScrollBars();
    void clampScale();
    int areaWidth() const;
    int lineAt(int y) const; // viewport y → line index or -1
    int contentY(int lineIndex) const;
    void ensureVisible(const Hit &hit);
    void goToHit(int index);
    bool rowHasSearchHit(int row, int first, int count) const;

    // Painting (timelinepaint.cpp).
    void paintRuler(QPainter &p, int width) const;
    void paintLabels(QPainter &p, int height) const;
    void paintRow(QPainter &p, const Line &line, int top, int width);
    void paintCounter(QPainter &p, const Line &line, int top, int width);
    void paintFlows(QPainter &p, int width, int height);
    QColor colorFor(quint32 name) const;
    void paintRange(QPainter &p, int width, int height) const;

    TimelineModel m_model;
    TimeScale m_scale;
    QList<Line> m_lines;
    QList<int> m_rowLine; // row → line index, -1 when collapsed
    QList<int> m_nodeHeader; // node → line index of its header (or first line), -1 when hidden
    int m_contentHeight = 0;
    int m_labelWidth = MinLabelWidth;
    int m_labelNeed = 0; // the width the widest name (with its indent) needs
    QSet<int> m_collapsed;
    Hit m_selection;
    QList<Hit> m_hits;
    QHash<int, QList<int>> m_hitsByRow; // sorted slice indices per row
    int m_currentHit = -1;
    bool m_dark = false;

    QPoint m_pressPos;
    double m_pressOrigin = 0;
    int m_pressScroll = 0;
    bool m_dragging = false;
    bool m_pressed = false;
    bool m_rangeDrag = false; // Shift+drag picks a range instead of panning
    bool m_autoFit = true;
    bool m_allFlows = false;
    qint64 m_rangeStart = 0;
    qint64 m_rangeEnd = 0;

    FrameStats m_stats;
    QList<LodItem> m_items; // reused between rows and frames
    QList<CounterColumn> m_columns;
};

} // namespace Lowerscope::Ui
