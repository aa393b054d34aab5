// SPDX-License-Identifier: MIT
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTextStream>
#include <functional>
#include <initializer_list>
#include <utility>

namespace Lowerscope::Cli {

// What a subcommand gets: its positional arguments (after the subcommand name), the parsed options,
// the global selections and the two output streams. stdout carries only the result (one JSON document with
// --json); everything for people goes to stderr.
struct Invocation {
    QString name;
    QStringList args;
    const QCommandLineParser &parser;
    bool json = false;
    QString kb;
    QString workspace;
    QTextStream &out;
    QTextStream &err;

    // Prints "lowerscope: MESSAGE" on stderr and returns exit code 1 (bad arguments, nothing readable).
    int fail(const QString &message) const;
    // Prints "lowerscope: warning: MESSAGE" on stderr.
    void warn(const QString &message) const;
    void printJson(const QJsonObject &doc) const;
    QString value(const QString &option) const { return parser.value(option); }
    bool isSet(const QString &option) const { return parser.isSet(option); }
    // For commands that edit a named profile: each (option, field) where the option is set takes its value.
    void assignSet(std::initializer_list<std::pair<const char *, QString *>> fields) const;
};

struct Subcommand {
    QString name;
    QString synopsis; // "trajectory PATH [--kernel NAME] [--json]"
    const char *summary = nullptr; // one line, marked with QT_TRANSLATE_NOOP("Cli", ...), translated when shown
    // Built when parsing, after the translator is installed, so that descriptions are translated.
    std::function<QList<QCommandLineOption>()> options;
    std::function<int(const Invocation &)> run;
};

// Subcommands register themselves from their own files with a static Registration.
QList<Subcommand> &subcommands();
const Subcommand *findSubcommand(const QString &name);
QString summaryOf(const Subcommand &cmd);
struct Registration {
    explicit Registration(Subcommand cmd) { subcommands().append(std::move(cmd)); }
};

// True when argv names a subcommand (or asks for --help/--version), so no display is needed.
bool isHeadless(int argc, char **argv);
// Parses and dispatches; returns the process exit code (0 ok, 1 usage or input error, 2 internal error).
int runHeadless(const QStringList &arguments);
// The options shared by both faces.
void addGlobalOptions(QCommandLineParser &parser);

} // namespace Lowerscope::Cli
