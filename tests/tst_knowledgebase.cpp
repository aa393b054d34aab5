// SPDX-License-Identifier: MIT
// The knowledge-base file: seeding, migrations, refusal of newer schemas, CRUD with history, statistics,
// import/export round trip, the patterns subcommand, and a writer killed mid-import.
#include "kb/knowledgebase.h"
#include "store/sqldatabase.h"
#include "testsupport.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Lowerscope;
using namespace Lowerscope::Test;

namespace {
int pragma(Sql::Database &db, const char *sql)
{
    Sql::Statement st(db, sql);
    return st.next() ? int(st.integer(0)) : -1;
}
QString pragmaText(Sql::Database &db, const char *sql)
{
    return db.scalarText(sql);
}
Pattern minimal(const QString &id, const QString &expression = QStringLiteral("source.loops >= 2"))
{
    Pattern p;
    p.id = id;
    p.title = QStringLiteral("test pattern ") + id;
    p.family = QStringLiteral("memory");
    p.category = QStringLiteral("redundant-global-traffic");
    p.backends = { QStringLiteral("cuda") };
    p.detectors = { PatternDetector { QStringLiteral("source"), expression, 1.0, QStringLiteral("supporting"), {} } };
    p.provenanceSource = QStringLiteral("tst_knowledgebase");
    return p;
}
void writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}
} // namespace

// A curated source cites only what a reader can reach: each "; "-separated part names a repository file at a
// tag or commit ("owner/repo@abc1234 path", "owner/repo v3.5.1 path"), a web page or a paper; never the team's
// shared folder.
static bool citesPublicSources(const QString &source)
{
    static const QRegularExpression publicSource(QStringLiteral("^[\\w.-]+/[\\w.-]+(@[0-9a-f]{7,}| v\\d)|https://|arXiv \\d"));
    if (source.isEmpty() || source.contains(QLatin1String("shared/")))
        return false;
    for (const QString &part : source.split(QStringLiteral("; ")))
        if (!publicSource.match(part).hasMatch())
            return false;
    return true;
}

