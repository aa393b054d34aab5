// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QList>
#include <QRect>
#include <QWidget>

namespace Lowerscope::Ui::Charts {

// A chart's legend under its plot: one entry per series (a swatch in the series' colour and its name), laid out
// left to right and wrapped onto as many lines as the width needs, so no entry is ever cut. Only a name wider
// than the whole legend is elided, in the middle, and shows whole in its tooltip. Measured with the widget's
// font (QFontMetrics), so a longer translation wraps instead of clipping.
class ChartLegend : public QWidget {
    Q_OBJECT
public:
    enum class Swatch { Box, Line, Dot };
    struct Entry {
        QString text;
        QColor color;
        Swatch swatch = Swatch::Box;
    };

    explicit ChartLegend(QWidget *parent = nullptr);
    void setEntries(const QList<Entry> &entries);
    const QList<Entry> &entries() const { return m_entries; }

    // Where each entry is drawn at WIDTH (swatch and text), and the text as drawn (elided only when one
    // entry is wider than WIDTH).
    QList<QRect> entryRects(int width) const;
    QStringList drawnTexts(int width) const;
    QString toolTipAt(const QPoint &pos) const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Placed {
        QRect rect;
        QString text;
    };
    QList<Placed> layoutAt(int width) const;
    int swatchWidth() const;

    QList<Entry> m_entries;
};

} // namespace Lowerscope::Ui::Charts
