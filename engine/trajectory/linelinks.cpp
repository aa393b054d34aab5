// SPDX-License-Identifier: MIT
#include "linelinks.h"

#include <algorithm>

namespace Lowerscope {

static QList<int> sortedUnique(QList<int> v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

LineLinks::LineLinks(const SourceMap &map)
    : m_map(map)
{
    for (auto s = map.cbegin(); s != map.cend(); ++s)
        for (auto st = s->cbegin(); st != s->cend(); ++st) {
            if (!m_stages.contains(st.key()))
                m_stages.append(st.key());
            auto &rev = m_reverse[st.key()];
            for (int line : *st)
                rev[line].append(s.key()); // source lines arrive ascending: no sort needed
        }
}

QList<int> LineLinks::stageLines(int sourceLine, const QString &stage) const
{
    return m_map.value(sourceLine).value(stage);
}

QList<int> LineLinks::sourceLines(const QString &stage, int line) const
{
    if (stage == Source)
        return m_map.contains(line) ? QList<int> { line } : QList<int> {};
    return m_reverse.value(stage).value(line);
}

QList<int> LineLinks::follow(const QString &from, int line, const QString &to) const
{
    const QList<int> sources = sourceLines(from, line);
    if (to == Source)
        return sources;
    QList<int> out;
    for (int s : sources)
        out += stageLines(s, to);
    return sortedUnique(out);
}

} // namespace Lowerscope
