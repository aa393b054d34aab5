// SPDX-License-Identifier: MIT
#pragma once

#include "evidencebundle.h"
#include "finding.h"
#include "kb/patternmatch.h"

namespace Lowerscope {

// How one pattern fares on one kernel of a path: its match (applicable, matched, decisive, confidence, each
// detector's truth) and the evidence its fired detectors read, as the ladder cites it.
struct PatternTrial {
    QString kernel;
    PatternMatch match;
    QList<Evidence> evidence;
};

// "Test on the open kernel" for a curator: reads PATH (every kernel, or KERNEL) the way diagnose does and
// evaluates PATTERN against each kernel's facts. Thread-safe; reads the files itself.
QList<PatternTrial> tryPattern(
    const Pattern &pattern, const QString &path, const QString &kernel, Diagnostics &diagnostics, const JobControl &control = {});

} // namespace Lowerscope
