// SPDX-License-Identifier: MIT
// The Findings dock (ui/diagnosis/findingspanel.h, ui/diagnosis/findingsbrowser.h) in the window at 1440x900, at the dock's
// default width, in English and in German (the longer strings): every finding of matmul_naive in full (title, location, why,
// rewrite conditions, each evidence item with artifact:line or its rounded metric value), nothing wider than the dock; activating
// evidence moves the IR view to the cited line and a pattern opens the curator. Also Evidence::valueText, the rounding the dock
// shows.
#include "core/enginetext.h"
#include "core/language.h"
#include "curator/curatorview.h"
#include "diagnosis/findingsbrowser.h"
#include "diagnosis/findingspanel.h"
#include "shell/mainwindow.h"
#include "testsupport.h"
#include "trajectory/irview.h"
#include "trajectory/sourceirview.h"
#include "trajectory/trajectorytabs.h"

#include <QLabel>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

using namespace Lowerscope;

class TestFindingsPanel : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    Ui::MainWindow::Options options() const
    {
        return { m_dir.filePath(QStringLiteral("kb.sqlite")), m_dir.filePath(QStringLiteral("ws")), false };
    }

private Q_SLOTS:
    void cleanup() { Language::install(QStringLiteral("en")); }

    void readsAtTheDefaultWidth_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }
    void readsAtTheDefaultWidth()
    {
        QFETCH(QString, language);
        QCOMPARE(Language::install(language), language);
        Ui::MainWindow w(options());
        w.resize(1440, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/matmul_naive"))));
        QVERIFY(w.waitUntilIdle(60000));
        QCoreApplication::processEvents();
        Ui::FindingsPanel *panel = w.findingsPanel();
        // Not beside the Diagnosis tab, whose findings it repeats, nor beside Source & IR, which needs the room;
        // beside the other views.
        QCOMPARE(w.centralTabs()->currentWidget()->objectName(), QStringLiteral("diagnosis"));
        QVERIFY(!panel->isVisible());
        QVERIFY(w.showView(QStringLiteral("source")));
        QVERIFY(!panel->isVisible());
        QVERIFY(w.showView(QStringLiteral("trajectory")));
        QCoreApplication::processEvents();
        QVERIFY(panel->isVisible());
        QVERIFY2(panel->width() <= 420, qPrintable(QString::number(panel->width()))); // the dock's default 380 px
        const Diagnosis &d = panel->diagnosis();
        QCOMPARE(d.kernel, QStringLiteral("matmul_naive_kernel"));
        QCOMPARE(d.findings.size(), 6); // tests/reference/diagnose/matmul_naive.json

        Ui::FindingsBrowser *browser = panel->browser();
        const QString text = browser->toPlainText();
        for (const Finding &f : d.findings) {
            QVERIFY2(text.contains(EngineText::translated(f.title)), qPrintable(f.title));
            QVERIFY(text.contains(f.category));
            if (f.sourceLine > 0)
                QVERIFY2(text.contains(QStringLiteral("%1:%2").arg(f.sourceFile).arg(f.sourceLine)), qPrintable(f.id()));
            if (!f.explanation.isEmpty())
                QVERIFY2(text.contains(EngineText::translated(f.explanation)), qPrintable(f.explanation));
            for (const QString &c : f.rewriteConditions)
                QVERIFY2(text.contains(EngineText::translated(c)), qPrintable(c));
            for (const Evidence &e : f.evidence) {
                if (!e.metric.isEmpty()) {
                    QVERIFY2(text.contains(QStringLiteral("%1 = %2").arg(e.metric, e.valueText())), qPrintable(e.metric));
                    QVERIFY2(
                        !e.valueText().contains(QRegularExpression(QStringLiteral("\\d\\.\\d{4,}"))), qPrintable(e.valueText()));
                } else if (e.line > 0)
                    QVERIFY2(text.contains(QStringLiteral("%1:%2").arg(e.artifact).arg(e.line)), qPrintable(e.artifact));
                else
                    QVERIFY2(text.contains(e.artifact), qPrintable(e.artifact));
            }
        }
        // Concrete values of the fixture: the L4 explanation of the missed MMA v3, the remark it cites, the
        // source line of the dot, and the measured DRAM throughput rounded (3.798276 % in ncu.raw.csv; the
        // evidence's excerpt beneath quotes the export's own line).
        QVERIFY(text.contains(QLatin1String("matmul_naive.mlir-passes.txt:3978")));
        QVERIFY(text.contains(QLatin1String("matmul_naive.py:28")));
        QVERIFY2(text.contains(QStringLiteral("signal.dram_pct = 3.8 %")), qPrintable(text.left(3000)));
        const QString why = language == QLatin1String("de") ? QStringLiteral("Warum:") : QStringLiteral("Why:");
        QVERIFY2(text.contains(why), qPrintable(text.left(2000)));
        if (language == QLatin1String("de"))
            QVERIFY2(text.contains(QStringLiteral("Hier blockiert durch: M % 64 != 0 per CTA.")), qPrintable(text.left(3000)));

        // Nothing needed is cut off: the text wraps within the dock, no line is wider than the view.
        const int viewport = browser->viewport()->width();
        QVERIFY(viewport > 200);
        QVERIFY2(browser->document()->idealWidth() <= viewport,
            qPrintable(QStringLiteral("%1 > %2").arg(browser->document()->idealWidth()).arg(viewport)));
        QVERIFY(browser->document()->size().width() <= viewport);
        QCOMPARE(browser->horizontalScrollBar()->maximum(), 0);
        QVERIFY(browser->verticalScrollBar()->maximum() > 0); // the rest is a scroll away, not off to the side
        for (int level = 1; level <= 4; ++level) {
            auto *rung = panel->findChild<QLabel *>(QStringLiteral("ladderL%1").arg(level));
            QVERIFY(rung);
            QVERIFY2(rung->sizeHint().width() <= rung->width(), qPrintable(rung->text()));
        }
        auto *stop = panel->findChild<QLabel *>(QStringLiteral("stopReason"));
        QVERIFY(stop->text().contains(EngineText::translated(d.stopReason)));
        QVERIFY(stop->heightForWidth(stop->width()) <= stop->height());
    }

    // The scalar load at transpose_naive.ptx line 69: activating it in the dock moves the PTX pane there; the
    // pattern link opens the curator at that pattern.
    void activation()
    {
        Ui::MainWindow w(options());
        w.resize(1440, 900);
        w.show();
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/transpose_naive"))));
        QVERIFY(w.waitUntilIdle(60000));
        Ui::FindingsBrowser *browser = w.findingsPanel()->browser();
        const Diagnosis &d = browser->diagnosis();
        int finding = -1, evidence = -1, patternFinding = -1, patternEvidence = -1;
        for (int i = 0; i < d.findings.size(); ++i)
            for (int j = 0; j < d.findings.at(i).evidence.size(); ++j) {
                const Evidence &e = d.findings.at(i).evidence.at(j);
                if (finding < 0 && e.artifact == QLatin1String("transpose_naive.ptx") && e.line == 69) {
                    finding = i;
                    evidence = j;
                }
                if (patternFinding < 0 && e.kind == QLatin1String("pattern")) {
                    patternFinding = i;
                    patternEvidence = j;
                }
            }
        QVERIFY2(finding >= 0, "no finding cites transpose_naive.ptx:69");
        QVERIFY(browser->toHtml().contains(QStringLiteral("ev:%1:%2").arg(finding).arg(evidence)));
        Ui::IrView *ptx = w.trajectoryTabs()->sourceIrView()->pane(QStringLiteral("ptx"));
        QVERIFY(ptx->currentLine() != 69);
        browser->activateEvidence(finding, evidence);
        QCOMPARE(ptx->currentLine(), 69);
        QCOMPARE(w.centralTabs()->currentWidget()->objectName(), QStringLiteral("source"));
        QVERIFY(patternFinding >= 0);
        browser->activateEvidence(patternFinding, patternEvidence);
        QCOMPARE(w.centralTabs()->currentWidget(), static_cast<QWidget *>(w.curatorView()));
    }

    void metricValuesForPeople() // Evidence::valueText (engine/diagnosis/finding.h)
    {
        Evidence e;
        e.kind = QStringLiteral("metric");
        e.metric = QStringLiteral("signal.dram_pct");
        e.value = 0.26539999999;
        QCOMPARE(e.valueText(), QStringLiteral("0.265 %"));
        e.value = 91.23456;
        QCOMPARE(e.valueText(), QStringLiteral("91.23 %"));
        e.metric = QStringLiteral("dram__bytes_read.sum");
        e.excerpt = QStringLiteral("dram__bytes_read.sum = 33554432 byte");
        e.value = 33554432.0;
        QCOMPARE(e.unit(), QStringLiteral("byte"));
        QCOMPARE(e.valueText(), QStringLiteral("3.36e+07 byte"));
        e.excerpt.clear();
        e.metric = QStringLiteral("profile.kernel_us");
        e.value = 12.3456;
        QCOMPARE(e.valueText(), QStringLiteral("12.35 µs"));
    }
};

QTEST_MAIN(TestFindingsPanel)
#include "tst_findingspanel.moc"
