// SPDX-License-Identifier: MIT
#include "common/kernelchooser.h"

#include "core/kernelname.h"

namespace Lowerscope::Ui {

KernelChooser::KernelChooser(QWidget *parent)
    : QComboBox(parent)
{
    setObjectName(QStringLiteral("kernelSelector"));
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // C++ kernel names are long
    setMinimumContentsLength(24);
    setVisible(false);
    connect(this, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && index < m_kernels.size())
            Q_EMIT kernelChosen(m_kernels.at(index));
    });
}

void KernelChooser::setReport(const DiagnosisReport &report)
{
    const QSignalBlocker block(this);
    clear();
    m_kernels.clear();
    for (const Diagnosis &d : report.kernels) {
        m_kernels << d.kernel;
        addItem(d.kernel.isEmpty() ? tr("(profile)") : shortKernelName(d.kernel));
        setItemData(count() - 1, d.kernel, Qt::ToolTipRole);
    }
    setVisible(report.kernels.size() > 1);
}

bool KernelChooser::selectKernel(const QString &kernel)
{
    const int i = int(m_kernels.indexOf(kernel));
    if (i >= 0)
        setCurrentIndex(i);
    return i >= 0;
}

} // namespace Lowerscope::Ui
