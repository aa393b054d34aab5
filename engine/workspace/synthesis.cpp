// SPDX-License-Identifier: MIT
// Grouping accepted rounds by cause and turning the groups into proposals for a curator.
#include "synthesis.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QMap>
#include <QSet>
#include <algorithm>

namespace Lowerscope::Synthesis {

namespace {

// One accepted round's findings of one category, not tied to a known pattern.
struct Item {
    const Round *round = nullptr;
    QString category;
    QMap<QString, QList<EvidenceKey>> keys; // key -> the evidence that produced it
    QSet<QString> features;
    QJsonArray findings;
};

struct Cluster {
    QList<Item> items;
    QSet<QString> keys;
    QSet<QString> features;
};

const QMap<QString, QString> &featureText()
{
    static const QMap<QString, QString> text {
        { QStringLiteral("remove-loop"), QStringLiteral("replace the loop over blocks by one block access per program") },
        { QStringLiteral("add-loop"), QStringLiteral("add a loop so that each program covers several blocks") },
        { QStringLiteral("tile-2d"), QStringLiteral("index a 2-D tile ([:, None] x [None, :]) instead of a 1-D strip") },
        { QStringLiteral("block-size"), QStringLiteral("change the block sizes") },
        { QStringLiteral("launch-config"), QStringLiteral("change num_warps/num_stages") },
        { QStringLiteral("fewer-loads"), QStringLiteral("load each element from global memory fewer times") },
        { QStringLiteral("autotune"), QStringLiteral("autotune the configuration") }
    };
    return text;
}

QString numberText(double v)
{
    return QString::number(v, 'g', 6);
}

// The detector clause for a key over the values the rounds observed.
QString clauseFor(const QString &key, const QList<EvidenceKey> &seen)
{
    if (!seen.constFirst().clause.isEmpty())
        return seen.constFirst().clause;
    QList<double> numbers;
    QSet<QString> strings;
    for (const EvidenceKey &k : seen) {
        if (k.value)
            numbers << *k.value;
        else if (!k.stringValue.isEmpty())
            strings << k.stringValue;
    }
    if (!strings.isEmpty()) {
        if (strings.size() != 1)
            return QStringLiteral("has(%1)").arg(key);
        const QString v = *strings.cbegin();
        if (v == QLatin1String("true") || v == QLatin1String("false"))
            return key + QLatin1String(" == ") + v;
        return key + QLatin1String(" == \"")
            + QString(v).replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""))
            + QLatin1Char('"');
    }
    if (numbers.isEmpty())
        return QStringLiteral("has(%1)").arg(key);
    const auto [lo, hi] = std::minmax_element(numbers.cbegin(), numbers.cend());
    // Counts (ptx.*, remark.*, ...) only say whether something is there; measured quantities keep the
    // observed range, widened by 10% so that the next kernel of the same kind still matches.
    const bool measured = key.startsWith(QLatin1String("metric.")) || key.startsWith(QLatin1String("signal."))
        || key.startsWith(QLatin1String("ascend.")) || key.startsWith(QLatin1String("profile."));
    if (!measured)
        return *lo > 0 ? key + QLatin1String(" > 0")
            : *hi == 0 ? key + QLatin1String(" == 0")
                       : QStringLiteral("has(%1)").arg(key);
    return QStringLiteral("%1 >= %2 and %1 <= %3")
        .arg(key, numberText(*lo * (*lo >= 0 ? 0.9 : 1.1)), numberText(*hi * (*hi >= 0 ? 1.1 : 0.9)));
}

QList<Item> itemsOf(const QList<Round> &rounds)
{
    QList<Item> items;
    for (const Round &r : rounds) {
        if (!r.isAccepted())
            continue;
        QMap<QString, Item> byCategory;
        for (const QJsonValue &v : r.findings) {
            const QJsonObject f = v.toObject();
            const QString category = f.value(QLatin1String("category")).toString();
            if (category.isEmpty() || !f.value(QLatin1String("pattern")).toString().isEmpty())
                continue; // a known pattern's finding updates that pattern's statistics instead
            Item &item = byCategory[category];
            item.round = &r;
            item.category = category;
            item.findings.append(f);
            for (const EvidenceKey &k : evidenceKeys(f))
                item.keys[k.key].append(k);
        }
        const QStringList features = rewriteFeatures(r);
        for (Item &item : byCategory) {
            item.features = QSet<QString>(features.cbegin(), features.cend());
            if (item.features.isEmpty())
                item.features.insert(QStringLiteral("unspecified"));
            if (!item.keys.isEmpty())
                items.append(item);
        }
    }
    return items;
}

