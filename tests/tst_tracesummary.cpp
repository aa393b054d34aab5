// SPDX-License-Identifier: MIT
// The whole trace at a glance (docs/profiles.md, "Trace summary") on the real H200 torch.profiler capture of
// tests/data/triton-h200: its span, the device's busy time, the kernels the costliest first, the library kernels
// (an ATen fill) told from the Triton ones; in `profile`, its JSON, the diagnosis' order and the Timeline tab.
// Reference values were computed from the trace's JSON independently (every X and instant event for the span,
// the union of the stream 7 slices for the busy time).
#include "core/kernelname.h"
#include "profile/profilereader.h"
#include "profile/tracesummary.h"
#include "testsupport.h"
#include "timeline/timelinemodel.h"
#include "timeline/timelinepane.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTest>

using namespace Lowerscope;
using namespace Lowerscope::Ui;

namespace {
const QString FillKernel = QStringLiteral(
    "void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, std::array<char*, 1ul> >(int, "
    "at::native::FillFunctor<float>, std::array<char*, 1ul>)");
QString torchTrace()
{
    return Test::dataPath(QStringLiteral("triton-h200/torch_trace.json"));
}
} // namespace

class TestTraceSummary : public QObject {
    Q_OBJECT

private slots:
    void summaryOfATorchTrace()
    {
        const ProfileReadResult r = readProfile(torchTrace());
        const TraceSummary s = summarizeTrace(r.profile);
        QCOMPARE(s.deviceStreams, 1); // stream 7
        QVERIFY2(qAbs(s.spanNs / 1000.0 - 6043.514) < 0.01, qPrintable(QString::number(s.spanNs)));
        // 39 kernel launches on one stream, none overlapping: the busy time is the kernels' sum.
        QVERIFY2(qAbs(s.deviceBusyNs / 1000.0 - 1851.734) < 0.01, qPrintable(QString::number(s.deviceBusyNs)));
        QVERIFY(qAbs(s.kernelUs - 1851.734) < 0.01);
        QVERIFY(s.busyShare() && qAbs(*s.busyShare() - 0.30640) < 1e-4);
        QCOMPARE(s.kernelsByTime.size(), 13);
        QCOMPARE(r.profile.kernels.at(s.kernelsByTime.at(0)).name, QStringLiteral("rowsum_atomic_kernel")); // 770.715 µs
        QCOMPARE(r.profile.kernels.at(s.kernelsByTime.at(1)).name, QStringLiteral("gemv_scalar_kernel")); // 597.116 µs
        QCOMPARE(r.profile.kernels.at(s.kernelsByTime.last()).name, FillKernel); // 2.113 µs
        const Kernel &top = r.profile.kernels.at(s.kernelsByTime.first());
        QVERIFY(qAbs(*s.kernelShare(top) - 770.715 / 1851.734) < 1e-4);
        // The fill is ATen's; the Triton kernels are the user's.
        QCOMPARE(s.libraries.size(), 13);
        QCOMPARE(s.libraries.at(r.profile.kernelIndex(FillKernel)), QStringLiteral("ATen"));
        QCOMPARE(s.libraries.count(QString()), 12);
    }

    void noTimelineNoSpan()
    {
        // Nsight Compute exports of one kernel: no stream track, so no span or busy share is claimed.
        const ProfileReadResult r = readProfile(Test::dataPath(QStringLiteral("triton-h200/transpose_naive")));
        const TraceSummary s = summarizeTrace(r.profile);
        QCOMPARE(s.deviceStreams, 0);
        QVERIFY(!s.busyShare());
        QCOMPARE(s.kernelsByTime.size(), r.profile.kernels.size());
        const Test::CliResult cli
            = Test::runCli({ QStringLiteral("profile"), Test::dataPath(QStringLiteral("triton-h200/transpose_naive")) });
        QCOMPARE(cli.exitCode, 0);
        QVERIFY2(!cli.out.contains("device busy"), cli.out.constData());
    }

    void profileCommandSaysIt()
    {
        const Test::CliResult text = Test::runCli({ QStringLiteral("profile"), torchTrace() });
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("span 6.044 ms, device busy 1.852 ms (30.6 %) on 1 stream(s)"), text.out.constData());
        // The costliest kernel is listed first, with its share; the fill says whose it is.
        const qsizetype rowsum = text.out.indexOf("  rowsum_atomic_kernel: 3 launches, 770.715 µs total"),
                        vadd = text.out.indexOf("  vadd_kernel:");
        QVERIFY(rowsum > 0 && vadd > rowsum);
        QVERIFY2(
            text.out.contains("rowsum_atomic_kernel: 3 launches, 770.715 µs total, 256.905 µs mean, 41.6 % of the kernel time"),
            text.out.constData());
        QVERIFY(text.out.contains((FillKernel + QStringLiteral(" (ATen): 3 launches")).toUtf8()));

