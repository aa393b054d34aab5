// SPDX-License-Identifier: MIT
// Rounds proposed by a model (docs/llm.md, "Rounds from a model"), recorded end to end from canned,
// protocol-faithful exchanges with a local HTTP server (tests/llmserver.h): an OpenAI-compatible diff validated by
// the local runner on the plain-Python test task; Anthropic answers that are a whole kernel (changed outside the
// editable region), a repeat, cut off, a refusal and a 401; the model beside the recipes on a suite task; and
// `lowerscope optimize --llm` with no key in the workspace (SQLite bytes), the settings, or the output.
#include "kb/knowledgebase.h"
#include "llmserver.h"
#include "optimize/jobbatch.h"
#include "optimize/llmproposer.h"
#include "optimize/optimizer.h"
#include "runners/runnerprofile.h"
#include "tasks/harness.h"
#include "testsupport.h"
#include "workspace/workspace.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Lowerscope;
using namespace Lowerscope::Optimize;
using namespace Lowerscope::Test;

namespace {

const QByteArray kKey = "sk-test-loop-5a4b3c2d1e0f";
QString s(const char *t)
{
    return QString::fromUtf8(t);
}
QString repoPath(const QString &relative)
{
    return QDir(dataPath(s("../.."))).absoluteFilePath(relative);
}

QString readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// An OpenAI-compatible stream of TEXT in three pieces, usage in the last chunk, then [DONE].
QList<QByteArray> openaiAnswer(const QString &text, int inputTokens, int outputTokens)
{
    const QJsonObject head { { s("id"), s("chatcmpl-7q") }, { s("object"), s("chat.completion.chunk") },
        { s("created"), 1764547200 }, { s("model"), s("gpt-test") } };
    auto chunk = [&](const QJsonObject &delta, const QJsonValue &finish) {
        QJsonObject o = head;
        o.insert(s("choices"),
            QJsonArray { QJsonObject { { s("index"), 0 }, { s("delta"), delta }, { s("finish_reason"), finish } } });
        return sse(json(o));
    };
    QList<QByteArray> out { chunk({ { s("role"), s("assistant") }, { s("content"), QString() } }, QJsonValue::Null) };
    const qsizetype third = text.size() / 3;
    for (const QString &piece : { text.left(third), text.mid(third, third), text.mid(2 * third) })
        out.append(chunk({ { s("content"), piece } }, QJsonValue::Null));
    out.append(chunk({}, s("stop")));
    QJsonObject usage = head;
    usage.insert(s("choices"), QJsonArray());
    usage.insert(s("usage"),
        QJsonObject { { s("prompt_tokens"), inputTokens }, { s("completion_tokens"), outputTokens },
            { s("total_tokens"), inputTokens + outputTokens } });
    out.append(sse(json(usage)));
    out.append(sse("[DONE]"));
    return out;
}

// An Anthropic Messages stream of TEXT in two deltas, ending with STOP_REASON.
QList<QByteArray> anthropicAnswer(const QString &text, const QString &stopReason, int inputTokens, int outputTokens)
{
    const QJsonObject start { { s("type"), s("message_start") },
        { s("message"),
            QJsonObject { { s("id"), s("msg_01L") }, { s("type"), s("message") }, { s("role"), s("assistant") },
                { s("model"), s("claude-test") }, { s("content"), QJsonArray() }, { s("stop_reason"), QJsonValue::Null },
                { s("usage"), QJsonObject { { s("input_tokens"), inputTokens }, { s("output_tokens"), 1 } } } } } };
    QList<QByteArray> out { sse(json(start), "message_start"),
        sse(R"({"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}})", "content_block_start") };
    const qsizetype half = text.size() / 2;
    for (const QString &piece : { text.left(half), text.mid(half) })
        out.append(sse(json({ { s("type"), s("content_block_delta") }, { s("index"), 0 },
                           { s("delta"), QJsonObject { { s("type"), s("text_delta") }, { s("text"), piece } } } }),
            "content_block_delta"));
    out.append(sse(R"({"type":"content_block_stop","index":0})", "content_block_stop"));
    out.append(sse(json({ { s("type"), s("message_delta") },
                       { s("delta"), QJsonObject { { s("stop_reason"), stopReason }, { s("stop_sequence"), QJsonValue::Null } } },
                       { s("usage"), QJsonObject { { s("output_tokens"), outputTokens } } } }),
        "message_delta"));
    out.append(sse(R"({"type":"message_stop"})", "message_stop"));
    return out;
}

