// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QToolButton;
class QTreeWidget;

namespace Lowerscope::Ui {

// The Start tab: what Lowerscope does, Open Folder / Open File / Optimize, the demo's offer and the recent paths.
// It only asks (its signals); the window opens.
class WelcomePage : public QWidget {
    Q_OBJECT
public:
    // DEMOFIRST: the demo is offered right below the title (the first start), else below the buttons.
    explicit WelcomePage(bool demoFirst, QWidget *parent = nullptr);
    // The recent paths, newest first; the list and its label are hidden when there is none.
    void setRecent(const QStringList &paths);

Q_SIGNALS:
    void openFolderRequested();
    void openFileRequested();
    void optimizeRequested();
    void demoRequested();
    void recentActivated(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_title = nullptr;
    QLabel *m_text = nullptr;
    QToolButton *m_openFolder = nullptr;
    QToolButton *m_openFile = nullptr;
    QToolButton *m_optimize = nullptr;
    QLabel *m_demoText = nullptr;
    QToolButton *m_demo = nullptr;
    QLabel *m_recentLabel = nullptr;
    QTreeWidget *m_recent = nullptr;
};

} // namespace Lowerscope::Ui
