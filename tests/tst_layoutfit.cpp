// SPDX-License-Identifier: MIT
// No translated text clips at 1440×900: the main window with the demo open (real H200 kernels, their trace and
// recorded rounds), every page shown in turn, in English, German, Spanish, Chinese and Korean. Each visible
// label, button, check box, tab, combo box and dock title is measured with its own font (QFontMetrics) against
// the room its widget has; a text the widget elides itself on purpose (with the whole text in its tooltip) is
// not a clip.
#include "analysis/pathanalysis.h"
#include "common/elidedlabel.h"
#include "common/kernelselection.h"
#include "core/language.h"
#include "diagnosis/findingsbrowser.h"
#include "diagnosis/ladderview.h"
#include "shell/mainwindow.h"
#include "testsupport.h"
#include "trajectory/irview.h"
#include "trajectory/sourceirview.h"
#include "trajectory/trajectorytabs.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolButton>
#include <QTreeWidget>
#include <cmath>

using namespace Lowerscope;

namespace {
QString kit()
{
    return QFileInfo(QStringLiteral(LOWERSCOPE_BINARY)).absolutePath() + QStringLiteral("/demo-kit");
}

// The widest line of TEXT in FM, with mnemonics (&) removed.
int textWidth(const QFontMetrics &fm, QString text)
{
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    int w = 0;
    for (const QString &line : text.split(u'\n'))
        w = std::max(w, fm.horizontalAdvance(line));
    return w;
}

QString nameOf(const QWidget *w)
{
    QString path;
    for (const QWidget *p = w; p; p = p->parentWidget())
        if (!p->objectName().isEmpty()) {
            path = p->objectName();
            break;
        }
    return QString::fromLatin1(w->metaObject()->className()) + QLatin1Char('@') + path;
}

// Every visible text under ROOT that its widget cannot show whole: "Class@objectName: text (need N px, have M)".
QStringList clippedTexts(const QWidget *root)
{
    QStringList out;
    const auto report = [&](const QWidget *w, const QString &text, int need, int have) {
        if (need > have)
            out.append(QStringLiteral("%1: \"%2\" (need %3 px, have %4)").arg(nameOf(w), text).arg(need).arg(have));
    };
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->width() <= 0 || !w->visibleRegion().boundingRect().isValid())
            continue;
        const QFontMetrics fm = w->fontMetrics();
        if (const auto *l = qobject_cast<const QLabel *>(w)) {
            if (l->wordWrap() || l->text().isEmpty() || !l->pixmap().isNull())
                continue;
            const int room = l->contentsRect().width() - 2 * l->margin() - std::max(0, l->indent());
            if (const auto *e = qobject_cast<const Ui::ElidedLabel *>(l)) { // elided on purpose, whole in its tooltip
                report(w, e->displayedText(), textWidth(fm, e->displayedText()), room);
                continue;
            }
            if (l->textFormat() == Qt::RichText || (l->textFormat() == Qt::AutoText && Qt::mightBeRichText(l->text()))) {
                QTextDocument doc;
                doc.setDefaultFont(l->font());
                doc.setDocumentMargin(0);
                doc.setHtml(l->text());
                report(w, doc.toPlainText(), int(std::ceil(doc.idealWidth())), room);
            } else {
                report(w, l->text(), textWidth(fm, l->text()), room);
            }
        } else if (const auto *b = qobject_cast<const QAbstractButton *>(w)) {
            if (b->text().isEmpty())
                continue;
            const QStyle *s = b->style();
            int chrome = 0;
            if (qobject_cast<const QCheckBox *>(b))
                chrome = s->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, b)
                    + s->pixelMetric(QStyle::PM_CheckBoxLabelSpacing, nullptr, b);
            else if (qobject_cast<const QRadioButton *>(b))
                chrome = s->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth, nullptr, b)
                    + s->pixelMetric(QStyle::PM_RadioButtonLabelSpacing, nullptr, b);
            else if (auto *t = qobject_cast<const QToolButton *>(b); t && t->toolButtonStyle() == Qt::ToolButtonIconOnly)
                continue;
            else
                chrome = 2 * s->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, b) + 2;
            if (!b->icon().isNull() && !qobject_cast<const QToolButton *>(b))
                chrome += b->iconSize().width() + 4;
            report(w, b->text(), textWidth(fm, b->text()) + chrome, b->width());
        } else if (const auto *tabs = qobject_cast<const QTabBar *>(w)) {
            int all = 0; // every tab in view: none hidden behind the bar's scroll buttons
            QStringList texts;
            for (int i = 0; i < tabs->count(); ++i)
                if (tabs->isTabVisible(i)) {
                    report(w, tabs->tabText(i), textWidth(fm, tabs->tabText(i)) + 2 * 4, tabs->tabRect(i).width());
                    all += tabs->tabRect(i).width();
                    texts.append(tabs->tabText(i));
                }
            report(w, texts.join(QStringLiteral(" | ")), all, tabs->width());
        } else if (const auto *c = qobject_cast<const QComboBox *>(w)) {
            if (c->isEditable() || c->currentText().isEmpty())
                continue;
            const int arrow = c->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, c);
            report(w, c->currentText(), textWidth(fm, c->currentText()) + arrow + 8, c->width());
        } else if (const auto *g = qobject_cast<const QGroupBox *>(w)) {
            report(w, g->title(), textWidth(fm, g->title()) + (g->isCheckable() ? 20 : 0), g->width());
        } else if (const auto *d = qobject_cast<const QDockWidget *>(w)) {
            if (d->isFloating())
                continue;
            // The title bar holds the title, then the float and close buttons.
            const int buttons = 2 * (d->style()->pixelMetric(QStyle::PM_TitleBarButtonIconSize, nullptr, d) + 6);
            report(w, d->windowTitle(), textWidth(fm, d->windowTitle()) + buttons + 8, d->width());
        }
    }
    return out;
}
// The file:line tokens ("transpose_naive.py:10") of a wrapped rich-text label that its wrapping cuts over two lines.
QStringList cutTokens(const QLabel *l)
{
    QTextDocument doc;
    doc.setDefaultFont(l->font());
    doc.setDocumentMargin(0);
    doc.setHtml(l->text());
    doc.setTextWidth(l->contentsRect().width() - 2 * l->margin());
    static const QRegularExpression token(QStringLiteral("[\\w.-]+\\.[a-z]+:\\d+"));
    QStringList out;
    const QString plain = doc.toPlainText();
    for (auto it = token.globalMatch(plain); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QTextBlock block = doc.findBlock(int(m.capturedStart()));
        const QTextLayout *layout = block.layout();
        const int first = layout->lineForTextPosition(int(m.capturedStart()) - block.position()).lineNumber();
        const int last = layout->lineForTextPosition(int(m.capturedEnd()) - 1 - block.position()).lineNumber();
        if (first != last)
            out << m.captured();
    }
    return out;
}

