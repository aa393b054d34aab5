// SPDX-License-Identifier: MIT
// What `run` and `bundle export` share: the batch from TASK... and --candidate, consent, results as JSON.
#pragma once

#include "cli.h"
#include "optimize/llmproposer.h"
#include "optimize/loopsession.h"
#include "optimize/optimizer.h"
#include "runners/runner.h"

#include <QJsonObject>
#include <QList>
#include <optional>

namespace Lowerscope::Cli {

// The options of a batch: --runner, --candidate (repeatable), --origin, --evidence, --ncu, --no-timing, --timeout, --yes.
QList<QCommandLineOption> batchOptions();
// The runner profile --runner names (default: the built-in "local"); nullopt after printing why.
std::optional<RunnerProfile> chosenProfile(const Invocation &inv, int *rc);
// One request per TASK (its own kernel), one per --candidate of a single TASK, or TASK/--candidate pairs.
std::optional<RunBatch> batchFrom(const Invocation &inv, const QStringList &tasks, const QString &workDir, int *rc);
// Consent for code that did not come from the user (docs/runners.md, "Consent"): shows each diff on stderr and asks
// on a terminal; without one, refuses unless --yes. True when the batch may run.
bool consentGiven(const Invocation &inv, const RunBatch &batch, int *rc);
// --llm PROFILE [--templates DIR]: the model that proposes each step's first round (docs/llm.md), its key
// resolved now and kept in this process's memory; an empty function without --llm; nullopt with ERROR when the
// profile or its key is missing.
std::optional<std::function<Optimize::LlmProposal(const Optimize::ProposalContext &)>> modelProposer(
    const Invocation &inv, QString *error);
// The options the loop's commands share (optimize, ablate): --rounds, --candidates, --runner, --baseline, --llm,
// --templates, --yes.
QList<QCommandLineOption> loopOptions();
// The session those options ask for over TASK... and --kb: rounds, candidates, the baseline log and the model
// that proposes each step's first round; nullopt with ERROR when one is unusable. The caller sets the workspace,
// resume and the evidence arm.
std::optional<Optimize::SessionSpec> loopSpec(const Invocation &inv, QString *error);
// --evidence ARM (surface, progressive, deep): what the proposer is shown (docs/optimize.md "Ablation"); progressive
// when not given; nullopt with ERROR when ARM is not an arm.
std::optional<Optimize::EvidenceArm> evidenceArm(const Invocation &inv, QString *error);
QJsonObject resultJson(const RunRequest &request, const RunResult &result);
QString resultLine(const RunRequest &request, const RunResult &result);

} // namespace Lowerscope::Cli
