// SPDX-License-Identifier: MIT
// One timeline frame at 1M events, fully zoomed out and deeply zoomed in (target ≤ 16 ms per frame).
// The trace is the profile benchmark's torch.profiler-shaped one (tests/bench_profile.cpp, same shape: cpu ops,
// runtime and driver launches, kernels on stream 7, ac2g flows), generated into a temporary folder; set
// LOWERSCOPE_BENCH_DIR to reuse a bench_trace.json that bench_profile left there.
#include "profile/profilereader.h"
#include "testsupport.h"
#include "timeline/timelineview.h"

#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;
using namespace Lowerscope::Ui;

// The same events as bench_profile's generator, written more compactly.
static void generate(const QString &path, int events)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QByteArray b
        = "{\"schemaVersion\": 1, \"deviceProperties\": [{\"id\": 0, \"name\": \"NVIDIA H200\", \"numSms\": 132}], "
          "\"traceEvents\": [\n"
          "{\"name\": \"process_name\", \"ph\": \"M\", \"ts\": 0, \"pid\": 0, \"tid\": 0, \"args\": {\"name\": \"python3\"}},\n"
          "{\"name\": \"thread_name\", \"ph\": \"M\", \"ts\": 0, \"pid\": 0, \"tid\": 7, \"args\": {\"name\": \"stream 7 \"}},\n";
    const char *kernels[] = { "vadd_kernel", "softmax_fused_kernel", "matmul_tuned_kernel", "transpose_tiled_kernel" };
    double ts = 5079474843576.791;
    for (int i = 0; i < events; ++i) {
        const QByteArray t = QByteArray::number(ts, 'f', 3), n = QByteArray::number(i);
        switch (i % 5) {
        case 0:
        case 1:
            b += "{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::" + QByteArray(i % 5 ? "fill_" : "zero_")
                + "\", \"pid\": 1115, \"tid\": 1115, \"ts\": " + t + ", \"dur\": 37.867, \"args\": {\"External id\": " + n
                + ", \"Input Dims\": [[4096]], \"Ev Idx\": " + n + "}},\n";
            break;
        case 2:
            b += "{\"ph\": \"X\", \"cat\": \"cuda_runtime\", \"name\": \"cudaLaunchKernel\", \"pid\": 1115, \"tid\": 1115, "
                 "\"ts\": "
                + t + ", \"dur\": 5.143, \"args\": {\"correlation\": " + n + "}},\n{\"ph\": \"s\", \"id\": " + n
                + ", \"pid\": 1115, \"tid\": 1115, \"ts\": " + t + ", \"cat\": \"ac2g\", \"name\": \"ac2g\"},\n";
            break;
        case 3:
            b += "{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"" + QByteArray(kernels[(i / 5) % 4])
                + "\", \"pid\": 0, \"tid\": 7, \"ts\": " + t
                + ", \"dur\": 4.608, \"args\": {\"correlation\": " + QByteArray::number(i - 1)
                + ", \"grid\": [1024, 1, 1], \"block\": [128, 1, 1]}},\n" + "{\"ph\": \"f\", \"id\": " + QByteArray::number(i - 1)
                + ", \"pid\": 0, \"tid\": 7, \"ts\": " + t + ", \"cat\": \"ac2g\", \"name\": \"ac2g\", \"bp\": \"e\"},\n";
            break;
        default:
            b += "{\"ph\": \"X\", \"cat\": \"cuda_driver\", \"name\": \"cuLaunchKernelEx\", \"pid\": 1115, \"tid\": 1115, "
                 "\"ts\": "
                + t + ", \"dur\": 3.527, \"args\": {\"correlation\": " + n + "}},\n";
        }
        ts += 1.25;
        if (b.size() > (1 << 22)) {
            f.write(b);
            b.clear();
        }
    }
    b += "{\"name\": \"Record Window End\", \"ph\": \"i\", \"s\": \"g\", \"pid\": \"\", \"tid\": \"\", \"ts\": "
        + QByteArray::number(ts, 'f', 3) + "}\n]}\n";
    f.write(b);
}

class BenchTimeline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        const QString dir
            = qEnvironmentVariableIsSet("LOWERSCOPE_BENCH_DIR") ? qEnvironmentVariable("LOWERSCOPE_BENCH_DIR") : m_tmp.path();
        const QString path = dir + QStringLiteral("/bench_trace.json");
        if (!QFile::exists(path))
            generate(path, 1000000);
        QElapsedTimer t;
        t.start();
        const ProfileReadResult r = readProfile(path);
        const qint64 readMs = t.elapsed();
        t.restart();
        m_model = TimelineModel::build(r.profile);
        qInfo("1M-event trace: read %lld ms, timeline layout %lld ms, %lld slices in %lld rows, %lld flows", readMs,
            qint64(t.elapsed()), m_model.sliceCount(), qint64(m_model.rows().size()), qint64(m_model.profile().flows.size()));
        QVERIFY(m_model.sliceCount() >= 1000000);
    }

    void frame_data()
    {
        QTest::addColumn<double>("span"); // ns shown across the view; 0 = whole trace
        QTest::newRow("zoomed-out") << 0.0;
        QTest::newRow("zoomed-in-20us") << 20000.0;
        QTest::newRow("zoomed-in-200ns") << 200.0;
    }
    void frame()
    {
        QFETCH(double, span);
        TimelineView view;
        view.resize(1600, 900);
        view.setModel(m_model);
        view.setShowAllFlows(true); // the worst case, as before flows followed the selection
        if (span > 0) {
            const qint64 mid = (m_model.begin() + m_model.end()) / 2;
            view.showRange(mid - qint64(span / 2), mid + qint64(span / 2));
        }
        QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        QElapsedTimer t;
        const int frames = 20;
        qint64 worst = 0, total = 0;
        for (int i = 0; i < frames; ++i) {
            t.start();
            QPainter p(&image);
            view.render(p, image.size());
            p.end();
            const qint64 ns = t.nsecsElapsed();
            worst = std::max(worst, ns);
            total += ns;
        }
        const auto s = view.lastFrame();
        qInfo("%s: mean %.2f ms, worst %.2f ms per frame (target 16 ms); %d boxes, %d folded holding %lld events, %d flows",
            QTest::currentDataTag(), total / 1e6 / frames, worst / 1e6, s.items, s.foldedItems, s.foldedEvents, s.flows);
        QBENCHMARK
        {
            QPainter p(&image);
            view.render(p, image.size());
        }
    }

private:
    QTemporaryDir m_tmp;
    TimelineModel m_model;
};

QTEST_MAIN(BenchTimeline)
#include "bench_timeline.moc"
