// SPDX-License-Identifier: MIT
#include "shell/settingsdialog.h"

#include "core/language.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPalette>
#include <QPushButton>
#include <QStyle>
#include <QStyleHints>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

namespace {

QWidget *withBrowse(QLineEdit *edit, QWidget *parent, bool folder, const QString &title)
{
    auto *box = new QWidget(parent);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    auto *browse = new QPushButton(SettingsDialog::tr("Browse…"), box);
    row->addWidget(edit, 1);
    row->addWidget(browse);
    QObject::connect(browse, &QPushButton::clicked, edit, [edit, folder, title] {
        const QString chosen = folder
            ? QFileDialog::getExistingDirectory(edit, title, edit->text())
            : QFileDialog::getSaveFileName(edit, title, edit->text(),
                  SettingsDialog::tr("Knowledge base (*.sqlite);;All files (*)"), nullptr, QFileDialog::DontConfirmOverwrite);
        if (!chosen.isEmpty())
            edit->setText(chosen);
    });
    return box;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xdf, 0xe1, 0xe5), disabled(0x7a, 0x7e, 0x85);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Highlight, QColor(0x35, 0x74, 0xf0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xa6, 0xff));
    p.setColor(QPalette::Mid, QColor(0x3c, 0x3f, 0x44));
    p.setColor(QPalette::Dark, QColor(0x19, 0x1a, 0x1c));
    for (QPalette::ColorRole r : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, r, disabled);
    return p;
}

} // namespace

SettingsDialog::SettingsDialog(const Values &values, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("settingsLanguage"));
    m_language->addItem(tr("System default"), QStringLiteral("system"));
    m_language->addItem(Language::nativeName(QStringLiteral("en")), QStringLiteral("en"));
    for (const QString &code : Language::available())
        m_language->addItem(Language::nativeName(code), code);
    m_language->setCurrentIndex(qMax(0, m_language->findData(values.language)));
    m_kb = new QLineEdit(values.knowledgeBase, this);
    m_kb->setObjectName(QStringLiteral("settingsKnowledgeBase"));
    m_workspace = new QLineEdit(values.workspace, this);
    m_workspace->setObjectName(QStringLiteral("settingsWorkspace"));
    m_compilerSource = new QLineEdit(values.compilerSource, this);
    m_compilerSource->setObjectName(QStringLiteral("settingsCompilerSource"));
    m_compilerSource->setPlaceholderText(tr("a Triton checkout: L4 names the compiler source line of a remark"));
    m_theme = new QComboBox(this);
    m_theme->setObjectName(QStringLiteral("settingsTheme"));
    m_theme->addItem(tr("System"), QStringLiteral("system"));
    m_theme->addItem(tr("Light"), QStringLiteral("light"));
    m_theme->addItem(tr("Dark"), QStringLiteral("dark"));
    m_theme->setCurrentIndex(qMax(0, m_theme->findData(values.theme)));
    form->addRow(tr("Language"), m_language);
    form->addRow(tr("Knowledge base"), withBrowse(m_kb, this, false, tr("Knowledge base")));
    form->addRow(tr("Workspace"), withBrowse(m_workspace, this, true, tr("Workspace")));
    form->addRow(tr("Compiler source"), withBrowse(m_compilerSource, this, true, tr("Compiler source checkout")));
    form->addRow(tr("Theme"), m_theme);
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, sizeHint().height());
}

SettingsDialog::Values SettingsDialog::values() const
{
    Values v;
    v.language = m_language->currentData().toString();
    v.knowledgeBase = m_kb->text().trimmed();
    v.workspace = m_workspace->text().trimmed();
    v.compilerSource = m_compilerSource->text().trimmed();
    v.theme = m_theme->currentData().toString();
    return v;
}

void SettingsDialog::applyTheme(const QString &theme)
{
    QStyleHints *hints = QGuiApplication::styleHints();
    if (theme == QLatin1String("dark")) {
        hints->setColorScheme(Qt::ColorScheme::Dark);
        QApplication::setPalette(darkPalette());
    } else if (theme == QLatin1String("light")) {
        hints->setColorScheme(Qt::ColorScheme::Light);
        QApplication::setPalette(QApplication::style()->standardPalette());
    } else {
        hints->unsetColorScheme();
        QApplication::setPalette(QPalette()); // the platform's own
    }
}

} // namespace Lowerscope::Ui
