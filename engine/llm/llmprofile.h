// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <optional>

class QSettings;

namespace Lowerscope {

// A named LLM endpoint (docs/llm.md): the protocol it speaks, where, which model, limits and prices. Stored in
// QSettings under "llm/<name>" (engine/core/namedsettings.h). It never holds the API key: the key comes from
// the environment variable `keyEnv` or, with `keychain`, from the system keychain (engine/llm/apikey.h).
struct LlmProfile {
    QString name;
    QString protocol = QStringLiteral("openai"); // openai (chat completions; also vLLM, Ollama, llama.cpp) | anthropic (Messages)
    QString
        endpoint; // the API's base URL, e.g. https://api.openai.com/v1, http://localhost:8000/v1, https://api.anthropic.com/v1
    QString model;
    QString keyEnv; // the environment variable with the key; empty: OPENAI_API_KEY or ANTHROPIC_API_KEY
    bool keychain = false; // read the key from the system keychain when the variable is unset
    bool noKey = false; // a local server that takes no key
    int maxTokens = 8192;
    double temperature = 0.2;
    int timeoutS = 300; // a request with no data received for this long is aborted (and retried)
    int maxRetries = 4; // retries after the first attempt, for 429, 5xx, timeouts and dropped connections
    int backoffMs = 1000; // the first retry's delay; doubled each retry (Retry-After overrides), at most 60 s
    int maxRetryAfterS = 300; // a Retry-After longer than this ends the request instead of waiting
    int requestsPerMinute = 0; // client-side spacing of requests to this profile; 0: none
    double inputUsdPerMTok = 0; // prices for cost accounting (USD per million tokens); 0: unknown
    double outputUsdPerMTok = 0;

    static QStringList protocols();
    // Why NAME cannot be a key variable (empty: it can): not an upper-case variable name ([A-Z_][A-Z0-9_]*), or
    // one that looks like a key itself (sk-..., ghp_..., AKIA..., a long run of letters and digits). Never quotes NAME.
    static QString keyEnvProblem(const QString &name);
    QString problem() const; // why the profile cannot be used, or empty
    QString keyVariable() const; // keyEnv or the protocol's default variable
    QUrl requestUrl() const; // endpoint + /chat/completions or /messages
    double costUsd(qint64 inputTokens, qint64 outputTokens) const;
    QJsonObject toJson() const;
    static LlmProfile fromJson(const QJsonObject &o);
};

class LlmProfiles {
public:
    static QList<LlmProfile> load(QSettings &settings);
    static std::optional<LlmProfile> find(QSettings &settings, const QString &name);
    static bool save(QSettings &settings, const LlmProfile &profile, QString *error);
    static bool remove(QSettings &settings, const QString &name);
};

} // namespace Lowerscope
