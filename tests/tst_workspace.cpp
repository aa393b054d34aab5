// SPDX-License-Identifier: MIT
// The workspace: schema and migrations, recording rounds from real measurements, nothing silently overwritten,
// interrupted rounds resumed.
#include "benchrounds.h"
#include "store/sqldatabase.h"
#include "testsupport.h"
#include "workspace/roundfile.h"
#include "workspace/schema.h"
#include "workspace/unifieddiff.h"
#include "workspace/workspace.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;

static RoundRecord recordOf(const QJsonObject &o)
{
    QString error;
    const auto rec = parseRoundRecord(o, QStringLiteral("test"), QString(), &error);
    if (!rec)
        qFatal("%s", qPrintable(error));
    return *rec;
}

static qint64 pragma(const QString &file, const char *sql)
{
    Sql::Database db;
    QString error;
    db.open(file, &error);
    return db.scalar(sql);
}

class TestWorkspace : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void createsSchema()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY2(ws.open(dir.filePath(QStringLiteral("ws")), &error), qPrintable(error));
        QCOMPARE(pragma(ws.file(), "PRAGMA application_id"), qint64(WorkspaceSchema::ApplicationId));
        QCOMPARE(pragma(ws.file(), "PRAGMA user_version"), qint64(WorkspaceSchema::latestVersion()));
        Sql::Database db;
        db.open(ws.file(), &error);
        Sql::Statement mode(db, "PRAGMA journal_mode");
        QVERIFY(mode.next());
        QCOMPARE(mode.text(0), QStringLiteral("wal"));
        // Reading needs an existing workspace; a missing one is an error, not an empty result.
        Workspace missing;
        QVERIFY(!missing.open(dir.filePath(QStringLiteral("none")), &error, Workspace::OpenMode::MustExist));
        QVERIFY(error.contains(QStringLiteral("workspace.sqlite")));
    }
    void migratesOlderSchema()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("workspace.sqlite"));
        {
            // A workspace written by a build that knew only schema version 1 (no proposals yet).
            Sql::Database db;
            QString error;
            QVERIFY(db.open(file, &error));
            QVERIFY2(WorkspaceSchema::migrate(db, file, &error, 1), qPrintable(error));
            QVERIFY(db.run("INSERT INTO operators(name, created) VALUES('softmax', '2026-11-29')"));
        }
        QCOMPARE(pragma(file, "PRAGMA user_version"), qint64(1));
        Workspace ws;
        QString error;
        QVERIFY2(ws.open(dir.path(), &error), qPrintable(error));
        QCOMPARE(pragma(file, "PRAGMA user_version"), qint64(WorkspaceSchema::latestVersion()));
        QCOMPARE(ws.operators().size(), 1);
        QCOMPARE(ws.operators().at(0).name, QStringLiteral("softmax"));
        QVERIFY(ws.proposals().isEmpty());
    }
    void refusesNewerSchema()
    {
        QTemporaryDir dir;
        {
            Workspace ws;
            QString error;
            QVERIFY(ws.open(dir.path(), &error));
        }
        const QString file = dir.filePath(QStringLiteral("workspace.sqlite"));
        {
            Sql::Database db;
            QString error;
            db.open(file, &error);
            QVERIFY(db.run("PRAGMA user_version = 7"));
        }
        Workspace ws;
        QString error;
        QVERIFY(!ws.open(dir.path(), &error));
        QVERIFY2(error.contains(QStringLiteral("newer")) && error.contains(QStringLiteral("7")) && error.contains(file),
            qPrintable(error));
        QCOMPARE(pragma(file, "PRAGMA user_version"), qint64(7)); // left as it was
    }
    void refusesForeignDatabase()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("workspace.sqlite"));
        {
            Sql::Database db;
            QString error;
            db.open(file, &error);
            QVERIFY(db.run("CREATE TABLE patterns(id TEXT)"));
        }
        Workspace ws;
        QString error;
        QVERIFY(!ws.open(dir.path(), &error));
        QVERIFY2(error.contains(QStringLiteral("not a Lowerscope workspace")), qPrintable(error));
        // Not SQLite at all.
        QFile junk(file);
        QVERIFY(junk.open(QIODevice::WriteOnly | QIODevice::Truncate));
        junk.write(QByteArray(4096, 'x'));
        junk.close();
        QVERIFY(!ws.open(dir.path(), &error));
    }
    // A writer that holds the lock past the busy timeout: the round is not recorded (no autocommit behind a
    // failed BEGIN IMMEDIATE), the error says the workspace is busy, and recording it later works once.
    void busyWriterRecordsNothing()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        Sql::Database other;
        QVERIFY(other.open(ws.file(), &error));
        QVERIFY(other.run("BEGIN IMMEDIATE"));
        const RoundRecord rec = recordOf(Test::benchRounds().at(0).toObject());
        QVERIFY(!ws.record(rec, &error));
        QVERIFY2(
            error.contains(QStringLiteral("busy")) && error.contains(QStringLiteral("nothing was written")), qPrintable(error));
        QVERIFY(other.run("ROLLBACK"));
        QVERIFY(ws.rounds().isEmpty());
        QVERIFY(ws.operators().isEmpty());
        QVERIFY2(ws.record(rec, &error), qPrintable(error));
        QCOMPARE(ws.rounds().size(), 1);
        Sql::Transaction blocked(other);
        QVERIFY(blocked.isActive());
        Sql::Database third;
        QVERIFY(third.open(ws.file(), &error));
        Sql::Transaction refused(third);
        QVERIFY(!refused.isActive());
        QVERIFY(!refused.commit(&error));
        QVERIFY(error.contains(QStringLiteral("busy")));
    }

    // Two processes recording into one new workspace at once: both rounds are stored, the schema once.
    void concurrentCreation()
    {
        QTemporaryDir dir;
        QJsonArray rounds = Test::benchRounds();
        QStringList files;
        for (int i = 0; i < 2; ++i) {
            QFile f(dir.filePath(QStringLiteral("r%1.json").arg(i)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(QJsonObject { { QStringLiteral("rounds"), QJsonArray { rounds.at(i) } } }).toJson());
            files << f.fileName();
        }
        const QString ws = dir.filePath(QStringLiteral("ws"));
        QProcess a, b;
        for (int i = 0; i < 2; ++i)
            (i ? b : a).start(QStringLiteral(LOWERSCOPE_BINARY),
                { QStringLiteral("rounds"), QStringLiteral("record"), files.at(i), QStringLiteral("--workspace"), ws,
                    QStringLiteral("--kb"), dir.filePath(QStringLiteral("kb.sqlite")) });
        QVERIFY(a.waitForFinished(60000) && b.waitForFinished(60000));
        QVERIFY2(a.exitCode() == 0, a.readAllStandardError().constData());
        QVERIFY2(b.exitCode() == 0, b.readAllStandardError().constData());
        Workspace w;
        QString error;
        QVERIFY(w.open(ws, &error));
        QCOMPARE(w.rounds().size(), 2);
    }

    // A workspace from a newer build is refused and left byte-identical.
    void newerFileLeftByteIdentical()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("workspace.sqlite"));
        {
            Workspace ws;
            QString error;
            QVERIFY(ws.open(dir.path(), &error));
            QVERIFY(ws.record(recordOf(Test::benchRounds().at(0).toObject()), &error));
        }
        {
            Sql::Database db;
            QString error;
            QVERIFY(db.open(file, &error));
            QVERIFY(db.run("PRAGMA user_version = 9; PRAGMA journal_mode = DELETE"));
        }
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        Workspace ws;
        QString error;
        QVERIFY(!ws.open(dir.path(), &error));
        QVERIFY(error.contains(QStringLiteral("newer")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        QVERIFY(!QFileInfo::exists(file + QStringLiteral("-wal")));
    }

    void recordsMeasuredPair()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        const QJsonObject softmax = Test::benchRounds().at(0).toObject();
        const auto round = ws.record(recordOf(softmax), &error);
        QVERIFY2(round, qPrintable(error));
        QCOMPARE(round->ref(), QStringLiteral("softmax#1"));
        QCOMPARE(round->state, QStringLiteral("done"));
        QCOMPARE(round->cases.size(), 5); // all five sizes exist in both softmax_3pass and softmax_fused
        QCOMPARE(round->cases.at(4).caseName, QStringLiteral("8192x8191"));
        QCOMPARE(*round->cases.at(4).ms, 0.13676799833774567);
        // 0.52592/0.136768 = 3.8453 at the largest case; geomean over the five cases 2.462251.
        QVERIFY(qAbs(*round->speedup - 2.462251) < 1e-6);
        const auto op = ws.findOperator(QStringLiteral("softmax"));
        QCOMPARE(op->backend, QStringLiteral("cuda"));
        QCOMPARE(op->cases.size(), 5);
        QCOMPARE(*op->cases.at(0).initialMs, 0.010367999784648418);
        // Kernel versions keep the source and its SHA-256; the rewrite is their diff.
        QFile src(Test::dataPath(QStringLiteral("triton-h200/softmax_fused/softmax_fused.py")));
        QVERIFY(src.open(QIODevice::ReadOnly));
        const auto after = ws.kernelVersion(round->resultVersion);
        QCOMPARE(after->hash, QString::fromLatin1(QCryptographicHash::hash(src.readAll(), QCryptographicHash::Sha256).toHex()));
        QCOMPARE(round->baseVersion, op->initialVersion);
        QVERIFY(round->rewrite.startsWith(QStringLiteral("--- a/softmax_3pass.py\n+++ b/softmax_fused.py\n@@ -1,28 +1,21 @@\n")));
        QCOMPARE(round->rewrite.count(QStringLiteral("\n-    for start in range(0, n_cols, BLOCK):")), 3);
        QVERIFY(round->rewrite.contains(
            QStringLiteral("\n+    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=-float(\"inf\"))\n")));
        QCOMPARE(round->findings.size(), 2);
        QCOMPARE(
            round->findings.at(0).toObject().value(QLatin1String("category")).toString(), QStringLiteral("missed-vectorization"));
    }
    void nothingSilentlyOverwritten()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        const QJsonObject softmax = Test::benchRounds().at(0).toObject();
        QVERIFY(ws.record(recordOf(softmax), &error));
        // The same index again: refused, nothing changed.
        QVERIFY(!ws.record(recordOf(softmax), &error));
        QVERIFY2(error.contains(QStringLiteral("exists and is done")), qPrintable(error));
        QVERIFY(!ws.resume(recordOf(softmax), &error));
        QVERIFY2(error.contains(QStringLiteral("is done")), qPrintable(error));
        // A new round that restates a case's baseline with another time: refused as a whole.
        QJsonObject other = softmax;
        other.remove(QStringLiteral("index"));
        QJsonArray cases = other.value(QStringLiteral("cases")).toArray();
        QJsonObject c0 = cases.at(0).toObject();
        c0.insert(QStringLiteral("initial_ms"), 0.5);
        cases.replace(0, c0);
        other.insert(QStringLiteral("cases"), cases);
        QVERIFY(!ws.record(recordOf(other), &error));
        QVERIFY2(error.contains(QStringLiteral("4096x256")), qPrintable(error));
        // Another initial kernel for the same operator: refused.
        QJsonObject otherInitial = softmax;
        otherInitial.remove(QStringLiteral("index"));
        otherInitial.insert(QStringLiteral("initial"),
            QJsonObject {
                { QStringLiteral("name"), QStringLiteral("x.py") }, { QStringLiteral("source"), QStringLiteral("pass\n") } });
        QVERIFY(!ws.record(recordOf(otherInitial), &error));
        QVERIFY2(error.contains(QStringLiteral("initial kernel")), qPrintable(error));
        QCOMPARE(ws.rounds().size(), 1);
        QCOMPARE(*ws.findOperator(QStringLiteral("softmax"))->cases.at(0).initialMs, 0.010367999784648418);
    }
    void interruptedRoundResumes()
    {
        QTemporaryDir dir;
        Workspace ws;
        QString error;
        QVERIFY(ws.open(dir.path(), &error));
        const QJsonObject full = Test::benchRounds().at(3).toObject(); // matmul#1
        QCOMPARE(full.value(QStringLiteral("operator")).toString(), QStringLiteral("matmul"));
        // The loop stopped after the rewrite was written: no validation, no outcome.
        QJsonObject started = full;
        for (const char *k : { "validation", "outcome" })
            started.remove(QLatin1String(k));
        auto r = ws.record(recordOf(started), &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->state, QStringLiteral("started"));
        QCOMPARE(ws.unfinishedRounds().size(), 1);
        QVERIFY(!ws.record(recordOf(started), &error));
        QVERIFY2(error.contains(QStringLiteral("unfinished")) && error.contains(QStringLiteral("resume")), qPrintable(error));
        // Resumed: two cases validated, then interrupted again.
        const QJsonArray validation = full.value(QStringLiteral("validation")).toArray();
        QCOMPARE(validation.size(), 5);
        QJsonObject part { { QStringLiteral("operator"), QStringLiteral("matmul") },
            { QStringLiteral("validation"), QJsonArray { validation.at(0), validation.at(1) } } };
        r = ws.resume(recordOf(part), &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->state, QStringLiteral("validating"));
        QCOMPARE(r->cases.size(), 2);
        // A resume that contradicts what is recorded changes nothing.
        QJsonObject contradict { { QStringLiteral("operator"), QStringLiteral("matmul") },
            { QStringLiteral("hypothesis"), QStringLiteral("something else") } };
        QVERIFY(!ws.resume(recordOf(contradict), &error));
        QVERIFY2(error.contains(QStringLiteral("hypothesis")), qPrintable(error));
        QJsonObject changed = validation.at(0).toObject();
        changed.insert(QStringLiteral("ms"), 1.0);
        QVERIFY(!ws.resume(recordOf(QJsonObject { { QStringLiteral("operator"), QStringLiteral("matmul") },
                               { QStringLiteral("validation"), QJsonArray { changed } } }),
            &error));
        QCOMPARE(ws.findRound(QStringLiteral("matmul"), 1)->hypothesis, full.value(QStringLiteral("hypothesis")).toString());
        // The rest (repeating case 1 unchanged is fine) and the outcome finish it.
        QJsonObject rest { { QStringLiteral("operator"), QStringLiteral("matmul") }, { QStringLiteral("index"), 1 },
            { QStringLiteral("validation"),
                QJsonArray { validation.at(1), validation.at(2), validation.at(3), validation.at(4) } },
            { QStringLiteral("outcome"), QStringLiteral("accepted") } };
        r = ws.resume(recordOf(rest), &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->state, QStringLiteral("done"));
        QCOMPARE(r->cases.size(), 5);
        // matmul_naive/matmul_tuned per case: 2.4335, 3.3371, 9.8376, 9.3425, 1.3059; geomean 3.960726.
        QVERIFY(qAbs(*r->speedup - 3.960726) < 1e-6);
        QVERIFY(!r->finished.isEmpty());
        QVERIFY(ws.unfinishedRounds().isEmpty());
        QVERIFY(!ws.resume(recordOf(rest), &error));
    }
    void roundFileWarnings()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rounds.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"rounds\": [\n {\"operator\": \"a\", \"level\": \"L9\", \"outcome\": \"failed\"},\n"
                " {\"operator\": \"b\", \"validation\": [{\"case\": \"c\", \"ms\": \"fast\"}]},\n 3\n]}\n");
        f.close();
        Diagnostics diag;
        QString error;
        const QList<RoundRecord> recs = readRoundFile(path, diag, &error);
        // The bad level is the workspace's to refuse; the bad time and the non-object are read errors.
        QCOMPARE(recs.size(), 1);
        QCOMPARE(diag.warnings.size(), 2);
        QVERIFY2(diag.warnings.at(0).message.contains(QStringLiteral("rounds[1].validation[0].ms")),
            qPrintable(diag.warnings.at(0).message));
        QCOMPARE(diag.warnings.at(0).file, path);
        Workspace ws;
        QVERIFY(ws.open(dir.path(), &error));
        QVERIFY(!ws.record(recs.at(0), &error));
        QVERIFY2(error.contains(QStringLiteral("L9")), qPrintable(error));
        // Broken JSON names its line.
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\n\"operator\": \"a\",\n\"index\": 1,,\n}\n");
        f.close();
        QVERIFY(readRoundFile(path, diag, &error).isEmpty());
        QVERIFY2(error.startsWith(path + QStringLiteral(":3:")), qPrintable(error));
    }
    void indexOutsideIntIsRefused()
    {
        // Converting 1e300 to int was undefined behaviour (the cast in parseRoundRecord); now it is a whole
        // number from 1 or an error naming the field.
        for (const double index : { 1e300, 3e9, -1e300, 2.5 }) {
            QString error;
            const QJsonObject o { { QStringLiteral("operator"), QStringLiteral("matmul") }, { QStringLiteral("index"), index } };
            QVERIFY(!parseRoundRecord(o, QStringLiteral("rounds.json"), QString(), &error));
            QVERIFY2(error.contains(QStringLiteral("index")) && error.contains(QStringLiteral("a whole number from 1")),
                qPrintable(error));
        }
        QString error;
        const auto ok = parseRoundRecord(
            { { QStringLiteral("operator"), QStringLiteral("matmul") }, { QStringLiteral("index"), 2147483647.0 } },
            QStringLiteral("rounds.json"), QString(), &error);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(ok->index, 2147483647);
    }
    void unifiedDiffHunks()
    {
        const QString before = QStringLiteral("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n");
        const QString after = QStringLiteral("a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\n");
        // Two changes 8 lines apart with 1 line of context: two hunks.
        QCOMPARE(unifiedDiff(before, after, QStringLiteral("a/x"), QStringLiteral("b/x"), 1),
            QStringLiteral("--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n@@ -10,1 +10,2 @@\n j\n+k\n"));
        QCOMPARE(unifiedDiff(before, before, QStringLiteral("a"), QStringLiteral("b")), QString());
    }
};

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
