// SPDX-License-Identifier: MIT
#include "measurements.h"

#include <QJsonArray>

namespace Lowerscope {

QJsonObject KernelSignals::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("bottleneck"), bottleneck.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(bottleneck));
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        QJsonObject v { { QStringLiteral("value"), it->value } };
        if (!it->unit.isEmpty())
            v.insert(QStringLiteral("unit"), it->unit);
        o.insert(it.key(), v);
    }
    if (!topStalls.isEmpty()) {
        QJsonArray a;
        for (const auto &st : topStalls)
            a.append(QJsonObject { { QStringLiteral("reason"), st.first }, { QStringLiteral("cycles_per_issue"), st.second } });
        o.insert(QStringLiteral("top_stalls"), a);
    }
    if (!rules.isEmpty()) {
        QJsonArray a;
        for (const RuleResult &r : rules)
            a.append(QJsonObject { { QStringLiteral("rule"), r.name }, { QStringLiteral("type"), r.type },
                { QStringLiteral("section"), r.section }, { QStringLiteral("estimated_speedup_pct"), r.estimatedSpeedup },
                { QStringLiteral("speedup_type"), r.speedupType }, { QStringLiteral("file"), r.artifact },
                { QStringLiteral("line"), r.line }, { QStringLiteral("message"), r.description } });
        o.insert(QStringLiteral("rules"), a);
    }
    if (!blocks.isEmpty()) {
        QJsonArray a;
        for (const BlockSignals &b : blocks) {
            QJsonObject bo { { QStringLiteral("block_id"), b.block }, { QStringLiteral("sub_block_id"), b.subBlock } };
            for (auto it = b.values.cbegin(); it != b.values.cend(); ++it)
                bo.insert(it.key(), it->value);
            a.append(bo);
        }
        o.insert(QStringLiteral("blocks"), a);
    }
    return o;
}

} // namespace Lowerscope
