// SPDX-License-Identifier: MIT
// The one analysis per opened path (engine/analysis) on the real transpose_naive capture: everything the views
// show comes from one read, each file of the folder is opened once (counted in the FileStore, the engine's one
// file-open path), and the background worker keeps the latest-request-wins discipline.
#include "analysis/backgroundjob.h"
#include "analysis/pathanalysis.h"
#include "core/contenthash.h"
#include "core/filestore.h"
#include "core/jobcontrol.h"
#include "core/kernelname.h"
#include "testsupport.h"
#include "trajectory/snapshottext.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <atomic>

using namespace Lowerscope;

using Test::OpenCounter;

class TestPathAnalysis : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString kb() const { return m_dir.filePath(QStringLiteral("kb.sqlite")); }

private Q_SLOTS:
    void oneReadFeedsEveryView()
    {
        const QString folder = Test::dataPath(QStringLiteral("triton-h200/transpose_naive"));
        const auto a = analyzePath({ folder, kb(), {} });
        QVERIFY(!a->cancelled);
        QCOMPARE(a->kernels.size(), 1);
        const AnalyzedKernel &k = a->kernels.first();
        QCOMPARE(k.trajectory.kernel, QStringLiteral("transpose_naive_kernel"));
        QCOMPARE(k.trajectory.passes.size(), 69);
        // The final stages' texts as the Source & IR tab shows them (transpose_naive.ptx has 182 lines).
        QCOMPARE(k.texts.value(QStringLiteral("ptx")).count(QLatin1Char('\n')), 182);
        QVERIFY(k.texts.value(QStringLiteral("source")).contains(QLatin1String("def transpose_naive_kernel")));
        // The Nsight exports: raw, details and the SASS source page, whose stall samples land on nvdisasm lines.
        QCOMPARE(a->profile.formats,
            (QStringList { QStringLiteral("nsight-compute-details-csv"), QStringLiteral("nsight-compute-raw-csv"),
                QStringLiteral("nsight-compute-source-csv") }));
        QVERIFY(!k.sassMetrics.isEmpty());
        // bench.json one level up.
        QVERIFY(a->bench.cases.size() > 0);
        // The diagnosis of what was read.
        QCOMPARE(a->diagnosis.kernels.size(), 1);
        QCOMPARE(a->diagnosis.kernels.first().kernel, QStringLiteral("transpose_naive_kernel"));
        // The naive transpose's column-major store is the finding the fixture was made for.
        const QList<Finding> &findings = a->diagnosis.kernels.first().findings;
        QVERIFY(std::any_of(findings.cbegin(), findings.cend(),
            [](const Finding &f) { return f.category == QLatin1String("uncoalesced-access"); }));
        QCOMPARE(a->kernelIndex(QStringLiteral("transpose_naive_kernel")), 0);
        QCOMPARE(a->kernelIndex(QStringLiteral("transpose_naive")), 0);
        QCOMPARE(a->kernelIndex(QStringLiteral("vadd_kernel")), -1);
    }

    void eachFileIsOpenedOnce()
    {
        const QString folder = Test::dataPath(QStringLiteral("triton-h200/transpose_naive"));
        OpenCounter counter;
        const auto a = analyzePath({ folder, kb(), {} });
        QVERIFY(!a->cancelled);
        const QHash<QString, int> opens = counter.opens();
        const QStringList files = QDir(folder).entryList(QDir::Files);
        QCOMPARE(files.size(), 14);
        for (const QString &f : files) {
            const QString path = QDir(folder).absoluteFilePath(f);
            // The cubin is sniffed (ELF) and skipped, the rest read; each once.
            QVERIFY2(opens.value(path) == 1, qPrintable(QStringLiteral("%1 opened %2 times").arg(f).arg(opens.value(path))));
        }
        QCOMPARE(opens.value(QDir::cleanPath(QDir(folder).absoluteFilePath(QStringLiteral("../bench.json")))), 1);
        // Pass texts read later (the Trajectory tab's detail pane) reuse the bytes the analysis holds.
        QVERIFY(!a->files.isEmpty());
        const QList<StageSnapshot> &stages = a->kernels.first().trajectory.stages;
        const auto pass = std::find_if(stages.cbegin(), stages.cend(),
            [](const StageSnapshot &s) { return s.kind == QLatin1String("pass") && s.passIndex == 10; });
        QVERIFY(pass != stages.cend());
        QCOMPARE(pass->name, QStringLiteral("TritonGPUCoalesce")); // CONTRACTS §2: pass 10 of the dump
        QVERIFY(readSnapshotText(*pass).text.contains(QLatin1String("tt.func")));
        QCOMPARE(counter.opens(), opens);
    }

    void cancelledAnalysisKeepsNothing()
    {
        std::atomic<bool> cancel { true };
        JobControl control;
        control.cancel = &cancel;
        const auto a = analyzePath({ Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), kb(), {} }, control);
        QVERIFY(a->cancelled);
        QVERIFY(a->kernels.isEmpty());
        QVERIFY(a->diagnosis.kernels.isEmpty());
    }

    // What the status bar shows for a large table: the "profile" step (350 to 750 per mille) advances while the
    // file is read, not once at its end, and Cancel stops the read within about a MiB.
    void largeTableShowsProgressAndCancels()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kernel_details.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(Test::kernelDetailsRows(40000)); // 9.8 MB
        f.close();
        QList<int> steps;
        JobControl control;
        control.progress = [&steps](qint64 permille, qint64 total, const QString &step) {
            QCOMPARE(total, 1000); // the analysis reports per mille
            if (step == QLatin1String("profile"))
                steps.append(int(permille));
        };
        const auto a = analyzePath({ path, kb(), {} }, control);
        QVERIFY(!a->cancelled);
        QVERIFY(a->hasProfile());
        QVERIFY2(steps.size() > 5, qPrintable(QString::number(steps.size())));
        QVERIFY(std::is_sorted(steps.cbegin(), steps.cend()));
        QCOMPARE(steps.first(), 350);
        QCOMPARE(steps.last(), 750);
        QVERIFY(std::count_if(steps.cbegin(), steps.cend(), [](int p) { return p > 350 && p < 750; }) >= 4);

        std::atomic<bool> cancel { false };
        int last = 0;
        JobControl stop;
        stop.cancel = &cancel;
        stop.progress = [&](qint64 permille, qint64, const QString &step) {
            if (step == QLatin1String("profile") && permille > 350) {
                QVERIFY(!cancel); // nothing reported after the cancel
                last = int(permille); // the first report from within the table
                cancel = true;
            }
        };
        const auto c = analyzePath({ path, kb(), {} }, stop);
        QVERIFY(c->cancelled);
        QVERIFY(!c->hasProfile());
        QVERIFY2(last < 400, qPrintable(QString::number(last))); // about a MiB of 9.8 into the 400 of the step
    }

    // core/jobcontrol.h: a part maps what it reports into its range of the job; an offset adds the units of the
    // earlier inputs; both keep the job's cancel flag.
    void jobControlPartsAndOffsets()
    {
        QList<std::tuple<qint64, qint64, QString>> reports;
        std::atomic<bool> cancel { false };
        JobControl job;
        job.cancel = &cancel;
        job.progress = [&](qint64 done, qint64 total, const QString &step) { reports.append({ done, total, step }); };
        const JobControl profile = job.part(350, 750, QStringLiteral("profile"));
        profile.report(0, 4000);
        profile.report(1000, 4000, QStringLiteral("ignored"));
        profile.report(5000, 4000); // more than the total: the end of the range
        profile.report(7); // no total: nothing to place
        const JobControl secondFile = profile.offset(3000, 4000);
        secondFile.report(500);
        QCOMPARE(reports.size(), 4);
        QCOMPARE(reports.at(0), std::make_tuple(qint64(350), qint64(1000), QStringLiteral("profile")));
        QCOMPARE(reports.at(1), std::make_tuple(qint64(450), qint64(1000), QStringLiteral("profile")));
        QCOMPARE(reports.at(2), std::make_tuple(qint64(750), qint64(1000), QStringLiteral("profile")));
        QCOMPARE(reports.at(3), std::make_tuple(qint64(700), qint64(1000), QStringLiteral("profile"))); // 3500 of 4000
        QVERIFY(!secondFile.cancelled());
        cancel = true;
        QVERIFY(secondFile.cancelled() && profile.cancelled() && job.cancelled());
        QVERIFY(!JobControl().cancelled());
        JobControl().report(1, 2); // no progress: nothing happens
    }

    // core/contenthash.h: the hash the harness recorded for a captured source (capture.json "source_sha256").
    void contentHashIsTheHarnessHash()
    {
        const QString folder = Test::dataPath(QStringLiteral("eval/rmsnorm_a"));
        QFile capture(folder + QStringLiteral("/capture.json"));
        QVERIFY(capture.open(QIODevice::ReadOnly));
        const QJsonObject c = QJsonDocument::fromJson(capture.readAll()).object();
        QCOMPARE(c.value(QStringLiteral("source_sha256")).toString(),
            QStringLiteral("cb54148e0e8f2e6f1c5843f499bff01da79f23dd97c6c39ad5ce581b2be33863"));
        QFile source(folder + QLatin1Char('/') + c.value(QStringLiteral("source")).toString());
        QVERIFY2(source.open(QIODevice::ReadOnly), qPrintable(source.fileName()));
        const QByteArray bytes = source.readAll();
        QCOMPARE(contentHash(bytes), c.value(QStringLiteral("source_sha256")).toString());
        QCOMPARE(contentHash(QString::fromUtf8(bytes)), c.value(QStringLiteral("source_sha256")).toString());
        QCOMPARE(shortContentHash(QString::fromUtf8(bytes)), QStringLiteral("cb54148e0e8f"));
        QVERIFY(contentHash(QString::fromUtf8(bytes) + QLatin1Char('\n')) != contentHash(bytes));
    }

    // core/kernelname.h: the one kernel-name rule, on the names the fixtures use (benchmark folder
    // transpose_naive for transpose_naive_kernel; demangled, truncated and wrapped symbols).
    void kernelNameRule()
    {
        const QString fn = QStringLiteral("transpose_naive_kernel");
        QCOMPARE(kernelNameMatch(fn, fn),
            KernelNameMatch(KernelNameRelation::Exact | KernelNameRelation::Truncated | KernelNameRelation::Contained));
        QCOMPARE(kernelNameMatch(QStringLiteral("transpose_naive"), fn), KernelNameMatch(KernelNameRelation::KernelSuffix));
        QCOMPARE(kernelNameMatch(QStringLiteral("transpose_naive_kernel(float*, float*, int)"), fn),
            KernelNameMatch(KernelNameRelation::Decorated | KernelNameRelation::Contained));
        QCOMPARE(kernelNameMatch(QStringLiteral("transpose_naive_kernel<64>"), fn),
            KernelNameMatch(KernelNameRelation::Decorated | KernelNameRelation::Contained));
        QCOMPARE(
            kernelNameMatch(QStringLiteral("transpose_naive_kernel_v2"), fn), KernelNameMatch(KernelNameRelation::Contained));
        QCOMPARE(kernelNameMatch(QStringLiteral("naive_kernel"), fn),
            KernelNameMatch(KernelNameRelation::Truncated)); // a truncated symbol
        QCOMPARE(kernelNameMatch(QStringLiteral("aclnn_transpose_naive_kernel_0"), fn),
            KernelNameMatch(KernelNameRelation::Contained));
        QCOMPARE(kernelNameMatch(QStringLiteral("matmul_kernel"), fn), KernelNameMatch());
        QCOMPARE(kernelNamesOf(fn), (QStringList { fn, QStringLiteral("transpose_naive") }));
        QCOMPARE(kernelNamesOf(QStringLiteral("vadd")), QStringList { QStringLiteral("vadd") });
        // The analysis finds the real capture's kernel under its benchmark name.
        const auto a = analyzePath({ Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), kb(), {} });
        QCOMPARE(a->kernelIndex(QStringLiteral("transpose_naive")), a->kernelIndex(fn));
        QVERIFY(a->kernelIndex(fn) >= 0);
        QCOMPARE(a->kernelIndex(QStringLiteral("naive_kernel")), -1);
    }

    void missingPathIsAnErrorNotACrash()
    {
        const auto a = analyzePath({ QStringLiteral("/nonexistent/kernel"), kb(), {} });
        QVERIFY(a->kernels.isEmpty());
        QVERIFY(!a->hasProfile());
        QCOMPARE(a->diagnosis.error, QStringLiteral("/nonexistent/kernel: no such file or folder"));
    }

    void latestRequestWins()
    {
        qRegisterMetaType<std::shared_ptr<const PathAnalysis>>();
        BackgroundJob job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        QSignalSpy progress(&job, &BackgroundJob::progress);
        QSignalSpy cancelled(&job, &BackgroundJob::cancelled);
        auto analyze = [this](const QString &fixture) {
            const AnalysisRequest request { Test::dataPath(fixture), kb(), {} };
            return [request](const JobControl &control) { return QVariant::fromValue(analyzePath(request, control)); };
        };
        job.start(QStringLiteral("first"), analyze(QStringLiteral("triton-h200/transpose_naive")));
        job.start(QStringLiteral("second"), analyze(QStringLiteral("triton-h200/vadd")));
        QVERIFY(job.isRunning());
        QCOMPARE(job.title(), QStringLiteral("second"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        job.waitForWorkers();
        QTest::qWait(100); // the superseded job must not report late
        QCOMPARE(finished.count(), 1);
        const auto a = finished.first().first().value<std::shared_ptr<const PathAnalysis>>();
        QVERIFY(a->path.endsWith(QLatin1String("vadd")));
        QCOMPARE(a->kernels.first().trajectory.kernel, QStringLiteral("vadd_kernel"));
        QVERIFY(progress.count() > 0);
        QCOMPARE(progress.last().first().toInt(), 1000);
        QVERIFY(!job.isRunning());
        QCOMPARE(cancelled.count(), 0);

        // Cancel: the job stops, says so at once, and its result never arrives.
        job.start(QStringLiteral("third"), analyze(QStringLiteral("triton-h200/transpose_naive")));
        job.cancel();
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!job.isRunning());
        job.waitForWorkers();
        QTest::qWait(100);
        QCOMPARE(finished.count(), 1);
    }
};

QTEST_MAIN(TestPathAnalysis)
#include "tst_pathanalysis.moc"
