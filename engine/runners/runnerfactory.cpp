// SPDX-License-Identifier: MIT
#include "localrunner.h"
#include "runner.h"
#include "slurmrunner.h"
#include "sshrunner.h"

#include <QCoreApplication>

namespace Lowerscope {

std::unique_ptr<Runner> createRunner(const RunnerProfile &profile, QString *error)
{
    const QString problem = profile.problem();
    if (!problem.isEmpty()) {
        *error = problem;
        return nullptr;
    }
    if (profile.kind == QLatin1String("local"))
        return std::make_unique<LocalRunner>(profile);
    if (profile.kind == QLatin1String("ssh"))
        return std::make_unique<SshRunner>(profile);
    if (profile.kind == QLatin1String("slurm"))
        return std::make_unique<SlurmRunner>(profile);
    // An offline profile has no live runner: its batches are exported (bundle.h) and their results imported.
    *error = QCoreApplication::translate("Runners",
        "profile %1 is an offline profile: export a bundle (lowerscope bundle export) "
        "and import its results later")
                 .arg(profile.name);
    return nullptr;
}

} // namespace Lowerscope
