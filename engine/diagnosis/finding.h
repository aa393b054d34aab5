// SPDX-License-Identifier: MIT
#pragma once

#include "core/diagnostics.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace Lowerscope {

// One piece of evidence a finding cites (docs/diagnosis.md): a line of an artifact, or a metric value.
struct Evidence {
    QString kind;     // source, ir, remark, metric, rule, compiler-knowledge, pattern
    QString artifact; // relative to the diagnosed PATH
    int line = 0;     // 1-based; 0 for metric evidence
    QString excerpt;
    QString metric;   // metric evidence: its name
    QVariant value;   // metric evidence: its value
    QJsonObject toJson() const;
    bool operator==(const Evidence &o) const
    {
        return kind == o.kind && artifact == o.artifact && line == o.line && metric == o.metric && excerpt == o.excerpt;
    }
};

// A grounded statement about the kernel: a category, where in the source, at which level, and why.
struct Finding {
    QString category; // docs/diagnosis.md
    QString level;    // L1..L4: where the decisive evidence came from
    QString severity = QStringLiteral("medium");
    QString title;
    QString pattern;  // knowledge-base pattern id, when one matched
    double confidence = 0;
    QString sourceFile; // the kernel's file name ("transpose_naive.py"), empty when unknown
    int sourceLine = 0;
    QList<Evidence> evidence;
    QStringList rewriteConditions;
    QString explanation; // L4: which pass and condition blocked the optimization

    QString id() const; // "category@file:line", stable across runs on the same input
    QJsonObject toJson() const;
    void addEvidence(const Evidence &e)
    {
        if (!evidence.contains(e))
            evidence.append(e);
    }
};

struct Escalation {
    QString from;
    QString to;
    QString reason;
};

// The result of diagnosing one kernel (docs/diagnosis.md).
struct Diagnosis {
    QString kernel;
    QString backend;
    QStringList levelsReached;
    QList<Escalation> escalations;
    QString stopReason; // why the climb ended where it did
    QString bottleneck; // docs/diagnosis.md values, or empty for null
    QList<Finding> findings;

    const Finding *find(const QString &category) const;
    QJsonObject toJson() const; // without warnings/ignored
};

} // namespace Lowerscope
