// SPDX-License-Identifier: MIT
#include "charts/chartview.h"

#include "charts/chartlegend.h"
#include "common/seriescolors.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPdfWriter>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QSvgGenerator>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace Lowerscope::Ui::Charts {

namespace {
constexpr int MaxCategoryChars = 32;

// A number as people write it: grouped thousands, at most DECIMALS decimals, never scientific notation.
QString plainNumber(double v, int decimals)
{
    QString s = QLocale().toString(v, 'f', decimals);
    if (decimals > 0 && s.contains(QLocale().decimalPoint())) {
        while (s.endsWith(u'0'))
            s.chop(1);
        if (s.endsWith(QLocale().decimalPoint()))
            s.chop(QLocale().decimalPoint().size());
    }
    return s;
}

// Decimals that keep three significant digits of values up to MAXVALUE.
int decimalsFor(double maxValue)
{
    return maxValue >= 100 ? 0 : maxValue >= 10 ? 1 : maxValue >= 1 ? 2 : 3;
}
} // namespace

ChartView::ChartView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    // The title is ours, above the plot and wrapped: Qt Charts would cut a long (translated) title to "…".
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("chartTitle"));
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    m_title->setContentsMargins(8, 4, 8, 0);
    m_title->setVisible(false);
    layout->addWidget(m_title);
    m_view = new QChartView(this);
    m_view->setRenderHint(QPainter::Antialiasing);
    layout->addWidget(m_view, 1);
    m_legend = new ChartLegend(this);
    m_legend->setVisible(false);
    layout->addWidget(m_legend);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("chartNote"));
    m_note->setWordWrap(true);
    m_note->setContentsMargins(8, 0, 8, 4);
    m_note->setVisible(false);
    layout->addWidget(m_note);
    freshChart(QString());
}

ChartView::~ChartView() = default;

QString ChartView::elideMiddle(const QString &text, int maxChars)
{
    if (text.size() <= maxChars || maxChars < 5)
        return text;
    const int keep = maxChars - 1;
    return text.left((keep + 1) / 2) + QStringLiteral("…") + text.right(keep / 2);
}

QChart *ChartView::freshChart(const QString &title)
{
    auto *chart = new QChart;
    m_maxTicks = 0;
    m_title->setText(title);
    m_title->setVisible(!title.isEmpty());
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setVisible(false); // ours (ChartLegend) wraps instead of cutting names
    chart->setMargins(QMargins(4, 4, 4, 4));
    if (palette().color(QPalette::Window).lightness() < 128)
        chart->setTheme(QChart::ChartThemeDark);
    QChart *old = m_view->chart();
    m_labels.clear(); // their items belong to the old chart
    m_view->setChart(chart); // the view owns the new chart; the old one is ours to delete
    delete old;
    m_bars = {};
    m_roofline = {};
    m_legend->setEntries({});
    connect(chart, &QChart::plotAreaChanged, this, &ChartView::placeLabels);
    return chart;
}

void ChartView::clear()
{
    freshChart(QString());
}

