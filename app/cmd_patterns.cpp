// SPDX-License-Identifier: MIT
// `lowerscope patterns list|show ID|add FILE|edit ID FILE|remove ID|import FILE|export [FILE] [--json]`.
#include "cli.h"
#include "core/diagnostics.h"
#include "core/userfile.h"
#include "kb/knowledgebase.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Lowerscope;

namespace {

QJsonObject document(const QList<Pattern> &patterns)
{
    QJsonArray arr;
    for (const Pattern &p : patterns)
        arr.append(p.toJson());
    QJsonObject doc { { QStringLiteral("patterns"), arr } };
    Diagnostics().addTo(doc);
    return doc;
}

bool readFile(const Cli::Invocation &inv, const QString &path, QByteArray *data, int *rc)
{
    QString why;
    if (!UserFile::read(path, UserFile::MaxDocumentBytes, data, &why)) {
        *rc = inv.fail(why);
        return false;
    }
    return true;
}

// A single pattern from FILE (a pattern object, or a document holding exactly one), validated.
bool readOnePattern(const Cli::Invocation &inv, const QString &path, Pattern *out, int *rc)
{
    QByteArray data;
    if (!readFile(inv, path, &data, rc))
        return false;
    KnowledgeBase scratch; // validation only: parse through the same path as import, into memory
    if (!scratch.open(QStringLiteral(":memory:"), { false })) {
        *rc = inv.fail(scratch.error());
        return false;
    }
    const ImportReport r = scratch.importJson(data, path);
    if (!r.error.isEmpty()) {
        *rc = inv.fail(r.error);
        return false;
    }
    const QList<Pattern> all = scratch.patterns();
    if (all.size() != 1) {
        *rc = inv.fail(
            QCoreApplication::translate("Cli", "%1: expected exactly one pattern, found %2").arg(path).arg(all.size()));
        return false;
    }
    *out = all.constFirst();
    return true;
}

void printPattern(const Cli::Invocation &inv, const Pattern &p)
{
    inv.out << p.id << "  v" << p.version << "  " << p.title << '\n';
    inv.out << "  " << QCoreApplication::translate("Cli", "category") << ": " << p.category << "  "
            << QCoreApplication::translate("Cli", "backends") << ": " << p.backends.join(QLatin1Char(',')) << "  "
            << QCoreApplication::translate("Cli", "severity") << ": " << p.severity
            << (p.untested ? QStringLiteral("  [") + QCoreApplication::translate("Cli", "untested") + QLatin1Char(']')
                           : QString())
            << '\n';
    for (int i = 0; i < p.detectors.size(); ++i)
        inv.out << "  "
                << QCoreApplication::translate("Cli", "detector %1 (%2, %3, weight %4)")
                       .arg(i + 1)
                       .arg(p.detectors.at(i).kind, p.detectors.at(i).role)
                       .arg(p.detectors.at(i).weight)
                << ": " << p.detectors.at(i).expression << '\n';
    inv.out << "  " << QCoreApplication::translate("Cli", "symptom") << ": " << p.symptom << '\n';
    inv.out << "  " << QCoreApplication::translate("Cli", "recipe") << ": " << p.recipe << '\n';
    for (const QString &c : p.conditions)
        inv.out << "  " << QCoreApplication::translate("Cli", "condition") << ": " << c << '\n';
    inv.out << "  " << QCoreApplication::translate("Cli", "source") << ": "
            << (p.provenanceKind == QLatin1String("distilled") ? p.provenanceRounds.join(QLatin1Char(',')) : p.provenanceSource)
            << '\n';
    inv.out << "  " << QCoreApplication::translate("Cli", "tried %1, accepted %2").arg(p.stats.tried).arg(p.stats.accepted)
            << '\n';
}

int runList(const Cli::Invocation &inv, KnowledgeBase &kb)
{
    const QList<Pattern> all = kb.patterns();
    if (inv.json) {
        inv.printJson(document(all));
        return 0;
    }
    for (const Pattern &p : all)
        inv.out << p.id << "  [" << p.backends.join(QLatin1Char(',')) << "] " << p.category << "  " << p.title
                << (p.untested ? QStringLiteral("  (") + QCoreApplication::translate("Cli", "untested") + QLatin1Char(')')
                               : QString())
                << '\n';
    inv.err << QCoreApplication::translate("Cli", "%1 patterns, %2 untested, %3 compiler-knowledge entries")
                   .arg(all.size())
                   .arg(std::count_if(all.cbegin(), all.cend(), [](const Pattern &p) { return p.untested; }))
                   .arg(kb.compilerKnowledge().size())
            << Qt::endl;
    return 0;
}

int runWrite(const Cli::Invocation &inv, KnowledgeBase &kb, const QString &action)
{
    const QStringList &a = inv.args;
    int rc = 0;
    Pattern p;
    if (action == QLatin1String("add")) {
        if (a.size() != 2)
            return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope patterns add FILE"));
        if (!readOnePattern(inv, a.at(1), &p, &rc))
            return rc;
        if (!kb.addPattern(p, QCoreApplication::translate("Cli", "added from %1").arg(a.at(1))))
            return inv.fail(kb.error());
    } else if (action == QLatin1String("edit")) {
        if (a.size() != 3)
            return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope patterns edit ID FILE"));
        if (!readOnePattern(inv, a.at(2), &p, &rc))
            return rc;
        if (p.id != a.at(1))
            return inv.fail(
                QCoreApplication::translate("Cli", "%1: the file holds pattern %2, not %3").arg(a.at(2), p.id, a.at(1)));
        if (!kb.updatePattern(p, QCoreApplication::translate("Cli", "edited from %1").arg(a.at(2))))
            return inv.fail(kb.error());
    } else {
        if (a.size() != 2)
            return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope patterns remove ID"));
        if (!kb.removePattern(a.at(1)))
            return inv.fail(kb.error());
        if (inv.json)
            inv.printJson(document({}));
        return 0;
    }
    const std::optional<Pattern> stored = kb.pattern(p.id);
    if (inv.json)
        inv.printJson(document(stored ? QList<Pattern> { *stored } : QList<Pattern> {}));
    else if (stored)
        printPattern(inv, *stored);
    return 0;
}

int importPatterns(const Cli::Invocation &inv, KnowledgeBase &kb)
{
    if (inv.args.size() != 2)
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope patterns import FILE"));
    QByteArray data;
    int rc = 0;
    if (!readFile(inv, inv.args.at(1), &data, &rc))
        return rc;
    // Progress after each committed batch: what a killed import leaves behind is exactly what was reported.
    const ImportReport r = kb.importJson(data, inv.args.at(1), 200, [&inv](int done, int total) {
        inv.err << QCoreApplication::translate("Cli", "imported %1 of %2 patterns").arg(done).arg(total) << Qt::endl;
    });
    if (!r.error.isEmpty())
        return inv.fail(r.error);
    inv.err << QCoreApplication::translate("Cli", "%1 added, %2 updated, %3 unchanged, %4 compiler-knowledge entries")
                   .arg(r.added)
                   .arg(r.updated)
                   .arg(r.unchanged)
                   .arg(r.compilerKnowledge)
            << Qt::endl;
    if (inv.json)
        inv.printJson(document(kb.patterns()));
    return 0;
}

int exportPatterns(const Cli::Invocation &inv, KnowledgeBase &kb)
{
    if (inv.args.size() > 2)
        return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope patterns export [FILE]"));
    const QByteArray data = kb.exportJson();
    if (inv.args.size() == 2) {
        QFile f(inv.args.at(1));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(data) != data.size())
            return inv.fail(QCoreApplication::translate("Cli", "%1: cannot write: %2").arg(inv.args.at(1), f.errorString()));
    }
    if (inv.json) {
        QJsonObject doc = QJsonDocument::fromJson(data).object();
        Diagnostics().addTo(doc);
        inv.printJson(doc);
    } else if (inv.args.size() < 2) {
        inv.out << QString::fromUtf8(data);
    }
    return 0;
}

