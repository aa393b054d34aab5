// SPDX-License-Identifier: MIT
#pragma once

#include "runners/consent.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;

namespace Lowerscope {

// Consent before running code that did not come from the user (docs/runners.md, "Consent"): each candidate
// from a recipe or an LLM with its diff against the task's kernel; Run or Cancel. The items come from the
// engine (consentItems); the dialog only shows them.
class ConsentDialog : public QDialog
{
    Q_OBJECT
public:
    ConsentDialog(const QList<ConsentItem> &items, const QString &runner, QWidget *parent = nullptr);
    // True when there is nothing to consent to, or the user chose Run.
    static bool ask(QWidget *parent, const QList<ConsentItem> &items, const QString &runner);
    QString shownDiff() const;
    QListWidget *list() const { return m_list; }

private:
    void show(int row);
    void retranslateUi();
    void changeEvent(QEvent *event) override;

    QList<ConsentItem> m_items;
    QString m_runner;
    QLabel *m_intro = nullptr;
    QListWidget *m_list = nullptr;
    QPlainTextEdit *m_diff = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Lowerscope
