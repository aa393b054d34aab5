// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>
#include <QPointer>
#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QPlainTextEdit;
class QStackedWidget;
class QTabWidget;

namespace Lowerscope {
class BackgroundJob;
struct DiagnosisReport;
struct Evidence;
struct PathAnalysis;
} // namespace Lowerscope

namespace Lowerscope::Demo {
struct Result;
}

namespace Lowerscope::Optimize {
struct LoopSpec;
}

namespace Lowerscope::Ui {

class OptimizeView;
class TrajectoryTabs;
class CuratorView;
class FindingsPanel;
class EvidenceBrowser;
class OpenBanner;
class WelcomePage;
class LadderView;
class RoundsView;
class KernelSelection;
class ProfileTabs;
struct PathViews;

// The desktop shell: an evidence browser (left), the central views (trajectory, IR, timeline, charts),
// findings and the diagnosis ladder (right), log and progress (bottom).
class MainWindow : public QMainWindow {
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
    // The one job that analyses an opened path (PathViews::load), and the analysis the views show now.
    BackgroundJob *analysisJob() const { return m_analysisJob; }
    std::shared_ptr<const PathAnalysis> analysis() const { return m_analysis; }
    KernelSelection *kernelSelection() const { return m_selection; }
    // Makes the central tab whose widget is named NAME current ("trajectory", "source", ...); false if none.
    bool showView(const QString &name);
    // The names showView takes, in the order of the tabs: diagnosis, trajectory, source, timeline, charts, curator,
    // rounds, optimize. showView(NAME) of one of them is false only when the opened path gives that view nothing
    // (a timeline without a trace).
    static QStringList viewNames();
    TrajectoryTabs *trajectoryTabs() const { return m_trajectoryTabs; }
    FindingsPanel *findingsPanel() const { return m_findingsPanel; }
    ProfileTabs *profileTabs() const { return m_profileTabs; }
    OpenBanner *openBanner() const { return m_openBanner; }
    // The Diagnosis tab (null until the first analysis), the Curator and the Rounds & Report tabs (created when
    // first shown; showView("curator") and showView("rounds") create them). mainwindowteaching.cpp.
    LadderView *ladderView() const { return m_ladder; }
    CuratorView *curatorView();
    RoundsView *roundsView();
    BackgroundJob *demoJob() const { return m_demoJob; }
    // The Optimize tab (made on first demand, like showView("optimize")), and the loop started in it with the
    // session's workspace and knowledge base (File ▸ Optimize Operator Tasks… asks for SPEC first).
    OptimizeView *optimizeView();
    bool startOptimize(Optimize::LoopSpec spec);
    void openOptimizeDialog();
    QString workspace() const { return m_options.workspace; }
    QString knowledgeBase() const { return m_options.knowledgeBase; }
    // Help > Open demo: records the demo's rounds into the demo workspace (in the background), makes it the
    // session's workspace and opens the demo kernels.
    void openDemo();
    // Where the demo kit is and which workspace its rounds go to; empty: Paths::demoKit() and
    // Paths::demoWorkspace() (tests name the build's demo-kit and a temporary folder).
    void setDemoLocation(const QString &kit, const QString &workspace)
    {
        m_demoKit = kit;
        m_demoWorkspace = workspace;
    }
    // Shows one evidence item: an IR or source line in Source & IR, a metric in the timeline, a pattern or
    // compiler-knowledge entry in the curator. False when there is nothing to show it in.
    bool showEvidence(const Lowerscope::Evidence &evidence, int sourceLine);
    // Ctrl +/-/0: the IR and code views' font size, in steps of one point from the default.
    void zoom(int steps);
    int zoomSteps() const { return m_zoom; }

Q_SIGNALS:
    void pathOpened(const QString &path);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createDocks();
    void addJob(BackgroundJob *job);
    void setupAnalysis(); // mainwindowanalysis.cpp
    void analyze(const QString &path);
    void showAnalysis(const PathViews &views);
    void setupDiagnosis(); // mainwindowdiagnosis.cpp
    void showDiagnosis(const DiagnosisReport &report);
    void showRoundHistory(); // mainwindowprofile.cpp
    void retranslateUi();
    void updateRecentMenu();
    void addRecent(const QString &path); // only once its analysis read something
    void openFolderDialog();
    void openFileDialog();
    void setLanguage(const QString &code);
    void showAbout();
    void setupProfileViews();
    void revealKernel(const QString &kernel);
    void setupTeaching(); // mainwindowteaching.cpp: demo, settings, shortcuts, zoom, curator and rounds tabs
    void showDemo(const Demo::Result &result);
    void createTeachingActions();
    void createViewActions();
    void retranslateTeaching();
    void setupOptimize(); // mainwindowoptimize.cpp
    void retranslateOptimize();
    void ensureLadder();
    bool ensureView(const QString &name);
    void openSettings();
    void showShortcuts();
    void applyZoom();

    Options m_options;
    QString m_currentPath;
    QStringList m_recent;

    QTabWidget *m_tabs = nullptr;
    OpenBanner *m_openBanner = nullptr;
    WelcomePage *m_welcome = nullptr;

    QDockWidget *m_evidenceDock = nullptr;
    EvidenceBrowser *m_evidenceView = nullptr;
    QDockWidget *m_findingsDock = nullptr;
    FindingsPanel *m_findingsPanel = nullptr;
    QDockWidget *m_logDock = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QLabel *m_statusPath = nullptr;
    QList<BackgroundJob *> m_jobs; // each shown in the status bar by its own JobStatus
    BackgroundJob *m_analysisJob = nullptr;
    BackgroundJob *m_workspaceJob = nullptr;
    std::shared_ptr<const PathAnalysis> m_analysis;
    KernelSelection *m_selection = nullptr;

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
    ProfileTabs *m_profileTabs = nullptr;

    LadderView *m_ladder = nullptr;
    CuratorView *m_curator = nullptr;
    RoundsView *m_rounds = nullptr;
    OptimizeView *m_optimize = nullptr;
    QAction *m_optimizeAction = nullptr;
    BackgroundJob *m_demoJob = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QAction *m_openDemo = nullptr;
    QAction *m_shortcuts = nullptr;
    QAction *m_settings = nullptr;
    QAction *m_runAgain = nullptr;
    QAction *m_zoomIn = nullptr;
    QAction *m_zoomOut = nullptr;
    QAction *m_zoomReset = nullptr;
    QAction *m_showCurator = nullptr;
    QAction *m_showRounds = nullptr;
    QList<QAction *> m_viewActions; // Ctrl+1..: the central views by name
    int m_zoom = 0;
    QString m_demoKit;
    QString m_demoWorkspace;
};

} // namespace Lowerscope::Ui
