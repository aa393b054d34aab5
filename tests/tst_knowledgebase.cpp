// SPDX-License-Identifier: MIT
// The knowledge-base file: seeding, migrations, refusal of newer schemas, CRUD with history, statistics,
// import/export round trip, the patterns subcommand, and a writer killed mid-import.
#include "kb/knowledgebase.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace Lowerscope;
using namespace Lowerscope::Test;

namespace {
int pragma(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *st = nullptr;
    sqlite3_prepare_v2(db, sql, -1, &st, nullptr);
    const int v = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
    sqlite3_finalize(st);
    return v;
}
QString pragmaText(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *st = nullptr;
    sqlite3_prepare_v2(db, sql, -1, &st, nullptr);
    const QString v = sqlite3_step(st) == SQLITE_ROW ? QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, 0))) : QString();
    sqlite3_finalize(st);
    return v;
}
Pattern minimal(const QString &id, const QString &expression = QStringLiteral("source.loops >= 2"))
{
    Pattern p;
    p.id = id;
    p.title = QStringLiteral("test pattern ") + id;
    p.family = QStringLiteral("memory");
    p.category = QStringLiteral("redundant-global-traffic");
    p.backends = {QStringLiteral("cuda")};
    p.detectors = {PatternDetector{QStringLiteral("source"), expression, 1.0, QStringLiteral("supporting"), {}}};
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

class TestKnowledgeBase : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void seedOnCreation()
    {
        QTemporaryDir dir;
        KnowledgeBase kb;
        QVERIFY2(kb.open(dir.filePath(QStringLiteral("kb.sqlite"))), qPrintable(kb.error()));
        const QList<Pattern> all = kb.patterns();
        QCOMPARE(all.size(), 49);
        QCOMPARE(kb.compilerKnowledge().size(), 28);
        int cuda = 0, ascend = 0;
        for (const Pattern &p : all) {
            cuda += p.backends.contains(QStringLiteral("cuda"));
            ascend += p.backends.contains(QStringLiteral("ascend"));
            QVERIFY2(p.provenanceSource.startsWith(QLatin1String("shared/reference/")), qPrintable(p.id));
            QCOMPARE(p.version, 1);
            QCOMPARE(p.history.size(), 1);
        }
        QCOMPARE(cuda, 32);
        QCOMPARE(ascend, 17);
        for (const CompilerKnowledge &k : kb.compilerKnowledge())
            QVERIFY2(k.source.startsWith(QLatin1String("shared/reference/")), qPrintable(k.id));
        QCOMPARE(pragma(kb.handle(), "PRAGMA user_version"), KnowledgeBase::SchemaVersion);
        QCOMPARE(pragma(kb.handle(), "PRAGMA application_id"), KnowledgeBase::ApplicationId);
        QCOMPARE(pragmaText(kb.handle(), "PRAGMA journal_mode"), QStringLiteral("wal"));
        QCOMPARE(pragma(kb.handle(), "PRAGMA foreign_keys"), 1);
        // Reopening does not seed again: a removed seed pattern stays removed.
        QVERIFY(kb.removePattern(QStringLiteral("cuda.memory-bound")));
        kb.close();
        QVERIFY(kb.open(dir.filePath(QStringLiteral("kb.sqlite"))));
        QCOMPARE(kb.patterns().size(), 48);
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
            sqlite3 *db = nullptr;
            QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
            QString error;
            QVERIFY2(KnowledgeBase::migrate(db, from, &error), qPrintable(error));
            QCOMPARE(pragma(db, "PRAGMA user_version"), from);
            if (from >= 1) {
                const QByteArray body = QJsonDocument(minimal(QStringLiteral("old.pattern")).definitionJson()).toJson(QJsonDocument::Compact);
                const QByteArray sql = "INSERT INTO patterns (id, version, body, tried, accepted, median_gain) VALUES ('old.pattern', 3, '" + body
                    + "', 4, 2, 1.5); INSERT INTO pattern_versions (pattern_id, version, changed_at, note, body) VALUES "
                      "('old.pattern', 3, '2026-01-02T00:00:00Z', 'third', NULL);";
                QCOMPARE(sqlite3_exec(db, sql.constData(), nullptr, nullptr, nullptr), SQLITE_OK);
            }
            sqlite3_close(db);
        }
        KnowledgeBase kb;
        QVERIFY2(kb.open(path), qPrintable(kb.error()));
        QCOMPARE(pragma(kb.handle(), "PRAGMA user_version"), KnowledgeBase::SchemaVersion);
        if (from == 0) {
            QCOMPARE(kb.patterns().size(), 49); // a new file is seeded
            return;
        }
        QCOMPARE(kb.patterns().size(), 1); // an existing knowledge base is never re-seeded
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
            sqlite3 *db = nullptr;
            sqlite3_open(QFile::encodeName(newer).constData(), &db);
            const QByteArray sql = "PRAGMA application_id = " + QByteArray::number(KnowledgeBase::ApplicationId) + "; PRAGMA user_version = 7;";
            QCOMPARE(sqlite3_exec(db, sql.constData(), nullptr, nullptr, nullptr), SQLITE_OK);
            sqlite3_close(db);
        }
        KnowledgeBase kb;
        QVERIFY(!kb.open(newer));
        QVERIFY(!kb.isOpen());
        QCOMPARE(kb.error(), newer + QStringLiteral(": the knowledge base has schema version 7, newer than this build supports (2); "
                                                    "use a newer Lowerscope or another --kb file"));
        const QString foreign = dir.filePath(QStringLiteral("foreign.sqlite"));
        {
            sqlite3 *db = nullptr;
            sqlite3_open(QFile::encodeName(foreign).constData(), &db);
            sqlite3_exec(db, "PRAGMA application_id = 1234; CREATE TABLE t(x);", nullptr, nullptr, nullptr);
            sqlite3_close(db);
        }
        QVERIFY(!kb.open(foreign));
        QVERIFY(kb.error().contains(QLatin1String("application_id 1234")));
        const QString text = dir.filePath(QStringLiteral("notes.txt"));
        writeFile(text, QByteArray("this is not a database, just some text that is long enough to have a header").repeated(20));
        QVERIFY(!kb.open(text));
        QVERIFY(kb.error().startsWith(text + QLatin1String(": not a knowledge base")));
        // The CLI says the same in one line, exit 1.
        const CliResult r = runCli({QStringLiteral("patterns"), QStringLiteral("list"), QStringLiteral("--kb"), newer, QStringLiteral("--workspace"), dir.path()});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.err.contains("schema version 7"));
    }

    void crudHistoryAndStats()
    {
        QTemporaryDir dir;
        KnowledgeBase kb;
        QVERIFY(kb.open(dir.filePath(QStringLiteral("kb.sqlite")), {false}));
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
        QCOMPARE(pragma(kb.handle(), "SELECT count(*) FROM pattern_outcomes"), 0); // cascaded
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
        QCOMPARE(pats.size(), 50);
        for (qsizetype i = 1; i < pats.size(); ++i) // sorted by id
            QVERIFY(pats.at(i - 1).toObject().value(QStringLiteral("id")).toString() < pats.at(i).toObject().value(QStringLiteral("id")).toString());
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
        QVERIFY(kb.open(dir.filePath(QStringLiteral("kb.sqlite")), {false}));
        QJsonObject bad = minimal(QStringLiteral("t.bad")).definitionJson();
        QJsonArray dets = bad.value(QStringLiteral("detectors")).toArray();
        dets.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("ir")}, {QStringLiteral("expression"), QStringLiteral("count(ptx, \"x\") >\n  and 1")}});
        bad.insert(QStringLiteral("detectors"), dets);
        const QJsonObject doc{{QStringLiteral("patterns"), QJsonArray{minimal(QStringLiteral("t.good")).definitionJson(), bad}}};
        const ImportReport r = kb.importJson(QJsonDocument(doc).toJson(), QStringLiteral("p.json"));
        QCOMPARE(r.error, QStringLiteral("p.json: pattern t.bad, detector 2: 2:3: 'and' needs an operand before it"));
        QVERIFY(kb.patterns().isEmpty()); // validated before anything is written
        const ImportReport broken = kb.importJson("{\n \"patterns\": [\n  {\"id\": }\n]}", QStringLiteral("q.json"));
        QVERIFY2(broken.error.startsWith(QLatin1String("q.json:3: ")), qPrintable(broken.error));
    }

    void cliPatterns()
    {
        QTemporaryDir dir;
        const QStringList common = {QStringLiteral("--kb"), dir.filePath(QStringLiteral("kb.sqlite")), QStringLiteral("--workspace"), dir.filePath(QStringLiteral("ws"))};
        CliResult r = runCli(QStringList{QStringLiteral("patterns"), QStringLiteral("list"), QStringLiteral("--json")} + common);
        QCOMPARE(r.exitCode, 0);
        QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("patterns")).toArray().size(), 49);
        QVERIFY(doc.contains(QStringLiteral("warnings")) && doc.contains(QStringLiteral("ignored")));
        const QJsonObject first = doc.value(QStringLiteral("patterns")).toArray().at(0).toObject();
        for (const char *key : {"id", "title", "family", "backends", "detectors", "recipe", "conditions", "provenance", "stats"})
            QVERIFY2(first.contains(QLatin1String(key)), key);

        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QJsonObject p = minimal(QStringLiteral("t.cli")).definitionJson();
        QJsonArray dets = p.value(QStringLiteral("detectors")).toArray();
        dets.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("ir")}, {QStringLiteral("expression"), QStringLiteral("count(ptx, \"x\") >")}});
        p.insert(QStringLiteral("detectors"), dets);
        writeFile(bad, QJsonDocument(p).toJson());
        r = runCli(QStringList{QStringLiteral("patterns"), QStringLiteral("add"), bad} + common);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(QString::fromUtf8(r.err.trimmed()), QStringLiteral("lowerscope: ") + bad + QStringLiteral(": pattern t.cli, detector 2: 1:18: expected a value but the expression ended"));

        const QString good = dir.filePath(QStringLiteral("good.json"));
        writeFile(good, QJsonDocument(minimal(QStringLiteral("t.cli")).definitionJson()).toJson());
        r = runCli(QStringList{QStringLiteral("patterns"), QStringLiteral("add"), good, QStringLiteral("--json")} + common);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("patterns")).toArray().at(0).toObject().value(QStringLiteral("version")).toInt(), 1);
        QJsonObject edited = minimal(QStringLiteral("t.cli")).definitionJson();
        edited.insert(QStringLiteral("title"), QStringLiteral("edited"));
        writeFile(good, QJsonDocument(edited).toJson());
        r = runCli(QStringList{QStringLiteral("patterns"), QStringLiteral("edit"), QStringLiteral("t.cli"), good} + common);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("t.cli  v2  edited"));
        const QString out = dir.filePath(QStringLiteral("export.json"));
        QCOMPARE(runCli(QStringList{QStringLiteral("patterns"), QStringLiteral("export"), out} + common).exitCode, 0);
        QCOMPARE(runCli(QStringList{QStringLiteral("patterns"), QStringLiteral("remove"), QStringLiteral("t.cli")} + common).exitCode, 0);
        r = runCli(QStringList{QStringLiteral("patterns"), QStringLiteral("show"), QStringLiteral("t.cli")} + common);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(runCli(QStringList{QStringLiteral("patterns"), QStringLiteral("import"), out} + common).exitCode, 0);
        r = runCli(QStringList{QStringLiteral("patterns"), QStringLiteral("show"), QStringLiteral("t.cli"), QStringLiteral("--json")} + common);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("patterns")).toArray().at(0).toObject().value(QStringLiteral("title")).toString(),
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
        writeFile(file, QJsonDocument(QJsonObject{{QStringLiteral("patterns"), big}}).toJson(QJsonDocument::Compact));

        QProcess proc;
        proc.start(QStringLiteral(LOWERSCOPE_BINARY), {QStringLiteral("patterns"), QStringLiteral("import"), file, QStringLiteral("--kb"), path,
                                                      QStringLiteral("--workspace"), dir.filePath(QStringLiteral("ws"))});
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
        QCOMPARE(pragmaText(kb.handle(), "PRAGMA integrity_check"), QStringLiteral("ok"));
        const int generated = pragma(kb.handle(), "SELECT count(*) FROM patterns WHERE id LIKE 'gen.%'");
        qInfo("reported committed: %d, present after SIGKILL: %d of 40000", reported, generated);
        QVERIFY(generated >= reported);
        QVERIFY(generated < 40000);
        QCOMPARE(generated % 200, 0); // whole batches only
        for (int i = 0; i < 5; ++i)
            QVERIFY(kb.pattern(QStringLiteral("before.%1").arg(i)));
        QCOMPARE(pragma(kb.handle(), "SELECT count(*) FROM patterns WHERE id LIKE 'cuda.%' OR id LIKE 'ascend.%'"), 49);
        // Every committed pattern is whole: its history row exists.
        QCOMPARE(pragma(kb.handle(), "SELECT count(*) FROM patterns p WHERE NOT EXISTS (SELECT 1 FROM pattern_versions v WHERE v.pattern_id = p.id)"), 0);
    }
};

QTEST_GUILESS_MAIN(TestKnowledgeBase)
#include "tst_knowledgebase.moc"
