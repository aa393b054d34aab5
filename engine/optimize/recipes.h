// SPDX-License-Identifier: MIT
#pragma once

#include "core/backendregistry.h"
#include "diagnosis/finding.h"
#include "diagnosis/launchfacts.h"
#include "kb/pattern.h"
#include "paramedit.h"

#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

namespace Lowerscope::Optimize {

// One rewrite a recipe produced, with what produced it (docs/optimize.md "Recipes").
struct Candidate {
    QString recipe; // pattern-edit | pattern-neighbour | category-edit | dot-precision | int64-cast | loop-widen | atomic-block |
                    // grid-cover | zero-fill | tile-fill | row-stream | row-batch | dot-tile | warps-follow-block |
                    // autotune-extend | launch-search
    QString pattern; // the knowledge-base pattern whose edit or recipe this is; empty for a blind search
    QString finding; // the finding's id (category@file:line); empty for a blind search
    QString category; // the finding's category
    QString level; // the finding's level (L1..L4); empty for a blind search
    double impact = -1; // the finding's impact
    QString hypothesis; // one line, for the round
    QString rewriteKind; // docs/rounds.md rewrite kinds: block-size, launch-config, dot-precision, int32-indexing
    QString source; // the rewritten kernel file
    QList<ParamChange> changes;
    QStringList edits; // what a source edit changed, one line each ("line 17: input_precision=\"tf32\"")

    QString hash() const; // sha256 of source
    // {recipe, pattern, finding, category, level, impact, changes[], edits[]}: stored with the round.
    QJsonObject origin() const;
};

// What the recipes work from: the kernel file the rewrite starts from (the best version so far), the ranked
// findings of its diagnosis and the knowledge base's patterns. maxTensorElements: the largest tensor of the
// task's cases (an int64 index may be narrowed only below 2^31 elements).
struct RecipeInput {
    QString text;
    QList<Finding> findings;
    QList<Pattern> patterns;
    qint64 maxTensorElements = 0;
};

// Rewrites the findings point to, in the findings' rank order: per finding, its pattern's mechanical edits
// (all at once), then the values around them (each edit's value halved and doubled), then the source edits the
// finding's category allows (a dot's precision, an int64 cast removed, a loop's block widened), then the launch
// parameters its category points to. Edits that are not expressible in the editable region are skipped.
QList<Candidate> findingCandidates(const RecipeInput &in);

// What the launch-shape recipes work from: the kernel file, the bytes of the dot's operand elements (2 for the
// 16-bit floats, else 4) and the shared memory one program may use (the hardware model's sharedMemoryPerBlock:
// by default the fallback backend's default device, 227 KiB on the H200).
// HARDWARE: the task's device (OpTask::hardware), for the tensor-core minimum tile and its family (dot-tile).
struct ShapeInput {
    QString text;
    int elementBytes = 4;
    qint64 sharedMemoryBytes = BackendRegistry::instance().defaultHardware().sharedMemoryPerBlock;
    HardwareModel hardware = BackendRegistry::instance().defaultHardware();
    // The launch facts of the kernel on the task's cases (programs, iterations per program): what the recipes that
    // weigh the grid against the SMs read (row-stream, row-batch); empty: those judge from the text alone.
    LaunchFacts launch = {};
};

// Rewrites read from the launch's shape (docs/optimize.md, "Recipes from the launch's shape"), each with the
// cause it read and its pattern: grid-cover (a grid of one program per element, each doing a block, cut to
// cdiv(n, BLOCK)), zero-fill (an output zero-filled and then wholly overwritten allocated empty), tile-fill (a tile of fewer than
// 4 elements per thread grows, the loop's axis first, with num_warps), row-stream (a reduction's small 2-D tile: one row per
// program streaming it in large steps), row-batch (a tile axis of 1 becomes 4 and 16 rows per program), autotune-extend (an
// autotuned kernel's configs extended where all miss the dot tile family or spill), dot-tile (a dot
// loop's tiles, num_warps and num_stages moved together within the shared memory), warps-follow-block (num_warps as a function of
// the tile).
QList<Candidate> shapeCandidates(const ShapeInput &in);

// The blind neighbourhood of the current launch: every tunable parameter halved and doubled (num_stages +-1,
// only where a launched kernel loads in a loop: there is nothing to pipeline otherwise).
// The most fp32 accumulators of a dot's tile one thread may hold: above it they spill (dot-tile and the search drop
// such a move).
constexpr qint64 MaxDotAccumulatorsPerThread = 128;

// With the launch facts, a move of a dot's tile or num_warps past MaxDotAccumulatorsPerThread, and a move whose every change is
// in a launching function whose launches run on no case (a wrapper the task's entry never calls) is not searched.
QList<Candidate> searchCandidates(const QString &text, const LaunchFacts &facts = {});

// Whether the task's cases run LAUNCH of SRC: the launch facts' reached launches; without them, yes.
bool runsOnCases(const KernelFile &src, const LaunchFacts &facts, const KernelFile::Launch &launch);

// The picker's order (docs/optimize.md, "A step"): the lists in turn (the launch shape's, the findings' by
// impact, the search's), each kernel text once (a category's direction and the search can propose the same edit).
QList<Candidate> pickOrder(const QList<QList<Candidate>> &lists);

// The source edits on their own (tests and the findings' recipes use them).
EditOutcome setDotPrecision(const QString &text, const QString &precision, const QString &kernel = {});
EditOutcome removeInt64Casts(const QString &text, const QString &kernel = {});
// The constexpr that a loop's block depends on (`range(a, b, BLOCK)` or `range(0, tl.cdiv(n, BLOCK))`), for the
// loop around LINE (any loop of KERNEL when LINE is 0); empty when there is none.
QString loopBlockParam(const QString &text, const QString &kernel, int line = 0);

// Whether a launched kernel (KERNEL, or any) has a loop whose body loads (tl.load): what num_stages pipelines.
bool loopLoads(const QString &text, const QString &kernel = {});

// The sha256 of a kernel text (as the workspace stores kernel versions).
QString sourceHash(const QString &text);

// The constexpr span of the loop that feeds an atomic in KERNEL (`for r in range(s, s + ROWS, STEP)` before a
// `tl.atomic_*`): scaling it makes each program's block reduction larger and the atomics per address fewer.
QString atomicSpanParam(const QString &text, const QString &kernel = {});

// The jit function whose body holds LINE, or empty.
QString kernelAtLine(const QString &text, int line);

} // namespace Lowerscope::Optimize