class TestKnowledgeBase : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void seedOnCreation()
    {
        QTemporaryDir dir;
        KnowledgeBase kb;
        QVERIFY2(kb.open(dir.filePath(QStringLiteral("kb.sqlite"))), qPrintable(kb.error()));
        const QList<Pattern> all = kb.patterns();
        QCOMPARE(all.size(), 54);
        QCOMPARE(kb.compilerKnowledge().size(), 28);
        int cuda = 0, ascend = 0;
        for (const Pattern &p : all) {
            cuda += p.backends.contains(QStringLiteral("cuda"));
            ascend += p.backends.contains(QStringLiteral("ascend"));
            QVERIFY2(citesPublicSources(p.provenanceSource), qPrintable(p.id + QStringLiteral(": ") + p.provenanceSource));
            QCOMPARE(p.version, 1);
            QCOMPARE(p.history.size(), 1);
        }
        QCOMPARE(cuda, 37);
        QCOMPARE(ascend, 17);
        for (const CompilerKnowledge &k : kb.compilerKnowledge())
            QVERIFY2(citesPublicSources(k.source), qPrintable(k.id + QStringLiteral(": ") + k.source));
        QCOMPARE(pragma(kb.database(), "PRAGMA user_version"), KnowledgeBase::SchemaVersion);
        QCOMPARE(pragma(kb.database(), "PRAGMA application_id"), KnowledgeBase::ApplicationId);
        QCOMPARE(pragmaText(kb.database(), "PRAGMA journal_mode"), QStringLiteral("wal"));
        QCOMPARE(pragma(kb.database(), "PRAGMA foreign_keys"), 1);
        // Reopening does not seed again: a removed seed pattern stays removed.
        QVERIFY(kb.removePattern(QStringLiteral("cuda.memory-bound")));
        kb.close();
        QVERIFY(kb.open(dir.filePath(QStringLiteral("kb.sqlite"))));
        QCOMPARE(kb.patterns().size(), 53);
    }

    void migrationFromEveryVersion_data()
    {
        QTest::addColumn<int>("from");
        for (int v = 0; v < KnowledgeBase::SchemaVersion; ++v)
            QTest::addRow("v%d", v) << v;
    }
    void migrationFromEveryVersion()
    {
        QFETCH(int, from);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.sqlite"));
        {
            // The database as a build at schema FROM left it, made by the migration code's own earlier steps.
            Sql::Database db;
            QString error;
            QVERIFY(db.open(path, &error));
            QVERIFY2(KnowledgeBase::migrate(db, from, &error), qPrintable(error));
            QCOMPARE(pragma(db, "PRAGMA user_version"), from);
            if (from >= 1) {
                const QByteArray body
                    = QJsonDocument(minimal(QStringLiteral("old.pattern")).definitionJson()).toJson(QJsonDocument::Compact);
                const QByteArray sql
                    = "INSERT INTO patterns (id, version, body, tried, accepted, median_gain) VALUES ('old.pattern', 3, '" + body
                    + "', 4, 2, 1.5); INSERT INTO pattern_versions (pattern_id, version, changed_at, note, body) VALUES "
                      "('old.pattern', 3, '2026-01-02T00:00:00Z', 'third', NULL);";
                QVERIFY2(db.run(sql.constData(), &error), qPrintable(error));
            }
        }
        KnowledgeBase kb;
        QVERIFY2(kb.open(path), qPrintable(kb.error()));
        QCOMPARE(pragma(kb.database(), "PRAGMA user_version"), KnowledgeBase::SchemaVersion);
        if (from == 0) {
            QCOMPARE(kb.patterns().size(), 54); // a new file is seeded
            return;
        }
        // An existing knowledge base keeps its own pattern and gains the shipped ones (seed versions).
        QCOMPARE(kb.patterns().size(), 1 + 54);
        QCOMPARE(kb.lastSeed().fromVersion, 0);
        QCOMPARE(kb.lastSeed().added, 54 + 28);
        const std::optional<Pattern> p = kb.pattern(QStringLiteral("old.pattern"));
        QVERIFY(p);
        QCOMPARE(p->version, 3);
        QCOMPARE(p->stats.tried, 4);
        QCOMPARE(p->stats.medianGain, 1.5);
        QCOMPARE(p->history.size(), 1);
        QCOMPARE(p->history.at(0).note, QStringLiteral("third"));
        // Version 2's outcome table works on the migrated file.
        QVERIFY2(kb.recordOutcome(QStringLiteral("old.pattern"), true, 2.5), qPrintable(kb.error()));
        QCOMPARE(kb.pattern(QStringLiteral("old.pattern"))->stats.tried, 5);
        QCOMPARE(kb.pattern(QStringLiteral("old.pattern"))->stats.medianGain, 2.5);
    }

    void refusesNewerSchemaAndForeignFiles()
    {
        QTemporaryDir dir;
        const QString newer = dir.filePath(QStringLiteral("newer.sqlite"));
        {
            Sql::Database db;
            QString error;
            QVERIFY(db.open(newer, &error));
            const QByteArray sql
                = "PRAGMA application_id = " + QByteArray::number(KnowledgeBase::ApplicationId) + "; PRAGMA user_version = 7;";
            QVERIFY(db.run(sql.constData()));
        }
        KnowledgeBase kb;
        QVERIFY(!kb.open(newer));
        QVERIFY(!kb.isOpen());
        QCOMPARE(kb.error(),
            newer
                + QStringLiteral(": the knowledge base has schema version 7, newer than this build supports (3); "
                                 "use a newer Lowerscope or another --kb file"));
        const QString foreign = dir.filePath(QStringLiteral("foreign.sqlite"));
        {
            Sql::Database db;
            QString error;
            QVERIFY(db.open(foreign, &error));
            QVERIFY(db.run("PRAGMA application_id = 1234; CREATE TABLE t(x);"));
        }
        QVERIFY(!kb.open(foreign));
        QVERIFY(kb.error().contains(QLatin1String("application_id 1234")));
        const QString text = dir.filePath(QStringLiteral("notes.txt"));
        writeFile(text, QByteArray("this is not a database, just some text that is long enough to have a header").repeated(20));
        QVERIFY(!kb.open(text));
        QVERIFY(kb.error().startsWith(text + QLatin1String(": not a knowledge base")));
        // The CLI says the same in one line, exit 1.
        const CliResult r = runCli({ QStringLiteral("patterns"), QStringLiteral("list"), QStringLiteral("--kb"), newer,
            QStringLiteral("--workspace"), dir.path() });
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.err.contains("schema version 7"));
    }

    // Issue 13: an existing knowledge base picks up newer shipped knowledge; the user's own and edited entries
    // are kept, and a shipped pattern the user removed stays removed.
    void seedVersionsReachExistingKnowledgeBase()
    {
        const auto seed = [](int version, const QList<Pattern> &patterns, const QString &does) {
            QJsonArray pats;
            for (const Pattern &p : patterns)
                pats.append(p.toJson());
            const QJsonObject ck { { QStringLiteral("id"), QStringLiteral("cuda.vectorize") },
                { QStringLiteral("backend"), QStringLiteral("cuda") },
                { QStringLiteral("pass"), QStringLiteral("LoadStoreVectorization") }, { QStringLiteral("does"), does } };
            return QJsonDocument(QJsonObject { { QStringLiteral("seed_version"), version }, { QStringLiteral("patterns"), pats },
                                     { QStringLiteral("compiler_knowledge"), QJsonArray { ck } } })
                .toJson(QJsonDocument::Compact);
        };
        Pattern shippedA = minimal(QStringLiteral("ship.a")), shippedB = minimal(QStringLiteral("ship.b")),
                removed = minimal(QStringLiteral("ship.r"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kb.sqlite"));
        {
            KnowledgeBase kb;
            QVERIFY2(kb.open(path, { true, seed(1, { shippedA, shippedB, removed }, QStringLiteral("vectorizes loads")) }),
                qPrintable(kb.error()));
            QCOMPARE(kb.lastSeed().added, 4);
            QCOMPARE(kb.patterns().size(), 3);
            // The user edits B, adds an own pattern and removes R.
            Pattern edited = shippedB;
            edited.recipe = QStringLiteral("my own recipe");
            QVERIFY(kb.updatePattern(edited, QStringLiteral("curator edit")));
            QVERIFY(kb.addPattern(minimal(QStringLiteral("mine.one"))));
            QVERIFY(kb.removePattern(removed.id));
            // Reopening with the same seed merges nothing.
            kb.close();
            QVERIFY(kb.open(path, { true, seed(1, { shippedA, shippedB, removed }, QStringLiteral("vectorizes loads")) }));
            QVERIFY(!kb.lastSeed().applied);
        }
        // Seed 2 changes A and B, ships a new pattern C and a new text for the compiler-knowledge entry.
        shippedA.recipe = QStringLiteral("shipped recipe 2");
        shippedB.recipe = QStringLiteral("shipped recipe 2");
        const Pattern shippedC = minimal(QStringLiteral("ship.c"));
        KnowledgeBase kb;
        QVERIFY2(kb.open(path,
                     { true, seed(2, { shippedA, shippedB, removed, shippedC }, QStringLiteral("vectorizes 128-bit loads")) }),
            qPrintable(kb.error()));
        const SeedReport r = kb.lastSeed();
        QVERIFY(r.applied);
        QCOMPARE(r.fromVersion, 1);
        QCOMPARE(r.toVersion, 2);
        QCOMPARE(r.added, 1); // C
        QCOMPARE(r.updated, 2); // A and the compiler-knowledge entry
        QCOMPARE(r.kept, 2); // B (edited) and R (removed)
        const Pattern a = *kb.pattern(shippedA.id);
        QCOMPARE(a.recipe, QStringLiteral("shipped recipe 2"));
        QCOMPARE(a.version, 2);
        QCOMPARE(a.history.at(1).note, QStringLiteral("updated from shipped knowledge, seed version 2"));
        const Pattern b = *kb.pattern(shippedB.id);
        QCOMPARE(b.recipe, QStringLiteral("my own recipe"));
        QCOMPARE(b.version, 2);
        QVERIFY(kb.pattern(shippedC.id));
        QVERIFY(kb.pattern(QStringLiteral("mine.one")));
        QVERIFY(!kb.pattern(removed.id));
        QCOMPARE(kb.compilerKnowledge().size(), 1);
        QCOMPARE(kb.compilerKnowledge().at(0).does, QStringLiteral("vectorizes 128-bit loads"));
        QCOMPARE(pragma(kb.database(), "SELECT CAST(value AS INTEGER) FROM kb_meta WHERE key = 'seed_version'"), 2);
        // An older build's seed never rolls the file back.
        kb.close();
        QVERIFY(kb.open(path, { true, seed(1, { minimal(QStringLiteral("ship.a")) }, QStringLiteral("old")) }));
        QVERIFY(!kb.lastSeed().applied);
        QCOMPARE(kb.pattern(shippedA.id)->recipe, QStringLiteral("shipped recipe 2"));
    }

    // Migration and seeding are one transaction: a seed that fails after the migrations ran leaves the new file
    // empty, tables and user_version included (not an empty knowledge base for good); the next open seeds it.
    void firstOpenIsAllOrNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kb.sqlite"));
        QByteArray broken = KnowledgeBase::seedJson();
        broken.replace("\"compiler_knowledge\":[", "\"compiler_knowledge\":[{\"id\":\"\"},"); // an entry without an id
        KnowledgeBase kb;
        QVERIFY(!kb.open(path, { true, broken }));
        {
            Sql::Database db;
            QString error;
            QVERIFY(db.open(path, &error));
            QCOMPARE(db.scalar("PRAGMA user_version"), 0);
            QCOMPARE(db.scalar("SELECT count(*) FROM sqlite_master"), 0);
        }
        QVERIFY2(kb.open(path), qPrintable(kb.error()));
        QCOMPARE(kb.patterns().size(), 54);
    }

    // kill -9 at many points of a first open (the CLI creating and seeding a new file): every later open
    // finds either nothing or the whole seed, and seeds what is missing.
    void killedDuringFirstOpen()
    {
        QTemporaryDir dir;
        int partial = 0;
        for (int i = 0; i < 12; ++i) {
            const QString path = dir.filePath(QStringLiteral("kb%1.sqlite").arg(i));
            QProcess proc;
            proc.start(QStringLiteral(LOWERSCOPE_BINARY),
                { QStringLiteral("patterns"), QStringLiteral("list"), QStringLiteral("--kb"), path, QStringLiteral("--workspace"),
                    dir.filePath(QStringLiteral("ws")) });
            QVERIFY(proc.waitForStarted());
            QThread::msleep(20 + 25 * i);
            proc.kill();
            proc.waitForFinished();
            if (QFileInfo::exists(path)) {
                Sql::Database db;
                QString error;
                QVERIFY(db.open(path, &error));
                const qint64 version = db.scalar("PRAGMA user_version");
                const qint64 count = version ? db.scalar("SELECT count(*) FROM patterns") : 0;
                QVERIFY2((version == 0 && count == 0) || (version == KnowledgeBase::SchemaVersion && count == 54),
                    qPrintable(QStringLiteral("version %1, %2 patterns").arg(version).arg(count)));
                partial += version == 0;
            }
            KnowledgeBase kb;
            QVERIFY2(kb.open(path), qPrintable(kb.error()));
            QCOMPARE(kb.patterns().size(), 54);
            QCOMPARE(kb.compilerKnowledge().size(), 28);
        }
        qInfo("files killed before their first commit: %d of 12", partial);
    }

    // Two processes creating one knowledge base at once: both succeed (the second waits for the first's
    // transaction and finds the work done), and the file holds the seed once.
    void concurrentCreation()
    {
        QTemporaryDir dir;
        for (int round = 0; round < 3; ++round) {
            const QString path = dir.filePath(QStringLiteral("kb%1.sqlite").arg(round));
            QProcess a, b;
            const QStringList args { QStringLiteral("patterns"), QStringLiteral("list"), QStringLiteral("--json"),
                QStringLiteral("--kb"), path, QStringLiteral("--workspace"), dir.filePath(QStringLiteral("ws")) };
            a.start(QStringLiteral(LOWERSCOPE_BINARY), args);
            b.start(QStringLiteral(LOWERSCOPE_BINARY), args);
            QVERIFY(a.waitForFinished(60000) && b.waitForFinished(60000));
            QVERIFY2(a.exitCode() == 0, a.readAllStandardError().constData());
            QVERIFY2(b.exitCode() == 0, b.readAllStandardError().constData());
            QCOMPARE(
                QJsonDocument::fromJson(a.readAllStandardOutput()).object().value(QStringLiteral("patterns")).toArray().size(),
                54);
            QCOMPARE(
                QJsonDocument::fromJson(b.readAllStandardOutput()).object().value(QStringLiteral("patterns")).toArray().size(),
                54);
            KnowledgeBase kb;
            QVERIFY(kb.open(path));
            QCOMPARE(pragma(kb.database(), "SELECT count(*) FROM pattern_versions"), 54);
        }
    }

    // A file from a newer build is refused and left byte-identical (no WAL switch, no header change).
    void newerFileLeftByteIdentical()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("newer.sqlite"));
        {
            KnowledgeBase kb;
            QVERIFY(kb.open(path));
            const QByteArray bump = "PRAGMA user_version = " + QByteArray::number(KnowledgeBase::SchemaVersion + 1);
            QVERIFY(kb.database().run(bump.constData()));
            QVERIFY(kb.database().run("PRAGMA journal_mode = DELETE"));
        }
        const auto bytes = [](const QString &file) {
            QFile f(file);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray before = bytes(path);
        QVERIFY(before.size() > 4096);
        KnowledgeBase kb;
        QVERIFY(!kb.open(path));
        QVERIFY(kb.error().contains(QStringLiteral("newer than this build")));
        QCOMPARE(bytes(path), before);
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
    }

    void crudHistoryAndStats()
    {
        QTemporaryDir dir;
        KnowledgeBase kb;
        QVERIFY(kb.open(dir.filePath(QStringLiteral("kb.sqlite")), { false }));
        QVERIFY(kb.patterns().isEmpty());
        Pattern p = minimal(QStringLiteral("t.one"));
        QVERIFY2(kb.addPattern(p, QStringLiteral("first")), qPrintable(kb.error()));
        QVERIFY(!kb.addPattern(p));
        QVERIFY(kb.error().endsWith(QLatin1String("pattern t.one exists already")));
        QVERIFY(!kb.addPattern(minimal(QStringLiteral("t.bad"), QStringLiteral("a >"))));
        QVERIFY(kb.error().endsWith(QLatin1String("pattern t.bad, detector 1: 1:4: expected a value but the expression ended")));
        // An unchanged definition is not a new version; a changed one is.
        QVERIFY(kb.updatePattern(p));
        QCOMPARE(kb.pattern(p.id)->version, 1);
        p.recipe = QStringLiteral("load once");
        QVERIFY(kb.updatePattern(p, QStringLiteral("recipe")));
        const Pattern stored = *kb.pattern(p.id);
        QCOMPARE(stored.version, 2);
        QCOMPARE(stored.history.size(), 2);
        QCOMPARE(stored.history.at(1).note, QStringLiteral("recipe"));
        QCOMPARE(kb.patternVersion(p.id, 1)->recipe, QString());
        QCOMPARE(kb.patternVersion(p.id, 2)->recipe, QStringLiteral("load once"));
        // Statistics: median of the accepted rounds' gains.
        QVERIFY(kb.recordOutcome(p.id, true, 1.2));
        QVERIFY(kb.recordOutcome(p.id, false, 0.9));
        QVERIFY(kb.recordOutcome(p.id, true, 2.0));
        QVERIFY(kb.recordOutcome(p.id, true, 1.4));
        const Pattern withStats = *kb.pattern(p.id);
        QCOMPARE(withStats.stats.tried, 4);
        QCOMPARE(withStats.stats.accepted, 3);
        QCOMPARE(withStats.stats.medianGain, 1.4);
        QVERIFY(!kb.recordOutcome(QStringLiteral("no.such"), true, 1.0));
        QVERIFY(kb.error().endsWith(QLatin1String("no pattern no.such")));
        // Editing keeps statistics.
        p.risk = QStringLiteral("low");
        QVERIFY(kb.updatePattern(p));
        QCOMPARE(kb.pattern(p.id)->stats.accepted, 3);
        QVERIFY(kb.removePattern(p.id));
        QVERIFY(!kb.pattern(p.id));
        QCOMPARE(pragma(kb.database(), "SELECT count(*) FROM pattern_outcomes"), 0); // cascaded
        QVERIFY(!kb.removePattern(p.id));
    }

    void exportImportRoundTrip()
    {
        QTemporaryDir dir;
        KnowledgeBase a;
        QVERIFY(a.open(dir.filePath(QStringLiteral("a.sqlite"))));
        Pattern p = minimal(QStringLiteral("zz.custom"));
        QVERIFY(a.addPattern(p));
        p.title = QStringLiteral("renamed");
        QVERIFY(a.updatePattern(p));
        QVERIFY(a.recordOutcome(QStringLiteral("zz.custom"), true, 1.7));
        QVERIFY(a.recordOutcome(QStringLiteral("cuda.multi-pass-reload"), true, 2.1));
        const QByteArray exported = a.exportJson();
        const QJsonObject doc = QJsonDocument::fromJson(exported).object();
        const QJsonArray pats = doc.value(QStringLiteral("patterns")).toArray();
        QCOMPARE(pats.size(), 55);
        for (qsizetype i = 1; i < pats.size(); ++i) // sorted by id
            QVERIFY(pats.at(i - 1).toObject().value(QStringLiteral("id")).toString()
                < pats.at(i).toObject().value(QStringLiteral("id")).toString());
        QVERIFY(exported.contains("\n        {\n            \"applicability\""));

        KnowledgeBase b;
        QVERIFY(b.open(dir.filePath(QStringLiteral("b.sqlite"))));
        const ImportReport r = b.importJson(exported, QStringLiteral("a.json"));
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.added, 1);
        QCOMPARE(r.compilerKnowledge, 28);
        QCOMPARE(b.exportJson(), exported); // byte-identical
        const ImportReport again = b.importJson(exported, QStringLiteral("a.json"));
        QCOMPARE(again.added + again.updated, 0);
        QCOMPARE(b.exportJson(), exported);
        QCOMPARE(b.pattern(QStringLiteral("zz.custom"))->version, 2);
        // A curator's edit in the file at the same version becomes the next version.
        QJsonObject edited = pats.last().toObject();
        edited.insert(QStringLiteral("recipe"), QStringLiteral("edited in git"));
        const ImportReport edit = b.importJson(QJsonDocument(edited).toJson(), QStringLiteral("edit.json"));
        QCOMPARE(edit.updated, 1);
        QCOMPARE(b.pattern(QStringLiteral("zz.custom"))->version, 3);
        QCOMPARE(b.pattern(QStringLiteral("zz.custom"))->stats.medianGain, 1.7);
    }

    void importErrorsNameTheSpot()
    {
        QTemporaryDir dir;
        KnowledgeBase kb;
        QVERIFY(kb.open(dir.filePath(QStringLiteral("kb.sqlite")), { false }));
        QJsonObject bad = minimal(QStringLiteral("t.bad")).definitionJson();
        QJsonArray dets = bad.value(QStringLiteral("detectors")).toArray();
        dets.append(QJsonObject { { QStringLiteral("kind"), QStringLiteral("ir") },
            { QStringLiteral("expression"), QStringLiteral("count(ptx, \"x\") >\n  and 1") } });
        bad.insert(QStringLiteral("detectors"), dets);
        const QJsonObject doc { { QStringLiteral("patterns"),
            QJsonArray { minimal(QStringLiteral("t.good")).definitionJson(), bad } } };
        const ImportReport r = kb.importJson(QJsonDocument(doc).toJson(), QStringLiteral("p.json"));
        QCOMPARE(r.error, QStringLiteral("p.json: pattern t.bad, detector 2: 2:3: 'and' needs an operand before it"));
        QVERIFY(kb.patterns().isEmpty()); // validated before anything is written
        const ImportReport broken = kb.importJson("{\n \"patterns\": [\n  {\"id\": }\n]}", QStringLiteral("q.json"));
        QVERIFY2(broken.error.startsWith(QLatin1String("q.json:3: ")), qPrintable(broken.error));
    }

    void cliPatterns()
    {
        QTemporaryDir dir;
        const QStringList common = { QStringLiteral("--kb"), dir.filePath(QStringLiteral("kb.sqlite")),
            QStringLiteral("--workspace"), dir.filePath(QStringLiteral("ws")) };
        CliResult r
            = runCli(QStringList { QStringLiteral("patterns"), QStringLiteral("list"), QStringLiteral("--json") } + common);
        QCOMPARE(r.exitCode, 0);
        QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("patterns")).toArray().size(), 54);
        QVERIFY(doc.contains(QStringLiteral("warnings")) && doc.contains(QStringLiteral("ignored")));
        const QJsonObject first = doc.value(QStringLiteral("patterns")).toArray().at(0).toObject();
        for (const char *key :
            { "id", "title", "family", "backends", "detectors", "recipe", "conditions", "provenance", "stats" })
            QVERIFY2(first.contains(QLatin1String(key)), key);

        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QJsonObject p = minimal(QStringLiteral("t.cli")).definitionJson();
        QJsonArray dets = p.value(QStringLiteral("detectors")).toArray();
        dets.append(QJsonObject { { QStringLiteral("kind"), QStringLiteral("ir") },
            { QStringLiteral("expression"), QStringLiteral("count(ptx, \"x\") >") } });
        p.insert(QStringLiteral("detectors"), dets);
        writeFile(bad, QJsonDocument(p).toJson());
        r = runCli(QStringList { QStringLiteral("patterns"), QStringLiteral("add"), bad } + common);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(QString::fromUtf8(r.err.trimmed()),
            QStringLiteral("lowerscope: ") + bad
                + QStringLiteral(": pattern t.cli, detector 2: 1:18: expected a value but the expression ended"));

        const QString good = dir.filePath(QStringLiteral("good.json"));
        writeFile(good, QJsonDocument(minimal(QStringLiteral("t.cli")).definitionJson()).toJson());
        r = runCli(QStringList { QStringLiteral("patterns"), QStringLiteral("add"), good, QStringLiteral("--json") } + common);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value(QStringLiteral("patterns"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("version"))
                     .toInt(),
            1);
        QJsonObject edited = minimal(QStringLiteral("t.cli")).definitionJson();
        edited.insert(QStringLiteral("title"), QStringLiteral("edited"));
        writeFile(good, QJsonDocument(edited).toJson());
        r = runCli(QStringList { QStringLiteral("patterns"), QStringLiteral("edit"), QStringLiteral("t.cli"), good } + common);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("t.cli  v2  edited"));
        const QString out = dir.filePath(QStringLiteral("export.json"));
        QCOMPARE(runCli(QStringList { QStringLiteral("patterns"), QStringLiteral("export"), out } + common).exitCode, 0);
        QCOMPARE(runCli(QStringList { QStringLiteral("patterns"), QStringLiteral("remove"), QStringLiteral("t.cli") } + common)
                     .exitCode,
            0);
        r = runCli(QStringList { QStringLiteral("patterns"), QStringLiteral("show"), QStringLiteral("t.cli") } + common);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(runCli(QStringList { QStringLiteral("patterns"), QStringLiteral("import"), out } + common).exitCode, 0);
        r = runCli(
            QStringList { QStringLiteral("patterns"), QStringLiteral("show"), QStringLiteral("t.cli"), QStringLiteral("--json") }
            + common);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value(QStringLiteral("patterns"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("title"))
                     .toString(),
            QStringLiteral("edited"));
    }

    // A writer killed with SIGKILL in the middle of a large import leaves an intact file holding every
    // pattern committed before, and every batch the import reported as committed.
    void killedMidImport()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kb.sqlite"));
        {
            KnowledgeBase kb;
            QVERIFY(kb.open(path));
            for (int i = 0; i < 5; ++i)
                QVERIFY(kb.addPattern(minimal(QStringLiteral("before.%1").arg(i))));
        }
        QJsonArray big;
        for (int i = 0; i < 40000; ++i)
            big.append(minimal(QStringLiteral("gen.%1").arg(i, 5, 10, QLatin1Char('0'))).definitionJson());
        const QString file = dir.filePath(QStringLiteral("big.json"));
        writeFile(file, QJsonDocument(QJsonObject { { QStringLiteral("patterns"), big } }).toJson(QJsonDocument::Compact));

        QProcess proc;
        proc.start(QStringLiteral(LOWERSCOPE_BINARY),
            { QStringLiteral("patterns"), QStringLiteral("import"), file, QStringLiteral("--kb"), path,
                QStringLiteral("--workspace"), dir.filePath(QStringLiteral("ws")) });
        QVERIFY(proc.waitForStarted());
        QByteArray err;
        int reported = 0;
        while (reported < 1000 && proc.state() == QProcess::Running) {
            proc.waitForReadyRead(100);
            err += proc.readAllStandardError();
            const int at = int(err.lastIndexOf("imported "));
            if (at >= 0)
                reported = QByteArray(err.mid(at + 9)).split(' ').value(0).toInt();
        }
        QVERIFY2(proc.state() == QProcess::Running, "the import finished before it could be killed");
        proc.kill(); // SIGKILL
        QVERIFY(proc.waitForFinished());
        QCOMPARE(proc.exitStatus(), QProcess::CrashExit);

        KnowledgeBase kb;
        QVERIFY2(kb.open(path), qPrintable(kb.error()));
        QCOMPARE(pragmaText(kb.database(), "PRAGMA integrity_check"), QStringLiteral("ok"));
        const int generated = pragma(kb.database(), "SELECT count(*) FROM patterns WHERE id LIKE 'gen.%'");
        qInfo("reported committed: %d, present after SIGKILL: %d of 40000", reported, generated);
        QVERIFY(generated >= reported);
        QVERIFY(generated < 40000);
        QCOMPARE(generated % 200, 0); // whole batches only
        for (int i = 0; i < 5; ++i)
            QVERIFY(kb.pattern(QStringLiteral("before.%1").arg(i)));
        QCOMPARE(pragma(kb.database(), "SELECT count(*) FROM patterns WHERE id LIKE 'cuda.%' OR id LIKE 'ascend.%'"), 54);
        // Every committed pattern is whole: its history row exists.
        QCOMPARE(
            pragma(kb.database(),
                "SELECT count(*) FROM patterns p WHERE NOT EXISTS (SELECT 1 FROM pattern_versions v WHERE v.pattern_id = p.id)"),
            0);
    }
};

QTEST_GUILESS_MAIN(TestKnowledgeBase)
#include "tst_knowledgebase.moc"
