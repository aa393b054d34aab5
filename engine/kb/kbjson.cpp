// SPDX-License-Identifier: MIT
// Import and export of the knowledge base as JSON that diffs well in git, and seeding from resources.
#include "core/enginetext.h"
#include "knowledgebase.h"
#include "patternmatch.h"
#include "store/sqldatabase.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace Lowerscope {

namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

// Accepts an export document ({"patterns": [...], "compiler_knowledge": [...]}), an array of patterns or a
// single pattern object.
bool readKnowledgeDocument(const QByteArray &json, const QString &fileName, QList<Pattern> &patterns,
    QList<CompilerKnowledge> &knowledge, QString *error)
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
        *error = EngineText::join(
            { fileName,
                EngineText::english("KnowledgeBase", "expected a pattern, an array of patterns or an object with \"patterns\"") },
            QStringLiteral(": "));
        return false;
    }
    for (const QJsonValue &v : std::as_const(pats)) {
        QString why;
        Pattern p = Pattern::fromJson(v.toObject(), &why);
        if (p.id.isEmpty()) {
            *error = EngineText::join({ fileName, why }, QStringLiteral(": "));
            return false;
        }
        if (const QString bad = detectorError(p); !bad.isEmpty()) {
            *error = EngineText::join({ fileName, bad }, QStringLiteral(": "));
            return false;
        }
        patterns.append(std::move(p));
    }
    for (const QJsonValue &v : std::as_const(ck)) {
        QString why;
        CompilerKnowledge k = CompilerKnowledge::fromJson(v.toObject(), &why);
        if (k.id.isEmpty()) {
            *error = EngineText::join({ fileName, why }, QStringLiteral(": "));
            return false;
        }
        knowledge.append(std::move(k));
    }
    return true;
}

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
            p.history.append({ p.version, now(), EngineText::english("KnowledgeBase", "imported from %1").arg(fileName) });
        if (!storePattern(p, !old))
            return false;
        if (old) {
            Sql::Statement drop(*m_db, "DELETE FROM pattern_versions WHERE pattern_id = ?1 AND version > ?2");
            if (!drop.bind(1, p.id).bind(2, p.version).exec())
                return fail(drop.error());
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
    if (!storePattern(next, false)
        || !insertRevision(next.id,
            { next.version, now(), EngineText::english("KnowledgeBase", "imported from %1").arg(fileName) },
            compact(next.definitionJson())))
        return false;
    ++report.updated;
    return true;
}

ImportReport KnowledgeBase::importJson(
    const QByteArray &json, const QString &fileName, int batch, const std::function<void(int, int)> &progress)
{
    ImportReport report;
    if (!isOpen()) {
        report.error = EngineText::english("KnowledgeBase", "the knowledge base is not open");
        return report;
    }
    QList<Pattern> patterns;
    QList<CompilerKnowledge> knowledge;
    if (!readKnowledgeDocument(json, fileName, patterns, knowledge, &report.error))
        return report;
    batch = std::max(1, batch);
    const int total = int(patterns.size());
    for (int start = 0; start < total || (start == 0 && total == 0); start += batch) {
        Sql::Transaction tx(*m_db);
        if (!tx.isActive()) {
            report.error = EngineText::join({ m_path, tx.error() }, QStringLiteral(": "));
            return report;
        }
        bool ok = true;
        for (int i = start; ok && i < std::min(total, start + batch); ++i)
            ok = importPattern(patterns.at(i), fileName, report);
        if (start == 0)
            for (const CompilerKnowledge &k : std::as_const(knowledge))
                if (ok && (ok = putCompilerKnowledge(k)))
                    ++report.compilerKnowledge;
        QString why;
        if (!ok || !tx.commit(&why)) {
            report.error = ok ? EngineText::join({ m_path, why }, QStringLiteral(": ")) : m_error;
            return report; // the transaction rolls back
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
    const QJsonObject doc { { QStringLiteral("format"), QStringLiteral("lowerscope-knowledge-base") },
        { QStringLiteral("schema"), SchemaVersion }, { QStringLiteral("patterns"), pats },
        { QStringLiteral("compiler_knowledge"), ck } };
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

} // namespace Lowerscope
