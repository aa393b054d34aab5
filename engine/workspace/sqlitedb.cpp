// SPDX-License-Identifier: MIT
#include "sqlitedb.h"

#include <sqlite3.h>

namespace Lowerscope::WorkspaceSql {

Statement::Statement(Connection &db, const char *sql)
    : m_db(db)
{
    if (sqlite3_prepare_v2(db.handle(), sql, -1, &m_stmt, nullptr) != SQLITE_OK)
        m_error = db.lastError();
}

Statement::~Statement() { sqlite3_finalize(m_stmt); }

Statement &Statement::bind(int index, const QVariant &value)
{
    if (!m_stmt)
        return *this;
    int rc = SQLITE_OK;
    if (!value.isValid() || value.isNull()) {
        rc = sqlite3_bind_null(m_stmt, index);
    } else {
        switch (value.typeId()) {
        case QMetaType::Bool:
        case QMetaType::Int:
        case QMetaType::LongLong:
        case QMetaType::UInt:
            rc = sqlite3_bind_int64(m_stmt, index, value.toLongLong());
            break;
        case QMetaType::Double:
            rc = sqlite3_bind_double(m_stmt, index, value.toDouble());
            break;
        default: {
            const QByteArray utf8 = value.toString().toUtf8();
            rc = sqlite3_bind_text(m_stmt, index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
        }
        }
    }
    if (rc != SQLITE_OK)
        m_error = m_db.lastError();
    return *this;
}

Statement &Statement::bindOptional(int index, std::optional<double> value)
{
    return bind(index, value ? QVariant(*value) : QVariant());
}

bool Statement::next()
{
    if (!m_stmt)
        return false;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE)
        m_error = m_db.lastError();
    return false;
}

bool Statement::exec()
{
    if (!m_stmt || !m_error.isEmpty())
        return false;
    while (next()) {
    }
    return m_error.isEmpty();
}

qint64 Statement::integer(int column) const { return sqlite3_column_int64(m_stmt, column); }
double Statement::real(int column) const { return sqlite3_column_double(m_stmt, column); }
bool Statement::isNull(int column) const { return sqlite3_column_type(m_stmt, column) == SQLITE_NULL; }

std::optional<double> Statement::optionalReal(int column) const
{
    if (isNull(column))
        return std::nullopt;
    return real(column);
}

QString Statement::text(int column) const
{
    const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return p ? QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, column)) : QString();
}

Connection::~Connection() { close(); }

bool Connection::open(const QString &file, QString *error)
{
    close();
    const int rc = sqlite3_open_v2(file.toUtf8().constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    if (rc != SQLITE_OK) {
        if (error)
            *error = m_db ? lastError() : QString::fromUtf8(sqlite3_errstr(rc));
        close();
        return false;
    }
    // Another process (the GUI, a second CLI) may hold the write lock for a moment.
    sqlite3_busy_timeout(m_db, 5000);
    return true;
}

void Connection::close()
{
    if (m_db)
        sqlite3_close_v2(m_db);
    m_db = nullptr;
}

bool Connection::run(const char *sql, QString *error)
{
    char *msg = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &msg) == SQLITE_OK)
        return true;
    if (error)
        *error = QString::fromUtf8(msg ? msg : "SQLite error");
    sqlite3_free(msg);
    return false;
}

qint64 Connection::scalar(const char *sql)
{
    Statement st(*this, sql);
    return st.next() ? st.integer(0) : 0;
}

qint64 Connection::lastInsertId() const { return sqlite3_last_insert_rowid(m_db); }
QString Connection::lastError() const { return QString::fromUtf8(sqlite3_errmsg(m_db)); }

Transaction::Transaction(Connection &db)
    : m_db(db)
{
    m_db.run("BEGIN IMMEDIATE");
}

Transaction::~Transaction()
{
    if (!m_done)
        m_db.run("ROLLBACK");
}

bool Transaction::commit(QString *error)
{
    m_done = m_db.run("COMMIT", error);
    return m_done;
}

} // namespace Lowerscope::WorkspaceSql
