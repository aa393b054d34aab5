// SPDX-License-Identifier: MIT
// The trust boundary of results (docs/reliability.md, "The trust boundary"), tried as a hostile collaborator
// would on the plain-Python task tests/data/runners/scale_add: a real bundle run with python3 run.py, then its
// results archive forged, cut or bloated. Only results of requests this workspace exported, still waiting and
// matching what was sent (nonce, task, task hashes, candidate) are recorded; everything else is refused whole.
#include "runners/bundle.h"
#include "runners/runrecord.h"
#include "testsupport.h"
#include "workspace/workspace.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <sys/types.h>

using namespace Lowerscope;
using namespace Lowerscope::Test;

namespace {

QString s(const char *t)
{
    return QString::fromUtf8(t);
}
QString task()
{
    return dataPath(s("runners/scale_add"));
}
QString candidate(const char *name)
{
    return dataPath(s("runners/candidates/") + s(name));
}

int sh(const QString &program, const QStringList &args, const QString &cwd = {}, int timeoutMs = 240000)
{
    QProcess p;
    if (!cwd.isEmpty())
        p.setWorkingDirectory(cwd);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(timeoutMs))
        return -1;
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

void writeJson(const QString &path, const QJsonObject &o)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(o).toJson());
}

// A results folder packed as an archive, the way run.py packs one.
QString pack(const QString &folder, const QString &archive)
{
    return sh(s("tar"), { s("-czf"), archive, s("-C"), folder, s(".") }) == 0 ? archive : QString();
}

RunRequest req(const QString &id, const QString &cand)
{
    RunRequest r;
    r.id = id;
    r.taskDir = task();
    r.candidate = cand;
    r.origin = CodeOrigin::Llm;
    return r;
}

// One honest batch exported from WS and run where "the hardware is" (python3 run.py): the unpacked folder that
// holds results.tar.gz and its results, unpacked again into results/.
struct RanBundle {
    RunBatch batch;
    QString folder; // the bundle, after its run
    QString archive; // folder/results.tar.gz
    QString results; // the archive unpacked, for forging
};

RanBundle exportAndRun(Workspace &ws, const QString &dir, const QList<RunRequest> &requests)
{
    RanBundle b;
    b.batch = RunBatch { makeBatchId(), dir + s("/work"), requests };
    RunnerProfile p;
    p.name = s("airgap");
    p.kind = s("offline");
    p.timeoutS = 120;
    QString error;
    if (!registerBatch(ws, &b.batch, p.name, &error) || !exportBundle(b.batch, p, dir + s("/bundle.tar.gz"), &error)) {
        qWarning("%s", qPrintable(error));
        return b;
    }
    b.folder = dir + s("/device");
    QDir().mkpath(b.folder);
    if (sh(s("tar"), { s("-xzf"), dir + s("/bundle.tar.gz"), s("-C"), b.folder }) != 0
        || sh(s("python3"), { s("run.py") }, b.folder) != 0)
        return b;
    b.archive = b.folder + s("/results.tar.gz");
    b.results = dir + s("/results");
    QDir().mkpath(b.results);
    sh(s("tar"), { s("-xzf"), b.archive, s("-C"), b.results });
    return b;
}

// A copy of the unpacked results to forge, packed again after FORGE edits it.
QString forged(const RanBundle &b, const QString &name, const std::function<void(const QString &folder)> &forge)
{
    const QString folder = QFileInfo(b.results).path() + s("/") + name;
    sh(s("cp"), { s("-a"), b.results, folder });
    forge(folder);
    return pack(folder, folder + s(".tar.gz"));
}

} // namespace

