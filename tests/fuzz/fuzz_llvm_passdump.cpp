// SPDX-License-Identifier: MIT
// LLVM print-after-all dumps (the three header forms), read in memory by PassDumpReader with the CUDA
// backend labelling the passes, as the trajectory reader does.
#include "fuzzsupport.h"

#include "core/backendregistry.h"
#include "trajectory/passdumpreader.h"

using namespace Lowerscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    PassDumpReader::Options options;
    options.backend = BackendRegistry::instance().backend(QStringLiteral("cuda"));
    Diagnostics diagnostics;
    const QByteArrayView text(reinterpret_cast<const char *>(data), qsizetype(size));
    PassDumpReader::readLlvm(text, QStringLiteral("dump.txt"), options, diagnostics);
    return 0;
}
