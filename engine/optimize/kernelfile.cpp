// SPDX-License-Identifier: MIT
#include "kernelfile.h"

#include <QRegularExpression>
#include <algorithm>

namespace Lowerscope::Optimize {

namespace {

const QString BeginMarker = QStringLiteral("# lowerscope: editable begin");
const QString EndMarker = QStringLiteral("# lowerscope: editable end");

// Skips a string literal starting at I (a quote); returns the offset after it.
int skipString(const QString &t, int i)
{
    const QChar q = t.at(i);
    const bool triple = i + 2 < t.size() && t.at(i + 1) == q && t.at(i + 2) == q;
    int j = i + (triple ? 3 : 1);
    while (j < t.size()) {
        const QChar c = t.at(j);
        if (c == QLatin1Char('\\')) {
            j += 2;
            continue;
        }
        if (triple) {
            if (c == q && j + 2 < t.size() && t.at(j + 1) == q && t.at(j + 2) == q)
                return j + 3;
        } else if (c == q || c == QLatin1Char('\n')) {
            return j + 1;
        }
        ++j;
    }
    return j;
}

int indentOf(const QString &line)
{
    int n = 0;
    while (n < line.size() && (line.at(n) == QLatin1Char(' ') || line.at(n) == QLatin1Char('\t')))
        ++n;
    return n;
}

bool blankOrComment(const QString &line)
{
    const QString s = line.trimmed();
    return s.isEmpty() || s.startsWith(QLatin1Char('#'));
}

} // namespace

const KernelFile::Argument *KernelFile::Launch::keyword(const QString &name) const
{
    for (const Argument &a : args)
        if (a.keyword == name)
            return &a;
    return nullptr;
}

KernelFile::KernelFile(QString text)
    : m_text(std::move(text))
{
    m_lineStarts.append(0);
    for (int i = 0; i < m_text.size(); ++i)
        if (m_text.at(i) == QLatin1Char('\n'))
            m_lineStarts.append(i + 1);
    scanRegion();
    scanJit();
    scanLaunches();
}

int KernelFile::lineOf(int offset) const
{
    const auto it = std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), offset);
    return int(it - m_lineStarts.cbegin());
}

int KernelFile::lineStart(int line) const
{
    if (line < 1)
        return 0;
    if (line > m_lineStarts.size())
        return int(m_text.size());
    return m_lineStarts.at(line - 1);
}

QString KernelFile::lineText(int line) const
{
    const int s = lineStart(line);
    int e = s;
    while (e < m_text.size() && m_text.at(e) != QLatin1Char('\n'))
        ++e;
    return m_text.mid(s, e - s);
}

void KernelFile::scanRegion()
{
    m_regionStart = 0;
    m_regionEnd = int(m_text.size());
    const int lines = int(m_lineStarts.size());
    int begin = 0, end = 0;
    for (int l = 1; l <= lines; ++l) {
        const QString s = lineText(l).trimmed();
        if (s == BeginMarker && !begin)
            begin = l;
        else if (s == EndMarker && begin && !end)
            end = l;
    }
    if (begin && end) {
        m_hasRegion = true;
        m_regionStart = lineStart(begin + 1);
        m_regionEnd = lineStart(end);
    }
}

int KernelFile::matchingBracket(int open) const
{
    if (open < 0 || open >= m_text.size())
        return -1;
    QList<QChar> stack;
    for (int i = open; i < m_text.size(); ++i) {
        const QChar c = m_text.at(i);
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            i = skipString(m_text, i) - 1;
            continue;
        }
        if (c == QLatin1Char('#')) {
            while (i < m_text.size() && m_text.at(i) != QLatin1Char('\n'))
                ++i;
            continue;
        }
        if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{')) {
            stack.append(c);
        } else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}')) {
            if (stack.isEmpty())
                return -1;
            stack.removeLast();
            if (stack.isEmpty())
                return i;
        }
    }
    return -1;
}

