// SPDX-License-Identifier: MIT
#include "trajectory/passlistview.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

namespace {
enum Column { IndexColumn, NameColumn, PipelineColumn, ChangeColumn, RemarksColumn, ColumnCount };
constexpr int PassRole = Qt::UserRole + 1;
} // namespace

PassListView::PassListView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("passList"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *bar = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("passFilter"));
    m_filter->setClearButtonEnabled(true);
    m_changedOnly = new QCheckBox(this);
    m_changedOnly->setObjectName(QStringLiteral("passChangedOnly"));
    m_count = new QLabel(this);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_changedOnly);
    bar->addWidget(m_count);
    layout->addLayout(bar);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("passListTree"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setColumnCount(ColumnCount);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_list->setTextElideMode(Qt::ElideMiddle);
    layout->addWidget(m_list, 1);
    connect(m_filter, &QLineEdit::textChanged, this, &PassListView::applyFilter);
    connect(m_changedOnly, &QCheckBox::toggled, this, &PassListView::applyFilter);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item)
            Q_EMIT passActivated(item->data(IndexColumn, PassRole).toInt());
    });
    retranslateUi();
}

void PassListView::setTrajectory(const LoweringTrajectory &trajectory)
{
    m_trajectory = trajectory;
    refill();
}

void PassListView::refill()
{
    const QSignalBlocker block(m_list);
    m_list->clear();
    QList<int> remarks(m_trajectory.passes.size(), 0);
    for (const Remark &r : m_trajectory.remarks)
        if (r.passIndex >= 0 && r.passIndex < remarks.size())
            ++remarks[r.passIndex];
    for (const PassDump &p : m_trajectory.passes) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setData(IndexColumn, PassRole, p.index);
        item->setText(IndexColumn, QString::number(p.index));
        item->setTextAlignment(IndexColumn, Qt::AlignRight | Qt::AlignVCenter);
        const QString name = p.argument.isEmpty() ? p.name : tr("%1 (%2)").arg(p.name, p.argument);
        item->setText(NameColumn, name);
        item->setToolTip(NameColumn, p.scope.isEmpty() ? name : tr("%1\non %2").arg(name, p.scope));
        item->setText(PipelineColumn, p.pipeline);
        if (!p.changed.has_value())
            item->setText(ChangeColumn, tr("?"));
        else if (*p.changed)
            item->setText(ChangeColumn, QStringLiteral("+%1 −%2").arg(p.linesAdded).arg(p.linesRemoved));
        else
            item->setText(ChangeColumn, tr("unchanged"));
        if (!p.changed.value_or(true))
            for (int c = 0; c < ColumnCount; ++c)
                item->setForeground(c, palette().brush(QPalette::PlaceholderText));
        if (remarks.at(p.index) > 0)
            item->setText(RemarksColumn, QString::number(remarks.at(p.index)));
    }
    applyFilter();
}

void PassListView::applyFilter()
{
    const QString text = m_filter->text().trimmed();
    const bool changedOnly = m_changedOnly->isChecked();
    int shown = 0;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        const PassDump &p = m_trajectory.passes.at(item->data(IndexColumn, PassRole).toInt());
        const bool match = text.isEmpty() || p.name.contains(text, Qt::CaseInsensitive)
            || p.argument.contains(text, Qt::CaseInsensitive) || p.pipeline.contains(text, Qt::CaseInsensitive);
        const bool hide = !match || (changedOnly && !p.changed.value_or(true));
        item->setHidden(hide);
        shown += hide ? 0 : 1;
    }
    m_count->setText(tr("%1 of %2").arg(shown).arg(m_trajectory.passes.size()));
}

void PassListView::setFilter(const QString &text)
{
    m_filter->setText(text);
}
void PassListView::setChangedOnly(bool on)
{
    m_changedOnly->setChecked(on);
}

QList<int> PassListView::shownPasses() const
{
    QList<int> out;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        if (!m_list->topLevelItem(i)->isHidden())
            out.append(m_list->topLevelItem(i)->data(IndexColumn, PassRole).toInt());
    return out;
}

void PassListView::selectPass(int pass)
{
    const QSignalBlocker block(m_list);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        if (m_list->topLevelItem(i)->data(IndexColumn, PassRole).toInt() == pass) {
            m_list->setCurrentItem(m_list->topLevelItem(i));
            m_list->scrollToItem(m_list->topLevelItem(i));
            return;
        }
}

void PassListView::retranslateUi()
{
    m_filter->setPlaceholderText(tr("Filter passes…"));
    m_changedOnly->setText(tr("Changed only"));
    m_changedOnly->setToolTip(tr("Hide the passes that left the IR unchanged"));
    m_list->setHeaderLabels({ tr("#"), tr("Pass"), tr("Pipeline"), tr("Change"), tr("Remarks") });
    refill();
}

void PassListView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
