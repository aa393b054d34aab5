// SPDX-License-Identifier: MIT
#include "runnerprofile.h"

#include "core/jsonkey.h"
#include "core/namedsettings.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSettings>

namespace Lowerscope {

namespace {

QJsonArray toArray(const QStringList &l)
{
    QJsonArray a;
    for (const QString &s : l)
        a.append(s);
    return a;
}

QStringList toList(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray())
        out.append(x.toString());
    return out;
}

const QString group = QStringLiteral("runners");

} // namespace

QStringList RunnerProfile::kinds()
{
    return { key("local"), key("ssh"), key("slurm"), key("offline") };
}

QString RunnerProfile::problem() const
{
    if (!RunnerProfiles::validName(name))
        return QCoreApplication::translate("Runners", "the profile name '%1' is not 1-64 letters, digits, '.', '_' or '-'")
            .arg(name);
    if (!kinds().contains(kind))
        return QCoreApplication::translate("Runners", "profile %1: unknown kind '%2' (known: %3)")
            .arg(name, kind, kinds().join(key(", ")));
    if (kind == QLatin1String("ssh") && host.isEmpty())
        return QCoreApplication::translate("Runners", "profile %1: an ssh runner needs a host").arg(name);
    if (timeoutS <= 0)
        return QCoreApplication::translate("Runners", "profile %1: the timeout must be positive").arg(name);
    if (host.startsWith(QLatin1Char('-')) || remoteDir.startsWith(QLatin1Char('-')))
        return QCoreApplication::translate("Runners", "profile %1: a host or folder may not start with '-'").arg(name);
    return {};
}

QJsonObject RunnerProfile::toJson() const
{
    QJsonObject o { { key("name"), name }, { key("kind"), kind }, { key("timeout_s"), timeoutS }, { key("parallel"), parallel } };
    auto put = [&o](const char *k, const QString &v) {
        if (!v.isEmpty())
            o.insert(QString::fromLatin1(k), v);
    };
    put("python", python);
    put("host", host);
    if (port > 0)
        o.insert(key("port"), port);
    put("remote_dir", remoteDir);
    if (!sshOptions.isEmpty())
        o.insert(key("ssh_options"), toArray(sshOptions));
    put("partition", partition);
    put("gres", gres);
    put("time_limit", timeLimit);
    put("account", account);
    if (!sbatchArgs.isEmpty())
        o.insert(key("sbatch_args"), toArray(sbatchArgs));
    put("shared_dir", sharedDir);
    if (kind == QLatin1String("slurm")) {
        o.insert(key("poll_s"), pollS);
        o.insert(key("max_array"), maxArray);
    }
    return o;
}

RunnerProfile RunnerProfile::fromJson(const QJsonObject &o)
{
    RunnerProfile p;
    p.name = o.value(key("name")).toString();
    p.kind = o.value(key("kind")).toString(key("local"));
    p.timeoutS = o.value(key("timeout_s")).toInt(p.timeoutS);
    p.parallel = o.value(key("parallel")).toInt(p.parallel);
    p.python = o.value(key("python")).toString();
    p.host = o.value(key("host")).toString();
    p.port = o.value(key("port")).toInt(0);
    p.remoteDir = o.value(key("remote_dir")).toString();
    p.sshOptions = toList(o.value(key("ssh_options")));
    p.partition = o.value(key("partition")).toString();
    p.gres = o.value(key("gres")).toString();
    p.timeLimit = o.value(key("time_limit")).toString();
    p.account = o.value(key("account")).toString();
    p.sbatchArgs = toList(o.value(key("sbatch_args")));
    p.sharedDir = o.value(key("shared_dir")).toString();
    p.pollS = o.value(key("poll_s")).toInt(p.pollS);
    p.maxArray = o.value(key("max_array")).toInt(p.maxArray);
    return p;
}

RunnerProfile RunnerProfile::localDefault()
{
    RunnerProfile p;
    p.name = key("local");
    p.kind = key("local");
    return p;
}

// Stored through NamedSettings (engine/core/namedsettings.h), as the LLM profiles are.
static const NamedProfiles<RunnerProfile> &store()
{
    static const NamedProfiles<RunnerProfile> s(group);
    return s;
}

bool RunnerProfiles::validName(const QString &name)
{
    return NamedSettings::validName(name);
}

QList<RunnerProfile> RunnerProfiles::load(QSettings &settings)
{
    return store().load(settings);
}

std::optional<RunnerProfile> RunnerProfiles::find(QSettings &settings, const QString &name)
{
    if (auto p = store().find(settings, name))
        return p;
    if (name == QLatin1String("local"))
        return RunnerProfile::localDefault();
    return std::nullopt;
}

bool RunnerProfiles::save(QSettings &settings, const RunnerProfile &profile, QString *error)
{
    return store().save(settings, profile, error);
}

bool RunnerProfiles::remove(QSettings &settings, const QString &name)
{
    return store().remove(settings, name);
}

} // namespace Lowerscope
