// SPDX-License-Identifier: MIT
#pragma once

#include "trajectory/linelinks.h"
#include "trajectory/loweringtrajectory.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QSplitter;

namespace Lowerscope::Ui {

class IrView;

// The kernel's Python source beside one pane per final stage (TTIR, TTGIR, LLIR, PTX, SASS; Ascend stages),
// linked through the trajectory's source map: pick a Python line and every stage tints and scrolls to its
// lines; pick an IR line and the source line and the other stages follow. Remarks sit inline on their
// source line.
class SourceIrView : public QWidget
{
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
    // Per-line values beside a pane's lines (Nsight per-instruction metrics beside SASS).
    void setSideColumn(const QString &name, const QString &header, const QHash<int, QString> &values);

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
    QLabel *m_summary = nullptr;
    QLabel *m_remarks = nullptr; // the compiler's remarks on the source lines in play
    QSplitter *m_rows = nullptr;
    QString m_from;     // the pane the last pick came from
    int m_fromLine = 0;
};

} // namespace Lowerscope::Ui
