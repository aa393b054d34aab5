// SPDX-License-Identifier: MIT
// The knowledge base file: opening, migrations, pattern and compiler-knowledge storage (SQLite C API).
#include "knowledgebase.h"
#include "patternmatch.h"
#include "sqlstatement.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

#include <sqlite3.h>

#include <algorithm>

namespace Lowerscope {

using Internal::SqlStatement;

namespace {


// Append-only: step N brings a database from user_version N-1 to N. Never edit a step once released.
const char *const migrationSteps[] = {
    // 1: patterns with their current definition and statistics, version history, compiler knowledge.
    "CREATE TABLE patterns ("
    "  id TEXT PRIMARY KEY NOT NULL,"
    "  version INTEGER NOT NULL DEFAULT 1,"
    "  body TEXT NOT NULL,"
    "  tried INTEGER NOT NULL DEFAULT 0,"
    "  accepted INTEGER NOT NULL DEFAULT 0,"
    "  median_gain REAL);"
    "CREATE TABLE pattern_versions ("
    "  pattern_id TEXT NOT NULL REFERENCES patterns(id) ON DELETE CASCADE,"
    "  version INTEGER NOT NULL,"
    "  changed_at TEXT NOT NULL,"
    "  note TEXT NOT NULL DEFAULT '',"
    "  body TEXT,"
    "  PRIMARY KEY (pattern_id, version));"
    "CREATE TABLE compiler_knowledge ("
    "  id TEXT PRIMARY KEY NOT NULL,"
    "  backend TEXT NOT NULL,"
    "  body TEXT NOT NULL);",
    // 2: one row per validated round, so the median gain can be recomputed as rounds come in.
    "CREATE TABLE pattern_outcomes ("
    "  id INTEGER PRIMARY KEY,"
    "  pattern_id TEXT NOT NULL REFERENCES patterns(id) ON DELETE CASCADE,"
    "  accepted INTEGER NOT NULL,"
    "  gain REAL,"
    "  recorded_at TEXT NOT NULL);"
    "CREATE INDEX pattern_outcomes_by_pattern ON pattern_outcomes(pattern_id);",
};
static_assert(std::size(migrationSteps) == KnowledgeBase::SchemaVersion, "one migration step per schema version");

int pragmaInt(sqlite3 *db, const char *pragma, bool *ok)
{
    SqlStatement st(db, pragma);
    *ok = st.isValid() && st.step() == SQLITE_ROW;
    return *ok ? st.columnInt(0) : 0;
}

QString now() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODate); }

QByteArray compact(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

} // namespace

KnowledgeBase::KnowledgeBase() = default;
KnowledgeBase::~KnowledgeBase() { close(); }

bool KnowledgeBase::fail(const QString &message) const
{
    m_error = m_path + QLatin1String(": ") + message;
    return false;
}

bool KnowledgeBase::exec(const char *sql) const
{
    char *msg = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &msg) == SQLITE_OK)
        return true;
    const QString text = QString::fromUtf8(msg ? msg : sqlite3_errmsg(m_db));
    sqlite3_free(msg);
    return fail(text);
}

bool KnowledgeBase::migrate(sqlite3 *db, int targetVersion, QString *error)
{
    bool ok = false;
    const int current = pragmaInt(db, "PRAGMA user_version", &ok);
    if (!ok) {
        *error = QString::fromUtf8(sqlite3_errmsg(db));
        return false;
    }
    for (int v = current + 1; v <= targetVersion && v <= SchemaVersion; ++v) {
        const QByteArray sql = QByteArray("BEGIN IMMEDIATE;") + migrationSteps[v - 1] + "PRAGMA user_version = " + QByteArray::number(v) + ";COMMIT;";
        char *msg = nullptr;
        if (sqlite3_exec(db, sql.constData(), nullptr, nullptr, &msg) != SQLITE_OK) {
            *error = QCoreApplication::translate("KnowledgeBase", "migration to schema version %1 failed: %2").arg(v).arg(QString::fromUtf8(msg ? msg : sqlite3_errmsg(db)));
            sqlite3_free(msg);
            sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
            return false;
        }
    }
    return true;
}

