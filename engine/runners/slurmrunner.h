// SPDX-License-Identifier: MIT
#pragma once

#include "runner.h"

#include <QHash>
#include <QStringList>

class QTimer;

namespace Lowerscope {

// Runs a batch on a Slurm cluster from a submit host that shares a file system with the compute nodes: the
// batch's bundle (bundle.h) is staged in the profile's shared folder, submitted with `sbatch` as job arrays
// (one array task per request, at most maxArray per array), polled with `squeue` (and `sacct` for jobs squeue
// has forgotten), and each request's result is read from the shared folder when its array task ends.
// Cancel runs `scancel`. Array tasks that end TIMEOUT, PREEMPTED, FAILED, NODE_FAIL, OUT_OF_MEMORY or
// CANCELLED are recorded as failures with that state; a job Slurm no longer knows and that left no result
// is a failure after three polls.
class SlurmRunner : public Runner {
    Q_OBJECT
public:
    explicit SlurmRunner(RunnerProfile profile, QObject *parent = nullptr);
    ~SlurmRunner() override;

    // The sbatch arguments for one array of COUNT requests starting at OFFSET (the script path last).
    QStringList sbatchArguments(int offset, int count, const QString &script) const;
    // The --time value: the profile's timeLimit, else the request timeout plus five minutes, in minutes.
    QString timeLimit() const;

protected:
    bool startBatch(QString *error) override;
    void cancelBatch() override;
    QString requestDir(const QString &id) const override;

private:
    struct Task {
        QString jobId; // the array's job id
        int arrayIndex = 0;
        QString state;
        int unknownPolls = 0;
        qint64 logOffset = 0;
    };
    void poll();
    void settle(const QString &requestId, const QString &state, const QString &reason);
    void followLog(const QString &requestId, Task &task);
    QHash<QString, QString> queryStates(const QStringList &program, bool *ok);

    QString m_bundleDir;
    QStringList m_jobIds;
    QHash<QString, Task> m_tasks; // request id -> its array task
    QTimer *m_timer = nullptr;
};

} // namespace Lowerscope
