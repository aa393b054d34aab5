// SPDX-License-Identifier: MIT
// Linked selection across the Python source and every final stage of transpose_naive. The expected lines were
// checked by hand in the fixture files: source line 10 (`v = tl.load(...)`) is TTIR lines 17-23 (locs #loc23-26
// -> #loc6-9, all transpose_naive.py:10), PTX lines 60, 62, 64, 65, 68, 69, 72, 73 (the instructions under
// `.loc 1 10 ...`, line 69 being the scalar ld.global.b32), TTGIR lines 14-16 and 24-27.
#include "irview.h"
#include "sourceirview.h"
#include "testsupport.h"
#include "analysis/pathanalysis.h"
#include "trajectory/linelinks.h"

#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

using namespace Lowerscope;

static QList<int> range(int first, int last)
{
    QList<int> out;
    for (int i = first; i <= last; ++i)
        out << i;
    return out;
}

// A click on LINE of VIEW, scrolling it into view first.
static void clickLine(Ui::IrView *view, int line)
{
    view->scrollToLine(line);
    const int h = QFontMetrics(view->font()).height();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(80, (line - view->firstVisibleLine()) * h + h / 2));
}

class TestSourceIrView : public QObject
{
    Q_OBJECT
    AnalyzedKernel m_kernel;

private Q_SLOTS:
    void initTestCase()
    {
        const auto analysis = analyzePath({Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), {}, {}});
        QCOMPARE(analysis->kernels.size(), 1);
        m_kernel = analysis->kernels.first();
    }

    void linksBothWays()
    {
        const LineLinks links(m_kernel.trajectory.sourceMap);
        QCOMPARE(links.stageLines(10, QStringLiteral("ttir")), range(17, 23));
        QCOMPARE(links.sourceLines(QStringLiteral("ptx"), 69), QList<int>{10});
        QCOMPARE(links.follow(QStringLiteral("ptx"), 69, QStringLiteral("ttir")), range(17, 23));
        QCOMPARE(links.follow(QStringLiteral("ttir"), 23, LineLinks::Source), QList<int>{10});
        QVERIFY(links.sourceLines(QStringLiteral("ptx"), 1).isEmpty()); // the PTX header has no source line
    }

    void pickSourceLineLinksEveryStage()
    {
        Ui::SourceIrView view;
        view.resize(1400, 900);
        view.setTrajectory(m_kernel.trajectory, m_kernel.texts);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.paneNames(), (QStringList{QStringLiteral("source"), QStringLiteral("ttir"), QStringLiteral("ttgir"),
                                                QStringLiteral("llir"), QStringLiteral("ptx"), QStringLiteral("sass")}));
        Ui::IrView *source = view.pane(QStringLiteral("source"));
        Ui::IrView *ttir = view.pane(QStringLiteral("ttir"));
        Ui::IrView *ptx = view.pane(QStringLiteral("ptx"));
        Ui::IrView *ttgir = view.pane(QStringLiteral("ttgir"));
        // It opens on the remark's line (10), with the remark inline there.
        QCOMPARE(source->currentLine(), 10);
        QVERIFY(source->annotations().value(10).contains(QLatin1String("vectorization fails")));
        QVERIFY(view.findChild<QLabel *>(QStringLiteral("sourceIrRemarks"))->text().contains(QLatin1String("ConvertTritonGPUToLLVM")));

        // Pick Python line 8 (`rows = start + tl.arange(...)`) with the mouse.
        clickLine(source, 8);
        QCOMPARE(source->currentLine(), 8);
        QCOMPARE(ttir->linkedLines(), range(12, 14));
        QCOMPARE(ptx->linkedLines(), QList<int>{56});
        // Then line 10 with the keyboard.
        QTest::keyClick(source, Qt::Key_Down);
        QTest::keyClick(source, Qt::Key_Down);
        QCOMPARE(source->currentLine(), 10);
        QCOMPARE(ttir->linkedLines(), range(17, 23));
        QCOMPARE(ptx->linkedLines(), (QList<int>{60, 62, 64, 65, 68, 69, 72, 73}));
        QCOMPARE(ttgir->linkedLines(), (QList<int>{14, 15, 16, 24, 25, 26, 27}));
        // Linked lines scroll into view.
        QVERIFY(ptx->firstVisibleLine() <= 60 && 60 < ptx->firstVisibleLine() + ptx->visibleLineCount());
    }

    void pickIrLineFindsItsSource()
    {
        Ui::SourceIrView view;
        view.resize(1400, 900);
        view.setTrajectory(m_kernel.trajectory, m_kernel.texts);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        Ui::IrView *source = view.pane(QStringLiteral("source"));
        Ui::IrView *ttir = view.pane(QStringLiteral("ttir"));
        Ui::IrView *ptx = view.pane(QStringLiteral("ptx"));
        QSignalSpy linked(&view, &Ui::SourceIrView::linked);
        // The scalar load in PTX (line 69) comes from Python line 10, and so do TTIR 17-23.
        clickLine(ptx, 69);
        QCOMPARE(ptx->currentLine(), 69);
        QCOMPARE(linked.count(), 1);
        QCOMPARE(source->linkedLines(), QList<int>{10});
        QCOMPARE(ttir->linkedLines(), range(17, 23));
        // TTIR line 28 is the tt.store of line 11: the store in PTX is line 79.
        view.selectLine(QStringLiteral("ttir"), 28);
        QCOMPARE(source->linkedLines(), QList<int>{11});
        QCOMPARE(ptx->linkedLines(), (QList<int>{76, 79}));
        // A line without location (the PTX header) unlinks everything.
        view.selectLine(QStringLiteral("ptx"), 1);
        QVERIFY(source->linkedLines().isEmpty());
        QVERIFY(view.findChild<QLabel *>(QStringLiteral("sourceIrSummary"))->text().contains(QLatin1String("PTX line 1")));
    }

    void nsightMetricsBesideSass()
    {
        // ncu.source-sass.csv: the row at offset 0x290 (first address + 0x290) is the LDG.E of nvdisasm line 108,
        // 2096 warp stall samples; 0x370 is the STG.E.64 of line 145, 9958 samples.
        QCOMPARE(m_kernel.sassMetrics.value(108), QStringLiteral("2096"));
        QCOMPARE(m_kernel.sassMetrics.value(145), QStringLiteral("9958"));
        QCOMPARE(m_kernel.sassMetrics.size(), 160); // one per instruction row of the export
        QVERIFY(!m_kernel.sassMetrics.contains(107)); // the //## File line above it
    }

    void emptyTrajectory()
    {
        Ui::SourceIrView view;
        view.setTrajectory({}, {});
        QVERIFY(view.paneNames().isEmpty());
        view.selectLine(QStringLiteral("ptx"), 3); // no pane: nothing happens
    }
};

QTEST_MAIN(TestSourceIrView)
#include "tst_sourceirview.moc"
