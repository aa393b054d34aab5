// SPDX-License-Identifier: MIT
// `lowerscope llm ...`: LLM profiles (no key is ever stored in them), keys in the system keychain, and a
// rewrite proposed by a model from a diagnosis (docs/llm.md).
#include "cli.h"
#include "core/identifier.h"
#include "core/userfile.h"
#include "llm/apikey.h"
#include "llm/llmclient.h"
#include "llm/llmtext.h"
#include "llm/prompt.h"
#include "llm/rewrite.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSettings>
#include <cstdio>

using namespace Lowerscope;

namespace {

QString opt(const char *s)
{
    return QString::fromLatin1(s);
}

int listProfiles(const Cli::Invocation &inv)
{
    QSettings settings;
    const QList<LlmProfile> profiles = LlmProfiles::load(settings);
    if (inv.json) {
        QJsonArray arr;
        for (const LlmProfile &p : profiles)
            arr.append(p.toJson());
        inv.printJson({ { opt("profiles"), arr } });
        return 0;
    }
    if (profiles.isEmpty())
        inv.out << QCoreApplication::translate(
            "Cli", "No LLM profiles. Add one with: lowerscope llm add NAME --protocol openai --endpoint URL --model MODEL")
                << '\n';
    for (const LlmProfile &p : profiles)
        inv.out << p.name << "  " << p.protocol << "  " << p.model << "  " << p.requestUrl().toString() << "  "
                << (p.noKey ? QCoreApplication::translate("Cli", "no key")
                            : QCoreApplication::translate("Cli", "key: $%1%2")
                                  .arg(p.keyVariable(),
                                      p.keychain ? QCoreApplication::translate("Cli", " or keychain") : QString()))
                << '\n';
    return 0;
}

int addProfile(const Cli::Invocation &inv)
{
    if (inv.args.size() < 2)
        return inv.fail(QCoreApplication::translate("Cli", "llm add needs a profile name"));
    QSettings settings;
    LlmProfile p = LlmProfiles::find(settings, inv.args.at(1)).value_or(LlmProfile());
    p.name = inv.args.at(1);
    auto integer = [&](const char *o, int &field) {
        if (inv.isSet(opt(o)))
            field = inv.value(opt(o)).toInt();
    };
    auto real = [&](const char *o, double &field) {
        if (inv.isSet(opt(o)))
            field = inv.value(opt(o)).toDouble();
    };
    inv.assignSet({ { "protocol", &p.protocol }, { "endpoint", &p.endpoint }, { "model", &p.model }, { "key-env", &p.keyEnv } });
    // A key given where its variable's name belongs would be stored in the settings file and printed by `llm list`.
    if (const QString bad = LlmProfile::keyEnvProblem(p.keyEnv); !bad.isEmpty())
        return inv.fail(QCoreApplication::translate("Cli", "--key-env: %1").arg(bad));
    if (inv.isSet(opt("keychain")))
        p.keychain = true;
    if (inv.isSet(opt("no-key")))
        p.noKey = true;
    integer("max-tokens", p.maxTokens);
    integer("timeout", p.timeoutS);
    integer("retries", p.maxRetries);
    integer("rpm", p.requestsPerMinute);
    real("price-in", p.inputUsdPerMTok);
    real("price-out", p.outputUsdPerMTok);
    QString error;
    if (!LlmProfiles::save(settings, p, &error))
        return inv.fail(error);
    if (inv.json)
        inv.printJson({ { opt("profile"), p.toJson() } });
    else
        inv.err << QCoreApplication::translate("Cli", "saved LLM profile %1 in %2").arg(p.name, settings.fileName()) << '\n';
    return 0;
}

std::optional<LlmProfile> profileArg(const Cli::Invocation &inv, QString *error)
{
    QSettings settings;
    const QString name = inv.args.value(1);
    if (name.isEmpty()) {
        *error = QCoreApplication::translate("Cli", "name an LLM profile (lowerscope llm list)");
        return std::nullopt;
    }
    auto p = LlmProfiles::find(settings, name);
    if (!p)
        *error = QCoreApplication::translate("Cli", "no LLM profile %1 (lowerscope llm list)").arg(name);
    return p;
}

// Reads a text file the user named (or stdin for "-"), with UserFile's checks.
bool readText(const QString &path, QString *text, QString *error)
{
    if (path == QLatin1String("-")) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly)) {
            *error = QCoreApplication::translate("Cli", "cannot read standard input");
            return false;
        }
        *text = QString::fromUtf8(in.read(16 << 20));
        return true;
    }
    QByteArray bytes;
    if (!UserFile::read(path, 16 << 20, &bytes, error))
        return false;
    *text = QString::fromUtf8(bytes);
    return true;
}

