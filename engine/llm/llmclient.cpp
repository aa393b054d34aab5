// SPDX-License-Identifier: MIT
#include "llmclient.h"

#include "apikey.h"
#include "core/jsonkey.h"
#include "core/numeric.h"
#include "llmtext.h"
#include "rewrite.h"

#include <QDateTime>
#include <QEventLoop>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QTimer>
#include <algorithm>

namespace Lowerscope {

namespace {

bool isAnthropic(const LlmProfile &p)
{
    return p.protocol == QLatin1String("anthropic");
}

// Client-side spacing of requests per profile name, across clients of this process.
qint64 spacingDelayMs(const LlmProfile &p)
{
    if (p.requestsPerMinute <= 0)
        return 0;
    static QMutex mutex;
    static QHash<QString, qint64> nextAllowed;
    QMutexLocker lock(&mutex);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 at = std::max(now, nextAllowed.value(p.name, 0));
    nextAllowed[p.name] = at + 60000 / p.requestsPerMinute;
    return at - now;
}

// Retry-After (seconds or an HTTP date) or OpenAI's retry-after-ms, in ms; -1 when absent.
qint64 retryAfterMs(QNetworkReply *reply)
{
    const QByteArray ms = reply->rawHeader("retry-after-ms");
    bool ok = false;
    if (const double v = ms.trimmed().toDouble(&ok); ok && v >= 0)
        return toInteger<qint64>(v, std::numeric_limits<qint64>::max()); // a server's header: huge means wait long
    const QByteArray ra = reply->rawHeader("Retry-After").trimmed();
    if (ra.isEmpty())
        return -1;
    if (const double s = ra.toDouble(&ok); ok && s >= 0)
        return toInteger<qint64>(s * 1000, std::numeric_limits<qint64>::max());
    const QDateTime at = QDateTime::fromString(QString::fromLatin1(ra), Qt::RFC2822Date);
    if (at.isValid())
        return std::max<qint64>(0, QDateTime::currentDateTimeUtc().msecsTo(at));
    return -1;
}

bool retryableStatus(int status)
{
    return status == 408 || status == 429 || status == 529 || (status >= 500 && status <= 599);
}

// The server's own message from an error body of either protocol ({"error": {"message": ...}}).
QString serverMessage(const QByteArray &body)
{
    const QJsonObject o = QJsonDocument::fromJson(body).object();
    const QJsonValue e = o.value(key("error"));
    if (e.isObject())
        return e.toObject().value(key("message")).toString();
    if (e.isString())
        return e.toString();
    return QString::fromUtf8(body.left(300)).simplified();
}

} // namespace

QJsonObject LlmResponse::toJson() const
{
    return QJsonObject { { key("ok"), ok }, { key("cancelled"), cancelled }, { key("truncated"), truncated },
        { key("text"), text }, { key("stop_reason"), stopReason }, { key("model"), model }, { key("error"), error },
        { key("http_status"), httpStatus }, { key("attempts"), attempts }, { key("input_tokens"), inputTokens },
        { key("output_tokens"), outputTokens }, { key("cost_usd"), costUsd }, { key("elapsed_ms"), elapsedMs },
        { key("request"), QString::fromUtf8(requestBody) }, { key("response"), QString::fromUtf8(responseBody) } };
}

LlmClient::LlmClient(LlmProfile profile, QByteArray apiKey, QObject *parent)
    : QObject(parent)
    , m_profile(std::move(profile))
    , m_key(std::move(apiKey))
    , m_nam(new QNetworkAccessManager(this))
    , m_wait(new QTimer(this))
{
    qRegisterMetaType<Lowerscope::LlmResponse>();
    m_wait->setSingleShot(true);
    connect(m_wait, &QTimer::timeout, this, &LlmClient::startAttempt);
}

LlmClient::~LlmClient()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
    }
}

