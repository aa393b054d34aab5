// SPDX-License-Identifier: MIT
#include "ablation.h"

#include "core/statistics.h"
#include "workspace/workspace.h"

#include <QJsonArray>
#include <QStringList>

namespace Lowerscope::Optimize {

namespace {

QJsonObject armOperator(const Workspace &ws, const QString &op)
{
    const QList<Round> rounds = ws.rounds(op);
    std::optional<Round> best;
    double llmCost = 0;
    for (const Round &r : rounds) {
        if (r.isAccepted() && r.speedup && (!best || *r.speedup > *best->speedup))
            best = r;
        llmCost += r.llm.value(QStringLiteral("cost_usd")).toDouble();
    }
    int dumps = 0, profiles = 0, failed = 0;
    const QHash<QString, QJsonObject> ledgers = ws.evidenceLedgers(op);
    for (const QJsonObject &ledger : ledgers)
        for (const QJsonValue &a : ledger.value(QStringLiteral("acquired")).toArray()) {
            const QJsonObject item = a.toObject();
            if (item.contains(QStringLiteral("failed")))
                ++failed;
            else if (item.value(QStringLiteral("kind")).toString() == QLatin1String("profile"))
                ++profiles;
            else
                ++dumps;
        }
    return QJsonObject { { QStringLiteral("speedup"), best ? *best->speedup : 1.0 },
        { QStringLiteral("rounds"), int(rounds.size()) },
        { QStringLiteral("round_of_best"), best ? QJsonValue(best->index) : QJsonValue(QJsonValue::Null) },
        { QStringLiteral("dumps"), dumps }, { QStringLiteral("profiles"), profiles },
        { QStringLiteral("failed_acquisitions"), failed }, { QStringLiteral("llm_cost_usd"), llmCost } };
}

} // namespace

std::optional<QJsonObject> ablationReport(const QList<AblationArm> &arms, QString *error)
{
    QStringList operators;
    QHash<QString, QJsonObject> cells; // arm + '\n' + op -> its figures
    QJsonArray armsJson;
    for (const AblationArm &arm : arms) {
        Workspace ws;
        if (!ws.open(arm.workspace, error, Workspace::OpenMode::MustExist))
            return std::nullopt;
        QList<double> speedups;
        for (const Operator &op : ws.operators()) {
            if (!operators.contains(op.name))
                operators.append(op.name);
            const QJsonObject cell = armOperator(ws, op.name);
            cells.insert(arm.name + QLatin1Char('\n') + op.name, cell);
            speedups.append(cell.value(QStringLiteral("speedup")).toDouble());
        }
        const std::optional<double> g = geometricMean(speedups);
        armsJson.append(QJsonObject { { QStringLiteral("name"), arm.name }, { QStringLiteral("workspace"), arm.workspace },
            { QStringLiteral("operators"), int(speedups.size()) },
            { QStringLiteral("geomean_speedup"), g ? QJsonValue(*g) : QJsonValue(QJsonValue::Null) } });
    }
    QJsonArray ops;
    for (const QString &op : std::as_const(operators)) {
        QJsonObject byArm;
        for (const AblationArm &arm : arms)
            byArm.insert(arm.name,
                cells.contains(arm.name + QLatin1Char('\n') + op) ? QJsonValue(cells.value(arm.name + QLatin1Char('\n') + op))
                                                                  : QJsonValue(QJsonValue::Null));
        ops.append(QJsonObject { { QStringLiteral("name"), op }, { QStringLiteral("arms"), byArm } });
    }
    return QJsonObject { { QStringLiteral("arms"), armsJson }, { QStringLiteral("operators"), ops } };
}

QString ablationMarkdown(const QJsonObject &report)
{
    const QJsonArray arms = report.value(QStringLiteral("arms")).toArray();
    QStringList header { QStringLiteral("operator") }, rule { QStringLiteral("---") };
    for (const QJsonValue &a : arms) {
        header << a.toObject().value(QStringLiteral("name")).toString()
                + QStringLiteral(" (speed-up, round of best / rounds, dumps+profiles)");
        rule << QStringLiteral("---");
    }
    QString out = QStringLiteral("| %1 |\n| %2 |\n").arg(header.join(QStringLiteral(" | ")), rule.join(QStringLiteral(" | ")));
    for (const QJsonValue &ov : report.value(QStringLiteral("operators")).toArray()) {
        const QJsonObject o = ov.toObject();
        QStringList row { o.value(QStringLiteral("name")).toString() };
        for (const QJsonValue &a : arms) {
            const QJsonValue cell
                = o.value(QStringLiteral("arms")).toObject().value(a.toObject().value(QStringLiteral("name")).toString());
            if (!cell.isObject()) {
                row << QStringLiteral("-");
                continue;
            }
            const QJsonObject c = cell.toObject();
            const QJsonValue best = c.value(QStringLiteral("round_of_best"));
            row << QStringLiteral("%1x, %2/%3, %4+%5")
                       .arg(c.value(QStringLiteral("speedup")).toDouble(), 0, 'f', 2)
                       .arg(best.isNull() ? QStringLiteral("-") : QString::number(best.toInt()))
                       .arg(c.value(QStringLiteral("rounds")).toInt())
                       .arg(c.value(QStringLiteral("dumps")).toInt())
                       .arg(c.value(QStringLiteral("profiles")).toInt());
        }
        out += QStringLiteral("| %1 |\n").arg(row.join(QStringLiteral(" | ")));
    }
    QStringList means { QStringLiteral("**geometric mean**") };
    for (const QJsonValue &a : arms) {
        const QJsonValue g = a.toObject().value(QStringLiteral("geomean_speedup"));
        means << (g.isNull() ? QStringLiteral("-") : QStringLiteral("**%1x**").arg(g.toDouble(), 0, 'f', 2));
    }
    out += QStringLiteral("| %1 |\n").arg(means.join(QStringLiteral(" | ")));
    return out;
}

} // namespace Lowerscope::Optimize
