// SPDX-License-Identifier: MIT
// The detector language's lexer and recursive-descent parser. Grammar in docs/knowledge-base.md.
#include "detector.h"

#include "core/enginetext.h"
#include "filecheck.h"

#include <QCoreApplication>
#include <QMutex>
#include <QSet>
#include <optional>

namespace Lowerscope {

using namespace Internal;

namespace {

struct Token {
    enum Kind { End, Number, String, Ident, Op, LParen, RParen, Comma, Bad } kind = End;
    QString text;
    double number = 0;
    int offset = 0;
};

class Parser {
public:
    explicit Parser(const QString &text)
        : m_src(text)
    {
        next();
    }

    std::unique_ptr<DetectorNode> parseAll()
    {
        auto root = parseOr();
        if (root && m_tok.kind == Token::Bad)
            fail(m_tok,
                m_tok.text == EngineText::english("Detector", "unterminated string")
                    ? m_tok.text
                    : EngineText::english("Detector", "unexpected character '%1'").arg(m_tok.text));
        else if (root && m_tok.kind != Token::End)
            fail(m_tok, EngineText::english("Detector", "unexpected '%1' after the end of the expression").arg(m_tok.text));
        return m_failed ? nullptr : std::move(root);
    }
    DetectorError error() const { return m_error; }

private:
    const QString &m_src;
    int m_pos = 0;
    Token m_tok;
    bool m_failed = false;
    DetectorError m_error;
    int m_nesting = 0; // open parentheses, 'not's, unary '-'s and min/max/ratio calls around the current token

    // One level more of nesting at AT, or a parse error once there are more than Detector::MaxNesting: the parser
    // (and evaluation, and the tree's destructor) recurse once per level, so the input must not choose the depth.
    bool deeper(const Token &at)
    {
        if (m_nesting >= Detector::MaxNesting) {
            fail(at,
                EngineText::english("Detector", "nested deeper than %1 levels (parentheses, 'not', unary '-' and function calls)")
                    .arg(Detector::MaxNesting));
            return false;
        }
        ++m_nesting;
        return true;
    }

    std::nullptr_t fail(const Token &at, const QString &message) { return failAt(at.offset, message); }
    std::nullptr_t failAt(int offset, const QString &message)
    {
        if (m_failed)
            return nullptr;
        m_failed = true;
        m_error.offset = offset;
        m_error.line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset && i < m_src.size(); ++i)
            if (m_src.at(i) == QLatin1Char('\n')) {
                ++m_error.line;
                lineStart = i + 1;
            }
        m_error.column = offset - lineStart + 1;
        m_error.message = message;
        return nullptr;
    }

    void next() { m_tok = lex(); }
    Token lex();
    Token lexString(int start);
    bool isWord(const char *w) const { return m_tok.kind == Token::Ident && m_tok.text == QLatin1String(w); }
    bool isOp(const char *o) const { return m_tok.kind == Token::Op && m_tok.text == QLatin1String(o); }

    static std::unique_ptr<DetectorNode> make(NodeKind k)
    {
        auto n = std::make_unique<DetectorNode>();
        n->kind = k;
        return n;
    }
    static std::unique_ptr<DetectorNode> binary(
        NodeKind k, std::unique_ptr<DetectorNode> a, std::unique_ptr<DetectorNode> b, QChar op = {})
    {
        auto n = make(k);
        n->op = op;
        n->kids.push_back(std::move(a));
        n->kids.push_back(std::move(b));
        return n;
    }

