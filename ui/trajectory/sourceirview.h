// SPDX-License-Identifier: MIT
#pragma once

#include "profile/sassmetrics.h"
#include "trajectory/linelinks.h"
#include "trajectory/loweringtrajectory.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QSplitter;

namespace Lowerscope::Ui {

class IrSearchBar;
class IrView;

// The kernel's Python source beside one pane per final stage (TTIR, TTGIR, LLIR, PTX, SASS; Ascend stages),
// linked through the trajectory's source map: pick a Python line and every stage tints and scrolls to its
// lines; pick an IR line and the source line and the other stages follow. Remarks sit inline on their
// source line. Each pane has a header that wraps rather than clips, a find bar (Ctrl+F) and a button that
// maximises it; captured Nsight metrics sit in named columns beside SASS and, summed, beside the Python lines.
class SourceIrView : public QWidget {
    Q_OBJECT
public:
    explicit SourceIrView(QWidget *parent = nullptr);

    // TEXTS: stage name ("source", "ttir", ...) -> the text to show.
    void setTrajectory(const LoweringTrajectory &trajectory, const QHash<QString, QString> &texts);
    // Pane names in display order: "source" first, then the final stages.
    QStringList paneNames() const { return m_order; }
    IrView *pane(const QString &name) const { return m_panes.value(name); }
    const LineLinks &links() const { return m_links; }

    // Makes LINE of pane NAME current and links the others to it (what a click does).
    void selectLine(const QString &name, int line);
    // Named metric columns beside a pane's lines, with heat colouring: Nsight Compute's per-instruction metrics
    // beside SASS, and their totals per Python line beside the source.
    void setMetrics(const QString &name, const LineMetrics &metrics);
    // One pane fills the view (the others hidden) until restored; NAME empty restores.
    void maximizePane(const QString &name);
    QString maximizedPane() const { return m_maximized; }
    IrSearchBar *searchBar(const QString &name) const { return m_search.value(name); }
    QLabel *header(const QString &name) const { return m_headers.value(name); }
    // What a metric column id ("stall_samples", "stall:long_sb", ...) is called in a column header.
    static QString metricTitle(const QString &column);

Q_SIGNALS:
    void linked(const QString &fromPane, int line);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void clearPanes();
    void follow(const QString &from, int line);
    void updateHeader(const QString &name);
    void retranslateUi();

    LoweringTrajectory m_trajectory;
    LineLinks m_links;
    QStringList m_order;
    QHash<QString, IrView *> m_panes;
    QHash<QString, QLabel *> m_headers;
    QHash<QString, IrSearchBar *> m_search;
    QHash<QString, QWidget *> m_boxes; // a pane with its header and find bar
    QHash<QString, LineMetrics> m_metrics;
    QString m_maximized;
    QLabel *m_summary = nullptr;
    QLabel *m_remarks = nullptr; // the compiler's remarks on the source lines in play
    QSplitter *m_rows = nullptr;
    QString m_from; // the pane the last pick came from
    int m_fromLine = 0;
};

} // namespace Lowerscope::Ui
