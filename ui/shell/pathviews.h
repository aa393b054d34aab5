// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/pathanalysis.h"
#include "charts/chartreduce.h"
#include "timeline/timelinemodel.h"

#include <memory>

namespace Lowerscope::Ui {

// What the views of one opened path show, made off the GUI thread in one job: the analysis of the path (the
// one engine call), the timeline laid out and the charts reduced from its profile.
struct PathViews {
    std::shared_ptr<const PathAnalysis> analysis;
    TimelineModel timeline;
    Charts::ChartSet charts;

    bool cancelled() const { return !analysis || analysis->cancelled; }
    // The work itself, synchronous: for the background job, tests and benchmarks.
    static PathViews load(const AnalysisRequest &request, const JobControl &control = {});
};

} // namespace Lowerscope::Ui

Q_DECLARE_METATYPE(Lowerscope::Ui::PathViews)
