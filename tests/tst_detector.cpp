// SPDX-License-Identifier: MIT
// The detector language: parse errors point at the offending token; evaluation is three-valued.
#include "kb/detector.h"
#include "testsupport.h"

#include <QTest>

using namespace Lowerscope;
using namespace Qt::StringLiterals;

namespace {
Facts sample()
{
    Facts f;
    f.set(QStringLiteral("backend"), QStringLiteral("cuda"));
    f.set(QStringLiteral("arch"), QStringLiteral("sm90"));
    f.set(QStringLiteral("ptx.ld_global.scalar"), 2, FactOrigin { QStringLiteral("k.ptx"), 69, QStringLiteral("ld.global.b32") });
    f.set(QStringLiteral("ptx.ld_global.v4"), 0);
    f.set(QStringLiteral("zero"), 0);
    f.set(QStringLiteral("flag"), true);
    f.set(QStringLiteral("odd name-x"), 5);
    f.stageText.insert(
        QStringLiteral("ptx"), QStringLiteral("ld.global.b32 a\nadd.s32 b\nld.global.b32 c\nst.global.v4.b32 d\n"));
    f.stageArtifact.insert(QStringLiteral("ptx"), QStringLiteral("k.ptx"));
    return f;
}
Truth eval(const QString &text, const Facts &facts = sample())
{
    const Detector d = Detector::parse(text);
    if (!d.isValid())
        qWarning("%s", qPrintable(d.error().toText()));
    return d.evaluate(facts).truth;
}
} // namespace

