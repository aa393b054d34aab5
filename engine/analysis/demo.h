// SPDX-License-Identifier: MIT
#pragma once

#include "core/jobcontrol.h"

#include <QString>

namespace Lowerscope::Demo {

// The teaching demo (Help > Open demo): a folder shipped with the application (Paths::demoKit) that holds
// real H200 kernel folders in kernels/ (source, every IR stage, pass dumps, Nsight Compute exports), the
// torch.profiler trace, bench.json with their measured times, and rounds.json naming which kernel was
// rewritten into which. buildWorkspace() records those rounds into a workspace: the initial kernel's cases
// and baseline times, the rewritten kernel's measured times as the validation, the findings and the level
// that diagnose reaches on the initial kernel, and the source diff as the rewrite. No number is made up: a
// case without a measurement for both kernels is left out.

struct Result {
    int rounds = 0; // rounds recorded now
    int existing = 0; // rounds the workspace already held (a second build only opens it)
    QString error; // names the file at fault
};

// The kernel folder of the kit that the demo opens.
QString kernelsFolder(const QString &kit);
// Records the demo's rounds into the workspace WORKSPACE (created when missing); the knowledge base at KB
// gives the findings. Cancellable through CONTROL.
Result buildWorkspace(const QString &kit, const QString &workspace, const QString &kb, const JobControl &control = {});

} // namespace Lowerscope::Demo