int setKey(const Cli::Invocation &inv)
{
    QString error;
    const auto p = profileArg(inv, &error);
    if (!p)
        return inv.fail(error);
    inv.err << QCoreApplication::translate(
        "Cli", "API key for %1 (read from standard input; stored only in the system keychain):")
                   .arg(p->name)
            << '\n';
    inv.err.flush();
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        return inv.fail(QCoreApplication::translate("Cli", "cannot read standard input"));
    const QByteArray key = in.readLine(4096).trimmed();
    if (key.isEmpty())
        return inv.fail(QCoreApplication::translate("Cli", "no key given"));
    if (!storeApiKey(p->name, key, &error))
        return inv.fail(error);
    QSettings settings;
    LlmProfile updated = *p;
    updated.keychain = true;
    if (!LlmProfiles::save(settings, updated, &error))
        return inv.fail(error);
    inv.err << QCoreApplication::translate("Cli", "stored in the system keychain") << '\n';
    return 0;
}

// A client for the named profile with its key; null with *error when there is no key.
std::unique_ptr<LlmClient> clientFor(const LlmProfile &p, QString *error)
{
    const ApiKey key = resolveApiKey(p);
    if (!key.ok()) {
        *error = key.error;
        return nullptr;
    }
    return std::make_unique<LlmClient>(p, key.value);
}

void showRetries(const Cli::Invocation &inv, LlmClient &client)
{
    QObject::connect(&client, &LlmClient::retrying, &client, [&inv](int attempt, int delayMs, const QString &reason) {
        inv.err << QCoreApplication::translate("Cli", "retrying (attempt %1) in %2 s: %3")
                       .arg(attempt)
                       .arg(delayMs / 1000.0, 0, 'f', 1)
                       .arg(LlmText::shown(reason))
                << '\n';
        inv.err.flush();
    });
}

void printUsage(const Cli::Invocation &inv, const LlmResponse &r)
{
    inv.err << QCoreApplication::translate("Cli", "%1 input and %2 output tokens, %3 attempt(s), %4 s%5")
                   .arg(r.inputTokens)
                   .arg(r.outputTokens)
                   .arg(r.attempts)
                   .arg(r.elapsedMs / 1000.0, 0, 'f', 1)
                   .arg(r.costUsd > 0 ? QStringLiteral(", $%1").arg(r.costUsd, 0, 'f', 4) : QString())
            << '\n';
}

int ask(const Cli::Invocation &inv)
{
    QString error;
    const auto p = profileArg(inv, &error);
    if (!p)
        return inv.fail(error);
    QString prompt;
    if (!readText(inv.args.value(2, opt("-")), &prompt, &error))
        return inv.fail(error);
    auto client = clientFor(*p, &error);
    if (!client)
        return inv.fail(error);
    showRetries(inv, *client);
    LlmRequest req;
    req.system = inv.value(opt("system"));
    req.messages.append({ opt("user"), prompt });
    const LlmResponse r = client->sendAndWait(req, [&inv](const QString &piece) {
        if (!inv.json) {
            inv.out << piece;
            inv.out.flush();
        }
    });
    if (inv.json)
        inv.printJson({ { opt("response"), r.toJson() } });
    else
        inv.out << '\n';
    printUsage(inv, r);
    if (!r.ok)
        return inv.fail(LlmText::shown(r.error));
    return 0;
}

