// SPDX-License-Identifier: MIT
#pragma once

#include "diagnosis/diagnosisengine.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTreeView;

namespace Lowerscope::Ui {

class FindingsModel;
class KernelChooser;

// The Findings dock: the diagnosis ladder (which rungs were reached, why it climbed and where it stopped),
// a kernel selector when the folder holds several, and the findings with their evidence.
class FindingsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FindingsPanel(QWidget *parent = nullptr);
    void setReport(const DiagnosisReport &report);
    void setRunning(bool running);
    FindingsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    int currentKernel() const;
    void setCurrentKernel(int index);
    // Shows the diagnosis of the kernel of that name, when the report has one (the shared kernel selection).
    void selectKernel(const QString &kernel);

Q_SIGNALS:
    // The user picked another kernel in the selector.
    void kernelChosen(const QString &kernel);
    // An evidence row or a finding was activated: the artifact line (evidence) and the source line.
    void evidenceActivated(const QString &artifact, int line, int sourceLine);

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
    QTreeView *m_view = nullptr;
    FindingsModel *m_model = nullptr;
};

} // namespace Lowerscope::Ui
