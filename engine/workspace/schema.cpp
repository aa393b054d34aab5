// SPDX-License-Identifier: MIT
#include "schema.h"

#include "core/enginetext.h"
#include "store/migration.h"
#include "store/sqldatabase.h"

#include <QCoreApplication>

namespace Lowerscope::WorkspaceSchema {

// Version 1: operators, their kernel versions and cases, rounds and per-case validation.
static const char *const v1 = R"sql(
CREATE TABLE operators(
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    backend TEXT,
    initial_version INTEGER REFERENCES kernel_versions(id),
    created TEXT NOT NULL);
CREATE TABLE kernel_versions(
    id INTEGER PRIMARY KEY,
    operator_id INTEGER NOT NULL REFERENCES operators(id),
    name TEXT,
    source TEXT NOT NULL,
    hash TEXT NOT NULL,
    created TEXT NOT NULL,
    UNIQUE(operator_id, hash));
CREATE TABLE cases(
    id INTEGER PRIMARY KEY,
    operator_id INTEGER NOT NULL REFERENCES operators(id),
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    shape TEXT NOT NULL DEFAULT '[]',
    initial_ms REAL,
    reference_ms REAL,
    UNIQUE(operator_id, name));
CREATE TABLE rounds(
    id INTEGER PRIMARY KEY,
    operator_id INTEGER NOT NULL REFERENCES operators(id),
    idx INTEGER NOT NULL CHECK(idx > 0),
    hypothesis TEXT NOT NULL DEFAULT '',
    level TEXT CHECK(level IS NULL OR level IN ('L1','L2','L3','L4')),
    source TEXT CHECK(source IS NULL OR source IN ('llm','recipe','analyst')),
    state TEXT NOT NULL CHECK(state IN ('started','validating','done')),
    outcome TEXT CHECK(outcome IS NULL OR outcome IN ('accepted','rejected','incorrect','failed')),
    findings TEXT NOT NULL DEFAULT '[]',
    rewrite TEXT NOT NULL DEFAULT '',
    rewrite_kind TEXT NOT NULL DEFAULT '',
    base_version INTEGER REFERENCES kernel_versions(id),
    result_version INTEGER REFERENCES kernel_versions(id),
    speedup REAL,
    speedup_vs_reference REAL,
    started TEXT NOT NULL,
    finished TEXT,
    CHECK((state = 'done') = (outcome IS NOT NULL)),
    UNIQUE(operator_id, idx));
CREATE TABLE round_cases(
    round_id INTEGER NOT NULL REFERENCES rounds(id),
    case_id INTEGER NOT NULL REFERENCES cases(id),
    correct INTEGER,
    error REAL,
    ms REAL,
    reference_ms REAL,
    PRIMARY KEY(round_id, case_id));
)sql";

// Version 2: pattern proposals from the retrospective synthesis, and the rounds each came from.
static const char *const v2 = R"sql(
CREATE TABLE pattern_proposals(
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK(kind IN ('new-pattern','stats-update')),
    key TEXT NOT NULL,
    body TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK(state IN ('pending','approved','rejected')),
    note TEXT NOT NULL DEFAULT '',
    created TEXT NOT NULL,
    decided TEXT);
CREATE TABLE proposal_rounds(
    proposal_id INTEGER NOT NULL REFERENCES pattern_proposals(id),
    round_id INTEGER NOT NULL REFERENCES rounds(id),
    PRIMARY KEY(proposal_id, round_id));
)sql";

// Version 3: results of runner batches (docs/runners.md, "Results in the workspace"), one row per request of
// a batch: recorded once, never changed.
static const char *const v3 = R"sql(
CREATE TABLE runs(
    id INTEGER PRIMARY KEY,
    batch TEXT NOT NULL,
    request TEXT NOT NULL,
    task TEXT NOT NULL,
    task_dir TEXT NOT NULL,
    candidate TEXT NOT NULL DEFAULT '',
    candidate_sha256 TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL CHECK(origin IN ('user','recipe','llm')),
    runner TEXT NOT NULL,
    status TEXT NOT NULL CHECK(status IN ('done','failed','timed-out','cancelled','preempted')),
    verdict TEXT NOT NULL CHECK(verdict IN ('accepted','rejected','incorrect','failed')),
    speedup REAL,
    result TEXT NOT NULL DEFAULT '{}',
    evidence TEXT NOT NULL DEFAULT '',
    log TEXT NOT NULL DEFAULT '',
    error TEXT NOT NULL DEFAULT '',
    started TEXT NOT NULL DEFAULT '',
    finished TEXT NOT NULL DEFAULT '',
    recorded TEXT NOT NULL,
    CHECK((status = 'done') OR (verdict = 'failed')),
    UNIQUE(batch, request));
)sql";

