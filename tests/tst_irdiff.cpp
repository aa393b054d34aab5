// SPDX-License-Identifier: MIT
// The line diff behind the trajectory's diff view, on real pass snapshots of transpose_naive's MLIR dump.
// Snapshot ranges (header lines 635, 693, 1410, 1468, 1526) and the expected counts were checked by hand
// with `diff --minimal` on the same line ranges, with and without #loc numbers.
#include "testsupport.h"
#include "trajectory/irdiff.h"

#include <QFile>
#include <QTest>

using namespace Lowerscope;

static QStringList dumpLines()
{
    QFile f(Test::dataPath(QStringLiteral("triton-h200/transpose_naive/transpose_naive.mlir-passes.txt")));
    return f.open(QIODevice::ReadOnly) ? IrDiff::splitLines(QString::fromUtf8(f.readAll())) : QStringList();
}

// Lines after the header at FIRST (1-based) up to the line before NEXT.
static QStringList snapshot(const QStringList &dump, int header, int next)
{
    return dump.mid(header, next - header - 1);
}

class TestIrDiff : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void coalesceAddsLayoutConversions()
    {
        const QStringList dump = dumpLines();
        QVERIFY(dump.size() > 4600);
        QVERIFY(dump.at(634).contains(QLatin1String("IR Dump Before TritonGPUCoalesce")));
        const QStringList before = snapshot(dump, 635, 693), after = snapshot(dump, 693, 758);
        QCOMPARE(before.size(), 57);
        QCOMPARE(after.size(), 64);
        const IrDiff::Result d = IrDiff::diff(before, after);
        QCOMPARE(d.removed, 2); // the tt.load and tt.store on #blocked
        QCOMPARE(d.added, 9); // #blocked1, six ttg.convert_layout, the new tt.load and tt.store
        QCOMPARE(d.lines.size(), 57 + 9);
        QVERIFY(!d.approximate);
        int convert = 0;
        for (const IrDiff::Line &l : d.lines) {
            if (l.kind == IrDiff::Line::Added)
                convert += after.at(l.after - 1).contains(QLatin1String("ttg.convert_layout")) ? 1 : 0;
            if (l.kind == IrDiff::Line::Same)
                QCOMPARE(before.at(l.before - 1), after.at(l.after - 1));
        }
        QCOMPARE(convert, 6);
        // The first change is the new layout alias on line 2 of the second snapshot.
        QCOMPARE(d.lines.at(1).kind, IrDiff::Line::Added);
        QCOMPARE(d.lines.at(1).after, 2);
    }
    void locRenumberingIsNoChange()
    {
        const QStringList dump = dumpLines();
        QVERIFY(dump.at(1409).contains(QLatin1String("TritonLoopInvariantCodeMotion")));
        const QStringList before = snapshot(dump, 1410, 1468), after = snapshot(dump, 1468, 1526);
        const IrDiff::Result normalized = IrDiff::diff(before, after);
        QCOMPARE(normalized.removed, 20);
        QCOMPARE(normalized.added, 20);
        IrDiff::Options raw;
        raw.ignoreLocNumbers = false;
        const IrDiff::Result exact = IrDiff::diff(before, after, raw);
        QCOMPARE(exact.removed, 30);
        QCOMPARE(exact.added, 30);
    }
    void locNumbersStripped()
    {
        QCOMPARE(IrDiff::withoutLocNumbers(QStringLiteral("%0 = tt.get_program_id x : i32 loc(#loc12)")),
            QStringLiteral("%0 = tt.get_program_id x : i32 loc(#loc)"));
        QCOMPARE(IrDiff::withoutLocNumbers(QStringLiteral("#loc3 = loc(callsite(#loc1 at #loc27))")),
            QStringLiteral("#loc = loc(callsite(#loc at #loc))"));
    }
    void edgeCases()
    {
        const QStringList a { QStringLiteral("x"), QStringLiteral("y") };
        QCOMPARE(IrDiff::diff({}, {}).lines.size(), 0);
        QCOMPARE(IrDiff::diff(a, {}).removed, 2);
        QCOMPARE(IrDiff::diff({}, a).added, 2);
        QCOMPARE(IrDiff::diff(a, a).added, 0);
        // Past the edit limit the middle is reported as replaced, still with exact counts of lines.
        QStringList big1, big2;
        for (int i = 0; i < 3000; ++i) {
            big1 << QString::number(i);
            big2 << QString::number(-i - 1);
        }
        IrDiff::Options small;
        small.maxEditDistance = 100;
        const IrDiff::Result r = IrDiff::diff(big1, big2, small);
        QVERIFY(r.approximate);
        QCOMPARE(r.removed, 3000);
        QCOMPARE(r.added, 3000);
    }
};

QTEST_GUILESS_MAIN(TestIrDiff)
#include "tst_irdiff.moc"
