// SPDX-License-Identifier: MIT
// The loop's state in the workspace (schema version 6; docs/reliability.md, "The trust boundary"): exported
// batches and their requests (what a result is checked against), the evidence ledger and the agent session.
#include "core/enginetext.h"
#include "store/sqldatabase.h"
#include "workspace.h"

#include <QJsonDocument>

namespace Lowerscope {

using Sql::Statement;

namespace {

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

ExportedRequest requestOf(const Statement &st)
{
    ExportedRequest r;
    st.texts(r, 0, { &ExportedRequest::batch, &ExportedRequest::request, &ExportedRequest::task, &ExportedRequest::taskDir });
    r.taskFrozen = st.jsonObject(4);
    st.texts(r, 5,
        { &ExportedRequest::candidate, &ExportedRequest::candidateSha256, &ExportedRequest::origin, &ExportedRequest::state,
            &ExportedRequest::finished });
    return r;
}

// The columns requestOf() reads, in its order.
#define REQUEST_COLUMNS                                                                                                          \
    "batch, request, task, task_dir, task_frozen, candidate, candidate_sha256, origin, state, coalesce(finished, '')"

} // namespace

bool Workspace::exportBatch(const ExportedBatch &batch, const QList<ExportedRequest> &requests, QString *error)
{
    Sql::Transaction tx(*m_db);
    if (!tx.isActive()) {
        *error = tx.error();
        return false;
    }
    Statement b(*m_db, "INSERT INTO batches(id, nonce, runner, exported) VALUES(?, ?, ?, ?)");
    b.bind(1, batch.id)
        .bind(2, batch.nonce)
        .bind(3, batch.runner)
        .bind(4, batch.exported.isEmpty() ? workspaceTimestamp() : batch.exported);
    if (!b.exec()) {
        *error
            = EngineText::english("Workspace", "%1: cannot record the export of batch %2: %3").arg(file(), batch.id, b.error());
        return false;
    }
    for (const ExportedRequest &r : requests) {
        // A request exported again (a round carried into a later step) is answered by its latest export only.
        Statement sup(*m_db, "UPDATE requests SET state = 'superseded' WHERE request = ? AND state = 'waiting'");
        sup.bind(1, r.request);
        Statement ins(*m_db,
            "INSERT INTO requests(batch, request, task, task_dir, task_frozen, candidate, candidate_sha256, origin) "
            "VALUES(?, ?, ?, ?, ?, ?, ?, ?)");
        ins.bind(1, batch.id)
            .bind(2, r.request)
            .bind(3, r.task)
            .bind(4, r.taskDir)
            .bind(5, compact(r.taskFrozen))
            .bind(6, r.candidate);
        ins.bind(7, r.candidateSha256).bind(8, r.origin.isEmpty() ? QStringLiteral("user") : r.origin);
        if (!sup.exec() || !ins.exec()) {
            *error = EngineText::english("Workspace", "%1: cannot record the export of request %2 of batch %3: %4")
                         .arg(file(), r.request, batch.id, sup.error().isEmpty() ? ins.error() : sup.error());
            return false;
        }
    }
    return tx.commit(error);
}

std::optional<ExportedBatch> Workspace::exportedBatch(const QString &id) const
{
    Statement st(*m_db, "SELECT id, nonce, runner, exported FROM batches WHERE id = ?");
    st.bind(1, id);
    if (!st.next())
        return std::nullopt;
    ExportedBatch b;
    st.texts(b, 0, { &ExportedBatch::id, &ExportedBatch::nonce, &ExportedBatch::runner, &ExportedBatch::exported });
    return b;
}

QList<ExportedRequest> Workspace::exportedRequests(const QString &batch) const
{
    QList<ExportedRequest> out;
    Statement st(*m_db, "SELECT " REQUEST_COLUMNS " FROM requests WHERE batch = ? ORDER BY rowid");
    st.bind(1, batch);
    while (st.next())
        out.append(requestOf(st));
    return out;
}

std::optional<ExportedRequest> Workspace::currentRequest(const QString &id) const
{
    Statement st(*m_db,
        "SELECT " REQUEST_COLUMNS " FROM requests WHERE request = ? AND state <> 'superseded' ORDER BY rowid DESC LIMIT 1");
    st.bind(1, id);
    if (!st.next())
        return std::nullopt;
    return requestOf(st);
}

std::optional<RunEntry> Workspace::findRun(const QString &batch, const QString &request) const
{
    const QList<RunEntry> found = runs(batch, request);
    return found.isEmpty() ? std::nullopt : std::optional<RunEntry>(found.first());
}

int Workspace::finishRuns(const QList<RunEntry> &entries, QString *error)
{
    Sql::Transaction tx(*m_db);
    if (!tx.isActive()) {
        *error = tx.error();
        return -1;
    }
    QList<RunEntry> fresh;
    for (const RunEntry &e : entries) {
        Statement known(*m_db, "SELECT count(*) FROM runs WHERE batch = ? AND request = ?");
        known.bind(1, e.batch).bind(2, e.request);
        if (known.next() && known.integer(0) > 0)
            continue; // recorded before: the same results again
        // A run that ended finishes its request; a cancelled or preempted one leaves it waiting (it runs again).
        // Either way the request must be waiting now: never exported, finished or superseded fails the call.
        const bool ends = e.status != QLatin1String("cancelled") && e.status != QLatin1String("preempted");
        bool waiting = false;
        if (ends) {
            Statement fin(*m_db,
                "UPDATE requests SET state = 'finished', finished = ? WHERE batch = ? AND request = ? AND state = 'waiting'");
            fin.bind(1, workspaceTimestamp()).bind(2, e.batch).bind(3, e.request);
            waiting = fin.exec() && m_db->changes() == 1;
        } else {
            Statement still(*m_db, "SELECT count(*) FROM requests WHERE batch = ? AND request = ? AND state = 'waiting'");
            still.bind(1, e.batch).bind(2, e.request);
            waiting = still.next() && still.integer(0) == 1;
        }
        if (!waiting) {
            *error = EngineText::english("Workspace",
                "%1: the request %2 of batch %3 is not waiting for a result (never exported, finished or superseded); "
                "nothing was recorded")
                         .arg(file(), e.request, e.batch);
            return -1;
        }
        fresh.append(e);
    }
    // The runs in the same transaction.
    const int added = insertRuns(fresh, error);
    if (added < 0 || !tx.commit(error))
        return -1;
    return added;
}

QJsonObject Workspace::evidenceLedger(const QString &op, const QString &kernel) const
{
    Statement st(*m_db, "SELECT ledger FROM evidence_ledger WHERE operator = ? AND kernel = ?");
    st.bind(1, op).bind(2, kernel);
    return st.next() ? st.jsonObject(0) : QJsonObject();
}

QHash<QString, QJsonObject> Workspace::evidenceLedgers(const QString &op) const
{
    QHash<QString, QJsonObject> out;
    Statement st(*m_db, "SELECT kernel, ledger FROM evidence_ledger WHERE operator = ?");
    st.bind(1, op);
    while (st.next())
        out.insert(st.text(0), st.jsonObject(1));
    return out;
}

bool Workspace::setEvidenceLedger(const QString &op, const QString &kernel, const QJsonObject &ledger, QString *error)
{
    Statement st(*m_db,
        "INSERT INTO evidence_ledger(operator, kernel, ledger) VALUES(?, ?, ?) "
        "ON CONFLICT(operator, kernel) DO UPDATE SET ledger = excluded.ledger");
    st.bind(1, op).bind(2, kernel).bind(3, compact(ledger));
    if (!st.exec()) {
        *error = EngineText::english("Workspace", "%1: cannot record the evidence of %2 (%3): %4")
                     .arg(file(), op, kernel, st.error());
        return false;
    }
    return true;
}

std::optional<AgentSession> Workspace::agentSession() const
{
    AgentSession s;
    Statement t(*m_db, "SELECT name, folder FROM agent_tasks ORDER BY position");
    while (t.next())
        s.tasks.append({ t.text(0), t.text(1) });
    Statement b(*m_db, "SELECT value FROM agent_session WHERE key = 'baseline'");
    const bool started = b.next();
    if (started)
        s.baselineLog = b.text(0);
    if (!started && s.tasks.isEmpty())
        return std::nullopt;
    return s;
}

bool Workspace::setAgentSession(const AgentSession &session, QString *error)
{
    Sql::Transaction tx(*m_db);
    if (!tx.isActive()) {
        *error = tx.error();
        return false;
    }
    if (!m_db->run("DELETE FROM agent_tasks; DELETE FROM agent_session;", error))
        return false;
    Statement b(*m_db, "INSERT INTO agent_session(key, value) VALUES('baseline', ?)");
    b.bind(1, session.baselineLog);
    if (!b.exec()) {
        *error = EngineText::english("Workspace", "%1: cannot record the agent session: %2").arg(file(), b.error());
        return false;
    }
    int position = 0;
    for (const auto &[name, folder] : session.tasks) {
        Statement t(*m_db, "INSERT INTO agent_tasks(position, name, folder) VALUES(?, ?, ?)");
        t.bind(1, ++position).bind(2, name).bind(3, folder);
        if (!t.exec()) {
            *error = EngineText::english("Workspace", "%1: cannot record the agent session's task %2: %3")
                         .arg(file(), name, t.error());
            return false;
        }
    }
    return tx.commit(error);
}

} // namespace Lowerscope
