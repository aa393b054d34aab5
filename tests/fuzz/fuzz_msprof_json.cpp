// SPDX-License-Identifier: MIT
// msprof JSON (trace_view.json, msprof_*.json and the other JSON files msprof and torch_npu write) as readProfile
// meets a file: sniffed by content, then read by the reader the sniffer chose.
#include "fuzzsupport.h"
#include "profile/profilereader.h"
#include "profilefuzz.h"

using namespace Lowerscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = Fuzz::writeTemp(QStringLiteral("msprof_0.json"), Fuzz::bytes(data, size));
    const ProfileReadResult r = readProfile(path);
    Fuzz::useProfile(r.profile);
    return 0;
}
