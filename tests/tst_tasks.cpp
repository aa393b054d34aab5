// SPDX-License-Identifier: MIT
// `lowerscope tasks import-tritonbench` and `tasks check` on the TritonBench-G files of tests/data/tritonbench-g
// (provenance in tests/data/README.md), and the engine's case selection against the backend's hardware model.
#include "core/backend.h"
#include "core/backendregistry.h"
#include "core/diagnostics.h"
#include "tasks/calibration.h"
#include "tasks/taskfolder.h"
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;
using namespace Lowerscope::Test;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QString op(const QString &name, bool perf = false)
{
    return dataPath(s("tritonbench-g/%1/%1%2.py").arg(name, perf ? s("_perf") : QString()));
}

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
}

// A copy of tasks/suite/softmax in ROOT/task, its task.json with KEYS replaced; the folder.
QString softmaxCopy(const QString &root, const QJsonObject &keys)
{
    const QString from = dataPath(s("../../tasks/suite/softmax")), to = QDir(root).filePath(s("task"));
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(file));
        QDir().mkpath(QFileInfo(target).path());
        QFile::copy(file, target);
    }
    QJsonObject task = readJson(QDir(to).filePath(s("task.json")));
    for (auto k = keys.begin(); k != keys.end(); ++k)
        task.insert(k.key(), k.value());
    QFile f(QDir(to).filePath(s("task.json")));
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    f.write(QJsonDocument(task).toJson(QJsonDocument::Compact));
    return to;
}

QStringList messages(const CliResult &r)
{
    QStringList out;
    for (const QJsonValue &p : QJsonDocument::fromJson(r.out).object().value(s("problems")).toArray())
        out << p.toObject().value(s("message")).toString();
    return out;
}

const HardwareModel &h200()
{
    static const QList<HardwareModel> models = BackendRegistry::instance().backend(s("cuda"))->hardware();
    return models.first();
}

// Copies FROM's files into TO.
void copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(file));
        QDir().mkpath(QFileInfo(target).path());
        QFile::copy(file, target);
    }
}

// Runs PROGRAM ARGS in DIR; its exit code (-1 when it did not finish) and merged output.
int runIn(const QString &dir, const QString &program, const QStringList &args, QByteArray *output)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(180000))
        return -1;
    *output = p.readAll();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

