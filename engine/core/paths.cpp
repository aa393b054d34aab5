// SPDX-License-Identifier: MIT
#include "paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

namespace Lowerscope::Paths {

static QString dataDir()
{
    // GenericDataLocation is $XDG_DATA_HOME (~/.local/share) on Linux.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QLatin1String("/lowerscope");
}

QString defaultKnowledgeBase()
{
    return dataDir() + QLatin1String("/knowledge.sqlite");
}
QString defaultWorkspace()
{
    return dataDir() + QLatin1String("/workspaces/default");
}

QString demoKit()
{
    // In a build folder the demo sits beside the binary; installed, it is under the data folder, found relative to
    // the binary (LOWERSCOPE_DATA_FROM_BIN, from GNUInstallDirs: "../share/lowerscope" for the usual layout).
    const QString app = QCoreApplication::applicationDirPath();
    for (const QString &candidate :
        { app + QLatin1String("/demo-kit"), app + QLatin1String("/" LOWERSCOPE_DATA_FROM_BIN "/demo-kit") })
        if (QDir(candidate).exists())
            return QDir(candidate).canonicalPath();
    return {};
}

QString demoWorkspace()
{
    return dataDir() + QLatin1String("/workspaces/demo");
}

} // namespace Lowerscope::Paths
