// SPDX-License-Identifier: MIT
#pragma once

#include "runner.h"

#include <QList>
#include <QString>

namespace Lowerscope {

// Consent before running code the user did not write (docs/runners.md, "Consent"): a candidate whose origin is
// a recipe or an LLM runs only after the user saw what it changes. The CLI asks on a terminal and refuses
// without one unless --yes; the desktop shows the diffs in a dialog.
struct ConsentItem {
    QString requestId;
    QString task; // the task folder
    QString candidate; // the candidate file
    CodeOrigin origin = CodeOrigin::User;
    QString diff; // unified diff of the task's kernel -> the candidate (empty when identical)
};

// The requests of BATCH that need consent, each with its diff; false in *ok (error says why) when a task's
// kernel or a candidate cannot be read.
QList<ConsentItem> consentItems(const RunBatch &batch, QString *error, bool *ok = nullptr);

} // namespace Lowerscope
