// SPDX-License-Identifier: MIT
#pragma once

#include "common/workerjob.h"
#include "optimize/loopdriver.h"

#include <QHash>
#include <QPointer>
#include <QWidget>
#include <memory>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QThread;

namespace Lowerscope {
class ConsentDialog;
}

namespace Lowerscope::Ui {

class LadderView;
class RoundsView;

// The "Optimize" tab: the optimization loop live (docs/optimize.md, "In the desktop"). The loop runs on its own
// thread (Optimize::LoopDriver): the step and its progress, Cancel, the rounds as they are recorded (the Rounds &
// Report view fed with what the loop's thread read), the best version so far per operator with its speed-up, the
// ladder the current step climbed for each operator's best kernel (the Diagnosis view), the runner's log, and
// before anything runs the consent dialog with each candidate's diff, why it was written and the evidence it
// cites. An offline profile's step ends with the exported bundle and how to bring its results back.
class OptimizeView : public QWidget {
    Q_OBJECT
public:
    explicit OptimizeView(QWidget *parent = nullptr);
    ~OptimizeView() override;

    // Starts the loop (the window fills the workspace and the knowledge base); false while one runs.
    bool start(const Optimize::LoopSpec &spec);
    void cancel();
    bool isRunning() const { return m_driver != nullptr; }
    // Shows the workspace's rounds and the ladders of its operators' best kernels when no loop runs (read on the
    // thread pool; KB is the knowledge base the ladders use).
    void setWorkspace(const QString &folder, const QString &kb);

    RoundsView *roundsView() const { return m_rounds; }
    LadderView *ladderView() const { return m_ladder; }
    QComboBox *ladderOperator() const { return m_operator; }
    QLabel *phaseLabel() const { return m_phase; }
    QLabel *bestLabel() const { return m_best; }
    QLabel *offlineLabel() const { return m_offline; }
    QPlainTextEdit *log() const { return m_log; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *startButton() const { return m_start; }
    ConsentDialog *consentDialog() const; // the open consent dialog, if any
    const Optimize::LoopSnapshot &snapshot() const { return m_snapshot; }
    QString lastError() const { return m_error; }

Q_SIGNALS:
    void startRequested();
    // The loop ended (OK, cancelled, or with ERROR); the rounds it recorded are in the workspace.
    void loopFinished(bool ok, bool cancelled, const QString &error);
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    QHBoxLayout *createBar();
    void addLoopPages();
    void showSnapshot(const Optimize::LoopSnapshot &snapshot);
    void showLadder();
    void askConsent(const QList<Optimize::CandidateReview> &reviews, const QString &runner);
    void ended(bool ok, bool cancelled, const QString &error);
    void showPhase(const QString &text, int step, int steps);
    void appendLog(const QString &line);
    void retranslateUi();

    QThread *m_thread = nullptr;
    QPointer<Optimize::LoopDriver> m_driver;
    QPointer<ConsentDialog> m_consent;
    Optimize::LoopSpec m_spec;
    Optimize::LoopSnapshot m_snapshot;
    QString m_workspace;
    Ui::WorkerJob m_snapshotJob { this }; // reads the workspace's loop state off the GUI thread
    QString m_error;
    QLabel *m_title = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_phase = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_best = nullptr;
    QLabel *m_offline = nullptr;
    RoundsView *m_rounds = nullptr;
    QTabWidget *m_side = nullptr; // the rounds view's pages, with the ladder and the log added
    QWidget *m_ladderPage = nullptr;
    QComboBox *m_operator = nullptr;
    QLabel *m_ladderNote = nullptr;
    LadderView *m_ladder = nullptr;
    QPlainTextEdit *m_log = nullptr;
};

} // namespace Lowerscope::Ui
