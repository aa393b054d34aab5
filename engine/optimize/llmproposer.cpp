// SPDX-License-Identifier: MIT
#include "llmproposer.h"

#include "core/enginetext.h"
#include "core/jsonkey.h"
#include "kernelfile.h"
#include "llm/llmtext.h"
#include "llm/prompt.h"
#include "llm/rewrite.h"
#include "recipes.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace Lowerscope::Optimize {

namespace {

// Why an answer that parsed gives nothing to run (stored in English like LlmText's; shownReason()).
constexpr EngineText::Source NoRegion { "Optimize",
    QT_TRANSLATE_NOOP("Optimize",
        "the answer's kernel has no editable region (the lines '# lowerscope: editable begin' and '# lowerscope: editable "
        "end')") };
constexpr EngineText::Source OnlyOutside { "Optimize",
    QT_TRANSLATE_NOOP("Optimize", "the answer changes only text outside the editable region, which is not applied") };
constexpr EngineText::Source Unchanged { "Optimize",
    QT_TRANSLATE_NOOP("Optimize", "the answer's kernel is the kernel it was shown") };
constexpr EngineText::Source TriedBefore { "Optimize",
    QT_TRANSLATE_NOOP("Optimize", "the answer's kernel was tried before (%1)") };

QJsonObject reason(const QString &check, const QString &message)
{
    return QJsonObject { { key("check"), check }, { key("line"), QJsonValue(QJsonValue::Null) }, { key("message"), message } };
}

// The harness's reasons of a round, one line (for the prompt's history).
QString reasonsText(const QJsonArray &reasons)
{
    QStringList out;
    for (const QJsonValue &v : reasons) {
        const QJsonObject r = v.toObject();
        QString line = r.value(key("check")).toString();
        if (r.value(key("line")).isDouble())
            line += key(" (line %1)").arg(r.value(key("line")).toInt());
        if (const QString m = r.value(key("message")).toString(); !m.isEmpty())
            line += key(": ") + m;
        out.append(line);
    }
    return out.join(key("; "));
}

// TEXT with its editable region replaced by CANDIDATE's (both have the markers); *outside is set when the
// candidate's text outside the region differs from BASE's. Null when the candidate has no region.
QString spliceRegion(const QString &base, const QString &candidate, bool *outside)
{
    const KernelFile b(base), c(candidate);
    if (!b.hasRegion())
        return candidate; // a task without markers: the whole file is editable
    if (!c.hasRegion())
        return {};
    *outside = base.left(b.regionStart()) != candidate.left(c.regionStart())
        || base.mid(b.regionEnd()) != candidate.mid(c.regionEnd());
    return base.left(b.regionStart()) + candidate.mid(c.regionStart(), c.regionEnd() - c.regionStart()) + base.mid(b.regionEnd());
}

// The first lines of the answer before its code (the system prompt asks for the finding and condition there).
QString hypothesisOf(const QString &answer, const QList<Finding> &findings)
{
    QStringList lines;
    for (const QString &raw : answer.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.startsWith(QLatin1String("```")) || line.startsWith(QLatin1String("~~~")) || line.startsWith(QLatin1String("@@"))
            || line.startsWith(QLatin1String("--- ")))
            break;
        if (!line.isEmpty())
            lines.append(line);
    }
    QString h = lines.join(QLatin1Char(' ')).simplified();
    if (h.size() > 240)
        h = h.left(239) + QChar(0x2026);
    if (h.isEmpty())
        h = findings.isEmpty() ? key("a model's rewrite") : key("a model's rewrite for %1").arg(findings.first().category);
    return h;
}

// Whether the answer names a finding: its category, its pattern or its title.
bool names(const QString &answer, const Finding &f)
{
    return answer.contains(f.category, Qt::CaseInsensitive) || (!f.pattern.isEmpty() && answer.contains(f.pattern))
        || (!f.title.isEmpty() && answer.contains(f.title, Qt::CaseInsensitive));
}

} // namespace

