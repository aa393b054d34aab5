// SPDX-License-Identifier: MIT
// L4 compiler-source escalation: which pass and which condition blocked the optimization a finding is
// about, and what the source must satisfy, from the knowledge base's compiler knowledge; with a compiler
// checkout configured, the file and line that emits the remark.
#include "kb/detector.h"
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
    QDirIterator it(dir, { QStringLiteral("*.cpp"), QStringLiteral("*.h"), QStringLiteral("*.cc"), QStringLiteral("*.py") },
        QDir::Files, QDirIterator::Subdirectories);
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

namespace {

Truth test(const QString &expression, const Facts &facts, QStringList *missing = nullptr)
{
    if (expression.isEmpty())
        return Truth::Unknown;
    const Detector d = Detector::cached(expression);
    if (!d.isValid())
        return Truth::Unknown;
    const DetectorResult r = d.evaluate(facts);
    if (missing)
        *missing = r.missing;
    return r.truth;
}

// How well the evidence supports an entry for a finding: the compiler printed its remark (strongest),
// its applicability test holds (target architecture, dtypes, IR facts), one of its blocking conditions
// holds. An entry whose applicability is false, or that nothing supports, is never chosen.
int support(const CompilerKnowledge &c, const Finding &f, const QStringList &remarks, const Facts &facts)
{
    const bool byRemark = std::any_of(remarks.cbegin(), remarks.cend(), [&](const QString &m) { return remarkMatches(c, m); });
    if (!byRemark && !c.categories.contains(f.category))
        return 0;
    const Truth applies = test(c.appliesWhen, facts);
    if (applies == Truth::False)
        return 0;
    int score = byRemark ? 4 : 0;
    if (applies == Truth::True)
        score += 2;
    for (auto it = c.blockedChecks.cbegin(); it != c.blockedChecks.cend(); ++it)
        if (test(it.value(), facts) == Truth::True) {
            score += 1;
            break;
        }
    return score;
}

// "Blocked here by: X.", "Does not hold: Y.", "Blocked when (not decidable from the evidence): Z (needs facts).":
// one sentence each, built for translation (the conditions themselves are knowledge-base data).
QStringList conditionSentences(const CompilerKnowledge &c, const Facts &facts)
{
    QStringList holds, not_, unknown;
    for (const QString &b : c.blockedBy) {
        QStringList missing;
        const Truth t = test(c.blockedChecks.value(b), facts, &missing);
        if (t == Truth::True)
            holds << b;
        else if (t == Truth::False)
            not_ << b;
        else
            unknown << (missing.isEmpty() ? b
                                          : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1 (needs %2)"),
                                                { b, missing.mid(0, 3).join(QStringLiteral(", ")) }));
    }
    const QString separator = QStringLiteral("; ");
    QStringList out;
    if (!holds.isEmpty())
        out << ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Blocked here by: %1."), { holds.join(separator) });
    if (!not_.isEmpty())
        out << ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Does not hold: %1."), { not_.join(separator) });
    if (!unknown.isEmpty())
        out << (holds.isEmpty()
                ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Blocked when (not decidable from the evidence): %1."),
                      { EngineText::join(unknown, separator) })
                : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Not decidable from the evidence: %1."),
                      { EngineText::join(unknown, separator) }));
    return out;
}

} // namespace

LevelOutcome compilerEscalation(const EvidenceBundle &k, QList<Finding> &findings, const QList<CompilerKnowledge> &knowledge,
    const QString &compilerSourceDir)
{
    LevelOutcome out;
    int explained = 0;
    QStringList unexplained;
    for (Finding &f : findings) {
        if (!isCompilerDecision(f.category))
            continue;
        QStringList remarks;
        for (const Evidence &e : std::as_const(f.evidence))
            if (e.kind == QLatin1String("remark"))
                remarks << e.excerpt;
        // The entry the evidence supports best; ties go to the first by id. Never a default entry.
        const CompilerKnowledge *best = nullptr;
        int bestScore = 0;
        for (const CompilerKnowledge &c : knowledge) {
            if (!c.backend.isEmpty() && c.backend != k.backend)
                continue;
            const int score = support(c, f, remarks, k.facts);
            if (score > bestScore) {
                best = &c;
                bestScore = score;
            }
        }
        if (!best) {
            unexplained << f.id();
            continue;
        }
        ++explained;
        // "pass (argument): what it does" and the sentences on its conditions, each translated where shown.
        f.explanation = EngineText::join(
            QStringList { ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1 (%2): %3"), { best->pass, best->argument, best->does }) }
                + conditionSentences(*best, k.facts),
            QStringLiteral(" "));
        for (const QString &c : best->mustSatisfy)
            if (!f.rewriteConditions.contains(c))
                f.rewriteConditions << c;
        QString where = best->sourceLocation;
        if (!remarks.isEmpty()) {
            const QString found = locateInSource(compilerSourceDir, best->remarks.value(0));
            if (!found.isEmpty())
                where = found;
        }
        f.addEvidence({ QStringLiteral("compiler-knowledge"), QStringLiteral("kb:") + best->id, 0,
            best->pass + QStringLiteral(" — ") + where, {}, {} });
    }
    out.decisive = explained > 0;
    out.reason = explained
        ? ladderText(
              QT_TRANSLATE_NOOP("Diagnosis", "%1 finding(s) explained by compiler knowledge"), { QString::number(explained) })
        : ladderText(QT_TRANSLATE_NOOP("Diagnosis",
                         "no compiler knowledge entry is supported by the evidence (remark, target, dtypes, IR facts) for %1"),
              { unexplained.join(QStringLiteral(", ")) });
    return out;
}

} // namespace Lowerscope