bool KnowledgeBase::open(const QString &path, const OpenOptions &options)
{
    close();
    m_path = path;
    m_error.clear();
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
        fail(QString::fromUtf8(sqlite3_errmsg(m_db)));
        close();
        return false;
    }
    sqlite3_busy_timeout(m_db, 5000);
    bool ok = false;
    const int appId = pragmaInt(m_db, "PRAGMA application_id", &ok);
    const int version = ok ? pragmaInt(m_db, "PRAGMA user_version", &ok) : 0;
    QString problem;
    if (!ok)
        problem = QCoreApplication::translate("KnowledgeBase", "not a knowledge base: %1").arg(QString::fromUtf8(sqlite3_errmsg(m_db)));
    else if (appId != 0 && appId != ApplicationId)
        problem = QCoreApplication::translate("KnowledgeBase", "not a Lowerscope knowledge base (application_id %1)").arg(appId);
    else if (version > SchemaVersion)
        problem = QCoreApplication::translate("KnowledgeBase", "the knowledge base has schema version %1, newer than this build supports (%2); use a newer Lowerscope or another --kb file")
                      .arg(version)
                      .arg(SchemaVersion);
    if (!problem.isEmpty()) {
        fail(problem);
        close();
        return false;
    }
    // WAL keeps readers going while a round writes, and a killed writer leaves the last commit intact.
    const QByteArray setup = "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON; PRAGMA application_id="
        + QByteArray::number(ApplicationId) + ';';
    if (!exec(setup.constData()) || !migrate(m_db, SchemaVersion, &problem)) {
        if (!problem.isEmpty())
            fail(problem);
        close();
        return false;
    }
    if (version == 0 && options.seed && !seed()) {
        close();
        return false;
    }
    return true;
}

void KnowledgeBase::close()
{
    if (m_db)
        sqlite3_close_v2(m_db);
    m_db = nullptr;
}

QList<Pattern> KnowledgeBase::patterns() const
{
    QList<Pattern> out;
    if (!m_db)
        return out;
    QHash<QString, QList<PatternRevision>> history;
    SqlStatement h(m_db, "SELECT pattern_id, version, changed_at, note FROM pattern_versions ORDER BY pattern_id, version");
    while (h.step() == SQLITE_ROW)
        history[h.columnText(0)].append({h.columnInt(1), h.columnText(2), h.columnText(3)});
    SqlStatement st(m_db, "SELECT id, version, body, tried, accepted, median_gain FROM patterns ORDER BY id");
    while (st.step() == SQLITE_ROW) {
        Pattern p = Pattern::fromJson(QJsonDocument::fromJson(st.columnBlob(2)).object());
        p.id = st.columnText(0);
        p.version = st.columnInt(1);
        p.stats.tried = st.columnInt(3);
        p.stats.accepted = st.columnInt(4);
        p.stats.medianGain = st.isNull(5) ? std::nan("") : st.columnDouble(5);
        p.history = history.value(p.id);
        out.append(std::move(p));
    }
    return out;
}

std::optional<Pattern> KnowledgeBase::pattern(const QString &id) const
{
    if (!m_db)
        return std::nullopt;
    SqlStatement st(m_db, "SELECT id, version, body, tried, accepted, median_gain FROM patterns WHERE id = ?1");
    st.bind(1, id);
    if (st.step() != SQLITE_ROW)
        return std::nullopt;
    Pattern p = Pattern::fromJson(QJsonDocument::fromJson(st.columnBlob(2)).object());
    p.id = st.columnText(0);
    p.version = st.columnInt(1);
    p.stats.tried = st.columnInt(3);
    p.stats.accepted = st.columnInt(4);
    p.stats.medianGain = st.isNull(5) ? std::nan("") : st.columnDouble(5);
    SqlStatement h(m_db, "SELECT version, changed_at, note FROM pattern_versions WHERE pattern_id = ?1 ORDER BY version");
    h.bind(1, id);
    while (h.step() == SQLITE_ROW)
        p.history.append({h.columnInt(0), h.columnText(1), h.columnText(2)});
    return p;
}

