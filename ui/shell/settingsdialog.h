// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace Lowerscope::Ui {

// Settings in one dialog: language, knowledge base, workspace, compiler source checkout (L4 source
// locations) and theme (system, light or dark; the IR views pick the matching highlighting theme from the
// palette). The window applies what changed (MainWindow::applySettings).
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    struct Values {
        QString language = QStringLiteral("system");
        QString knowledgeBase;
        QString workspace;
        QString compilerSource;
        QString theme = QStringLiteral("system"); // system | light | dark
    };
    explicit SettingsDialog(const Values &values, QWidget *parent = nullptr);
    Values values() const;

    // The palette for THEME on the application (and the color scheme hint for native styles); every widget
    // gets QEvent::PaletteChange, and the IR views switch between the light and dark highlighting themes.
    static void applyTheme(const QString &theme);

private:
    QComboBox *m_language = nullptr;
    QLineEdit *m_kb = nullptr;
    QLineEdit *m_workspace = nullptr;
    QLineEdit *m_compilerSource = nullptr;
    QComboBox *m_theme = nullptr;
};

} // namespace Lowerscope::Ui
