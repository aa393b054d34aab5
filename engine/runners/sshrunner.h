// SPDX-License-Identifier: MIT
#pragma once

#include "runner.h"

#include <QStringList>
#include <functional>

class QProcess;
class QTimer;

namespace Lowerscope {

// The system's ssh and scp with the user's own configuration and agent, never a password: BatchMode=yes, so
// a host that would ask for one fails at once with ssh's message.
struct SshCommand {
    QString program;
    QStringList args;
};
SshCommand sshCommand(const RunnerProfile &profile, const QString &remoteCommand);
// scp FROM TO; a remote side is written "host:path" by remotePath().
SshCommand scpCommand(const RunnerProfile &profile, const QString &from, const QString &to);
QString remotePath(const RunnerProfile &profile, const QString &path);
// POSIX shell quoting for a remote command line.
QString shellQuote(const QString &s);
// The remote command that unpacks the bundle in REMOTE_BATCH_DIR and runs its entry script there, under
// `env -i` with the host's allow-listed variables only (candidateenv.h).
QString sshRunCommand(const RunnerProfile &profile, const QString &remoteBatchDir);

// Runs a batch on an ssh host: the batch's bundle (bundle.h) is copied over with scp, run there with python3
// by its entry script (per-request timeouts and process groups as everywhere), and its results archive copied
// back and read with the same import as offline bundles. The remote folder is REMOTE_DIR/BATCH_ID.
class SshRunner : public Runner {
    Q_OBJECT
public:
    explicit SshRunner(RunnerProfile profile, QObject *parent = nullptr);
    ~SshRunner() override;

protected:
    bool startBatch(QString *error) override;
    void cancelBatch() override;
    QString requestDir(const QString &id) const override; // WORKDIR/results/requests/ID, once copied back

private:
    void step(const SshCommand &cmd, const QString &what, std::function<void()> next, bool streamLog = false);
    void fail(const QString &error);
    void collect();
    QString remoteBatchDir() const;

    QProcess *m_proc = nullptr;
    QTimer *m_watchdog = nullptr;
    QString m_remoteDir;
};

} // namespace Lowerscope