class TestDetector : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parseErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        QTest::newRow("ends early") << u"a >"_s << 1 << 4 << u"expected a value but the expression ended"_s;
        QTest::newRow("double and") << u"has(x) and and y"_s << 1 << 12 << u"'and' needs an operand before it"_s;
        QTest::newRow("unknown function") << u"a > 1 or foo(1)"_s << 1 << 10
                                          << u"unknown function 'foo' (has, fact, count, check, min, max, ratio, mod, remarks)"_s;
        QTest::newRow("tilde needs string") << u"a > 1 and\n  b ~ 3"_s << 2 << 7
                                            << u"'~' needs a string literal (a regular expression) on its right"_s;
        QTest::newRow("unterminated") << u"x == \"abc"_s << 1 << 6 << u"unterminated string"_s;
        QTest::newRow("bad char") << u"a > 1 & b"_s << 1 << 7 << u"unexpected character '&'"_s;
        QTest::newRow("trailing") << u"a > 1 b"_s << 1 << 7 << u"unexpected 'b' after the end of the expression"_s;
        QTest::newRow("missing paren") << u"(a > 1"_s << 1 << 7 << u"expected ')' but the expression ended"_s;
        QTest::newRow("count needs stage") << u"count(\"x\") > 0"_s << 1 << 10 << u"expected ',' but found ')'"_s;
        QTest::newRow("bad regex") << u"count(ptx, \"a(b\") > 0"_s << 1 << 16
                                   << u"invalid regular expression: missing closing parenthesis"_s;
        QTest::newRow("bad check") << u"check(ptx, \"FOO: x\")"_s << 1 << 13
                                   << u"unknown check directive 'FOO' (CHECK, CHECK-NEXT, CHECK-SAME, CHECK-NOT, CHECK-EMPTY)"_s;
    }
    void parseErrors()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const Detector d = Detector::parse(text);
        QVERIFY(!d.isValid());
        QCOMPARE(d.error().message, message);
        QCOMPARE(d.error().line, line);
        QCOMPARE(d.error().column, column);
        QCOMPARE(d.error().toText(), QStringLiteral("%1:%2: %3").arg(line).arg(column).arg(message));
    }

    void values_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("truth"); // 0 false, 1 true, 2 unknown
        QTest::newRow("fact compare") << u"ptx.ld_global.scalar > 0 and ptx.ld_global.v4 == 0"_s << 1;
        QTest::newRow("precedence") << u"1 + 2 * 3 == 7 and -2 * -3 == 6 and 10 / 4 == 2.5"_s << 1;
        QTest::newRow("absent is unknown") << u"missing.fact > 1"_s << 2;
        QTest::newRow("unknown and false") << u"missing.fact > 1 and false"_s << 0;
        QTest::newRow("false and unknown") << u"zero > 0 and missing.fact > 1"_s << 0;
        QTest::newRow("unknown or true") << u"missing.fact > 1 or flag"_s << 1;
        QTest::newRow("unknown or false") << u"missing.fact > 1 or zero > 0"_s << 2;
        QTest::newRow("not unknown") << u"not missing.fact"_s << 2;
        QTest::newRow("not not") << u"not not flag"_s << 1;
        QTest::newRow("has") << u"has(ptx.ld_global.v4) and not has(missing.fact)"_s << 1;
        QTest::newRow("arith with unknown") << u"missing.fact + 1 > 0"_s << 2;
        QTest::newRow("ratio by zero") << u"ratio(ptx.ld_global.scalar, zero) > 0"_s << 2;
        QTest::newRow("division by zero") << u"ptx.ld_global.scalar / zero > 0"_s << 2;
        QTest::newRow("ratio") << u"ratio(ptx.ld_global.scalar, 4) == 0.5"_s << 1;
        QTest::newRow("mod") << u"mod(ptx.ld_global.scalar, 4) == 2 and mod(7, 4) == 3 and mod(64, 16) == 0"_s << 1;
        QTest::newRow("mod by zero") << u"mod(ptx.ld_global.scalar, zero) > 0"_s << 2;
        QTest::newRow("min max") << u"min(3, ptx.ld_global.scalar) == 2 and max(3, ptx.ld_global.scalar) == 3"_s << 1;
        QTest::newRow("string equality") << u"backend == \"cuda\" and backend != \"ascend\""_s << 1;
        QTest::newRow("regex match") << u"arch ~ \"^sm9[0-9]$\""_s << 1;
        QTest::newRow("regex on unknown") << u"missing.fact ~ \"x\""_s << 2;
        QTest::newRow("string vs number") << u"backend > 3"_s << 2;
        QTest::newRow("fact()") << u"fact(\"odd name-x\") == 5"_s << 1;
        QTest::newRow("count lines") << u"count(ptx, \"ld\\.global\\.b32\") == 2"_s << 1;
        QTest::newRow("count escaped quote") << u"count(ptx, \"\\\"\") == 0"_s << 1;
        QTest::newRow("count absent stage") << u"count(ttgir, \"x\") == 0"_s << 2;
        QTest::newRow("check next") << u"check(ptx, \"CHECK: ld.global.b32 a\\nCHECK-NEXT: add.s32\")"_s << 1;
        QTest::newRow("check next fails") << u"check(ptx, \"CHECK: ld.global.b32 a\\nCHECK-NEXT: st.global\")"_s << 0;
        QTest::newRow("check not between") << u"check(ptx, \"CHECK: add.s32\\nCHECK-NOT: ld.global\\nCHECK: st.global\")"_s << 0;
        QTest::newRow("check not absent") << u"check(ptx, \"CHECK: add.s32\\nCHECK-NOT: atom\\nCHECK: st.global\")"_s << 1;
        QTest::newRow("check regex") << u"check(ptx, \"CHECK: st.global.{{v[24]}}.b32\\nCHECK-SAME: d\")"_s << 1;
        QTest::newRow("check order") << u"check(ptx, \"CHECK: st.global\\nCHECK: add.s32\")"_s << 0;
        QTest::newRow("remarks absent") << u"remarks(\"vectorization\") > 0"_s << 2;
    }
    void values()
    {
        QFETCH(QString, text);
        QFETCH(int, truth);
        QCOMPARE(int(eval(text)), truth == 0 ? int(Truth::False) : truth == 1 ? int(Truth::True) : int(Truth::Unknown));
    }

    void readingsAndMissing()
    {
        const Detector d = Detector::parse(
            QStringLiteral("ptx.ld_global.scalar > 0 and (missing.a > 1 or count(ptx, \"add\") > 0) and missing.b == 1"));
        QVERIFY(d.isValid());
        QCOMPARE(d.factNames(),
            (QStringList { QStringLiteral("ptx.ld_global.scalar"), QStringLiteral("missing.a"), QStringLiteral("missing.b") }));
        const DetectorResult r = d.evaluate(sample());
        QCOMPARE(r.truth, Truth::Unknown);
        QCOMPARE(r.missing, (QStringList { QStringLiteral("missing.a"), QStringLiteral("missing.b") }));
        QCOMPARE(r.read.size(), 2);
        QCOMPARE(r.read.at(0).name, QStringLiteral("ptx.ld_global.scalar"));
        QCOMPARE(r.read.at(0).origin.line, 69);
        QCOMPARE(r.read.at(1).name, QStringLiteral("stage:ptx"));
        QCOMPARE(r.read.at(1).origin.line, 2);
        QCOMPARE(r.read.at(1).origin.excerpt, QStringLiteral("add.s32 b"));
        // A decided value reports no missing facts.
        const DetectorResult f = Detector::parse(QStringLiteral("missing.a > 1 and false")).evaluate(sample());
        QCOMPARE(f.truth, Truth::False);
        QVERIFY(f.missing.isEmpty());
    }

    // Nesting chosen by the input is refused past Detector::MaxNesting with an error at the first token too deep
    // (no stack overflow in parsing, evaluation or destruction); 200,000 levels of each kind.
    void deepNestingIsAParseError_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("column");
        const int n = 200000;
        QTest::newRow("parentheses") << QString(u"("_s.repeated(n) + u"flag"_s + u")"_s.repeated(n)) << Detector::MaxNesting + 1;
        QTest::newRow("not") << QString(u"not "_s.repeated(n) + u"flag"_s) << 4 * Detector::MaxNesting + 1;
        QTest::newRow("unary minus") << QString(u"-"_s.repeated(n) + u"1 > 0"_s) << Detector::MaxNesting + 1;
        QTest::newRow("min(") << QString(u"min("_s.repeated(n) + u"1"_s + u", 2)"_s.repeated(n) + u" > 0"_s)
                              << 4 * Detector::MaxNesting + 1;
        QTest::newRow("unclosed") << QString(u"("_s.repeated(n)) << Detector::MaxNesting + 1;
    }
    void deepNestingIsAParseError()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        const Detector d = Detector::parse(text);
        QVERIFY(!d.isValid());
        QCOMPARE(d.error().line, 1);
        QCOMPARE(d.error().column, column);
        QCOMPARE(d.error().message, u"nested deeper than 256 levels (parentheses, 'not', unary '-' and function calls)"_s);
        QCOMPARE(d.evaluate(sample()).truth, Truth::Unknown);
    }
    void nestingAtTheLimitEvaluates()
    {
        const int n = Detector::MaxNesting;
        QCOMPARE(eval(u"("_s.repeated(n) + u"flag"_s + u")"_s.repeated(n)), Truth::True);
        QCOMPARE(eval(u"not "_s.repeated(n) + u"flag"_s), Truth::True); // an even number of 'not's
        QCOMPARE(eval(u"min("_s.repeated(n) + u"ptx.ld_global.scalar"_s + u", 7)"_s.repeated(n) + u" == 2"_s), Truth::True);
    }

    // 'and', 'or' and arithmetic chains of any length are flat: 262,000 terms parse, evaluate (short-circuit and
    // three-valued as the binary form) and are destroyed without recursion.
    void longChains()
    {
        const int n = 262000;
        QString unknownOr = u"missing.a > 1"_s;
        QString distinct = u"m0 > 1"_s;
        QString sum = u"1"_s;
        for (int i = 1; i < n; ++i) {
            unknownOr += u" or missing.a > 1"_s;
            distinct += u" or m"_s + QString::number(i) + u" > 1"_s;
            sum += i % 2 ? u" + 2"_s : u" - 1"_s;
        }
        QCOMPARE(eval(unknownOr), Truth::Unknown);
        QCOMPARE(eval(unknownOr + u" or flag"_s), Truth::True);
        QCOMPARE(eval(u"zero > 0 and ("_s + unknownOr + u")"_s), Truth::False);
        QCOMPARE(eval(unknownOr + u" or zero > 0"_s), Truth::Unknown);
        // Every term a different absent fact: each listed once, in order, in linear time.
        const Detector d = Detector::parse(distinct);
        QVERIFY(d.isValid());
        QCOMPARE(d.factNames().size(), n);
        const DetectorResult r = d.evaluate(sample());
        QCOMPARE(r.truth, Truth::Unknown);
        QCOMPARE(r.missing.size(), n);
        QCOMPARE(r.missing.last(), u"m261999"_s);
        // 1 + 2 - 1 + 2 - 1 ... folded from the left: 1 + 131000 * 2 - 130999 * 1.
        QCOMPARE(eval(sum + u" == 131002"_s), Truth::True);
        QCOMPARE(eval(u"10 - 4 - 3 == 3 and 64 / 4 / 2 == 8 and 2 * 3 - 4 / 2 + 1 == 5"_s), Truth::True);
    }

    void cacheSharesTrees()
    {
        const QString text = QStringLiteral("count(ptx, \"ld\") > 1");
        const Detector a = Detector::cached(text);
        const Detector b = Detector::cached(text);
        QVERIFY(a.isValid() && b.isValid());
        DetectorCache cache;
        QCOMPARE(a.evaluate(sample(), cache).truth, Truth::True);
        QCOMPARE(cache.text.size(), 1);
        QCOMPARE(b.evaluate(sample(), cache).truth, Truth::True);
        QCOMPARE(cache.text.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestDetector)
#include "tst_detector.moc"
