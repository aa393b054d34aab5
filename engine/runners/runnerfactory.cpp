// SPDX-License-Identifier: MIT
#include "localrunner.h"
#include "runner.h"

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
    *error = QCoreApplication::translate("Runners", "profile %1: the %2 runner is not available in this build").arg(profile.name, profile.kind);
    return nullptr;
}

} // namespace Lowerscope
