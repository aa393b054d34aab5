// SPDX-License-Identifier: MIT
#include "consentdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace Lowerscope {

ConsentDialog::ConsentDialog(const QList<ConsentItem> &items, const QString &runner, QWidget *parent)
    : QDialog(parent)
    , m_items(items)
    , m_runner(runner)
{
    setObjectName(QStringLiteral("consentDialog"));
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_list = new QListWidget(this);
    m_diff = new QPlainTextEdit(this);
    m_diff->setReadOnly(true);
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto *split = new QSplitter(this);
    split->addWidget(m_list);
    split->addWidget(m_diff);
    split->setStretchFactor(1, 3);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(split, 1);
    layout->addWidget(m_buttons);
    for (const ConsentItem &item : m_items)
        m_list->addItem(QStringLiteral("%1 (%2)").arg(item.requestId, codeOriginName(item.origin)));
    connect(m_list, &QListWidget::currentRowChanged, this, &ConsentDialog::show);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
    if (!m_items.isEmpty())
        m_list->setCurrentRow(0);
    resize(900, 600);
}

bool ConsentDialog::ask(QWidget *parent, const QList<ConsentItem> &items, const QString &runner)
{
    if (items.isEmpty())
        return true;
    ConsentDialog dialog(items, runner, parent);
    return dialog.exec() == QDialog::Accepted;
}

void ConsentDialog::show(int row)
{
    if (row < 0 || row >= m_items.size())
        return;
    const ConsentItem &item = m_items[row];
    m_diff->setPlainText(item.diff.isEmpty() ? tr("(identical to the task's kernel)") : item.diff);
}

QString ConsentDialog::shownDiff() const
{
    return m_diff->toPlainText();
}

void ConsentDialog::retranslateUi()
{
    setWindowTitle(tr("Run code you did not write?"));
    m_intro->setText(tr("%n candidate(s) came from a recipe or an LLM. Each would run on runner '%1' with your permissions. "
                        "Read what each changes in the task's kernel before you run it.", nullptr, int(m_items.size()))
                         .arg(m_runner));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Run"));
}

void ConsentDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace Lowerscope
