// SPDX-License-Identifier: MIT
#include "shell/mainwindow.h"

#include "analysis/backgroundjob.h"
#include "analysis/pathanalysis.h"
#include "common/jobstatus.h"
#include "common/kernelselection.h"
#include "core/enginetext.h"
#include "core/language.h"
#include "diagnosis/findingspanel.h"
#include "optimize/runnerprofilesdialog.h"
#include "shell/evidencebrowser.h"
#include "shell/openbanner.h"
#include "shell/profiletabs.h"
#include "shell/welcomepage.h"
#include "trajectory/trajectorytabs.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QThreadPool>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

static constexpr int MaxRecent = 10;

MainWindow::MainWindow(const Options &options, QWidget *parent)
    : QMainWindow(parent)
    , m_options(options)
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("centralTabs"));
    m_tabs->setDocumentMode(true);
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    m_openBanner = new OpenBanner(central);
    centralLayout->addWidget(m_openBanner);
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);
    // The Start page offers the demo; on the first start it says so first.
    const bool firstStart = m_options.persistSettings && !QSettings().value(QStringLiteral("ui/started")).toBool();
    if (m_options.persistSettings)
        QSettings().setValue(QStringLiteral("ui/started"), true);
    m_welcome = new WelcomePage(firstStart, m_tabs);
    m_tabs->addTab(m_welcome, QString());
    connect(m_welcome, &WelcomePage::openFolderRequested, this, &MainWindow::openFolderDialog);
    connect(m_welcome, &WelcomePage::openFileRequested, this, &MainWindow::openFileDialog);
    connect(m_welcome, &WelcomePage::optimizeRequested, this, &MainWindow::openOptimizeDialog);
    connect(m_welcome, &WelcomePage::demoRequested, this, &MainWindow::openDemo);
    connect(m_welcome, &WelcomePage::recentActivated, this, &MainWindow::openPath);
    createDocks();
    createActions();

    m_statusPath = new QLabel(this);
    statusBar()->addWidget(m_statusPath, 1);
    m_selection = new KernelSelection(this);
    m_trajectoryTabs = new TrajectoryTabs(this, m_selection);
    setupAnalysis();
    setupProfileViews();
    setupDiagnosis();
    setupTeaching();
    setupOptimize();

    if (m_options.persistSettings) {
        QSettings settings;
        m_recent = settings.value(QStringLiteral("files/recent")).toStringList();
        restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
        restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    } else {
        resize(1440, 900);
    }
    retranslateUi();
    updateRecentMenu();
}

// The jobs are children: QObject's destructor cancels and waits for each (BackgroundJob's destructor).
MainWindow::~MainWindow() = default;

void MainWindow::addJob(BackgroundJob *job)
{
    m_jobs.append(job);
    statusBar()->addPermanentWidget(new JobStatus(job, this));
}

