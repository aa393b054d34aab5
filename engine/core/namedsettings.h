// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

class QSettings;

namespace Lowerscope {

// Named JSON objects in one group of the application's QSettings: the one place runner and LLM profiles are
// stored. A name is 1-64 letters, digits, '.', '_' or '-'. Nothing secret belongs here (API keys live in the
// environment or the system keychain: engine/llm/apikey.h).
class NamedSettings
{
public:
    explicit NamedSettings(QString group) : m_group(std::move(group)) {}
    // Every stored (name, object), sorted by name; entries that are not JSON objects are skipped.
    QList<QPair<QString, QJsonObject>> load(QSettings &settings) const;
    QJsonObject find(QSettings &settings, const QString &name) const; // empty when absent
    // Adds or replaces; false (error says why) when the name is invalid or the settings file cannot be written.
    bool save(QSettings &settings, const QString &name, const QJsonObject &value, QString *error) const;
    bool remove(QSettings &settings, const QString &name) const; // false when there was none
    static bool validName(const QString &name);

private:
    QString m_group;
};

} // namespace Lowerscope
