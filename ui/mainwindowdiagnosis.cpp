// SPDX-License-Identifier: MIT
// MainWindow's diagnosis: the Findings dock shows the ladder and the findings of the opened path's analysis
// (mainwindowanalysis.cpp), follows the shared kernel selection, and activating a finding or its evidence
// shows that line.
#include "mainwindow.h"

#include "core/backendregistry.h"
#include "diagnosis/diagnosisengine.h"
#include "findingspanel.h"
#include "kernelselection.h"
#include "sourceirview.h"
#include "trajectorytabs.h"

#include <QFileInfo>

namespace Lowerscope::Ui {

// The Source & IR pane that shows an artifact: the final stage its file name says it is, as the backends name it.
static QString paneFor(const QString &artifact)
{
    return BackendRegistry::instance().stageForFile(artifact).stage;
}

void MainWindow::setupDiagnosis()
{
    connect(m_selection, &KernelSelection::changed, m_findingsPanel, &FindingsPanel::selectKernel);
    connect(m_findingsPanel, &FindingsPanel::kernelChosen, m_selection, &KernelSelection::select);
    connect(m_findingsPanel, &FindingsPanel::evidenceActivated, this, [this](const QString &artifact, int line, int sourceLine) {
        SourceIrView *view = m_trajectoryTabs ? m_trajectoryTabs->sourceIrView() : nullptr;
        if (!view)
            return;
        const QString pane = paneFor(artifact);
        if (!pane.isEmpty() && line > 0)
            view->selectLine(pane, line);
        else if (sourceLine > 0)
            view->selectLine(QStringLiteral("source"), sourceLine);
        else
            return;
        showView(QStringLiteral("source"));
    });
}

// The analysis's warnings (the diagnosis's included) are logged once, by showAnalysis.
void MainWindow::showDiagnosis(const DiagnosisReport &report)
{
    m_findingsPanel->setReport(report);
    if (!report.error.isEmpty())
        appendLog(report.error);
    for (const Diagnosis &d : report.kernels)
        appendLog(tr("%1: findings %2, levels reached %3").arg(d.kernel).arg(d.findings.size()).arg(d.levelsReached.join(QStringLiteral(" → "))));
}

} // namespace Lowerscope::Ui
