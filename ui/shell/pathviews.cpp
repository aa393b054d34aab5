// SPDX-License-Identifier: MIT
#include "shell/pathviews.h"

namespace Lowerscope::Ui {

PathViews PathViews::load(const AnalysisRequest &request, const JobControl &control)
{
    PathViews views;
    views.analysis = analyzePath(request, control);
    if (views.analysis->cancelled || !views.analysis->hasProfile())
        return views;
    views.timeline = TimelineModel::build(views.analysis->profile, control.cancel);
    views.charts = Charts::reduceCharts(views.analysis->profile, views.analysis->bench);
    return views;
}

} // namespace Lowerscope::Ui
