// SPDX-License-Identifier: MIT
#include "irdiff.h"

#include <QHash>
#include <algorithm>
#include <vector>

namespace Lowerscope::IrDiff {

QString withoutLocNumbers(const QString &line)
{
    static const QLatin1String loc("#loc");
    qsizetype at = line.indexOf(loc);
    if (at < 0)
        return line;
    QString out;
    out.reserve(line.size());
    qsizetype from = 0;
    while (at >= 0) {
        const qsizetype digits = at + loc.size();
        out += QStringView(line).mid(from, digits - from);
        qsizetype e = digits;
        while (e < line.size() && line.at(e).isDigit())
            ++e;
        from = e;
        at = line.indexOf(loc, e);
    }
    out += QStringView(line).mid(from);
    return out;
}

QStringList splitLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    for (QString &l : lines)
        if (l.endsWith(QLatin1Char('\r')))
            l.chop(1);
    return lines;
}

namespace {

// Myers' O((N+M)·D) shortest edit script on interned lines. The trace keeps, per step d, the furthest x of
// every diagonal k in [-d-1, d+1], which is all that backtracking reads.
class Myers {
public:
    Myers(const std::vector<int> &a, const std::vector<int> &b)
        : m_a(a)
        , m_b(b)
    {
    }

    bool run(int maxD)
    {
        const int n = int(m_a.size()), m = int(m_b.size());
        const int max = n + m;
        std::vector<int> v(2 * size_t(max) + 3, 0);
        const int off = max + 1;
        for (int d = 0; d <= max; ++d) {
            if (d > maxD)
                return false;
            m_starts.push_back(m_trace.size());
            for (int k = -d - 1; k <= d + 1; ++k)
                m_trace.push_back(v[size_t(k + off)]);
            for (int k = -d; k <= d; k += 2) {
                int x = (k == -d || (k != d && v[size_t(k - 1 + off)] < v[size_t(k + 1 + off)])) ? v[size_t(k + 1 + off)]
                                                                                                 : v[size_t(k - 1 + off)] + 1;
                int y = x - k;
                while (x < n && y < m && m_a[size_t(x)] == m_b[size_t(y)])
                    ++x, ++y;
                v[size_t(k + off)] = x;
                if (x >= n && y >= m) {
                    m_d = d;
                    return true;
                }
            }
        }
        return false;
    }

    // Edits in forward order, as (kind, index in a, index in b), 0-based.
    void backtrack(QList<Line> &out, int aBase, int bBase) const
    {
        QList<Line> rev;
        int x = int(m_a.size()), y = int(m_b.size());
        for (int d = m_d; d >= 0; --d) {
            const size_t start = m_starts[size_t(d)];
            auto vAt = [&](int k) { return m_trace[start + size_t(k + d + 1)]; };
            const int k = x - y;
            const int prevK = (k == -d || (k != d && vAt(k - 1) < vAt(k + 1))) ? k + 1 : k - 1;
            const int prevX = d == 0 ? 0 : vAt(prevK);
            const int prevY = d == 0 ? 0 : prevX - prevK;
            while (x > prevX && y > prevY) {
                --x, --y;
                rev.append({ Line::Same, aBase + x + 1, bBase + y + 1 });
            }
            if (d > 0) {
                if (x == prevX)
                    rev.append({ Line::Added, 0, bBase + y });
                else
                    rev.append({ Line::Removed, aBase + x, 0 });
            }
            x = prevX, y = prevY;
        }
        std::reverse(rev.begin(), rev.end());
        out += rev;
    }

private:
    const std::vector<int> &m_a, &m_b;
    std::vector<int> m_trace;
    std::vector<size_t> m_starts;
    int m_d = 0;
};

} // namespace

Result diff(const QStringList &before, const QStringList &after, const Options &options)
{
    // Intern lines so that the edit search compares integers.
    QHash<QString, int> ids;
    std::vector<int> a, b;
    a.reserve(size_t(before.size()));
    b.reserve(size_t(after.size()));
    for (int pass = 0; pass < 2; ++pass)
        for (const QString &l : pass == 0 ? before : after) {
            const QString key = options.ignoreLocNumbers ? withoutLocNumbers(l) : l;
            auto it = ids.constFind(key);
            const int id = it != ids.cend() ? *it : int(ids.size());
            if (it == ids.cend())
                ids.insert(key, id);
            (pass == 0 ? a : b).push_back(id);
        }

    Result r;
    // Common head and tail cost nothing to match and keep the search small.
    size_t head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head])
        ++head;
    size_t tail = 0;
    while (tail < a.size() - head && tail < b.size() - head && a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
        ++tail;
    for (size_t i = 0; i < head; ++i)
        r.lines.append({ Line::Same, int(i) + 1, int(i) + 1 });
    const std::vector<int> midA(a.begin() + qsizetype(head), a.end() - qsizetype(tail));
    const std::vector<int> midB(b.begin() + qsizetype(head), b.end() - qsizetype(tail));
    Myers myers(midA, midB);
    if (myers.run(options.maxEditDistance)) {
        myers.backtrack(r.lines, int(head), int(head));
    } else {
        r.approximate = true;
        for (size_t i = 0; i < midA.size(); ++i)
            r.lines.append({ Line::Removed, int(head + i) + 1, 0 });
        for (size_t i = 0; i < midB.size(); ++i)
            r.lines.append({ Line::Added, 0, int(head + i) + 1 });
    }
    for (size_t i = 0; i < tail; ++i)
        r.lines.append({ Line::Same, int(a.size() - tail + i) + 1, int(b.size() - tail + i) + 1 });
    for (const Line &l : std::as_const(r.lines)) {
        if (l.kind == Line::Added)
            ++r.added;
        else if (l.kind == Line::Removed)
            ++r.removed;
    }
    return r;
}

} // namespace Lowerscope::IrDiff
