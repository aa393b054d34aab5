// SPDX-License-Identifier: MIT
#include "timeline/timelinepane.h"

#include "common/elidedlabel.h"
#include "common/seriescolors.h"
#include "core/kernelname.h"
#include "profile/pipes.h"
#include "profile/tracesummary.h"
#include "profile/units.h"
#include "timeline/timelineview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSplitter>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <cmath>

namespace Lowerscope::Ui {

TimelinePane::TimelinePane(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("timelineTab"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(createBar());
    // The whole trace at a glance (TraceSummary): span, device busy time, the costliest kernel.
    m_summary = new ElidedLabel(this, Qt::ElideRight);
    m_summary->setObjectName(QStringLiteral("timelineSummary"));
    layout->addWidget(m_summary);

    auto *split = new QSplitter(Qt::Horizontal, this);
    m_view = new TimelineView(split);
    QWidget *side = createDetailsPane(split);
    split->addWidget(m_view);
    split->addWidget(side);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    split->setSizes({ 900, 300 });
    layout->addWidget(split, 1);

    connectControls();
    retranslateUi();
}

// Search with its hits, fit, zoom to the selection, all flows, the pipes' legend and the hint.
QHBoxLayout *TimelinePane::createBar()
{
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 4);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("timelineSearch"));
    m_search->setClearButtonEnabled(true);
    m_search->setMaximumWidth(320);
    m_previous = new QToolButton(this);
    m_next = new QToolButton(this);
    m_previous->setArrowType(Qt::UpArrow);
    m_next->setArrowType(Qt::DownArrow);
    m_hitCount = new QLabel(this);
    m_hitCount->setObjectName(QStringLiteral("timelineHitCount"));
    m_fit = new QToolButton(this);
    m_zoomSelection = new QToolButton(this);
    m_zoomSelection->setObjectName(QStringLiteral("timelineZoomSelection"));
    m_allFlows = new QToolButton(this);
    m_allFlows->setObjectName(QStringLiteral("timelineAllFlows"));
    m_allFlows->setCheckable(true);
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("timelinePipeLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_hint = new QLabel(this);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    m_hint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // the hint gives way; the search field does not
    m_search->setMinimumWidth(180);
    bar->addWidget(m_search);
    bar->addWidget(m_previous);
    bar->addWidget(m_next);
    bar->addWidget(m_hitCount);
    bar->addSpacing(12);
    bar->addWidget(m_fit);
    bar->addWidget(m_zoomSelection);
    bar->addWidget(m_allFlows);
    bar->addSpacing(12);
    bar->addWidget(m_legend);
    bar->addStretch(1);
    bar->addWidget(m_hint);
    return bar;
}

// Beside the timeline: the details of the selection or range, and the button that opens a kernel.
QWidget *TimelinePane::createDetailsPane(QWidget *parent)
{
    auto *side = m_side = new QWidget(parent);
    side->setObjectName(QStringLiteral("timelineDetailsPane"));
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_details = new QTreeWidget(side);
    m_details->setObjectName(QStringLiteral("timelineDetails"));
    m_details->setColumnCount(2);
    m_details->setRootIsDecorated(false);
    m_details->setAlternatingRowColors(true);
    m_details->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_openKernel = new QToolButton(side);
    m_openKernel->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_openKernel->setVisible(false);
    sideLayout->addWidget(m_details, 1);
    sideLayout->addWidget(m_openKernel);
    return side;
}

void TimelinePane::connectControls()
{
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_view->setSearchText(text);
        updateHitCount();
    });
    connect(m_search, &QLineEdit::returnPressed, m_view, &TimelineView::nextSearchHit);
    connect(m_next, &QToolButton::clicked, m_view, &TimelineView::nextSearchHit);
    connect(m_previous, &QToolButton::clicked, m_view, &TimelineView::previousSearchHit);
    connect(m_fit, &QToolButton::clicked, m_view, &TimelineView::zoomToFit);
    connect(m_zoomSelection, &QToolButton::clicked, m_view, &TimelineView::zoomToSelection);
    connect(m_allFlows, &QToolButton::toggled, m_view, &TimelineView::setShowAllFlows);
    connect(m_view, &TimelineView::selectionChanged, this, [this] {
        updateDetails();
        updateHitCount();
    });
    connect(m_view, &TimelineView::rangeChanged, this, &TimelinePane::updateDetails);
    connect(m_view, &TimelineView::kernelActivated, this, &TimelinePane::kernelActivated);
    connect(m_openKernel, &QToolButton::clicked, this, [this] {
        const auto hit = m_view->selection();
        if (hit.row >= 0)
            Q_EMIT kernelActivated(m_view->model().name(hit));
    });
}

