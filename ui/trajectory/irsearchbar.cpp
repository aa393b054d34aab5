// SPDX-License-Identifier: MIT
#include "trajectory/irsearchbar.h"

#include "trajectory/irview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QShortcut>
#include <QToolButton>

namespace Lowerscope::Ui {

IrSearchBar::IrSearchBar(IrView *view, QWidget *parent)
    : QWidget(parent)
    , m_view(view)
{
    setObjectName(QStringLiteral("irSearchBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_field = new QLineEdit(this);
    m_field->setClearButtonEnabled(true);
    m_previous = new QToolButton(this);
    m_previous->setArrowType(Qt::UpArrow);
    m_previous->setAutoRaise(true);
    m_next = new QToolButton(this);
    m_next->setArrowType(Qt::DownArrow);
    m_next->setAutoRaise(true);
    m_status = new QLabel(this);
    layout->addWidget(m_field, 1);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);
    layout->addWidget(m_status);
    connect(m_field, &QLineEdit::textChanged, this, [this] {
        m_matchLine = 0;
        if (!m_field->text().isEmpty())
            findNext(true);
        updateStatus();
    });
    connect(m_field, &QLineEdit::returnPressed, this, [this] { findNext(true); });
    connect(m_next, &QToolButton::clicked, this, [this] { findNext(true); });
    connect(m_previous, &QToolButton::clicked, this, [this] { findNext(false); });
    m_field->installEventFilter(this);
    // Ctrl+F while the pane has focus opens its bar.
    auto *shortcut = new QShortcut(QKeySequence::Find, view, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(shortcut, &QShortcut::activated, this, &IrSearchBar::open);
    setVisible(false);
    retranslateUi();
}

void IrSearchBar::open()
{
    setVisible(true);
    m_field->setFocus();
    m_field->selectAll();
}

int IrSearchBar::findNext(bool forward)
{
    m_matchLine = m_view->find(m_field->text(), forward);
    updateStatus();
    return m_matchLine;
}

QString IrSearchBar::status() const
{
    return m_status->text();
}

void IrSearchBar::updateStatus()
{
    const QString text = m_field->text();
    if (text.isEmpty()) {
        m_status->clear();
        return;
    }
    const int total = m_view->countMatches(text);
    if (total == 0) {
        m_status->setText(tr("no matches"));
        return;
    }
    int index = 0; // which match the current line is
    for (int line = 1; line <= m_view->currentLine() && m_matchLine > 0; ++line)
        if (m_view->lineText(line).contains(text, Qt::CaseInsensitive))
            ++index;
    m_status->setText(index > 0 ? tr("%1 of %2").arg(index).arg(total) : tr("%1 matches").arg(total));
}

bool IrSearchBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_field && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) {
            hide();
            m_view->setFocus();
            return true;
        }
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && (key->modifiers() & Qt::ShiftModifier)) {
            findNext(false);
            return true;
        }
        if (key->key() == Qt::Key_Down || key->key() == Qt::Key_Up) {
            findNext(key->key() == Qt::Key_Down);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void IrSearchBar::retranslateUi()
{
    m_field->setPlaceholderText(tr("Find in this pane…"));
    m_previous->setToolTip(tr("Previous match (Shift+Enter)"));
    m_next->setToolTip(tr("Next match (Enter)"));
    updateStatus();
}

void IrSearchBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
