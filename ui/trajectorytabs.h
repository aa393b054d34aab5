// SPDX-License-Identifier: MIT
#pragma once

#include "trajectoryloader.h"

#include <QObject>

namespace Lowerscope::Ui {

class MainWindow;
class SourceIrView;
class TrajectoryView;

// Connects the main window to the trajectory: every opened path is read in the background (progress and
// cancel in the status bar), then the "Trajectory" and "Source & IR" tabs show the result.
class TrajectoryTabs : public QObject
{
    Q_OBJECT
public:
    explicit TrajectoryTabs(MainWindow *window);

    TrajectoryView *trajectoryView() const { return m_trajectory; }
    SourceIrView *sourceIrView() const { return m_sourceIr; }
    TrajectoryLoader *loader() const { return m_loader; }
    const QList<LoadedKernel> &kernels() const { return m_kernels; }
    void showKernel(int index);

private:
    void loaded(const TrajectoryLoad &load);
    void ensureTabs();
    void retranslateUi();
    bool eventFilter(QObject *watched, QEvent *event) override;

    MainWindow *m_window;
    TrajectoryLoader *m_loader;
    TrajectoryView *m_trajectory = nullptr;
    SourceIrView *m_sourceIr = nullptr;
    QList<LoadedKernel> m_kernels;
};

} // namespace Lowerscope::Ui
