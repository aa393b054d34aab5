// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>
#include <QPointer>

#include <functional>

class QAction;
class QDockWidget;
class QFileSystemModel;
class QLabel;
class QMenu;
class QPlainTextEdit;
class QProgressBar;
class QStackedWidget;
class QTabWidget;
class QToolButton;
class QTreeView;
class QTreeWidget;

namespace Lowerscope {
class DiagnosisJob;
}

namespace Lowerscope::Ui {

class TrajectoryTabs;
class FindingsPanel;
class ProfileTabs;

// The desktop shell: an evidence browser (left), the central views (trajectory, IR, timeline, charts),
// findings and the diagnosis ladder (right), log and progress (bottom).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    struct Options {
        QString knowledgeBase;
        QString workspace;
        bool persistSettings = true; // off for --screenshot and tests, so they never touch the user's settings
    };
    explicit MainWindow(const Options &options, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a kernel folder or file: the evidence browser shows it and the views load it.
    bool openPath(const QString &path);
    QString currentPath() const { return m_currentPath; }
    QStringList recentPaths() const { return m_recent; }
    // Processes events until no background work is pending or the timeout passes; used by --screenshot.
    bool waitUntilIdle(int timeoutMs);
    QTabWidget *centralTabs() const { return m_tabs; }
    void appendLog(const QString &line);
    // Background work in the status bar: a busy indicator, TEXT, and a Cancel button that calls CANCEL.
    void showProgress(const QString &text, std::function<void()> cancel);
    void updateProgress(int done, int total);
    void hideProgress();
    // Makes the central tab whose widget is named NAME current ("trajectory", "source", ...); false if none.
    bool showView(const QString &name);
    TrajectoryTabs *trajectoryTabs() const { return m_trajectoryTabs; }
    FindingsPanel *findingsPanel() const { return m_findingsPanel; }
    ProfileTabs *profileTabs() const { return m_profileTabs; }

Q_SIGNALS:
    void pathOpened(const QString &path);
    // A kernel was picked in the timeline; FOLDER is its kernel folder under the open path, if there is one.
    void kernelRequested(const QString &folder, const QString &kernel);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createDocks();
    void setupDiagnosis(); // mainwindowdiagnosis.cpp
    void showRoundHistory(); // mainwindowprofile.cpp
    void createWelcome();
    void retranslateUi();
    void updateRecentMenu();
    void openFolderDialog();
    void openFileDialog();
    void setLanguage(const QString &code);
    void showAbout();
    void setupProfileViews();
    void revealKernel(const QString &kernel);

    Options m_options;
    QString m_currentPath;
    QStringList m_recent;

    QTabWidget *m_tabs = nullptr;
    QWidget *m_welcome = nullptr;
    QLabel *m_welcomeTitle = nullptr;
    QLabel *m_welcomeText = nullptr;
    QToolButton *m_welcomeOpenFolder = nullptr;
    QToolButton *m_welcomeOpenFile = nullptr;
    QLabel *m_welcomeRecentLabel = nullptr;
    QTreeWidget *m_welcomeRecent = nullptr;

    QDockWidget *m_evidenceDock = nullptr;
    QTreeView *m_evidenceView = nullptr;
    QFileSystemModel *m_evidenceModel = nullptr;
    QDockWidget *m_findingsDock = nullptr;
    FindingsPanel *m_findingsPanel = nullptr;
    DiagnosisJob *m_diagnosis = nullptr;
    QDockWidget *m_logDock = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancel = nullptr;
    QLabel *m_statusPath = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openFolder = nullptr;
    QAction *m_openFile = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_about = nullptr;
    QAction *m_aboutQt = nullptr;
    QList<QAction *> m_languageActions;

    TrajectoryTabs *m_trajectoryTabs = nullptr;
    std::function<void()> m_cancelProgress;
    ProfileTabs *m_profileTabs = nullptr;
};

} // namespace Lowerscope::Ui