class TstTasks : public QObject {
    Q_OBJECT
private slots:
    void helpExitsZero()
    {
        const CliResult r = runCli({ s("tasks"), s("--help") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("import-tritonbench FILE [PERF_FILE] --out DIR"));
    }

    void importsAddExample()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(s("add_example"));
        const CliResult r = runCli({ s("tasks"), s("import-tritonbench"), op(s("add_example")), op(s("add_example"), true),
            s("--out"), out, s("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(s("imported")).toBool(), true);
        QCOMPARE(doc.value(s("valid")).toBool(), true);
        QCOMPARE(doc.value(s("hardware")).toString(), h200().id);
        const QJsonObject task = readJson(QDir(out).filePath(s("task.json")));
        QCOMPARE(task.value(s("entry")).toArray(), QJsonArray { s("add_wrapper") });
        QCOMPARE(task.value(s("reference")).toObject().value(s("kind")).toString(), s("initial"));
        QCOMPARE(task.value(s("source")).toObject().value(s("separator_line")).toInt(), 40);
        // 16 perf shapes, 2^12..2^27 fp32 elements, 3 * n * 4 bytes (get_gbps): the five at or above 20 µs on
        // the default device are 2^23..2^27.
        const QJsonArray cases = task.value(s("cases")).toArray();
        QCOMPARE(cases.size(), 5);
        QList<qint64> sizes;
        for (const QJsonValue &c : cases)
            sizes << c.toObject().value(s("args")).toArray().first().toObject().value(s("shape")).toArray().first().toInteger();
        QCOMPARE(sizes, (QList<qint64> { 1 << 23, 1 << 24, 1 << 25, 1 << 26, 1 << 27 }));
        const QJsonObject first = cases.first().toObject();
        QCOMPARE(first.value(s("bytes")).toDouble(), 3.0 * (1 << 23) * 4);
        QCOMPARE(first.value(s("estimate_us")).toDouble(), std::round(3.0 * (1 << 23) * 4 / h200().memoryBandwidth * 1e8) / 100);
        QCOMPARE(first.value(s("perf_shape")).toInt(), 11);
        // The frozen test half is hashed; the kernel half is marked editable after its imports.
        QVERIFY(readAll(QDir(out).filePath(s("test.py"))).contains("result_gold = test_add_kernel()"));
        QVERIFY(readAll(QDir(out).filePath(s("kernel.py")))
                .startsWith("\nimport torch\nimport triton\nimport triton.language as tl\n# lowerscope: editable begin\n"));
        QCOMPARE(task.value(s("frozen")).toObject().value(s("files")).toObject().keys(),
            (QStringList { s("initial/kernel.py"), s("launch.py"), s("test.py") }));

        const CliResult check = runCli({ s("tasks"), s("check"), out, s("--json") });
        QCOMPARE(check.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(check.out).object().value(s("valid")).toBool(), true);

        // An edited frozen test half no longer matches its hash.
        writeAll(QDir(out).filePath(s("test.py")), readAll(QDir(out).filePath(s("test.py"))) + "\nresult_gold = None\n");
        const CliResult edited = runCli({ s("tasks"), s("check"), out });
        QCOMPARE(edited.exitCode, 1);
        QVERIFY(edited.err.contains("test.py: [task-format] does not match its recorded sha256"));
    }

    void everyFixtureImports_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("scaled");
        // How many of the five cases are the largest perf shape scaled up, because fewer than five shapes are
        // estimated at 20 µs or more: max_reduction's 11 shapes hold at most 16384 fp16 elements, embedding's
        // two largest move 2^16 and 2^17 rows of 768 fp16 (its perf file counts 15.5 MB, its tensors hold up to
        // 217 MB: 24 and 45 µs with the output counted; the largest is scaled x2, x4 and x8),
        // matrix_vector_multip's largest is 2304x2432 fp32. index_select_cat's
        // output buffer counts whole (issue 32 §4): five shapes reach 20 µs.
        const QList<std::pair<const char *, int>> rows { { "add_example", 0 }, { "bmm_optimized", 0 },
            { "embedding_triton_kernel", 3 }, { "flash_decode2_llama", 0 }, { "index_select_cat", 0 },
            { "layernorm_fwd_triton", 0 }, { "matrix_vector_multip", 5 }, { "max_reduction", 5 }, { "seeded_dropout", 2 },
            { "softmax_triton1", 2 }, { "triton_matmul", 0 } };
        for (const auto &[name, scaled] : rows)
            QTest::newRow(name) << s(name) << scaled;
    }
    void everyFixtureImports()
    {
        QFETCH(QString, name);
        QFETCH(int, scaled);
        QTemporaryDir tmp;
        const CliResult r
            = runCli({ s("tasks"), s("import-tritonbench"), op(name), op(name, true), s("--out"), tmp.path(), s("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonArray cases = QJsonDocument::fromJson(r.out).object().value(s("cases")).toArray();
        QCOMPARE(cases.size(), 5);
        int nScaled = 0;
        for (const QJsonValue &c : cases)
            nScaled += c.toObject().value(s("scale")).toInteger() > 1 ? 1 : 0;
        QCOMPARE(nScaled, scaled);
        QCOMPARE(runCli({ s("tasks"), s("check"), tmp.path() }).exitCode, 0);
    }

    void refusesVacuousTest()
    {
        QTemporaryDir tmp;
        QByteArray text = readAll(op(s("add_example")));
        QVERIFY(text.contains("    return results\n"));
        text.replace("    return results\n", "    pass\n");
        const QString file = tmp.filePath(s("add_example.py"));
        writeAll(file, text);
        const QString out = tmp.filePath(s("out"));
        const CliResult r = runCli({ s("tasks"), s("import-tritonbench"), file, op(s("add_example"), true), s("--out"), out });
        QCOMPARE(r.exitCode, 1);
        QVERIFY(QDir(out).exists());
        QVERIFY(r.err.contains(
            "add_example.py:40: refused: the test is vacuous: result_gold is None: test_add_kernel() returns nothing"));
        QVERIFY(!QFile::exists(QDir(out).filePath(s("task.json"))));
    }

    void refusesMissingSeparator()
    {
        QTemporaryDir tmp;
        QByteArray text = readAll(op(s("softmax_triton1")));
        text.replace(QByteArray(146, '#'), QByteArray(10, '#'));
        const QString file = tmp.filePath(s("softmax_triton1.py"));
        writeAll(file, text);
        const CliResult r = runCli(
            { s("tasks"), s("import-tritonbench"), file, op(s("softmax_triton1"), true), s("--out"), tmp.filePath(s("o")) });
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("no separator line of 146 '#'"));
    }

    void checkFailsWithoutTritonLaunch()
    {
        // An operator whose wrapper computes on the host: imported, but its initial kernel launches nothing.
        QTemporaryDir tmp;
        QByteArray text = readAll(op(s("add_example")));
        const QByteArray launch = "    add_kernel[(num_blocks,)](x, y, out, n_elements, BLOCK_SIZE)\n";
        QVERIFY(text.contains(launch));
        text.replace(launch, "    out = x + y\n");
        const QString file = tmp.filePath(s("add_example.py"));
        writeAll(file, text);
        const QString out = tmp.filePath(s("out"));
        const CliResult r = runCli({ s("tasks"), s("import-tritonbench"), file, op(s("add_example"), true), s("--out"), out });
        QCOMPARE(r.exitCode, 1);
        const CliResult check = runCli({ s("tasks"), s("check"), out, s("--json") });
        QCOMPARE(check.exitCode, 1);
        const QJsonArray problems = QJsonDocument::fromJson(check.out).object().value(s("problems")).toArray();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().toObject().value(s("check")).toString(), s("no-triton-launch"));
        QCOMPARE(problems.first().toObject().value(s("line")).toInt(),
            24); // def add_wrapper: line 23 of the file, one marker line above it
    }

    void checkMissingFolderAndUnknownAction()
    {
        QCOMPARE(runCli({ s("tasks"), s("check"), s("/no/such/task") }).exitCode, 1);
        QCOMPARE(runCli({ s("tasks"), s("frobnicate") }).exitCode, 1);
        QCOMPARE(runCli({ s("tasks"), s("import-tritonbench"), op(s("add_example")) }).exitCode, 1); // no --out
    }

    // Issue 28 §2 through `tasks check`: a name that is not an identifier, files that resolve outside the folder.
    void checkRefusesHostileNamesAndFiles()
    {
        QTemporaryDir tmp;
        QString folder = softmaxCopy(tmp.path(), {});
        QCOMPARE(runCli({ s("tasks"), s("check"), folder }).exitCode, 0);
        for (const char *name : { "/abs/dir/sitecustomize", "../x", ".." }) {
            softmaxCopy(tmp.path(), { { s("name"), s(name) } });
            const CliResult r = runCli({ s("tasks"), s("check"), folder, s("--json") });
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(messages(r).first().startsWith(s("name: the name '%1' is").arg(s(name))), r.out.constData());
        }
        softmaxCopy(tmp.path(), { { s("name"), s("softmax") } });
        // The kernel replaced by a symlink to a byte-identical copy outside the folder: only where it lies is wrong.
        const QString outside = tmp.filePath(s("outside.py"));
        QVERIFY(QFile::copy(QDir(folder).filePath(s("kernel.py")), outside));
        QVERIFY(QFile::remove(QDir(folder).filePath(s("kernel.py"))));
        QVERIFY(QFile::link(outside, QDir(folder).filePath(s("kernel.py"))));
        const CliResult r = runCli({ s("tasks"), s("check"), folder, s("--json") });
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(messages(r).size(), 1);
        QCOMPARE(messages(r).first(),
            s("kernel: kernel.py resolves to %1, outside the task folder %2 (a task names only its own files)")
                .arg(QFileInfo(outside).canonicalFilePath(), QFileInfo(folder).canonicalFilePath()));
        // The same through an absolute path and through ../ in task.json.
        QVERIFY(QFile::remove(QDir(folder).filePath(s("kernel.py"))));
        QVERIFY(QFile::copy(outside, QDir(folder).filePath(s("kernel.py"))));
        for (const QString &kernel : { outside, s("../outside.py") }) {
            softmaxCopy(tmp.path(), { { s("kernel"), kernel } });
            const CliResult k = runCli({ s("tasks"), s("check"), folder, s("--json") });
            QCOMPARE(k.exitCode, 1);
            QVERIFY2(messages(k).first().startsWith(s("kernel: %1 resolves to").arg(kernel)), k.out.constData());
        }
    }

    // Issue 28 §5: at most 1,000 problems listed (Diagnostics::MaxPerFile) and a case count refused as a whole; the
    // old check listed four problems for each of 2,000 malformed cases.
    void checkListsBoundedProblems()
    {
        QTemporaryDir tmp;
        QJsonArray cases;
        for (int i = 0; i < 2000; ++i)
            cases.append(QJsonObject { { s("seed"), s("x") }, { s("args"), QJsonArray { QJsonObject {} } } });
        const QString folder = softmaxCopy(tmp.path(), { { s("cases"), cases } });
        CliResult r = runCli({ s("tasks"), s("check"), folder, s("--json") });
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(messages(r),
            (QStringList { s("cases: expected 5 cases, found 2000"),
                s("cases: 2000 cases, more than the 256 a task may have (not read)") }));
        // Five cases of 300 malformed arguments each: 1,000 problems listed, then one line for the other 3,500.
        QJsonArray five;
        for (int i = 0; i < 5; ++i) {
            QJsonArray args;
            for (int j = 0; j < 300; ++j)
                args.append(QJsonObject { { s("shape"), s("no") }, { s("dtype"), s("no") }, { s("init"), s("no") } });
            five.append(QJsonObject { { s("seed"), i }, { s("args"), args } });
        }
        softmaxCopy(tmp.path(), { { s("cases"), five } });
        r = runCli({ s("tasks"), s("check"), folder, s("--json") });
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(messages(r).size(), Diagnostics::MaxPerFile + 1);
        QCOMPARE(messages(r).last(), s("3500 more problems are not listed"));
        // A case whose tensor no device could hold.
        QJsonArray huge = readJson(dataPath(s("../../tasks/suite/softmax/task.json"))).value(s("cases")).toArray();
        QJsonObject c = huge.at(3).toObject();
        c.insert(s("args"),
            QJsonArray { QJsonObject { { s("shape"), QJsonArray { qint64(1000000000000), qint64(1000000000000) } },
                { s("dtype"), s("float32") }, { s("init"), s("randn") }, { s("role"), s("input") } } });
        huge[3] = c;
        softmaxCopy(tmp.path(), { { s("cases"), huge } });
        r = runCli({ s("tasks"), s("check"), folder, s("--json") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            messages(r).contains(
                s("cases[3]: its tensors hold 4000000000000000000000000 bytes, more than the 274877906944 a device could hold")),
            r.out.constData());
    }

    // Issue 28 §5 through `tasks import-tritonbench`: a perf file's evaluation is bounded work (the old reader grew to
    // 5.4 GB on this loop) and a shape no device could hold is refused, each with the perf file's line.
    void importBoundsThePerfFile()
    {
        const QByteArray loop = "        for i in range(12, 28):\n";
        const QByteArray perf = readAll(op(s("add_example"), true));
        QVERIFY(perf.contains(loop));
        QByteArray unbounded = perf, huge = perf;
        unbounded.replace(
            loop, QByteArray("        xs = []\n        for i in range(10**9):\n            xs.append(i)\n").append(loop));
        huge.replace(QByteArray("input_tensor = (torch.rand(size,"), QByteArray("input_tensor = (torch.rand(10**12, 10**12,"));
        QList<std::pair<QByteArray, QByteArray>> rows;
        rows.append(std::make_pair(unbounded,
            QByteArray("add_example_perf.py:22: refused: a sequence of 1000000000 elements, more than the 100000 a perf file may "
                       "build")));
        rows.append(std::make_pair(huge,
            QByteArray("add_example_perf.py:23: refused: a tensor of shape [1000000000000, 1000000000000] (float32): "
                       "4000000000000000000000000 bytes, more than the 274877906944 a device could hold")));
        for (const auto &[text, expected] : rows) {
            QTemporaryDir tmp;
            const QString file = tmp.filePath(s("add_example_perf.py"));
            writeAll(file, text);
            // The refusal names the budget that stopped it (the run is not timed here: speed lives in benchmarks).
            const CliResult r
                = runCli({ s("tasks"), s("import-tritonbench"), op(s("add_example")), file, s("--out"), tmp.filePath(s("out")) });
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(expected), r.err.constData());
            QVERIFY(!QFile::exists(tmp.filePath(s("out/task.json"))));
        }
    }

    // Issue 32 §1, end to end through an offline bundle (runners' trust boundary included): two plain-Python tasks
    // of tests/data/tasks-calibrate built on TritonBench-G's structure: an in-place operator whose written argument
    // the importer marked input, and a case scaled past what the kernel's index arithmetic holds.
    void calibrationThroughAnOfflineBundle()
    {
        QTemporaryDir tmp;
        const QByteArray oldConfig = qgetenv("XDG_CONFIG_HOME");
        qputenv("XDG_CONFIG_HOME", tmp.filePath(s("config")).toUtf8());
        auto cli = [&](QStringList args) {
            args << s("--workspace") << tmp.filePath(s("ws")) << s("--kb") << tmp.filePath(s("kb.sqlite"));
            return runCli(args, 180000);
        };
        const QString inplace = tmp.filePath(s("inplace_add")), scaled = tmp.filePath(s("scaled_fault")),
                      failing = tmp.filePath(s("failing"));
        copyTree(dataPath(s("tasks-calibrate/inplace_add")), inplace);
        copyTree(dataPath(s("tasks-calibrate/scaled_fault")), scaled);
        QCOMPARE(cli({ s("runners"), s("add"), s("air"), s("--kind"), s("offline") }).exitCode, 0);
        const QString bundle = tmp.filePath(s("bundle.tar.gz"));
        CliResult r = cli({ s("tasks"), s("calibrate"), inplace, scaled, s("--runner"), s("air"), s("--out"), bundle });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString there = tmp.filePath(s("there"));
        QDir().mkpath(there);
        QByteArray log;
        QCOMPARE(runIn(there, s("tar"), { s("xzf"), bundle }, &log), 0);
        QVERIFY2(runIn(there, s("python3"), { s("run.py") }, &log) == 0, log.constData());
        QVERIFY(log.contains("calibrate-1-scaled_fault done accepted"));

        // A forged account of the run: slot 0 of scaled_fault claims the x4 alternate, which is larger than the case.
        const QString forged = tmp.filePath(s("forged"));
        QDir().mkpath(forged);
        QCOMPARE(runIn(forged, s("tar"), { s("xzf"), QDir(there).filePath(s("results.tar.gz")) }, &log), 0);
        const QString forgedResult = QDir(forged).filePath(s("requests/calibrate-1-scaled_fault/result.json"));
        QJsonObject doc = readJson(forgedResult);
        QJsonObject cal = doc.value(s("calibration")).toObject();
        QJsonArray slotList = cal.value(s("slots")).toArray();
        QJsonObject first = slotList.at(0).toObject();
        first.insert(s("source"), s("alternate"));
        first.insert(s("alternate"), 0);
        first.insert(s("attempts"), QJsonArray { QJsonObject { { s("name"), s("x") }, { s("reason"), s("made up") } } });
        slotList[0] = first;
        cal.insert(s("slots"), slotList);
        doc.insert(s("calibration"), cal);
        writeAll(forgedResult, QJsonDocument(doc).toJson());
        QFile::remove(QDir(forged).filePath(s("requests/calibrate-0-inplace_add/result.json")));
        QByteArray scaledBefore = readAll(QDir(scaled).filePath(s("task.json")));
        r = cli({ s("tasks"), s("calibrate"), s("--import"), forged });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(
                     "calibration result refused: slot 0 takes alternate 0, which is not smaller than the case it replaces"),
            r.out.constData());
        QCOMPARE(readAll(QDir(scaled).filePath(s("task.json"))), scaledBefore);

        // The real results: recorded, bound to what was sent, written into the tasks.
        r = cli({ s("tasks"), s("calibrate"), s("--import"), QDir(there).filePath(s("results.tar.gz")), s("--json") });
        QVERIFY2(r.exitCode == 0 || r.out.contains("inplace_add"), r.err.constData());
        const QJsonObject in = readJson(QDir(inplace).filePath(s("task.json")));
        QCOMPARE(in.value(s("calibration")).toObject().value(s("status")).toString(), s("calibrated"));
        QCOMPARE(in.value(s("calibration")).toObject().value(s("runner")).toString(), s("air"));
        for (const QJsonValue &c : in.value(s("cases")).toArray()) {
            const QJsonArray args = c.toObject().value(s("args")).toArray();
            QCOMPARE(args.at(0).toObject().value(s("role")).toString(), s("inout"));
            QCOMPARE(args.at(1).toObject().value(s("role")).toString(), s("input"));
            QCOMPARE(c.toObject().value(s("bytes")).toDouble(),
                24.0 * args.at(0).toObject().value(s("shape")).toArray().first().toDouble());
        }
        QVERIFY(in.value(s("frozen")).toObject().contains(s("calibration")));
        const QJsonObject sc = readJson(QDir(scaled).filePath(s("task.json")));
        const QJsonObject last = sc.value(s("cases")).toArray().at(4).toObject();
        QCOMPARE(last.value(s("name")).toString(), s("n40000 (shape 2 scaled x4)"));
        QCOMPARE(last.value(s("seed")).toInt(), 4);
        const QJsonObject slot4 = sc.value(s("calibration")).toObject().value(s("slots")).toArray().at(4).toObject();
        QCOMPARE(slot4.value(s("replaced")).toArray().at(0).toObject().value(s("reason")).toString(),
            s("IndexError: offset 240000 out of range (illegal memory access)"));
        // `tasks check` says so (the backend 'python' has no plugin: a problem of its own, exit 1).
        r = cli({ s("tasks"), s("check"), scaled, s("--json") });
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(s("calibration")).toString(), s("calibrated"));
        QCOMPARE(messages(r), QStringList { s("unknown backend 'python' (known: cuda, ascend)") });
        QCOMPARE(taskGate(scaled).state, TaskGate::State::Ready);
        // The same results again: nothing new, the hashes moved on (the tasks changed): refused, tasks unchanged.
        scaledBefore = readAll(QDir(scaled).filePath(s("task.json")));
        r = cli({ s("tasks"), s("calibrate"), s("--import"), QDir(there).filePath(s("results.tar.gz")) });
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(readAll(QDir(scaled).filePath(s("task.json"))), scaledBefore);

        // A task whose initial kernel faults on a case with nothing smaller left: calibration fails, and `run`
        // refuses the task with the reason.
        copyTree(dataPath(s("tasks-calibrate/scaled_fault")), failing);
        for (const char *rel : { "kernel.py", "initial/kernel.py" }) {
            QByteArray text = readAll(QDir(failing).filePath(s(rel)));
            text.replace("LIMIT = 40000", "LIMIT = 15000");
            writeAll(QDir(failing).filePath(s(rel)), text);
        }
        QByteArray frozen;
        QCOMPARE(runIn(dataPath(s("../../resources/harness")), s("python3"),
                     { s("-m"), s("lowerscope_harness"), s("freeze"), failing }, &frozen),
            0);
        r = cli({ s("tasks"), s("calibrate"), failing, s("--runner"), s("local") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("calibration failed: case 4 (n80000 (shape 2 scaled x8)): IndexError: offset 120000"),
            r.out.constData());
        QCOMPARE(taskGate(failing).state, TaskGate::State::Refused);
        r = cli({ s("run"), failing, s("--no-timing") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("its initial kernel failed calibration: case 4 (n80000 (shape 2 scaled x8))"), r.err.constData());
        if (oldConfig.isNull())
            qunsetenv("XDG_CONFIG_HOME");
        else
            qputenv("XDG_CONFIG_HOME", oldConfig);
    }

    // Issue 32 §1 and §4 at import: an imported task is uncalibrated (a warning where it runs), it carries the
    // alternates calibration may take, and a perf file's byte count below its tensors' sizes is reported.
    void importedTasksAreUncalibratedAndChecked()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(s("index_select_cat"));
        const CliResult r = runCli({ s("tasks"), s("import-tritonbench"), op(s("index_select_cat")),
            op(s("index_select_cat"), true), s("--out"), out, s("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonArray warnings = QJsonDocument::fromJson(r.out).object().value(s("warnings")).toArray();
        QCOMPARE(warnings.size(), 11);
        QCOMPARE(warnings.at(0).toString(),
            s("get_gbps() counts 1048576 bytes for input 0, less than its tensor arguments hold (2101248 bytes, "
              "each read or written once): the case uses the tensors' sizes"));
        const QJsonObject task = readJson(QDir(out).filePath(s("task.json")));
        // 11 perf shapes, five chosen (the tensors' sizes put five at 20 µs or more): the other six are the
        // alternates, largest first.
        const QJsonArray alternates = task.value(s("alternates")).toArray();
        QCOMPARE(alternates.size(), 6);
        QVERIFY(alternates.at(0).toObject().value(s("estimate_us")).toDouble()
            > alternates.at(5).toObject().value(s("estimate_us")).toDouble());
        QCOMPARE(alternates.at(0).toObject().value(s("perf_shape")).toInt(), 5);
        QCOMPARE(task.value(s("frozen")).toObject().value(s("alternates")).toString().size(), 64);
        const TaskGate gate = taskGate(out);
        QCOMPARE(gate.state, TaskGate::State::Warning);
        QVERIFY(gate.message.contains(s("was imported and never calibrated")));
        const CliResult check = runCli({ s("tasks"), s("check"), out, s("--json") });
        QCOMPARE(QJsonDocument::fromJson(check.out).object().value(s("calibration")).toString(), s("uncalibrated"));
        // A suite task has its own PyTorch reference: it needs no calibration.
        QCOMPARE(taskGate(dataPath(s("../../tasks/suite/softmax"))).state, TaskGate::State::Ready);
    }

    // The shipped TritonBench-G tasks were calibrated on the H200 (docs/results/calibration-h200.json).
    void shippedTritonBenchTasksAreCalibrated()
    {
        const QDir root(dataPath(s("../../tasks/tritonbench-g")));
        int n = 0;
        for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            if (!QFile::exists(root.filePath(name + s("/task.json"))))
                continue;
            ++n;
            const QJsonObject task = readJson(root.filePath(name + s("/task.json")));
            QCOMPARE(calibrationState(task), s("calibrated"));
            QCOMPARE(task.value(s("calibration")).toObject().value(s("environment")).toObject().value(s("device")).toString(),
                s("NVIDIA H200"));
            QCOMPARE(taskGate(root.filePath(name)).state, TaskGate::State::Ready);
        }
        QCOMPARE(n, 11);
        // index_select_cat's output buffer (as its original perf file makes it: twice the rows the kernel writes)
        // was observed written in part: inout, so the half the kernel leaves keeps its values.
        const QJsonObject isc = readJson(root.filePath(s("index_select_cat/task.json")));
        QCOMPARE(isc.value(s("cases"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(s("args"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(s("role"))
                     .toString(),
            s("inout"));
    }

    void selectionScalesTheLargestWhenTooFewShapes()
    {
        const HardwareModel &hw = h200();
        // Two shapes: one above 20 µs, one below; three more come from scaling the largest.
        const double big = 30e-6 * hw.memoryBandwidth, small = 1e-6 * hw.memoryBandwidth;
        QList<ShapeCandidate> shapes(2);
        shapes[0].bytes = small;
        shapes[0].perfIndex = 0;
        shapes[0].args = QJsonArray { QJsonObject { { s("shape"), QJsonArray { 1000, 8 } }, { s("dtype"), s("float32") } } };
        shapes[1].bytes = big;
        shapes[1].perfIndex = 1;
        shapes[1].args = QJsonArray { QJsonObject { { s("shape"), QJsonArray { 4000, 8 } }, { s("dtype"), s("float32") } } };
        const QList<ShapeCandidate> picked = selectCases(shapes, hw);
        QCOMPARE(picked.size(), 5);
        QCOMPARE(picked.at(0).perfIndex, 1);
        QCOMPARE(picked.at(0).scale, 1);
        QCOMPARE(picked.at(1).scale, 2);
        QCOMPARE(picked.at(4).scale, 16);
        QCOMPARE(picked.at(4).args.first().toObject().value(s("shape")).toArray().first().toInteger(), 4000 * 16);
        QVERIFY(qAbs(picked.at(1).estimateUs - 60.0) < 1e-6);
        // fp16 FLOPs are estimated against the matrix unit, fp32 against the general-purpose peak.
        QVERIFY(qAbs(estimateMicroseconds(0, 1e12, true, hw) - 1e6 / hw.peakTensorFp16 * 1e12) < 1e-6);
        QVERIFY(qAbs(estimateMicroseconds(0, 1e12, false, hw) - 1e6 / hw.peakFp32 * 1e12) < 1e-6);
    }
    void selectionOfHugeShapesDoesNotOverflow()
    {
        // fuzz_tasks' finding (tests/fuzz/corpus/tasks): a perf shape of 2^40 x 2^40 elements overflowed the
        // element count (signed overflow, undefined). The count saturates: the shape is too large to scale, and is
        // the one case taken, unscaled.
        const HardwareModel &hw = h200();
        QList<ShapeCandidate> shapes(1);
        shapes[0].bytes = 1e-300;
        shapes[0].perfIndex = 0;
        const qint64 side = qint64(1) << 40;
        shapes[0].args = QJsonArray { QJsonObject { { s("shape"), QJsonArray { side, side } }, { s("dtype"), s("float16") } } };
        const QList<ShapeCandidate> picked = selectCases(shapes, hw);
        QCOMPARE(picked.size(), 1);
        QCOMPARE(picked.at(0).scale, 1);
        QCOMPARE(picked.at(0).args.first().toObject().value(s("shape")).toArray().first().toInteger(), side);
    }
};

QTEST_GUILESS_MAIN(TstTasks)
#include "tst_tasks.moc"
