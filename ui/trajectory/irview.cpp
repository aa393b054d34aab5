// SPDX-License-Identifier: MIT
#include "trajectory/irview.h"

#include "core/backendregistry.h"

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <QApplication>
#include <QClipboard>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QPainter>
#include <QScrollBar>
#include <QStyle>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace Lowerscope::Ui {

KSyntaxHighlighting::Repository &syntaxRepository()
{
    static KSyntaxHighlighting::Repository repo; // loads KF6's definitions and our syntax-addons once
    return repo;
}

KSyntaxHighlighting::Definition definitionFor(const QString &dialectOrPath)
{
    auto &repo = syntaxRepository();
    QString d = dialectOrPath.toLower();
    // A stage's name or file: its syntax family from the backends' stage catalogs (StageDef::dialect, by name
    // or by filePatterns), the one table of stages and their syntax.
    const BackendRegistry &registry = BackendRegistry::instance();
    if (const QString stage = registry.stageDialect(d); !stage.isEmpty())
        d = stage;
    else if (const StageMatch m = registry.stageForFile(QFileInfo(dialectOrPath).fileName());
        !m.isEmpty() && !m.dialect.isEmpty())
        d = m.dialect;
    if (d == QLatin1String("mlir") || d.endsWith(QLatin1String(".mlir-passes.txt")))
        return repo.definitionForName(QStringLiteral("MLIR (Lowerscope)"));
    if (d == QLatin1String("ptx"))
        return repo.definitionForName(QStringLiteral("PTX (Lowerscope)"));
    if (d == QLatin1String("sass"))
        return repo.definitionForName(QStringLiteral("SASS (Lowerscope)"));
    if (d == QLatin1String("llvm"))
        return repo.definitionForName(QStringLiteral("LLVM"));
    if (d == QLatin1String("python"))
        return repo.definitionForName(QStringLiteral("Python"));
    return repo.definitionForFileName(QFileInfo(dialectOrPath).fileName());
}

// Collects one line's formats as QTextLayout ranges.
class IrView::LineHighlighter : public KSyntaxHighlighting::AbstractHighlighter {
public:
    QList<QTextLayout::FormatRange> ranges;
    KSyntaxHighlighting::State run(const QString &text, const KSyntaxHighlighting::State &state)
    {
        ranges.clear();
        return highlightLine(text, state);
    }

protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override
    {
        if (length <= 0 || format.isDefaultTextStyle(theme()))
            return;
        QTextCharFormat f;
        if (format.hasTextColor(theme()))
            f.setForeground(format.textColor(theme()));
        if (format.hasBackgroundColor(theme()))
            f.setBackground(format.backgroundColor(theme()));
        if (format.isBold(theme()))
            f.setFontWeight(QFont::Bold);
        if (format.isItalic(theme()))
            f.setFontItalic(true);
        ranges.append({ offset, length, f });
    }
};

IrView::IrView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_highlighter(new LineHighlighter)
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setCursor(Qt::IBeamCursor);
    updateTheme();
}

IrView::~IrView()
{
    clearLayouts();
    delete m_highlighter;
}

void IrView::clearLayouts()
{
    qDeleteAll(m_layouts);
    m_layouts.clear();
}

QTextLayout *IrView::layoutFor(int index)
{
    if (QTextLayout *l = m_layouts.value(index))
        return l;
    auto *layout = new QTextLayout(m_lines.at(index), font());
    layout->setCacheEnabled(true);
    layout->setFormats(formatsFor(index));
    layout->beginLayout();
    QTextLine tl = layout->createLine();
    tl.setLineWidth(1e6);
    layout->endLayout();
    m_layouts.insert(index, layout);
    return layout;
}

