// SPDX-License-Identifier: MIT
#include "loopdriver.h"

#include "runners/runner.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QTimer>

namespace Lowerscope::Optimize {

namespace {

// The operators and rounds of WS with the names of their kernel versions (for the diff between versions).
void readRounds(const Workspace &ws, LoopSnapshot &s)
{
    s.operators = ws.operators();
    s.rounds = ws.rounds();
    s.versionNames = ws.versionNames();
}

} // namespace

LoopSnapshot readSnapshot(const QString &folder, const QString &kb, QString *error)
{
    LoopSnapshot s;
    Workspace ws;
    if (folder.isEmpty() || !ws.open(folder, error, Workspace::OpenMode::MustExist))
        return s;
    readRounds(ws, s);
    OptimizeOptions options;
    if (kb.isEmpty() || !loadLoopKnowledge(options, kb, error))
        return s;
    const Optimizer optimizer(ws, options);
    for (const Operator &op : std::as_const(s.operators))
        if (const auto initial = ws.kernelVersion(op.initialVersion))
            if (auto ladder = bestKernelLadder(optimizer, ws, op.name, op.backend, initial->source, options))
                s.ladders.insert(op.name, ladder);
    return s;
}

LoopDriver::LoopDriver(LoopSpec spec, QObject *parent)
    : QObject(parent)
    , m_spec(std::move(spec))
{
    qRegisterMetaType<Lowerscope::Optimize::LoopSnapshot>();
    qRegisterMetaType<QList<Lowerscope::Optimize::CandidateReview>>();
}

LoopDriver::~LoopDriver()
{
    if (m_runner && m_runner->isRunning()) {
        m_runner->disconnect(this);
        m_runner->cancel();
    }
}

void LoopDriver::cancel()
{
    m_cancel = true;
    // The runner and the consent state belong to the loop's thread.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (m_runner && m_runner->isRunning())
                m_runner->cancel();
            else if (m_awaitingConsent)
                answerConsent(false);
        },
        Qt::QueuedConnection);
}

void LoopDriver::start()
{
    QString error;
    if (m_spec.taskDirs.isEmpty())
        return finish(false, QCoreApplication::translate("Optimize", "no task folder was given"));
    SessionSpec spec;
    spec.workspace = m_spec.workspace;
    spec.knowledgeBase = m_spec.knowledgeBase;
    spec.taskDirs = m_spec.taskDirs;
    spec.baselineLog = m_spec.baselineLog;
    spec.resume = m_spec.resume || !m_spec.resultsArchive.isEmpty();
    spec.rounds = m_spec.rounds;
    spec.candidates = m_spec.candidates;
    m_session = LoopSession::open(spec, &error);
    if (!m_session)
        return finish(false, error);
    if (!m_session->warnings().isEmpty())
        Q_EMIT notes(m_session->warnings());
    if (!m_spec.resultsArchive.isEmpty()) {
        Q_EMIT phase(
            QCoreApplication::translate("Optimize", "Importing %1…").arg(m_spec.resultsArchive), 0, m_session->maxSteps());
        QList<StepNote> imported;
        const auto step = m_session->import(m_spec.resultsArchive, &imported, &error);
        if (!step)
            return finish(false, error);
        Q_EMIT notes({ QCoreApplication::translate("Optimize",
            "%1: batch %2, %n result(s); %3 unfinished round(s) or evidence request(s) finished", nullptr, step->results)
                .arg(m_spec.resultsArchive, step->batch)
                .arg(step->finished) });
        emitNotes(imported);
    }
    emitSnapshot(false);
    nextStep();
}

