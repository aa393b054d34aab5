// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

class QSettings;

namespace Lowerscope {

// Named JSON objects in one group of the application's QSettings: the one place runner and LLM profiles are
// stored. A name is 1-64 letters, digits, '.', '_' or '-'. Nothing secret belongs here (API keys live in the
// environment or the system keychain: engine/llm/apikey.h).
class NamedSettings {
public:
    explicit NamedSettings(QString group)
        : m_group(std::move(group))
    {
    }
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

// Named profiles of one kind in one group, through NamedSettings: what LlmProfiles and RunnerProfiles share.
// PROFILE has a `name`, `static PROFILE fromJson(const QJsonObject &)`, `QJsonObject toJson() const` and
// `QString problem() const` (empty when the profile may be saved). The stored name is the one that counts.
template<class Profile> class NamedProfiles {
public:
    explicit NamedProfiles(QString group)
        : m_store(std::move(group))
    {
    }
    QList<Profile> load(QSettings &settings) const
    {
        QList<Profile> out;
        for (const auto &[name, o] : m_store.load(settings))
            out.append(named(o, name));
        return out;
    }
    std::optional<Profile> find(QSettings &settings, const QString &name) const
    {
        const QJsonObject o = m_store.find(settings, name);
        if (o.isEmpty())
            return std::nullopt;
        return named(o, name);
    }
    // Adds or replaces; false (error says why) for an invalid name or profile, or an unwritable settings file.
    bool save(QSettings &settings, const Profile &profile, QString *error) const
    {
        if (const QString problem = profile.problem(); !problem.isEmpty()) {
            *error = problem;
            return false;
        }
        return m_store.save(settings, profile.name, profile.toJson(), error);
    }
    bool remove(QSettings &settings, const QString &name) const { return m_store.remove(settings, name); }

private:
    static Profile named(const QJsonObject &o, const QString &name)
    {
        Profile p = Profile::fromJson(o);
        p.name = name;
        return p;
    }
    NamedSettings m_store;
};

} // namespace Lowerscope
