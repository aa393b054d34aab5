// SPDX-License-Identifier: MIT
// npu-compute JSONL (summary.jsonl, HardwareInfo.jsonl).
#include "fuzzsupport.h"
#include "profile/profilereader.h"
#include "profilefuzz.h"

using namespace Lowerscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = Fuzz::writeTemp(QStringLiteral("HardwareInfo.jsonl"), Fuzz::bytes(data, size));
    Profile profile;
    ProfileReaders::npuComputeJsonl(path, QStringLiteral("HardwareInfo.jsonl"), profile);
    Fuzz::useProfile(profile);
    return 0;
}