QList<KernelFile::Argument> KernelFile::splitArguments(int from, int to) const
{
    QList<Argument> out;
    auto push = [&](int s, int e) {
        // Strip comments and whitespace at both ends.
        QString piece = m_text.mid(s, e - s);
        int lead = 0;
        while (true) {
            while (lead < piece.size() && piece.at(lead).isSpace())
                ++lead;
            if (lead < piece.size() && piece.at(lead) == QLatin1Char('#')) {
                while (lead < piece.size() && piece.at(lead) != QLatin1Char('\n'))
                    ++lead;
                continue;
            }
            break;
        }
        int tail = int(piece.size());
        // drop a trailing comment on the last line of the piece
        const int lastNl = int(piece.lastIndexOf(QLatin1Char('\n')));
        const int hash = int(piece.indexOf(QLatin1Char('#'), std::max(lastNl, lead)));
        if (hash >= 0 && !piece.mid(hash).contains(QLatin1Char('"')) && !piece.mid(hash).contains(QLatin1Char('\'')))
            tail = hash;
        while (tail > lead && piece.at(tail - 1).isSpace())
            --tail;
        if (tail <= lead)
            return;
        Argument a;
        a.start = s + lead;
        a.end = s + tail;
        const QString v = m_text.mid(a.start, a.end - a.start);
        static const QRegularExpression kw(QStringLiteral("^([A-Za-z_]\\w*)\\s*=(?!=)\\s*"));
        const QRegularExpressionMatch m = kw.match(v);
        if (m.hasMatch()) {
            a.keyword = m.captured(1);
            a.start += int(m.capturedLength(0));
        }
        a.value = m_text.mid(a.start, a.end - a.start);
        out.append(a);
    };
    int pieceStart = from;
    for (int i = from; i < to; ++i) {
        const QChar c = m_text.at(i);
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            i = skipString(m_text, i) - 1;
        } else if (c == QLatin1Char('#')) {
            while (i < to && m_text.at(i) != QLatin1Char('\n'))
                ++i;
        } else if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{')) {
            const int close = matchingBracket(i);
            if (close < 0)
                break;
            i = close;
        } else if (c == QLatin1Char(',')) {
            push(pieceStart, i);
            pieceStart = i + 1;
        }
    }
    push(pieceStart, to);
    return out;
}

void KernelFile::scanJit()
{
    static const QRegularExpression jit(QStringLiteral("^\\s*@triton\\.jit\\b"));
    static const QRegularExpression def(QStringLiteral("^(\\s*)def\\s+([A-Za-z_]\\w*)\\s*\\("));
    const int lines = int(m_lineStarts.size());
    for (int l = 1; l <= lines; ++l) {
        if (!jit.match(lineText(l)).hasMatch())
            continue;
        int d = l + 1;
        while (d <= lines && lineText(d).trimmed().startsWith(QLatin1Char('@')))
            ++d;
        const QRegularExpressionMatch m = def.match(lineText(d));
        if (!m.hasMatch())
            continue;
        JitFunction f;
        f.name = m.captured(2);
        f.defLine = d;
        const int open = lineStart(d) + int(m.capturedEnd(0)) - 1;
        const int close = matchingBracket(open);
        if (close < 0)
            continue;
        for (const Argument &a : splitArguments(open + 1, close)) {
            QString p = a.keyword.isEmpty() ? a.value : a.keyword;
            const int colon = int(p.indexOf(QLatin1Char(':')));
            const QString name = (colon >= 0 ? p.left(colon) : p).trimmed();
            f.params.append(name);
            if (a.value.contains(QLatin1String("constexpr")))
                f.constexprs.append(name);
        }
        const int defIndent = int(m.capturedLength(1));
        const int bodyLine = lineOf(close) + 1;
        f.bodyStart = lineStart(bodyLine);
        int last = bodyLine;
        for (int b = bodyLine; b <= lines; ++b) {
            const QString t = lineText(b);
            if (blankOrComment(t))
                continue;
            if (indentOf(t) <= defIndent)
                break;
            last = b;
        }
        f.bodyEnd = lineStart(last) + int(lineText(last).size());
        m_jit.append(f);
    }
}

const KernelFile::JitFunction *KernelFile::jitFunction(const QString &name) const
{
    for (const JitFunction &f : m_jit)
        if (f.name == name)
            return &f;
    return nullptr;
}

