// SPDX-License-Identifier: MIT
// `lowerscope runners list | show NAME | add NAME --kind KIND [...] | remove NAME | test NAME`: the named runner
// profiles in the settings (docs/runners.md). Exit 0 when done (test: when every check passed), 1 otherwise.
#include "cli.h"
#include "core/jsonkey.h"
#include "runners/runnercheck.h"
#include "runners/runnerprofile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSettings>

using namespace Lowerscope;

namespace {

QString describe(const RunnerProfile &p)
{
    QString where;
    if (p.kind == QLatin1String("ssh"))
        where = p.host + (p.port > 0 ? QLatin1Char(':') + QString::number(p.port) : QString());
    else if (p.kind == QLatin1String("slurm"))
        where = QStringList { p.partition.isEmpty() ? QString() : key("partition=") + p.partition,
            p.gres.isEmpty() ? QString() : key("gres=") + p.gres, p.timeLimit.isEmpty() ? QString() : key("time=") + p.timeLimit }
                    .join(QLatin1Char(' '))
                    .simplified();
    return QStringLiteral("%1\t%2\t%3").arg(p.name, p.kind, where);
}

QList<RunnerProfile> allProfiles(QSettings &settings)
{
    QList<RunnerProfile> list = RunnerProfiles::load(settings);
    bool hasLocal = false;
    for (const RunnerProfile &p : list)
        hasLocal = hasLocal || p.name == QLatin1String("local");
    if (!hasLocal)
        list.prepend(RunnerProfile::localDefault());
    return list;
}

int intOption(const Cli::Invocation &inv, const char *name, int fallback, bool *ok)
{
    if (!inv.isSet(key(name)))
        return fallback;
    bool good = false;
    const int v = inv.value(key(name)).toInt(&good);
    if (!good || v < 0)
        *ok = false;
    return v;
}

int add(const Cli::Invocation &inv, QSettings &settings)
{
    if (inv.args.size() != 2)
        return inv.fail(
            QCoreApplication::translate("Cli", "usage: lowerscope runners add NAME --kind local|ssh|slurm|offline [options]"));
    RunnerProfile p = RunnerProfiles::find(settings, inv.args.at(1)).value_or(RunnerProfile());
    p.name = inv.args.at(1);
    if (inv.isSet(key("kind")))
        p.kind = inv.value(key("kind"));
    bool ok = true;
    p.timeoutS = intOption(inv, "timeout", p.timeoutS, &ok);
    p.parallel = intOption(inv, "parallel", p.parallel, &ok);
    p.port = intOption(inv, "port", p.port, &ok);
    p.pollS = intOption(inv, "poll", p.pollS, &ok);
    if (!ok)
        return inv.fail(
            QCoreApplication::translate("Cli", "--timeout, --parallel, --port and --poll take non-negative whole numbers"));
    inv.assignSet({ { "host", &p.host }, { "remote-dir", &p.remoteDir }, { "python", &p.python }, { "partition", &p.partition },
        { "gres", &p.gres }, { "time-limit", &p.timeLimit }, { "account", &p.account }, { "shared-dir", &p.sharedDir } });
    if (inv.isSet(key("ssh-option")))
        p.sshOptions = inv.parser.values(key("ssh-option"));
    if (inv.isSet(key("sbatch-arg")))
        p.sbatchArgs = inv.parser.values(key("sbatch-arg"));
    QString error;
    if (!RunnerProfiles::save(settings, p, &error))
        return inv.fail(error);
    if (inv.json)
        inv.printJson({ { key("profile"), p.toJson() }, { key("settings"), settings.fileName() },
            { key("warnings"), QJsonArray() }, { key("ignored"), QJsonArray() } });
    else
        inv.out << QCoreApplication::translate("Cli", "saved runner profile %1 in %2").arg(p.name, settings.fileName()) << '\n';
    return 0;
}

int test(const Cli::Invocation &inv, QSettings &settings)
{
    if (inv.args.size() != 2)
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope runners test NAME"));
    const std::optional<RunnerProfile> p = RunnerProfiles::find(settings, inv.args.at(1));
    if (!p)
        return inv.fail(QCoreApplication::translate("Cli", "no runner profile '%1'").arg(inv.args.at(1)));
    const ProfileCheck check = checkProfile(*p);
    QJsonArray steps;
    for (const ProfileCheckStep &s : check.steps) {
        steps.append(QJsonObject { { key("command"), s.what }, { key("ok"), s.ok }, { key("output"), s.output } });
        if (!inv.json)
            inv.out << (s.ok ? key("ok     ") : key("FAILED ")) << s.what << '\n' << s.output << '\n';
    }
    if (inv.json)
        inv.printJson({ { key("profile"), p->name }, { key("ok"), check.ok() }, { key("steps"), steps },
            { key("warnings"), QJsonArray() }, { key("ignored"), QJsonArray() } });
    return check.ok() ? 0 : 1;
}

int runRunners(const Cli::Invocation &inv)
{
    QSettings settings;
    const QString action = inv.args.value(0, key("list"));
    if (action == QLatin1String("list") || action == QLatin1String("show")) {
        QList<RunnerProfile> list = allProfiles(settings);
        if (action == QLatin1String("show")) {
            const std::optional<RunnerProfile> p = RunnerProfiles::find(settings, inv.args.value(1));
            if (!p)
                return inv.fail(QCoreApplication::translate("Cli", "no runner profile '%1'").arg(inv.args.value(1)));
            list = { *p };
        }
        if (inv.json) {
            QJsonArray arr;
            for (const RunnerProfile &p : list)
                arr.append(p.toJson());
            inv.printJson({ { key("profiles"), arr }, { key("warnings"), QJsonArray() }, { key("ignored"), QJsonArray() } });
        } else {
            for (const RunnerProfile &p : list)
                inv.out << describe(p) << '\n';
        }
        return 0;
    }
    if (action == QLatin1String("add"))
        return add(inv, settings);
    if (action == QLatin1String("remove")) {
        if (inv.args.size() != 2)
            return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope runners remove NAME"));
        if (!RunnerProfiles::remove(settings, inv.args.at(1)))
            return inv.fail(QCoreApplication::translate("Cli", "no runner profile '%1'").arg(inv.args.at(1)));
        if (!inv.json)
            inv.out << QCoreApplication::translate("Cli", "removed runner profile %1").arg(inv.args.at(1)) << '\n';
        else
            inv.printJson(
                { { key("removed"), inv.args.at(1) }, { key("warnings"), QJsonArray() }, { key("ignored"), QJsonArray() } });
        return 0;
    }
    if (action == QLatin1String("test"))
        return test(inv, settings);
    return inv.fail(
        QCoreApplication::translate("Cli", "unknown runners action '%1' (list, show, add, remove, test)").arg(action));
}

} // namespace

