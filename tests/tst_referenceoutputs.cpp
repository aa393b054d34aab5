// SPDX-License-Identifier: MIT
// Reference outputs, in the way KSyntaxHighlighting tests its highlighters: the built binary runs each
// command of the table below on the fixtures, its output is normalised (the test-data folder, temporary
// folders and wall-clock timestamps are machine-specific) and compared with the checked-in file under
// tests/reference/. On a mismatch the actual output is written beside the reference as `<file>.actual` and
// the first differing line is reported. `scripts/update-reference-outputs` rewrites the references
// (LOWERSCOPE_UPDATE_REFERENCES=1); review the change with `git diff tests/reference`.
#include "benchrounds.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <list>

using namespace Lowerscope::Test;

namespace {

struct Row {
    const char *reference; // path under tests/reference
    QStringList args; // "@DATA/x" is tests/data/x
};

QString referenceDir()
{
    return QStringLiteral(LOWERSCOPE_TEST_REFERENCES);
}

QStringList data(std::initializer_list<const char *> args)
{
    QStringList out;
    for (const char *a : args) {
        const QString s = QString::fromUtf8(a);
        out << (s.startsWith(QLatin1String("@DATA/")) ? dataPath(s.mid(6)) : s);
    }
    return out;
}

QList<Row> rows()
{
    QList<Row> out;
    const char *folders[]
        = { "matmul_naive", "matmul_tuned", "softmax_3pass", "softmax_fused", "transpose_naive", "transpose_tiled", "vadd" };
    for (const char *k : folders) {
        const QString dir = dataPath(QStringLiteral("triton-h200/") + QLatin1String(k));
        out.append({ nullptr, { QStringLiteral("diagnose"), dir, QStringLiteral("--json") } });
        out.append({ nullptr, { QStringLiteral("trajectory"), dir, QStringLiteral("--json") } });
    }
    for (const char *k : { "matmul_naive", "softmax_3pass", "softmax_fused", "transpose_naive", "transpose_tiled" })
        out.append({ nullptr,
            { QStringLiteral("profile"), dataPath(QStringLiteral("triton-h200/") + QLatin1String(k)),
                QStringLiteral("--json") } });
    // Named rows: inputs other than a kernel folder.
    out.append({ "diagnose/triton_dump.json", data({ "diagnose", "@DATA/triton-h200/triton_dump", "--json" }) });
    out.append({ "diagnose/tritonparse_raw_trace.json", data({ "diagnose", "@DATA/tritonparse/raw_trace.ndjson", "--json" }) });
    out.append({ "diagnose/triton_ascend_ir.json", data({ "diagnose", "@DATA/ascend/triton_ascend_ir", "--json" }) });
    out.append({ "trajectory/triton_dump.json", data({ "trajectory", "@DATA/triton-h200/triton_dump", "--json" }) });
    out.append({ "trajectory/transpose_naive.mlir-passes.json",
        data({ "trajectory", "@DATA/triton-h200/transpose_naive/transpose_naive.mlir-passes.txt", "--json" }) });
    out.append({ "trajectory/softmax_fused.llvm-passes.json",
        data({ "trajectory", "@DATA/triton-h200/softmax_fused/softmax_fused.llvm-passes.txt", "--json" }) });
    out.append(
        { "trajectory/tritonparse_raw_trace.json", data({ "trajectory", "@DATA/tritonparse/raw_trace.ndjson", "--json" }) });
    out.append({ "trajectory/tritonparse_mapped_trace.json",
        data({ "trajectory", "@DATA/tritonparse/mapped_trace.ndjson.gz", "--json" }) });
    out.append({ "trajectory/triton_ascend_ir.json", data({ "trajectory", "@DATA/ascend/triton_ascend_ir", "--json" }) });
    out.append({ "profile/torch_trace.json", data({ "profile", "@DATA/triton-h200/torch_trace.json", "--json" }) });
    out.append({ "profile/torch_npu_profiler_msprof_analyze.json",
        data({ "profile", "@DATA/ascend/torch_npu_profiler_msprof_analyze", "--json" }) });
    out.append({ "profile/torch_npu_profiler_msinsight_gpt3_rank0.json",
        data({ "profile", "@DATA/ascend/torch_npu_profiler_msinsight_gpt3_rank0", "--json" }) });
    out.append({ "profile/msprof_db_910B.json", data({ "profile", "@DATA/ascend/msprof_db_910B", "--json" }) });
    out.append({ "profile/msopprof_raw_dumps.json", data({ "profile", "@DATA/ascend/msopprof_raw_dumps", "--json" }) });
    // The workspace recorded in initTestCase from the measured pairs of bench.json (benchrounds.h).
    out.append({ "report/bench-rounds.md", { QStringLiteral("report") } });
    out.append({ "report/bench-rounds.json", { QStringLiteral("report"), QStringLiteral("--json") } });
    return out;
}

// The reference file of a row: named, or <command>/<kernel folder>.json.
QString referenceOf(const Row &row)
{
    if (row.reference)
        return QString::fromUtf8(row.reference);
    return row.args.at(0) + QLatin1Char('/') + QFileInfo(row.args.at(1)).fileName() + QStringLiteral(".json");
}

} // namespace

