// SPDX-License-Identifier: MIT
// The curator's side of `lowerscope rounds`: synthesize proposals from accepted rounds, list them, decide them.
#include "cli.h"
#include "core/diagnostics.h"
#include "workspace/curation.h"
#include "workspace/synthesis.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Lowerscope;

namespace Lowerscope {
int runRoundProposals(const Cli::Invocation &inv, Workspace &ws);
}

static void printProposal(const Cli::Invocation &inv, const PatternProposal &p)
{
    inv.out << '#' << p.id << "  " << p.state << "  " << p.kind << "  " << p.key << '\n';
    if (p.kind == QLatin1String("new-pattern")) {
        inv.out << "  " << p.body.value(QLatin1String("title")).toString() << '\n';
        for (const QJsonValue &d : p.body.value(QLatin1String("detectors")).toArray())
            inv.out << "  " << QCoreApplication::translate("Cli", "detector") << ": " << d.toString() << '\n';
        inv.out << "  " << p.body.value(QLatin1String("recipe")).toString() << '\n';
    }
    inv.out << "  " << QCoreApplication::translate("Cli", "from rounds") << ": " << p.rounds.join(QStringLiteral(", ")) << '\n';
}

static int synthesize(const Cli::Invocation &inv, Workspace &ws)
{
    QJsonArray arr;
    int fresh = 0;
    const Curation::Synthesized done = Curation::synthesize(ws);
    if (!done.error.isEmpty())
        return inv.fail(done.error);
    for (const auto &[stored, isNew] : done.proposals) {
        fresh += isNew ? 1 : 0;
        QJsonObject o = proposalJson(stored);
        o.insert(QStringLiteral("new"), isNew);
        arr.append(o);
        if (!inv.json)
            printProposal(inv, stored);
    }
    if (inv.json) {
        QJsonObject doc { { QStringLiteral("proposals"), arr } };
        Diagnostics().addTo(doc);
        inv.printJson(doc);
    } else {
        inv.err << QCoreApplication::translate(
            "Cli", "%1 proposals, %2 new; they wait for a curator (lowerscope rounds approve|reject ID).")
                       .arg(arr.size())
                       .arg(fresh)
                << Qt::endl;
    }
    return 0;
}

int Lowerscope::runRoundProposals(const Cli::Invocation &inv, Workspace &ws)
{
    const QString action = inv.args.constFirst();
    if (action == QLatin1String("synthesize"))
        return synthesize(inv, ws);
    bool ok = true;
    const qint64 id = inv.args.size() > 1 ? inv.args.at(1).toLongLong(&ok) : 0;
    if (!ok)
        return inv.fail(QCoreApplication::translate("Cli", "'%1' is not a proposal id").arg(inv.args.at(1)));
    if (action == QLatin1String("proposals")) {
        QList<PatternProposal> list = ws.proposals();
        if (id) {
            const auto p = ws.findProposal(id);
            if (!p)
                return inv.fail(QCoreApplication::translate("Cli", "%1: no pattern proposal %2").arg(ws.file()).arg(id));
            list = { *p };
        }
        QJsonArray arr;
        for (const PatternProposal &p : list) {
            arr.append(proposalJson(p));
            if (!inv.json)
                printProposal(inv, p);
        }
        if (inv.json) {
            QJsonObject doc { { QStringLiteral("proposals"), arr } };
            Diagnostics().addTo(doc);
            inv.printJson(doc);
        }
        return 0;
    }
    if (!id)
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope rounds %1 ID [--note TEXT]").arg(action));
    // Curation (engine/workspace/curation.h) writes the knowledge base before the workspace.
    const QString note = inv.value(QStringLiteral("note"));
    const Curation::Outcome decided
        = action == QLatin1String("approve") ? Curation::approve(ws, inv.kb, id, note) : Curation::reject(ws, id, note);
    if (!decided.proposal)
        return inv.fail(decided.error);
    const auto &p = decided.proposal;
    if (inv.json) {
        QJsonObject doc { { QStringLiteral("proposal"), proposalJson(*p) } };
        Diagnostics().addTo(doc);
        inv.printJson(doc);
    } else {
        printProposal(inv, *p);
    }
    return 0;
}