void MainWindow::createDocks()
{
    m_evidenceDock = new QDockWidget(this);
    m_evidenceDock->setObjectName(QStringLiteral("evidenceDock"));
    m_evidenceView = new EvidenceBrowser(m_evidenceDock);
    m_evidenceDock->setWidget(m_evidenceView);
    addDockWidget(Qt::LeftDockWidgetArea, m_evidenceDock);

    m_findingsDock = new QDockWidget(this);
    m_findingsDock->setObjectName(QStringLiteral("findingsDock"));
    m_findingsPanel = new FindingsPanel(m_findingsDock);
    m_findingsDock->setWidget(m_findingsPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_findingsDock);

    m_logDock = new QDockWidget(this);
    m_logDock->setObjectName(QStringLiteral("logDock"));
    m_log = new QPlainTextEdit(m_logDock);
    m_log->setObjectName(QStringLiteral("logView"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_logDock->setWidget(m_log);
    addDockWidget(Qt::BottomDockWidgetArea, m_logDock);
    resizeDocks({ m_evidenceDock, m_findingsDock }, { 260, 380 }, Qt::Horizontal);
    resizeDocks({ m_logDock }, { 140 }, Qt::Vertical);
}

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openFolder
        = m_fileMenu->addAction(QIcon::fromTheme(QStringLiteral("folder-open")), QString(), this, &MainWindow::openFolderDialog);
    m_openFolder->setShortcut(QKeySequence::Open);
    m_openFile
        = m_fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-open")), QString(), this, &MainWindow::openFileDialog);
    m_openFile->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);

    m_viewMenu = menuBar()->addMenu(QString());
    for (QDockWidget *d : { m_evidenceDock, m_findingsDock, m_logDock })
        m_viewMenu->addAction(d->toggleViewAction());

    m_settingsMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_settingsMenu->addMenu(QString());
    auto *group = new QActionGroup(this);
    const QString current = QSettings().value(QStringLiteral("ui/language"), QStringLiteral("system")).toString();
    QStringList codes { QStringLiteral("system"), QStringLiteral("en") };
    codes += Language::available();
    for (const QString &code : codes) {
        QAction *a = m_languageMenu->addAction(code == QLatin1String("system") ? QString() : Language::nativeName(code));
        a->setData(code);
        a->setCheckable(true);
        a->setChecked(code == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] { setLanguage(code); });
        m_languageActions.append(a);
    }
    RunnerProfilesDialog::addMenuEntry(m_settingsMenu, this);

    m_helpMenu = menuBar()->addMenu(QString());
    m_about = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutQt = m_helpMenu->addAction(QString(), qApp, &QApplication::aboutQt);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(m_currentPath.isEmpty() ? tr("Lowerscope — Triton kernel diagnosis")
                                           : tr("%1 — Lowerscope").arg(QFileInfo(m_currentPath).fileName()));
    m_tabs->setTabText(m_tabs->indexOf(m_welcome), tr("Start"));
    m_evidenceDock->setWindowTitle(tr("Evidence"));
    m_findingsDock->setWindowTitle(tr("Findings"));
    m_logDock->setWindowTitle(tr("Log"));
    m_statusPath->setText(m_currentPath.isEmpty() ? tr("No kernel open") : m_currentPath);
    // The central tabs that the trajectory and profile views add are theirs to title.
    if (m_trajectoryTabs)
        m_trajectoryTabs->retranslateUi();
    if (m_profileTabs)
        m_profileTabs->retranslateTabs();

    m_fileMenu->setTitle(tr("&File"));
    m_openFolder->setText(tr("Open &Folder…"));
    m_openFile->setText(tr("&Open File…"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_quit->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    for (QAction *a : std::as_const(m_languageActions))
        if (a->data().toString() == QLatin1String("system"))
            a->setText(tr("System default"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About Lowerscope"));
    m_aboutQt->setText(tr("About &Qt"));
    updateRecentMenu();
    retranslateTeaching();
    retranslateOptimize();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_options.persistSettings) {
        QSettings settings;
        settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
        settings.setValue(QStringLiteral("window/state"), saveState());
        settings.setValue(QStringLiteral("files/recent"), m_recent);
    }
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const auto urls = event->mimeData()->urls();
    for (const QUrl &u : urls)
        if (u.isLocalFile()) {
            event->acceptProposedAction();
            return;
        }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const auto urls = event->mimeData()->urls();
    for (const QUrl &u : urls)
        if (u.isLocalFile() && openPath(u.toLocalFile())) {
            event->acceptProposedAction();
            return;
        }
}

bool MainWindow::openPath(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        // Logged and shown in the status bar, not in a modal box: drops and recent items must not block.
        const QString message = tr("%1: no such file or folder").arg(path);
        appendLog(message);
        statusBar()->showMessage(message, 8000);
        return false;
    }
    m_currentPath = info.canonicalFilePath();
    m_evidenceView->showRoot(info.isDir() ? m_currentPath : info.canonicalPath(), info.isDir() ? QString() : m_currentPath);
    m_openBanner->hide();
    retranslateUi();
    appendLog(tr("Opened %1").arg(m_currentPath));
    Q_EMIT pathOpened(m_currentPath);
    return true;
}

bool MainWindow::waitUntilIdle(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    do {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        const bool running = std::any_of(m_jobs.cbegin(), m_jobs.cend(), [](const BackgroundJob *j) { return j->isRunning(); });
        if (QThreadPool::globalInstance()->activeThreadCount() == 0 && !running) {
            QCoreApplication::processEvents();
            return true;
        }
    } while (!deadline.hasExpired());
    return false;
}

QStringList MainWindow::viewNames()
{
    return { QStringLiteral("diagnosis"), QStringLiteral("trajectory"), QStringLiteral("source"), QStringLiteral("timeline"),
        QStringLiteral("charts"), QStringLiteral("curator"), QStringLiteral("rounds"), QStringLiteral("optimize") };
}

bool MainWindow::showView(const QString &name)
{
    // Tab widgets are named after their view ("trajectory", "source", "timelineTab", "chartsTab", "diagnosis",
    // "curator", "rounds"); the curator and the rounds tab are made on first demand.
    ensureView(name);
    for (int i = 0; i < m_tabs->count(); ++i)
        if (m_tabs->isTabVisible(i) && m_tabs->widget(i)->objectName().startsWith(name, Qt::CaseInsensitive)) {
            m_tabs->setCurrentIndex(i);
            return true;
        }
    return false;
}

void MainWindow::appendLog(const QString &line)
{
    // An engine text (an error, a warning) is English in results and shown in the user's language.
    m_log->appendPlainText(QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss  ")) + EngineText::translated(line));
}

void MainWindow::addRecent(const QString &path)
{
    m_recent.removeAll(path);
    m_recent.prepend(path);
    while (m_recent.size() > MaxRecent)
        m_recent.removeLast();
    if (m_options.persistSettings)
        QSettings().setValue(QStringLiteral("files/recent"), m_recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    for (const QString &p : std::as_const(m_recent))
        m_recentMenu->addAction(p, this, [this, p] { openPath(p); });
    m_recentMenu->setEnabled(!m_recent.isEmpty());
    m_welcome->setRecent(m_recent);
}

void MainWindow::openFolderDialog()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Kernel Folder"), m_currentPath);
    if (!dir.isEmpty())
        openPath(dir);
}

void MainWindow::openFileDialog()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Open File"), m_currentPath,
        tr("Kernels, IR and profiles (%1);;All files (*)").arg(analyzableFilePatterns().join(QLatin1Char(' '))));
    if (!file.isEmpty())
        openPath(file);
}

void MainWindow::setLanguage(const QString &code)
{
    if (m_options.persistSettings)
        QSettings().setValue(QStringLiteral("ui/language"), code);
    Language::install(code); // QEvent::LanguageChange reaches every widget and retranslates it
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Lowerscope"),
        tr("<h3>Lowerscope %1</h3><p>A workbench for making Triton kernels fast on NVIDIA GPUs and Ascend NPUs. "
           "It reads the lowering trajectory and profiles, and climbs a diagnosis ladder: pattern triage, "
           "profiling, IR attribution, compiler knowledge.</p><p>Knowledge base: %2<br>Workspace: %3</p>")
            .arg(QCoreApplication::applicationVersion(), m_options.knowledgeBase.toHtmlEscaped(),
                m_options.workspace.toHtmlEscaped()));
}

} // namespace Lowerscope::Ui
