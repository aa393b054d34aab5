// SPDX-License-Identifier: MIT
#include "ladderview.h"

#include "core/enginetext.h"
#include "kernelchooser.h"

#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>
#include <QUrlQuery>
#include <QVBoxLayout>

#include <cmath>

namespace Lowerscope::Ui {

namespace {

QString esc(const QString &s) { return s.toHtmlEscaped(); }

QString severityColor(const QString &severity)
{
    if (severity == QLatin1String("high"))
        return QStringLiteral("#c62828");
    if (severity == QLatin1String("medium"))
        return QStringLiteral("#e08a00");
    if (severity == QLatin1String("low"))
        return QStringLiteral("#558b2f");
    return QStringLiteral("#607d8b");
}

QString severityText(const QString &severity)
{
    if (severity == QLatin1String("high"))
        return LadderView::tr("high");
    if (severity == QLatin1String("medium"))
        return LadderView::tr("medium");
    if (severity == QLatin1String("low"))
        return LadderView::tr("low");
    return LadderView::tr("info");
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

    m_findings = new QTextBrowser(this);
    m_findings->setObjectName(QStringLiteral("ladderFindings"));
    m_findings->setOpenLinks(false);
    m_findings->setOpenExternalLinks(false);
    layout->addWidget(m_findings, 1);

    connect(m_findings, &QTextBrowser::anchorClicked, this, &LadderView::openLink);
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
    showKernel(report.kernels.isEmpty() ? -1 : 0);
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
    updateFindings();
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
                    text += QStringLiteral("<br><br><b>%1</b> %2").arg(esc(tr("Reached from %1:").arg(e.from)), esc(EngineText::translated(e.reason)));
            bool climbed = false;
            for (const Escalation &e : d.escalations)
                if (e.from == level) {
                    climbed = true;
                    text += QStringLiteral("<br><br><b>%1</b> %2").arg(esc(tr("Climbed to %1:").arg(e.to)), esc(EngineText::translated(e.reason)));
                }
            if (!climbed && level == last)
                text += QStringLiteral("<br><br><b>%1</b> %2").arg(esc(tr("Stopped here:")), esc(EngineText::translated(d.stopReason)));
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
        m_summary->setText(tr("Stopped at %1 (%2) with %n finding(s).", nullptr, int(d.findings.size())).arg(last, levelTitle(last))
                           + (d.bottleneck.isEmpty() ? QString() : QStringLiteral("  ") + tr("Bottleneck: %1").arg(d.bottleneck)));
}

void LadderView::updateFindings()
{
    const Diagnosis &d = m_diagnosis;
    if (d.findings.isEmpty()) {
        m_findings->setHtml(d.levelsReached.isEmpty() ? QString() : QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("No finding: the evidence shows no cause."))));
        return;
    }
    QString html;
    for (qsizetype i = 0; i < d.findings.size(); ++i) {
        const Finding &f = d.findings.at(i);
        const bool decisive = f.id() == d.decisive;
        html += QStringLiteral("<h3><span style='color:%1'>■</span> %2. %3%4</h3>")
                    .arg(severityColor(f.severity))
                    .arg(i + 1)
                    .arg(esc(EngineText::translated(f.title)), decisive ? QStringLiteral(" <small>(%1)</small>").arg(esc(tr("decisive"))) : QString());
        html += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
        auto row = [&html](const QString &label, const QString &valueHtml) {
            html += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>").arg(esc(label), valueHtml);
        };
        row(tr("Category"), QStringLiteral("<code>%1</code> · %2").arg(esc(f.category), esc(severityText(f.severity))));
        row(tr("Level"), esc(f.level + QStringLiteral(" — ") + levelTitle(f.level)));
        row(tr("Impact"), f.impact >= 0 ? esc(tr("%1 % of the kernel's time").arg(std::round(f.impact * 100)))
                + (f.impactBasis.isEmpty() ? QString() : QStringLiteral(" <small>(%1)</small>").arg(esc(EngineText::translated(f.impactBasis))))
                                         : esc(tr("not estimated")));
        row(tr("Location"), f.sourceFile.isEmpty() ? esc(tr("unknown"))
                                                    : QStringLiteral("<a href='src:%1'>%2</a>").arg(f.sourceLine).arg(esc(f.sourceLine > 0 ? QStringLiteral("%1:%2").arg(f.sourceFile).arg(f.sourceLine) : f.sourceFile))
                    + (f.stale ? QStringLiteral(" <b>%1</b>").arg(esc(tr("(stale: the source changed since the IR was captured)"))) : QString()));
        if (!f.pattern.isEmpty())
            row(tr("Pattern"), QStringLiteral("<a href='kb:%1'>%2</a> · %3").arg(esc(f.pattern), esc(f.pattern), esc(tr("confidence %1").arg(EngineText::number(f.confidence)))));
        html += QStringLiteral("</table>");
        if (!f.explanation.isEmpty())
            html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Why:")), esc(EngineText::translated(f.explanation)));
        if (!f.rewriteConditions.isEmpty()) {
            html += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(tr("A rewrite must satisfy:")));
            for (const QString &c : f.rewriteConditions)
                html += QStringLiteral("<li>%1</li>").arg(esc(EngineText::translated(c)));
            html += QStringLiteral("</ul>");
        }
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(tr("Evidence (%n item(s)):", nullptr, int(f.evidence.size()))));
        for (qsizetype j = 0; j < f.evidence.size(); ++j) {
            const Evidence &e = f.evidence.at(j);
            QString where;
            if (e.artifact.startsWith(QLatin1String("kb:")))
                where = e.artifact;
            else if (!e.metric.isEmpty())
                where = QStringLiteral("%1 = %2").arg(e.metric, e.valueText());
            else if (e.line > 0)
                where = QStringLiteral("%1:%2").arg(e.artifact).arg(e.line);
            else
                where = e.artifact;
            QString detail = e.excerpt;
            if (!e.metric.isEmpty() && !e.artifact.isEmpty())
                detail = e.artifact + (e.excerpt.isEmpty() ? QString() : QStringLiteral(": ") + e.excerpt);
            html += QStringLiteral("<li>[%1] <a href='ev:%2:%3'>%4</a>%5</li>")
                        .arg(esc(e.kind))
                        .arg(i)
                        .arg(j)
                        .arg(esc(where), detail.isEmpty() ? QString() : QStringLiteral("<br><code>%1</code>").arg(esc(detail.left(300))));
        }
        html += QStringLiteral("</ul><hr>");
    }
    m_findings->setHtml(html);
}

