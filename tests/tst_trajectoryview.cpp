// SPDX-License-Identifier: MIT
// The trajectory graph and its model on the real transpose_naive compile (tests/data/triton-h200): 69 passes,
// of which 14 changed the IR, 54 left it unchanged (in 9 runs) and the last one (LLVMDIScope) is unknown.
// Those flags were checked by hand: consecutive snapshots of transpose_naive.mlir-passes.txt compared with
// #loc numbers removed. Groups: source 1 node; make_ttir 4 (run of 1, Canonicalizer, run of 7, TTIR);
// make_ttgir 10; make_llir 13; make_ptx 1; make_cubin 1.
#include "analysis/pathanalysis.h"
#include "testsupport.h"
#include "trajectory/irdiffview.h"
#include "trajectory/irview.h"
#include "trajectory/passlistview.h"
#include "trajectory/passspan.h"
#include "trajectory/trajectorygraphview.h"
#include "trajectory/trajectorymodel.h"
#include "trajectory/trajectoryview.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace Lowerscope;
using Kind = Ui::TrajectoryModel::NodeKind;

static LoweringTrajectory transposeNaive()
{
    return analyzePath({ Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), {}, {} })->kernels.value(0).trajectory;
}

// The row of the node named NAME (first match) in GROUP.
static QModelIndex findNode(const QAbstractItemModel &m, int group, const QString &name)
{
    const QModelIndex g = m.index(group, 0);
    for (int r = 0; r < m.rowCount(g); ++r)
        if (m.index(r, 0, g).data().toString() == name)
            return m.index(r, 0, g);
    return {};
}