const QList<QPair<QByteArray, QByteArray>> kSse { { "Content-Type", "text/event-stream" } };

// A diff answer for tests/data/runners/scale_add/kernel.py (lines 4-6 are the function), as a model writes one.
const char *const kDiffAnswer
    = "Finding 1 (scalar-loop): the indexed loop stores one element per step; one list comprehension and a slice store "
      "remove the per-index stores.\n"
      "```diff\n--- a/kernel.py\n+++ b/kernel.py\n@@ -4,3 +4,2 @@\n def scale_add(alpha, x, y, out):\n"
      "-    for i in range(len(x)):\n-        out[i] = alpha * x[i] + y[i]\n+    out[:] = [alpha * a + b for a, b in zip(x, "
      "y)]\n```\n";

// A whole-file answer that also rewrites the docstring (outside the editable region: not applied).
const char *const kWholeAnswer
    = "Address the scalar loop with a comprehension over indices.\n```python\n\"\"\"scale_add, made faster.\"\"\"\n"
      "# lowerscope: editable begin\ndef scale_add(alpha, x, y, out):\n    out[:] = [alpha * x[i] + y[i] for i in "
      "range(len(x))]\n"
      "# lowerscope: editable end\n```\n";

OptimizeOptions optionsWith(const LlmProfile &profile, int rounds, int candidates = 1)
{
    OptimizeOptions opt;
    opt.rounds = rounds;
    opt.candidates = candidates;
    opt.staticCheck = Harness::staticReasons;
    const LlmProposer proposer = LlmProposer::overNetwork(profile, kKey);
    opt.propose = [proposer](const ProposalContext &cx) { return proposer.propose(cx); };
    return opt;
}

// A fresh workspace in TMP and the plain-Python test task.
std::optional<OpTask> openScaleAdd(const QTemporaryDir &tmp, Workspace &ws, QString *error)
{
    if (!ws.open(tmp.filePath(s("ws")), error))
        return std::nullopt;
    return readOpTask(dataPath(s("runners/scale_add")), error);
}

} // namespace

