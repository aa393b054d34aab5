// SPDX-License-Identifier: MIT
#include "pipes.h"

namespace Lowerscope {

const QList<AscendPipe> &ascendPipes()
{
    static const QList<AscendPipe> pipes = [] {
        const auto l = [](std::initializer_list<const char *> names) {
            QStringList out;
            for (const char *n : names)
                out.append(QString::fromLatin1(n));
            return out;
        };
        return QList<AscendPipe>{
            {QStringLiteral("CUBE"), QStringLiteral("pipe.cube"), l({"aic_mac_ratio", "aic_cube_ratio"}), {}, l({"CUBE", "MAC"})},
            {QStringLiteral("VECTOR"), QStringLiteral("pipe.vector"), {}, l({"aiv_vec_ratio"}), l({"VECTOR", "VEC"})},
            {QStringLiteral("SCALAR"), QStringLiteral("pipe.scalar"), l({"aic_scalar_ratio"}), l({"aiv_scalar_ratio"}), l({"SCALAR"})},
            {QStringLiteral("SCALARLDST"), QString(), {}, {}, l({"SCALARLDST"})},
            {QStringLiteral("MTE1"), QStringLiteral("pipe.mte1"), l({"aic_mte1_ratio"}), l({"aiv_mte1_ratio"}), l({"MTE1"})},
            {QStringLiteral("MTE2"), QStringLiteral("pipe.mte2"), l({"aic_mte2_ratio"}), l({"aiv_mte2_ratio"}), l({"MTE2"})},
            {QStringLiteral("MTE3"), QStringLiteral("pipe.mte3"), l({"aic_mte3_ratio"}), l({"aiv_mte3_ratio"}), l({"MTE3"})},
            {QStringLiteral("FIXPIPE"), QStringLiteral("pipe.fixpipe"), l({"aic_fixpipe_ratio"}), {}, l({"FIXP", "FIXPIPE"})},
            {QStringLiteral("FLOWCTRL"), QString(), {}, {}, l({"FLOWCTRL"})},
            {QStringLiteral("CACHEMISS"), QString(), {}, {}, l({"CACHEMISS"})},
            {QStringLiteral("USER_MARK"), QString(), {}, {}, l({"USER_MARK"})},
            {QStringLiteral("USEMASK"), QString(), {}, {}, l({"USEMASK"})},
            {QStringLiteral("ALL"), QString(), {}, {}, l({"ALL"})},
        };
    }();
    return pipes;
}

int ascendPipeOrder(const QString &trackName)
{
    const QList<AscendPipe> &pipes = ascendPipes();
    for (int i = 0; i < pipes.size(); ++i)
        if (pipes.at(i).traceNames.contains(trackName.trimmed(), Qt::CaseInsensitive))
            return i;
    return -1;
}

} // namespace Lowerscope
