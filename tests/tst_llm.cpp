// SPDX-License-Identifier: MIT
// The LLM client against a local HTTP server started by the test, speaking both protocols as their servers do
// (OpenAI chat-completion chunks with usage in the last one, Anthropic Messages events): streaming, errors (401,
// 429 with Retry-After, 500), slow and truncated responses, cancel; answers parsed into rewrites of a real suite
// kernel; prompts built from a real diagnosis; and no key in settings, responses or messages.
#include "llm/apikey.h"
#include "llm/llmclient.h"
#include "llm/prompt.h"
#include "llm/rewrite.h"
#include "llmserver.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Lowerscope;
using namespace Lowerscope::Test;

namespace {

const QByteArray kKey = "sk-test-9f8e7d6c5b4a3210";

// The chunks an OpenAI-compatible server streams for "Use BLOCK=2048." (stream_options.include_usage).
QList<QByteArray> openaiStream(bool done = true)
{
    const QByteArray head
        = R"({"id":"chatcmpl-9x","object":"chat.completion.chunk","created":1764547200,"model":"gpt-test","choices":[)";
    QList<QByteArray> c {
        sse(head + R"({"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]})"),
        sse(head + R"({"index":0,"delta":{"content":"Use "},"finish_reason":null}]})"),
        sse(head + R"({"index":0,"delta":{"content":"BLOCK=2048."},"finish_reason":null}]})"),
        sse(head + R"({"index":0,"delta":{},"finish_reason":"stop"}]})"),
        sse(R"({"id":"chatcmpl-9x","object":"chat.completion.chunk","created":1764547200,"model":"gpt-test","choices":[],"usage":{"prompt_tokens":812,"completion_tokens":5,"total_tokens":817}})"),
    };
    if (done)
        c.append(sse("[DONE]"));
    return c;
}

QList<QByteArray> anthropicStream()
{
    return {
        sse(R"({"type":"message_start","message":{"id":"msg_01","type":"message","role":"assistant","model":"claude-test","content":[],"stop_reason":null,"usage":{"input_tokens":1204,"output_tokens":1}}})",
            "message_start"),
        sse(R"({"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}})", "content_block_start"),
        sse(R"({"type":"ping"})", "ping"),
        sse(R"({"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Widen "}})", "content_block_delta"),
        sse(R"({"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"the block."}})",
            "content_block_delta"),
        sse(R"({"type":"content_block_stop","index":0})", "content_block_stop"),
        sse(R"({"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":7}})",
            "message_delta"),
        sse(R"({"type":"message_stop"})", "message_stop"),
    };
}

const QList<QPair<QByteArray, QByteArray>> kSse { { "Content-Type", "text/event-stream" } };

LlmRequest ask(const QString &text)
{
    LlmRequest r;
    r.system = QStringLiteral("You rewrite Triton kernels.");
    r.messages.append({ QStringLiteral("user"), text });
    return r;
}

