// SPDX-License-Identifier: MIT
#include "report.h"

#include "core/enginetext.h"
#include "workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <algorithm>

namespace Lowerscope {

namespace {

// Geometric means of the initial, round and reference times over the cases a round measured.
struct Times {
    std::optional<double> initial, kernel, reference;
};

Times timesOf(const Operator &op, const Round &round)
{
    QList<double> initial, kernel, reference;
    for (const CaseResult &r : round.cases) {
        const Case *c = op.findCase(r.caseName);
        if (!r.ms || !c || !c->initialMs)
            continue;
        initial.append(*c->initialMs);
        kernel.append(*r.ms);
        if (const auto ref = r.referenceMs ? r.referenceMs : c->referenceMs)
            reference.append(*ref);
    }
    // A reference mean is only comparable when every measured case has one.
    return { geometricMean(initial), geometricMean(kernel),
        reference.size() == kernel.size() ? geometricMean(reference) : std::nullopt };
}

// An accepted round counts as a candidate for "best" only if no case failed validation and it was timed.
bool isCandidate(const Operator &op, const Round &r, Diagnostics &diag)
{
    if (!r.isAccepted())
        return false;
    for (const CaseResult &c : r.cases) {
        if (c.correct && !*c.correct) {
            diag.warn({}, 0,
                EngineText::english("Report", "round %1 is accepted although case %2 failed validation; it is not counted")
                    .arg(r.ref(), c.caseName));
            return false;
        }
    }
    if (!r.speedup) {
        diag.warn({}, 0,
            EngineText::english("Report", "round %1 is accepted but has no timed case with a baseline; it is not counted")
                .arg(r.ref()));
        return false;
    }
    if (r.cases.size() < op.cases.size())
        diag.warn({}, 0,
            EngineText::english("Report", "round %1 validated %2 of %3 cases")
                .arg(r.ref())
                .arg(r.cases.size())
                .arg(op.cases.size()));
    return true;
}

OperatorReport operatorReport(const Operator &op, const QList<Round> &rounds, SpeedupSeries &series, Diagnostics &diag)
{
    OperatorReport rep;
    rep.name = op.name;
    rep.cases = int(op.cases.size());
    series.operatorName = op.name;
    series.bestSoFar.append(QPointF(0, 1.0));
    const Round *best = nullptr;
    for (const Round &r : rounds) {
        ++rep.rounds;
        if (!r.isDone())
            ++rep.unfinished;
        if (r.isDone() && r.speedup)
            series.perRound.append(QPointF(r.index, *r.speedup));
        if (!isCandidate(op, r, diag))
            continue;
        if (!best || *r.speedup > *best->speedup)
            best = &r;
        series.bestSoFar.append(QPointF(r.index, std::max(series.bestSoFar.last().y(), *r.speedup)));
    }
    if (best) {
        const Times t = timesOf(op, *best);
        rep.initialMs = t.initial;
        rep.bestMs = t.kernel;
        rep.referenceMs = t.reference;
        rep.speedup = best->speedup;
        rep.speedupVsReference
            = rep.referenceMs && rep.bestMs ? std::optional<double>(*rep.referenceMs / *rep.bestMs) : std::nullopt;
        rep.bestRound = best->index;
        rep.bestLevel = best->level;
        return rep;
    }
    // No accepted round: the initial kernel is the best there is.
    QList<double> initial, reference;
    for (const Case &c : op.cases) {
        if (c.initialMs)
            initial.append(*c.initialMs);
        if (c.initialMs && c.referenceMs)
            reference.append(*c.referenceMs);
    }
    rep.initialMs = geometricMean(initial);
    rep.bestMs = rep.initialMs;
    if (rep.initialMs) {
        rep.speedup = 1.0;
        if (reference.size() == initial.size())
            rep.referenceMs = geometricMean(reference);
    } else {
        diag.warn({}, 0, EngineText::english("Report", "operator %1 has no baseline time for its initial kernel").arg(op.name));
    }
    if (rep.referenceMs && rep.bestMs)
        rep.speedupVsReference = *rep.referenceMs / *rep.bestMs;
    return rep;
}

QJsonValue orNull(std::optional<double> v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

} // namespace

Report Report::build(const QList<Operator> &operators, const QList<Round> &rounds)
{
    Report report;
    for (const QString &level : RoundVocabulary::levels())
        report.levels.insert(level, 0);
    QList<double> bestRounds;
    for (const Operator &op : operators) {
        QList<Round> own;
        for (const Round &r : rounds)
            if (r.operatorName == op.name)
                own.append(r);
        SpeedupSeries series;
        const OperatorReport rep = operatorReport(op, own, series, report.diagnostics);
        if (rep.speedup)
            report.distribution.append(*rep.speedup);
        if (rep.bestRound > 0)
            bestRounds.append(rep.bestRound);
        if (report.levels.contains(rep.bestLevel))
            ++report.levels[rep.bestLevel];
        if (rep.unfinished > 0)
            report.diagnostics.warn(
                {}, 0, EngineText::english("Report", "%1 has %2 unfinished rounds").arg(op.name).arg(rep.unfinished));
        report.operators.append(rep);
        report.series.append(series);
    }
    std::sort(report.distribution.begin(), report.distribution.end());
    report.geomean = geometricMean(report.distribution);
    report.median = Lowerscope::median(report.distribution);
    report.over2x
        = int(std::count_if(report.distribution.cbegin(), report.distribution.cend(), [](double s) { return s > 2.0; }));
    report.over5x
        = int(std::count_if(report.distribution.cbegin(), report.distribution.cend(), [](double s) { return s > 5.0; }));
    report.bestRoundMedian = Lowerscope::median(bestRounds);
    QList<double> vsReference;
    for (const OperatorReport &o : std::as_const(report.operators))
        if (o.speedupVsReference)
            vsReference.append(*o.speedupVsReference);
    report.geomeanVsReference = geometricMean(vsReference);
    report.medianVsReference = Lowerscope::median(vsReference);
    for (const Round &r : rounds)
        for (const QJsonValue &e : r.evidence) {
            const QString cost = e.toObject().value(QStringLiteral("cost")).toString();
            if (cost == QLatin1String("compile") || cost == QLatin1String("runner-call") || cost == QLatin1String("l4-step"))
                ++report.evidenceCosts[cost];
        }
    for (const Round &r : rounds)
        if (r.llm.contains(QStringLiteral("response"))) { // a model was called (an agent's file has no response)
            ++report.llmUsage.rounds;
            report.llmUsage.inputTokens += r.llm.value(QStringLiteral("input_tokens")).toInteger();
            report.llmUsage.outputTokens += r.llm.value(QStringLiteral("output_tokens")).toInteger();
            report.llmUsage.costUsd += r.llm.value(QStringLiteral("cost_usd")).toDouble();
        }
    return report;
}

QJsonObject Report::toJson() const
{
    QJsonArray ops, charts;
    for (const OperatorReport &o : operators) {
        ops.append(QJsonObject { { QStringLiteral("name"), o.name }, { QStringLiteral("cases"), o.cases },
            { QStringLiteral("initial_ms"), orNull(o.initialMs) }, { QStringLiteral("best_ms"), orNull(o.bestMs) },
            { QStringLiteral("reference_ms"), orNull(o.referenceMs) }, { QStringLiteral("speedup"), orNull(o.speedup) },
            { QStringLiteral("speedup_vs_reference"), orNull(o.speedupVsReference) },
            { QStringLiteral("best_round"), o.bestRound > 0 ? QJsonValue(o.bestRound) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("best_level"), o.bestLevel.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(o.bestLevel) },
            { QStringLiteral("rounds"), o.rounds }, { QStringLiteral("unfinished"), o.unfinished } });
    }
    for (const SpeedupSeries &s : series) {
        auto points = [](const QList<QPointF> &list) {
            QJsonArray a;
            for (const QPointF &p : list)
                a.append(QJsonArray { int(p.x()), p.y() });
            return a;
        };
        charts.append(QJsonObject { { QStringLiteral("operator"), s.operatorName },
            { QStringLiteral("per_round"), points(s.perRound) }, { QStringLiteral("best_so_far"), points(s.bestSoFar) } });
    }
    QJsonObject levelCounts;
    for (auto it = levels.cbegin(); it != levels.cend(); ++it)
        levelCounts.insert(it.key(), it.value());
    QJsonObject costs;
    for (auto it = evidenceCosts.cbegin(); it != evidenceCosts.cend(); ++it)
        costs.insert(it.key(), it.value());
    QJsonArray dist;
    for (double d : distribution)
        dist.append(d);
    QJsonObject doc { { QStringLiteral("operators"), ops }, { QStringLiteral("geomean"), orNull(geomean) },
        { QStringLiteral("median"), orNull(median) }, { QStringLiteral("over_2x"), over2x },
        { QStringLiteral("over_5x"), over5x }, { QStringLiteral("best_round_median"), orNull(bestRoundMedian) },
        { QStringLiteral("levels"), levelCounts }, { QStringLiteral("geomean_vs_reference"), orNull(geomeanVsReference) },
        { QStringLiteral("median_vs_reference"), orNull(medianVsReference) }, { QStringLiteral("evidence_costs"), costs },
        { QStringLiteral("llm_usage"),
            QJsonObject { { QStringLiteral("rounds"), llmUsage.rounds }, { QStringLiteral("input_tokens"), llmUsage.inputTokens },
                { QStringLiteral("output_tokens"), llmUsage.outputTokens }, { QStringLiteral("cost_usd"), llmUsage.costUsd } } },
        { QStringLiteral("series"), charts }, { QStringLiteral("distribution"), dist } };
    diagnostics.addTo(doc);
    return doc;
}

std::optional<Report> Report::ofWorkspace(const QString &folder, QString *error)
{
    // A folder where nothing was recorded yet has an empty report; reading never creates the file.
    if (QFileInfo(folder).isDir() && !QFileInfo::exists(QDir(folder).filePath(Workspace::fileName())))
        return build({}, {});
    Workspace ws;
    if (!ws.open(folder, error, Workspace::OpenMode::MustExist))
        return std::nullopt;
    return build(ws.operators(), ws.rounds());
}

static QString ms(std::optional<double> v)
{
    return v ? QString::number(*v, 'g', 4) : QStringLiteral("–");
}
static QString times(std::optional<double> v)
{
    return v ? QString::number(*v, 'f', 2) + QStringLiteral("×") : QStringLiteral("–");
}

QStringList Report::tableHeader()
{
    return { QCoreApplication::translate("Report", "Operator"), QCoreApplication::translate("Report", "Cases"),
        QCoreApplication::translate("Report", "Initial ms"), QCoreApplication::translate("Report", "Best ms"),
        QCoreApplication::translate("Report", "Reference ms"), QCoreApplication::translate("Report", "Speedup"),
        QCoreApplication::translate("Report", "vs reference"), QCoreApplication::translate("Report", "Best round"),
        QCoreApplication::translate("Report", "Level") };
}

QList<QStringList> Report::tableRows() const
{
    QList<QStringList> rows;
    for (const OperatorReport &o : operators)
        rows.append({ o.name, QString::number(o.cases), ms(o.initialMs), ms(o.bestMs), ms(o.referenceMs), times(o.speedup),
            times(o.speedupVsReference), o.bestRound > 0 ? QString::number(o.bestRound) : QStringLiteral("–"),
            o.bestLevel.isEmpty() ? QStringLiteral("–") : o.bestLevel });
    return rows;
}

QStringList Report::summary() const
{
    QStringList levelText;
    for (auto it = levels.cbegin(); it != levels.cend(); ++it)
        levelText << it.key() + QLatin1String(": ") + QString::number(it.value());
    QStringList lines {
        QCoreApplication::translate(
            "Report", "Across %1 operators: geometric mean %2, median %3; over 2×: %4, over 5×: %5; median best round: %6.")
            .arg(distribution.size())
            .arg(times(geomean), times(median))
            .arg(over2x)
            .arg(over5x)
            .arg(bestRoundMedian ? QString::number(*bestRoundMedian) : QStringLiteral("–")),
        QCoreApplication::translate("Report", "Level that produced the best round: %1.").arg(levelText.join(QLatin1String(", ")))
    };
    if (geomeanVsReference)
        lines << QCoreApplication::translate("Report", "Against the PyTorch reference: geometric mean %1, median %2.")
                     .arg(times(geomeanVsReference), times(medianVsReference));
    if (!evidenceCosts.isEmpty()) {
        QStringList costText;
        for (auto it = evidenceCosts.cbegin(); it != evidenceCosts.cend(); ++it)
            costText << it.key() + QLatin1String(": ") + QString::number(it.value());
        lines << QCoreApplication::translate("Report", "Evidence acquired beyond timing: %1.")
                     .arg(costText.join(QLatin1String(", ")));
    }
    if (llmUsage.rounds > 0)
        lines << QCoreApplication::translate(
            "Report", "Rewrites asked of a model: %1 rounds, %2 input and %3 output tokens, $%4.")
                     .arg(llmUsage.rounds)
                     .arg(llmUsage.inputTokens)
                     .arg(llmUsage.outputTokens)
                     .arg(llmUsage.costUsd, 0, 'f', 4);
    return lines;
}

QString Report::toMarkdown() const
{
    QString md = QLatin1String("# ") + QCoreApplication::translate("Report", "Optimization report") + QLatin1String("\n\n");
    const QStringList head = tableHeader();
    md += QLatin1String("| ") + head.join(QLatin1String(" | ")) + QLatin1String(" |\n|")
        + QString(QLatin1String("---|")).repeated(head.size()) + QLatin1Char('\n');
    for (const QStringList &row : tableRows())
        md += QLatin1String("| ") + row.join(QLatin1String(" | ")) + QLatin1String(" |\n");
    md += QLatin1Char('\n') + summary().join(QLatin1Char('\n')) + QLatin1Char('\n');
    if (!diagnostics.warnings.isEmpty()) {
        md += QLatin1Char('\n') + QCoreApplication::translate("Report", "Notes:") + QLatin1Char('\n');
        for (const Warning &w : diagnostics.warnings)
            md += QLatin1String("- ") + w.message + QLatin1Char('\n');
    }
    return md;
}

// The speedup per operator as an SVG bar chart (log scale would hide the 1× line; speedups are a few × here),
// with the 1× line, so that the HTML report stands alone in a browser.
static QString speedupSvg(const QList<OperatorReport> &operators)
{
    double top = 1;
    for (const OperatorReport &o : operators)
        top = std::max(top, o.speedup.value_or(0));
    const int barH = 22, gap = 8, left = 160, width = 420;
    const int height = int(operators.size()) * (barH + gap) + 30;
    QString svg = QStringLiteral(
        "<svg xmlns='http://www.w3.org/2000/svg' width='%1' height='%2' font-family='sans-serif' font-size='12'>")
                      .arg(left + width + 80)
                      .arg(height);
    int y = 10;
    for (const OperatorReport &o : operators) {
        const double s = o.speedup.value_or(0);
        const int w = int(width * s / top);
        svg += QStringLiteral("<text x='%1' y='%2' text-anchor='end'>%3</text>")
                   .arg(left - 6)
                   .arg(y + 15)
                   .arg(o.name.toHtmlEscaped());
        svg += QStringLiteral("<rect x='%1' y='%2' width='%3' height='%4' fill='%5'/>")
                   .arg(left)
                   .arg(y)
                   .arg(w)
                   .arg(barH)
                   .arg(s >= 1 ? QStringLiteral("#2e7d32") : QStringLiteral("#c62828"));
        svg += QStringLiteral("<text x='%1' y='%2'>%3</text>")
                   .arg(left + w + 6)
                   .arg(y + 15)
                   .arg(times(o.speedup).toHtmlEscaped());
        y += barH + gap;
    }
    const int one = left + int(width / top);
    svg += QStringLiteral("<line x1='%1' y1='4' x2='%1' y2='%2' stroke='#555' stroke-dasharray='4 3'/>").arg(one).arg(y);
    svg += QStringLiteral("<text x='%1' y='%2' text-anchor='middle'>1×</text>").arg(one).arg(y + 14);
    return svg + QStringLiteral("</svg>");
}

QString Report::toHtml() const
{
    const QString title = QCoreApplication::translate("Report", "Optimization report");
    QString html = QStringLiteral(
        "<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>%1</title>"
        "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
        "td,th{border:1px solid #bbb;padding:4px 8px;text-align:right}td:first-child,th:first-child{text-align:left}"
        "</style></head><body>\n<h1>%1</h1>\n<table>\n<tr>")
                       .arg(title.toHtmlEscaped());
    for (const QString &h : tableHeader())
        html += QStringLiteral("<th>%1</th>").arg(h.toHtmlEscaped());
    html += QStringLiteral("</tr>\n");
    for (const QStringList &row : tableRows()) {
        html += QStringLiteral("<tr>");
        for (const QString &c : row)
            html += QStringLiteral("<td>%1</td>").arg(c.toHtmlEscaped());
        html += QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("</table>\n");
    for (const QString &line : summary())
        html += QStringLiteral("<p>%1</p>\n").arg(line.toHtmlEscaped());
    if (!operators.isEmpty())
        html += QStringLiteral("<h2>%1</h2>\n").arg(QCoreApplication::translate("Report", "Speedup per operator").toHtmlEscaped())
            + speedupSvg(operators) + QLatin1Char('\n');
    if (!diagnostics.warnings.isEmpty()) {
        html += QStringLiteral("<h2>%1</h2>\n<ul>\n").arg(QCoreApplication::translate("Report", "Notes:").toHtmlEscaped());
        for (const Warning &w : diagnostics.warnings)
            html += QStringLiteral("<li>%1</li>\n").arg(w.message.toHtmlEscaped());
        html += QStringLiteral("</ul>\n");
    }
    return html + QStringLiteral("</body></html>\n");
}

} // namespace Lowerscope
