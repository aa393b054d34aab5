// SPDX-License-Identifier: MIT
// Writing rounds: record a new one, resume an unfinished one. Every write is one transaction, and a value
// already stored can be repeated but never replaced.
#include "core/contenthash.h"
#include "core/enginetext.h"
#include "store/sqldatabase.h"
#include "unifieddiff.h"
#include "workspace.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <cmath>

namespace Lowerscope {

using Sql::Statement;

static bool sameNumber(std::optional<double> a, std::optional<double> b)
{
    if (!a || !b)
        return a.has_value() == b.has_value();
    return *a == *b || std::fabs(*a - *b) <= 1e-12 * std::max(std::fabs(*a), std::fabs(*b));
}

static QString jsonText(const QJsonArray &a)
{
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}
static QVariant orNull(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}
static QString jsonText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

static int stateRank(const QString &state)
{
    return int(RoundVocabulary::states().indexOf(state));
}

// The state a record asks for: stated, or implied by what it carries.
static QString impliedState(const RoundRecord &rec, const QString &current = {})
{
    if (!rec.state.isEmpty())
        return rec.state;
    if (!rec.outcome.isEmpty())
        return QStringLiteral("done");
    if (!rec.validation.isEmpty() && stateRank(current) < 1)
        return QStringLiteral("validating");
    return current.isEmpty() ? QStringLiteral("started") : current;
}

static bool checkVocabulary(const RoundRecord &rec, const QString &state, QString *error)
{
    auto bad = [&](const QString &field, const QString &value, const QStringList &allowed) {
        *error = EngineText::english("Workspace", "%1: %2 must be one of %3, not '%4'")
                     .arg(rec.origin, field, allowed.join(QStringLiteral(", ")), value);
        return false;
    };
    if (!rec.level.isEmpty() && !RoundVocabulary::levels().contains(rec.level))
        return bad(QStringLiteral("level"), rec.level, RoundVocabulary::levels());
    if (!rec.source.isEmpty() && !RoundVocabulary::sources().contains(rec.source))
        return bad(QStringLiteral("source"), rec.source, RoundVocabulary::sources());
    if (!RoundVocabulary::states().contains(state))
        return bad(QStringLiteral("state"), state, RoundVocabulary::states());
    if (!rec.outcome.isEmpty() && !RoundVocabulary::outcomes().contains(rec.outcome))
        return bad(QStringLiteral("outcome"), rec.outcome, RoundVocabulary::outcomes());
    if ((state == QLatin1String("done")) != !rec.outcome.isEmpty()) {
        *error = EngineText::english("Workspace", "%1: a round is done exactly when it has an outcome").arg(rec.origin);
        return false;
    }
    return true;
}

std::optional<qint64> Workspace::storeVersion(const Operator &op, const KernelSource &k, QString *error)
{
    const QString hash = contentHash(k.source);
    Statement find(*m_db, "SELECT id FROM kernel_versions WHERE operator_id = ? AND hash = ?");
    find.bind(1, op.id).bind(2, hash);
    if (find.next())
        return find.integer(0);
    Statement ins(*m_db, "INSERT INTO kernel_versions(operator_id, name, source, hash, created) VALUES(?, ?, ?, ?, ?)");
    ins.bind(1, op.id).bind(2, k.name).bind(3, k.source).bind(4, hash).bind(5, workspaceTimestamp());
    if (!ins.exec()) {
        *error = ins.error();
        return std::nullopt;
    }
    return m_db->lastInsertId();
}

// Creates the operator or checks the record against it: blanks may be filled, recorded values not changed.
bool Workspace::setUpOperator(const RoundRecord &rec, Operator &op, QString *error)
{
    if (const auto existing = findOperator(rec.operatorName)) {
        op = *existing;
    } else {
        Statement ins(*m_db, "INSERT INTO operators(name, backend, created) VALUES(?, ?, ?)");
        ins.bind(1, rec.operatorName)
            .bind(2, rec.backend.isEmpty() ? QVariant() : QVariant(rec.backend))
            .bind(3, workspaceTimestamp());
        if (!ins.exec()) {
            *error = ins.error();
            return false;
        }
        op = Operator { m_db->lastInsertId(), rec.operatorName, rec.backend, 0, {}, workspaceTimestamp() };
    }
    if (!rec.backend.isEmpty() && op.backend != rec.backend) {
        if (!op.backend.isEmpty()) {
            *error = EngineText::english("Workspace", "%1: operator %2 was recorded for backend %3, not %4")
                         .arg(rec.origin, op.name, op.backend, rec.backend);
            return false;
        }
        Statement up(*m_db, "UPDATE operators SET backend = ? WHERE id = ?");
        up.bind(1, rec.backend).bind(2, op.id).exec();
        op.backend = rec.backend;
    }
    if (rec.initial) {
        const auto version = storeVersion(op, *rec.initial, error);
        if (!version)
            return false;
        if (op.initialVersion != 0 && op.initialVersion != *version) {
            *error
                = EngineText::english("Workspace", "%1: operator %2 already has a different initial kernel; nothing was changed")
                      .arg(rec.origin, op.name);
            return false;
        }
        Statement up(*m_db, "UPDATE operators SET initial_version = ? WHERE id = ?");
        up.bind(1, *version).bind(2, op.id).exec();
        op.initialVersion = *version;
    }
    for (const Case &c : rec.cases) {
        const Case *known = op.findCase(c.name);
        if (!known) {
            Statement ins(*m_db,
                "INSERT INTO cases(operator_id, position, name, shape, initial_ms, reference_ms) VALUES(?, ?, ?, ?, ?, ?)");
            ins.bind(1, op.id).bind(2, op.cases.size()).bind(3, c.name).bind(4, jsonText(c.shape));
            ins.bindOptional(5, c.initialMs).bindOptional(6, c.referenceMs);
            if (!ins.exec()) {
                *error = ins.error();
                return false;
            }
            op.cases.append(c);
            continue;
        }
        const bool conflict = (!known->shape.isEmpty() && !c.shape.isEmpty() && known->shape != c.shape)
            || (known->initialMs && c.initialMs && !sameNumber(known->initialMs, c.initialMs))
            || (known->referenceMs && c.referenceMs && !sameNumber(known->referenceMs, c.referenceMs));
        if (conflict) {
            *error = EngineText::english(
                "Workspace", "%1: case %2 of %3 was recorded with other baseline values; nothing was changed")
                         .arg(rec.origin, c.name, op.name);
            return false;
        }
        Case merged = *known;
        if (merged.shape.isEmpty())
            merged.shape = c.shape;
        if (!merged.initialMs)
            merged.initialMs = c.initialMs;
        if (!merged.referenceMs)
            merged.referenceMs = c.referenceMs;
        Statement up(*m_db, "UPDATE cases SET shape = ?, initial_ms = ?, reference_ms = ? WHERE operator_id = ? AND name = ?");
        up.bind(1, jsonText(merged.shape))
            .bindOptional(2, merged.initialMs)
            .bindOptional(3, merged.referenceMs)
            .bind(4, op.id)
            .bind(5, c.name)
            .exec();
        for (Case &slot : op.cases)
            if (slot.name == c.name)
                slot = merged;
    }
    return true;
}

bool Workspace::storeCaseResults(const Operator &op, qint64 roundId, const QList<CaseResult> &results, QString *error)
{
    const QList<CaseResult> existing = caseResults(roundId);
    for (const CaseResult &r : results) {
        Statement id(*m_db, "SELECT id FROM cases WHERE operator_id = ? AND name = ?");
        id.bind(1, op.id).bind(2, r.caseName);
        if (!id.next()) {
            *error = EngineText::english("Workspace", "operator %1 has no case %2 (declare it under \"cases\" first)")
                         .arg(op.name, r.caseName);
            return false;
        }
        const qint64 caseId = id.integer(0);
        auto same = [&](const CaseResult &e) {
            return e.correct == r.correct && sameNumber(e.error, r.error) && sameNumber(e.ms, r.ms)
                && sameNumber(e.referenceMs, r.referenceMs);
        };
        const auto found
            = std::find_if(existing.cbegin(), existing.cend(), [&](const CaseResult &e) { return e.caseName == r.caseName; });
        if (found != existing.cend()) {
            if (same(*found))
                continue;
            *error = EngineText::english("Workspace", "case %1 already has a different validation result; nothing was changed")
                         .arg(r.caseName);
            return false;
        }
        Statement ins(
            *m_db, "INSERT INTO round_cases(round_id, case_id, correct, error, ms, reference_ms) VALUES(?, ?, ?, ?, ?, ?)");
        ins.bind(1, roundId).bind(2, caseId).bind(3, r.correct ? QVariant(int(*r.correct)) : QVariant());
        ins.bindOptional(4, r.error).bindOptional(5, r.ms).bindOptional(6, r.referenceMs);
        if (!ins.exec()) {
            *error = ins.error();
            return false;
        }
    }
    return true;
}

// After any change: the rewrite when it can be derived, and the cached speedups.
bool Workspace::finishRound(const Operator &op, const QString &name, int index, QString *error)
{
    auto round = findRound(name, index);
    if (!round)
        return false;
    if (round->rewrite.isEmpty() && round->baseVersion && round->resultVersion) {
        const auto before = kernelVersion(round->baseVersion), after = kernelVersion(round->resultVersion);
        if (before && after)
            round->rewrite = unifiedDiff(
                before->source, after->source, QLatin1String("a/") + before->name, QLatin1String("b/") + after->name);
    }
    computeSpeedups(op, *round);
    Statement up(*m_db, "UPDATE rounds SET rewrite = ?, speedup = ?, speedup_vs_reference = ? WHERE id = ?");
    up.bind(1, round->rewrite).bindOptional(2, round->speedup).bindOptional(3, round->speedupVsReference).bind(4, round->id);
    if (!up.exec()) {
        *error = up.error();
        return false;
    }
    return true;
}

std::optional<Round> Workspace::record(const RoundRecord &rec, QString *error)
{
    if (rec.operatorName.isEmpty()) {
        *error = EngineText::english("Workspace", "%1: \"operator\" is missing").arg(rec.origin);
        return std::nullopt;
    }
    const QString state = impliedState(rec);
    if (!checkVocabulary(rec, state, error))
        return std::nullopt;
    Sql::Transaction tx(*m_db);
    if (!tx.isActive()) {
        *error = tx.error();
        return std::nullopt;
    }
    Operator op;
    if (!setUpOperator(rec, op, error))
        return std::nullopt;
    int index = rec.index;
    if (index <= 0) {
        Statement next(*m_db, "SELECT coalesce(max(idx), 0) + 1 FROM rounds WHERE operator_id = ?");
        next.bind(1, op.id);
        index = next.next() ? int(next.integer(0)) : 1;
    }
    if (const auto existing = findRound(op.name, index)) {
        *error = existing->isDone()
            ? EngineText::english("Workspace", "%1: round %2 of %3 exists and is done (%4); a done round is never changed")
                  .arg(rec.origin)
                  .arg(index)
                  .arg(op.name, existing->outcome)
            : EngineText::english(
                  "Workspace", "%1: round %2 of %3 exists and is unfinished (%4); continue it with `lowerscope rounds resume`")
                  .arg(rec.origin)
                  .arg(index)
                  .arg(op.name, existing->state);
        return std::nullopt;
    }
    std::optional<qint64> result;
    if (rec.kernel && !(result = storeVersion(op, *rec.kernel, error)))
        return std::nullopt;
    qint64 base = latestAcceptedVersion(op, index);
    if (rec.base) {
        const std::optional<qint64> stated = storeVersion(op, *rec.base, error);
        if (!stated)
            return std::nullopt;
        base = *stated;
    }
    Statement ins(*m_db,
        "INSERT INTO rounds(operator_id, idx, hypothesis, level, source, state, outcome, findings, rewrite, rewrite_kind, "
        "base_version, result_version, started, finished, evidence, rewrite_origin, reasons, llm) "
        "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    const QString now = workspaceTimestamp();
    ins.bind(1, op.id)
        .bind(2, index)
        .bind(3, rec.hypothesis)
        .bind(4, orNull(rec.level))
        .bind(5, orNull(rec.source))
        .bind(6, state);
    ins.bind(7, orNull(rec.outcome))
        .bind(8, jsonText(rec.findings.value_or(QJsonArray())))
        .bind(9, rec.rewrite)
        .bind(10, rec.rewriteKind);
    const QString started = rec.started.isEmpty() ? now : rec.started;
    const QString finished = rec.finished.isEmpty() ? (rec.started.isEmpty() ? now : rec.started) : rec.finished;
    ins.bind(11, base ? QVariant(base) : QVariant()).bind(12, result ? QVariant(*result) : QVariant()).bind(13, started);
    ins.bind(14, state == QLatin1String("done") ? QVariant(finished) : QVariant());
    ins.bind(15, jsonText(rec.evidence.value_or(QJsonArray()))).bind(16, jsonText(rec.rewriteOrigin.value_or(QJsonObject())));
    ins.bind(17, jsonText(rec.reasons.value_or(QJsonArray()))).bind(18, jsonText(rec.llm.value_or(QJsonObject())));
    if (!ins.exec()) {
        *error = EngineText::join({ rec.origin, ins.error() }, QStringLiteral(": "));
        return std::nullopt;
    }
    const qint64 roundId = m_db->lastInsertId();
    if (!storeCaseResults(op, roundId, rec.validation, error)) {
        *error = EngineText::join({ rec.origin, *error }, QStringLiteral(": "));
        return std::nullopt;
    }
    if (rec.ledger && !setEvidenceLedger(op.name, rec.ledger->kernel, rec.ledger->ledger, error))
        return std::nullopt;
    if (!finishRound(op, op.name, index, error) || !tx.commit(error))
        return std::nullopt;
    return findRound(op.name, index);
}

// Fills a text field of an unfinished round: an empty one takes the value, an equal one stays, another fails.
static bool fillField(const QString &field, const QString &current, const QString &value, QString &target, QString *error)
{
    target = current;
    if (value.isEmpty() || value == current)
        return true;
    if (!current.isEmpty()) {
        *error = EngineText::english("Workspace", "the round already has a different %1; nothing was changed").arg(field);
        return false;
    }
    target = value;
    return true;
}

// Fills a JSON array of an unfinished round: an empty one takes the value, an equal one stays, another fails.
static bool fillJson(
    const QString &field, const QJsonArray &current, const std::optional<QJsonArray> &value, QJsonArray &target, QString *error)
{
    target = current;
    if (!value || value->isEmpty() || *value == current)
        return true;
    if (!current.isEmpty()) {
        *error = EngineText::english("Workspace", "the round already has a different %1; nothing was changed").arg(field);
        return false;
    }
    target = *value;
    return true;
}

// The optimization loop's fields (docs/optimize.md): evidence, reasons and rewrite origin, filled like the others.
static bool fillLoopFields(const Round &current, const RoundRecord &rec, Round &next, QString *error)
{
    if (!fillJson(QStringLiteral("evidence"), current.evidence, rec.evidence, next.evidence, error)
        || !fillJson(QStringLiteral("reasons"), current.reasons, rec.reasons, next.reasons, error))
        return false;
    if (rec.rewriteOrigin && !rec.rewriteOrigin->isEmpty() && *rec.rewriteOrigin != current.rewriteOrigin) {
        if (!current.rewriteOrigin.isEmpty()) {
            *error = EngineText::english("Workspace", "the round already has a different rewrite origin; nothing was changed");
            return false;
        }
        next.rewriteOrigin = *rec.rewriteOrigin;
    }
    if (rec.llm && !rec.llm->isEmpty() && *rec.llm != current.llm) {
        if (!current.llm.isEmpty()) {
            *error = EngineText::english("Workspace", "the round already has a different model exchange; nothing was changed");
            return false;
        }
        next.llm = *rec.llm;
    }
    return true;
}

std::optional<Round> Workspace::resume(const RoundRecord &rec, QString *error)
{
    auto fail = [&](const QString &message) {
        *error = EngineText::join({ rec.origin, message }, QStringLiteral(": "));
        return std::nullopt;
    };
    // Everything below, the checks included, sees one state of the file: no other writer can slip in.
    Sql::Transaction tx(*m_db);
    if (!tx.isActive()) {
        *error = tx.error();
        return std::nullopt;
    }
    QList<Round> open;
    for (const Round &r : rounds(rec.operatorName))
        if (!r.isDone() && (rec.index <= 0 || r.index == rec.index))
            open.append(r);
    if (open.isEmpty()) {
        const auto done = rec.index > 0 ? findRound(rec.operatorName, rec.index) : std::nullopt;
        return fail(done ? EngineText::english("Workspace", "round %1 of %2 is done (%3); a done round is never changed")
                               .arg(rec.index)
                               .arg(rec.operatorName, done->outcome)
                         : EngineText::english("Workspace", "%1 has no unfinished round to resume").arg(rec.operatorName));
    }
    if (open.size() > 1)
        return fail(EngineText::english("Workspace", "%1 has %2 unfinished rounds; say which with \"index\"")
                .arg(rec.operatorName)
                .arg(open.size()));
    const Round current = open.constFirst();
    const QString state = impliedState(rec, current.state);
    if (stateRank(state) < stateRank(current.state))
        return fail(EngineText::english("Workspace", "round %1 of %2 is %3 and cannot go back to %4")
                .arg(current.index)
                .arg(current.operatorName, current.state, state));
    RoundRecord checked = rec;
    checked.level = rec.level.isEmpty() ? current.level : rec.level;
    if (!checkVocabulary(checked, state, error))
        return std::nullopt;

    Operator op;
    if (!setUpOperator(rec, op, error))
        return std::nullopt;
    Round next = current;
    QString why;
    if (!fillField(QStringLiteral("hypothesis"), current.hypothesis, rec.hypothesis, next.hypothesis, &why)
        || !fillField(QStringLiteral("level"), current.level, rec.level, next.level, &why)
        || !fillField(QStringLiteral("source"), current.source, rec.source, next.source, &why)
        || !fillField(QStringLiteral("rewrite"), current.rewrite, rec.rewrite, next.rewrite, &why)
        || !fillField(QStringLiteral("rewrite kind"), current.rewriteKind, rec.rewriteKind, next.rewriteKind, &why)
        || !fillLoopFields(current, rec, next, &why))
        return fail(why);
    if (rec.findings && !rec.findings->isEmpty() && *rec.findings != current.findings) {
        if (!current.findings.isEmpty())
            return fail(EngineText::english("Workspace", "the round already has different findings; nothing was changed"));
        next.findings = *rec.findings;
    }
    if (rec.kernel) {
        const auto version = storeVersion(op, *rec.kernel, error);
        if (!version)
            return std::nullopt;
        if (current.resultVersion && current.resultVersion != *version)
            return fail(EngineText::english("Workspace", "the round already has a different kernel; nothing was changed"));
        next.resultVersion = *version;
    }
    if (!storeCaseResults(op, current.id, rec.validation, &why))
        return fail(why);
    Statement up(*m_db,
        "UPDATE rounds SET hypothesis = ?, level = ?, source = ?, state = ?, outcome = ?, findings = ?, rewrite = ?, "
        "rewrite_kind = ?, result_version = ?, finished = ?, evidence = ?, rewrite_origin = ?, reasons = ?, llm = ? WHERE id = "
        "?");
    up.bind(1, next.hypothesis)
        .bind(2, orNull(next.level))
        .bind(3, orNull(next.source))
        .bind(4, state)
        .bind(5, orNull(rec.outcome));
    up.bind(6, jsonText(next.findings)).bind(7, next.rewrite).bind(8, next.rewriteKind);
    up.bind(9, next.resultVersion ? QVariant(next.resultVersion) : QVariant())
        .bind(10, state == QLatin1String("done") ? QVariant(workspaceTimestamp()) : QVariant());
    up.bind(11, jsonText(next.evidence))
        .bind(12, jsonText(next.rewriteOrigin))
        .bind(13, jsonText(next.reasons))
        .bind(14, jsonText(next.llm));
    up.bind(15, current.id);
    if (!up.exec())
        return fail(up.error());
    if (!finishRound(op, op.name, current.index, error) || !tx.commit(error))
        return std::nullopt;
    return findRound(op.name, current.index);
}

} // namespace Lowerscope