        const Test::CliResult json = Test::runCli({ QStringLiteral("profile"), torchTrace(), QStringLiteral("--json") });
        QCOMPARE(json.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(json.out).object();
        const QJsonObject summary = doc.value(QStringLiteral("summary")).toObject();
        QVERIFY(qAbs(summary.value(QStringLiteral("span_us")).toDouble() - 6043.514) < 0.01);
        QVERIFY(qAbs(summary.value(QStringLiteral("device_busy_us")).toDouble() - 1851.734) < 0.01);
        QCOMPARE(summary.value(QStringLiteral("device_streams")).toInt(), 1);
        QCOMPARE(summary.value(QStringLiteral("kernels_by_time")).toArray().first().toString(),
            QStringLiteral("rowsum_atomic_kernel"));
        int libraries = 0;
        for (const QJsonValue &k : doc.value(QStringLiteral("kernels")).toArray())
            if (k.toObject().contains(QStringLiteral("library"))) {
                ++libraries;
                QCOMPARE(k.toObject().value(QStringLiteral("library")).toString(), QStringLiteral("ATen"));
                QCOMPARE(k.toObject().value(QStringLiteral("name")).toString(), FillKernel);
            }
        QCOMPARE(libraries, 1);
    }

    void diagnosisOpensOnTheCostliestKernel()
    {
        // The diagnosis lists the kernels the costliest first (a verdict is not importance): the 770 µs atomic
        // row sum before the 4 µs launch-bound vector add; the ATen fill gets no advice to capture Triton IR.
        const Test::CliResult r = Test::runCli({ QStringLiteral("diagnose"), torchTrace(), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        const QJsonArray kernels = doc.value(QStringLiteral("kernels")).toArray();
        QVERIFY(kernels.size() >= 2);
        QCOMPARE(kernels.first().toObject().value(QStringLiteral("kernel")).toString(), QStringLiteral("rowsum_atomic_kernel"));
        // The 8 costliest of 13, then the two the profile gave a verdict (launch-bound), in time order.
        QCOMPARE(kernels.size(), 10);
        QCOMPARE(kernels.at(8).toObject().value(QStringLiteral("kernel")).toString(), QStringLiteral("vadd_kernel"));
        QCOMPARE(kernels.at(9).toObject().value(QStringLiteral("kernel")).toString(), FillKernel);
        int library = 0, irAsked = 0;
        for (const QJsonValue &w : doc.value(QStringLiteral("warnings")).toArray()) {
            const QString text = w.toObject().value(QStringLiteral("message")).toString();
            if (text.startsWith(FillKernel)) {
                QVERIFY2(!text.contains(QStringLiteral("TRITON_KERNEL_DUMP")), qPrintable(text));
                library
                    += text.startsWith(FillKernel + QStringLiteral(": a kernel from ATen, not compiled from your Triton source"))
                    ? 1
                    : 0;
            }
            // A Triton kernel is still asked for its IR.
            irAsked += text.startsWith(QStringLiteral("rowsum_atomic_kernel: no IR")) ? 1 : 0;
        }
        QCOMPARE(library, 1);
        QCOMPARE(irAsked, 1);
    }

    void shortNames()
    {
        QCOMPARE(shortKernelName(FillKernel), QStringLiteral("at::native::vectorized_elementwise_kernel<…>"));
        QCOMPARE(shortKernelName(QStringLiteral("void cutlass::Kernel2<cutlass_80_tensorop_s1688gemm>(Params)")),
            QStringLiteral("cutlass::Kernel2<…>"));
        QCOMPARE(shortKernelName(QStringLiteral("ampere_sgemm_128x64_nn")), QStringLiteral("ampere_sgemm_128x64_nn"));
        QCOMPARE(shortKernelName(QStringLiteral("rowsum_atomic_kernel")), QStringLiteral("rowsum_atomic_kernel"));
        QCOMPARE(shortKernelName(QStringLiteral("matmul_kernel(float*, float*)")), QStringLiteral("matmul_kernel"));
    }

    void timelineTabShowsTheSummary()
    {
        const ProfileReadResult r = readProfile(torchTrace());
        TimelinePane pane;
        pane.setModel(TimelineModel::build(r.profile));
        const auto *label = pane.findChild<QLabel *>(QStringLiteral("timelineSummary"));
        QVERIFY(label);
        QCOMPARE(label->text(),
            QStringLiteral("Span 6.044 ms · device busy 1.852 ms (30.6 %) on 1 stream(s) · costliest: rowsum_atomic_kernel, "
                           "770.715 µs (41.6 %)"));
        // Nothing read, nothing claimed.
        TimelinePane empty;
        empty.setModel(TimelineModel::build(Profile()));
        QVERIFY(empty.findChild<QLabel *>(QStringLiteral("timelineSummary"))->text().isEmpty());
    }
};

QTEST_MAIN(TestTraceSummary)
#include "tst_tracesummary.moc"