void ChartView::setNote(const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

QString ChartView::note() const
{
    return m_note->text();
}

QString ChartView::title() const
{
    return m_title->text();
}

int ChartView::seriesCount() const
{
    return int(m_view->chart()->series().size());
}

QStringList ChartView::drawnCategories() const
{
    for (QAbstractAxis *a : m_view->chart()->axes())
        if (auto *c = qobject_cast<QBarCategoryAxis *>(a))
            return c->categories();
    return {};
}

QString ChartView::valueAxisTitle() const
{
    for (QAbstractAxis *a : m_view->chart()->axes())
        if (qobject_cast<QValueAxis *>(a) || qobject_cast<QLogValueAxis *>(a))
            if (a->orientation() == (m_bars.horizontal ? Qt::Horizontal : Qt::Vertical))
                return a->titleText();
    return {};
}

int ChartView::valueTickCount() const
{
    for (QAbstractAxis *a : m_view->chart()->axes())
        if (auto *v = qobject_cast<QValueAxis *>(a))
            return v->tickCount();
    return 0;
}

QString ChartView::valueLabelFormat() const
{
    for (QAbstractAxis *a : m_view->chart()->axes())
        if (auto *v = qobject_cast<QValueAxis *>(a))
            return v->labelFormat();
    return {};
}

QList<QColor> ChartView::seriesColors() const
{
    QList<QColor> out;
    for (QAbstractSeries *s : m_view->chart()->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                out.append(set->color());
        else if (auto *xy = qobject_cast<QXYSeries *>(s))
            out.append(xy->color());
    }
    return out;
}

QStringList ChartView::seriesNames() const
{
    QStringList out;
    for (QAbstractSeries *s : m_view->chart()->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                out.append(set->label());
        else
            out.append(s->name());
    }
    return out;
}

QString ChartView::barToolTip(int set, int category) const
{
    if (set < 0 || set >= m_bars.series.size() || category < 0 || category >= m_bars.categories.size())
        return {};
    const BarSeries &s = m_bars.series.at(set);
    const double v = s.values.value(category) / m_barScale;
    QString value = plainNumber(v, decimalsFor(std::abs(v)) + 1);
    if (!m_barUnit.isEmpty())
        value += QLatin1Char(' ') + m_barUnit;
    return m_bars.series.size() > 1 ? tr("%1\n%2: %3").arg(m_bars.categories.at(category), s.name, value)
                                    : tr("%1\n%2").arg(m_bars.categories.at(category), value);
}

QString ChartView::pointToolTip(const QString &label) const
{
    for (const RooflinePoint &p : m_roofline.points)
        if (p.label == label)
            return tr("%1\n%2 FLOP/byte, %3 TFLOP/s (%4)")
                .arg(p.label, plainNumber(p.intensity, decimalsFor(p.intensity) + 1), plainNumber(p.flopsPerSecond / 1e12, 3),
                    p.bound == QLatin1String("memory-bound") ? tr("memory-bound") : tr("compute-bound"));
    return {};
}

void ChartView::setBarChart(const BarChart &data)
{
    QChart *chart = freshChart(data.title);
    m_bars = data;
    QAbstractBarSeries *series = nullptr;
    if (data.horizontal)
        series = data.stacked ? static_cast<QAbstractBarSeries *>(new QHorizontalStackedBarSeries) : new QHorizontalBarSeries;
    else
        series = data.stacked ? static_cast<QAbstractBarSeries *>(new QStackedBarSeries) : new QBarSeries;
    double maxValue = 0;
    QList<double> stackTotals(data.categories.size(), 0);
    for (const BarSeries &s : data.series)
        for (int i = 0; i < s.values.size(); ++i) {
            maxValue = std::max(maxValue, s.values.at(i));
            if (i < stackTotals.size())
                stackTotals[i] += s.values.at(i);
        }
    if (data.stacked && !stackTotals.isEmpty())
        maxValue = *std::max_element(stackTotals.cbegin(), stackTotals.cend());
    // Times in the unit that keeps the largest value under a thousand.
    m_barScale = 1;
    m_barUnit.clear();
    QString valueTitle = data.valueTitle;
    if (data.valueKind == ValueKind::Micros) {
        m_barUnit = maxValue >= 1e6 ? QStringLiteral("s") : maxValue >= 1e3 ? QStringLiteral("ms") : QStringLiteral("µs");
        m_barScale = maxValue >= 1e6 ? 1e6 : maxValue >= 1e3 ? 1e3 : 1;
        valueTitle = valueTitle.arg(m_barUnit);
    } else if (data.valueKind == ValueKind::Percent) {
        m_barUnit = QStringLiteral("%");
    }
    maxValue /= m_barScale;
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    for (int si = 0; si < data.series.size(); ++si) {
        const BarSeries &s = data.series.at(si);
        auto *set = new QBarSet(s.name);
        const QColor color = seriesColor(s.color >= 0 ? s.color : si, dark);
        set->setColor(color);
        set->setBorderColor(color.darker(115));
        set->setLabelColor(palette().color(QPalette::WindowText));
        for (double v : s.values)
            set->append(v / m_barScale);
        series->append(set);
    }
    // Category names are unique keys of the axis: elided names that collide get a number.
    QStringList categories;
    for (const QString &c : data.categories) {
        QString e = elideMiddle(c, MaxCategoryChars);
        for (int n = 2; categories.contains(e); ++n)
            e = elideMiddle(c, MaxCategoryChars - 4) + QStringLiteral(" (%1)").arg(n);
        categories.append(e);
    }
    // Horizontal bars read top-down largest first: Qt draws the first category at the bottom.
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
    const int decimals = decimalsFor(maxValue);
    chart->addSeries(series);
    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    // Qt would cut every label to "…" once the longest does not fit; ours are elided already and drawn whole.
    categoryAxis->setTruncateLabels(false);
    auto *valueAxis = new QValueAxis;
    valueAxis->setTitleText(valueTitle);
    const double top = data.maxValue > 0 ? std::max(data.maxValue, maxValue) : (maxValue > 0 ? maxValue * 1.15 : 1);
    valueAxis->setRange(0, top);
    if (data.maxValue <= 0)
        valueAxis->applyNiceNumbers();
    valueAxis->setTickCount(data.horizontal ? 5 : 6); // few enough that labels never run into each other
    m_maxTicks = data.horizontal ? 5 : 0;
    valueAxis->setLabelFormat(
        decimals == 0 ? QStringLiteral("%.0f") : QStringLiteral("%.") + QString::number(decimals) + QLatin1Char('f'));
    chart->addAxis(categoryAxis, data.horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    chart->addAxis(valueAxis, data.horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    series->attachAxis(categoryAxis);
    series->attachAxis(valueAxis);
    // Values at the bars' ends when one series has few enough bars to read them.
    if (!data.stacked && data.series.size() == 1 && data.categories.size() <= 16) {
        QBarSet *set = series->barSets().constFirst();
        for (int i = 0; i < set->count(); ++i) // three significant digits: 771, 9.57, 0.142
            addLabel(Label::BarEnd, series, data.horizontal ? QPointF(set->at(i), i) : QPointF(i, set->at(i)),
                plainNumber(set->at(i), decimalsFor(std::abs(set->at(i)))), set->color());
    }
    if (data.series.size() > 1) {
        QList<ChartLegend::Entry> entries;
        for (QBarSet *set : series->barSets())
            entries.append({ set->label(), set->color(), ChartLegend::Swatch::Box });
        m_legend->setEntries(entries);
    }
    const int count = int(data.categories.size());
    connect(series, &QAbstractBarSeries::hovered, this,
        [this, series, count, horizontal = data.horizontal](bool on, int index, QBarSet *set) {
            if (!on) {
                QToolTip::hideText();
                return;
            }
            const int s = int(series->barSets().indexOf(set));
            QToolTip::showText(QCursor::pos(), barToolTip(s, horizontal ? count - 1 - index : index), this);
        });
    fitValueTicks();
}

void ChartView::setRoofline(const Roofline &data, const QString &highlight)
{
    QChart *chart = freshChart(data.title);
    m_roofline = data;
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    // FLOP/s in TFLOP/s: log axes label their ticks in printf notation, which would print 1e+12.
    auto *x = new QLogValueAxis;
    x->setBase(10);
    x->setRange(data.xMin, data.xMax);
    x->setLabelFormat(QStringLiteral("%g"));
    x->setMinorTickCount(0);
    x->setTitleText(tr("arithmetic intensity (FLOP/byte)"));
    auto *y = new QLogValueAxis;
    y->setBase(10);
    y->setRange(data.yMin / 1e12, data.yMax / 1e12);
    y->setLabelFormat(QStringLiteral("%g"));
    y->setTitleText(tr("performance (TFLOP/s)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    int colour = 0;
    const auto attach = [&](QXYSeries *s) {
        s->setColor(seriesColor(colour++, dark));
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    };
    QList<ChartLegend::Entry> legend;
    // Each roof: the memory slope up to its ridge point, then flat; named in the legend (several roofs' names
    // at their ridges run into each other and into the points).
    for (const RooflineRoof &roof : data.roofs) {
        auto *line = new QLineSeries;
        line->setName(tr("%1 roof, %2 TFLOP/s").arg(roof.label, plainNumber(roof.peakFlops / 1e12, 0)));
        const double ridge = roof.peakFlops / data.bandwidth;
        line->append(data.xMin, data.xMin * data.bandwidth / 1e12);
        line->append(ridge, roof.peakFlops / 1e12);
        line->append(data.xMax, roof.peakFlops / 1e12);
        attach(line);
        legend.append({ line->name(), line->color(), ChartLegend::Swatch::Line });
    }
    // One scatter group per class, so the legend says which kernels are memory- or compute-bound; the opened
    // kernel in a group of its own.
    const auto group = [&](const QString &name, const auto &pick, qreal size) {
        auto *points = new QScatterSeries;
        points->setName(name);
        points->setMarkerSize(size);
        QStringList labels;
        for (const RooflinePoint &p : data.points)
            if (pick(p)) {
                points->append(p.intensity, p.flopsPerSecond / 1e12);
                labels.append(p.label);
            }
        if (labels.isEmpty()) {
            delete points;
            return;
        }
        attach(points);
        legend.append({ name, points->color(), ChartLegend::Swatch::Dot });
        // Point labels name the kernel.
        const QList<QPointF> at = points->points();
        for (int i = 0; i < labels.size(); ++i)
            addLabel(Label::Point, points, at.at(i), elideMiddle(labels.at(i), 24));
        connect(points, &QXYSeries::hovered, this, [this, points, labels](const QPointF &at, bool on) {
            if (!on) {
                QToolTip::hideText();
                return;
            }
            const QList<QPointF> all = points->points();
            for (int i = 0; i < all.size(); ++i)
                if (all.at(i) == at)
                    QToolTip::showText(QCursor::pos(), pointToolTip(labels.value(i)), this);
        });
    };
    // The opened kernel first: its label is placed before the others.
    if (!highlight.isEmpty())
        group(tr("opened: %1").arg(highlight), [&](const RooflinePoint &p) { return p.label == highlight; }, 16);
    group(
        tr("memory-bound"),
        [&](const RooflinePoint &p) { return p.label != highlight && p.bound == QLatin1String("memory-bound"); }, 10);
    group(
        tr("compute-bound"),
        [&](const RooflinePoint &p) { return p.label != highlight && p.bound == QLatin1String("compute-bound"); }, 10);
    m_legend->setEntries(legend);
}

void ChartView::addLabel(Label::Kind kind, QAbstractSeries *series, const QPointF &at, const QString &text, const QColor &fill)
{
    auto *item = new QGraphicsSimpleTextItem(text, m_view->chart()); // the chart owns it
    item->setBrush(palette().color(QPalette::WindowText));
    item->setZValue(1000); // over the series
    item->setVisible(false); // until placed
    m_labels.append({ kind, item, series, at, fill });
}

void ChartView::placeLabels()
{
    if (m_placing || m_labels.isEmpty())
        return;
    m_placing = true;
    QChart *chart = m_view->chart();
    const QRectF plot = chart->plotArea();
    const QList<QRectF> markers = markerRects();
    QList<QRectF> placed;
    const auto free = [&](const QRectF &r) {
        if (!plot.contains(r))
            return false;
        for (const QRectF &o : placed)
            if (o.intersects(r))
                return false;
        for (const QRectF &m : markers)
            if (m.intersects(r))
                return false;
        return true;
    };
    const bool horizontalBars = m_bars.horizontal;
    for (Label &l : m_labels) {
        const QRectF text = l.item->boundingRect();
        const QPointF p = chart->mapToPosition(l.at, l.series);
        QList<QPointF> candidates; // top-left corners, in order of preference
        bool inside = false;
        if (l.kind == Label::BarEnd) {
            // Past the bar's end; inside it, in a colour that reads on the bar, where the plot ends first.
            if (horizontalBars) {
                candidates = { QPointF(p.x() + 4, p.y() - text.height() / 2),
                    QPointF(p.x() - 4 - text.width(), p.y() - text.height() / 2) };
            } else {
                candidates = { QPointF(p.x() - text.width() / 2, p.y() - 2 - text.height()),
                    QPointF(p.x() - text.width() / 2, p.y() + 2) };
            }
        } else {
            // Beside the point: above, below, right, left, then the diagonals.
            const double r = 8 + 2;
            const double w = text.width(), h = text.height();
            candidates = { QPointF(p.x() - w / 2, p.y() - r - h), QPointF(p.x() - w / 2, p.y() + r),
                QPointF(p.x() + r, p.y() - h / 2), QPointF(p.x() - r - w, p.y() - h / 2), QPointF(p.x() + r / 2, p.y() - r - h),
                QPointF(p.x() + r / 2, p.y() + r), QPointF(p.x() - r / 2 - w, p.y() - r - h),
                QPointF(p.x() - r / 2 - w, p.y() + r) };
        }
        int chosen = -1;
        for (int i = 0; i < candidates.size() && chosen < 0; ++i)
            if (free(QRectF(candidates.at(i), text.size())))
                chosen = i;
        inside = l.kind == Label::BarEnd && chosen == 1;
        l.item->setVisible(chosen >= 0);
        if (chosen < 0)
            continue;
        l.item->setPos(candidates.at(chosen));
        l.item->setBrush(
            inside ? (l.fill.lightness() < 140 ? QColor(Qt::white) : QColor(Qt::black)) : palette().color(QPalette::WindowText));
        placed.append(QRectF(candidates.at(chosen), text.size()));
    }
    m_placing = false;
}

QList<QRectF> ChartView::labelRects() const
{
    QList<QRectF> out;
    for (const Label &l : m_labels)
        if (l.item->isVisible())
            out.append(QRectF(l.item->pos(), l.item->boundingRect().size()));
    return out;
}

QStringList ChartView::labelTexts() const
{
    QStringList out;
    for (const Label &l : m_labels)
        if (l.item->isVisible())
            out.append(l.item->text());
    return out;
}

QRectF ChartView::plotArea() const
{
    return m_view->chart()->plotArea();
}

QList<QRectF> ChartView::markerRects() const
{
    QList<QRectF> out;
    for (QAbstractSeries *s : m_view->chart()->series())
        if (auto *scatter = qobject_cast<QScatterSeries *>(s)) {
            const qreal size = scatter->markerSize();
            for (const QPointF &v : scatter->points()) {
                const QPointF c = m_view->chart()->mapToPosition(v, scatter);
                out.append(QRectF(c.x() - size / 2, c.y() - size / 2, size, size));
            }
        }
    return out;
}

void ChartView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitValueTicks();
}

void ChartView::fitValueTicks()
{
    if (m_maxTicks <= 0)
        return;
    for (QAbstractAxis *a : m_view->chart()->axes(Qt::Horizontal))
        if (auto *v = qobject_cast<QValueAxis *>(a)) {
            const QFontMetrics fm(v->labelsFont());
            const QString widest = QString::asprintf(v->labelFormat().toLatin1().constData(), v->max());
            const int label = fm.horizontalAdvance(widest) + fm.horizontalAdvance(QStringLiteral("MM"));
            // The plot is the view less the category labels on the left and the chart's margins (the chart lays
            // itself out later, so its plot area is not known yet when the view is resized).
            int categories = 0;
            for (QAbstractAxis *c : m_view->chart()->axes(Qt::Vertical))
                if (auto *cat = qobject_cast<QBarCategoryAxis *>(c))
                    for (const QString &name : cat->categories())
                        categories = std::max(categories, QFontMetrics(cat->labelsFont()).horizontalAdvance(name));
            const int room = m_view->width() - categories - 4 * fm.horizontalAdvance(QStringLiteral("MM"));
            // 5, 3 or 2 ticks: quarters, halves or the ends of a nice range (4 would give thirds: 333, 667).
            const int fit = std::clamp(room / std::max(1, label) + 1, 2, m_maxTicks);
            v->setTickCount(fit >= 5 ? 5 : fit >= 3 ? 3 : 2);
        }
}

void ChartView::setLineChart(const LineChart &data)
{
    QChart *chart = freshChart(data.title);
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
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
    x->setRange(0, xMax + 0.5); // the last round's points off the plot's edge
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickInterval(std::max(1.0, std::ceil(xMax / 10)));
    x->setLabelFormat(QStringLiteral("%d"));
    y->setRange(0, yMax * 1.1);
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%.1f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (int i = 0; i < data.series.size(); ++i) {
        const LineSeries &s = data.series.at(i);
        auto *line = new QLineSeries;
        line->setName(elideMiddle(s.name, MaxCategoryChars));
        line->setColor(seriesColor(i, dark));
        line->setPointsVisible(true);
        line->append(s.points);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    if (!data.series.isEmpty()) {
        QList<ChartLegend::Entry> entries;
        for (QAbstractSeries *s : chart->series())
            entries.append({ s->name(), static_cast<QLineSeries *>(s)->color(), ChartLegend::Swatch::Line });
        m_legend->setEntries(entries);
    }
}

void ChartView::renderTo(QPainter &p)
{
    // The plot as its scene (vector where the device is), then our title above it and legend and note beneath.
    m_view->render(&p, QRectF(m_view->geometry()), m_view->viewport()->rect());
    for (QWidget *w : { static_cast<QWidget *>(m_title), static_cast<QWidget *>(m_legend), static_cast<QWidget *>(m_note) })
        if (w->isVisible())
            w->render(&p, w->pos(), QRegion(), QWidget::DrawChildren);
}

bool ChartView::saveTo(const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    bool ok = false;
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(path);
        pdf.setTitle(title());
        pdf.setPageSize(QPageSize(QSizeF(width(), height()) * 0.75, QPageSize::Point)); // 96 dpi px → pt
        pdf.setPageMargins(QMarginsF());
        QPainter painter;
        if (painter.begin(&pdf)) {
            painter.scale(pdf.width() / double(width()), pdf.height() / double(height()));
            renderTo(painter);
            ok = painter.end();
        }
    } else if (suffix == QLatin1String("svg")) {
        // Vector, with the texts as text: the file can be searched, edited and scaled.
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setTitle(title());
        svg.setDescription(tr("Chart exported by Lowerscope"));
        svg.setSize(size());
        svg.setViewBox(QRect(QPoint(), size()));
        QPainter painter;
        if (painter.begin(&svg)) {
            painter.setRenderHint(QPainter::Antialiasing);
            renderTo(painter);
            ok = painter.end() && QFileInfo(path).size() > 0;
        }
    } else {
        QImage image(size() * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        image.fill(palette().color(QPalette::Window));
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderTo(painter);
        painter.end();
        ok = image.save(path, "PNG");
    }
    if (!ok && error)
        *error = tr("Could not write %1").arg(path);
    return ok;
}

void ChartView::exportDialog()
{
    QString filter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Chart"), QString(), tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)"), &filter);
    if (path.isEmpty())
        return;
    QString file = path;
    if (QFileInfo(file).suffix().isEmpty())
        file += filter.contains(QLatin1String("pdf")) ? QStringLiteral(".pdf")
            : filter.contains(QLatin1String("svg"))   ? QStringLiteral(".svg")
                                                      : QStringLiteral(".png");
    QString error;
    if (!saveTo(file, &error))
        QMessageBox::warning(this, tr("Save Chart"), error);
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Save Chart As…"), this, &ChartView::exportDialog);
    menu.exec(event->globalPos());
}

} // namespace Lowerscope::Ui::Charts
