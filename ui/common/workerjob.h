// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/backgroundjob.h"

#include <QVariant>
#include <functional>
#include <type_traits>

namespace Lowerscope::Ui {

// "Work on a BackgroundJob, then show": what a view reads (or computes) off the GUI thread and the function that
// shows its typed result on the GUI thread, in one place for every view. The job's discipline holds (latest
// request wins, cancel, the destructor cancels and waits: analysis/backgroundjob.h); only the latest start()'s
// result reaches its SHOW. The job is the owner's child, so the status bar can show it (ui/common/jobstatus.h).
class WorkerJob {
public:
    explicit WorkerJob(QObject *owner)
        : m_job(new BackgroundJob(owner))
    {
        QObject::connect(m_job, &BackgroundJob::finished, owner, [this](const QVariant &result) {
            if (m_show)
                m_show(result);
        });
    }
    ~WorkerJob() { delete m_job; } // cancels and waits before m_show goes
    WorkerJob(const WorkerJob &) = delete;
    WorkerJob &operator=(const WorkerJob &) = delete;

    // Runs WORK(const JobControl &) on the thread pool and hands its result to SHOW on the owner's thread.
    template<typename Work, typename Show> void start(const QString &title, Work work, Show show)
    {
        using Result = std::invoke_result_t<Work, const JobControl &>;
        m_show = [show = std::move(show)](const QVariant &result) { show(result.value<Result>()); };
        m_job->start(title, [work = std::move(work)](const JobControl &control) { return QVariant::fromValue(work(control)); });
    }
    void cancel() { m_job->cancel(); }
    bool isRunning() const { return m_job->isRunning(); }
    BackgroundJob *job() const { return m_job; }

private:
    BackgroundJob *m_job;
    std::function<void(const QVariant &)> m_show;
};

} // namespace Lowerscope::Ui
