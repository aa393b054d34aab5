// SPDX-License-Identifier: MIT
// Nsight Compute CSV (ncu --csv --page raw | details | source): the input goes through each of the three readers.
#include "fuzzsupport.h"
#include "profile/profilereader.h"
#include "profilefuzz.h"

using namespace Lowerscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = Fuzz::writeTemp(QStringLiteral("ncu.csv"), Fuzz::bytes(data, size));
    const QString name = QStringLiteral("ncu.csv");
    Profile raw, details, source;
    ProfileReaders::nsightRaw(path, name, raw);
    ProfileReaders::nsightDetails(path, name, details);
    ProfileReaders::nsightSource(path, name, source);
    Fuzz::useProfile(raw);
    Fuzz::useProfile(details);
    Fuzz::useProfile(source);
    return 0;
}
