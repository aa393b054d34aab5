// SPDX-License-Identifier: MIT
// The pass-dump targets (MLIR and LLVM): the input read in memory by one of PassDumpReader's readers, with the
// CUDA backend labelling the passes, as the trajectory reader does.
#pragma once

#include "core/backendregistry.h"
#include "trajectory/passdumpreader.h"

#include <cstddef>
#include <cstdint>

namespace Fuzz {
using PassDumpRead = Lowerscope::PassDumpFile (*)(
    QByteArrayView, const QString &, const Lowerscope::PassDumpReader::Options &, Lowerscope::Diagnostics &);
inline void readPassDump(PassDumpRead read, const uint8_t *data, size_t size)
{
    Lowerscope::PassDumpReader::Options options;
    options.backend = Lowerscope::BackendRegistry::instance().backend(QStringLiteral("cuda"));
    Lowerscope::Diagnostics diagnostics;
    read(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral("dump.txt"), options, diagnostics);
}
} // namespace Fuzz