class TestReferenceOutputs : public QObject {
    Q_OBJECT
    QTemporaryDir m_tmp;
    bool m_update = qEnvironmentVariableIntValue("LOWERSCOPE_UPDATE_REFERENCES") != 0;

    QHash<QString, CliResult> m_results; // by reference file

    // Runs every row's command, a few at a time: most of each run is process start-up and waiting.
    void runAll()
    {
        const QList<Row> all = rows();
        const int parallel = qMax(2, QThread::idealThreadCount());
        std::list<std::pair<QString, QProcess>> running;
        auto finishOldest = [&] {
            auto &[reference, p] = running.front();
            CliResult r;
            if (p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit)
                r.exitCode = p.exitCode();
            r.out = p.readAllStandardOutput();
            r.err = p.readAllStandardError();
            m_results.insert(reference, r);
            running.pop_front();
        };
        for (const Row &row : all) {
            if (int(running.size()) >= parallel)
                finishOldest();
            auto &[reference, p] = running.emplace_back();
            reference = referenceOf(row);
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(LOWERSCOPE_BINARY),
                QStringList { QStringLiteral("--kb"), kb(), QStringLiteral("--workspace"), workspace() } + row.args);
        }
        while (!running.empty())
            finishOldest();
    }

    QString kb() const { return m_tmp.filePath(QStringLiteral("kb.sqlite")); }
    QString workspace() const { return m_tmp.filePath(QStringLiteral("workspace")); }

    // Machine-specific parts: where the fixtures and the temporary folder lie, and wall-clock times.
    QByteArray normalise(QByteArray out) const
    {
        out.replace(QDir::cleanPath(dataPath(QString())).toUtf8(), "@DATA");
        out.replace(QDir::cleanPath(m_tmp.path()).toUtf8(), "@TMP");
        static const QRegularExpression time(QStringLiteral("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z"));
        return QString::fromUtf8(out).replace(time, QStringLiteral("@TIME")).toUtf8();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QFile rounds(m_tmp.filePath(QStringLiteral("bench-rounds.json")));
        QVERIFY(rounds.open(QIODevice::WriteOnly));
        rounds.write(QJsonDocument(QJsonObject { { QStringLiteral("rounds"), benchRounds() } }).toJson());
        rounds.close();
        const CliResult r = runCli({ QStringLiteral("--kb"), kb(), QStringLiteral("--workspace"), workspace(),
            QStringLiteral("rounds"), QStringLiteral("record"), rounds.fileName() });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // Seed the knowledge base once, before the commands below read it side by side.
        QCOMPARE(runCli({ QStringLiteral("--kb"), kb(), QStringLiteral("patterns"), QStringLiteral("list") }).exitCode, 0);
        runAll();
    }

    void output_data()
    {
        QTest::addColumn<QString>("reference");
        for (const Row &row : rows()) {
            const QString ref = referenceOf(row);
            QTest::newRow(qPrintable(ref)) << ref;
        }
    }
    void output()
    {
        QFETCH(QString, reference);
        const CliResult r = m_results.value(reference);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray actual = normalise(r.out);
        const QString path = QDir(referenceDir()).filePath(reference);
        if (m_update) {
            QVERIFY(QDir().mkpath(QFileInfo(path).path()));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(actual);
            QFile::remove(path + QStringLiteral(".actual"));
            return;
        }
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly),
            qPrintable(path + QStringLiteral(": no reference; run scripts/update-reference-outputs")));
        const QByteArray expected = f.readAll();
        QFile actualFile(path + QStringLiteral(".actual"));
        if (actual == expected) {
            actualFile.remove();
            return;
        }
        QVERIFY(actualFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
        actualFile.write(actual);
        const QList<QByteArray> e = expected.split('\n'), a = actual.split('\n');
        qsizetype line = 0;
        while (line < e.size() && line < a.size() && e.at(line) == a.at(line))
            ++line;
        QFAIL(qPrintable(QStringLiteral("%1 differs from %2.actual at line %3:\n- %4\n+ %5")
                .arg(path, QFileInfo(path).fileName())
                .arg(line + 1)
                .arg(QString::fromUtf8(e.value(line)), QString::fromUtf8(a.value(line)))));
    }
};

QTEST_GUILESS_MAIN(TestReferenceOutputs)
#include "tst_referenceoutputs.moc"
