// SPDX-License-Identifier: MIT
// Chrome trace JSON through the mapped-file scanner (chrometracescanner.cpp). Where the scanner takes the input,
// the RapidJSON path must read the same profile (the scanner's contract, chrometracescanner.h): a difference
// is a finding too.
#include "fuzzsupport.h"
#include "profile/profilereader.h"
#include "profilefuzz.h"

#include <cstdio>
#include <cstdlib>

using namespace Lowerscope;

static QByteArray json(const Profile &profile)
{
    QJsonObject doc = profileToJson(profile, ProfileSignals::compute(profile));
    return QJsonDocument(doc).toJson(QJsonDocument::Compact);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = Fuzz::writeTemp(QStringLiteral("trace.json"), Fuzz::bytes(data, size));
    Profile scanned;
    if (!ProfileReaders::chromeTrace(path, QStringLiteral("trace.json"), scanned, {}, ProfileReaders::TraceReader::Scanner))
        return 0;
    Profile general;
    ProfileReaders::chromeTrace(path, QStringLiteral("trace.json"), general, {}, ProfileReaders::TraceReader::RapidJson);
    const QByteArray a = json(scanned), b = json(general);
    if (a != b) {
        fprintf(stderr, "scanner and RapidJSON read different profiles:\nscanner:   %s\nrapidjson: %s\n", a.constData(),
            b.constData());
        abort();
    }
    return 0;
}
