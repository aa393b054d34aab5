// SPDX-License-Identifier: MIT
// The one analysis per opened path (engine/analysis) on the real transpose_naive capture: everything the views
// show comes from one read, each file of the folder is opened once (counted in the FileStore, the engine's one
// file-open path), and the background worker keeps the latest-request-wins discipline.
#include "analysis/backgroundjob.h"
#include "analysis/pathanalysis.h"
#include "core/filestore.h"
#include "trajectory/snapshottext.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>

using namespace Lowerscope;

using Test::OpenCounter;

class TestPathAnalysis : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString kb() const { return m_dir.filePath(QStringLiteral("kb.sqlite")); }

private Q_SLOTS:
    void oneReadFeedsEveryView()
    {
        const QString folder = Test::dataPath(QStringLiteral("triton-h200/transpose_naive"));
        const auto a = analyzePath({folder, kb(), {}});
        QVERIFY(!a->cancelled);
        QCOMPARE(a->kernels.size(), 1);
        const AnalyzedKernel &k = a->kernels.first();
        QCOMPARE(k.trajectory.kernel, QStringLiteral("transpose_naive_kernel"));
        QCOMPARE(k.trajectory.passes.size(), 69);
        // The final stages' texts as the Source & IR tab shows them (transpose_naive.ptx has 182 lines).
        QCOMPARE(k.texts.value(QStringLiteral("ptx")).count(QLatin1Char('\n')), 182);
        QVERIFY(k.texts.value(QStringLiteral("source")).contains(QLatin1String("def transpose_naive_kernel")));
        // The Nsight exports: raw, details and the SASS source page, whose stall samples land on nvdisasm lines.
        QCOMPARE(a->profile.formats, (QStringList{QStringLiteral("nsight-compute-details-csv"), QStringLiteral("nsight-compute-raw-csv"),
                                                  QStringLiteral("nsight-compute-source-csv")}));
        QVERIFY(!k.sassMetrics.isEmpty());
        // bench.json one level up.
        QVERIFY(a->bench.cases.size() > 0);
        // The diagnosis of what was read.
        QCOMPARE(a->diagnosis.kernels.size(), 1);
        QCOMPARE(a->diagnosis.kernels.first().kernel, QStringLiteral("transpose_naive_kernel"));
        // The naive transpose's column-major store is the finding the fixture was made for.
        const QList<Finding> &findings = a->diagnosis.kernels.first().findings;
        QVERIFY(std::any_of(findings.cbegin(), findings.cend(), [](const Finding &f) { return f.category == QLatin1String("uncoalesced-access"); }));
        QCOMPARE(a->kernelIndex(QStringLiteral("transpose_naive_kernel")), 0);
        QCOMPARE(a->kernelIndex(QStringLiteral("transpose_naive")), 0);
        QCOMPARE(a->kernelIndex(QStringLiteral("vadd_kernel")), -1);
    }

    void eachFileIsOpenedOnce()
    {
        const QString folder = Test::dataPath(QStringLiteral("triton-h200/transpose_naive"));
        OpenCounter counter;
        const auto a = analyzePath({folder, kb(), {}});
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
        const auto pass = std::find_if(stages.cbegin(), stages.cend(), [](const StageSnapshot &s) { return s.kind == QLatin1String("pass") && s.passIndex == 10; });
        QVERIFY(pass != stages.cend());
        QCOMPARE(pass->name, QStringLiteral("TritonGPUCoalesce")); // CONTRACTS §2: pass 10 of the dump
        QVERIFY(readSnapshotText(*pass).text.contains(QLatin1String("tt.func")));
        QCOMPARE(counter.opens(), opens);
    }

    void cancelledAnalysisKeepsNothing()
    {
        std::atomic<bool> cancel{true};
        JobControl control;
        control.cancel = &cancel;
        const auto a = analyzePath({Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), kb(), {}}, control);
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
        control.progress = [&steps](int permille, const QString &step) {
            if (step == QLatin1String("profile"))
                steps.append(permille);
        };
        const auto a = analyzePath({path, kb(), {}}, control);
        QVERIFY(!a->cancelled);
        QVERIFY(a->hasProfile());
        QVERIFY2(steps.size() > 5, qPrintable(QString::number(steps.size())));
        QVERIFY(std::is_sorted(steps.cbegin(), steps.cend()));
        QCOMPARE(steps.first(), 350);
        QCOMPARE(steps.last(), 750);
        QVERIFY(std::count_if(steps.cbegin(), steps.cend(), [](int p) { return p > 350 && p < 750; }) >= 4);

        std::atomic<bool> cancel{false};
        int last = 0;
        JobControl stop;
        stop.cancel = &cancel;
        stop.progress = [&](int permille, const QString &step) {
            if (step == QLatin1String("profile") && permille > 350) {
                QVERIFY(!cancel); // nothing reported after the cancel
                last = permille;  // the first report from within the table
                cancel = true;
            }
        };
        const auto c = analyzePath({path, kb(), {}}, stop);
        QVERIFY(c->cancelled);
        QVERIFY(!c->hasProfile());
        QVERIFY2(last < 400, qPrintable(QString::number(last))); // about a MiB of 9.8 into the 400 of the step
    }

    void missingPathIsAnErrorNotACrash()
    {
        const auto a = analyzePath({QStringLiteral("/nonexistent/kernel"), kb(), {}});
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
            const AnalysisRequest request{Test::dataPath(fixture), kb(), {}};
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
