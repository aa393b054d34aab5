// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace Lowerscope {
class BackgroundJob;
}

namespace Lowerscope::Ui {

// One background job in the status bar: what it does, how far it is, and a Cancel button. Visible only while
// the job runs, so each job shows and hides its own entry.
class JobStatus : public QWidget {
    Q_OBJECT
public:
    explicit JobStatus(BackgroundJob *job, QWidget *parent = nullptr);
    BackgroundJob *job() const { return m_job; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void showStep(int permille, const QString &step);
    void retranslateUi();

    BackgroundJob *m_job;
    QLabel *m_text = nullptr;
    QProgressBar *m_bar = nullptr;
    QToolButton *m_cancel = nullptr;
    QString m_step;
};

} // namespace Lowerscope::Ui
