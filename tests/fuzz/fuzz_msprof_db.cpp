// SPDX-License-Identifier: MIT
// msprof SQLite (msprof_*.db): the input is the database file's bytes.
#include "fuzzsupport.h"
#include "profile/profilereader.h"
#include "profilefuzz.h"

using namespace Lowerscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = Fuzz::writeTemp(QStringLiteral("msprof_0.db"), Fuzz::bytes(data, size));
    Profile profile;
    ProfileReaders::msprofDb(path, QStringLiteral("msprof_0.db"), profile);
    Fuzz::useProfile(profile);
    return 0;
}
