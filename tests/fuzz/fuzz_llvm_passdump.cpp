// SPDX-License-Identifier: MIT
// LLVM print-after-all dumps (the three header forms), read in memory (passdumpfuzz.h).
#include "fuzzsupport.h"
#include "passdumpfuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::readPassDump(&Lowerscope::PassDumpReader::readLlvm, data, size);
    return 0;
}
