// SPDX-License-Identifier: MIT
// MLIR per-pass dumps (MLIR_ENABLE_DUMP, with MLIR_ENABLE_DIAGNOSTICS remarks), read in memory by PassDumpReader with the CUDA
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
    PassDumpReader::readMlir(text, QStringLiteral("dump.txt"), options, diagnostics);
    return 0;
}
