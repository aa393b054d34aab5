// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

#include <sqlite3.h>

namespace Lowerscope::Internal {

// A prepared statement that finalizes itself; text is bound and read as UTF-8.
class SqlStatement
{
public:
    SqlStatement(sqlite3 *db, const char *sql) { sqlite3_prepare_v2(db, sql, -1, &m_st, nullptr); }
    ~SqlStatement() { sqlite3_finalize(m_st); }
    SqlStatement(const SqlStatement &) = delete;
    SqlStatement &operator=(const SqlStatement &) = delete;

    bool isValid() const { return m_st != nullptr; }
    int step() { return m_st ? sqlite3_step(m_st) : SQLITE_ERROR; }
    void reset() { sqlite3_reset(m_st); }
    void bind(int i, const QString &v) { bind(i, v.toUtf8()); }
    void bind(int i, const QByteArray &v) { sqlite3_bind_text(m_st, i, v.constData(), int(v.size()), SQLITE_TRANSIENT); }
    void bind(int i, int v) { sqlite3_bind_int(m_st, i, v); }
    void bind(int i, double v) { sqlite3_bind_double(m_st, i, v); }
    void bindNull(int i) { sqlite3_bind_null(m_st, i); }
    int columnInt(int i) const { return sqlite3_column_int(m_st, i); }
    double columnDouble(int i) const { return sqlite3_column_double(m_st, i); }
    bool isNull(int i) const { return sqlite3_column_type(m_st, i) == SQLITE_NULL; }
    QByteArray columnBlob(int i) const
    {
        const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_st, i));
        return QByteArray(p, sqlite3_column_bytes(m_st, i));
    }
    QString columnText(int i) const { return QString::fromUtf8(columnBlob(i)); }

private:
    sqlite3_stmt *m_st = nullptr;
};

} // namespace Lowerscope::Internal
