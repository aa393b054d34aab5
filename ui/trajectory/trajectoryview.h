// SPDX-License-Identifier: MIT
#pragma once

#include "trajectory/loweringtrajectory.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSplitter;
class QStackedWidget;
class QTabWidget;

namespace Lowerscope::Ui {

class IrDiffView;
class IrView;
class PassListView;
class TrajectoryGraphView;
class TrajectoryModel;

// The "Trajectory" tab: on the left the lowering graph, and the list of every pass (full names, a filter,
// "changed only"); on the right the IR of the picked stage, what the picked pass changed (the diff of the IR it
// got and the IR it left), or the diff of two picked nodes. Pass snapshots are read from their dump file on
// demand.
class TrajectoryView : public QWidget {
    Q_OBJECT
public:
    explicit TrajectoryView(QWidget *parent = nullptr);

    void setTrajectory(const LoweringTrajectory &trajectory);
    // Offers a kernel choice when a folder held several; emits kernelChosen.
    void setKernelNames(const QStringList &names, int current);

    TrajectoryModel *model() const { return m_model; }
    TrajectoryGraphView *graph() const { return m_graph; }
    PassListView *passList() const { return m_passes; }
    IrView *irView() const { return m_ir; }
    IrDiffView *diffView() const { return m_diff; }
    bool showsDiff() const;
    QString detailTitle() const;

    // What a click and a Ctrl+click do: show a node's IR, or the diff of two nodes (stage indices; -1 = source).
    void showStage(int stage);
    void showDiff(int stageA, int stageB);
    // What pass PASS changed: the diff of its input and output (passSpan); its IR alone when the dump holds only
    // one of the two.
    void showPass(int pass);
    // A graph node: a pass shows what it changed, a stage (or the source) its IR.
    void showNode(int stage);

Q_SIGNALS:
    void kernelChosen(int index);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();
    void updateSummary();

    LoweringTrajectory m_trajectory;
    TrajectoryModel *m_model = nullptr;
    TrajectoryGraphView *m_graph = nullptr;
    PassListView *m_passes = nullptr;
    QTabWidget *m_left = nullptr;
    QComboBox *m_kernels = nullptr;
    QLabel *m_kernelLabel = nullptr;
    QLabel *m_summary = nullptr;
    QCheckBox *m_unfold = nullptr;
    QLabel *m_detailTitle = nullptr;
    QStackedWidget *m_detail = nullptr;
    QSplitter *m_split = nullptr;
    bool m_sized = false;
    IrView *m_ir = nullptr;
    IrDiffView *m_diff = nullptr;
    int m_shownA = -2, m_shownB = -2; // what the detail pane shows, for retranslation
    int m_shownPass = -1; // the pass whose change the diff shows, or -1
};

} // namespace Lowerscope::Ui
