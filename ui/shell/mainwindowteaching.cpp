// SPDX-License-Identifier: MIT
// MainWindow for curators and teachers: the Curator and Rounds & Report tabs, Help > Open demo and the Start
// page's offer of it, the shortcut list (F1), view switching (Ctrl+1..), zoom of the IR and code views
// (Ctrl +/-/0) and the Settings dialog.
#include "analysis/backgroundjob.h"
#include "analysis/demo.h"
#include "common/kernelselection.h"
#include "core/enginetext.h"
#include "core/language.h"
#include "core/paths.h"
#include "curator/curatorproposals.h"
#include "curator/curatorview.h"
#include "diagnosis/findingsbrowser.h"
#include "diagnosis/ladderview.h"
#include "optimize/optimizeview.h"
#include "rounds/roundsview.h"
#include "shell/mainwindow.h"
#include "shell/settingsdialog.h"
#include "trajectory/irview.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontInfo>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <functional>
#include <iterator>

Q_DECLARE_METATYPE(Lowerscope::Demo::Result)

namespace Lowerscope::Ui {

namespace {
// The central views Ctrl+1.. switches to, by the object name of their tab (MainWindow::showView).
const char *const ViewNames[]
    = { "welcome", "diagnosis", "trajectory", "source", "timeline", "charts", "curator", "rounds", "optimize" };
} // namespace

void MainWindow::setupTeaching()
{
    qRegisterMetaType<Lowerscope::Demo::Result>();
    m_demoJob = new BackgroundJob(this);
    m_demoJob->setObjectName(QStringLiteral("demoJob"));
    addJob(m_demoJob);
    connect(m_demoJob, &BackgroundJob::finished, this, [this](const QVariant &value) { showDemo(value.value<Demo::Result>()); });
    createTeachingActions();
    createViewActions();
    if (m_options.persistSettings)
        SettingsDialog::applyTheme(QSettings().value(QStringLiteral("ui/theme"), QStringLiteral("system")).toString());
}

// The demo's workspace is built: the session's workspace is the demo's, and its kernels open.
void MainWindow::showDemo(const Demo::Result &result)
{
    const QString kit = m_demoKit.isEmpty() ? Paths::demoKit() : m_demoKit;
    if (!result.error.isEmpty()) {
        appendLog(result.error);
        statusBar()->showMessage(EngineText::translated(result.error), 10000);
        return;
    }
    appendLog(tr("Demo workspace %1: %2 round(s) recorded now, %3 already there. The times are the H200 measurements of %4.")
            .arg(m_options.workspace)
            .arg(result.rounds)
            .arg(result.existing)
            .arg(QFileInfo(kit + QStringLiteral("/bench.json")).filePath()));
    roundsView()->setWorkspace(m_options.workspace);
    curatorView()->setWorkspace(m_options.workspace);
    openPath(Demo::kernelsFolder(kit));
}

// Help ▸ Open Demo and Keyboard Shortcuts, Settings ▸ Settings…, File ▸ Run Diagnosis Again.
void MainWindow::createTeachingActions()
{
    m_openDemo = m_helpMenu->addAction(QIcon::fromTheme(QStringLiteral("help-browser")), QString(), this, &MainWindow::openDemo);
    m_shortcuts = m_helpMenu->addAction(QString(), this, &MainWindow::showShortcuts);
    m_shortcuts->setShortcut(QKeySequence(Qt::Key_F1));
    m_helpMenu->insertAction(m_about, m_openDemo);
    m_helpMenu->insertAction(m_about, m_shortcuts);
    m_helpMenu->insertSeparator(m_about);

    m_settings
        = m_settingsMenu->addAction(QIcon::fromTheme(QStringLiteral("configure")), QString(), this, &MainWindow::openSettings);
    m_settings->setShortcut(QKeySequence::Preferences);
    if (m_settings->shortcut().isEmpty())
        m_settings->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));

    m_runAgain = new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), QString(), this);
    m_runAgain->setShortcut(QKeySequence::Refresh);
    connect(m_runAgain, &QAction::triggered, this, [this] {
        if (!m_currentPath.isEmpty())
            analyze(m_currentPath);
    });
    m_fileMenu->insertAction(m_fileMenu->actions().value(3), m_runAgain);
}

