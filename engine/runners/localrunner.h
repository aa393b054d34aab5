// SPDX-License-Identifier: MIT
#pragma once

#include "runner.h"

#include <QHash>
#include <QList>

class QProcess;
class QTimer;

namespace Lowerscope {

// Runs each request as `python3 -m lowerscope_harness run` in its own process (and process group, so a
// timeout or cancel kills what the harness started too) on this machine, `parallel` at a time.
class LocalRunner : public Runner {
    Q_OBJECT
public:
    explicit LocalRunner(RunnerProfile profile, QObject *parent = nullptr);
    ~LocalRunner() override;

protected:
    bool startBatch(QString *error) override;
    void cancelBatch() override;

private:
    struct Job {
        QString id;
        QProcess *process = nullptr;
        QTimer *timer = nullptr;
        bool timedOut = false;
        QString started;
    };
    void launchNext();
    void launch(const RunRequest &request);
    void finish(Job *job, int exitCode, bool crashed);
    void kill(Job *job);

    QString m_harnessRoot;
    QList<QString> m_queue;
    QHash<QString, Job *> m_jobs;
};

// The arguments of `lowerscope_harness run` for a request whose folder is DIR (candidate staged as DIR/candidate.py).
QStringList harnessRunArguments(const RunRequest &request, const QString &dir);

} // namespace Lowerscope
