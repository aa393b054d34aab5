// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/pathanalysis.h"

#include <QObject>
#include <memory>

namespace Lowerscope::Ui {

class KernelSelection;
class MainWindow;
class SourceIrView;
class TrajectoryView;

// Presents the trajectories of an opened path (read by the one analysis job, see MainWindow) as the
// "Trajectory" and "Source & IR" tabs, showing the kernel of the shared selection.
class TrajectoryTabs : public QObject {
    Q_OBJECT
public:
    TrajectoryTabs(MainWindow *window, KernelSelection *selection);

    TrajectoryView *trajectoryView() const { return m_trajectory; }
    SourceIrView *sourceIrView() const { return m_sourceIr; }
    // Takes the analysis of a newly opened path; false (and the tabs keep what they had) when it holds no
    // trajectory. The selection then picks the kernel to show.
    bool setAnalysis(const std::shared_ptr<const PathAnalysis> &analysis);
    QList<AnalyzedKernel> kernels() const { return m_analysis ? m_analysis->kernels : QList<AnalyzedKernel>(); }
    void showKernel(int index);
    void retranslateUi(); // MainWindow's language change

private:
    void ensureTabs();

    MainWindow *m_window;
    KernelSelection *m_selection;
    TrajectoryView *m_trajectory = nullptr;
    SourceIrView *m_sourceIr = nullptr;
    std::shared_ptr<const PathAnalysis> m_analysis;
    int m_shown = -1;
};

} // namespace Lowerscope::Ui
