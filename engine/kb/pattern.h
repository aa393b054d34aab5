// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <cmath>

namespace Lowerscope {

// One boolean test of a pattern, written in the detector language (docs/knowledge-base.md).
struct PatternDetector {
    QString kind = QStringLiteral("ir"); // source | ir | metric: which evidence it reads
    QString expression;
    double weight = 1.0;
    QString role = QStringLiteral("supporting"); // required | supporting | veto
    QString note; // what the detector shows, for people
};

// A mechanical edit of a launch parameter or a constexpr, which a recipe may apply without an LLM.
struct PatternEdit {
    QString param; // num_warps, num_stages, or a tl.constexpr name (BLOCK_M, BLOCK, ...)
    QString op; // set | scale | min | max
    double value = 0;
};

struct PatternRevision {
    int version = 0;
    QString date; // ISO 8601, UTC
    QString note;
};

struct PatternStats {
    int tried = 0;
    int accepted = 0;
    double medianGain = std::nan(""); // median speedup of accepted rounds; NaN when none
};

// An optimization pattern of the L1 index: how to recognise a problem and what rewrite fixes it.
struct Pattern {
    QString id; // "cuda.strided-load-transpose"
    QString title;
    QString family; // memory, compute, parallelism, layout, scalar, sync, resources
    QString category; // finding category (docs/diagnosis.md)
    QString severity = QStringLiteral("medium");
    QStringList backends; // cuda, ascend
    QStringList operatorCategories; // elementwise, reduction, matmul, transpose, attention, gather-scatter, any
    QString applicability; // optional detector expression; false means "does not apply"
    QList<PatternDetector> detectors;
    QString symptom;
    QString rationale;
    QString recipe;
    QList<PatternEdit> edits;
    QStringList conditions; // what a rewrite must satisfy
    QString expectedGain;
    QString risk;
    QString provenanceKind = QStringLiteral("curated"); // curated | distilled
    QString provenanceSource; // cited source (curated)
    QStringList provenanceRounds; // round ids (distilled)
    bool untested = false; // no fixture exercises its detectors
    int version = 1;
    QList<PatternRevision> history;
    PatternStats stats;

    // The stored JSON form (docs/knowledge-base.md); keys sorted, so exports diff well in git.
    QJsonObject toJson() const;
    // The pattern without version, history and statistics: what a curator edits; compared to find changes.
    QJsonObject definitionJson() const;
    static Pattern fromJson(const QJsonObject &o, QString *error = nullptr);
};

// What the compiler does, what blocks it and what it says: the facts L4 explains a finding with.
struct CompilerKnowledge {
    QString id; // "cuda.accelerate-matmul.mma-v3"
    QString backend; // cuda | ascend
    QString compilerVersions; // ">=3.4 <=3.6"
    QString pass; // pass class as printed in dump headers
    QString argument; // pass argument
    QString does;
    QStringList blockedBy; // conditions that block the optimization
    QStringList remarks; // remark / warning texts it emits
    QString sourceLocation; // file (and function) in the compiler source
    QStringList mustSatisfy; // what the kernel source must satisfy for the optimization to apply
    QStringList categories; // finding categories it explains
    QString source; // cited reference
    // Evidence tests (detector expressions, docs/knowledge-base.md): when the entry applies to a kernel
    // (target, dtypes, IR facts), and per blocking condition, when it holds. Optional.
    QString appliesWhen;
    QMap<QString, QString> blockedChecks; // blocked_by text -> expression that is true when it holds

    QJsonObject toJson() const;
    static CompilerKnowledge fromJson(const QJsonObject &o, QString *error = nullptr);
};

} // namespace Lowerscope
