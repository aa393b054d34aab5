// SPDX-License-Identifier: MIT
#include "cli.h"

#include "core/enginetext.h"
#include "core/language.h"
#include "core/paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QSet>
#include <exception>

namespace Lowerscope::Cli {

int Invocation::fail(const QString &message) const
{
    err << "lowerscope: " << EngineText::translated(message) << Qt::endl; // the engine's texts are English until shown
    return 1;
}

void Invocation::warn(const QString &message) const
{
    err << "lowerscope: " << QCoreApplication::translate("Cli", "warning") << ": " << EngineText::translated(message) << Qt::endl;
}

void Invocation::assignSet(std::initializer_list<std::pair<const char *, QString *>> fields) const
{
    for (const auto &[option, field] : fields)
        if (const QString name = QString::fromLatin1(option); isSet(name))
            *field = value(name);
}

void Invocation::printJson(const QJsonObject &doc) const
{
    out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
    out.flush();
}

QList<Subcommand> &subcommands()
{
    static QList<Subcommand> list;
    return list;
}

const Subcommand *findSubcommand(const QString &name)
{
    for (const Subcommand &c : subcommands())
        if (c.name == name)
            return &c;
    return nullptr;
}

QString summaryOf(const Subcommand &cmd)
{
    return QCoreApplication::translate("Cli", cmd.summary);
}

void addGlobalOptions(QCommandLineParser &parser)
{
    parser.addOption(
        { QStringLiteral("lang"), QCoreApplication::translate("Cli", "User-interface language (de, es, ko, zh_CN, en)."),
            QCoreApplication::translate("Cli", "CODE") });
    parser.addOption({ QStringLiteral("workspace"), QCoreApplication::translate("Cli", "Workspace folder (rounds, operators)."),
        QCoreApplication::translate("Cli", "DIR") });
    parser.addOption({ QStringLiteral("kb"), QCoreApplication::translate("Cli", "Knowledge-base file."),
        QCoreApplication::translate("Cli", "FILE") });
    parser.addOption(
        { QStringLiteral("json"), QCoreApplication::translate("Cli", "Print exactly one JSON document on stdout.") });
    parser.addOption(
        { QStringLiteral("screenshot"), QCoreApplication::translate("Cli", "Render the main window to a PNG file and exit."),
            QCoreApplication::translate("Cli", "FILE") });
}

// Options that take a value, so that their values are not mistaken for a subcommand.
static QSet<QString> valueOptions()
{
    QSet<QString> names = { QStringLiteral("--lang"), QStringLiteral("--workspace"), QStringLiteral("--kb"),
        QStringLiteral("--screenshot"), QStringLiteral("--view") }; // --view: GUI only, but its value is no subcommand
    for (const Subcommand &c : subcommands())
        for (const QCommandLineOption &o : c.options ? c.options() : QList<QCommandLineOption>())
            if (!o.valueName().isEmpty())
                for (const QString &n : o.names())
                    names.insert(QStringLiteral("--") + n);
    return names;
}

bool isHeadless(int argc, char **argv)
{
    const QSet<QString> withValue = valueOptions();
    for (int i = 1; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        if (a == QLatin1String("--help") || a == QLatin1String("-h") || a == QLatin1String("--version")
            || a == QLatin1String("-v") || a == QLatin1String("--help-all"))
            return true;
        if (a.startsWith(QLatin1Char('-'))) {
            if (withValue.contains(a))
                ++i;
            continue;
        }
        return findSubcommand(a) != nullptr || a == QLatin1String("help");
    }
    return false;
}

static QString overview()
{
    QString text = QCoreApplication::translate("Cli", "Subcommands:") + QLatin1Char('\n');
    for (const Subcommand &c : subcommands())
        text += QStringLiteral("  %1\n      %2\n").arg(c.synopsis, summaryOf(c));
    return text;
}

int runHeadless(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    // The language must be in place before the help texts are built.
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--lang") && i + 1 < arguments.size())
            Language::install(arguments.at(i + 1));
        else if (arguments.at(i).startsWith(QLatin1String("--lang=")))
            Language::install(arguments.at(i).mid(7));
    }
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("Cli",
                                         "Lowerscope diagnoses why a Triton kernel is slow: pattern triage, profiling, "
                                         "IR attribution along the lowering trajectory, compiler knowledge.")
        + QStringLiteral("\n\n") + overview());
    parser.addHelpOption();
    parser.addVersionOption();
    addGlobalOptions(parser);
    QSet<QString> seen;
    for (const Subcommand &c : subcommands())
        for (const QCommandLineOption &o : c.options ? c.options() : QList<QCommandLineOption>())
            if (!seen.contains(o.names().constFirst())) {
                seen.insert(o.names().constFirst());
                parser.addOption(o);
            }
    parser.addPositionalArgument(
        QStringLiteral("subcommand"), QCoreApplication::translate("Cli", "What to do; see the list above."));

    if (!parser.parse(arguments)) {
        err << "lowerscope: " << parser.errorText() << Qt::endl;
        return 1;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << Qt::endl;
        return 0;
    }
    QStringList pos = parser.positionalArguments();
    if (pos.isEmpty() || parser.isSet(QStringLiteral("help"))) {
        const Subcommand *cmd = pos.isEmpty()
            ? nullptr
            : findSubcommand(pos.constFirst() == QLatin1String("help") && pos.size() > 1 ? pos.at(1) : pos.constFirst());
        if (cmd)
            out << QCoreApplication::translate("Cli", "Usage: lowerscope %1").arg(cmd->synopsis) << "\n\n"
                << summaryOf(*cmd) << '\n';
        else
            out << parser.helpText();
        return 0;
    }
    if (pos.constFirst() == QLatin1String("help")) {
        const Subcommand *cmd = pos.size() > 1 ? findSubcommand(pos.at(1)) : nullptr;
        out << (cmd ? QCoreApplication::translate("Cli", "Usage: lowerscope %1").arg(cmd->synopsis) + QStringLiteral("\n\n")
                    + summaryOf(*cmd) + QLatin1Char('\n')
                    : parser.helpText());
        return 0;
    }
    const Subcommand *cmd = findSubcommand(pos.constFirst());
    if (!cmd) {
        err << "lowerscope: "
            << QCoreApplication::translate("Cli", "unknown subcommand '%1' (see lowerscope --help)").arg(pos.constFirst())
            << Qt::endl;
        return 1;
    }
    pos.removeFirst();
    const QString kb = parser.isSet(QStringLiteral("kb")) ? parser.value(QStringLiteral("kb")) : Paths::defaultKnowledgeBase();
    const QString ws
        = parser.isSet(QStringLiteral("workspace")) ? parser.value(QStringLiteral("workspace")) : Paths::defaultWorkspace();
    const Invocation inv { cmd->name, pos, parser, parser.isSet(QStringLiteral("json")), kb, ws, out, err };
    try {
        const int rc = cmd->run(inv);
        out.flush();
        return rc;
    } catch (const std::exception &e) {
        err << "lowerscope: " << QCoreApplication::translate("Cli", "internal error: %1").arg(QString::fromLocal8Bit(e.what()))
            << Qt::endl;
        return 2;
    } catch (...) {
        err << "lowerscope: " << QCoreApplication::translate("Cli", "internal error") << Qt::endl;
        return 2;
    }
}

} // namespace Lowerscope::Cli
