// SPDX-License-Identifier: MIT
#include "trajectory/sourceirview.h"

#include "trajectory/irsearchbar.h"
#include "trajectory/irview.h"

#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>

namespace Lowerscope::Ui {

// An nvdisasm listing with its padding squeezed and the encodings dropped: "/*0290*/  @!P1 LDG.E R4, [R2.64] ;".
static QString compactSass(const QString &text)
{
    static const QRegularExpression encoding(QStringLiteral("\\s*/\\* 0x[0-9a-f]{16} \\*/\\s*$"));
    static const QRegularExpression padding(QStringLiteral("^\\s*(/\\*[0-9a-f]{4,}\\*/)\\s{2,}"));
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &l : lines) {
        l.remove(encoding);
        l.replace(padding, QStringLiteral("\\1  "));
    }
    return lines.join(QLatin1Char('\n'));
}

static QString paneTitle(const QString &name)
{
    return name == LineLinks::Source ? QCoreApplication::translate("Lowerscope::Ui::SourceIrView", "Python") : name.toUpper();
}

SourceIrView::SourceIrView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("sourceIrSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(false);
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_remarks = new QLabel(this);
    m_remarks->setObjectName(QStringLiteral("sourceIrRemarks"));
    m_remarks->setTextFormat(Qt::PlainText);
    m_remarks->setStyleSheet(QStringLiteral("QLabel { background: rgba(255, 196, 0, 70); padding: 2px 4px; }"));
    m_remarks->setVisible(false);
    m_remarks->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_remarks->setWordWrap(true); // a compiler's remark is a sentence: wrapped, never cut
    // Python | the stages. Either side collapses when its handle is dragged to the edge (and comes back when
    // dragged out again), as Nsight Compute's source and SASS views do.
    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->setObjectName(QStringLiteral("sourceIrSplit"));
    m_split->setChildrenCollapsible(true);
    m_split->setHandleWidth(6);
    m_stages = new QTabWidget(this);
    m_stages->setObjectName(QStringLiteral("sourceIrStages"));
    m_stages->setDocumentMode(true);
    m_stages->setUsesScrollButtons(false);
    m_stages->setElideMode(Qt::ElideNone);
    m_split->addWidget(m_stages);
    m_stages->hide();
    layout->addWidget(m_summary);
    layout->addWidget(m_remarks);
    layout->addWidget(m_split, 1);
    connect(m_split, &QSplitter::splitterMoved, this, [this] { m_sizesPending = false; }); // the user's sizes stay
    connect(m_stages, &QTabWidget::currentChanged, this, [this] {
        // The stage shown now scrolls to its linked lines (it had no height while hidden).
        if (IrView *view = m_panes.value(currentStage())) {
            if (!view->linkedLines().isEmpty())
                view->setLinkedLines(view->linkedLines(), true);
            else if (view->currentLine() > 0)
                view->scrollToLine(view->currentLine());
        }
    });
    retranslateUi();
}

void SourceIrView::clearPanes()
{
    while (m_stages->count() > 0) {
        QWidget *w = m_stages->widget(0);
        m_stages->removeTab(0);
        delete w;
    }
    delete m_boxes.value(LineLinks::Source);
    m_stages->hide();
    m_panes.clear();
    m_headers.clear();
    m_search.clear();
    m_boxes.clear();
    m_metrics.clear();
    m_maximized.clear();
    m_stageBeforeMaximize.clear();
    m_order.clear();
    m_from.clear();
    m_fromLine = 0;
    m_picked = false;
    m_remarks->clear();
    m_remarks->setVisible(false);
}