bool KernelFile::isAutotuned(const QString &name) const
{
    const JitFunction *f = jitFunction(name);
    if (!f)
        return false;
    for (int l = f->defLine - 1; l >= 1; --l) {
        const QString t = lineText(l).trimmed();
        if (t.startsWith(QLatin1String("@triton.autotune")))
            return true;
        if (t.startsWith(QLatin1String("def ")) || t.startsWith(QLatin1String("class ")))
            return false;
        if (t.startsWith(QLatin1Char(')')) || t.startsWith(QLatin1Char('@')) || t.isEmpty())
            continue;
        // Inside a multi-line decorator: keep walking up until its start.
    }
    return false;
}

void KernelFile::scanLaunches()
{
    static const QRegularExpression def(QStringLiteral("^(\\s*)def\\s+\\w+"));
    for (const JitFunction &f : m_jit) {
        const QRegularExpression call(QStringLiteral("\\b%1\\s*\\[").arg(QRegularExpression::escape(f.name)));
        QRegularExpressionMatchIterator it = call.globalMatch(m_text);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const int bracket = int(m.capturedEnd(0)) - 1;
            const int bracketClose = matchingBracket(bracket);
            if (bracketClose < 0)
                continue;
            int open = bracketClose + 1;
            while (open < m_text.size() && m_text.at(open).isSpace())
                ++open;
            if (open >= m_text.size() || m_text.at(open) != QLatin1Char('('))
                continue;
            const int close = matchingBracket(open);
            if (close < 0)
                continue;
            Launch launch;
            launch.kernel = f.name;
            launch.line = lineOf(int(m.capturedStart(0)));
            launch.gridOpen = bracket;
            launch.gridClose = bracketClose;
            launch.callOpen = open;
            launch.callClose = close;
            launch.args = splitArguments(open + 1, close);
            // The enclosing Python function: the nearest def above with a smaller indentation.
            const int indent = indentOf(lineText(launch.line));
            for (int l = launch.line - 1; l >= 1; --l) {
                const QRegularExpressionMatch dm = def.match(lineText(l));
                if (dm.hasMatch() && dm.capturedLength(1) < indent) {
                    launch.functionStart = lineStart(l + 1);
                    int last = launch.line;
                    const int defIndent = int(dm.capturedLength(1));
                    launch.topLevelFunction = defIndent == 0;
                    int paren = lineStart(l) + int(dm.capturedEnd(0));
                    while (
                        paren < m_text.size() && (m_text.at(paren) == QLatin1Char(' ') || m_text.at(paren) == QLatin1Char('\t')))
                        ++paren;
                    if (paren < m_text.size() && m_text.at(paren) == QLatin1Char('(')) {
                        const int closeParen = matchingBracket(paren);
                        if (closeParen > paren) {
                            launch.defOpen = paren;
                            launch.defClose = closeParen;
                            // A signature over several lines: the body starts after its last line.
                            if (lineOf(closeParen) < launch.line)
                                launch.functionStart = lineStart(lineOf(closeParen) + 1);
                        }
                    }
                    for (int b = l + 1; b <= m_lineStarts.size(); ++b) {
                        const QString t = lineText(b);
                        if (blankOrComment(t))
                            continue;
                        if (indentOf(t) <= defIndent && b > launch.line)
                            break;
                        last = b;
                    }
                    launch.functionEnd = lineStart(last) + int(lineText(last).size());
                    break;
                }
            }
            m_launches.append(launch);
        }
    }
    std::sort(m_launches.begin(), m_launches.end(), [](const Launch &a, const Launch &b) { return a.callOpen < b.callOpen; });
}

std::optional<QString> applyEdits(const QString &text, QList<TextEdit> edits)
{
    std::sort(edits.begin(), edits.end(), [](const TextEdit &a, const TextEdit &b) { return a.start < b.start; });
    for (int i = 1; i < edits.size(); ++i)
        if (edits.at(i).start < edits.at(i - 1).end)
            return std::nullopt;
    QString out = text;
    for (int i = int(edits.size()) - 1; i >= 0; --i)
        out.replace(edits.at(i).start, edits.at(i).end - edits.at(i).start, edits.at(i).text);
    return out;
}

std::optional<qint64> integerLiteral(const QString &text)
{
    static const QRegularExpression lit(QStringLiteral("^\\d+$"));
    const QString t = text.trimmed();
    if (!lit.match(t).hasMatch())
        return std::nullopt;
    bool ok = false;
    const qint64 v = t.toLongLong(&ok);
    return ok ? std::optional<qint64>(v) : std::nullopt;
}

} // namespace Lowerscope::Optimize