PromptInputs promptInputsOf(const ProposalContext &cx)
{
    PromptInputs in;
    in.task = cx.task->name;
    in.kernelFile = QFileInfo(cx.task->kernelFile).fileName();
    in.kernel = cx.base;
    QJsonArray findings;
    for (const Finding &f : cx.findings)
        findings.append(f.toJson());
    QStringList levels;
    for (const QString &l : { key("L1"), key("L2"), key("L3"), key("L4") }) {
        levels.append(l);
        if (l == cx.levelReached)
            break;
    }
    in.diagnosis = QJsonObject { { key("kernel"), cx.task->name }, { key("backend"), cx.task->backend },
        { key("levels_reached"), QJsonArray::fromStringList(levels) },
        { key("bottleneck"), cx.bottleneck.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(cx.bottleneck) },
        { key("stop_reason"), cx.stopReason }, { key("findings"), findings } };
    for (const Pattern &p : cx.patterns)
        if (!p.recipe.isEmpty())
            in.recipes.insert(p.id, p.recipe);
    for (const Round &r : cx.rounds) {
        QJsonObject h { { key("round"), r.index }, { key("source"), r.source }, { key("hypothesis"), r.hypothesis },
            { key("outcome"), r.isDone() ? r.outcome : r.state } };
        if (r.speedup)
            h.insert(key("speedup"), *r.speedup);
        if (const QString why = reasonsText(r.reasons); !why.isEmpty())
            h.insert(key("reason"), why);
        // Per case what the round measured, beside the initial kernel's time: a model reads a fixed per-call cost
        // or wave quantization off these, not off the geometric mean.
        QJsonArray cases;
        for (const CaseResult &c : r.cases) {
            QJsonObject o { { key("case"), c.caseName } };
            if (c.ms)
                o.insert(key("ms"), *c.ms);
            for (const Case &initial : cx.initialCases)
                if (initial.name == c.caseName && initial.initialMs)
                    o.insert(key("initial_ms"), *initial.initialMs);
            if (c.correct)
                o.insert(key("correct"), *c.correct);
            if (c.error)
                o.insert(key("error"), *c.error);
            cases.append(o);
        }
        if (!cases.isEmpty())
            h.insert(key("cases"), cases);
        in.history.append(h);
    }
    if (cx.numerics)
        in.numerics = cx.numerics->text();
    in.launch = cx.launch.text();
    return in;
}

LlmProposal readProposal(const ProposalContext &cx, const QString &answer)
{
    LlmProposal p;
    // An answer over MaxAnswerBytes is refused by parseRewrite unread; its hypothesis comes from its first lines only.
    const bool oversized = answerBytes(answer) > MaxAnswerBytes;
    p.hypothesis = hypothesisOf(oversized ? answer.left(4096) : answer, cx.findings);
    const Finding *top = cx.findings.isEmpty() ? nullptr : &cx.findings.first();
    p.level = top ? top->level : cx.levelReached;
    if (p.level.isEmpty())
        p.level = cx.levelReached;
    const ProposedRewrite rw = parseRewrite(answer, cx.base, cx.task->entry);
    QJsonObject read { { key("kind"), rw.kindName() }, { key("diff"), rw.diff }, { key("error"), rw.error },
        { key("outside_region"), false } };
    p.origin = QJsonObject { { key("proposer"), key("llm") }, { key("answer"), rw.kindName() } };
    if (top)
        p.origin = QJsonObject { { key("proposer"), key("llm") }, { key("answer"), rw.kindName() }, { key("finding"), top->id() },
            { key("category"), top->category }, { key("pattern"), top->pattern }, { key("level"), top->level },
            { key("impact"), top->impact } };
    auto refuse = [&](const QString &outcome, const QString &check, const QString &message) {
        p.ok = false;
        p.outcome = outcome;
        p.reasons.append(reason(check, message));
        read.insert(key("error"), message);
        p.exchange.insert(key("answer"), read);
        return p;
    };
    if (!rw.ok())
        return refuse(key("failed"), key("llm-answer"), rw.error);
    bool outside = false;
    const QString kernel = spliceRegion(cx.base, rw.kernel, &outside);
    if (kernel.isNull())
        return refuse(key("failed"), key("llm-answer"), EngineText::format(NoRegion));
    read.insert(key("outside_region"), outside);
    p.kernel = kernel; // a refused kernel is kept with the round (its diff shows what was proposed), not run
    if (kernel == cx.base)
        return refuse(key("rejected"), key("no-change"), EngineText::format(outside ? OnlyOutside : Unchanged));
    if (const auto seen = cx.tried.constFind(sourceHash(kernel)); seen != cx.tried.constEnd())
        return refuse(key("rejected"), key("already-tried"), EngineText::format(TriedBefore, { seen.value() }));
    p.ok = true;
    p.kernel = kernel;
    p.exchange.insert(key("answer"), read);
    return p;
}

LlmProposer::LlmProposer(LlmProfile profile, Send send, QString templateDir)
    : m_profile(std::move(profile))
    , m_send(std::move(send))
    , m_templateDir(std::move(templateDir))
{
}

LlmProposer LlmProposer::overNetwork(const LlmProfile &profile, const QByteArray &key, const QString &templateDir)
{
    return LlmProposer(
        profile,
        [profile, key](const LlmRequest &request) {
            LlmClient client(profile, key);
            return client.sendAndWait(request);
        },
        templateDir);
}

