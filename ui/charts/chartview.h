// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chartdata.h"

#include <QWidget>

class QChartView;
class QChart;
class QLabel;

namespace Lowerscope::Ui::Charts {

// The one place that touches Qt Charts (deprecated from Qt 6.10): it draws our plain chart data. Replacing
// the drawing backend means replacing this class only. Long category names are elided in the middle (whole in
// the tooltip), times are shown in µs, ms or s, never in scientific notation; every series has its own colour.
// The context menu saves the chart as PNG or PDF (vector).
class ChartView : public QWidget
{
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
    // Writes the chart to PATH: .png (raster, at twice the widget size) or .pdf (vector). False on failure
    // with ERROR set.
    bool saveTo(const QString &path, QString *error = nullptr);

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

    QChartView *m_view = nullptr;
    QLabel *m_note = nullptr;
    BarChart m_bars;      // the chart drawn, for tooltips
    double m_barScale = 1; // values drawn = data / m_barScale
    QString m_barUnit;
    Roofline m_roofline;
};

} // namespace Lowerscope::Ui::Charts
