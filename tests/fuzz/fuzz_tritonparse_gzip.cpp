// SPDX-License-Identifier: MIT
// TritonParse NDJSON traces, gzip (trace.ndjson.gz). An input that starts with the gzip magic is the file as it
// is (broken streams, bombs); any other is compressed here first, so that mutations of the text reach the
// NDJSON reader behind the inflater.
#include "fuzzsupport.h"
#include "trajectoryfuzz.h"

#include <zlib.h>

static QByteArray gzip(const uint8_t *data, size_t size)
{
    z_stream z {};
    if (deflateInit2(&z, Z_BEST_SPEED, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        abort();
    QByteArray out(qsizetype(deflateBound(&z, uLong(size))) + 32, Qt::Uninitialized);
    z.next_in = const_cast<Bytef *>(data);
    z.avail_in = uInt(size);
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    if (deflate(&z, Z_FINISH) != Z_STREAM_END)
        abort();
    out.resize(qsizetype(z.total_out));
    deflateEnd(&z);
    return out;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const bool isGzip = size >= 2 && data[0] == 0x1f && data[1] == 0x8b;
    const QByteArray file = isGzip ? Fuzz::bytes(data, size) : gzip(data, size);
    Fuzz::readTrajectories(Fuzz::writeTemp(QStringLiteral("trace.ndjson.gz"), file));
    return 0;
}
