// SPDX-License-Identifier: MIT
#pragma once

#include "workspace/round.h"

#include <QHash>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace Lowerscope {
class BackgroundJob;
}

namespace Lowerscope::Ui {

// The curator's review of the workspace's synthesized proposals: the list (state, kind, key, rounds), the
// selected proposal with the rounds it came from (hypothesis, level, outcome, speed-up, the findings' evidence)
// and its proposed detectors and recipe; a note, Approve and Reject (engine/workspace/curation.h: the
// knowledge base is written before the workspace). Synthesize runs the retrospective synthesis again. The
// proposals and the rounds they cite are read on a worker (loadJob(), then loaded()).
class ProposalReview : public QWidget
{
    Q_OBJECT
public:
    explicit ProposalReview(QWidget *parent = nullptr);
    void setPaths(const QString &workspace, const QString &knowledgeBase);
    void reload();
    bool isLoading() const;
    BackgroundJob *loadJob() const { return m_loadJob; }
    // Decides proposal ID with NOTE as the buttons do; false with the reason shown.
    bool approve(qint64 id, const QString &note);
    bool reject(qint64 id, const QString &note);
    bool synthesize();
    QTreeWidget *list() const { return m_list; }
    QTextBrowser *details() const { return m_details; }
    QString status() const;

Q_SIGNALS:
    void knowledgeChanged();
    void patternActivated(const QString &id);
    void loaded();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showLoaded(const QVariant &snapshot);
    void showProposal();
    bool decide(bool approve, qint64 id, const QString &note);
    qint64 currentId() const;
    void setStatus(const QString &text, bool error);

    QString m_workspace;
    QString m_kb;
    QList<PatternProposal> m_proposalList;          // as the last read found them
    QHash<QString, std::optional<Round>> m_rounds;   // "operator#index" -> the round, for the details
    BackgroundJob *m_loadJob = nullptr;
    QComboBox *m_stateFilter = nullptr;
    QPushButton *m_synthesize = nullptr;
    QTreeWidget *m_list = nullptr;
    QTextBrowser *m_details = nullptr;
    QLineEdit *m_note = nullptr;
    QPushButton *m_approve = nullptr;
    QPushButton *m_reject = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_noteLabel = nullptr;
};

} // namespace Lowerscope::Ui
