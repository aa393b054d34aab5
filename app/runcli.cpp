// SPDX-License-Identifier: MIT
#include "runcli.h"

#include "core/jsonkey.h"
#include "llm/apikey.h"
#include "llm/llmprofile.h"
#include "runners/consent.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QSettings>
#include <cstdio>
#include <iostream>
#include <string>
#include <unistd.h>

namespace Lowerscope::Cli {

QList<QCommandLineOption> batchOptions()
{
    return {
        { key("runner"), QCoreApplication::translate("Cli", "Runner profile (see lowerscope runners list; default: local)."),
            QCoreApplication::translate("Cli", "NAME") },
        { key("candidate"),
            QCoreApplication::translate("Cli", "Candidate kernel file (repeatable); default: the task's own kernel."),
            QCoreApplication::translate("Cli", "FILE") },
        { key("origin"),
            QCoreApplication::translate("Cli", "Where the candidates' code came from: user, recipe or llm (default: user)."),
            QCoreApplication::translate("Cli", "ORIGIN") },
        { key("evidence"), QCoreApplication::translate("Cli", "Also capture the candidate's compiler stages and pass dumps.") },
        { key("ncu"), QCoreApplication::translate("Cli", "With --evidence: also Nsight Compute exports.") },
        { key("no-timing"), QCoreApplication::translate("Cli", "Check correctness only, without timing.") },
        { key("timeout"), QCoreApplication::translate("Cli", "Seconds one request may take (default: the profile's)."),
            QCoreApplication::translate("Cli", "SECONDS") },
        { key("yes"), QCoreApplication::translate("Cli", "Run code from a recipe or an LLM without asking (batch runs).") },
    };
}

std::optional<RunnerProfile> chosenProfile(const Invocation &inv, int *rc)
{
    const QString name = inv.isSet(key("runner")) ? inv.value(key("runner")) : key("local");
    QSettings settings;
    const std::optional<RunnerProfile> p = RunnerProfiles::find(settings, name);
    if (!p) {
        *rc = inv.fail(QCoreApplication::translate("Cli", "no runner profile '%1' (see lowerscope runners list)").arg(name));
        return std::nullopt;
    }
    return p;
}

std::optional<std::function<Optimize::LlmProposal(const Optimize::ProposalContext &)>> modelProposer(
    const Invocation &inv, QString *error)
{
    if (!inv.isSet(key("llm")))
        return std::function<Optimize::LlmProposal(const Optimize::ProposalContext &)>();
    QSettings settings;
    const auto profile = LlmProfiles::find(settings, inv.value(key("llm")));
    if (!profile) {
        *error = QCoreApplication::translate("Cli", "no LLM profile %1 (lowerscope llm list)").arg(inv.value(key("llm")));
        return std::nullopt;
    }
    const ApiKey apiKey = resolveApiKey(*profile);
    if (!apiKey.ok()) {
        *error = apiKey.error;
        return std::nullopt;
    }
    const Optimize::LlmProposer proposer
        = Optimize::LlmProposer::overNetwork(*profile, apiKey.value, inv.value(key("templates")));
    return [proposer](const Optimize::ProposalContext &context) { return proposer.propose(context); };
}

QList<QCommandLineOption> loopOptions()
{
    return {
        { key("rounds"), QCoreApplication::translate("Cli", "Rounds per operator in all, counting earlier sessions (default 4)."),
            QCoreApplication::translate("Cli", "N") },
        { key("candidates"), QCoreApplication::translate("Cli", "Rounds per operator in one runner call (default 1)."),
            QCoreApplication::translate("Cli", "K") },
        { key("runner"),
            QCoreApplication::translate("Cli", "The runner profile that validates candidates (default: this machine)."),
            QCoreApplication::translate("Cli", "PROFILE") },
        { key("baseline"),
            QCoreApplication::translate(
                "Cli", "A harness self-test log whose initial-kernel times (same hashes) are the baseline."),
            QCoreApplication::translate("Cli", "LOG") },
        { key("llm"),
            QCoreApplication::translate("Cli", "An LLM profile that proposes each step's first rewrite (lowerscope llm list)."),
            QCoreApplication::translate("Cli", "PROFILE") },
        { key("templates"), QCoreApplication::translate("Cli", "A folder with your own rewrite.system.md and rewrite.user.md."),
            QCoreApplication::translate("Cli", "DIR") },
        { key("yes"), QCoreApplication::translate("Cli", "Run candidates written by recipes or a model without asking.") },
    };
}

std::optional<Optimize::SessionSpec> loopSpec(const Invocation &inv, QString *error)
{
    Optimize::SessionSpec spec;
    bool ok = true;
    if (inv.isSet(key("rounds")) && ((spec.rounds = inv.value(key("rounds")).toInt(&ok)) < 1 || !ok)) {
        *error = QCoreApplication::translate("Cli", "--rounds: expected a whole number from 1");
        return std::nullopt;
    }
    if (inv.isSet(key("candidates")) && ((spec.candidates = inv.value(key("candidates")).toInt(&ok)) < 1 || !ok)) {
        *error = QCoreApplication::translate("Cli", "--candidates: expected a whole number from 1");
        return std::nullopt;
    }
    spec.knowledgeBase = inv.kb;
    spec.taskDirs = inv.args;
    spec.baselineLog = inv.value(key("baseline"));
    const auto propose = modelProposer(inv, error); // the model proposes each step's first round (docs/llm.md)
    if (!propose)
        return std::nullopt;
    spec.propose = *propose;
    return spec;
}

std::optional<Optimize::EvidenceArm> evidenceArm(const Invocation &inv, QString *error)
{
    if (!inv.isSet(key("evidence")))
        return Optimize::EvidenceArm::Progressive;
    const auto arm = Optimize::evidenceArmFromName(inv.value(key("evidence")));
    if (!arm)
        *error = QCoreApplication::translate("Cli", "--evidence: %1 is not an arm (surface, progressive, deep)")
                     .arg(inv.value(key("evidence")));
    return arm;
}

std::optional<RunBatch> batchFrom(const Invocation &inv, const QStringList &tasks, const QString &workDir, int *rc)
{
    if (tasks.isEmpty()) {
        *rc = inv.fail(QCoreApplication::translate("Cli", "name at least one task folder"));
        return std::nullopt;
    }
    const QStringList candidates = inv.parser.values(key("candidate"));
    CodeOrigin origin = CodeOrigin::User;
    if (inv.isSet(key("origin"))) {
        const std::optional<CodeOrigin> o = codeOriginFromName(inv.value(key("origin")));
        if (!o) {
            *rc = inv.fail(QCoreApplication::translate("Cli", "--origin must be user, recipe or llm, not '%1'")
                    .arg(inv.value(key("origin"))));
            return std::nullopt;
        }
        origin = *o;
    }
    int timeout = 0;
    if (inv.isSet(key("timeout"))) {
        bool ok = false;
        timeout = inv.value(key("timeout")).toInt(&ok);
        if (!ok || timeout <= 0) {
            *rc = inv.fail(QCoreApplication::translate("Cli", "--timeout must be a positive number of seconds"));
            return std::nullopt;
        }
    }
    QList<QPair<QString, QString>> pairs; // task, candidate
    if (candidates.isEmpty()) {
        for (const QString &t : tasks)
            pairs.append({ t, QString() });
    } else if (tasks.size() == 1) {
        for (const QString &c : candidates)
            pairs.append({ tasks.first(), c });
    } else if (tasks.size() == candidates.size()) {
        for (qsizetype i = 0; i < tasks.size(); ++i)
            pairs.append({ tasks[i], candidates[i] });
    } else {
        *rc = inv.fail(
            QCoreApplication::translate("Cli", "give one task with any number of --candidate, or as many --candidate as tasks"));
        return std::nullopt;
    }
    RunBatch batch;
    batch.id = makeBatchId();
    batch.workDir = QDir(workDir).filePath(batch.id);
    QHash<QString, int> used;
    for (const auto &[task, cand] : pairs) {
        RunRequest r;
        const QString base = QFileInfo(QDir::cleanPath(QDir(task).absolutePath())).fileName()
            + (cand.isEmpty() ? QString() : QLatin1Char('-') + QFileInfo(cand).completeBaseName());
        QString id = base;
        id.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), key("_"));
        id = id.left(60);
        if (const int n = ++used[id]; n > 1)
            id += QLatin1Char('-') + QString::number(n);
        r.id = id;
        r.taskDir = task;
        r.candidate = cand;
        // The task's own kernel is the user's; a candidate file is what --origin says.
        r.origin = cand.isEmpty() ? CodeOrigin::User : origin;
        r.evidence = inv.isSet(key("evidence"));
        r.ncu = inv.isSet(key("ncu"));
        r.timing = !inv.isSet(key("no-timing"));
        r.timeoutS = timeout;
        batch.requests.append(r);
    }
    QString problem = batch.problem();
    if (!problem.isEmpty()) {
        *rc = inv.fail(problem);
        return std::nullopt;
    }
    return batch;
}