// View ▸ the curator and rounds tabs, Ctrl+1.. for the central views, and the zoom of the IR and code views.
void MainWindow::createViewActions()
{
    m_viewMenu->addSeparator();
    m_showCurator = m_viewMenu->addAction(QString(), this, [this] { showView(QStringLiteral("curator")); });
    m_showRounds = m_viewMenu->addAction(QString(), this, [this] { showView(QStringLiteral("rounds")); });
    m_viewMenu->addSeparator();
    for (int i = 0; i < int(std::size(ViewNames)); ++i) {
        const QString name = QLatin1String(ViewNames[i]);
        QAction *a = m_viewMenu->addAction(QString(), this, [this, name] {
            if (!showView(name))
                statusBar()->showMessage(tr("That view has nothing to show yet."), 4000);
        });
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        a->setData(name);
        m_viewActions.append(a);
    }
    m_viewMenu->addSeparator();
    m_zoomIn = m_viewMenu->addAction(QIcon::fromTheme(QStringLiteral("zoom-in")), QString(), this, [this] { zoom(+1); });
    m_zoomIn->setShortcuts(QList<QKeySequence> { QKeySequence(QKeySequence::ZoomIn), QKeySequence(Qt::CTRL | Qt::Key_Equal) });
    m_zoomOut = m_viewMenu->addAction(QIcon::fromTheme(QStringLiteral("zoom-out")), QString(), this, [this] { zoom(-1); });
    m_zoomOut->setShortcut(QKeySequence::ZoomOut);
    m_zoomReset
        = m_viewMenu->addAction(QIcon::fromTheme(QStringLiteral("zoom-original")), QString(), this, [this] { zoom(-m_zoom); });
    m_zoomReset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    // Views made later (a new analysis, the curator) get the zoom too.
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::applyZoom);
}

void MainWindow::retranslateTeaching()
{
    if (!m_openDemo)
        return;
    m_openDemo->setText(tr("Open &Demo"));
    m_shortcuts->setText(tr("&Keyboard Shortcuts"));
    m_settings->setText(tr("&Settings…"));
    m_runAgain->setText(tr("&Run Diagnosis Again"));
    m_showCurator->setText(tr("Pattern &Curator"));
    m_showRounds->setText(tr("&Rounds and Report"));
    const QStringList titles { tr("Start"), tr("Diagnosis"), tr("Trajectory"), tr("Source && IR"), tr("Timeline"), tr("Charts"),
        tr("Curator"), tr("Rounds && Report"), tr("Optimize") };
    for (int i = 0; i < m_viewActions.size(); ++i)
        m_viewActions[i]->setText(tr("Show %1").arg(titles.value(i)));
    m_zoomIn->setText(tr("Zoom &In"));
    m_zoomOut->setText(tr("Zoom &Out"));
    m_zoomReset->setText(tr("Reset &Zoom"));
    if (m_ladder)
        m_tabs->setTabText(m_tabs->indexOf(m_ladder), tr("Diagnosis"));
    if (m_curator)
        m_tabs->setTabText(m_tabs->indexOf(m_curator), tr("Curator"));
    if (m_rounds)
        m_tabs->setTabText(m_tabs->indexOf(m_rounds), tr("Rounds && Report"));
}

bool MainWindow::ensureView(const QString &name)
{
    if (name.startsWith(QLatin1String("curator"), Qt::CaseInsensitive))
        return curatorView() != nullptr;
    if (name.startsWith(QLatin1String("rounds"), Qt::CaseInsensitive))
        return roundsView() != nullptr;
    if (name.startsWith(QLatin1String("optimize"), Qt::CaseInsensitive))
        return optimizeView() != nullptr;
    return false;
}

