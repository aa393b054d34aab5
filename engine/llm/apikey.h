// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

namespace Lowerscope {

struct LlmProfile;

// Where an LLM profile's API key comes from (docs/llm.md, "Keys"): the profile's environment variable, else
// the system keychain (Secret Service or KWallet through QtKeychain, never its plain-text fallback). The key is
// held only in memory; it is never written to settings, a workspace, a round or a log.
struct ApiKey {
    QByteArray value; // empty when there is none (a profile with noKey needs none)
    QString source; // "environment:NAME", "keychain", or "none"
    QString error; // why there is no key, naming the variable and the keychain entry
    bool ok() const { return error.isEmpty(); }
};
ApiKey resolveApiKey(const LlmProfile &profile);

// Stores KEY for PROFILE in the system keychain (service "lowerscope-llm", the profile's name as the key).
// False, with the keychain's own message, when no keychain is available.
bool storeApiKey(const QString &profile, const QByteArray &key, QString *error);
bool deleteApiKey(const QString &profile, QString *error);

// TEXT with every occurrence of KEY replaced by "[key]": applied to everything that is stored or logged. Also the
// forms a server or a model echoes it in: JSON \uXXXX escapes (any mix, any case, escaped again), \/, URL
// percent-encoding, base64 (standard and URL-safe, also inside a longer encoded text) and hex (keys of 8 bytes
// and more).
QString redactKey(QString text, const QByteArray &key);
QByteArray redactKey(QByteArray text, const QByteArray &key);

} // namespace Lowerscope
