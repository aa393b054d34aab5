// SPDX-License-Identifier: MIT
#pragma once

#include "profile/sassmetrics.h"
#include "trajectory/linelinks.h"
#include "trajectory/loweringtrajectory.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QSplitter;
class QTabWidget;

namespace Lowerscope::Ui {

class IrSearchBar;
class IrView;

// The kernel's Python source beside its final stages (TTIR, TTGIR, LLIR, PTX, SASS; Ascend stages), as Nsight
// Compute's Source page shows source beside SASS: the Python pane on the left, sized to show the kernel's lines
// whole, and one IR pane on the right with a tab per stage (SASS first shown when there is one); a splitter
// between them, each side collapsible, and a button on each pane that maximises it. The panes are linked through
// the trajectory's source map: pick a Python line and every stage tints and scrolls to its lines (each stage's
// tab says how many); pick an IR line and the source line and the other stages follow. Remarks sit inline on
// their source line. Captured Nsight metrics sit in named columns beside SASS and, summed, beside the Python
// lines, each value with its share of the kernel's total; lines whose figures come from a cut table are marked
// partial. With a profile, the view opens on the hottest Python line.
class SourceIrView : public QWidget {
    Q_OBJECT
public:
    explicit SourceIrView(QWidget *parent = nullptr);

    // TEXTS: stage name ("source", "ttir", ...) -> the text to show.
    void setTrajectory(const LoweringTrajectory &trajectory, const QHash<QString, QString> &texts);
    // Pane names in display order: "source" first, then the final stages.
    QStringList paneNames() const { return m_order; }
    // The stage the IR side shows now, and showing another (a pick in it, or evidence of it, does too).
    QString currentStage() const;
    void showStage(const QString &name);
    QTabWidget *stageTabs() const { return m_stages; }
    QSplitter *splitter() const { return m_split; }
    // The kernel's Python lines (from the first to the last line the source map or the metrics know): the
    // Python pane is sized to show them whole.
    QList<int> kernelLines() const;
    IrView *pane(const QString &name) const { return m_panes.value(name); }
    const LineLinks &links() const { return m_links; }

    // Makes LINE of pane NAME current and links the others to it (what a click does).
    void selectLine(const QString &name, int line);
    // Named metric columns beside a pane's lines, with heat colouring: Nsight Compute's per-instruction metrics
    // beside SASS, and their totals per Python line beside the source.
    void setMetrics(const QString &name, const LineMetrics &metrics);
    // One pane fills the view (the other side hidden) until restored; NAME empty restores (the stage shown before).
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
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void clearPanes();
    QWidget *makeBox(const QString &name, const QString &text, const QString &syntax, QWidget *parent);
    void selectHottest();
    void showKernelWhole();
    void sizeSides();
    void updateStageTab(const QString &name);
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
    QSplitter *m_split = nullptr; // Python | the stages
    QTabWidget *m_stages = nullptr;
    QString m_stageBeforeMaximize;
    bool m_picked = false; // a line was picked (by the user, or evidence): no longer opened on the hottest line
    bool m_autoPick = false;
    bool m_sizesPending = false; // the sides are sized to the Python lines once the view has its width
    QString m_from; // the pane the last pick came from
    int m_fromLine = 0;
};

} // namespace Lowerscope::Ui