QByteArray LlmClient::requestBody(const LlmProfile &p, const LlmRequest &r)
{
    QJsonArray messages;
    if (!isAnthropic(p) && !r.system.isEmpty())
        messages.append(QJsonObject { { key("role"), key("system") }, { key("content"), r.system } });
    for (const LlmMessage &m : r.messages)
        messages.append(QJsonObject { { key("role"), m.role }, { key("content"), m.content } });
    QJsonObject body { { key("model"), p.model }, { key("messages"), messages }, { key("max_tokens"), p.maxTokens },
        { key("temperature"), p.temperature }, { key("stream"), r.stream } };
    if (isAnthropic(p)) {
        if (!r.system.isEmpty())
            body.insert(key("system"), r.system);
    } else if (r.stream) {
        body.insert(key("stream_options"), QJsonObject { { key("include_usage"), true } }); // the usage arrives in the last chunk
    }
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

void LlmClient::send(const LlmRequest &request)
{
    Q_ASSERT(!m_running);
    m_request = request;
    m_response = LlmResponse();
    m_response.requestBody = requestBody(m_profile, request);
    m_running = true;
    m_cancelled = false;
    m_tooLarge = false;
    m_clock.start();
    if (const QString problem = m_profile.problem(); !problem.isEmpty()) {
        QTimer::singleShot(0, this, [this, problem] { finish(false, problem); });
        return;
    }
    m_wait->start(int(spacingDelayMs(m_profile)));
}

void LlmClient::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    m_wait->stop();
    if (m_reply)
        m_reply->abort(); // onReplyFinished ends the request
    else
        finish(false, EngineText::format(LlmText::Cancelled));
}

void LlmClient::startAttempt()
{
    ++m_response.attempts;
    m_response.text.clear();
    m_response.responseBody.clear();
    m_response.stopReason.clear();
    m_response.httpStatus = 0;
    m_response.truncated = false;
    m_pending.clear();
    m_sawEnd = false;
    m_streamError.clear();

    QNetworkRequest req(m_profile.requestUrl());
    req.setHeader(QNetworkRequest::ContentTypeHeader, key("application/json"));
    req.setTransferTimeout(m_profile.timeoutS * 1000);
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    if (isAnthropic(m_profile)) {
        req.setRawHeader("anthropic-version", "2023-06-01");
        if (!m_key.isEmpty())
            req.setRawHeader("x-api-key", m_key);
    } else if (!m_key.isEmpty()) {
        req.setRawHeader("Authorization", "Bearer " + m_key);
    }
    if (m_request.stream)
        req.setRawHeader("Accept", "text/event-stream");
    m_reply = m_nam->post(req, m_response.requestBody);
    connect(m_reply, &QNetworkReply::readyRead, this, &LlmClient::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &LlmClient::onReplyFinished);
}

// The most of a response body read (raw, streamed events included): 16 times the largest answer read
// (rewrite.h, MaxAnswerBytes), as streaming wraps each token in an event of some hundred bytes. A server that
// sends more is cut off: the exchange ends with the answer's size error instead of growing without end.
static constexpr qint64 MaxResponseBytes = 16 * MaxAnswerBytes;

void LlmClient::onReadyRead()
{
    if (m_tooLarge)
        return;
    const QByteArray chunk = m_reply->readAll();
    if (m_response.responseBody.size() + chunk.size() > MaxResponseBytes) {
        m_tooLarge = true;
        m_reply->abort();
        return;
    }
    m_response.responseBody += chunk;
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (m_request.stream && status >= 200 && status < 300) {
        m_pending += chunk;
        consumeEvents(false);
    }
}

void LlmClient::consumeEvents(bool atEnd)
{
    // Server-sent events: blocks separated by a blank line; "event:" and "data:" fields (data lines joined).
    m_pending.replace("\r\n", "\n");
    for (;;) {
        qsizetype end = m_pending.indexOf("\n\n");
        if (end < 0) {
            if (!atEnd || m_pending.trimmed().isEmpty())
                return;
            end = m_pending.size(); // a last block without its blank line (dropped connection): still parse it
        }
        const QByteArray block = m_pending.left(end);
        m_pending.remove(0, std::min(end + 2, m_pending.size()));
        QByteArray event, data;
        for (const QByteArray &line : block.split('\n')) {
            if (line.startsWith("event:"))
                event = line.mid(6).trimmed();
            else if (line.startsWith("data:"))
                data += (data.isEmpty() ? QByteArray() : QByteArray("\n")) + line.mid(5).trimmed();
        }
        if (!data.isEmpty())
            handleEvent(event, data);
    }
}

