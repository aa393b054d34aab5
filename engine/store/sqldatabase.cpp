// SPDX-License-Identifier: MIT
#include "sqldatabase.h"

#include "core/enginetext.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QUrl>
#include <sqlite3.h>

namespace Lowerscope::Sql {

Statement::Statement(Database &db, const char *sql)
    : m_db(db)
{
    if (!db.m_db)
        m_error = EngineText::english("Store", "the database is not open");
    else if (sqlite3_prepare_v2(db.m_db, sql, -1, &m_stmt, nullptr) != SQLITE_OK)
        keepError();
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

void Statement::keepError()
{
    if (m_error.isEmpty())
        m_error = m_db.lastError();
}

Statement &Statement::bind(int index, const QVariant &value)
{
    if (!value.isValid() || value.isNull())
        return bindNull(index);
    switch (value.typeId()) {
    case QMetaType::Bool:
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
        return bind(index, value.toLongLong());
    case QMetaType::Double:
        return bind(index, value.toDouble());
    default:
        return bind(index, value.toString());
    }
}

Statement &Statement::bind(int index, const QString &value)
{
    return bind(index, value.toUtf8());
}

Statement &Statement::bind(int index, const QByteArray &utf8)
{
    if (m_stmt && sqlite3_bind_text(m_stmt, index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT) != SQLITE_OK)
        keepError();
    return *this;
}

Statement &Statement::bind(int index, qint64 value)
{
    if (m_stmt && sqlite3_bind_int64(m_stmt, index, value) != SQLITE_OK)
        keepError();
    return *this;
}

Statement &Statement::bind(int index, double value)
{
    if (m_stmt && sqlite3_bind_double(m_stmt, index, value) != SQLITE_OK)
        keepError();
    return *this;
}

Statement &Statement::bindNull(int index)
{
    if (m_stmt && sqlite3_bind_null(m_stmt, index) != SQLITE_OK)
        keepError();
    return *this;
}

Statement &Statement::bindOptional(int index, std::optional<double> value)
{
    return value ? bind(index, *value) : bindNull(index);
}

bool Statement::next()
{
    if (!m_stmt)
        return false;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE)
        keepError();
    return false;
}

bool Statement::exec()
{
    if (!m_stmt || !m_error.isEmpty())
        return false;
    while (next()) { }
    return m_error.isEmpty();
}

void Statement::reset()
{
    if (m_stmt)
        sqlite3_reset(m_stmt);
}

qint64 Statement::integer(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}
double Statement::real(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}
bool Statement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

std::optional<double> Statement::optionalReal(int column) const
{
    if (isNull(column))
        return std::nullopt;
    return real(column);
}

QByteArray Statement::blob(int column) const
{
    const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return p ? QByteArray(p, sqlite3_column_bytes(m_stmt, column)) : QByteArray();
}

QString Statement::text(int column) const
{
    return QString::fromUtf8(blob(column));
}

QJsonObject Statement::jsonObject(int column) const
{
    return QJsonDocument::fromJson(blob(column)).object();
}

QJsonArray Statement::jsonArray(int column) const
{
    return QJsonDocument::fromJson(blob(column)).array();
}

Database::~Database()
{
    close();
}

static bool openWith(sqlite3 *&db, const QByteArray &name, int flags, QString *error)
{
    const int rc = sqlite3_open_v2(name.constData(), &db, flags, nullptr);
    if (rc == SQLITE_OK)
        return true;
    if (error)
        *error = db ? QString::fromUtf8(sqlite3_errmsg(db)) : QString::fromUtf8(sqlite3_errstr(rc));
    sqlite3_close_v2(db);
    db = nullptr;
    return false;
}

bool Database::open(const QString &file, QString *error)
{
    close();
    if (!openWith(m_db, QFile::encodeName(file), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, error))
        return false;
    m_file = file;
    // Another process (the GUI, a second CLI) may hold the write lock for a moment.
    sqlite3_busy_timeout(m_db, 5000);
    return true;
}

bool Database::openImmutable(const QString &file, QString *error)
{
    close();
    const QByteArray uri = QUrl::fromLocalFile(file).toEncoded() + "?immutable=1";
    if (!openWith(m_db, uri, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, error))
        return false;
    m_file = file;
    return true;
}

void Database::close()
{
    if (m_db)
        sqlite3_close_v2(m_db);
    m_db = nullptr;
}

bool Database::run(const char *sql, QString *error)
{
    if (!m_db) {
        if (error)
            *error = EngineText::english("Store", "the database is not open");
        return false;
    }
    char *msg = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &msg) == SQLITE_OK)
        return true;
    if (error)
        *error = msg ? QString::fromUtf8(msg) : lastError();
    sqlite3_free(msg);
    return false;
}

