// SPDX-License-Identifier: MIT
// `lowerscope profile PATH [--json]`: a profile file or folder read into one model, with the L2 signals.
#include "cli.h"
#include "core/userfile.h"
#include "profile/profilejson.h"
#include "profile/profilereader.h"
#include "profile/profilesignals.h"
#include "profile/tracesummary.h"
#include "profile/units.h"

#include <QCoreApplication>

using namespace Lowerscope;

static void printSummary(const Cli::Invocation &inv, const Profile &p, const ProfileSignals &sig)
{
    inv.out << QCoreApplication::translate("Cli", "formats") << ": " << p.formats.join(QStringLiteral(", ")) << '\n';
    if (!p.device.isEmpty())
        inv.out << QCoreApplication::translate("Cli", "device") << ": " << p.device.name << " (" << p.device.cores << ' '
                << QCoreApplication::translate("Cli", "cores") << ")\n";
    inv.out << QCoreApplication::translate("Cli", "events") << ": " << p.sourceEvents << ", "
            << QCoreApplication::translate("Cli", "tracks") << ": " << p.tracks.size() << ", "
            << QCoreApplication::translate("Cli", "flows") << ": " << p.flows.size() << '\n';
    // The whole trace first (TraceSummary): its span, the device's busy time, then the kernels, the costliest first.
    const TraceSummary summary = summarizeTrace(p);
    if (const auto busy = summary.busyShare())
        inv.out << QCoreApplication::translate(
            "Cli", "span %1, device busy %2 (%3 %) on %n stream(s)", nullptr, summary.deviceStreams)
                       .arg(Units::durationText(summary.spanNs), Units::durationText(summary.deviceBusyNs))
                       .arg(*busy * 100, 0, 'f', 1)
                << '\n';
    for (int i : summary.kernelsByTime) {
        const Kernel &k = p.kernels.at(i);
        inv.out << "  " << k.name;
        if (const QString &library = summary.libraries.at(i); !library.isEmpty())
            inv.out << " (" << library << ')';
        inv.out << ": "
                << QCoreApplication::translate("Cli", "%1 launches, %2 µs total, %3 µs mean")
                       .arg(k.launches)
                       .arg(k.totalUs, 0, 'f', 3)
                       .arg(k.meanUs(), 0, 'f', 3);
        if (const auto share = summary.kernelShare(k); share && p.kernels.size() > 1)
            inv.out << QCoreApplication::translate("Cli", ", %1 % of the kernel time").arg(*share * 100, 0, 'f', 1);
        const auto s = sig.kernels.constFind(k.name);
        if (s != sig.kernels.cend() && !s->bottleneck.isEmpty())
            inv.out << "  [" << s->bottleneck << ']';
        inv.out << '\n';
        if (s != sig.kernels.cend())
            for (const RuleResult &r : s->rules)
                inv.out << "    " << r.name << ": "
                        << QCoreApplication::translate("Cli", "estimated speedup %1%").arg(r.estimatedSpeedup) << '\n';
    }
}

static int runProfile(const Cli::Invocation &inv)
{
    if (inv.args.size() != 1)
        return inv.fail(QCoreApplication::translate("Cli", "profile needs exactly one PATH"));
    const QString path = inv.args.first();
    if (QString why; !UserFile::isFolderOrRegular(path, &why))
        return inv.fail(why);
    const ProfileReadResult result = readProfile(path);
    const Profile &p = result.profile;
    if (!inv.json)
        for (const Warning &w : p.diagnostics.warnings)
            inv.warn(w.toText());
    if (!result.anythingRead()) {
        const QString why = p.diagnostics.warnings.isEmpty() ? QCoreApplication::translate("Cli", "no profile data recognised")
                                                             : p.diagnostics.warnings.first().toText();
        return inv.fail(path + QLatin1String(": ") + why);
    }
    const ProfileSignals sig = ProfileSignals::compute(p);
    if (inv.json)
        inv.printJson(profileToJson(p, sig));
    else
        printSummary(inv, p, sig);
    return 0;
}

static Cli::Registration profileRegistration({ QStringLiteral("profile"), QStringLiteral("profile PATH [--json]"),
    QT_TRANSLATE_NOOP(
        "Cli", "Read a profile file or folder (torch.profiler, Nsight Compute, msprof, npu-compute) and derive its L2 signals."),
    {}, runProfile });
