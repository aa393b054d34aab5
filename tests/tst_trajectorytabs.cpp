// SPDX-License-Identifier: MIT
// The main window analyses an opened path in the background (one job, one read of each file) and adds the
// "Trajectory" and "Source & IR" tabs; the kernel selection is shared by the trajectory, the findings and the
// timeline. The worker discipline itself is tested in tst_pathanalysis.
#include "analysis/backgroundjob.h"
#include "common/jobstatus.h"
#include "common/kernelselection.h"
#include "core/language.h"
#include "diagnosis/findingspanel.h"
#include "shell/mainwindow.h"
#include "shell/profiletabs.h"
#include "testsupport.h"
#include "trajectory/irview.h"
#include "trajectory/sourceirview.h"
#include "trajectory/trajectorymodel.h"
#include "trajectory/trajectorytabs.h"
#include "trajectory/trajectoryview.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>

using namespace Lowerscope;

class TestTrajectoryTabs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { Language::install(QStringLiteral("en")); }

    void openingAFolderAddsTheTabs()
    {
        Ui::MainWindow w({ QString(), QString(), false });
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.centralTabs()->count(), 1);
        QVERIFY(!w.showView(QStringLiteral("trajectory")));
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/transpose_naive"))));
        QVERIFY(w.waitUntilIdle(30000));
        // Start, Trajectory, Source & IR, Diagnosis (shown first) and Charts (from the folder's Nsight exports).
        QCOMPARE(w.centralTabs()->count(), 5);
        QCOMPARE(w.centralTabs()->tabText(1), QStringLiteral("Trajectory"));
        QCOMPARE(w.centralTabs()->tabText(2), QStringLiteral("Source && IR"));
        QCOMPARE(w.centralTabs()->tabText(3), QStringLiteral("Diagnosis"));
        QCOMPARE(w.centralTabs()->currentWidget()->objectName(), QStringLiteral("diagnosis"));
        Ui::TrajectoryTabs *tabs = w.trajectoryTabs();
        QCOMPARE(tabs->kernels().size(), 1);
        QCOMPARE(tabs->trajectoryView()->model()->visibleNodeCount(), 30);
        QVERIFY(w.showView(QStringLiteral("source")));
        QCOMPARE(tabs->sourceIrView()->pane(QStringLiteral("ptx"))->lineCount(), 182);

        // Dropping another kernel folder replaces the views.
        QSignalSpy finished(w.analysisJob(), &BackgroundJob::finished);
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(Test::dataPath(QStringLiteral("triton-h200/transpose_tiled"))) });
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        static_cast<QObject &>(w).event(&drop); // as tst_mainwindow does: notify() would route it through the drag manager
        QVERIFY2(w.currentPath().endsWith(QLatin1String("transpose_tiled")), qPrintable(w.currentPath()));
        QVERIFY(w.waitUntilIdle(30000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(w.centralTabs()->count(), 5); // the tabs are replaced, not added
        QCOMPARE(tabs->kernels().first().trajectory.kernel, QStringLiteral("transpose_tiled_kernel"));
        QCOMPARE(tabs->trajectoryView()->model()->trajectory().passes.size(), 69);
    }

    // At the default window size (1440×900) the SASS pane sits beside Python with room for its instructions next
    // to its metric columns: the hottest load (line 108, 2,096 stall samples) and the 64-bit store are whole.
    void sassInstructionsFitAtTheDefaultSize()
    {
        Ui::MainWindow w({ QString(), QString(), false });
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.size(), QSize(1440, 900));
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/transpose_naive"))));
        QVERIFY(w.waitUntilIdle(30000));
        QVERIFY(w.showView(QStringLiteral("source")));
        QVERIFY(w.waitUntilIdle(5000));
        Ui::IrView *sass = w.trajectoryTabs()->sourceIrView()->pane(QStringLiteral("sass"));
        QVERIFY(sass && sass->shownMetricCount() >= 1);
        QCOMPARE(sass->metricHeaders().constFirst(), QStringLiteral("Stall samples"));
        const QFontMetrics fm(sass->font());
        for (const int line : { 108, 145 }) {
            const QString text = sass->lineText(line);
            QVERIFY2(text.startsWith(QLatin1String(
                         line == 108 ? "/*0290*/  @!P1 LDG.E R10, desc[UR6][R12.64] ;" : "/*0370*/  @!P1 STG.E.64 ")),
                qPrintable(text));
            QVERIFY2(fm.horizontalAdvance(text) <= sass->codeWidth(),
                qPrintable(QStringLiteral("%1 px of code for %2 px: %3")
                        .arg(sass->codeWidth())
                        .arg(fm.horizontalAdvance(text))
                        .arg(text)));
        }
    }

    void eachFileIsOpenedOnce()
    {
        // The whole window: analysis, trajectory graph and its first pass text, Source & IR, charts, findings.
        const QString folder = Test::dataPath(QStringLiteral("triton-h200/transpose_naive"));
        Test::OpenCounter counter;
        {
            Ui::MainWindow w({ QString(), QString(), false });
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.openPath(folder));
            QVERIFY(w.waitUntilIdle(30000));
            QVERIFY(w.showView(QStringLiteral("source")));
            QVERIFY(w.showView(QStringLiteral("charts")));
            QVERIFY(w.showView(QStringLiteral("trajectory")));
            // Another pass's text, read on demand, comes from the bytes the analysis holds.
            w.trajectoryTabs()->trajectoryView()->showStage(12);
            QVERIFY(w.waitUntilIdle(5000));
        }
        const QHash<QString, int> opens = counter.opens();
        const QStringList files = QDir(folder).entryList(QDir::Files);
        QCOMPARE(files.size(), 14);
        for (const QString &f : files) {
            const int n = opens.value(QDir(folder).absoluteFilePath(f));
            QVERIFY2(n == 1, qPrintable(QStringLiteral("%1 opened %2 times").arg(f).arg(n)));
        }
    }

    void kernelSelectionIsShared()
    {
        Ui::MainWindow w({ QString(), QString(), false });
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // Every model of the window under the tester while paths are opened and kernels picked.
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/triton_dump"))));
        QVERIFY(w.waitUntilIdle(60000));
        Ui::TrajectoryTabs *tabs = w.trajectoryTabs();
        QAbstractItemModelTester trajectoryTester(
            tabs->trajectoryView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QList<AnalyzedKernel> kernels = tabs->kernels();
        QVERIFY2(kernels.size() >= 2, qPrintable(QString::number(kernels.size())));
        auto *trajectoryChoice = tabs->trajectoryView()->findChild<QComboBox *>(QStringLiteral("kernelChoice"));
        auto *findingsChoice = w.findingsPanel()->findChild<QComboBox *>(QStringLiteral("kernelSelector"));
        QVERIFY(trajectoryChoice && findingsChoice);
        QCOMPARE(w.kernelSelection()->current(), kernels.first().trajectory.kernel);
        QCOMPARE(findingsChoice->currentText(), kernels.first().trajectory.kernel);

        // A pick in the Trajectory tab moves the Findings dock.
        const QString second = kernels.at(1).trajectory.kernel;
        trajectoryChoice->setCurrentIndex(1);
        Q_EMIT trajectoryChoice->activated(1);
        QCOMPARE(w.kernelSelection()->current(), second);
        QCOMPARE(findingsChoice->currentText(), second);
        QCOMPARE(w.findingsPanel()->diagnosis().kernel, second);
        QCOMPARE(tabs->trajectoryView()->model()->trajectory().kernel, second);

        // And back from the Findings dock.
        const QString first = kernels.first().trajectory.kernel;
        const int f = findingsChoice->findText(first);
        QVERIFY(f >= 0);
        findingsChoice->setCurrentIndex(f);
        Q_EMIT findingsChoice->activated(f);
        QCOMPARE(trajectoryChoice->currentText(), first);
        QCOMPARE(tabs->trajectoryView()->model()->trajectory().kernel, first);

        // A kernel double-clicked in the timeline opens its trajectory and its findings.
        QVERIFY(w.showView(QStringLiteral("welcome")));
        Q_EMIT w.profileTabs()->kernelActivated(second);
        QCOMPARE(w.centralTabs()->currentWidget()->objectName(), QStringLiteral("trajectory"));
        QCOMPARE(tabs->trajectoryView()->model()->trajectory().kernel, second);
        QCOMPARE(w.findingsPanel()->diagnosis().kernel, second);
    }

    void statusBarShowsEachJobAndCancels()
    {
        Ui::MainWindow w({ QString(), QString(), false });
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QList<Ui::JobStatus *> entries = w.findChildren<Ui::JobStatus *>();
        QCOMPARE(entries.size(), 3); // the analysis of the opened path, the workspace's round history, the demo's set-up
        Ui::JobStatus *analysis = nullptr;
        for (Ui::JobStatus *e : entries)
            if (e->job() == w.analysisJob())
                analysis = e;
        QVERIFY(analysis);
        QVERIFY(analysis->isHidden());
        QSignalSpy finished(w.analysisJob(), &BackgroundJob::finished);
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/transpose_naive"))));
        QVERIFY(analysis->isVisibleTo(&w)); // shown from the start of the job, not by the first progress
        auto *cancel = analysis->findChild<QToolButton *>();
        QVERIFY(cancel);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(analysis->isHidden());
        QVERIFY(!w.analysisJob()->isRunning());
        QVERIFY(w.waitUntilIdle(30000));
        QCOMPARE(finished.count(), 0); // the cancelled result never reaches the views
        QVERIFY(!w.showView(QStringLiteral("trajectory")));
        QVERIFY(w.findChild<QPlainTextEdit *>(QStringLiteral("logView"))->toPlainText().contains(QLatin1String("was cancelled")));
        // Opening again runs to the end and hides the entry.
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/vadd"))));
        QVERIFY(w.waitUntilIdle(30000));
        QCOMPARE(finished.count(), 1);
        QVERIFY(analysis->isHidden());
        QVERIFY(w.showView(QStringLiteral("trajectory")));
    }
};

QTEST_MAIN(TestTrajectoryTabs)
#include "tst_trajectorytabs.moc"
