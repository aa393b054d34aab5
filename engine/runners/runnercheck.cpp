// SPDX-License-Identifier: MIT
#include "runnercheck.h"

#include "core/jsonkey.h"
#include "runnerfiles.h"
#include "sshrunner.h"
#include "tasks/harness.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcessEnvironment>

namespace Lowerscope {

namespace {

ProfileCheckStep runStep(const QString &program, const QStringList &args, int timeoutMs,
    const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    const CommandOutput o = runCommand(program, args, timeoutMs, env, true);
    return { program + QLatin1Char(' ') + args.join(QLatin1Char(' ')), o.ok,
        (o.ok || o.err.isEmpty() ? o.out : o.err + QLatin1Char('\n') + o.out).trimmed().section(QLatin1Char('\n'), 0, 9) };
}

} // namespace

ProfileCheck checkProfile(const RunnerProfile &profile, int timeoutMs)
{
    ProfileCheck c;
    const QString problem = profile.problem();
    if (!problem.isEmpty()) {
        c.steps.append({ profile.name, false, problem });
        return c;
    }
    const QString python = profile.python.isEmpty()
        ? (profile.kind == QLatin1String("local") ? Harness::python() : key("python3"))
        : profile.python;
    if (profile.kind == QLatin1String("local")) {
        QString error;
        const QString root = Harness::root(&error);
        if (root.isEmpty()) {
            c.steps.append({ key("harness"), false, error });
            return c;
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(key("PYTHONPATH"), root);
        env.insert(key("PYTHONDONTWRITEBYTECODE"), key("1"));
        c.steps.append(
            runStep(python, { key("-c"), key("import sys, lowerscope_harness; print(sys.version.split()[0])") }, timeoutMs, env));
    } else if (profile.kind == QLatin1String("ssh")) {
        const SshCommand ssh = sshCommand(
            profile, shellQuote(python) + key(" -c 'import sys; print(sys.version.split()[0])' && tar --version | head -n1"));
        c.steps.append(runStep(ssh.program, ssh.args, timeoutMs));
    } else if (profile.kind == QLatin1String("slurm")) {
        ProfileCheckStep s = runStep(key("sinfo"), { key("-h"), key("-o"), key("%P %a %D %G") }, timeoutMs);
        if (s.ok && !profile.partition.isEmpty()) {
            bool found = false;
            for (const QString &line : s.output.split(QLatin1Char('\n')))
                found = found || line.section(QLatin1Char(' '), 0, 0).remove(QLatin1Char('*')) == profile.partition;
            if (!found) {
                s.ok = false;
                s.output
                    += QLatin1Char('\n') + QCoreApplication::translate("Runners", "no partition '%1'").arg(profile.partition);
            }
        }
        c.steps.append(s);
        if (!profile.sharedDir.isEmpty() && !QDir(profile.sharedDir).exists())
            c.steps.append(
                { profile.sharedDir, false, QCoreApplication::translate("Runners", "the shared folder does not exist") });
    } else {
        c.steps.append(runStep(key("tar"), { key("--version") }, timeoutMs));
    }
    return c;
}

} // namespace Lowerscope
