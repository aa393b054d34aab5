// SPDX-License-Identifier: MIT
#include "optimize/optimizeview.h"

#include "core/enginetext.h"
#include "diagnosis/ladderview.h"
#include "optimize/consentdialog.h"
#include "rounds/roundsview.h"
#include "workspace/report.h"

#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTextBrowser>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

OptimizeView::OptimizeView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(createBar());
    m_best = new QLabel(this);
    m_best->setObjectName(QStringLiteral("optimizeBest"));
    m_best->setWordWrap(true);
    m_best->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_best);
    m_offline = new QLabel(this);
    m_offline->setObjectName(QStringLiteral("optimizeOffline"));
    m_offline->setWordWrap(true);
    m_offline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_offline->setFrameShape(QFrame::StyledPanel);
    m_offline->setVisible(false);
    layout->addWidget(m_offline);

    // The rounds tree with its pages (Report, Round, Kernel diff), then the loop's own: the ladder and the log.
    m_rounds = new RoundsView(this);
    m_rounds->setObjectName(QStringLiteral("optimizeRounds"));
    addLoopPages();
    layout->addWidget(m_rounds, 1);

    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("optimizeLoop"));
    m_thread->start();

    connect(m_start, &QPushButton::clicked, this, &OptimizeView::startRequested);
    connect(m_cancel, &QPushButton::clicked, this, &OptimizeView::cancel);
    connect(m_operator, &QComboBox::currentIndexChanged, this, &OptimizeView::showLadder);
    connect(m_rounds, &RoundsView::message, this, &OptimizeView::message);
    retranslateUi();
}

// Title, Start, Cancel, the loop's phase and its progress.
QHBoxLayout *OptimizeView::createBar()
{
    auto *bar = new QHBoxLayout;
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_start = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-start")), QString(), this);
    m_start->setObjectName(QStringLiteral("optimizeStart"));
    m_cancel = new QPushButton(QIcon::fromTheme(QStringLiteral("process-stop")), QString(), this);
    m_cancel->setObjectName(QStringLiteral("optimizeCancel"));
    m_cancel->setEnabled(false);
    m_phase = new QLabel(this);
    m_phase->setObjectName(QStringLiteral("optimizePhase"));
    m_phase->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(220);
    m_progress->setVisible(false);
    bar->addWidget(m_title);
    bar->addWidget(m_start);
    bar->addWidget(m_cancel);
    bar->addWidget(m_phase, 1);
    bar->addWidget(m_progress);
    return bar;
}