class TestLlmLoop : public QObject {
    Q_OBJECT
private slots:
    void openaiDiffRecordedAndValidated()
    {
        QTemporaryDir tmp;
        Workspace ws;
        QString error;
        const auto task = openScaleAdd(tmp, ws, &error);
        QVERIFY2(task, qPrintable(error));
        Server server;
        server.script.append({ 200, kSse, openaiAnswer(s(kDiffAnswer), 1532, 88), false });
        Optimizer optimizer(ws, optionsWith(testProfile(server, s("openai")), 1));
        QVERIFY2(optimizer.addTask(*task, nullptr, &error), qPrintable(error));
        QList<StepNote> notes;
        const QList<Job> jobs = optimizer.plan(&notes, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 1);
        QCOMPARE(jobs.first().origin, s("llm"));
        const RunBatch batch = batchOf(jobs, ws.folder());
        QCOMPARE(batch.requests.first().origin, CodeOrigin::Llm); // consent is asked for the model's code

        // The round, started, holds the exact exchange the server saw.
        Round round = *ws.findRound(s("scale_add"), 1);
        QCOMPARE(round.state, s("started"));
        QCOMPARE(round.source, s("llm"));
        QVERIFY(round.hypothesis.startsWith(s("Finding 1 (scalar-loop): the indexed loop")));
        QCOMPARE(server.seen.size(), 1);
        QCOMPARE(server.seen.first().requestLine, QByteArray("POST /v1/chat/completions HTTP/1.1"));
        const QJsonArray sent = QJsonDocument::fromJson(server.seen.first().body).object().value(s("messages")).toArray();
        const QJsonObject prompt = round.llm.value(s("prompt")).toObject();
        QCOMPARE(sent.at(0).toObject().value(s("content")).toString(), prompt.value(s("system")).toString());
        QCOMPARE(sent.at(1).toObject().value(s("content")).toString(), prompt.value(s("user")).toString());
        QVERIFY(prompt.value(s("user")).toString().startsWith(s("# Task scale_add\n\n## The kernel (kernel.py)\n```python\n")));
        QVERIFY(prompt.value(s("user")).toString().contains(s("        out[i] = alpha * x[i] + y[i]\n")));
        QVERIFY(prompt.value(s("user")).toString().contains(s("## Earlier rounds\nNone yet.")));
        QCOMPARE(round.llm.value(s("response")).toObject().value(s("text")).toString(), s(kDiffAnswer));
        QCOMPARE(round.llm.value(s("input_tokens")).toInteger(), 1532);
        QCOMPARE(round.llm.value(s("output_tokens")).toInteger(), 88);
        QVERIFY(qAbs(round.llm.value(s("cost_usd")).toDouble() - (1532 * 3.0 + 88 * 15.0) / 1e6) < 1e-12);
        QCOMPARE(round.llm.value(s("answer")).toObject().value(s("kind")).toString(), s("diff"));
        QCOMPARE(round.rewriteOrigin.value(s("proposer")).toString(), s("llm"));
        QCOMPARE(round.rewriteOrigin.value(s("model")).toString(), s("gpt-test"));
        QVERIFY2(round.rewrite.contains(s("-    for i in range(len(x)):\n-        out[i] = alpha * x[i] + y[i]\n+    out[:] = "
                                          "[alpha * a + b for a, b in zip(x, y)]\n")),
            qPrintable(round.rewrite));
        QString expected = task->initialText;
        expected.replace(s("    for i in range(len(x)):\n        out[i] = alpha * x[i] + y[i]\n"),
            s("    out[:] = [alpha * a + b for a, b in zip(x, y)]\n"));
        QCOMPARE(readFile(jobs.first().candidate), expected);

        // The review a GUI shows before anything runs.
        const ProposalReview review = reviewOf(round);
        QVERIFY(review.fromModel);
        QCOMPARE(review.userPrompt, prompt.value(s("user")).toString());
        QCOMPARE(review.answerKind, s("diff"));
        QCOMPARE(review.diff, round.rewrite);
        QCOMPARE(review.outputTokens, 88);

        // Validated by the local runner (the plain-Python task runs on this machine's CPU), then finished.
        std::unique_ptr<Runner> runner = createRunner(RunnerProfile::localDefault(), &error);
        QVERIFY2(runner, qPrintable(error));
        const QList<RunResult> results = runToEnd(*runner, batch, &error);
        QCOMPARE(results.size(), 1);
        QVERIFY2(optimizer.record(jobs, jobResultsOf(results), &notes, &error), qPrintable(error));
        round = *ws.findRound(s("scale_add"), 1);
        QCOMPARE(round.state, s("done"));
        QCOMPARE(round.cases.size(), 5);
        for (const CaseResult &c : round.cases)
            QVERIFY2(c.correct.value_or(false), qPrintable(c.caseName));
        QVERIFY2(round.outcome == s("accepted") || round.outcome == s("rejected"), qPrintable(round.outcome));
        QCOMPARE(round.llm.value(s("input_tokens")).toInteger(), 1532); // the exchange stays with the finished round
        QVERIFY(!QJsonDocument(round.llm).toJson().contains(kKey));
    }

