// SPDX-License-Identifier: MIT
// Round files (`rounds record FILE`, docs/rounds.md): one round, an array of them or {"rounds": [...]}.
#include "fuzzsupport.h"
#include "workspace/roundfile.h"

using namespace Lowerscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = Fuzz::writeTemp(QStringLiteral("rounds.json"), Fuzz::bytes(data, size));
    Diagnostics diagnostics;
    QString error;
    readRoundFile(path, diagnostics, &error);
    return 0;
}
