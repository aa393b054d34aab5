// SPDX-License-Identifier: MIT
#pragma once

#include "timeline/timelinemodel.h"

#include <QWidget>

class QHBoxLayout;
class QLabel;
class QLineEdit;
class QToolButton;
class QTreeWidget;

namespace Lowerscope::Ui {

class TimelineView;

// The "Timeline" tab: a search bar (matches highlighted, next/previous), fit, zoom to selection and a flows
// toggle, the legend of the Ascend pipes when there are pipe rows, the timeline, and a details pane shown only
// while something is selected: the selected event (name, start, duration, track, arguments) or the picked
// range (start, duration, events in all and per track).
class TimelinePane : public QWidget {
    Q_OBJECT
public:
    explicit TimelinePane(QWidget *parent = nullptr);
    void setModel(const TimelineModel &model);
    TimelineView *view() const { return m_view; }
    QLineEdit *searchField() const { return m_search; }
    QTreeWidget *detailsView() const { return m_details; }
    QWidget *detailsPane() const { return m_side; }
    QLabel *pipeLegend() const { return m_legend; }
    QToolButton *zoomToSelectionButton() const { return m_zoomSelection; }
    QToolButton *allFlowsButton() const { return m_allFlows; }

Q_SIGNALS:
    void kernelActivated(const QString &name);

protected:
    void changeEvent(QEvent *event) override;

private:
    QHBoxLayout *createBar();
    QWidget *createDetailsPane(QWidget *parent);
    void connectControls();
    void retranslateUi();
    void updateDetails();
    void updateHitCount();
    void updateSummary();
    void updateLegend();

    TimelineView *m_view = nullptr;
    QLineEdit *m_search = nullptr;
    QToolButton *m_previous = nullptr;
    QToolButton *m_next = nullptr;
    QToolButton *m_fit = nullptr;
    QToolButton *m_zoomSelection = nullptr;
    QToolButton *m_allFlows = nullptr;
    QLabel *m_legend = nullptr;
    QWidget *m_side = nullptr;
    QLabel *m_hitCount = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_summary = nullptr; // an ElidedLabel
    QTreeWidget *m_details = nullptr;
    QToolButton *m_openKernel = nullptr;
};

} // namespace Lowerscope::Ui
