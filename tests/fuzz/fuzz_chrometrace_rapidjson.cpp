// SPDX-License-Identifier: MIT
// Chrome trace JSON through the RapidJSON SAX path alone (chrometraceparser.cpp), the fallback for whatever the scanner does not
// take.
#include "fuzzsupport.h"
#include "profile/profilereader.h"
#include "profilefuzz.h"

using namespace Lowerscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = Fuzz::writeTemp(QStringLiteral("trace.json"), Fuzz::bytes(data, size));
    Profile profile;
    ProfileReaders::chromeTrace(path, QStringLiteral("trace.json"), profile, {}, ProfileReaders::TraceReader::RapidJson);
    Fuzz::useProfile(profile);
    return 0;
}
