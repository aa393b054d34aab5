// SPDX-License-Identifier: MIT
#pragma once

#include "pattern.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

struct sqlite3;

namespace Lowerscope {

// What an import did, or why it did nothing (error names the file and the pattern/detector at fault).
struct ImportReport {
    int added = 0;
    int updated = 0;   // a new version of an existing pattern, or restored from a newer file version
    int unchanged = 0;
    int compilerKnowledge = 0;
    QString error;
};

// The per-user knowledge base: patterns (the L1 index) and compiler knowledge (L4) in one SQLite file.
// Schema changes are append-only migrations, each raising PRAGMA user_version in one transaction; a file
// from a newer build is refused. Not thread-safe: one instance per thread.
class KnowledgeBase
{
public:
    static constexpr int SchemaVersion = 2;
    static constexpr int ApplicationId = 0x4c534b42; // "LSKB"

    struct OpenOptions {
        bool seed = true; // load resources/kb/*.json into a newly created file
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
    bool isOpen() const { return m_db != nullptr; }
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
    // One validated round with this pattern: counts it and recomputes the median gain of accepted rounds.
    bool recordOutcome(const QString &patternId, bool accepted, double gain);

    QList<CompilerKnowledge> compilerKnowledge() const;
    bool putCompilerKnowledge(const CompilerKnowledge &entry);
    bool removeCompilerKnowledge(const QString &id);

    // JSON import/export (docs/knowledge-base.md). Import validates everything first, then writes in
    // transactions of BATCH patterns, calling PROGRESS(committed, total) after each commit.
    ImportReport importJson(const QByteArray &json, const QString &fileName, int batch = 200,
                            const std::function<void(int, int)> &progress = {});
    QByteArray exportJson() const;
    // The seed documents embedded in the application (resources/kb).
    static QByteArray seedJson();

    // The migration steps, exposed so that tests can build a database as an earlier build left it.
    static bool migrate(sqlite3 *db, int targetVersion, QString *error);
    sqlite3 *handle() const { return m_db; }

private:
    sqlite3 *m_db = nullptr;
    QString m_path;
    mutable QString m_error;

    bool fail(const QString &message) const;
    bool exec(const char *sql) const;
    bool storePattern(const Pattern &pattern, bool insert);
    bool insertRevision(const QString &id, const PatternRevision &revision, const QByteArray &body);
    bool importPattern(const Pattern &incoming, const QString &fileName, ImportReport &report);
    bool seed();
};

} // namespace Lowerscope
