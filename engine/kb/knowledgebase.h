// SPDX-License-Identifier: MIT
#pragma once

#include "pattern.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace Lowerscope {

namespace Sql {
class Database;
}

// What an import did, or why it did nothing (error names the file and the pattern/detector at fault).
struct ImportReport {
    int added = 0;
    int updated = 0; // a new version of an existing pattern, or restored from a newer file version
    int unchanged = 0;
    int compilerKnowledge = 0;
    QString error;
};

// What merging the shipped knowledge (resources/kb) into a knowledge base did.
struct SeedReport {
    int fromVersion = 0; // the seed version the file had (0: never seeded with a recorded version)
    int toVersion = 0;
    int added = 0; // shipped entries new to this file
    int updated = 0; // shipped entries the user had not changed, brought to the newer shipped text
    int kept = 0; // entries the user edited (or removed), left as the user has them
    bool applied = false;
};

// The per-user knowledge base: patterns (the L1 index) and compiler knowledge (L4) in one SQLite file.
// Schema changes are append-only migrations (store/migration.h); a file from a newer build is refused and
// left untouched. Opening migrates and merges newer shipped knowledge in one write transaction
// (docs/knowledge-base.md, "Seed versions"). Not thread-safe: one instance per thread.
class KnowledgeBase {
public:
    static constexpr int SchemaVersion = 3;
    static constexpr int ApplicationId = 0x4c534b42; // "LSKB"

    struct OpenOptions {
        bool seed = true; // merge the shipped knowledge when it is newer than the file's seed version
        QByteArray seedJson; // the shipped knowledge; empty: resources/kb (tests give older or newer seeds)
    };

    KnowledgeBase();
    ~KnowledgeBase();
    KnowledgeBase(const KnowledgeBase &) = delete;
    KnowledgeBase &operator=(const KnowledgeBase &) = delete;

    // Opens or creates PATH, migrates it to SchemaVersion and seeds it when new. False with error() set when
    // the file is not a knowledge base, is from a newer build, or cannot be written.
    bool open(const QString &path) { return open(path, OpenOptions()); }
    bool open(const QString &path, const OpenOptions &options);
    void close();
    bool isOpen() const;
    QString path() const { return m_path; }
    QString error() const { return m_error; }

    QList<Pattern> patterns() const;
    std::optional<Pattern> pattern(const QString &id) const;
    // A pattern as it was at VERSION (from the version history), when that version's body is stored.
    std::optional<Pattern> patternVersion(const QString &id, int version) const;
    // Adds a new pattern at version 1 (the curator-approval path uses this). False if the id exists or a
    // detector does not parse.
    bool addPattern(const Pattern &pattern, const QString &note = {});
    // Stores a changed definition as the next version; statistics are kept. No-op when nothing changed.
    bool updatePattern(const Pattern &pattern, const QString &note = {});
    bool removePattern(const QString &id);
    // Stores the definition pattern ID had at VERSION as its next version (statistics kept), so that a revert
    // is itself a version that can be reverted. False when that version's body is not stored.
    bool revertPattern(const QString &id, int version, const QString &note = {});
    // One validated round with this pattern: counts it and recomputes the median gain of accepted rounds.
    bool recordOutcome(const QString &patternId, bool accepted, double gain);

    QList<CompilerKnowledge> compilerKnowledge() const;
    bool putCompilerKnowledge(const CompilerKnowledge &entry);
    bool removeCompilerKnowledge(const QString &id);

    // JSON import/export (docs/knowledge-base.md). Import validates everything first, then writes in
    // transactions of BATCH patterns, calling PROGRESS(committed, total) after each commit.
    ImportReport importJson(
        const QByteArray &json, const QString &fileName, int batch = 200, const std::function<void(int, int)> &progress = {});
    QByteArray exportJson() const;
    // The seed documents embedded in the application (resources/kb), and their seed version.
    static QByteArray seedJson();
    static int seedVersion(const QByteArray &seedJson);
    // What the last open() merged from the shipped knowledge.
    SeedReport lastSeed() const { return m_seed; }

    // The migration steps, exposed so that tests can build a database as an earlier build left it.
    static bool migrate(Sql::Database &db, int targetVersion, QString *error);
    Sql::Database &database() const { return *m_db; }

private:
    std::unique_ptr<Sql::Database> m_db;
    QString m_path;
    mutable QString m_error;
    SeedReport m_seed;

    bool fail(const QString &message) const;
    bool failSql() const;
    bool storePattern(const Pattern &pattern, bool insert);
    bool insertRevision(const QString &id, const PatternRevision &revision, const QByteArray &body);
    bool importPattern(const Pattern &incoming, const QString &fileName, ImportReport &report);
    bool seedIsNewer(const QByteArray &json) const;
    bool mergeSeed(const QByteArray &json, QString *error);
    bool mergeSeedPattern(const Pattern &shipped, bool legacy, int seed);
    bool mergeSeedKnowledge(const CompilerKnowledge &shipped, bool legacy);
    std::optional<QByteArray> seededBody(const char *kind, const QString &id) const;
    bool recordSeeded(const char *kind, const QString &id, const QByteArray &body);
};

// Parses a knowledge-base document (docs/knowledge-base.md): an export, an array of patterns or one pattern;
// every detector is checked. False with *error naming FILENAME and the line or entry at fault.
bool readKnowledgeDocument(const QByteArray &json, const QString &fileName, QList<Pattern> &patterns,
    QList<CompilerKnowledge> &knowledge, QString *error);

} // namespace Lowerscope
