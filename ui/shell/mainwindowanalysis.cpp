// SPDX-License-Identifier: MIT
// MainWindow's one analysis per opened path: every opened path is read once by one background job (the engine's
// analyzePath, then the timeline and charts laid out); the trajectory tabs, the profile tabs and the Findings
// dock all take its result, and the shared kernel selection tells them which kernel to show (a kernel
// double-clicked in the timeline too).
#include "analysis/backgroundjob.h"
#include "common/kernelselection.h"
#include "core/kernelname.h"
#include "diagnosis/findingspanel.h"
#include "shell/evidencebrowser.h"
#include "shell/mainwindow.h"
#include "shell/openbanner.h"
#include "shell/pathviews.h"
#include "shell/profiletabs.h"
#include "trajectory/trajectorytabs.h"

#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QSettings>
#include <QStatusBar>

namespace Lowerscope::Ui {

void MainWindow::setupAnalysis()
{
    qRegisterMetaType<Lowerscope::Ui::PathViews>();
    m_analysisJob = new BackgroundJob(this);
    m_analysisJob->setObjectName(QStringLiteral("analysisJob"));
    addJob(m_analysisJob);
    connect(this, &MainWindow::pathOpened, this, &MainWindow::analyze);
    connect(m_analysisJob, &BackgroundJob::finished, this,
        [this](const QVariant &result) { showAnalysis(result.value<PathViews>()); });
    connect(m_analysisJob, &BackgroundJob::cancelled, this, [this] {
        m_findingsPanel->setRunning(false);
        appendLog(tr("Reading %1 was cancelled").arg(m_currentPath));
    });
}

void MainWindow::analyze(const QString &path)
{
    AnalysisRequest request;
    request.path = path;
    request.knowledgeBase = m_options.knowledgeBase;
    request.compilerSourceDir = QSettings().value(QStringLiteral("diagnosis/compilerSource")).toString();
    m_findingsPanel->setRunning(true);
    m_analysisJob->start(tr("Reading %1…").arg(path),
        [request](const JobControl &control) { return QVariant::fromValue(PathViews::load(request, control)); });
}

void MainWindow::showAnalysis(const PathViews &views)
{
    const std::shared_ptr<const PathAnalysis> &a = views.analysis;
    for (const Warning &w : a->diagnostics.warnings)
        appendLog(w.toText());
    if (a->cancelled) {
        m_findingsPanel->setRunning(false);
        appendLog(tr("Reading %1 was cancelled").arg(a->path));
        return;
    }
    // A path that gave nothing says so over the views, and stays out of Recent.
    const PathContents contents = a->contents();
    m_openBanner->setContents(a->path, contents);
    if (!contents.nothingRead())
        addRecent(a->path);
    m_analysis = a;
    m_trajectoryTabs->setAnalysis(a);
    m_profileTabs->apply(views);
    showDiagnosis(a->diagnosis);
    // Every view shows the first kernel; later picks in any of them move all of them.
    const QString first = !a->kernels.isEmpty() ? a->kernels.constFirst().trajectory.kernel
        : !a->diagnosis.kernels.isEmpty()       ? a->diagnosis.kernels.constFirst().kernel
                                                : QString();
    m_selection->select(QString());
    m_selection->select(first);
    showRoundHistory();
}

// A kernel double-clicked in the timeline: when the analysis has it, every view shows it (the Trajectory tab
// and the Findings dock come to the front). Otherwise its folder under the open path is shown in the evidence
// browser; a folder is named after the Triton function, with or without its "_kernel" suffix
// (transpose_naive_kernel → transpose_naive/).
void MainWindow::revealKernel(const QString &kernel)
{
    if (m_analysis) {
        QString known;
        if (const int i = m_analysis->kernelIndex(kernel); i >= 0)
            known = m_analysis->kernels.at(i).trajectory.kernel;
        else
            for (const Diagnosis &d : m_analysis->diagnosis.kernels)
                if (d.kernel == kernel)
                    known = d.kernel;
        if (!known.isEmpty()) {
            m_selection->select(known);
            if (m_analysis->kernelIndex(known) >= 0)
                showView(QStringLiteral("trajectory"));
            m_findingsDock->show();
            m_findingsDock->raise();
            appendLog(tr("Kernel %1").arg(known));
            return;
        }
    }
    const QFileInfo open(m_currentPath);
    const QDir root = open.isDir() ? QDir(m_currentPath) : open.absoluteDir();
    const QStringList names = kernelNamesOf(kernel);
    QString folder;
    for (const QString &n : std::as_const(names))
        if (root.exists(n) && QFileInfo(root.filePath(n)).isDir()) {
            folder = root.filePath(n);
            break;
        }
    if (folder.isEmpty()) {
        statusBar()->showMessage(tr("No folder for kernel %1 under %2").arg(kernel, root.path()), 8000);
    } else {
        m_evidenceView->reveal(folder);
        appendLog(tr("Kernel %1: %2").arg(kernel, folder));
    }
}

} // namespace Lowerscope::Ui
