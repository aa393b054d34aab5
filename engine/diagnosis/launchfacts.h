// SPDX-License-Identifier: MIT
// Launch facts (docs/facts.md "Launch facts"): what a launch of a kernel is, computed once from the kernel file's
// `kernel[grid](...)` call, its grid expression, constexpr block sizes and num_warps, the cases it is called
// with (their tensors' shapes and dtypes), the target's hardware model and, when held, the IR and the profile.
// They are facts, not findings: each says what is, with where it was read (a source line, a case, an IR fact, a
// metric), and nothing here judges it.
#pragma once

#include "core/backend.h"
#include "core/facts.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <utility>

namespace Lowerscope {

// One argument of a case: a tensor (shape, dtype) or a scalar value.
struct LaunchArg {
    bool tensor = false;
    QList<qint64> shape;
    QString dtype; // torch spelling without "torch.": float16, float32, int64, ...
    QVariant value; // a scalar's value
};

struct LaunchCase {
    QString name;
    QList<LaunchArg> args;
};

struct LaunchInputs {
    QString kernelText; // the kernel file (its wrapper and its @triton.jit functions)
    QString kernelFile; // as cited ("kernel.py")
    // How the cases reach the wrapper: CALLTEXT's function CALLFUNCTION (a task's launch.py call_op) takes the case
    // (PACK "single": its one tensor, else a tuple of its arguments); without it the first of ENTRY takes the case's
    // arguments in order.
    QString callText;
    QString callFile;
    QString callFunction;
    QString pack;
    QStringList entry;
    QList<LaunchCase> cases;
    QString kernel; // only the launches of this @triton.jit function; empty: every launch
    HardwareModel hardware; // cores 0: no per-SM facts
    const Facts *facts = nullptr; // the kernel's IR and profile facts when held (dot.*, ptx.*, meta.*, signal.*)
    QString factsArtifact; // for citing them: the folder they were read from, empty when none
};

// One launch fact. NAME is stable (docs/facts.md): programs, grid, programs_per_sm, resident_per_sm, waves,
// num_warps, elements_per_program, elements_per_thread, bytes_per_thread, iterations, masked_last_block, dot,
// vector_width, measured_programs, measured_waves.
struct LaunchFact {
    QString name;
    QVariant value; // a number, a string, or a list (grid)
    QString kernel; // the launched @triton.jit function
    QString caseName; // the case it holds for; empty when it holds for every case
    QString variant; // an autotune config ("config 2 of 3: BLOCK_M=16, num_warps=8"), empty without autotune
    QString sourceKind; // source | ir | metric | hardware
    QString artifact; // the file it was read from
    int line = 0; // its line there (source, IR), 0 for a metric
    QString metric; // ir / metric facts: the fact's name (dot.m, signal.grid_blocks)
    QString detail; // what the value is of, in English ("tl.load at line 18", "min(64 warps / 8, 32 blocks)")
    QJsonObject toJson() const;
};

struct LaunchFacts {
    QList<LaunchFact> facts;
    QStringList notes; // what could not be computed, and why (English)
    // The launches of the kernel file the cases reached, each (kernel, line of the launch statement), whatever facts
    // could be computed of them and whichever kernel the facts are of. Empty when no case reached a launch (or none
    // was called). A launch of the file not among them, when some are, runs on no case: a wrapper the task's entry
    // never calls. Not part of toJson: it says where the facts hold, not a fact.
    QList<std::pair<QString, int>> reached;
    bool isEmpty() const { return facts.isEmpty(); }
    // docs/diagnosis.md "launch_facts": {"facts": [...], "notes": [...]}
    QJsonObject toJson() const;
    // For a model's prompt: one line per fact, grouped by launch and case.
    QString text() const;
};

LaunchFacts computeLaunchFacts(const LaunchInputs &in);

} // namespace Lowerscope
