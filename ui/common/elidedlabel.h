// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>

namespace Lowerscope::Ui {

// A one-line label (a pane title, a file name) that never clips: when its text is wider than the label, each line
// is drawn elided (in the middle by default, keeping a name's start and its distinctive end) and the tooltip holds
// the whole text. It never asks for more width than it gets. Plain text only.
class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr, Qt::TextElideMode mode = Qt::ElideMiddle);
    // The text as drawn at the current width.
    QString displayedText() const;
    bool isElided() const { return displayedText() != text(); }
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    Qt::TextElideMode m_mode;
};

} // namespace Lowerscope::Ui
