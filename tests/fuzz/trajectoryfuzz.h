// SPDX-License-Identifier: MIT
// What every trajectory target does after its reader: the facts the diagnosis reads from each trajectory, so that
// what a hostile file yields also goes through the code that uses it.
#pragma once

#include "core/facts.h"
#include "trajectory/trajectoryfacts.h"
#include "trajectory/trajectoryreader.h"

namespace Fuzz {
inline void readTrajectories(const QString &path)
{
    Lowerscope::Diagnostics diagnostics;
    for (const Lowerscope::LoweringTrajectory &t : Lowerscope::TrajectoryReader::read(path, QString(), diagnostics)) {
        Lowerscope::Facts facts;
        Lowerscope::addTrajectoryFacts(t, facts);
    }
}
} // namespace Fuzz
