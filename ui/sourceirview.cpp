// SPDX-License-Identifier: MIT
#include "sourceirview.h"

#include "irview.h"

#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

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
        if (s.kind == QLatin1String("stage") && s.name != LineLinks::Source && texts.contains(s.name) && !m_order.contains(s.name)) {
            m_order << s.name;
            syntax.insert(s.name, s.syntax);
        }
    // Two rows of panes: six panes of a CUDA compile stay readable side by side on a laptop screen.
    const int perRow = m_order.size() > 3 ? int((m_order.size() + 1) / 2) : int(m_order.size());
    QSplitter *row = nullptr;
    for (int i = 0; i < m_order.size(); ++i) {
        const QString &name = m_order.at(i);
        if (i % qMax(1, perRow) == 0) {
            row = new QSplitter(Qt::Horizontal, m_rows);
            row->setChildrenCollapsible(false);
            m_rows->addWidget(row);
        }
        auto *box = new QWidget(row);
        auto *v = new QVBoxLayout(box);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(2);
        auto *header = new QLabel(box);
        header->setTextFormat(Qt::RichText);
        header->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        auto *view = new IrView(box);
        view->setObjectName(name + QStringLiteral("Pane"));
        auto def = definitionFor(name);
        if (!def.isValid())
            def = definitionFor(syntax.value(name));
        view->setText(texts.value(name), def);
        v->addWidget(header);
        v->addWidget(view, 1);
        row->addWidget(box);
        row->setStretchFactor(row->count() - 1, name == LineLinks::Source ? 3 : 2); // Python lines are long
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
        m_summary->setText(tr("%1 line %2 ← Python line %3 → %4").arg(paneTitle(from)).arg(line).arg(src.join(QStringLiteral(", ")), parts.join(QStringLiteral("  ·  "))));
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
    header->setText(QStringLiteral("<b>%1</b>&nbsp;&nbsp;<span style='color:gray'>%2 · %3</span>%4")
                        .arg(paneTitle(name).toHtmlEscaped(), file.toHtmlEscaped(), tr("%n lines", nullptr, view->lineCount()),
                             linked ? QStringLiteral("&nbsp;&nbsp;<span style='color:#2a7de1'>") + tr("%n linked", nullptr, linked)
                                          + QStringLiteral("</span>")
                                    : QString()));
}

void SourceIrView::setSideColumn(const QString &name, const QString &header, const QHash<int, QString> &values)
{
    if (IrView *view = m_panes.value(name))
        view->setSideColumn(header, values);
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
    if (m_order.isEmpty())
        m_summary->setText(tr("No kernel open: open a kernel folder to see its Python source beside every stage's IR."));
    else if (m_fromLine > 0)
        follow(m_from, m_fromLine);
    else
        m_summary->setText(tr("Pick a line in any pane: the Python source and every stage follow."));
    for (const QString &name : std::as_const(m_order))
        updateHeader(name);
}

} // namespace Lowerscope::Ui