// One pane: its header (title, file, lines, linked lines; wrapped, never cut), find and maximise buttons, the find
// bar and the view.
QWidget *SourceIrView::makeBox(const QString &name, const QString &text, const QString &syntax, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    auto *top = new QHBoxLayout;
    top->setSpacing(2);
    auto *header = new QLabel(box);
    header->setObjectName(name + QStringLiteral("Header"));
    header->setTextFormat(Qt::RichText);
    header->setWordWrap(true); // a narrow pane wraps its header rather than cutting it
    header->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
    auto *findButton = new QToolButton(box);
    findButton->setObjectName(name + QStringLiteral("Find"));
    findButton->setAutoRaise(true);
    findButton->setIcon(QIcon::fromTheme(QStringLiteral("edit-find"), style()->standardIcon(QStyle::SP_FileDialogContentsView)));
    auto *maxButton = new QToolButton(box);
    maxButton->setObjectName(name + QStringLiteral("Maximize"));
    maxButton->setAutoRaise(true);
    top->addWidget(header, 1);
    top->addWidget(findButton, 0, Qt::AlignTop);
    top->addWidget(maxButton, 0, Qt::AlignTop);
    auto *view = new IrView(box);
    view->setObjectName(name + QStringLiteral("Pane"));
    auto def = definitionFor(name);
    if (!def.isValid())
        def = definitionFor(syntax);
    // nvdisasm pads each instruction to column 27 and ends it with its encoding: in a narrow pane the
    // instruction itself was off-screen. Shown compact (same lines, so every link holds).
    view->setText(name == QLatin1String("sass") ? compactSass(text) : text, def);
    auto *search = new IrSearchBar(view, box);
    search->setObjectName(name + QStringLiteral("Search"));
    connect(findButton, &QToolButton::clicked, search, &IrSearchBar::open);
    connect(maxButton, &QToolButton::clicked, this, [this, name] { maximizePane(m_maximized == name ? QString() : name); });
    v->addLayout(top);
    v->addWidget(search);
    v->addWidget(view, 1);
    m_search.insert(name, search);
    m_boxes.insert(name, box);
    m_panes.insert(name, view);
    m_headers.insert(name, header);
    connect(view, &IrView::currentLineChanged, this, [this, name](int line) {
        if (!m_autoPick)
            m_picked = true;
        follow(name, line);
    });
    return box;
}

void SourceIrView::setTrajectory(const LoweringTrajectory &trajectory, const QHash<QString, QString> &texts)
{
    clearPanes();
    m_trajectory = trajectory;
    m_links = LineLinks(trajectory.sourceMap);
    QHash<QString, QString> syntax;
    if (!texts.value(LineLinks::Source).isEmpty())
        m_order << LineLinks::Source;
    for (const StageSnapshot &s : trajectory.stages)
        if (s.kind == QLatin1String("stage") && s.name != LineLinks::Source && texts.contains(s.name)
            && !m_order.contains(s.name)) {
            m_order << s.name;
            syntax.insert(s.name, s.syntax);
        }
    // Python on the left, the stages in one pane on the right: at 1440×900 four IR panes of 180 px each and a
    // Python pane cut at 25 characters were unreadable; one stage at a time has the room for its lines.
    if (m_order.contains(LineLinks::Source))
        m_split->insertWidget(0, makeBox(LineLinks::Source, texts.value(LineLinks::Source), {}, m_split));
    for (const QString &name : std::as_const(m_order))
        if (name != LineLinks::Source) {
            QWidget *box = makeBox(name, texts.value(name), syntax.value(name), m_stages);
            m_stages->addTab(box, paneTitle(name));
        }
    if (m_stages->count() > 0) {
        m_stages->show();
        // SASS first when there is one: the metric columns sit beside it, as on Nsight Compute's Source page.
        m_stages->setCurrentIndex(m_boxes.contains(QStringLiteral("sass"))
                ? m_stages->indexOf(m_boxes.value(QStringLiteral("sass")))
                : m_stages->count() - 1);
    }
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 1);
    m_sizesPending = true;
    // Remarks inline on their source line.
    if (IrView *src = m_panes.value(LineLinks::Source)) {
        QHash<int, QString> notes;
        const QString ownFile = QFileInfo(trajectory.source.file).fileName();
        for (const Remark &r : trajectory.remarks) {
            if (!ownFile.isEmpty() && QFileInfo(r.file).fileName() != ownFile)
                continue;
            QString &note = notes[r.line];
            note += (note.isEmpty() ? QString() : QStringLiteral("  ·  ")) + r.severity + QStringLiteral(": ") + r.message
                + (r.pass.isEmpty() ? QString() : QStringLiteral(" [") + r.pass + QLatin1Char(']'));
        }
        src->setAnnotations(notes);
    }
    for (const QString &name : std::as_const(m_order))
        updateHeader(name);
    m_summary->clear();
    selectHottest();
    if (m_fromLine == 0)
        retranslateUi();
    sizeSides();
}

