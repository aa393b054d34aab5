// SPDX-License-Identifier: MIT
#pragma once

#include "trajectory/loweringtrajectory.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QTreeWidget;

namespace Lowerscope::Ui {

// Every pass of a trajectory in order, as Compiler Explorer's pipeline view lists them: index, full name and
// argument, pipeline, what it changed (+added −removed lines) and its remarks. A filter matches names,
// arguments and pipelines; "Changed only" hides the passes that left the IR as it was. Activating a pass
// emits passActivated with its index into LoweringTrajectory::passes.
class PassListView : public QWidget {
    Q_OBJECT
public:
    explicit PassListView(QWidget *parent = nullptr);
    void setTrajectory(const LoweringTrajectory &trajectory);
    void setFilter(const QString &text);
    void setChangedOnly(bool on);
    // The passes listed now, in order (indices into passes).
    QList<int> shownPasses() const;
    void selectPass(int pass);
    QTreeWidget *list() const { return m_list; }
    QLineEdit *filterField() const { return m_filter; }
    QCheckBox *changedOnlyBox() const { return m_changedOnly; }

Q_SIGNALS:
    void passActivated(int pass);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refill();
    void applyFilter();

    LoweringTrajectory m_trajectory;
    QLineEdit *m_filter = nullptr;
    QCheckBox *m_changedOnly = nullptr;
    QLabel *m_count = nullptr;
    QTreeWidget *m_list = nullptr;
};

} // namespace Lowerscope::Ui
