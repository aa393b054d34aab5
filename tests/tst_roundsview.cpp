// SPDX-License-Identifier: MIT
// The teaching demo and the Rounds & Report tab: Help > Open demo records the three measured H200 rounds
// (bench.json of tests/data/triton-h200) into a workspace and opens the six kernels; the Rounds tab lists them in
// order with their level, source, outcome and speed-up, diffs kernel versions, shows the report's figures and
// exports it as Markdown and HTML. The figures are those of tests/reference/report/bench-rounds.md, which records
// the same measured pairs.
#include "analysis/backgroundjob.h"
#include "analysis/demo.h"
#include "core/language.h"
#include "diagnosis/ladderview.h"
#include "rounds/roundsmodel.h"
#include "rounds/roundsview.h"
#include "shell/mainwindow.h"
#include "testsupport.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

using namespace Lowerscope;

namespace {
// The demo kit the build puts beside the executable (app/CMakeLists.txt).
QString kit()
{
    return QFileInfo(QStringLiteral(LOWERSCOPE_BINARY)).absolutePath() + QStringLiteral("/demo-kit");
}

// The tab reads the workspace, and the versions a diff compares, on workers.
bool idle(const Ui::RoundsView &view)
{
    return QTest::qWaitFor([&] { return !view.isLoading(); }, 60000);
}
} // namespace

