// SPDX-License-Identifier: MIT
// Evaluation of a parsed detector against Facts, in three-valued logic (absent facts are unknown).
#include "core/enginetext.h"
#include "detector.h"
#include "filecheck.h"

#include <QCoreApplication>
#include <QSet>
#include <cmath>

namespace Lowerscope {

using namespace Internal;

namespace {

struct Value {
    enum Kind { Unknown, Number, String, Bool } kind = Unknown;
    double number = 0;
    QString string;
    static Value num(double v) { return { Number, v, {} }; }
    static Value boolean(bool b) { return { Bool, b ? 1.0 : 0.0, {} }; }
    static Value str(const QString &s) { return { String, 0, s }; }
};

Truth truthOf(const Value &v)
{
    switch (v.kind) {
    case Value::Unknown:
        return Truth::Unknown;
    case Value::String:
        return v.string.isEmpty() ? Truth::False : Truth::True;
    default:
        return v.number != 0 ? Truth::True : Truth::False;
    }
}

Value fromVariant(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::Bool:
        return Value::boolean(v.toBool());
    case QMetaType::QString:
        return Value::str(v.toString());
    default:
        bool ok = false;
        const double d = v.toDouble(&ok);
        return ok ? Value::num(d) : Value::str(v.toString());
    }
}

class Evaluator {
public:
    Evaluator(const Facts &facts, DetectorCache &cache, DetectorResult &result)
        : m_facts(facts)
        , m_cache(cache)
        , m_result(result)
    {
    }

    Value eval(const DetectorNode &n);

private:
    const Facts &m_facts;
    DetectorCache &m_cache;
    DetectorResult &m_result;

    QSet<QString> m_missing; // names in m_result.missing / m_result.read: a chain of 100,000 facts stays linear
    QSet<QString> m_read;

