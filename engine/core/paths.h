// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace Lowerscope::Paths {

// Default knowledge-base file: $XDG_DATA_HOME/lowerscope/knowledge.sqlite.
QString defaultKnowledgeBase();
// Default workspace folder: $XDG_DATA_HOME/lowerscope/workspaces/default.
QString defaultWorkspace();
// The teaching demo's folder (kernels/, bench.json, rounds.json; engine/analysis/demo.h), or empty when not
// installed; and the writable workspace its rounds are recorded into.
QString demoKit();
QString demoWorkspace();

} // namespace Lowerscope::Paths
