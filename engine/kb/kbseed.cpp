// SPDX-License-Identifier: MIT
// Shipped knowledge (resources/kb) reaching existing knowledge bases: seed versions and the merge that keeps
// the user's own and edited entries (docs/knowledge-base.md, "Seed versions").
#include "core/enginetext.h"
#include "knowledgebase.h"
#include "store/sqldatabase.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>

namespace Lowerscope {

namespace {

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray fingerprint(const QByteArray &json)
{
    return QCryptographicHash::hash(json, QCryptographicHash::Sha256).toHex().left(16);
}

constexpr const char *PatternKind = "pattern";
constexpr const char *KnowledgeKind = "compiler_knowledge";

} // namespace

QByteArray KnowledgeBase::seedJson()
{
    // The resources never change while the program runs: read and join them once.
    static const QByteArray joined = [] {
        QJsonObject doc;
        for (const char *name : { ":/kb/patterns.json", ":/kb/compiler-knowledge.json" }) {
            QFile f { QLatin1String(name) };
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QJsonObject part = QJsonDocument::fromJson(f.readAll()).object();
            for (auto it = part.begin(); it != part.end(); ++it)
                doc.insert(it.key(), it.value());
        }
        return QJsonDocument(doc).toJson(QJsonDocument::Compact);
    }();
    return joined;
}

int KnowledgeBase::seedVersion(const QByteArray &seedJson)
{
    if (seedJson == KnowledgeBase::seedJson()) {
        static const int shipped = QJsonDocument::fromJson(seedJson).object().value(QLatin1String("seed_version")).toInt(1);
        return shipped;
    }
    return QJsonDocument::fromJson(seedJson).object().value(QLatin1String("seed_version")).toInt(1);
}

// Newer: a higher seed version, or the same version with other text (a shipped change whose version was not
// raised still arrives). An older build's lower version never rolls a file back.
bool KnowledgeBase::seedIsNewer(const QByteArray &json) const
{
    Sql::Statement st(*m_db,
        "SELECT (SELECT value FROM kb_meta WHERE key = 'seed_version'), (SELECT value FROM kb_meta WHERE key = 'seed_hash')");
    if (!st.next())
        return true;
    const int stored = st.text(0).toInt();
    const int shipped = seedVersion(json);
    return shipped > stored || (shipped == stored && st.text(1).toUtf8() != fingerprint(json));
}

std::optional<QByteArray> KnowledgeBase::seededBody(const char *kind, const QString &id) const
{
    Sql::Statement st(*m_db, "SELECT body FROM seed_entries WHERE kind = ?1 AND id = ?2");
    st.bind(1, QByteArray(kind)).bind(2, id);
    return st.next() ? std::optional<QByteArray>(st.blob(0)) : std::nullopt;
}

bool KnowledgeBase::recordSeeded(const char *kind, const QString &id, const QByteArray &body)
{
    Sql::Statement st(*m_db, "INSERT OR REPLACE INTO seed_entries (kind, id, body) VALUES (?1, ?2, ?3)");
    return st.bind(1, QByteArray(kind)).bind(2, id).bind(3, body).exec() || fail(st.error());
}

// A shipped pattern: new ones are added, except one the user removed; one the user has not changed since it
// was last merged (or, in a file from before seed versions, one still at version 1) takes the shipped text as
// its next version, statistics kept; an edited one stays as the user has it.
bool KnowledgeBase::mergeSeedPattern(const Pattern &shipped, bool legacy, int seed)
{
    const QByteArray body = compact(shipped.definitionJson());
    const std::optional<QByteArray> seeded = seededBody(PatternKind, shipped.id);
    const std::optional<Pattern> current = pattern(shipped.id);
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    if (!current) {
        if (seeded) {
            ++m_seed.kept; // removed by the user
        } else {
            Pattern p = shipped;
            p.version = 1;
            p.stats = {};
            const QString note = EngineText::english("KnowledgeBase", "shipped knowledge, seed version %1").arg(seed);
            if (!storePattern(p, true) || !insertRevision(p.id, { 1, now, note }, body))
                return false;
            ++m_seed.added;
        }
    } else if (const QByteArray mine = compact(current->definitionJson()); mine != body) {
        const bool untouched = seeded ? mine == *seeded : legacy && current->version == 1;
        if (untouched) {
            Pattern p = shipped;
            p.version = current->version + 1;
            p.stats = current->stats;
            const QString note
                = EngineText::english("KnowledgeBase", "updated from shipped knowledge, seed version %1").arg(seed);
            if (!storePattern(p, false) || !insertRevision(p.id, { p.version, now, note }, body))
                return false;
            ++m_seed.updated;
        } else {
            ++m_seed.kept;
        }
    }
    return recordSeeded(PatternKind, shipped.id, body);
}

// Compiler knowledge has no history: an entry is replaced when the user has not changed it since the last
// merge. In a file from before seed versions every entry under a shipped id is taken as shipped.
bool KnowledgeBase::mergeSeedKnowledge(const CompilerKnowledge &shipped, bool legacy)
{
    const QByteArray body = compact(shipped.toJson());
    const std::optional<QByteArray> seeded = seededBody(KnowledgeKind, shipped.id);
    Sql::Statement st(*m_db, "SELECT body FROM compiler_knowledge WHERE id = ?1");
    st.bind(1, shipped.id);
    const std::optional<QByteArray> current = st.next() ? std::optional<QByteArray>(st.blob(0)) : std::nullopt;
    const bool untouched = current && (seeded ? *current == *seeded : legacy);
    if (current && *current == body) {
        // already the shipped text
    } else if ((!current && !seeded) || (current && untouched)) {
        if (!putCompilerKnowledge(shipped))
            return false;
        ++(current ? m_seed.updated : m_seed.added);
    } else {
        ++m_seed.kept;
    }
    return recordSeeded(KnowledgeKind, shipped.id, body);
}

// Runs inside open()'s write transaction, after the migrations; reads the stored seed version itself.
bool KnowledgeBase::mergeSeed(const QByteArray &json, QString *error)
{
    if (!seedIsNewer(json))
        return true;
    QList<Pattern> patterns;
    QList<CompilerKnowledge> knowledge;
    if (!readKnowledgeDocument(json, QStringLiteral("resources/kb"), patterns, knowledge, error))
        return false;
    const int stored
        = int(m_db->scalar("SELECT coalesce((SELECT CAST(value AS INTEGER) FROM kb_meta WHERE key = 'seed_version'), 0)"));
    const bool legacy
        = stored == 0 && m_db->scalar("SELECT (SELECT count(*) FROM patterns) + (SELECT count(*) FROM compiler_knowledge)") > 0;
    m_seed = {};
    m_seed.fromVersion = stored;
    m_seed.toVersion = seedVersion(json);
    for (const Pattern &p : std::as_const(patterns))
        if (!mergeSeedPattern(p, legacy, m_seed.toVersion)) {
            *error = m_error;
            return false;
        }
    for (const CompilerKnowledge &k : std::as_const(knowledge))
        if (!mergeSeedKnowledge(k, legacy)) {
            *error = m_error;
            return false;
        }
    Sql::Statement meta(*m_db, "INSERT OR REPLACE INTO kb_meta (key, value) VALUES ('seed_version', ?1), ('seed_hash', ?2)");
    if (!meta.bind(1, QString::number(m_seed.toVersion)).bind(2, fingerprint(json)).exec()) {
        *error = meta.error();
        return false;
    }
    m_seed.applied = true;
    return true;
}

} // namespace Lowerscope