LlmProposal LlmProposer::propose(const ProposalContext &cx) const
{
    const PromptInputs in = promptInputsOf(cx);
    const Prompt prompt = buildRewritePrompt(in, m_templateDir);
    QJsonObject exchange { { key("profile"), m_profile.name }, { key("protocol"), m_profile.protocol },
        { key("model"), m_profile.model }, { key("endpoint"), m_profile.endpoint } };
    QJsonArray cited;
    for (const Finding &f : cx.findings.mid(0, in.maxFindings))
        cited.append(f.id());
    exchange.insert(key("cited"), cited);
    if (!prompt.ok()) {
        LlmProposal p;
        p.outcome = key("failed");
        p.level = cx.levelReached;
        p.hypothesis = key("a model's rewrite");
        p.reasons.append(reason(key("llm-prompt"), prompt.error));
        p.origin = QJsonObject { { key("proposer"), key("llm") }, { key("answer"), key("none") } };
        exchange.insert(key("prompt"), QJsonObject { { key("error"), prompt.error } });
        p.exchange = exchange;
        return p;
    }
    exchange.insert(key("prompt"), QJsonObject { { key("system"), prompt.system }, { key("user"), prompt.user } });
    LlmRequest request;
    request.system = prompt.system;
    request.messages.append({ key("user"), prompt.user });
    const LlmResponse response = m_send(request);
    exchange.insert(key("response"), response.toJson());
    exchange.insert(key("input_tokens"), response.inputTokens);
    exchange.insert(key("output_tokens"), response.outputTokens);
    exchange.insert(key("cost_usd"), response.costUsd);
    LlmProposal p;
    if (!response.ok) {
        p.outcome = key("failed");
        p.level = cx.findings.isEmpty() ? cx.levelReached : cx.findings.first().level;
        p.hypothesis = hypothesisOf(QString(), cx.findings);
        p.reasons.append(reason(key("llm-request"), response.error));
        p.origin = QJsonObject { { key("proposer"), key("llm") }, { key("answer"), key("none") } };
        exchange.insert(key("answer"),
            QJsonObject { { key("kind"), key("none") }, { key("diff"), QString() }, { key("error"), response.error },
                { key("outside_region"), false } });
    } else {
        p = readProposal(cx, response.text);
        exchange.insert(key("answer"), p.exchange.value(key("answer")));
    }
    p.origin.insert(key("profile"), m_profile.name);
    p.origin.insert(key("model"), response.model.isEmpty() ? m_profile.model : response.model);
    p.exchange = exchange;
    return p;
}

QJsonObject ProposalReview::toJson() const
{
    return QJsonObject { { key("from_model"), fromModel }, { key("proposer"), proposer }, { key("file"), answerFile },
        { key("profile"), profile }, { key("model"), model }, { key("system"), systemPrompt }, { key("user"), userPrompt },
        { key("answer"), answer }, { key("answer_kind"), answerKind }, { key("answer_error"), answerError },
        { key("outside_region"), outsideRegion }, { key("diff"), diff }, { key("cited"), cited },
        { key("input_tokens"), inputTokens }, { key("output_tokens"), outputTokens }, { key("cost_usd"), costUsd } };
}

ProposalReview reviewOf(const Round &round)
{
    ProposalReview r;
    r.diff = round.rewrite;
    if (round.llm.isEmpty())
        return r;
    const QJsonObject x = round.llm;
    r.fromModel = true;
    r.proposer = x.value(key("proposer")).toString(key("llm"));
    r.answerFile = x.value(key("file")).toString();
    r.profile = x.value(key("profile")).toString();
    const QJsonObject response = x.value(key("response")).toObject();
    r.model = response.value(key("model")).toString(x.value(key("model")).toString());
    r.systemPrompt = x.value(key("prompt")).toObject().value(key("system")).toString();
    r.userPrompt = x.value(key("prompt")).toObject().value(key("user")).toString();
    r.answer = response.value(key("text")).toString();
    const QJsonObject answer = x.value(key("answer")).toObject();
    r.answerKind = answer.value(key("kind")).toString(key("none"));
    r.answerError = answer.value(key("error")).toString();
    r.outsideRegion = answer.value(key("outside_region")).toBool();
    r.inputTokens = x.value(key("input_tokens")).toInteger();
    r.outputTokens = x.value(key("output_tokens")).toInteger();
    r.costUsd = x.value(key("cost_usd")).toDouble();
    QSet<QString> ids;
    for (const QJsonValue &id : x.value(key("cited")).toArray())
        ids.insert(id.toString());
    for (const QJsonValue &v : round.findings) {
        const QJsonObject f = v.toObject();
        if (!ids.contains(f.value(key("id")).toString()))
            continue;
        Finding probe;
        probe.category = f.value(key("category")).toString();
        probe.pattern = f.value(key("pattern")).toString();
        probe.title = f.value(key("title")).toString();
        r.cited.append(QJsonObject { { key("id"), f.value(key("id")) }, { key("category"), f.value(key("category")) },
            { key("title"), f.value(key("title")) }, { key("level"), f.value(key("level")) },
            { key("impact"), f.value(key("impact")) }, { key("evidence"), f.value(key("evidence")) },
            { key("named"), names(r.answer, probe) } });
    }
    return r;
}

QString shownReason(const QString &message)
{
    static const QList<EngineText::Source> sources
        = LlmText::all() + QList<EngineText::Source> { NoRegion, OnlyOutside, Unchanged, TriedBefore };
    return EngineText::translatedFrom(message, sources);
}

} // namespace Lowerscope::Optimize
