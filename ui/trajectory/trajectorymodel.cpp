// SPDX-License-Identifier: MIT
#include "trajectory/trajectorymodel.h"

#include <QCoreApplication>

namespace Lowerscope::Ui {

// Triton's compile stages are named after the function that produces them (make_ttir -> .ttir).
static QString pipelineOfStage(const QString &stage)
{
    if (stage == QLatin1String("sass") || stage == QLatin1String("cubin"))
        return QStringLiteral("make_cubin");
    return QStringLiteral("make_") + stage;
}

static int opCount(const StageSnapshot &s)
{
    int n = 0;
    for (int c : s.ops)
        n += c;
    return n;
}

TrajectoryModel::TrajectoryModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void TrajectoryModel::setTrajectory(const LoweringTrajectory &trajectory)
{
    beginResetModel();
    m_trajectory = trajectory;
    m_expanded.clear();
    build();
    endResetModel();
}

void TrajectoryModel::build()
{
    m_groups.clear();
    m_runs.clear();
    const LoweringTrajectory &t = m_trajectory;
    auto groupFor = [this](const QString &pipeline, int insertAfter) -> Group & {
        for (Group &g : m_groups)
            if (g.pipeline == pipeline)
                return g;
        const int at = insertAfter < 0 ? int(m_groups.size()) : insertAfter + 1;
        m_groups.insert(at, Group { pipeline, {}, {} });
        return m_groups[at];
    };
    const StageSnapshot *source = t.stage(QStringLiteral("source"));
    if (source || !t.source.text.isEmpty())
        groupFor(QStringLiteral("source"), -1)
            .items.append(Node { NodeKind::Source, source ? int(source - t.stages.constData()) : -1, -1, -1 });

    // Passes in file order; consecutive passes that changed nothing fold into one run.
    for (const PassDump &p : t.passes) {
        Group &g = groupFor(p.pipeline, -1);
        const bool unchanged = p.changed.has_value() && !*p.changed;
        if (unchanged) {
            if (g.items.isEmpty() || g.items.constLast().kind != NodeKind::Run) {
                g.items.append(Node { NodeKind::Run, -1, -1, int(m_runs.size()) });
                m_runs.append(QList<int>());
            }
            m_runs[g.items.constLast().run].append(p.index);
        } else {
            g.items.append(Node { NodeKind::Pass, p.stage, p.index, -1 });
        }
    }
    // Each final stage closes the pipeline run that produced it; stages without passes get their own group
    // after the previous stage's group, so that the order stays ttir, ttgir, llir, ptx, sass.
    int previous = -1;
    for (int i = 0; i < t.stages.size(); ++i) {
        const StageSnapshot &s = t.stages.at(i);
        if (s.kind != QLatin1String("stage") || s.name == QLatin1String("source"))
            continue;
        const QString pipeline = pipelineOfStage(s.name);
        Group &g = groupFor(pipeline, previous);
        g.items.append(Node { NodeKind::Stage, i, -1, -1 });
        previous = int(&g - m_groups.constData());
    }
    for (Group &g : m_groups)
        g.nodes = nodesOf(g);
}

QList<TrajectoryModel::Node> TrajectoryModel::nodesOf(const Group &g) const
{
    QList<Node> out;
    for (const Node &item : g.items) {
        if (item.kind == NodeKind::Run && m_expanded.contains(item.run)) {
            for (int p : m_runs.at(item.run))
                out.append(Node { NodeKind::Pass, m_trajectory.passes.at(p).stage, p, item.run });
        } else {
            out.append(item);
        }
    }
    return out;
}

void TrajectoryModel::setRunExpanded(int run, bool expanded)
{
    if (run < 0 || run >= m_runs.size() || m_expanded.contains(run) == expanded)
        return;
    for (int gi = 0; gi < m_groups.size(); ++gi) {
        Group &g = m_groups[gi];
        int row = -1;
        for (int r = 0; r < g.nodes.size() && row < 0; ++r)
            if (g.nodes.at(r).run == run)
                row = r;
        if (row < 0)
            continue;
        const QModelIndex parent = index(gi, 0);
        const int size = int(m_runs.at(run).size());
        // The run's single row becomes its passes, or its passes become one row again.
        if (expanded) {
            beginRemoveRows(parent, row, row);
            g.nodes.removeAt(row);
            endRemoveRows();
            m_expanded.insert(run);
            beginInsertRows(parent, row, row + size - 1);
            g.nodes = nodesOf(g);
            endInsertRows();
        } else {
            beginRemoveRows(parent, row, row + size - 1);
            g.nodes.remove(row, size);
            endRemoveRows();
            m_expanded.remove(run);
            beginInsertRows(parent, row, row);
            g.nodes = nodesOf(g);
            endInsertRows();
        }
        return;
    }
}

void TrajectoryModel::setAllRunsExpanded(bool expanded)
{
    for (int r = 0; r < m_runs.size(); ++r)
        setRunExpanded(r, expanded);
}

QModelIndex TrajectoryModel::indexOfStage(int stage) const
{
    for (int gi = 0; gi < m_groups.size(); ++gi)
        for (int r = 0; r < m_groups.at(gi).nodes.size(); ++r) {
            const Node &n = m_groups.at(gi).nodes.at(r);
            if (n.kind != NodeKind::Run && n.stage == stage)
                return createIndex(r, 0, quintptr(gi + 1));
        }
    return {};
}

QModelIndex TrajectoryModel::indexOfRun(int run) const
{
    for (int gi = 0; gi < m_groups.size(); ++gi)
        for (int r = 0; r < m_groups.at(gi).nodes.size(); ++r)
            if (m_groups.at(gi).nodes.at(r).run == run)
                return createIndex(r, 0, quintptr(gi + 1));
    return {};
}

int TrajectoryModel::visibleNodeCount() const
{
    int n = 0;
    for (const Group &g : m_groups)
        n += int(g.nodes.size());
    return n;
}

QModelIndex TrajectoryModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex TrajectoryModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int TrajectoryModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.column() != 0 || parent.internalId() != 0)
        return 0;
    return int(m_groups.at(parent.row()).nodes.size());
}

int TrajectoryModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

int TrajectoryModel::remarksOfPass(int pass) const
{
    int n = 0;
    for (const Remark &r : m_trajectory.remarks)
        if (r.passIndex == pass)
            ++n;
    return n;
}

QVariant TrajectoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == 0) {
        const Group &g = m_groups.at(index.row());
        if ((role == Qt::DisplayRole && index.column() == NameColumn) || role == PipelineRole)
            return g.pipeline.isEmpty() ? tr("passes") : g.pipeline;
        if (role == KindRole)
            return QVariant();
        return {};
    }
    const Group &g = m_groups.at(int(index.internalId() - 1));
    return nodeData(g, g.nodes.at(index.row()), index.column(), role);
}

QVariant TrajectoryModel::nodeData(const Group &g, const Node &n, int column, int role) const
{
    const LoweringTrajectory &t = m_trajectory;
    const StageSnapshot *snap = n.stage >= 0 && n.stage < t.stages.size() ? &t.stages.at(n.stage) : nullptr;
    const PassDump *pass = n.pass >= 0 && n.pass < t.passes.size() ? &t.passes.at(n.pass) : nullptr;
    const int runSize = n.run >= 0 ? int(m_runs.at(n.run).size()) : 0;
    const int lines = snap ? snap->lines : (n.kind == NodeKind::Source ? int(t.source.text.count(QLatin1Char('\n'))) : 0);
    const int ops = snap ? opCount(*snap) : 0;
    switch (role) {
    case KindRole:
        return QVariant::fromValue(n.kind);
    case StageRole:
        return n.kind == NodeKind::Run ? -1 : n.stage;
    case PassRole:
        return n.pass;
    case RunRole:
        return n.run;
    case RunSizeRole:
        return runSize;
    case ChangedRole:
        return pass && pass->changed.has_value() ? QVariant(*pass->changed) : QVariant();
    case RemarksRole:
        return pass ? remarksOfPass(pass->index) : (n.kind == NodeKind::Source ? int(t.remarks.size()) : 0);
    case LinesRole:
        return lines;
    case OpCountRole:
        return ops;
    case PipelineRole:
        return g.pipeline;
    case SubtitleRole:
        if (n.kind == NodeKind::Run)
            return runSize == 1 ? tr("1 unchanged pass") : tr("%n unchanged passes", nullptr, runSize);
        if (n.kind == NodeKind::Source)
            return tr("%n lines", nullptr, lines);
        return tr("%1 lines · %2 ops").arg(lines).arg(ops);
    case Qt::ToolTipRole:
        // Every node names itself whole: the graph elides long names.
        if (pass)
            return tr("%1 (%2), pass %3 in %4\n+%5 −%6 lines\nClick: what it changed")
                .arg(pass->name, pass->argument)
                .arg(pass->index)
                .arg(pass->pipeline)
                .arg(pass->linesAdded)
                .arg(pass->linesRemoved);
        if (n.kind == NodeKind::Run)
            return runSize == 1 ? tr("1 unchanged pass") : tr("%n unchanged passes", nullptr, runSize);
        if (n.kind == NodeKind::Source)
            return t.source.path.isEmpty() ? t.source.file : t.source.path;
        if (snap)
            return tr("%1: %2 lines · %3 ops\n%4").arg(snap->name.toUpper()).arg(lines).arg(ops).arg(snap->artifact.path);
        return {};
    case Qt::DisplayRole:
        switch (column) {
        case NameColumn:
            if (n.kind == NodeKind::Run)
                return runSize == 1 ? tr("1 unchanged pass") : tr("%n unchanged passes", nullptr, runSize);
            if (n.kind == NodeKind::Source)
                return t.source.file.isEmpty() ? tr("source") : t.source.file.section(QLatin1Char('/'), -1);
            return pass ? pass->name : (snap ? snap->name.toUpper() : QString());
        case LinesColumn:
            return n.kind == NodeKind::Run ? QVariant() : QVariant(lines);
        case OpsColumn:
            return n.kind == NodeKind::Run || n.kind == NodeKind::Source ? QVariant() : QVariant(ops);
        case ChangeColumn:
            if (pass && pass->changed.value_or(false))
                return QStringLiteral("+%1 −%2").arg(pass->linesAdded).arg(pass->linesRemoved);
            return {};
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant TrajectoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Node");
    case LinesColumn:
        return tr("Lines");
    case OpsColumn:
        return tr("Ops");
    case ChangeColumn:
        return tr("Change");
    default:
        return {};
    }
}

} // namespace Lowerscope::Ui