// What does not fit in the Diagnosis tab: a file:line token cut in a rung, a launch-fact column narrower than its
// text, findings wider than their view.
QStringList diagnosisMisfits(Ui::MainWindow &w)
{
    QStringList out;
    Ui::LadderView *ladder = w.ladderView();
    for (int level = 1; level <= 4; ++level)
        for (const QString &t : cutTokens(ladder->rungLabel(level)))
            out << QStringLiteral("L%1 rung cuts %2 (%3 px wide)").arg(level).arg(t).arg(ladder->rungLabel(level)->width());
    const QTreeWidget *facts = ladder->launchFactsView();
    if (facts->isVisible()) {
        int columns = 0;
        for (int c = 0; c < facts->columnCount() - 1; ++c) {
            columns += facts->header()->sectionSize(c);
            for (int i = 0; i < facts->topLevelItemCount(); ++i) {
                const QString text = facts->topLevelItem(i)->text(c);
                if (facts->fontMetrics().horizontalAdvance(text) > facts->header()->sectionSize(c))
                    out << QStringLiteral("launch fact column %1 cuts \"%2\"").arg(c).arg(text);
            }
        }
        if (columns > facts->viewport()->width())
            out << QStringLiteral("launch facts: %1 px of columns in %2").arg(columns).arg(facts->viewport()->width());
    }
    const QTextBrowser *findings = ladder->findingsBrowser();
    if (findings->document()->idealWidth() > findings->viewport()->width())
        out << QStringLiteral("findings %1 px wide in %2")
                   .arg(findings->document()->idealWidth())
                   .arg(findings->viewport()->width());
    return out;
}

