// SPDX-License-Identifier: MIT
#pragma once

#include "loweringtrajectory.h"

namespace Lowerscope {

// The IR a pass got and the IR it left, as indices into LoweringTrajectory::stages (-1 where no snapshot of
// the trajectory holds it). An MLIR "IR Dump Before" pass's input is its own snapshot and its output the next
// snapshot of the same run, or, for the run's last pass, the final stage the run produced; an "After" dump's
// output is its own snapshot and its input the previous one of the same run (and scope, for LLVM's function
// passes). The same pairs the pass dump reader compares for `changed` and the line counts.
struct PassSpan {
    int before = -1;
    int after = -1;
    bool isComplete() const { return before >= 0 && after >= 0; }
};
PassSpan passSpan(const LoweringTrajectory &trajectory, int pass);

} // namespace Lowerscope
