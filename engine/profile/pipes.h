// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Lowerscope {

// An Ascend AI Core pipe: its metric names on the cube core (AIC) and the vector core (AIV) in msprof's
// PipeUtilization tables (Ascend/msprof@9ba1ac7b docs/en/user_guide/profile_data_file_references.md; msprof op
// names the cube ratio aic_cube_ratio), and the names pipe tracks carry in msprof op's simulator and
// npu-compute pipe traces.
struct AscendPipe {
    QString id;          // "MTE2": short, the same in every language
    QString signal;      // "pipe.mte2": its L2 signal
    QStringList cubeRatios;   // ratio columns on the AIC, first found wins
    QStringList vectorRatios; // on the AIV
    QStringList traceNames;   // track names in pipe traces
};

// Every pipe in one fixed order, the order every view lists them in: compute (cube, vector), scalar, the memory
// transfer engines, the fix pipe, then the bookkeeping rows of pipe traces.
const QList<AscendPipe> &ascendPipes();

// Position of a pipe track (by its name in a pipe trace, "MTE2", "VECTOR", "FIXP") in that order, or -1.
int ascendPipeOrder(const QString &trackName);

} // namespace Lowerscope