class TestTrust : public QObject {
    Q_OBJECT

private slots:
    // Class 1: a result is recorded only for an exported, waiting request whose batch nonce, task, task hashes
    // and candidate match; a forged, foreign, duplicated or out-of-batch entry refuses the whole archive.
    void resultsBoundToWhatWasExported()
    {
        QTemporaryDir tmp;
        Workspace ws;
        QString error;
        QVERIFY2(ws.open(tmp.filePath(s("ws")), &error), qPrintable(error));
        const RanBundle b = exportAndRun(
            ws, tmp.path(), { req(s("scale_add.r1"), candidate("rewrite.py")), req(s("wrong"), candidate("wrong.py")) });
        QVERIFY2(!b.archive.isEmpty(), "the bundle did not run");
        QCOMPARE(ws.exportedRequests(b.batch.id).size(), 2);
        QCOMPARE(ws.exportedRequests(b.batch.id).at(0).state, s("waiting"));
        QCOMPARE(readJson(b.results + s("/manifest.json")).value(s("nonce")).toString(), b.batch.nonce);
        QCOMPARE(b.batch.nonce.size(), 32);

        struct Forgery {
            const char *name;
            std::function<void(const QString &)> forge;
            const char *reason;
        };
        const QString r1 = s("/requests/scale_add.r1/result.json");
        const QList<Forgery> forgeries {
            { "never-exported",
                [](const QString &f) {
                    QJsonObject m = readJson(f + s("/manifest.json"));
                    m.insert(s("batch"), s("20261202T000000Z-000000"));
                    writeJson(f + s("/manifest.json"), m);
                },
                "was never exported from this workspace" },
            { "no-nonce",
                [](const QString &f) {
                    QJsonObject m = readJson(f + s("/manifest.json"));
                    m.remove(s("nonce"));
                    writeJson(f + s("/manifest.json"), m);
                },
                "does not carry the nonce" },
            { "made-up-candidate",
                [r1](const QString &f) {
                    QJsonObject r = readJson(f + r1);
                    r.insert(s("candidate_sha256"), QString(64, QLatin1Char('0')));
                    writeJson(f + r1, r);
                },
                "is not the one exported" },
            { "another-task",
                [r1](const QString &f) {
                    QJsonObject r = readJson(f + r1);
                    r.insert(s("task"), s("vector_add"));
                    writeJson(f + r1, r);
                },
                "the request was for 'scale_add'" },
            { "changed-task",
                [r1](const QString &f) {
                    QJsonObject r = readJson(f + r1);
                    QJsonObject frozen = r.value(s("task_frozen")).toObject();
                    frozen.insert(s("cases"), QString(64, QLatin1Char('f')));
                    r.insert(s("task_frozen"), frozen);
                    writeJson(f + r1, r);
                },
                "frozen hashes in the result differ" },
            { "not-in-batch",
                [r1](const QString &f) {
                    // A guessable id for a round proposed later, with a 5000x time.
                    QJsonObject m = readJson(f + s("/manifest.json"));
                    QJsonArray reqs = m.value(s("requests")).toArray();
                    QJsonObject extra = reqs.first().toObject();
                    extra.insert(s("id"), s("scale_add.r2"));
                    reqs.append(extra);
                    m.insert(s("requests"), reqs);
                    writeJson(f + s("/manifest.json"), m);
                    QDir().mkpath(f + s("/requests/scale_add.r2"));
                    QFile::copy(f + r1, f + s("/requests/scale_add.r2/result.json"));
                },
                "scale_add.r2: no such request was exported in this batch" },
            { "duplicated",
                [](const QString &f) {
                    QJsonObject m = readJson(f + s("/manifest.json"));
                    QJsonArray reqs = m.value(s("requests")).toArray();
                    reqs.append(reqs.first());
                    m.insert(s("requests"), reqs);
                    writeJson(f + s("/manifest.json"), m);
                },
                "is listed twice" },
            { "dot-dot-batch",
                [](const QString &f) {
                    QJsonObject m = readJson(f + s("/manifest.json"));
                    m.insert(s("batch"), s(".."));
                    writeJson(f + s("/manifest.json"), m);
                },
                "names no valid batch id" },
        };
        for (const Forgery &f : forgeries) {
            const QString archive = forged(b, s(f.name), f.forge);
            QVERIFY(!archive.isEmpty());
            int recorded = -1;
            QVERIFY2(!importRuns(ws, archive, &recorded, &error), f.name);
            QVERIFY2(error.contains(s(f.reason)), qPrintable(s(f.name) + s(": ") + error));
            QCOMPARE(ws.runs().size(), 0); // nothing of a refused archive is recorded
            QCOMPARE(ws.exportedRequests(b.batch.id).at(0).state, s("waiting"));
        }
        QVERIFY(!QFileInfo::exists(tmp.filePath(s("ws/runs/../results")))); // a batch id '..' unpacked nowhere

        // The honest archive: recorded, each request finished once; the same archive again records nothing new.
        int recorded = -1;
        const auto imported = importRuns(ws, b.archive, &recorded, &error);
        QVERIFY2(imported, qPrintable(error));
        QCOMPARE(recorded, 2);
        QCOMPARE(imported->batch.requests.at(0).taskDir, QDir(task()).absolutePath()); // as exported, not as the archive says
        QCOMPARE(ws.runs(b.batch.id).at(0).verdict, s("accepted"));
        QCOMPARE(ws.runs(b.batch.id).at(1).verdict, s("incorrect"));
        QCOMPARE(ws.exportedRequests(b.batch.id).at(0).state, s("finished"));
        QVERIFY(importRuns(ws, b.archive, &recorded, &error));
        QCOMPARE(recorded, 0);

        // A forged second account of a finished request, with the right nonce: the request is finished once.
        const QString again = forged(b, s("refinished"), [r1](const QString &f) {
            QJsonObject r = readJson(f + r1);
            r.insert(s("speedup"), 5000.0);
            writeJson(f + r1, r);
        });
        QVERIFY(importRuns(ws, again, &recorded, &error));
        QCOMPARE(recorded, 0);
        QCOMPARE(ws.runs(b.batch.id).at(0).speedup.value_or(0) < 100, true);
    }

