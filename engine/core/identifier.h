// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace Lowerscope {

// Names that input files give and that become part of a path (a task's or an operator's name, a batch id, a
// request id): an identifier of 1 to MaxIdentifierLength letters, digits, '_', '-' or '.', and not "." or "..",
// so that joining it to a folder can neither leave the folder nor name a subfolder. The one rule for all of
// them (docs/tasks.md, "Names and files"); resources/harness/lowerscope_harness/taskfmt.py mirrors it.
inline constexpr int MaxIdentifierLength = 64; // as the runners' request ids have always been
bool isSafeIdentifier(const QString &name);
// Why NAME is not a safe identifier, in English (EngineText, translated where shown); empty when it is.
QString identifierProblem(const QString &name);

// A file that input names relative to its folder (a task's kernel, its initial kernel): the canonical path of
// FOLDER/RELATIVE when it exists, is a file and resolves (after every symlink) inside FOLDER's canonical path;
// otherwise a null string with *ERROR saying why ("missing", "resolves outside ..."), naming the file.
// An absolute RELATIVE is taken as it is, and must resolve inside FOLDER as well.
QString fileInsideFolder(const QString &folder, const QString &relative, QString *error);

} // namespace Lowerscope