// Before the rounds view's own pages: the ladder of the operator the loop works on, and the loop's log.
void OptimizeView::addLoopPages()
{
    m_side = m_rounds->pages();
    auto *ladderPage = new QWidget(m_side);
    auto *ladderLayout = new QVBoxLayout(ladderPage);
    ladderLayout->setContentsMargins(0, 0, 0, 0);
    auto *pick = new QHBoxLayout;
    m_ladderNote = new QLabel(ladderPage);
    m_ladderNote->setWordWrap(true);
    m_operator = new QComboBox(ladderPage);
    m_operator->setObjectName(QStringLiteral("optimizeLadderOperator"));
    pick->addWidget(m_ladderNote, 1);
    pick->addWidget(m_operator);
    ladderLayout->addLayout(pick);
    m_ladder = new LadderView(ladderPage);
    m_ladder->setObjectName(QStringLiteral("optimizeLadder"));
    // The loop's ladder is re-run by the loop itself, not from here.
    m_ladder->runAgainButton()->hide();
    m_ladder->cancelButton()->hide();
    ladderLayout->addWidget(m_ladder, 1);
    m_log = new QPlainTextEdit(m_side);
    m_log->setObjectName(QStringLiteral("optimizeLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(20000);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // Scrolled: the four rungs side by side are wide, and the page must not squeeze the round tree beside it.
    auto *ladderScroll = new QScrollArea(m_side);
    ladderScroll->setWidgetResizable(true);
    ladderScroll->setFrameShape(QFrame::NoFrame);
    ladderScroll->setWidget(ladderPage);
    m_ladderPage = ladderScroll;
    m_side->insertTab(0, ladderScroll, QString());
    m_side->insertTab(1, m_log, QString());
    m_side->setCurrentWidget(ladderScroll);
}

OptimizeView::~OptimizeView()
{
    // Cancel and wait: the driver is destroyed on its own thread (its runner kills what it started).
    if (m_driver) {
        m_driver->disconnect(this);
        m_driver->cancel();
        Optimize::LoopDriver *driver = m_driver;
        QMetaObject::invokeMethod(driver, [driver] { delete driver; }, Qt::BlockingQueuedConnection);
    }
    m_thread->quit();
    m_thread->wait();
}

bool OptimizeView::start(const Optimize::LoopSpec &spec)
{
    if (m_driver)
        return false;
    m_spec = spec;
    m_workspace = spec.workspace;
    m_error.clear();
    m_offline->setVisible(false);
    m_log->clear();
    auto *driver = new Optimize::LoopDriver(spec);
    driver->moveToThread(m_thread);
    m_driver = driver;
    connect(driver, &Optimize::LoopDriver::phase, this, &OptimizeView::showPhase);
    connect(driver, &Optimize::LoopDriver::notes, this, [this](const QStringList &lines) {
        for (const QString &l : lines)
            appendLog(l);
    });
    connect(driver, &Optimize::LoopDriver::snapshot, this, &OptimizeView::showSnapshot);
    connect(driver, &Optimize::LoopDriver::consentNeeded, this, &OptimizeView::askConsent);
    connect(driver, &Optimize::LoopDriver::runProgress, this, [this](int done, int total, const QString &) {
        m_progress->setRange(0, qMax(1, total));
        m_progress->setValue(done);
        m_progress->setFormat(tr("%1 of %2 requests").arg(done).arg(total));
    });
    connect(driver, &Optimize::LoopDriver::logLine, this, [this](const QString &id, const QString &line) {
        appendLog(id.isEmpty() ? line : QStringLiteral("[%1] %2").arg(id, line));
    });
    connect(driver, &Optimize::LoopDriver::bundleExported, this, [this](const QString &archive, int requests) {
        QStringList tasks;
        for (const QString &t : std::as_const(m_spec.taskDirs))
            tasks << t;
        m_offline->setText(tr("This step's %n request(s) were exported as a bundle:<br><code>%1</code><br>Where the hardware is: "
                              "<code>mkdir b &amp;&amp; tar -xzf %1 -C b &amp;&amp; cd b &amp;&amp; python3 run.py</code> writes "
                              "<code>results.tar.gz</code>. Bring it back and continue the loop with its results: Start… with it "
                              "as the offline results, or<br>"
                              "<code>lowerscope optimize %2 --runner %3 --results results.tar.gz --workspace %4</code><br>"
                              "The step's rounds stay started until then.",
            nullptr, requests)
                .arg(archive.toHtmlEscaped(), tasks.join(QLatin1Char(' ')).toHtmlEscaped(), m_spec.runner.name.toHtmlEscaped(),
                    m_spec.workspace.toHtmlEscaped()));
        m_offline->setVisible(true);
        appendLog(tr("Bundle written: %1").arg(archive));
    });
    connect(driver, &Optimize::LoopDriver::finished, this, &OptimizeView::ended);
    m_start->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setVisible(true);
    m_progress->setRange(0, 0);
    showPhase(tr("Starting: reading the tasks and the knowledge base…"), 0, spec.rounds);
    QMetaObject::invokeMethod(driver, &Optimize::LoopDriver::start, Qt::QueuedConnection);
    return true;
}

ConsentDialog *OptimizeView::consentDialog() const
{
    return m_consent;
}

void OptimizeView::cancel()
{
    if (!m_driver)
        return;
    showPhase(tr("Cancelling…"), m_snapshot.step, m_spec.rounds);
    m_driver->cancel();
    if (m_consent)
        m_consent->reject();
}

void OptimizeView::setWorkspace(const QString &folder, const QString &kb)
{
    if (m_driver)
        return;
    m_workspace = folder;
    // Read on the thread pool: the window never waits for SQLite.
    m_snapshotJob.start(
        tr("Reading the workspace"),
        [folder, kb](const JobControl &) {
            QString error;
            return Optimize::readSnapshot(folder, kb, &error);
        },
        [this, folder](const Optimize::LoopSnapshot &snapshot) {
            if (!m_driver && folder == m_workspace)
                showSnapshot(snapshot);
        });
}

void OptimizeView::showPhase(const QString &text, int step, int steps)
{
    m_phase->setText(step > 0 ? tr("Step %1 of at most %2 — %3").arg(step).arg(steps).arg(text) : text);
    appendLog(text);
}

void OptimizeView::appendLog(const QString &line)
{
    m_log->appendPlainText(EngineText::translated(line)); // the engine's notes are English until shown
}

void OptimizeView::showSnapshot(const Optimize::LoopSnapshot &snapshot)
{
    const auto ladders = m_snapshot.ladders;
    m_snapshot = snapshot;
    if (m_snapshot.ladders.isEmpty())
        m_snapshot.ladders = ladders; // a snapshot after recording keeps the ladder of its step
    m_rounds->showRounds(m_workspace, snapshot.operators, snapshot.rounds, snapshot.versionNames);
    // Follow the loop: the newest round of the most recently started one is the current round.
    const Round *current = nullptr;
    for (const Round &r : snapshot.rounds)
        if (!current || (!r.isDone() && current->isDone()) || (r.isDone() == current->isDone() && r.started >= current->started))
            current = &r;
    if (current)
        m_rounds->selectRound(current->operatorName, current->index);
    // The best version so far per operator, as the report decides it.
    const Report report = Report::build(snapshot.operators, snapshot.rounds);
    QStringList best, initial;
    for (const OperatorReport &o : report.operators) {
        if (o.bestRound > 0)
            best << tr("%1: %2× (round %3, %4)")
                        .arg(o.name, EngineText::number(o.speedup.value_or(1.0)))
                        .arg(o.bestRound)
                        .arg(o.bestLevel);
        else
            initial << o.name;
    }
    // Several operators still at their initial kernel are named only when few (a suite has dozens).
    if (!initial.isEmpty())
        best << (initial.size() <= 3
                ? tr("%1: the initial kernel (no round accepted yet)").arg(initial.join(QStringLiteral(", ")))
                : tr("%n operator(s) still at the initial kernel", nullptr, int(initial.size())));
    m_best->setText(report.operators.isEmpty() ? tr("Best so far: no round recorded yet.")
                                               : tr("Best so far — %1").arg(best.join(QStringLiteral("; "))));
    // The ladder of each operator's best kernel, as the step diagnosed it.
    const QString shown = m_operator->currentText();
    QStringList names;
    {
        const QSignalBlocker block(m_operator);
        m_operator->clear();
        for (auto it = m_snapshot.ladders.cbegin(); it != m_snapshot.ladders.cend(); ++it)
            if (it.value() && !it.value()->kernels.isEmpty())
                names << it.key();
        names.sort();
        m_operator->addItems(names);
        const int at = m_operator->findText(shown);
        m_operator->setCurrentIndex(at >= 0 ? at : (current ? qMax(0, m_operator->findText(current->operatorName)) : 0));
    }
    showLadder();
    // At rest, a workspace whose kernels the loop did not keep (one committed with its evidence records only) has
    // no ladder to show: the selected round is shown instead.
    if (!m_driver && names.isEmpty() && m_side->currentWidget() == m_ladderPage)
        m_side->setCurrentWidget(m_rounds->roundDetails());
}

void OptimizeView::showLadder()
{
    const auto report = m_snapshot.ladders.value(m_operator->currentText());
    m_ladder->setReport(report ? *report : DiagnosisReport());
}

void OptimizeView::askConsent(const QList<Optimize::CandidateReview> &reviews, const QString &runner)
{
    // Not modal to the application's event loop: the window keeps painting while the dialog waits.
    auto *dialog = new ConsentDialog(reviews, runner, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_consent = dialog;
    connect(dialog, &QDialog::finished, this, [this](int result) {
        if (m_driver)
            QMetaObject::invokeMethod(
                m_driver,
                [driver = m_driver, run = result == QDialog::Accepted] {
                    if (driver)
                        driver->answerConsent(run);
                },
                Qt::QueuedConnection);
    });
    dialog->open();
}

void OptimizeView::ended(bool ok, bool cancelled, const QString &error)
{
    if (m_driver)
        m_driver->deleteLater();
    m_driver = nullptr;
    if (m_consent)
        m_consent->reject();
    m_error = error;
    m_start->setEnabled(true);
    m_cancel->setEnabled(false);
    m_progress->setVisible(false);
    const QString text = !ok ? tr("The loop stopped: %1").arg(EngineText::translated(error))
        : cancelled
        ? tr("Cancelled. Rounds that did not finish stay started; start again with “Continue the rounds” to run them.")
        : tr("The loop finished.");
    m_phase->setText(text);
    appendLog(text);
    Q_EMIT message(text);
    Q_EMIT loopFinished(ok, cancelled, error);
}

void OptimizeView::retranslateUi()
{
    m_title->setText(tr("Optimization loop"));
    m_start->setText(tr("Start…"));
    m_cancel->setText(tr("Cancel"));
    if (!m_driver && m_phase->text().isEmpty())
        m_phase->setText(tr("Not running. Start… chooses task folders, rounds, candidates and a runner."));
    m_side->setTabText(m_side->indexOf(m_ladderPage), tr("Ladder"));
    m_side->setTabToolTip(m_side->indexOf(m_ladderPage), tr("The diagnosis ladder of the current step"));
    m_side->setTabText(m_side->indexOf(m_log), tr("Log"));
    m_ladderNote->setText(tr("The diagnosis of the operator's best kernel so far, from which the step picked its rewrites:"));
    if (m_best->text().isEmpty())
        m_best->setText(tr("Best so far: no round recorded yet."));
}

void OptimizeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (!m_snapshot.operators.isEmpty())
            showSnapshot(m_snapshot);
    }
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
