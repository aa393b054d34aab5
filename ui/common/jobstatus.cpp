// SPDX-License-Identifier: MIT
#include "common/jobstatus.h"

#include "analysis/backgroundjob.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace Lowerscope::Ui {

JobStatus::JobStatus(BackgroundJob *job, QWidget *parent)
    : QWidget(parent)
    , m_job(job)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_text = new QLabel(this);
    m_bar = new QProgressBar(this);
    m_bar->setMaximumWidth(220);
    m_bar->setRange(0, 1000);
    m_cancel = new QToolButton(this);
    layout->addWidget(m_text);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    setVisible(false);
    connect(m_cancel, &QToolButton::clicked, job, &BackgroundJob::cancel);
    connect(job, &BackgroundJob::started, this, [this](const QString &title) {
        m_text->setText(title);
        m_step.clear();
        m_bar->setValue(0);
        retranslateUi();
        setVisible(true);
    });
    connect(job, &BackgroundJob::progress, this, &JobStatus::showStep);
    connect(job, &BackgroundJob::finished, this, &QWidget::hide);
    connect(job, &BackgroundJob::cancelled, this, &QWidget::hide);
    retranslateUi();
}

void JobStatus::showStep(int permille, const QString &step)
{
    m_bar->setValue(permille);
    m_step = step;
    retranslateUi();
}

void JobStatus::retranslateUi()
{
    m_cancel->setText(tr("Cancel"));
    // The engine names its steps; the bar says them in the user's language.
    QString step;
    if (m_step == QLatin1String("trajectory"))
        step = tr("lowering trajectory");
    else if (m_step == QLatin1String("profile"))
        step = tr("profile");
    else if (m_step == QLatin1String("diagnosis"))
        step = tr("diagnosis");
    else if (m_step == QLatin1String("workspace"))
        step = tr("workspace");
    else if (m_step == QLatin1String("synthesis"))
        step = tr("synthesis");
    m_bar->setFormat(step.isEmpty() ? QStringLiteral("%p%") : step + QStringLiteral(" %p%"));
}

void JobStatus::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