// The inputs of a rewrite prompt: --task DIR (its task.json and kernel) and --diagnosis FILE (`diagnose --json`).
bool promptInputs(const Cli::Invocation &inv, PromptInputs *in, QString *kernelPath, QString *error)
{
    const QString task = inv.value(opt("task"));
    const QString diagnosis = inv.value(opt("diagnosis"));
    if (task.isEmpty() || diagnosis.isEmpty()) {
        *error = QCoreApplication::translate("Cli", "give --task DIR and --diagnosis FILE (the output of diagnose --json)");
        return false;
    }
    QByteArray bytes;
    if (!UserFile::read(task + opt("/task.json"), 4 << 20, &bytes, error))
        return false;
    const QJsonObject taskJson = QJsonDocument::fromJson(bytes).object();
    in->task = taskJson.value(opt("name")).toString(QFileInfo(task).fileName());
    in->kernelFile = taskJson.value(opt("kernel")).toString(opt("kernel.py"));
    // Only a kernel inside the task folder is read and sent to the endpoint (engine/core/identifier.h).
    *kernelPath = fileInsideFolder(task, in->kernelFile, error);
    if (kernelPath->isEmpty() || !readText(*kernelPath, &in->kernel, error)
        || !UserFile::read(diagnosis, 64 << 20, &bytes, error))
        return false;
    QJsonParseError pe;
    in->diagnosis = QJsonDocument::fromJson(bytes, &pe).object();
    if (pe.error != QJsonParseError::NoError) {
        *error = QCoreApplication::translate("Cli", "%1: not JSON at offset %2: %3")
                     .arg(diagnosis)
                     .arg(pe.offset)
                     .arg(pe.errorString());
        return false;
    }
    return true;
}

int prompt(const Cli::Invocation &inv)
{
    PromptInputs in;
    QString kernelPath, error;
    if (!promptInputs(inv, &in, &kernelPath, &error))
        return inv.fail(error);
    const Prompt p = buildRewritePrompt(in, inv.value(opt("templates")));
    if (!p.ok())
        return inv.fail(LlmText::shown(p.error));
    if (inv.json)
        inv.printJson({ { opt("system"), p.system }, { opt("user"), p.user } });
    else
        inv.out << p.system << "\n---\n" << p.user;
    return 0;
}

int llmPropose(const Cli::Invocation &inv)
{
    QString error;
    const auto profile = profileArg(inv, &error);
    if (!profile)
        return inv.fail(error);
    PromptInputs in;
    QString kernelPath;
    if (!promptInputs(inv, &in, &kernelPath, &error))
        return inv.fail(error);
    const Prompt p = buildRewritePrompt(in, inv.value(opt("templates")));
    if (!p.ok())
        return inv.fail(LlmText::shown(p.error));
    auto client = clientFor(*profile, &error);
    if (!client)
        return inv.fail(error);
    showRetries(inv, *client);
    LlmRequest req;
    req.system = p.system;
    req.messages.append({ opt("user"), p.user });
    const LlmResponse r = client->sendAndWait(req);
    const ProposedRewrite rw = r.ok ? parseRewrite(r.text, in.kernel) : ProposedRewrite();
    const QString out = inv.value(opt("out"));
    if (rw.ok() && !out.isEmpty()) {
        QSaveFile f(out);
        if (!f.open(QIODevice::WriteOnly) || f.write(rw.kernel.toUtf8()) < 0 || !f.commit())
            return inv.fail(QCoreApplication::translate("Cli", "%1: cannot write the candidate (%2)").arg(out, f.errorString()));
    }
    const QString outcome = !r.ok ? r.error : rw.error;
    if (inv.json) {
        inv.printJson({ { opt("prompt"), QJsonObject { { opt("system"), p.system }, { opt("user"), p.user } } },
            { opt("response"), r.toJson() },
            { opt("rewrite"),
                QJsonObject { { opt("kind"), rw.kindName() }, { opt("ok"), rw.ok() }, { opt("error"), rw.error },
                    { opt("candidate"), rw.ok() ? out : QString() }, { opt("diff"), rw.diff } } } });
    } else if (rw.ok()) {
        inv.out << (out.isEmpty()
                ? rw.kernel
                : QCoreApplication::translate("Cli", "candidate (%1) written to %2").arg(rw.kindName(), out) + QLatin1Char('\n'));
    }
    printUsage(inv, r);
    if (!outcome.isEmpty())
        return inv.fail(LlmText::shown(outcome));
    return 0;
}

int runLlm(const Cli::Invocation &inv)
{
    const QString action = inv.args.value(0, opt("list"));
    if (action == QLatin1String("list"))
        return listProfiles(inv);
    if (action == QLatin1String("add"))
        return addProfile(inv);
    if (action == QLatin1String("remove")) {
        QSettings settings;
        if (!LlmProfiles::remove(settings, inv.args.value(1)))
            return inv.fail(QCoreApplication::translate("Cli", "no LLM profile %1").arg(inv.args.value(1)));
        QString ignored;
        deleteApiKey(inv.args.value(1), &ignored); // a keychain entry, when there was one
        return 0;
    }
    if (action == QLatin1String("key"))
        return setKey(inv);
    if (action == QLatin1String("ask"))
        return ask(inv);
    if (action == QLatin1String("prompt"))
        return prompt(inv);
    if (action == QLatin1String("propose"))
        return llmPropose(inv);
    return inv.fail(
        QCoreApplication::translate("Cli", "unknown llm action '%1' (list, add, remove, key, ask, prompt, propose)").arg(action));
}

} // namespace

