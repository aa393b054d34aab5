// SPDX-License-Identifier: MIT
#include "migration.h"

#include "sqldatabase.h"

#include <QElapsedTimer>
#include <QThread>
#include <algorithm>
#include <sqlite3.h>

namespace Lowerscope::Sql {

namespace {

// What the file is, read with the given connection; NotSqlite when the read fails. The three values come from
// one statement, so from one snapshot: read one by one, outside a transaction, a store another process was
// just creating could show its tables with the user_version and application_id read before that commit (an
// application id of 0 with tables: "foreign"). With one snapshot an empty file is new and a created one whole.
Migration inspect(Database &db, const Schema &schema)
{
    Migration m;
    Statement st(db,
        "SELECT (SELECT application_id FROM pragma_application_id), (SELECT user_version FROM pragma_user_version),"
        " (SELECT count(*) FROM sqlite_master)");
    const bool row = st.next();
    const qint64 appId = row ? st.integer(0) : 0, version = row ? st.integer(1) : 0, tables = row ? st.integer(2) : 0;
    m.fromVersion = int(version);
    if (!row || !st.error().isEmpty()) {
        m.status = Migration::Status::NotSqlite;
        m.error = st.error().isEmpty() ? db.lastError() : st.error();
    } else if (appId != schema.applicationId && (appId != 0 || (tables > 0 && version == 0))) {
        m.status = Migration::Status::Foreign;
        m.found = appId;
    } else if (version > schema.latestVersion()) {
        m.status = Migration::Status::Newer;
        m.found = version;
    }
    return m;
}

// Runs SQL, retrying for up to ten seconds while another process holds a lock that SQLite reports at once
// instead of waiting for it in the busy handler: switching a file another process is creating to WAL.
bool runWhenNotBusy(Database &db, const char *sql, QString *why)
{
    QElapsedTimer clock;
    clock.start();
    for (int pause = 2;; pause = std::min(pause * 2, 100)) {
        if (db.run(sql, why))
            return true;
        if (db.lastErrorCode() != SQLITE_BUSY || clock.elapsed() > 10000)
            return false;
        QThread::msleep(pause);
    }
}

Migration failed(const QString &why)
{
    Migration m;
    m.status = Migration::Status::Failed;
    m.error = why;
    return m;
}

} // namespace

Migration migrate(Database &db, const Schema &schema, int upTo, const std::function<bool(int, QString *)> &inside,
    const std::function<bool()> &needsWork)
{
    const int target = upTo < 0 ? schema.latestVersion() : std::min(upTo, schema.latestVersion());
    const Migration before = inspect(db, schema);
    if (!before.ok())
        return before; // refused without writing a byte
    // WAL keeps readers going while a round writes, and a killed writer leaves the last commit intact; in WAL
    // mode NORMAL keeps the file consistent on a crash and saves an fsync per commit. Both must be set
    // outside a transaction.
    QString why;
    if (!runWhenNotBusy(db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON", &why))
        return failed(why);
    if (before.fromVersion >= target && (!inside || (needsWork && !needsWork())))
        return before;

    Transaction tx(db);
    if (!tx.isActive())
        return failed(tx.error());
    Migration m = inspect(db, schema); // again, now that no other writer can change it
    if (!m.ok())
        return m;
    for (int step = m.fromVersion; step < target; ++step) {
        const QByteArray bump = "PRAGMA user_version = " + QByteArray::number(step + 1);
        if (!db.run(schema.steps.at(step), &why) || !db.run(bump.constData(), &why))
            return failed(why);
    }
    const QByteArray setId = "PRAGMA application_id = " + QByteArray::number(schema.applicationId);
    if (!db.run(setId.constData(), &why))
        return failed(why);
    if (inside && !inside(m.fromVersion, &why))
        return failed(why);
    if (!tx.commit(&why))
        return failed(why);
    return m;
}

} // namespace Lowerscope::Sql
