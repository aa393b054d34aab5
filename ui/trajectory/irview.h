// SPDX-License-Identifier: MIT
#pragma once

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>
#include <QAbstractScrollArea>
#include <QHash>
#include <QList>
#include <QSet>
#include <QTextLayout>

namespace KSyntaxHighlighting {
class Repository;
}

namespace Lowerscope::Ui {

// The shared syntax repository (KF6 definitions plus ours from :/org.kde.syntax-highlighting/syntax-addons).
KSyntaxHighlighting::Repository &syntaxRepository();
// The definition for a syntax family ("mlir", "ptx", "sass", "llvm", "python"), a stage name or a file: stages and
// files by the backends' stage catalogs (BackendRegistry::stageDialect, stageForFile).
KSyntaxHighlighting::Definition definitionFor(const QString &dialectOrPath);

// A read-only source/IR view for files of any size. Lines are highlighted lazily, only when they become
// visible, and their formats cached; a QTextLayout is built only for painted lines. Lines are 1-based.
class IrView : public QAbstractScrollArea {
    Q_OBJECT
public:
    explicit IrView(QWidget *parent = nullptr);
    ~IrView() override;

    void setText(const QString &text, const KSyntaxHighlighting::Definition &definition);
    int lineCount() const { return int(m_lines.size()); }
    // The number the gutter shows for line 1: a pass snapshot shown from inside a dump file keeps the dump's
    // line numbers. Lines in this API stay 1-based view lines.
    void setFirstLineNumber(int number);
    int firstLineNumber() const { return m_firstNumber; }
    QString lineText(int line) const { return m_lines.value(line - 1); }

    // Lines linked to a selection elsewhere (a source line's IR, an IR line's source): tinted and the first
    // one scrolled into view.
    void setLinkedLines(const QList<int> &lines, bool scroll = true);
    QList<int> linkedLines() const { return m_linked; }
    // Inline notes drawn after a line's text (remarks, findings).
    void setAnnotations(const QHash<int, QString> &notes);
    QHash<int, QString> annotations() const { return m_notes; }
    // Named metric columns on the right (Nsight per-instruction metrics beside SASS, their totals beside the
    // Python lines), under a header row. Each cell is tinted by its share of the column's largest value, and
    // each line by its share of the first column's: heat colouring, as Nsight Compute's source page does.
    // VALUES: 1-based line -> one value per header; MAXIMA: the largest value per column (the heat scale); TOTALS:
    // each column's total, which a cell's share is of (Nsight Compute's percentages; none without totals).
    void setMetrics(const QStringList &headers, const QHash<int, QList<double>> &values, const QList<double> &maxima,
        const QStringList &toolTips = {}, const QList<double> &totals = {});
    QStringList metricHeaders() const { return m_metricHeaders; }
    QHash<int, QList<double>> metricValues() const { return m_metricValues; }
    // The text a metric cell shows ("2,096"; empty for 0; "≥2,642" on a partial line, "?" for an unmeasured
    // instruction), its share of the column's total ("27.4%"; empty without a total) and the heat (0..1) it is
    // tinted with.
    QString metricText(int line, int column) const;
    QString metricShareText(int line, int column) const;
    double heat(int line, int column) const;
    // Lines whose metrics come from a partial table (LineMetrics::partialLines): their values are at least what is
    // shown, and the gutter marks them. WHY: the partial-data warnings, for the marks' tooltip.
    void setPartialLines(const QSet<int> &lines, const QString &why = {});
    bool isPartialLine(int line) const { return m_partialLines.contains(line); }
    QSet<int> partialLines() const { return m_partialLines; }
    int shownMetricCount() const; // the columns that fit beside the code at the pane's width
    int codeWidth() const; // the width the code has between the gutter and the metric columns
    int lineWidth(int line) const; // the width LINE's text takes in the pane's font
    // The width the pane needs to show LINES whole: gutter, the widest of them, and the first metric column.
    int widthFor(const QList<int> &lines) const;
    int widthForChars(int chars) const; // gutter, CHARS of code and the first metric column
    // The code width (px) the pane keeps before it shows metric columns beyond the first (the widest of the lines
    // that must show whole); 0: the width of three lines in four.
    void setCodeReserve(int pixels);
    int heightForLines(int lines) const; // the metric header row and LINES lines
    // The shown metric columns' widths and the height of their header row (headers wrap at spaces).
    QList<int> metricColumnWidths() const { return metricWidths(); }
    int metricHeaderHeight() const { return topMargin(); }

    int currentLine() const { return m_current; }
    void setCurrentLine(int line);
    void scrollToLine(int line);
    int firstVisibleLine() const;
    int visibleLineCount() const;
    int lineAt(const QPoint &viewportPos) const;
    // Moves to the next line (after the current one) containing TEXT; returns the line or 0.
    int find(const QString &text, bool forward = true);
    int countMatches(const QString &text) const; // lines containing TEXT (case-insensitive)
    // Lines highlighted so far (for tests and benchmarks: proves laziness).
    int highlightedLineCount() const { return int(m_formats.size()); }

Q_SIGNALS:
    void currentLineChanged(int line);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    class LineHighlighter;
    const QList<QTextLayout::FormatRange> &formatsFor(int index);
    QTextLayout *layoutFor(int index);
    void clearLayouts();
    void updateScrollBars();
    void updateTheme();
    int gutterWidth() const;
    int sideWidth() const;
    // The metric header row: as many lines as the longest wrapped header needs ("Stall / samples").
    int topMargin() const;
    QList<int> metricWidths() const;
    int metricHeaderWidth(int column) const; // its longest word, at most 14 characters
    int shareWidth() const; // the share sub-column ("100.0%"), 0 without totals
    bool viewportEvent(QEvent *event) override;

    QStringList m_lines;
    int m_maxColumns = 0;
    int m_codeChars = 0; // three lines in four are at most this long (capped at 80)
    int m_codeReserve = 0; // setCodeReserve
    KSyntaxHighlighting::Definition m_definition;
    bool m_lineIndependent = true;
    LineHighlighter *m_highlighter = nullptr;
    QHash<int, QList<QTextLayout::FormatRange>> m_formats; // 0-based line -> formats
    QList<KSyntaxHighlighting::State> m_states; // only for definitions with multi-line contexts
    QHash<int, QTextLayout *> m_layouts; // laid-out lines near the visible ones, reused while scrolling
    QList<int> m_linked;
    QHash<int, QString> m_notes;
    QStringList m_metricHeaders, m_metricTips;
    QHash<int, QList<double>> m_metricValues;
    QList<double> m_metricMax;
    QList<double> m_metricTotals;
    QSet<int> m_partialLines;
    QString m_partialWhy;
    int m_current = 0;
    int m_firstNumber = 1;
    int m_lineHeight = 1;
    int m_charWidth = 1;
};

} // namespace Lowerscope::Ui
