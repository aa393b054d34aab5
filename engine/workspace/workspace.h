// SPDX-License-Identifier: MIT
#pragma once

#include "round.h"

#include <QHash>
#include <QString>
#include <memory>
#include <optional>

namespace Lowerscope {

namespace Sql {
class Database;
}

// A kernel source as a round description names it.
struct KernelSource {
    QString name;
    QString source;
};

// What one round description (docs/rounds.md) asks to record: the operator's set-up the first time it is
// seen (initial kernel, cases with baseline times) and the round itself, possibly only its first steps.
struct RoundRecord {
    QString origin; // "FILE: rounds[2]", for messages
    QString operatorName;
    QString backend;
    std::optional<KernelSource> initial;
    QList<Case> cases;
    int index = 0; // 0: the next free index
    QString hypothesis;
    QString level;
    QString source;
    QString state; // empty: derived (done when an outcome is given, validating with validation, else started)
    QString outcome;
    std::optional<QJsonArray> findings;
    QString rewrite;
    QString rewriteKind;
    std::optional<KernelSource> kernel;
    // The kernel the rewrite started from; omitted: the latest accepted round's kernel, else the initial one.
    std::optional<KernelSource> base;
    QList<CaseResult> validation;
    std::optional<QJsonArray> evidence; // docs/optimize.md: evidence acquired, why, its cost
    std::optional<QJsonObject> rewriteOrigin; // recipe, pattern and finding that produced the rewrite
    std::optional<QJsonArray> reasons; // the harness's reasons when validation failed
    std::optional<QJsonObject> llm; // the model exchange of an LLM-proposed rewrite (docs/llm.md)
    // When the round's work was done, as its recorder knows it (ISO 8601): rounds built from earlier measurements
    // (the demo's, captured days before) say when they were measured. Empty: when it is recorded.
    QString started;
    QString finished;
    // An evidence ledger written in the round's transaction (the acquisition charged to this round).
    struct Ledger {
        QString kernel; // hash12
        QJsonObject ledger;
    };
    std::optional<Ledger> ledger;
};

// One request of a runner batch as the workspace keeps it (table runs; docs/runners.md). Keyed by (batch,
// request): recorded once, never changed.
struct RunEntry {
    QString batch;
    QString request;
    QString task; // the task's name
    QString taskDir;
    QString candidate; // the candidate file as named in the request; empty: the task's kernel
    QString candidateSha256;
    QString origin; // user | recipe | llm
    QString runner; // the profile's name
    QString status; // done | failed | timed-out | cancelled | preempted
    QString verdict; // accepted | rejected | incorrect | failed (always failed unless done)
    std::optional<double> speedup;
    QJsonObject result; // the harness's result JSON
    QString evidence; // the evidence folder, when one was written
    QString log;
    QString error;
    QString started;
    QString finished;
    QString recorded; // when it was recorded (set by finishRuns)
};

// A batch handed to a runner or written as a bundle (table batches; docs/reliability.md, "The trust boundary"):
// its nonce is written into the bundle's manifest, and a results archive must carry it back.
struct ExportedBatch {
    QString id;
    QString nonce;
    QString runner;
    QString exported;
};

// One request of an exported batch as it was sent (table requests): results are accepted only for a request
// exported here, still waiting, whose task, candidate sha256 and task hashes match these.
struct ExportedRequest {
    QString batch;
    QString request;
    QString task; // the task's name
    QString taskDir; // absolute
    QJsonObject taskFrozen; // task.json's "frozen" hashes as exported
    QString candidate; // the candidate file; empty: the task's own kernel
    QString candidateSha256; // of what was sent
    QString origin; // user | recipe | llm
    QString state; // waiting | finished | superseded
    QString finished;
};

// The agent session (`agent start`, docs/agent.md): its task folders in order and the baseline log.
struct AgentSession {
    QList<QPair<QString, QString>> tasks; // name, folder
    QString baselineLog;
};

// The workspace folder and its workspace.sqlite (through the engine's SQLite layer, store/): operators, kernel versions,
// cases, rounds and pattern proposals. Nothing is silently overwritten: a round index that exists can only be
// continued while it is unfinished (resume), and a value already recorded can only be repeated, not changed.
class Workspace {
public:
    enum class OpenMode { Create, MustExist };
    static QString fileName() { return QStringLiteral("workspace.sqlite"); }

