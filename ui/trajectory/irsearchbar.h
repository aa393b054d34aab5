// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QToolButton;

namespace Lowerscope::Ui {

class IrView;

// A find bar for one IR pane: Enter or ↓ moves to the next line containing the text, Shift+Enter or ↑ to the
// previous one; the count says how many lines match. Hidden until shown (Ctrl+F in the pane, or its button);
// Escape hides it again.
class IrSearchBar : public QWidget {
    Q_OBJECT
public:
    explicit IrSearchBar(IrView *view, QWidget *parent = nullptr);
    QLineEdit *field() const { return m_field; }
    QString status() const; // "3 of 12", "no matches"
    void open(); // shows the bar and focuses its field
    int findNext(bool forward = true);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void updateStatus();

    IrView *m_view;
    QLineEdit *m_field = nullptr;
    QToolButton *m_previous = nullptr;
    QToolButton *m_next = nullptr;
    QLabel *m_status = nullptr;
    int m_matchLine = 0;
};

} // namespace Lowerscope::Ui
