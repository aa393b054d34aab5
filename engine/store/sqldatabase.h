// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QVariant>
#include <initializer_list>
#include <optional>

struct sqlite3;
struct sqlite3_stmt;

// The one SQLite layer of the engine: the knowledge base, the workspace and the msprof reader all go through
// it, and nothing else calls sqlite3_prepare. Text is bound and read as UTF-8.
namespace Lowerscope::Sql {

class Database;

// One prepared statement. bind() is 1-based as in SQLite. A statement that failed to prepare, bind or step
// keeps the first error in error(); later calls do nothing.
class Statement {
public:
    Statement(Database &db, const char *sql);
    Statement(Database &db, const QByteArray &sql)
        : Statement(db, sql.constData())
    {
    }
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool isValid() const { return m_stmt != nullptr; }
    // By QVariant type: null, bool and integers, double, anything else as text.
    Statement &bind(int index, const QVariant &value);
    Statement &bind(int index, const QString &value);
    Statement &bind(int index, const QByteArray &utf8);
    Statement &bind(int index, const char *) = delete; // say whether it is text (QString) or bytes
    Statement &bind(int index, int value) { return bind(index, qint64(value)); }
    Statement &bind(int index, qint64 value);
    Statement &bind(int index, double value);
    Statement &bindNull(int index);
    Statement &bindOptional(int index, std::optional<double> value);
    // Steps once: true while a row is available. Errors are kept in error().
    bool next();
    // Runs to completion; false on an error.
    bool exec();
    void reset();

    qint64 integer(int column) const;
    double real(int column) const;
    std::optional<double> optionalReal(int column) const;
    bool isNull(int column) const;
    QString text(int column) const;
    QByteArray blob(int column) const;
    // A column that holds JSON text: {} or [] when it is null or not of that kind.
    QJsonObject jsonObject(int column) const;
    QJsonArray jsonArray(int column) const;
    // A row read into a struct: columns FIRST, FIRST + 1, ... as text into FIELDS of TARGET, in that order.
    template<class T> void texts(T &target, int first, std::initializer_list<QString T::*> fields) const
    {
        for (QString T::*field : fields)
            target.*field = text(first++);
    }
    QString error() const { return m_error; }

private:
    void keepError();
    Database &m_db;
    sqlite3_stmt *m_stmt = nullptr;
    QString m_error;
};

class Database {
public:
    Database() = default;
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // Opens or creates FILE for reading and writing, waiting up to five seconds for another process's lock.
    bool open(const QString &file, QString *error);
    // Opens FILE read-only and immutable: a capture's -wal/-shm files are never created or touched.
    bool openImmutable(const QString &file, QString *error);
    void close();
    bool isOpen() const { return m_db != nullptr; }
    QString file() const { return m_file; }
    // Runs one or more statements without results; false (and *error) on failure.
    bool run(const char *sql, QString *error = nullptr);
    // The first column of the first row of a query, as an integer (PRAGMAs); 0 without a row.
    qint64 scalar(const char *sql, bool *ok = nullptr);
    QString scalarText(const char *sql);
    // The column names of TABLE (empty when it does not exist).
    QSet<QString> columns(const char *table);
    qint64 lastInsertId() const;
    // Rows changed by the last INSERT, UPDATE or DELETE.
    int changes() const;
    // Whether NAME is a "table" or a "view" in the schema; empty when it is neither.
    QString objectType(const char *name);
    // From now on, any statement of this connection still running when MS milliseconds have passed stops with
    // SQLITE_INTERRUPT (its error says "interrupted"): for files from elsewhere (an msprof database), whose
    // queries must end whatever the file holds. A negative MS removes the limit.
    void setTimeLimit(qint64 ms);
    bool timeLimitPassed() const { return m_deadline.hasExpired(); }
    QString lastError() const;
    // SQLite's primary result code of the last call (SQLITE_BUSY, SQLITE_CONSTRAINT, ...).
    int lastErrorCode() const;
    bool lastErrorIsConstraint() const;
    bool inTransaction() const;

private:
    friend class Statement;
    sqlite3 *m_db = nullptr;
    QString m_file;
    QDeadlineTimer m_deadline = QDeadlineTimer::Forever;
};

// BEGIN IMMEDIATE on construction. When that fails (another writer holds the lock past the busy timeout)
// isActive() is false, error() says so, and commit() fails: the caller must not write, because its writes
// would otherwise each commit on their own. Rolls back when destroyed without a commit.
class Transaction {
public:
    explicit Transaction(Database &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool isActive() const { return m_active; }
    QString error() const { return m_error; }
    bool commit(QString *error = nullptr);
    void rollback();

private:
    Database &m_db;
    bool m_active = false;
    QString m_error;
};

} // namespace Lowerscope::Sql