    Workspace();
    ~Workspace();
    Workspace(const Workspace &) = delete;
    Workspace &operator=(const Workspace &) = delete;

    bool open(const QString &folder, QString *error, OpenMode mode = OpenMode::Create);
    QString folder() const { return m_folder; }
    QString file() const;

    QList<Operator> operators() const;
    std::optional<Operator> findOperator(const QString &name) const;
    QList<Round> rounds(const QString &operatorName = {}) const;
    std::optional<Round> findRound(const QString &operatorName, int index) const;
    QList<Round> unfinishedRounds() const;
    std::optional<KernelVersion> kernelVersion(qint64 id) const;
    // Every kernel version's name by id (one query; the sources are not read).
    QHash<qint64, QString> versionNames() const;

    // Records a new round (and the operator's set-up). Fails when the index exists.
    std::optional<Round> record(const RoundRecord &rec, QString *error);
    // Continues an unfinished round: fills what is missing, adds case results, moves the state forward.
    std::optional<Round> resume(const RoundRecord &rec, QString *error);

    QList<PatternProposal> proposals(const QString &state = {}) const;
    std::optional<PatternProposal> findProposal(qint64 id) const;
    // Stores a pending proposal; an identical one (kind, key, rounds) already stored is returned instead.
    std::optional<PatternProposal> addProposal(const PatternProposal &p, QString *error, bool *existed = nullptr);
    // A curator's decision: pending -> approved | rejected, once.
    bool decideProposal(qint64 id, const QString &state, const QString &note, QString *error);

    // Recorded runs, oldest first; of one batch when BATCH is given, of one request of it when REQUEST is.
    QList<RunEntry> runs(const QString &batch = {}, const QString &request = {}) const;
    std::optional<RunEntry> findRun(const QString &batch, const QString &request) const;

    // Records an exported batch and its requests in one write transaction; a request id still waiting in an
    // earlier batch is superseded there (its results are refused from then on). Fails when the batch id exists.
    bool exportBatch(const ExportedBatch &batch, const QList<ExportedRequest> &requests, QString *error);
    std::optional<ExportedBatch> exportedBatch(const QString &id) const;
    QList<ExportedRequest> exportedRequests(const QString &batch) const;
    // The latest export of request ID that is not superseded (waiting or finished), if any.
    std::optional<ExportedRequest> currentRequest(const QString &id) const;
    // Records runner results of ONE exported batch in one write transaction (all or nothing), finishing each
    // request whose run ended (done, failed, timed-out; not cancelled or preempted, which stay waiting). Only
    // entries the caller verified against exportedRequests() may be given: an entry whose request is not waiting
    // fails the whole call, except one already recorded (the same archive again), which is skipped.
    int finishRuns(const QList<RunEntry> &entries, QString *error);

    // The evidence ledger of operator OP's kernel KERNEL (hash12): {acquired[], pending, rounds}; empty when none.
    QJsonObject evidenceLedger(const QString &op, const QString &kernel) const;
    bool setEvidenceLedger(const QString &op, const QString &kernel, const QJsonObject &ledger, QString *error);
    // Every ledger of OP: kernel (hash12) -> ledger.
    QHash<QString, QJsonObject> evidenceLedgers(const QString &op) const;

    // The agent session; nullopt when `agent start` never ran here. setAgentSession replaces it in one transaction.
    std::optional<AgentSession> agentSession() const;
    bool setAgentSession(const AgentSession &session, QString *error);

private:
    int insertRuns(const QList<RunEntry> &entries, QString *error);
    bool setUpOperator(const RoundRecord &rec, Operator &op, QString *error);
    std::optional<qint64> storeVersion(const Operator &op, const KernelSource &k, QString *error);
    bool storeCaseResults(const Operator &op, qint64 roundId, const QList<CaseResult> &results, QString *error);
    bool finishRound(const Operator &op, const QString &name, int index, QString *error);
    qint64 latestAcceptedVersion(const Operator &op, int beforeIndex) const;
    QList<CaseResult> caseResults(qint64 roundId) const;

    std::unique_ptr<Sql::Database> m_db;
    QString m_folder;
};

// The current time as an ISO 8601 UTC string, as stored in the workspace.
QString workspaceTimestamp();

} // namespace Lowerscope