    // 'a or b or c' is one n-ary node, not a left-deep tree: a chain of any length costs no depth (recursion).
    std::unique_ptr<DetectorNode> parseChain(NodeKind kind, const char *word, std::unique_ptr<DetectorNode> (Parser::*operand)())
    {
        auto first = (this->*operand)();
        if (!first || !isWord(word))
            return first;
        auto n = make(kind);
        n->kids.push_back(std::move(first));
        while (isWord(word)) {
            next();
            auto right = (this->*operand)();
            if (!right)
                return nullptr;
            n->kids.push_back(std::move(right));
        }
        return n;
    }
    std::unique_ptr<DetectorNode> parseOr() { return parseChain(NodeKind::Or, "or", &Parser::parseAnd); }
    std::unique_ptr<DetectorNode> parseAnd() { return parseChain(NodeKind::And, "and", &Parser::parseNot); }
    std::unique_ptr<DetectorNode> parseNot()
    {
        if (isWord("not")) {
            const Token t = m_tok;
            if (!deeper(t))
                return nullptr;
            next();
            auto inner = parseNot();
            --m_nesting;
            if (!inner)
                return nullptr;
            auto n = make(NodeKind::Not);
            n->kids.push_back(std::move(inner));
            return n;
        }
        return parseCompare();
    }
    std::unique_ptr<DetectorNode> parseCompare();
    // '+'/'-' (and '*'/'/') chains are one n-ary Arith node: kids[0] text[0] kids[1] text[1] kids[2] ..., folded
    // from the left when evaluated.
    std::unique_ptr<DetectorNode> parseArith(const char *op1, const char *op2, std::unique_ptr<DetectorNode> (Parser::*operand)())
    {
        auto first = (this->*operand)();
        if (!first || !(isOp(op1) || isOp(op2)))
            return first;
        auto n = make(NodeKind::Arith);
        n->kids.push_back(std::move(first));
        while (isOp(op1) || isOp(op2)) {
            n->text += m_tok.text.at(0);
            next();
            auto right = (this->*operand)();
            if (!right)
                return nullptr;
            n->kids.push_back(std::move(right));
        }
        return n;
    }
    std::unique_ptr<DetectorNode> parseSum() { return parseArith("+", "-", &Parser::parseProduct); }
    std::unique_ptr<DetectorNode> parseProduct() { return parseArith("*", "/", &Parser::parseUnary); }
    std::unique_ptr<DetectorNode> parseUnary()
    {
        if (isOp("-")) {
            if (!deeper(m_tok))
                return nullptr;
            next();
            auto inner = parseUnary();
            --m_nesting;
            if (!inner)
                return nullptr;
            auto n = make(NodeKind::Negate);
            n->kids.push_back(std::move(inner));
            return n;
        }
        return parsePrimary();
    }
    std::unique_ptr<DetectorNode> parsePrimary();
    std::unique_ptr<DetectorNode> parseCall(const Token &name);
    bool expect(Token::Kind kind, const char *what)
    {
        if (m_tok.kind == kind) {
            next();
            return true;
        }
        fail(m_tok,
            m_tok.kind == Token::End
                ? EngineText::english("Detector", "expected %1 but the expression ended").arg(QLatin1String(what))
                : EngineText::english("Detector", "expected %1 but found '%2'").arg(QLatin1String(what), m_tok.text));
        return false;
    }
    std::unique_ptr<DetectorNode> regexNode(NodeKind kind, const Token &lit)
    {
        auto n = make(kind);
        n->text = lit.text;
        n->re = QRegularExpression(lit.text, QRegularExpression::MultilineOption);
        if (!n->re.isValid())
            return failAt(lit.offset + 1 + int(n->re.patternErrorOffset()),
                EngineText::english("Detector", "invalid regular expression: %1").arg(n->re.errorString()));
        n->re.optimize();
        return n;
    }
};

Token Parser::lex()
{
    while (m_pos < m_src.size() && m_src.at(m_pos).isSpace())
        ++m_pos;
    Token t;
    t.offset = m_pos;
    if (m_pos >= m_src.size())
        return t;
    const QChar c = m_src.at(m_pos);
    if (c.isDigit() || (c == QLatin1Char('.') && m_pos + 1 < m_src.size() && m_src.at(m_pos + 1).isDigit())) {
        int end = m_pos;
        while (end < m_src.size() && (m_src.at(end).isDigit() || m_src.at(end) == QLatin1Char('.')))
            ++end;
        if (end < m_src.size() && (m_src.at(end) == QLatin1Char('e') || m_src.at(end) == QLatin1Char('E'))) {
            int e = end + 1;
            if (e < m_src.size() && (m_src.at(e) == QLatin1Char('+') || m_src.at(e) == QLatin1Char('-')))
                ++e;
            if (e < m_src.size() && m_src.at(e).isDigit()) {
                end = e;
                while (end < m_src.size() && m_src.at(end).isDigit())
                    ++end;
            }
        }
        t.text = m_src.mid(m_pos, end - m_pos);
        bool ok = false;
        t.number = t.text.toDouble(&ok);
        t.kind = ok ? Token::Number : Token::Bad;
        m_pos = end;
        return t;
    }
    if (c.isLetter() || c == QLatin1Char('_')) {
        int end = m_pos;
        while (end < m_src.size()
            && (m_src.at(end).isLetterOrNumber() || m_src.at(end) == QLatin1Char('_') || m_src.at(end) == QLatin1Char('.')))
            ++end;
        t.kind = Token::Ident;
        t.text = m_src.mid(m_pos, end - m_pos);
        m_pos = end;
        return t;
    }
    if (c == QLatin1Char('"'))
        return lexString(m_pos);
    static const char *ops[] = { "==", "!=", "<=", ">=", "<", ">", "~", "+", "-", "*", "/" };
    for (const char *op : ops) {
        const QLatin1String o(op);
        if (QStringView(m_src).mid(m_pos).startsWith(o)) {
            t.kind = Token::Op;
            t.text = o;
            m_pos += int(o.size());
            return t;
        }
    }
    t.text = QString(c);
    t.kind = c == QLatin1Char('(') ? Token::LParen
        : c == QLatin1Char(')')    ? Token::RParen
        : c == QLatin1Char(',')    ? Token::Comma
                                   : Token::Bad;
    ++m_pos;
    return t;
}

// "..." with \" \\ \n \t; any other backslash pair is kept as written, so regexes read naturally ("ld\.global").
Token Parser::lexString(int start)
{
    Token t;
    t.offset = start;
    t.kind = Token::String;
    int i = start + 1;
    for (; i < m_src.size(); ++i) {
        const QChar c = m_src.at(i);
        if (c == QLatin1Char('"')) {
            m_pos = i + 1;
            return t;
        }
        if (c == QLatin1Char('\\') && i + 1 < m_src.size()) {
            const QChar e = m_src.at(++i);
            if (e == QLatin1Char('n'))
                t.text += QLatin1Char('\n');
            else if (e == QLatin1Char('t'))
                t.text += QLatin1Char('\t');
            else if (e == QLatin1Char('"') || e == QLatin1Char('\\'))
                t.text += e;
            else
                t.text += QLatin1Char('\\') + e;
            continue;
        }
        t.text += c;
    }
    m_pos = int(m_src.size());
    t.kind = Token::Bad;
    t.text = EngineText::english("Detector", "unterminated string");
    return t;
}

std::unique_ptr<DetectorNode> Parser::parseCompare()
{
    auto left = parseSum();
    if (!left)
        return nullptr;
    if (isOp("~")) {
        next();
        if (m_tok.kind != Token::String)
            return fail(m_tok, EngineText::english("Detector", "'~' needs a string literal (a regular expression) on its right"));
        const Token lit = m_tok;
        next();
        auto n = regexNode(NodeKind::Match, lit);
        if (!n)
            return nullptr;
        n->kids.push_back(std::move(left));
        return n;
    }
    static const struct {
        const char *text;
        char code;
    } cmps[] = { { "==", '=' }, { "!=", '!' }, { "<=", 'l' }, { ">=", 'g' }, { "<", '<' }, { ">", '>' } };
    for (const auto &c : cmps) {
        if (isOp(c.text)) {
            next();
            auto right = parseSum();
            if (!right)
                return nullptr;
            return binary(NodeKind::Compare, std::move(left), std::move(right), QLatin1Char(c.code));
        }
    }
    return left;
}

std::unique_ptr<DetectorNode> Parser::parsePrimary()
{
    const Token t = m_tok;
    switch (t.kind) {
    case Token::Number: {
        next();
        auto n = make(NodeKind::Number);
        n->number = t.number;
        return n;
    }
    case Token::String: {
        next();
        auto n = make(NodeKind::String);
        n->text = t.text;
        return n;
    }
    case Token::LParen: {
        if (!deeper(t))
            return nullptr;
        next();
        auto inner = parseOr();
        --m_nesting;
        if (!inner || !expect(Token::RParen, "')'"))
            return nullptr;
        return inner;
    }
    case Token::Ident: {
        next();
        if (t.text == QLatin1String("true") || t.text == QLatin1String("false")) {
            auto n = make(NodeKind::Bool);
            n->number = t.text == QLatin1String("true") ? 1 : 0;
            return n;
        }
        if (t.text == QLatin1String("and") || t.text == QLatin1String("or") || t.text == QLatin1String("not"))
            return fail(t, EngineText::english("Detector", "'%1' needs an operand before it").arg(t.text));
        if (m_tok.kind == Token::LParen)
            return parseCall(t);
        auto n = make(NodeKind::Fact);
        n->text = t.text;
        return n;
    }
    case Token::End:
        return fail(t, EngineText::english("Detector", "expected a value but the expression ended"));
    case Token::Bad:
        return fail(t,
            t.text == EngineText::english("Detector", "unterminated string")
                ? t.text
                : EngineText::english("Detector", "unexpected character '%1'").arg(t.text));
    default:
        return fail(t, EngineText::english("Detector", "expected a value but found '%1'").arg(t.text));
    }
}

std::unique_ptr<DetectorNode> Parser::parseCall(const Token &name)
{
    next(); // '('
    const QString &f = name.text;
    auto stringArg = [this](const char *what) -> std::optional<Token> {
        if (m_tok.kind != Token::String) {
            fail(m_tok, EngineText::english("Detector", "expected %1 (a string in double quotes)").arg(QLatin1String(what)));
            return std::nullopt;
        }
        Token t = m_tok;
        next();
        return t;
    };
    std::unique_ptr<DetectorNode> n;
    if (f == QLatin1String("has") || f == QLatin1String("fact")) {
        n = make(f == QLatin1String("has") ? NodeKind::Has : NodeKind::Fact);
        if (m_tok.kind == Token::Ident || m_tok.kind == Token::String) {
            n->text = m_tok.text;
            next();
        } else {
            return fail(m_tok, EngineText::english("Detector", "%1() needs a fact name").arg(f));
        }
    } else if (f == QLatin1String("count") || f == QLatin1String("check")) {
        if (m_tok.kind != Token::Ident && m_tok.kind != Token::String)
            return fail(m_tok, EngineText::english("Detector", "%1() needs a stage name first (ptx, ttgir, ...)").arg(f));
        const QString stage = m_tok.text;
        next();
        if (!expect(Token::Comma, "','"))
            return nullptr;
        const auto lit = stringArg(f == QLatin1String("count") ? "a regular expression" : "CHECK lines");
        if (!lit)
            return nullptr;
        if (f == QLatin1String("count")) {
            n = regexNode(NodeKind::Count, *lit);
            if (!n)
                return nullptr;
        } else {
            n = make(NodeKind::Check);
            QString why;
            int at = 0;
            if (!FileCheck::compile(lit->text, n->steps, &why, &at))
                return failAt(lit->offset + 1, why);
        }
        n->text = stage;
    } else if (f == QLatin1String("remarks")) {
        const auto lit = stringArg("a regular expression");
        if (!lit)
            return nullptr;
        n = regexNode(NodeKind::Remarks, *lit);
        if (!n)
            return nullptr;
    } else if (f == QLatin1String("min") || f == QLatin1String("max") || f == QLatin1String("ratio")
        || f == QLatin1String("mod")) {
        n = make(f == QLatin1String("min")  ? NodeKind::Min
                : f == QLatin1String("max") ? NodeKind::Max
                : f == QLatin1String("mod") ? NodeKind::Mod
                                            : NodeKind::Ratio);
        if (!deeper(name))
            return nullptr;
        auto a = parseOr();
        if (!a || !expect(Token::Comma, "','"))
            return nullptr;
        auto b = parseOr();
        --m_nesting;
        if (!b)
            return nullptr;
        n->kids.push_back(std::move(a));
        n->kids.push_back(std::move(b));
    } else {
        return fail(name,
            EngineText::english("Detector", "unknown function '%1' (has, fact, count, check, min, max, ratio, mod, remarks)")
                .arg(f));
    }
    if (!expect(Token::RParen, "')'"))
        return nullptr;
    return n;
}

void collectFacts(const DetectorNode &n, QStringList &out, QSet<QString> &seen)
{
    if ((n.kind == NodeKind::Fact || n.kind == NodeKind::Has) && !seen.contains(n.text)) {
        seen.insert(n.text);
        out.append(n.text);
    }
    for (const auto &k : n.kids)
        collectFacts(*k, out, seen);
}

} // namespace

Detector Detector::parse(const QString &text)
{
    Detector d;
    d.m_text = text;
    Parser p(text);
    std::unique_ptr<DetectorNode> root = p.parseAll();
    if (root)
        d.m_root = std::move(root);
    else
        d.m_error = p.error();
    return d;
}

Detector Detector::cached(const QString &text)
{
    static QMutex mutex;
    static QHash<QString, Detector> cache;
    QMutexLocker lock(&mutex);
    const auto it = cache.constFind(text);
    if (it != cache.cend())
        return *it;
    const Detector d = parse(text);
    cache.insert(text, d);
    return d;
}

QStringList Detector::factNames() const
{
    QStringList out;
    QSet<QString> seen;
    if (m_root)
        collectFacts(*m_root, out, seen);
    return out;
}

} // namespace Lowerscope