class TestRoundsView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { Language::install(QStringLiteral("en")); }

    void demoWorkspaceFromMeasurements()
    {
        QTemporaryDir dir;
        const QString ws = dir.filePath(QStringLiteral("ws")), kb = dir.filePath(QStringLiteral("kb.sqlite"));
        const Demo::Result r = Demo::buildWorkspace(kit(), ws, kb);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.rounds, 3);
        QCOMPARE(Demo::buildWorkspace(kit(), ws, kb).existing, 3); // a second build only opens it

        Ui::RoundsView view;
        view.setWorkspace(ws);
        // Read in the background: nothing is shown until the worker is done.
        QVERIFY(view.loadJob()->isRunning());
        QCOMPARE(view.roundsModel()->rowCount(), 0);
        // Every change of the two models is checked as it happens (rows, parents, roles).
        QAbstractItemModelTester roundsTester(view.roundsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester reportTester(view.reportModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(idle(view));
        QCOMPARE(view.roundsModel()->rowCount(), 3);
        QCOMPARE(int(view.rounds().size()), 3);
        for (const Round &round : view.rounds()) {
            QCOMPARE(round.outcome, QStringLiteral("accepted"));
            QCOMPARE(round.source, QStringLiteral("analyst"));
            QCOMPARE(int(round.cases.size()), 5);
            QVERIFY(!round.findings.isEmpty()); // what diagnose says about the initial kernel
            // When its measurements were taken (the kit's env.txt: nvidia-smi at the capture, "Sun Nov 29 07:12:48
            // 2026"), not when the demo was opened.
            QCOMPARE(round.started, QStringLiteral("2026-11-29T07:12:48"));
            QCOMPARE(round.finished, QStringLiteral("2026-11-29T07:12:48"));
        }
        // The level is where the diagnosis of the initial kernel stopped (tests/reference/diagnose).
        for (const Round &round : view.rounds())
            if (round.operatorName == QLatin1String("matmul"))
                QCOMPARE(round.level, QStringLiteral("L4"));
        // The report: the same measured pairs as tests/reference/report/bench-rounds.md.
        const QAbstractItemModel *report = view.reportModel();
        QCOMPARE(report->rowCount(), 3);
        QStringList speedups;
        for (int row = 0; row < 3; ++row)
            speedups << report->index(row, 0).data().toString() + QLatin1Char('=') + report->index(row, 5).data().toString();
        QCOMPARE(speedups,
            (QStringList { QStringLiteral("matmul=3.96×"), QStringLiteral("softmax=2.46×"), QStringLiteral("transpose=2.80×") }));
        QVERIFY2(view.reportSummary()->text().contains(
                     QStringLiteral("geometric mean 3.01×, median 2.80×; over 2×: 3, over 5×: 0; median best round: 1.")),
            qPrintable(view.reportSummary()->text()));
        // Levels as diagnose reaches them on the initial kernels (tests/reference/diagnose): softmax_3pass stops at
        // L3, transpose_naive and matmul_naive at L4 (bench-rounds.md records transpose's by hand, as L3).
        QVERIFY2(view.reportSummary()->text().contains(QLatin1String("L1: 0, L2: 0, L3: 1, L4: 2")),
            qPrintable(view.reportSummary()->text()));

        // A round in full, and the diff between the operator's two kernel versions.
        const Ui::RoundsModel *rounds = view.roundsModel();
        const QModelIndex transpose = rounds->operatorIndex(QStringLiteral("transpose"));
        QVERIFY(transpose.isValid());
        QCOMPARE(rounds->rowCount(transpose), 1);
        // The operator's row: its name, its 5 cases, its backend and the report's speed-up; the round's below it.
        QCOMPARE(rounds->index(transpose.row(), Ui::RoundsModel::HypothesisColumn).data().toString(),
            QStringLiteral("5 case(s)")); // English has no plural catalog
        QCOMPARE(rounds->index(transpose.row(), Ui::RoundsModel::SpeedupColumn).data().toString(), QStringLiteral("2.8×"));
        const QModelIndex round = rounds->index(0, Ui::RoundsModel::NameColumn, transpose);
        QCOMPARE(round.data().toString(), QStringLiteral("Round 1"));
        QCOMPARE(round.data(Ui::RoundsModel::OperatorRole).toString(), QStringLiteral("transpose"));
        QCOMPARE(round.data(Ui::RoundsModel::RoundRole).toInt(), 1);
        QCOMPARE(rounds->index(0, Ui::RoundsModel::OutcomeColumn, transpose).data().toString(), QStringLiteral("accepted"));
        QCOMPARE(rounds->roundAt(round)->speedup, view.report().operators.at(2).speedup); // the report's best round
        QCOMPARE(rounds->index(0, Ui::RoundsModel::SpeedupColumn, transpose).data().toString(), QStringLiteral("2.8×"));
        QVERIFY(view.selectRound(QStringLiteral("transpose"), 1));
        QCOMPARE(view.roundTree()->currentIndex().data(Ui::RoundsModel::RoundRole).toInt(), 1);
        QVERIFY(idle(view));
        QVERIFY(view.roundDetails()->toPlainText().contains(QLatin1String("Load square tiles")));
        QVERIFY(view.roundDetails()->toPlainText().contains(QLatin1String("8192x8192")));
        QCOMPARE(view.diffFrom()->count(), 2);
        QVERIFY(view.diffFrom()->currentIndex() != view.diffTo()->currentIndex());
        const QString diff = view.diffView()->toPlainText();
        QVERIFY2(diff.contains(QLatin1String("-def transpose_naive_kernel")), qPrintable(diff.left(400)));
        QVERIFY(diff.contains(QLatin1String("+def transpose_tiled_kernel")));

        const QString md = dir.filePath(QStringLiteral("report.md")), html = dir.filePath(QStringLiteral("report.html"));
        QVERIFY(view.exportReport(md, false));
        QVERIFY(view.exportReport(html, true));
        QFile m(md), h(html);
        QVERIFY(m.open(QIODevice::ReadOnly) && h.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(m.readAll()), page = QString::fromUtf8(h.readAll());
        QVERIFY(markdown.contains(QLatin1String("| transpose | 5 |")));
        QVERIFY(page.contains(QLatin1String("<td>transpose</td>")));
        QVERIFY(page.contains(QLatin1String("<svg")));
        QVERIFY(page.contains(QStringLiteral("geometric mean 3.01×")));
    }

    // Help > Open demo in the window: the workspace is built in the background, then the kernels open and the
    // ladder shows each of them.
    void openDemoFromTheWindow()
    {
        QTemporaryDir dir;
        Ui::MainWindow w({ dir.filePath(QStringLiteral("kb.sqlite")), dir.filePath(QStringLiteral("user-ws")), false });
        w.setDemoLocation(kit(), dir.filePath(QStringLiteral("demo-ws")));
        w.openDemo();
        QVERIFY(w.demoJob()->isRunning());
        QVERIFY(w.waitUntilIdle(120000));
        QCOMPARE(w.workspace(), dir.filePath(QStringLiteral("demo-ws")));
        QVERIFY(w.currentPath().endsWith(QLatin1String("demo-kit/kernels")));
        QVERIFY(w.ladderView());
        QCOMPARE(w.ladderView()->findChild<QComboBox *>(QStringLiteral("ladderKernel"))->count(), 6);
        QVERIFY(w.showView(QStringLiteral("rounds")));
        QVERIFY(w.waitUntilIdle(60000));
        QCOMPARE(int(w.roundsView()->rounds().size()), 3);
        QVERIFY(w.showView(QStringLiteral("curator")));
    }
};

QTEST_MAIN(TestRoundsView)
#include "tst_roundsview.moc"
