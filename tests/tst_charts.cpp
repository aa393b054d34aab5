// SPDX-License-Identifier: MIT
// Chart data reduction on the fixtures: kernel time breakdown from torch_trace.json, roofline placement from
// bench.json (bytes and FLOPs; values computed by hand below), speedups over the PyTorch reference, Ascend
// pipe ratios; and the ChartView wrapper drawing them; and the tabs a profile opens in the main window.
#include "charts/chartlegend.h"
#include "charts/chartreduce.h"
#include "charts/chartspane.h"
#include "charts/chartview.h"
#include "core/backendregistry.h"
#include "core/language.h"
#include "profile/pipes.h"
#include "profile/profilereader.h"
#include "profile/profilesignals.h"
#include "shell/mainwindow.h"
#include "shell/pathviews.h"
#include "shell/profiletabs.h"
#include "testsupport.h"

#include <QFile>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

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

// The texts of an SVG file's <text> elements, whitespace trimmed.
QStringList svgTexts(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&f);
    QStringList out;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            out.append(xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed());
    return xml.hasError() ? QStringList { QStringLiteral("XML error: ") + xml.errorString() } : out;
}

// Every drawn label of VIEW inside its plot, none over another or over a point; every legend entry whole and
// inside the legend, none over another, and the legend given the height its lines need.
void checkNoClipping(const ChartView *view, const QString &what)
{
    const QList<QRectF> labels = view->labelRects();
    const QRectF plot = view->plotArea();
    const QStringList texts = view->labelTexts();
    for (int i = 0; i < labels.size(); ++i) {
        QVERIFY2(plot.contains(labels.at(i)), qPrintable(what + QStringLiteral(": label outside the plot: ") + texts.at(i)));
        for (int j = 0; j < i; ++j)
            QVERIFY2(!labels.at(i).intersects(labels.at(j)),
                qPrintable(what + QStringLiteral(": ") + texts.at(i) + QStringLiteral(" over ") + texts.at(j)));
        for (const QRectF &m : view->markerRects())
            QVERIFY2(!labels.at(i).intersects(m), qPrintable(what + QStringLiteral(": label over a point: ") + texts.at(i)));
    }
    const ChartLegend *legend = view->legend();
    if (legend->entries().isEmpty())
        return;
    QVERIFY2(legend->isVisible(), qPrintable(what));
    const int width = legend->width();
    const QList<QRect> rects = legend->entryRects(width);
    const QStringList drawn = legend->drawnTexts(width);
    const QFontMetrics fm(legend->font());
    for (int i = 0; i < rects.size(); ++i) {
        QCOMPARE(drawn.at(i), legend->entries().at(i).text); // whole, not elided
        QVERIFY2(rects.at(i).left() >= 0 && rects.at(i).right() < width,
            qPrintable(what + QStringLiteral(": legend entry cut: ") + drawn.at(i)));
        QVERIFY(rects.at(i).width() >= fm.horizontalAdvance(drawn.at(i)));
        for (int j = 0; j < i; ++j)
            QVERIFY2(!rects.at(i).intersects(rects.at(j)),
                qPrintable(what + QStringLiteral(": legend entries overlap: ") + drawn.at(i)));
    }
    QVERIFY2(legend->height() >= legend->heightForWidth(width), qPrintable(what + QStringLiteral(": legend cut at the bottom")));
}
} // namespace

