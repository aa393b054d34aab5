// SPDX-License-Identifier: MIT
#include "unifieddiff.h"

#include <QList>
#include <QStringList>
#include <vector>

namespace Lowerscope {

namespace {

enum class Op : char { Keep, Remove, Add };
struct Edit {
    Op op;
    int a; // line in before (0-based) for Keep/Remove
    int b; // line in after (0-based) for Keep/Add
};

QList<Edit> editScript(const QStringList &a, const QStringList &b)
{
    const qsizetype n = a.size(), m = b.size();
    QList<Edit> edits;
    if (n * m > 4'000'000) {
        for (int i = 0; i < n; ++i)
            edits.append({ Op::Remove, i, 0 });
        for (int j = 0; j < m; ++j)
            edits.append({ Op::Add, int(n), j });
        return edits;
    }
    // lcs[i][j]: length of the LCS of a[i..] and b[j..].
    std::vector<int> lcs(size_t((n + 1) * (m + 1)), 0);
    auto at = [&](qsizetype i, qsizetype j) -> int & { return lcs[size_t(i * (m + 1) + j)]; };
    for (qsizetype i = n - 1; i >= 0; --i)
        for (qsizetype j = m - 1; j >= 0; --j)
            at(i, j) = a.at(i) == b.at(j) ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    qsizetype i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a.at(i) == b.at(j)) {
            edits.append({ Op::Keep, int(i++), int(j++) });
        } else if (j < m && (i == n || at(i, j + 1) > at(i + 1, j))) {
            edits.append({ Op::Add, int(i), int(j++) });
        } else {
            edits.append({ Op::Remove, int(i++), int(j) });
        }
    }
    return edits;
}

QStringList linesOf(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

QString range(int start, int count)
{
    // Unified diff: a hunk with no lines on one side names the line before it.
    if (count == 0)
        return QString::number(start) + QLatin1String(",0");
    return QString::number(start + 1) + QLatin1Char(',') + QString::number(count);
}

} // namespace

QString unifiedDiff(const QString &before, const QString &after, const QString &nameBefore, const QString &nameAfter, int context)
{
    const QStringList a = linesOf(before), b = linesOf(after);
    const QList<Edit> edits = editScript(a, b);
    QString out;
    qsizetype k = 0;
    while (k < edits.size()) {
        while (k < edits.size() && edits.at(k).op == Op::Keep)
            ++k;
        if (k == edits.size())
            break;
        // A hunk: from `context` kept lines before the change to `context` after the last change that is
        // closer than 2*context kept lines to the next one.
        qsizetype first = std::max<qsizetype>(0, k - context);
        qsizetype last = k;
        qsizetype scan = k;
        while (scan < edits.size()) {
            if (edits.at(scan).op != Op::Keep) {
                last = scan++;
                continue;
            }
            qsizetype run = scan;
            while (run < edits.size() && edits.at(run).op == Op::Keep)
                ++run;
            if (run == edits.size() || run - scan > 2 * context)
                break;
            scan = run;
        }
        const qsizetype end = std::min<qsizetype>(edits.size(), last + 1 + context);
        int aStart = edits.at(first).a, bStart = edits.at(first).b, aCount = 0, bCount = 0;
        QString body;
        for (qsizetype e = first; e < end; ++e) {
            const Edit &x = edits.at(e);
            if (x.op == Op::Keep) {
                body += QLatin1Char(' ') + a.at(x.a) + QLatin1Char('\n');
                ++aCount;
                ++bCount;
            } else if (x.op == Op::Remove) {
                body += QLatin1Char('-') + a.at(x.a) + QLatin1Char('\n');
                ++aCount;
            } else {
                body += QLatin1Char('+') + b.at(x.b) + QLatin1Char('\n');
                ++bCount;
            }
        }
        if (out.isEmpty())
            out = QLatin1String("--- ") + nameBefore + QLatin1String("\n+++ ") + nameAfter + QLatin1Char('\n');
        out += QLatin1String("@@ -") + range(aStart, aCount) + QLatin1String(" +") + range(bStart, bCount)
            + QLatin1String(" @@\n") + body;
        k = end;
    }
    return out;
}

} // namespace Lowerscope
