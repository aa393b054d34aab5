// SPDX-License-Identifier: MIT
#pragma once

#include "optimize/loopsession.h"
#include "runners/consent.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QTabWidget;
class QTextBrowser;

namespace Lowerscope {

// Consent before running code that did not come from the user (docs/runners.md, "Consent"): each candidate
// from a recipe or an LLM with its diff against the task's kernel; Run or Cancel. A candidate of the optimization
// loop is shown with its round (docs/optimize.md, "In the desktop"): why it was written (hypothesis, the recipe or
// model, the finding and pattern it came from, the parameters it changes), the evidence it cites (the finding's
// artifact lines and metrics, the evidence the round's diagnosis rested on and its cost) and, for a model's
// rewrite, the exact prompt and the answer. The items come from the engine (consentItems, LoopSession::plan); the dialog
// only shows them.
class ConsentDialog : public QDialog {
    Q_OBJECT
public:
    ConsentDialog(const QList<ConsentItem> &items, const QString &runner, QWidget *parent = nullptr);
    ConsentDialog(const QList<Optimize::CandidateReview> &reviews, const QString &runner, QWidget *parent = nullptr);
    // True when there is nothing to consent to, or the user chose Run.
    static bool ask(QWidget *parent, const QList<ConsentItem> &items, const QString &runner);
    QString shownDiff() const;
    QString shownReasons() const; // the "Why and evidence" page, as plain text
    QString shownPrompt() const;
    QString shownResponse() const;
    QListWidget *list() const { return m_list; }
    QTabWidget *pages() const { return m_pages; }

private:
    void show(int row);
    void retranslateUi();
    void changeEvent(QEvent *event) override;
    QString reasonsHtml(const Round &round) const;

    QList<Optimize::CandidateReview> m_reviews;
    QString m_runner;
    QLabel *m_intro = nullptr;
    QListWidget *m_list = nullptr;
    QTabWidget *m_pages = nullptr;
    QPlainTextEdit *m_diff = nullptr;
    QTextBrowser *m_why = nullptr;
    QPlainTextEdit *m_prompt = nullptr;
    QPlainTextEdit *m_response = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Lowerscope
