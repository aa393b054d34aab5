// SPDX-License-Identifier: MIT
#pragma once

#include "diagnosis/diagnosisengine.h"

#include <QComboBox>

namespace Lowerscope::Ui {

// The kernel selector of the views that show a diagnosis report (the Diagnosis tab, the Findings dock): one entry
// per diagnosed kernel ("(profile)" for one known only from a profile), shown only when there are several.
class KernelChooser : public QComboBox {
    Q_OBJECT
public:
    explicit KernelChooser(QWidget *parent = nullptr);
    // Refills the entries without emitting currentIndexChanged; the caller shows the first kernel.
    void setReport(const DiagnosisReport &report);
    // Makes KERNEL current when the report has it (currentIndexChanged follows); false otherwise.
    bool selectKernel(const QString &kernel);

Q_SIGNALS:
    // The user picked another kernel.
    void kernelChosen(const QString &kernel);

private:
    QStringList m_kernels;
};

} // namespace Lowerscope::Ui