// Greedy, in round order: an item joins the first cluster of its category with which it still shares
// evidence and a rewrite kind; the cluster keeps only what all its members share.
QList<Cluster> clusterItems(const QList<Item> &items)
{
    QList<Cluster> clusters;
    for (const Item &item : items) {
        const QSet<QString> keys(item.keys.keyBegin(), item.keys.keyEnd());
        bool placed = false;
        for (Cluster &c : clusters) {
            if (c.items.constFirst().category != item.category || !c.keys.intersects(keys)
                || !c.features.intersects(item.features))
                continue;
            c.items.append(item);
            c.keys.intersect(keys);
            c.features.intersect(item.features);
            placed = true;
            break;
        }
        if (!placed)
            clusters.append(Cluster { { item }, keys, item.features });
    }
    return clusters;
}

QJsonObject speedupStats(const QList<const Round *> &rounds)
{
    QList<double> speedups;
    QJsonArray list;
    QJsonObject levels;
    for (const Round *r : rounds) {
        if (r->speedup)
            speedups << *r->speedup;
        list.append(QJsonObject { { QStringLiteral("round"), r->ref() }, { QStringLiteral("outcome"), r->outcome },
            { QStringLiteral("speedup"), r->speedup ? QJsonValue(*r->speedup) : QJsonValue(QJsonValue::Null) } });
        if (!r->level.isEmpty())
            levels.insert(r->level, levels.value(r->level).toInt() + 1);
    }
    const auto gm = geometricMean(speedups);
    return QJsonObject { { QStringLiteral("speedup_geomean"), gm ? QJsonValue(*gm) : QJsonValue(QJsonValue::Null) },
        { QStringLiteral("rounds"), list }, { QStringLiteral("levels"), levels } };
}

PatternProposal newPattern(const Cluster &c, const QList<Operator> &operators)
{
    QStringList keys(c.keys.cbegin(), c.keys.cend()), features(c.features.cbegin(), c.features.cend());
    keys.sort();
    features.sort();
    QStringList clauses, refs, recipeSteps, conditions;
    QSet<QString> ops, backends;
    QList<const Round *> rounds;
    QJsonArray examples;
    for (const QString &key : std::as_const(keys)) {
        QList<EvidenceKey> seen;
        for (const Item &i : c.items)
            seen += i.keys.value(key);
        clauses << clauseFor(key, seen);
    }
    for (const QString &f : std::as_const(features))
        recipeSteps << featureText().value(f, f);
    for (const Item &i : c.items) {
        refs << i.round->ref();
        ops.insert(i.round->operatorName);
        rounds << i.round;
        for (const Operator &op : operators)
            if (op.name == i.round->operatorName && !op.backend.isEmpty())
                backends.insert(op.backend);
        for (const QJsonValue &f : i.findings)
            for (const QJsonValue &cond : f.toObject().value(QLatin1String("rewrite_conditions")).toArray())
                if (!conditions.contains(cond.toString()))
                    conditions << cond.toString();
        examples.append(QJsonObject { { QStringLiteral("round"), i.round->ref() },
            { QStringLiteral("hypothesis"), i.round->hypothesis }, { QStringLiteral("rewrite"), i.round->rewrite } });
    }
    QStringList opList(ops.cbegin(), ops.cend()), backendList(backends.cbegin(), backends.cend());
    opList.sort();
    backendList.sort();
    const QString category = c.items.constFirst().category;
    const QByteArray digest = QCryptographicHash::hash(
        (category + keys.join(QLatin1Char('|')) + features.join(QLatin1Char('|'))).toUtf8(), QCryptographicHash::Sha1)
                                  .toHex()
                                  .left(8);
    const QString id = QStringLiteral("proposed.%1.%2").arg(category, QString::fromLatin1(digest));
    QString title = c.items.constFirst().findings.at(0).toObject().value(QLatin1String("title")).toString();
    if (title.isEmpty())
        title = category;
    const QString recipe = QStringLiteral("Rewrite: %1. Accepted in %2.")
                               .arg(recipeSteps.join(QLatin1String("; ")), refs.join(QLatin1String(", ")));
    QJsonObject stats = speedupStats(rounds);
    stats.insert(QStringLiteral("operators"), int(opList.size()));
    const QJsonObject body { { QStringLiteral("id"), id }, { QStringLiteral("title"), title },
        { QStringLiteral("family"), category }, { QStringLiteral("category"), category },
        { QStringLiteral("backends"), QJsonArray::fromStringList(backendList) },
        { QStringLiteral("detectors"), QJsonArray { clauses.join(QLatin1String(" and ")) } },
        { QStringLiteral("recipe"), recipe }, { QStringLiteral("conditions"), QJsonArray::fromStringList(conditions) },
        { QStringLiteral("rewrite_kind"), QJsonArray::fromStringList(features) },
        { QStringLiteral("evidence"), QJsonArray::fromStringList(keys) }, { QStringLiteral("examples"), examples },
        { QStringLiteral("provenance"),
            QJsonObject { { QStringLiteral("source"), QStringLiteral("retrospective-synthesis") },
                { QStringLiteral("rounds"), QJsonArray::fromStringList(refs) },
                { QStringLiteral("operators"), QJsonArray::fromStringList(opList) } } },
        { QStringLiteral("stats"), stats } };
    return PatternProposal { 0, QStringLiteral("new-pattern"), id, body, QStringLiteral("pending"), refs, {}, {}, {} };
}