bool consentGiven(const Invocation &inv, const RunBatch &batch, int *rc)
{
    QString error;
    bool ok = true;
    const QList<ConsentItem> items = consentItems(batch, &error, &ok);
    if (!ok) {
        *rc = inv.fail(error);
        return false;
    }
    if (items.isEmpty() || inv.isSet(key("yes")))
        return true;
    const bool tty = ::isatty(STDIN_FILENO) && ::isatty(STDERR_FILENO);
    if (!tty) {
        *rc = inv.fail(QCoreApplication::translate("Cli",
            "%n candidate(s) did not come from you (origin recipe or llm); "
            "no terminal to ask on: pass --yes to run them",
            nullptr, int(items.size())));
        return false;
    }
    for (const ConsentItem &item : items) {
        inv.err << QCoreApplication::translate("Cli", "%1: code from %2 (%3), against the task's kernel:")
                       .arg(item.requestId, codeOriginName(item.origin), item.candidate)
                << '\n'
                << (item.diff.isEmpty() ? QCoreApplication::translate("Cli", "(identical to the task's kernel)") : item.diff)
                << '\n';
    }
    inv.err << QCoreApplication::translate("Cli", "Run this code on runner '%1'? [y/N] ")
                   .arg(inv.isSet(key("runner")) ? inv.value(key("runner")) : key("local"));
    inv.err.flush();
    std::string answer;
    std::getline(std::cin, answer);
    const QString a = QString::fromStdString(answer).trimmed().toLower();
    if (a == QLatin1String("y") || a == QLatin1String("yes"))
        return true;
    *rc = inv.fail(QCoreApplication::translate("Cli", "not run: no consent"));
    return false;
}

