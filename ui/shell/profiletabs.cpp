// SPDX-License-Identifier: MIT
#include "shell/profiletabs.h"

#include "charts/chartspane.h"
#include "shell/pathviews.h"
#include "timeline/timelinepane.h"

#include <QTabWidget>

namespace Lowerscope::Ui {

ProfileTabs::ProfileTabs(QTabWidget *tabs, QObject *parent)
    : QObject(parent)
    , m_tabs(tabs)
{
}

void ProfileTabs::apply(const PathViews &views)
{
    if (!m_tabs)
        return;
    const bool hasTimeline = !views.timeline.isEmpty();
    if (hasTimeline && !m_timeline) {
        m_timeline = new TimelinePane(m_tabs);
        connect(m_timeline, &TimelinePane::kernelActivated, this, &ProfileTabs::kernelActivated);
        m_tabs->addTab(m_timeline, QString());
    }
    if (!views.charts.isEmpty() && !m_charts) {
        m_charts = new Charts::ChartsPane(m_tabs);
        m_charts->setKernel(m_kernel);
        m_tabs->addTab(m_charts, QString());
    }
    // A profile without events or charts removes the tabs of the previous one.
    if (m_timeline) {
        m_timeline->setModel(views.timeline);
        m_tabs->setTabVisible(m_tabs->indexOf(m_timeline), hasTimeline);
    }
    if (m_charts) {
        m_charts->setCharts(views.charts);
        m_tabs->setTabVisible(m_tabs->indexOf(m_charts), !views.charts.isEmpty());
    }
    retranslateTabs();
    if (hasTimeline)
        Q_EMIT message(tr("Profile: %1 events on %2 tracks (%3)")
                .arg(views.timeline.sliceCount())
                .arg(views.timeline.profile().tracks.size())
                .arg(views.timeline.profile().formats.join(QStringLiteral(", "))));
}

void ProfileTabs::setKernel(const QString &kernel)
{
    m_kernel = kernel;
    if (m_charts)
        m_charts->setKernel(kernel);
}

void ProfileTabs::retranslateTabs()
{
    if (m_timeline)
        m_tabs->setTabText(m_tabs->indexOf(m_timeline), tr("Timeline"));
    if (m_charts)
        m_tabs->setTabText(m_tabs->indexOf(m_charts), tr("Charts"));
}

} // namespace Lowerscope::Ui
