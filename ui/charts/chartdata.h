// SPDX-License-Identifier: MIT
#pragma once

#include "profile/roofline.h"

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
    int color = -1; // index into seriesColor(); -1: by position
};

// What the values of a bar chart are: the view picks the unit (µs, ms or s for times) and the label format.
enum class ValueKind { Plain, Percent, Micros };

// Bars per category; several series side by side, or stacked.
struct BarChart {
    QString title;
    QString valueTitle; // "total time (%1)": for Micros, %1 is the unit the view picks
    ValueKind valueKind = ValueKind::Plain;
    QStringList categories;
    QList<BarSeries> series;
    bool stacked = false;
    bool horizontal = false;
    double maxValue = 0; // a fixed top of the value axis (100 for shares in %), 0: from the data
    bool isEmpty() const { return categories.isEmpty() || series.isEmpty(); }
};

// A roof as drawn: its translated label and its peak.
struct RooflineRoof {
    QString label; // "FP32", "Tensor FP16"
    double peakFlops = 0;
};

using Lowerscope::RooflinePoint;

// A roofline of one device as drawn: the engine's placement (placeOnRoofline) with translated labels and
// axis ranges (log–log).
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