QString SourceIrView::currentStage() const
{
    for (auto it = m_boxes.cbegin(); it != m_boxes.cend(); ++it)
        if (it.value() == m_stages->currentWidget())
            return it.key();
    return {};
}

void SourceIrView::showStage(const QString &name)
{
    if (QWidget *box = m_boxes.value(name); box && name != LineLinks::Source)
        m_stages->setCurrentWidget(box);
}

QList<int> SourceIrView::kernelLines() const
{
    const IrView *src = m_panes.value(LineLinks::Source);
    if (!src)
        return {};
    int first = 0, last = 0;
    const auto take = [&](int line) {
        if (line < 1 || line > src->lineCount())
            return;
        first = first == 0 ? line : qMin(first, line);
        last = qMax(last, line);
    };
    for (auto it = m_trajectory.sourceMap.cbegin(); it != m_trajectory.sourceMap.cend(); ++it)
        take(it.key());
    const LineMetrics metrics = m_metrics.value(LineLinks::Source);
    for (auto it = metrics.values.cbegin(); it != metrics.values.cend(); ++it)
        take(it.key());
    QList<int> lines;
    for (int l = first; l > 0 && l <= last; ++l)
        lines << l;
    return lines;
}

// Opens on the hottest Python line by the profile's first metric (stall samples), else the hottest SASS line;
// without a profile on the first remark's line, else the source line with most IR lines (not the `def` line,
// which the whole function's prologue maps to). Only until a line is picked.
void SourceIrView::selectHottest()
{
    if (m_picked)
        return;
    QString pane;
    int line = 0;
    for (const QString &name : { LineLinks::Source, QStringLiteral("sass") }) {
        const LineMetrics m = m_metrics.value(name);
        if (!m_panes.contains(name) || m.columns.isEmpty())
            continue;
        double best = 0;
        for (auto it = m.values.cbegin(); it != m.values.cend(); ++it)
            if (!it->isEmpty() && (it->first() > best || (it->first() == best && best > 0 && it.key() < line))) {
                best = it->first();
                line = it.key();
            }
        if (line > 0) {
            pane = name;
            break;
        }
    }
    if (line == 0 && m_panes.contains(LineLinks::Source)) {
        pane = LineLinks::Source;
        for (const Remark &r : m_trajectory.remarks)
            if (r.line > 0 && (line == 0 || r.line < line))
                line = r.line;
        if (line == 0) {
            // The line most IR comes from; the def line only as a last resort (the prologue maps to it).
            const auto &map = m_trajectory.sourceMap;
            const int def = map.isEmpty() ? 0 : map.firstKey();
            qsizetype most = 0;
            for (auto it = map.cbegin(); it != map.cend(); ++it) {
                qsizetype n = 0;
                for (const QList<int> &l : it.value())
                    n += l.size();
                if (it.key() != def && n > most) {
                    most = n;
                    line = it.key();
                }
            }
            if (line == 0)
                line = def;
        }
    }
    if (line <= 0 || pane.isEmpty())
        return;
    m_autoPick = true;
    selectLine(pane, line);
    m_autoPick = false;
}