// Version 4: what a round's evidence cost and why it was acquired, what produced its rewrite (recipe, pattern,
// finding) and the harness's reasons for a rewrite that failed validation (docs/rounds.md, docs/optimize.md).
static const char *const v4 = R"sql(
ALTER TABLE rounds ADD COLUMN evidence TEXT NOT NULL DEFAULT '[]';
ALTER TABLE rounds ADD COLUMN rewrite_origin TEXT NOT NULL DEFAULT '{}';
ALTER TABLE rounds ADD COLUMN reasons TEXT NOT NULL DEFAULT '[]';
)sql";

// Version 5: a round whose rewrite a model proposed keeps the exchange: the exact prompt, the response (raw body
// included, never a key), how the answer was read, tokens and cost (docs/llm.md, "Rounds from a model").
static const char *const v5 = R"sql(
ALTER TABLE rounds ADD COLUMN llm TEXT NOT NULL DEFAULT '{}';
)sql";

// Version 6: the loop's state that lived in files beside the workspace, and what a results archive is checked
// against (docs/reliability.md, "The trust boundary"):
// - batches and requests: every batch handed to a runner or written as a bundle, with its nonce (written into the
//   bundle's manifest), and each request with the candidate's sha256 and the task's frozen hashes as exported. A
//   result is recorded only for a request exported here that is still waiting and matches them; a request is
//   finished once, and a later export of the same request id supersedes an earlier one still waiting.
// - evidence_ledger: per operator and kernel (the first 12 hex digits of its sha256), what the escalation
//   acquired for it, why, what is pending and what failed (was optimize/OP/evidence/HASH.json).
// - agent_tasks, agent_session: the task folders and the baseline log of `agent start` (was agent/session.json).
static const char *const v6 = R"sql(
CREATE TABLE batches(
    id TEXT PRIMARY KEY,
    nonce TEXT NOT NULL,
    runner TEXT NOT NULL,
    exported TEXT NOT NULL);
CREATE TABLE requests(
    batch TEXT NOT NULL REFERENCES batches(id),
    request TEXT NOT NULL,
    task TEXT NOT NULL,
    task_dir TEXT NOT NULL,
    task_frozen TEXT NOT NULL DEFAULT '{}',
    candidate TEXT NOT NULL DEFAULT '',
    candidate_sha256 TEXT NOT NULL,
    origin TEXT NOT NULL DEFAULT 'user' CHECK(origin IN ('user','recipe','llm')),
    state TEXT NOT NULL DEFAULT 'waiting' CHECK(state IN ('waiting','finished','superseded')),
    finished TEXT,
    PRIMARY KEY(batch, request));
CREATE INDEX requests_by_id ON requests(request, state);
CREATE TABLE evidence_ledger(
    operator TEXT NOT NULL,
    kernel TEXT NOT NULL,
    ledger TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY(operator, kernel));
CREATE TABLE agent_tasks(
    position INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    folder TEXT NOT NULL);
CREATE TABLE agent_session(
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL);
)sql";

const Sql::Schema &schema()
{
    static const Sql::Schema s { ApplicationId, { v1, v2, v3, v4, v5, v6 } };
    return s;
}

int latestVersion()
{
    return schema().latestVersion();
}

bool migrate(Sql::Database &db, const QString &file, QString *error, int upTo)
{
    const Sql::Migration m = Sql::migrate(db, schema(), upTo);
    switch (m.status) {
    case Sql::Migration::Status::Ok:
        return true;
    case Sql::Migration::Status::NotSqlite:
        *error = EngineText::english("Workspace", "%1: cannot open: %2").arg(file, m.error);
        break;
    case Sql::Migration::Status::Foreign:
        *error = EngineText::english("Workspace", "%1 is not a Lowerscope workspace (SQLite application id %2)")
                     .arg(file)
                     .arg(m.found);
        break;
    case Sql::Migration::Status::Newer:
        *error = EngineText::english("Workspace",
            "%1 was written by a newer Lowerscope (schema version %2; this build reads up to %3); "
            "open it with that version or use another --workspace")
                     .arg(file)
                     .arg(m.found)
                     .arg(latestVersion());
        break;
    case Sql::Migration::Status::Failed:
        *error = EngineText::english("Workspace", "%1: cannot upgrade the workspace to schema version %2: %3")
                     .arg(file)
                     .arg(latestVersion())
                     .arg(m.error);
        break;
    }
    return false;
}

} // namespace Lowerscope::WorkspaceSchema
