// SPDX-License-Identifier: MIT
// The curator's side of `lowerscope rounds`: synthesize proposals from accepted rounds, list them, decide them.
#include "cli.h"

#include "core/diagnostics.h"
#include "kb/knowledgebase.h"
#include "workspace/synthesis.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Lowerscope;

namespace Lowerscope {
int runRoundProposals(const Cli::Invocation &inv, Workspace &ws);
}

static QString tr(const char *text) { return QCoreApplication::translate("Cli", text); }

static void printProposal(const Cli::Invocation &inv, const PatternProposal &p)
{
    inv.out << '#' << p.id << "  " << p.state << "  " << p.kind << "  " << p.key << '\n';
    if (p.kind == QLatin1String("new-pattern")) {
        inv.out << "  " << p.body.value(QLatin1String("title")).toString() << '\n';
        for (const QJsonValue &d : p.body.value(QLatin1String("detectors")).toArray())
            inv.out << "  " << tr("detector") << ": " << d.toString() << '\n';
        inv.out << "  " << p.body.value(QLatin1String("recipe")).toString() << '\n';
    }
    inv.out << "  " << tr("from rounds") << ": " << p.rounds.join(QStringLiteral(", ")) << '\n';
}

// An approved proposal becomes knowledge: a new distilled pattern (its detectors, recipe and conditions, with
// the rounds it came from), or the outcomes of its rounds recorded on the known pattern's statistics.
static bool applyToKnowledgeBase(const Cli::Invocation &inv, const Workspace &ws, const PatternProposal &p, QString *error)
{
    KnowledgeBase kb;
    if (!kb.open(inv.kb)) {
        *error = kb.error();
        return false;
    }
    const QJsonObject b = p.body;
    if (p.kind == QLatin1String("stats-update")) {
        for (const QString &ref : p.rounds) {
            const auto r = ws.findRound(ref.section(QLatin1Char('#'), 0, -2), ref.section(QLatin1Char('#'), -1).toInt());
            if (r && r->isDone() && !kb.recordOutcome(p.key, r->isAccepted(), r->speedup.value_or(1.0))) {
                *error = kb.error();
                return false;
            }
        }
        return true;
    }
    Pattern pattern;
    pattern.id = b.value(QLatin1String("id")).toString();
    pattern.title = b.value(QLatin1String("title")).toString();
    pattern.family = b.value(QLatin1String("family")).toString();
    pattern.category = b.value(QLatin1String("category")).toString();
    for (const QJsonValue &v : b.value(QLatin1String("backends")).toArray())
        pattern.backends << v.toString();
    for (const QJsonValue &v : b.value(QLatin1String("detectors")).toArray()) {
        PatternDetector d;
        d.expression = v.isObject() ? v.toObject().value(QLatin1String("expression")).toString() : v.toString();
        pattern.detectors << d;
    }
    pattern.recipe = b.value(QLatin1String("recipe")).toString();
    for (const QJsonValue &v : b.value(QLatin1String("conditions")).toArray())
        pattern.conditions << v.toString();
    pattern.provenanceKind = QStringLiteral("distilled");
    pattern.provenanceRounds = p.rounds;
    pattern.untested = true; // no fixture pair exercises a distilled detector yet
    if (!kb.addPattern(pattern, QStringLiteral("approved proposal %1").arg(p.id))) {
        *error = kb.error();
        return false;
    }
    return true;
}

static int synthesize(const Cli::Invocation &inv, Workspace &ws)
{
    QJsonArray arr;
    int fresh = 0;
    for (const PatternProposal &candidate : Synthesis::propose(ws.operators(), ws.rounds())) {
        QString error;
        bool existed = false;
        const auto stored = ws.addProposal(candidate, &error, &existed);
        if (!stored)
            return inv.fail(ws.file() + QLatin1String(": ") + error);
        fresh += existed ? 0 : 1;
        QJsonObject o = proposalJson(*stored);
        o.insert(QStringLiteral("new"), !existed);
        arr.append(o);
        if (!inv.json)
            printProposal(inv, *stored);
    }
    if (inv.json) {
        QJsonObject doc{{QStringLiteral("proposals"), arr}};
        Diagnostics().addTo(doc);
        inv.printJson(doc);
    } else {
        inv.err << tr("%1 proposals, %2 new; they wait for a curator (lowerscope rounds approve|reject ID).").arg(arr.size()).arg(fresh) << Qt::endl;
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
        return inv.fail(tr("'%1' is not a proposal id").arg(inv.args.at(1)));
    if (action == QLatin1String("proposals")) {
        QList<PatternProposal> list = ws.proposals();
        if (id) {
            const auto p = ws.findProposal(id);
            if (!p)
                return inv.fail(tr("%1: no pattern proposal %2").arg(ws.file()).arg(id));
            list = {*p};
        }
        QJsonArray arr;
        for (const PatternProposal &p : list) {
            arr.append(proposalJson(p));
            if (!inv.json)
                printProposal(inv, p);
        }
        if (inv.json) {
            QJsonObject doc{{QStringLiteral("proposals"), arr}};
            Diagnostics().addTo(doc);
            inv.printJson(doc);
        }
        return 0;
    }
    if (!id)
        return inv.fail(tr("usage: lowerscope rounds %1 ID [--note TEXT]").arg(action));
    QString error;
    const QString state = action == QLatin1String("approve") ? QStringLiteral("approved") : QStringLiteral("rejected");
    // Approval writes into the knowledge base first: a proposal the knowledge base refuses stays pending.
    if (state == QLatin1String("approved")) {
        const auto pending = ws.findProposal(id);
        if (pending && pending->state == QLatin1String("pending") && !applyToKnowledgeBase(inv, ws, *pending, &error))
            return inv.fail(inv.kb + QLatin1String(": ") + error);
    }
    if (!ws.decideProposal(id, state, inv.value(QStringLiteral("note")), &error))
        return inv.fail(ws.file() + QLatin1String(": ") + error);
    const auto p = ws.findProposal(id);
    if (inv.json) {
        QJsonObject doc{{QStringLiteral("proposal"), proposalJson(*p)}};
        Diagnostics().addTo(doc);
        inv.printJson(doc);
    } else {
        printProposal(inv, *p);
    }
    return 0;
}