class TestCharts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { Language::install(QStringLiteral("en")); } // a failed language row leaves the others in English

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
            s.append(OperatorSpeedup { b.kernel, {}, b.speedup });
        QCOMPARE(s.size(), 7);
        // vadd: geometric mean of torch_ms/ms over its 5 cases.
        const double expected = std::exp(
            (std::log(0.005183999892324209 / 0.0044479998759925365) + std::log(0.008415999822318554 / 0.00774399982765317)
                + std::log(0.05251200124621391 / 0.052639998495578766) + std::log(0.1894880011677742 / 0.18985599279403687)
                + std::log(0.3720000088214874 / 0.3911679983139038))
            / 5);
        QVERIFY(qAbs(s.first().speedup - expected) < 1e-9);
        const BarChart chart = speedupAcrossOperators(s, QStringLiteral("x"));
        QCOMPARE(chart.categories.size(), 7);
        QVERIFY(chart.series.first().values.first() >= chart.series.first().values.last());
        const LineChart rounds = speedupPerRound({ { QStringLiteral("op"), { { 1, 1.2 }, { 2, 1.9 } }, 1.9 } });
        QCOMPARE(rounds.series.size(), 1);
    }

    void ascendPipeRatios()
    {
        const Profile p = readProfile(
            Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze/kernel_details_PipeUtilization.csv")))
                              .profile;
        const BarChart chart = pipeUtilisation(p);
        QVERIFY(!chart.isEmpty());
        // Per-pipe bars side by side, never stacked past 100%: a core's pipes run at once.
        QVERIFY(!chart.stacked);
        QCOMPARE(chart.maxValue, 100.0);
        QCOMPARE(chart.valueKind, ValueKind::Percent);
        // One category per core: seven kernels have pipe ratios, three of them MIX (a cube and a vector core
        // each): ten cores, the eight of the longest kernels shown.
        QCOMPARE(chart.categories.size(), 8);
        QVERIFY2(chart.title.contains(QLatin1String("8 of 10")), qPrintable(chart.title));
        // Longest first: FlashAttentionScoreGrad, 3,038.44 µs over four launches.
        const QString grad = QStringLiteral("aclnnFlashAttentionScoreGrad_FlashAttentionScoreGrad_FlashAttentionScoreGrad");
        QCOMPARE(chart.categories.at(0), grad + QStringLiteral(" · cube core"));
        QCOMPARE(chart.categories.at(1), grad + QStringLiteral(" · vector core"));
        // Series are pipes in the one fixed order, each in its pipe's colour.
        QStringList names;
        for (const BarSeries &s : chart.series) {
            names << s.name;
            QCOMPARE(s.color, int(std::find_if(ascendPipes().cbegin(), ascendPipes().cend(), [&](const AscendPipe &a) {
                return a.id == s.name;
            }) - ascendPipes().cbegin()));
            for (double v : s.values)
                QVERIFY(v >= 0 && v <= 100);
        }
        QCOMPARE(names,
            (QStringList { QStringLiteral("CUBE"), QStringLiteral("VECTOR"), QStringLiteral("SCALAR"), QStringLiteral("MTE1"),
                QStringLiteral("MTE2"), QStringLiteral("MTE3"), QStringLiteral("FIXPIPE") }));
        // Means over its four launches: aic_mac_ratio 0.4565 and aic_mte2_ratio 0.523 on the cube core,
        // aiv_vec_ratio 0.42325 and aiv_mte2_ratio 0.27275 on the vector core.
        const auto value
            = [&](const QString &pipe, int category) { return chart.series.at(int(names.indexOf(pipe))).values.at(category); };
        QVERIFY(qAbs(value(QStringLiteral("CUBE"), 0) - 45.65) < 1e-9);
        QVERIFY(qAbs(value(QStringLiteral("MTE2"), 0) - 52.3) < 1e-9);
        QVERIFY(qAbs(value(QStringLiteral("VECTOR"), 1) - 42.325) < 1e-9);
        QVERIFY(qAbs(value(QStringLiteral("MTE2"), 1) - 27.275) < 1e-9);
        QCOMPARE(value(QStringLiteral("CUBE"), 1), 0.0); // a vector core has no cube
        // A CUDA profile has no pipes.
        QVERIFY(pipeUtilisation(readProfile(Test::dataPath(QStringLiteral("triton-h200/torch_trace.json"))).profile).isEmpty());
    }

    // The Charts tab's pipe shares and L2's pipe.* signals are one rule (BackendInterface::pipeShares): on a
    // real msprof capture every kernel's signal is the bar of the core its task type runs on (the larger of
    // both cores for MIX kernels), number for number.
    void pipeSharesAreL2s()
    {
        const Profile p = readProfile(
            Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze/kernel_details_PipeUtilization.csv")))
                              .profile;
        const BarChart chart = pipeUtilisation(p, 1000);
        const ProfileSignals l2 = ProfileSignals::compute(p);
        QStringList names;
        for (const BarSeries &s : chart.series)
            names << s.name;
        const auto bar = [&](const QString &category, const QString &pipe) {
            const qsizetype row = chart.categories.indexOf(category), series = names.indexOf(pipe);
            return row < 0 || series < 0 ? 0.0 : chart.series.at(series).values.at(row);
        };
        int compared = 0, mix = 0;
        for (const Kernel &k : p.kernels) {
            const KernelSignals s = l2.kernels.value(k.name);
            for (const AscendPipe &pipe : ascendPipes()) {
                if (pipe.signal.isEmpty() || !s.values.contains(pipe.signal))
                    continue;
                const double cube = bar(k.name + QStringLiteral(" · cube core"), pipe.id);
                const double vector = bar(k.name + QStringLiteral(" · vector core"), pipe.id);
                const bool isMix = k.taskType.contains(QLatin1String("MIX"));
                const bool isVector
                    = !isMix && (k.taskType.contains(QLatin1String("VECTOR")) || k.taskType.contains(QLatin1String("AIV")));
                const double expected = pipe.id == QLatin1String("CUBE") ? cube
                    : isMix                                              ? std::max(cube, vector)
                    : isVector                                           ? (vector > 0 ? vector : cube)
                                                                         : (cube > 0 ? cube : vector);
                QVERIFY2(qAbs(100 * s.values.value(pipe.signal).value - expected) < 1e-9,
                    qPrintable(QStringLiteral("%1 %2: L2 %3, chart %4")
                            .arg(k.name, pipe.id)
                            .arg(100 * s.values.value(pipe.signal).value)
                            .arg(expected)));
                ++compared;
                mix += isMix ? 1 : 0;
            }
        }
        // Seven kernels with pipe ratios, three of them MIX; FlashAttentionScoreGrad's MTE2 is the vector core's
        // 27.275 % on the chart, L2's pipe.mte2 the larger cube core's 52.3 %.
        QVERIFY2(compared >= 7 * 4, qPrintable(QString::number(compared)));
        QVERIFY(mix > 0);
        const QString grad = QStringLiteral("aclnnFlashAttentionScoreGrad_FlashAttentionScoreGrad_FlashAttentionScoreGrad");
        QVERIFY(qAbs(l2.kernels.value(grad).values.value(QStringLiteral("pipe.mte2")).value - 0.523) < 1e-9);
        QVERIFY(qAbs(bar(grad + QStringLiteral(" · vector core"), QStringLiteral("MTE2")) - 27.275) < 1e-9);
    }

    void readableLabelsUnitsTooltipsAndExport()
    {
        // The GPT-3 sample: FlashAttentionScore leads with 21,112.85 µs, drawn as 21.1 ms.
        const Profile p = readProfile(Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msinsight_gpt3_rank0"))).profile;
        ChartView view;
        view.resize(720, 420);
        const BarChart breakdown = kernelTimeBreakdown(p);
        QCOMPARE(breakdown.categories.first(), QStringLiteral("FlashAttentionScore"));
        view.setBarChart(breakdown);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.valueAxisTitle(), QStringLiteral("total time (ms)"));
        QCOMPARE(view.valueLabelFormat(), QStringLiteral("%.1f")); // 21.1 at most: one decimal, no exponent
        const int fa = int(breakdown.categories.indexOf(QStringLiteral("FlashAttentionScore")));
        QVERIFY(fa >= 0);
        QVERIFY2(view.barToolTip(0, fa).endsWith(QStringLiteral("21.11 ms")), qPrintable(view.barToolTip(0, fa)));
        QVERIFY(!view.barToolTip(0, fa).contains(QLatin1String("e+"))); // never scientific notation
        // A long name is elided in the middle (its start and its end stay), whole in the tooltip.
        const int longest = int(std::max_element(breakdown.categories.cbegin(), breakdown.categories.cend(),
                                    [](const QString &a, const QString &b) { return a.size() < b.size(); })
            - breakdown.categories.cbegin());
        const QString full = breakdown.categories.at(longest);
        QVERIFY(full.size() > 32);
        const QStringList drawn = view.drawnCategories();
        const QString shown = drawn.at(drawn.size() - 1 - longest); // horizontal bars are drawn bottom-up
        QCOMPARE(shown.size(), 32);
        QVERIFY(shown.contains(QStringLiteral("…")));
        QVERIFY(
            full.startsWith(shown.section(QStringLiteral("…"), 0, 0)) && full.endsWith(shown.section(QStringLiteral("…"), 1)));
        QVERIFY(view.barToolTip(0, longest).startsWith(full));
        // A narrow chart keeps fewer value ticks, so that "0.0 5.0 10.0 …" never run into each other.
        QCOMPARE(view.valueTickCount(), 5);
        view.resize(260, 420);
        QTest::qWait(50);
        QVERIFY2(view.valueTickCount() >= 2 && view.valueTickCount() < 5, qPrintable(QString::number(view.valueTickCount())));
        view.resize(720, 420);
        QTest::qWait(50);
        QCOMPARE(view.valueTickCount(), 5);
        // Series colours are distinct and none is near-white.
        view.setBarChart(pipeUtilisation(readProfile(
            Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze/kernel_details_PipeUtilization.csv")))
                .profile));
        const QList<QColor> colors = view.seriesColors();
        QCOMPARE(colors.size(), 7);
        for (int i = 0; i < colors.size(); ++i) {
            QVERIFY2(colors.at(i).lightness() < 200, qPrintable(colors.at(i).name()));
            for (int j = 0; j < i; ++j)
                QVERIFY(colors.at(i) != colors.at(j));
        }
        QCOMPARE(view.valueAxisTitle(), QStringLiteral("busy share of that core's time (%)"));
        // Export: PNG at twice the size, PDF as a vector document.
        QTemporaryDir dir;
        QString error;
        QVERIFY2(view.saveTo(dir.filePath(QStringLiteral("pipes.png")), &error), qPrintable(error));
        const QImage png(dir.filePath(QStringLiteral("pipes.png")));
        QCOMPARE(png.width(), 2 * view.width()); // the chart with its legend and note
        QVERIFY(view.saveTo(dir.filePath(QStringLiteral("pipes.pdf")), &error));
        QFile pdf(dir.filePath(QStringLiteral("pipes.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
    }

    // SVG export of real charts: vector, with every text as text (titles, categories, values, axes, legend).
    void svgExportHoldsTheTexts()
    {
        const Profile p = readProfile(Test::dataPath(QStringLiteral("triton-h200/torch_trace.json"))).profile;
        ChartView view;
        view.resize(720, 420);
        view.setBarChart(kernelTimeBreakdown(p));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(!view.labelRects().isEmpty());
        QTemporaryDir dir;
        QString error;
        const QString bars = dir.filePath(QStringLiteral("breakdown.svg"));
        QVERIFY2(view.saveTo(bars, &error), qPrintable(error));
        QStringList texts = svgTexts(bars);
        QVERIFY2(texts.contains(QStringLiteral("Kernel time breakdown")), qPrintable(texts.join(u'|')));
        QVERIFY2(texts.contains(QStringLiteral("rowsum_atomic_kernel")), qPrintable(texts.join(u'|')));
        QVERIFY2(texts.contains(QStringLiteral("gemv_scalar_kernel")), qPrintable(texts.join(u'|')));
        QVERIFY2(texts.contains(QStringLiteral("total time (µs)")), qPrintable(texts.join(u'|')));
        // The value labels: rowsum_atomic_kernel 770.715 µs, gemv_scalar_kernel 597.116 µs.
        QVERIFY2(texts.contains(QStringLiteral("771")) && texts.contains(QStringLiteral("597")), qPrintable(texts.join(u'|')));
        QVERIFY(texts.contains(QStringLiteral("0"))); // the value axis starts at 0

        // The roofline with the opened kernel: roofs and groups in the legend, kernels at their points.
        const BenchResults bench = BenchResults::read(Test::dataPath(QStringLiteral("triton-h200/bench.json")));
        view.setRoofline(roofline(placeOnRoofline(h200(), workFromBench(bench))), QStringLiteral("vadd"));
        QTRY_VERIFY(!view.labelRects().isEmpty());
        const QString roof = dir.filePath(QStringLiteral("roofline.svg"));
        QVERIFY2(view.saveTo(roof, &error), qPrintable(error));
        texts = svgTexts(roof);
        for (const QString &t : { QStringLiteral("arithmetic intensity (FLOP/byte)"), QStringLiteral("performance (TFLOP/s)"),
                 QStringLiteral("memory-bound"), QStringLiteral("opened: vadd"), QStringLiteral("vadd"),
                 QStringLiteral("FP32 roof, 67 TFLOP/s"), QStringLiteral("Tensor FP16 roof, 989 TFLOP/s") })
            QVERIFY2(texts.contains(t), qPrintable(t + QStringLiteral(" not in ") + texts.join(u'|')));
        QVERIFY2(texts.contains(view.title()), qPrintable(view.title()));
    }

    // The Charts tab as the main window shows it at 1440×900 (about 790×680 beside the docks), in every
    // language: labels inside their plot and clear of each other and of the points, legends whole.
    void labelsAndLegendsNeverClip_data()
    {
        QTest::addColumn<QString>("lang");
        for (const char *lang : { "en", "de", "es", "zh_CN", "ko" })
            QTest::newRow(lang) << QString::fromLatin1(lang);
    }
    void labelsAndLegendsNeverClip()
    {
        QFETCH(QString, lang);
        QCOMPARE(Language::install(lang), lang);
        const BenchResults bench = BenchResults::read(Test::dataPath(QStringLiteral("triton-h200/bench.json")));
        const Profile p = readProfile(Test::dataPath(QStringLiteral("triton-h200/torch_trace.json"))).profile;
        ChartsPane pane;
        pane.resize(790, 680);
        pane.setCharts(reduceCharts(p, bench));
        pane.setKernel(QStringLiteral("matmul_naive_kernel"));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QTRY_VERIFY(!pane.rooflineView()->labelRects().isEmpty());
        const ChartView *roof = pane.rooflineView();
        // The opened kernel's label is placed first, so it is always drawn; most of the others find a place.
        QVERIFY2(roof->labelTexts().contains(QStringLiteral("matmul_naive")), qPrintable(roof->labelTexts().join(u',')));
        QVERIFY2(roof->labelTexts().size() * 2 >= roof->markerRects().size(),
            qPrintable(QStringLiteral("%1 of %2").arg(roof->labelTexts().size()).arg(roof->markerRects().size())));
        QCOMPARE(roof->legend()->entries().size(), 3 + 3); // three roofs; opened, memory- and compute-bound
        for (const ChartView *v : { pane.breakdownView(), pane.rooflineView(), pane.operatorsView() }) {
            QVERIFY(v->isVisible());
            checkNoClipping(v, lang + QLatin1Char(' ') + v->title());
        }
        // The breakdown's values: one per bar, at the bars' ends (rowsum_atomic_kernel's 770.715 µs first).
        QCOMPARE(pane.breakdownView()->labelTexts().size(), pane.charts().breakdown.categories.size());
        QVERIFY2(pane.breakdownView()->labelTexts().contains(QLocale().toString(771)),
            qPrintable(pane.breakdownView()->labelTexts().join(u',')));
        // Narrower, the legend wraps onto more lines instead of cutting names.
        const int oneWide = roof->legend()->heightForWidth(2000);
        QVERIFY(roof->legend()->heightForWidth(250) > oneWide);
        pane.resize(560, 680);
        QTRY_VERIFY(roof->legend()->width() < 300);
        QTest::qWait(50);
        checkNoClipping(roof, lang + QStringLiteral(" narrow"));
        Language::install(QStringLiteral("en"));
    }

    void openedKernelOnItsRooflineOrANote()
    {
        const BenchResults bench = BenchResults::read(Test::dataPath(QStringLiteral("triton-h200/bench.json")));
        const Profile p = readProfile(Test::dataPath(QStringLiteral("triton-h200/torch_trace.json"))).profile;
        ChartsPane pane;
        pane.resize(1200, 800);
        pane.setCharts(reduceCharts(p, bench));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        // vadd_kernel (the Triton function of bench.json's "vadd") is drawn apart, in its own legend entry.
        pane.setKernel(QStringLiteral("vadd_kernel"));
        QVERIFY(pane.rooflineView()->seriesNames().contains(QStringLiteral("opened: vadd")));
        QVERIFY(pane.rooflineView()->note().isEmpty());
        QVERIFY2(pane.rooflineView()->pointToolTip(QStringLiteral("vadd")).contains(QLatin1String("memory-bound")),
            qPrintable(pane.rooflineView()->pointToolTip(QStringLiteral("vadd"))));
        // The transposes do no FLOPs: a note says so instead of leaving the reader to look for the point.
        pane.setKernel(QStringLiteral("transpose_naive_kernel"));
        QVERIFY2(pane.rooflineView()->note().contains(QLatin1String("count no FLOPs")), qPrintable(pane.rooflineView()->note()));
        QVERIFY(!pane.rooflineView()->seriesNames().join(u',').contains(QLatin1String("opened:")));
        pane.setKernel(QStringLiteral("not_benchmarked"));
        QVERIFY2(pane.rooflineView()->note().contains(QLatin1String("bench.json has no case")),
            qPrintable(pane.rooflineView()->note()));
        QCOMPARE(rooflineGap(pane.charts().placement, bench, QStringLiteral("vadd_kernel")), RooflineGap::None);
        QCOMPARE(
            rooflineGap(placeOnRoofline(pane.charts().placement.hardware, {}), BenchResults(), QStringLiteral("vadd_kernel")),
            RooflineGap::NoBench);
    }

    // A single kernel folder has no bench.json: its Nsight Compute capture places it on the roofline. matmul_naive's
    // ncu.raw.csv: sm__ops_path_tensor_op_hmma_src_fp16_dst_fp32_sparsity_off.sum 137,438,953,472 (2 × 4096³),
    // dram__bytes_read.sum 361.687808 MB + dram__bytes_write.sum 33.118976 MB, gpu__time_duration.sum 2.160096 ms:
    // 348.117 FLOP/byte at 63.626 TFLOP/s. transpose_naive counts no FLOPs: not placed, and the note says why.
    void singleKernelFolderOnItsRoofline()
    {
        const Profile p = readProfile(Test::dataPath(QStringLiteral("triton-h200/matmul_naive"))).profile;
        const ChartSet charts = reduceCharts(p, BenchResults());
        const int point = rooflinePointOf(charts.placement, QStringLiteral("matmul_naive_kernel"));
        QVERIFY(point >= 0);
        const RooflinePoint &pt = charts.placement.points.at(point);
        QVERIFY2(qAbs(pt.intensity - 348.117) < 0.001, qPrintable(QString::number(pt.intensity, 'f', 4)));
        QVERIFY2(qAbs(pt.flopsPerSecond / 1e12 - 63.626) < 0.001, qPrintable(QString::number(pt.flopsPerSecond / 1e12, 'f', 4)));
        QCOMPARE(rooflineGap(charts.placement, BenchResults(), QStringLiteral("matmul_naive_kernel")), RooflineGap::None);
        QVERIFY(!charts.roofline.isEmpty());
        ChartsPane pane;
        pane.resize(1200, 800);
        pane.setCharts(charts);
        pane.setKernel(QStringLiteral("matmul_naive_kernel"));
        QVERIFY(pane.rooflineView()->seriesNames().join(u',').contains(QLatin1String("opened: matmul_naive_kernel")));
        QVERIFY(pane.rooflineView()->note().isEmpty());
        const Profile t = readProfile(Test::dataPath(QStringLiteral("triton-h200/transpose_naive"))).profile;
        QVERIFY(workFromProfile(t, charts.placement.hardware).isEmpty());
        // bench.json's case wins over the capture for a kernel it has (its largest case).
        const BenchResults bench = BenchResults::read(Test::dataPath(QStringLiteral("triton-h200/bench.json")));
        const QList<KernelWork> work = workOf(bench, p, charts.placement.hardware);
        QCOMPARE(std::count_if(work.cbegin(), work.cend(),
                     [](const KernelWork &w) { return w.name.startsWith(QLatin1String("matmul_naive")); }),
            1);
        QCOMPARE(work.size(), workFromBench(bench).size());
    }

    void chartViewDraws()
    {
        const BenchResults bench = BenchResults::read(Test::dataPath(QStringLiteral("triton-h200/bench.json")));
        ChartView view;
        view.setRoofline(roofline(placeOnRoofline(h200(), workFromBench(bench))));
        QCOMPARE(view.seriesCount(), 3 + 2); // three roofs, memory- and compute-bound kernels
        view.setBarChart(
            kernelTimeBreakdown(readProfile(Test::dataPath(QStringLiteral("triton-h200/torch_trace.json"))).profile));
        QCOMPARE(view.seriesCount(), 1);
        QCOMPARE(view.title(), QStringLiteral("Kernel time breakdown"));
    }

    void mainWindowOpensTimelineAndCharts()
    {
        MainWindow w({ QString(), QString(), false });
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
        std::atomic<bool> cancel { true };
        JobControl control;
        control.cancel = &cancel;
        const PathViews v = PathViews::load({ Test::dataPath(QStringLiteral("triton-h200/torch_trace.json")), {}, {} }, control);
        QVERIFY(v.cancelled());
        QVERIFY(v.timeline.isEmpty());
        QVERIFY(v.charts.isEmpty());
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