void LlmClient::handleEvent(const QByteArray &event, const QByteArray &data)
{
    if (data == "[DONE]") {
        m_sawEnd = true;
        return;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(data);
    if (!doc.isObject())
        return; // a partial or foreign line: the end marker decides whether the stream was complete
    const QJsonObject o = doc.object();
    if (o.contains(key("error")) || event == "error") {
        m_streamError = serverMessage(data);
        return;
    }
    QString piece;
    if (isAnthropic(m_profile)) {
        const QString type = o.value(key("type")).toString();
        if (type == QLatin1String("message_start")) {
            const QJsonObject msg = o.value(key("message")).toObject();
            m_response.model = msg.value(key("model")).toString();
            m_response.inputTokens = msg.value(key("usage")).toObject().value(key("input_tokens")).toInteger();
        } else if (type == QLatin1String("content_block_delta")) {
            const QJsonObject d = o.value(key("delta")).toObject();
            if (d.value(key("type")).toString() == QLatin1String("text_delta"))
                piece = d.value(key("text")).toString();
        } else if (type == QLatin1String("message_delta")) {
            m_response.stopReason = o.value(key("delta")).toObject().value(key("stop_reason")).toString();
            m_response.outputTokens = o.value(key("usage")).toObject().value(key("output_tokens")).toInteger();
        } else if (type == QLatin1String("message_stop")) {
            m_sawEnd = true;
        }
    } else {
        if (o.contains(key("model")))
            m_response.model = o.value(key("model")).toString();
        const QJsonObject choice = o.value(key("choices")).toArray().first().toObject();
        piece = choice.value(key("delta")).toObject().value(key("content")).toString();
        if (const QString fr = choice.value(key("finish_reason")).toString(); !fr.isEmpty())
            m_response.stopReason = fr;
        const QJsonObject usage = o.value(key("usage")).toObject();
        if (!usage.isEmpty()) {
            m_response.inputTokens = usage.value(key("prompt_tokens")).toInteger();
            m_response.outputTokens = usage.value(key("completion_tokens")).toInteger();
        }
    }
    if (!piece.isEmpty()) {
        m_response.text += piece;
        emit delta(redactKey(piece, m_key)); // shown as it comes; the whole text is redacted again at the end
    }
}

void LlmClient::parseWholeBody()
{
    const QJsonObject o = QJsonDocument::fromJson(m_response.responseBody).object();
    m_response.model = o.value(key("model")).toString();
    if (isAnthropic(m_profile)) {
        for (const QJsonValue &c : o.value(key("content")).toArray())
            if (c.toObject().value(key("type")).toString() == QLatin1String("text"))
                m_response.text += c.toObject().value(key("text")).toString();
        m_response.stopReason = o.value(key("stop_reason")).toString();
        const QJsonObject usage = o.value(key("usage")).toObject();
        m_response.inputTokens = usage.value(key("input_tokens")).toInteger();
        m_response.outputTokens = usage.value(key("output_tokens")).toInteger();
        m_sawEnd = o.value(key("type")).toString() == QLatin1String("message");
    } else {
        const QJsonObject choice = o.value(key("choices")).toArray().first().toObject();
        m_response.text = choice.value(key("message")).toObject().value(key("content")).toString();
        m_response.stopReason = choice.value(key("finish_reason")).toString();
        const QJsonObject usage = o.value(key("usage")).toObject();
        m_response.inputTokens = usage.value(key("prompt_tokens")).toInteger();
        m_response.outputTokens = usage.value(key("completion_tokens")).toInteger();
        m_sawEnd = o.contains(key("choices"));
    }
}

void LlmClient::onReplyFinished()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    m_response.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (m_tooLarge) {
        finish(false,
            EngineText::format(
                LlmText::AnswerTooLarge, { QStringLiteral("> %1").arg(MaxResponseBytes), QString::number(MaxResponseBytes) }));
        return;
    }
    const QByteArray rest = reply->readAll().left(std::max<qint64>(0, MaxResponseBytes - m_response.responseBody.size()));
    m_response.responseBody += rest;
    if (m_request.stream && m_response.httpStatus >= 200 && m_response.httpStatus < 300)
        m_pending += rest;
    const QNetworkReply::NetworkError netError = reply->error();
    if (m_cancelled) {
        finish(false, EngineText::format(LlmText::Cancelled));
        return;
    }
    const int status = m_response.httpStatus;
    const QString url = m_profile.requestUrl().toString();
    if (status >= 400) {
        const QStringList what { QString::number(status), url, serverMessage(m_response.responseBody) };
        const QString message = EngineText::format(LlmText::HttpError, what);
        if (retryableStatus(status)) {
            const qint64 after = retryAfterMs(reply);
            if (after > qint64(m_profile.maxRetryAfterS) * 1000) {
                finish(false,
                    EngineText::format(LlmText::HttpErrorWaitTooLong,
                        what + QStringList { QString::number(after / 1000), QString::number(m_profile.maxRetryAfterS) }));
                return;
            }
            if (!retry(message, after))
                finish(false, message);
            return;
        }
        if (status == 401 || status == 403)
            finish(
                false, EngineText::format(LlmText::HttpErrorKey, what + QStringList { m_profile.keyVariable(), m_profile.name }));
        else
            finish(false, message);
        return;
    }
    if (netError != QNetworkReply::NoError) { // also after a 200: a stream that stalls or drops mid-way
        const QString message = netError == QNetworkReply::OperationCanceledError
            ? EngineText::format(LlmText::NoData, { url, QString::number(m_profile.timeoutS) })
            : url + QStringLiteral(": ") + reply->errorString();
        if (!retry(message, -1))
            finish(false, message);
        return;
    }
    if (m_request.stream)
        consumeEvents(true);
    else
        parseWholeBody();
    if (!m_streamError.isEmpty()) {
        const QString message = EngineText::format(LlmText::StreamError, { m_streamError });
        if (!retry(message, -1))
            finish(false, message);
        return;
    }
    if (!m_sawEnd) {
        m_response.truncated = true;
        const QString message = EngineText::format(LlmText::Truncated, { url, QString::number(m_response.text.size()) });
        if (!retry(message, -1))
            finish(false, message);
        return;
    }
    finish(true);
}

