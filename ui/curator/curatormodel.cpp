// SPDX-License-Identifier: MIT
#include "curator/curatormodel.h"

#include "core/enginetext.h"

#include <QCoreApplication>
#include <cmath>

namespace Lowerscope::Ui {

namespace {

QString joined(const QStringList &list)
{
    return list.join(QStringLiteral(", "));
}

QString sourceText(const Pattern &p)
{
    return p.provenanceKind == QLatin1String("distilled")
        ? p.provenanceKind + QStringLiteral(" (") + joined(p.provenanceRounds) + QLatin1Char(')')
        : p.provenanceKind;
}

} // namespace

CuratorModel::CuratorModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CuratorModel::setEntries(const QList<Pattern> &patterns, const QList<CompilerKnowledge> &knowledge)
{
    beginResetModel();
    m_patterns = patterns;
    m_knowledge = knowledge;
    endResetModel();
}

const Pattern *CuratorModel::patternAt(int row) const
{
    return row >= 0 && row < m_patterns.size() ? &m_patterns.at(row) : nullptr;
}

const CompilerKnowledge *CuratorModel::knowledgeAt(int row) const
{
    const int k = row - int(m_patterns.size());
    return k >= 0 && k < m_knowledge.size() ? &m_knowledge.at(k) : nullptr;
}

const Pattern *CuratorModel::pattern(const QString &id) const
{
    for (const Pattern &p : m_patterns)
        if (p.id == id)
            return &p;
    return nullptr;
}

QStringList CuratorModel::backendChoices() const
{
    QStringList out;
    for (int r = 0; r < rowCount(); ++r)
        for (const QString &b : index(r, 0).data(BackendsRole).toStringList())
            if (!b.isEmpty() && !out.contains(b))
                out << b;
    out.sort();
    return out;
}

QStringList CuratorModel::categoryChoices() const
{
    QStringList out;
    for (int r = 0; r < rowCount(); ++r)
        for (const QString &c : index(r, 0).data(CategoriesRole).toStringList())
            if (!c.isEmpty() && !out.contains(c))
                out << c;
    out.sort();
    return out;
}

int CuratorModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_patterns.size() + m_knowledge.size());
}

int CuratorModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CuratorModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (const Pattern *p = patternAt(index.row()))
        return patternData(*p, index.column(), role);
    if (const CompilerKnowledge *c = knowledgeAt(index.row()))
        return knowledgeData(*c, index.column(), role);
    return {};
}

QVariant CuratorModel::patternData(const Pattern &p, int column, int role) const
{
    switch (role) {
    case IdRole:
        return p.id;
    case IsPatternRole:
        return true;
    case BackendsRole:
        return p.backends;
    case CategoriesRole:
        return p.category.isEmpty() ? QStringList() : QStringList { p.category };
    case SortRole:
        switch (column) {
        case VersionColumn:
            return p.version;
        case TriedColumn:
            return p.stats.tried;
        case AcceptedColumn:
            return p.stats.accepted;
        case GainColumn:
            return std::isnan(p.stats.medianGain) ? 0.0 : p.stats.medianGain;
        default:
            return patternData(p, column, Qt::DisplayRole);
        }
    case Qt::DisplayRole:
        switch (column) {
        case LevelColumn:
            return QStringLiteral("L1");
        case IdColumn:
            return p.id;
        case TitleColumn:
            return p.title;
        case CategoryColumn:
            return p.category;
        case BackendsColumn:
            return joined(p.backends);
        case SourceColumn:
            return sourceText(p);
        case VersionColumn:
            return QString::number(p.version);
        case TriedColumn:
            return QString::number(p.stats.tried);
        case AcceptedColumn:
            return QString::number(p.stats.accepted);
        case GainColumn:
            return std::isnan(p.stats.medianGain) ? QStringLiteral("–")
                                                  : QString(EngineText::number(p.stats.medianGain) + QStringLiteral("×"));
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant CuratorModel::knowledgeData(const CompilerKnowledge &c, int column, int role) const
{
    switch (role) {
    case IdRole:
        return c.id;
    case IsPatternRole:
        return false;
    case BackendsRole:
        return c.backend.isEmpty() ? QStringList() : QStringList { c.backend };
    case CategoriesRole:
        return c.categories;
    case SortRole:
    case Qt::DisplayRole:
        switch (column) {
        case LevelColumn:
            return QStringLiteral("L4");
        case IdColumn:
            return c.id;
        case TitleColumn:
            return QString(c.pass + QStringLiteral(": ") + c.does.left(80));
        case CategoryColumn:
            return joined(c.categories);
        case BackendsColumn:
            return c.backend;
        case SourceColumn:
            return c.source.left(60);
        case VersionColumn:
        case TriedColumn:
        case AcceptedColumn:
        case GainColumn:
            return QString();
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant CuratorModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    // The view's context: the curator's texts are one catalog.
    switch (section) {
    case LevelColumn:
        return QCoreApplication::translate("Lowerscope::Ui::CuratorView", "Level");
    case IdColumn:
        return QCoreApplication::translate("Lowerscope::Ui::CuratorView", "Id");
    case TitleColumn:
        return QCoreApplication::translate("Lowerscope::Ui::CuratorView", "Title");
    case CategoryColumn:
        return QCoreApplication::translate("Lowerscope::Ui::CuratorView", "Category");
    case BackendsColumn:
        return QCoreApplication::translate("Lowerscope::Ui::CuratorView", "Backends");
    case SourceColumn:
        return QCoreApplication::translate("Lowerscope::Ui::CuratorView", "Source");
    case VersionColumn:
        return QCoreApplication::translate("Lowerscope::Ui::CuratorView", "Version");
    case TriedColumn:
        return QCoreApplication::translate("Lowerscope::Ui::CuratorView", "Tried");
    case AcceptedColumn:
        return QCoreApplication::translate("Lowerscope::Ui::CuratorView", "Accepted");
    case GainColumn:
        return QCoreApplication::translate("Lowerscope::Ui::CuratorView", "Median gain");
    default:
        return {};
    }
}

void CuratorModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void CuratorFilter::setCriteria(const QString &text, const QString &level, const QString &backend, const QString &category)
{
    m_text = text;
    m_level = level;
    m_backend = backend;
    m_category = category;
    invalidateFilter();
}

QModelIndex CuratorFilter::indexOf(const QString &id, int column) const
{
    for (int r = 0; r < rowCount(); ++r) {
        const QModelIndex i = index(r, column);
        if (i.data(CuratorModel::IdRole).toString() == id)
            return i;
    }
    return {};
}

bool CuratorFilter::filterAcceptsRow(int row, const QModelIndex &parent) const
{
    const QAbstractItemModel *m = sourceModel();
    const QModelIndex first = m->index(row, 0, parent);
    if (!m_level.isEmpty()
        && (first.data(CuratorModel::IsPatternRole).toBool() ? QLatin1String("L1") : QLatin1String("L4")) != m_level)
        return false;
    if (!m_backend.isEmpty() && !first.data(CuratorModel::BackendsRole).toStringList().contains(m_backend))
        return false;
    if (!m_category.isEmpty() && !first.data(CuratorModel::CategoriesRole).toStringList().contains(m_category))
        return false;
    if (m_text.isEmpty())
        return true;
    for (int c = 0; c < CuratorModel::ColumnCount; ++c)
        if (m->index(row, c, parent).data().toString().contains(m_text, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace Lowerscope::Ui
