// SPDX-License-Identifier: MIT
#include "finding.h"

#include "core/enginetext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <cmath>

namespace Lowerscope {

QJsonObject Evidence::toJson() const
{
    QJsonObject o { { QStringLiteral("kind"), kind }, { QStringLiteral("artifact"), artifact } };
    if (!metric.isEmpty()) {
        o.insert(QStringLiteral("metric"), metric);
        o.insert(QStringLiteral("value"), QJsonValue::fromVariant(value));
    } else {
        o.insert(QStringLiteral("line"), line > 0 ? QJsonValue(line) : QJsonValue(QJsonValue::Null));
    }
    o.insert(QStringLiteral("excerpt"), excerpt);
    return o;
}

QString Evidence::unit() const
{
    static const QRegularExpression fromExcerpt(QStringLiteral(R"(=\s*-?[0-9][0-9.,eE+-]*\s+(\S.*)$)"));
    if (const auto m = fromExcerpt.match(excerpt); m.hasMatch())
        return m.captured(1).trimmed();
    if (metric.endsWith(QLatin1String("_pct")) || metric.endsWith(QLatin1String(".pct"))
        || metric.contains(QLatin1String("pct_of_peak")))
        return QStringLiteral("%");
    if (metric.endsWith(QLatin1String("_us")))
        return QStringLiteral("µs");
    if (metric.endsWith(QLatin1String("bandwidth")))
        return QStringLiteral("B/s");
    if (metric.endsWith(QLatin1String(".flops")))
        return QStringLiteral("FLOP/s");
    return {};
}

QString Evidence::valueText() const
{
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || value.typeId() == QMetaType::QString)
        return value.toString();
    const double a = std::abs(v);
    // Three significant digits for small values, at most two decimals above one, and powers of ten beyond 10^5.
    const QString n = a >= 1e5 ? QString::number(v, 'g', 3)
        : a >= 1 || a == 0     ? EngineText::number(v, a >= 100 ? 1 : 2)
                               : QString::number(v, 'g', 3);
    const QString u = unit();
    return u.isEmpty() ? n : n + QLatin1Char(' ') + u;
}

QString levelTitle(const QString &level)
{
    if (level == QLatin1String("L1"))
        return QCoreApplication::translate("Diagnosis", "Pattern triage");
    if (level == QLatin1String("L2"))
        return QCoreApplication::translate("Diagnosis", "Profiling");
    if (level == QLatin1String("L3"))
        return QCoreApplication::translate("Diagnosis", "IR attribution");
    if (level == QLatin1String("L4"))
        return QCoreApplication::translate("Diagnosis", "Compiler knowledge");
    return {};
}

QString Finding::id() const
{
    QString where = sourceFile.isEmpty() ? QStringLiteral("kernel") : sourceFile;
    if (sourceLine > 0)
        where += QLatin1Char(':') + QString::number(sourceLine);
    return category + QLatin1Char('@') + where;
}

QJsonObject Finding::toJson() const
{
    QJsonArray ev;
    for (const Evidence &e : evidence)
        ev.append(e.toJson());
    QJsonObject o { { QStringLiteral("id"), id() }, { QStringLiteral("category"), category }, { QStringLiteral("level"), level },
        { QStringLiteral("severity"), severity }, { QStringLiteral("title"), title },
        { QStringLiteral("pattern"), pattern.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(pattern) },
        { QStringLiteral("confidence"), confidence }, { QStringLiteral("evidence"), ev },
        { QStringLiteral("rewrite_conditions"), QJsonArray::fromStringList(rewriteConditions) } };
    if (sourceLine > 0) {
        o.insert(QStringLiteral("file"), sourceFile);
        o.insert(QStringLiteral("line"), sourceLine);
    }
    if (!explanation.isEmpty())
        o.insert(QStringLiteral("explanation"), explanation);
    o.insert(QStringLiteral("impact"), impact >= 0 ? QJsonValue(std::round(impact * 1000) / 1000) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("impact_basis"), impactBasis);
    o.insert(QStringLiteral("impact_prior"), impact >= 0 && impactPrior);
    if (stale)
        o.insert(QStringLiteral("stale"), true);
    return o;
}

const Finding *Diagnosis::find(const QString &category) const
{
    for (const Finding &f : findings)
        if (f.category == category)
            return &f;
    return nullptr;
}

QJsonObject Diagnosis::toJson() const
{
    QJsonArray esc, fs, steps;
    for (const LadderStep &s : ladder)
        steps.append(QJsonObject { { QStringLiteral("level"), s.level },
            { QStringLiteral("added"), QJsonArray::fromStringList(s.added) }, { QStringLiteral("note"), s.note } });
    for (const Escalation &e : escalations)
        esc.append(QJsonObject {
            { QStringLiteral("from"), e.from }, { QStringLiteral("to"), e.to }, { QStringLiteral("reason"), e.reason } });
    for (const Finding &f : findings)
        fs.append(f.toJson());
    return QJsonObject { { QStringLiteral("kernel"), kernel },
        { QStringLiteral("backend"), backend.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(backend) },
        { QStringLiteral("levels_reached"), QJsonArray::fromStringList(levelsReached) },
        { QStringLiteral("level_held"), levelHeld.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(levelHeld) },
        { QStringLiteral("escalations"), esc }, { QStringLiteral("stop_reason"), stopReason },
        { QStringLiteral("decisive"), decisive.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(decisive) },
        { QStringLiteral("ladder"), steps },
        { QStringLiteral("bottleneck"), bottleneck.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(bottleneck) },
        { QStringLiteral("findings"), fs }, { QStringLiteral("launch_facts"), launch.toJson() } };
}

} // namespace Lowerscope
