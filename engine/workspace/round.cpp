// SPDX-License-Identifier: MIT
#include "round.h"

#include <cmath>

namespace Lowerscope {

namespace RoundVocabulary {
const QStringList &levels()
{
    static const QStringList l { QStringLiteral("L1"), QStringLiteral("L2"), QStringLiteral("L3"), QStringLiteral("L4") };
    return l;
}
const QStringList &sources()
{
    static const QStringList l { QStringLiteral("llm"), QStringLiteral("recipe"), QStringLiteral("analyst") };
    return l;
}
const QStringList &states()
{
    static const QStringList l { QStringLiteral("started"), QStringLiteral("validating"), QStringLiteral("done") };
    return l;
}
const QStringList &outcomes()
{
    static const QStringList l { QStringLiteral("accepted"), QStringLiteral("rejected"), QStringLiteral("incorrect"),
        QStringLiteral("failed") };
    return l;
}
const QStringList &proposalStates()
{
    static const QStringList l { QStringLiteral("pending"), QStringLiteral("approved"), QStringLiteral("rejected") };
    return l;
}
} // namespace RoundVocabulary

static QJsonValue orNull(std::optional<double> v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}
static QJsonValue orNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

QJsonObject roundJson(const Round &round, bool detailed)
{
    QJsonArray cases;
    for (const CaseResult &c : round.cases) {
        QJsonObject o { { QStringLiteral("case"), c.caseName },
            { QStringLiteral("correct"), c.correct ? QJsonValue(*c.correct) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("error"), orNull(c.error) }, { QStringLiteral("ms"), orNull(c.ms) } };
        if (c.referenceMs)
            o.insert(QStringLiteral("reference_ms"), *c.referenceMs);
        cases.append(o);
    }
    QJsonObject o { { QStringLiteral("operator"), round.operatorName }, { QStringLiteral("index"), round.index },
        { QStringLiteral("hypothesis"), round.hypothesis }, { QStringLiteral("level"), orNull(round.level) },
        { QStringLiteral("source"), orNull(round.source) }, { QStringLiteral("state"), round.state },
        { QStringLiteral("outcome"), orNull(round.outcome) }, { QStringLiteral("speedup"), orNull(round.speedup) },
        { QStringLiteral("speedup_vs_reference"), orNull(round.speedupVsReference) }, { QStringLiteral("cases"), cases },
        { QStringLiteral("started"), round.started }, { QStringLiteral("finished"), orNull(round.finished) } };
    if (detailed) {
        o.insert(QStringLiteral("findings"), round.findings);
        o.insert(QStringLiteral("rewrite"), round.rewrite);
        o.insert(QStringLiteral("rewrite_kind"), orNull(round.rewriteKind));
        o.insert(QStringLiteral("evidence"), round.evidence);
        o.insert(QStringLiteral("rewrite_origin"),
            round.rewriteOrigin.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(round.rewriteOrigin));
        o.insert(QStringLiteral("reasons"), round.reasons);
        o.insert(QStringLiteral("llm"), round.llm.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(round.llm));
        o.insert(
            QStringLiteral("base_version"), round.baseVersion ? QJsonValue(round.baseVersion) : QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("result_version"),
            round.resultVersion ? QJsonValue(round.resultVersion) : QJsonValue(QJsonValue::Null));
    }
    return o;
}

QJsonObject proposalJson(const PatternProposal &p)
{
    return QJsonObject { { QStringLiteral("id"), p.id }, { QStringLiteral("kind"), p.kind }, { QStringLiteral("key"), p.key },
        { QStringLiteral("state"), p.state }, { QStringLiteral("rounds"), QJsonArray::fromStringList(p.rounds) },
        { QStringLiteral("note"), p.note }, { QStringLiteral("created"), p.created },
        { QStringLiteral("decided"), orNull(p.decided) }, { QStringLiteral("body"), p.body } };
}

void computeSpeedups(const Operator &op, Round &round)
{
    QList<double> vsInitial, vsReference;
    for (const CaseResult &r : std::as_const(round.cases)) {
        if (!r.ms || *r.ms <= 0)
            continue;
        const Case *c = op.findCase(r.caseName);
        if (c && c->initialMs)
            vsInitial.append(*c->initialMs / *r.ms);
        const std::optional<double> ref = r.referenceMs ? r.referenceMs : (c ? c->referenceMs : std::nullopt);
        if (ref)
            vsReference.append(*ref / *r.ms);
    }
    round.speedup = geometricMean(vsInitial);
    round.speedupVsReference = geometricMean(vsReference);
}

} // namespace Lowerscope
