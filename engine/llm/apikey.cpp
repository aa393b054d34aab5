// SPDX-License-Identifier: MIT
#include "apikey.h"

#include "llmprofile.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <qt6keychain/keychain.h>

namespace Lowerscope {

namespace {
const QString service = QStringLiteral("lowerscope-llm");

// Runs a keychain job to its end in a local event loop; returns its error text, or empty.
QString runJob(QKeychain::Job &job)
{
    job.setAutoDelete(false);
    job.setInsecureFallback(false); // never a plain-text file
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
    return job.error() == QKeychain::NoError ? QString() : job.errorString();
}
} // namespace

ApiKey resolveApiKey(const LlmProfile &profile)
{
    ApiKey key;
    if (profile.noKey) {
        key.source = QStringLiteral("none");
        return key;
    }
    const QString var = profile.keyVariable();
    const QByteArray env = qgetenv(var.toLocal8Bit().constData());
    if (!env.isEmpty()) {
        key.value = env;
        key.source = QStringLiteral("environment:") + var;
        return key;
    }
    if (profile.keychain) {
        QKeychain::ReadPasswordJob job(service);
        job.setKey(profile.name);
        const QString error = runJob(job);
        if (error.isEmpty() && !job.textData().isEmpty()) {
            key.value = job.textData().toUtf8();
            key.source = QStringLiteral("keychain");
            return key;
        }
        key.error = QCoreApplication::translate("Llm", "profile %1: no API key: %2 is not set and the system keychain has none (%3)")
                        .arg(profile.name, var, error.isEmpty() ? QCoreApplication::translate("Llm", "no entry") : error);
        return key;
    }
    key.error = QCoreApplication::translate("Llm", "profile %1: no API key: set %2, or store one in the system keychain with `lowerscope llm key %1`")
                    .arg(profile.name, var);
    return key;
}

bool storeApiKey(const QString &profile, const QByteArray &key, QString *error)
{
    QKeychain::WritePasswordJob job(service);
    job.setKey(profile);
    job.setTextData(QString::fromUtf8(key));
    const QString e = runJob(job);
    if (!e.isEmpty())
        *error = QCoreApplication::translate("Llm", "the system keychain refused the key: %1 (use an environment variable instead)").arg(e);
    return e.isEmpty();
}

bool deleteApiKey(const QString &profile, QString *error)
{
    QKeychain::DeletePasswordJob job(service);
    job.setKey(profile);
    const QString e = runJob(job);
    if (!e.isEmpty())
        *error = e;
    return e.isEmpty();
}

QString redactKey(QString text, const QByteArray &key)
{
    if (key.size() >= 4)
        text.replace(QString::fromUtf8(key), QStringLiteral("[key]"));
    return text;
}

QByteArray redactKey(QByteArray text, const QByteArray &key)
{
    if (key.size() >= 4)
        text.replace(key, QByteArrayLiteral("[key]"));
    return text;
}

} // namespace Lowerscope
