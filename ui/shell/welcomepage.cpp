// SPDX-License-Identifier: MIT
#include "shell/welcomepage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

namespace {
QToolButton *button(QWidget *parent, const QString &icon, const QString &name = {})
{
    auto *b = new QToolButton(parent);
    if (!name.isEmpty())
        b->setObjectName(name);
    if (!icon.isEmpty())
        b->setIcon(QIcon::fromTheme(icon));
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setMinimumHeight(32);
    return b;
}
} // namespace

WelcomePage::WelcomePage(bool demoFirst, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("welcome"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(48, 36, 48, 36);
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.8);
    f.setBold(true);
    m_title->setFont(f);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    auto *buttons = new QHBoxLayout;
    m_openFolder = button(this, QString());
    m_openFile = button(this, QString());
    m_optimize = button(this, QStringLiteral("media-playback-start"), QStringLiteral("welcomeOptimize"));
    for (QToolButton *b : { m_openFolder, m_openFile, m_optimize })
        buttons->addWidget(b);
    buttons->addStretch(1);
    m_demoText = new QLabel(this);
    m_demoText->setWordWrap(true);
    m_demoText->setObjectName(QStringLiteral("welcomeDemoText"));
    m_demo = button(this, QStringLiteral("help-browser"), QStringLiteral("welcomeDemo"));
    m_recentLabel = new QLabel(this);
    m_recent = new QTreeWidget(this);
    m_recent->setObjectName(QStringLiteral("welcomeRecent"));
    m_recent->setRootIsDecorated(false);
    m_recent->setHeaderHidden(true);

    layout->addWidget(m_title);
    if (demoFirst) {
        layout->addWidget(m_demoText);
        layout->addWidget(m_demo, 0, Qt::AlignLeft);
    }
    layout->addWidget(m_text);
    layout->addSpacing(12);
    layout->addLayout(buttons);
    if (!demoFirst) {
        layout->addWidget(m_demoText);
        layout->addWidget(m_demo, 0, Qt::AlignLeft);
    }
    layout->addSpacing(12);
    layout->addWidget(m_recentLabel);
    layout->addWidget(m_recent, 1);
    layout->addStretch(1); // keeps the text at the top when there is no recent list

    connect(m_openFolder, &QToolButton::clicked, this, &WelcomePage::openFolderRequested);
    connect(m_openFile, &QToolButton::clicked, this, &WelcomePage::openFileRequested);
    connect(m_optimize, &QToolButton::clicked, this, &WelcomePage::optimizeRequested);
    connect(m_demo, &QToolButton::clicked, this, &WelcomePage::demoRequested);
    connect(m_recent, &QTreeWidget::itemActivated, this,
        [this](QTreeWidgetItem *item) { Q_EMIT recentActivated(item->data(0, Qt::UserRole).toString()); });
    setRecent({});
    retranslateUi();
}

void WelcomePage::setRecent(const QStringList &paths)
{
    m_recent->clear();
    for (const QString &p : paths) {
        auto *item = new QTreeWidgetItem(m_recent, { p });
        item->setData(0, Qt::UserRole, p);
    }
    m_recentLabel->setVisible(!paths.isEmpty());
    m_recent->setVisible(!paths.isEmpty());
}

void WelcomePage::retranslateUi()
{
    m_title->setText(tr("Why is this kernel slow?"));
    m_text->setText(tr("Open a kernel folder: its Triton source, the IR of every stage (TTIR, TTGIR, LLVM IR, PTX, SASS; "
                       "TTIR, linalg and HIVM on Ascend), per-pass dumps, compiler remarks and profiles. Lowerscope climbs "
                       "the diagnosis ladder only as high as the evidence requires:<br><b>L1</b> pattern triage, "
                       "<b>L2</b> profiling, <b>L3</b> IR attribution, <b>L4</b> compiler knowledge.<br><br>"
                       "You can also drop a folder or file onto this window."));
    m_openFolder->setText(tr("Open Folder…"));
    m_openFile->setText(tr("Open File…"));
    m_optimize->setText(tr("Optimize Operator Tasks…"));
    m_recentLabel->setText(tr("Recent"));
    m_demo->setText(tr("Open the Demo"));
    m_demoText->setText(
        tr("New here? The demo opens six real kernels captured on an NVIDIA H200 (softmax, transpose and matmul, "
           "each slow and fast), with their IR, profiles and diagnosis, and a workspace with the three recorded rounds "
           "that turned each slow kernel into its fast sibling, with their measured times and the report."));
}

void WelcomePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