void IrView::setText(const QString &text, const KSyntaxHighlighting::Definition &definition)
{
    m_lines = text.split(QLatin1Char('\n'));
    if (!m_lines.isEmpty() && m_lines.constLast().isEmpty())
        m_lines.removeLast();
    m_maxColumns = 0;
    QList<int> lengths;
    lengths.reserve(m_lines.size());
    for (const QString &l : std::as_const(m_lines)) {
        m_maxColumns = qMax(m_maxColumns, int(l.size()));
        if (!l.trimmed().isEmpty())
            lengths << int(l.size());
    }
    // The width three lines in four need (at most 80 characters): metric columns beyond the first take only
    // what is left beside it.
    m_codeChars = 0;
    if (!lengths.isEmpty()) {
        const auto q = lengths.begin() + lengths.size() * 3 / 4;
        std::nth_element(lengths.begin(), q, lengths.end());
        m_codeChars = qMin(80, *q);
    }
    m_definition = definition;
    m_highlighter->setDefinition(definition);
    // Our own IR definitions and LLVM's are line-oriented: any line can be highlighted from a fresh state,
    // which is what makes jumping into the middle of a 100k-line file cheap. Others carry state forward.
    m_lineIndependent = !definition.isValid() || definition.name().endsWith(QLatin1String("(Lowerscope)"))
        || definition.name() == QLatin1String("LLVM");
    m_formats.clear();
    m_states.clear();
    clearLayouts();
    m_linked.clear();
    m_notes.clear();
    m_metricHeaders.clear();
    m_metricTips.clear();
    m_metricValues.clear();
    m_metricMax.clear();
    m_metricTotals.clear();
    m_codeReserve = 0;
    m_partialLines.clear();
    m_partialWhy.clear();
    m_current = 0;
    m_firstNumber = 1;
    verticalScrollBar()->setValue(0);
    horizontalScrollBar()->setValue(0);
    updateScrollBars();
    viewport()->update();
}

const QList<QTextLayout::FormatRange> &IrView::formatsFor(int index)
{
    auto it = m_formats.constFind(index);
    if (it != m_formats.cend())
        return *it;
    if (m_formats.size() > 50000) // bound the cache on huge files; visible lines are recomputed cheaply
        m_formats.clear();
    if (!m_definition.isValid())
        return *m_formats.insert(index, {});
    if (m_lineIndependent) {
        m_highlighter->run(m_lines.at(index), KSyntaxHighlighting::State());
        return *m_formats.insert(index, m_highlighter->ranges);
    }
    // Carry state from the start: states[i] is the state after line i.
    while (m_states.size() <= index) {
        const int i = int(m_states.size());
        const KSyntaxHighlighting::State prev = i == 0 ? KSyntaxHighlighting::State() : m_states.at(i - 1);
        m_states.append(m_highlighter->run(m_lines.at(i), prev));
        m_formats.insert(i, m_highlighter->ranges);
    }
    auto again = m_formats.constFind(index);
    if (again != m_formats.cend())
        return *again;
    m_highlighter->run(m_lines.at(index), index == 0 ? KSyntaxHighlighting::State() : m_states.at(index - 1));
    return *m_formats.insert(index, m_highlighter->ranges);
}

void IrView::setFirstLineNumber(int number)
{
    m_firstNumber = qMax(1, number);
    updateScrollBars();
    viewport()->update();
}

void IrView::setLinkedLines(const QList<int> &lines, bool scroll)
{
    m_linked = lines;
    if (scroll && !lines.isEmpty())
        scrollToLine(*std::min_element(lines.cbegin(), lines.cend()));
    viewport()->update();
}

void IrView::setAnnotations(const QHash<int, QString> &notes)
{
    m_notes = notes;
    viewport()->update();
}

void IrView::setMetrics(const QStringList &headers, const QHash<int, QList<double>> &values, const QList<double> &maxima,
    const QStringList &toolTips, const QList<double> &totals)
{
    m_metricHeaders = headers;
    m_metricTips = toolTips;
    m_metricValues = values;
    m_metricMax = maxima;
    m_metricTotals = totals;
    updateScrollBars();
    viewport()->update();
}

void IrView::setPartialLines(const QSet<int> &lines, const QString &why)
{
    m_partialLines = lines;
    m_partialWhy = why;
    viewport()->update();
}

