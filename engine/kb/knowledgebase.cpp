// SPDX-License-Identifier: MIT
// The knowledge base file: opening, migrations, pattern and compiler-knowledge storage (store/ SQLite layer).
#include "knowledgebase.h"

#include "core/enginetext.h"
#include "core/statistics.h"
#include "patternmatch.h"
#include "store/migration.h"
#include "store/sqldatabase.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <algorithm>
#include <cmath>

namespace Lowerscope {

using Sql::Statement;

namespace {

// Append-only: step N brings a database from user_version N-1 to N. Never edit a step once released.
const Sql::Schema &schema()
{
    static const Sql::Schema s { KnowledgeBase::ApplicationId,
        {
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
            // 3: seed versions. kb_meta holds the shipped knowledge's version last merged; seed_entries the text
            // of every shipped entry as last merged, so a later merge can tell an untouched entry from an edit.
            "CREATE TABLE kb_meta ("
            "  key TEXT PRIMARY KEY NOT NULL,"
            "  value TEXT NOT NULL);"
            "CREATE TABLE seed_entries ("
            "  kind TEXT NOT NULL CHECK (kind IN ('pattern', 'compiler_knowledge')),"
            "  id TEXT NOT NULL,"
            "  body TEXT NOT NULL,"
            "  PRIMARY KEY (kind, id));",
        } };
    return s;
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString notOpen()
{
    return EngineText::english("KnowledgeBase", "the knowledge base is not open");
}

Pattern readPattern(const Statement &st)
{
    Pattern p = Pattern::fromJson(QJsonDocument::fromJson(st.blob(2)).object());
    p.id = st.text(0);
    p.version = int(st.integer(1));
    p.stats.tried = int(st.integer(3));
    p.stats.accepted = int(st.integer(4));
    p.stats.medianGain = st.isNull(5) ? std::nan("") : st.real(5);
    return p;
}

} // namespace

KnowledgeBase::KnowledgeBase()
    : m_db(std::make_unique<Sql::Database>())
{
}

KnowledgeBase::~KnowledgeBase()
{
    close();
}

bool KnowledgeBase::isOpen() const
{
    return m_db->isOpen();
}

bool KnowledgeBase::fail(const QString &message) const
{
    m_error = EngineText::join({ m_path, message }, QStringLiteral(": "));
    return false;
}

bool KnowledgeBase::failSql() const
{
    return fail(m_db->lastError());
}

bool KnowledgeBase::migrate(Sql::Database &db, int targetVersion, QString *error)
{
    const Sql::Migration m = Sql::migrate(db, schema(), targetVersion);
    if (!m.ok())
        *error
            = EngineText::english("KnowledgeBase", "migration to schema version %1 failed: %2").arg(targetVersion).arg(m.error);
    return m.ok();
}

bool KnowledgeBase::open(const QString &path, const OpenOptions &options)
{
    close();
    m_path = path;
    m_error.clear();
    m_seed = {};
    QDir().mkpath(QFileInfo(path).absolutePath());
    QString why;
    if (!m_db->open(path, &why)) {
        fail(why);
        close();
        return false;
    }
    const QByteArray seed = !options.seed ? QByteArray() : options.seedJson.isEmpty() ? seedJson() : options.seedJson;
    // Migration and the merge of newer shipped knowledge commit together: a kill -9 during the first open
    // leaves an empty file that the next open seeds, never an empty knowledge base for good.
    const Sql::Migration m = Sql::migrate(
        *m_db, schema(), -1,
        seed.isEmpty() ? std::function<bool(int, QString *)>() : [&](int, QString *error) { return mergeSeed(seed, error); },
        [&] { return seedIsNewer(seed); });
    QString problem;
    switch (m.status) {
    case Sql::Migration::Status::Ok:
        return true;
    case Sql::Migration::Status::NotSqlite:
        problem = EngineText::english("KnowledgeBase", "not a knowledge base: %1").arg(m.error);
        break;
    case Sql::Migration::Status::Foreign:
        problem = EngineText::english("KnowledgeBase", "not a Lowerscope knowledge base (application_id %1)").arg(m.found);
        break;
    case Sql::Migration::Status::Newer:
        problem = EngineText::english("KnowledgeBase",
            "the knowledge base has schema version %1, newer than this build supports (%2); use a newer Lowerscope or another "
            "--kb file")
                      .arg(m.found)
                      .arg(SchemaVersion);
        break;
    case Sql::Migration::Status::Failed:
        problem = m.error.startsWith(m_path + QLatin1String(": ")) ? m.error.mid(m_path.size() + 2) : m.error;
        break;
    }
    fail(problem);
    close();
    return false;
}

void KnowledgeBase::close()
{
    m_db->close();
}

QList<Pattern> KnowledgeBase::patterns() const
{
    QList<Pattern> out;
    if (!isOpen())
        return out;
    QHash<QString, QList<PatternRevision>> history;
    Statement h(*m_db, "SELECT pattern_id, version, changed_at, note FROM pattern_versions ORDER BY pattern_id, version");
    while (h.next())
        history[h.text(0)].append({ int(h.integer(1)), h.text(2), h.text(3) });
    Statement st(*m_db, "SELECT id, version, body, tried, accepted, median_gain FROM patterns ORDER BY id");
    while (st.next()) {
        Pattern p = readPattern(st);
        p.history = history.value(p.id);
        out.append(std::move(p));
    }
    return out;
}

std::optional<Pattern> KnowledgeBase::pattern(const QString &id) const
{
    if (!isOpen())
        return std::nullopt;
    Statement st(*m_db, "SELECT id, version, body, tried, accepted, median_gain FROM patterns WHERE id = ?1");
    st.bind(1, id);
    if (!st.next())
        return std::nullopt;
    Pattern p = readPattern(st);
    Statement h(*m_db, "SELECT version, changed_at, note FROM pattern_versions WHERE pattern_id = ?1 ORDER BY version");
    h.bind(1, id);
    while (h.next())
        p.history.append({ int(h.integer(0)), h.text(1), h.text(2) });
    return p;
}

std::optional<Pattern> KnowledgeBase::patternVersion(const QString &id, int version) const
{
    std::optional<Pattern> current = pattern(id);
    if (!current)
        return std::nullopt;
    Statement st(*m_db, "SELECT body FROM pattern_versions WHERE pattern_id = ?1 AND version = ?2 AND body IS NOT NULL");
    st.bind(1, id).bind(2, version);
    if (!st.next())
        return std::nullopt;
    Pattern p = Pattern::fromJson(QJsonDocument::fromJson(st.blob(0)).object());
    p.version = version;
    p.history = current->history;
    p.stats = current->stats;
    return p;
}

bool KnowledgeBase::insertRevision(const QString &id, const PatternRevision &revision, const QByteArray &body)
{
    Statement st(*m_db,
        "INSERT INTO pattern_versions (pattern_id, version, changed_at, note, body) VALUES (?1, ?2, ?3, ?4, ?5) "
        "ON CONFLICT (pattern_id, version) DO UPDATE SET changed_at = excluded.changed_at, note = excluded.note, "
        "body = coalesce(excluded.body, body)");
    st.bind(1, id).bind(2, revision.version).bind(3, revision.date).bind(4, revision.note);
    if (body.isEmpty())
        st.bindNull(5);
    else
        st.bind(5, body);
    return st.exec() || fail(st.error());
}

// Writes the pattern row as given (version, statistics); history rows are the caller's.
bool KnowledgeBase::storePattern(const Pattern &p, bool insert)
{
    Statement st(*m_db,
        insert ? "INSERT INTO patterns (id, version, body, tried, accepted, median_gain) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
               : "UPDATE patterns SET version = ?2, body = ?3, tried = ?4, accepted = ?5, median_gain = ?6 WHERE id = ?1");
    st.bind(1, p.id).bind(2, p.version).bind(3, compact(p.definitionJson())).bind(4, p.stats.tried).bind(5, p.stats.accepted);
    if (std::isnan(p.stats.medianGain))
        st.bindNull(6);
    else
        st.bind(6, p.stats.medianGain);
    return st.exec() || fail(st.error());
}

bool KnowledgeBase::addPattern(const Pattern &pattern, const QString &note)
{
    if (!isOpen())
        return fail(notOpen());
    if (const QString why = detectorError(pattern); !why.isEmpty())
        return fail(why);
    Sql::Transaction tx(*m_db);
    if (!tx.isActive())
        return fail(tx.error());
    if (this->pattern(pattern.id))
        return fail(EngineText::english("KnowledgeBase", "pattern %1 exists already").arg(pattern.id));
    Pattern p = pattern;
    p.version = 1;
    p.stats = {};
    const PatternRevision rev { 1, now(), note.isEmpty() ? EngineText::english("KnowledgeBase", "added") : note };
    QString why;
    if (storePattern(p, true) && insertRevision(p.id, rev, compact(p.definitionJson())))
        return tx.commit(&why) || fail(why);
    return false;
}

bool KnowledgeBase::updatePattern(const Pattern &pattern, const QString &note)
{
    if (!isOpen())
        return fail(notOpen());
    if (const QString why = detectorError(pattern); !why.isEmpty())
        return fail(why);
    Sql::Transaction tx(*m_db);
    if (!tx.isActive())
        return fail(tx.error());
    const std::optional<Pattern> old = this->pattern(pattern.id);
    if (!old)
        return fail(EngineText::english("KnowledgeBase", "no pattern %1").arg(pattern.id));
    if (old->definitionJson() == pattern.definitionJson())
        return true;
    Pattern p = pattern;
    p.version = old->version + 1;
    p.stats = old->stats;
    const PatternRevision rev { p.version, now(), note.isEmpty() ? EngineText::english("KnowledgeBase", "edited") : note };
    QString why;
    if (storePattern(p, false) && insertRevision(p.id, rev, compact(p.definitionJson())))
        return tx.commit(&why) || fail(why);
    return false;
}

bool KnowledgeBase::revertPattern(const QString &id, int version, const QString &note)
{
    if (!isOpen())
        return fail(notOpen());
    std::optional<Pattern> old = patternVersion(id, version);
    if (!old)
        return fail(EngineText::english("KnowledgeBase", "pattern %1 has no stored version %2").arg(id).arg(version));
    return updatePattern(
        *old, note.isEmpty() ? EngineText::english("KnowledgeBase", "reverted to version %1").arg(version) : note);
}

bool KnowledgeBase::removePattern(const QString &id)
{
    if (!isOpen())
        return fail(notOpen());
    Statement st(*m_db, "DELETE FROM patterns WHERE id = ?1");
    st.bind(1, id);
    if (!st.exec())
        return fail(st.error());
    return m_db->changes() > 0 || fail(EngineText::english("KnowledgeBase", "no pattern %1").arg(id));
}

bool KnowledgeBase::recordOutcome(const QString &patternId, bool accepted, double gain)
{
    if (!isOpen())
        return fail(notOpen());
    Sql::Transaction tx(*m_db);
    if (!tx.isActive())
        return fail(tx.error());
    const QString missing = EngineText::english("KnowledgeBase", "no pattern %1").arg(patternId);
    Statement ins(*m_db, "INSERT INTO pattern_outcomes (pattern_id, accepted, gain, recorded_at) VALUES (?1, ?2, ?3, ?4)");
    ins.bind(1, patternId).bind(2, accepted ? 1 : 0).bind(3, gain).bind(4, now());
    if (!ins.exec())
        return fail(m_db->lastErrorIsConstraint() ? missing : ins.error()); // a foreign key: no such pattern
    QList<double> gains;
    Statement sel(
        *m_db, "SELECT gain FROM pattern_outcomes WHERE pattern_id = ?1 AND accepted = 1 AND gain IS NOT NULL ORDER BY gain");
    sel.bind(1, patternId);
    while (sel.next())
        gains.append(sel.real(0));
    Statement upd(*m_db,
        "UPDATE patterns SET tried = tried + 1, accepted = accepted + ?2, "
        "median_gain = coalesce(?3, median_gain) WHERE id = ?1");
    upd.bind(1, patternId).bind(2, accepted ? 1 : 0);
    if (const std::optional<double> m = median(gains))
        upd.bind(3, *m);
    else
        upd.bindNull(3);
    if (!upd.exec())
        return fail(upd.error());
    if (m_db->changes() != 1)
        return fail(missing);
    QString why;
    return tx.commit(&why) || fail(why);
}

QList<CompilerKnowledge> KnowledgeBase::compilerKnowledge() const
{
    QList<CompilerKnowledge> out;
    if (!isOpen())
        return out;
    Statement st(*m_db, "SELECT body FROM compiler_knowledge ORDER BY id");
    while (st.next())
        out.append(CompilerKnowledge::fromJson(QJsonDocument::fromJson(st.blob(0)).object()));
    return out;
}

bool KnowledgeBase::putCompilerKnowledge(const CompilerKnowledge &entry)
{
    if (!isOpen())
        return fail(notOpen());
    Statement st(*m_db, "INSERT OR REPLACE INTO compiler_knowledge (id, backend, body) VALUES (?1, ?2, ?3)");
    st.bind(1, entry.id).bind(2, entry.backend).bind(3, compact(entry.toJson()));
    return st.exec() || fail(st.error());
}

bool KnowledgeBase::removeCompilerKnowledge(const QString &id)
{
    if (!isOpen())
        return fail(notOpen());
    Statement st(*m_db, "DELETE FROM compiler_knowledge WHERE id = ?1");
    st.bind(1, id);
    return (st.exec() && m_db->changes() > 0)
        || fail(EngineText::english("KnowledgeBase", "no compiler-knowledge entry %1").arg(id));
}

} // namespace Lowerscope
