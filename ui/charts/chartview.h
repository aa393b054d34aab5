// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chartdata.h"

#include <QWidget>

class QChartView;
class QChart;

namespace Lowerscope::Ui::Charts {

// The one place that touches Qt Charts (deprecated from Qt 6.10): it draws our plain chart data. Replacing
// the drawing backend means replacing this class only.
class ChartView : public QWidget
{
    Q_OBJECT
public:
    explicit ChartView(QWidget *parent = nullptr);
    ~ChartView() override;

    void setBarChart(const BarChart &data);
    void setRoofline(const Roofline &data);
    void setLineChart(const LineChart &data);
    void clear();

    QString title() const;
    int seriesCount() const; // drawn series, roofs and point groups included

private:
    QChart *freshChart(const QString &title);

    QChartView *m_view = nullptr;
};

} // namespace Lowerscope::Ui::Charts
