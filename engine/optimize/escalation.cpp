// SPDX-License-Identifier: MIT
#include "escalation.h"

#include <algorithm>

namespace Lowerscope::Optimize {

namespace {

struct Rung {
    const char *kind;
    const char *level;
    const char *cost;
};
constexpr Rung Ladder[] = {
    { "source", "L1", "none" },
    { "numerics", "L1", "none" },
    { "timing", "", "validation" },
    { "dump", "L3", "compile" },
    { "profile", "L2", "runner-call" },
    { "compiler-knowledge", "L4", "l4-step" },
};

const Rung *rungOf(const QString &kind)
{
    for (const Rung &r : Ladder)
        if (kind == QLatin1String(r.kind))
            return &r;
    return nullptr;
}

constexpr double SmallGap = 0.2;

} // namespace

QString evidenceCost(const QString &kind)
{
    const Rung *r = rungOf(kind);
    return r ? QString::fromLatin1(r->cost) : QString();
}

QString evidenceLevel(const QString &kind)
{
    const Rung *r = rungOf(kind);
    return r ? QString::fromLatin1(r->level) : QString();
}

QJsonObject EvidenceItem::toJson() const
{
    QJsonObject o { { QStringLiteral("kind"), kind },
        { QStringLiteral("level"), level.isEmpty() ? QJsonValue() : QJsonValue(level) }, { QStringLiteral("reason"), reason },
        { QStringLiteral("cost"), cost } };
    if (!artifact.isEmpty())
        o.insert(QStringLiteral("artifact"), artifact);
    return o;
}

EvidenceItem EvidenceItem::fromJson(const QJsonObject &o)
{
    return { o.value(QStringLiteral("kind")).toString(), o.value(QStringLiteral("level")).toString(),
        o.value(QStringLiteral("reason")).toString(), o.value(QStringLiteral("cost")).toString(),
        o.value(QStringLiteral("artifact")).toString() };
}

std::optional<double> measuredGap(std::optional<double> measuredMs, std::optional<double> boundMs)
{
    if (!measuredMs || !boundMs || *measuredMs <= 0)
        return std::nullopt;
    return std::max(0.0, 1.0 - *boundMs / *measuredMs);
}

EscalationDecision decideEscalation(const GapState &s)
{
    EscalationDecision d;
    d.gap = measuredGap(s.measuredMs, s.boundMs);
    const auto pct = [](double v) { return QString::number(v * 100, 'f', 0) + QLatin1Char('%'); };
    if (!d.gap) {
        d.reason = QStringLiteral("no measured time or bound yet: nothing to explain");
        return d;
    }
    if (*d.gap < SmallGap) {
        d.reason = QStringLiteral("within %1 of the bound of its cases: nothing to acquire").arg(pct(*d.gap));
        return d;
    }
    if (s.untried > 0 && s.explained >= *d.gap / 2 && s.stalled == 0) {
        d.reason = QStringLiteral("the findings at hand explain %1 of the %2 gap and have %3 untried rewrites")
                       .arg(pct(s.explained), pct(*d.gap))
                       .arg(s.untried);
        return d;
    }
    const QString why = s.stalled > 0
        ? QStringLiteral("%1 rounds at the levels held did not improve; the gap is %2").arg(s.stalled).arg(pct(*d.gap))
        : s.untried == 0 ? QStringLiteral("no untried rewrite at the levels held; the gap is %1").arg(pct(*d.gap))
                         : QStringLiteral("the findings at hand explain %1 of the %2 gap").arg(pct(s.explained), pct(*d.gap));
    if (!s.haveDump && !s.triedDump) {
        d.acquire = QStringLiteral("dump");
        d.reason = why + QStringLiteral(": acquire the stage files and pass dump (one compile)");
    } else if (!s.haveProfile && !s.triedProfile) {
        d.acquire = QStringLiteral("profile");
        d.reason = why + QStringLiteral(": acquire a profile (one runner call)");
    } else if (s.haveDump && s.haveProfile) {
        d.reason = why + QStringLiteral("; every evidence level is held");
    } else {
        QStringList missing;
        if (!s.haveDump)
            missing << QStringLiteral("the dump");
        if (!s.haveProfile)
            missing << QStringLiteral("the profile");
        d.reason = why
            + QStringLiteral("; %1 of this kernel did not come back when asked for (not asked again)")
                  .arg(missing.join(QStringLiteral(" and ")));
    }
    return d;
}

} // namespace Lowerscope::Optimize