QJsonObject resultJson(const RunRequest &request, const RunResult &r)
{
    const QJsonValue up = r.result.value(key("speedup"));
    return { { key("id"), r.id }, { key("task"), QDir(request.taskDir).absolutePath() },
        { key("candidate"), request.candidate.isEmpty() ? QJsonValue() : QJsonValue(request.candidate) },
        { key("origin"), codeOriginName(request.origin) }, { key("status"), runStatusName(r.status) },
        { key("verdict"), r.verdict }, { key("speedup"), r.ok() && up.isDouble() ? up : QJsonValue() },
        { key("error"), r.error.isEmpty() ? QJsonValue() : QJsonValue(r.error) },
        { key("evidence"), r.evidenceDir.isEmpty() ? QJsonValue() : QJsonValue(r.evidenceDir) },
        { key("result"), r.result.isEmpty() ? QJsonValue() : QJsonValue(r.result) } };
}

QString resultLine(const RunRequest &request, const RunResult &r)
{
    QString line = r.id + key(": ");
    if (!r.ok())
        return line + runStatusName(r.status) + key(" (") + r.error.section(QLatin1Char('\n'), 0, 0) + QLatin1Char(')');
    line += r.verdict;
    const QJsonValue up = r.result.value(key("speedup"));
    if (up.isDouble())
        line += QStringLiteral(", %1x").arg(up.toDouble(), 0, 'f', 2);
    const QJsonArray reasons = r.result.value(key("reasons")).toArray();
    if (!reasons.isEmpty())
        line += QStringLiteral(" [%1] %2")
                    .arg(reasons[0].toObject().value(key("check")).toString(),
                        reasons[0].toObject().value(key("message")).toString());
    Q_UNUSED(request);
    return line;
}

} // namespace Lowerscope::Cli
