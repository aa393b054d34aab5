// SPDX-License-Identifier: MIT
#include "prompt.h"

#include "llmtext.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringList>

namespace Lowerscope {

namespace {

QString k(const char *s)
{
    return QString::fromLatin1(s);
}

QString readTemplate(const QString &dir, const QString &name, QString *error)
{
    const QString path = dir.isEmpty() ? QString(k(":/llm/") + name) : QString(dir + QLatin1Char('/') + name);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = EngineText::format(LlmText::TemplateUnreadable, { path, f.errorString() });
        return {};
    }
    return QString::fromUtf8(f.read(1 << 20));
}

QString number(double v)
{
    return QString::number(v, 'f', v < 1 ? 2 : 1);
}

QString evidenceLine(const QJsonObject &e)
{
    const QString kind = e.value(k("kind")).toString();
    if (kind == QLatin1String("metric"))
        return k("  - metric %1 = %2")
            .arg(e.value(k("metric")).toString(), QString::number(e.value(k("value")).toDouble(), 'g', 6));
    QString where = e.value(k("artifact")).toString();
    if (!e.value(k("line")).isNull() && e.value(k("line")).toInt() > 0)
        where += QLatin1Char(':') + QString::number(e.value(k("line")).toInt());
    return k("  - %1 %2: %3").arg(kind, where, e.value(k("excerpt")).toString().simplified().left(240));
}

QString findingsText(const PromptInputs &in, QStringList *patterns, QStringList *conditions)
{
    QStringList out;
    const QJsonArray findings = in.diagnosis.value(k("findings")).toArray();
    int n = 0;
    for (const QJsonValue &v : findings) {
        if (n >= in.maxFindings)
            break;
        const QJsonObject f = v.toObject();
        ++n;
        QString head
            = k("%1. %2 (%3)")
                  .arg(n)
                  .arg(f.value(k("title")).toString(f.value(k("category")).toString()), f.value(k("category")).toString());
        if (f.contains(k("impact")))
            head += k(", explains about %1 % of the kernel's time").arg(number(f.value(k("impact")).toDouble() * 100));
        if (const QString basis = f.value(k("impact_basis")).toString(); !basis.isEmpty())
            head += k(" (") + basis + QLatin1Char(')');
        if (f.value(k("line")).toInt() > 0)
            head += k(", at %1:%2").arg(f.value(k("file")).toString()).arg(f.value(k("line")).toInt());
        out.append(head);
        if (const QString why = f.value(k("explanation")).toString(); !why.isEmpty())
            out.append(k("   Why: ") + why);
        int e = 0;
        for (const QJsonValue &ev : f.value(k("evidence")).toArray()) {
            if (e++ >= in.maxEvidencePerFinding)
                break;
            out.append(evidenceLine(ev.toObject()));
        }
        if (const QString p = f.value(k("pattern")).toString(); !p.isEmpty() && !patterns->contains(p))
            patterns->append(p);
        if (n == 1)
            for (const QJsonValue &c : f.value(k("rewrite_conditions")).toArray())
                conditions->append(k("- ") + c.toString());
    }
    if (out.isEmpty())
        return QStringLiteral("No finding: the diagnosis found no cause."); // prompt text: English, like the templates
    return out.join(QLatin1Char('\n'));
}

QString historyText(const QJsonArray &history)
{
    QStringList out;
    for (const QJsonValue &v : history) {
        const QJsonObject r = v.toObject();
        QString line
            = k("- round %1 (%2): %3 -> %4")
                  .arg(r.value(k("round")).toInt())
                  .arg(r.value(k("source")).toString(), r.value(k("hypothesis")).toString(), r.value(k("outcome")).toString());
        if (r.contains(k("speedup")))
            line += k(", %1x").arg(number(r.value(k("speedup")).toDouble()));
        if (const QString reason = r.value(k("reason")).toString(); !reason.isEmpty())
            line += k(" (") + reason.simplified().left(300) + QLatin1Char(')');
        // Per case: the round's time against the initial kernel's (at most 16 cases a round).
        QStringList cases;
        for (const QJsonValue &cv : r.value(k("cases")).toArray()) {
            const QJsonObject c = cv.toObject();
            if (!c.contains(k("ms")) || cases.size() == 16)
                continue;
            QString one = k("%1 %2 ms").arg(c.value(k("case")).toString(), QString::number(c.value(k("ms")).toDouble(), 'g', 4));
            if (c.contains(k("initial_ms")))
                one += k(" (initial %1 ms)").arg(QString::number(c.value(k("initial_ms")).toDouble(), 'g', 4));
            cases.append(one);
        }
        if (!cases.isEmpty())
            line += k("\n  per case: ") + cases.join(k("; "));
        out.append(line);
    }
    return out.isEmpty() ? k("None yet.") : out.join(QLatin1Char('\n'));
}

} // namespace

QString renderTemplate(const QString &text, const QHash<QString, QString> &values, QString *error)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{\\{\\s*([a-z_]+)\\s*\\}\\}"));
    QString out;
    qsizetype last = 0;
    for (auto it = placeholder.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const QString name = m.captured(1);
        if (!values.contains(name)) {
            *error = EngineText::format(LlmText::PlaceholderWithoutValue, { name, QStringList(values.keys()).join(k(", ")) });
            return {};
        }
        out += QStringView(text).mid(last, m.capturedStart() - last);
        out += values.value(name);
        last = m.capturedEnd();
    }
    out += QStringView(text).mid(last);
    return out;
}

Prompt buildRewritePrompt(const PromptInputs &in, const QString &templateDir)
{
    Prompt p;
    const QString system = readTemplate(templateDir, k("rewrite.system.md"), &p.error);
    const QString user = p.error.isEmpty() ? readTemplate(templateDir, k("rewrite.user.md"), &p.error) : QString();
    if (!p.error.isEmpty())
        return p;
    QStringList patterns, conditions;
    QHash<QString, QString> values;
    values.insert(k("task"), in.task);
    values.insert(k("kernel_file"), in.kernelFile);
    QString kernel = in.kernel;
    while (kernel.endsWith(QLatin1Char('\n')))
        kernel.chop(1);
    values.insert(k("kernel"), kernel);
    values.insert(k("bottleneck"), in.diagnosis.value(k("bottleneck")).toString(k("unknown")));
    QStringList levels;
    for (const QJsonValue &l : in.diagnosis.value(k("levels_reached")).toArray())
        levels.append(l.toString());
    values.insert(k("levels_reached"), levels.isEmpty() ? k("L1") : levels.last());
    values.insert(k("stop_reason"), in.diagnosis.value(k("stop_reason")).toString());
    values.insert(k("findings"), findingsText(in, &patterns, &conditions));
    QStringList recipes;
    for (const QString &id : patterns)
        if (const QString r = in.recipes.value(id); !r.isEmpty())
            recipes.append(k("%1: %2").arg(id, r));
    values.insert(k("recipe"), recipes.isEmpty() ? k("None recorded.") : recipes.join(QLatin1Char('\n')));
    values.insert(k("conditions"), conditions.isEmpty() ? k("None recorded.") : conditions.join(QLatin1Char('\n')));
    values.insert(k("history"), historyText(in.history));
    values.insert(k("numerics"), in.numerics.isEmpty() ? k("None: the kernel reduces nothing.") : in.numerics);
    values.insert(k("launch"), in.launch.isEmpty() ? k("None computed: no case reached a kernel launch.") : in.launch);
    p.system = renderTemplate(system, values, &p.error);
    if (p.error.isEmpty())
        p.user = renderTemplate(user, values, &p.error);
    return p;
}

} // namespace Lowerscope