QString IrView::metricText(int line, int column) const
{
    const auto it = m_metricValues.constFind(line);
    const bool partial = m_partialLines.contains(line);
    if (it == m_metricValues.cend() || column < 0 || column >= it->size() || it->at(column) == 0)
        // An instruction the cut table has no row for: not measured, not zero.
        return partial && column == 0 && !m_metricHeaders.isEmpty() ? QStringLiteral("?") : QString();
    const QString value = QLocale().toString(qlonglong(std::llround(it->at(column))));
    return partial ? QStringLiteral("≥") + value : value;
}

QString IrView::metricShareText(int line, int column) const
{
    const auto it = m_metricValues.constFind(line);
    if (it == m_metricValues.cend() || column < 0 || column >= it->size() || it->at(column) == 0
        || m_metricTotals.value(column) <= 0)
        return {};
    const double pct = 100.0 * it->at(column) / m_metricTotals.at(column);
    // One decimal, as Nsight Compute shows; a share under 0.05 % is not 0 %.
    return pct < 0.05 ? QStringLiteral("<0.1%") : QLocale().toString(pct, 'f', 1) + QLatin1Char('%');
}

int IrView::shareWidth() const
{
    if (m_metricTotals.isEmpty())
        return 0;
    return QFontMetrics(font()).horizontalAdvance(QLocale().toString(100.0, 'f', 1) + QLatin1Char('%')) + m_charWidth;
}

int IrView::widthForChars(int chars) const
{
    const QList<int> widths = metricWidths();
    const int frame = 2 * frameWidth() + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    return frame + gutterWidth() + 4 + (chars + 1) * m_charWidth + (widths.isEmpty() ? 0 : widths.constFirst());
}

void IrView::setCodeReserve(int pixels)
{
    m_codeReserve = qMax(0, pixels);
    updateScrollBars();
    viewport()->update();
}

int IrView::heightForLines(int lines) const
{
    return 2 * frameWidth() + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this) + topMargin()
        + lines * m_lineHeight;
}

int IrView::lineWidth(int line) const
{
    return QFontMetrics(font()).horizontalAdvance(lineText(line));
}

int IrView::widthFor(const QList<int> &lines) const
{
    int widest = 0;
    for (int l : lines)
        widest = qMax(widest, lineWidth(l));
    const QList<int> widths = metricWidths();
    const int frame = 2 * frameWidth() + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    return frame + gutterWidth() + 4 + widest + m_charWidth + (widths.isEmpty() ? 0 : widths.constFirst());
}

double IrView::heat(int line, int column) const
{
    const auto it = m_metricValues.constFind(line);
    if (it == m_metricValues.cend() || column < 0 || column >= it->size() || m_metricMax.value(column) <= 0)
        return 0;
    return qBound(0.0, it->at(column) / m_metricMax.at(column), 1.0);
}