// The Python side as wide as its kernel lines need (within 30-62 % of the view), the stages the rest.
void SourceIrView::sizeSides()
{
    if (!m_sizesPending || width() <= 8 || !isVisible())
        return;
    IrView *src = m_panes.value(LineLinks::Source);
    if (!src || m_stages->count() == 0 || !m_maximized.isEmpty()) {
        m_sizesPending = false;
        return;
    }
    // The view's own size (its margins off): the splitter may not have its geometry yet when first shown.
    const int total = width() - 8 - m_split->handleWidth();
    const QList<int> lines = kernelLines();
    const int want = src->widthFor(lines);
    int widest = 0;
    for (int l : lines)
        widest = qMax(widest, src->lineWidth(l));
    src->setCodeReserve(widest + src->fontMetrics().horizontalAdvance(QLatin1Char('M'))); // more columns only beside them
    // Side by side when the Python lines and 60 characters of the stage fit beside each other; else the Python
    // above the stage, each the whole width (at 1440×900 beside the Evidence dock, a kernel line of 84 characters
    // and SASS beside its columns do not both fit): a line is never cut to make room.
    const IrView *stage = m_panes.value(currentStage());
    const int stageMin = stage ? stage->widthForChars(60) : 0;
    if (want + stageMin <= total) {
        m_split->setOrientation(Qt::Horizontal);
        const int left = qBound(total * 30 / 100, want, total - stageMin);
        m_split->setSizes({ left, total - left });
    } else {
        m_split->setOrientation(Qt::Vertical);
        const int height = qMax(0, m_split->height() > 0 ? m_split->height() : this->height() / 2) - m_split->handleWidth();
        const QWidget *box = m_boxes.value(LineLinks::Source);
        const int chrome = box->height() - src->height() > 0 ? box->height() - src->height() : 30;
        const int top = qBound(height / 4, chrome + src->heightForLines(int(lines.size()) + 2), height / 2);
        m_split->setSizes({ top, height - top });
    }
    m_sizesPending = false;
    // The panes have their sizes now (and again once the layout has run): the kernel in view whole if it fits.
    showKernelWhole();
    QTimer::singleShot(0, this, [this] { showKernelWhole(); });
}

void SourceIrView::selectLine(const QString &name, int line)
{
    IrView *view = m_panes.value(name);
    if (!view)
        return;
    if (!m_autoPick)
        m_picked = true;
    showStage(name);
    if (view->currentLine() == line)
        follow(name, line);
    else
        view->setCurrentLine(line); // emits currentLineChanged, which follows
    view->scrollToLine(line);
    if (name == LineLinks::Source)
        showKernelWhole();
}

// The Python pane scrolled to the kernel's first line when the whole kernel fits and holds the current line.
void SourceIrView::showKernelWhole()
{
    IrView *src = m_panes.value(LineLinks::Source);
    const QList<int> lines = kernelLines();
    if (!src || lines.isEmpty() || lines.size() > src->visibleLineCount() || src->currentLine() < lines.constFirst()
        || src->currentLine() > lines.constLast())
        return;
    src->verticalScrollBar()->setValue(lines.constFirst() - 1);
}

void SourceIrView::follow(const QString &from, int line)
{
    m_from = from;
    m_fromLine = line;
    const QList<int> sources = m_links.sourceLines(from, line);
    QStringList parts;
    for (const QString &to : std::as_const(m_order)) {
        IrView *view = m_panes.value(to);
        const QList<int> lines = m_links.follow(from, line, to);
        // The picked pane keeps its current line visible; it tints the other lines of the same source lines.
        view->setLinkedLines(lines, to != from);
        if (to != from && to != LineLinks::Source)
            parts << tr("%1: %n line(s)", nullptr, int(lines.size())).arg(paneTitle(to));
        updateHeader(to);
        updateStageTab(to);
    }
    QStringList src, remarks;
    for (int s : sources) {
        src << QString::number(s);
        for (const Remark &r : std::as_const(m_trajectory.remarks))
            if (r.line == s)
                remarks << (r.pass.isEmpty() ? tr("Line %1 · %2: %3").arg(s).arg(r.severity, r.message)
                                             : tr("Line %1 · %2 in %3: %4").arg(s).arg(r.severity, r.pass, r.message));
    }
    m_remarks->setText(remarks.join(QLatin1Char('\n')));
    m_remarks->setVisible(!remarks.isEmpty());
    if (from == LineLinks::Source)
        m_summary->setText(tr("Python line %1 → %2").arg(line).arg(parts.join(QStringLiteral("  ·  "))));
    else if (sources.isEmpty())
        m_summary->setText(tr("%1 line %2 has no location in the kernel's source").arg(paneTitle(from)).arg(line));
    else
        m_summary->setText(tr("%1 line %2 ← Python line %3 → %4")
                .arg(paneTitle(from))
                .arg(line)
                .arg(src.join(QStringLiteral(", ")), parts.join(QStringLiteral("  ·  "))));
    Q_EMIT linked(from, line);
}

