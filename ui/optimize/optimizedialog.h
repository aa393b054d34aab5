// SPDX-License-Identifier: MIT
#pragma once

#include "optimize/loopdriver.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace Lowerscope::Ui {

// Starts the optimization loop on operator task folders (docs/optimize.md, "In the desktop"): the tasks, rounds
// per operator, candidates per step, the runner profile (Settings ▸ Runner Profiles…), whether to continue the
// rounds the workspace holds (resume), and an optional baseline log. The same choices as `lowerscope optimize`.
class OptimizeDialog : public QDialog {
    Q_OBJECT
public:
    OptimizeDialog(const QStringList &tasks, const QList<RunnerProfile> &profiles, QWidget *parent = nullptr);
    // The choices as a loop specification (the caller adds the workspace and the knowledge base).
    Optimize::LoopSpec spec() const;
    void addTask(const QString &folder);
    QListWidget *taskList() const { return m_tasks; }
    QSpinBox *roundsBox() const { return m_rounds; }
    QSpinBox *candidatesBox() const { return m_candidates; }
    QComboBox *runnerBox() const { return m_runner; }
    QCheckBox *resumeBox() const { return m_resume; }
    QLineEdit *resultsEdit() const { return m_results; }

private:
    QHBoxLayout *createTaskList();
    QFormLayout *createLoopForm();
    void connectControls();
    void updateState();
    void retranslateUi();
    void changeEvent(QEvent *event) override;

    QList<RunnerProfile> m_profiles;
    QLabel *m_intro = nullptr;
    QLabel *m_tasksLabel = nullptr;
    QListWidget *m_tasks = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_roundsLabel = nullptr;
    QSpinBox *m_rounds = nullptr;
    QLabel *m_candidatesLabel = nullptr;
    QSpinBox *m_candidates = nullptr;
    QLabel *m_runnerLabel = nullptr;
    QComboBox *m_runner = nullptr;
    QLabel *m_runnerNote = nullptr;
    QCheckBox *m_resume = nullptr;
    QLabel *m_baselineLabel = nullptr;
    QLineEdit *m_baseline = nullptr;
    QPushButton *m_browseBaseline = nullptr;
    QLabel *m_resultsLabel = nullptr;
    QLineEdit *m_results = nullptr;
    QPushButton *m_browseResults = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Lowerscope::Ui