CuratorView *MainWindow::curatorView()
{
    if (!m_curator) {
        m_curator = new CuratorView(m_tabs);
        m_curator->setObjectName(QStringLiteral("curator"));
        m_tabs->addTab(m_curator, tr("Curator"));
        for (BackgroundJob *job : { m_curator->loadJob(), m_curator->historyJob(), m_curator->exportJob(),
                 m_curator->proposals()->loadJob(), m_curator->proposals()->synthesisJob() })
            addJob(job); // its reads, in the status bar; waitUntilIdle() waits for them
        m_curator->setWorkspace(m_options.workspace);
        m_curator->setKnowledgeBase(m_options.knowledgeBase);
        m_curator->setOpenPath(m_currentPath, m_selection->current());
        connect(m_curator, &CuratorView::message, this, &MainWindow::appendLog);
        connect(m_curator, &CuratorView::knowledgeChanged, this, [this] {
            statusBar()->showMessage(tr("The knowledge base changed: Run Diagnosis Again (F5) applies it."), 8000);
            if (m_rounds)
                m_rounds->reload();
        });
        connect(
            this, &MainWindow::pathOpened, m_curator, [this](const QString &path) { m_curator->setOpenPath(path, QString()); });
    }
    return m_curator;
}

RoundsView *MainWindow::roundsView()
{
    if (!m_rounds) {
        m_rounds = new RoundsView(m_tabs);
        m_rounds->setObjectName(QStringLiteral("rounds"));
        m_tabs->addTab(m_rounds, tr("Rounds && Report"));
        addJob(m_rounds->loadJob());
        addJob(m_rounds->diffJob());
        connect(m_rounds, &RoundsView::message, this, &MainWindow::appendLog);
        m_rounds->setWorkspace(m_options.workspace);
    }
    return m_rounds;
}

void MainWindow::openDemo()
{
    const QString kit = m_demoKit.isEmpty() ? Paths::demoKit() : m_demoKit;
    if (kit.isEmpty() || !QFileInfo::exists(kit + QStringLiteral("/rounds.json"))) {
        const QString message
            = tr("The demo is not installed next to the application (a demo-kit folder beside the executable).");
        appendLog(message);
        statusBar()->showMessage(message, 10000);
        return;
    }
    // The demo's rounds live in their own workspace, the session's workspace from now on (not saved).
    m_options.workspace = m_demoWorkspace.isEmpty() ? Paths::demoWorkspace() : m_demoWorkspace;
    const QString workspace = m_options.workspace, kb = m_options.knowledgeBase;
    m_demoJob->start(tr("Preparing the demo…"), [kit, workspace, kb](const JobControl &control) {
        return QVariant::fromValue(Demo::buildWorkspace(kit, workspace, kb, control));
    });
}

