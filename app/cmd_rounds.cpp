// SPDX-License-Identifier: MIT
// `lowerscope rounds list|show|record|resume|synthesize|proposals|approve|reject`: the workspace's rounds and
// the pattern proposals distilled from them (docs/rounds.md).
#include "cli.h"
#include "core/diagnostics.h"
#include "optimize/llmproposer.h"
#include "workspace/roundfile.h"
#include "workspace/synthesis.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Lowerscope;

namespace {

QString speedText(std::optional<double> v)
{
    return v ? QString::number(*v, 'f', 2) + QStringLiteral("×") : QStringLiteral("–");
}

void printRoundLine(const Cli::Invocation &inv, const Round &r)
{
    inv.out << r.ref() << "  " << (r.level.isEmpty() ? QStringLiteral("--") : r.level) << "  "
            << (r.source.isEmpty() ? QStringLiteral("-") : r.source) << "  " << (r.isDone() ? r.outcome : r.state) << "  "
            << speedText(r.speedup) << "  " << r.hypothesis << '\n';
}

void printJsonDoc(const Cli::Invocation &inv, QJsonObject doc, const Diagnostics &diag = {})
{
    diag.addTo(doc);
    inv.printJson(doc);
}

int list(const Cli::Invocation &inv, Workspace &ws)
{
    const QList<Round> rounds = ws.rounds(inv.args.value(1));
    if (inv.args.size() > 1 && !ws.findOperator(inv.args.at(1)))
        return inv.fail(
            QCoreApplication::translate("Cli", "%1: no operator %2 in this workspace").arg(ws.file(), inv.args.at(1)));
    if (inv.json) {
        QJsonArray arr;
        for (const Round &r : rounds)
            arr.append(roundJson(r));
        printJsonDoc(inv, { { QStringLiteral("rounds"), arr } });
        return 0;
    }
    for (const Round &r : rounds)
        printRoundLine(inv, r);
    return 0;
}

// The round's reasons, and for a rewrite from a model or a coding agent the exchange behind it: who answered,
// tokens and cost, how the answer was read; with FULL the exact prompt and answer, else where to find them.
void printExchange(const Cli::Invocation &inv, const Round &r, bool full)
{
    for (const QJsonValue &v : r.reasons) {
        const QJsonObject o = v.toObject();
        inv.out << "  " << QCoreApplication::translate("Cli", "reason") << ": [" << o.value(QLatin1String("check")).toString()
                << "] ";
        if (o.value(QLatin1String("line")).isDouble())
            inv.out << QCoreApplication::translate("Cli", "line %1").arg(o.value(QLatin1String("line")).toInt()) << ": ";
        inv.out << Optimize::shownReason(o.value(QLatin1String("message")).toString()) << '\n';
    }
    const Optimize::ProposalReview review = Optimize::reviewOf(r);
    if (!review.fromModel)
        return;
    if (review.proposer == QLatin1String("agent"))
        inv.out << "  " << QCoreApplication::translate("Cli", "written by a coding agent: %1").arg(review.answerFile) << '\n';
    else
        inv.out << "  "
                << QCoreApplication::translate("Cli", "model %1 (profile %2): %3 input and %4 output tokens, $%5")
                       .arg(review.model, review.profile)
                       .arg(review.inputTokens)
                       .arg(review.outputTokens)
                       .arg(review.costUsd, 0, 'f', 4)
                << '\n';
    inv.out << "  " << QCoreApplication::translate("Cli", "answer read as: %1").arg(review.answerKind);
    if (review.outsideRegion)
        inv.out << " ("
                << QCoreApplication::translate("Cli", "it also changed text outside the editable region, which is not applied")
                << ')';
    inv.out << '\n';
    if (!review.answerError.isEmpty())
        inv.out << "  " << QCoreApplication::translate("Cli", "answer not used") << ": "
                << Optimize::shownReason(review.answerError) << '\n';
    if (review.proposer == QLatin1String("agent"))
        return;
    if (!full) {
        inv.out << "  "
                << QCoreApplication::translate("Cli",
                       "the prompt and the answer: lowerscope rounds show %1 %2 (or --json: llm.prompt, llm.response.text)")
                       .arg(r.operatorName)
                       .arg(r.index)
                << '\n';
        return;
    }
    auto section = [&](const QString &title, const QString &text) {
        inv.out << "\n--- " << title << " ---\n" << text << (text.endsWith(QLatin1Char('\n')) ? "" : "\n");
    };
    section(QCoreApplication::translate("Cli", "prompt: system"), review.systemPrompt);
    section(QCoreApplication::translate("Cli", "prompt: user"), review.userPrompt);
    section(QCoreApplication::translate("Cli", "answer"), review.answer);
}

void printRoundDetail(const Cli::Invocation &inv, const Round &r, bool full)
{
    printRoundLine(inv, r);
    inv.out << QCoreApplication::translate("Cli", "state") << ": " << r.state << "  "
            << QCoreApplication::translate("Cli", "vs reference") << ": " << speedText(r.speedupVsReference) << '\n';
    for (const CaseResult &c : r.cases)
        inv.out << "  " << c.caseName << "  "
                << (c.correct ? (*c.correct ? QCoreApplication::translate("Cli", "correct")
                                            : QCoreApplication::translate("Cli", "incorrect"))
                              : QStringLiteral("?"))
                << "  " << (c.ms ? QString::number(*c.ms, 'g', 4) + QStringLiteral(" ms") : QStringLiteral("–")) << '\n';
    for (const QJsonValue &f : r.findings)
        inv.out << "  [" << f.toObject().value(QLatin1String("category")).toString() << "] "
                << f.toObject().value(QLatin1String("title")).toString() << '\n';
    printExchange(inv, r, full);
    if (!r.rewrite.isEmpty())
        inv.out << '\n' << r.rewrite;
}

int show(const Cli::Invocation &inv, Workspace &ws)
{
    if (inv.args.size() < 2)
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope rounds show OPERATOR [INDEX]"));
    const auto op = ws.findOperator(inv.args.at(1));
    if (!op)
        return inv.fail(
            QCoreApplication::translate("Cli", "%1: no operator %2 in this workspace").arg(ws.file(), inv.args.at(1)));
    QList<Round> rounds;
    if (inv.args.size() > 2) {
        bool ok = false;
        const int index = inv.args.at(2).toInt(&ok);
        const auto r = ok ? ws.findRound(op->name, index) : std::nullopt;
        if (!r)
            return inv.fail(
                QCoreApplication::translate("Cli", "%1: %2 has no round %3").arg(ws.file(), op->name, inv.args.at(2)));
        rounds << *r;
    } else {
        rounds = ws.rounds(op->name);
    }
    if (inv.json) {
        QJsonArray arr, cases;
        for (const Round &r : rounds)
            arr.append(roundJson(r, true));
        for (const Case &c : op->cases)
            cases.append(QJsonObject { { QStringLiteral("case"), c.name }, { QStringLiteral("shape"), c.shape },
                { QStringLiteral("initial_ms"), c.initialMs ? QJsonValue(*c.initialMs) : QJsonValue() },
                { QStringLiteral("reference_ms"), c.referenceMs ? QJsonValue(*c.referenceMs) : QJsonValue() } });
        const QJsonObject opJson { { QStringLiteral("name"), op->name }, { QStringLiteral("backend"), op->backend },
            { QStringLiteral("cases"), cases }, { QStringLiteral("initial_version"), op->initialVersion } };
        printJsonDoc(inv, { { QStringLiteral("operator"), opJson }, { QStringLiteral("rounds"), arr } });
        return 0;
    }
    for (const Round &r : rounds)
        printRoundDetail(inv, r, inv.args.size() > 2);
    return 0;
}

// record and resume: every round of the file, each in its own transaction; bad entries are warnings.
int write(const Cli::Invocation &inv, Workspace &ws, bool resume)
{
    if (inv.args.size() < 2)
        return inv.fail(resume ? QCoreApplication::translate("Cli", "usage: lowerscope rounds resume FILE")
                               : QCoreApplication::translate("Cli", "usage: lowerscope rounds record FILE"));
    Diagnostics diag;
    QString error;
    const QList<RoundRecord> records = readRoundFile(inv.args.at(1), diag, &error);
    if (!error.isEmpty())
        return inv.fail(error);
    QJsonArray written;
    int failures = 0;
    for (const RoundRecord &rec : records) {
        const auto r = resume ? ws.resume(rec, &error) : ws.record(rec, &error);
        if (!r) {
            ++failures;
            const QString prefix = inv.args.at(1) + QLatin1String(": ");
            diag.warn(inv.args.at(1), 0, error.startsWith(prefix) ? error.mid(prefix.size()) : error);
            continue;
        }
        written.append(roundJson(*r));
        if (!inv.json)
            printRoundLine(inv, *r);
    }
    if (!inv.json)
        for (const Warning &w : diag.warnings)
            inv.warn(w.toText());
    if (written.isEmpty())
        return inv.fail(records.isEmpty()
                ? QCoreApplication::translate("Cli", "%1: no usable round in this file").arg(inv.args.at(1))
                : QCoreApplication::translate("Cli", "%1: nothing was recorded (%2 rounds refused)")
                      .arg(inv.args.at(1))
                      .arg(failures));
    if (inv.json)
        printJsonDoc(inv, { { QStringLiteral("rounds"), written } }, diag);
    return 0;
}

int listUnfinished(const Cli::Invocation &inv, Workspace &ws)
{
    const QList<Round> open = ws.unfinishedRounds();
    if (inv.json) {
        QJsonArray arr;
        for (const Round &r : open)
            arr.append(roundJson(r));
        printJsonDoc(inv, { { QStringLiteral("rounds"), arr } });
        return 0;
    }
    if (open.isEmpty())
        inv.out << QCoreApplication::translate("Cli", "No unfinished rounds.") << '\n';
    for (const Round &r : open) {
        const auto op = ws.findOperator(r.operatorName);
        printRoundLine(inv, r);
        inv.out << "  "
                << QCoreApplication::translate("Cli", "validated %1 of %2 cases; continue with: lowerscope rounds resume FILE")
                       .arg(r.cases.size())
                       .arg(op ? op->cases.size() : 0)
                << '\n';
    }
    return 0;
}

} // namespace

