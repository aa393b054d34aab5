// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <functional>

namespace Lowerscope::Sql {

class Database;

// A store's schema as append-only migrations: step k brings a file from PRAGMA user_version k-1 to k. Never
// edit a step that has shipped; add a new one.
struct Schema {
    int applicationId = 0; // PRAGMA application_id: marks the file as this kind of store
    QList<const char *> steps;
    int latestVersion() const { return int(steps.size()); }
};

struct Migration {
    enum class Status { Ok, NotSqlite, Foreign, Newer, Failed };
    Status status = Status::Ok;
    qint64 found = 0; // the foreign application id, or the newer schema version
    int fromVersion = 0; // user_version as read inside the write transaction
    QString error; // SQLite's (or the callback's) words for NotSqlite and Failed
    bool ok() const { return status == Status::Ok; }
};

// Brings DB to version UPTO (-1: the latest) and runs INSIDE (seeding) in the same write transaction, which
// reads user_version itself: a process killed half-way leaves the file as it was, and of two processes
// creating one store at once the second waits for the first and finds the work done (or, past the busy
// timeout, fails with nothing written). A foreign file or one from a newer build is refused before anything
// is written, so it stays byte-identical. Sets WAL, synchronous=NORMAL and foreign keys on the connection.
// NEEDSWORK, when given, is asked before taking the write lock whether INSIDE has anything to do at the
// current version; when neither migration nor INSIDE has work no transaction is started.
Migration migrate(Database &db, const Schema &schema, int upTo = -1,
    const std::function<bool(int fromVersion, QString *error)> &inside = {}, const std::function<bool()> &needsWork = {});

} // namespace Lowerscope::Sql