// Done rounds whose findings cite a known pattern, per pattern id; only patterns with an accepted round count.
QList<PatternProposal> statsUpdates(const QList<Round> &rounds)
{
    QMap<QString, QList<const Round *>> byPattern;
    for (const Round &r : rounds) {
        if (!r.isDone())
            continue;
        QSet<QString> cited;
        for (const QJsonValue &v : r.findings) {
            const QJsonObject f = v.toObject();
            if (const QString p = f.value(QLatin1String("pattern")).toString(); !p.isEmpty())
                cited.insert(p);
            for (const QJsonValue &e : f.value(QLatin1String("evidence")).toArray())
                if (e.toObject().value(QLatin1String("kind")).toString() == QLatin1String("pattern"))
                    if (const QString p = e.toObject().value(QLatin1String("pattern")).toString(); !p.isEmpty())
                        cited.insert(p);
        }
        for (const QString &p : cited)
            byPattern[p].append(&r);
    }
    QList<PatternProposal> result;
    for (auto it = byPattern.cbegin(); it != byPattern.cend(); ++it) {
        const auto &list = it.value();
        const int accepted = int(std::count_if(list.cbegin(), list.cend(), [](const Round *r) { return r->isAccepted(); }));
        if (accepted == 0)
            continue;
        QStringList refs;
        QSet<QString> ops;
        for (const Round *r : list) {
            refs << r->ref();
            ops.insert(r->operatorName);
        }
        QJsonObject stats = speedupStats(list);
        stats.insert(QStringLiteral("attempts"), int(list.size()));
        stats.insert(QStringLiteral("accepted"), accepted);
        stats.insert(QStringLiteral("operators"), int(ops.size()));
        const QJsonObject body { { QStringLiteral("pattern"), it.key() }, { QStringLiteral("stats"), stats },
            { QStringLiteral("provenance"),
                QJsonObject { { QStringLiteral("source"), QStringLiteral("retrospective-synthesis") },
                    { QStringLiteral("rounds"), QJsonArray::fromStringList(refs) } } } };
        result.append(
            PatternProposal { 0, QStringLiteral("stats-update"), it.key(), body, QStringLiteral("pending"), refs, {}, {}, {} });
    }
    return result;
}

} // namespace

QList<PatternProposal> propose(const QList<Operator> &operators, const QList<Round> &rounds)
{
    QList<PatternProposal> result;
    for (const Cluster &c : clusterItems(itemsOf(rounds))) {
        QSet<QString> ops;
        for (const Item &i : c.items)
            ops.insert(i.round->operatorName);
        if (ops.size() >= 2)
            result.append(newPattern(c, operators));
    }
    result += statsUpdates(rounds);
    return result;
}

} // namespace Lowerscope::Synthesis
