// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace Lowerscope::Optimize {

// A Python kernel file as the mechanical recipes see it (docs/optimize.md): the editable region of a task's
// kernel (docs/tasks.md), the @triton.jit functions in it and the launches `kernel[grid](...)` of them. It is a
// scanner of the text, not a Python parser: strings and comments are skipped when matching brackets, and
// anything it cannot place is reported as not expressible rather than guessed.
class KernelFile {
public:
    struct Argument {
        QString keyword; // empty for a positional argument
        QString value; // the value's text, trimmed
        int start = 0; // offsets of the value in the file's text
        int end = 0;
    };
    struct JitFunction {
        QString name;
        int defLine = 0; // 1-based
        QStringList params;
        QStringList constexprs;
        int bodyStart = 0; // offsets: the first body line to the end of the last
        int bodyEnd = 0;
    };
    struct Launch {
        QString kernel;
        int line = 0; // 1-based line of the kernel name
        int gridOpen = 0; // offset of the '[' of `kernel[grid]`
        int gridClose = 0; // offset of its ']'
        int callOpen = 0; // offset of the '(' of the call
        int callClose = 0; // offset of its ')'
        QList<Argument> args;
        int functionStart = 0; // the enclosing Python function's body (offsets); 0/0 at module level
        int functionEnd = 0;
        // The enclosing function's parameter list: the offsets of its '(' and ')' (-1 at module level), and whether
        // the function is defined at module level (a caller outside the file calls it: the task's entry).
        int defOpen = -1;
        int defClose = -1;
        bool topLevelFunction = false;
        const Argument *keyword(const QString &name) const;
    };

    explicit KernelFile(QString text);

    const QString &text() const { return m_text; }
    // The editable region: offsets of the text between the marker lines; without markers the whole file.
    bool hasRegion() const { return m_hasRegion; }
    int regionStart() const { return m_regionStart; }
    int regionEnd() const { return m_regionEnd; }
    bool inRegion(int offset) const { return offset >= m_regionStart && offset <= m_regionEnd; }
    const QList<JitFunction> &jitFunctions() const { return m_jit; }
    const QList<Launch> &launches() const { return m_launches; }
    const JitFunction *jitFunction(const QString &name) const;
    // True when a @triton.autotune decorator precedes the function: its configs decide the constexprs.
    bool isAutotuned(const QString &name) const;

    int lineOf(int offset) const;
    int lineStart(int line) const; // offset of a 1-based line
    QString lineText(int line) const;
    // The offset of the bracket that closes the one at OPEN (skipping strings and comments), or -1.
    int matchingBracket(int open) const;
    // Top-level comma-separated pieces of text[from, to) (offsets of each piece, trimmed).
    QList<Argument> splitArguments(int from, int to) const;

private:
    void scanRegion();
    void scanJit();
    void scanLaunches();

    QString m_text;
    QList<int> m_lineStarts;
    bool m_hasRegion = false;
    int m_regionStart = 0;
    int m_regionEnd = 0;
    QList<JitFunction> m_jit;
    QList<Launch> m_launches;
};

// One replacement in a text: [start, end) becomes `text`.
struct TextEdit {
    int start = 0;
    int end = 0;
    QString text;
};
// Applies non-overlapping edits (any order); nullopt when two overlap.
std::optional<QString> applyEdits(const QString &text, QList<TextEdit> edits);

// The integer a Python literal denotes ("1024", "1 << 10" is not one), or nullopt.
std::optional<qint64> integerLiteral(const QString &text);

} // namespace Lowerscope::Optimize
