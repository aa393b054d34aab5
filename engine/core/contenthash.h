// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

namespace Lowerscope {

// The content hash of a kernel, a candidate or a task file: SHA-256 of its bytes (a text's UTF-8) as 64
// lowercase hex digits, the same digits the harness writes (candidate_sha256, source_sha256). The one hash:
// kernel versions in the workspace, runner results, the loop's "tried" sets and a capture's recorded source.
QString contentHash(const QByteArray &bytes);
QString contentHash(const QString &text);

// A kernel's short name in folders and ledgers (evidence/<hash12>/, kernels/<hash12>/): the first 12 digits.
inline constexpr qsizetype ShortHashDigits = 12;
QString shortContentHash(const QString &text);

} // namespace Lowerscope
