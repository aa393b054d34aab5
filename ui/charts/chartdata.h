// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

// Plain data for our charts. Views get these, already reduced to a few dozen values, never raw events;
// only ChartView knows how they are drawn (Qt Charts today, deprecated from Qt 6.10).
namespace Lowerscope::Ui::Charts {

struct BarSeries {
    QString name;
    QList<double> values; // one per category
};

// Bars per category; several series side by side, or stacked.
struct BarChart {
    QString title;
    QString valueTitle; // "total time (µs)"
    QStringList categories;
    QList<BarSeries> series;
    bool stacked = false;
    bool horizontal = false;
    bool isEmpty() const { return categories.isEmpty() || series.isEmpty(); }
};

struct RooflinePoint {
    QString label;
    double intensity = 0; // FLOP per off-chip byte
    double flopsPerSecond = 0;
    QString bound;        // "memory-bound" or "compute-bound", from the hardware model
};

struct RooflineRoof {
    QString label;    // "FP32", "Tensor FP16"
    double peakFlops = 0;
};

// A roofline of one device: the memory roof (bandwidth), compute roofs, and kernels placed on it (log–log).
struct Roofline {
    QString title;
    QString device;
    double bandwidth = 0; // B/s
    QList<RooflineRoof> roofs;
    QList<RooflinePoint> points;
    double xMin = 0, xMax = 0, yMin = 0, yMax = 0; // axis ranges covering roofs, ridges and points
    bool isEmpty() const { return points.isEmpty() || bandwidth <= 0 || roofs.isEmpty(); }
};

struct LineSeries {
    QString name;
    QList<QPointF> points;
};

// Lines over x (speedup per round: x = round, y = speedup).
struct LineChart {
    QString title;
    QString xTitle;
    QString yTitle;
    QList<LineSeries> series;
    bool isEmpty() const { return series.isEmpty(); }
};

} // namespace Lowerscope::Ui::Charts
