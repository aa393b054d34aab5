// SPDX-License-Identifier: MIT
// The report over a workspace built from the measured pairs of bench.json, against figures computed by hand.
#include "benchrounds.h"
#include "core/statistics.h"
#include "testsupport.h"
#include "workspace/report.h"
#include "workspace/roundfile.h"
#include "workspace/workspace.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;

static bool near(std::optional<double> v, double expected, double tolerance = 1e-5)
{
    return v && qAbs(*v - expected) <= tolerance;
}

static void recordAll(Workspace &ws, const QJsonArray &rounds)
{
    for (qsizetype i = 0; i < rounds.size(); ++i) {
        QString error;
        const auto rec = parseRoundRecord(rounds.at(i).toObject(), QStringLiteral("bench[%1]").arg(i), QString(), &error);
        QVERIFY2(rec, qPrintable(error));
        QVERIFY2(ws.record(*rec, &error), qPrintable(error));
    }
}

class TestReport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void figuresByHand()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        recordAll(ws, Test::benchRounds());
        const Report report = Report::build(ws.operators(), ws.rounds());
        QCOMPARE(report.operators.size(), 3);
        // Operators are sorted by name: matmul, softmax, transpose. Hand computation from bench.json (ms):
        // matmul   naive 0.024608 0.0472 0.296544 2.162688 0.733312 / tuned 0.010112 0.014144 0.030144 0.231488 0.561536
        //          per case 2.4335 3.3371 9.8376 9.3425 1.3059 -> geomean 3.960726
        //          geomean ms: initial 0.222576, best 0.056196, reference (tuned's torch_ms) 0.031291 -> vs reference 0.556829
        // softmax  3pass 0.010368 0.028736 0.09648 0.440064 0.52592 / fused 0.008 0.013312 0.037408 0.134912 0.136768
        //          per case 1.2960 2.1587 2.5791 3.2619 3.8453 -> geomean 2.462251; initial 0.092172, best 0.037434,
        //          reference 0.049930 -> vs reference 1.333816
        // transpose naive 0.011104 0.031936 0.12368 0.494176 0.369888 / tiled 0.006752 0.012928 0.037888 0.134816 0.104032
        //          per case 1.6445 2.4703 3.2644 3.6656 3.5555 -> geomean 2.802383; initial 0.095676, best 0.034141,
        //          reference 0.098750 -> vs reference 2.892418
        // Overall: geomean (3.960726 * 2.462251 * 2.802383)^(1/3) = 3.012161, median 2.802383, all three > 2x,
        // none > 5x; best rounds 1, 1, 2 -> median 1; levels L4 (matmul), L3 (softmax), L3 (transpose).
        const OperatorReport &mm = report.operators.at(0), &sm = report.operators.at(1), &tp = report.operators.at(2);
        QCOMPARE(mm.name, QStringLiteral("matmul"));
        QCOMPARE(mm.cases, 5);
        QVERIFY(near(mm.speedup, 3.960726));
        QVERIFY(near(mm.initialMs, 0.222576));
        QVERIFY(near(mm.bestMs, 0.056196));
        QVERIFY(near(mm.referenceMs, 0.031291));
        QVERIFY(near(mm.speedupVsReference, 0.556829));
        QCOMPARE(mm.bestRound, 1);
        QCOMPARE(mm.bestLevel, QStringLiteral("L4"));
        QVERIFY(near(sm.speedup, 2.462251));
        QVERIFY(near(sm.initialMs, 0.092172));
        QVERIFY(near(sm.bestMs, 0.037434));
        QVERIFY(near(sm.referenceMs, 0.049930));
        QVERIFY(near(sm.speedupVsReference, 1.333816));
        QVERIFY(near(tp.speedup, 2.802383));
        QVERIFY(near(tp.speedupVsReference, 2.892418));
        QCOMPARE(tp.bestRound, 2); // transpose#1 failed
        QCOMPARE(tp.rounds, 2);
        QVERIFY(near(report.geomean, 3.012161));
        QVERIFY(near(report.median, 2.802383));
        QCOMPARE(report.over2x, 3);
        QCOMPARE(report.over5x, 0);
        QVERIFY(near(report.bestRoundMedian, 1.0));
        QCOMPARE(report.levels,
            (QMap<QString, int> { { QStringLiteral("L1"), 0 }, { QStringLiteral("L2"), 0 }, { QStringLiteral("L3"), 2 },
                { QStringLiteral("L4"), 1 } }));
        // Charts: transpose's running best starts at the initial kernel (1.0) and has no point for the failed round.
        QCOMPARE(report.series.at(2).perRound.size(), 1);
        QCOMPARE(report.series.at(2).bestSoFar.size(), 2);
        QCOMPARE(report.series.at(2).bestSoFar.at(1).x(), 2.0);
        QCOMPARE(report.distribution.size(), 3);
        QVERIFY(report.distribution.at(0) < report.distribution.at(2));
        QVERIFY(report.diagnostics.warnings.isEmpty());
    }
    // core/statistics.h: the median beside the geometric mean, on matmul's per-case speedups from bench.json
    // (naive ms / tuned ms, figuresByHand): 2.4335 3.3371 9.8376 9.3425 1.3059.
    void medianBesideGeometricMean()
    {
        const QList<double> matmul { 0.024608 / 0.010112, 0.0472 / 0.014144, 0.296544 / 0.030144, 2.162688 / 0.231488,
            0.733312 / 0.561536 };
        QVERIFY(qAbs(*median(matmul) - 0.0472 / 0.014144) < 1e-12); // odd count: the middle one, 3.3371
        QVERIFY(qAbs(*geometricMean(matmul) - 3.960726) < 1e-5);
        const QList<double> four = matmul.first(4); // even count: the mean of the middle two (3.3371, 9.3425)
        QVERIFY(qAbs(*median(four) - (0.0472 / 0.014144 + 2.162688 / 0.231488) / 2) < 1e-12);
        QVERIFY(!median({}).has_value());
        QVERIFY(!geometricMean({}).has_value());
    }
    void jsonShape()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        recordAll(ws, Test::benchRounds());
        const QJsonObject doc = Report::build(ws.operators(), ws.rounds()).toJson();
        for (const char *key :
            { "operators", "geomean", "median", "over_2x", "over_5x", "best_round_median", "levels", "warnings", "ignored" })
            QVERIFY2(doc.contains(QLatin1String(key)), key);
        const QJsonObject tp = doc.value(QStringLiteral("operators")).toArray().at(2).toObject();
        for (const char *key : { "name", "cases", "initial_ms", "best_ms", "reference_ms", "speedup", "speedup_vs_reference",
                 "best_round", "best_level" })
            QVERIFY2(tp.contains(QLatin1String(key)), key);
        QCOMPARE(tp.value(QStringLiteral("best_round")).toInt(), 2);
        QCOMPARE(doc.value(QStringLiteral("levels")).toObject().value(QStringLiteral("L3")).toInt(), 2);
        QCOMPARE(doc.value(QStringLiteral("over_2x")).toInt(), 3);
        const QString md = Report::build(ws.operators(), ws.rounds()).toMarkdown();
        QVERIFY2(md.contains(QStringLiteral("| transpose | 5 | 0.09568 | 0.03414 | 0.09875 | 2.80× | 2.89× | 2 | L3 |")),
            qPrintable(md));
        QVERIFY(md.contains(QStringLiteral("geometric mean 3.01×, median 2.80×; over 2×: 3, over 5×: 0; median best round: 1.")));
    }
    void withoutAcceptedRound()
    {
        // An operator whose only round failed keeps its initial kernel: speedup 1, no best round; an unfinished
        // round is reported.
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        QJsonObject softmax = Test::benchRounds().at(0).toObject();
        softmax.remove(QStringLiteral("outcome"));
        softmax.remove(QStringLiteral("validation"));
        recordAll(ws, { softmax });
        const Report report = Report::build(ws.operators(), ws.rounds());
        QVERIFY(near(report.operators.at(0).speedup, 1.0));
        QVERIFY(near(report.operators.at(0).bestMs, 0.092172));
        // softmax_3pass's own torch_ms: 0.00704 0.015232 0.044768 0.212256 0.279024 -> geomean 0.049064
        QVERIFY(near(report.operators.at(0).referenceMs, 0.049064));
        QCOMPARE(report.operators.at(0).bestRound, 0);
        QCOMPARE(report.operators.at(0).unfinished, 1);
        QCOMPARE(report.over2x, 0);
        QVERIFY(!report.bestRoundMedian);
        QCOMPARE(report.diagnostics.warnings.size(), 1);
        QVERIFY(report.toJson().value(QStringLiteral("best_round_median")).isNull());
    }
};

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