    // Class 1: a request exported again in a later batch supersedes the earlier export: the earlier archive's
    // result for it is refused; the later one is accepted.
    void aLaterExportSupersedes()
    {
        QTemporaryDir tmp;
        Workspace ws;
        QString error;
        QVERIFY2(ws.open(tmp.filePath(s("ws")), &error), qPrintable(error));
        const RanBundle first = exportAndRun(ws, tmp.filePath(s("one")), { req(s("scale_add.r1"), candidate("rewrite.py")) });
        QVERIFY(!first.archive.isEmpty());
        RunBatch second { makeBatchId(), tmp.filePath(s("two")), { req(s("scale_add.r1"), candidate("rewrite.py")) } };
        QVERIFY2(registerBatch(ws, &second, s("airgap"), &error), qPrintable(error));
        QCOMPARE(ws.exportedRequests(first.batch.id).at(0).state, s("superseded"));
        QCOMPARE(ws.currentRequest(s("scale_add.r1"))->batch, second.id);
        int recorded = -1;
        QVERIFY(!importRuns(ws, first.archive, &recorded, &error));
        QVERIFY2(error.contains(s("superseded")), qPrintable(error));
        QCOMPARE(ws.runs().size(), 0);
    }

    // Class 1: a request the archive does not hold (a run cut by its time limit) stays waiting, so its round runs
    // again; before, it was recorded failed.
    void aRequestNotRunStaysWaiting()
    {
        QTemporaryDir tmp;
        Workspace ws;
        QString error;
        QVERIFY2(ws.open(tmp.filePath(s("ws")), &error), qPrintable(error));
        const RanBundle b = exportAndRun(ws, tmp.path(),
            { req(s("scale_add.r1"), candidate("rewrite.py")), req(s("scale_add.e0123456789ab"), candidate("rewrite.py")) });
        QVERIFY(!b.archive.isEmpty());
        const QString cut
            = forged(b, s("cut"), [](const QString &f) { QDir(f + s("/requests/scale_add.e0123456789ab")).removeRecursively(); });
        int recorded = -1;
        const auto imported = importRuns(ws, cut, &recorded, &error);
        QVERIFY2(imported, qPrintable(error));
        QCOMPARE(imported->results.at(1).status, RunStatus::Cancelled);
        QCOMPARE(ws.exportedRequests(b.batch.id).at(0).state, s("finished"));
        QCOMPARE(ws.exportedRequests(b.batch.id).at(1).state, s("waiting"));
    }

