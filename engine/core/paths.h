// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace Lowerscope::Paths {

// Default knowledge-base file: $XDG_DATA_HOME/lowerscope/knowledge.sqlite.
QString defaultKnowledgeBase();
// Default workspace folder: $XDG_DATA_HOME/lowerscope/workspaces/default.
QString defaultWorkspace();
// The bundled demo data folder (a kernel folder shipped with the app), or empty when not installed.
QString demoData();

} // namespace Lowerscope::Paths
