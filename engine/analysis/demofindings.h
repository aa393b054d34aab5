// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QString>

// Kept apart from demo.cpp, which reads the workspace: this file reads the diagnosis.
namespace Lowerscope::Demo {

// The findings (`diagnose --json` form) of the kernel folder PATH with the knowledge base KB, and in *LEVEL the
// last level the ladder reached.
QJsonArray diagnosedFindings(const QString &path, const QString &kb, QString *level);

} // namespace Lowerscope::Demo
