// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QString>

// Kept apart from demo.cpp: the trajectory's KernelSource and the workspace's are two types of one name, so the
// diagnosis and the workspace are not seen by one file.
namespace Lowerscope::Demo {

// The findings (`diagnose --json` form) of the kernel folder PATH with the knowledge base KB, and in *LEVEL the
// last level the ladder reached.
QJsonArray diagnosedFindings(const QString &path, const QString &kb, QString *level);

} // namespace Lowerscope::Demo
