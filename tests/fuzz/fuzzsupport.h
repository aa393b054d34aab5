// SPDX-License-Identifier: MIT
// Shared by the libFuzzer targets of tests/fuzz (README.md there): a Qt application object, and a private
// temporary folder through which a reader that takes a path is fed the input's bytes.
#pragma once

#include <QByteArray>
#include <QString>
#include <cstddef>
#include <cstdint>

namespace Fuzz {

// The input as a QByteArray (a copy: readers may keep it).
inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}
// The process's own temporary folder (under /dev/shm where there is one, so no disk is touched); removed at exit.
QString tempDir();
// Writes the input to NAME in tempDir(), replacing the previous one, and returns its path.
QString writeTemp(const QString &name, const QByteArray &content);
// An empty folder in tempDir() for readers of folders; its files from the previous run are removed.
QString freshFolder(const QString &name);

} // namespace Fuzz

// A target that needs a costly set-up (reading fixtures) defines this; it runs once before the first input, so
// that the set-up never counts against an input's time limit.
extern "C" void lowerscopeFuzzSetUp() __attribute__((weak));
