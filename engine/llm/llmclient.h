// SPDX-License-Identifier: MIT
#pragma once

#include "llmprofile.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace Lowerscope {

struct LlmMessage {
    QString role; // user | assistant
    QString content;
};

struct LlmRequest {
    QString system;
    QList<LlmMessage> messages;
    bool stream = true;
};

// The outcome of one request, after its retries. Everything here may be stored with a round: it never holds
// the API key (requestBody is the JSON body only; headers are not kept; texts are redacted).
struct LlmResponse {
    bool ok = false;
    bool cancelled = false;
    bool truncated = false; // the last attempt's stream ended before the protocol's end marker
    QString text; // the assistant's answer (the last attempt's)
    QString stopReason; // finish_reason / stop_reason as the server sent it
    QString model; // as the server named it
    QString error; // why not ok: HTTP status and the server's message, timeout, truncation, cancel
    int httpStatus = 0;
    int attempts = 0;
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    double costUsd = 0; // from the profile's prices; 0 when they are unknown
    qint64 elapsedMs = 0; // first attempt to the end, waits included
    QByteArray requestBody;
    QByteArray responseBody; // the last attempt's raw body (SSE or JSON)
    QJsonObject toJson() const; // for rounds and `--json` (request and response bodies as text)
};

// A client for OpenAI-compatible chat completions and Anthropic Messages over Qt Network (docs/llm.md):
// streaming (server-sent events) or not, a transfer timeout, retries with exponential backoff for 429, 5xx,
// timeouts and dropped or truncated streams (Retry-After and retry-after-ms honoured), client-side request
// spacing (requestsPerMinute), cancel, and token and cost accounting. Asynchronous on the caller's event loop.
class LlmClient : public QObject {
    Q_OBJECT
public:
    LlmClient(LlmProfile profile, QByteArray apiKey, QObject *parent = nullptr);
    ~LlmClient() override;

    // Starts a request; finished() follows exactly once (also after cancel()). One request at a time.
    void send(const LlmRequest &request);
    void cancel();
    bool isRunning() const { return m_running; }

    // Sends and waits in a local event loop (CLI, tests); ON_DELTA sees the streamed text as it arrives.
    LlmResponse sendAndWait(const LlmRequest &request, const std::function<void(const QString &)> &onDelta = {});

    // The JSON body of a request in the profile's protocol.
    static QByteArray requestBody(const LlmProfile &profile, const LlmRequest &request);

signals:
    void delta(const QString &text);
    // A new attempt follows after delayMs; text streamed so far is void (the next attempt starts over).
    void retrying(int attempt, int delayMs, const QString &reason);
    void finished(const Lowerscope::LlmResponse &response);

private:
    void startAttempt();
    void onReadyRead();
    void onReplyFinished();
    void consumeEvents(bool atEnd);
    void handleEvent(const QByteArray &event, const QByteArray &data);
    void parseWholeBody();
    // Retries when attempts remain (false: the caller ends the request).
    bool retry(const QString &reason, qint64 retryAfterMs);
    void finish(bool ok, const QString &error = {});

    LlmProfile m_profile;
    QByteArray m_key;
    QNetworkAccessManager *m_nam = nullptr;
    QPointer<QNetworkReply> m_reply;
    QTimer *m_wait = nullptr;
    LlmRequest m_request;
    LlmResponse m_response;
    QElapsedTimer m_clock;
    QByteArray m_pending; // undecoded SSE bytes
    bool m_sawEnd = false; // [DONE] / message_stop seen
    QString m_streamError; // an error event inside the stream
    bool m_running = false;
    bool m_cancelled = false;
    bool m_tooLarge = false; // the response passed MaxResponseBytes: aborted, nothing more read
};

} // namespace Lowerscope

Q_DECLARE_METATYPE(Lowerscope::LlmResponse)
