// SPDX-License-Identifier: MIT
#pragma once

#include "diagnosis/finding.h"

#include <QAbstractItemModel>

namespace Lowerscope::Ui {

// Findings of one diagnosis as a two-level tree: a finding per top-level row, its evidence as children.
// Takes a whole Diagnosis and resets (no incremental rows from workers).
class FindingsModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { LevelColumn, CategoryColumn, WhereColumn, TitleColumn, ColumnCount };
    enum Role { ArtifactRole = Qt::UserRole + 1, LineRole, SourceLineRole, FindingIdRole };

    explicit FindingsModel(QObject *parent = nullptr);
    void setDiagnosis(const Diagnosis &diagnosis);
    const Diagnosis &diagnosis() const { return m_diagnosis; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Diagnosis m_diagnosis;
};

} // namespace Lowerscope::Ui