    void anthropicAnswersBecomeClearOutcomes()
    {
        QTemporaryDir tmp;
        Workspace ws;
        QString error;
        const auto task = openScaleAdd(tmp, ws, &error);
        QVERIFY2(task, qPrintable(error));
        Server server;
        server.script.append({ 200, kSse, anthropicAnswer(s(kWholeAnswer), s("end_turn"), 1410, 61), false });
        server.script.append({ 200, kSse, anthropicAnswer(s(kWholeAnswer), s("end_turn"), 1490, 61), false });
        server.script.append({ 200, kSse,
            anthropicAnswer(s("Vectorize the loop.\n```python\ndef scale_add(alpha, x, y, out):\n    out[:] = ["),
                s("max_tokens"), 1500, 4096),
            false });
        server.script.append(
            { 200, kSse, anthropicAnswer(s("I can't help with rewriting this kernel."), s("end_turn"), 1500, 9), false });
        server.script.append({ 401, {},
            { R"({"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key )" + kKey + R"("}})" },
            false });
        Optimizer optimizer(ws, optionsWith(testProfile(server, s("anthropic")), 5));
        QVERIFY2(optimizer.addTask(*task, nullptr, &error), qPrintable(error));

        // 1: a whole file that also rewrote the docstring: only its editable region is taken.
        QList<StepNote> notes;
        QList<Job> jobs = optimizer.plan(&notes, &error);
        QCOMPARE(jobs.size(), 1);
        Round r1 = *ws.findRound(s("scale_add"), 1);
        QCOMPARE(r1.llm.value(s("answer")).toObject().value(s("kind")).toString(), s("kernel"));
        QCOMPARE(r1.llm.value(s("answer")).toObject().value(s("outside_region")).toBool(), true);
        const QString candidate = readFile(jobs.first().candidate);
        QVERIFY(candidate.startsWith(s("# SPDX-License-Identifier: MIT\n\"\"\"A plain-Python test task")));
        QVERIFY(candidate.contains(s("    out[:] = [alpha * x[i] + y[i] for i in range(len(x))]\n# lowerscope: editable end\n")));
        QCOMPARE(r1.llm.value(s("response")).toObject().value(s("stop_reason")).toString(), s("end_turn"));
        QCOMPARE(r1.llm.value(s("input_tokens")).toInteger(), 1410);
        // Its result never comes back: failed, with the runner's reason.
        QVERIFY2(optimizer.record(jobs, {}, &notes, &error), qPrintable(error));
        QCOMPARE(ws.findRound(s("scale_add"), 1)->outcome, s("failed"));

        // 2: the same kernel again: rejected at once, nothing runs; the prompt carried round 1's outcome and reason.
        jobs = optimizer.plan(&notes, &error);
        QVERIFY(jobs.isEmpty());
        const Round r2 = *ws.findRound(s("scale_add"), 2);
        QCOMPARE(r2.outcome, s("rejected"));
        QCOMPARE(r2.reasons.first().toObject().value(s("check")).toString(), s("already-tried"));
        QVERIFY(r2.reasons.first().toObject().value(s("message")).toString().contains(s("round 1")));
        const QString history = r2.llm.value(s("prompt")).toObject().value(s("user")).toString();
        QVERIFY2(history.contains(s("- round 1 (llm): Address the scalar loop with a comprehension over indices. -> failed "
                                    "(runner: no result came back)")),
            qPrintable(history));

        // 3: cut off at the token limit inside the code block.
        jobs = optimizer.plan(&notes, &error);
        QVERIFY(jobs.isEmpty());
        const Round r3 = *ws.findRound(s("scale_add"), 3);
        QCOMPARE(r3.outcome, s("failed"));
        QCOMPARE(r3.reasons.first().toObject().value(s("check")).toString(), s("llm-answer"));
        QVERIFY(r3.reasons.first().toObject().value(s("message")).toString().contains(s("cut off")));
        QCOMPARE(r3.llm.value(s("response")).toObject().value(s("stop_reason")).toString(), s("max_tokens"));
        QCOMPARE(r3.llm.value(s("output_tokens")).toInteger(), 4096);
        QCOMPARE(r3.resultVersion, 0);

        // 4: a refusal.
        jobs = optimizer.plan(&notes, &error);
        const Round r4 = *ws.findRound(s("scale_add"), 4);
        QCOMPARE(r4.outcome, s("failed"));
        QVERIFY(r4.reasons.first().toObject().value(s("message")).toString().contains(s("holds neither")));
        QCOMPARE(r4.hypothesis, s("I can't help with rewriting this kernel."));

        // 5: the server refuses the key (and echoes it): failed, not retried, the key nowhere in the round.
        jobs = optimizer.plan(&notes, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const Round r5 = *ws.findRound(s("scale_add"), 5);
        QCOMPARE(r5.outcome, s("failed"));
        QCOMPARE(r5.reasons.first().toObject().value(s("check")).toString(), s("llm-request"));
        QVERIFY(r5.reasons.first().toObject().value(s("message")).toString().contains(s("401")));
        QCOMPARE(r5.llm.value(s("response")).toObject().value(s("attempts")).toInt(), 1);
        QCOMPARE(server.seen.size(), 5);
        for (const Round &r : ws.rounds(s("scale_add"))) {
            QVERIFY(!QJsonDocument(r.llm).toJson().contains(kKey));
            QVERIFY(!QJsonDocument(r.reasons).toJson().contains(kKey));
        }
        // Five rounds in all: the loop is done for the operator.
        jobs = optimizer.plan(&notes, &error);
        QVERIFY(jobs.isEmpty());
        QVERIFY(!ws.findRound(s("scale_add"), 6));
    }

    void modelAndRecipesShareAStep()
    {
        // A suite task with recipes: with two candidates per step, the model's round comes first and the recipe's
        // fills the other slot (nothing runs here).
        QTemporaryDir tmp;
        Workspace ws;
        QString error;
        QVERIFY2(ws.open(tmp.filePath(s("ws")), &error), qPrintable(error));
        KnowledgeBase kb;
        QVERIFY2(kb.open(tmp.filePath(s("kb.sqlite"))), qPrintable(kb.error()));
        const auto task = readOpTask(repoPath(s("tasks/suite/vector_add")), &error);
        QVERIFY2(task, qPrintable(error));
        Server server;
        const QString answer = s("Widen the block: fewer programs.\n```diff\n@@ -18,3 +18,3 @@\n     n = x.numel()\n-    BLOCK = "
                                 "1024\n+    BLOCK = 2048\n```\n");
        server.script.append({ 200, kSse, openaiAnswer(answer, 1700, 40), false });
        OptimizeOptions opt = optionsWith(testProfile(server, s("openai")), 4, 2);
        opt.patterns = kb.patterns();
        opt.knowledge = kb.compilerKnowledge();
        Optimizer optimizer(ws, opt);
        QVERIFY2(optimizer.addTask(*task, nullptr, &error), qPrintable(error));
        QList<StepNote> notes;
        const QList<Job> jobs = optimizer.plan(&notes, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 2);
        QCOMPARE(jobs.at(0).origin, s("llm"));
        QCOMPARE(jobs.at(1).origin, s("recipe"));
        const Round r1 = *ws.findRound(s("vector_add"), 1), r2 = *ws.findRound(s("vector_add"), 2);
        QCOMPARE(r1.source, s("llm"));
        QVERIFY2(r1.rewrite.contains(s("+    BLOCK = 2048")), qPrintable(r1.rewrite));
        QCOMPARE(r2.source, s("recipe"));
        QVERIFY(r2.llm.isEmpty());
        QVERIFY(!r2.rewriteOrigin.value(s("recipe")).toString().isEmpty());
        QVERIFY(readFile(jobs.at(0).candidate) != readFile(jobs.at(1).candidate));
        // The prompt was built from the suite kernel's diagnosis.
        QVERIFY(r1.llm.value(s("prompt")).toObject().value(s("user")).toString().contains(s("def vector_add_kernel(")));
    }

    void reasonsStoredInEnglishShownInTheLanguage()
    {
        // Under --lang de, a refusal and a refused key are stored in English (the workspace is data) and shown in
        // German: in optimize's progress lines (this process) and by `rounds show` (another process, which did
        // not build the texts).
        QTemporaryDir tmp;
        Server server;
        server.script.append({ 200, kSse, openaiAnswer(s("I can't help with rewriting this kernel."), 1500, 9), false });
        server.script.append(
            { 401, {}, { R"({"error":{"message":"Incorrect API key provided","type":"invalid_request_error"}})" }, false });
        const QHash<QString, QString> env { { s("XDG_CONFIG_HOME"), tmp.filePath(s("config")) },
            { s("LOWERSCOPE_TEST_LLM_KEY"), QString::fromLatin1(kKey) } };
        const QString ws = tmp.filePath(s("ws"));
        QCOMPARE(runCliServing({ s("llm"), s("add"), s("de-test"), s("--protocol"), s("openai"), s("--endpoint"), server.url(),
                                   s("--model"), s("gpt-test"), s("--key-env"), s("LOWERSCOPE_TEST_LLM_KEY") },
                     env)
                     .exitCode,
            0);
        const CliResult run
            = runCliServing({ s("optimize"), dataPath(s("runners/scale_add")), s("--llm"), s("de-test"), s("--rounds"), s("2"),
                                s("--yes"), s("--workspace"), ws, s("--kb"), tmp.filePath(s("kb.sqlite")), s("--lang"), s("de") },
                env, 300000);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(server.seen.size(), 2);
        const QString refusalEn = s("the answer holds neither a Python block with a @triton.jit kernel (or the task's entry "
                                    "functions) nor a unified diff");
        const QString refusalDe = s("die Antwort enthält weder einen Python-Block mit einem @triton.jit-Kernel (oder den "
                                    "Einstiegsfunktionen der Aufgabe) "
                                    "noch ein Unified Diff");
        const QString url = server.url() + s("/chat/completions");
        const QString keyEn = s("HTTP 401 from %1: Incorrect API key provided (check the API key: LOWERSCOPE_TEST_LLM_KEY or the "
                                "keychain entry of profile de-test)")
                                  .arg(url);
        const QString keyDe = s("HTTP 401 von %1: Incorrect API key provided (API-Schlüssel prüfen: LOWERSCOPE_TEST_LLM_KEY oder "
                                "den Schlüsselbund-Eintrag von "
                                "Profil de-test)")
                                  .arg(url);
        const QString progress = QString::fromUtf8(run.err);
        QVERIFY2(progress.contains(refusalDe), qPrintable(progress));
        QVERIFY2(progress.contains(keyDe), qPrintable(progress));

        const CliResult json
            = runCli({ s("rounds"), s("show"), s("scale_add"), s("--workspace"), ws, s("--json"), s("--lang"), s("de") });
        QCOMPARE(json.exitCode, 0);
        const QJsonArray rounds = QJsonDocument::fromJson(json.out).object().value(s("rounds")).toArray();
        QCOMPARE(rounds.size(), 2);
        const QJsonObject r1 = rounds.at(0).toObject(), r2 = rounds.at(1).toObject();
        QCOMPARE(r1.value(s("reasons")).toArray().first().toObject().value(s("check")).toString(), s("llm-answer"));
        QCOMPARE(r1.value(s("reasons")).toArray().first().toObject().value(s("message")).toString(), refusalEn);
        QCOMPARE(r1.value(s("llm")).toObject().value(s("answer")).toObject().value(s("error")).toString(), refusalEn);
        QCOMPARE(r2.value(s("reasons")).toArray().first().toObject().value(s("check")).toString(), s("llm-request"));
        QCOMPARE(r2.value(s("reasons")).toArray().first().toObject().value(s("message")).toString(), keyEn);
        QCOMPARE(r2.value(s("llm")).toObject().value(s("response")).toObject().value(s("error")).toString(), keyEn);

        const CliResult text = runCli({ s("rounds"), s("show"), s("scale_add"), s("--workspace"), ws, s("--lang"), s("de") });
        QCOMPARE(text.exitCode, 0);
        const QString shown = QString::fromUtf8(text.out);
        QVERIFY2(shown.contains(s("[llm-answer] ") + refusalDe + s("\n")), qPrintable(shown));
        QVERIFY2(shown.contains(s("[llm-request] ") + keyDe + s("\n")), qPrintable(shown));
        QVERIFY(!shown.contains(refusalEn));
        QVERIFY(!shown.contains(keyEn));
        // In English the stored text is shown as it is.
        const CliResult english = runCli({ s("rounds"), s("show"), s("scale_add"), s("--workspace"), ws, s("--lang"), s("en") });
        QVERIFY2(QString::fromUtf8(english.out).contains(s("[llm-request] ") + keyEn + s("\n")), english.out.constData());
    }

    // Issue 31 §5: `lowerscope ablate` runs the same task, harness and round budget once per evidence arm with a
    // canned model as the proposer, and puts the arms side by side. The arms differ only in what the model is
    // shown: surface no finding, progressive the ladder (no bound for a plain-Python task: nothing acquired),
    // deep a profile (with the dump) before the round, whatever the gap.
    void ablateRunsTheArmsSideBySide()
    {
        QTemporaryDir tmp;
        Server server;
        for (int i = 0; i < 3; ++i)
            server.script.append({ 200, kSse, openaiAnswer(s(kDiffAnswer), 1000 + i, 90), false });
        const QHash<QString, QString> env { { s("XDG_CONFIG_HOME"), tmp.filePath(s("config")) },
            { s("LOWERSCOPE_TEST_LLM_KEY"), QString::fromLatin1(kKey) } };
        QCOMPARE(runCliServing({ s("llm"), s("add"), s("ablate-test"), s("--protocol"), s("openai"), s("--endpoint"),
                                   server.url(), s("--model"), s("gpt-test"), s("--key-env"), s("LOWERSCOPE_TEST_LLM_KEY") },
                     env)
                     .exitCode,
            0);
        const QString out = tmp.filePath(s("ablation"));
        const CliResult run
            = runCliServing({ s("ablate"), dataPath(s("runners/scale_add")), s("--llm"), s("ablate-test"), s("--rounds"), s("1"),
                                s("--yes"), s("--out"), out, s("--kb"), tmp.filePath(s("kb.sqlite")), s("--json") },
                env, 600000);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(run.out).object();
        const QJsonArray arms = doc.value(s("arms")).toArray();
        QCOMPARE(arms.size(), 3);
        QCOMPARE(arms.at(0).toObject().value(s("name")).toString(), s("surface"));
        QCOMPARE(arms.at(2).toObject().value(s("name")).toString(), s("deep"));
        for (const QJsonValue &a : arms)
            QCOMPARE(a.toObject().value(s("operators")).toInt(), 1);
        const QJsonObject byArm = doc.value(s("operators")).toArray().first().toObject().value(s("arms")).toObject();
        QCOMPARE(doc.value(s("operators")).toArray().first().toObject().value(s("name")).toString(), s("scale_add"));
        for (const QString &arm : { s("surface"), s("progressive"), s("deep") }) {
            const QJsonObject c = byArm.value(arm).toObject();
            QCOMPARE(c.value(s("rounds")).toInt(), 1); // the same budget in every arm
            const int acquisitions
                = c.value(s("dumps")).toInt() + c.value(s("profiles")).toInt() + c.value(s("failed_acquisitions")).toInt();
            // Deep: one profile request (it compiles with the dumps too); nothing to profile in a plain-Python task.
            QCOMPARE(acquisitions, arm == s("deep") ? 1 : 0);
        }
        // One model call per arm; what it was shown differs.
        QCOMPARE(server.seen.size(), 3);
        QVERIFY(server.seen.at(0).body.contains("No finding: the diagnosis found no cause."));
        // (A plain-Python task has no finding at any level, so the prompts are alike here; tst_optimize
        // evidenceArmsDifferOnlyInWhatIsShown shows the arms on Triton kernels.)
        for (const Seen &seen : std::as_const(server.seen))
            QVERIFY(seen.body.contains("Stopped at L1"));
        // The report is written beside the arms, and rebuilt from them alone.
        QVERIFY(QFileInfo::exists(out + s("/ablation.md")));
        const CliResult again = runCli({ s("ablate"), s("--report"), out, s("--json") });
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(again.out).object(), doc);
        const CliResult md = runCli({ s("ablate"), s("--report"), out, s("--arms"), s("surface,deep") });
        QCOMPARE(md.exitCode, 0);
        QVERIFY2(md.out.contains("| operator | surface (speed-up, round of best / rounds, dumps+profiles) | deep (speed-up, "
                                 "round of best / rounds, dumps+profiles) |"),
            md.out.constData());
        QVERIFY2(md.out.contains("| **geometric mean** |"), md.out.constData());
        QCOMPARE(runCli({ s("ablate"), s("--report"), out, s("--arms"), s("shallow") }).exitCode, 1);
    }

