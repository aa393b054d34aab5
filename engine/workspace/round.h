// SPDX-License-Identifier: MIT
#pragma once

#include "core/statistics.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace Lowerscope {

// One problem size an operator is validated on, with the baseline times: the initial kernel's and the
// PyTorch reference's, both in ms.
struct Case {
    QString name;
    QJsonArray shape;
    std::optional<double> initialMs;
    std::optional<double> referenceMs;
};

// A kernel's source at one point of the optimization; the hash (SHA-256 of the UTF-8 text) identifies it.
struct KernelVersion {
    qint64 id = 0;
    QString operatorName;
    QString name; // e.g. the file or kernel name it was recorded under
    QString source;
    QString hash;
    QString created;
};

// The thing being optimized: a named operator with its cases and its initial kernel.
struct Operator {
    qint64 id = 0;
    QString name;
    QString backend;
    qint64 initialVersion = 0;
    QList<Case> cases;
    QString created;

    const Case *findCase(const QString &caseName) const
    {
        for (const Case &c : cases)
            if (c.name == caseName)
                return &c;
        return nullptr;
    }
};

// Validation of one round's kernel on one case. referenceMs is the PyTorch reference measured in the same
// session, when the round measured it (otherwise the case's baseline reference is used).
struct CaseResult {
    QString caseName;
    std::optional<bool> correct;
    std::optional<double> error; // the error metric (e.g. max relative error)
    std::optional<double> ms;
    std::optional<double> referenceMs;

    bool operator==(const CaseResult &) const = default;
};

// One auditable step of the optimization loop: a hypothesis, the findings that support it, a rewrite and its
// validation. A round is written in steps (started -> validating -> done) so that an interrupted one stays
// visible and can be resumed; once done it is never changed.
struct Round {
    qint64 id = 0;
    QString operatorName;
    int index = 0;
    QString hypothesis;
    QString level; // L1..L4, the level the diagnosis reached; empty when unknown
    QString source; // llm | recipe | analyst
    QString state; // started | validating | done
    QString outcome; // accepted | rejected | incorrect | failed; empty until done
    QJsonArray findings; // findings[] as `diagnose --json` writes them
    QString rewrite; // unified diff
    QString rewriteKind; // stated by the recorder, or empty (synthesis then derives one from the diff)
    // The evidence acquired for this round, each {kind, level, reason, cost: {kind, count}} (docs/optimize.md);
    // what produced the rewrite ({recipe, pattern, finding, ...}); the harness's reasons when it failed.
    QJsonArray evidence;
    QJsonObject rewriteOrigin;
    QJsonArray reasons;
    // A model's rewrite: the exchange that produced it ({profile, model, prompt, response, answer, tokens, cost};
    // docs/llm.md); empty for other sources.
    QJsonObject llm;
    qint64 baseVersion = 0;
    qint64 resultVersion = 0;
    QList<CaseResult> cases;
    std::optional<double> speedup; // vs the initial kernel, geomean over cases
    std::optional<double> speedupVsReference; // vs the PyTorch reference, geomean over cases
    QString started;
    QString finished;

    bool isDone() const { return state == QLatin1String("done"); }
    bool isAccepted() const { return isDone() && outcome == QLatin1String("accepted"); }
    QString ref() const { return operatorName + QLatin1Char('#') + QString::number(index); }
    const CaseResult *findCase(const QString &caseName) const
    {
        for (const CaseResult &c : cases)
            if (c.caseName == caseName)
                return &c;
        return nullptr;
    }
};

// A curator's to-do item produced by the retrospective synthesis: either a new pattern (body shaped like a
// knowledge-base pattern) or a statistics update of a known pattern. Provenance: the rounds it came from.
struct PatternProposal {
    qint64 id = 0;
    QString kind; // new-pattern | stats-update
    QString key; // what it is about: the proposed pattern id, or the known pattern id
    QJsonObject body;
    QString state; // pending | approved | rejected
    QStringList rounds; // "operator#index"
    QString note;
    QString created;
    QString decided;
};

namespace RoundVocabulary {
const QStringList &levels(); // L1..L4
const QStringList &sources(); // llm, recipe, analyst
const QStringList &states(); // started, validating, done
const QStringList &outcomes(); // accepted, rejected, incorrect, failed
const QStringList &proposalStates(); // pending, approved, rejected
} // namespace RoundVocabulary

// JSON forms (docs/rounds.md `rounds[]`): the list form, and with `detailed` also findings, rewrite and versions.
QJsonObject roundJson(const Round &round, bool detailed = false);
QJsonObject proposalJson(const PatternProposal &proposal);

// Speedups of a round over its cases: initial/ms and reference/ms (per case, then geomean).
void computeSpeedups(const Operator &op, Round &round);

} // namespace Lowerscope
