// SPDX-License-Identifier: MIT
#pragma once

#include "core/facts.h"

#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <memory>
#include <vector>

namespace Lowerscope {

// Three-valued logic: a detector over facts that are absent is neither true nor false.
enum class Truth { False, True, Unknown };

// Where a parse failed: 0-based offset into the expression, 1-based line and column, and what was wrong.
struct DetectorError {
    int offset = -1;
    int line = 0;
    int column = 0;
    QString message;
    bool isValid() const { return offset >= 0; }
    QString toText() const { return QStringLiteral("%1:%2: %3").arg(line).arg(column).arg(message); }
};

// One fact (or stage text) a detector read, with its value and where it came from, for evidence.
struct FactReading {
    QString name; // fact name, or "stage:<name>" for count()/check() on a stage's text
    QVariant value;
    FactOrigin origin;
};

struct DetectorResult {
    Truth truth = Truth::Unknown;
    QList<FactReading> read; // present facts that were read
    QStringList missing; // absent facts (or stages) that made a sub-expression unknown
    QString error; // a run-time problem (e.g. a type mismatch); the value is then unknown
};

namespace Internal {
struct DetectorNode;
}

// Memoises the text functions (count/check/remarks) for one Facts, so that thousands of detectors that
// scan the same stage with the same regex pay for it once. Valid only for the Facts it was first used with.
struct DetectorCache {
    struct TextHit {
        double value = 0;
        int line = 0;
        QString excerpt;
    };
    QHash<QString, TextHit> text;
    QHash<QString, QStringList> stageLines;
};

// A detector expression parsed once into an immutable tree (see docs/knowledge-base.md for the grammar).
// Copies share the tree. Pure data: evaluating it reads facts, never runs code.
class Detector {
public:
    Detector() = default;
    // Deepest nesting of parentheses, 'not', unary '-' and min/max/ratio calls that parse() accepts; deeper is a
    // parse error. 'and'/'or' and arithmetic chains of any length are flat and do not count (docs/reliability.md).
    static constexpr int MaxNesting = 256;
    // Parses TEXT; on failure isValid() is false and error() points at the offending token.
    static Detector parse(const QString &text);
    // As parse(), but returns a shared, already parsed tree for a text seen before (thread-safe).
    static Detector cached(const QString &text);

    bool isValid() const { return m_root != nullptr; }
    const DetectorError &error() const { return m_error; }
    const QString &text() const { return m_text; }
    // Every fact name the expression mentions (FACT, has(), fact()), in order of appearance.
    QStringList factNames() const;

    DetectorResult evaluate(const Facts &facts) const;
    DetectorResult evaluate(const Facts &facts, DetectorCache &cache) const;

private:
    QString m_text;
    DetectorError m_error;
    std::shared_ptr<const Internal::DetectorNode> m_root;
};

namespace Internal {

enum class NodeKind {
    Number,
    String,
    Bool,
    Fact,
    Not,
    And,
    Or,
    Compare,
    Match,
    Arith,
    Negate,
    Has,
    Count,
    Check,
    Min,
    Max,
    Ratio,
    Mod,
    Remarks
};

// One line of a check() directive list: CHECK, CHECK-NEXT, CHECK-SAME, CHECK-NOT, CHECK-EMPTY.
struct CheckStep {
    enum Kind { Check, Next, Same, Not, Empty } kind = Check;
    QRegularExpression re;
};

struct DetectorNode {
    NodeKind kind = NodeKind::Number;
    double number = 0;
    QString text; // fact name, string literal, stage name
    QChar op; // compare: '=' '!' '<' 'l' (<=) '>' 'g' (>=)
    // And, Or: n-ary, one kid per operand. Arith: n-ary, text[i] is the operator (+ - * /) between kids[i] and
    // kids[i + 1], folded from the left. So chains cost no depth; the depth is bounded by Detector::MaxNesting.
    QRegularExpression re;
    std::vector<CheckStep> steps;
    std::vector<std::unique_ptr<DetectorNode>> kids;
};

} // namespace Internal
} // namespace Lowerscope
