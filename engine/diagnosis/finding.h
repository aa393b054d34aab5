// SPDX-License-Identifier: MIT
#pragma once

#include "core/diagnostics.h"
#include "launchfacts.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace Lowerscope {

// One piece of evidence a finding cites (docs/diagnosis.md): a line of an artifact, or a metric value.
struct Evidence {
    QString kind; // source, ir, remark, metric, rule, compiler-knowledge, pattern
    QString artifact; // relative to the diagnosed PATH
    int line = 0; // 1-based; 0 for metric evidence
    QString excerpt;
    QString metric; // metric evidence: its name
    QVariant value; // metric evidence: its value
    QJsonObject toJson() const;
    // Metric evidence: its unit (from the profiler's excerpt "name = 91.2 %", else from the fact's name:
    // *_pct %, *_us µs, bandwidth B/s), and the value rounded for people with that unit ("91.2 %").
    QString unit() const;
    QString valueText() const;
    bool operator==(const Evidence &o) const
    {
        return kind == o.kind && artifact == o.artifact && line == o.line && metric == o.metric && excerpt == o.excerpt;
    }
};

// A grounded statement about the kernel: a category, where in the source, at which level, and why.
struct Finding {
    QString category; // docs/diagnosis.md
    QString level; // L1..L4: where the decisive evidence came from
    QString severity = QStringLiteral("medium");
    QString title;
    QString pattern; // knowledge-base pattern id, when one matched
    double confidence = 0;
    QString sourceFile; // the kernel's file name ("transpose_naive.py"), empty when unknown
    int sourceLine = 0;
    QList<Evidence> evidence;
    QStringList rewriteConditions;
    QString explanation; // L4: which pass and condition blocked the optimization
    // Estimated share of the kernel's time this finding explains (0..1), or -1 when nothing estimates it.
    // `impactBasis` says what it was estimated from (docs/diagnosis.md "Impact").
    double impact = -1;
    QString impactBasis;
    // The impact is a prior (the pattern's severity, a compiler remark): nothing measured it. A prior never counts
    // as time the findings explain (the loop's escalation, docs/optimize.md); `impact_prior` in the JSON.
    bool impactPrior = false;
    bool stale = false; // its source line came from IR that no longer matches the source (docs/diagnosis.md)

    QString id() const; // "category@file:line", stable across runs on the same input
    QJsonObject toJson() const;
    void addEvidence(const Evidence &e)
    {
        if (!evidence.contains(e))
            evidence.append(e);
    }
};

// What each rung of the ladder is, for people (translated): "Pattern triage", "Profiling", "IR attribution",
// "Compiler knowledge"; LEVEL is L1..L4, empty for anything else.
QString levelTitle(const QString &level);

struct Escalation {
    QString from;
    QString to;
    QString reason;
};

// What one rung of the ladder added (`ladder[]`, docs/diagnosis.md).
struct LadderStep {
    QString level;
    QStringList added; // ids of the findings this rung established or completed
    QString note; // what it concluded
};

// The result of diagnosing one kernel (docs/diagnosis.md).
struct Diagnosis {
    QString kernel;
    QString backend;
    QStringList levelsReached;
    // The highest level reached whose evidence was held (L2: a profile, L3 and L4: the IR; L1: the source): the
    // ladder may ask compiler knowledge about a source pattern, but without a dump no compiler decision was seen.
    QString levelHeld;
    QList<Escalation> escalations;
    QString stopReason; // why the climb ended where it did; names the decisive finding when there is one
    QString decisive; // id of the finding that names the cause (findings[0] when it is a cause), or empty
    QList<LadderStep> ladder;
    QList<Warning> warnings; // stale or missing evidence; diagnose() adds them to the report's warnings
    QString bottleneck; // docs/diagnosis.md values, or empty for null
    QList<Finding> findings;
    LaunchFacts launch; // what the launch is (launchfacts.h): facts, not findings; `launch_facts` in the JSON

    const Finding *find(const QString &category) const;
    QJsonObject toJson() const; // without warnings/ignored
};

} // namespace Lowerscope
