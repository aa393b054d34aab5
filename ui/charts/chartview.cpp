// SPDX-License-Identifier: MIT
#include "charts/chartview.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QBarSeries>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace Lowerscope::Ui::Charts {

ChartView::ChartView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new QChartView(this);
    m_view->setRenderHint(QPainter::Antialiasing);
    layout->addWidget(m_view);
    freshChart(QString());
}

ChartView::~ChartView() = default;

QChart *ChartView::freshChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    if (palette().color(QPalette::Window).lightness() < 128)
        chart->setTheme(QChart::ChartThemeDark);
    QChart *old = m_view->chart();
    m_view->setChart(chart); // the view owns the new chart; the old one is ours to delete
    delete old;
    return chart;
}

void ChartView::clear() { freshChart(QString()); }

QString ChartView::title() const { return m_view->chart()->title(); }

int ChartView::seriesCount() const { return int(m_view->chart()->series().size()); }

void ChartView::setBarChart(const BarChart &data)
{
    QChart *chart = freshChart(data.title);
    QAbstractBarSeries *series = nullptr;
    if (data.horizontal)
        series = data.stacked ? static_cast<QAbstractBarSeries *>(new QHorizontalStackedBarSeries) : new QHorizontalBarSeries;
    else
        series = data.stacked ? static_cast<QAbstractBarSeries *>(new QStackedBarSeries) : new QBarSeries;
    double maxValue = 0;
    QList<double> stackTotals(data.categories.size(), 0);
    for (const BarSeries &s : data.series) {
        auto *set = new QBarSet(s.name);
        for (int i = 0; i < s.values.size(); ++i) {
            set->append(s.values.at(i));
            maxValue = std::max(maxValue, s.values.at(i));
            if (i < stackTotals.size())
                stackTotals[i] += s.values.at(i);
        }
        series->append(set);
    }
    if (data.stacked && !stackTotals.isEmpty())
        maxValue = *std::max_element(stackTotals.cbegin(), stackTotals.cend());
    // Horizontal bars read top-down largest first: Qt draws the first category at the bottom.
    QStringList categories = data.categories;
    if (data.horizontal) {
        std::reverse(categories.begin(), categories.end());
        for (QBarSet *set : series->barSets()) {
            QList<double> values;
            for (int i = set->count() - 1; i >= 0; --i)
                values.append(set->at(i));
            set->remove(0, set->count());
            set->append(values);
        }
    }
    series->setLabelsVisible(!data.stacked && data.categories.size() <= 16);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(4);
    chart->addSeries(series);
    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    auto *valueAxis = new QValueAxis;
    valueAxis->setTitleText(data.valueTitle);
    valueAxis->setRange(0, maxValue > 0 ? maxValue * 1.15 : 1);
    valueAxis->applyNiceNumbers();
    chart->addAxis(categoryAxis, data.horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    chart->addAxis(valueAxis, data.horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    series->attachAxis(categoryAxis);
    series->attachAxis(valueAxis);
    chart->legend()->setVisible(data.series.size() > 1);
}

void ChartView::setRoofline(const Roofline &data)
{
    QChart *chart = freshChart(data.title);
    auto *x = new QLogValueAxis;
    x->setBase(10);
    x->setRange(data.xMin, data.xMax);
    x->setLabelFormat(QStringLiteral("%g"));
    x->setTitleText(tr("arithmetic intensity (FLOP/byte)"));
    auto *y = new QLogValueAxis;
    y->setBase(10);
    y->setRange(data.yMin, data.yMax);
    y->setLabelFormat(QStringLiteral("%.0e"));
    y->setTitleText(tr("performance (FLOP/s)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const auto attach = [&](QAbstractSeries *s) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    };
    // Each roof: the memory slope up to its ridge point, then flat.
    for (const RooflineRoof &roof : data.roofs) {
        auto *line = new QLineSeries;
        line->setName(tr("%1 roof (%2 TFLOP/s)").arg(roof.label).arg(roof.peakFlops / 1e12, 0, 'g', 4));
        const double ridge = roof.peakFlops / data.bandwidth;
        line->append(data.xMin, data.xMin * data.bandwidth);
        line->append(ridge, roof.peakFlops);
        line->append(data.xMax, roof.peakFlops);
        attach(line);
    }
    // One scatter group per class, so the legend says which kernels are memory- or compute-bound.
    for (const QString &bound : {QStringLiteral("memory-bound"), QStringLiteral("compute-bound")}) {
        auto *points = new QScatterSeries;
        points->setName(bound == QLatin1String("memory-bound") ? tr("memory-bound kernels") : tr("compute-bound kernels"));
        points->setMarkerSize(11);
        QStringList labels;
        for (const RooflinePoint &p : data.points)
            if (p.bound == bound) {
                points->append(p.intensity, p.flopsPerSecond);
                labels.append(p.label);
            }
        if (labels.isEmpty()) {
            delete points;
            continue;
        }
        attach(points);
        // Point labels name the kernel; by default they would show coordinates.
        points->setPointLabelsVisible(true);
        points->setPointLabelsClipping(false);
        for (int i = 0; i < labels.size(); ++i)
            points->setPointConfiguration(i, QXYSeries::PointConfiguration::LabelFormat, labels.at(i));
    }
    chart->legend()->setVisible(true);
}

void ChartView::setLineChart(const LineChart &data)
{
    QChart *chart = freshChart(data.title);
    auto *x = new QValueAxis;
    auto *y = new QValueAxis;
    x->setTitleText(data.xTitle);
    y->setTitleText(data.yTitle);
    double xMax = 1, yMax = 1;
    for (const LineSeries &s : data.series)
        for (const QPointF &p : s.points) {
            xMax = std::max(xMax, p.x());
            yMax = std::max(yMax, p.y());
        }
    x->setRange(0, xMax);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickInterval(std::max(1.0, std::ceil(xMax / 10)));
    x->setLabelFormat(QStringLiteral("%d"));
    y->setRange(0, yMax * 1.1);
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (const LineSeries &s : data.series) {
        auto *line = new QLineSeries;
        line->setName(s.name);
        line->setPointsVisible(true);
        line->append(s.points);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
}

} // namespace Lowerscope::Ui::Charts
