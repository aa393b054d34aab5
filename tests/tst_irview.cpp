// SPDX-License-Identifier: MIT
// The IR view: our syntax definitions load and highlight real IR; highlighting stays lazy on huge files.
#include "testsupport.h"
#include "trajectory/irview.h"

#include <KSyntaxHighlighting/Repository>
#include <QFile>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

using namespace Lowerscope;

static QString readData(const QString &rel)
{
    QFile f(Test::dataPath(rel));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

class TestIrView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ourDefinitionsLoad()
    {
        for (const char *d : { "mlir", "ptx", "sass", "llvm", "python", "ttgir", "npuir" }) {
            const auto def = Ui::definitionFor(QString::fromLatin1(d));
            QVERIFY2(def.isValid(), d);
        }
        QCOMPARE(Ui::definitionFor(QStringLiteral("ptx")).name(), QStringLiteral("PTX (Lowerscope)"));
        QCOMPARE(Ui::definitionFor(QStringLiteral("x/transpose_naive.ttgir")).name(), QStringLiteral("MLIR (Lowerscope)"));
        QCOMPARE(Ui::definitionFor(QStringLiteral("x/transpose_naive.nvdisasm")).name(), QStringLiteral("SASS (Lowerscope)"));
    }
    void highlightsRealPtx()
    {
        Ui::IrView view;
        view.resize(900, 600);
        view.setText(readData(QStringLiteral("triton-h200/transpose_naive/transpose_naive.ptx")),
            Ui::definitionFor(QStringLiteral("ptx")));
        QVERIFY(view.lineCount() > 100);
        // Line 69 is the kernel's scalar global load.
        QVERIFY(view.lineText(69).contains(QLatin1String("ld.global.b32")));
        view.setLinkedLines({ 69 });
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.firstVisibleLine() <= 69 && 69 < view.firstVisibleLine() + view.visibleLineCount());
        QVERIFY(view.highlightedLineCount() > 0);
    }
    void lazyOnHugeFiles()
    {
        // 120k lines built from the real TTGIR, repeated.
        const QString ttgir = readData(QStringLiteral("triton-h200/matmul_tuned/matmul_tuned.ttgir"));
        const qsizetype perCopy = ttgir.count(QLatin1Char('\n'));
        QString big;
        for (qsizetype lines = 0; lines < 120000; lines += perCopy)
            big += ttgir;
        Ui::IrView view;
        view.resize(900, 600);
        view.setText(big, Ui::definitionFor(QStringLiteral("ttgir")));
        QVERIFY(view.lineCount() >= 120000);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const int afterShow = view.highlightedLineCount();
        QVERIFY2(afterShow <= view.visibleLineCount() + 2, qPrintable(QString::number(afterShow)));
        view.scrollToLine(110000);
        QCoreApplication::processEvents();
        view.repaint();
        QVERIFY(view.highlightedLineCount() <= 2 * (view.visibleLineCount() + 2));
        QVERIFY(view.firstVisibleLine() > 100000);
    }
    void keysAndFind()
    {
        Ui::IrView view;
        view.resize(600, 400);
        view.setText(readData(QStringLiteral("triton-h200/transpose_naive/transpose_naive.ptx")),
            Ui::definitionFor(QStringLiteral("ptx")));
        view.show();
        QSignalSpy spy(&view, &Ui::IrView::currentLineChanged);
        QCOMPARE(view.find(QStringLiteral("ld.global")), 69);
        QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(view.currentLine(), 70);
        QTest::keyClick(&view, Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(view.currentLine(), 1);
        QCOMPARE(spy.count(), 3);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(100, 5));
        QCOMPARE(view.currentLine(), view.firstVisibleLine());
    }
};

QTEST_MAIN(TestIrView)
#include "tst_irview.moc"
