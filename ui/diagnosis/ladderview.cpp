// SPDX-License-Identifier: MIT
#include "diagnosis/ladderview.h"

#include "common/kernelchooser.h"
#include "core/enginetext.h"
#include "diagnosis/findingsbrowser.h"

#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

} // namespace

LadderView::LadderView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    auto *bar = new QHBoxLayout;
    m_kernelLabel = new QLabel(this);
    m_kernels = new KernelChooser(this);
    m_kernels->setObjectName(QStringLiteral("ladderKernel"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("ladderSummary"));
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_summary->setWordWrap(true); // longer in German and Spanish: wrapped onto a second line, never cut
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("ladderProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(220);
    m_progress->setVisible(false);
    m_runAgain = new QPushButton(this);
    m_runAgain->setObjectName(QStringLiteral("runAgain"));
    m_runAgain->setIcon(QIcon::fromTheme(QStringLiteral("view-refresh")));
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelRun"));
    m_cancel->setIcon(QIcon::fromTheme(QStringLiteral("process-stop")));
    m_cancel->setEnabled(false);
    bar->addWidget(m_kernelLabel);
    bar->addWidget(m_kernels);
    bar->addWidget(m_summary, 1);
    bar->addWidget(m_progress);
    bar->addWidget(m_runAgain);
    bar->addWidget(m_cancel);
    layout->addLayout(bar);

    m_partial = new QLabel(this);
    m_partial->setObjectName(QStringLiteral("ladderPartial"));
    m_partial->setWordWrap(true);
    m_partial->setTextFormat(Qt::RichText);
    m_partial->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_partial->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_partial->setVisible(false);
    layout->addWidget(m_partial);

    auto *rungs = new QHBoxLayout;
    for (int i = 0; i < 4; ++i) {
        auto *frame = new QFrame(this);
        frame->setObjectName(QStringLiteral("rungL%1").arg(i + 1));
        frame->setFrameShape(QFrame::StyledPanel);
        frame->setAutoFillBackground(true);
        auto *v = new QVBoxLayout(frame);
        auto *title = new QLabel(frame);
        QFont f = title->font();
        f.setBold(true);
        f.setPointSizeF(f.pointSizeF() * 1.15);
        title->setFont(f);
        auto *body = new QLabel(frame);
        body->setObjectName(QStringLiteral("ladderL%1").arg(i + 1));
        body->setWordWrap(true);
        body->setTextFormat(Qt::RichText);
        body->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        body->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        body->setTextInteractionFlags(Qt::TextSelectableByMouse);
        v->addWidget(title);
        v->addWidget(body, 1);
        rungs->addWidget(frame, 1);
        m_rungTitles.append(title);
        m_rungs.append(body);
    }
    layout->addLayout(rungs);

    m_findings = new FindingsBrowser(this);
    m_findings->setObjectName(QStringLiteral("ladderFindings"));
    layout->addWidget(m_findings, 1);

    connect(m_findings, &FindingsBrowser::evidenceActivated, this, &LadderView::evidenceActivated);
    connect(m_runAgain, &QPushButton::clicked, this, &LadderView::runAgainRequested);
    connect(m_cancel, &QPushButton::clicked, this, &LadderView::cancelRequested);
    connect(m_kernels, &QComboBox::currentIndexChanged, this, &LadderView::showKernel);
    connect(m_kernels, &KernelChooser::kernelChosen, this, &LadderView::kernelChosen);
    retranslateUi();
}

void LadderView::setReport(const DiagnosisReport &report)
{
    setRunning(false);
    m_report = report;
    m_kernels->setReport(report);
    m_kernelLabel->setVisible(report.kernels.size() > 1);
    updatePartial();
    showKernel(report.kernels.isEmpty() ? -1 : 0);
}

void LadderView::updatePartial()
{
    const QList<Warning> partial = m_report.diagnostics.partial();
    if (partial.isEmpty()) {
        m_partial->clear();
        m_partial->setVisible(false);
        return;
    }
    QStringList items;
    for (const Warning &w : partial)
        items.append(esc(w.toText()));
    m_partial->setText(QStringLiteral("<b>%1</b> %2<br>%3")
            .arg(esc(tr("Partial data:")),
                esc(tr("the profile figures below are built from files that end early or hold fewer rows than they should.")),
                items.join(QStringLiteral("<br>"))));
    m_partial->setVisible(true);
}

QString LadderView::partialNote() const
{
    return m_partial->isHidden() ? QString() : m_partial->text();
}

void LadderView::setRunning(bool running)
{
    m_running = running;
    m_progress->setVisible(running);
    m_progress->setValue(0);
    m_cancel->setEnabled(running);
    m_runAgain->setEnabled(!running);
    updateRungs();
}

void LadderView::setProgress(int permille, const QString &step)
{
    m_progress->setValue(qBound(0, permille, 1000));
    m_progress->setFormat(step.isEmpty() ? QStringLiteral("%p%") : QStringLiteral("%p% — ") + step);
}

void LadderView::selectKernel(const QString &kernel)
{
    m_kernels->selectKernel(kernel); // showKernel follows
}

void LadderView::showKernel(int index)
{
    m_diagnosis = index >= 0 && index < m_report.kernels.size() ? m_report.kernels.at(index) : Diagnosis();
    updateRungs();
    m_findings->setDiagnosis(m_diagnosis);
}

LadderView::RungState LadderView::rungState(int level) const
{
    if (m_running)
        return RungState::Running;
    return m_diagnosis.levelsReached.contains(QStringLiteral("L%1").arg(level)) ? RungState::Established : RungState::NotReached;
}

QString LadderView::rungText(int level) const
{
    return level >= 1 && level <= m_rungs.size() ? m_rungs.at(level - 1)->text() : QString();
}

void LadderView::updateRungs()
{
    const Diagnosis &d = m_diagnosis;
    const QPalette base = palette();
    const QString last = d.levelsReached.isEmpty() ? QString() : d.levelsReached.constLast();
    for (int i = 0; i < m_rungs.size(); ++i) {
        const QString level = QStringLiteral("L%1").arg(i + 1);
        const RungState state = rungState(i + 1);
        QString text;
        if (state == RungState::Running) {
            text = QStringLiteral("<i>%1</i>").arg(esc(tr("Running…")));
        } else if (state == RungState::NotReached) {
            text = QStringLiteral("<i>%1</i>").arg(esc(tr("Not reached")));
            // A rung the climb jumped over says so (L2 without a profile).
            for (const Escalation &e : d.escalations)
                if (e.from.mid(1).toInt() < i + 1 && e.to.mid(1).toInt() > i + 1)
                    text += QStringLiteral("<br>") + esc(tr("Skipped on the way from %1 to %2.").arg(e.from, e.to));
        } else {
            int added = 0;
            QString note;
            for (const LadderStep &s : d.ladder)
                if (s.level == level) {
                    added += int(s.added.size());
                    note = EngineText::translated(s.note);
                }
            text = QStringLiteral("<b>%1</b>").arg(esc(tr("Established %n finding(s)", nullptr, added)));
            if (!note.isEmpty())
                text += QStringLiteral("<br>") + esc(note);
            for (const Escalation &e : d.escalations)
                if (e.to == level)
                    text += QStringLiteral("<br><br><b>%1</b> %2")
                                .arg(esc(tr("Reached from %1:").arg(e.from)), esc(EngineText::translated(e.reason)));
            bool climbed = false;
            for (const Escalation &e : d.escalations)
                if (e.from == level) {
                    climbed = true;
                    text += QStringLiteral("<br><br><b>%1</b> %2")
                                .arg(esc(tr("Climbed to %1:").arg(e.to)), esc(EngineText::translated(e.reason)));
                }
            if (!climbed && level == last)
                text += QStringLiteral("<br><br><b>%1</b> %2")
                            .arg(esc(tr("Stopped here:")), esc(EngineText::translated(d.stopReason)));
        }
        m_rungs[i]->setText(text);
        QPalette p = base;
        if (state == RungState::Established) {
            p.setColor(QPalette::Window, base.color(QPalette::AlternateBase));
        } else if (state == RungState::NotReached) {
            p.setColor(QPalette::WindowText, base.color(QPalette::Disabled, QPalette::WindowText));
        }
        m_rungs[i]->parentWidget()->setPalette(p);
        m_rungs[i]->setPalette(p);
    }
    if (m_running)
        m_summary->setText(tr("Diagnosing…"));
    else if (!m_report.error.isEmpty())
        m_summary->setText(EngineText::translated(m_report.error));
    else if (d.levelsReached.isEmpty())
        m_summary->setText(tr("Open a kernel folder to diagnose it."));
    else
        m_summary->setText(
            tr("Stopped at %1 (%2) with %n finding(s).", nullptr, int(d.findings.size())).arg(last, levelTitle(last))
            + (d.bottleneck.isEmpty() ? QString() : QStringLiteral("  ") + tr("Bottleneck: %1").arg(d.bottleneck)));
}

void LadderView::activateEvidence(int finding, int evidence)
{
    m_findings->activateEvidence(finding, evidence);
}

void LadderView::retranslateUi()
{
    for (int i = 0; i < m_rungTitles.size(); ++i) {
        const QString level = QStringLiteral("L%1").arg(i + 1);
        m_rungTitles[i]->setText(level + QStringLiteral(" · ") + levelTitle(level));
    }
    m_kernelLabel->setText(tr("Kernel:"));
    updatePartial();
    m_runAgain->setText(tr("Run again"));
    m_runAgain->setToolTip(tr("Read the folder again and climb the ladder (F5)"));
    m_cancel->setText(tr("Cancel"));
    updateRungs();
}

void LadderView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
