// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chartreduce.h"
#include "timelinemodel.h"

#include <QFuture>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <memory>

class QProgressBar;
class QTabWidget;
class QToolButton;

namespace Lowerscope::Ui {

namespace Charts {
class ChartsPane;
}
class TimelinePane;

// What one background load produced: the timeline laid out and the charts reduced, ready to show.
struct ProfileViews {
    TimelineModel timeline;
    Charts::ChartSet charts;
    Diagnostics diagnostics;
    QStringList formats;
    bool cancelled = false;
};

// Reads a profile (file or folder) off the GUI thread and presents it as the "Timeline" and "Charts" tabs.
// Progress goes to the status bar's bar, which stays visible while loading (so MainWindow::waitUntilIdle
// waits for it); the Cancel button stops the read. A newer open wins over an older one still running.
class ProfileTabs : public QObject
{
    Q_OBJECT
public:
    ProfileTabs(QTabWidget *tabs, QProgressBar *progress, QToolButton *cancel, QObject *parent = nullptr);
    ~ProfileTabs() override; // cancels a running load and waits for it

    void open(const QString &path);
    void cancel();
    bool isLoading() const { return m_loading; }
    TimelinePane *timeline() const { return m_timeline; }
    Charts::ChartsPane *charts() const { return m_charts; }

    // The work itself, callable without widgets: read, lay out, reduce.
    static ProfileViews load(const QString &path, const std::atomic<bool> *cancel,
                             const std::function<void(qint64, qint64)> &progress = {});

Q_SIGNALS:
    void loaded();
    void kernelActivated(const QString &name);
    void message(const QString &text);

private:
    void apply(const ProfileViews &views);
    void finishLoading();
    void retranslateTabs();
    bool eventFilter(QObject *watched, QEvent *event) override;

    QPointer<QTabWidget> m_tabs;
    QPointer<QProgressBar> m_progress;
    QPointer<QToolButton> m_cancelButton;
    TimelinePane *m_timeline = nullptr;
    Charts::ChartsPane *m_charts = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFuture<ProfileViews> m_work; // the worker itself: its continuation runs on the GUI thread, so never wait on that
    int m_generation = 0;
    bool m_loading = false;
};

} // namespace Lowerscope::Ui
