// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chartreduce.h"

#include <QWidget>

class QLabel;

namespace Lowerscope::Ui::Charts {

class ChartView;

// The "Charts" tab: kernel time breakdown, Ascend pipe utilisation, the roofline, speedups. Charts without
// data are hidden.
class ChartsPane : public QWidget {
    Q_OBJECT
public:
    explicit ChartsPane(QWidget *parent = nullptr);
    void setCharts(const ChartSet &charts);
    // Speedup per round comes from a workspace's rounds, which the profile does not carry.
    void setRounds(const LineChart &rounds);
    // The kernel open in the other views: drawn apart on the roofline, or a note says why it is not there.
    void setKernel(const QString &kernel);
    ChartView *breakdownView() const { return m_breakdown; }
    ChartView *pipesView() const { return m_pipes; }
    ChartView *rooflineView() const { return m_roofline; }
    ChartView *operatorsView() const { return m_operators; }
    ChartView *roundsView() const { return m_rounds; }
    const ChartSet &charts() const { return m_charts; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void showChart(ChartView *view, bool visible);
    void updateEmpty();

    void showRoofline();

    ChartSet m_charts;
    QString m_kernel;
    ChartView *m_breakdown = nullptr;
    ChartView *m_pipes = nullptr;
    ChartView *m_roofline = nullptr;
    ChartView *m_operators = nullptr;
    ChartView *m_rounds = nullptr;
    QLabel *m_empty = nullptr;
};

} // namespace Lowerscope::Ui::Charts
