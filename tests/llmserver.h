// SPDX-License-Identifier: MIT
// A local HTTP server for the LLM tests (tst_llm, tst_llmloop): it answers each request with the next scripted
// reply, as an OpenAI-compatible or Anthropic server would (status, headers, body chunks 20 ms apart), and keeps
// what it was sent.
#pragma once

#include "llm/llmprofile.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPair>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <memory>

namespace Lowerscope::Test {

// One scripted reply: status, headers, body chunks sent kChunkMs apart; then the connection closes, unless
// stall (headers and chunks sent, then nothing until the client gives up).
struct Reply {
    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers;
    QList<QByteArray> chunks;
    bool stall = false;
};

struct Seen {
    QByteArray requestLine;
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QByteArray body;
};

class Server : public QTcpServer {
public:
    QList<Reply> script;
    QList<Seen> seen;
    Server() { QVERIFY(listen(QHostAddress::LocalHost)); }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1/v1").arg(serverPort()); }

protected:
    void incomingConnection(qintptr fd) override
    {
        auto *s = new QTcpSocket(this);
        s->setSocketDescriptor(fd);
        auto *buffer = new QByteArray;
        connect(s, &QTcpSocket::readyRead, s, [this, s, buffer] {
            *buffer += s->readAll();
            const qsizetype headerEnd = buffer->indexOf("\r\n\r\n");
            if (headerEnd < 0)
                return;
            Seen req;
            const QList<QByteArray> lines = buffer->left(headerEnd).split('\n');
            req.requestLine = lines.value(0).trimmed();
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype c = lines[i].indexOf(':');
                if (c > 0)
                    req.headers.insert(lines[i].left(c).trimmed().toLower(), lines[i].mid(c + 1).trimmed());
            }
            const int length = req.headers.value("content-length").toInt();
            if (buffer->size() < headerEnd + 4 + length)
                return;
            req.body = buffer->mid(headerEnd + 4, length);
            buffer->clear();
            seen.append(req);
            respond(s,
                script.isEmpty() ? Reply { 500, {}, { "{\"error\":{\"message\":\"no scripted reply\"}}" }, false }
                                 : script.takeFirst());
        });
        connect(s, &QTcpSocket::disconnected, s, [s, buffer] {
            delete buffer;
            s->deleteLater();
        });
    }

private:
    void respond(QTcpSocket *s, const Reply &r)
    {
        QByteArray head = "HTTP/1.1 " + QByteArray::number(r.status) + " X\r\nConnection: close\r\n";
        bool typed = false;
        for (const auto &[name, value] : r.headers) {
            head += name + ": " + value + "\r\n";
            typed = typed || name.toLower() == "content-type";
        }
        if (!typed)
            head += "Content-Type: application/json\r\n";
        s->write(head + "\r\n");
        auto chunks = std::make_shared<QList<QByteArray>>(r.chunks);
        auto *timer = new QTimer(s);
        timer->setInterval(20);
        connect(timer, &QTimer::timeout, s, [s, chunks, timer, stall = r.stall] {
            if (!chunks->isEmpty()) {
                s->write(chunks->takeFirst());
                s->flush();
                return;
            }
            timer->stop();
            if (!stall)
                s->disconnectFromHost();
        });
        timer->start();
    }
};

inline QByteArray sse(const QByteArray &data, const QByteArray &event = {})
{
    return (event.isEmpty() ? QByteArray() : "event: " + event + "\n") + "data: " + data + "\n\n";
}

// A profile for SERVER in PROTOCOL (openai | anthropic): short timeouts and backoff, prices 3 and 15 USD per
// million input and output tokens.
inline LlmProfile testProfile(const Server &server, const QString &protocol = QStringLiteral("openai"))
{
    LlmProfile p;
    p.name = QStringLiteral("test");
    p.protocol = protocol;
    p.endpoint = server.url();
    p.model = protocol == QLatin1String("openai") ? QStringLiteral("gpt-test") : QStringLiteral("claude-test");
    p.timeoutS = 2;
    p.maxRetries = 3;
    p.backoffMs = 10;
    p.inputUsdPerMTok = 3.0;
    p.outputUsdPerMTok = 15.0;
    return p;
}

} // namespace Lowerscope::Test