void SourceIrView::updateHeader(const QString &name)
{
    QLabel *header = m_headers.value(name);
    IrView *view = m_panes.value(name);
    if (!header || !view)
        return;
    QString file;
    if (name == LineLinks::Source)
        file = QFileInfo(m_trajectory.source.path.isEmpty() ? m_trajectory.source.file : m_trajectory.source.path).fileName();
    else if (const StageSnapshot *s = m_trajectory.stage(name))
        file = QFileInfo(s->artifact.path).fileName();
    const int linked = int(view->linkedLines().size());
    // A cut table: how many of the pane's lines hold partial figures, and from which file and line.
    QString partial;
    const LineMetrics metrics = m_metrics.value(name);
    if (!metrics.partialLines.isEmpty()) {
        QStringList where;
        for (const Warning &w : metrics.partial)
            where << (w.line > 0 ? QStringLiteral("%1:%2").arg(w.file).arg(w.line) : w.file);
        where.removeDuplicates();
        partial = QStringLiteral(" <span style='color:#b86e00'>")
            + tr("%n line(s) partial (%1)", nullptr, int(metrics.partialLines.size()))
                  .arg(where.join(QStringLiteral(", ")))
                  .toHtmlEscaped()
            + QStringLiteral("</span>");
    }
    // Plain spaces between the parts: a narrow pane wraps there instead of cutting "56 lines" to "56 lin".
    header->setText(QStringLiteral("<b>%1</b> <span style='color:gray'>%2 · %3</span>%4%5")
            .arg(paneTitle(name).toHtmlEscaped(), file.toHtmlEscaped(), tr("%n lines", nullptr, view->lineCount()),
                linked ? QStringLiteral(" <span style='color:#2a7de1'>") + tr("%n linked", nullptr, linked)
                        + QStringLiteral("</span>")
                       : QString(),
                partial));
    header->setToolTip(name == LineLinks::Source ? m_trajectory.source.path
            : m_trajectory.stage(name)           ? m_trajectory.stage(name)->artifact.path
                                                 : QString());
    if (auto *find = findChild<QToolButton *>(name + QStringLiteral("Find")))
        find->setToolTip(tr("Find in %1 (Ctrl+F)").arg(paneTitle(name)));
    if (auto *max = findChild<QToolButton *>(name + QStringLiteral("Maximize"))) {
        max->setIcon(style()->standardIcon(m_maximized == name ? QStyle::SP_TitleBarNormalButton : QStyle::SP_TitleBarMaxButton));
        max->setToolTip(m_maximized == name ? tr("Restore the panes") : tr("Maximise %1").arg(paneTitle(name)));
    }
}

QString SourceIrView::metricTitle(const QString &column)
{
    if (column == QLatin1String("stall_samples"))
        return tr("Stall samples");
    if (column == QLatin1String("instructions_executed"))
        return tr("Instructions executed");
    if (column == QLatin1String("l2_sectors"))
        return tr("L2 sectors");
    if (column == QLatin1String("l2_excess_sectors"))
        return tr("Excess L2 sectors");
    if (column.startsWith(QLatin1String("stall:")))
        return tr("Stall: %1").arg(column.mid(6)); // Nsight's reason names (long_sb, lg, ...)
    return column;
}

void SourceIrView::updateStageTab(const QString &name)
{
    const int index = m_stages->indexOf(m_boxes.value(name));
    IrView *view = m_panes.value(name);
    if (index < 0 || !view || name == LineLinks::Source)
        return;
    const int linked = int(view->linkedLines().size());
    // The tab says how many of the stage's lines the pick links to, so the hidden stages are not silent.
    m_stages->setTabText(index, linked > 0 ? QStringLiteral("%1 · %2").arg(paneTitle(name)).arg(linked) : paneTitle(name));
    m_stages->setTabToolTip(index, tr("%1: %n linked line(s)", nullptr, linked).arg(paneTitle(name)));
}