void LoopDriver::nextStep()
{
    if (m_cancel)
        return finish(true);
    if (m_step >= m_session->maxSteps())
        return finish(true);
    ++m_step;
    Q_EMIT phase(QCoreApplication::translate("Optimize", "Step %1: diagnosing and picking rewrites…").arg(m_step), m_step,
        m_session->maxSteps());
    QString error;
    m_planned = m_session->plan(m_spec.runner.name, &error);
    if (!m_planned)
        return finish(false, error);
    emitNotes(m_planned->notes);
    emitSnapshot(true);
    if (m_planned->finished())
        return finish(true);
    if (m_cancel)
        return finish(true);
    if (m_planned->reviews.isEmpty())
        return runPlanned();
    m_awaitingConsent = true;
    Q_EMIT phase(QCoreApplication::translate("Optimize", "Step %1: waiting for your consent to run %n candidate(s)", nullptr,
                     int(m_planned->reviews.size()))
                     .arg(m_step),
        m_step, m_session->maxSteps());
    Q_EMIT consentNeeded(m_planned->reviews, m_spec.runner.name);
}

void LoopDriver::answerConsent(bool run)
{
    if (!m_awaitingConsent)
        return;
    m_awaitingConsent = false;
    if (!run || m_cancel) {
        m_cancel = true;
        Q_EMIT notes({ QCoreApplication::translate(
            "Optimize", "No consent: nothing ran; the step's rounds stay started and run when the loop continues (resume).") });
        return finish(true);
    }
    runPlanned();
}

void LoopDriver::runPlanned()
{
    QString error;
    const PlannedStep &step = *m_planned;
    if (m_spec.runner.kind == QLatin1String("offline")) {
        const QString archive = m_session->exportStep(step, m_spec.runner, {}, &error);
        if (archive.isEmpty())
            return finish(false, error);
        Q_EMIT bundleExported(archive, int(step.jobs.size()));
        return finish(true);
    }
    m_runner = createRunner(m_spec.runner, &error);
    if (!m_runner)
        return finish(false, error);
    connect(m_runner.get(), &Runner::progress, this, &LoopDriver::runProgress);
    connect(m_runner.get(), &Runner::logLine, this, &LoopDriver::logLine);
    // Recorded after the runner has returned from emitting finished (it is destroyed then).
    connect(m_runner.get(), &Runner::finished, this, [this] { QTimer::singleShot(0, this, &LoopDriver::batchEnded); });
    Q_EMIT phase(QCoreApplication::translate("Optimize", "Step %1: %n request(s) running on %2", nullptr, int(step.jobs.size()))
                     .arg(m_step)
                     .arg(m_spec.runner.name),
        m_step, m_session->maxSteps());
    if (!m_runner->start(step.batch, &error)) {
        m_runner.reset();
        return finish(false, error);
    }
}

void LoopDriver::batchEnded()
{
    const QList<RunResult> results = m_runner->results();
    m_runner.reset();
    Q_EMIT phase(
        QCoreApplication::translate("Optimize", "Step %1: recording the results").arg(m_step), m_step, m_session->maxSteps());
    QList<StepNote> stepNotes;
    QString error;
    const bool ok = m_session->record(*m_planned, m_spec.runner.name, results, &stepNotes, &error);
    emitNotes(stepNotes);
    emitSnapshot(false);
    if (!ok)
        return finish(false, error);
    nextStep();
}

void LoopDriver::emitSnapshot(bool ladders)
{
    LoopSnapshot s;
    s.step = m_step;
    readRounds(m_session->workspace(), s);
    if (ladders) // the diagnosis the step's plan made (kept by the optimizer: nothing is diagnosed twice)
        for (const OpTask &t : m_session->tasks())
            if (auto ladder = m_session->ladder(t.name))
                s.ladders.insert(t.name, ladder);
    Q_EMIT snapshot(s);
}

void LoopDriver::emitNotes(const QList<StepNote> &stepNotes)
{
    QStringList lines;
    for (const StepNote &n : stepNotes)
        lines << n.op + QStringLiteral(": ") + n.note;
    if (!lines.isEmpty())
        Q_EMIT notes(lines);
}

void LoopDriver::finish(bool ok, const QString &error)
{
    if (m_done)
        return;
    m_done = true;
    Q_EMIT finished(ok, m_cancel.load(), error);
}

} // namespace Lowerscope::Optimize
