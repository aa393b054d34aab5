// SPDX-License-Identifier: MIT
#include "diagnostics.h"

#include "enginetext.h"

#include <QJsonArray>

namespace Lowerscope {

QJsonObject Warning::toJson() const
{
    QJsonObject o;
    o.insert(QLatin1String("file"), file.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(file));
    o.insert(QLatin1String("line"), line > 0 ? QJsonValue(line) : QJsonValue(QJsonValue::Null));
    o.insert(QLatin1String("message"), message);
    if (partial)
        o.insert(QLatin1String("partial"), true);
    return o;
}

QString Warning::toText() const
{
    QString s = file;
    if (line > 0)
        s += QLatin1Char(':') + QString::number(line);
    if (!s.isEmpty())
        s += QLatin1String(": ");
    return s + EngineText::translated(message);
}

void Diagnostics::warn(const QString &file, int line, const QString &message)
{
    const int n = ++m_perFile[file];
    if (n <= MaxPerFile)
        warnings.append({ file, line, message });
    else if (n == MaxPerFile + 1)
        warnings.append({ file, line,
            EngineText::english("Diagnostics", "more than %1 warnings in this file: the rest are not listed").arg(MaxPerFile) });
}

Warning Diagnostics::warnPartial(const QString &file, int line, const QString &message)
{
    // Listed whatever the file's count: a partial read is never among the warnings left out.
    ++m_perFile[file];
    Warning w { file, line, message, true };
    warnings.append(w);
    return w;
}

QList<Warning> Diagnostics::partial() const
{
    QList<Warning> out;
    for (const Warning &w : warnings)
        if (w.partial)
            out.append(w);
    return out;
}

void Diagnostics::merge(const Diagnostics &other)
{
    warnings += other.warnings;
    for (auto it = other.m_perFile.cbegin(); it != other.m_perFile.cend(); ++it)
        m_perFile[it.key()] += it.value();
    for (const QString &p : other.ignored)
        ignore(p);
}

void Diagnostics::addTo(QJsonObject &doc) const
{
    QJsonArray w;
    for (const Warning &x : warnings)
        w.append(x.toJson());
    doc.insert(QLatin1String("warnings"), w);
    doc.insert(QLatin1String("ignored"), QJsonArray::fromStringList(ignored));
}

} // namespace Lowerscope
