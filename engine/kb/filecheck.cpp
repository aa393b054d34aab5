// SPDX-License-Identifier: MIT
// A small FileCheck: enough for curators to state "this op follows that one" about a stage's text.
#include "filecheck.h"

#include "core/enginetext.h"

#include <QCoreApplication>

namespace Lowerscope::FileCheck {

using Internal::CheckStep;

static QString patternToRegex(const QString &pattern, QString *why)
{
    QString re;
    int i = 0;
    while (i < pattern.size()) {
        const int open = int(pattern.indexOf(QLatin1String("{{"), i));
        if (open < 0) {
            re += QRegularExpression::escape(pattern.mid(i));
            break;
        }
        re += QRegularExpression::escape(pattern.mid(i, open - i));
        const int close = int(pattern.indexOf(QLatin1String("}}"), open + 2));
        if (close < 0) {
            *why = EngineText::english("Detector", "'{{' without a closing '}}'");
            return {};
        }
        re += QLatin1String("(?:") + pattern.mid(open + 2, close - open - 2) + QLatin1Char(')');
        i = close + 2;
    }
    return re;
}

bool compile(const QString &text, std::vector<CheckStep> &steps, QString *why, int *offset)
{
    static const struct {
        const char *prefix;
        CheckStep::Kind kind;
    } directives[] = { { "CHECK-NEXT:", CheckStep::Next }, { "CHECK-SAME:", CheckStep::Same }, { "CHECK-NOT:", CheckStep::Not },
        { "CHECK-EMPTY:", CheckStep::Empty }, { "CHECK:", CheckStep::Check } };
    int lineStart = 0;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &raw : lines) {
        *offset = lineStart;
        lineStart += int(raw.size()) + 1;
        const QString line = raw.trimmed();
        if (line.isEmpty())
            continue;
        bool known = false;
        for (const auto &d : directives) {
            const QLatin1String prefix(d.prefix);
            if (!line.startsWith(prefix))
                continue;
            known = true;
            CheckStep step;
            step.kind = d.kind;
            const QString pattern = line.mid(prefix.size()).trimmed();
            if (pattern.isEmpty() && d.kind != CheckStep::Empty) {
                *why = EngineText::english("Detector", "%1 needs a pattern").arg(prefix);
                return false;
            }
            const QString re = patternToRegex(pattern, why);
            if (!why->isEmpty())
                return false;
            step.re = QRegularExpression(re);
            if (!step.re.isValid()) {
                *why = EngineText::english("Detector", "invalid regular expression: %1").arg(step.re.errorString());
                return false;
            }
            steps.push_back(std::move(step));
            break;
        }
        if (!known) {
            *why = EngineText::english(
                "Detector", "unknown check directive '%1' (CHECK, CHECK-NEXT, CHECK-SAME, CHECK-NOT, CHECK-EMPTY)")
                       .arg(line.section(QLatin1Char(':'), 0, 0));
            return false;
        }
    }
    if (steps.empty()) {
        *offset = 0;
        *why = EngineText::english("Detector", "check() needs at least one CHECK line");
        return false;
    }
    return true;
}

namespace {
struct Cursor {
    int line = 0; // index into lines
    int col = 0;
};

// True when no NOT pattern matches between FROM and TO (exclusive).
bool clear(const QStringList &lines, const std::vector<const CheckStep *> &nots, Cursor from, Cursor to)
{
    for (const CheckStep *n : nots)
        for (int l = from.line; l <= to.line && l < lines.size(); ++l) {
            const int start = l == from.line ? from.col : 0;
            const int end = l == to.line ? to.col : int(lines.at(l).size());
            if (end > start && n->re.matchView(QStringView(lines.at(l)).mid(start, end - start)).hasMatch())
                return false;
        }
    return true;
}
} // namespace

bool run(const QStringList &lines, const std::vector<CheckStep> &steps, int *firstLine)
{
    *firstLine = 0;
    Cursor cur;
    bool matchedAny = false;
    std::vector<const CheckStep *> nots;
    for (const CheckStep &s : steps) {
        if (s.kind == CheckStep::Not) {
            nots.push_back(&s);
            continue;
        }
        Cursor found { -1, 0 };
        Cursor start { -1, 0 };
        if (s.kind == CheckStep::Check) {
            for (int l = cur.line; l < lines.size() && found.line < 0; ++l) {
                const int from = l == cur.line ? cur.col : 0;
                const auto m = s.re.match(lines.at(l), from);
                if (m.hasMatch()) {
                    start = { l, int(m.capturedStart()) };
                    found = { l, int(m.capturedEnd()) };
                }
            }
        } else {
            const int l = s.kind == CheckStep::Same ? cur.line : (matchedAny ? cur.line + 1 : cur.line);
            if (l < lines.size()) {
                if (s.kind == CheckStep::Empty) {
                    if (lines.at(l).trimmed().isEmpty())
                        start = found = { l, 0 };
                } else {
                    const auto m = s.re.match(lines.at(l), s.kind == CheckStep::Same ? cur.col : 0);
                    if (m.hasMatch()) {
                        start = { l, int(m.capturedStart()) };
                        found = { l, int(m.capturedEnd()) };
                    }
                }
            }
        }
        if (found.line < 0 || !clear(lines, nots, cur, start))
            return false;
        nots.clear();
        if (!matchedAny)
            *firstLine = found.line + 1;
        matchedAny = true;
        cur = found;
    }
    return clear(lines, nots, cur, { int(lines.size()) - 1, lines.isEmpty() ? 0 : int(lines.constLast().size()) });
}

} // namespace Lowerscope::FileCheck
