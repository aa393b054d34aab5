// SPDX-License-Identifier: MIT
#pragma once

#include "core/diagnostics.h"
#include "trajectory/loweringtrajectory.h"

#include <QHash>
#include <QFuture>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace Lowerscope::Ui {

// One kernel's trajectory and the texts the desktop shows at once (final stages and the Python source),
// read off the GUI thread. Pass snapshots are read on demand.
struct LoadedKernel {
    LoweringTrajectory trajectory;
    QHash<QString, QString> texts; // final stage name ("ttir", ..., "source") -> text
    QHash<int, QString> sassMetrics; // nvdisasm line -> Nsight per-instruction metrics, when the folder has them
};

struct TrajectoryLoad {
    QString path;
    QList<LoadedKernel> kernels;
    Diagnostics diagnostics;
    bool cancelled = false;
};

// Reads trajectories in the background, latest request wins: every load() bumps a generation, and results of
// older generations are dropped. cancel() sets the running job's stop flag, which the reader checks between
// phases. The destructor cancels and waits, so no job outlives its receiver.
class TrajectoryLoader : public QObject
{
    Q_OBJECT
public:
    explicit TrajectoryLoader(QObject *parent = nullptr);
    ~TrajectoryLoader() override;

    void load(const QString &path);
    void cancel();
    bool isLoading() const { return m_loading != 0; }

    // The work itself, synchronous: for tests, benchmarks and the background job.
    static TrajectoryLoad read(const QString &path, const std::atomic<bool> &cancel, const std::function<void(int, int)> &progress = {});

Q_SIGNALS:
    void started(const QString &path);
    void progress(int filesDone, int filesTotal);
    void finished(const Lowerscope::Ui::TrajectoryLoad &load);

private:
    quint64 m_generation = 0;
    quint64 m_loading = 0; // the generation whose result is awaited, 0 when idle
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QList<QFuture<TrajectoryLoad>> m_jobs;
};

} // namespace Lowerscope::Ui

Q_DECLARE_METATYPE(Lowerscope::Ui::TrajectoryLoad)
