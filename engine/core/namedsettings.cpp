// SPDX-License-Identifier: MIT
#include "namedsettings.h"

#include "core/enginetext.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSettings>
#include <algorithm>

namespace Lowerscope {

bool NamedSettings::validName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9._-]{1,64}$"));
    return re.match(name).hasMatch();
}

QList<QPair<QString, QJsonObject>> NamedSettings::load(QSettings &settings) const
{
    QList<QPair<QString, QJsonObject>> out;
    settings.beginGroup(m_group);
    const QStringList names = settings.childKeys();
    for (const QString &n : names) {
        const QJsonObject o = QJsonDocument::fromJson(settings.value(n).toString().toUtf8()).object();
        if (!o.isEmpty())
            out.append({ n, o });
    }
    settings.endGroup();
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return out;
}

QJsonObject NamedSettings::find(QSettings &settings, const QString &name) const
{
    if (!validName(name))
        return {};
    settings.beginGroup(m_group);
    const QJsonObject o = QJsonDocument::fromJson(settings.value(name).toString().toUtf8()).object();
    settings.endGroup();
    return o;
}

bool NamedSettings::save(QSettings &settings, const QString &name, const QJsonObject &value, QString *error) const
{
    if (!validName(name)) {
        *error = EngineText::english("Settings", "the name '%1' is not 1-64 letters, digits, '.', '_' or '-'").arg(name);
        return false;
    }
    settings.beginGroup(m_group);
    settings.setValue(name, QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Compact)));
    settings.endGroup();
    settings.sync();
    if (settings.status() != QSettings::NoError) {
        *error = EngineText::english("Settings", "cannot write the settings file %1").arg(settings.fileName());
        return false;
    }
    return true;
}

bool NamedSettings::remove(QSettings &settings, const QString &name) const
{
    settings.beginGroup(m_group);
    const bool had = settings.contains(name);
    settings.remove(name);
    settings.endGroup();
    settings.sync();
    return had;
}

} // namespace Lowerscope
