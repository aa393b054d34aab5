// SPDX-License-Identifier: MIT
// The main window reads the trajectory of an opened path in the background and adds the "Trajectory" and
// "Source & IR" tabs; the loader drops results of superseded requests and honours cancellation.
#include "core/language.h"
#include "irview.h"
#include "mainwindow.h"
#include "sourceirview.h"
#include "testsupport.h"
#include "trajectoryloader.h"
#include "trajectorymodel.h"
#include "trajectorytabs.h"
#include "trajectoryview.h"

#include <QMimeData>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

using namespace Lowerscope;

class TestTrajectoryTabs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { Language::install(QStringLiteral("en")); }

    void openingAFolderAddsTheTabs()
    {
        Ui::MainWindow w({QString(), QString(), false});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.centralTabs()->count(), 1);
        QVERIFY(!w.showView(QStringLiteral("trajectory")));
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/transpose_naive"))));
        QVERIFY(w.waitUntilIdle(30000));
        // Start, Trajectory, Source & IR, and Charts (from the folder's Nsight exports).
        QCOMPARE(w.centralTabs()->count(), 4);
        QCOMPARE(w.centralTabs()->tabText(1), QStringLiteral("Trajectory"));
        QCOMPARE(w.centralTabs()->tabText(2), QStringLiteral("Source && IR"));
        QCOMPARE(w.centralTabs()->currentWidget()->objectName(), QStringLiteral("trajectory"));
        Ui::TrajectoryTabs *tabs = w.trajectoryTabs();
        QCOMPARE(tabs->kernels().size(), 1);
        QCOMPARE(tabs->trajectoryView()->model()->visibleNodeCount(), 30);
        QVERIFY(w.showView(QStringLiteral("source")));
        QCOMPARE(tabs->sourceIrView()->pane(QStringLiteral("ptx"))->lineCount(), 182);

        // Dropping another kernel folder replaces the views.
        QSignalSpy finished(tabs->loader(), &Ui::TrajectoryLoader::finished);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(Test::dataPath(QStringLiteral("triton-h200/transpose_tiled")))});
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        static_cast<QObject &>(w).event(&drop); // as tst_mainwindow does: notify() would route it through the drag manager
        QVERIFY2(w.currentPath().endsWith(QLatin1String("transpose_tiled")), qPrintable(w.currentPath()));
        QVERIFY(w.waitUntilIdle(30000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(w.centralTabs()->count(), 4); // the tabs are replaced, not added
        QCOMPARE(tabs->kernels().first().trajectory.kernel, QStringLiteral("transpose_tiled_kernel"));
        QCOMPARE(tabs->trajectoryView()->model()->trajectory().passes.size(), 69);

    }

    void latestRequestWins()
    {
        Ui::TrajectoryLoader loader;
        QSignalSpy finished(&loader, &Ui::TrajectoryLoader::finished);
        loader.load(Test::dataPath(QStringLiteral("triton-h200/transpose_naive")));
        loader.load(Test::dataPath(QStringLiteral("triton-h200/vadd")));
        QVERIFY(loader.isLoading());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QTest::qWait(200); // the superseded job must not report late
        QCOMPARE(finished.count(), 1);
        const auto load = finished.first().first().value<Ui::TrajectoryLoad>();
        QVERIFY(load.path.endsWith(QLatin1String("vadd")));
        QCOMPARE(load.kernels.first().trajectory.kernel, QStringLiteral("vadd_kernel"));
        QVERIFY(!loader.isLoading());
    }

    void cancelStopsTheRead()
    {
        std::atomic<bool> cancel{true};
        const Ui::TrajectoryLoad load = Ui::TrajectoryLoader::read(Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), cancel);
        QVERIFY(load.cancelled);
        QVERIFY(load.kernels.isEmpty());
    }

    void missingPathIsAWarningNotACrash()
    {
        std::atomic<bool> cancel{false};
        const Ui::TrajectoryLoad load = Ui::TrajectoryLoader::read(QStringLiteral("/nonexistent/kernel"), cancel);
        QVERIFY(load.kernels.isEmpty());
    }
};

QTEST_MAIN(TestTrajectoryTabs)
#include "tst_trajectorytabs.moc"