class TestTrajectoryView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void modelGroupsAndFolds()
    {
        const LoweringTrajectory t = transposeNaive();
        QCOMPARE(t.kernel, QStringLiteral("transpose_naive_kernel"));
        QCOMPARE(t.passes.size(), 69);
        Ui::TrajectoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTrajectory(t);
        QCOMPARE(model.rowCount(), 6);
        const QStringList groups { QStringLiteral("source"), QStringLiteral("make_ttir"), QStringLiteral("make_ttgir"),
            QStringLiteral("make_llir"), QStringLiteral("make_ptx"), QStringLiteral("make_cubin") };
        const QList<int> rows { 1, 4, 10, 13, 1, 1 };
        for (int g = 0; g < 6; ++g) {
            QCOMPARE(model.index(g, 0).data().toString(), groups.at(g));
            QCOMPARE(model.rowCount(model.index(g, 0)), rows.at(g));
        }
        QCOMPARE(model.runCount(), 9);
        QCOMPARE(model.visibleNodeCount(), 30);

        // make_ttgir: ConvertTritonToTritonGPU, TritonGPUCoalesce, 2 unchanged, RemoveLayoutConversions, 9 unchanged,
        // TritonLoopInvariantCodeMotion, 22 unchanged, SCCP, 3 unchanged, TTGIR.
        const QModelIndex ttgir = model.index(2, 0);
        const QModelIndex coalesce = model.index(1, 0, ttgir);
        QCOMPARE(coalesce.data().toString(), QStringLiteral("TritonGPUCoalesce"));
        QCOMPARE(coalesce.data(Ui::TrajectoryModel::ChangedRole).toBool(), true);
        QCOMPARE(coalesce.data(Ui::TrajectoryModel::PassRole).toInt(), 10);
        QCOMPARE(coalesce.data(Ui::TrajectoryModel::LinesRole).toInt(), 55);
        QCOMPARE(coalesce.siblingAtColumn(Ui::TrajectoryModel::ChangeColumn).data().toString(), QStringLiteral("+9 −2"));
        const QModelIndex bigRun = model.index(6, 0, ttgir);
        QCOMPARE(bigRun.data(Ui::TrajectoryModel::KindRole).value<Kind>(), Kind::Run);
        QCOMPARE(bigRun.data(Ui::TrajectoryModel::RunSizeRole).toInt(), 22);
        QCOMPARE(bigRun.data().toString(), QStringLiteral("22 unchanged passes"));
        QCOMPARE(model.index(9, 0, ttgir).data().toString(), QStringLiteral("TTGIR"));

        // The remark of ConvertTritonGPUToLLVM (pass 58) marks its node.
        const QModelIndex toLlvm = findNode(model, 3, QStringLiteral("ConvertTritonGPUToLLVM"));
        QVERIFY(toLlvm.isValid());
        QCOMPARE(toLlvm.data(Ui::TrajectoryModel::RemarksRole).toInt(), 1);
        // The last pass of make_llir has no following dump: unknown, never folded.
        QVERIFY(!findNode(model, 3, QStringLiteral("LLVMDIScope")).data(Ui::TrajectoryModel::ChangedRole).isValid());

        // Unfold the run of 22, fold it again, then unfold everything.
        const int run = bigRun.data(Ui::TrajectoryModel::RunRole).toInt();
        model.setRunExpanded(run, true);
        QCOMPARE(model.rowCount(ttgir), 31);
        QCOMPARE(model.index(6, 0, ttgir).data().toString(), QStringLiteral("Canonicalizer"));
        QCOMPARE(model.index(6, 0, ttgir).data(Ui::TrajectoryModel::PassRole).toInt(), 24);
        QCOMPARE(model.index(27, 0, ttgir).data(Ui::TrajectoryModel::PassRole).toInt(), 45); // TritonNvidiaGPUMMALoweringPass
        QCOMPARE(model.index(6, 0, ttgir).data(Ui::TrajectoryModel::ChangedRole).toBool(), false);
        QCOMPARE(model.visibleNodeCount(), 51);
        model.setRunExpanded(run, false);
        QCOMPARE(model.rowCount(ttgir), 10);
        model.setAllRunsExpanded(true);
        QCOMPARE(model.visibleNodeCount(), 75); // 30 - 9 runs + 54 passes
        model.setAllRunsExpanded(false);
        QCOMPARE(model.visibleNodeCount(), 30);
    }

    void clickOpensIrAndCtrlClickDiffs()
    {
        Ui::TrajectoryView view;
        view.resize(1400, 900);
        view.setTrajectory(transposeNaive());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // It opens on the pass whose remark the compiler printed, with the remark inline on dump line 3619.
        QCOMPARE(view.irView()->firstLineNumber(), 3554);
        QCOMPARE(view.irView()->lineCount(), 3622 - 3554 + 1); // through the remark's caret line
        QCOMPARE(view.irView()->currentLine(), 3619 - 3554 + 1);
        QVERIFY(view.irView()->annotations().value(3619 - 3554 + 1).contains(QLatin1String("vectorization fails")));

        Ui::TrajectoryGraphView *graph = view.graph();
        Ui::TrajectoryModel *model = view.model();
        const QModelIndex coalesce = findNode(*model, 2, QStringLiteral("TritonGPUCoalesce"));
        const QModelIndex f32 = findNode(*model, 2, QStringLiteral("TritonGPUF32DotTC"));
        QVERIFY(coalesce.isValid());
        QVERIFY(!f32.isValid()); // folded into "2 unchanged passes"
        QSignalSpy activated(graph, &Ui::TrajectoryGraphView::nodeActivated);
        QTest::mouseClick(graph->viewport(), Qt::LeftButton, {}, graph->visualRect(coalesce).center());
        QCOMPARE(activated.count(), 1);
        // A click on a pass shows what it changed: the IR before TritonGPUCoalesce (dump lines 636-690, 55 lines)
        // against the IR before the next pass: +9 −2 lines, the counts the reader gave the pass.
        QVERIFY(view.showsDiff());
        QCOMPARE(view.diffView()->diff().added, 9);
        QCOMPARE(view.diffView()->diff().removed, 2);
        QCOMPARE(view.diffView()->rowCount(), 55 + 9);
        QVERIFY2(view.detailTitle().startsWith(QStringLiteral("What TritonGPUCoalesce (pass ")), qPrintable(view.detailTitle()));
        // The pass list follows: the same pass is current there.
        QCOMPARE(view.passList()->list()->currentItem()->text(1), QStringLiteral("TritonGPUCoalesce (tritongpu-coalesce)"));

        // Unfold the run after it by a click, then Ctrl+click its first pass: the diff of Coalesce's input and output.
        const QModelIndex run = model->index(coalesce.row() + 1, 0, coalesce.parent());
        QCOMPARE(run.data(Ui::TrajectoryModel::RunSizeRole).toInt(), 2);
        QTest::mouseClick(graph->viewport(), Qt::LeftButton, {}, graph->visualRect(run).center());
        QCOMPARE(model->rowCount(coalesce.parent()), 11);
        const QModelIndex f32Now = findNode(*model, 2, QStringLiteral("TritonGPUF32DotTC"));
        QVERIFY(f32Now.isValid());
        QTest::mouseClick(graph->viewport(), Qt::LeftButton, {}, graph->visualRect(coalesce).center());
        QSignalSpy diffs(graph, &Ui::TrajectoryGraphView::diffRequested);
        QTest::mouseClick(graph->viewport(), Qt::LeftButton, Qt::ControlModifier, graph->visualRect(f32Now).center());
        QCOMPARE(diffs.count(), 1);
        QVERIFY(view.showsDiff());
        QCOMPARE(view.diffView()->diff().added, 9);
        QCOMPARE(view.diffView()->diff().removed, 2);
        QCOMPARE(view.diffView()->rowCount(), 55 + 9);
        QVERIFY2(view.detailTitle().contains(QStringLiteral("+9 −2")), qPrintable(view.detailTitle()));
        QCOMPARE(graph->selectedStages().size(), 2);

        // Keys: Right moves to the next node and opens it; the fold mark folds the run again.
        graph->setFocus();
        QTest::mouseClick(graph->viewport(), Qt::LeftButton, {}, graph->visualRect(coalesce).center());
        QTest::keyClick(graph, Qt::Key_Right);
        QCOMPARE(graph->currentIndex().data().toString(), QStringLiteral("TritonGPUF32DotTC"));
        QVERIFY2(view.detailTitle().contains(QStringLiteral("TritonGPUF32DotTC")), qPrintable(view.detailTitle()));
        QVERIFY2(view.detailTitle().contains(QStringLiteral("changed nothing")), qPrintable(view.detailTitle()));
        QTest::keyClick(graph, Qt::Key_Minus);
        QCOMPARE(model->rowCount(coalesce.parent()), 10);
    }

    // Node boxes are as wide as transpose_naive's longest pass name needs (measured bold, with the badge's room),
    // so "ConvertTritonGPUToLLVM" is drawn whole where the view has the room; never wider than the view.
    void nodesFitTheirNames()
    {
        Ui::TrajectoryView view;
        view.resize(1000, 800);
        view.setTrajectory(transposeNaive());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        Ui::TrajectoryGraphView *graph = view.graph();
        Ui::TrajectoryModel *model = view.model();
        QFont bold = graph->font();
        bold.setBold(true);
        const QFontMetrics bfm(bold);
        QModelIndex convert;
        for (int g = 0; g < model->rowCount() && !convert.isValid(); ++g)
            convert = findNode(*model, g, QStringLiteral("ConvertTritonGPUToLLVM"));
        QVERIFY(convert.isValid());
        const int need = Ui::TrajectoryGraphView::NodeTextPad + Ui::TrajectoryGraphView::NodeBadgeRoom
            + bfm.horizontalAdvance(convert.data().toString());
        QVERIFY2(graph->nodeWidth() >= need, qPrintable(QStringLiteral("%1 < %2").arg(graph->nodeWidth()).arg(need)));
        QCOMPARE(graph->visualRect(convert).width(), graph->nodeWidth());
        QVERIFY2(graph->visualRect(convert).right() < graph->viewport()->width(),
            qPrintable(QStringLiteral("%1 %2").arg(graph->visualRect(convert).right()).arg(graph->viewport()->width())));
        // In a narrow view the boxes stay inside it (the names elided in the middle, whole in the tooltip).
        view.resize(420, 800);
        QTRY_VERIFY(graph->viewport()->width() < need);
        QVERIFY2(graph->visualRect(convert).right() < graph->viewport()->width(),
            qPrintable(QStringLiteral("%1 %2").arg(graph->visualRect(convert).right()).arg(graph->viewport()->width())));
    }

    void passListFiltersAndShowsWhatAPassChanged()
    {
        Ui::TrajectoryView view;
        view.resize(1440, 900);
        view.setTrajectory(transposeNaive());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        Ui::PassListView *list = view.passList();
        // transpose_naive's MLIR dump: 69 passes, 14 changed the IR, one (the run's last) unknown.
        QCOMPARE(list->shownPasses().size(), 69);
        QCOMPARE(list->list()->topLevelItem(10)->text(1), QStringLiteral("TritonGPUCoalesce (tritongpu-coalesce)"));
        QCOMPARE(list->list()->topLevelItem(10)->text(3), QStringLiteral("+9 −2"));
        list->setChangedOnly(true);
        QCOMPARE(list->shownPasses().size(), 15);
        // The filter matches names, arguments and pipelines, case-insensitively.
        list->setChangedOnly(false);
        list->setFilter(QStringLiteral("canonicalize"));
        QCOMPARE(list->shownPasses().size(), 10);
        list->setChangedOnly(true);
        QCOMPARE(list->shownPasses(), (QList<int> { 1, 59 }));
        list->setChangedOnly(false);
        list->setFilter(QStringLiteral("COALESCE"));
        QCOMPARE(list->shownPasses(), (QList<int> { 10, 35 }));
        // A pick in the list shows what that pass changed, and the graph follows.
        list->list()->setCurrentItem(list->list()->topLevelItem(10));
        QVERIFY(view.showsDiff());
        QCOMPARE(view.diffView()->diff().added, 9);
        QCOMPARE(view.diffView()->diff().removed, 2);
        QCOMPARE(view.graph()->currentIndex().data().toString(), QStringLiteral("TritonGPUCoalesce"));
        // Its span: the snapshot before it and the one before the next pass of its run.
        const LoweringTrajectory t = transposeNaive();
        const PassSpan span = passSpan(t, 10);
        QCOMPARE(span.before, t.passes.at(10).stage);
        QCOMPARE(span.after, t.passes.at(11).stage);
        // The graph's long names are elided in the middle; the tooltip has them whole.
        const QModelIndex node = view.model()->indexOfStage(t.passes.at(10).stage);
        QVERIFY(node.data(Qt::ToolTipRole)
                .toString()
                .startsWith(QStringLiteral("TritonGPUCoalesce (tritongpu-coalesce), pass 10 in make_ttgir")));
    }

    void emptyTrajectoryIsHarmless()
    {
        Ui::TrajectoryView view;
        view.resize(800, 600);
        view.setTrajectory({});
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.model()->rowCount(), 0);
        QTest::mouseClick(view.graph()->viewport(), Qt::LeftButton, {}, QPoint(50, 50));
        QTest::keyClick(view.graph(), Qt::Key_Right);
        QVERIFY(!view.showsDiff());
    }
};

QTEST_MAIN(TestTrajectoryView)
#include "tst_trajectoryview.moc"
