// SPDX-License-Identifier: MIT
#include "charts/chartspane.h"

#include "charts/chartview.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>

namespace Lowerscope::Ui::Charts {

ChartsPane::ChartsPane(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("chartsTab"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(4, 4, 4, 4);
    m_breakdown = new ChartView(this);
    m_roofline = new ChartView(this);
    m_pipes = new ChartView(this);
    m_operators = new ChartView(this);
    m_rounds = new ChartView(this);
    m_breakdown->setObjectName(QStringLiteral("breakdownChart"));
    m_roofline->setObjectName(QStringLiteral("rooflineChart"));
    m_pipes->setObjectName(QStringLiteral("pipesChart"));
    m_operators->setObjectName(QStringLiteral("operatorsChart"));
    m_rounds->setObjectName(QStringLiteral("roundsChart"));
    grid->addWidget(m_breakdown, 0, 0);
    grid->addWidget(m_roofline, 0, 1);
    grid->addWidget(m_pipes, 1, 0);
    grid->addWidget(m_operators, 1, 1);
    grid->addWidget(m_rounds, 2, 0, 1, 2);
    m_empty = new QLabel(this);
    m_empty->setAlignment(Qt::AlignCenter);
    grid->addWidget(m_empty, 3, 0, 1, 2);
    // Two columns of equal width, whatever each chart's legend or labels would prefer.
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    setCharts({});
}

void ChartsPane::showChart(ChartView *view, bool visible)
{
    view->setVisible(visible);
}

void ChartsPane::setCharts(const ChartSet &charts)
{
    m_charts = charts;
    m_breakdown->setBarChart(charts.breakdown);
    m_pipes->setBarChart(charts.pipes);
    showRoofline();
    m_operators->setBarChart(charts.operators);
    showChart(m_breakdown, !charts.breakdown.isEmpty());
    showChart(m_pipes, !charts.pipes.isEmpty());
    showChart(m_roofline, !charts.roofline.isEmpty());
    showChart(m_operators, !charts.operators.isEmpty());
    setRounds(charts.rounds);
}

void ChartsPane::setKernel(const QString &kernel)
{
    m_kernel = kernel;
    showRoofline();
}

void ChartsPane::showRoofline()
{
    const int point = m_kernel.isEmpty() ? -1 : rooflinePointOf(m_charts.placement, m_kernel);
    m_roofline->setRoofline(m_charts.roofline, point >= 0 ? m_charts.placement.points.at(point).label : QString());
    m_roofline->setNote(rooflineNote(m_charts, m_kernel));
}

void ChartsPane::setRounds(const LineChart &rounds)
{
    m_charts.rounds = rounds;
    m_rounds->setLineChart(rounds);
    showChart(m_rounds, !rounds.isEmpty());
    updateEmpty();
}

void ChartsPane::updateEmpty()
{
    m_empty->setText(tr("Nothing to chart: this profile has no kernel times, pipe ratios or benchmark results."));
    m_empty->setVisible(m_charts.isEmpty());
}

void ChartsPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateEmpty();
        showRoofline();
    }
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui::Charts
