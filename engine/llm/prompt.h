// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace Lowerscope {

// What a rewrite prompt is built from (docs/llm.md, "Prompts"): the kernel, the diagnosis (`diagnose --json`:
// findings in rank order with excerpts, impact and rewrite conditions), the recipes of the patterns they name,
// and earlier rounds' outcomes with the harness's reasons for failures.
struct PromptInputs {
    QString task; // the task's name
    QString kernelFile; // e.g. kernel.py
    QString kernel; // its text
    QJsonObject diagnosis; // a `diagnose --json` document
    QHash<QString, QString> recipes; // pattern id -> the knowledge base's recipe text
    QJsonArray history; // earlier rounds: {round, hypothesis, source, outcome, reason, speedup, cases}
    QString numerics; // the numerical risk of reordering the kernel's reduction (optimize/numerics.h); empty: none
    QString launch; // the launch facts (diagnosis/launchfacts.h, LaunchFacts::text); empty: none computed
    int maxFindings = 4;
    int maxEvidencePerFinding = 6;
};

struct Prompt {
    QString system;
    QString user;
    QString error; // a template names a placeholder that has no value, or a template cannot be read
    bool ok() const { return error.isEmpty(); }
};

// Renders the templates rewrite.system.md and rewrite.user.md: from TEMPLATE_DIR when given (the user's own
// copies), else the ones embedded from resources/llm.
Prompt buildRewritePrompt(const PromptInputs &inputs, const QString &templateDir = {});

// Replaces every {{name}} in TEXT with values[name]; a name without a value is an error naming it.
QString renderTemplate(const QString &text, const QHash<QString, QString> &values, QString *error);

} // namespace Lowerscope
