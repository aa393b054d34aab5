// SPDX-License-Identifier: MIT
// MainWindow's diagnosis: the Diagnosis tab (the ladder, ui/diagnosis/ladderview.h) and the Findings dock show the ladder and
// the findings of the opened path's analysis (mainwindowanalysis.cpp), follow the shared kernel selection, and
// activating a finding or its evidence shows it: an IR or source line, a metric in the timeline, a pattern in
// the curator.
#include "analysis/backgroundjob.h"
#include "common/kernelselection.h"
#include "core/backendregistry.h"
#include "core/enginetext.h"
#include "curator/curatorview.h"
#include "diagnosis/diagnosisengine.h"
#include "diagnosis/findingspanel.h"
#include "diagnosis/ladderview.h"
#include "shell/mainwindow.h"
#include "shell/profiletabs.h"
#include "timeline/timelinepane.h"
#include "trajectory/sourceirview.h"
#include "trajectory/trajectorytabs.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QLineEdit>
#include <QStatusBar>
#include <QTabWidget>
#include <memory>

namespace Lowerscope::Ui {

// The Source & IR pane that shows an artifact: the final stage its file name says it is, as the backends name it.
static QString paneFor(const QString &artifact)
{
    return BackendRegistry::instance().stageForFile(artifact).stage;
}

void MainWindow::setupDiagnosis()
{
    // The Findings dock repeats the Diagnosis tab's findings: beside it, it is hidden; beside Source & IR too,
    // whose Python and IR panes need the room (the Diagnosis tab is Ctrl+1 away). The other views keep it
    // while the user wants it (View ▸ Findings).
    auto wanted = std::make_shared<bool>(true);
    const auto placeFindings = [this, wanted] {
        const QWidget *page = m_tabs->currentWidget();
        const bool beside
            = page && page->objectName() != QLatin1String("diagnosis") && page->objectName() != QLatin1String("source");
        const QSignalBlocker block(m_findingsDock);
        m_findingsDock->setVisible(*wanted && beside);
    };
    connect(m_findingsDock->toggleViewAction(), &QAction::triggered, this, [wanted](bool on) { *wanted = on; });
    connect(m_tabs, &QTabWidget::currentChanged, this, placeFindings);
    connect(m_selection, &KernelSelection::changed, m_findingsPanel, &FindingsPanel::selectKernel);
    connect(m_findingsPanel, &FindingsPanel::kernelChosen, m_selection, &KernelSelection::select);
    connect(m_findingsPanel, &FindingsPanel::evidenceActivated, this, &MainWindow::showEvidence);
    // The ladder shows the analysis job's state: running with its progress, cancelled, done.
    connect(m_analysisJob, &BackgroundJob::started, this, [this] {
        ensureLadder();
        m_ladder->setRunning(true);
    });
    connect(m_analysisJob, &BackgroundJob::progress, this, [this](int permille, const QString &step) {
        if (m_ladder)
            m_ladder->setProgress(permille, step);
    });
    connect(m_analysisJob, &BackgroundJob::cancelled, this, [this] {
        if (m_ladder)
            m_ladder->setRunning(false);
    });
}

void MainWindow::ensureLadder()
{
    if (m_ladder)
        return;
    m_ladder = new LadderView(m_tabs);
    m_ladder->setObjectName(QStringLiteral("diagnosis"));
    // After Source & IR when the trajectory tabs exist, else right after Start.
    const int source
        = m_trajectoryTabs && m_trajectoryTabs->sourceIrView() ? m_tabs->indexOf(m_trajectoryTabs->sourceIrView()) : -1;
    m_tabs->insertTab(source >= 0 ? source + 1 : 1, m_ladder, tr("Diagnosis"));
    connect(m_selection, &KernelSelection::changed, m_ladder, &LadderView::selectKernel);
    connect(m_ladder, &LadderView::kernelChosen, m_selection, &KernelSelection::select);
    connect(m_ladder, &LadderView::evidenceActivated, this, &MainWindow::showEvidence);
    connect(m_ladder, &LadderView::cancelRequested, m_analysisJob, &BackgroundJob::cancel);
    connect(m_ladder, &LadderView::runAgainRequested, this, [this] {
        if (!m_currentPath.isEmpty())
            analyze(m_currentPath);
    });
}

bool MainWindow::showEvidence(const Evidence &e, int sourceLine)
{
    if (e.artifact.startsWith(QLatin1String("kb:"))) {
        const QString id = e.artifact.mid(3);
        CuratorView *curator = curatorView();
        if (!curator->showEntry(id)) {
            statusBar()->showMessage(tr("%1 is not in the knowledge base %2").arg(id, m_options.knowledgeBase), 8000);
            return false;
        }
        m_tabs->setCurrentWidget(curator);
        return true;
    }
    if (e.kind == QLatin1String("metric") || e.kind == QLatin1String("rule")) {
        // A metric belongs to the kernel's launches: the timeline finds them.
        TimelinePane *timeline = m_profileTabs ? m_profileTabs->timeline() : nullptr;
        const QString kernel = m_selection->current();
        if (timeline && !kernel.isEmpty() && showView(QStringLiteral("timeline"))) {
            timeline->searchField()->setText(kernel);
            statusBar()->showMessage(tr("%1 = %2 (%3)").arg(e.metric, e.valueText(), e.artifact), 8000);
            return true;
        }
        statusBar()->showMessage(tr("%1 = %2 (%3)").arg(e.metric, e.valueText(), e.artifact), 8000);
        return false;
    }
    SourceIrView *view = m_trajectoryTabs ? m_trajectoryTabs->sourceIrView() : nullptr;
    if (!view)
        return false;
    const QString pane = paneFor(e.artifact);
    if (!pane.isEmpty() && e.line > 0)
        view->selectLine(pane, e.line);
    else if (sourceLine > 0)
        view->selectLine(QStringLiteral("source"), sourceLine);
    else
        return false;
    showView(QStringLiteral("source"));
    return true;
}

// The analysis's warnings (the diagnosis's included) are logged once, by showAnalysis.
void MainWindow::showDiagnosis(const DiagnosisReport &report)
{
    m_findingsPanel->setReport(report);
    ensureLadder();
    m_ladder->setReport(report);
    m_tabs->setCurrentWidget(m_ladder); // the ladder is what everyone reads first
    if (m_curator)
        m_curator->setOpenPath(m_currentPath, QString()); // every kernel of the path
    if (!report.error.isEmpty())
        appendLog(EngineText::translated(report.error));
    for (const Diagnosis &d : report.kernels)
        appendLog(tr("%1: findings %2, levels reached %3")
                .arg(d.kernel)
                .arg(d.findings.size())
                .arg(d.levelsReached.join(QStringLiteral(" → "))));
}

} // namespace Lowerscope::Ui
