// SPDX-License-Identifier: MIT
#include "diagnosis/findingspanel.h"

#include "common/kernelchooser.h"
#include "core/enginetext.h"
#include "diagnosis/findingsbrowser.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

FindingsPanel::FindingsPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *ladder = new QHBoxLayout;
    for (int i = 0; i < 4; ++i) {
        auto *rung = new QLabel(this);
        rung->setObjectName(QStringLiteral("ladderL%1").arg(i + 1));
        rung->setAlignment(Qt::AlignCenter);
        rung->setFrameShape(QFrame::StyledPanel);
        rung->setMinimumHeight(40);
        rung->setAutoFillBackground(true);
        ladder->addWidget(rung);
        m_rungs.append(rung);
    }
    layout->addLayout(ladder);
    m_stop = new QLabel(this);
    m_stop->setObjectName(QStringLiteral("stopReason"));
    m_stop->setWordWrap(true);
    m_stop->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // long reasons wrap, never widen the dock
    layout->addWidget(m_stop);
    m_kernels = new KernelChooser(this);
    layout->addWidget(m_kernels);
    connect(m_kernels, &QComboBox::currentIndexChanged, this, &FindingsPanel::showKernel);
    connect(m_kernels, &KernelChooser::kernelChosen, this, &FindingsPanel::kernelChosen);
    m_browser = new FindingsBrowser(this);
    m_browser->setObjectName(QStringLiteral("findingsView"));
    layout->addWidget(m_browser, 1);
    connect(m_browser, &FindingsBrowser::evidenceActivated, this, &FindingsPanel::evidenceActivated);
    retranslateUi();
}

void FindingsPanel::setReport(const DiagnosisReport &report)
{
    m_report = report;
    m_running = false;
    m_kernels->setReport(report);
    showKernel(report.kernels.isEmpty() ? -1 : 0);
}

void FindingsPanel::setRunning(bool running)
{
    m_running = running;
    updateLadder();
}

int FindingsPanel::currentKernel() const
{
    return m_kernels->currentIndex();
}

void FindingsPanel::setCurrentKernel(int index)
{
    m_kernels->setCurrentIndex(index);
}

void FindingsPanel::selectKernel(const QString &kernel)
{
    m_kernels->selectKernel(kernel); // showKernel follows
}

const Diagnosis &FindingsPanel::diagnosis() const
{
    return m_browser->diagnosis();
}

void FindingsPanel::showKernel(int index)
{
    m_browser->setDiagnosis(index >= 0 && index < m_report.kernels.size() ? m_report.kernels.at(index) : Diagnosis());
    updateLadder();
}

void FindingsPanel::updateLadder()
{
    const Diagnosis &d = diagnosis();
    const QPalette base = palette();
    for (int i = 0; i < m_rungs.size(); ++i) {
        const QString level = QStringLiteral("L%1").arg(i + 1);
        const bool reached = d.levelsReached.contains(level);
        QPalette p = base;
        if (reached) {
            p.setColor(QPalette::Window, base.color(QPalette::Highlight));
            p.setColor(QPalette::WindowText, base.color(QPalette::HighlightedText));
        }
        m_rungs[i]->setPalette(p);
        m_rungs[i]->setEnabled(reached || m_running);
        QString tip;
        for (const Escalation &e : d.escalations)
            if (e.to == level)
                tip = tr("%1 → %2: %3").arg(e.from, e.to, EngineText::translated(e.reason));
        m_rungs[i]->setToolTip(tip);
    }
    if (m_running)
        m_stop->setText(tr("Diagnosing…"));
    else if (!m_report.error.isEmpty())
        m_stop->setText(EngineText::translated(m_report.error));
    else if (d.levelsReached.isEmpty())
        m_stop->setText(tr("Open a kernel folder to diagnose it."));
    else
        m_stop->setText(tr("Stopped at %1: %2").arg(d.levelsReached.constLast(), EngineText::translated(d.stopReason))
            + (d.bottleneck.isEmpty() ? QString()
                                      : QStringLiteral("  ") + tr("Bottleneck: %1").arg(EngineText::translated(d.bottleneck))));
}

void FindingsPanel::retranslateUi()
{
    const QStringList rungs { tr("L1\npatterns"), tr("L2\nprofile"), tr("L3\nIR"), tr("L4\ncompiler") };
    for (int i = 0; i < m_rungs.size(); ++i)
        m_rungs[i]->setText(rungs.at(i));
    updateLadder();
}

void FindingsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
