// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

namespace Lowerscope {

// What a profile measured of one kernel, as the readers (engine/profile) leave it and the backend plugins
// read it (BackendInterface::deriveSignals): the readers know the vendors' formats, the plugins what the
// numbers mean on their target.

// One metric value as its source wrote it.
struct MetricValue {
    double value = 0;
    QString unit; // as the source wrote it
    double si = 0; // value in base units (byte, second, hertz, ...) where the unit has a scale
    bool hasSi = false;
    QString artifact; // file the value came from
    int line = 0;
};

// One rule verdict of a profiler's guided analysis (Nsight Compute's rules).
struct RuleResult {
    QString name; // UncoalescedGlobalAccess
    QString type; // OPT, INF, WRN
    QString section; // SourceCounters
    QString description;
    QString speedupType; // local, global
    double estimatedSpeedup = 0; // %; 0 when none was given
    QString artifact;
    int line = 0;
};

// A per-block (Ascend msprof op) row: (block_id, sub_block_id) and its metrics.
struct BlockMetrics {
    QString block; // "0"
    QString subBlock; // "vector0", "cube0"
    QMap<QString, MetricValue> metrics;
};

// The measurements of one kernel a backend derives its L2 signals from (copies share the containers).
struct KernelMeasurements {
    QMap<QString, MetricValue> metrics;
    QList<RuleResult> rules;
    QList<BlockMetrics> blocks;
    QString taskType; // Ascend AI_CORE, AI_VECTOR_CORE, MIX_AIV, ...
    int blockDim = 0; // Ascend block dim (cores used)
};

// A kernel shorter than this (µs) that reaches neither roof is launch-bound: a CUDA launch and the ramp of
// its first wave cost a few microseconds (about LaunchFloorUs), a large share of so short a kernel.
constexpr double LaunchBoundUs = 10;
constexpr double LaunchFloorUs = 4;

// One derived figure with its unit and the metric(s) it was computed from.
struct Signal {
    double value = 0;
    QString unit;
    QString basis;
};

struct BlockSignals {
    QString block, subBlock;
    QMap<QString, Signal> values; // pipe.* and memory_bound_ratio of that block
};

// The L2 evidence of one kernel: a bottleneck verdict, figures against the device's roofline, and the
// profiler's own verdicts (rules, stall reasons). Each backend fills its own keys (docs/facts.md, signal.*).
struct KernelSignals {
    QString bottleneck; // memory-bound, compute-bound, latency-bound, launch-bound, scalar-fallback; empty if unknown
    QMap<QString, Signal> values;
    QList<QPair<QString, double>> topStalls; // stall reason, cycles per issued instruction; largest first
    QList<RuleResult> rules; // profiler rules that fired, largest estimated speedup first
    QList<BlockSignals> blocks;
    bool isEmpty() const { return bottleneck.isEmpty() && values.isEmpty() && rules.isEmpty(); }
    QJsonObject toJson() const;
};

// A unit of a core that a profile measures the busy share of (Ascend's pipes: CUBE, VECTOR, MTE2, ...).
struct PipeDef {
    QString id; // "MTE2": short, the same in every language
    QString signal; // "pipe.mte2": its L2 signal; empty for rows only pipe traces have
    QStringList cubeRatios; // ratio columns on the cube core (AIC), first found wins
    QStringList vectorRatios; // on the vector core (AIV)
    QStringList traceNames; // track names in pipe traces
};

// The busy share (0-1) of one pipe, as BackendInterface::pipeShares reads it.
struct PipeShare {
    QString pipe; // PipeDef::id
    QString signal; // PipeDef::signal
    double share = 0;
};

} // namespace Lowerscope
