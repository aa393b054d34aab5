// SPDX-License-Identifier: MIT
// MainWindow's diagnosis: every opened path is diagnosed on a worker thread (DiagnosisJob); the Findings
// dock shows the ladder and the findings, and activating a finding or its evidence shows that line.
#include "mainwindow.h"

#include "core/backendregistry.h"
#include "diagnosis/diagnosisengine.h"
#include "findingspanel.h"
#include "sourceirview.h"
#include "trajectorytabs.h"

#include <QSettings>

namespace Lowerscope::Ui {

// The Source & IR pane that shows an artifact: the final stage its file name says it is, as the backends name it.
static QString paneFor(const QString &artifact)
{
    return BackendRegistry::instance().stageForFile(artifact).stage;
}

void MainWindow::setupDiagnosis()
{
    m_diagnosis = new DiagnosisJob(this);
    connect(this, &MainWindow::pathOpened, this, [this](const QString &path) {
        DiagnosisRequest request;
        request.path = path;
        request.knowledgeBase = m_options.knowledgeBase;
        request.compilerSourceDir = QSettings().value(QStringLiteral("diagnosis/compilerSource")).toString();
        m_findingsPanel->setRunning(true);
        m_diagnosis->start(request);
    });
    connect(m_diagnosis, &DiagnosisJob::finished, this, [this](const DiagnosisReport &report) {
        m_findingsPanel->setReport(report);
        for (const Warning &w : report.diagnostics.warnings)
            appendLog(w.toText());
        if (!report.error.isEmpty())
            appendLog(report.error);
        for (const Diagnosis &d : report.kernels)
            appendLog(tr("%1: findings %2, levels reached %3").arg(d.kernel).arg(d.findings.size()).arg(d.levelsReached.join(QStringLiteral(" → "))));
    });
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

} // namespace Lowerscope::Ui
