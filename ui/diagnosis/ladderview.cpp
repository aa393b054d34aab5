// SPDX-License-Identifier: MIT
#include "diagnosis/ladderview.h"

#include "common/kernelchooser.h"
#include "core/enginetext.h"
#include "diagnosis/findingsbrowser.h"

#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <cmath>

namespace Lowerscope::Ui {

namespace {

QString esc(const QString &s)
{
    // A finding id breaks after its "@" ("uncoalesced-access@ transpose_naive.py:10"): a narrow rung wrapped inside
    // the file:line token ("transpose_naive.p / y:10").
    return s.toHtmlEscaped().replace(QLatin1Char('@'), QStringLiteral("@\u200B"));
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

    // The launch facts first: what the launch is (programs, waves, bytes per thread, ...), each with its source.
    m_factsToggle = new QToolButton(this);
    m_factsToggle->setObjectName(QStringLiteral("launchFactsToggle"));
    m_factsToggle->setCheckable(true);
    m_factsToggle->setChecked(true);
    m_factsToggle->setAutoRaise(true);
    m_factsToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_factsToggle->setArrowType(Qt::DownArrow);
    QFont bold = m_factsToggle->font();
    bold.setBold(true);
    m_factsToggle->setFont(bold);
    m_facts = new QTreeWidget(this);
    m_facts->setObjectName(QStringLiteral("launchFacts"));
    m_facts->setColumnCount(4);
    m_facts->setRootIsDecorated(false);
    m_facts->setUniformRowHeights(true);
    m_facts->setAlternatingRowColors(true);
    m_facts->setSelectionMode(QAbstractItemView::SingleSelection);
    m_facts->setWordWrap(false);
    m_facts->header()->setStretchLastSection(true);
    m_facts->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_facts->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(m_factsToggle);
    layout->addWidget(m_facts);
    connect(m_factsToggle, &QToolButton::toggled, this, [this](bool open) {
        m_factsToggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        m_facts->setVisible(open && m_facts->topLevelItemCount() > 0);
    });

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

QString LadderView::launchFactTitle(const QString &name)
{
    static const QHash<QString, const char *> titles {
        { QStringLiteral("grid"), QT_TR_NOOP("Grid") },
        { QStringLiteral("programs"), QT_TR_NOOP("Programs") },
        { QStringLiteral("num_warps"), QT_TR_NOOP("Warps per program") },
        { QStringLiteral("programs_per_sm"), QT_TR_NOOP("Programs per SM") },
        { QStringLiteral("resident_per_sm"), QT_TR_NOOP("Resident programs per SM") },
        { QStringLiteral("waves"), QT_TR_NOOP("Waves") },
        { QStringLiteral("elements_per_program"), QT_TR_NOOP("Elements per program") },
        { QStringLiteral("elements_per_thread"), QT_TR_NOOP("Elements per thread") },
        { QStringLiteral("bytes_per_thread"), QT_TR_NOOP("Bytes per thread") },
        { QStringLiteral("iterations"), QT_TR_NOOP("Loop iterations per program") },
        { QStringLiteral("masked_last_block"), QT_TR_NOOP("Masked share of the last block") },
        { QStringLiteral("dot"), QT_TR_NOOP("Dot shape and precision") },
        { QStringLiteral("dot_on_tensor_cores"), QT_TR_NOOP("Dot on tensor cores") },
        { QStringLiteral("vector_width"), QT_TR_NOOP("Vector width of the loads") },
        { QStringLiteral("size_per_thread"), QT_TR_NOOP("Size per thread (layout)") },
        { QStringLiteral("measured_programs"), QT_TR_NOOP("Programs (measured)") },
        { QStringLiteral("measured_waves"), QT_TR_NOOP("Waves per SM (measured)") },
    };
    if (name.startsWith(QLatin1String("constexpr.")))
        return tr("Constant %1").arg(name.mid(10));
    const auto it = titles.constFind(name);
    return it == titles.cend() ? name : tr(*it);
}

// A fact's value as the view shows it: a grid "(8192, 1, 1)", counts grouped ("262,144"), fractions in 4 digits.
static QString factValue(const QVariant &v)
{
    if (v.typeId() == QMetaType::QVariantList) {
        QStringList parts;
        for (const QVariant &p : v.toList())
            parts << factValue(p);
        return QStringLiteral("(%1)").arg(parts.join(QStringLiteral(", ")));
    }
    if (v.typeId() == QMetaType::Double) {
        const double d = v.toDouble();
        return d == std::floor(d) && std::abs(d) < 1e15 ? QLocale().toString(qlonglong(d)) : QLocale().toString(d, 'g', 4);
    }
    if (v.typeId() == QMetaType::Bool)
        return v.toBool() ? LadderView::tr("yes") : LadderView::tr("no");
    bool isInt = false;
    const qlonglong i = v.toLongLong(&isInt);
    if (isInt && v.typeId() != QMetaType::QString)
        return QLocale().toString(i);
    return v.toString();
}

void LadderView::updateLaunchFacts()
{
    m_facts->clear();
    const LaunchFacts &facts = m_diagnosis.launch;
    QList<QTreeWidgetItem *> rows;
    for (const LaunchFact &f : facts.facts) {
        QString where;
        if (f.sourceKind == QLatin1String("source"))
            where = tr("source");
        else if (f.sourceKind == QLatin1String("ir"))
            where = tr("IR");
        else if (f.sourceKind == QLatin1String("metric"))
            where = tr("profile");
        else if (f.sourceKind == QLatin1String("hardware"))
            where = tr("hardware model");
        else
            where = f.sourceKind;
        if (!f.artifact.isEmpty())
            where += QLatin1Char(' ') + f.artifact + (f.line > 0 ? QStringLiteral(":%1").arg(f.line) : QString());
        if (!f.metric.isEmpty())
            where += QStringLiteral(" · ") + f.metric;
        QString forCase = f.caseName.isEmpty() ? tr("every case") : f.caseName;
        if (!f.variant.isEmpty())
            forCase += QStringLiteral(", ") + f.variant;
        auto *item = new QTreeWidgetItem(QStringList { launchFactTitle(f.name), factValue(f.value), forCase, where });
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        // What the value is of (the engine's English detail) and the fact's stable name.
        const QString tip = f.name + (f.detail.isEmpty() ? QString() : QStringLiteral(": ") + EngineText::translated(f.detail));
        for (int c = 0; c < 4; ++c)
            item->setToolTip(c, tip);
        rows << item;
    }
    for (const QString &note : facts.notes) {
        auto *item = new QTreeWidgetItem(QStringList { tr("Not computed"), QString(), QString(), EngineText::translated(note) });
        item->setToolTip(3, EngineText::translated(note));
        rows << item;
    }
    m_facts->addTopLevelItems(rows);
    for (int c = 0; c < 3; ++c)
        m_facts->resizeColumnToContents(c);
    // As tall as its rows, up to eight; more scroll.
    const int rowHeight = rows.isEmpty() ? 0 : m_facts->sizeHintForRow(0);
    m_facts->setFixedHeight(m_facts->header()->sizeHint().height() + 2 * m_facts->frameWidth()
        + rowHeight * int(qMin<qsizetype>(8, rows.size())) + 2);
    m_factsToggle->setVisible(!rows.isEmpty());
    m_facts->setVisible(!rows.isEmpty() && m_factsToggle->isChecked());
    m_factsToggle->setText(
        tr("Launch facts (%n): what the launch is, each with where it was read", nullptr, int(facts.facts.size())));
}

QStringList LadderView::launchFactRows() const
{
    QStringList out;
    for (int i = 0; i < m_facts->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_facts->topLevelItem(i);
        out << QStringLiteral("%1 | %2 | %3 | %4").arg(item->text(0), item->text(1), item->text(2), item->text(3));
    }
    return out;
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
    updateLaunchFacts();
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
    // Without the break opportunities esc() puts after a finding id's "@".
    return level >= 1 && level <= m_rungs.size() ? m_rungs.at(level - 1)->text().remove(QChar(0x200B)) : QString();
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
            + (d.bottleneck.isEmpty() ? QString()
                                      : QStringLiteral("  ") + tr("Bottleneck: %1").arg(EngineText::translated(d.bottleneck))));
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
    m_facts->setHeaderLabels({ tr("Launch fact"), tr("Value"), tr("Holds for"), tr("Read from") });
    updateLaunchFacts();
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