void TimelinePane::setModel(const TimelineModel &model)
{
    m_view->setModel(model);
    m_view->setSearchText(m_search->text());
    m_allFlows->setVisible(!model.profile().flows.isEmpty());
    updateSummary();
    updateHitCount();
    updateLegend();
    updateDetails();
}

void TimelinePane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TimelinePane::retranslateUi()
{
    m_search->setPlaceholderText(tr("Search events…"));
    m_previous->setToolTip(tr("Previous match (Shift+F3)"));
    m_next->setToolTip(tr("Next match (F3)"));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Show the whole trace (Home)"));
    m_zoomSelection->setText(tr("Zoom to Selection"));
    m_zoomSelection->setToolTip(tr("Show the selected range or event across the view (F)"));
    m_allFlows->setText(tr("All Flows"));
    m_allFlows->setToolTip(tr("Draw every flow arrow; off: only the selected event's"));
    m_hint->setText(
        tr("Ctrl+wheel or W/S: zoom · drag or A/D: pan · Shift+drag: measure a range · double-click a kernel: its trajectory"));
    m_hint->setToolTip(m_hint->text());
    updateLegend();
    updateSummary();
    m_details->setHeaderLabels({ tr("Property"), tr("Value") });
    m_openKernel->setText(tr("Open the kernel's trajectory and findings"));
    updateDetails();
    updateHitCount();
}

void TimelinePane::updateSummary()
{
    const Profile &profile = m_view->model().profile();
    const TraceSummary summary = summarizeTrace(profile);
    QStringList parts;
    if (const auto busy = summary.busyShare())
        parts << tr("Span %1").arg(Units::durationText(summary.spanNs))
              << tr("device busy %1 (%2 %) on %n stream(s)", nullptr, summary.deviceStreams)
                     .arg(Units::durationText(summary.deviceBusyNs), QLocale().toString(*busy * 100, 'f', 1));
    if (!summary.kernelsByTime.isEmpty()) {
        const Kernel &top = profile.kernels.at(summary.kernelsByTime.first());
        const auto share = summary.kernelShare(top);
        parts << tr("costliest: %1, %2 (%3 %)")
                     .arg(shortKernelName(top.name), Units::durationText(qint64(top.totalUs * 1000)),
                         share ? QLocale().toString(*share * 100, 'f', 1) : QStringLiteral("—"));
    }
    m_summary->setText(parts.join(QStringLiteral(" · ")));
    m_summary->setVisible(!parts.isEmpty());
}

void TimelinePane::updateHitCount()
{
    const int n = m_view->searchHitCount();
    if (m_search->text().isEmpty())
        m_hitCount->clear();
    else if (n == 0)
        m_hitCount->setText(tr("no matches"));
    else if (m_view->currentSearchHit() >= 0)
        m_hitCount->setText(tr("%1 of %2").arg(m_view->currentSearchHit() + 1).arg(n));
    else
        m_hitCount->setText(tr("%1 matches").arg(n));
}

void TimelinePane::updateLegend()
{
    const QList<int> pipes = m_view->model().pipesShown();
    QStringList chips;
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    for (int p : pipes)
        chips.append(
            QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2").arg(seriesColor(p, dark).name(), ascendPipes().at(p).id));
    m_legend->setText(chips.isEmpty() ? QString() : tr("Pipes:") + QStringLiteral(" ") + chips.join(QStringLiteral(" &nbsp;")));
    m_legend->setVisible(!chips.isEmpty());
}

void TimelinePane::updateDetails()
{
    m_details->clear();
    const auto hit = m_view->selection();
    m_openKernel->setVisible(hit.row >= 0 && !m_view->hasRange() && m_view->model().isKernel(hit));
    m_zoomSelection->setEnabled(hit.row >= 0 || m_view->hasRange());
    // Details on demand: the pane takes room only while there is something to show.
    m_side->setVisible(hit.row >= 0 || m_view->hasRange());
    const auto add = [this](const QString &key, const QString &value) { new QTreeWidgetItem(m_details, { key, value }); };
    if (m_view->hasRange()) {
        const TimelineRangeSummary r = m_view->model().summarize(m_view->rangeStart(), m_view->rangeEnd());
        add(tr("Range start"), Units::durationText(r.start));
        add(tr("Range duration"), Units::durationText(r.duration));
        add(tr("Events in range"), QLocale().toString(r.events));
        for (const auto &[track, n] : r.perTrack)
            add(track, QLocale().toString(n));
        return;
    }
    if (hit.row < 0)
        return;
    const TimelineEventDetails d = m_view->model().details(hit);
    add(tr("Name"), d.name);
    add(tr("Category"), d.category);
    add(tr("Track"), d.track);
    add(tr("Start"), Units::durationText(d.start));
    add(tr("Duration"), d.duration < 0 ? tr("instant") : Units::durationText(d.duration));
    for (const auto &[key, value] : d.args)
        add(key, value);
}

} // namespace Lowerscope::Ui
