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

QString defaultKnowledgeBase() { return dataDir() + QLatin1String("/knowledge.sqlite"); }
QString defaultWorkspace() { return dataDir() + QLatin1String("/workspaces/default"); }

QString demoData()
{
    const QString app = QCoreApplication::applicationDirPath();
    for (const QString &candidate : {app + QLatin1String("/demo"), app + QLatin1String("/../share/lowerscope/demo")})
        if (QDir(candidate).exists())
            return QDir(candidate).canonicalPath();
    return {};
}

} // namespace Lowerscope::Paths
