// SPDX-License-Identifier: MIT
#pragma once

#include "core/jobcontrol.h"
#include "kb/pattern.h"
#include "round.h"

#include <QString>
#include <optional>

namespace Lowerscope {

class Workspace;

// A curator's decision on a pattern proposal (docs/rounds.md, "Curation"), for the CLI (`rounds approve`,
// `rounds reject`) and the curator view alike.
namespace Curation {

// The distilled pattern a new-pattern proposal describes: its detectors, recipe and conditions, citing the
// rounds it came from; untested, since no fixture pair exercises a distilled detector yet.
Pattern patternFrom(const PatternProposal &proposal);

struct Outcome {
    std::optional<PatternProposal> proposal; // as stored after the decision
    QString error; // names the file at fault (knowledge base or workspace)
};

// Approves proposal ID. The knowledge base is written first (a new pattern, or the outcomes of the proposal's
// done rounds on the known pattern's statistics); only then is the proposal marked approved in the workspace.
// A proposal the knowledge base refuses therefore stays pending; if the workspace write fails after the
// knowledge base took a new pattern, approving again finds that pattern (same id, same rounds) and only
// marks the proposal. The knowledge base at KBPATH is opened only when there is a pending proposal to apply.
Outcome approve(Workspace &ws, const QString &kbPath, qint64 id, const QString &note);
// Runs the retrospective synthesis over the workspace's rounds and stores its proposals (an identical one
// already stored is kept, not added again). Each stored proposal with whether it is new; error names the file.
// CONTROL reports the steps (reading the rounds, proposing, storing); a cancel before the proposals are stored
// stores none, one while they are stored stops after the proposal being stored (each is stored whole).
struct Synthesized {
    QList<std::pair<PatternProposal, bool>> proposals; // (as stored, new)
    QString error;
    bool cancelled = false;
};
Synthesized synthesize(Workspace &ws, const JobControl &control = {});
// Rejects proposal ID; the knowledge base is not touched.
Outcome reject(Workspace &ws, qint64 id, const QString &note);

} // namespace Curation
} // namespace Lowerscope
