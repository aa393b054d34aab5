// SPDX-License-Identifier: MIT
// The timeline over the fixtures' real traces: layout into depth rows, zoom at the cursor, pan, hit testing,
// search and selection details (values read by hand from torch_trace.json and trace_view.json), and level of
// detail on generated slices.
#include "profile/profilereader.h"
#include "profile/units.h"
#include "testsupport.h"
#include "timeline/timelinelod.h"
#include "timeline/timelinemodel.h"
#include "timeline/timelinepane.h"
#include "timeline/timelineview.h"

#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using namespace Lowerscope;
using namespace Lowerscope::Ui;

namespace {
TimelineModel readModel(const QString &relative)
{
    const ProfileReadResult r = readProfile(QFileInfo(relative).isAbsolute() ? relative : Test::dataPath(relative));
    return TimelineModel::build(r.profile);
}

int trackNamed(const TimelineModel &m, const QString &name)
{
    for (int t = 0; t < m.profile().tracks.size(); ++t)
        if (m.profile().tracks.at(t).name.trimmed() == name)
            return t;
    return -1;
}

// One track of COUNT slices of DURATION every PERIOD ns, in groups of GROUP separated by GAP ns.
Profile generated(int count, qint64 duration, qint64 period, int group = 0, qint64 gap = 0)
{
    Profile p;
    const int t = p.addTrack(QStringLiteral("stream 1"), TrackKind::Stream);
    const quint32 name = p.strings.intern(QByteArrayView("k"));
    qint64 time = 0;
    for (int i = 0; i < count; ++i) {
        if (group > 0 && i > 0 && i % group == 0)
            time += gap;
        Event e;
        e.start = time;
        e.duration = duration;
        e.name = name;
        p.tracks[t].events.append(e);
        time += period;
    }
    p.finish();
    return p;
}
} // namespace

