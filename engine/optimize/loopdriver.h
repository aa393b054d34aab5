// SPDX-License-Identifier: MIT
#pragma once

#include "loopsession.h"
#include "workspace/round.h"

#include <QHash>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <memory>

namespace Lowerscope {
class Runner;
class Workspace;
} // namespace Lowerscope

namespace Lowerscope::Optimize {

// What the desktop asks the loop to do: the tasks, rounds and candidates as `optimize` takes them, and where.
struct LoopSpec {
    QStringList taskDirs;
    int rounds = 4;
    int candidates = 1;
    bool resume = false;
    QString baselineLog; // empty: no frozen baseline
    QString resultsArchive; // an offline step's results, imported first (implies resume; `optimize --results`)
    QString workspace;
    QString knowledgeBase;
    RunnerProfile runner = RunnerProfile::localDefault();
};

// The loop's state after each phase, read by the loop's own thread: the workspace's operators and rounds, and per
// operator the ladder of its best kernel at the last plan.
struct LoopSnapshot {
    int step = 0;
    QList<Operator> operators;
    QList<Round> rounds;
    QHash<qint64, QString> versionNames; // the operators' and rounds' kernel versions -> their names
    QHash<QString, std::shared_ptr<const DiagnosisReport>> ladders;
};
// The operators and rounds of the workspace in FOLDER (never created) and, with the knowledge base KB, the ladder
// of each operator's best kernel that the loop diagnosed; an empty snapshot with ERROR when there is none.
LoopSnapshot readSnapshot(const QString &folder, const QString &kb, QString *error);

// The loop as the desktop runs it (docs/optimize.md, "In the desktop"): the same LoopSession as `lowerscope optimize`
// (loopsession.h), driven by an event loop instead of a terminal. It lives on its own thread (moveToThread), where it
// owns the session (its workspace connection and optimizer) and the runner; the window talks to it only through queued calls
// and signals carrying values, so it never waits for a diagnosis, a runner or SQLite. Consent is asked with
// consentNeeded and answered with answerConsent. Cancel is safe from any thread: a planned step runs nothing, a
// running batch is cancelled and what ended is recorded; rounds that did not end stay started (resume).
class LoopDriver : public QObject {
    Q_OBJECT
public:
    explicit LoopDriver(LoopSpec spec, QObject *parent = nullptr);
    ~LoopDriver() override;

    void cancel();
    bool wasCancelled() const { return m_cancel.load(); }

public Q_SLOTS:
    void start();
    void answerConsent(bool run);

Q_SIGNALS:
    void phase(const QString &text, int step, int steps);
    void notes(const QStringList &lines);
    void snapshot(const Lowerscope::Optimize::LoopSnapshot &snapshot);
    void consentNeeded(const QList<Lowerscope::Optimize::CandidateReview> &reviews, const QString &runner);
    void runProgress(int done, int total, const QString &step);
    void logLine(const QString &requestId, const QString &line);
    // An offline profile: the step's bundle was exported; the loop stops until its results are imported.
    void bundleExported(const QString &archive, int requests);
    void finished(bool ok, bool cancelled, const QString &error);

private:
    void nextStep();
    void runPlanned();
    void batchEnded();
    void emitSnapshot(bool ladders);
    void emitNotes(const QList<StepNote> &stepNotes);
    void finish(bool ok, const QString &error = {});

    LoopSpec m_spec;
    std::atomic<bool> m_cancel { false };
    bool m_awaitingConsent = false;
    bool m_done = false;
    int m_step = 0;
    std::unique_ptr<LoopSession> m_session;
    std::optional<PlannedStep> m_planned;
    std::unique_ptr<Runner> m_runner;
};

} // namespace Lowerscope::Optimize

Q_DECLARE_METATYPE(Lowerscope::Optimize::LoopSnapshot)
Q_DECLARE_METATYPE(Lowerscope::Optimize::CandidateReview)
