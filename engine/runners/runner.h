// SPDX-License-Identifier: MIT
#pragma once

#include "runnerprofile.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace Lowerscope {

// Where a candidate's code came from. Code that did not come from the user runs only after consent
// (docs/runners.md, "Consent"; engine/runners/consent.h).
enum class CodeOrigin { User, Recipe, Llm };
QString codeOriginName(CodeOrigin origin); // user | recipe | llm
std::optional<CodeOrigin> codeOriginFromName(const QString &name);

// One candidate of one task to validate with the harness (`python3 -m lowerscope_harness run`, docs/tasks.md).
struct RunRequest {
    QString id; // unique in its batch, 1-64 of [A-Za-z0-9._-]: names its folder and keys its result
    QString taskDir; // an operator task folder
    QString candidate; // the candidate kernel file; empty: the task's own kernel
    CodeOrigin origin = CodeOrigin::User;
    bool evidence = false; // --evidence: the candidate's stage files and pass dumps
    bool ncu = false; // --ncu (with evidence): Nsight Compute exports
    bool timing = true; // false: --no-timing (correctness only)
    int timeoutS = 0; // 0: the profile's timeoutS
    // A calibration request (`run --calibrate`, docs/tasks.md "Calibration"): the candidate is the task's initial
    // kernel, run once per case; its result (kind: calibration) is bound like any other (runrecord.h).
    bool calibrate = false;
};

// How a request ended. Only Done carries a harness verdict; everything else is recorded as a failure.
enum class RunStatus { Done, Failed, TimedOut, Cancelled, Preempted };
QString runStatusName(RunStatus status); // done | failed | timed-out | cancelled | preempted
std::optional<RunStatus> runStatusFromName(const QString &name);

struct RunResult {
    QString id;
    RunStatus status = RunStatus::Failed;
    QString verdict; // the harness's (accepted, rejected, incorrect, failed) when Done; "failed" otherwise
    QJsonObject result; // the harness's result JSON; empty when it wrote none
    QString evidenceDir; // the evidence folder on this machine, when asked for and written
    QString log; // the request's output (harness stdout and stderr, runner messages)
    QString error; // why the status is not Done
    QString candidateSha256; // of the candidate that ran (the harness's, else computed from the staged copy)
    QString started; // ISO 8601 UTC
    QString finished;
    bool ok() const { return status == RunStatus::Done; }
};

// A batch of requests run together by one runner. The batch's folder (workDir) holds its staged files and
// results: WORKDIR/requests/ID/{candidate.py, result.json, status.json, log.txt, evidence/}.
struct RunBatch {
    QString id; // unique per batch (makeBatchId()); results are keyed by (batch id, request id)
    QString workDir; // a local folder, created when missing
    QList<RunRequest> requests;
    // A random secret of this batch (registerBatch, runrecord.h), written into its manifest: a results archive
    // must carry it back (docs/reliability.md, "The trust boundary"). Empty until the batch is registered.
    QString nonce = {};
    // Every problem that stops the batch from starting (ids, missing task folders or candidates), or empty.
    QString problem() const;
};
QString makeBatchId(); // e.g. 20261130T231500Z-3f9a2c

// A way of running a batch: local (QProcess), ssh, slurm or offline (runnerfactory: createRunner). Asynchronous
// and driven by the Qt event loop: start() returns at once; progress, logLine and resultReady follow; finished
// is emitted exactly once, after every request has a result (requests that never ran are reported Cancelled
// or Failed). A result that arrives twice for one request id is delivered once. Timeouts, dead jobs and
// preemption end in a failed result, never in a wait without end.
class Runner : public QObject {
    Q_OBJECT
public:
    explicit Runner(RunnerProfile profile, QObject *parent = nullptr);
    ~Runner() override;

    const RunnerProfile &profile() const { return m_profile; }
    const RunBatch &batch() const { return m_batch; }
    // Starts the batch; false (error says why, nothing started) when it cannot.
    bool start(const RunBatch &batch, QString *error);
    // Stops what runs (kills local processes, scancel, ...); every unfinished request ends Cancelled.
    void cancel();
    bool isRunning() const { return m_running; }
    bool wasCancelled() const { return m_cancelled; }
    QList<RunResult> results() const { return m_results; }

signals:
    void progress(int done, int total, const QString &step);
    void logLine(const QString &requestId, const QString &line); // requestId empty: about the whole batch
    void resultReady(const Lowerscope::RunResult &result);
    void finished();

protected:
    virtual bool startBatch(QString *error) = 0;
    virtual void cancelBatch() = 0;
    // Records a request's result once (a second result for the same id is dropped) and emits resultReady,
    // progress and, after the last one, finished. Returns false for a duplicate or an unknown id.
    bool deliver(RunResult result);
    void log(const QString &requestId, const QString &line);
    // Ends every request without a result yet with STATUS and ERROR (for cancel and fatal runner errors).
    void failRemaining(RunStatus status, const QString &error);
    bool delivered(const QString &id) const { return m_delivered.contains(id); }
    // The folder a request's files are in on this machine (default: WORKDIR/requests/ID).
    virtual QString requestDir(const QString &id) const;
    const RunRequest *request(const QString &id) const;

private:
    RunnerProfile m_profile;
    RunBatch m_batch;
    QList<RunResult> m_results;
    QSet<QString> m_delivered;
    bool m_running = false;
    bool m_cancelled = false;
};

// Builds the runner a profile names; null (error says why) for an unusable profile.
std::unique_ptr<Runner> createRunner(const RunnerProfile &profile, QString *error);

// Runs a batch to the end in a local event loop (for the CLI and tests); LOG, when given, sees every line.
// Returns the results in request order; false in *started (error says why) when it could not start.
QList<RunResult> runToEnd(Runner &runner, const RunBatch &batch, QString *error,
    const std::function<void(const QString &requestId, const QString &line)> &log = {});

// The result of one request from its folder as the harness and the entry script leave it (result.json, status.json,
// log.txt, evidence/): a result.json makes it Done with the harness's verdict, unless status.json says it timed
// out, was cancelled or preempted; no result.json is a failure, with the log's last lines as the error.
RunResult readRequestFolder(const RunRequest &request, const QString &folder);

} // namespace Lowerscope

Q_DECLARE_METATYPE(Lowerscope::RunResult)