    void cliRoundWithoutTheKeyAnywhere()
    {
        // `lowerscope llm add` and `lowerscope optimize --llm` against the local server: the key is read from the
        // environment and sent, and is in no file the run left (the workspace's SQLite bytes, its WAL, the
        // candidates, the runner's logs, the settings) nor in anything printed, although the server echoes it.
        QTemporaryDir tmp;
        Server server;
        const QString answer
            = s(kDiffAnswer)
                  .replace(s("remove the per-index stores."),
                      s("remove the per-index stores (request authorised with %1).").arg(QString::fromLatin1(kKey)));
        server.script.append({ 200, kSse, openaiAnswer(answer, 1532, 95), false });
        const QHash<QString, QString> env { { s("XDG_CONFIG_HOME"), tmp.filePath(s("config")) },
            { s("LOWERSCOPE_TEST_LLM_KEY"), QString::fromLatin1(kKey) } };
        const QString ws = tmp.filePath(s("ws"));
        const CliResult add = runCliServing(
            { s("llm"), s("add"), s("loop-test"), s("--protocol"), s("openai"), s("--endpoint"), server.url(), s("--model"),
                s("gpt-test"), s("--key-env"), s("LOWERSCOPE_TEST_LLM_KEY"), s("--price-in"), s("3"), s("--price-out"), s("15") },
            env);
        QCOMPARE(add.exitCode, 0);
        const CliResult run
            = runCliServing({ s("optimize"), dataPath(s("runners/scale_add")), s("--llm"), s("loop-test"), s("--rounds"), s("1"),
                                s("--yes"), s("--workspace"), ws, s("--kb"), tmp.filePath(s("kb.sqlite")), s("--json") },
                env, 300000);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.err.contains("scale_add: round 1 (llm, L1): Finding 1 (scalar-loop)"), run.err.constData());
        QVERIFY2(run.err.contains("1532 input and 95 output tokens, $0.0060"), run.err.constData());
        QCOMPARE(server.seen.size(), 1);
        QCOMPARE(server.seen.first().headers.value("authorization"), "Bearer " + kKey); // the key was used
        const CliResult show = runCli({ s("rounds"), s("show"), s("scale_add"), s("1"), s("--workspace"), ws, s("--json") });
        QCOMPARE(show.exitCode, 0);
        const QJsonObject round = QJsonDocument::fromJson(show.out).object().value(s("rounds")).toArray().first().toObject();
        QCOMPARE(round.value(s("source")).toString(), s("llm"));
        QCOMPARE(round.value(s("state")).toString(), s("done"));
        const QString stored = round.value(s("llm")).toObject().value(s("response")).toObject().value(s("text")).toString();
        QVERIFY2(stored.contains(s("(request authorised with [key])")), qPrintable(stored));
        // The text form shows the same exchange: who answered, tokens and cost, how the answer was read, and (for one
        // round) the exact prompt and answer; listing every round, it says where they are.
        const CliResult text = runCli({ s("rounds"), s("show"), s("scale_add"), s("1"), s("--workspace"), ws });
        QCOMPARE(text.exitCode, 0);
        const QString shown = QString::fromUtf8(text.out);
        QVERIFY2(shown.contains(s(
                     "  model gpt-test (profile loop-test): 1532 input and 95 output tokens, $0.0060\n  answer read as: diff\n")),
            qPrintable(shown));
        const QString user = round.value(s("llm")).toObject().value(s("prompt")).toObject().value(s("user")).toString();
        QVERIFY(user.startsWith(s("# Task scale_add\n")));
        QVERIFY2(shown.contains(s("\n--- prompt: user ---\n") + user), qPrintable(shown));
        QVERIFY2(shown.contains(s("\n--- answer ---\n") + stored), qPrintable(shown));
        QVERIFY(shown.indexOf(s("--- prompt: system ---")) < shown.indexOf(s("--- prompt: user ---")));
        const CliResult listed = runCli({ s("rounds"), s("show"), s("scale_add"), s("--workspace"), ws });
        QCOMPARE(listed.exitCode, 0);
        QVERIFY2(
            listed.out.contains(
                "  the prompt and the answer: lowerscope rounds show scale_add 1 (or --json: llm.prompt, llm.response.text)\n"),
            listed.out.constData());
        QVERIFY(!listed.out.contains("--- prompt: user ---"));
        // The report counts what the model cost.
        const QJsonObject usage = QJsonDocument::fromJson(run.out).object().value(s("llm_usage")).toObject();
        QCOMPARE(usage.value(s("rounds")).toInt(), 1);
        QCOMPARE(usage.value(s("input_tokens")).toInteger(), 1532);
        QCOMPARE(usage.value(s("output_tokens")).toInteger(), 95);
        QVERIFY(qAbs(usage.value(s("cost_usd")).toDouble() - (1532 * 3.0 + 95 * 15.0) / 1e6) < 1e-12);

        int scanned = 0;
        bool sawDatabase = false, sawSettings = false;
        QDirIterator it(tmp.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains(kKey), qPrintable(file));
            ++scanned;
            sawDatabase = sawDatabase || file.endsWith(s("/ws/workspace.sqlite"));
            sawSettings = sawSettings || file.endsWith(s(".conf"));
        }
        QVERIFY(sawDatabase && sawSettings);
        QVERIFY(scanned >= 5);
        for (const QByteArray &printed : { add.out, add.err, run.out, run.err, show.out, show.err })
            QVERIFY(!printed.contains(kKey));
    }
};

QTEST_GUILESS_MAIN(TestLlmLoop)
#include "tst_llmloop.moc"
