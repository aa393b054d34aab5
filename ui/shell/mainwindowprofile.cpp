// SPDX-License-Identifier: MIT
// MainWindow's profile views, kept apart from mainwindow.cpp: the Timeline and Charts tabs, and the round
// history read from the workspace in the background.
#include "analysis/backgroundjob.h"
#include "charts/chartreduce.h"
#include "charts/chartspane.h"
#include "common/kernelselection.h"
#include "shell/mainwindow.h"
#include "shell/profiletabs.h"
#include "workspace/report.h"
#include "workspace/workspace.h"

Q_DECLARE_METATYPE(Lowerscope::Ui::Charts::LineChart)

namespace Lowerscope::Ui {

void MainWindow::setupProfileViews()
{
    m_profileTabs = new ProfileTabs(m_tabs, this);
    connect(m_profileTabs, &ProfileTabs::message, this, &MainWindow::appendLog);
    connect(m_profileTabs, &ProfileTabs::kernelActivated, this, &MainWindow::revealKernel);
    connect(m_selection, &KernelSelection::changed, m_profileTabs, &ProfileTabs::setKernel);
    m_workspaceJob = new BackgroundJob(this);
    m_workspaceJob->setObjectName(QStringLiteral("workspaceJob"));
    addJob(m_workspaceJob);
    connect(m_workspaceJob, &BackgroundJob::finished, this, [this](const QVariant &result) {
        const auto rounds = result.value<Charts::LineChart>();
        if (Charts::ChartsPane *charts = m_profileTabs->charts(); charts && !rounds.series.isEmpty())
            charts->setRounds(rounds);
    });
}

// The Charts tab's speedup-per-round chart comes from the workspace's recorded rounds, read off the GUI thread
// (never created here: a missing workspace just leaves the chart empty).
void MainWindow::showRoundHistory()
{
    if (!m_profileTabs->charts() || m_options.workspace.isEmpty())
        return;
    const QString path = m_options.workspace;
    m_workspaceJob->start(tr("Reading the workspace %1…").arg(path), [path](const JobControl &control) {
        control.reportPermille(0, QStringLiteral("workspace"));
        Workspace ws;
        QString error;
        if (!ws.open(path, &error, Workspace::OpenMode::MustExist))
            return QVariant::fromValue(Charts::LineChart());
        const Report report = Report::build(ws.operators(), ws.rounds());
        QList<Charts::OperatorSpeedup> series;
        for (const SpeedupSeries &s : report.series)
            series.append({ s.operatorName, s.perRound, s.bestSoFar.isEmpty() ? 1.0 : s.bestSoFar.constLast().y() });
        return QVariant::fromValue(series.isEmpty() ? Charts::LineChart() : Charts::speedupPerRound(series));
    });
}

} // namespace Lowerscope::Ui
