// SPDX-License-Identifier: MIT
#include "trajectory/trajectorytabs.h"

#include "common/kernelselection.h"
#include "shell/mainwindow.h"
#include "trajectory/sourceirview.h"
#include "trajectory/trajectoryview.h"

#include <QTabWidget>

namespace Lowerscope::Ui {

TrajectoryTabs::TrajectoryTabs(MainWindow *window, KernelSelection *selection)
    : QObject(window)
    , m_window(window)
    , m_selection(selection)
{
    connect(selection, &KernelSelection::changed, this, [this](const QString &kernel) {
        if (m_analysis)
            showKernel(m_analysis->kernelIndex(kernel));
    });
}

void TrajectoryTabs::ensureTabs()
{
    if (m_trajectory)
        return;
    QTabWidget *tabs = m_window->centralTabs();
    m_trajectory = new TrajectoryView(tabs);
    m_trajectory->setObjectName(QStringLiteral("trajectory"));
    m_sourceIr = new SourceIrView(tabs);
    m_sourceIr->setObjectName(QStringLiteral("source"));
    // Right after Start, whatever the profile views added first: the order never depends on which loader won.
    tabs->insertTab(1, m_trajectory, QString());
    tabs->insertTab(2, m_sourceIr, QString());
    connect(m_trajectory, &TrajectoryView::kernelChosen, this, [this](int index) {
        if (m_analysis && index >= 0 && index < m_analysis->kernels.size())
            m_selection->select(m_analysis->kernels.at(index).trajectory.kernel);
    });
    retranslateUi();
}

bool TrajectoryTabs::setAnalysis(const std::shared_ptr<const PathAnalysis> &analysis)
{
    if (analysis->kernels.isEmpty()) {
        m_window->appendLog(
            tr("%1: no lowering trajectory found (no IR stages, per-pass dumps or TritonParse logs)").arg(analysis->path));
        return false;
    }
    m_analysis = analysis;
    m_shown = -1;
    ensureTabs();
    m_window->centralTabs()->setCurrentWidget(m_trajectory);
    m_window->appendLog(tr("Trajectory of %1: %n kernel(s)", nullptr, int(analysis->kernels.size())).arg(analysis->path));
    return true;
}

void TrajectoryTabs::showKernel(int index)
{
    if (!m_analysis || index < 0 || index >= m_analysis->kernels.size() || index == m_shown)
        return;
    m_shown = index;
    const AnalyzedKernel &k = m_analysis->kernels.at(index);
    QStringList names; // the selector follows the shared selection
    for (const AnalyzedKernel &other : std::as_const(m_analysis->kernels))
        names << other.trajectory.kernel;
    m_trajectory->setKernelNames(names, index);
    m_trajectory->setTrajectory(k.trajectory);
    m_sourceIr->setTrajectory(k.trajectory, k.texts);
    if (!k.sassMetrics.isEmpty())
        m_sourceIr->setMetrics(QStringLiteral("sass"), k.sassMetrics);
    if (!k.sourceMetrics.isEmpty())
        m_sourceIr->setMetrics(QStringLiteral("source"), k.sourceMetrics);
}

void TrajectoryTabs::retranslateUi()
{
    if (!m_trajectory)
        return;
    QTabWidget *tabs = m_window->centralTabs();
    tabs->setTabText(tabs->indexOf(m_trajectory), tr("Trajectory"));
    tabs->setTabText(tabs->indexOf(m_sourceIr), tr("Source && IR"));
}

} // namespace Lowerscope::Ui
