// SPDX-License-Identifier: MIT
#include "rounds/roundsmodel.h"

#include "core/enginetext.h"

#include <QCoreApplication>
#include <QFont>

namespace Lowerscope::Ui {

namespace {

// An index's internal id: 0 for an operator's row, else 1 + the row of the operator whose round it is.
constexpr quintptr OperatorRow = 0;

} // namespace

QString RoundsModel::speedupText(const std::optional<double> &speedup)
{
    return speedup ? EngineText::number(*speedup) + QStringLiteral("×") : QStringLiteral("–");
}

RoundsModel::RoundsModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void RoundsModel::setRounds(const QList<Operator> &operators, const QList<Round> &rounds, const Report &report)
{
    beginResetModel();
    m_operators = operators;
    m_rounds.clear();
    m_speedups.clear();
    m_reported.clear();
    for (const Operator &op : operators) {
        QList<Round> own;
        for (const Round &r : rounds)
            if (r.operatorName == op.name)
                own.append(r);
        m_rounds.append(own);
        const auto it = std::find_if(
            report.operators.cbegin(), report.operators.cend(), [&](const OperatorReport &o) { return o.name == op.name; });
        m_reported.append(it != report.operators.cend());
        m_speedups.append(it != report.operators.cend() ? it->speedup : std::nullopt);
    }
    endResetModel();
}

QModelIndex RoundsModel::operatorIndex(const QString &name, int column) const
{
    for (int i = 0; i < m_operators.size(); ++i)
        if (m_operators.at(i).name == name)
            return index(i, column);
    return {};
}

QModelIndex RoundsModel::roundIndex(const QString &operatorName, int roundIndex, int column) const
{
    const QModelIndex op = operatorIndex(operatorName);
    if (!op.isValid())
        return {};
    const QList<Round> &rounds = m_rounds.at(op.row());
    for (int j = 0; j < rounds.size(); ++j)
        if (rounds.at(j).index == roundIndex)
            return index(j, column, op);
    return {};
}

const Operator *RoundsModel::operatorAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    const qsizetype row = index.internalId() == OperatorRow ? index.row() : qsizetype(index.internalId() - 1);
    return row < m_operators.size() ? &m_operators.at(row) : nullptr;
}

const Round *RoundsModel::roundAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == OperatorRow)
        return nullptr;
    const QList<Round> &rounds = m_rounds.at(qsizetype(index.internalId() - 1));
    return index.row() < rounds.size() ? &rounds.at(index.row()) : nullptr;
}

QModelIndex RoundsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_operators.size() ? createIndex(row, column, OperatorRow) : QModelIndex();
    if (parent.internalId() != OperatorRow || parent.row() >= m_rounds.size() || row >= m_rounds.at(parent.row()).size())
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex RoundsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == OperatorRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, OperatorRow);
}

int RoundsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_operators.size());
    if (parent.column() != 0 || parent.internalId() != OperatorRow)
        return 0;
    return int(m_rounds.value(parent.row()).size());
}

int RoundsModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant RoundsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (const Round *r = roundAt(index)) {
        if (role == OperatorRole)
            return r->operatorName;
        if (role == RoundRole)
            return r->index;
        return roundData(*r, index.column(), role);
    }
    if (role == OperatorRole)
        return m_operators.at(index.row()).name;
    if (role == RoundRole)
        return 0;
    return operatorData(index.row(), index.column(), role);
}

QVariant RoundsModel::operatorData(int row, int column, int role) const
{
    const Operator &op = m_operators.at(row);
    if (role == Qt::FontRole && column == NameColumn) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case NameColumn:
        return op.name;
    case HypothesisColumn:
        return QCoreApplication::translate("Lowerscope::Ui::RoundsView", "%n case(s)", nullptr, int(op.cases.size()));
    case SourceColumn:
        return op.backend;
    case SpeedupColumn:
        return m_reported.at(row) ? speedupText(m_speedups.at(row)) : QString();
    default:
        return QString();
    }
}

QVariant RoundsModel::roundData(const Round &r, int column, int role) const
{
    if (role == Qt::ToolTipRole && column == HypothesisColumn)
        return r.hypothesis;
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case NameColumn:
        return QCoreApplication::translate("Lowerscope::Ui::RoundsView", "Round %1").arg(r.index);
    case HypothesisColumn:
        return r.hypothesis;
    case LevelColumn:
        return r.level.isEmpty() ? QStringLiteral("–") : r.level;
    case SourceColumn:
        return r.source;
    case OutcomeColumn:
        return r.outcome.isEmpty() ? r.state : r.outcome;
    case SpeedupColumn:
        return speedupText(r.speedup);
    default:
        return {};
    }
}

QVariant RoundsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return QCoreApplication::translate("Lowerscope::Ui::RoundsView", "Operator / round");
    case HypothesisColumn:
        return QCoreApplication::translate("Lowerscope::Ui::RoundsView", "Hypothesis");
    case LevelColumn:
        return QCoreApplication::translate("Lowerscope::Ui::RoundsView", "Level");
    case SourceColumn:
        return QCoreApplication::translate("Lowerscope::Ui::RoundsView", "Source");
    case OutcomeColumn:
        return QCoreApplication::translate("Lowerscope::Ui::RoundsView", "Outcome");
    case SpeedupColumn:
        return QCoreApplication::translate("Lowerscope::Ui::RoundsView", "Speed-up");
    default:
        return {};
    }
}

void RoundsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    for (int i = 0; i < m_operators.size(); ++i) {
        Q_EMIT dataChanged(index(i, 0), index(i, ColumnCount - 1));
        if (!m_rounds.at(i).isEmpty())
            Q_EMIT dataChanged(index(0, 0, index(i, 0)), index(int(m_rounds.at(i).size()) - 1, ColumnCount - 1, index(i, 0)));
    }
}

void ReportModel::setReport(const Report &report)
{
    beginResetModel();
    m_header = Report::tableHeader();
    m_rows = report.tableRows();
    endResetModel();
}

int ReportModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ReportModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_header.size());
}

QVariant ReportModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(index.column() == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::DisplayRole)
        return m_rows.at(index.row()).value(index.column());
    return {};
}

QVariant ReportModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return m_header.value(section);
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace Lowerscope::Ui