    // Class 5: an archive is bounded before anything is unpacked, by apparent size (a sparse member counts whole);
    // a folder imported in place holds no link, FIFO or special file (a FIFO named log.txt never hangs).
    void importedResultsAreBounded()
    {
        QTemporaryDir tmp;
        Workspace ws;
        QString error;
        QVERIFY2(ws.open(tmp.filePath(s("ws")), &error), qPrintable(error));
        const RanBundle b = exportAndRun(ws, tmp.path(), { req(s("scale_add.r1"), candidate("rewrite.py")) });
        QVERIFY(!b.archive.isEmpty());
        int recorded = -1;

        // A 4 GiB sparse evidence file: a few hundred bytes packed.
        const QString sparseDir = tmp.filePath(s("sparse"));
        sh(s("cp"), { s("-a"), b.results, sparseDir });
        QDir().mkpath(sparseDir + s("/requests/scale_add.r1/evidence"));
        QVERIFY(QFile(sparseDir + s("/requests/scale_add.r1/evidence/big.bin")).open(QIODevice::WriteOnly));
        QVERIFY(QFile::resize(sparseDir + s("/requests/scale_add.r1/evidence/big.bin"), qint64(4) << 30));
        QCOMPARE(sh(s("tar"), { s("-czSf"), tmp.filePath(s("sparse.tar.gz")), s("-C"), sparseDir, s(".") }), 0);
        QVERIFY(QFileInfo(tmp.filePath(s("sparse.tar.gz"))).size() < 1 << 20);
        QVERIFY(!importRuns(ws, tmp.filePath(s("sparse.tar.gz")), &recorded, &error));
        QVERIFY2(error.contains(s("evidence/big.bin' is 4294967296 bytes unpacked")), qPrintable(error));
        QCOMPARE(ws.runs().size(), 0);
        // The same folder imported in place: refused by its apparent size too.
        QVERIFY(!importRuns(ws, sparseDir, &recorded, &error));
        QVERIFY2(error.contains(s("big.bin: refused: 4294967296 bytes")), qPrintable(error));

        // More members than an archive may have.
        const QString many = forged(b, s("many"), [](const QString &f) {
            QDir().mkpath(f + s("/requests/scale_add.r1/evidence"));
            for (int i = 0; i <= ResultLimits::MaxMembers; ++i)
                QFile(f + s("/requests/scale_add.r1/evidence/%1.txt").arg(i)).open(QIODevice::WriteOnly);
        });
        QVERIFY(!importRuns(ws, many, &recorded, &error));
        QVERIFY2(
            error.contains(s("more than the %1 a results archive may have").arg(ResultLimits::MaxMembers)), qPrintable(error));

        // A folder whose evidence links out of it, and one whose log.txt is a FIFO.
        const QString linked = tmp.filePath(s("linked"));
        sh(s("cp"), { s("-a"), b.results, linked });
        QVERIFY(QFile::link(s("/etc"), linked + s("/requests/scale_add.r1/evidence")));
        QVERIFY(!importRuns(ws, linked, &recorded, &error));
        QVERIFY2(error.contains(s("requests/scale_add.r1/evidence: refused: not a regular file or folder")), qPrintable(error));
        const QString fifo = tmp.filePath(s("fifo"));
        sh(s("cp"), { s("-a"), b.results, fifo });
        QFile::remove(fifo + s("/requests/scale_add.r1/log.txt"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo + s("/requests/scale_add.r1/log.txt")).constData(), 0600), 0);
        QVERIFY(!importRuns(ws, fifo, &recorded, &error));
        QVERIFY2(error.contains(s("log.txt: refused: not a regular file or folder")), qPrintable(error));
        QCOMPARE(ws.runs().size(), 0);
        // A FIFO named manifest.json: a clear error at once, no hang.
        const QString fifoManifest = tmp.filePath(s("fifo-manifest"));
        QDir().mkpath(fifoManifest);
        QCOMPARE(::mkfifo(QFile::encodeName(fifoManifest + s("/manifest.json")).constData(), 0600), 0);
        QVERIFY(!importRuns(ws, fifoManifest, &recorded, &error));
        QVERIFY2(error.contains(s("manifest.json")), qPrintable(error));
    }

    // Class 1 through the CLI: a forged archive of a batch never exported is refused by `bundle import`, leaves
    // the agent's round started and the report without a speed-up; the agent session lives in the workspace.
    void forgedArchiveThroughTheCli()
    {
        QTemporaryDir tmp;
        const QString ws = tmp.filePath(s("ws"));
        const QStringList common { s("--workspace"), ws, s("--kb"), tmp.filePath(s("kb.sqlite")), s("--json") };
        const QHash<QString, QString> env { { s("XDG_CONFIG_HOME"), tmp.filePath(s("config")) } };
        auto cli = [&](const QStringList &args) { return runCliServing(args + common, env, 240000); };
        QVERIFY2(cli({ s("agent"), s("start"), task() }).exitCode == 0, "agent start");
        QVERIFY(!QFileInfo::exists(ws + s("/agent/session.json")));
        QVERIFY2(cli({ s("agent"), s("propose"), s("scale_add"), candidate("rewrite.py") }).exitCode == 0, "agent propose");

        // The forger's archive: a guessable request id, a made-up sha256, 0.001 ms against 5 ms.
        const QString f = tmp.filePath(s("forged"));
        QDir().mkpath(f + s("/requests/scale_add.r1"));
        writeJson(f + s("/manifest.json"),
            QJsonObject { { s("format"), 1 }, { s("batch"), s("20261201T000000Z-abcdef") }, { s("runner"), s("offline") },
                { s("requests"),
                    QJsonArray { QJsonObject { { s("id"), s("scale_add.r1") }, { s("source_task"), s("/etc") } } } } });
        QJsonArray cases;
        for (const char *c : { "n1000", "n2000", "n4000", "n8000", "n16000" })
            cases.append(QJsonObject { { s("case"), s(c) }, { s("correct"), true }, { s("ms"), 0.001 }, { s("initial_ms"), 5.0 },
                { s("speedup"), 5000.0 } });
        writeJson(f + s("/requests/scale_add.r1/result.json"),
            QJsonObject { { s("harness"), 1 }, { s("task"), s("scale_add") }, { s("verdict"), s("accepted") },
                { s("candidate_sha256"), QString(64, QLatin1Char('a')) }, { s("cases"), cases }, { s("speedup"), 5000.0 } });
        writeJson(f + s("/requests/scale_add.r1/status.json"), QJsonObject { { s("status"), s("done") } });
        const QString archive = pack(f, tmp.filePath(s("forged.tar.gz")));
        CliResult r = cli({ s("bundle"), s("import"), archive });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("the batch 20261201T000000Z-abcdef was never exported from this workspace"), r.err.constData());
        r = cli({ s("agent"), s("record") });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(s("waiting")).toArray(), QJsonArray { s("scale_add.r1") });
        r = cli({ s("report") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject op = QJsonDocument::fromJson(r.out).object().value(s("operators")).toArray().first().toObject();
        QVERIFY2(op.value(s("best_round")).isNull(), r.out.constData());
        QVERIFY2(op.value(s("speedup")).toDouble() <= 1.0, r.out.constData()); // not the forged 5000x
    }

    // Class 1 through `agent`: a round whose request a time limit cut before it ran (the results archive does not
    // hold it) stays started after `bundle import` and `agent record`, as in `optimize`; before, it was failed.
    void agentRecordLeavesACutRequestStarted()
    {
        QTemporaryDir tmp;
        const QString ws = tmp.filePath(s("ws"));
        const QStringList common { s("--workspace"), ws, s("--kb"), tmp.filePath(s("kb.sqlite")), s("--json") };
        const QHash<QString, QString> env { { s("XDG_CONFIG_HOME"), tmp.filePath(s("config")) } };
        auto cli = [&](const QStringList &args) { return runCliServing(args + common, env, 240000); };
        QVERIFY(cli({ s("agent"), s("start"), task() }).exitCode == 0);
        QVERIFY(cli({ s("agent"), s("propose"), s("scale_add"), candidate("rewrite.py") }).exitCode == 0);
        QVERIFY(runCliServing({ s("runners"), s("add"), s("cut"), s("--kind"), s("offline") }, env).exitCode == 0);
        const QString bundle = tmp.filePath(s("step.tar.gz"));
        CliResult r = cli({ s("agent"), s("validate"), s("--runner"), s("cut"), s("--out"), bundle, s("--yes") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // The machine's run stopped before the request started: the archive holds the manifest only.
        const QString device = tmp.filePath(s("device"));
        QDir().mkpath(device + s("/results"));
        QCOMPARE(sh(s("tar"), { s("-xzf"), bundle, s("-C"), device }), 0);
        QFile::copy(device + s("/manifest.json"), device + s("/results/manifest.json"));
        const QString archive = pack(device + s("/results"), tmp.filePath(s("results.tar.gz")));
        r = cli({ s("bundle"), s("import"), archive });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value(s("results"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(s("status"))
                     .toString(),
            s("cancelled"));
        r = cli({ s("agent"), s("record") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(s("waiting")).toArray(), QJsonArray { s("scale_add.r1") });
        r = runCli({ s("rounds"), s("show"), s("scale_add"), s("1"), s("--workspace"), ws, s("--json") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("\"state\": \"started\""), r.out.constData());
    }
};

QTEST_MAIN(TestTrust)
#include "tst_trust.moc"
