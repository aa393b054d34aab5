// SPDX-License-Identifier: MIT
// Import and export of the knowledge base as JSON that diffs well in git, and seeding from resources.
#include "knowledgebase.h"
#include "patternmatch.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <sqlite3.h>

#include <algorithm>

namespace Lowerscope {

namespace {


QString now() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODate); }

// Accepts an export document ({"patterns": [...], "compiler_knowledge": [...]}), an array of patterns or a
// single pattern object.
bool readDocument(const QByteArray &json, const QString &fileName, QList<Pattern> &patterns, QList<CompilerKnowledge> &knowledge, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        const int line = int(json.left(pe.offset).count('\n')) + 1;
        *error = QStringLiteral("%1:%2: %3").arg(fileName).arg(line).arg(pe.errorString());
        return false;
    }
    QJsonArray pats, ck;
    if (doc.isArray())
        pats = doc.array();
    else if (doc.object().contains(QStringLiteral("id")))
        pats.append(doc.object());
    else if (doc.object().contains(QStringLiteral("patterns")) || doc.object().contains(QStringLiteral("compiler_knowledge"))) {
        pats = doc.object().value(QStringLiteral("patterns")).toArray();
        ck = doc.object().value(QStringLiteral("compiler_knowledge")).toArray();
    } else {
        *error = fileName + QLatin1String(": ") + QCoreApplication::translate("KnowledgeBase", "expected a pattern, an array of patterns or an object with \"patterns\"");
        return false;
    }
    for (const QJsonValue &v : std::as_const(pats)) {
        QString why;
        Pattern p = Pattern::fromJson(v.toObject(), &why);
        if (p.id.isEmpty()) {
            *error = fileName + QLatin1String(": ") + why;
            return false;
        }
        if (const QString bad = detectorError(p); !bad.isEmpty()) {
            *error = fileName + QLatin1String(": ") + bad;
            return false;
        }
        patterns.append(std::move(p));
    }
    for (const QJsonValue &v : std::as_const(ck)) {
        QString why;
        CompilerKnowledge k = CompilerKnowledge::fromJson(v.toObject(), &why);
        if (k.id.isEmpty()) {
            *error = fileName + QLatin1String(": ") + why;
            return false;
        }
        knowledge.append(std::move(k));
    }
    return true;
}

QByteArray compact(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

} // namespace

// A file's pattern is taken as written (version, history, statistics) when its version is newer, or equal with
// the same definition: that restores an export. A changed definition at an older or equal version is a
// curator's edit and becomes the next version.
bool KnowledgeBase::importPattern(const Pattern &incoming, const QString &fileName, ImportReport &report)
{
    const std::optional<Pattern> old = pattern(incoming.id);
    Pattern p = incoming;
    p.version = std::max(1, p.version);
    const bool sameDefinition = old && old->definitionJson() == p.definitionJson();
    if (!old || p.version > old->version || (p.version == old->version && sameDefinition)) {
        if (old && sameDefinition && p.version == old->version && p.history.isEmpty()) {
            ++report.unchanged;
            return true;
        }
        if (p.history.isEmpty())
            p.history.append({p.version, now(), QCoreApplication::translate("KnowledgeBase", "imported from %1").arg(fileName)});
        if (!storePattern(p, !old))
            return false;
        if (old) {
            sqlite3_stmt *st = nullptr;
            sqlite3_prepare_v2(m_db, "DELETE FROM pattern_versions WHERE pattern_id = ?1 AND version > ?2", -1, &st, nullptr);
            const QByteArray id = p.id.toUtf8();
            sqlite3_bind_text(st, 1, id.constData(), int(id.size()), SQLITE_TRANSIENT);
            sqlite3_bind_int(st, 2, p.version);
            sqlite3_step(st);
            sqlite3_finalize(st);
        }
        for (const PatternRevision &r : std::as_const(p.history))
            if (!insertRevision(p.id, r, r.version == p.version ? compact(p.definitionJson()) : QByteArray()))
                return false;
        ++(old ? (sameDefinition ? report.unchanged : report.updated) : report.added);
        return true;
    }
    if (sameDefinition) {
        ++report.unchanged;
        return true;
    }
    Pattern next = p;
    next.version = old->version + 1;
    next.stats = old->stats;
    if (!storePattern(next, false) || !insertRevision(next.id, {next.version, now(), QCoreApplication::translate("KnowledgeBase", "imported from %1").arg(fileName)}, compact(next.definitionJson())))
        return false;
    ++report.updated;
    return true;
}

ImportReport KnowledgeBase::importJson(const QByteArray &json, const QString &fileName, int batch, const std::function<void(int, int)> &progress)
{
    ImportReport report;
    if (!m_db) {
        report.error = QCoreApplication::translate("KnowledgeBase", "the knowledge base is not open");
        return report;
    }
    QList<Pattern> patterns;
    QList<CompilerKnowledge> knowledge;
    if (!readDocument(json, fileName, patterns, knowledge, &report.error))
        return report;
    batch = std::max(1, batch);
    const int total = int(patterns.size());
    for (int start = 0; start < total || (start == 0 && total == 0); start += batch) {
        if (!exec("BEGIN IMMEDIATE")) {
            report.error = m_error;
            return report;
        }
        bool ok = true;
        for (int i = start; ok && i < std::min(total, start + batch); ++i)
            ok = importPattern(patterns.at(i), fileName, report);
        if (start == 0)
            for (const CompilerKnowledge &k : std::as_const(knowledge))
                if (ok && (ok = putCompilerKnowledge(k)))
                    ++report.compilerKnowledge;
        if (!ok || !exec("COMMIT")) {
            report.error = m_error;
            sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
            return report;
        }
        if (progress)
            progress(std::min(total, start + batch), total);
        if (total == 0)
            break;
    }
    return report;
}

QByteArray KnowledgeBase::exportJson() const
{
    QJsonArray pats, ck;
    const QList<Pattern> all = patterns(); // sorted by id
    for (const Pattern &p : all)
        pats.append(p.toJson());
    const QList<CompilerKnowledge> entries = compilerKnowledge(); // sorted by id
    for (const CompilerKnowledge &k : entries)
        ck.append(k.toJson());
    const QJsonObject doc{{QStringLiteral("format"), QStringLiteral("lowerscope-knowledge-base")},
                          {QStringLiteral("schema"), SchemaVersion},
                          {QStringLiteral("patterns"), pats},
                          {QStringLiteral("compiler_knowledge"), ck}};
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

QByteArray KnowledgeBase::seedJson()
{
    QJsonObject doc;
    for (const char *name : {":/kb/patterns.json", ":/kb/compiler-knowledge.json"}) {
        QFile f{QLatin1String(name)};
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject part = QJsonDocument::fromJson(f.readAll()).object();
        for (auto it = part.begin(); it != part.end(); ++it)
            doc.insert(it.key(), it.value());
    }
    return QJsonDocument(doc).toJson(QJsonDocument::Compact);
}

bool KnowledgeBase::seed()
{
    const ImportReport r = importJson(seedJson(), QStringLiteral("resources/kb"));
    if (!r.error.isEmpty())
        return fail(r.error);
    return true;
}

} // namespace Lowerscope