    void missing(const QString &name)
    {
        if (!m_missing.contains(name)) {
            m_missing.insert(name);
            m_result.missing.append(name);
        }
    }
    void record(const QString &name, const QVariant &value, const FactOrigin &origin)
    {
        if (m_read.contains(name))
            return;
        m_read.insert(name);
        m_result.read.append({ name, value, origin });
    }
    Value unknownWithError(const QString &message)
    {
        if (m_result.error.isEmpty())
            m_result.error = message;
        return {};
    }
    Value fact(const QString &name)
    {
        const auto it = m_facts.values.constFind(name);
        if (it == m_facts.values.cend()) {
            missing(name);
            return {};
        }
        record(name, *it, m_facts.origins.value(name));
        return fromVariant(*it);
    }
    const QStringList *linesOf(const QString &stage)
    {
        auto it = m_cache.stageLines.find(stage);
        if (it == m_cache.stageLines.end()) {
            const auto text = m_facts.stageText.constFind(stage);
            if (text == m_facts.stageText.cend())
                return nullptr;
            it = m_cache.stageLines.insert(stage, text->split(QLatin1Char('\n')));
        }
        return &*it;
    }
    Value textFunction(const DetectorNode &n);
    Value compare(const DetectorNode &n);
    Value arith(const Value &a, const Value &b, QChar op);
};

Value Evaluator::textFunction(const DetectorNode &n)
{
    const QString stage = n.kind == NodeKind::Remarks ? QStringLiteral("remarks") : n.text;
    const QStringList *lines = linesOf(stage);
    const QString readingName = QLatin1String("stage:") + stage;
    if (!lines) {
        missing(readingName);
        return {};
    }
    const QString key = QString::number(int(n.kind)) + QLatin1Char('\x1f') + stage + QLatin1Char('\x1f') + n.re.pattern()
        + (n.kind == NodeKind::Check ? QString::number(quintptr(&n)) : QString());
    auto hit = m_cache.text.constFind(key);
    if (hit == m_cache.text.cend()) {
        DetectorCache::TextHit h;
        if (n.kind == NodeKind::Check) {
            h.value = FileCheck::run(*lines, n.steps, &h.line) ? 1 : 0;
        } else {
            for (qsizetype i = 0; i < lines->size(); ++i)
                if (n.re.match(lines->at(i)).hasMatch()) {
                    if (h.value == 0)
                        h.line = int(i) + 1;
                    h.value += 1;
                }
        }
        if (h.line > 0)
            h.excerpt = lines->at(h.line - 1).trimmed().left(200);
        hit = m_cache.text.insert(key, h);
    }
    FactOrigin origin { m_facts.stageArtifact.value(stage), hit->line, hit->excerpt };
    if (hit->line > 0)
        record(readingName, hit->value, origin);
    return n.kind == NodeKind::Check ? Value::boolean(hit->value != 0) : Value::num(hit->value);
}

Value Evaluator::compare(const DetectorNode &n)
{
    const Value a = eval(*n.kids[0]);
    const Value b = eval(*n.kids[1]);
    if (a.kind == Value::Unknown || b.kind == Value::Unknown)
        return {};
    const QChar op = n.op;
    if ((a.kind == Value::String) != (b.kind == Value::String))
        return unknownWithError(EngineText::english("Detector", "cannot compare a string with a number"));
    int c = 0;
    if (a.kind == Value::String)
        c = a.string.compare(b.string);
    else
        c = a.number < b.number ? -1 : (a.number > b.number ? 1 : 0);
    switch (op.toLatin1()) {
    case '=':
        return Value::boolean(c == 0);
    case '!':
        return Value::boolean(c != 0);
    case '<':
        return Value::boolean(c < 0);
    case 'l':
        return Value::boolean(c <= 0);
    case '>':
        return Value::boolean(c > 0);
    default:
        return Value::boolean(c >= 0);
    }
}

Value Evaluator::arith(const Value &a, const Value &b, QChar op)
{
    if (a.kind == Value::Unknown || b.kind == Value::Unknown)
        return {};
    if (a.kind == Value::String || b.kind == Value::String)
        return unknownWithError(EngineText::english("Detector", "arithmetic on a string"));
    switch (op.toLatin1()) {
    case '+':
        return Value::num(a.number + b.number);
    case '-':
        return Value::num(a.number - b.number);
    case '*':
        return Value::num(a.number * b.number);
    case '%':
        return b.number == 0 ? Value() : Value::num(std::fmod(a.number, b.number));
    default:
        if (b.number == 0)
            return {}; // unknown, as ratio() is: no ratio exists
        return Value::num(a.number / b.number);
    }
}

Value Evaluator::eval(const DetectorNode &n)
{
    switch (n.kind) {
    case NodeKind::Number:
        return Value::num(n.number);
    case NodeKind::String:
        return Value::str(n.text);
    case NodeKind::Bool:
        return Value::boolean(n.number != 0);
    case NodeKind::Fact:
        return fact(n.text);
    case NodeKind::Has: {
        const auto it = m_facts.values.constFind(n.text);
        if (it == m_facts.values.cend())
            return Value::boolean(false);
        record(n.text, *it, m_facts.origins.value(n.text));
        return Value::boolean(true);
    }
    case NodeKind::Not: {
        const Truth t = truthOf(eval(*n.kids[0]));
        return t == Truth::Unknown ? Value() : Value::boolean(t == Truth::False);
    }
    case NodeKind::And:
    case NodeKind::Or: {
        // Kleene logic: a false side decides 'and', a true side decides 'or', whatever the other side is.
        // Operands are read left to right and the first decisive one stops the chain.
        const Truth decisive = n.kind == NodeKind::And ? Truth::False : Truth::True;
        bool unknown = false;
        for (const auto &kid : n.kids) {
            const Truth t = truthOf(eval(*kid));
            if (t == decisive)
                return Value::boolean(decisive == Truth::True);
            unknown = unknown || t == Truth::Unknown;
        }
        if (unknown)
            return {};
        return Value::boolean(decisive != Truth::True);
    }
    case NodeKind::Compare:
        return compare(n);
    case NodeKind::Match: {
        const Value v = eval(*n.kids[0]);
        if (v.kind == Value::Unknown)
            return {};
        const QString s = v.kind == Value::String ? v.string : QString::number(v.number);
        return Value::boolean(n.re.match(s).hasMatch());
    }
    case NodeKind::Arith: {
        Value v = eval(*n.kids[0]);
        for (size_t i = 1; i < n.kids.size(); ++i)
            v = arith(v, eval(*n.kids[i]), n.text.at(qsizetype(i) - 1));
        return v;
    }
    case NodeKind::Negate:
        return arith(Value::num(0), eval(*n.kids[0]), QLatin1Char('-'));
    case NodeKind::Min:
    case NodeKind::Max: {
        const Value a = eval(*n.kids[0]);
        const Value b = eval(*n.kids[1]);
        if (a.kind == Value::Unknown || b.kind == Value::Unknown)
            return {};
        if (a.kind == Value::String || b.kind == Value::String)
            return unknownWithError(EngineText::english("Detector", "min/max of a string"));
        return Value::num(n.kind == NodeKind::Min ? std::min(a.number, b.number) : std::max(a.number, b.number));
    }
    case NodeKind::Ratio:
    case NodeKind::Mod: {
        const Value a = eval(*n.kids[0]); // operands are read left to right (the evidence lists them in that order)
        return arith(a, eval(*n.kids[1]), n.kind == NodeKind::Ratio ? QLatin1Char('/') : QLatin1Char('%'));
    }
    case NodeKind::Count:
    case NodeKind::Check:
    case NodeKind::Remarks:
        return textFunction(n);
    }
    return {};
}

} // namespace

DetectorResult Detector::evaluate(const Facts &facts) const
{
    DetectorCache cache;
    return evaluate(facts, cache);
}

DetectorResult Detector::evaluate(const Facts &facts, DetectorCache &cache) const
{
    DetectorResult r;
    if (!m_root) {
        r.error = m_error.message;
        return r;
    }
    Evaluator e(facts, cache, r);
    r.truth = truthOf(e.eval(*m_root));
    if (r.truth != Truth::Unknown)
        r.missing.clear();
    return r;
}

} // namespace Lowerscope