// Each column as wide as its header (up to 14 characters; the tooltip has it whole) or its widest value. The
// code keeps at least 55% of the pane: columns that do not fit are left out (in order, so the first, the stall
// samples, always shows) until the pane is maximised or widened.
int IrView::metricHeaderWidth(int column) const
{
    // Headers wrap at spaces onto a second line: a column is as wide as its header's longest word (measured in
    // the bold header font, so that CJK headers fit too), not its whole header; the code keeps the room.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    int widest = 0;
    for (const QString &word : m_metricHeaders.at(column).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = qMax(widest, fm.horizontalAdvance(word));
    return qMin(widest, 14 * m_charWidth);
}

int IrView::topMargin() const
{
    if (m_metricHeaders.isEmpty())
        return 0;
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    // As many lines as the header that wraps onto the most needs ("Muestras / de / bloqueo" takes three).
    const QList<int> widths = metricWidths();
    int height = fm.height();
    for (int c = 0; c < widths.size(); ++c)
        height = qMax(height,
            fm.boundingRect(
                  QRect(0, 0, widths.at(c) - m_charWidth, 10000), Qt::AlignRight | Qt::TextWordWrap, m_metricHeaders.at(c))
                .height());
    return qMax(m_lineHeight, height) + 2;
}

QList<int> IrView::metricWidths() const
{
    QList<int> widths;
    int total = 0;
    // The first column always shows; the others only while the code keeps the width of most of its lines.
    const int room = viewport()->width() - gutterWidth() - 4 - qMax(m_codeChars * m_charWidth, m_codeReserve);
    for (int c = 0; c < m_metricHeaders.size(); ++c) {
        // The widest value, with the "≥" a partial line puts before it.
        const int value
            = int(QLocale().toString(qlonglong(std::llround(m_metricMax.value(c)))).size() + (m_partialLines.isEmpty() ? 0 : 1))
            * m_charWidth;
        const int w = qMax(metricHeaderWidth(c), value + shareWidth()) + 2 * m_charWidth;
        if (c > 0 && total + w > room)
            break;
        widths.append(w);
        total += w;
    }
    return widths;
}

int IrView::shownMetricCount() const
{
    return int(metricWidths().size());
}

int IrView::codeWidth() const
{
    return viewport()->width() - gutterWidth() - 4 - sideWidth(); // the text starts 4 px after the gutter
}

bool IrView::viewportEvent(QEvent *event)
{
    // A partial line's mark says why.
    if (event->type() == QEvent::ToolTip && !m_partialLines.isEmpty()) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int line = lineAt(help->pos());
        if (line > 0 && m_partialLines.contains(line) && help->pos().x() < gutterWidth() && !m_partialWhy.isEmpty()) {
            QToolTip::showText(help->globalPos(), m_partialWhy, viewport());
            return true;
        }
    }
    // The metric header row names each column whole in its tooltip.
    if (event->type() == QEvent::ToolTip && !m_metricHeaders.isEmpty()) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QPoint pos = help->pos();
        if (pos.y() >= 0 && pos.y() < topMargin()) {
            int x = viewport()->width() - sideWidth();
            const QList<int> widths = metricWidths();
            for (int c = 0; c < widths.size(); ++c) {
                if (pos.x() >= x && pos.x() < x + widths.at(c)) {
                    QToolTip::showText(help->globalPos(), m_metricTips.value(c, m_metricHeaders.at(c)), viewport());
                    return true;
                }
                x += widths.at(c);
            }
        }
        QToolTip::hideText();
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void IrView::setCurrentLine(int line)
{
    line = qBound(lineCount() ? 1 : 0, line, lineCount());
    if (line == m_current)
        return;
    m_current = line;
    const int first = firstVisibleLine();
    if (line < first)
        verticalScrollBar()->setValue(line - 1);
    else if (line >= first + visibleLineCount())
        verticalScrollBar()->setValue(line - visibleLineCount());
    viewport()->update();
    Q_EMIT currentLineChanged(line);
}

void IrView::scrollToLine(int line)
{
    // Put the line a third from the top, so that its context shows.
    verticalScrollBar()->setValue(qMax(0, line - 1 - visibleLineCount() / 3));
}

int IrView::firstVisibleLine() const
{
    return verticalScrollBar()->value() + 1;
}
int IrView::visibleLineCount() const
{
    return qMax(1, (viewport()->height() - topMargin()) / m_lineHeight);
}

int IrView::lineAt(const QPoint &pos) const
{
    if (pos.y() < topMargin())
        return 0;
    const int line = verticalScrollBar()->value() + (pos.y() - topMargin()) / m_lineHeight + 1;
    return line >= 1 && line <= lineCount() ? line : 0;
}

int IrView::find(const QString &text, bool forward)
{
    const int n = lineCount();
    if (n == 0 || text.isEmpty())
        return 0;
    for (int step = 1; step <= n; ++step) {
        const int idx = ((m_current - 1 + (forward ? step : -step)) % n + n) % n;
        if (m_lines.at(idx).contains(text, Qt::CaseInsensitive)) {
            setCurrentLine(idx + 1);
            scrollToLine(idx + 1);
            return idx + 1;
        }
    }
    return 0;
}

int IrView::countMatches(const QString &text) const
{
    if (text.isEmpty())
        return 0;
    return int(
        std::count_if(m_lines.cbegin(), m_lines.cend(), [&](const QString &l) { return l.contains(text, Qt::CaseInsensitive); }));
}

int IrView::gutterWidth() const
{
    const int digits = QString::number(qMax(1, lineCount() + m_firstNumber - 1)).size();
    return m_charWidth * (digits + 2);
}

int IrView::sideWidth() const
{
    int w = 0;
    for (int c : metricWidths())
        w += c;
    return w;
}

void IrView::updateScrollBars()
{
    const QFontMetrics fm(font());
    m_lineHeight = qMax(1, fm.height());
    m_charWidth = qMax(1, fm.horizontalAdvance(QLatin1Char('M')));
    verticalScrollBar()->setRange(0, qMax(0, lineCount() - visibleLineCount() + 1));
    verticalScrollBar()->setPageStep(visibleLineCount());
    const int textWidth = viewport()->width() - gutterWidth() - sideWidth();
    horizontalScrollBar()->setRange(0, qMax(0, (m_maxColumns + 40) * m_charWidth - textWidth));
    horizontalScrollBar()->setPageStep(qMax(1, textWidth));
}

void IrView::updateTheme()
{
    auto &repo = syntaxRepository();
    m_highlighter->setTheme(
        repo.defaultTheme(palette().color(QPalette::Base).lightness() < 128 ? KSyntaxHighlighting::Repository::DarkTheme
                                                                            : KSyntaxHighlighting::Repository::LightTheme));
    m_formats.clear();
    m_states.clear();
    clearLayouts();
}

void IrView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    const QPalette pal = palette();
    const int w = viewport()->width(), h = viewport()->height();
    p.fillRect(viewport()->rect(), pal.color(QPalette::Base));
    const int gutter = gutterWidth(), side = sideWidth(), top = topMargin();
    const int textLeft = gutter + 4 - horizontalScrollBar()->value();
    const int first = verticalScrollBar()->value();
    const int last = qMin(lineCount() - 1, first + (h - top) / m_lineHeight + 1);
    const QColor heatColor = pal.color(QPalette::Base).lightness() < 128 ? QColor(255, 120, 60) : QColor(230, 80, 20);
    const QFontMetrics fm(font());
    QColor linked = pal.color(QPalette::Highlight);
    linked.setAlpha(60);
    QColor current = pal.color(QPalette::Highlight);
    current.setAlpha(110);
    QColor noteBg(255, 196, 0, 70);

    p.setClipRect(gutter, top, w - gutter - side, h - top);
    for (int i = first; i <= last; ++i) {
        const int y = top + (i - first) * m_lineHeight;
        if (const double hot = m_metricHeaders.isEmpty() ? 0 : heat(i + 1, 0); hot > 0) {
            QColor c = heatColor;
            c.setAlphaF(0.08 + 0.30 * hot);
            p.fillRect(QRect(gutter, y, w - gutter - side, m_lineHeight), c);
        }
        if (i + 1 == m_current)
            p.fillRect(QRect(gutter, y, w - gutter - side, m_lineHeight), current);
        else if (m_linked.contains(i + 1))
            p.fillRect(QRect(gutter, y, w - gutter - side, m_lineHeight), linked);
        QTextLayout *layout = layoutFor(i);
        const QTextLine tl = layout->lineAt(0);
        p.setPen(pal.color(QPalette::Text));
        layout->draw(&p, QPointF(textLeft, y));
        const auto note = m_notes.constFind(i + 1);
        if (note != m_notes.cend()) {
            const int x = textLeft + int(tl.naturalTextWidth()) + 2 * m_charWidth;
            QFont f = font();
            f.setItalic(true);
            p.setFont(f);
            const QRect r(x, y, QFontMetrics(f).horizontalAdvance(*note) + m_charWidth, m_lineHeight);
            p.fillRect(r, noteBg);
            p.drawText(r.adjusted(m_charWidth / 2, 0, 0, 0), Qt::AlignVCenter, *note);
            p.setFont(font());
        }
    }
    p.setClipping(false);
    // Keep the layouts of a screen above and below for scrolling back and forth; drop the rest.
    if (m_layouts.size() > 4 * (last - first + 1) + 16)
        for (auto it = m_layouts.begin(); it != m_layouts.end();) {
            if (it.key() < first - (last - first) || it.key() > last + (last - first)) {
                delete it.value();
                it = m_layouts.erase(it);
            } else {
                ++it;
            }
        }
    // Gutter with line numbers.
    p.fillRect(QRect(0, 0, gutter, h), pal.color(QPalette::AlternateBase));
    p.setPen(pal.color(QPalette::PlaceholderText));
    const QColor partialMark(230, 150, 0);
    for (int i = first; i <= last; ++i) {
        const int y = top + (i - first) * m_lineHeight;
        // A line whose metrics come from a cut table: an amber bar at the gutter's edge.
        if (m_partialLines.contains(i + 1))
            p.fillRect(QRect(gutter - m_charWidth / 2 - 1, y + 1, qMax(2, m_charWidth / 3), m_lineHeight - 2), partialMark);
        p.drawText(QRect(0, y, gutter - m_charWidth, m_lineHeight), Qt::AlignRight | Qt::AlignVCenter,
            QString::number(i + m_firstNumber));
    }
    if (side > 0) {
        p.fillRect(QRect(w - side, 0, side, h), pal.color(QPalette::AlternateBase));
        const QList<int> widths = metricWidths();
        int x = w - side;
        for (int c = 0; c < widths.size(); ++c) {
            const int cw = widths.at(c);
            p.setPen(pal.color(QPalette::Mid));
            p.drawLine(x, 0, x, h);
            QFont bold = font();
            bold.setBold(true);
            p.setFont(bold);
            p.setPen(pal.color(QPalette::WindowText));
            p.drawText(QRect(x + m_charWidth / 2, 0, cw - m_charWidth, top - 1),
                Qt::AlignRight | Qt::AlignVCenter | Qt::TextWordWrap, m_metricHeaders.at(c));
            p.setFont(font());
            for (int i = first; i <= last; ++i) {
                const QString text = metricText(i + 1, c);
                if (text.isEmpty())
                    continue;
                const QRect cell(x, top + (i - first) * m_lineHeight, cw, m_lineHeight);
                QColor hc = m_partialLines.contains(i + 1) ? partialMark : heatColor;
                hc.setAlphaF(0.12 + 0.6 * heat(i + 1, c));
                p.fillRect(cell.adjusted(1, 0, 0, 0), hc);
                p.setPen(pal.color(QPalette::Text));
                // The value, then its share of the column's total in its own sub-column (Nsight's percentages).
                const int share = shareWidth();
                p.drawText(cell.adjusted(0, 0, -m_charWidth / 2 - share, 0), Qt::AlignRight | Qt::AlignVCenter, text);
                if (share > 0) {
                    p.setPen(pal.color(QPalette::PlaceholderText));
                    p.drawText(
                        cell.adjusted(0, 0, -m_charWidth / 2, 0), Qt::AlignRight | Qt::AlignVCenter, metricShareText(i + 1, c));
                }
            }
            x += cw;
        }
        p.setPen(pal.color(QPalette::Mid));
        p.drawLine(w - side, top - 1, w, top - 1);
    }
}

