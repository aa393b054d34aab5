// SPDX-License-Identifier: MIT
#pragma once

#include "core/diagnostics.h"
#include "round.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPointF>
#include <QString>
#include <optional>

namespace Lowerscope {

// One operator's line of the report. Times are geometric means over its cases, so speedup = initialMs/bestMs
// equals the geometric mean of the per-case speedups (docs/rounds.md).
struct OperatorReport {
    QString name;
    int cases = 0;
    std::optional<double> initialMs;
    std::optional<double> bestMs; // the best accepted round's kernel, or the initial kernel when none
    std::optional<double> referenceMs; // the PyTorch reference, as measured with the best round
    std::optional<double> speedup; // vs the initial kernel
    std::optional<double> speedupVsReference;
    int bestRound = 0; // 0: no accepted round
    QString bestLevel;
    int rounds = 0;
    int unfinished = 0;
};

// A line for a chart: x = round index, y = speedup vs the initial kernel.
struct SpeedupSeries {
    QString operatorName;
    QList<QPointF> perRound; // every done round with a measured speedup
    QList<QPointF> bestSoFar; // the running best over accepted rounds (starts at 1 = the initial kernel)
};

// Distribution-aware summary of a workspace, as the paper reports it: over operators, the geometric mean and
// median speedup, how many exceed 2x and 5x, the median index of the best round and which level produced it.
struct Report {
    QList<OperatorReport> operators;
    std::optional<double> geomean;
    std::optional<double> median;
    int over2x = 0; // speedup > 2
    int over5x = 0; // speedup > 5
    std::optional<double> bestRoundMedian;
    QMap<QString, int> levels; // L1..L4 -> operators whose best round reached that level
    // Against the PyTorch reference: geometric mean and median over operators that have one.
    std::optional<double> geomeanVsReference;
    std::optional<double> medianVsReference;
    // What the rounds' evidence cost (docs/optimize.md): cost kind (compile, runner-call, l4-step) -> count.
    QMap<QString, int> evidenceCosts;
    // What the models cost (docs/llm.md): rounds whose rewrite a model was asked for, their tokens and USD.
    struct LlmUsage {
        int rounds = 0;
        qint64 inputTokens = 0;
        qint64 outputTokens = 0;
        double costUsd = 0;
    } llmUsage;
    // Charts: one series per operator, and the sorted operator speedups (the distribution).
    QList<SpeedupSeries> series;
    QList<double> distribution;
    Diagnostics diagnostics;

    static Report build(const QList<Operator> &operators, const QList<Round> &rounds);
    // The report of the workspace in FOLDER. An existing folder with nothing recorded yet gives an empty
    // report; a missing folder, or a file that is not a workspace, is an error.
    static std::optional<Report> ofWorkspace(const QString &folder, QString *error);
    QJsonObject toJson() const; // docs/rounds.md: the report, with "series", "distribution", "warnings", "ignored"
    QString toMarkdown() const;
    // The same report as a standalone HTML page, with the speedup per operator as an inline SVG chart.
    QString toHtml() const;
    // The operator table (header and one row per operator, as both exports print them) and the summary lines.
    static QStringList tableHeader();
    QList<QStringList> tableRows() const;
    QStringList summary() const;
};

} // namespace Lowerscope