void LadderView::activateEvidence(int finding, int evidence)
{
    if (finding < 0 || finding >= m_diagnosis.findings.size())
        return;
    const Finding &f = m_diagnosis.findings.at(finding);
    if (evidence < 0 || evidence >= f.evidence.size())
        return;
    Q_EMIT evidenceActivated(f.evidence.at(evidence), f.sourceLine);
}

void LadderView::openLink(const QUrl &url)
{
    const QString s = url.toString();
    if (s.startsWith(QLatin1String("ev:"))) {
        const QStringList parts = s.mid(3).split(QLatin1Char(':'));
        activateEvidence(parts.value(0).toInt(), parts.value(1).toInt());
    } else if (s.startsWith(QLatin1String("kb:"))) {
        Evidence e;
        e.kind = QStringLiteral("pattern");
        e.artifact = s;
        Q_EMIT evidenceActivated(e, 0);
    } else if (s.startsWith(QLatin1String("src:"))) {
        Evidence e;
        e.kind = QStringLiteral("source");
        e.line = s.mid(4).toInt();
        Q_EMIT evidenceActivated(e, e.line);
    }
}

void LadderView::retranslateUi()
{
    for (int i = 0; i < m_rungTitles.size(); ++i) {
        const QString level = QStringLiteral("L%1").arg(i + 1);
        m_rungTitles[i]->setText(level + QStringLiteral(" · ") + levelTitle(level));
    }
    m_kernelLabel->setText(tr("Kernel:"));
    m_runAgain->setText(tr("Run again"));
    m_runAgain->setToolTip(tr("Read the folder again and climb the ladder (F5)"));
    m_cancel->setText(tr("Cancel"));
    updateRungs();
    updateFindings();
}

void LadderView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
