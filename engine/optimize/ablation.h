// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace Lowerscope::Optimize {

// An ablation (docs/optimize.md, "Ablation"): the same operators, harness and round budget in one workspace per
// arm, the arms differing only in what the proposer is shown (EvidenceArm). `lowerscope ablate` runs the loop in
// each arm's workspace (or an agent drives `agent ... --evidence ARM` in it) and reads them back here.
struct AblationArm {
    QString name; // surface | progressive | deep
    QString workspace; // its workspace folder
};

// The arms side by side, read from their workspaces: per operator and arm the best speed-up (1 when no round was
// accepted), the rounds run and the round of the best, the evidence acquired (dumps and profiles that came back,
// acquisitions that did not) and a model's cost; per arm the geometric mean of the best speed-ups over the
// operators it holds. Nullopt with ERROR naming the workspace when one cannot be read.
std::optional<QJsonObject> ablationReport(const QList<AblationArm> &arms, QString *error);
// The report as a Markdown table, one row per operator, the arms' columns side by side, the geometric means last.
QString ablationMarkdown(const QJsonObject &report);

} // namespace Lowerscope::Optimize
