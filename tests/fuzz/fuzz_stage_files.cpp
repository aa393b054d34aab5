// SPDX-License-Identifier: MIT
// Stage files (Triton's .source, .ttir, .ttgir, .llir, .ptx, SASS, .json metadata; triton-ascend's MLIR), read by
// the trajectory reader from a kernel folder and turned into facts. The first byte of the input picks the file
// name (the name is a tie-breaker for the content sniffer), the rest is the file.
#include "fuzzsupport.h"
#include "trajectoryfuzz.h"

#include <QDir>
#include <QFile>
#include <iterator>

static const char *const names[] = {
    "kernel.source",
    "kernel.ttir",
    "kernel.ttgir",
    "kernel.llir",
    "kernel.ptx",
    "kernel.sass",
    "kernel.nvdisasm",
    "kernel.json",
    "kernel.meta.json",
    "kernel.py",
    "kernel.cubin",
    "kernel.ttir.mlir",
    "kernel.ttadapter.mlir",
    "kernel.hivm.mlir",
    "kernel.npuir.mlir",
    "kernel.txt",
};

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const QString folder = Fuzz::freshFolder(QStringLiteral("kernel"));
    const QString name = QString::fromLatin1(names[data[0] % std::size(names)]);
    QFile f(QDir(folder).filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(reinterpret_cast<const char *>(data + 1), qint64(size - 1)) != qint64(size - 1))
        abort();
    f.close();
    Fuzz::readTrajectories(folder);
    return 0;
}