std::optional<Pattern> KnowledgeBase::patternVersion(const QString &id, int version) const
{
    std::optional<Pattern> current = pattern(id);
    if (!current)
        return std::nullopt;
    SqlStatement st(m_db, "SELECT body FROM pattern_versions WHERE pattern_id = ?1 AND version = ?2 AND body IS NOT NULL");
    st.bind(1, id);
    st.bind(2, version);
    if (st.step() != SQLITE_ROW)
        return std::nullopt;
    Pattern p = Pattern::fromJson(QJsonDocument::fromJson(st.columnBlob(0)).object());
    p.version = version;
    p.history = current->history;
    p.stats = current->stats;
    return p;
}

bool KnowledgeBase::insertRevision(const QString &id, const PatternRevision &revision, const QByteArray &body)
{
    SqlStatement st(m_db, "INSERT INTO pattern_versions (pattern_id, version, changed_at, note, body) VALUES (?1, ?2, ?3, ?4, ?5) "
                          "ON CONFLICT (pattern_id, version) DO UPDATE SET changed_at = excluded.changed_at, note = excluded.note, "
                          "body = coalesce(excluded.body, body)");
    st.bind(1, id);
    st.bind(2, revision.version);
    st.bind(3, revision.date);
    st.bind(4, revision.note);
    if (body.isEmpty())
        st.bindNull(5);
    else
        st.bind(5, body);
    return st.step() == SQLITE_DONE || fail(QString::fromUtf8(sqlite3_errmsg(m_db)));
}

// Writes the pattern row as given (version, statistics); history rows are the caller's.
bool KnowledgeBase::storePattern(const Pattern &p, bool insert)
{
    SqlStatement st(m_db, insert ? "INSERT INTO patterns (id, version, body, tried, accepted, median_gain) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
                                 : "UPDATE patterns SET version = ?2, body = ?3, tried = ?4, accepted = ?5, median_gain = ?6 WHERE id = ?1");
    st.bind(1, p.id);
    st.bind(2, p.version);
    st.bind(3, compact(p.definitionJson()));
    st.bind(4, p.stats.tried);
    st.bind(5, p.stats.accepted);
    if (std::isnan(p.stats.medianGain))
        st.bindNull(6);
    else
        st.bind(6, p.stats.medianGain);
    return st.step() == SQLITE_DONE || fail(QString::fromUtf8(sqlite3_errmsg(m_db)));
}

bool KnowledgeBase::addPattern(const Pattern &pattern, const QString &note)
{
    if (!m_db)
        return fail(QCoreApplication::translate("KnowledgeBase", "the knowledge base is not open"));
    if (const QString why = detectorError(pattern); !why.isEmpty())
        return fail(why);
    if (this->pattern(pattern.id))
        return fail(QCoreApplication::translate("KnowledgeBase", "pattern %1 exists already").arg(pattern.id));
    Pattern p = pattern;
    p.version = 1;
    p.stats = {};
    const PatternRevision rev{1, now(), note.isEmpty() ? QCoreApplication::translate("KnowledgeBase", "added") : note};
    if (!exec("BEGIN IMMEDIATE"))
        return false;
    if (storePattern(p, true) && insertRevision(p.id, rev, compact(p.definitionJson())) && exec("COMMIT"))
        return true;
    sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
    return false;
}

bool KnowledgeBase::updatePattern(const Pattern &pattern, const QString &note)
{
    if (!m_db)
        return fail(QCoreApplication::translate("KnowledgeBase", "the knowledge base is not open"));
    if (const QString why = detectorError(pattern); !why.isEmpty())
        return fail(why);
    const std::optional<Pattern> old = this->pattern(pattern.id);
    if (!old)
        return fail(QCoreApplication::translate("KnowledgeBase", "no pattern %1").arg(pattern.id));
    if (old->definitionJson() == pattern.definitionJson())
        return true;
    Pattern p = pattern;
    p.version = old->version + 1;
    p.stats = old->stats;
    const PatternRevision rev{p.version, now(), note.isEmpty() ? QCoreApplication::translate("KnowledgeBase", "edited") : note};
    if (!exec("BEGIN IMMEDIATE"))
        return false;
    if (storePattern(p, false) && insertRevision(p.id, rev, compact(p.definitionJson())) && exec("COMMIT"))
        return true;
    sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
    return false;
}

