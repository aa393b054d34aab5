// SPDX-License-Identifier: MIT
// Chart data reduction on the fixtures: kernel time breakdown from torch_trace.json, roofline placement from
// bench.json (bytes and FLOPs; values computed by hand below), speedups over the PyTorch reference, Ascend
// pipe ratios; and the ChartView wrapper drawing them; and the tabs a profile opens in the main window.
#include "charts/chartreduce.h"
#include "charts/chartspane.h"
#include "charts/chartview.h"
#include "core/backendregistry.h"
#include "mainwindow.h"
#include "profile/profilereader.h"
#include "pathviews.h"
#include "profiletabs.h"
#include "testsupport.h"

#include <QTabWidget>
#include <QTest>

using namespace Lowerscope;
using namespace Lowerscope::Ui;
using namespace Lowerscope::Ui::Charts;

namespace {
HardwareModel h200()
{
    const BackendInterface *cuda = BackendRegistry::instance().backend(QStringLiteral("cuda"));
    return cuda->hardware().constFirst();
}
const RooflinePoint *point(const Roofline &r, const QString &label)
{
    for (const RooflinePoint &p : r.points)
        if (p.label == label)
            return &p;
    return nullptr;
}
} // namespace

class TestCharts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void breakdownFromTorchTrace()
    {
        const Profile p = readProfile(Test::dataPath(QStringLiteral("triton-h200/torch_trace.json"))).profile;
        const BarChart chart = kernelTimeBreakdown(p, 4);
        // 13 kernel names; sums of "dur" per name: rowsum_atomic 770.715 µs, gemv_scalar 597.116 µs.
        QCOMPARE(chart.categories.size(), 5);
        QCOMPARE(chart.categories.at(0), QStringLiteral("rowsum_atomic_kernel"));
        QCOMPARE(chart.categories.at(1), QStringLiteral("gemv_scalar_kernel"));
        QCOMPARE(chart.categories.at(4), QStringLiteral("other (9 kernels)"));
        QVERIFY(qAbs(chart.series.first().values.at(0) - 770.715) < 0.01);
        QVERIFY(qAbs(chart.series.first().values.at(1) - 597.116) < 0.01);
    }

    void benchAndRoofline()
    {
        const BenchResults bench = BenchResults::read(Test::dataPath(QStringLiteral("triton-h200/bench.json")));
        QVERIFY(bench.diagnostics.warnings.isEmpty());
        QCOMPARE(bench.cases.size(), 35); // 7 kernels × 5 cases
        QCOMPARE(bench.cases.first().line, 2);
        const QList<KernelWork> work = workFromBench(bench);
        QCOMPARE(work.size(), 5); // the transposes do no FLOPs and cannot sit on a log axis
        // The engine places the kernels; the chart adds labels and axes.
        const RooflinePlacement placed = placeOnRoofline(h200(), work);
        QCOMPARE(placed.points.size(), 5);
        const Roofline r = roofline(placed);
        QCOMPARE(r.bandwidth, 4.8e12);
        QCOMPARE(r.roofs.size(), 3);
        // vadd case 4: 134217745 FLOP over 1610612940 B in 0.3911679983139038 ms.
        const RooflinePoint *vadd = point(r, QStringLiteral("vadd"));
        QVERIFY(vadd);
        QVERIFY(qAbs(vadd->intensity - 0.0833333) < 1e-6);
        QVERIFY(qAbs(vadd->flopsPerSecond / 3.431205e11 - 1) < 1e-6);
        QCOMPARE(vadd->bound, QStringLiteral("memory-bound")); // 0.083 < ridge 67e12 / 4.8e12 = 13.96
        // matmul_tuned case 3: 2·4096³ FLOP over 3·4096²·2 B = 1365.33 FLOP/B, 5.937e14 FLOP/s: above the FP32 roof
        // (67 TFLOP/s), so classed against tensor FP16 (989 TFLOP/s, ridge 206): compute-bound.
        const RooflinePoint *mm = point(r, QStringLiteral("matmul_tuned"));
        QVERIFY(mm);
        QVERIFY(qAbs(mm->intensity - 1365.3333) < 1e-3);
        QVERIFY(qAbs(mm->flopsPerSecond / 5.937195e14 - 1) < 1e-6);
        QCOMPARE(mm->bound, QStringLiteral("compute-bound"));
        QVERIFY(r.xMin <= 0.0833 && r.xMax >= 1365.4 && r.yMax >= 1979e12);
    }

    void speedupsOverReference()
    {
        const BenchResults bench = BenchResults::read(Test::dataPath(QStringLiteral("triton-h200/bench.json")));
        const QList<BenchSpeedup> speedups = speedupsVsReference(bench);
        QList<OperatorSpeedup> s;
        for (const BenchSpeedup &b : speedups)
            s.append(OperatorSpeedup{b.kernel, {}, b.speedup});
        QCOMPARE(s.size(), 7);
        // vadd: geometric mean of torch_ms/ms over its 5 cases.
        const double expected = std::exp((std::log(0.005183999892324209 / 0.0044479998759925365) + std::log(0.008415999822318554 / 0.00774399982765317)
                                          + std::log(0.05251200124621391 / 0.052639998495578766) + std::log(0.1894880011677742 / 0.18985599279403687)
                                          + std::log(0.3720000088214874 / 0.3911679983139038)) / 5);
        QVERIFY(qAbs(s.first().speedup - expected) < 1e-9);
        const BarChart chart = speedupAcrossOperators(s, QStringLiteral("x"));
        QCOMPARE(chart.categories.size(), 7);
        QVERIFY(chart.series.first().values.first() >= chart.series.first().values.last());
        const LineChart rounds = speedupPerRound({{QStringLiteral("op"), {{1, 1.2}, {2, 1.9}}, 1.9}});
        QCOMPARE(rounds.series.size(), 1);
    }

    void ascendPipeRatios()
    {
        const Profile p = readProfile(Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze/kernel_details_PipeUtilization.csv"))).profile;
        const BarChart chart = pipeUtilisation(p);
        QVERIFY(!chart.isEmpty());
        QVERIFY(chart.stacked);
        // The first row, aclnnMatmul_MatMulCommon_MatMulV2: aic_mac_ratio 0.824, aic_mte2_ratio 0.964.
        const int row = int(chart.categories.indexOf(QStringLiteral("aclnnMatmul_MatMulCommon_MatMulV2")));
        QVERIFY(row >= 0);
        for (const BarSeries &s : chart.series)
            if (s.name == QLatin1String("aic_mac_ratio"))
                QVERIFY2(s.values.at(row) > 60 && s.values.at(row) <= 100, qPrintable(QString::number(s.values.at(row))));
        // A CUDA profile has no pipes.
        QVERIFY(pipeUtilisation(readProfile(Test::dataPath(QStringLiteral("triton-h200/torch_trace.json"))).profile).isEmpty());
    }

    void chartViewDraws()
    {
        const BenchResults bench = BenchResults::read(Test::dataPath(QStringLiteral("triton-h200/bench.json")));
        ChartView view;
        view.setRoofline(roofline(placeOnRoofline(h200(), workFromBench(bench))));
        QCOMPARE(view.seriesCount(), 3 + 2); // three roofs, memory- and compute-bound kernels
        view.setBarChart(kernelTimeBreakdown(readProfile(Test::dataPath(QStringLiteral("triton-h200/torch_trace.json"))).profile));
        QCOMPARE(view.seriesCount(), 1);
        QCOMPARE(view.title(), QStringLiteral("Kernel time breakdown"));
    }

    void mainWindowOpensTimelineAndCharts()
    {
        MainWindow w({QString(), QString(), false});
        w.show();
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/torch_trace.json"))));
        QVERIFY(w.waitUntilIdle(30000));
        QVERIFY(w.profileTabs()->timeline());
        QVERIFY(w.profileTabs()->charts());
        QVERIFY(w.showView(QStringLiteral("timeline")));
        QCOMPARE(w.centralTabs()->currentWidget()->objectName(), QStringLiteral("timelineTab"));
        QVERIFY(w.showView(QStringLiteral("charts")));
        QCOMPARE(w.centralTabs()->tabText(w.centralTabs()->currentIndex()), QStringLiteral("Charts"));
        // bench.json next to the trace places kernels on the roofline.
        QVERIFY(w.profileTabs()->charts()->rooflineView()->isVisibleTo(w.profileTabs()->charts()));
    }

    void cancelledLoadKeepsNothing()
    {
        std::atomic<bool> cancel{true};
        JobControl control;
        control.cancel = &cancel;
        const PathViews v = PathViews::load({Test::dataPath(QStringLiteral("triton-h200/torch_trace.json")), {}, {}}, control);
        QVERIFY(v.cancelled());
        QVERIFY(v.timeline.isEmpty());
        QVERIFY(v.charts.isEmpty());
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
