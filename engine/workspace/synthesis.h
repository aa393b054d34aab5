// SPDX-License-Identifier: MIT
#pragma once

#include "round.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// Retrospective synthesis (docs/rounds.md): accepted rounds of different operators whose findings share a
// cause become a proposed pattern; findings that cite a known pattern become a statistics update for it.
namespace Lowerscope::Synthesis {

// What one piece of evidence says in the detector language's terms. `key` is the comparable part (a fact
// name, or a whole detector clause such as `ptx.ld_global.scalar > 0`); numeric facts keep their value so that
// the detector can be derived from the range the rounds observed.
struct EvidenceKey {
    QString key;
    QString clause; // the detector clause; empty for numeric facts (derived from values) and for uncheckable evidence
    std::optional<double> value;
    QString stringValue;
};

// The comparable keys of one finding's evidence (remarks, IR instructions, metrics, rules, facts).
QList<EvidenceKey> evidenceKeys(const QJsonObject &finding);
// Coarse kinds of a rewrite, from the round's stated kind or its diff: remove-loop, add-loop, tile-2d,
// block-size, launch-config, fewer-loads, autotune, ...
QStringList rewriteFeatures(const Round &round);
// Proposals from the rounds (only accepted, done rounds count). Deterministic for the same input.
QList<PatternProposal> propose(const QList<Operator> &operators, const QList<Round> &rounds);

} // namespace Lowerscope::Synthesis
