// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>
#include <QVariant>

#include <optional>

struct sqlite3;
struct sqlite3_stmt;

// A thin RAII layer over SQLite's C API for the workspace. Kept in its own namespace so that it cannot collide
// with the knowledge base's own database code when both are linked into one binary.
namespace Lowerscope::WorkspaceSql {

class Connection;

// One prepared statement. bind() is 1-based as in SQLite; values are bound by their QVariant type
// (null, integer, double, text, blob).
class Statement
{
public:
    Statement(Connection &db, const char *sql);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    Statement &bind(int index, const QVariant &value);
    Statement &bindOptional(int index, std::optional<double> value);
    // Steps once: true while a row is available. Errors are kept in error().
    bool next();
    // Runs to completion; false on an error.
    bool exec();
    qint64 integer(int column) const;
    double real(int column) const;
    std::optional<double> optionalReal(int column) const;
    bool isNull(int column) const;
    QString text(int column) const;
    QString error() const { return m_error; }

private:
    Connection &m_db;
    sqlite3_stmt *m_stmt = nullptr;
    QString m_error;
};

class Connection
{
public:
    Connection() = default;
    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    bool open(const QString &file, QString *error);
    void close();
    bool isOpen() const { return m_db != nullptr; }
    // Runs one or more statements without results; false (and *error) on failure.
    bool run(const char *sql, QString *error = nullptr);
    // The first column of the first row of a query, as an integer (PRAGMAs).
    qint64 scalar(const char *sql);
    qint64 lastInsertId() const;
    QString lastError() const;
    sqlite3 *handle() const { return m_db; }

private:
    sqlite3 *m_db = nullptr;
};

// Commits on commit(), rolls back when destroyed without it: every multi-row write is all or nothing.
class Transaction
{
public:
    explicit Transaction(Connection &db);
    ~Transaction();
    bool commit(QString *error = nullptr);

private:
    Connection &m_db;
    bool m_done = false;
};

} // namespace Lowerscope::WorkspaceSql
