// SPDX-License-Identifier: MIT
#include "llmproposer.h"

#include "core/enginetext.h"
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

QString k(const char *s)
{
    return QString::fromLatin1(s);
}

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
    return QJsonObject { { k("check"), check }, { k("line"), QJsonValue(QJsonValue::Null) }, { k("message"), message } };
}

// The harness's reasons of a round, one line (for the prompt's history).
QString reasonsText(const QJsonArray &reasons)
{
    QStringList out;
    for (const QJsonValue &v : reasons) {
        const QJsonObject r = v.toObject();
        QString line = r.value(k("check")).toString();
        if (r.value(k("line")).isDouble())
            line += k(" (line %1)").arg(r.value(k("line")).toInt());
        if (const QString m = r.value(k("message")).toString(); !m.isEmpty())
            line += k(": ") + m;
        out.append(line);
    }
    return out.join(k("; "));
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
        h = findings.isEmpty() ? k("a model's rewrite") : k("a model's rewrite for %1").arg(findings.first().category);
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
    for (const QString &l : { k("L1"), k("L2"), k("L3"), k("L4") }) {
        levels.append(l);
        if (l == cx.levelReached)
            break;
    }
    in.diagnosis = QJsonObject { { k("kernel"), cx.task->name }, { k("backend"), cx.task->backend },
        { k("levels_reached"), QJsonArray::fromStringList(levels) },
        { k("bottleneck"), cx.bottleneck.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(cx.bottleneck) },
        { k("stop_reason"), cx.stopReason }, { k("findings"), findings } };
    for (const Pattern &p : cx.patterns)
        if (!p.recipe.isEmpty())
            in.recipes.insert(p.id, p.recipe);
    for (const Round &r : cx.rounds) {
        QJsonObject h { { k("round"), r.index }, { k("source"), r.source }, { k("hypothesis"), r.hypothesis },
            { k("outcome"), r.isDone() ? r.outcome : r.state } };
        if (r.speedup)
            h.insert(k("speedup"), *r.speedup);
        if (const QString why = reasonsText(r.reasons); !why.isEmpty())
            h.insert(k("reason"), why);
        // Per case what the round measured, beside the initial kernel's time: a model reads a fixed per-call cost
        // or wave quantization off these, not off the geometric mean.
        QJsonArray cases;
        for (const CaseResult &c : r.cases) {
            QJsonObject o { { k("case"), c.caseName } };
            if (c.ms)
                o.insert(k("ms"), *c.ms);
            for (const Case &initial : cx.initialCases)
                if (initial.name == c.caseName && initial.initialMs)
                    o.insert(k("initial_ms"), *initial.initialMs);
            if (c.correct)
                o.insert(k("correct"), *c.correct);
            if (c.error)
                o.insert(k("error"), *c.error);
            cases.append(o);
        }
        if (!cases.isEmpty())
            h.insert(k("cases"), cases);
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
    QJsonObject read { { k("kind"), rw.kindName() }, { k("diff"), rw.diff }, { k("error"), rw.error },
        { k("outside_region"), false } };
    p.origin = QJsonObject { { k("proposer"), k("llm") }, { k("answer"), rw.kindName() } };
    if (top)
        p.origin = QJsonObject { { k("proposer"), k("llm") }, { k("answer"), rw.kindName() }, { k("finding"), top->id() },
            { k("category"), top->category }, { k("pattern"), top->pattern }, { k("level"), top->level },
            { k("impact"), top->impact } };
    auto refuse = [&](const QString &outcome, const QString &check, const QString &message) {
        p.ok = false;
        p.outcome = outcome;
        p.reasons.append(reason(check, message));
        read.insert(k("error"), message);
        p.exchange.insert(k("answer"), read);
        return p;
    };
    if (!rw.ok())
        return refuse(k("failed"), k("llm-answer"), rw.error);
    bool outside = false;
    const QString kernel = spliceRegion(cx.base, rw.kernel, &outside);
    if (kernel.isNull())
        return refuse(k("failed"), k("llm-answer"), EngineText::format(NoRegion));
    read.insert(k("outside_region"), outside);
    p.kernel = kernel; // a refused kernel is kept with the round (its diff shows what was proposed), not run
    if (kernel == cx.base)
        return refuse(k("rejected"), k("no-change"), EngineText::format(outside ? OnlyOutside : Unchanged));
    if (const auto seen = cx.tried.constFind(sourceHash(kernel)); seen != cx.tried.constEnd())
        return refuse(k("rejected"), k("already-tried"), EngineText::format(TriedBefore, { seen.value() }));
    p.ok = true;
    p.kernel = kernel;
    p.exchange.insert(k("answer"), read);
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
    QJsonObject exchange { { k("profile"), m_profile.name }, { k("protocol"), m_profile.protocol },
        { k("model"), m_profile.model }, { k("endpoint"), m_profile.endpoint } };
    QJsonArray cited;
    for (const Finding &f : cx.findings.mid(0, in.maxFindings))
        cited.append(f.id());
    exchange.insert(k("cited"), cited);
    if (!prompt.ok()) {
        LlmProposal p;
        p.outcome = k("failed");
        p.level = cx.levelReached;
        p.hypothesis = k("a model's rewrite");
        p.reasons.append(reason(k("llm-prompt"), prompt.error));
        p.origin = QJsonObject { { k("proposer"), k("llm") }, { k("answer"), k("none") } };
        exchange.insert(k("prompt"), QJsonObject { { k("error"), prompt.error } });
        p.exchange = exchange;
        return p;
    }
    exchange.insert(k("prompt"), QJsonObject { { k("system"), prompt.system }, { k("user"), prompt.user } });
    LlmRequest request;
    request.system = prompt.system;
    request.messages.append({ k("user"), prompt.user });
    const LlmResponse response = m_send(request);
    exchange.insert(k("response"), response.toJson());
    exchange.insert(k("input_tokens"), response.inputTokens);
    exchange.insert(k("output_tokens"), response.outputTokens);
    exchange.insert(k("cost_usd"), response.costUsd);
    LlmProposal p;
    if (!response.ok) {
        p.outcome = k("failed");
        p.level = cx.findings.isEmpty() ? cx.levelReached : cx.findings.first().level;
        p.hypothesis = hypothesisOf(QString(), cx.findings);
        p.reasons.append(reason(k("llm-request"), response.error));
        p.origin = QJsonObject { { k("proposer"), k("llm") }, { k("answer"), k("none") } };
        exchange.insert(k("answer"),
            QJsonObject { { k("kind"), k("none") }, { k("diff"), QString() }, { k("error"), response.error },
                { k("outside_region"), false } });
    } else {
        p = readProposal(cx, response.text);
        exchange.insert(k("answer"), p.exchange.value(k("answer")));
    }
    p.origin.insert(k("profile"), m_profile.name);
    p.origin.insert(k("model"), response.model.isEmpty() ? m_profile.model : response.model);
    p.exchange = exchange;
    return p;
}

QJsonObject ProposalReview::toJson() const
{
    return QJsonObject { { k("from_model"), fromModel }, { k("proposer"), proposer }, { k("file"), answerFile },
        { k("profile"), profile }, { k("model"), model }, { k("system"), systemPrompt }, { k("user"), userPrompt },
        { k("answer"), answer }, { k("answer_kind"), answerKind }, { k("answer_error"), answerError },
        { k("outside_region"), outsideRegion }, { k("diff"), diff }, { k("cited"), cited }, { k("input_tokens"), inputTokens },
        { k("output_tokens"), outputTokens }, { k("cost_usd"), costUsd } };
}

ProposalReview reviewOf(const Round &round)
{
    ProposalReview r;
    r.diff = round.rewrite;
    if (round.llm.isEmpty())
        return r;
    const QJsonObject x = round.llm;
    r.fromModel = true;
    r.proposer = x.value(k("proposer")).toString(k("llm"));
    r.answerFile = x.value(k("file")).toString();
    r.profile = x.value(k("profile")).toString();
    const QJsonObject response = x.value(k("response")).toObject();
    r.model = response.value(k("model")).toString(x.value(k("model")).toString());
    r.systemPrompt = x.value(k("prompt")).toObject().value(k("system")).toString();
    r.userPrompt = x.value(k("prompt")).toObject().value(k("user")).toString();
    r.answer = response.value(k("text")).toString();
    const QJsonObject answer = x.value(k("answer")).toObject();
    r.answerKind = answer.value(k("kind")).toString(k("none"));
    r.answerError = answer.value(k("error")).toString();
    r.outsideRegion = answer.value(k("outside_region")).toBool();
    r.inputTokens = x.value(k("input_tokens")).toInteger();
    r.outputTokens = x.value(k("output_tokens")).toInteger();
    r.costUsd = x.value(k("cost_usd")).toDouble();
    QSet<QString> ids;
    for (const QJsonValue &id : x.value(k("cited")).toArray())
        ids.insert(id.toString());
    for (const QJsonValue &v : round.findings) {
        const QJsonObject f = v.toObject();
        if (!ids.contains(f.value(k("id")).toString()))
            continue;
        Finding probe;
        probe.category = f.value(k("category")).toString();
        probe.pattern = f.value(k("pattern")).toString();
        probe.title = f.value(k("title")).toString();
        r.cited.append(QJsonObject { { k("id"), f.value(k("id")) }, { k("category"), f.value(k("category")) },
            { k("title"), f.value(k("title")) }, { k("level"), f.value(k("level")) }, { k("impact"), f.value(k("impact")) },
            { k("evidence"), f.value(k("evidence")) }, { k("named"), names(r.answer, probe) } });
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
