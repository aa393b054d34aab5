// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

class QSettings;

namespace Lowerscope {

// A named way to run candidates (docs/runners.md): where (this machine, an ssh host, a Slurm cluster, an
// offline bundle) and with what limits. Profiles are stored in the application's QSettings under
// "runners/<name>"; nothing secret is stored (ssh uses the user's own configuration and agent).
struct RunnerProfile {
    QString name;
    QString kind = QStringLiteral("local"); // local | ssh | slurm | offline
    int timeoutS = 1800; // per request: a request still running after this is killed and recorded as timed out
    int parallel = 1; // local, ssh, offline: requests run at once (timing wants 1 per device)
    QString python; // the interpreter where the requests run; empty: python3 (local: LOWERSCOPE_PYTHON too)
    // ssh (and slurm through a login host): an ssh destination as `ssh` takes it (user@host or a Host of ~/.ssh/config).
    QString host;
    int port = 0; // 0: ssh's default (or the config's)
    QString remoteDir; // staging folder on the host; empty: ~/.cache/lowerscope-runs
    QStringList sshOptions; // extra `-o KEY=VALUE` options (BatchMode=yes is always added)
    // slurm
    QString partition;
    QString gres; // e.g. gpu:1
    QString timeLimit; // sbatch --time (e.g. 00:30:00); empty: derived from timeoutS
    QString account;
    QStringList sbatchArgs; // further sbatch options, verbatim
    QString sharedDir; // a folder the compute nodes see where batches are staged; empty: the batch's own folder
    int pollS = 5; // how often squeue/sacct are asked
    int maxArray = 1000; // requests per job array (larger batches become several arrays)

    static QStringList kinds();
    // A problem that stops this profile from being used (unknown kind, ssh without a host, ...), or empty.
    QString problem() const;
    QJsonObject toJson() const;
    static RunnerProfile fromJson(const QJsonObject &o);
    // The profile used when none is named: this machine, one request at a time.
    static RunnerProfile localDefault();
};

// The stored profiles. A name is 1-64 characters of letters, digits, '.', '_' and '-'.
class RunnerProfiles {
public:
    static QList<RunnerProfile> load(QSettings &settings);
    static std::optional<RunnerProfile> find(QSettings &settings, const QString &name);
    // Adds or replaces; false (error says why) for an invalid name or profile.
    static bool save(QSettings &settings, const RunnerProfile &profile, QString *error);
    static bool remove(QSettings &settings, const QString &name);
    static bool validName(const QString &name);
};

} // namespace Lowerscope