static Cli::Registration llmRegistration({ QStringLiteral("llm"),
    QStringLiteral(
        "llm list | add NAME --protocol openai|anthropic --endpoint URL --model M [--key-env VAR] [--keychain] [--no-key] "
        "[--max-tokens N] [--timeout S] [--retries N] [--rpm N] [--price-in USD] [--price-out USD] | remove NAME | key NAME | "
        "ask NAME [FILE|-] [--system TEXT] | prompt --task DIR --diagnosis FILE [--templates DIR] | "
        "propose NAME --task DIR --diagnosis FILE [--out FILE] [--templates DIR] [--json]"),
    QT_TRANSLATE_NOOP("Cli", "LLM profiles and keys, and rewrites proposed by a model from a diagnosis."),
    [] {
        auto o = [](const char *name, const char *desc, const char *value = nullptr) {
            return value ? QCommandLineOption(QString::fromLatin1(name), QCoreApplication::translate("Cli", desc),
                               QCoreApplication::translate("Cli", value))
                         : QCommandLineOption(QString::fromLatin1(name), QCoreApplication::translate("Cli", desc));
        };
        return QList<QCommandLineOption> {
            o("protocol",
                QT_TRANSLATE_NOOP("Cli", "openai (chat completions: OpenAI, vLLM, Ollama, llama.cpp) or anthropic (Messages)."),
                QT_TRANSLATE_NOOP("Cli", "NAME")),
            o("endpoint", QT_TRANSLATE_NOOP("Cli", "The API's base URL, e.g. http://localhost:8000/v1."),
                QT_TRANSLATE_NOOP("Cli", "URL")),
            o("model", QT_TRANSLATE_NOOP("Cli", "The model name the server knows."), QT_TRANSLATE_NOOP("Cli", "NAME")),
            o("key-env", QT_TRANSLATE_NOOP("Cli", "The environment variable holding the API key."),
                QT_TRANSLATE_NOOP("Cli", "VAR")),
            o("keychain", QT_TRANSLATE_NOOP("Cli", "Read the key from the system keychain when the variable is unset.")),
            o("no-key", QT_TRANSLATE_NOOP("Cli", "The server takes no key (a local server).")),
            o("max-tokens", QT_TRANSLATE_NOOP("Cli", "The answer's token limit."), QT_TRANSLATE_NOOP("Cli", "N")),
            o("timeout", QT_TRANSLATE_NOOP("Cli", "Seconds without data before a request is retried."),
                QT_TRANSLATE_NOOP("Cli", "S")),
            o("retries", QT_TRANSLATE_NOOP("Cli", "Retries after the first attempt."), QT_TRANSLATE_NOOP("Cli", "N")),
            o("rpm", QT_TRANSLATE_NOOP("Cli", "At most this many requests per minute."), QT_TRANSLATE_NOOP("Cli", "N")),
            o("price-in", QT_TRANSLATE_NOOP("Cli", "USD per million input tokens."), QT_TRANSLATE_NOOP("Cli", "USD")),
            o("price-out", QT_TRANSLATE_NOOP("Cli", "USD per million output tokens."), QT_TRANSLATE_NOOP("Cli", "USD")),
            o("system", QT_TRANSLATE_NOOP("Cli", "A system prompt for ask."), QT_TRANSLATE_NOOP("Cli", "TEXT")),
            o("task", QT_TRANSLATE_NOOP("Cli", "An operator task folder."), QT_TRANSLATE_NOOP("Cli", "DIR")),
            o("diagnosis", QT_TRANSLATE_NOOP("Cli", "The kernel's diagnose --json output."), QT_TRANSLATE_NOOP("Cli", "FILE")),
            o("templates", QT_TRANSLATE_NOOP("Cli", "A folder with your own rewrite.system.md and rewrite.user.md."),
                QT_TRANSLATE_NOOP("Cli", "DIR")),
            o("out", QT_TRANSLATE_NOOP("Cli", "Where propose writes the candidate kernel."), QT_TRANSLATE_NOOP("Cli", "FILE")),
        };
    },
    runLlm });
