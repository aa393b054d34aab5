// SPDX-License-Identifier: MIT
// The detector language (docs/knowledge-base.md): parsing, and the names a parsed detector reads.
#include "fuzzsupport.h"
#include "kb/detector.h"

using namespace Lowerscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const Detector d = Detector::parse(QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (d.isValid())
        (void)d.factNames();
    else
        (void)d.error().toText();
    return 0;
}