void MainWindow::openSettings()
{
    QSettings settings;
    SettingsDialog::Values v;
    v.language = settings.value(QStringLiteral("ui/language"), QStringLiteral("system")).toString();
    v.knowledgeBase = m_options.knowledgeBase;
    v.workspace = m_options.workspace;
    v.compilerSource = settings.value(QStringLiteral("diagnosis/compilerSource")).toString();
    v.theme = settings.value(QStringLiteral("ui/theme"), QStringLiteral("system")).toString();
    SettingsDialog dialog(v, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const SettingsDialog::Values n = dialog.values();
    if (m_options.persistSettings) {
        settings.setValue(QStringLiteral("ui/language"), n.language);
        settings.setValue(QStringLiteral("diagnosis/compilerSource"), n.compilerSource);
        settings.setValue(QStringLiteral("ui/theme"), n.theme);
        settings.setValue(QStringLiteral("paths/knowledgeBase"), n.knowledgeBase);
        settings.setValue(QStringLiteral("paths/workspace"), n.workspace);
    }
    if (n.language != v.language) {
        for (QAction *a : std::as_const(m_languageActions))
            a->setChecked(a->data().toString() == n.language);
        setLanguage(n.language);
    }
    if (n.theme != v.theme)
        SettingsDialog::applyTheme(n.theme);
    if (n.knowledgeBase != v.knowledgeBase) {
        m_options.knowledgeBase = n.knowledgeBase;
        if (m_curator)
            m_curator->setKnowledgeBase(n.knowledgeBase);
    }
    if (n.workspace != v.workspace) {
        m_options.workspace = n.workspace;
        if (m_curator)
            m_curator->setWorkspace(n.workspace);
        if (m_rounds)
            m_rounds->setWorkspace(n.workspace);
        if (m_optimize)
            m_optimize->setWorkspace(n.workspace, m_options.knowledgeBase);
    }
    if ((n.knowledgeBase != v.knowledgeBase || n.compilerSource != v.compilerSource) && !m_currentPath.isEmpty())
        analyze(m_currentPath);
}

void MainWindow::showShortcuts()
{
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("shortcutsDialog"));
    dialog.setWindowTitle(tr("Keyboard Shortcuts"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *list = new QTreeWidget(&dialog);
    list->setObjectName(QStringLiteral("shortcutList"));
    list->setRootIsDecorated(false);
    list->setHeaderLabels({ tr("Action"), tr("Shortcut") });
    // Every menu action with a shortcut, as the menus name it now (so the list is in the current language).
    std::function<void(QMenu *)> walk = [&](QMenu *menu) {
        for (QAction *a : menu->actions()) {
            if (a->menu())
                walk(a->menu());
            else if (!a->shortcuts().isEmpty()) {
                QStringList keys;
                for (const QKeySequence &k : a->shortcuts())
                    keys << k.toString(QKeySequence::NativeText);
                new QTreeWidgetItem(list,
                    { QString(a->text())
                            .replace(QLatin1String("&&"), QStringLiteral("\x01"))
                            .remove(QLatin1Char('&'))
                            .replace(QLatin1Char('\x01'), QLatin1Char('&')),
                        keys.join(QStringLiteral(", ")) });
            }
        }
    };
    for (QAction *top : menuBar()->actions())
        if (top->menu())
            walk(top->menu());
    // Keys of the views themselves.
    const QList<std::pair<QString, QString>> views {
        { tr("Source & IR: first and last line"),
            QKeySequence(Qt::CTRL | Qt::Key_Home).toString(QKeySequence::NativeText) + QStringLiteral(", ")
                + QKeySequence(Qt::CTRL | Qt::Key_End).toString(QKeySequence::NativeText) },
        { tr("Timeline: next search hit"), QKeySequence(Qt::Key_Return).toString(QKeySequence::NativeText) },
        { tr("Findings and Diagnosis: next link (location, pattern, evidence), then show it"),
            QKeySequence(Qt::Key_Tab).toString(QKeySequence::NativeText) + QStringLiteral(", ")
                + QKeySequence(Qt::Key_Return).toString(QKeySequence::NativeText) }
    };
    for (const auto &[what, keys] : views)
        new QTreeWidgetItem(list, { what, keys });
    list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    list->resizeColumnToContents(1);
    layout->addWidget(list);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(560, 520);
    dialog.exec();
}

void MainWindow::zoom(int steps)
{
    m_zoom = qBound(-6, m_zoom + steps, 20);
    applyZoom();
    statusBar()->showMessage(
        tr("Zoom: %1 pt").arg(m_zoom >= 0 ? QStringLiteral("+%1").arg(m_zoom) : QString::number(m_zoom)), 2000);
}

// The IR views, the code text views (fixed-pitch plain text: diffs, JSON) and the findings (the Findings dock and the
// Diagnosis tab, read from afar on a projector) take the zoomed size of their font;
// each keeps its unzoomed size in a property so that zooming never accumulates rounding.
void MainWindow::applyZoom()
{
    QList<QWidget *> views;
    for (IrView *v : findChildren<IrView *>())
        views.append(v);
    for (FindingsBrowser *b : findChildren<FindingsBrowser *>())
        views.append(b);
    for (QPlainTextEdit *e : findChildren<QPlainTextEdit *>())
        if (e->font().fixedPitch() || QFontInfo(e->font()).fixedPitch())
            views.append(e);
    for (QWidget *w : std::as_const(views)) {
        QVariant base = w->property("lowerscopeBasePointSize");
        if (!base.isValid()) {
            base = w->font().pointSizeF();
            w->setProperty("lowerscopeBasePointSize", base);
        }
        QFont f = w->font();
        const double size = qMax(4.0, base.toDouble() + m_zoom);
        if (!qFuzzyCompare(f.pointSizeF(), size)) {
            f.setPointSizeF(size);
            w->setFont(f);
        }
    }
}

} // namespace Lowerscope::Ui
