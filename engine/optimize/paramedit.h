// SPDX-License-Identifier: MIT
#pragma once

#include "kb/pattern.h"
#include "kernelfile.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <functional>
#include <optional>

namespace Lowerscope::Optimize {

// One parameter changed by an edit, as the round records it: what it was and what it became (the texts of
// the edited value), on which line.
struct ParamChange {
    QString param;
    QString from;
    QString to;
    int line = 0;
    QJsonObject toJson() const;
};

// "param from -> to, ..." (a round's hypothesis names its changes so).
QString describeChanges(const QList<ParamChange> &changes);
// A Python expression E as an operand: wrapped in parentheses unless it is a name, a literal or a call chain.
QString pythonOperand(const QString &e);

struct EditOutcome {
    std::optional<QString> text; // the edited file; nullopt when the edit is not expressible here
    QList<ParamChange> changes;
    QString reason; // why not (when text is nullopt)
};

// Applies a pattern's mechanical edit (docs/knowledge-base.md `edits[]`: num_warps, num_stages or a constexpr,
// alternatives separated by '|', op set | scale | min | max) to every launch of KERNEL (every launched
// kernel when empty) that takes the parameter. Where the value is decided: a literal at the launch is edited
// in place; a name is followed to its one assignment in the launching function (a tuple assignment too), and
// that value is edited; num_warps / num_stages missing from a launch are added (Triton's defaults 4 and 3).
// Only text inside the editable region is changed. Parameters that @triton.autotune decides are not expressible.
EditOutcome applyParamEdit(const QString &text, const PatternEdit &edit, const QString &kernel = {});

// The value of PARAM at the launches of KERNEL when every launch passes the same integer literal (directly
// or through one assignment); nullopt otherwise. num_warps / num_stages default to 4 and 3.
std::optional<qint64> launchValue(const QString &text, const QString &param, const QString &kernel = {});

// The launch parameters a search may vary for KERNEL: num_warps, num_stages and the constexprs its launches
// set, in the order of the jit signature, except those the launch takes from the problem (a tensor's extent as
// it is, or a name the caller passes in: docs/optimize.md, "Where a parameter is decided").
QStringList tunableParams(const QString &text, const QString &kernel = {});

// How one launch decides a constexpr or launch option (docs/optimize.md, "Where a parameter is decided").
struct LaunchParam {
    QString atLaunch; // the expression the launch passes, valid in the launching function; empty: not passed
    std::optional<qint64> value; // its integer value when a literal decides it (at the launch or through one assignment);
                                 // num_warps / num_stages not passed: Triton's defaults
    bool tunable = false; // a recipe may change it: expressible in the region, not taken from the problem
    bool wholeExtent = false; // next_power_of_2 of an extent: never made smaller
};
LaunchParam launchParam(const KernelFile &src, const KernelFile::Launch &launch, const QString &param);

// How the grid of a launch covers a block constexpr PARAM (docs/optimize.md, "The grid moves with the block"):
// the block indexes a grid axis when the kernel multiplies tl.program_id(AXIS) by it (`pid * BLOCK`); the
// grid follows it when that axis is computed from the block (its name, `meta["BLOCK"]`, or a name assigned from
// it), else a block that moves leaves the grid covering too much (programs past the end) or too little.
struct GridCoverage {
    bool indexed = false; // PARAM multiplies tl.program_id(axis) in the kernel
    int axis = 0;
    QString bound; // the kernel parameter the block's offsets are masked against (`offs < n`); empty: none found
    QString boundAtLaunch; // what the launch passes for it
    bool follows = false; // the grid's axis is computed from the block
    bool overcovers = false; // the grid's axis is the bound itself: one program per element, each doing a block
    bool coversBound = false; // the grid's axis follows the block and is computed from the bound (cdiv(n, BLOCK))
    QString axisText; // the grid axis's expression; empty when it cannot be edited (a lambda or def grid)
    int start = -1; // its offsets (a tuple element at the launch or in the grid's one assignment)
    int end = -1;
};
GridCoverage gridCoverage(const KernelFile &src, const KernelFile::Launch &launch, const QString &param);

// The grid axis that BLOCK indexes at every launch of KERNEL rewritten to `triton.cdiv(bound, BLOCK)` with BLOCK
// as the launch decides it now, where the grid does not follow the block (grid-cover recipe).
EditOutcome fitGridToBlock(const QString &text, const QString &param, const QString &kernel = {});

// Sets launch option OPTION (num_warps or num_stages) of every launch of KERNEL (every launch when empty) in the
// editable region to the expression VALUEFOR returns for it (empty: that launch is left alone), at the launch
// itself (an argument `num_warps=NAME` is replaced there, a missing one added). Not expressible for an autotuned
// kernel (its configs pass the options).
EditOutcome setLaunchOption(const QString &text, const QString &option,
    const std::function<QString(const KernelFile &, const KernelFile::Launch &)> &valueFor, const QString &kernel = {});

} // namespace Lowerscope::Optimize
