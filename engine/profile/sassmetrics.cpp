// SPDX-License-Identifier: MIT
#include "sassmetrics.h"

#include <QLocale>

namespace Lowerscope {

QHash<int, QString> sassMetricsByLine(const QList<SassRow> &rows, QStringView text)
{
    QHash<quint32, const SassRow *> byOffset;
    for (const SassRow &r : rows)
        byOffset.insert(r.offset, &r);
    QHash<int, QString> out;
    if (byOffset.isEmpty())
        return out;
    const QLocale c = QLocale::c();
    int line = 0;
    for (QStringView l : text.tokenize(u'\n')) {
        ++line;
        // "        /*0290*/   @!P1 LDG.E ..." : the offset marker is the first thing on an instruction line.
        const QStringView t = l.trimmed();
        if (!t.startsWith(u"/*") || t.size() < 8)
            continue;
        const qsizetype end = t.indexOf(u"*/");
        bool ok = false;
        const quint32 offset = end > 2 ? t.mid(2, end - 2).toUInt(&ok, 16) : 0;
        const auto it = ok ? byOffset.constFind(offset) : byOffset.cend();
        if (it == byOffset.cend())
            continue;
        out.insert(line, c.toString(qlonglong((*it)->stallSamples)));
    }
    return out;
}

} // namespace Lowerscope
