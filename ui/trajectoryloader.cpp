// SPDX-License-Identifier: MIT
#include "trajectoryloader.h"

#include "profile/profilereader.h"
#include "profile/sassmetrics.h"
#include "trajectory/snapshottext.h"
#include "trajectory/trajectoryreader.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace Lowerscope::Ui {

TrajectoryLoader::TrajectoryLoader(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<Lowerscope::Ui::TrajectoryLoad>();
}

TrajectoryLoader::~TrajectoryLoader()
{
    if (m_cancel)
        m_cancel->store(true);
    // Wait for the workers only, not their continuations: those run on this thread and die with this object.
    for (QFuture<TrajectoryLoad> &job : m_jobs)
        job.waitForFinished();
}

void TrajectoryLoader::load(const QString &path)
{
    if (m_cancel)
        m_cancel->store(true); // the previous job stops early; its result would be dropped anyway
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = ++m_generation;
    m_loading = generation;
    m_jobs.removeIf([](const QFuture<TrajectoryLoad> &f) { return f.isFinished(); });
    auto cancel = m_cancel;
    // Progress comes from the worker thread: queue it here and drop it once a newer request started.
    QPointer<TrajectoryLoader> self(this);
    auto progress = [self, generation](int done, int total) {
        QMetaObject::invokeMethod(self.data(), [self, generation, done, total] {
            if (self && generation == self->m_generation)
                Q_EMIT self->progress(done, total);
        }, Qt::QueuedConnection);
    };
    QFuture<TrajectoryLoad> job = QtConcurrent::run([path, cancel, progress] { return read(path, *cancel, progress); });
    m_jobs.append(job);
    Q_EMIT started(path);
    job.then(this, [this, generation](const TrajectoryLoad &load) {
        if (generation != m_generation)
            return; // a newer request owns the views now
        m_loading = 0;
        Q_EMIT finished(load);
    });
}

void TrajectoryLoader::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

// Nsight's per-instruction metrics beside the SASS pane when the folder has a source page export and the SASS
// stage is an nvdisasm listing (the only SASS form with offsets to join on).
static void addSassMetrics(const QString &path, QList<LoadedKernel> &kernels, const std::atomic<bool> &cancel)
{
    bool wanted = false;
    for (const LoadedKernel &k : std::as_const(kernels))
        if (const StageSnapshot *s = k.trajectory.stage(QStringLiteral("sass")))
            wanted |= s->artifact.path.endsWith(QLatin1String(".nvdisasm"));
    if (!wanted || cancel.load())
        return;
    ReadControl control;
    control.cancel = &cancel;
    const ProfileReadResult profile = readProfile(path, control);
    for (LoadedKernel &k : kernels)
        for (const Kernel &pk : profile.profile.kernels)
            if (pk.name == k.trajectory.kernel && !pk.sass.isEmpty())
                k.sassMetrics = sassMetricsByLine(pk.sass, k.texts.value(QStringLiteral("sass")));
}

TrajectoryLoad TrajectoryLoader::read(const QString &path, const std::atomic<bool> &cancel, const std::function<void(int, int)> &progress)
{
    TrajectoryLoad out;
    out.path = path;
    const QList<LoweringTrajectory> kernels = TrajectoryReader::read(path, QString(), out.diagnostics, progress, &cancel);
    for (const LoweringTrajectory &t : kernels) {
        if (cancel.load())
            break;
        LoadedKernel k;
        k.trajectory = t;
        for (const StageSnapshot &s : t.stages)
            if (s.kind == QLatin1String("stage")) {
                const SnapshotText text = readSnapshotText(s);
                if (!text.error.isEmpty())
                    out.diagnostics.warn(text.path, 0, text.error);
                k.texts.insert(s.name, text.text);
            }
        if (!k.texts.contains(QStringLiteral("source")))
            k.texts.insert(QStringLiteral("source"), readSourceText(t).text);
        out.kernels.append(k);
    }
    addSassMetrics(path, out.kernels, cancel);
    out.cancelled = cancel.load();
    return out;
}

} // namespace Lowerscope::Ui
