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
#include <QSplitter>
#include <QStyle>
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
    m_rows = new QSplitter(Qt::Vertical, this);
    m_rows->setChildrenCollapsible(false);
    layout->addWidget(m_summary);
    layout->addWidget(m_remarks);
    layout->addWidget(m_rows, 1);
    retranslateUi();
}

void SourceIrView::clearPanes()
{
    while (m_rows->count() > 0)
        delete m_rows->widget(0);
    m_panes.clear();
    m_headers.clear();
    m_search.clear();
    m_boxes.clear();
    m_metrics.clear();
    m_maximized.clear();
    m_order.clear();
    m_from.clear();
    m_fromLine = 0;
    m_remarks->clear();
    m_remarks->setVisible(false);
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
    // Two rows of panes. With SASS, the first row is Python beside SASS, as Nsight Compute's source page shows
    // them: the panes with the metric columns, SASS wide enough for its instructions beside its columns (at
    // 1440×900 the three-pane rows left it about 250 px, and the instruction text off-screen); the stages in
    // between share the second row. Otherwise six panes of a compile split evenly into two rows.
    QList<QStringList> rows;
    const bool sassFirst = m_order.contains(QStringLiteral("sass")) && m_order.contains(LineLinks::Source) && m_order.size() > 3;
    if (sassFirst) {
        rows << QStringList { LineLinks::Source, QStringLiteral("sass") } << QStringList();
        for (const QString &name : std::as_const(m_order))
            if (name != LineLinks::Source && name != QLatin1String("sass"))
                rows.last() << name;
    } else {
        const int perRow = m_order.size() > 3 ? int((m_order.size() + 1) / 2) : int(m_order.size());
        for (int i = 0; i < m_order.size(); ++i) {
            if (i % qMax(1, perRow) == 0)
                rows << QStringList();
            rows.last() << m_order.at(i);
        }
    }
    QSplitter *row = nullptr;
    QStringList placed;
    for (const QStringList &names : std::as_const(rows))
        placed += names;
    for (int i = 0; i < placed.size(); ++i) {
        const QString &name = placed.at(i);
        if (std::any_of(rows.cbegin(), rows.cend(), [&](const QStringList &r) { return r.constFirst() == name; })) {
            row = new QSplitter(Qt::Horizontal, m_rows);
            row->setChildrenCollapsible(false);
            m_rows->addWidget(row);
            m_rows->setStretchFactor(m_rows->count() - 1, sassFirst && m_rows->count() == 1 ? 3 : 2);
        }
        auto *box = new QWidget(row);
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
        findButton->setIcon(
            QIcon::fromTheme(QStringLiteral("edit-find"), style()->standardIcon(QStyle::SP_FileDialogContentsView)));
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
            def = definitionFor(syntax.value(name));
        // nvdisasm pads each instruction to column 27 and ends it with its encoding: in a narrow pane the
        // instruction itself was off-screen. Shown compact (same lines, so every link holds).
        view->setText(name == QLatin1String("sass") ? compactSass(texts.value(name)) : texts.value(name), def);
        auto *search = new IrSearchBar(view, box);
        search->setObjectName(name + QStringLiteral("Search"));
        connect(findButton, &QToolButton::clicked, search, &IrSearchBar::open);
        connect(maxButton, &QToolButton::clicked, this, [this, name] { maximizePane(m_maximized == name ? QString() : name); });
        v->addLayout(top);
        v->addWidget(search);
        v->addWidget(view, 1);
        m_search.insert(name, search);
        m_boxes.insert(name, box);
        row->addWidget(box);
        // Python lines are long; SASS lines are long and have the metric columns beside them.
        row->setStretchFactor(row->count() - 1, name == QLatin1String("sass") ? 5 : name == LineLinks::Source ? 3 : 2);
        m_panes.insert(name, view);
        m_headers.insert(name, header);
        connect(view, &IrView::currentLineChanged, this, [this, name](int line) { follow(name, line); });
    }
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
    // Open on the first remark's line, else the first line the source map knows: the view shows linking at once.
    int start = 0;
    for (const Remark &r : trajectory.remarks)
        if (r.line > 0 && (start == 0 || r.line < start))
            start = r.line;
    if (start == 0 && !trajectory.sourceMap.isEmpty())
        start = trajectory.sourceMap.firstKey();
    m_summary->clear();
    if (start > 0 && m_panes.contains(LineLinks::Source))
        selectLine(LineLinks::Source, start);
    else
        retranslateUi();
}

void SourceIrView::selectLine(const QString &name, int line)
{
    IrView *view = m_panes.value(name);
    if (!view)
        return;
    if (view->currentLine() == line)
        follow(name, line);
    else
        view->setCurrentLine(line); // emits currentLineChanged, which follows
    view->scrollToLine(line);
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
    // Plain spaces between the parts: a narrow pane wraps there instead of cutting "56 lines" to "56 lin".
    header->setText(QStringLiteral("<b>%1</b> <span style='color:gray'>%2 · %3</span>%4")
            .arg(paneTitle(name).toHtmlEscaped(), file.toHtmlEscaped(), tr("%n lines", nullptr, view->lineCount()),
                linked ? QStringLiteral(" <span style='color:#2a7de1'>") + tr("%n linked", nullptr, linked)
                        + QStringLiteral("</span>")
                       : QString()));
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

void SourceIrView::setMetrics(const QString &name, const LineMetrics &metrics)
{
    IrView *view = m_panes.value(name);
    if (!view)
        return;
    m_metrics.insert(name, metrics);
    QStringList headers, tips;
    for (int c = 0; c < metrics.columns.size(); ++c) {
        headers << metricTitle(metrics.columns.at(c));
        tips << tr("%1: %2 in all")
                    .arg(
                        metricTitle(metrics.columns.at(c)), QLocale().toString(qlonglong(std::llround(metrics.totals.value(c)))));
    }
    view->setMetrics(headers, metrics.values, metrics.maxima, tips);
    updateHeader(name);
}

void SourceIrView::maximizePane(const QString &name)
{
    m_maximized = m_boxes.contains(name) ? name : QString();
    for (auto it = m_boxes.cbegin(); it != m_boxes.cend(); ++it)
        it.value()->setVisible(m_maximized.isEmpty() || it.key() == m_maximized);
    // A row with no visible pane gives its room away.
    for (int r = 0; r < m_rows->count(); ++r) {
        auto *row = qobject_cast<QSplitter *>(m_rows->widget(r));
        bool any = false;
        for (int i = 0; row && i < row->count(); ++i)
            any = any || !row->widget(i)->isHidden();
        m_rows->widget(r)->setVisible(any);
    }
    retranslateUi();
}

void SourceIrView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Panes learn their height only now: scroll the linked lines into view again.
    for (IrView *view : std::as_const(m_panes)) {
        if (!view->linkedLines().isEmpty())
            view->setLinkedLines(view->linkedLines(), true);
        else if (view->currentLine() > 0)
            view->scrollToLine(view->currentLine());
    }
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
    for (const QString &name : std::as_const(m_order))
        updateHeader(name);
}

} // namespace Lowerscope::Ui
