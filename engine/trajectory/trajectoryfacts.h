// SPDX-License-Identifier: MIT
#pragma once

#include "core/facts.h"
#include "loweringtrajectory.h"

namespace Lowerscope {

// Fills the trajectory-produced names of docs/facts.md (backend, kernel, meta.*, stage.*, passes.*, ptx.*,
// mma.kind, ttgir.*, ttir.*, llir.*, remark.*, hivm.*), with origins (artifact relative to the kernel folder,
// line, excerpt) for the facts that are evidence, and Facts::stageText / stageArtifact for final stages.
void addTrajectoryFacts(const LoweringTrajectory &trajectory, Facts &facts);

// The text of a stage or pass snapshot: its embedded copy, or its byte range read from the artifact.
QString snapshotText(const StageSnapshot &snapshot);

// {"values": {name: value}, "origins": {name: {artifact, line, excerpt}}} for --json output.
QJsonObject factsJson(const Facts &facts);

} // namespace Lowerscope
