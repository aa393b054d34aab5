// SPDX-License-Identifier: MIT
#include "contenthash.h"

#include <QCryptographicHash>

namespace Lowerscope {

QString contentHash(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString contentHash(const QString &text)
{
    return contentHash(text.toUtf8());
}

QString shortContentHash(const QString &text)
{
    return contentHash(text).left(ShortHashDigits);
}

} // namespace Lowerscope
