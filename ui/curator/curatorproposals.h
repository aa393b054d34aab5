// SPDX-License-Identifier: MIT
#pragma once

#include "common/workerjob.h"
#include "workspace/round.h"

#include <QHash>
#include <QWidget>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace Lowerscope::Ui {

struct ProposalSnapshot;
struct SynthesisOutcome;

// The curator's review of the workspace's synthesized proposals: the list (state, kind, key, rounds), the
// selected proposal with the rounds it came from (hypothesis, level, outcome, speed-up, the findings' evidence)
// and its proposed detectors and recipe; a note, Approve and Reject (engine/workspace/curation.h: the
// knowledge base is written before the workspace). Synthesize runs the retrospective synthesis again on a worker
// with its own connection (synthesisJob(): progress, Cancel; then synthesized()). The proposals and the rounds
// they cite are read on a worker too (loadJob(), then loaded()): the window never waits for SQLite.
class ProposalReview : public QWidget {
    Q_OBJECT
public:
    explicit ProposalReview(QWidget *parent = nullptr);
    void setPaths(const QString &workspace, const QString &knowledgeBase);
    void reload();
    // Whether the proposals are being read or synthesized.
    bool isLoading() const;
    BackgroundJob *loadJob() const { return m_loadJob.job(); }
    BackgroundJob *synthesisJob() const { return m_synthesisJob.job(); }
    // Decides proposal ID with NOTE as the buttons do; false with the reason shown.
    bool approve(qint64 id, const QString &note);
    bool reject(qint64 id, const QString &note);
    // Starts the synthesis over the workspace's rounds (synthesized() follows, or the job's cancelled()); false
    // without a workspace.
    bool synthesize();
    void cancelSynthesis();
    QTreeWidget *list() const { return m_list; }
    QTextBrowser *details() const { return m_details; }
    QString status() const;

Q_SIGNALS:
    void knowledgeChanged();
    void patternActivated(const QString &id);
    void loaded();
    // The synthesis stored its proposals (the status says how many, or its error).
    void synthesized();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showLoaded(const ProposalSnapshot &snapshot);
    void showSynthesized(const SynthesisOutcome &outcome);
    void setSynthesizing(bool running);
    void showProposal();
    QString patternHtml(const PatternProposal &p) const;
    QString roundsHtml(const QStringList &refs) const;
    bool decide(bool approve, qint64 id, const QString &note);
    qint64 currentId() const;
    void setStatus(const QString &text, bool error);

    QString m_workspace;
    QString m_kb;
    QList<PatternProposal> m_proposalList; // as the last read found them
    QHash<QString, std::optional<Round>> m_rounds; // "operator#index" -> the round, for the details
    WorkerJob m_loadJob;
    WorkerJob m_synthesisJob;
    QComboBox *m_stateFilter = nullptr;
    QPushButton *m_synthesize = nullptr;
    QPushButton *m_cancelSynthesis = nullptr;
    QProgressBar *m_synthesisProgress = nullptr;
    QTreeWidget *m_list = nullptr;
    QTextBrowser *m_details = nullptr;
    QLineEdit *m_note = nullptr;
    QPushButton *m_approve = nullptr;
    QPushButton *m_reject = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_noteLabel = nullptr;
};

} // namespace Lowerscope::Ui
