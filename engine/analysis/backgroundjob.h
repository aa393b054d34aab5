// SPDX-License-Identifier: MIT
#pragma once

#include "core/jobcontrol.h"

#include <QFuture>
#include <QObject>
#include <QVariant>
#include <memory>

namespace Lowerscope {

// One kind of background work with the worker discipline every job of the desktop follows: latest request
// wins (start() cancels the job before it and bumps a generation; results and progress of older generations
// are dropped), cancel() stops the running job at its next check, and the destructor cancels and waits. The
// work runs on the thread pool; progress and the result arrive on this object's thread. The status bar
// shows one of these per job (ui/common/jobstatus.h).
class BackgroundJob : public QObject {
    Q_OBJECT
public:
    using Work = std::function<QVariant(const JobControl &control)>;

    explicit BackgroundJob(QObject *parent = nullptr);
    ~BackgroundJob() override;

    void start(const QString &title, Work work);
    // Stops the running job; its result is dropped and cancelled() is emitted.
    void cancel();
    bool isRunning() const { return m_running != 0; }
    QString title() const { return m_title; }
    // Waits for every worker of this job to return (their results are not delivered): for destructors and tests.
    void waitForWorkers();

Q_SIGNALS:
    void started(const QString &title);
    void progress(int permille, const QString &step);
    void finished(const QVariant &result);
    void cancelled();

private:
    quint64 m_generation = 0;
    quint64 m_running = 0; // the generation whose result is awaited, 0 when idle
    QString m_title;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QList<QFuture<QVariant>> m_workers;
};

} // namespace Lowerscope