static Cli::Registration runnersRegistration({ QStringLiteral("runners"),
    QStringLiteral("runners list | show NAME | add NAME --kind local|ssh|slurm|offline [--host H] [--port N] [--remote-dir DIR] "
                   "[--ssh-option O]... [--partition P] [--gres G] [--time-limit T] [--account A] [--sbatch-arg A]... "
                   "[--shared-dir DIR] [--timeout S] [--parallel N] [--python P] [--poll S] | remove NAME | test NAME [--json]"),
    QT_TRANSLATE_NOOP(
        "Cli", "Manage the runner profiles: where and how candidates run (this machine, ssh, Slurm, offline bundles)."),
    [] {
        const QString v = QCoreApplication::translate("Cli", "VALUE");
        return QList<QCommandLineOption> {
            { key("kind"), QCoreApplication::translate("Cli", "Runner kind: local, ssh, slurm or offline."), v },
            { key("host"), QCoreApplication::translate("Cli", "ssh destination (user@host or a Host of ~/.ssh/config)."), v },
            { key("port"), QCoreApplication::translate("Cli", "ssh port."), v },
            { key("remote-dir"), QCoreApplication::translate("Cli", "Staging folder on the ssh host."), v },
            { key("ssh-option"), QCoreApplication::translate("Cli", "Extra ssh -o option (repeatable)."), v },
            { key("partition"), QCoreApplication::translate("Cli", "Slurm partition."), v },
            { key("gres"), QCoreApplication::translate("Cli", "Slurm generic resources, e.g. gpu:1."), v },
            { key("time-limit"), QCoreApplication::translate("Cli", "Slurm time limit (sbatch --time)."), v },
            { key("account"), QCoreApplication::translate("Cli", "Slurm account."), v },
            { key("sbatch-arg"), QCoreApplication::translate("Cli", "Extra sbatch argument (repeatable)."), v },
            { key("shared-dir"), QCoreApplication::translate("Cli", "A folder the Slurm compute nodes share with this machine."),
                v },
            { key("parallel"), QCoreApplication::translate("Cli", "Requests run at once (local, ssh, offline)."), v },
            { key("python"), QCoreApplication::translate("Cli", "Python interpreter where the requests run."), v },
            { key("poll"), QCoreApplication::translate("Cli", "Seconds between Slurm polls."), v },
        };
    },
    runRunners });
