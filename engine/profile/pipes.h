// SPDX-License-Identifier: MIT
#pragma once

#include "core/measurements.h"

#include <QList>
#include <QString>

namespace Lowerscope {

// An Ascend AI Core pipe: its ratio columns on the cube core (AIC) and the vector core (AIV) in msprof's
// PipeUtilization tables and the names pipe tracks carry in pipe traces. The table is the Ascend plugin's
// (BackendInterface::pipes); the busy share of a pipe is read by BackendInterface::pipeShares, the one rule.
using AscendPipe = PipeDef;

// Every pipe of the loaded backends (Ascend's) in one fixed order, the order every view lists them in:
// compute (cube, vector), scalar, the memory transfer engines, the fix pipe, then the bookkeeping rows of
// pipe traces. Empty when no loaded backend measures pipes.
const QList<AscendPipe> &ascendPipes();

// Position of a pipe track (by its name in a pipe trace, "MTE2", "VECTOR", "FIXP") in that order, or -1.
int ascendPipeOrder(const QString &trackName);

} // namespace Lowerscope
