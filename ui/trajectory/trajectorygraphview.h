// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractScrollArea>
#include <QList>
#include <QPersistentModelIndex>
#include <QPixmap>

namespace Lowerscope::Ui {

class TrajectoryModel;

// The lowering trajectory as a flow graph: one box per pipeline, nodes for pass snapshots and final stages in
// rows that wrap with the width, arrows between consecutive nodes. Painted directly from a TrajectoryModel
// (a few hundred nodes at most): layout is recomputed only when the model or the width changes.
// Click a node to open its IR, Ctrl+click a second one to compare the two, click a folded run to unfold it.
class TrajectoryGraphView : public QAbstractScrollArea {
    Q_OBJECT
public:
    // A node's text inset (12 left, 8 right) and the room its title leaves for the remark badge and fold mark.
    static constexpr int NodeTextPad = 20, NodeBadgeRoom = 22 + 14;
    int nodeWidth() const { return m_node.width(); } // the width every node box gets now
    explicit TrajectoryGraphView(QWidget *parent = nullptr);

    void setModel(TrajectoryModel *model);
    TrajectoryModel *model() const { return m_model; }

    // Selected nodes as stage indices (at most two, in the order they were picked).
    QList<int> selectedStages() const { return m_selected; }
    void selectStage(int stage, bool add = false);
    QModelIndex currentIndex() const;
    // Geometry in viewport coordinates, for tests and tooltips.
    QRect visualRect(const QModelIndex &index) const;
    QModelIndex indexAt(const QPoint &viewportPos) const;

Q_SIGNALS:
    void nodeActivated(int stage); // open this node's IR
    void diffRequested(int stageA, int stageB); // two nodes picked: compare them

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    static constexpr int Margin = 12, FramePad = 10, FrameTitle = 24, HGap = 26, VGap = 26, FrameGap = 14;
    struct Box {
        QPersistentModelIndex index;
        QRect rect; // content coordinates
    };
    struct Frame {
        QString title;
        QRect rect;
        int hue = 0;
    };
    void relayout();
    void invalidate(); // the content changed: repaint it into the cache on the next paint
    void paintContent(QPainter &p, const QRect &exposed) const;
    void activate(const QModelIndex &index, bool add);
    void moveCurrent(int delta);
    void paintNode(QPainter &p, const Box &box, const QRect &r) const;
    void paintEdge(QPainter &p, const QRect &from, const QRect &to) const;
    int columns() const;
    QPoint offset() const;

    TrajectoryModel *m_model = nullptr;
    QList<Box> m_boxes; // visible nodes in trajectory order
    QList<Frame> m_frames;
    QList<int> m_selected;
    int m_current = -1; // index into m_boxes
    int m_currentStage = -3, m_currentRun = -1; // what m_current shows, kept across relayouts
    int m_contentHeight = 0;
    QSize m_node { 176, 50 };
    QPixmap m_cache; // the whole content, so that scrolling is a copy
};

} // namespace Lowerscope::Ui