void IrView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void IrView::mousePressEvent(QMouseEvent *event)
{
    if (const int line = lineAt(event->position().toPoint()))
        setCurrentLine(line);
    QAbstractScrollArea::mousePressEvent(event);
}

void IrView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy) && m_current > 0) {
        QApplication::clipboard()->setText(lineText(m_current));
        return;
    }
    switch (event->key()) {
    case Qt::Key_Down:
        setCurrentLine(m_current + 1);
        return;
    case Qt::Key_Up:
        setCurrentLine(m_current - 1);
        return;
    case Qt::Key_PageDown:
        setCurrentLine(m_current + visibleLineCount());
        return;
    case Qt::Key_PageUp:
        setCurrentLine(m_current - visibleLineCount());
        return;
    case Qt::Key_Home:
        if (event->modifiers() & Qt::ControlModifier) {
            setCurrentLine(1);
            return;
        }
        break;
    case Qt::Key_End:
        if (event->modifiers() & Qt::ControlModifier) {
            setCurrentLine(lineCount());
            return;
        }
        break;
    default:
        break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void IrView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        updateTheme();
    if (event->type() == QEvent::FontChange) {
        clearLayouts();
        updateScrollBars();
    }
    QAbstractScrollArea::changeEvent(event);
}

} // namespace Lowerscope::Ui
