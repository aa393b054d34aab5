// SPDX-License-Identifier: MIT
#pragma once

#include "diagnosis/diagnosisengine.h"

#include <QWidget>

class QLabel;

namespace Lowerscope::Ui {

class FindingsBrowser;
class KernelChooser;

// The Findings dock, what everyone reads first beside any view: the diagnosis ladder (which rungs were reached,
// why it climbed and where it stopped), a kernel selector when the folder holds several, and every finding in
// full with its evidence (FindingsBrowser: word-wrapped, so that it reads at the dock's default width).
class FindingsPanel : public QWidget {
    Q_OBJECT
public:
    explicit FindingsPanel(QWidget *parent = nullptr);
    void setReport(const DiagnosisReport &report);
    void setRunning(bool running);
    const Diagnosis &diagnosis() const;
    FindingsBrowser *browser() const { return m_browser; }
    int currentKernel() const;
    void setCurrentKernel(int index);
    // Shows the diagnosis of the kernel of that name, when the report has one (the shared kernel selection).
    void selectKernel(const QString &kernel);

Q_SIGNALS:
    // The user picked another kernel in the selector.
    void kernelChosen(const QString &kernel);
    // An evidence item, a finding's location or its pattern was activated (FindingsBrowser::evidenceActivated).
    void evidenceActivated(const Lowerscope::Evidence &evidence, int sourceLine);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showKernel(int index);
    void retranslateUi();
    void updateLadder();

    DiagnosisReport m_report;
    bool m_running = false;
    QList<QLabel *> m_rungs;
    QLabel *m_stop = nullptr;
    KernelChooser *m_kernels = nullptr;
    FindingsBrowser *m_browser = nullptr;
};

} // namespace Lowerscope::Ui