int runPatterns(const Cli::Invocation &inv)
{
    const QString action = inv.args.value(0, QStringLiteral("list"));
    static const QStringList actions = { QStringLiteral("list"), QStringLiteral("show"), QStringLiteral("add"),
        QStringLiteral("edit"), QStringLiteral("remove"), QStringLiteral("import"), QStringLiteral("export") };
    if (!actions.contains(action))
        return inv.fail(
            QCoreApplication::translate("Cli", "unknown patterns action '%1' (list, show, add, edit, remove, import, export)")
                .arg(action));
    KnowledgeBase kb;
    if (!kb.open(inv.kb))
        return inv.fail(kb.error());
    if (action == QLatin1String("list"))
        return runList(inv, kb);
    if (action == QLatin1String("show")) {
        if (inv.args.size() != 2)
            return inv.fail(QCoreApplication::translate("Cli", "usage: lowerscope patterns show ID"));
        const std::optional<Pattern> p = kb.pattern(inv.args.at(1));
        if (!p)
            return inv.fail(QCoreApplication::translate("Cli", "%1: no pattern %2").arg(inv.kb, inv.args.at(1)));
        if (inv.json)
            inv.printJson(document({ *p }));
        else
            printPattern(inv, *p);
        return 0;
    }
    if (action == QLatin1String("import"))
        return importPatterns(inv, kb);
    if (action == QLatin1String("export"))
        return exportPatterns(inv, kb);
    return runWrite(inv, kb, action);
}

} // namespace

static Cli::Registration patternsRegistration({ QStringLiteral("patterns"),
    QStringLiteral("patterns list|show ID|add FILE|edit ID FILE|remove ID|import FILE|export [FILE] [--json]"),
    QT_TRANSLATE_NOOP("Cli", "List, show, add, edit, remove, import or export the knowledge base's optimization patterns."), {},
    runPatterns });