// What does not fit in Source & IR, for every kernel the window has: a kernel line of Python wider than its pane's
// code, an IR pane with less than 50 characters of code beside its metric columns.
QStringList sourceMisfits(Ui::MainWindow &w, QStringList *widths)
{
    QStringList out;
    Ui::SourceIrView *view = w.trajectoryTabs()->sourceIrView();
    for (const AnalyzedKernel &k : w.trajectoryTabs()->kernels()) {
        w.kernelSelection()->select(k.trajectory.kernel);
        QTest::qWait(20);
        const Ui::IrView *py = view->pane(QStringLiteral("source"));
        if (!py)
            continue;
        int widest = 0, line = 0;
        for (int l : view->kernelLines())
            if (py->lineWidth(l) > widest) {
                widest = py->lineWidth(l);
                line = l;
            }
        if (widest > py->codeWidth())
            out << QStringLiteral("%1: Python line %2 needs %3 px, the pane has %4")
                       .arg(k.trajectory.kernel)
                       .arg(line)
                       .arg(widest)
                       .arg(py->codeWidth());
        const Ui::IrView *ir = view->pane(view->currentStage());
        const int chars = ir ? ir->codeWidth() / ir->fontMetrics().horizontalAdvance(QLatin1Char('M')) : 0;
        if (chars < 50)
            out << QStringLiteral("%1: the %2 pane has %3 characters of code")
                       .arg(k.trajectory.kernel, view->currentStage())
                       .arg(chars);
        if (widths)
            *widths << QStringLiteral("%1: Python %2 px for %3, %4 %5 chars")
                           .arg(k.trajectory.kernel)
                           .arg(py->codeWidth())
                           .arg(widest)
                           .arg(view->currentStage())
                           .arg(chars);
    }
    return out;
}
} // namespace

class TestLayoutFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { Language::install(QStringLiteral("en")); }

    void noTextClipsAt1440x900_data()
    {
        QTest::addColumn<QString>("lang");
        for (const char *lang : { "en", "de", "es", "zh_CN", "ko" })
            QTest::newRow(lang) << QString::fromLatin1(lang);
    }
    void noTextClipsAt1440x900()
    {
        QFETCH(QString, lang);
        QCOMPARE(Language::install(lang), lang);
        QTemporaryDir dir;
        Ui::MainWindow w({ dir.filePath(QStringLiteral("kb.sqlite")), dir.filePath(QStringLiteral("ws")), false });
        w.setDemoLocation(kit(), dir.filePath(QStringLiteral("demo-ws")));
        w.resize(1440, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QStringList clipped = clippedTexts(&w);
        for (QString &c : clipped)
            c.prepend(QStringLiteral("start: "));
        w.openDemo();
        QVERIFY(w.waitUntilIdle(120000));
        QVERIFY(w.currentPath().endsWith(QLatin1String("demo-kit/kernels")));
        for (const char *view : { "diagnosis", "trajectory", "source", "timeline", "charts", "curator", "rounds", "optimize" }) {
            const QString name = QString::fromLatin1(view);
            QVERIFY2(w.showView(name), view);
            QVERIFY(w.waitUntilIdle(60000));
            QTest::qWait(20); // the shown page lays out
            for (const QString &c : clippedTexts(&w))
                clipped.append(name + QStringLiteral(": ") + c);
            // The panes' contents too: the Diagnosis tab's rungs, launch facts and findings; Source & IR's Python lines
            // whole and an IR pane with room for its lines, for every demo kernel.
            if (name == QLatin1String("diagnosis"))
                for (const QString &c : diagnosisMisfits(w))
                    clipped.append(name + QStringLiteral(": ") + c);
            if (name == QLatin1String("source")) {
                QStringList widths;
                for (const QString &c : sourceMisfits(w, &widths))
                    clipped.append(name + QStringLiteral(": ") + c);
                qInfo().noquote() << lang << widths.join(QStringLiteral("; "));
                QCOMPARE(widths.size(), 6); // the six demo kernels
            }
        }
        clipped.removeDuplicates();
        QVERIFY2(clipped.isEmpty(), qPrintable(QStringLiteral("\n") + clipped.join(u'\n')));
    }
};

QTEST_MAIN(TestLayoutFit)
#include "tst_layoutfit.moc"