qint64 Database::scalar(const char *sql, bool *ok)
{
    Statement st(*this, sql);
    const bool row = st.next();
    if (ok)
        *ok = st.error().isEmpty();
    return row ? st.integer(0) : 0;
}

QString Database::scalarText(const char *sql)
{
    Statement st(*this, sql);
    return st.next() ? st.text(0) : QString();
}

QSet<QString> Database::columns(const char *table)
{
    QSet<QString> out;
    Statement st(*this, QByteArray("PRAGMA table_info(\"") + table + "\")");
    while (st.next())
        out.insert(st.text(1));
    return out;
}

QString Database::objectType(const char *name)
{
    // Only tables and views: a trigger may bear the same name as a table.
    Statement st(*this, "SELECT type FROM sqlite_master WHERE name = ?1 COLLATE NOCASE AND type IN ('table', 'view')");
    st.bind(1, QString::fromUtf8(name));
    return st.next() ? st.text(0) : QString();
}

void Database::setTimeLimit(qint64 ms)
{
    m_deadline = ms < 0 ? QDeadlineTimer(QDeadlineTimer::Forever) : QDeadlineTimer(ms);
    if (!m_db)
        return;
    // Asked every 10,000 virtual machine instructions: a few microseconds apart.
    sqlite3_progress_handler(
        m_db, ms < 0 ? 0 : 10000,
        ms < 0 ? nullptr : +[](void *self) { return static_cast<Database *>(self)->m_deadline.hasExpired() ? 1 : 0; }, this);
}

qint64 Database::lastInsertId() const
{
    return sqlite3_last_insert_rowid(m_db);
}
int Database::changes() const
{
    return sqlite3_changes(m_db);
}
QString Database::lastError() const
{
    return QString::fromUtf8(m_db ? sqlite3_errmsg(m_db) : "not open");
}
int Database::lastErrorCode() const
{
    return m_db ? (sqlite3_errcode(m_db) & 0xff) : SQLITE_MISUSE;
}
bool Database::lastErrorIsConstraint() const
{
    return lastErrorCode() == SQLITE_CONSTRAINT;
}
bool Database::inTransaction() const
{
    return m_db && !sqlite3_get_autocommit(m_db);
}

Transaction::Transaction(Database &db)
    : m_db(db)
{
    QString why;
    m_active = m_db.run("BEGIN IMMEDIATE", &why);
    if (m_active)
        return;
    m_error = m_db.lastErrorCode() == SQLITE_BUSY
        ? EngineText::english(
              "Store", "%1 is busy: another process has held its write lock for more than five seconds; nothing was written")
              .arg(m_db.file())
        : EngineText::english("Store", "%1: cannot start a transaction: %2").arg(m_db.file(), why);
}

Transaction::~Transaction()
{
    rollback();
}

void Transaction::rollback()
{
    if (m_active)
        m_db.run("ROLLBACK");
    m_active = false;
}

bool Transaction::commit(QString *error)
{
    if (!m_active) {
        if (error)
            *error = m_error.isEmpty() ? EngineText::english("Store", "no transaction to commit") : m_error;
        return false;
    }
    QString why;
    if (m_db.run("COMMIT", &why)) {
        m_active = false;
        return true;
    }
    m_error = why;
    if (error)
        *error = why;
    return false; // the destructor rolls back
}

} // namespace Lowerscope::Sql
