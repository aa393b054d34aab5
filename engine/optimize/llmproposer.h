// SPDX-License-Identifier: MIT
#pragma once

#include "diagnosis/finding.h"
#include "kb/pattern.h"
#include "llm/llmclient.h"
#include "llm/llmprofile.h"
#include "llm/prompt.h"
#include "numerics.h"
#include "optask.h"
#include "workspace/round.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <functional>

namespace Lowerscope::Optimize {

// What a model is shown for one operator's step (docs/llm.md, "Rounds from a model"): the best kernel so far,
// its diagnosis (findings by impact with their evidence and the L4 rewrite conditions), the knowledge base's
// patterns (their recipes) and the operator's earlier rounds with the harness's reasons.
struct ProposalContext {
    const OpTask *task = nullptr;
    QString base; // the kernel the rewrite starts from (the best so far)
    QList<Finding> findings; // by impact
    QString levelReached;
    QString bottleneck;
    QString stopReason;
    QList<Pattern> patterns;
    QList<Round> rounds; // earlier rounds of the operator
    QHash<QString, QString> tried; // sha256 of kernels tried before -> what they were ("round 2", "the initial kernel")
    QList<Case> initialCases; // the operator's cases with the initial kernel's and the reference's times (ms)
    std::optional<NumericalRisk> numerics; // what reordering the base's reduction risks against the task's tolerance
    LaunchFacts launch; // the base's launch facts on the task's cases (diagnosis/launchfacts.h)
};

// A model's proposal as the loop records it. ok: a candidate to validate (`kernel`); otherwise the round is
// recorded done at once with `outcome` (failed: no usable answer; rejected: an answer that changes nothing or
// repeats a kernel tried before) and its `reasons` ({check, line, message}). `exchange` is stored with the round
// in either case (Round::llm).
struct LlmProposal {
    bool ok = false;
    QString kernel;
    QString hypothesis;
    QString level;
    QString outcome;
    QJsonArray reasons;
    QJsonObject exchange; // {profile, protocol, model, prompt: {system, user}, response (LlmResponse::toJson), answer: {kind,
                          // diff, error, outside_region}, cited[]}
    QJsonObject origin; // rewrite_origin: {proposer: "llm", profile, model, answer, finding, category, pattern, level, impact}
};

// The prompt's inputs from a step's context (the diagnosis as `diagnose --json` shapes it, the recipes of the
// patterns the findings name, the history of earlier rounds with the harness's reasons).
PromptInputs promptInputsOf(const ProposalContext &context);

// Reads a model's answer for CONTEXT: a whole kernel or a unified diff (parseRewrite), kept only inside the task's
// editable region (the text outside it is the base kernel's, whatever the answer did there: `outside_region`
// says when the answer changed it), refused when it changes nothing or repeats a kernel tried before.
LlmProposal readProposal(const ProposalContext &context, const QString &answer);

// The model's side of the loop: builds the prompt (templates from TEMPLATE_DIR, else the embedded ones), sends it
// through SEND (an LlmClient's sendAndWait; tests pass their own), and reads the answer. A failed request is a
// proposal with outcome failed and the client's error, never an exception.
class LlmProposer {
public:
    using Send = std::function<LlmResponse(const LlmRequest &)>;
    LlmProposer(LlmProfile profile, Send send, QString templateDir = {});
    // A proposer that talks to PROFILE with KEY over Qt Network (a client per request, on the caller's thread).
    static LlmProposer overNetwork(const LlmProfile &profile, const QByteArray &key, const QString &templateDir = {});

    LlmProposal propose(const ProposalContext &context) const;

private:
    LlmProfile m_profile;
    Send m_send;
    QString m_templateDir;
};

// A recorded round's model exchange as a reviewer sees it (the GUI's review of a proposed diff, `rounds show`):
// the exact prompt, the answer, how it was read, the diff that will run, and the findings the prompt cited
// (with whether the answer names them). Empty `prompt*` when the round did not come from a model.
struct ProposalReview {
    bool fromModel = false; // a model's answer, or a coding agent's (agent mode: the same reading, no request)
    QString proposer; // llm | agent
    QString answerFile; // agent mode: the file the agent proposed
    QString profile;
    QString model;
    QString systemPrompt;
    QString userPrompt;
    QString answer; // the model's text
    QString answerKind; // kernel | diff | none
    QString answerError; // why the answer gave no candidate, or empty
    bool outsideRegion = false; // the answer changed text outside the editable region (not applied)
    QString diff; // the round's rewrite: the diff from the base kernel to what runs
    QJsonArray cited; // findings shown in the prompt: {id, category, title, impact, evidence[], named}
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    double costUsd = 0;
    QJsonObject toJson() const;
};
ProposalReview reviewOf(const Round &round);

// A round's stored reason message (English, whatever the language it was recorded under) in the current
// language: the model's, the client's, the prompt's and the answer's reasons (LlmText); other text unchanged.
QString shownReason(const QString &message);

} // namespace Lowerscope::Optimize
