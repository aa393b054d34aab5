// SPDX-License-Identifier: MIT
#include "trajectorytabs.h"

#include "mainwindow.h"
#include "sourceirview.h"
#include "trajectoryview.h"

#include <QEvent>
#include <QTabWidget>

namespace Lowerscope::Ui {

TrajectoryTabs::TrajectoryTabs(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_loader(new TrajectoryLoader(this))
{
    connect(window, &MainWindow::pathOpened, m_loader, &TrajectoryLoader::load);
    connect(m_loader, &TrajectoryLoader::started, this, [this](const QString &path) {
        m_window->showProgress(tr("Reading the lowering trajectory of %1…").arg(path), [this] { m_loader->cancel(); });
    });
    connect(m_loader, &TrajectoryLoader::progress, window, &MainWindow::updateProgress);
    connect(m_loader, &TrajectoryLoader::finished, this, &TrajectoryTabs::loaded);
    window->installEventFilter(this); // language changes retitle the tabs
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
    connect(m_trajectory, &TrajectoryView::kernelChosen, this, &TrajectoryTabs::showKernel);
    retranslateUi();
}

void TrajectoryTabs::loaded(const TrajectoryLoad &load)
{
    m_window->hideProgress();
    for (const Warning &w : load.diagnostics.warnings)
        m_window->appendLog(w.toText());
    if (load.cancelled) {
        m_window->appendLog(tr("Reading %1 was cancelled").arg(load.path));
        return;
    }
    if (load.kernels.isEmpty()) {
        m_window->appendLog(tr("%1: no lowering trajectory found (no IR stages, per-pass dumps or TritonParse logs)").arg(load.path));
        return;
    }
    m_kernels = load.kernels;
    ensureTabs();
    QStringList names;
    for (const LoadedKernel &k : std::as_const(m_kernels))
        names << k.trajectory.kernel;
    m_trajectory->setKernelNames(names, 0);
    showKernel(0);
    m_window->centralTabs()->setCurrentWidget(m_trajectory);
    m_window->appendLog(tr("Trajectory of %1: %n kernel(s)", nullptr, int(m_kernels.size())).arg(load.path));
}

void TrajectoryTabs::showKernel(int index)
{
    if (index < 0 || index >= m_kernels.size())
        return;
    const LoadedKernel &k = m_kernels.at(index);
    m_trajectory->setTrajectory(k.trajectory);
    m_sourceIr->setTrajectory(k.trajectory, k.texts);
    if (!k.sassMetrics.isEmpty())
        m_sourceIr->setSideColumn(QStringLiteral("sass"), tr("warp stall samples"), k.sassMetrics);
}

void TrajectoryTabs::retranslateUi()
{
    if (!m_trajectory)
        return;
    QTabWidget *tabs = m_window->centralTabs();
    tabs->setTabText(tabs->indexOf(m_trajectory), tr("Trajectory"));
    tabs->setTabText(tabs->indexOf(m_sourceIr), tr("Source && IR"));
}

bool TrajectoryTabs::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace Lowerscope::Ui
