// SPDX-License-Identifier: MIT
// MainWindow's profile views, kept apart from mainwindow.cpp: the Timeline and Charts tabs, the jump from
// a kernel event to its folder.
#include "mainwindow.h"

#include "charts/chartreduce.h"
#include "charts/chartspane.h"
#include "profiletabs.h"
#include "workspace/report.h"
#include "workspace/workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeView>

namespace Lowerscope::Ui {

void MainWindow::setupProfileViews()
{
    m_profileTabs = new ProfileTabs(m_tabs, m_progress, m_cancel, this);
    connect(this, &MainWindow::pathOpened, m_profileTabs, &ProfileTabs::open);
    connect(m_profileTabs, &ProfileTabs::message, this, &MainWindow::appendLog);
    connect(m_profileTabs, &ProfileTabs::kernelActivated, this, &MainWindow::revealKernel);
    connect(m_profileTabs, &ProfileTabs::loaded, this, &MainWindow::showRoundHistory);
}

// The Charts tab's speedup-per-round chart comes from the workspace's recorded rounds (never created here:
// a missing workspace just leaves the chart empty). The workspace is small; reading it is a few ms.
void MainWindow::showRoundHistory()
{
    Charts::ChartsPane *charts = m_profileTabs->charts();
    if (!charts || m_options.workspace.isEmpty())
        return;
    Workspace ws;
    QString error;
    if (!ws.open(m_options.workspace, &error, Workspace::OpenMode::MustExist))
        return;
    const Report report = Report::build(ws.operators(), ws.rounds());
    QList<Charts::OperatorSpeedup> series;
    for (const SpeedupSeries &s : report.series)
        series.append({s.operatorName, s.perRound, s.bestSoFar.isEmpty() ? 1.0 : s.bestSoFar.constLast().y()});
    if (!series.isEmpty())
        charts->setRounds(Charts::speedupPerRound(series));
}

// A kernel's folder is named after the Triton function, with or without its "_kernel" suffix
// (transpose_naive_kernel → transpose_naive/).
void MainWindow::revealKernel(const QString &kernel)
{
    const QFileInfo open(m_currentPath);
    const QDir root = open.isDir() ? QDir(m_currentPath) : open.absoluteDir();
    QStringList names{kernel};
    if (kernel.endsWith(QLatin1String("_kernel")))
        names.append(kernel.chopped(7));
    QString folder;
    for (const QString &n : std::as_const(names))
        if (root.exists(n) && QFileInfo(root.filePath(n)).isDir()) {
            folder = root.filePath(n);
            break;
        }
    if (folder.isEmpty()) {
        statusBar()->showMessage(tr("No folder for kernel %1 under %2").arg(kernel, root.path()), 8000);
    } else {
        m_evidenceView->setCurrentIndex(m_evidenceModel->index(folder));
        m_evidenceView->scrollTo(m_evidenceView->currentIndex());
        appendLog(tr("Kernel %1: %2").arg(kernel, folder));
    }
    Q_EMIT kernelRequested(folder, kernel);
}

} // namespace Lowerscope::Ui