void SourceIrView::setMetrics(const QString &name, const LineMetrics &metrics)
{
    IrView *view = m_panes.value(name);
    if (!view)
        return;
    m_metrics.insert(name, metrics);
    // Shares are of the kernel's total (every row, whatever its source line), as Nsight Compute's are.
    const QList<double> &totals = metrics.kernelTotals.size() == metrics.columns.size() ? metrics.kernelTotals : metrics.totals;
    QStringList headers, tips;
    for (int c = 0; c < metrics.columns.size(); ++c) {
        headers << metricTitle(metrics.columns.at(c));
        tips << (metrics.partial.isEmpty() ? tr("%1: %2 in all") : tr("%1: at least %2 in all (partial data)"))
                    .arg(metricTitle(metrics.columns.at(c)), QLocale().toString(qlonglong(std::llround(totals.value(c)))));
    }
    view->setMetrics(headers, metrics.values, metrics.maxima, tips, totals);
    QStringList why;
    for (const Warning &w : metrics.partial)
        why << w.toText();
    view->setPartialLines(metrics.partialLines, why.join(QLatin1Char('\n')));
    updateHeader(name);
    selectHottest();
    if (name == LineLinks::Source)
        m_sizesPending = true; // its first column takes room beside the code
    sizeSides();
}

void SourceIrView::maximizePane(const QString &name)
{
    const QString before = m_maximized;
    m_maximized = m_boxes.contains(name) ? name : QString();
    if (!m_maximized.isEmpty() && before.isEmpty())
        m_stageBeforeMaximize = currentStage();
    QWidget *src = m_boxes.value(LineLinks::Source);
    if (m_maximized.isEmpty()) {
        if (src)
            src->setVisible(true);
        m_stages->setVisible(m_stages->count() > 0);
        if (!before.isEmpty() && !m_stageBeforeMaximize.isEmpty())
            showStage(m_stageBeforeMaximize);
        m_sizesPending = true;
        sizeSides();
    } else if (m_maximized == LineLinks::Source) {
        src->setVisible(true);
        m_stages->setVisible(false);
    } else {
        showStage(m_maximized);
        if (src)
            src->setVisible(false);
        m_stages->setVisible(true);
    }
    retranslateUi();
}

void SourceIrView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    sizeSides();
    // Panes learn their height only now: scroll the linked lines into view again.
    for (IrView *view : std::as_const(m_panes)) {
        if (!view->linkedLines().isEmpty())
            view->setLinkedLines(view->linkedLines(), true);
        else if (view->currentLine() > 0)
            view->scrollToLine(view->currentLine());
    }
    if (m_panes.value(LineLinks::Source) && m_panes.value(LineLinks::Source)->linkedLines().isEmpty())
        showKernelWhole();
}

void SourceIrView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    sizeSides();
}

void SourceIrView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SourceIrView::retranslateUi()
{
    if (m_order.isEmpty() && !m_trajectory.passes.isEmpty())
        m_summary->setText(tr("%1 has no final-stage files, only %n pass dump(s): the Trajectory tab shows them.", nullptr,
            int(m_trajectory.passes.size()))
                .arg(m_trajectory.kernel));
    else if (m_order.isEmpty())
        m_summary->setText(tr("No kernel open: open a kernel folder to see its Python source beside every stage's IR."));
    else if (m_fromLine > 0)
        follow(m_from, m_fromLine);
    else if (!m_panes.contains(LineLinks::Source))
        m_summary->setText(tr("No Python source was found beside this IR. Pick a line in any pane: the other stages follow."));
    else
        m_summary->setText(tr("Pick a line in any pane: the Python source and every stage follow."));
    for (const QString &name : std::as_const(m_order)) {
        updateHeader(name);
        updateStageTab(name);
    }
}

} // namespace Lowerscope::Ui
