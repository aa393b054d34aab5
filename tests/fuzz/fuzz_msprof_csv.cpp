// SPDX-License-Identifier: MIT
// msprof and torch_npu CSV: kernel_details / op_summary tables and msprof op's per-block tables (OpBasicInfo.csv,
// PipeUtilization.csv, ...); the input goes through both readers, and through the op_basic_info.txt reader.
#include "fuzzsupport.h"
#include "profile/profilereader.h"
#include "profilefuzz.h"

using namespace Lowerscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = Fuzz::bytes(data, size);
    Profile details, perBlock, basic;
    const QString kd = Fuzz::writeTemp(QStringLiteral("kernel_details.csv"), input);
    ProfileReaders::kernelDetails(kd, QStringLiteral("kernel_details.csv"), details);
    const QString op = Fuzz::writeTemp(QStringLiteral("PipeUtilization.csv"), input);
    ProfileReaders::msprofOpCsv(op, QStringLiteral("PipeUtilization.csv"), perBlock);
    const QString txt = Fuzz::writeTemp(QStringLiteral("op_basic_info.txt"), input);
    ProfileReaders::msprofOpBasicInfo(txt, QStringLiteral("op_basic_info.txt"), basic);
    Fuzz::useProfile(details);
    Fuzz::useProfile(perBlock);
    Fuzz::useProfile(basic);
    return 0;
}
