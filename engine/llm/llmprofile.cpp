// SPDX-License-Identifier: MIT
#include "llmprofile.h"

#include "core/jsonkey.h"
#include "core/namedsettings.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSettings>

namespace Lowerscope {

namespace {
const NamedProfiles<LlmProfile> &store()
{
    static const NamedProfiles<LlmProfile> s(QStringLiteral("llm"));
    return s;
}
} // namespace

QStringList LlmProfile::protocols()
{
    return { key("openai"), key("anthropic") };
}

QString LlmProfile::keyVariable() const
{
    if (!keyEnv.isEmpty())
        return keyEnv;
    return protocol == QLatin1String("anthropic") ? key("ANTHROPIC_API_KEY") : key("OPENAI_API_KEY");
}

QString LlmProfile::keyEnvProblem(const QString &name)
{
    static const QRegularExpression variable(QStringLiteral("^[A-Z_][A-Z0-9_]*$"));
    // Keys as their issuers write them: OpenAI and Anthropic (sk-), GitHub (ghp_, gho_, github_pat_), Slack (xox?-),
    // AWS access key ids (AKIA, ASIA + 16), Google (AIza), Hugging Face (hf_); and any long run without a word break.
    static const QRegularExpression keyLike(QStringLiteral("^(sk-|sk_|ghp_|gho_|ghs_|ghu_|github_pat_|xox[abposr]-|AIza|hf_|"
                                                           "glpat-)|^(AKIA|ASIA)[A-Z0-9]{16}$|^(?=[^_]*[0-9])[A-Za-z0-9]{20,}$"));
    if (name.isEmpty())
        return {};
    if (keyLike.match(name).hasMatch())
        return QCoreApplication::translate("Llm",
            "the key variable looks like an API key itself (%1 characters): give the name of the environment "
            "variable that holds the key, e.g. OPENAI_API_KEY, never the key")
            .arg(name.size());
    if (!variable.match(name).hasMatch())
        return QCoreApplication::translate("Llm",
            "the key variable is not an environment variable name (upper-case letters, digits and '_', "
            "not starting with a digit, e.g. OPENAI_API_KEY)");
    return {};
}

QString LlmProfile::problem() const
{
    if (!NamedSettings::validName(name))
        return QCoreApplication::translate("Llm", "the profile name '%1' is not 1-64 letters, digits, '.', '_' or '-'").arg(name);
    if (const QString bad = keyEnvProblem(keyEnv); !bad.isEmpty())
        return QCoreApplication::translate("Llm", "profile %1: %2").arg(name, bad);
    if (!protocols().contains(protocol))
        return QCoreApplication::translate("Llm", "profile %1: unknown protocol '%2' (known: %3)")
            .arg(name, protocol, protocols().join(key(", ")));
    const QUrl url(endpoint);
    if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))
        || url.host().isEmpty())
        return QCoreApplication::translate("Llm", "profile %1: the endpoint '%2' is not an http or https URL")
            .arg(name, endpoint);
    if (model.isEmpty())
        return QCoreApplication::translate("Llm", "profile %1: no model").arg(name);
    if (maxTokens <= 0 || timeoutS <= 0 || maxRetries < 0 || backoffMs < 0)
        return QCoreApplication::translate(
            "Llm", "profile %1: tokens and timeout must be positive, retries and backoff not negative")
            .arg(name);
    return {};
}

QUrl LlmProfile::requestUrl() const
{
    QString base = endpoint;
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    return QUrl(base + (protocol == QLatin1String("anthropic") ? key("/messages") : key("/chat/completions")));
}

double LlmProfile::costUsd(qint64 inputTokens, qint64 outputTokens) const
{
    return (double(inputTokens) * inputUsdPerMTok + double(outputTokens) * outputUsdPerMTok) / 1e6;
}

QJsonObject LlmProfile::toJson() const
{
    QJsonObject o { { key("name"), name }, { key("protocol"), protocol }, { key("endpoint"), endpoint }, { key("model"), model },
        { key("key_env"), keyVariable() }, { key("keychain"), keychain }, { key("no_key"), noKey },
        { key("max_tokens"), maxTokens }, { key("temperature"), temperature }, { key("timeout_s"), timeoutS },
        { key("max_retries"), maxRetries }, { key("backoff_ms"), backoffMs }, { key("max_retry_after_s"), maxRetryAfterS },
        { key("requests_per_minute"), requestsPerMinute }, { key("input_usd_per_mtok"), inputUsdPerMTok },
        { key("output_usd_per_mtok"), outputUsdPerMTok } };
    return o;
}

LlmProfile LlmProfile::fromJson(const QJsonObject &o)
{
    LlmProfile p;
    p.name = o.value(key("name")).toString();
    p.protocol = o.value(key("protocol")).toString(p.protocol);
    p.endpoint = o.value(key("endpoint")).toString();
    p.model = o.value(key("model")).toString();
    p.keyEnv = o.value(key("key_env")).toString();
    p.keychain = o.value(key("keychain")).toBool(false);
    p.noKey = o.value(key("no_key")).toBool(false);
    p.maxTokens = o.value(key("max_tokens")).toInt(p.maxTokens);
    p.temperature = o.value(key("temperature")).toDouble(p.temperature);
    p.timeoutS = o.value(key("timeout_s")).toInt(p.timeoutS);
    p.maxRetries = o.value(key("max_retries")).toInt(p.maxRetries);
    p.backoffMs = o.value(key("backoff_ms")).toInt(p.backoffMs);
    p.maxRetryAfterS = o.value(key("max_retry_after_s")).toInt(p.maxRetryAfterS);
    p.requestsPerMinute = o.value(key("requests_per_minute")).toInt(0);
    p.inputUsdPerMTok = o.value(key("input_usd_per_mtok")).toDouble(0);
    p.outputUsdPerMTok = o.value(key("output_usd_per_mtok")).toDouble(0);
    return p;
}

QList<LlmProfile> LlmProfiles::load(QSettings &settings)
{
    return store().load(settings);
}

std::optional<LlmProfile> LlmProfiles::find(QSettings &settings, const QString &name)
{
    return store().find(settings, name);
}

bool LlmProfiles::save(QSettings &settings, const LlmProfile &profile, QString *error)
{
    return store().save(settings, profile, error);
}

bool LlmProfiles::remove(QSettings &settings, const QString &name)
{
    return store().remove(settings, name);
}

} // namespace Lowerscope
