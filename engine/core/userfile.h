// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

namespace Lowerscope::UserFile {

// The largest pattern, knowledge-base or round file read whole (the seed pattern file is 80 KB).
inline constexpr qint64 MaxDocumentBytes = qint64(64) << 20;

// Whether PATH, a file the user named, is a regular file. It is checked without blocking: a FIFO, a device
// (/dev/zero), a socket or a directory is refused at once with ERROR naming the file (docs/reliability.md).
bool isRegular(const QString &path, QString *error);

// For a PATH argument that may also be a folder (profile, trajectory, diagnose): false with ERROR when PATH exists
// but is neither a folder nor a regular file. A missing PATH passes: the reader says what is missing.
bool isFolderOrRegular(const QString &path, QString *error);

// Reads a file the user named: only a regular file (opened non-blocking, checked with fstat, so a FIFO never
// hangs and /dev/zero is never read) of at most MAXBYTES bytes. On failure, returns false with ERROR naming the
// file ("PATH: not a regular file", "PATH: N bytes: larger than the M bytes ...", "PATH: cannot read: why").
bool read(const QString &path, qint64 maxBytes, QByteArray *data, QString *error);

} // namespace Lowerscope::UserFile
