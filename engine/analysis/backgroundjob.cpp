// SPDX-License-Identifier: MIT
#include "backgroundjob.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace Lowerscope {

BackgroundJob::BackgroundJob(QObject *parent)
    : QObject(parent)
{
}

BackgroundJob::~BackgroundJob()
{
    if (m_cancel)
        m_cancel->store(true);
    waitForWorkers();
}

void BackgroundJob::waitForWorkers()
{
    // The workers only, not their continuations: those run on this thread and die with this object.
    for (QFuture<QVariant> &w : m_workers)
        w.waitForFinished();
}

void BackgroundJob::start(const QString &title, Work work)
{
    if (m_cancel)
        m_cancel->store(true); // the previous job stops early; its result would be dropped anyway
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = ++m_generation;
    m_running = generation;
    m_title = title;
    m_workers.removeIf([](const QFuture<QVariant> &f) { return f.isFinished(); });
    QPointer<BackgroundJob> self(this);
    JobControl control;
    control.cancel = m_cancel.get();
    // Progress comes from the worker thread: queue it here, at most one per per-mille step, and drop it once
    // a newer request started.
    auto last = std::make_shared<std::atomic<int>>(-1);
    control.progress = [self, generation, last](qint64 done, qint64 total, const QString &step) {
        if (total <= 0)
            return; // no measure of how far: the status bar keeps what it shows
        const int permille = int(1000 * qBound(qint64(0), done, total) / total);
        if (last->exchange(permille) == permille)
            return;
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, permille, step] {
                if (self && generation == self->m_running)
                    Q_EMIT self->progress(permille, step);
            },
            Qt::QueuedConnection);
    };
    auto flag = m_cancel; // keeps the flag alive as long as the worker
    QFuture<QVariant> worker = QtConcurrent::run([work = std::move(work), control, flag] { return work(control); });
    m_workers.append(worker);
    Q_EMIT started(title);
    worker.then(this, [this, generation](const QVariant &result) {
        if (generation != m_running)
            return; // cancelled, or a newer request owns the views now
        m_running = 0;
        Q_EMIT finished(result);
    });
}

void BackgroundJob::cancel()
{
    if (!m_running)
        return;
    if (m_cancel)
        m_cancel->store(true);
    m_running = 0; // whatever the worker returns is stale now
    Q_EMIT cancelled();
}

} // namespace Lowerscope
