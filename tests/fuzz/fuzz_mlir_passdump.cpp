// SPDX-License-Identifier: MIT
// MLIR per-pass dumps (MLIR_ENABLE_DUMP, with MLIR_ENABLE_DIAGNOSTICS remarks), read in memory (passdumpfuzz.h).
#include "fuzzsupport.h"
#include "passdumpfuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::readPassDump(&Lowerscope::PassDumpReader::readMlir, data, size);
    return 0;
}