class TestTimeline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void layoutOfTorchTrace()
    {
        const TimelineModel m = readModel(QStringLiteral("triton-h200/torch_trace.json"));
        // 88 X slices and 2 instants (python3 -c: ph in X, i).
        QCOMPARE(m.sliceCount(), 90);
        const int stream = trackNamed(m, QStringLiteral("stream 7"));
        QVERIFY(stream >= 0);
        // Kernels on one stream never overlap: one row of 39 kernels.
        int streamRows = 0, streamSlices = 0;
        for (const TimelineRow &r : m.rows())
            if (r.track == stream) {
                ++streamRows;
                streamSlices += int(r.slices.size());
            }
        QCOMPARE(streamRows, 1);
        QCOMPARE(streamSlices, 39);
        // Rows never overlap, so both starts and ends are sorted.
        for (const TimelineRow &r : m.rows())
            for (int i = 1; i < r.slices.size(); ++i)
                QVERIFY(r.slices.at(i - 1).end <= r.slices.at(i).start);
    }

    void searchAndDetails()
    {
        const TimelineModel m = readModel(QStringLiteral("triton-h200/torch_trace.json"));
        QCOMPARE(m.search(QStringLiteral("vadd")).size(), 3);
        QCOMPARE(m.search(QStringLiteral("LAUNCHKERNEL")).size(), 39); // 36 cuLaunchKernelEx + 3 cudaLaunchKernel
        QCOMPARE(m.search(QStringLiteral("no such kernel")).size(), 0);
        const auto hits = m.search(QStringLiteral("vadd_kernel"));
        QCOMPARE(hits.size(), 3);
        QVERIFY(m.isKernel(hits.first()));
        const TimelineEventDetails d = m.details(hits.first());
        QCOMPARE(d.name, QStringLiteral("vadd_kernel"));
        QCOMPARE(d.category, QStringLiteral("kernel"));
        QCOMPARE(d.duration, 4608); // "dur": 4.608 µs
        // ts 5079474842982.748 minus the first event's 5079474839845.417 µs.
        QVERIFY2(qAbs(d.start - 3137331) <= 1, qPrintable(QString::number(d.start)));
        QString grid, correlation;
        for (const auto &[k, v] : d.args) {
            if (k == QLatin1String("grid"))
                grid = v;
            if (k == QLatin1String("correlation"))
                correlation = v;
        }
        QCOMPARE(correlation, QStringLiteral("6"));
        QVERIFY2(grid.contains(QLatin1String("1024")), qPrintable(grid));
    }

    void zoomPanAndHit()
    {
        TimelineView view;
        view.resize(1220, 600);
        view.setModel(readModel(QStringLiteral("triton-h200/torch_trace.json")));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.zoomToFit();
        QCOMPARE(view.visibleStart() <= view.model().begin(), true);
        QCOMPARE(view.visibleEnd() >= view.model().end(), true);

        const auto hits = view.model().search(QStringLiteral("vadd_kernel"));
        const TimelineSlice first = view.model().slice(hits.first());
        const int area = view.viewport()->width() - view.labelWidth();
        // 20 µs around the kernel: 4608 ns are a wide box; its middle is under x.
        view.showRange(first.start - 10000, first.start + 10000);
        QVERIFY(qAbs(view.nsPerPixel() - 20000.0 / area) < 1e-9);
        const QRect row = view.rowRect(hits.first().row);
        QVERIFY(!row.isEmpty());
        const double x = view.xForTime(first.start + 2304);
        QCOMPARE(view.hitAt(QPoint(int(x), row.center().y())), hits.first());

        // Zoom in 2× at that x: the time under the cursor stays, the scale halves, the hit stays.
        const qint64 before = view.timeForX(x);
        const double scale = view.nsPerPixel();
        view.zoomAt(x, 0.5);
        QVERIFY(qAbs(view.timeForX(x) - before) <= 1);
        QVERIFY(qAbs(view.nsPerPixel() - scale / 2) < 1e-9);
        QCOMPARE(view.hitAt(QPoint(int(x), row.center().y())), hits.first());

        // Pan by 100 px: the window moves by 100 px worth of time; the kernel's middle moves left.
        const qint64 start = view.visibleStart();
        const double kernelX = view.xForTime(first.start + 2304);
        view.panBy(100);
        QVERIFY(qAbs(view.visibleStart() - (start + qint64(100 * view.nsPerPixel()))) <= 1);
        QVERIFY2(qAbs(view.xForTime(first.start + 2304) - (kernelX - 100)) < 0.01,
            qPrintable(QStringLiteral("%1 %2").arg(view.xForTime(first.start + 2304)).arg(kernelX)));

        // Keys: W zooms in, S back out, Home fits the whole trace.
        const double s0 = view.nsPerPixel();
        QTest::keyClick(&view, Qt::Key_W);
        QVERIFY(view.nsPerPixel() < s0);
        QTest::keyClick(&view, Qt::Key_S);
        QVERIFY(qAbs(view.nsPerPixel() - s0) < s0 * 1e-6);
        QTest::keyClick(&view, Qt::Key_Home);
        QVERIFY(view.visibleStart() <= view.model().begin());
    }

    void clickSelectsAndDoubleClickJumps()
    {
        TimelineView view;
        view.resize(1200, 600);
        view.setModel(readModel(QStringLiteral("triton-h200/torch_trace.json")));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto hit = view.model().search(QStringLiteral("matmul_naive_kernel")).first();
        const TimelineSlice s = view.model().slice(hit);
        view.showRange(s.start - (s.end - s.start), s.end + (s.end - s.start));
        const QPoint at(int(view.xForTime((s.start + s.end) / 2)), view.rowRect(hit.row).center().y());
        QSignalSpy selected(&view, &TimelineView::selectionChanged);
        QSignalSpy jump(&view, &TimelineView::kernelActivated);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(view.selection(), hit);
        QCOMPARE(selected.count(), 1);
        QTest::mouseDClick(view.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(jump.count(), 1);
        QCOMPARE(jump.first().first().toString(), QStringLiteral("matmul_naive_kernel"));
        // A drag pans instead of selecting.
        const qint64 start = view.visibleStart();
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, at);
        QTest::mouseMove(view.viewport(), at + QPoint(-80, 0));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, at + QPoint(-80, 0));
        QVERIFY(view.visibleStart() > start);
        QCOMPARE(view.selection(), hit);
    }

    void paneSearchNextSelects()
    {
        TimelinePane pane;
        pane.resize(1400, 700);
        pane.setModel(readModel(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze/trace_view.json")));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        // 18 X events whose name contains "matmul" (python3 -c over trace_view.json).
        pane.searchField()->setText(QStringLiteral("MatMul"));
        QCOMPARE(pane.view()->searchHitCount(), 18);
        pane.view()->nextSearchHit();
        QCOMPARE(pane.view()->currentSearchHit(), 0);
        const auto sel = pane.view()->selection();
        QVERIFY(pane.view()->model().name(sel).contains(QLatin1String("MatMul"), Qt::CaseInsensitive));
        QCOMPARE(pane.detailsView()->topLevelItem(0)->text(1), pane.view()->model().name(sel));
        pane.view()->previousSearchHit();
        QCOMPARE(pane.view()->currentSearchHit(), 17);
        // The hardware stream: 276 tasks on "Stream 3" of "Ascend Hardware".
        const int stream = trackNamed(pane.view()->model(), QStringLiteral("Stream 3"));
        QVERIFY(stream >= 0);
        QCOMPARE(pane.view()->model().profile().tracks.at(stream).events.size(), 276);
    }

    void fitsAfterLayoutAndNamesEveryTrack()
    {
        // The model arrives before the pane has its size (as on opening a file): the fit is made again once it does,
        // so the trace fills the width (2% margin), not twice its length.
        TimelinePane pane;
        pane.setModel(readModel(QStringLiteral("triton-h200/torch_trace.json")));
        pane.resize(1440, 900);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        TimelineView *view = pane.view();
        const double span = double(view->model().end() - view->model().begin());
        const double shown = double(view->visibleEnd() - view->visibleStart());
        QVERIFY2(qAbs(shown / span - 1.02) < 0.01, qPrintable(QString::number(shown / span)));
        // Kineto's pid -1 ("Activity Buffer Request") is named after what it holds, not "process -1".
        const TimelineModel &m = view->model();
        QVERIFY(trackNamed(m, QStringLiteral("Activity Buffer Request (pid -1)")) >= 0);
        for (int t = 0; t < m.profile().tracks.size(); ++t) {
            QVERIFY2(!m.trackLabel(t).trimmed().isEmpty(), qPrintable(QString::number(t)));
            QVERIFY2(!m.trackLabel(t).startsWith(QLatin1String("process ")), qPrintable(m.trackLabel(t)));
        }
        // Details on demand: no selection, no details pane.
        QVERIFY(!pane.detailsPane()->isVisible());
    }

    // The name column is as wide as torch_trace.json's names need at the width the main window gives the
    // timeline at 1440×900 (about 790 px): every group and track name whole, measured in the font it is drawn
    // in (bold for groups). Narrower, a long name is elided in the middle and whole in its tooltip.
    void trackNamesFitTheirColumn()
    {
        TimelinePane pane;
        pane.setModel(readModel(QStringLiteral("triton-h200/torch_trace.json")));
        pane.resize(790, 620);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        TimelineView *view = pane.view();
        QList<TimelineView::TrackLabel> labels = view->trackLabels();
        QStringList texts;
        for (const TimelineView::TrackLabel &l : labels) {
            texts.append(l.text);
            QVERIFY2(l.textWidth <= l.rect.width(), qPrintable(l.drawn));
            QVERIFY2(l.rect.right() < view->labelWidth(), qPrintable(l.drawn));
        }
        for (const QString &name : { QStringLiteral("Activity Buffer Request (pid -1)"),
                 QStringLiteral("PyTorch Profiler (0) (pid Spans)"), QStringLiteral("thread PyTorch Profiler") }) {
            const int i = int(texts.indexOf(name));
            QVERIFY2(i >= 0, qPrintable(texts.join(u'|')));
            QCOMPARE(labels.at(i).drawn, name); // whole (it was cut at the fixed 200 px column)
        }
        QVERIFY(view->labelWidth() > TimelineView::MinLabelWidth);
        QVERIFY(view->labelWidth() <= 790 * 2 / 5);
        // The time axis starts after the column: the fit still shows the whole trace.
        QVERIFY(view->visibleStart() <= view->model().begin() && view->visibleEnd() >= view->model().end());

        pane.resize(420, 620);
        QTRY_COMPARE(view->labelWidth(), int(TimelineView::MinLabelWidth));
        labels = view->trackLabels();
        int elided = 0;
        for (const TimelineView::TrackLabel &l : labels) {
            QVERIFY2(l.textWidth <= l.rect.width(), qPrintable(l.drawn));
            if (l.drawn == l.text)
                continue;
            ++elided;
            // Elided in the middle: the start and the end of the name stay.
            QVERIFY2(l.drawn.contains(QStringLiteral("…")), qPrintable(l.drawn));
            QVERIFY(l.text.startsWith(l.drawn.section(QStringLiteral("…"), 0, 0)));
            QVERIFY(l.text.endsWith(l.drawn.section(QStringLiteral("…"), 1)));
            QCOMPARE(view->toolTipAt(l.rect.center()), l.text);
        }
        QVERIFY(elided >= 1);
    }

    void flowsOnlyForTheSelection()
    {
        TimelinePane pane;
        pane.resize(1440, 900);
        pane.setModel(readModel(QStringLiteral("triton-h200/torch_trace.json")));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        TimelineView *view = pane.view();
        const auto hit = view->model().search(QStringLiteral("matmul_naive_kernel")).first();
        const TimelineSlice s = view->model().slice(hit);
        // Around the first matmul_naive launch: its launch on the CPU and the kernel on the GPU are both in view.
        view->showRange(s.start - 200000, s.end + 20000);
        QImage image(view->viewport()->size(), QImage::Format_ARGB32);
        QPainter painter(&image);
        view->render(painter, image.size());
        QCOMPARE(view->lastFrame().flows, 0); // nothing selected: no arrows over the rows
        view->setSelection(hit);
        view->render(painter, image.size());
        QCOMPARE(view->lastFrame().flows, 1); // the kernel's one launch arrow
        QVERIFY(pane.detailsPane()->isVisible());
        // The toggle draws them all.
        pane.allFlowsButton()->click();
        view->render(painter, image.size());
        QVERIFY(view->lastFrame().flows > 1);
    }

    void rangeSelectionMeasuresAndZooms()
    {
        TimelinePane pane;
        pane.resize(1440, 900);
        pane.setModel(readModel(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze/trace_view.json")));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        TimelineView *view = pane.view();
        const TimelineModel &m = view->model();
        // Shift+drag over the middle of the view picks a range.
        const int y = view->viewport()->height() / 2;
        const QPoint a(view->labelWidth() + 300, y), b(view->labelWidth() + 700, y);
        QTest::mousePress(view->viewport(), Qt::LeftButton, Qt::ShiftModifier, a);
        QTest::mouseMove(view->viewport(), b);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, Qt::ShiftModifier, b);
        QVERIFY(view->hasRange());
        QCOMPARE(view->rangeStart(), view->timeForX(a.x()));
        QCOMPARE(view->rangeEnd(), view->timeForX(b.x()));
        // Its events, counted independently over the profile's tracks: every event that overlaps the range.
        qint64 expected = 0;
        for (const Track &t : m.profile().tracks)
            for (const Event &e : t.events)
                expected
                    += e.start <= view->rangeEnd() && e.start + std::max<qint64>(0, e.duration) >= view->rangeStart() ? 1 : 0;
        QVERIFY(expected > 0);
        const TimelineRangeSummary sum = m.summarize(view->rangeStart(), view->rangeEnd());
        QCOMPARE(sum.events, expected);
        QCOMPARE(sum.duration, view->rangeEnd() - view->rangeStart());
        // The details pane shows it: duration and counts.
        QVERIFY(pane.detailsPane()->isVisible());
        QTreeWidget *details = pane.detailsView();
        QCOMPARE(details->topLevelItem(1)->text(0), QStringLiteral("Range duration"));
        QCOMPARE(details->topLevelItem(1)->text(1), Units::durationText(sum.duration));
        QCOMPARE(details->topLevelItem(2)->text(1), QLocale().toString(expected));
        // Zoom to selection: the range fills the view, with 5% either side.
        const qint64 r0 = view->rangeStart(), r1 = view->rangeEnd();
        QVERIFY(pane.zoomToSelectionButton()->isEnabled());
        pane.zoomToSelectionButton()->click();
        const qint64 pad = (r1 - r0) / 20;
        QVERIFY(qAbs(view->visibleStart() - (r0 - pad)) <= 1);
        QVERIFY(qAbs(view->visibleEnd() - (r1 + pad)) <= qint64(view->nsPerPixel()) + 1);
        // A plain click drops the range.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, a);
        QVERIFY(!view->hasRange());
    }

    void pipeRowsInFixedOrderWithLegend()
    {
        // No redistributable msprof op simulator trace exists: this one follows its documented structure
        // (docs/profiles.md: {"profilingType":"op", ...}, a core per process, a pipe per thread), with the
        // pipes listed out of order.
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("trace.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray json = "{\"profilingType\": \"op\", \"traceEvents\": [\n"
                          "{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": 1, \"args\": {\"name\": \"core0.cubecore0\"}}";
        const char *pipes[] = { "MTE2", "SCALAR", "FIXP", "CUBE", "MTE1" };
        for (int i = 0; i < 5; ++i)
            json += QStringLiteral(
                ",\n{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": 1, \"tid\": %1, \"args\": {\"name\": \"%2\"}}"
                ",\n{\"name\": \"op%1\", \"ph\": \"X\", \"pid\": 1, \"tid\": %1, \"ts\": %3, \"dur\": 2}")
                        .arg(i)
                        .arg(QLatin1String(pipes[i]))
                        .arg(10 + i)
                        .toUtf8();
        json += "\n]}\n";
        f.write(json);
        f.close();
        TimelinePane pane;
        pane.resize(1440, 900);
        pane.setModel(readModel(dir.filePath(QStringLiteral("trace.json"))));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        const TimelineModel &m = pane.view()->model();
        QStringList order;
        for (const TimelineNode &n : m.nodes())
            if (m.pipeOf(n.track) >= 0)
                order << m.trackLabel(n.track);
        QCOMPARE(order,
            (QStringList { QStringLiteral("CUBE"), QStringLiteral("SCALAR"), QStringLiteral("MTE1"), QStringLiteral("MTE2"),
                QStringLiteral("FIXP") }));
        QVERIFY(pane.pipeLegend()->isVisible());
        const QString legend = pane.pipeLegend()->text();
        QVERIFY2(legend.indexOf(QLatin1String("CUBE")) < legend.indexOf(QLatin1String("MTE2"))
                && legend.contains(QLatin1String("FIXPIPE")),
            qPrintable(legend));
        // A CUDA trace has no pipes and no legend.
        pane.setModel(readModel(QStringLiteral("triton-h200/torch_trace.json")));
        QVERIFY(!pane.pipeLegend()->isVisible());
    }

    void foldingOnGeneratedSlices()
    {
        // 100 000 slices of 10 ns every 20 ns: at 2000 ns/px all of them are one folded item.
        const TimelineModel dense = TimelineModel::build(generated(100000, 10, 20));
        const QList<TimelineSlice> &s = dense.rows().first().slices;
        QList<LodItem> items;
        TimeScale scale { 0, 0, 2000 };
        foldRow(s, 0, int(s.size()), scale, TimelineView::FoldPx, items);
        QCOMPARE(items.size(), 1);
        QCOMPARE(items.first().count, 100000);
        // 100 groups of 1000 slices, 20 µs apart: at 2000 ns/px each gap is 10 px, so one item per group.
        const TimelineModel groups = TimelineModel::build(generated(100000, 10, 20, 1000, 20000));
        const QList<TimelineSlice> &g = groups.rows().first().slices;
        foldRow(g, 0, int(g.size()), scale, TimelineView::FoldPx, items);
        QCOMPARE(items.size(), 100);
        for (const LodItem &i : std::as_const(items))
            QCOMPARE(i.count, 1000);
        // Deep zoom, 1 ns/px: 10 px slices stand alone; only the visible range is walked.
        scale = TimeScale { 0, 1000000, 1 };
        const auto [first, last] = groups.visibleRange(0, scale.time(0), scale.time(1000));
        foldRow(g, first, last, scale, TimelineView::FoldPx, items);
        QCOMPARE(items.size(), last - first);
        // Group 25 starts at 25 · 40 µs = 1 ms: 50 slices start inside the 1000 ns window and one at its right edge.
        QCOMPARE(items.size(), 51);
        for (const LodItem &i : std::as_const(items))
            QVERIFY(!i.folded());
    }

    void counterMinMaxPerColumn()
    {
        QList<CounterSample> samples;
        for (int i = 0; i < 1000; ++i)
            samples.append({ i, double(i % 10) });
        QList<CounterColumn> columns;
        reduceCounter(samples, TimeScale { 0, 0, 10 }, 100, columns);
        QCOMPARE(columns.size(), 100);
        for (const CounterColumn &c : std::as_const(columns)) {
            QCOMPARE(c.min, 0.0);
            QCOMPARE(c.max, 9.0);
        }
        // At 1 ns/px each column holds one sample: min == max == its value.
        reduceCounter(samples, TimeScale { 0, 100, 1 }, 10, columns);
        QCOMPARE(columns.size(), 10);
        QCOMPARE(columns.at(3).min, 3.0);
        QCOMPARE(columns.at(3).max, 3.0);
    }

    void collapseHidesRows()
    {
        TimelineView view;
        view.resize(1200, 600);
        view.setModel(readModel(QStringLiteral("triton-h200/torch_trace.json")));
        const auto hit = view.model().search(QStringLiteral("vadd_kernel")).first();
        QVERIFY(!view.rowRect(hit.row).isEmpty());
        int node = -1;
        for (int n = 0; n < view.model().nodes().size(); ++n)
            if (view.model().nodes().at(n).rows.contains(hit.row))
                node = view.model().nodes().at(n).parent;
        QVERIFY(node >= 0);
        view.setCollapsed(node, true);
        QVERIFY(view.rowRect(hit.row).isEmpty());
        view.setSelection({});
        view.setSearchText(QStringLiteral("vadd_kernel"));
        view.nextSearchHit(); // going to a hit opens its group
        QVERIFY(!view.isCollapsed(node));
        QVERIFY(!view.rowRect(hit.row).isEmpty());
    }
};

QTEST_MAIN(TestTimeline)
#include "tst_timeline.moc"