bool LlmClient::retry(const QString &reason, qint64 retryAfter)
{
    if (m_response.attempts > m_profile.maxRetries)
        return false;
    qint64 delay = retryAfter;
    if (delay < 0) {
        const qint64 base = qint64(m_profile.backoffMs) << std::min(m_response.attempts - 1, 16);
        delay = std::min<qint64>(base, 60000);
        delay += qint64(QRandomGenerator::global()->bounded(delay / 5 + 1)); // jitter: clients do not retry in step
    }
    delay = std::max(delay, spacingDelayMs(m_profile));
    emit retrying(m_response.attempts + 1, int(delay), redactKey(reason, m_key));
    m_wait->start(int(delay));
    return true;
}

void LlmClient::finish(bool ok, const QString &error)
{
    m_running = false;
    m_wait->stop();
    m_response.ok = ok;
    m_response.cancelled = m_cancelled;
    m_response.error = redactKey(error, m_key);
    m_response.text = redactKey(m_response.text, m_key);
    m_response.responseBody = redactKey(m_response.responseBody, m_key);
    m_response.requestBody = redactKey(m_response.requestBody, m_key); // a prompt that quoted a log holding the key
    m_response.costUsd = m_profile.costUsd(m_response.inputTokens, m_response.outputTokens);
    m_response.elapsedMs = m_clock.isValid() ? m_clock.elapsed() : 0;
    emit finished(m_response);
}

LlmResponse LlmClient::sendAndWait(const LlmRequest &request, const std::function<void(const QString &)> &onDelta)
{
    LlmResponse out;
    QEventLoop loop;
    QMetaObject::Connection d, r;
    if (onDelta) {
        d = connect(this, &LlmClient::delta, this, onDelta);
        r = connect(this, &LlmClient::retrying, this, [onDelta](int, int, const QString &) { onDelta(QStringLiteral("\n")); });
    }
    const auto f = connect(this, &LlmClient::finished, &loop, [&](const LlmResponse &resp) {
        out = resp;
        loop.quit();
    });
    send(request);
    if (m_running)
        loop.exec();
    disconnect(d);
    disconnect(r);
    disconnect(f);
    return out;
}

} // namespace Lowerscope
