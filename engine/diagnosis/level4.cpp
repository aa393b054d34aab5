// SPDX-License-Identifier: MIT
// L4 compiler-source escalation: which pass and which condition blocked the optimization a finding is
// about, and what the source must satisfy, from the knowledge base's compiler knowledge; with a compiler
// checkout configured, the file and line that emits the remark.
#include "levels.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>

namespace Lowerscope {

namespace {

// The fixed text of a remark template: the part before its first placeholder ("{vec}", "%d").
QString stem(const QString &remark)
{
    static const QRegularExpression placeholder(QStringLiteral(R"(\{[^}]*\}|%[a-z])"));
    const auto m = placeholder.match(remark);
    QString s = m.hasMatch() ? remark.left(m.capturedStart()) : remark;
    s = s.trimmed();
    if (s.startsWith(QLatin1String("Warning: ")))
        s = s.mid(9);
    return s.size() >= 12 ? s : QString();
}

bool remarkMatches(const CompilerKnowledge &entry, const QString &message)
{
    for (const QString &r : entry.remarks) {
        const QString s = stem(r);
        if (!s.isEmpty() && message.contains(s))
            return true;
    }
    return false;
}

// Where in a compiler checkout a remark's text is written: "path:line", or empty.
QString locateInSource(const QString &dir, const QString &remark)
{
    const QString s = stem(remark);
    if (dir.isEmpty() || s.isEmpty())
        return {};
    QDirIterator it(dir, {QStringLiteral("*.cpp"), QStringLiteral("*.h"), QStringLiteral("*.cc"), QStringLiteral("*.py")}, QDir::Files,
                    QDirIterator::Subdirectories);
    const QByteArray needle = s.left(40).toUtf8();
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.size() > 8 * 1024 * 1024 || !f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray data = f.readAll();
        const qsizetype at = data.indexOf(needle);
        if (at >= 0)
            return QDir(dir).relativeFilePath(f.fileName()) + QLatin1Char(':') + QString::number(data.left(at).count('\n') + 1);
    }
    return {};
}

} // namespace

LevelOutcome compilerEscalation(const EvidenceBundle &k, QList<Finding> &findings, const QList<CompilerKnowledge> &knowledge,
                                const QString &compilerSourceDir)
{
    LevelOutcome out;
    int explained = 0;
    for (Finding &f : findings) {
        if (!isCompilerDecision(f.category))
            continue;
        QStringList remarks;
        for (const Evidence &e : std::as_const(f.evidence))
            if (e.kind == QLatin1String("remark"))
                remarks << e.excerpt;
        // Prefer the entry whose remark text the compiler printed; else any entry for the category.
        const CompilerKnowledge *best = nullptr;
        for (const CompilerKnowledge &c : knowledge) {
            if (!c.backend.isEmpty() && c.backend != k.backend)
                continue;
            const bool byRemark = std::any_of(remarks.cbegin(), remarks.cend(), [&](const QString &m) { return remarkMatches(c, m); });
            if (byRemark) {
                best = &c;
                break;
            }
            if (!best && c.categories.contains(f.category))
                best = &c;
        }
        if (!best)
            continue;
        ++explained;
        f.explanation = QStringLiteral("%1 (%2): %3").arg(best->pass, best->argument, best->does);
        if (!best->blockedBy.isEmpty())
            f.explanation += QStringLiteral(" Blocked when: ") + best->blockedBy.join(QStringLiteral("; ")) + QLatin1Char('.');
        for (const QString &c : best->mustSatisfy)
            if (!f.rewriteConditions.contains(c))
                f.rewriteConditions << c;
        QString where = best->sourceLocation;
        if (!remarks.isEmpty()) {
            const QString found = locateInSource(compilerSourceDir, best->remarks.value(0));
            if (!found.isEmpty())
                where = found;
        }
        f.addEvidence({QStringLiteral("compiler-knowledge"), QStringLiteral("kb:") + best->id, 0,
                       best->pass + QStringLiteral(" — ") + where, {}, {}});
    }
    out.decisive = explained > 0;
    out.reason = explained ? QStringLiteral("%1 finding(s) explained by compiler knowledge").arg(explained)
                           : QStringLiteral("no compiler knowledge entry explains the findings");
    return out;
}

} // namespace Lowerscope
