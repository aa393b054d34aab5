// SPDX-License-Identifier: MIT
#pragma once

#include "kb/pattern.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

namespace Lowerscope::Ui {

// The curator's table: one row per pattern (L1), then one per compiler-knowledge entry (L4), as the last read of
// the knowledge base found them. The view, the filter and the filter choices ask its roles (the entry's id, level,
// backends, categories, a sort key), never its display text.
class CuratorModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        LevelColumn,
        IdColumn,
        TitleColumn,
        CategoryColumn,
        BackendsColumn,
        SourceColumn,
        VersionColumn,
        TriedColumn,
        AcceptedColumn,
        GainColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole, // numbers for the numeric columns, else the text
        IdRole, // the entry's id (every column)
        IsPatternRole, // true for a pattern (L1), false for compiler knowledge (L4)
        BackendsRole, // QStringList
        CategoriesRole, // QStringList: a pattern's category, an entry's categories
    };

    explicit CuratorModel(QObject *parent = nullptr);

    void setEntries(const QList<Pattern> &patterns, const QList<CompilerKnowledge> &knowledge);
    const QList<Pattern> &patterns() const { return m_patterns; }
    const QList<CompilerKnowledge> &knowledge() const { return m_knowledge; }
    // The pattern or entry of ROW (null when ROW is the other kind or out of range).
    const Pattern *patternAt(int row) const;
    const CompilerKnowledge *knowledgeAt(int row) const;
    const Pattern *pattern(const QString &id) const;
    // The backends and the single categories of the rows, sorted: the filters' choices.
    QStringList backendChoices() const;
    QStringList categoryChoices() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // The header in the current language (on QEvent::LanguageChange).
    void retranslate();

private:
    QVariant patternData(const Pattern &p, int column, int role) const;
    QVariant knowledgeData(const CompilerKnowledge &c, int column, int role) const;

    QList<Pattern> m_patterns;
    QList<CompilerKnowledge> m_knowledge;
};

// Search over every column's text, and the level, backend and category choices (by the model's roles).
class CuratorFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    // Empty strings accept every row.
    void setCriteria(const QString &text, const QString &level, const QString &backend, const QString &category);
    // The row of the entry ID among the rows shown, or an invalid index.
    QModelIndex indexOf(const QString &id, int column) const;

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override;

private:
    QString m_level, m_backend, m_category, m_text;
};

} // namespace Lowerscope::Ui
