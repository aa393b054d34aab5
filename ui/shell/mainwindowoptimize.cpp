// SPDX-License-Identifier: MIT
// MainWindow and the optimization loop: File ▸ Optimize Operator Tasks… and the Start page's button open the
// start dialog; the Optimize tab shows the loop live (ui/optimize/optimizeview.h).
#include "optimize/optimizedialog.h"
#include "optimize/optimizeview.h"
#include "rounds/roundsview.h"
#include "shell/mainwindow.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

namespace Lowerscope::Ui {

void MainWindow::setupOptimize()
{
    m_optimizeAction = new QAction(QIcon::fromTheme(QStringLiteral("media-playback-start")), QString(), this);
    m_optimizeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_optimizeAction, &QAction::triggered, this, &MainWindow::openOptimizeDialog);
    m_fileMenu->insertAction(m_quit, m_optimizeAction);
    m_fileMenu->insertSeparator(m_quit);
}

OptimizeView *MainWindow::optimizeView()
{
    if (!m_optimize) {
        m_optimize = new OptimizeView(m_tabs);
        m_optimize->setObjectName(QStringLiteral("optimize"));
        m_tabs->addTab(m_optimize, tr("Optimize"));
        connect(m_optimize, &OptimizeView::startRequested, this, &MainWindow::openOptimizeDialog);
        connect(m_optimize, &OptimizeView::message, this, &MainWindow::appendLog);
        connect(m_optimize, &OptimizeView::loopFinished, this, [this] {
            if (m_rounds)
                m_rounds->reload();
        });
        m_optimize->setWorkspace(m_options.workspace, m_options.knowledgeBase);
    }
    return m_optimize;
}

void MainWindow::openOptimizeDialog()
{
    if (m_optimize && m_optimize->isRunning()) {
        showView(QStringLiteral("optimize"));
        statusBar()->showMessage(tr("The loop is running; cancel it before starting another."), 6000);
        return;
    }
    // The open path, when it is a task folder, is the first task.
    QStringList tasks;
    if (!m_currentPath.isEmpty() && QFileInfo::exists(m_currentPath + QStringLiteral("/task.json")))
        tasks << m_currentPath;
    QSettings settings;
    OptimizeDialog dialog(tasks, RunnerProfiles::load(settings), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    startOptimize(dialog.spec());
}

bool MainWindow::startOptimize(Optimize::LoopSpec spec)
{
    spec.workspace = m_options.workspace;
    spec.knowledgeBase = m_options.knowledgeBase;
    showView(QStringLiteral("optimize"));
    return optimizeView()->start(spec);
}

void MainWindow::retranslateOptimize()
{
    if (!m_optimizeAction)
        return;
    m_optimizeAction->setText(tr("&Optimize Operator Tasks…"));
    if (m_optimize)
        m_tabs->setTabText(m_tabs->indexOf(m_optimize), tr("Optimize"));
}

} // namespace Lowerscope::Ui
