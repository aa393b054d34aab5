// SPDX-License-Identifier: MIT
#pragma once

#include "trajectory/irdiff.h"

#include <QAbstractScrollArea>

namespace Lowerscope::Ui {

// A unified line diff of two IR texts: removed lines on red, added lines on green, both line numbers in the
// gutter. Paints only the visible rows, so dumps of any size scroll freely.
class IrDiffView : public QAbstractScrollArea {
    Q_OBJECT
public:
    explicit IrDiffView(QWidget *parent = nullptr);

    // BEFORE/AFTER are the two texts' lines; their first lines are numbered FIRSTBEFORE/FIRSTAFTER (dump lines).
    void setDiff(
        const QStringList &before, const QStringList &after, const IrDiff::Result &diff, int firstBefore = 1, int firstAfter = 1);
    const IrDiff::Result &diff() const { return m_diff; }
    int rowCount() const { return int(m_diff.lines.size()); }
    int firstVisibleRow() const;
    // Scrolls to the next (or previous) block of changes after the first visible row; returns its row or -1.
    int nextChange(bool forward = true);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void updateScrollBars();
    int gutterWidth() const;

    QStringList m_before, m_after;
    IrDiff::Result m_diff;
    int m_firstBefore = 1, m_firstAfter = 1;
    int m_lineHeight = 1, m_charWidth = 1, m_maxColumns = 0;
};

} // namespace Lowerscope::Ui