QString readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestLlm : public QObject {
    Q_OBJECT
private slots:
    void openaiStreaming()
    {
        Server server;
        server.script.append({ 200, kSse, openaiStream(), false });
        LlmClient client(testProfile(server), kKey);
        QString streamed;
        const LlmResponse r
            = client.sendAndWait(ask(QStringLiteral("Make it faster.")), [&](const QString &p) { streamed += p; });
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.text, QStringLiteral("Use BLOCK=2048."));
        QCOMPARE(streamed, r.text);
        QCOMPARE(r.stopReason, QStringLiteral("stop"));
        QCOMPARE(r.model, QStringLiteral("gpt-test"));
        QCOMPARE(r.inputTokens, 812);
        QCOMPARE(r.outputTokens, 5);
        QCOMPARE(r.attempts, 1);
        QVERIFY(qAbs(r.costUsd - (812 * 3.0 + 5 * 15.0) / 1e6) < 1e-12);
        QCOMPARE(server.seen.size(), 1);
        const Seen &req = server.seen.first();
        QCOMPARE(req.requestLine, QByteArray("POST /v1/chat/completions HTTP/1.1"));
        QCOMPARE(req.headers.value("authorization"), "Bearer " + kKey);
        const QJsonObject body = QJsonDocument::fromJson(req.body).object();
        QCOMPARE(body.value(QStringLiteral("model")).toString(), QStringLiteral("gpt-test"));
        QCOMPARE(body.value(QStringLiteral("stream")).toBool(), true);
        QCOMPARE(body.value(QStringLiteral("stream_options")).toObject().value(QStringLiteral("include_usage")).toBool(), true);
        const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
        QCOMPARE(messages.size(), 2);
        QCOMPARE(messages.at(0).toObject().value(QStringLiteral("role")).toString(), QStringLiteral("system"));
        QVERIFY(!QJsonDocument(r.toJson()).toJson().contains(kKey));
    }

    void anthropicStreaming()
    {
        Server server;
        server.script.append({ 200, kSse, anthropicStream(), false });
        LlmClient client(testProfile(server, QStringLiteral("anthropic")), kKey);
        const LlmResponse r = client.sendAndWait(ask(QStringLiteral("Make it faster.")));
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.text, QStringLiteral("Widen the block."));
        QCOMPARE(r.stopReason, QStringLiteral("end_turn"));
        QCOMPARE(r.model, QStringLiteral("claude-test"));
        QCOMPARE(r.inputTokens, 1204);
        QCOMPARE(r.outputTokens, 7);
        const Seen &req = server.seen.first();
        QCOMPARE(req.requestLine, QByteArray("POST /v1/messages HTTP/1.1"));
        QCOMPARE(req.headers.value("x-api-key"), kKey);
        QCOMPARE(req.headers.value("anthropic-version"), QByteArray("2023-06-01"));
        QVERIFY(!req.headers.contains("authorization"));
        const QJsonObject body = QJsonDocument::fromJson(req.body).object();
        QCOMPARE(body.value(QStringLiteral("system")).toString(), QStringLiteral("You rewrite Triton kernels."));
        QCOMPARE(body.value(QStringLiteral("messages")).toArray().size(), 1); // the system prompt is not a message
    }

    void nonStreaming()
    {
        Server server;
        server.script.append({ 200, {},
            { R"({"id":"chatcmpl-1","object":"chat.completion","model":"gpt-test","choices":[{"index":0,"message":{"role":"assistant","content":"Done."},"finish_reason":"stop"}],"usage":{"prompt_tokens":10,"completion_tokens":2,"total_tokens":12}})" },
            false });
        LlmClient client(testProfile(server), kKey);
        LlmRequest req = ask(QStringLiteral("hi"));
        req.stream = false;
        const LlmResponse r = client.sendAndWait(req);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.text, QStringLiteral("Done."));
        QCOMPARE(r.outputTokens, 2);
    }

    void oversizedResponseIsCutOff()
    {
        // Issue 28 §5: a server that streams without end is cut off at 16 times the largest answer, with the
        // answer's size error, instead of a response body that grows until memory runs out.
        Server server;
        QList<QByteArray> chunks;
        const QByteArray piece = "data: {\"choices\":[{\"delta\":{\"content\":\"" + QByteArray(1 << 20, 'x') + "\"}}]}\n\n";
        for (int i = 0; i < 20; ++i)
            chunks.append(piece);
        server.script.append({ 200, kSse, chunks, false });
        LlmClient client(testProfile(server), kKey);
        const LlmResponse r = client.sendAndWait(ask(QStringLiteral("hi")));
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QStringLiteral("more than the %1 an answer may have").arg(16 * MaxAnswerBytes)),
            qPrintable(r.error));
        QVERIFY(r.responseBody.size() <= 16 * MaxAnswerBytes);
    }

    void unauthorizedIsNotRetried()
    {
        Server server;
        // The server echoes the key it was sent: the stored response and the message must not carry it.
        server.script.append({ 401, {},
            { R"({"error":{"message":"Incorrect API key provided: )" + kKey
                + R"(","type":"invalid_request_error","code":"invalid_api_key"}})" },
            false });
        LlmClient client(testProfile(server), kKey);
        const LlmResponse r = client.sendAndWait(ask(QStringLiteral("hi")));
        QVERIFY(!r.ok);
        QCOMPARE(r.attempts, 1);
        QCOMPARE(r.httpStatus, 401);
        QVERIFY2(r.error.contains(QLatin1String("HTTP 401")) && r.error.contains(QLatin1String("OPENAI_API_KEY")),
            qPrintable(r.error));
        QVERIFY(r.error.contains(QLatin1String("Incorrect API key provided: [key]")));
        QVERIFY(!QJsonDocument(r.toJson()).toJson().contains(kKey));
    }

    void redactsEveryFormOfTheKey()
    {
        // A key echoed back escaped or encoded is still the key: each form is replaced, in text and in raw bytes.
        auto escapedAll = [](const QByteArray &key, const char *fmt) {
            QString out;
            for (const char c : key)
                out += QString::asprintf(fmt, uint(uchar(c)));
            return out;
        };
        QString dashEscaped = QString::fromLatin1(kKey);
        dashEscaped.replace(QLatin1Char('-'), QStringLiteral("\\u002D"));
        const QList<QPair<const char *, QString>> forms {
            { "plain", QString::fromLatin1(kKey) },
            { "every character \\u-escaped", escapedAll(kKey, "\\u%04x") },
            { "only '-' \\u-escaped, upper-case hex", dashEscaped },
            { "\\u-escaped twice (JSON in JSON)", escapedAll(kKey, "\\\\u%04x") },
            { "percent-encoded", escapedAll(kKey, "%%%02X") },
            { "base64", QString::fromLatin1(kKey.toBase64()) },
            { "base64 of 'Bearer KEY'", QString::fromLatin1(QByteArray("Bearer " + kKey).toBase64()) },
            { "base64 of 'x-api-key: KEY'", QString::fromLatin1(QByteArray("x-api-key: " + kKey).toBase64()) },
            { "URL-safe base64 of '>>KEY'",
                QString::fromLatin1(QByteArray(">>" + kKey).toBase64(QByteArray::Base64UrlEncoding)) },
            { "hex", QString::fromLatin1(kKey.toHex().toUpper()) },
        };
        for (const auto &[what, form] : forms) {
            const QString text = QStringLiteral("before ") + form + QStringLiteral(" after");
            const QString redacted = redactKey(text, kKey);
            const QByteArray redactedBytes = redactKey(text.toLatin1(), kKey);
            QVERIFY2(redacted.contains(QLatin1String("[key]")) && redacted.startsWith(QLatin1String("before "))
                    && redacted.endsWith(QLatin1String(" after")),
                qPrintable(QString::fromLatin1(what) + QStringLiteral(": ") + redacted));
            QCOMPARE(QString::fromLatin1(redactedBytes), redacted);
            // Decoded again, whatever is left holds no key.
            QVERIFY2(!QByteArray::fromBase64(redacted.mid(7).toLatin1()).contains(kKey.mid(4, 12)), what);
            QVERIFY2(!QByteArray::fromBase64(redacted.mid(7).toLatin1(), QByteArray::Base64UrlEncoding).contains(kKey.mid(4, 12)),
                what);
            QVERIFY2(!QByteArray::fromHex(redacted.mid(7).toLatin1()).contains(kKey.mid(4, 12)), what);
            QVERIFY2(!QByteArray::fromPercentEncoding(redacted.toLatin1()).contains(kKey), what);
            QVERIFY2(!QJsonDocument::fromJson("[\"" + redacted.toLatin1() + "\"]").toJson().contains(kKey), what);
        }
        // Text without the key is left alone, even where it shares a prefix with it or its encoding.
        const QString other
            = QStringLiteral("sk-test is a prefix; ") + QString::fromLatin1(QByteArray("sk-test-other-key-000").toBase64());
        QCOMPARE(redactKey(other, kKey), other);
    }

    void echoedKeyIsRedactedWhereStored()
    {
        // The server answers with the key \u-escaped in its JSON body (decoded, the text holds it plainly) and
        // base64-encoded in the answer; the response as stored (text, raw body, JSON) and the streamed text hold neither.
        QByteArray escaped;
        for (const char c : kKey)
            escaped += c == '-' ? QByteArray("\\u002d") : QByteArray(1, c);
        const QByteArray b64 = QByteArray("Authorization: Bearer " + kKey).toBase64();
        const QByteArray b64OfKey = b64.mid(32, 16); // characters 30 on encode the key's bytes alone
        Server server;
        server.script.append({ 200, {},
            { R"({"id":"chatcmpl-1","object":"chat.completion","model":"gpt-test","choices":[{"index":0,"message":{"role":"assistant","content":"Your key is )"
                + escaped + " and encoded " + b64
                + R"("},"finish_reason":"stop"}],"usage":{"prompt_tokens":10,"completion_tokens":2}})" },
            false });
        const QByteArray head = R"({"id":"c","object":"chat.completion.chunk","model":"gpt-test","choices":[)";
        server.script.append({ 200, kSse,
            { sse(head + R"({"index":0,"delta":{"content":"key )" + escaped + R"("},"finish_reason":null}]})"),
                sse(head + R"({"index":0,"delta":{"content":" )" + b64 + R"("},"finish_reason":"stop"}]})"), sse("[DONE]") },
            false });
        LlmClient client(testProfile(server), kKey);
        LlmRequest req = ask(QStringLiteral("hi"));
        req.stream = false;
        const LlmResponse whole = client.sendAndWait(req);
        QVERIFY2(whole.ok, qPrintable(whole.error));
        QString streamed;
        const LlmResponse stream
            = client.sendAndWait(ask(QStringLiteral("hi")), [&](const QString &piece) { streamed += piece; });
        QVERIFY2(stream.ok, qPrintable(stream.error));
        const QByteArray keyMiddle = kKey.mid(4, 12);
        for (const LlmResponse &r : { whole, stream }) {
            QVERIFY2(r.text.contains(QLatin1String("[key]")), qPrintable(r.text));
            const QByteArray stored = QJsonDocument(r.toJson()).toJson();
            QVERIFY2(!stored.contains(kKey) && !stored.contains(escaped) && !stored.contains(b64OfKey), stored.constData());
            QVERIFY(!r.responseBody.contains(escaped));
            // What the stored raw body decodes to holds no key either.
            QVERIFY(!QJsonDocument::fromJson(r.responseBody).toJson().contains(kKey));
            QVERIFY(!QByteArray::fromBase64(r.text.section(QLatin1Char(' '), -1).toLatin1()).contains(keyMiddle));
        }
        QVERIFY2(!streamed.contains(QString::fromLatin1(kKey)) && !streamed.contains(QString::fromLatin1(b64OfKey)),
            qPrintable(streamed));
    }

    void keyEnvMustNameAVariable()
    {
        // A key pasted where its variable's name belongs is refused (it would sit in the settings file and be printed
        // by `llm list`), without repeating it.
        const QString pasted = QStringLiteral("sk-abc123def456ghi789jkl012mno345");
        for (const QString &bad :
            { pasted, QStringLiteral("sk-ant-api03-abcdefghijklmnop"), QStringLiteral("ghp_0123456789abcdefghijklmnopqrstuvwxyz"),
                QStringLiteral("AKIAIOSFODNN7EXAMPLE"), QStringLiteral("xoxb-1234-5678-abcdef"), QStringLiteral("openai_api_key"),
                QStringLiteral("1ABC"), QStringLiteral("MY KEY"), QStringLiteral("A9F8E7D6C5B4A3210FEDCBA98") }) {
            const QString problem = LlmProfile::keyEnvProblem(bad);
            QVERIFY2(!problem.isEmpty(), qPrintable(bad));
            QVERIFY2(!problem.contains(bad), qPrintable(problem));
        }
        for (const QString &good : { QString(), QStringLiteral("OPENAI_API_KEY"), QStringLiteral("LOWERSCOPE_TEST_LLM_KEY"),
                 QStringLiteral("_MY_KEY2") })
            QVERIFY2(LlmProfile::keyEnvProblem(good).isEmpty(), qPrintable(good));
        Server server;
        LlmProfile p = testProfile(server);
        p.keyEnv = pasted;
        QVERIFY(!p.problem().isEmpty());

        QTemporaryDir dir;
        const QHash<QString, QString> env { { QStringLiteral("XDG_CONFIG_HOME"), dir.path() } };
        const QStringList add { QStringLiteral("llm"), QStringLiteral("add"), QStringLiteral("pasted"),
            QStringLiteral("--protocol"), QStringLiteral("openai"), QStringLiteral("--endpoint"),
            QStringLiteral("http://127.0.0.1:9/v1"), QStringLiteral("--model"), QStringLiteral("m"),
            QStringLiteral("--key-env") };
        CliResult r = runCliServing(add + QStringList { pasted }, env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("--key-env") && r.err.contains("looks like an API key"), r.err.constData());
        QVERIFY(!r.err.contains(pasted.toLatin1()) && !r.out.contains(pasted.toLatin1()));
        r = runCliServing({ QStringLiteral("llm"), QStringLiteral("list"), QStringLiteral("--json") }, env);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("profiles")).toArray().size(), 0); // nothing saved
        r = runCliServing(add + QStringList { QStringLiteral("OPENAI_API_KEY") }, env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }

    void rateLimitHonoursRetryAfter()
    {
        Server server;
        server.script.append({ 429, { { "Retry-After", "1" } },
            { R"({"error":{"message":"Rate limit reached","type":"rate_limit_error"}})" }, false });
        server.script.append({ 200, kSse, openaiStream(), false });
        LlmClient client(testProfile(server), kKey);
        QList<int> delays;
        connect(&client, &LlmClient::retrying, this, [&](int, int ms, const QString &) { delays.append(ms); });
        QElapsedTimer t;
        t.start();
        const LlmResponse r = client.sendAndWait(ask(QStringLiteral("hi")));
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.attempts, 2);
        QCOMPARE(delays, QList<int> { 1000 });
        QVERIFY(t.elapsed() >= 1000);
    }

    void retryAfterBeyondTheLimitEnds()
    {
        Server server;
        server.script.append({ 429, { { "Retry-After", "3600" } }, { R"({"error":{"message":"quota"}})" }, false });
        LlmClient client(testProfile(server), kKey);
        const LlmResponse r = client.sendAndWait(ask(QStringLiteral("hi")));
        QVERIFY(!r.ok);
        QCOMPARE(r.attempts, 1);
        QVERIFY2(r.error.contains(QLatin1String("3600 s")), qPrintable(r.error));
    }

    void serverErrorsBackOffThenSucceed()
    {
        Server server;
        for (int i = 0; i < 2; ++i)
            server.script.append({ 500, {}, { R"({"error":{"message":"internal"}})" }, false });
        server.script.append({ 200, kSse, openaiStream(), false });
        LlmClient client(testProfile(server), kKey);
        const LlmResponse r = client.sendAndWait(ask(QStringLiteral("hi")));
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.attempts, 3);
        QCOMPARE(server.seen.size(), 3);

        Server failing;
        for (int i = 0; i < 3; ++i)
            failing.script.append({ 503, {}, { R"({"error":{"message":"overloaded"}})" }, false });
        LlmProfile p = testProfile(failing);
        p.maxRetries = 1;
        LlmClient c2(p, kKey);
        const LlmResponse f = c2.sendAndWait(ask(QStringLiteral("hi")));
        QVERIFY(!f.ok);
        QCOMPARE(f.attempts, 2);
        QVERIFY2(
            f.error.contains(QLatin1String("HTTP 503")) && f.error.contains(QLatin1String("overloaded")), qPrintable(f.error));
    }

    void slowServerTimesOut()
    {
        Server server;
        server.script.append({ 200, kSse, openaiStream().mid(0, 2), true }); // two chunks, then silence
        LlmProfile p = testProfile(server);
        p.timeoutS = 1;
        p.maxRetries = 0;
        LlmClient client(p, kKey);
        QElapsedTimer t;
        t.start();
        const LlmResponse r = client.sendAndWait(ask(QStringLiteral("hi")));
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("no data")), qPrintable(r.error));
        QVERIFY(t.elapsed() < 30000); // it ends (Qt's transfer timer decides the exact moment)
    }

    void truncatedStreamIsRetried()
    {
        Server server;
        server.script.append({ 200, kSse, openaiStream(false).mid(0, 3), false }); // connection drops mid-answer
        server.script.append({ 200, kSse, openaiStream(), false });
        LlmClient client(testProfile(server), kKey);
        const LlmResponse r = client.sendAndWait(ask(QStringLiteral("hi")));
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.attempts, 2);
        QCOMPARE(r.text, QStringLiteral("Use BLOCK=2048.")); // the second attempt's text only

        Server once;
        once.script.append({ 200, kSse, anthropicStream().mid(0, 4), false });
        LlmProfile p = testProfile(once, QStringLiteral("anthropic"));
        p.maxRetries = 0;
        LlmClient c2(p, kKey);
        const LlmResponse t = c2.sendAndWait(ask(QStringLiteral("hi")));
        QVERIFY(!t.ok);
        QVERIFY(t.truncated);
        QVERIFY2(t.error.contains(QLatin1String("ended before it was complete (6 characters received)")), qPrintable(t.error));
    }

    void cancelEndsTheRequest()
    {
        Server server;
        server.script.append({ 200, kSse, openaiStream().mid(0, 2), true });
        LlmClient client(testProfile(server), kKey);
        connect(&client, &LlmClient::delta, &client, [&client](const QString &) { client.cancel(); });
        const LlmResponse r = client.sendAndWait(ask(QStringLiteral("hi")));
        QVERIFY(!r.ok);
        QVERIFY(r.cancelled);
        QCOMPARE(r.attempts, 1);
    }

    void keysNeverLandInSettings()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.conf")), QSettings::IniFormat);
        Server server;
        LlmProfile p = testProfile(server);
        p.keyEnv = QStringLiteral("LOWERSCOPE_TEST_LLM_KEY");
        QString error;
        QVERIFY2(LlmProfiles::save(settings, p, &error), qPrintable(error));
        qputenv("LOWERSCOPE_TEST_LLM_KEY", kKey);
        const ApiKey key = resolveApiKey(*LlmProfiles::find(settings, QStringLiteral("test")));
        qunsetenv("LOWERSCOPE_TEST_LLM_KEY");
        QCOMPARE(key.value, kKey);
        QCOMPARE(key.source, QStringLiteral("environment:LOWERSCOPE_TEST_LLM_KEY"));
        settings.sync();
        const QString stored = readFile(settings.fileName());
        QVERIFY(stored.contains(QLatin1String("LOWERSCOPE_TEST_LLM_KEY")));
        QVERIFY(!stored.contains(QString::fromLatin1(kKey)));
        const ApiKey none = resolveApiKey(p);
        QVERIFY(!none.ok());
        QVERIFY2(none.error.contains(QLatin1String("LOWERSCOPE_TEST_LLM_KEY")), qPrintable(none.error));
        LlmProfile bad = p;
        bad.endpoint = QStringLiteral("ftp://x");
        QVERIFY(!LlmProfiles::save(settings, bad, &error));
        QVERIFY(error.contains(QLatin1String("ftp://x")));
    }

    void rewritesFromAnswers()
    {
        const QString kernel = readFile(QStringLiteral(LOWERSCOPE_TEST_DATA "/../../tasks/suite/vector_add/kernel.py"));
        QVERIFY(kernel.contains(QLatin1String("BLOCK = 1024")));
        // A diff whose stated line is off by two (as models write them) still applies by its context.
        const QString diff
            = QStringLiteral("I widen the block.\n```diff\n--- a/kernel.py\n+++ b/kernel.py\n@@ -18,4 +18,4 @@\n"
                             "     n = x.numel()\n-    BLOCK = 1024\n+    BLOCK = 4096\n     vector_add_kernel[(triton.cdiv(n, "
                             "BLOCK),)](x, y, out, n, BLOCK=BLOCK, num_warps=4)\n```\n");
        const ProposedRewrite d = parseRewrite(diff, kernel);
        QVERIFY2(d.ok(), qPrintable(d.error));
        QCOMPARE(d.kind, ProposedRewrite::Kind::UnifiedDiff);
        QVERIFY(d.kernel.contains(QLatin1String("    BLOCK = 4096\n")) && !d.kernel.contains(QLatin1String("BLOCK = 1024")));
        QCOMPARE(d.kernel.size(), kernel.size());

        const ProposedRewrite stale
            = parseRewrite(QStringLiteral("```diff\n@@ -20,2 +20,2 @@\n-    BLOCK = 512\n+    BLOCK = 4096\n```\n"), kernel);
        QVERIFY(!stale.ok());
        QVERIFY2(stale.error.contains(QLatin1String("hunk 1")) && stale.error.contains(QLatin1String("BLOCK = 512")),
            qPrintable(stale.error));

        QString whole = kernel;
        whole.replace(QLatin1String("num_warps=4"), QLatin1String("num_warps=8"));
        const ProposedRewrite w
            = parseRewrite(QStringLiteral("More warps:\n```python\n") + whole + QStringLiteral("```\n"), kernel);
        QVERIFY2(w.ok(), qPrintable(w.error));
        QCOMPARE(w.kind, ProposedRewrite::Kind::WholeKernel);
        QCOMPARE(w.kernel, whole);

        const ProposedRewrite cut = parseRewrite(QStringLiteral("```python\n@triton.jit\ndef k(x):\n    pass"), kernel);
        QVERIFY(!cut.ok());
        QVERIFY(cut.error.contains(QLatin1String("cut off")));
        QVERIFY(!parseRewrite(QStringLiteral("I cannot help with that."), kernel).ok());
        QVERIFY(!parseRewrite(QString(), kernel).ok());
    }

    void promptFromARealDiagnosis()
    {
        QFile f(QStringLiteral(LOWERSCOPE_TEST_REFERENCES "/diagnose/matmul_naive.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        PromptInputs in;
        in.task = QStringLiteral("matmul");
        in.kernelFile = QStringLiteral("kernel.py");
        in.kernel = readFile(QStringLiteral(LOWERSCOPE_TEST_DATA "/../../tasks/suite/matmul/kernel.py"));
        QVERIFY(!in.kernel.isEmpty());
        in.diagnosis = QJsonDocument::fromJson(f.readAll()).object();
        in.recipes.insert(
            QStringLiteral("cuda.mma-v3-not-applied"), QStringLiteral("Use BLOCK_M a multiple of 64 with 4 warps."));
        in.history.append(QJsonObject { { QStringLiteral("round"), 1 }, { QStringLiteral("source"), QStringLiteral("recipe") },
            { QStringLiteral("hypothesis"), QStringLiteral("num_stages=3") },
            { QStringLiteral("outcome"), QStringLiteral("incorrect") },
            { QStringLiteral("reason"), QStringLiteral("case 2: max abs error 0.5 > atol 0.01") } });
        const Prompt p = buildRewritePrompt(in);
        QVERIFY2(p.ok(), qPrintable(p.error));
        QVERIFY(p.system.contains(QLatin1String("# lowerscope: editable begin")));
        QVERIFY(p.user.contains(QLatin1String("1. ")) && p.user.contains(QLatin1String("(missed-tensor-core)")));
        QVERIFY(p.user.contains(QLatin1String("explains about 93.6 % of the kernel's time")));
        QVERIFY(
            p.user.contains(QLatin1String("remark matmul_naive.mlir-passes.txt:3978: MMA version 3 acceleration not applied")));
        QVERIFY(p.user.contains(QLatin1String("- BLOCK_M % 64 == 0")));
        QVERIFY(p.user.contains(QLatin1String("cuda.mma-v3-not-applied: Use BLOCK_M a multiple of 64")));
        QVERIFY(p.user.contains(
            QLatin1String("round 1 (recipe): num_stages=3 -> incorrect (case 2: max abs error 0.5 > atol 0.01)")));
        QVERIFY(p.user.contains(in.kernel.trimmed()));

        QString error;
        QVERIFY(
            renderTemplate(QStringLiteral("{{kernel}} {{nope}}"), { { QStringLiteral("kernel"), QStringLiteral("k") } }, &error)
                .isNull());
        QVERIFY(error.contains(QLatin1String("{{nope}}")));
    }
};

QTEST_MAIN(TestLlm)
#include "tst_llm.moc"
