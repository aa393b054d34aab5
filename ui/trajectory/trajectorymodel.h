// SPDX-License-Identifier: MIT
#pragma once

#include "trajectory/loweringtrajectory.h"

#include <QAbstractItemModel>
#include <QSet>

namespace Lowerscope::Ui {

// The lowering trajectory as a two-level tree: pipelines (make_ttir, make_ttgir, make_llir, ...) and, inside
// each, its pass snapshots followed by the final stage the run produced. Runs of passes that changed nothing
// fold into one "N unchanged passes" node until expanded. The trajectory graph draws this model.
class TrajectoryModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum class NodeKind { Source, Stage, Pass, Run };
    Q_ENUM(NodeKind)
    enum Role {
        KindRole = Qt::UserRole + 1, // NodeKind
        StageRole, // index into LoweringTrajectory::stages, -1 for runs and the source
        PassRole, // index into LoweringTrajectory::passes, -1 unless a pass
        RunRole, // run id for a folded run and for the passes of an expanded run, else -1
        RunSizeRole, // passes in that run
        ChangedRole, // pass: true/false, or invalid when unknown
        RemarksRole, // remarks emitted by that pass (or on the source)
        LinesRole, // lines of IR
        OpCountRole, // ops in the snapshot
        SubtitleRole, // "57 lines · 19 ops"
        PipelineRole, // the group's pipeline name
    };
    enum Column { NameColumn, LinesColumn, OpsColumn, ChangeColumn, ColumnCount };

    explicit TrajectoryModel(QObject *parent = nullptr);

    void setTrajectory(const LoweringTrajectory &trajectory);
    const LoweringTrajectory &trajectory() const { return m_trajectory; }

    // Folded runs of unchanged passes; expanding replaces the run's row with its passes.
    int runCount() const { return int(m_runs.size()); }
    bool isRunExpanded(int run) const { return m_expanded.contains(run); }
    void setRunExpanded(int run, bool expanded);
    void setAllRunsExpanded(bool expanded);
    // Where a stage snapshot (or the source, stage -1 with kind Source) shows now; invalid if inside a folded run.
    QModelIndex indexOfStage(int stage) const;
    QModelIndex indexOfRun(int run) const;
    int visibleNodeCount() const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node { // a visible row, or (kind Run) a run of unchanged passes
        NodeKind kind = NodeKind::Stage;
        int stage = -1;
        int pass = -1;
        int run = -1;
    };
    struct Group {
        QString pipeline;
        QList<Node> items; // before folding
        QList<Node> nodes; // visible rows
    };
    void build();
    QList<Node> nodesOf(const Group &g) const;
    QVariant nodeData(const Group &g, const Node &n, int column, int role) const;
    int remarksOfPass(int pass) const;

    LoweringTrajectory m_trajectory;
    QList<Group> m_groups;
    QList<QList<int>> m_runs; // run id -> stage indices of its passes
    QSet<int> m_expanded;
};

} // namespace Lowerscope::Ui