namespace Lowerscope {
// cmd_proposals.cpp: synthesize, proposals, approve, reject.
int runRoundProposals(const Cli::Invocation &inv, Workspace &ws);
} // namespace Lowerscope

static int runRounds(const Cli::Invocation &inv)
{
    const QString action = inv.args.value(0, QStringLiteral("list"));
    static const QStringList reading { QStringLiteral("list"), QStringLiteral("show"), QStringLiteral("proposals") };
    Workspace ws;
    QString error;
    if (!ws.open(inv.workspace, &error, reading.contains(action) ? Workspace::OpenMode::MustExist : Workspace::OpenMode::Create))
        return inv.fail(error);
    if (action == QLatin1String("list"))
        return list(inv, ws);
    if (action == QLatin1String("show"))
        return show(inv, ws);
    if (action == QLatin1String("record"))
        return write(inv, ws, false);
    if (action == QLatin1String("resume"))
        return inv.args.size() > 1 ? write(inv, ws, true) : listUnfinished(inv, ws);
    if (action == QLatin1String("synthesize") || action == QLatin1String("proposals") || action == QLatin1String("approve")
        || action == QLatin1String("reject"))
        return runRoundProposals(inv, ws);
    return inv.fail(QCoreApplication::translate(
        "Cli", "unknown rounds action '%1' (list, show, record, resume, synthesize, proposals, approve, reject)")
            .arg(action));
}

static Cli::Registration roundsRegistration({ QStringLiteral("rounds"),
    QStringLiteral("rounds list [OP] | show OP [INDEX] | record FILE | resume [FILE] | synthesize | proposals [ID] | "
                   "approve ID | reject ID [--note TEXT] [--json]"),
    QT_TRANSLATE_NOOP("Cli", "Record, resume and list optimization rounds; distil pattern proposals from accepted rounds."),
    [] {
        return QList<QCommandLineOption> { { QStringLiteral("note"),
            QCoreApplication::translate("Cli", "A curator's note for approve or reject."),
            QCoreApplication::translate("Cli", "TEXT") } };
    },
    runRounds });
