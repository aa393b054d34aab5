// SPDX-License-Identifier: MIT
#pragma once

#include "workspace/report.h"
#include "workspace/round.h"

#include <QAbstractItemModel>
#include <QAbstractTableModel>

namespace Lowerscope::Ui {

// The Rounds & Report tab's tree: the workspace's operators (name, cases, backend, best speed-up as the report
// decides it) with their rounds in order below each (hypothesis, level, rewrite source, outcome, speed-up). Rows
// are found by their roles (operator name, round index), never by their text.
class RoundsModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, HypothesisColumn, LevelColumn, SourceColumn, OutcomeColumn, SpeedupColumn, ColumnCount };
    enum Role {
        OperatorRole = Qt::UserRole, // the operator's name (its row and its rounds' rows)
        RoundRole, // the round's index; 0 on an operator's row
    };

    explicit RoundsModel(QObject *parent = nullptr);
    // A speed-up as the tab shows it ("2.80×"; "–" when there is none).
    static QString speedupText(const std::optional<double> &speedup);

    // OPERATORS in their order, each with its ROUNDS in their order; REPORT gives an operator's speed-up.
    void setRounds(const QList<Operator> &operators, const QList<Round> &rounds, const Report &report);
    // The row of operator NAME, or of its round INDEX; invalid when there is none.
    QModelIndex operatorIndex(const QString &name, int column = 0) const;
    QModelIndex roundIndex(const QString &operatorName, int index, int column = 0) const;
    const Operator *operatorAt(const QModelIndex &index) const;
    const Round *roundAt(const QModelIndex &index) const; // null on an operator's row

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // The header and the texts in the current language (on QEvent::LanguageChange).
    void retranslate();

private:
    QVariant operatorData(int row, int column, int role) const;
    QVariant roundData(const Round &r, int column, int role) const;

    QList<Operator> m_operators;
    QList<QList<Round>> m_rounds; // per operator, in order
    QList<std::optional<double>> m_speedups; // per operator, from the report (nullopt: none recorded)
    QList<bool> m_reported; // per operator: the report has it
};

// The report's per-operator table (Report::tableHeader, Report::tableRows): the operator left, figures right.
class ReportModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;
    void setReport(const Report &report);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QStringList m_header;
    QList<QStringList> m_rows;
};

} // namespace Lowerscope::Ui
