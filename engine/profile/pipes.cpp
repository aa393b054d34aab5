// SPDX-License-Identifier: MIT
#include "pipes.h"

#include "core/backendregistry.h"

namespace Lowerscope {

const QList<AscendPipe> &ascendPipes()
{
    // Plugins are never unloaded: the table is read once.
    static const QList<AscendPipe> pipes = [] {
        QList<AscendPipe> out;
        for (const BackendRegistry::Entry &e : BackendRegistry::instance().entries())
            out += e.backend->pipes();
        return out;
    }();
    return pipes;
}

int ascendPipeOrder(const QString &trackName)
{
    const QList<AscendPipe> &pipes = ascendPipes();
    for (int i = 0; i < pipes.size(); ++i)
        if (pipes.at(i).traceNames.contains(trackName.trimmed(), Qt::CaseInsensitive))
            return i;
    return -1;
}

} // namespace Lowerscope
