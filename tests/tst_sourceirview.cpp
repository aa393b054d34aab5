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

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>
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
        // One stage at a time beside Python (SASS first), each stage's tab saying how many lines it links.
        QCOMPARE(view.currentStage(), QStringLiteral("sass"));
        QCOMPARE(view.stageTabs()->count(), 5);
        QCOMPARE(view.stageTabs()->tabText(0), QStringLiteral("TTIR · 7"));
        QCOMPARE(view.stageTabs()->tabText(3), QStringLiteral("PTX · 8"));
        QVERIFY(!ptx->isVisible());
        // Linked lines scroll into view when their stage is shown.
        view.showStage(QStringLiteral("ptx"));
        QTest::qWait(20);
        QVERIFY(ptx->isVisible());
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
        view.showStage(QStringLiteral("ptx"));
        QTest::qWait(20);
        clickLine(ptx, 69);
        QCOMPARE(ptx->currentLine(), 69);
        QCOMPARE(linked.count(), 1);
        QCOMPARE(source->linkedLines(), QList<int> { 10 });
        QCOMPARE(ttir->linkedLines(), range(17, 23));
        // TTIR line 28 is the tt.store of line 11: the store in PTX is line 79. Picking it shows the TTIR.
        view.selectLine(QStringLiteral("ttir"), 28);
        QCOMPARE(view.currentStage(), QStringLiteral("ttir"));
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
        view.showStage(QStringLiteral("ptx"));
        QTest::qWait(20);
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
        view.showStage(QStringLiteral("sass"));
        QTest::qWait(20);
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

        // Headers wrap, never clip: each header's text fits its width at this size, each stage shown in turn.
        for (const QString &name : view.paneNames()) {
            view.showStage(name);
            QTest::qWait(20);
            QLabel *h = view.header(name);
            QVERIFY2(h->isVisible(), qPrintable(name));
            QVERIFY2(h->heightForWidth(h->width()) <= h->height(), qPrintable(name));
        }
        // Either side collapses: the splitter between Python and the stages lets the user drag either away.
        QVERIFY(view.splitter()->childrenCollapsible());
        view.splitter()->setSizes({ 0, 1400 });
        QTest::qWait(20);
        QCOMPARE(view.splitter()->sizes().constFirst(), 0);
    }

    // With a profile the view opens on the hottest Python line, not the remark's or the def line: transpose_naive's
    // line 11 (the transposed store) holds 43,042 of the kernel's 60,836 stall samples, 70.8 %; line 10 16,661,
    // 27.4 %. Each cell's share is of the kernel's total (every row of the source-SASS export). At 1440×900 the
    // Python pane shows the kernel's lines (4-11) whole beside its first metric column.
    void opensOnTheHottestLineWithShares()
    {
        Ui::SourceIrView view;
        view.resize(1440, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setTrajectory(m_kernel.trajectory, m_kernel.texts);
        view.setMetrics(QStringLiteral("sass"), m_kernel.sassMetrics);
        view.setMetrics(QStringLiteral("source"), m_kernel.sourceMetrics);
        QTest::qWait(20);
        QCOMPARE(m_kernel.sourceMetrics.kernelTotals.constFirst(), 60836.0);
        Ui::IrView *source = view.pane(QStringLiteral("source"));
        QCOMPARE(source->currentLine(), 11);
        QCOMPARE(source->metricText(11, 0), QLocale().toString(43042));
        QCOMPARE(source->metricShareText(11, 0), QLocale().toString(70.8, 'f', 1) + QLatin1Char('%'));
        QCOMPARE(source->metricShareText(10, 0), QLocale().toString(27.4, 'f', 1) + QLatin1Char('%'));
        // SASS: 0x290's LDG.E (line 108) holds 2,096 samples, 3.4 % of 60,836.
        Ui::IrView *sass = view.pane(QStringLiteral("sass"));
        QCOMPARE(sass->metricShareText(108, 0), QLocale().toString(3.4, 'f', 1) + QLatin1Char('%'));
        QVERIFY(!sass->linkedLines().isEmpty()); // the SASS of line 11
        QCOMPARE(view.kernelLines(), range(4, 11));
        int widest = 0;
        for (int line : view.kernelLines())
            widest = qMax(widest, source->lineWidth(line));
        QVERIFY2(widest <= source->codeWidth(),
            qPrintable(QStringLiteral("%1 px of code for lines %2 px wide").arg(source->codeWidth()).arg(widest)));
        QVERIFY(source->shownMetricCount() >= 1);
        // A pick is kept: metrics set again do not move it to the hottest line.
        view.selectLine(QStringLiteral("source"), 8);
        view.setMetrics(QStringLiteral("source"), m_kernel.sourceMetrics);
        QCOMPARE(source->currentLine(), 8);
    }

    // The real softmax_3pass folder with its source-SASS export cut inside a quoted field of line 151 (the 149th of
    // 288 instruction rows; tst_profile truncatedSourceSassIsPartial): Python line 20 keeps 2,642 of its 10,230
    // samples and is marked partial (≥), line 16 (all its rows before the cut, 12,192) is not; the SASS pane's
    // FADD at 0x940 has no row: "?", not an empty (zero) cell. The panes' headers name the file and line.
    void partialLinesAreMarked()
    {
        QTemporaryDir dir;
        const QDir from(Test::dataPath(QStringLiteral("triton-h200/softmax_3pass")));
        for (const QString &name : from.entryList(QDir::Files)) {
            QFile src(from.filePath(name));
            QVERIFY(src.open(QIODevice::ReadOnly));
            QByteArray bytes = src.readAll();
            if (name == QLatin1String("ncu.source-sass.csv")) {
                qsizetype at = 0;
                for (int n = 0; n < 150; ++n)
                    at = bytes.indexOf('\n', at) + 1;
                bytes.truncate(at + 27);
            }
            QFile dst(dir.filePath(name));
            QVERIFY(dst.open(QIODevice::WriteOnly));
            dst.write(bytes);
        }
        const auto analysis = analyzePath({ dir.path(), {}, {} });
        QCOMPARE(analysis->kernels.size(), 1);
        const AnalyzedKernel &k = analysis->kernels.first();
        Ui::SourceIrView view;
        view.resize(1440, 900);
        view.setTrajectory(k.trajectory, k.texts);
        view.setMetrics(QStringLiteral("sass"), k.sassMetrics);
        view.setMetrics(QStringLiteral("source"), k.sourceMetrics);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        Ui::IrView *source = view.pane(QStringLiteral("source"));
        QVERIFY(source->isPartialLine(20));
        QCOMPARE(source->metricText(20, 0), QStringLiteral("≥") + QLocale().toString(2642));
        QVERIFY(!source->isPartialLine(16));
        QCOMPARE(source->metricText(16, 0), QLocale().toString(12192));
        QVERIFY2(view.header(QStringLiteral("source"))->text().contains(QLatin1String("ncu.source-sass.csv:151")),
            qPrintable(view.header(QStringLiteral("source"))->text()));
        Ui::IrView *sass = view.pane(QStringLiteral("sass"));
        int fadd = 0;
        for (int line = 1; line <= sass->lineCount() && fadd == 0; ++line)
            if (sass->lineText(line).startsWith(QLatin1String("/*0940*/")))
                fadd = line;
        QVERIFY(fadd > 0);
        QVERIFY(sass->isPartialLine(fadd));
        QCOMPARE(sass->metricText(fadd, 0), QStringLiteral("?"));
        QVERIFY(view.header(QStringLiteral("sass"))->text().contains(QLatin1String("ncu.source-sass.csv:151")));
        // The whole folder: nothing partial.
        QVERIFY(m_kernel.sourceMetrics.partialLines.isEmpty());
        Ui::SourceIrView whole;
        whole.setTrajectory(m_kernel.trajectory, m_kernel.texts);
        whole.setMetrics(QStringLiteral("source"), m_kernel.sourceMetrics);
        QVERIFY(whole.pane(QStringLiteral("source"))->partialLines().isEmpty());
        QVERIFY(!whole.header(QStringLiteral("source"))->text().contains(QLatin1String("partial")));
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
