// SPDX-License-Identifier: MIT
#pragma once

#include "runnerprofile.h"

#include <QList>
#include <QString>

namespace Lowerscope {

// `runners test NAME`: whether a profile can run anything, checked by running what it would run: local python3 and
// the harness; ssh to the host and python3 there; sinfo and the partition on Slurm; tar for bundles.
struct ProfileCheckStep {
    QString what; // the command, as run
    bool ok = false;
    QString output; // its output (first lines), or why it did not run
};
struct ProfileCheck {
    QList<ProfileCheckStep> steps;
    bool ok() const
    {
        for (const ProfileCheckStep &s : steps)
            if (!s.ok)
                return false;
        return !steps.isEmpty();
    }
};
ProfileCheck checkProfile(const RunnerProfile &profile, int timeoutMs = 30000);

} // namespace Lowerscope
