// SPDX-License-Identifier: MIT
#include "findingsmodel.h"

#include "core/enginetext.h"

#include <QBrush>
#include <QColor>

namespace Lowerscope::Ui {

// Internal ids: 0 for a finding row; finding index + 1 for its evidence rows.
FindingsModel::FindingsModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void FindingsModel::setDiagnosis(const Diagnosis &diagnosis)
{
    beginResetModel();
    m_diagnosis = diagnosis;
    endResetModel();
}

QModelIndex FindingsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex FindingsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_diagnosis.findings.size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return int(m_diagnosis.findings.at(parent.row()).evidence.size());
}

int FindingsModel::columnCount(const QModelIndex &) const { return ColumnCount; }

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case LevelColumn: return tr("Level");
    case CategoryColumn: return tr("Category");
    case WhereColumn: return tr("Where");
    case TitleColumn: return tr("Finding");
    default: return {};
    }
}

static QColor severityColor(const QString &severity)
{
    if (severity == QLatin1String("high"))
        return QColor(0xc6, 0x28, 0x28);
    if (severity == QLatin1String("medium"))
        return QColor(0xe0, 0x8a, 0x00);
    return QColor(0x55, 0x8b, 0x2f);
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == 0) {
        const Finding &f = m_diagnosis.findings.at(index.row());
        if (role == Qt::DisplayRole) {
            switch (index.column()) {
            case LevelColumn: return f.level;
            case CategoryColumn: return f.category;
            case WhereColumn: return f.sourceLine > 0 ? QStringLiteral("%1:%2").arg(f.sourceFile).arg(f.sourceLine) : f.sourceFile;
            case TitleColumn: return EngineText::translated(f.title);
            }
        }
        if (role == Qt::ToolTipRole) {
            QString tip = QStringLiteral("<b>%1</b><br>%2").arg(f.id().toHtmlEscaped(), EngineText::translated(f.title).toHtmlEscaped());
            if (!f.explanation.isEmpty())
                tip += QStringLiteral("<br><br>") + EngineText::translated(f.explanation).toHtmlEscaped();
            for (const QString &c : f.rewriteConditions)
                tip += QStringLiteral("<br>• ") + EngineText::translated(c).toHtmlEscaped();
            return tip;
        }
        if (role == Qt::DecorationRole && index.column() == LevelColumn)
            return severityColor(f.severity);
        if (role == SourceLineRole)
            return f.sourceLine;
        if (role == FindingIdRole)
            return f.id();
        return {};
    }
    const Finding &f = m_diagnosis.findings.at(int(index.internalId() - 1));
    const Evidence &e = f.evidence.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        // Every evidence row says what it is: artifact:line with its excerpt, or the metric with its rounded value and unit.
        case LevelColumn: return e.kind;
        case CategoryColumn: return e.metric.isEmpty() ? e.artifact : e.metric;
        case WhereColumn:
            return !e.metric.isEmpty() ? e.valueText() : e.line > 0 ? QStringLiteral("%1:%2").arg(e.artifact).arg(e.line) : e.artifact;
        case TitleColumn: return e.excerpt;
        }
    }
    if (role == Qt::ToolTipRole)
        return e.excerpt;
    if (role == ArtifactRole)
        return e.artifact;
    if (role == LineRole)
        return e.line;
    if (role == SourceLineRole)
        return f.sourceLine;
    return {};
}

} // namespace Lowerscope::Ui
