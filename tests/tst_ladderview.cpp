// SPDX-License-Identifier: MIT
// The Diagnosis tab (ui/diagnosis/ladderview.h) on real fixtures: the rungs' states for a kernel whose ladder stops at L1 and
// one that climbs to L4, evidence activation moving the IR view to the cited line, cancel during a run, and the
// engine's texts shown translated.
#include "analysis/backgroundjob.h"
#include "core/enginetext.h"
#include "core/language.h"
#include "diagnosis/findingsbrowser.h"
#include "diagnosis/ladderview.h"
#include "shell/mainwindow.h"
#include "testsupport.h"
#include "trajectory/irview.h"
#include "trajectory/sourceirview.h"
#include "trajectory/trajectorytabs.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeWidget>

using namespace Lowerscope;
using Rung = Ui::LadderView::RungState;

class TestLadderView : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    Ui::MainWindow::Options options() const
    {
        return { m_dir.filePath(QStringLiteral("kb.sqlite")), m_dir.filePath(QStringLiteral("ws")), false };
    }

private Q_SLOTS:
    void init() { Language::install(QStringLiteral("en")); }

    // triton-ascend IR without a profile: the atomic pattern is decisive for matmul_atomic_add and nothing is
    // measured, so the climb ends at L1 (tests/reference/diagnose/triton_ascend_ir.json).
    void stopsAtL1()
    {
        Ui::MainWindow w(options());
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("ascend/triton_ascend_ir"))));
        QVERIFY(w.waitUntilIdle(60000));
        Ui::LadderView *ladder = w.ladderView();
        QVERIFY(ladder);
        QCOMPARE(w.centralTabs()->currentWidget(), static_cast<QWidget *>(ladder)); // the first thing shown
        ladder->selectKernel(QStringLiteral("matmul_atomic_add"));
        QCOMPARE(ladder->diagnosis().kernel, QStringLiteral("matmul_atomic_add"));
        QCOMPARE(ladder->diagnosis().levelsReached, QStringList { QStringLiteral("L1") });
        QVERIFY(ladder->rungState(1) == Rung::Established);
        for (int level : { 2, 3, 4 })
            QVERIFY(ladder->rungState(level) == Rung::NotReached);
        const QString l1 = ladder->rungText(1);
        QVERIFY2(l1.contains(QLatin1String("Stopped here:")), qPrintable(l1));
        QVERIFY2(l1.contains(QLatin1String("pattern ascend.atomic-rmw is decisive and nothing is measured")), qPrintable(l1));
        QVERIFY(ladder->rungText(2).contains(QLatin1String("Not reached")));
        // Every finding in full: its category, impact and the pattern that established it.
        const QString html = ladder->findingsBrowser()->toPlainText();
        QVERIFY2(html.contains(QLatin1String("atomic-contention")), qPrintable(html.left(400)));
        QVERIFY(html.contains(QLatin1String("ascend.atomic-rmw")));
        QVERIFY(html.contains(QLatin1String("Impact")));
    }

    // matmul_naive: pattern triage, the Nsight Compute profile, the IR and compiler knowledge; each rung says
    // why the climb went on, and L4 where it stopped.
    void climbsToL4()
    {
        Ui::MainWindow w(options());
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/matmul_naive"))));
        QVERIFY(w.waitUntilIdle(60000));
        Ui::LadderView *ladder = w.ladderView();
        QCOMPARE(ladder->diagnosis().levelsReached,
            (QStringList { QStringLiteral("L1"), QStringLiteral("L2"), QStringLiteral("L3"), QStringLiteral("L4") }));
        for (int level = 1; level <= 4; ++level)
            QVERIFY(ladder->rungState(level) == Rung::Established);
        QVERIFY2(ladder->rungText(1).contains(QLatin1String("Climbed to L2:")), qPrintable(ladder->rungText(1)));
        QVERIFY2(ladder->rungText(3).contains(QLatin1String("Climbed to L4:")), qPrintable(ladder->rungText(3)));
        QVERIFY2(ladder->rungText(4).contains(QLatin1String("Stopped here:")), qPrintable(ladder->rungText(4)));
        QVERIFY(ladder->rungText(4).contains(QLatin1String("missed-tensor-core@matmul_naive.py")));
        // The L4 finding shows the compiler's explanation and the conditions a rewrite must satisfy.
        const QString text = ladder->findingsBrowser()->toPlainText();
        QVERIFY(text.contains(QLatin1String("Why:")));
        QVERIFY(text.contains(QLatin1String("A rewrite must satisfy:")));
        QVERIFY(text.contains(QLatin1String("matmul_naive.mlir-passes.txt:3978")));
        QVERIFY(!text.contains(QLatin1String("99999"))); // metrics are rounded
    }

    // Launch facts come first, over the rungs, as facts with their source (issue 31 §1): transpose_naive's PTX has
    // only scalar global loads (0 ld.global.v4, 0 .v2), its TTGIR's widest sizePerThread is 2, and the profiled
    // launch (ncu.raw.csv) has launch__grid_size 8192 and launch__waves_per_multiprocessor 3.88.
    void launchFactsFirst()
    {
        Ui::MainWindow w(options());
        w.resize(1440, 900);
        w.show();
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/transpose_naive"))));
        QVERIFY(w.waitUntilIdle(60000));
        Ui::LadderView *ladder = w.ladderView();
        QCOMPARE(ladder->launchFactRows(),
            (QStringList { QStringLiteral("Vector width of the loads | 1 | every case | IR · ptx.ld_global.v4"),
                QStringLiteral("Size per thread (layout) | 2 | every case | IR · ttgir.size_per_thread.max"),
                QStringLiteral("Programs (measured) | 8,192 | every case | profile ncu.raw.csv · signal.grid_blocks"),
                QStringLiteral("Waves per SM (measured) | 3.88 | every case | profile ncu.raw.csv · signal.waves_per_sm") }));
        QVERIFY(ladder->launchFactsView()->isVisible());
        QCOMPARE(ladder->launchFactsToggle()->text(),
            QStringLiteral("Launch facts (4): what the launch is, each with where it was read"));
        // Above the rungs and the findings; collapsible.
        const int factsY = ladder->launchFactsView()->mapTo(ladder, QPoint()).y();
        QVERIFY(factsY < ladder->rungLabel(1)->mapTo(ladder, QPoint()).y());
        QVERIFY(factsY < ladder->findingsBrowser()->mapTo(ladder, QPoint()).y());
        QTest::mouseClick(ladder->launchFactsToggle(), Qt::LeftButton);
        QVERIFY(!ladder->launchFactsView()->isVisible());
        QTest::mouseClick(ladder->launchFactsToggle(), Qt::LeftButton);
        QVERIFY(ladder->launchFactsView()->isVisible());
        // In German the titles are translated, the values and sources are data.
        QCOMPARE(Language::install(QStringLiteral("de")), QStringLiteral("de"));
        QCoreApplication::processEvents();
        QVERIFY2(!ladder->launchFactRows().first().startsWith(QLatin1String("Vector width")),
            qPrintable(ladder->launchFactRows().first()));
        QVERIFY2(ladder->launchFactRows().at(2).startsWith(QStringLiteral("Programme (gemessen) | ")),
            qPrintable(ladder->launchFactRows().at(2)));
        Language::install(QStringLiteral("en"));
    }

    // The L1 rung names the decisive pattern the ladder ends on: transpose_naive has three decisive patterns
    // (cuda.launch-tail, the most confident, first; cuda.strided-load-transpose, 83 % of the kernel's time);
    // L1 named the first and the stop the second. A kernel with one decisive pattern keeps its note.
    void l1NamesTheDecisivePatternTheLadderEndsOn()
    {
        Ui::MainWindow w(options());
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/transpose_naive"))));
        QVERIFY(w.waitUntilIdle(60000));
        const Diagnosis &d = w.ladderView()->diagnosis();
        QVERIFY2(
            d.stopReason.contains(QLatin1String("pattern cuda.strided-load-transpose is decisive")), qPrintable(d.stopReason));
        QCOMPARE(d.ladder.constFirst().level, QStringLiteral("L1"));
        QCOMPARE(d.ladder.constFirst().note,
            QStringLiteral("pattern cuda.strided-load-transpose is decisive (confidence 1.00 ≥ 0.75, its evidence present), the "
                           "one of largest impact of 3 decisive patterns"));
        QVERIFY(w.ladderView()->rungText(1).contains(QLatin1String("cuda.strided-load-transpose")));
        QVERIFY(!w.ladderView()->rungText(1).contains(QLatin1String("cuda.launch-tail")));
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/softmax_3pass"))));
        QVERIFY(w.waitUntilIdle(60000));
        QCOMPARE(w.ladderView()->diagnosis().ladder.constFirst().note,
            QStringLiteral("pattern cuda.multi-pass-reload is decisive (confidence 1.00 ≥ 0.75, its evidence present)"));
    }

    // The scalar load at transpose_naive.ptx line 69 (docs/trajectory.md): activating that evidence moves the
    // PTX pane of Source & IR to line 69 and shows the tab.
    void evidenceActivationMovesTheIrView()
    {
        Ui::MainWindow w(options());
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/transpose_naive"))));
        QVERIFY(w.waitUntilIdle(60000));
        Ui::LadderView *ladder = w.ladderView();
        int finding = -1, evidence = -1;
        for (int i = 0; i < ladder->diagnosis().findings.size() && finding < 0; ++i)
            for (int j = 0; j < ladder->diagnosis().findings.at(i).evidence.size(); ++j) {
                const Evidence &e = ladder->diagnosis().findings.at(i).evidence.at(j);
                if (e.artifact == QLatin1String("transpose_naive.ptx") && e.line == 69) {
                    finding = i;
                    evidence = j;
                    break;
                }
            }
        QVERIFY2(finding >= 0, "no finding cites transpose_naive.ptx:69");
        Ui::IrView *ptx = w.trajectoryTabs()->sourceIrView()->pane(QStringLiteral("ptx"));
        QVERIFY(ptx->currentLine() != 69);
        ladder->activateEvidence(finding, evidence);
        QCOMPARE(ptx->currentLine(), 69);
        QCOMPARE(w.centralTabs()->currentWidget()->objectName(), QStringLiteral("source"));
        // The link in the findings text does the same.
        QVERIFY(ladder->findingsBrowser()->toHtml().contains(QStringLiteral("ev:%1:%2").arg(finding).arg(evidence)));
    }

    void cancelDuringARun()
    {
        Ui::MainWindow w(options());
        w.show();
        QSignalSpy cancelled(w.analysisJob(), &BackgroundJob::cancelled);
        QSignalSpy finished(w.analysisJob(), &BackgroundJob::finished);
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/matmul_naive"))));
        Ui::LadderView *ladder = w.ladderView();
        QVERIFY(ladder);
        QVERIFY(ladder->isRunning());
        QVERIFY(ladder->rungState(1) == Rung::Running);
        QVERIFY(ladder->cancelButton()->isEnabled());
        QVERIFY(!ladder->runAgainButton()->isEnabled());
        QTest::mouseClick(ladder->cancelButton(), Qt::LeftButton);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!ladder->isRunning());
        QVERIFY(!ladder->cancelButton()->isEnabled());
        QVERIFY(ladder->runAgainButton()->isEnabled());
        QVERIFY(w.waitUntilIdle(60000));
        QCOMPARE(finished.count(), 0); // the cancelled result never reaches the views
        QVERIFY(ladder->rungState(1) == Rung::NotReached);
        // Run again reads the folder once more and climbs the ladder.
        QTest::mouseClick(ladder->runAgainButton(), Qt::LeftButton);
        QVERIFY(ladder->isRunning());
        QVERIFY(w.waitUntilIdle(60000));
        QCOMPARE(finished.count(), 1);
        QVERIFY(ladder->rungState(4) == Rung::Established);
    }

    // The ladder's reasons are built by the engine in English (the JSON keeps them) and shown translated.
    void engineTextsAreTranslated()
    {
        Ui::MainWindow w(options());
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/matmul_naive"))));
        QVERIFY(w.waitUntilIdle(60000));
        const QString reason = w.ladderView()->diagnosis().escalations.constFirst().reason;
        QVERIFY(!reason.isEmpty());
        QCOMPARE(Language::install(QStringLiteral("de")), QStringLiteral("de"));
        QCoreApplication::processEvents();
        const QString german = EngineText::translated(reason);
        QVERIFY2(german != reason, qPrintable(reason));
        QVERIFY2(w.ladderView()->rungText(1).contains(german.left(20).toHtmlEscaped()), qPrintable(w.ladderView()->rungText(1)));
        QCOMPARE(w.ladderView()->diagnosis().escalations.constFirst().reason, reason); // the data stays English
        // The impact bases and the L4 explanation (tests/reference/diagnose/matmul_naive.json) are built the same
        // way, their arguments kept: "5 % excess shared wavefronts × 55 % of the time at shared memory (measured)".
        // (The epilogue's layout conversion is paid once, so no finding defers to it any more.)
        const QList<Finding> findings = w.ladderView()->diagnosis().findings;
        const auto explained = std::find_if(findings.cbegin(), findings.cend(), [](const Finding &f) {
            return f.explanation.startsWith(QLatin1String("TritonGPUAccelerateMatmul (tritongpu-accelerate-matmul): "));
        });
        QVERIFY(explained != findings.cend());
        QVERIFY2(explained->explanation.contains(
                     QLatin1String(" Blocked here by: M % 64 != 0 per CTA. Does not hold: numWarps % 4 != 0;")),
            qPrintable(explained->explanation));
        const QString why = EngineText::translated(explained->explanation);
        QVERIFY2(why.contains(QStringLiteral("Hier blockiert durch: M % 64 != 0 per CTA.")), qPrintable(why));
        QVERIFY2(!why.contains(QLatin1String("Does not hold")), qPrintable(why));
        const auto measured = std::find_if(findings.cbegin(), findings.cend(),
            [](const Finding &f) { return f.category == QLatin1String("shared-bank-conflicts"); });
        QVERIFY(measured != findings.cend());
        const QString basis = EngineText::translated(measured->impactBasis);
        QCOMPARE(
            measured->impactBasis, QStringLiteral("5 % excess shared wavefronts × 55 % of the time at shared memory (measured)"));
        QCOMPARE(basis, QStringLiteral("5 % überschüssige Shared-Wavefronts × 55 % der Zeit am Shared Memory (gemessen)"));
        const QString shown = w.ladderView()->findingsBrowser()->toPlainText();
        QVERIFY2(shown.contains(why.left(60)), qPrintable(shown.left(2000)));
        QVERIFY2(shown.contains(basis), qPrintable(shown.left(2000)));
        Language::install(QStringLiteral("en"));
        QCOMPARE(EngineText::translated(reason), reason);
        QCOMPARE(EngineText::translated(explained->explanation), explained->explanation);
    }
};

QTEST_MAIN(TestLadderView)
#include "tst_ladderview.moc"
