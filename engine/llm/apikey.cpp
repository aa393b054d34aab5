// SPDX-License-Identifier: MIT
#include "apikey.h"

#include "llmprofile.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QRegularExpression>
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
        key.error
            = QCoreApplication::translate("Llm", "profile %1: no API key: %2 is not set and the system keychain has none (%3)")
                  .arg(profile.name, var, error.isEmpty() ? QCoreApplication::translate("Llm", "no entry") : error);
        return key;
    }
    key.error = QCoreApplication::translate(
        "Llm", "profile %1: no API key: set %2, or store one in the system keychain with `lowerscope llm key %1`")
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
        *error
            = QCoreApplication::translate("Llm", "the system keychain refused the key: %1 (use an environment variable instead)")
                  .arg(e);
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

namespace {

// A regular expression for KEY written with any of its characters escaped: JSON's \uXXXX (one or more
// backslashes: escaped again inside another JSON string), JSON's \/ and \", and URL percent-encoding (%XX), each
// hex digit in either case; the other characters as they are.
QString escapedForms(const QString &key)
{
    auto hex = [](uint v, int width) {
        QString out;
        for (const QChar c : QStringLiteral("%1").arg(v, width, 16, QLatin1Char('0')))
            out += c.isLetter() ? QStringLiteral("[%1%2]").arg(c.toLower(), c.toUpper()) : QString(c);
        return out;
    };
    QString re;
    for (const QChar c : key) {
        QStringList alt { QRegularExpression::escape(QString(c)), QStringLiteral("\\\\+u") + hex(c.unicode(), 4) };
        if (c == QLatin1Char('/') || c == QLatin1Char('"'))
            alt << QStringLiteral("\\\\+") + QRegularExpression::escape(QString(c));
        if (c.unicode() < 0x80)
            alt << QStringLiteral("%") + hex(c.unicode(), 2);
        re += QStringLiteral("(?:") + alt.join(QLatin1Char('|')) + QLatin1Char(')');
    }
    return re;
}

// KEY base64-encoded (standard and URL-safe alphabet) at each of the three alignments it can have inside a longer
// encoded text ("Bearer KEY" encoded whole): only the characters that depend on KEY's bytes alone.
QStringList base64Forms(const QByteArray &key)
{
    QStringList out;
    for (int offset = 0; offset < 3; ++offset) {
        const QByteArray enc = QByteArray(QByteArray(offset, '\0') + key).toBase64(QByteArray::OmitTrailingEquals);
        const qsizetype from = (8 * offset + 5) / 6;
        const qsizetype to = 8 * (offset + key.size()) / 6;
        const QString core = QString::fromLatin1(enc.mid(from, to - from));
        out << core;
        QString urlSafe = core;
        urlSafe.replace(QLatin1Char('+'), QLatin1Char('-')).replace(QLatin1Char('/'), QLatin1Char('_'));
        if (urlSafe != core)
            out << urlSafe;
    }
    return out;
}

// TEXT with KEY, given as characters (KEYCHARS, for the plain and escaped forms) and as bytes (for base64 and hex),
// replaced by "[key]" in every form.
QString redactForms(QString text, const QString &keyChars, const QByteArray &keyBytes)
{
    static const QString mark = QStringLiteral("[key]");
    if (keyBytes.size() < 4)
        return text;
    text.replace(keyChars, mark);
    text.replace(QRegularExpression(escapedForms(keyChars)), mark);
    if (keyBytes.size() < 8)
        return text; // encoded forms of a shorter key would match ordinary text
    for (const QString &form : base64Forms(keyBytes))
        text.replace(form, mark);
    text.replace(QString::fromLatin1(keyBytes.toHex()), mark, Qt::CaseInsensitive);
    return text;
}

} // namespace

QString redactKey(QString text, const QByteArray &key)
{
    return redactForms(std::move(text), QString::fromUtf8(key), key);
}

QByteArray redactKey(QByteArray text, const QByteArray &key)
{
    // Latin-1 maps each byte to one character and back, so bytes that are not UTF-8 come back unchanged.
    return redactForms(QString::fromLatin1(text), QString::fromLatin1(key), key).toLatin1();
}

} // namespace Lowerscope
