// SPDX-License-Identifier: MIT
// The optimization loop's engine (docs/optimize.md) on the real suite tasks (tasks/suite, tasks/tritonbench-g):
// mechanical edits with their exact results, the source edits, the picker on real diagnoses, escalation by cost,
// and rounds recorded with their evidence, origin and the harness's reasons.
#include "core/backendregistry.h"
#include "core/contenthash.h"
#include "core/filestore.h"
#include "core/identifier.h"
#include "core/statistics.h"
#include "diagnosis/diagnosisengine.h"
#include "diagnosis/launchfacts.h"
#include "kb/knowledgebase.h"
#include "llm/prompt.h"
#include "llm/rewrite.h"
#include "optimize/escalation.h"
#include "optimize/llmproposer.h"
#include "optimize/loopsession.h"
#include "optimize/numerics.h"
#include "optimize/optask.h"
#include "optimize/optimizer.h"
#include "optimize/paramedit.h"
#include "optimize/recipes.h"
#include "tasks/harness.h"
#include "tasks/taskfolder.h"
#include "testsupport.h"
#include "workspace/workspace.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <limits>

using namespace Lowerscope;
using namespace Lowerscope::Optimize;
using Lowerscope::Test::dataPath;

namespace {

QString s(const char *t)
{
    return QString::fromUtf8(t);
}

QString taskPath(const QString &relative)
{
    return QDir(dataPath(s("../../tasks"))).absoluteFilePath(relative);
}

QString kernelOf(const QString &task)
{
    QFile f(taskPath(task + s("/kernel.py")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

QList<Pattern> seedPatterns()
{
    const QJsonObject doc = QJsonDocument::fromJson(KnowledgeBase::seedJson()).object();
    QList<Pattern> out;
    for (const QJsonValue &v : doc.value(s("patterns")).toArray())
        out.append(Pattern::fromJson(v.toObject()));
    return out;
}

const Pattern *pattern(const QList<Pattern> &ps, const QString &id)
{
    for (const Pattern &p : ps)
        if (p.id == id)
            return &p;
    return nullptr;
}

// The candidates of one recipe, in their order.
QList<Candidate> recipesOf(const QList<Candidate> &cs, const QString &recipe)
{
    QList<Candidate> out;
    for (const Candidate &c : cs)
        if (c.recipe == recipe)
            out.append(c);
    return out;
}

QString line(const QString &text, int n)
{
    return text.split(QLatin1Char('\n')).value(n - 1);
}

// Whether TEXT parses as Python (the harness's static check starts there): python3's ast on a temporary file.
bool parsesAsPython(const QString &text)
{
    QTemporaryDir dir;
    QFile f(dir.filePath(s("k.py")));
    if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0)
        return false;
    f.close();
    QProcess p;
    p.start(s("python3"), { s("-c"), s("import ast, sys; ast.parse(open(sys.argv[1]).read())"), f.fileName() });
    return p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

QList<Pattern> cudaPatterns()
{
    QList<Pattern> out;
    for (const Pattern &p : seedPatterns())
        if (p.backends.contains(s("cuda")))
            out.append(p);
    return out;
}

QList<CompilerKnowledge> seedKnowledge()
{
    KnowledgeBase kb;
    if (!kb.open(s(":memory:")))
        return {};
    return kb.compilerKnowledge();
}

// A copy of tasks/suite/SUITE in ROOT/task (every file, the initial kernel's folder too), its task.json with KEYS
// replaced; the folder.
QString taskCopy(const QString &root, const QJsonObject &keys, const QString &suite = s("softmax"))
{
    const QString from = taskPath(s("suite/") + suite), to = QDir(root).filePath(s("task"));
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(file));
        QDir().mkpath(QFileInfo(target).path());
        QFile::copy(file, target);
    }
    QFile f(QDir(to).filePath(s("task.json")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QJsonObject task = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    for (auto k = keys.begin(); k != keys.end(); ++k)
        task.insert(k.key(), k.value());
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    f.write(QJsonDocument(task).toJson(QJsonDocument::Compact));
    return to;
}

// The launch fact NAME of KERNEL for case CASE (empty: a fact that holds for every case) and, with autotune, the
// config whose variant text starts with VARIANT; an invalid QVariant when there is none.
QVariant launchFact(const LaunchFacts &facts, const QString &name, const QString &kernel, const QString &caseName,
    const QString &variant = {}, int *line = nullptr)
{
    for (const LaunchFact &f : facts.facts)
        if (f.name == name && f.kernel == kernel && f.caseName == caseName && f.variant.startsWith(variant)) {
            if (line)
                *line = f.line;
            return f.value;
        }
    return {};
}

LaunchFacts launchFactsOfTask(const QString &task)
{
    QString error;
    const auto t = readOpTask(taskPath(task), &error);
    if (!t) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    return computeLaunchFacts(launchInputsOf(*t, t->kernelText));
}

} // namespace

class TestOptimize : public QObject {
    Q_OBJECT

private slots:
    // Launch facts (diagnosis/launchfacts.h) of real TritonBench-G tasks, computed from the kernel file, the task's
    // call (launch.py) and cases, and the H200's hardware model (132 SMs, 64 warps and 32 blocks per SM).
    void launchFactsOfTasks()
    {
        // add_example: grid (num_blocks,) with num_blocks = cdiv(n, BLOCK_SIZE) and BLOCK_SIZE = 4: on the first
        // case (n = 8388608) 2097152 programs of 4 elements, with the default 4 warps: 1/32 element per thread.
        const LaunchFacts add = launchFactsOfTask(s("tritonbench-g/add_example"));
        const QString addCase = s("8388608,8388608 (shape 11 of add_example_perf.py)");
        const QString addKernel = s("add_kernel");
        int line = 0;
        QCOMPARE(launchFact(add, s("programs"), addKernel, addCase, {}, &line).toLongLong(), 2097152LL);
        QCOMPARE(line, 34); // the add_kernel[(num_blocks,)](...) call in kernel.py
        QCOMPARE(launchFact(add, s("grid"), addKernel, addCase).toList(), QVariantList { 2097152LL });
        QCOMPARE(launchFact(add, s("constexpr.BLOCK_SIZE"), addKernel, addCase).toLongLong(), 4LL);
        QCOMPARE(launchFact(add, s("num_warps"), addKernel, addCase).toLongLong(), 4LL);
        QCOMPARE(launchFact(add, s("elements_per_program"), addKernel, addCase).toLongLong(), 4LL);
        QCOMPARE(launchFact(add, s("elements_per_thread"), addKernel, addCase).toDouble(), 0.031);
        QCOMPARE(launchFact(add, s("bytes_per_thread"), addKernel, addCase).toDouble(), 0.125);
        QCOMPARE(launchFact(add, s("programs_per_sm"), addKernel, addCase).toDouble(), 15887.515);
        QCOMPARE(launchFact(add, s("resident_per_sm"), addKernel, addCase).toLongLong(), 16LL); // 64 warps / 4
        QCOMPARE(launchFact(add, s("waves"), addKernel, addCase).toDouble(), 992.97);
        // n is a multiple of 4: the last program masks nothing off. No loop, no dot.
        QCOMPARE(launchFact(add, s("masked_last_block"), addKernel, addCase).toDouble(), 0.0);
        QVERIFY(!launchFact(add, s("iterations"), addKernel, addCase).isValid());
        QVERIFY(!launchFact(add, s("dot"), addKernel, addCase).isValid());
        // The largest case: 33554432 programs.
        QCOMPARE(
            launchFact(add, s("programs"), addKernel, s("134217728,134217728 (shape 15 of add_example_perf.py)")).toLongLong(),
            33554432LL);

        // max_reduction: max_dim(x, dim=1) launches the autotuned max_kernel over grid (cdiv(M, BLOCK_M), K) with
        // BLOCK_N = next_power_of_2(N) from its heuristics: per config, on 4096x16384 (M = 4096, N = 16384, K = 1).
        const LaunchFacts mx = launchFactsOfTask(s("tritonbench-g/max_reduction"));
        const QString mxCase = s("4096x16384 (shape 10 of max_reduction_perf.py)");
        const QString mxKernel = s("max_kernel");
        QCOMPARE(launchFact(mx, s("programs"), mxKernel, mxCase, s("config 1 of 3")).toLongLong(), 512LL);
        QCOMPARE(launchFact(mx, s("grid"), mxKernel, mxCase, s("config 1 of 3")).toList(), (QVariantList { 512LL, 1LL }));
        QCOMPARE(launchFact(mx, s("programs"), mxKernel, mxCase, s("config 3 of 3")).toLongLong(), 128LL); // BLOCK_M 32
        QCOMPARE(launchFact(mx, s("waves"), mxKernel, mxCase, s("config 1 of 3")).toDouble(), 0.485); // 512 / (132 × 8)
        QCOMPARE(launchFact(mx, s("constexpr.BLOCK_N"), mxKernel, mxCase, s("config 1 of 3")).toLongLong(), 16384LL);
        // An 8 x 16384 tile of float16 over 8 warps: 512 elements and 1 KiB per thread.
        QCOMPARE(launchFact(mx, s("elements_per_program"), mxKernel, mxCase, s("config 1 of 3")).toLongLong(), 131072LL);
        QCOMPARE(launchFact(mx, s("elements_per_thread"), mxKernel, mxCase, s("config 1 of 3")).toDouble(), 512.0);
        QCOMPARE(launchFact(mx, s("bytes_per_thread"), mxKernel, mxCase, s("config 1 of 3")).toDouble(), 1024.0);
        // The kernels max() launches are not launched by max_dim: no fact of theirs.
        QVERIFY(!launchFact(mx, s("programs"), s("max_kernel_1"), mxCase).isValid());

        // softmax_triton1: one program per row, BLOCK_SIZE = next_power_of_2(n_cols), num_warps 16 from 4096 on.
        const LaunchFacts sm = launchFactsOfTask(s("tritonbench-g/softmax_triton1"));
        const QString smCase = s("4096x8192 (shape 6 of softmax_triton1_perf.py)");
        const QString smKernel = s("softmax_kernel");
        QCOMPARE(launchFact(sm, s("programs"), smKernel, smCase).toLongLong(), 4096LL);
        QCOMPARE(launchFact(sm, s("num_warps"), smKernel, smCase).toLongLong(), 16LL);
        QCOMPARE(launchFact(sm, s("resident_per_sm"), smKernel, smCase).toLongLong(), 4LL);
        QCOMPARE(launchFact(sm, s("elements_per_thread"), smKernel, smCase).toDouble(), 16.0); // 8192 / 512
        QCOMPARE(launchFact(sm, s("bytes_per_thread"), smKernel, smCase).toDouble(), 64.0); // float32
        QCOMPARE(launchFact(sm, s("masked_last_block"), smKernel, smCase).toDouble(), 0.0); // n_cols = BLOCK_SIZE

        // triton_matmul: 128x256x64 fp16 tiles over cdiv(M,128) * cdiv(N,256) programs; the K loop runs cdiv(K, 64).
        const LaunchFacts mm = launchFactsOfTask(s("tritonbench-g/triton_matmul"));
        const QString mmCase = s("2176x2176,2176x2176 (shape 15 of triton_matmul_perf.py)");
        const QString mmKernel = s("matmul_kernel");
        QCOMPARE(launchFact(mm, s("programs"), mmKernel, mmCase).toLongLong(), 153LL); // 17 x 9
        QCOMPARE(launchFact(mm, s("waves"), mmKernel, mmCase).toDouble(), 0.145); // 153 / (132 x 8)
        QCOMPARE(launchFact(mm, s("iterations"), mmKernel, mmCase, {}, &line).toLongLong(), 34LL);
        QCOMPARE(line, 58); // for k in range(0, tl.cdiv(K, BLOCK_SIZE_K))
        QCOMPARE(launchFact(mm, s("dot"), mmKernel, mmCase, {}, &line).toString(), s("128x256x64 fp16"));
        QCOMPARE(line, 61);
        QCOMPARE(launchFact(mm, s("dot_on_tensor_cores"), mmKernel, mmCase).toBool(), true);
        QCOMPARE(launchFact(mm, s("elements_per_program"), mmKernel, mmCase).toLongLong(), 32768LL); // the 128x256 store
        QCOMPARE(
            launchFact(mm, s("programs"), mmKernel, s("4096x4096,4096x4096 (shape 30 of triton_matmul_perf.py)")).toLongLong(),
            512LL);
        // The prompt shows them (a {{launch}} section).
        PromptInputs in;
        in.task = s("triton_matmul");
        in.kernelFile = s("kernel.py");
        in.kernel = s("x");
        in.launch = mm.text();
        const Prompt p = buildRewritePrompt(in);
        QVERIFY2(p.ok(), qPrintable(p.error));
        QVERIFY(p.user.contains(s("## Launch facts")));
        QVERIFY(p.user.contains(s("  - dot = 128x256x64 fp16")));
    }

    // One finding per cause and place (issue 31 §3): two captures of one kernel in a folder diagnose the same causes
    // at the same lines, and the loop lists each once; with one capture there is nothing to merge.
    void oneFindingPerCauseAndPlace()
    {
        Diagnostics diagnostics;
        const QList<EvidenceBundle> bundles = collectEvidence(dataPath(s("eval/add_example")), s("add_kernel"), diagnostics);
        QCOMPARE(bundles.size(), 1);
        const Diagnosis d = diagnoseKernel(bundles.first(), seedPatterns(), seedKnowledge());
        QVERIFY(d.findings.size() >= 2);
        QStringList ids;
        for (const Finding &f : d.findings) {
            QVERIFY2(!ids.contains(f.id()), qPrintable(f.id()));
            ids << f.id();
        }
        DiagnosisReport one;
        one.kernels << d;
        QString level;
        QJsonArray l4;
        QCOMPARE(Optimizer::findingsOf(one, &level, &l4).size(), d.findings.size());
        DiagnosisReport two;
        two.kernels << d << d;
        level.clear();
        const QList<Finding> merged = Optimizer::findingsOf(two, &level, &l4);
        QCOMPARE(merged.size(), d.findings.size());
        QCOMPARE(merged.first().id(), s("grid-oversubscription@add_example.py:18"));
        // Its impact is the pattern's prior although a profile is held (no counter measures it): labelled so.
        QCOMPARE(merged.first().impactPrior, true);
        QVERIFY(merged.first().toJson().value(s("impact_prior")).toBool());
        // The IR and the profile are held: the level held is L3.
        QCOMPARE(d.levelHeld, s("L3"));
        QCOMPARE(level, s("L3"));
    }

    // A measured impact is not a prior (the cause's time is measured): linear_fp32_b's fp32 dot on the FMA path, from
    // its SASS stall samples, counts as explained time. Its dot's launch facts say why: fp32 operands, ieee.
    void measuredImpactIsNoPrior()
    {
        Diagnostics diagnostics;
        const QList<EvidenceBundle> bundles = collectEvidence(dataPath(s("eval/linear_fp32_b")), s("linear_kernel"), diagnostics);
        QCOMPARE(bundles.size(), 1);
        const Diagnosis d = diagnoseKernel(bundles.first(), seedPatterns(), seedKnowledge());
        const Finding *tc = d.find(s("missed-tensor-core"));
        QVERIFY(tc);
        QCOMPARE(tc->impactPrior, false);
        QCOMPARE(std::round(tc->impact * 1000) / 1000, 0.432);
        QVERIFY(!tc->toJson().value(s("impact_prior")).toBool());
        bool dot = false;
        for (const LaunchFact &f : d.launch.facts)
            if (f.name == s("dot_on_tensor_cores") && f.sourceKind == s("hardware")) {
                QCOMPARE(f.value.toBool(), false);
                dot = true;
            }
        QVERIFY(dot);
    }

    // The launch facts of the IR and the profile when held (tests/data/eval/add_example: captured on the H200).
    void launchFactsAreBoundedOnHostileWrappers()
    {
        // add_example's real kernel and cases, its wrapper made hostile three ways: a grid nested 100,000
        // parentheses deep, a wrapper that calls itself forever, blocks indented 5,000 deep. The evaluator stops
        // (no fact from what it could not evaluate) instead of running out of stack.
        QString error;
        const auto t = readOpTask(taskPath(s("tritonbench-g/add_example")), &error);
        QVERIFY2(t, qPrintable(error));
        const LaunchFacts whole = computeLaunchFacts(launchInputsOf(*t, t->kernelText));
        QVERIFY(
            launchFact(whole, s("programs"), s("add_kernel"), s("8388608,8388608 (shape 11 of add_example_perf.py)")).isValid());
        QString nested = t->kernelText;
        const qsizetype at = nested.indexOf(s("add_kernel[(num_blocks,)]"));
        QVERIFY(at > 0);
        nested.replace(at, 25, s("add_kernel[") + QString(100000, u'(') + s("num_blocks,") + QString(100000, u')') + s("]"));
        const LaunchFacts deep = computeLaunchFacts(launchInputsOf(*t, nested));
        QVERIFY(
            !launchFact(deep, s("programs"), s("add_kernel"), s("8388608,8388608 (shape 11 of add_example_perf.py)")).isValid());
        QString recursive = t->kernelText;
        recursive.replace(s("    out = torch.zeros_like(x)\n"), s("    out = again(x)\n"));
        recursive += s("\ndef again(x):\n    return again(again(x))\n");
        QVERIFY(recursive != t->kernelText);
        computeLaunchFacts(launchInputsOf(*t, recursive)); // returns
        QString indented = t->kernelText + s("\n");
        for (int i = 0; i < 5000; ++i)
            indented += QString(i, u' ') + s("if True:\n");
        indented += QString(5000, u' ') + s("pass\n");
        computeLaunchFacts(launchInputsOf(*t, indented)); // returns
    }

    void launchFactsFromEvidence()
    {
        Diagnostics diagnostics;
        const QList<EvidenceBundle> bundles = collectEvidence(dataPath(s("eval/add_example")), s("add_kernel"), diagnostics);
        QCOMPARE(bundles.size(), 1);
        LaunchInputs in;
        in.kernel = s("add_kernel");
        in.facts = &bundles.first().facts;
        in.hardware = BackendRegistry::instance().defaultHardware();
        const LaunchFacts f = computeLaunchFacts(in);
        // The PTX's two global loads are scalar (ld.global.b32): vector width 1; sizePerThread 1 in the TTGIR.
        QCOMPARE(launchFact(f, s("vector_width"), s("add_kernel"), {}).toInt(), 1);
        QCOMPARE(launchFact(f, s("size_per_thread"), s("add_kernel"), {}).toInt(), 1);
        // No dot in the IR: no dot fact.
        QVERIFY(!launchFact(f, s("dot"), s("add_kernel"), {}).isValid());
        // The corpus stores ncu.raw.csv gzipped (docs/eval.md), which the profile reader does not read: inflated
        // as Nsight Compute wrote it, the profiled launch's grid and waves are facts too.
        QVERIFY(!launchFact(f, s("measured_programs"), s("add_kernel"), {}).isValid());
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(s("add_example"));
        QProcess sh;
        sh.start(
            s("sh"), { s("-c"), s("cp -r '%1' '%2' && gunzip '%2'/ncu.raw.csv.gz").arg(dataPath(s("eval/add_example")), dir) });
        QVERIFY(sh.waitForFinished(60000) && sh.exitCode() == 0);
        Diagnostics inflatedDiagnostics;
        const QList<EvidenceBundle> inflated = collectEvidence(dir, s("add_kernel"), inflatedDiagnostics);
        QCOMPARE(inflated.size(), 1);
        in.facts = &inflated.first().facts;
        const LaunchFacts measured = computeLaunchFacts(in);
        QCOMPARE(
            launchFact(measured, s("measured_programs"), s("add_kernel"), {}).toLongLong(), 262144LL); // "262,144" in the CSV
        QCOMPARE(launchFact(measured, s("measured_waves"), s("add_kernel"), {}).toDouble(), 124.12);
    }

    void editableRegionAndLaunches()
    {
        const KernelFile src(kernelOf(s("suite/matmul")));
        QVERIFY(src.hasRegion());
        QCOMPARE(src.lineOf(src.regionStart()), 8);
        QCOMPARE(src.jitFunctions().size(), 1);
        QCOMPARE(src.jitFunctions().first().name, s("matmul_kernel"));
        QCOMPARE(src.jitFunctions().first().constexprs, (QStringList { s("BM"), s("BN"), s("BK"), s("GROUP_M") }));
        QCOMPARE(src.launches().size(), 1);
        QCOMPARE(src.launches().first().line, 42);
        QCOMPARE(src.launches().first().keyword(s("num_stages"))->value, s("3"));
        QCOMPARE(src.launches().first().args.size(), 18);
        // A string annotation is a constexpr too (TritonBench-G's add_example).
        const KernelFile add(kernelOf(s("tritonbench-g/add_example")));
        QCOMPARE(add.jitFunctions().first().constexprs, QStringList { s("BLOCK_SIZE") });
        QVERIFY(add.isAutotuned(s("add_kernel")) == false);
        const KernelFile mv(kernelOf(s("tritonbench-g/matrix_vector_multip")));
        QVERIFY(mv.isAutotuned(s("mv_kernel")));
    }

    void patternEditsOnSuiteKernels()
    {
        const QList<Pattern> ps = seedPatterns();
        // cuda.tiny-programs: BLOCK_SIZE at least 1024; add_example passes it positionally from one assignment.
        const Pattern *tiny = pattern(ps, s("cuda.tiny-programs"));
        QVERIFY(tiny);
        const QString add = kernelOf(s("tritonbench-g/add_example"));
        EditOutcome o = applyParamEdit(add, tiny->edits.first());
        QVERIFY2(o.text, qPrintable(o.reason));
        QCOMPARE(o.changes.size(), 1);
        QCOMPARE(o.changes.first().param, s("BLOCK_SIZE"));
        QCOMPARE(o.changes.first().from, s("4"));
        QCOMPARE(o.changes.first().to, s("1024"));
        QCOMPARE(o.changes.first().line, 27);
        QCOMPARE(line(*o.text, 27), s("    BLOCK_SIZE = 1024"));
        QCOMPARE(line(*o.text, 34), line(add, 34)); // the launch and the grid read the same name

        // cuda.scalar-per-thread-layout scales BLOCK by 4: vector_add's `BLOCK = 1024` becomes 4096.
        const Pattern *layout = pattern(ps, s("cuda.scalar-per-thread-layout"));
        const QString va = kernelOf(s("suite/vector_add"));
        o = applyParamEdit(va, layout->edits.first());
        QVERIFY2(o.text, qPrintable(o.reason));
        QCOMPARE(line(*o.text, 21), s("    BLOCK = 4096"));
        // The same pattern on add_example would need BLOCK|BLOCK_SIZE: the first the kernel declares.
        o = applyParamEdit(add, layout->edits.first());
        QCOMPARE(line(*o.text, 27), s("    BLOCK_SIZE = 16"));

        // cuda.shared-limited-occupancy: num_stages at most 2, a literal at matmul's launch.
        const QString mm = kernelOf(s("suite/matmul"));
        o = applyParamEdit(mm, pattern(ps, s("cuda.shared-limited-occupancy"))->edits.first());
        QVERIFY(o.text);
        QVERIFY(line(*o.text, 43).endsWith(s("GROUP_M=8, num_warps=8, num_stages=2)")));
        // A tuple assignment: BK of `BM, BN, BK = 128, 128, 64`.
        o = applyParamEdit(mm, { s("BLOCK_K|BK"), s("scale"), 2 });
        QVERIFY(o.text);
        QCOMPARE(o.changes.first().from, s("64"));
        QVERIFY(o.text->contains(s("    BM, BN, BK = 128, 128, 128\n")));
        // cuda.small-matmul-tiles asks for what matmul already has: nothing to change, and it says so.
        QList<QString> reasons;
        for (const PatternEdit &e : pattern(ps, s("cuda.small-matmul-tiles"))->edits) {
            const EditOutcome n = applyParamEdit(mm, e);
            QVERIFY(!n.text);
            reasons << n.reason;
        }
        QVERIFY(reasons.first().contains(s("already 128")));

        // num_warps from an expression assigned once (softmax's `warps = ...`): wrapped, not guessed.
        const QString sm = kernelOf(s("suite/softmax"));
        o = applyParamEdit(sm, pattern(ps, s("cuda.reduction-num-warps"))->edits.first());
        QVERIFY2(o.text, qPrintable(o.reason));
        QCOMPARE(o.changes.first().param, s("num_warps"));
        QVERIFY(o.changes.first().to.startsWith(s("max(4 if BLOCK <= 2048")));
        QVERIFY(o.changes.first().to.endsWith(s(", 8)")));
        // num_stages missing from the launch: added with the value the edit gives Triton's default 3.
        o = applyParamEdit(va, { s("num_stages"), s("set"), 4 });
        QVERIFY(o.text);
        QVERIFY(line(*o.text, 22).endsWith(s("BLOCK=BLOCK, num_warps=4, num_stages=4)")));
        QCOMPARE(o.changes.first().from, s("default 3"));
        // An autotuned kernel's block sizes are the configs': not expressible as a launch edit.
        o = applyParamEdit(kernelOf(s("tritonbench-g/matrix_vector_multip")), { s("BLOCK_N"), s("scale"), 2 });
        QVERIFY(!o.text);
        QVERIFY2(o.reason.contains(s("@triton.autotune")), qPrintable(o.reason));
    }

    void editsStayInTheEditableRegion()
    {
        // vector_add with its block size moved above the editable region: the launch's BLOCK is read twice
        // (grid and launch) and assigned nowhere in the function, so nothing is edited.
        QString va = kernelOf(s("suite/vector_add"));
        va.replace(s("    BLOCK = 1024\n"), QString());
        va.replace(s("# lowerscope: editable begin\n"), s("BLOCK = 1024\n# lowerscope: editable begin\n"));
        const EditOutcome o = applyParamEdit(va, { s("BLOCK"), s("scale"), 4 });
        QVERIFY(!o.text);
        QVERIFY2(o.reason.contains(s("read elsewhere")), qPrintable(o.reason));
    }

    void searchLeavesProblemParameters()
    {
        // A constexpr taken from the problem is not a knob: a tensor's extent as it is (KSIZE = w.shape[1],
        // hiden_size = weight.shape[1]) or the caller's argument (BLOCK_SEQ = block_seq). Rounded tiles stay.
        const QStringList conv = tunableParams(kernelOf(s("suite/conv1d_depthwise")));
        QVERIFY2(!conv.contains(s("KSIZE")) && conv.contains(s("BLOCK")), qPrintable(conv.join(u',')));
        const QStringList emb = tunableParams(kernelOf(s("tritonbench-g/embedding_triton_kernel")));
        QVERIFY2(!emb.contains(s("hiden_size")) && emb.contains(s("BLOCK_DMODEL")) && emb.contains(s("BLOCK_N")),
            qPrintable(emb.join(u',')));
        const QStringList fd = tunableParams(kernelOf(s("tritonbench-g/flash_decode2_llama")));
        QVERIFY2(!fd.contains(s("BLOCK_SEQ")) && fd.contains(s("num_warps")), qPrintable(fd.join(u',')));
        // An autotuned kernel: its configs pass num_warps and num_stages (one more at the launch is a TypeError,
        // as the H200 run of bmm_optimized showed), so neither is searched.
        const QStringList bo = tunableParams(kernelOf(s("tritonbench-g/bmm_optimized")));
        QVERIFY2(!bo.contains(s("num_warps")) && !bo.contains(s("num_stages")), qPrintable(bo.join(u',')));
        QVERIFY(searchCandidates(kernelOf(s("tritonbench-g/bmm_optimized"))).isEmpty());
        // softmax's BLOCK = triton.next_power_of_2(n) holds a whole row: halving it dropped elements on the H200
        // (every such round was incorrect), so only the larger block is searched.
        PatternEdit half { s("BLOCK"), s("scale"), 0.5 };
        const EditOutcome o = applyParamEdit(kernelOf(s("suite/softmax")), half);
        QVERIFY(!o.text);
        QVERIFY2(o.reason.contains(s("covers the whole extent")), qPrintable(o.reason));
        QVERIFY(applyParamEdit(kernelOf(s("suite/softmax")), { s("BLOCK"), s("scale"), 2 }).text);
    }

    void recipesReadTheLaunchAsAWhole()
    {
        const auto fixture = [](const char *rel) {
            QFile f(dataPath(s(rel)));
            return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
        };
        // 1. The grid moves with the block. vadd (tests/data/triton-h200) writes its grid with the block's value,
        //    cdiv(size, 1024), and passes BLOCK=1024 at the launch: doubling the block alone would launch twice the
        //    programs needed, halving it would leave half the vector unwritten. Both move the grid with it.
        const QString vadd = fixture("triton-h200/vadd/vadd.py");
        QVERIFY(!vadd.isEmpty());
        EditOutcome o = applyParamEdit(vadd, { s("BLOCK"), s("scale"), 2 });
        QVERIFY2(o.text, qPrintable(o.reason));
        QCOMPARE(o.changes.size(), 2);
        QCOMPARE(o.changes.at(1).param, s("grid"));
        QCOMPARE(o.changes.at(1).from, s("triton.cdiv(size, 1024)"));
        QCOMPARE(o.changes.at(1).line, 17);
        QCOMPARE(line(*o.text, 17), s("    grid = (triton.cdiv(size, 2048),)"));
        QCOMPARE(line(*o.text, 18), s("    launch = lambda: vadd_kernel[grid](x, y, out, size, BLOCK=2048)"));
        o = applyParamEdit(vadd, { s("BLOCK"), s("scale"), 0.5 });
        QVERIFY(o.text);
        QCOMPARE(line(*o.text, 17), s("    grid = (triton.cdiv(size, 512),)"));
        QVERIFY(parsesAsPython(*o.text));
        // Where the grid follows the block there is nothing to move: add_example's num_blocks is computed from
        // BLOCK_SIZE, seeded_dropout's grid lambda reads meta['BLOCK_SIZE'], index_select_cat's def grid(meta) too.
        const QString add = kernelOf(s("tritonbench-g/add_example"));
        o = applyParamEdit(add, { s("BLOCK_SIZE"), s("set"), 1024 });
        QCOMPARE(o.changes.size(), 1);
        QCOMPARE(line(*o.text, 34), s("    add_kernel[(num_blocks,)](x, y, out, n_elements, BLOCK_SIZE)"));
        QCOMPARE(
            applyParamEdit(kernelOf(s("tritonbench-g/seeded_dropout")), { s("BLOCK_SIZE"), s("scale"), 2 }).changes.size(), 1);
        QCOMPARE(
            applyParamEdit(kernelOf(s("tritonbench-g/index_select_cat")), { s("BLOCK_SIZE_INDEX"), s("set"), 4 }).changes.size(),
            1);
        QVERIFY(recipesOf(shapeCandidates({ add, 4 }), s("grid-cover")).isEmpty());
        // The launch the H200 run broke: add_example as the issue found it, one program per element (`grid =
        // (n_elements,)`, the launch line of the real kernel with its grid so written). grid-cover cuts the grid to
        // the blocks the vector needs; tile-fill grows the block with the grid following its name.
        const QString perElement = QString(add).replace(s("add_kernel[(num_blocks,)](x, y, out, n_elements, BLOCK_SIZE)"),
            s("add_kernel[(n_elements,)](x, y, out, n_elements, BLOCK_SIZE)"));
        QVERIFY(perElement != add);
        QList<Candidate> c = shapeCandidates({ perElement, 4 });
        const QList<Candidate> cover = recipesOf(c, s("grid-cover"));
        QCOMPARE(cover.size(), 1);
        QCOMPARE(cover.first().pattern, s("cuda.per-element-programs"));
        QCOMPARE(cover.first().category, s("grid-oversubscription"));
        QCOMPARE(line(cover.first().source, 34),
            s("    add_kernel[(triton.cdiv(n_elements, BLOCK_SIZE),)](x, y, out, n_elements, BLOCK_SIZE)"));
        QCOMPARE(line(cover.first().source, 27), s("    BLOCK_SIZE = 4"));
        const QList<Candidate> fill = recipesOf(c, s("tile-fill"));
        QCOMPARE(fill.size(), 3);
        QCOMPARE(line(fill.first().source, 27), s("    BLOCK_SIZE = 1024"));
        QCOMPARE(line(fill.first().source, 34),
            s("    add_kernel[(triton.cdiv(n_elements, BLOCK_SIZE),)](x, y, out, n_elements, BLOCK_SIZE)"));
        QCOMPARE(fill.first().changes.size(), 2);
        for (const Candidate &x : c) {
            QVERIFY2(parsesAsPython(x.source), qPrintable(x.recipe));
            // No block moves under the per-element grid.
            QVERIFY2(!x.source.contains(s("add_kernel[(n_elements,)]")) || line(x.source, 27) == s("    BLOCK_SIZE = 4"),
                qPrintable(x.hypothesis));
        }
        for (const Candidate &x : searchCandidates(perElement))
            QVERIFY2(!x.source.contains(s("add_kernel[(n_elements,)]")) || line(x.source, 27) == s("    BLOCK_SIZE = 4"),
                qPrintable(x.hypothesis));

        // 3. zero-fill: add_example zero-fills its output and then stores every element of it (mask offsets <
        //    n_elements only, n_elements = x.numel(), the grid cdiv(n_elements, BLOCK_SIZE)): empty_like.
        const QList<Candidate> zero = recipesOf(shapeCandidates({ add, 4 }), s("zero-fill"));
        QCOMPARE(zero.size(), 1);
        QCOMPARE(zero.first().pattern, s("cuda.zero-fill-overwritten"));
        QCOMPARE(zero.first().category, s("redundant-global-traffic"));
        QCOMPARE(line(zero.first().source, 25), s("    out = torch.empty_like(x)"));
        QCOMPARE(zero.first().changes.size(), 1);
        QCOMPARE(zero.first().changes.first().from, s("torch.zeros_like"));
        QCOMPARE(zero.first().changes.first().to, s("torch.empty_like"));
        QVERIFY(parsesAsPython(zero.first().source));
        // Absent: col_sum and index_add accumulate into their zeros with atomics; vector_add allocates empty.
        QVERIFY(recipesOf(shapeCandidates({ kernelOf(s("suite/col_sum")), 4 }), s("zero-fill")).isEmpty());
        QVERIFY(recipesOf(shapeCandidates({ kernelOf(s("suite/index_add")), 4 }), s("zero-fill")).isEmpty());
        QVERIFY(recipesOf(shapeCandidates({ kernelOf(s("suite/vector_add")), 4 }), s("zero-fill")).isEmpty());

        // 5. Dot tiles below the tensor-core minimum: matmul_naive's 32x32x16 fp16 dot (tests/data/triton-h200) is
        //    under sm90's wgmma m64; the H200 model's family 128x128x64 and 128x256x64 with 8 warps and 3 stages
        //    (96 and 144 KiB of its 227 KiB), nothing smaller, and the grid written with 32 follows the tiles.
        QString error;
        const std::optional<OpTask> task = readOpTask(taskPath(s("tritonbench-g/add_example")), &error);
        QVERIFY2(task, qPrintable(error));
        const HardwareModel h200 = task->hardware; // task.json "hardware": {"id": "h200"}
        QCOMPARE(h200.id, s("h200"));
        QCOMPARE(h200.dotTileMinimum.m, 64);
        QCOMPARE(h200.dotTileFamily.size(), 2);
        const QString naive = fixture("triton-h200/matmul_naive/matmul_naive.py");
        ShapeInput in { naive, 2 };
        in.hardware = h200;
        in.sharedMemoryBytes = h200.sharedMemoryPerBlock;
        c = recipesOf(shapeCandidates(in), s("dot-tile"));
        QCOMPARE(c.size(), 2);
        QCOMPARE(line(c.first().source, 26), s("    grid = (triton.cdiv(M, 128), triton.cdiv(N, 128))"));
        QVERIFY(c.first().source.contains(s("c.stride(0), c.stride(1), BM=128, BN=128, BK=64, num_warps=8, num_stages=3)")));
        QCOMPARE(line(c.at(1).source, 26), s("    grid = (triton.cdiv(M, 128), triton.cdiv(N, 256))"));
        QVERIFY(c.at(1).source.contains(s("BM=128, BN=256, BK=64, num_warps=8, num_stages=3)")));
        QVERIFY(c.first().hypothesis.contains(s("below the tensor-core minimum 64x8x16")));
        for (const Candidate &x : c)
            QVERIFY(parsesAsPython(x.source));
        // Absent: suite/matmul's 128x128x64 is at the family already; its moves stay at or above the minimum.
        in = { kernelOf(s("suite/matmul")), 2 };
        in.hardware = h200;
        c = recipesOf(shapeCandidates(in), s("dot-tile"));
        QCOMPARE(c.size(), 6);
        for (const Candidate &x : c)
            QVERIFY2(!x.hypothesis.contains(s("below")) && !x.source.contains(s("BM, BN, BK = 32")), qPrintable(x.hypothesis));
    }

    void shapeRecipesOnRealTasks()
    {
        // tile-fill: add_example's tile of 4 elements gives its 128 threads fewer than 4 each (the H200 run
        // climbed 4 -> 8 -> 16 one doubling per step); the block goes to 1024, 4096 and 2048 at once, with warps.
        const QString add = kernelOf(s("tritonbench-g/add_example"));
        QList<Candidate> c = shapeCandidates({ add, 4 });
        QVERIFY(c.size() >= 3);
        QCOMPARE(c.first().recipe, s("tile-fill"));
        QCOMPARE(c.first().pattern, s("cuda.scalar-per-thread-layout"));
        QCOMPARE(c.first().category, s("missed-vectorization"));
        QCOMPARE(c.first().level, s("L1"));
        QCOMPARE(c.first().finding, s("missed-vectorization@kernel:34"));
        QCOMPARE(c.first().changes.size(), 1); // 4 warps: Triton's default, nothing added
        QCOMPARE(line(c.first().source, 27), s("    BLOCK_SIZE = 1024"));
        QCOMPARE(line(c.at(1).source, 27), s("    BLOCK_SIZE = 4096"));
        QVERIFY(c.at(1).source.contains(s("add_kernel[(num_blocks,)](x, y, out, n_elements, BLOCK_SIZE, num_warps=8)")));
        QCOMPARE(line(c.at(2).source, 27), s("    BLOCK_SIZE = 2048"));
        QCOMPARE(c.first().origin().value(s("recipe")).toString(), s("tile-fill"));
        // The loop's block of layernorm_fwd_triton: 128 elements for 128 threads.
        c = shapeCandidates({ kernelOf(s("tritonbench-g/layernorm_fwd_triton")), 2 });
        QCOMPARE(c.first().recipe, s("tile-fill"));
        QCOMPARE(c.first().changes.first().param, s("BLOCK_SIZE"));
        QCOMPARE(c.first().changes.first().from, s("128"));
        QCOMPARE(c.first().changes.first().to, s("1024"));
        QCOMPARE(c.at(1).changes.last().to, s("8"));

        // warps-follow-block, from the text alone (no launch facts: every launch may run): max_reduction's blocks are
        // next_power_of_2(sqrt(M)) per case (up to 32768 elements) with the default 4 warps; both launches of `max`
        // get num_warps from their own block, and the autotuned max_kernel's launch gets none. With the facts `max`
        // runs on no case and none of this is planned (recipesOnlyForLaunchesTheCasesRun).
        const QString mx = kernelOf(s("tritonbench-g/max_reduction"));
        c = shapeCandidates({ mx, 4 });
        QCOMPARE(c.first().recipe, s("warps-follow-block"));
        QCOMPARE(c.first().pattern, s("cuda.reduction-num-warps"));
        QCOMPARE(c.first().changes.size(), 2);
        QVERIFY(c.first().source.contains(
            s("max_kernel_1[(mid_size, 1, 1)](inp, mid, M, block_size, num_warps=max(1, min(32, block_size // 512)))")));
        QVERIFY(c.first().source.contains(
            s("max_kernel_2[(1, 1, 1)](mid, out, mid_size, block_mid, num_warps=max(1, min(32, block_mid // 512)))")));
        QVERIFY(c.first().source.contains(s("max_kernel[grid](inp, out_value, out_index, M, N, K)\n")));
        QVERIFY(c.at(1).source.contains(s("num_warps=max(1, min(32, block_size // 256))")));
        QVERIFY(c.at(2).source.contains(s("num_warps=max(1, min(32, block_size // 1024))")));
        // softmax's warps expression is replaced at the launch; its whole-row BLOCK stays.
        c = shapeCandidates({ kernelOf(s("suite/softmax")), 4 });
        QCOMPARE(c.size(), 3);
        QCOMPARE(c.first().changes.first().from, s("warps"));
        QCOMPARE(c.first().changes.first().to, s("max(1, min(32, BLOCK // 512))"));
        QVERIFY(c.first().source.contains(s("BLOCK = triton.next_power_of_2(n)")));
        // seeded_dropout: 1024 elements for 4 warps is 8 per thread already; 16 per thread is 2 warps, and no
        // candidate only writes the default.
        c = shapeCandidates({ kernelOf(s("tritonbench-g/seeded_dropout")), 4 });
        QCOMPARE(c.size(), 2);
        QVERIFY(c.first().source.contains(s("BLOCK_SIZE=1024, num_warps=2)")));
        QVERIFY(c.at(1).source.contains(s("BLOCK_SIZE=1024, num_warps=1)")));

        // row-batch: index_select_cat gathers one index per program (BLOCK_SIZE_INDEX=1) of a 1 x 512 tile.
        c = shapeCandidates({ kernelOf(s("tritonbench-g/index_select_cat")), 4 });
        QCOMPARE(c.first().recipe, s("row-batch"));
        QCOMPARE(c.first().pattern, s("cuda.per-element-programs"));
        QCOMPARE(c.first().category, s("grid-oversubscription"));
        QCOMPARE(c.first().changes.size(), 1);
        QVERIFY(c.first().source.contains(s("BLOCK_SIZE_INDEX=4,")));
        QVERIFY(c.at(1).source.contains(s("BLOCK_SIZE_INDEX=16,")));
        QVERIFY(c.at(1).source.contains(s("        BLOCK_SIZE_COL=512, num_warps=16\n    )")));
        // embedding_triton_kernel: one token per loop step with 1 warp; the tile's other axis is next_power_of_2
        // of the width, so the warps follow it as an expression.
        c = shapeCandidates({ kernelOf(s("tritonbench-g/embedding_triton_kernel")), 4 });
        QCOMPARE(c.first().recipe, s("row-batch"));
        QVERIFY(c.first().source.contains(s("    BLOCK_NN = 4\n")));
        QVERIFY(c.first().source.contains(s("num_warps=max(1, min(32, 4 * BLOCK_DMODEL // 512)),")));
        QVERIFY(c.first().source.contains(s("BLOCK_DMODEL = triton.next_power_of_2(weight.shape[1])")));

        // dot-tile: matmul's 128x128x64 tiles, 8 warps, 3 stages (96 KiB) move together; BK 256 with 3 stages
        // (the H200 run's failed bmm round, 384 KiB) is never proposed, nor anything over 227 KiB.
        const QString mm = kernelOf(s("suite/matmul"));
        c = shapeCandidates({ mm, 2 });
        QCOMPARE(c.size(), 6);
        QCOMPARE(c.first().recipe, s("dot-tile"));
        QCOMPARE(c.first().pattern, s("cuda.small-matmul-tiles"));
        QVERIFY(c.first().source.contains(s("    BM, BN, BK = 128, 128, 32\n")));
        QVERIFY(c.first().source.contains(s("num_warps=8, num_stages=4)")));
        QVERIFY(c.at(1).source.contains(s("    BM, BN, BK = 64, 64, 64\n")));
        QVERIFY(c.at(1).source.contains(s("num_warps=4, num_stages=4)")));
        QVERIFY(c.at(2).source.contains(s("    BM, BN, BK = 128, 256, 64\n")));
        QVERIFY(c.last().source.contains(s("    BM, BN, BK = 128, 128, 128\n")));
        QVERIFY(c.last().source.contains(s("num_warps=8, num_stages=2)")));
        for (const Candidate &x : c) {
            QVERIFY(!x.source.contains(s("128, 128, 256")));
            QCOMPARE(x.source.count(s("GROUP_M=8")), 1);
        }
        // fp32 operands: 4 bytes each, BK doubled needs 2 stages x 64 KiB x 2 = 256 KiB: dropped.
        c = shapeCandidates({ mm, 4 });
        for (const Candidate &x : c)
            QVERIFY(!x.source.contains(s("128, 128, 128")));

        // The picker takes each kernel text once: on the H200 transpose2d's memory-bound direction (num_warps
        // halved) and the search's num_warps 4 -> 2 were planned as two rounds of one step.
        const QString tr = kernelOf(s("suite/transpose2d"));
        Finding memory;
        memory.category = s("memory-bound");
        memory.pattern = s("cuda.memory-bound");
        memory.sourceFile = s("transpose2d.py");
        memory.impact = 0.7;
        const QList<Candidate> fromFinding = findingCandidates({ tr, { memory }, seedPatterns(), 1 });
        const QList<Candidate> fromSearch = searchCandidates(tr);
        int shared = 0;
        for (const Candidate &a : fromFinding)
            for (const Candidate &b : fromSearch)
                shared += a.hash() == b.hash() ? 1 : 0;
        QVERIFY(shared >= 1);
        const QList<Candidate> picked = pickOrder({ shapeCandidates({ tr, 4 }), fromFinding, fromSearch });
        QSet<QString> all, hashes;
        for (const Candidate &x : shapeCandidates({ tr, 4 }) + fromFinding + fromSearch)
            all.insert(x.hash());
        for (const Candidate &x : picked)
            hashes.insert(x.hash());
        QCOMPARE(picked.size(), all.size());
        QCOMPARE(hashes, all);
        QCOMPARE(picked.first().recipe, s("warps-follow-block"));

        // Autotuned kernels: their configs decide tiles and launch options; only autotune-extend adds configs.
        for (const Candidate &x : shapeCandidates({ kernelOf(s("tritonbench-g/bmm_optimized")), 2 }))
            QCOMPARE(x.recipe, s("autotune-extend"));
        QVERIFY(shapeCandidates({ kernelOf(s("tritonbench-g/matrix_vector_multip")), 4 }).isEmpty());

        // num_stages is searched only where a loop loads: matmul's K loop, not add_example.
        QVERIFY(loopLoads(mm));
        QVERIFY(!loopLoads(add));
        for (const Candidate &x : searchCandidates(add))
            QVERIFY(!x.source.contains(s("num_stages")));
        bool stages = false;
        for (const Candidate &x : searchCandidates(mm))
            stages = stages || x.changes.first().param == s("num_stages");
        QVERIFY(stages);
    }

    // Recipes that read the launch as a whole (issue 30): a block size the entry function's default argument sets,
    // and a reduction over rows whose small 2-D tile leaves the SMs or the threads idle.
    void launchRecipesReadTheWholeLaunch()
    {
        // 1. A default argument of the entry function decides the block (`def add_wrapper(x, y, BLOCK_SIZE=4)`, the
        //    task's cases pass x and y only): add_example's wrapper with its BLOCK_SIZE = 4 line moved into the
        //    signature. The default is the operator's own choice: tile-fill edits it, the grid follows its name.
        const QString add = kernelOf(s("tritonbench-g/add_example"));
        QString byDefault = QString(add).replace(s("def add_wrapper(x, y):"), s("def add_wrapper(x, y, BLOCK_SIZE=4):"));
        byDefault.replace(s("    BLOCK_SIZE = 4\n"), QString());
        QVERIFY(byDefault != add && !byDefault.contains(s("BLOCK_SIZE = 4")));
        QCOMPARE(launchValue(byDefault, s("BLOCK_SIZE")), std::optional<qint64>(4));
        QVERIFY(tunableParams(byDefault).contains(s("BLOCK_SIZE")));
        const QList<Candidate> fill = recipesOf(shapeCandidates({ byDefault, 4 }), s("tile-fill"));
        QCOMPARE(fill.size(), 3);
        QCOMPARE(fill.first().changes.first().param, s("BLOCK_SIZE"));
        QCOMPARE(fill.first().changes.first().from, s("4"));
        QCOMPARE(fill.first().changes.first().to, s("1024"));
        QCOMPARE(line(fill.first().source, 24), s("def add_wrapper(x, y, BLOCK_SIZE=1024):"));
        QVERIFY(fill.first().source.contains(s("add_kernel[(num_blocks,)](x, y, out, n_elements, BLOCK_SIZE)")));
        QVERIFY(parsesAsPython(fill.first().source));
        // Under a per-element grid the grid moves with it, written with the default's name.
        const QString perElement = QString(byDefault).replace(s("add_kernel[(num_blocks,)]"), s("add_kernel[(n_elements,)]"));
        const QList<Candidate> cover = recipesOf(shapeCandidates({ perElement, 4 }), s("grid-cover"));
        QCOMPARE(cover.size(), 1);
        QVERIFY(cover.first().source.contains(s("add_kernel[(triton.cdiv(n_elements, BLOCK_SIZE),)]")));
        // Absent: a default that is not an integer, and a nested function's parameter (its caller in the file decides).
        const QString noneDefault = QString(byDefault).replace(s("BLOCK_SIZE=4):"), s("BLOCK_SIZE=None):"));
        QVERIFY(recipesOf(shapeCandidates({ noneDefault, 4 }), s("tile-fill")).isEmpty());
        QVERIFY(!tunableParams(noneDefault).contains(s("BLOCK_SIZE")));
        QString nested = QString(byDefault).replace(
            s("def add_wrapper(x, y, BLOCK_SIZE=4):"), s("def add_wrapper(x, y):\n  def inner(x, y, BLOCK_SIZE=4):"));
        QVERIFY(recipesOf(shapeCandidates({ nested, 4 }), s("tile-fill")).isEmpty());

        // 2. row-stream: matrix_vector_multip's mv kernel reduces each row of A over a loop of BLOCK_M columns, a
        //    tile of BLOCK_N rows x BLOCK_M columns, the rows indexing the grid (pid * BLOCK_N). Its autotune
        //    replaced by the launch's literals BLOCK_N = BLOCK_M = 8 (the issue's 8 x 8 tile): 64 elements for
        //    128 threads. One row per program streaming 1024, 2048 and 4096 columns, not BLOCK_N 8 -> 256.
        QString error;
        std::optional<OpTask> mvTask = readOpTask(taskPath(s("tritonbench-g/matrix_vector_multip")), &error);
        QVERIFY2(mvTask, qPrintable(error));
        QString mv = mvTask->kernelText;
        const qsizetype tuneAt = mv.indexOf(s("@triton.autotune(")), jitAt = mv.indexOf(s("@triton.jit"));
        QVERIFY(tuneAt > 0 && jitAt > tuneAt);
        mv.remove(tuneAt, jitAt - tuneAt);
        mv.replace(s("            out.stride(0),\n        )"),
            s("            out.stride(0),\n            BLOCK_N=8,\n            BLOCK_M=8,\n        )"));
        QVERIFY(mv.contains(s("BLOCK_M=8")));
        ShapeInput in { mv, 4 };
        in.hardware = mvTask->hardware;
        in.launch = computeLaunchFacts(launchInputsOf(*mvTask, mv));
        // The facts: 18432 rows / 8 = 2304 programs on the smallest case, 304 trips of 8 columns (2432).
        QCOMPARE(launchFact(in.launch, s("programs"), s("mv_kernel"), mvTask->cases.first().name).toLongLong(), 2304LL);
        QCOMPARE(launchFact(in.launch, s("iterations"), s("mv_kernel"), mvTask->cases.first().name).toLongLong(), 304LL);
        QList<Candidate> c = shapeCandidates(in);
        QList<Candidate> stream = recipesOf(c, s("row-stream"));
        QCOMPARE(stream.size(), 3);
        QCOMPARE(stream.first().pattern, s("cuda.scalar-per-thread-layout")); // 2304 programs: the grid is not short
        QCOMPARE(describeChanges(stream.first().changes), s("BLOCK_N 8 -> 1, BLOCK_M 8 -> 1024"));
        QCOMPARE(describeChanges(stream.at(1).changes), s("BLOCK_N 8 -> 1, BLOCK_M 8 -> 2048, num_warps default 4 -> 8"));
        QCOMPARE(describeChanges(stream.at(2).changes), s("BLOCK_N 8 -> 1, BLOCK_M 8 -> 4096, num_warps default 4 -> 8"));
        QVERIFY(stream.first().hypothesis.contains(s("gives its 128 threads 64 elements")));
        for (const Candidate &x : stream)
            QVERIFY(parsesAsPython(x.source));
        // tile-fill grows the columns the loop steps over, never the rows that index the grid.
        for (const Candidate &x : recipesOf(c, s("tile-fill")))
            QCOMPARE(x.changes.first().param, s("BLOCK_M"));
        // The grid short: the issue's 64 programs for 132 SMs (512 rows of 8). Rows per program: 1, and 2 (the most
        // that still give every SM a program: 256 programs); the pattern is the small grid's.
        OpTask shortTask = *mvTask;
        shortTask.cases = { mvTask->cases.first() };
        shortTask.cases.first().args.first().shape = { 512, 2432 };
        in.launch = computeLaunchFacts(launchInputsOf(shortTask, mv));
        QCOMPARE(launchFact(in.launch, s("programs"), s("mv_kernel"), mvTask->cases.first().name).toLongLong(), 64LL);
        stream = recipesOf(shapeCandidates(in), s("row-stream"));
        QCOMPARE(stream.size(), 6);
        QCOMPARE(stream.first().pattern, s("cuda.small-grid"));
        QCOMPARE(stream.first().category, s("grid-undersubscription"));
        QVERIFY(stream.first().hypothesis.contains(s("64 programs for 132 SMs")));
        QCOMPARE(describeChanges(stream.at(3).changes), s("BLOCK_N 8 -> 2, BLOCK_M 8 -> 512"));
        // Absent: the same tile filling its threads (BLOCK_M = 512: 4096 elements) over the long grid; col_sum, whose
        // loop steps over rows (the tile's outer axis, strided in memory); row_sum's 1-D tile; softmax's whole row.
        in.launch = computeLaunchFacts(launchInputsOf(*mvTask, QString(mv).replace(s("BLOCK_M=8"), s("BLOCK_M=512"))));
        in.text = QString(mv).replace(s("BLOCK_M=8"), s("BLOCK_M=512"));
        QVERIFY(recipesOf(shapeCandidates(in), s("row-stream")).isEmpty());
        QVERIFY(recipesOf(shapeCandidates({ kernelOf(s("suite/col_sum")), 4 }), s("row-stream")).isEmpty());
        QVERIFY(recipesOf(shapeCandidates({ kernelOf(s("suite/row_sum")), 4 }), s("row-stream")).isEmpty());
        QVERIFY(recipesOf(shapeCandidates({ kernelOf(s("tritonbench-g/softmax_triton1")), 4 }), s("row-stream")).isEmpty());

        // 6. autotune-extend. bmm_optimized's twelve configs stop at 128x128x32 with 4 warps, below the H200's
        //    family 128x128x64 / 128x256x64 (8 warps, 3 stages: 96 and 144 KiB of fp16 operands): both appended,
        //    GROUP_M as its largest config has it; the autotuner still picks.
        std::optional<OpTask> bmmTask = readOpTask(taskPath(s("tritonbench-g/bmm_optimized")), &error);
        QVERIFY2(bmmTask, qPrintable(error));
        ShapeInput bin { bmmTask->kernelText, 2 };
        bin.hardware = bmmTask->hardware;
        bin.sharedMemoryBytes = bmmTask->hardware.sharedMemoryPerBlock;
        QList<Candidate> ext = recipesOf(shapeCandidates(bin), s("autotune-extend"));
        QCOMPARE(ext.size(), 1);
        QCOMPARE(ext.first().pattern, s("cuda.small-matmul-tiles"));
        QVERIFY(ext.first().source.contains(
            s("] + [triton.Config({\"TILE_M\": 128, \"TILE_N\": 128, \"TILE_K\": 64, \"GROUP_M\": 2}, num_warps=8, "
              "num_stages=3), triton.Config({\"TILE_M\": 128, \"TILE_N\": 256, \"TILE_K\": 64, \"GROUP_M\": 2}, "
              "num_warps=8, num_stages=3)],")));
        QVERIFY(parsesAsPython(ext.first().source));
        // Its configs at the family already: nothing to add (the premise gone).
        QVERIFY(recipesOf(shapeCandidates({ ext.first().source, 2, bin.sharedMemoryBytes, bin.hardware }), s("autotune-extend"))
                .isEmpty());
        // max_reduction's max_dim (the task's entry, dim=1 of 4096 x 16384 fp16): BLOCK_N = next_power_of_2(N) by
        // heuristic, BLOCK_M 8/16/32 rows by autotune with 8 warps: 512 to 2048 elements a thread. Configs of 1 row
        // with 16 warps (32 a thread) and 2 rows with 32 warps are appended.
        std::optional<OpTask> maxTask = readOpTask(taskPath(s("tritonbench-g/max_reduction")), &error);
        QVERIFY2(maxTask, qPrintable(error));
        ShapeInput mxin { maxTask->kernelText, 2 };
        mxin.hardware = maxTask->hardware;
        mxin.launch = computeLaunchFacts(launchInputsOf(*maxTask, maxTask->kernelText));
        ext = recipesOf(shapeCandidates(mxin), s("autotune-extend"));
        QCOMPARE(ext.size(), 1);
        QCOMPARE(ext.first().pattern, s("cuda.whole-row-next-power-of-2"));
        QVERIFY2(ext.first().hypothesis.contains(
                     s("every autotune config of max_kernel gives each thread more than 64 elements (at least 512")),
            qPrintable(ext.first().hypothesis));
        QVERIFY(ext.first().source.contains(
            s("] + [triton.Config({\"BLOCK_M\": 1}, num_warps=16), triton.Config({\"BLOCK_M\": 2}, num_warps=32)],")));
        QVERIFY(parsesAsPython(ext.first().source));
        // Absent without the facts, and for matrix_vector_multip (its configs give at most 8 elements a thread).
        QVERIFY(recipesOf(shapeCandidates({ maxTask->kernelText, 2 }), s("autotune-extend")).isEmpty());
        ShapeInput mvin { mvTask->kernelText, 4 };
        mvin.hardware = mvTask->hardware;
        mvin.launch = computeLaunchFacts(launchInputsOf(*mvTask, mvTask->kernelText));
        QVERIFY(recipesOf(shapeCandidates(mvin), s("autotune-extend")).isEmpty());
    }

    // A launch none of the task's cases reaches is not where its time goes (issue 30): max_reduction's call_op
    // calls max_dim, whose one launch is the autotuned max_kernel; `max` beside it (max_kernel_1 and max_kernel_2 at
    // lines 102 and 103) never runs. From the text alone warps-follow-block took the first three rounds there, and the
    // search the rest; with the launch facts only autotune-extend, on the launch the cases run, is planned.
    void recipesOnlyForLaunchesTheCasesRun()
    {
        QString error;
        const std::optional<OpTask> task = readOpTask(taskPath(s("tritonbench-g/max_reduction")), &error);
        QVERIFY2(task, qPrintable(error));
        const QString text = task->kernelText;
        ShapeInput in { text, 2 };
        in.hardware = task->hardware;
        in.launch = computeLaunchFacts(launchInputsOf(*task, text));
        QCOMPARE(in.launch.reached, (QList<std::pair<QString, int>> { { s("max_kernel"), 132 } }));
        const KernelFile src(text);
        for (const KernelFile::Launch &l : src.launches())
            QCOMPARE(runsOnCases(src, in.launch, l), l.kernel == s("max_kernel"));
        QList<Candidate> c = shapeCandidates(in);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c.first().recipe, s("autotune-extend"));
        QCOMPARE(c.first().finding, s("register-spills@kernel:132"));
        QCOMPARE(c.first().changes.size(), 1);
        QCOMPARE(c.first().changes.first().param, s("configs"));
        QCOMPARE(c.first().changes.first().from, s("3 configs"));
        QCOMPARE(c.first().changes.first().to,
            s("+ triton.Config({\"BLOCK_M\": 1}, num_warps=16), triton.Config({\"BLOCK_M\": 2}, num_warps=32)"));
        QCOMPARE(c.first().changes.first().line, 43);
        // The search moves only what `max` launches (its block_size, its launches' num_warps): nothing is left.
        QVERIFY(!searchCandidates(text).isEmpty());
        QVERIFY(searchCandidates(text, in.launch).isEmpty());
        // Without the facts the text alone decides, as before: every launch may run.
        QCOMPARE(shapeCandidates({ text, 2 }).first().recipe, s("warps-follow-block"));

        // The cause absent: a call_op that calls max(input_tensor) runs max_kernel_1 and max_kernel_2 and never
        // max_kernel. warps-follow-block is planned on both launches of `max`, and autotune-extend is not.
        LaunchInputs other = launchInputsOf(*task, text);
        QVERIFY(other.callText.contains(s("return max_dim(input_tensor, dim=1)")));
        other.callText.replace(s("return max_dim(input_tensor, dim=1)"), s("return max(input_tensor)"));
        in.launch = computeLaunchFacts(other);
        QCOMPARE(in.launch.reached, (QList<std::pair<QString, int>> { { s("max_kernel_1"), 102 }, { s("max_kernel_2"), 103 } }));
        c = shapeCandidates(in);
        QVERIFY(!c.isEmpty());
        QVERIFY(recipesOf(c, s("autotune-extend")).isEmpty());
        QCOMPARE(c.first().recipe, s("warps-follow-block"));
        QCOMPARE(c.first().changes.size(), 2);
        QCOMPARE(c.first().changes.first().line, 102);
        QCOMPARE(c.first().changes.last().line, 103);
        QVERIFY(!searchCandidates(text, in.launch).isEmpty());
    }

    // The search keeps a dot's accumulators within dot-tile's limit (MaxDotAccumulatorsPerThread): triton_matmul's
    // 128x256x64 fp16 tile with 8 warps, read from a dict of configs (so the search moves it, not dot-tile), holds 128
    // fp32 accumulators a thread. Its first rounds were BLOCK_SIZE_M doubled (256 a thread), halved, and BLOCK_SIZE_N
    // doubled (512); with the launch facts the doublings and num_warps 4 are dropped, and 128x128 (BLOCK_SIZE_N
    // halved, the tile the agents measured 1.08x with) is the second move.
    void searchKeepsDotAccumulatorsWithinTheLimit()
    {
        QString error;
        const std::optional<OpTask> task = readOpTask(taskPath(s("tritonbench-g/triton_matmul")), &error);
        QVERIFY2(task, qPrintable(error));
        const QString text = task->kernelText;
        const LaunchFacts facts = computeLaunchFacts(launchInputsOf(*task, text));
        QCOMPARE(launchFact(facts, s("dot"), s("matmul_kernel"), task->cases.first().name).toString(), s("128x256x64 fp16"));
        const auto describeAll = [](const QList<Candidate> &cs) {
            QStringList out;
            for (const Candidate &c : cs)
                out << describeChanges(c.changes);
            return out;
        };
        const QStringList blind = describeAll(searchCandidates(text));
        QVERIFY(
            blind.first().startsWith(s("BLOCK_SIZE_M configs[dtype][\"BLOCK_SIZE_M\"] -> configs[dtype][\"BLOCK_SIZE_M\"] * 2")));
        const QList<Candidate> c = searchCandidates(text, facts);
        QCOMPARE(c.size(), blind.size() - 3);
        QCOMPARE(c.at(0).changes.first().param, s("BLOCK_SIZE_M"));
        QCOMPARE(c.at(0).changes.first().from, s("configs[dtype][\"BLOCK_SIZE_M\"]"));
        QCOMPARE(c.at(0).changes.first().to, s("max(1, configs[dtype][\"BLOCK_SIZE_M\"] // 2)"));
        QCOMPARE(c.at(0).changes.first().line, 103);
        QCOMPARE(c.at(1).changes.first().param, s("BLOCK_SIZE_N"));
        QCOMPARE(c.at(1).changes.first().to, s("max(1, configs[dtype][\"BLOCK_SIZE_N\"] // 2)"));
        QCOMPARE(c.at(1).changes.first().line, 104);
        for (const Candidate &x : c) {
            const QString d = describeChanges(x.changes);
            QVERIFY2(!d.contains(s("BLOCK_SIZE_M\"] * 2")) && !d.contains(s("BLOCK_SIZE_N\"] * 2")), qPrintable(d));
            QVERIFY2(!(x.changes.first().param == s("num_warps") && x.changes.first().to.contains(s("// 2"))), qPrintable(d));
        }
        // The cause absent: suite/matmul's 128x128x64 with 8 warps holds 64 a thread; BM doubled (128) stays searched.
        const std::optional<OpTask> mm = readOpTask(taskPath(s("suite/matmul")), &error);
        QVERIFY2(mm, qPrintable(error));
        const LaunchFacts mmFacts = computeLaunchFacts(launchInputsOf(*mm, mm->kernelText));
        QVERIFY(launchFact(mmFacts, s("dot"), s("matmul_kernel"), mm->cases.first().name).toString().startsWith(s("128x128x64")));
        QCOMPARE(describeAll(searchCandidates(mm->kernelText, mmFacts)), describeAll(searchCandidates(mm->kernelText)));
    }

    void sourceEdits()
    {
        // int64 casts in index arithmetic are removed; the cast of argmax's stored value (the output type) stays.
        const QString am = kernelOf(s("suite/argmax_rows"));
        EditOutcome o = removeInt64Casts(am);
        QVERIFY2(o.text, qPrintable(o.reason));
        QCOMPARE(o.changes.size(), 1);
        QCOMPARE(o.changes.first().line, 12);
        QVERIFY(line(*o.text, 12).contains(s("tl.load(x_ptr + row * stride + cols")));
        QCOMPARE(line(*o.text, 14), s("    tl.store(out_ptr + row, idx.to(tl.int64))"));
        const QString va = kernelOf(s("suite/vector_add"));
        o = removeInt64Casts(va);
        QCOMPARE(line(*o.text, 11), s("    offs = pid * BLOCK + tl.arange(0, BLOCK)"));
        // softmax: `row = tl.program_id(0).to(tl.int64)`, the whole value of an assignment.
        o = removeInt64Casts(kernelOf(s("suite/softmax")));
        QCOMPARE(line(*o.text, 10), s("    row = tl.program_id(0)"));

        // A dot's precision: matmul's one dot gains input_precision; attention's two both do.
        const QString mm = kernelOf(s("suite/matmul"));
        o = setDotPrecision(mm, s("tf32"));
        QVERIFY(o.text);
        QCOMPARE(line(*o.text, 29), s("        acc = tl.dot(a, b, acc, input_precision=\"tf32\")"));
        o = setDotPrecision(kernelOf(s("suite/attention")), s("tf32"));
        QCOMPARE(o.changes.size(), 2);
        o = setDotPrecision(*setDotPrecision(mm, s("ieee")).text, s("tf32x3"));
        QCOMPARE(line(*o.text, 29), s("        acc = tl.dot(a, b, acc, input_precision=\"tf32x3\")"));
        QCOMPARE(o.changes.first().from, s("\"ieee\""));

        // An atomic fed by a loop over a constexpr span: col_sum reduces ROWS rows per program before its atomic_add.
        const QString cs = kernelOf(s("suite/col_sum"));
        QCOMPARE(atomicSpanParam(cs), s("ROWS"));
        QCOMPARE(atomicSpanParam(kernelOf(s("suite/index_add"))), QString()); // one atomic per element, no loop
        Finding contention;
        contention.category = s("atomic-contention");
        contention.pattern = s("cuda.atomic-contention");
        contention.sourceFile = s("col_sum.py");
        contention.sourceLine = 20;
        contention.impact = 0.4;
        const QList<Candidate> block = findingCandidates({ cs, { contention }, seedPatterns(), 1 });
        QCOMPARE(block.first().recipe, s("atomic-block"));
        QVERIFY(block.first().source.contains(s("    BLOCK_N, BLOCK_M, ROWS = 128, 32, 2048\n")));
        QVERIFY(block.at(1).source.contains(s("    BLOCK_N, BLOCK_M, ROWS = 128, 32, 8192\n")));
        QCOMPARE(block.first().finding, s("atomic-contention@col_sum.py:20"));

        // The block a loop steps by.
        QCOMPARE(loopBlockParam(kernelOf(s("suite/row_sum")), {}), s("BLOCK"));
        QCOMPARE(loopBlockParam(mm, {}), s("BK"));
        QCOMPARE(loopBlockParam(kernelOf(s("tritonbench-g/layernorm_fwd_triton")), {}), s("BLOCK_SIZE"));
        QCOMPARE(loopBlockParam(va, {}), QString());
        QCOMPARE(loopBlockParam(kernelOf(s("tritonbench-g/embedding_triton_kernel")), {}), s("BLOCK_NN"));
    }

    void escalationCountsCost()
    {
        GapState st;
        EscalationDecision d = decideEscalation(st);
        QVERIFY(d.acquire.isEmpty()); // nothing measured yet
        st.measuredMs = 0.1;
        st.boundMs = 0.095;
        QVERIFY(decideEscalation(st).acquire.isEmpty()); // 5 % gap
        st.boundMs = 0.02; // 80 % gap
        st.untried = 3;
        st.explained = 0.5;
        d = decideEscalation(st);
        QVERIFY(d.acquire.isEmpty()); // the findings at hand explain more than half of it
        QCOMPARE(*d.gap, 0.8);
        st.stalled = 1; // ...but their rewrite failed: a compile first
        QCOMPARE(decideEscalation(st).acquire, s("dump"));
        st.haveDump = true; // then a runner call
        QCOMPARE(decideEscalation(st).acquire, s("profile"));
        st.haveProfile = true;
        QVERIFY(decideEscalation(st).acquire.isEmpty());
        QVERIFY2(
            decideEscalation(st).reason.endsWith(s("; every evidence level is held")), qPrintable(decideEscalation(st).reason));
        // A dump asked for that did not come back is not held, and not asked for again for the same kernel.
        st.haveDump = false;
        st.haveProfile = false;
        st.triedDump = true;
        QCOMPARE(decideEscalation(st).acquire, s("profile"));
        st.triedProfile = true;
        d = decideEscalation(st);
        QVERIFY(d.acquire.isEmpty());
        QVERIFY2(
            d.reason.endsWith(s("; the dump and the profile of this kernel did not come back when asked for (not asked again)")),
            qPrintable(d.reason));
        st = GapState { 0.1, 0.02, 0.1, 2, 0, false, false };
        QCOMPARE(decideEscalation(st).acquire, s("dump")); // unexplained gap
        QCOMPARE(evidenceCost(s("profile")), s("runner-call"));
        QCOMPARE(evidenceCost(s("dump")), s("compile"));
        QCOMPARE(evidenceCost(s("compiler-knowledge")), s("l4-step"));
        QCOMPARE(evidenceLevel(s("profile")), s("L2"));
    }

    void pickerOnRealDiagnoses()
    {
        QString level;
        QJsonArray l4;
        // TritonBench-G's add_example as captured on the H200 (tests/data/eval/add_example: IR, pass dump, Nsight
        // Compute): the tiny-programs pattern ranks first and its edit raises BLOCK_SIZE from 4 to 1024.
        const QList<Finding> withEvidence
            = Optimizer::diagnoseFolder(dataPath(s("eval/add_example")), cudaPatterns(), seedKnowledge(), &level, &l4);
        QVERIFY(!withEvidence.isEmpty());
        QCOMPARE(withEvidence.first().pattern, s("cuda.tiny-programs"));
        const QString add = kernelOf(s("tritonbench-g/add_example"));
        const QList<Candidate> cands = findingCandidates({ add, withEvidence, cudaPatterns(), qint64(1) << 26 });
        QVERIFY(cands.size() >= 3);
        const Candidate &first = cands.first();
        QCOMPARE(first.recipe, s("pattern-edit"));
        QCOMPARE(first.pattern, s("cuda.tiny-programs"));
        QCOMPARE(first.finding, withEvidence.first().id());
        QCOMPARE(first.category, s("grid-oversubscription"));
        QCOMPARE(line(first.source, 27), s("    BLOCK_SIZE = 1024"));
        QCOMPARE(first.origin().value(s("changes")).toArray().first().toObject().value(s("to")).toString(), s("1024"));
        // Its neighbours: 2048 and 512.
        QCOMPARE(cands.at(1).recipe, s("pattern-neighbour"));
        QCOMPARE(line(cands.at(1).source, 27), s("    BLOCK_SIZE = 2048"));
        QCOMPARE(line(cands.at(2).source, 27), s("    BLOCK_SIZE = 512"));

        // From the source alone, add_example shows nothing: only the blind search has candidates.
        level.clear();
        QTemporaryDir tmp;
        QFile::copy(taskPath(s("tritonbench-g/add_example/kernel.py")), tmp.filePath(s("add_example.py")));
        const QList<Finding> sourceOnly = Optimizer::diagnoseFolder(tmp.path(), cudaPatterns(), seedKnowledge(), &level, &l4);
        QVERIFY(findingCandidates({ add, sourceOnly, cudaPatterns(), 1 }).isEmpty());
        const QList<Candidate> search = searchCandidates(add);
        QCOMPARE(search.first().recipe, s("launch-search"));
        QCOMPARE(line(search.first().source, 27), s("    BLOCK_SIZE = 8"));
        QVERIFY(search.last().source.contains(s("n_elements, BLOCK_SIZE, num_warps=2)")));

        // layernorm_fwd_triton (TritonBench-G), source only: the multi-pass reload finding widens the loop's block.
        QTemporaryDir tmp2;
        QFile::copy(taskPath(s("tritonbench-g/layernorm_fwd_triton/kernel.py")), tmp2.filePath(s("layernorm_fwd_triton.py")));
        const QList<Finding> ln = Optimizer::diagnoseFolder(tmp2.path(), cudaPatterns(), seedKnowledge(), &level, &l4);
        QCOMPARE(ln.first().pattern, s("cuda.multi-pass-reload"));
        const QString lnText = kernelOf(s("tritonbench-g/layernorm_fwd_triton"));
        const QList<Candidate> widen = findingCandidates({ lnText, ln, cudaPatterns(), 1 });
        QCOMPARE(widen.first().recipe, s("loop-widen"));
        QCOMPARE(widen.first().changes.first().param, s("BLOCK_SIZE"));
        QCOMPARE(widen.first().changes.first().from, s("128"));
        QCOMPARE(widen.first().changes.first().to, s("256"));
        QCOMPARE(widen.at(1).changes.first().to, s("512"));
    }

    void loopRecordsRounds()
    {
        QTemporaryDir tmp;
        Workspace ws;
        QString error;
        QVERIFY2(ws.open(tmp.path(), &error), qPrintable(error));
        OptimizeOptions opt;
        opt.rounds = 4;
        opt.candidates = 1;
        opt.patterns = seedPatterns();
        opt.knowledge = seedKnowledge();
        opt.staticCheck = Harness::staticReasons;
        Optimizer loop(ws, opt);
        const auto log = readBaselineLog(dataPath(s("../../docs/results/harness-selftest-h200.json")), &error);
        QVERIFY2(log, qPrintable(error));
        const auto add = readOpTask(taskPath(s("tritonbench-g/add_example")), &error);
        QVERIFY2(add, qPrintable(error));
        const Baseline addBaseline = log->value(s("add_example"));
        QVERIFY2(loop.addTask(*add, &addBaseline, &error), qPrintable(error));

        // Step 1: the source shows no finding, the baseline's time is far from the bound: a dump is acquired (a
        // compile), and the step's rounds wait for it (evidence first: they start from the kernel it is of).
        QList<StepNote> notes;
        QList<Job> jobs = loop.plan(&notes, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 1);
        const Job evidenceJob = jobs.at(0);
        QCOMPARE(evidenceJob.kind, JobKind::Dump);
        QCOMPARE(evidenceJob.kindName(), s("dump"));
        QVERIFY(evidenceJob.isEvidence());
        QVERIFY(!ws.findRound(s("add_example"), 1));
        QCOMPARE(notes.last().note, s("its rounds wait for the evidence: they start from the kernel it is acquired for"));
        // The job says which kernel its evidence is of (never parsed back from its id).
        QCOMPARE(evidenceJob.kernelHash12,
            QString::fromLatin1(
                QCryptographicHash::hash(add->initialText.toUtf8(), QCryptographicHash::Sha256).toHex().left(12)));
        QCOMPARE(evidenceJob.id, s("add_example.e") + evidenceJob.kernelHash12);
        // The task's hardware model is the one its task.json names (the bound of the escalation's gap).
        QCOMPARE(add->hardwareId, s("h200"));
        QCOMPARE(add->hardware.id, s("h200"));
        QVERIFY(add->hardwareNote.isEmpty());
        // The evidence came back as captured on the H200.
        notes.clear();
        QVERIFY2(loop.record(jobs, { { evidenceJob.id, true, {}, dataPath(s("eval/add_example")), {} } }, &notes, &error),
            qPrintable(error));

        // Step 2: the acquired evidence is read (tiny-programs ranks first among the round's findings) and the
        // round rests on it: its cost is charged to round 1.
        notes.clear();
        jobs = loop.plan(&notes, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 1);
        const Job roundJob = jobs.at(0);
        QCOMPARE(roundJob.id, s("add_example.r1"));
        QCOMPARE(roundJob.kind, JobKind::Round);
        std::optional<Round> r1 = ws.findRound(s("add_example"), 1);
        QVERIFY(r1);
        QCOMPARE(r1->state, s("started"));
        QCOMPARE(r1->source, s("recipe"));
        QCOMPARE(r1->findings.first().toObject().value(s("pattern")).toString(), s("cuda.tiny-programs"));
        QCOMPARE(r1->rewriteOrigin.value(s("recipe")).toString(), s("tile-fill"));
        QVERIFY(r1->rewrite.contains(s("-    BLOCK_SIZE = 4\n+    BLOCK_SIZE = 1024")));
        QCOMPARE(r1->evidence.first().toObject().value(s("kind")).toString(), s("source"));
        QCOMPARE(r1->evidence.last().toObject().value(s("cost")).toString(), s("validation"));
        QJsonObject dump;
        for (const QJsonValue &e : r1->evidence)
            if (e.toObject().value(s("kind")).toString() == s("dump"))
                dump = e.toObject();
        QCOMPARE(dump.value(s("cost")).toString(), s("compile"));
        QCOMPARE(dump.value(s("level")).toString(), s("L3"));
        QVERIFY(dump.value(s("reason")).toString().contains(s("the findings at hand explain 0% of the")));
        const std::optional<Operator> op = ws.findOperator(s("add_example"));
        QCOMPARE(op->cases.size(), 5);
        QCOMPARE(*op->cases.first().initialMs, log->value(s("add_example")).cases.first().initialMs.value());

        // Its run died on the runner.
        notes.clear();
        QVERIFY2(
            loop.record(jobs, { { roundJob.id, false, {}, {}, s("timed out after 600 s") } }, &notes, &error), qPrintable(error));
        r1 = ws.findRound(s("add_example"), 1);
        QCOMPARE(r1->outcome, s("failed"));
        QCOMPARE(r1->reasons.first().toObject().value(s("check")).toString(), s("runner"));
        QCOMPARE(r1->reasons.first().toObject().value(s("message")).toString(), s("timed out after 600 s"));

        // Step 3: round 1's kernel is not tried again: the shape's next tile is round 2; the evidence is held (no
        // cost charged again).
        notes.clear();
        jobs = loop.plan(&notes, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 1);
        const std::optional<Round> r2 = ws.findRound(s("add_example"), 2);
        QCOMPARE(r2->findings.first().toObject().value(s("pattern")).toString(), s("cuda.tiny-programs"));
        QCOMPARE(r2->rewriteOrigin.value(s("recipe")).toString(), s("tile-fill"));
        QVERIFY(r2->rewrite.contains(s("+    BLOCK_SIZE = 4096")));
        QVERIFY(r2->rewrite.contains(s("num_warps=8")));
        for (const QJsonValue &e : r2->evidence)
            if (e.toObject().value(s("kind")).toString() == s("dump"))
                QCOMPARE(e.toObject().value(s("cost")).toString(), s("held"));

        // Its result: the initial kernel's own measured result from the frozen log (the same times), so the rewrite
        // is valid but not faster: rejected, and the best stays the initial kernel.
        QJsonObject sameTimes;
        const QJsonObject logDoc = QJsonDocument::fromJson([&] {
            QFile f(dataPath(s("../../docs/results/harness-selftest-h200.json")));
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }())
                                       .object();
        for (const QJsonValue &o : logDoc.value(s("operators")).toArray())
            if (o.toObject().value(s("name")).toString() == s("add_example"))
                sameTimes = o.toObject();
        notes.clear();
        QVERIFY2(loop.record(jobs, { { jobs.first().id, true, sameTimes, {}, {} } }, &notes, &error), qPrintable(error));
        const std::optional<Round> done = ws.findRound(s("add_example"), 2);
        QCOMPARE(done->outcome, s("rejected"));
        QCOMPARE(done->reasons.last().toObject().value(s("check")).toString(), s("not-faster"));
        QCOMPARE(*done->speedup, 1.0);
        QVERIFY(!loop.bestRound(s("add_example")));
        QCOMPARE(done->cases.size(), 5);

        // Round 3: 10 % faster than the frozen log says the initial kernel takes, but exactly as fast as the
        // initial kernel timed in the same request (the device's timing drifted from the log's): not faster.
        notes.clear();
        jobs = loop.plan(&notes, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QList<Job> round3;
        for (const Job &j : std::as_const(jobs))
            if (j.round == 3)
                round3.append(j);
        QCOMPARE(round3.size(), 1);
        QJsonObject drifted = sameTimes;
        QJsonArray cases;
        for (const QJsonValue &cv : sameTimes.value(s("cases")).toArray()) {
            QJsonObject c = cv.toObject();
            c.insert(s("ms"), c.value(s("ms")).toDouble() / 1.1);
            c.insert(s("initial_ms"), c.value(s("ms")).toDouble());
            c.insert(s("initial_timed"), s("same-request"));
            cases.append(c);
        }
        drifted.insert(s("cases"), cases);
        QVERIFY2(loop.record(round3, { { round3.first().id, true, drifted, {}, {} } }, &notes, &error), qPrintable(error));
        const std::optional<Round> r3 = ws.findRound(s("add_example"), 3);
        QCOMPARE(r3->outcome, s("rejected"));
        QCOMPARE(r3->reasons.last().toObject().value(s("check")).toString(), s("not-faster"));
        QVERIFY2(r3->reasons.last()
                     .toObject()
                     .value(s("message"))
                     .toString()
                     .contains(s("1.000x against the initial kernel timed in the same request")),
            qPrintable(r3->reasons.last().toObject().value(s("message")).toString()));
        QVERIFY(!loop.bestRound(s("add_example")));

        // Round 4: twice as fast as the initial kernel, but one case's timing stayed noisy after the harness timed
        // it three times (embedding_triton_kernel's spreads on the shared H200): correct, and no measurement.
        notes.clear();
        jobs = loop.plan(&notes, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QList<Job> round4;
        for (const Job &j : std::as_const(jobs))
            if (j.round == 4)
                round4.append(j);
        QCOMPARE(round4.size(), 1);
        QJsonObject noisy = sameTimes;
        cases = {};
        for (const QJsonValue &cv : sameTimes.value(s("cases")).toArray()) {
            QJsonObject c = cv.toObject();
            c.insert(s("initial_ms"), c.value(s("ms")).toDouble());
            c.insert(s("ms"), c.value(s("ms")).toDouble() / 2);
            c.insert(s("initial_timed"), s("same-request"));
            if (cases.isEmpty())
                c.insert(s("timing_noisy"),
                    QJsonObject { { s("candidate"), 4.8 }, { s("initial"), 4.38 }, { s("limit"), 0.2 }, { s("timings"), 3 } });
            cases.append(c);
        }
        noisy.insert(s("cases"), cases);
        QVERIFY2(loop.record(round4, { { round4.first().id, true, noisy, {}, {} } }, &notes, &error), qPrintable(error));
        const std::optional<Round> r4 = ws.findRound(s("add_example"), 4);
        QCOMPARE(r4->outcome, s("rejected"));
        QCOMPARE(r4->reasons.last().toObject().value(s("check")).toString(), s("noisy-timing"));
        QVERIFY2(r4->reasons.last()
                     .toObject()
                     .value(s("message"))
                     .toString()
                     .contains(s("IQR/median 4.80 for the candidate, 4.38 for the initial kernel after 3 timings")),
            qPrintable(r4->reasons.last().toObject().value(s("message")).toString()));
        QVERIFY(!loop.bestRound(s("add_example")));

        // What a model is shown of the earlier rounds: per case the round's time beside the initial kernel's.
        const auto in = loop.inspect(s("add_example"), &error);
        QVERIFY2(in, qPrintable(error));
        const PromptInputs prompt = promptInputsOf(in->context);
        QCOMPARE(prompt.history.size(), 4);
        const QJsonObject h2 = prompt.history.at(1).toObject();
        QCOMPARE(h2.value(s("round")).toInt(), 2);
        const QJsonArray h2cases = h2.value(s("cases")).toArray();
        QCOMPARE(h2cases.size(), 5);
        const QJsonObject logCase = sameTimes.value(s("cases")).toArray().first().toObject();
        QCOMPARE(h2cases.first().toObject().value(s("case")).toString(), logCase.value(s("case")).toString());
        QCOMPARE(h2cases.first().toObject().value(s("ms")).toDouble(), logCase.value(s("ms")).toDouble());
        QCOMPARE(h2cases.first().toObject().value(s("initial_ms")).toDouble(), *op->cases.first().initialMs);
        QVERIFY(prompt.history.at(0).toObject().value(s("cases")).toArray().isEmpty()); // round 1 died on the runner
        const QString user = buildRewritePrompt(prompt).user;
        QVERIFY2(user.contains(s("  per case: %1 %2 ms (initial %3 ms)")
                         .arg(logCase.value(s("case")).toString(), QString::number(logCase.value(s("ms")).toDouble(), 'g', 4),
                             QString::number(*op->cases.first().initialMs, 'g', 4))),
            qPrintable(user));
    }

    // Issue 30: a round that failed for a reason its edit caused rules out the same move in a larger step (the
    // block grown to 1024 read past the end: 2048 or 4096 is not planned next); a runner's timeout rules out nothing
    // (loopRecordsRounds: 4096 follows a timed-out 1024).
    void aFailedMoveIsNotRetriedLarger()
    {
        QTemporaryDir tmp;
        Workspace ws;
        QString error;
        QVERIFY2(ws.open(tmp.path(), &error), qPrintable(error));
        OptimizeOptions opt;
        opt.rounds = 4;
        opt.patterns = seedPatterns();
        opt.knowledge = seedKnowledge();
        opt.staticCheck = Harness::staticReasons;
        Optimizer loop(ws, opt);
        const auto add = readOpTask(taskPath(s("tritonbench-g/add_example")), &error);
        QVERIFY2(add, qPrintable(error));
        QVERIFY2(loop.addTask(*add, nullptr, &error), qPrintable(error)); // no baseline: no acquisition, the rounds at once
        QList<StepNote> notes;
        QList<Job> jobs = loop.plan(&notes, &error);
        QCOMPARE(jobs.size(), 1);
        const std::optional<Round> r1 = ws.findRound(s("add_example"), 1);
        QVERIFY(r1->rewrite.contains(s("+    BLOCK_SIZE = 1024")));
        QVERIFY2(
            loop.record(jobs, { { jobs.first().id, false, {}, {}, s("CUDA error: an illegal memory access was encountered") } },
                &notes, &error),
            qPrintable(error));
        notes.clear();
        jobs = loop.plan(&notes, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        bool said = false;
        for (const StepNote &n : std::as_const(notes))
            said = said
                || (n.note.startsWith(s("tile-fill (BLOCK_SIZE 4 -> 4096"))
                    && n.note.contains(
                        s("not planned: round 1 moved BLOCK_SIZE 4 -> 1024 and failed (CUDA error: an illegal memory access")));
        QVERIFY2(said, qPrintable(notes.isEmpty() ? QString() : notes.last().note));
        const std::optional<Round> r2 = ws.findRound(s("add_example"), 2);
        QVERIFY(r2);
        for (const QJsonValue &c : r2->rewriteOrigin.value(s("changes")).toArray())
            if (c.toObject().value(s("param")).toString() == s("BLOCK_SIZE")
                && c.toObject().value(s("from")).toString() == s("4"))
                QVERIFY2(c.toObject().value(s("to")).toString().toInt() < 1024, qPrintable(r2->rewrite));
    }

    // Issue 31 §2: evidence follows the best kernel. Once a round is accepted, the evidence of the kernel it
    // superseded is history, and what is held is said of the new best only.
    void evidenceFollowsTheBestKernel()
    {
        QTemporaryDir tmp;
        Workspace ws;
        QString error;
        QVERIFY2(ws.open(tmp.path(), &error), qPrintable(error));
        OptimizeOptions opt;
        opt.rounds = 4;
        opt.patterns = seedPatterns();
        opt.knowledge = seedKnowledge();
        opt.staticCheck = Harness::staticReasons;
        Optimizer loop(ws, opt);
        const auto log = readBaselineLog(dataPath(s("../../docs/results/harness-selftest-h200.json")), &error);
        QVERIFY2(log, qPrintable(error));
        const auto add = readOpTask(taskPath(s("tritonbench-g/add_example")), &error);
        QVERIFY2(add, qPrintable(error));
        const Baseline baseline = log->value(s("add_example"));
        QVERIFY2(loop.addTask(*add, &baseline, &error), qPrintable(error));
        QList<StepNote> notes;
        QList<Job> jobs = loop.plan(&notes, &error);
        QCOMPARE(jobs.size(), 1);
        const QString initialHash = jobs.first().kernelHash12;
        QVERIFY2(loop.record(jobs, { { jobs.first().id, true, {}, dataPath(s("eval/add_example")), {} } }, &notes, &error),
            qPrintable(error));
        auto in = loop.inspect(s("add_example"), &error);
        QVERIFY2(in, qPrintable(error));
        QVERIFY(in->gap.haveDump);
        QVERIFY(in->history.isEmpty());
        // Round 1 is accepted, twice as fast as the initial kernel timed in the same request.
        jobs = loop.plan(&notes, &error);
        QCOMPARE(jobs.size(), 1);
        QCOMPARE(jobs.first().kind, JobKind::Round);
        QJsonArray cases;
        for (const Baseline::Case &c : baseline.cases)
            cases.append(QJsonObject { { s("case"), c.name }, { s("correct"), true }, { s("ms"), *c.initialMs / 2 },
                { s("initial_ms"), *c.initialMs }, { s("initial_timed"), s("same-request") } });
        const QJsonObject faster { { s("verdict"), s("accepted") }, { s("cases"), cases } };
        QVERIFY2(loop.record(jobs, { { jobs.first().id, true, faster, {}, {} } }, &notes, &error), qPrintable(error));
        QCOMPARE(loop.bestRound(s("add_example"))->index, 1);
        // The new best holds no evidence; the initial kernel's is history, with its folder.
        in = loop.inspect(s("add_example"), &error);
        QVERIFY2(in, qPrintable(error));
        QVERIFY(!in->gap.haveDump);
        QVERIFY(!in->gap.triedDump);
        QVERIFY(in->acquired.value(s("acquired")).toArray().isEmpty());
        QCOMPARE(in->history.size(), 1);
        QCOMPARE(in->history.first().toObject().value(s("kernel")).toString(), initialHash);
        QCOMPARE(in->history.first().toObject().value(s("folder")).toString(), s("optimize/add_example/evidence/") + initialHash);
        QCOMPARE(in->history.first().toObject().value(s("acquired")).toArray().first().toObject().value(s("kind")).toString(),
            s("dump"));
        // The next step acquires for the new best when the gap warrants it, and says that the held evidence is history.
        notes.clear();
        jobs = loop.plan(&notes, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(in->escalation.acquire, s("dump"));
        QCOMPARE(jobs.size(), 1);
        QCOMPARE(jobs.first().kind, JobKind::Dump);
        QVERIFY(jobs.first().kernelHash12 != initialHash);
        QCOMPARE(notes.size(), 3);
        QCOMPARE(notes.at(1).note,
            s("the evidence held is of a kernel an accepted round superseded (kept as history); this acquisition is for the new "
              "best kernel %1")
                .arg(jobs.first().kernelHash12));
    }

    // Issue 31 §5: the arms of an ablation differ only in what the proposer is shown and what is acquired.
    void evidenceArmsDifferOnlyInWhatIsShown()
    {
        QString error;
        const auto log = readBaselineLog(dataPath(s("../../docs/results/harness-selftest-h200.json")), &error);
        QVERIFY2(log, qPrintable(error));
        const auto add = readOpTask(taskPath(s("tritonbench-g/add_example")), &error);
        const auto ln = readOpTask(taskPath(s("tritonbench-g/layernorm_fwd_triton")), &error);
        QVERIFY2(add && ln, qPrintable(error));
        // add_example as measured (97 % from its bound), and as if it ran within 5 % of the bound.
        const Baseline far = log->value(s("add_example"));
        Baseline near = far;
        QList<double> ms;
        for (const Baseline::Case &c : far.cases)
            ms.append(*c.initialMs);
        const double scale = *add->boundMs(add->hardware) * 1.05 / *geometricMean(ms);
        for (Baseline::Case &c : near.cases)
            c.initialMs = *c.initialMs * scale;
        struct Arm {
            QList<Job> farStep, nearStep;
            std::optional<Optimizer::Inspection> inspected;
        };
        QHash<EvidenceArm, Arm> arms;
        for (const EvidenceArm arm : { EvidenceArm::Surface, EvidenceArm::Progressive, EvidenceArm::Deep })
            for (const bool isNear : { false, true }) {
                QTemporaryDir tmp;
                Workspace ws;
                QVERIFY2(ws.open(tmp.path(), &error), qPrintable(error));
                OptimizeOptions opt;
                opt.evidence = arm;
                opt.patterns = seedPatterns();
                opt.knowledge = seedKnowledge();
                opt.staticCheck = Harness::staticReasons;
                Optimizer loop(ws, opt);
                const Baseline lb = log->value(s("layernorm_fwd_triton"));
                QVERIFY2(loop.addTask(*add, isNear ? &near : &far, &error) && loop.addTask(*ln, &lb, &error), qPrintable(error));
                if (!isNear)
                    arms[arm].inspected = loop.inspect(s("layernorm_fwd_triton"), &error);
                QList<StepNote> notes;
                for (const Job &j : loop.plan(&notes, &error))
                    if (j.op == s("add_example"))
                        (isNear ? arms[arm].nearStep : arms[arm].farStep).append(j);
            }
        const auto kindOf = [&](EvidenceArm arm, bool isNear) {
            const QList<Job> &jobs = isNear ? arms[arm].nearStep : arms[arm].farStep;
            return jobs.size() == 1 ? jobs.first().kind : JobKind(-1);
        };
        // Surface: the rounds start at once, with no finding, no numerical risk, nothing acquired, whatever the gap.
        QCOMPARE(kindOf(EvidenceArm::Surface, false), JobKind::Round);
        QCOMPARE(kindOf(EvidenceArm::Surface, true), JobKind::Round);
        QVERIFY(arms[EvidenceArm::Surface].inspected->context.findings.isEmpty());
        QVERIFY(!arms[EvidenceArm::Surface].inspected->context.numerics);
        QVERIFY(arms[EvidenceArm::Surface].inspected->escalation.acquire.isEmpty());
        // Progressive and deep are shown the ladder (layernorm's findings, its reduction's risk).
        QVERIFY(!arms[EvidenceArm::Progressive].inspected->context.findings.isEmpty());
        QCOMPARE(arms[EvidenceArm::Progressive].inspected->context.findings.size(),
            arms[EvidenceArm::Deep].inspected->context.findings.size());
        QVERIFY(arms[EvidenceArm::Progressive].inspected->context.numerics);
        // Honest findings (issue 31 §3) from the source alone: every impact is a prior, so none explains time and
        // none stops the escalation; the level reached is the source's (no dump, no profile held); the escalation
        // counts the untried rewrites agent diagnose lists.
        const Optimizer::Inspection &pi = *arms[EvidenceArm::Progressive].inspected;
        for (const Finding &f : pi.context.findings)
            QVERIFY2(f.impactPrior || f.impact < 0, qPrintable(f.id()));
        QCOMPARE(pi.gap.explained, 0.0);
        QCOMPARE(pi.context.levelReached, s("L1"));
        QVERIFY(pi.gap.untried > 0);
        QCOMPARE(pi.gap.untried, int(pi.recipes.size()));
        // The launch facts of layernorm's cases reach the context (the prompt's {{launch}}, agent diagnose).
        QVERIFY(!pi.context.launch.isEmpty());
        // Progressive acquires only when the gap asks for it; deep always, the profile first (its request
        // compiles with the dumps too: one request brings both).
        QCOMPARE(kindOf(EvidenceArm::Progressive, false), JobKind::Dump);
        QCOMPARE(kindOf(EvidenceArm::Progressive, true), JobKind::Round);
        QCOMPARE(kindOf(EvidenceArm::Deep, false), JobKind::Profile);
        QCOMPARE(kindOf(EvidenceArm::Deep, true), JobKind::Profile);
        QCOMPARE(evidenceArmFromName(s("deep")), std::optional<EvidenceArm>(EvidenceArm::Deep));
        QVERIFY(!evidenceArmFromName(s("shallow")));
    }

    // Issue 31 §4: numerical risk as evidence, from the kernel's reduction and the task's cases and tolerance.
    void numericalRiskOfAReduction()
    {
        QString error;
        const auto ln = readOpTask(taskPath(s("tritonbench-g/layernorm_fwd_triton")), &error);
        QVERIFY2(ln, qPrintable(error));
        auto risk = numericalRisk(*ln, ln->kernelText);
        QVERIFY(risk);
        QCOMPARE(risk->reduction, s("tl.sum"));
        QCOMPARE(risk->line, 37); // `mean = tl.sum(_mean, axis=0) / N`
        QCOMPARE(line(ln->kernelText, 37).trimmed(), s("mean = tl.sum(_mean, axis=0) / N"));
        QCOMPARE(risk->length, 131072);
        QCOMPARE(risk->caseName, s("2048x8x131072,8x131072 (shape 13 of layernorm_fwd_triton_perf.py)"));
        QCOMPARE(risk->dtype, s("float32")); // no tolerances in task.json: the harness's default
        QCOMPARE(risk->atol, 1e-4);
        QCOMPARE(risk->rtol, 1e-4);
        QCOMPARE(risk->worst, 0.0078125); // 2^17 * 2^-24
        QVERIFY(qAbs(risk->typical - std::sqrt(131072.0) / 16777216.0) < 1e-15);
        QVERIFY2(risk->text().contains(s("n is at most 131072")) && risk->text().contains(s("atol 0.0001 and rtol 0.0001")),
            qPrintable(risk->text()));
        // A scan, with the task's own tolerance.
        const auto cs = readOpTask(taskPath(s("suite/cumsum")), &error);
        QVERIFY2(cs, qPrintable(error));
        risk = numericalRisk(*cs, cs->kernelText);
        QVERIFY(risk);
        QCOMPARE(risk->reduction, s("tl.cumsum (a scan)"));
        QCOMPARE(risk->line, 14);
        QCOMPARE(risk->length, 32768);
        QCOMPARE(risk->atol, 1e-3);
        QCOMPARE(risk->rtol, 1e-4);
        // No reduction, no risk: an element-wise kernel, and a loop that only advances its pointer parameter.
        const auto add = readOpTask(taskPath(s("tritonbench-g/add_example")), &error);
        QVERIFY2(add, qPrintable(error));
        QVERIFY(!numericalRisk(*add, add->kernelText));
        const QString pointerLoop = s(
            "@triton.jit\ndef k(X, Y, n, BLOCK: tl.constexpr):\n    for i in range(0, n, BLOCK):\n        x = tl.load(X + i)\n"
            "        tl.store(Y + i, x)\n        X += BLOCK\n        y_ptr_off = 0\n");
        QVERIFY(!numericalRisk(*add, pointerLoop));
        // A running sum in a loop is one.
        QString accumulating = pointerLoop;
        accumulating.replace(s("        X += BLOCK\n"), s("        X += BLOCK\n        acc += x\n"));
        risk = numericalRisk(*add, accumulating);
        QVERIFY(risk);
        QCOMPARE(risk->reduction, s("the running sum acc in a loop"));
        QCOMPARE(risk->line, 7);
        // The C++ defaults are the harness's (taskfmt.py DEFAULT_TOLERANCES).
        QFile py(dataPath(s("../../resources/harness/lowerscope_harness/taskfmt.py")));
        QVERIFY(py.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(py.readAll());
        OpTask none;
        for (const QString &dt : { s("float16"), s("bfloat16"), s("float32"), s("float64") }) {
            const QRegularExpression re(s("\"%1\": \\{\"atol\": ([0-9.e-]+), \"rtol\": ([0-9.e-]+)\\}").arg(dt));
            const QRegularExpressionMatch m = re.match(text);
            QVERIFY2(m.hasMatch(), qPrintable(dt));
            QCOMPARE(taskTolerance(none, dt).first, m.captured(1).toDouble());
            QCOMPARE(taskTolerance(none, dt).second, m.captured(2).toDouble());
        }
    }

    // Issue 28 §2: a task's name is an identifier, decided once (core/identifier.h) and refused by readOpTask with
    // the task file and the reason; the old reader joined `/abs/dir/sitecustomize` to the workspace as a path.
    void identifierRule_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("safe");
        QTest::newRow("suite") << s("softmax") << true;
        QTest::newRow("all kinds") << s("Soft_max-2.v1") << true;
        QTest::newRow("64") << QString(64, QLatin1Char('x')) << true;
        QTest::newRow("65") << QString(65, QLatin1Char('x')) << false;
        QTest::newRow("absolute") << s("/abs/dir/sitecustomize") << false;
        QTest::newRow("parent") << s("../x") << false;
        QTest::newRow("dotdot") << s("..") << false;
        QTest::newRow("dot") << s(".") << false;
        QTest::newRow("separator") << s("a/b") << false;
        QTest::newRow("backslash") << s("a\\b") << false;
        QTest::newRow("space") << s("a b") << false;
        QTest::newRow("non-ascii") << s("caf\u00e9") << false;
        QTest::newRow("empty") << QString() << false;
    }
    // The committed self-test of the 11 TritonBench-G tasks (H200, alone on the device) is a baseline for the
    // tasks as they are: every task's initial kernel is the one the log timed and accepted, and every case of
    // the task has the log's time. Editing a task without running the self-test again fails here.
    void tritonBenchSelfTestCoversTheTasks()
    {
        QString error;
        const QString logPath = dataPath(s("../../docs/results/selftest-tritonbench-g-h200.json"));
        const auto log = readBaselineLog(logPath, &error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->size(), 11);
        QFile logFile(logPath);
        QVERIFY(logFile.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(logFile.readAll()).object();
        QCOMPARE(doc.value(s("partial")).toBool(true), false);
        int accepted = 0;
        for (const QJsonValue &v : doc.value(s("operators")).toArray())
            accepted += v.toObject().value(s("verdict")).toString() == s("accepted");
        QCOMPARE(accepted, 11);
        int fakes = 0;
        for (const QJsonValue &v : doc.value(s("fakes")).toArray())
            fakes += v.toObject().value(s("rejected_for_its_reason")).toBool();
        QCOMPARE(fakes, 13);
        const QStringList names = QDir(taskPath(s("tritonbench-g"))).entryList({ s("*") }, QDir::Dirs | QDir::NoDotAndDotDot);
        int tasks = 0;
        for (const QString &name : names) {
            if (!QFileInfo::exists(taskPath(s("tritonbench-g/") + name + s("/task.json"))))
                continue; // sources/: perf files, not a task
            ++tasks;
            const auto task = readOpTask(taskPath(s("tritonbench-g/") + name), &error);
            QVERIFY2(task, qPrintable(error));
            QVERIFY2(log->contains(task->name), qPrintable(name));
            const Baseline b = log->value(task->name);
            QCOMPARE(b.initialSha256, contentHash(task->initialText));
            QCOMPARE(b.cases.size(), task->cases.size());
            for (const OpTask::Case &c : task->cases) {
                const auto hit
                    = std::find_if(b.cases.begin(), b.cases.end(), [&](const Baseline::Case &x) { return x.name == c.name; });
                QVERIFY2(hit != b.cases.end() && hit->initialMs && *hit->initialMs > 0, qPrintable(name + s(": ") + c.name));
            }
        }
        QCOMPARE(tasks, 11);
    }

    void identifierRule()
    {
        QFETCH(QString, name);
        QFETCH(bool, safe);
        QCOMPARE(isSafeIdentifier(name), safe);
        QCOMPARE(identifierProblem(name).isEmpty(), safe);
        if (name.isEmpty())
            return;
        QTemporaryDir tmp;
        const QString folder = taskCopy(tmp.path(), { { s("name"), name } });
        QString error;
        const auto task = readOpTask(folder, &error);
        QCOMPARE(task.has_value(), safe);
        if (!safe)
            QCOMPARE(error, QDir(folder).filePath(s("task.json")) + s(": name: ") + identifierProblem(name));
    }

    // Every file a task names resolves, after symlinks, inside its folder: a kernel with the task's own bytes but
    // lying outside (relative, absolute, a symlink) is refused naming the key; the old reader read all of them.
    void taskFilesStayInsideTheFolder()
    {
        QTemporaryDir tmp;
        const QString outside = tmp.filePath(s("outside.py"));
        QVERIFY(QFile::copy(taskPath(s("suite/softmax/kernel.py")), outside));
        const QString real = QFileInfo(outside).canonicalFilePath();
        for (const QString &kernel : { s("../outside.py"), outside }) {
            const QString folder = taskCopy(tmp.path(), { { s("kernel"), kernel } });
            QString error;
            QVERIFY(!readOpTask(folder, &error));
            QVERIFY2(error.startsWith(QDir(folder).filePath(s("task.json")) + s(": kernel: ")), qPrintable(error));
            QVERIFY2(error.contains(s("resolves to %1, outside the folder").arg(real)), qPrintable(error));
        }
        // A symlinked initial kernel that leaves the folder.
        const QString folder = taskCopy(tmp.path(), { { s("kernel"), s("kernel.py") } });
        const QString initial = QDir(folder).filePath(s("initial/kernel.py"));
        QVERIFY(QFile::remove(initial));
        QVERIFY(QFile::link(outside, initial));
        QString error;
        QVERIFY(!readOpTask(folder, &error));
        QVERIFY2(error.contains(s(": initial: ")) && error.contains(s("outside the folder")), qPrintable(error));
        // A symlink that stays inside is the task's own file.
        QVERIFY(QFile::remove(initial));
        QVERIFY(QFile::link(QDir(folder).filePath(s("kernel.py")), initial));
        QVERIFY2(readOpTask(folder, &error), qPrintable(error));
        // A missing kernel names the key and the file.
        QVERIFY(QFile::remove(QDir(folder).filePath(s("kernel.py"))));
        QVERIFY(!readOpTask(folder, &error));
        QCOMPARE(error,
            QDir(folder).filePath(s("task.json")) + s(": kernel: ") + QDir(folder).filePath(s("kernel.py")) + s(": missing"));
    }

    // Issue 28 §5: bounded cases (10^6 took 148 s and 8.8 GB) and tensors a device could hold (10^12 x 10^12 read
    // as a valid task).
    void taskCasesAndTensorsAreBounded()
    {
        QTemporaryDir tmp;
        const QJsonObject one = QJsonObject { { s("name"), s("c") }, { s("seed"), 0 },
            { s("args"), QJsonArray { QJsonObject { { s("shape"), QJsonArray { 64 } }, { s("dtype"), s("float32") } } } } };
        QJsonArray million;
        for (int i = 0; i < 1000000; ++i)
            million.append(one);
        const QString folder = taskCopy(tmp.path(), { { s("cases"), million } });
        QString error;
        QVERIFY(!readOpTask(folder, &error));
        QCOMPARE(error, QDir(folder).filePath(s("task.json")) + s(": cases: 1000000 cases, more than the 256 a task may have"));

        const qint64 t = qint64(1000000) * 1000000;
        QJsonArray cases {
            one,
            QJsonObject { { s("name"), s("huge") }, { s("seed"), 1 },
                { s("args"), QJsonArray { QJsonObject { { s("shape"), QJsonArray { t, t } }, { s("dtype"), s("float32") } } } } }
        };
        taskCopy(tmp.path(), { { s("cases"), cases } });
        QVERIFY(!readOpTask(folder, &error));
        QCOMPARE(error,
            QDir(folder).filePath(s("task.json"))
                + s(": cases[1]: its tensors hold %1 bytes, more than the %2 a device could hold")
                    .arg(std::numeric_limits<qint64>::max())
                    .arg(TaskLimits::MaxCaseTensorBytes));
        // A dimension past any integer (1e30) was read as 0 elements; it saturates now.
        cases[1] = QJsonObject { { s("args"),
            QJsonArray { QJsonObject { { s("shape"), QJsonArray { 1e30 } }, { s("dtype"), s("int8") } } } } };
        taskCopy(tmp.path(), { { s("cases"), cases } });
        QVERIFY(!readOpTask(folder, &error));
        QVERIFY2(error.contains(s("cases[1]: its tensors hold")), qPrintable(error));
        // 2^38 bytes exactly (two 2^35-element float32 tensors, the second `like` the first) is within the bound.
        cases[1] = QJsonObject { { s("args"),
            QJsonArray { QJsonObject { { s("shape"), QJsonArray { qint64(1) << 35 } }, { s("dtype"), s("float32") } },
                QJsonObject { { s("like"), 0 } } } } };
        taskCopy(tmp.path(), { { s("cases"), cases } });
        QVERIFY2(readOpTask(folder, &error), qPrintable(error));
        // Every shipped task stays within the bounds.
        for (const QString &dir : { s("suite"), s("tritonbench-g") })
            for (const QString &name : QDir(taskPath(dir)).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
                if (QFile::exists(taskPath(dir + s("/") + name + s("/task.json"))))
                    QVERIFY2(readOpTask(taskPath(dir + s("/") + name), &error), qPrintable(error));
    }

    // Issue 29: the loop is set up once (LoopSession) for optimize, agent and the desktop: tasks with the hardware
    // they name, the baseline checked, a step planned as one registered batch, its diagnosis kept.
    void loopSessionSetsUpOnce()
    {
        QTemporaryDir tmp;
        QString error;
        SessionSpec spec;
        spec.workspace = tmp.filePath(s("ws"));
        spec.knowledgeBase = tmp.filePath(s("kb.sqlite"));
        spec.taskDirs = { taskPath(s("tritonbench-g/add_example")), taskPath(s("suite/softmax")) };
        spec.rounds = 2; // no baseline: no measured time, so no evidence is acquired before the rounds
        std::unique_ptr<LoopSession> session = LoopSession::open(spec, &error);
        QVERIFY2(session, qPrintable(error));
        QCOMPARE(session->tasks().size(), 2);
        for (const OpTask &t : session->tasks())
            QCOMPARE(t.hardware.id, s("h200")); // add_example names h200; softmax names none: the cuda backend's default
        QCOMPARE(session->tasks().at(0).hardwareId, s("h200"));
        QVERIFY(session->tasks().at(1).hardwareId.isEmpty());
        QVERIFY(session->warnings().isEmpty());
        QVERIFY(session->ladder(s("add_example")) == nullptr); // nothing diagnosed yet

        const std::optional<PlannedStep> step = session->plan(s("local"), &error);
        QVERIFY2(step, qPrintable(error));
        QVERIFY(!step->finished());
        // One batch, registered before anything ran, one request per job.
        QCOMPARE(step->batch.requests.size(), step->jobs.size());
        QVERIFY(session->workspace().exportedBatch(step->batch.id));
        int rounds = 0;
        for (const Job &j : step->jobs) {
            rounds += j.kind == JobKind::Round;
            QVERIFY(session->workspace().currentRequest(j.id));
        }
        QCOMPARE(step->reviews.size(), step->jobs.size()); // every candidate of a recipe needs consent
        QCOMPARE(rounds, 2);
        // The diagnosis the plan made is the one the step shows: asking for it opens no file.
        int opened = 0;
        FileStore::setOpenObserver([&opened](const QString &) { ++opened; });
        const auto ladder = session->ladder(s("add_example"));
        FileStore::setOpenObserver({});
        QVERIFY(ladder);
        QCOMPARE(opened, 0);
        QVERIFY(ladder == session->optimizer().ladder(s("add_example")));
        QVERIFY(!ladder->kernels.isEmpty());

        // The unfinished jobs as a step of their own (agent validate): the same requests, exported again.
        const std::optional<PlannedStep> again = session->pending(s("local"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->jobs.size(), step->jobs.size());
        QVERIFY(again->batch.id != step->batch.id);
        QCOMPARE(session->workspace().currentRequest(step->jobs.first().id)->batch, again->batch.id);
        session.reset();

        // Opened again without resume, the rounds it holds are refused; with resume they continue.
        QVERIFY(!LoopSession::open(spec, &error));
        QCOMPARE(error,
            taskPath(s("tritonbench-g/add_example"))
                + s(": the workspace already has 1 round(s) of add_example; continue them with --resume"));
        spec.resume = true;
        QVERIFY2(LoopSession::open(spec, &error), qPrintable(error));

        // A task the baseline does not hold is refused with its folder.
        SessionSpec other = spec;
        other.workspace = tmp.filePath(s("ws2"));
        other.baselineLog = dataPath(s("../../docs/results/harness-selftest-h200.json"));
        other.taskDirs = { taskCopy(tmp.path(), { { s("name"), s("not_in_log") } }) };
        QVERIFY(!LoopSession::open(other, &error));
        QCOMPARE(error, other.taskDirs.first() + s(": not_in_log has no accepted initial kernel in the baseline log"));
        // Hardware the backend has no model of: the default stands in, and the session says so.
        other.baselineLog.clear();
        other.taskDirs = { taskCopy(tmp.path(), { { s("hardware"), QJsonObject { { s("id"), s("h999") } } } }) };
        session = LoopSession::open(other, &error);
        QVERIFY2(session, qPrintable(error));
        QCOMPARE(session->tasks().first().hardware.id, s("h200"));
        QCOMPARE(session->warnings().size(), 1);
        QVERIFY2(session->warnings().first().contains(s("hardware h999 is not a model of backend cuda; its bounds use h200")),
            qPrintable(session->warnings().first()));
        // The agent's session: none stored yet.
        SessionSpec agent;
        agent.workspace = other.workspace;
        agent.knowledgeBase = spec.knowledgeBase;
        agent.agentSession = true;
        session.reset();
        QVERIFY(!LoopSession::open(agent, &error));
        QVERIFY2(error.endsWith(s("no agent session in this workspace; start one with `lowerscope agent start TASK...`")),
            qPrintable(error));
    }

    // Bounded answers and diffs (a 60 MB diff given to `agent propose` took 115 s and 5.3 GB): refused as the
    // round's outcome, with the bound in the reason.
    void answersAndDiffsAreBounded()
    {
        QString error;
        const auto task = readOpTask(taskPath(s("suite/softmax")), &error);
        QVERIFY2(task, qPrintable(error));
        ProposalContext cx;
        cx.task = &*task;
        cx.base = task->kernelText;
        // 2 MiB of a diff whose every hunk would apply (insertions after line 1).
        QString big = s("```diff\n");
        while (big.size() < 2 * MaxAnswerBytes)
            big += s("@@ -1,0 +2,1 @@\n+# padding line that a model might repeat\n");
        big += s("```\n");
        // The bound is checked before anything is parsed: the reason says the answer was not read.
        LlmProposal p = readProposal(cx, big);
        QVERIFY(!p.ok);
        QCOMPARE(p.outcome, s("failed"));
        QCOMPARE(p.reasons.first().toObject().value(s("check")).toString(), s("llm-answer"));
        QCOMPARE(p.reasons.first().toObject().value(s("message")).toString(),
            s("the answer has %1 bytes, more than the 1048576 an answer may have (not read)").arg(big.toUtf8().size()));
        // Under the byte bound, but more hunks than a kernel can take.
        QString many = s("```diff\n");
        for (int i = 0; i <= MaxDiffHunks; ++i)
            many += s("@@ -1,0 +2,1 @@\n+# line\n");
        many += s("```\n");
        QVERIFY(answerBytes(many) < MaxAnswerBytes);
        p = readProposal(cx, many);
        QVERIFY(!p.ok);
        QCOMPARE(p.reasons.first().toObject().value(s("message")).toString(),
            s("the answer's diff does not apply: the diff has more than 1000 hunks or 20000 lines"));
        // The applier's work is bounded whatever the kernel: a hunk stated at the wrong line is searched for, and
        // 1,000 almost-matching lines against each of 300,000 would be 3e8 comparisons.
        const QString kernel = QString(s("x\n")).repeated(300000);
        const QString diff = s("@@ -1,1000 +1,1 @@\n") + QString(s(" x\n")).repeated(999) + s("-y\n+z\n");
        // The applier counts its comparisons and stops at the bound (no wall-clock assertion: speed lives in
        // benchmarks, and this one runs under sanitizers too).
        QVERIFY(applyUnifiedDiff(kernel, diff, &error).isNull());
        QCOMPARE(error, s("placing the diff's 1 hunks in a kernel of 300000 lines takes more than 200000000 line comparisons"));
        // An ordinary diff still applies.
        QCOMPARE(applyUnifiedDiff(s("a\nb\nc\n"), s("@@ -2,1 +2,1 @@\n-b\n+B\n"), &error), s("a\nB\nc\n"));
    }
};

QTEST_GUILESS_MAIN(TestOptimize)
#include "tst_optimize.moc"
