// SPDX-License-Identifier: MIT
// TritonParse NDJSON traces, plain (trace.ndjson).
#include "fuzzsupport.h"
#include "trajectoryfuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::readTrajectories(Fuzz::writeTemp(QStringLiteral("trace.ndjson"), Fuzz::bytes(data, size)));
    return 0;
}
