// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chartdata.h"

#include <QPointer>
#include <QWidget>

class QAbstractSeries;
class QChartView;
class QChart;
class QGraphicsSimpleTextItem;
class QLabel;
class QPainter;

namespace Lowerscope::Ui::Charts {

class ChartLegend;

// The one place that touches Qt Charts (deprecated from Qt 6.10): it draws our plain chart data. Replacing
// the drawing backend means replacing this class only. Long category names are elided in the middle (whole in
// the tooltip), times are shown in µs, ms or s, never in scientific notation; every series has its own colour.
// The context menu saves the chart as PNG, SVG or PDF (both vector). The legend is ours (ChartLegend, wrapped
// under the plot, never cut), and so are value and point labels: placed after layout where they overlap no other
// label or point and stay inside the plot; a point label with no free place is left out (its tooltip remains).
class ChartView : public QWidget {
    Q_OBJECT
public:
    explicit ChartView(QWidget *parent = nullptr);
    ~ChartView() override;

    void setBarChart(const BarChart &data);
    // HIGHLIGHT: the label of the point drawn as the opened kernel (larger, its own legend entry).
    void setRoofline(const Roofline &data, const QString &highlight = QString());
    void setLineChart(const LineChart &data);
    void clear();
    // A line under the chart (why the opened kernel is not on the roofline); empty hides it.
    void setNote(const QString &note);
    int valueTickCount() const; // the ticks of the value axis drawn now (0 without one)
    QString note() const;
    ChartLegend *legend() const { return m_legend; }
    // The value and point labels drawn now (chart coordinates, like plotArea()) and their texts.
    QList<QRectF> labelRects() const;
    QStringList labelTexts() const;
    QRectF plotArea() const;
    // The roofline's point markers (chart coordinates), labels must not cover them.
    QList<QRectF> markerRects() const;

    QString title() const;
    int seriesCount() const; // drawn series, roofs and point groups included
    QStringList drawnCategories() const; // the category labels as drawn (elided)
    QString valueAxisTitle() const;
    QString valueLabelFormat() const;
    QList<QColor> seriesColors() const; // bar sets' and lines' colours, in drawing order
    QStringList seriesNames() const;
    // The tooltip of bar CATEGORY in SET, of a roofline point (by its label), as a hover shows it.
    QString barToolTip(int set, int category) const;
    QString pointToolTip(const QString &label) const;
    // Writes the chart to PATH: .png (raster, at twice the widget size), .svg or .pdf (vector, texts as text).
    // False on failure with ERROR set.
    bool saveTo(const QString &path, QString *error = nullptr);
    // Draws the chart, its legend and its note with P at logical size (the painter scales).
    void renderTo(QPainter &p);

    // "a_very_long_templ…late_name": at most MAXCHARS characters, elided in the middle.
    static QString elideMiddle(const QString &text, int maxChars);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QChart *freshChart(const QString &title);
    void exportDialog();
    // A horizontal value axis gets as many ticks as its labels have room for (never "0.001.25 2.50").
    void fitValueTicks();
    int m_maxTicks = 0; // the most ticks the drawn bar chart asked for (0: not a bar chart)
    // A label we place: at the end of a bar or beside a roofline point (AT in the series' values).
    struct Label {
        enum Kind { BarEnd, Point } kind = BarEnd;
        QGraphicsSimpleTextItem *item = nullptr;
        QAbstractSeries *series = nullptr;
        QPointF at;
        QColor fill; // the bar's colour, for a label that has to sit inside its bar
    };
    void addLabel(
        Label::Kind kind, QAbstractSeries *series, const QPointF &at, const QString &text, const QColor &fill = QColor());
    void placeLabels();
    QList<Label> m_labels; // in placing order: the opened kernel first
    bool m_placing = false;

    ChartLegend *m_legend = nullptr;

    QChartView *m_view = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_note = nullptr;
    BarChart m_bars; // the chart drawn, for tooltips
    double m_barScale = 1; // values drawn = data / m_barScale
    QString m_barUnit;
    Roofline m_roofline;
};

} // namespace Lowerscope::Ui::Charts