bool KnowledgeBase::removePattern(const QString &id)
{
    if (!m_db)
        return fail(QCoreApplication::translate("KnowledgeBase", "the knowledge base is not open"));
    SqlStatement st(m_db, "DELETE FROM patterns WHERE id = ?1");
    st.bind(1, id);
    if (st.step() != SQLITE_DONE)
        return fail(QString::fromUtf8(sqlite3_errmsg(m_db)));
    return sqlite3_changes(m_db) > 0 || fail(QCoreApplication::translate("KnowledgeBase", "no pattern %1").arg(id));
}

bool KnowledgeBase::recordOutcome(const QString &patternId, bool accepted, double gain)
{
    if (!m_db)
        return fail(QCoreApplication::translate("KnowledgeBase", "the knowledge base is not open"));
    if (!exec("BEGIN IMMEDIATE"))
        return false;
    SqlStatement ins(m_db, "INSERT INTO pattern_outcomes (pattern_id, accepted, gain, recorded_at) VALUES (?1, ?2, ?3, ?4)");
    ins.bind(1, patternId);
    ins.bind(2, accepted ? 1 : 0);
    ins.bind(3, gain);
    ins.bind(4, now());
    bool ok = ins.step() == SQLITE_DONE;
    QList<double> gains;
    SqlStatement sel(m_db, "SELECT gain FROM pattern_outcomes WHERE pattern_id = ?1 AND accepted = 1 AND gain IS NOT NULL ORDER BY gain");
    sel.bind(1, patternId);
    while (ok && sel.step() == SQLITE_ROW)
        gains.append(sel.columnDouble(0));
    SqlStatement upd(m_db, "UPDATE patterns SET tried = tried + 1, accepted = accepted + ?2, "
                           "median_gain = coalesce(?3, median_gain) WHERE id = ?1");
    upd.bind(1, patternId);
    upd.bind(2, accepted ? 1 : 0);
    const qsizetype n = gains.size();
    if (n == 0)
        upd.bindNull(3);
    else
        upd.bind(3, n % 2 ? gains.at(n / 2) : (gains.at(n / 2 - 1) + gains.at(n / 2)) / 2);
    const bool constraint = !ok && sqlite3_errcode(m_db) == SQLITE_CONSTRAINT; // no such pattern (foreign key)
    ok = ok && upd.step() == SQLITE_DONE && sqlite3_changes(m_db) == 1;
    if (ok && exec("COMMIT"))
        return true;
    const QString why = constraint || (ok == false && sqlite3_changes(m_db) == 0) ? QCoreApplication::translate("KnowledgeBase", "no pattern %1").arg(patternId) : QString::fromUtf8(sqlite3_errmsg(m_db));
    sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
    return fail(why);
}

QList<CompilerKnowledge> KnowledgeBase::compilerKnowledge() const
{
    QList<CompilerKnowledge> out;
    if (!m_db)
        return out;
    SqlStatement st(m_db, "SELECT body FROM compiler_knowledge ORDER BY id");
    while (st.step() == SQLITE_ROW)
        out.append(CompilerKnowledge::fromJson(QJsonDocument::fromJson(st.columnBlob(0)).object()));
    return out;
}

bool KnowledgeBase::putCompilerKnowledge(const CompilerKnowledge &entry)
{
    if (!m_db)
        return fail(QCoreApplication::translate("KnowledgeBase", "the knowledge base is not open"));
    SqlStatement st(m_db, "INSERT OR REPLACE INTO compiler_knowledge (id, backend, body) VALUES (?1, ?2, ?3)");
    st.bind(1, entry.id);
    st.bind(2, entry.backend);
    st.bind(3, compact(entry.toJson()));
    return st.step() == SQLITE_DONE || fail(QString::fromUtf8(sqlite3_errmsg(m_db)));
}

bool KnowledgeBase::removeCompilerKnowledge(const QString &id)
{
    if (!m_db)
        return fail(QCoreApplication::translate("KnowledgeBase", "the knowledge base is not open"));
    SqlStatement st(m_db, "DELETE FROM compiler_knowledge WHERE id = ?1");
    st.bind(1, id);
    return (st.step() == SQLITE_DONE && sqlite3_changes(m_db) > 0) || fail(QCoreApplication::translate("KnowledgeBase", "no compiler-knowledge entry %1").arg(id));
}

} // namespace Lowerscope
