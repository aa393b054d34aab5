// SPDX-License-Identifier: MIT
// Linked selection across the Python source and every final stage of transpose_naive. The expected lines were
// checked by hand in the fixture files: source line 10 (`v = tl.load(...)`) is TTIR lines 17-23 (locs #loc23-26
// -> #loc6-9, all transpose_naive.py:10), PTX lines 60, 62, 64, 65, 68, 69, 72, 73 (the instructions under
// `.loc 1 10 ...`, line 69 being the scalar ld.global.b32), TTGIR lines 14-16 and 24-27.
#include "analysis/pathanalysis.h"
#include "core/language.h"
#include "testsupport.h"
#include "trajectory/irsearchbar.h"
#include "trajectory/irview.h"
#include "trajectory/linelinks.h"
#include "trajectory/sourceirview.h"

#include <QLabel>
#include <QLineEdit>
#include <QLocale>
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

class TestSourceIrView : public QObject {
    Q_OBJECT
    AnalyzedKernel m_kernel;

private Q_SLOTS:
    void initTestCase()
    {
        const auto analysis = analyzePath({ Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), {}, {} });
        QCOMPARE(analysis->kernels.size(), 1);
        m_kernel = analysis->kernels.first();
    }

    void linksBothWays()
    {
        const LineLinks links(m_kernel.trajectory.sourceMap);
        QCOMPARE(links.stageLines(10, QStringLiteral("ttir")), range(17, 23));
        QCOMPARE(links.sourceLines(QStringLiteral("ptx"), 69), QList<int> { 10 });
        QCOMPARE(links.follow(QStringLiteral("ptx"), 69, QStringLiteral("ttir")), range(17, 23));
        QCOMPARE(links.follow(QStringLiteral("ttir"), 23, LineLinks::Source), QList<int> { 10 });
        QVERIFY(links.sourceLines(QStringLiteral("ptx"), 1).isEmpty()); // the PTX header has no source line
    }

    void pickSourceLineLinksEveryStage()
    {
        Ui::SourceIrView view;
        view.resize(1400, 900);
        view.setTrajectory(m_kernel.trajectory, m_kernel.texts);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.paneNames(),
            (QStringList { QStringLiteral("source"), QStringLiteral("ttir"), QStringLiteral("ttgir"), QStringLiteral("llir"),
                QStringLiteral("ptx"), QStringLiteral("sass") }));
        Ui::IrView *source = view.pane(QStringLiteral("source"));
        Ui::IrView *ttir = view.pane(QStringLiteral("ttir"));
        Ui::IrView *ptx = view.pane(QStringLiteral("ptx"));
        Ui::IrView *ttgir = view.pane(QStringLiteral("ttgir"));
        // It opens on the remark's line (10), with the remark inline there.
        QCOMPARE(source->currentLine(), 10);
        QVERIFY(source->annotations().value(10).contains(QLatin1String("vectorization fails")));
        QVERIFY(view.findChild<QLabel *>(QStringLiteral("sourceIrRemarks"))
                ->text()
                .contains(QLatin1String("ConvertTritonGPUToLLVM")));

        // Pick Python line 8 (`rows = start + tl.arange(...)`) with the mouse.
        clickLine(source, 8);
        QCOMPARE(source->currentLine(), 8);
        QCOMPARE(ttir->linkedLines(), range(12, 14));
        QCOMPARE(ptx->linkedLines(), QList<int> { 56 });
        // Then line 10 with the keyboard.
        QTest::keyClick(source, Qt::Key_Down);
        QTest::keyClick(source, Qt::Key_Down);
        QCOMPARE(source->currentLine(), 10);
        QCOMPARE(ttir->linkedLines(), range(17, 23));
        QCOMPARE(ptx->linkedLines(), (QList<int> { 60, 62, 64, 65, 68, 69, 72, 73 }));
        QCOMPARE(ttgir->linkedLines(), (QList<int> { 14, 15, 16, 24, 25, 26, 27 }));
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
        QCOMPARE(source->linkedLines(), QList<int> { 10 });
        QCOMPARE(ttir->linkedLines(), range(17, 23));
        // TTIR line 28 is the tt.store of line 11: the store in PTX is line 79.
        view.selectLine(QStringLiteral("ttir"), 28);
        QCOMPARE(source->linkedLines(), QList<int> { 11 });
        QCOMPARE(ptx->linkedLines(), (QList<int> { 76, 79 }));
        // A line without location (the PTX header) unlinks everything.
        view.selectLine(QStringLiteral("ptx"), 1);
        QVERIFY(source->linkedLines().isEmpty());
        QVERIFY(view.findChild<QLabel *>(QStringLiteral("sourceIrSummary"))->text().contains(QLatin1String("PTX line 1")));
    }

    void nsightMetricsBesideSass()
    {
        // ncu.source-sass.csv: the row at offset 0x290 (first address + 0x290) is the LDG.E of nvdisasm line 108:
        // 2096 warp stall samples, 1961 of them stall_lg, 262,144 instructions executed, 8,388,608 L2 sectors;
        // 0x370 is the STG.E.64 of line 145, 9958 samples. The three reasons with most samples over all rows:
        // long_sb 48,797, lg 9,898, drain 695.
        const LineMetrics &m = m_kernel.sassMetrics;
        QCOMPARE(m.columns,
            (QStringList { QStringLiteral("stall_samples"), QStringLiteral("stall:long_sb"), QStringLiteral("stall:lg"),
                QStringLiteral("stall:drain"), QStringLiteral("instructions_executed"), QStringLiteral("l2_sectors"),
                QStringLiteral("l2_excess_sectors") }));
        QCOMPARE(m.value(108, QStringLiteral("stall_samples")), 2096.0);
        QCOMPARE(m.value(108, QStringLiteral("stall:lg")), 1961.0);
        QCOMPARE(m.value(108, QStringLiteral("instructions_executed")), 262144.0);
        QCOMPARE(m.value(108, QStringLiteral("l2_sectors")), 8388608.0);
        QCOMPARE(m.value(145, QStringLiteral("stall_samples")), 9958.0);
        QCOMPARE(m.values.size(), 160); // one per instruction row of the export
        QVERIFY(!m.values.contains(107)); // the //## File line above it
        QCOMPARE(m.totals.at(0), 60836.0);
        QCOMPARE(m.totals.at(4), 17956864.0);

        // Rolled up per Python line through nvdisasm's line info: every sample lands on one of lines 4-11.
        const LineMetrics &py = m_kernel.sourceMetrics;
        QCOMPARE(py.columns, m.columns);
        QCOMPARE(py.value(11, QStringLiteral("stall_samples")), 43042.0); // the transposed store
        QCOMPARE(py.value(10, QStringLiteral("stall_samples")), 16661.0);
        QCOMPARE(py.value(10, QStringLiteral("instructions_executed")), 9437184.0);
        QCOMPARE(py.value(10, QStringLiteral("l2_sectors")), 67108864.0);
        QCOMPARE(py.totals.at(0), m.totals.at(0));
        QCOMPARE(py.values.keys().size(), 6);
    }

    void metricColumnsHeatSearchAndMaximise()
    {
        Ui::SourceIrView view;
        view.resize(1440, 900);
        view.setTrajectory(m_kernel.trajectory, m_kernel.texts);
        view.setMetrics(QStringLiteral("sass"), m_kernel.sassMetrics);
        view.setMetrics(QStringLiteral("source"), m_kernel.sourceMetrics);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        Ui::IrView *sass = view.pane(QStringLiteral("sass"));
        Ui::IrView *source = view.pane(QStringLiteral("source"));
        // Named columns, the instruction text in full (nvdisasm's padding and encodings squeezed out).
        QCOMPARE(sass->metricHeaders().first(), QStringLiteral("Stall samples"));
        QCOMPARE(sass->metricHeaders().at(2), QStringLiteral("Stall: lg"));
        QCOMPARE(sass->metricText(108, 0), QLocale().toString(2096));
        QVERIFY2(sass->lineText(108).startsWith(QLatin1String("/*0290*/  ")), qPrintable(sass->lineText(108)));
        QVERIFY2(!sass->lineText(108).contains(QLatin1String("0x0")), qPrintable(sass->lineText(108)));
        QVERIFY2(sass->lineText(145).startsWith(QLatin1String("/*0370*/  @!P1 STG.E.64")),
            qPrintable(sass->lineText(145))); // same lines: links hold
        // Heat: the hottest Python line is 11 (43,042 of 60,836 samples), so it is fully hot; line 10 at 16661/43042.
        QCOMPARE(source->heat(11, 0), 1.0);
        QVERIFY(qAbs(source->heat(10, 0) - 16661.0 / 43042.0) < 1e-9);
        QCOMPARE(source->metricText(11, 0), QLocale().toString(43042));

        // Search in a pane: Ctrl+F opens its bar; typing finds the first line with the text after the current one.
        Ui::IrSearchBar *bar = view.searchBar(QStringLiteral("ptx"));
        QVERIFY(bar && !bar->isVisible());
        Ui::IrView *ptx = view.pane(QStringLiteral("ptx"));
        ptx->setFocus();
        ptx->setCurrentLine(1);
        QTest::keyClick(ptx, Qt::Key_F, Qt::ControlModifier);
        QVERIFY(bar->isVisible());
        QTest::keyClicks(bar->field(), QStringLiteral("st.global"));
        QVERIFY(ptx->lineText(ptx->currentLine()).contains(QLatin1String("st.global")));
        QVERIFY2(bar->status().contains(QStringLiteral(" of ")), qPrintable(bar->status()));
        QTest::keyClicks(bar->field(), QStringLiteral("zzz"));
        QCOMPARE(bar->status(), QStringLiteral("no matches"));

        // The code keeps most of a narrow pane: SASS shows its first columns beside it, maximised more of them.
        const int narrow = sass->shownMetricCount();
        QVERIFY(narrow >= 1 && narrow < 7);
        view.maximizePane(QStringLiteral("sass"));
        QTest::qWait(50); // the layout gives the pane its room
        QVERIFY(sass->shownMetricCount() > narrow);
        view.maximizePane(QString());
        QTest::qWait(50);
        // Maximise one pane, then restore.
        view.maximizePane(QStringLiteral("ptx"));
        QTest::qWait(50);
        QVERIFY(ptx->isVisible());
        QVERIFY(!sass->isVisible());
        QVERIFY(!source->isVisible());
        QVERIFY(ptx->width() > 1200);
        view.maximizePane(QString());
        QTest::qWait(50);
        QVERIFY(sass->isVisible() && source->isVisible());

        // Headers wrap, never clip: each header's text fits its width at this size.
        for (const QString &name : view.paneNames()) {
            QLabel *h = view.header(name);
            QVERIFY2(h->heightForWidth(h->width()) <= h->height(), qPrintable(name));
        }
    }

    // Metric headers wrap at spaces onto as many lines as they need, and the header row is that tall: the Spanish
    // "Muestras de bloqueo" takes three lines in its column (it was cut to two), in every language.
    void metricHeadersNeverClip_data()
    {
        QTest::addColumn<QString>("lang");
        for (const char *lang : { "en", "de", "es", "zh_CN", "ko" })
            QTest::newRow(lang) << QString::fromLatin1(lang);
    }
    void metricHeadersNeverClip()
    {
        QFETCH(QString, lang);
        QCOMPARE(Language::install(lang), lang);
        Ui::SourceIrView view;
        view.resize(1100, 700);
        view.setTrajectory(m_kernel.trajectory, m_kernel.texts);
        view.setMetrics(QStringLiteral("sass"), m_kernel.sassMetrics);
        view.setMetrics(QStringLiteral("source"), m_kernel.sourceMetrics);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (const QString &name : { QStringLiteral("sass"), QStringLiteral("source") }) {
            const Ui::IrView *pane = view.pane(name);
            QFont bold = pane->font();
            bold.setBold(true);
            const QFontMetrics fm(bold);
            const QList<int> widths = pane->metricColumnWidths();
            QVERIFY(!widths.isEmpty());
            for (int c = 0; c < widths.size(); ++c) {
                const QString header = pane->metricHeaders().at(c);
                const QRect need = fm.boundingRect(
                    QRect(0, 0, widths.at(c) - fm.horizontalAdvance(QLatin1Char('0')), 10000), Qt::TextWordWrap, header);
                QVERIFY2(need.height() <= pane->metricHeaderHeight() - 2,
                    qPrintable(
                        QStringLiteral("%1: %2 px tall, row %3").arg(header).arg(need.height()).arg(pane->metricHeaderHeight())));
                for (const QString &word : header.split(u' ', Qt::SkipEmptyParts))
                    QVERIFY2(fm.horizontalAdvance(word) <= widths.at(c), qPrintable(word));
            }
        }
        if (lang == QLatin1String("es"))
            QCOMPARE(view.pane(QStringLiteral("sass"))->metricHeaders().first(), QStringLiteral("Muestras de bloqueo"));
        Language::install(QStringLiteral("en"));
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
