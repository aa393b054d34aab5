// SPDX-License-Identifier: MIT
#include "identifier.h"

#include "core/enginetext.h"

#include <QDir>
#include <QFileInfo>

namespace Lowerscope {

static bool identifierChar(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
        || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('_') || c == QLatin1Char('-')
        || c == QLatin1Char('.');
}

bool isSafeIdentifier(const QString &name)
{
    if (name.isEmpty() || name.size() > MaxIdentifierLength || name == QLatin1String(".") || name == QLatin1String(".."))
        return false;
    for (const QChar c : name)
        if (!identifierChar(c))
            return false;
    return true;
}

QString identifierProblem(const QString &name)
{
    if (isSafeIdentifier(name))
        return {};
    if (name == QLatin1String(".") || name == QLatin1String(".."))
        return EngineText::english("Tasks", "the name '%1' is a folder, not a name").arg(name);
    return EngineText::english("Tasks", "the name '%1' is not 1-%2 letters, digits, '_', '-' or '.' (no '/' or other separators)")
        .arg(name.left(MaxIdentifierLength + 16))
        .arg(MaxIdentifierLength);
}

QString fileInsideFolder(const QString &folder, const QString &relative, QString *error)
{
    const QString root = QFileInfo(folder).canonicalFilePath();
    const QString named = QDir(folder).absoluteFilePath(relative);
    if (relative.isEmpty() || root.isEmpty()) {
        *error = EngineText::english("Tasks", "%1: missing").arg(relative.isEmpty() ? folder : named);
        return {};
    }
    const QFileInfo info(named);
    const QString real = info.canonicalFilePath();
    if (real.isEmpty()) {
        *error = EngineText::english("Tasks", "%1: missing").arg(named);
        return {};
    }
    if (!real.startsWith(root.endsWith(QLatin1Char('/')) ? root : root + QLatin1Char('/'))) {
        *error = EngineText::english("Tasks", "%1: resolves to %2, outside the folder %3 (a task names only its own files)")
                     .arg(named, real, root);
        return {};
    }
    if (!QFileInfo(real).isFile()) {
        *error = EngineText::english("Tasks", "%1: not a file").arg(named);
        return {};
    }
    return real;
}

} // namespace Lowerscope
