// SPDX-License-Identifier: MIT
#include "prompt.h"

#include "core/jsonkey.h"
#include "llmtext.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringList>

namespace Lowerscope {

namespace {

QString readTemplate(const QString &dir, const QString &name, QString *error)
{
    const QString path = dir.isEmpty() ? QString(key(":/llm/") + name) : QString(dir + QLatin1Char('/') + name);
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
    const QString kind = e.value(key("kind")).toString();
    if (kind == QLatin1String("metric"))
        return key("  - metric %1 = %2")
            .arg(e.value(key("metric")).toString(), QString::number(e.value(key("value")).toDouble(), 'g', 6));
    QString where = e.value(key("artifact")).toString();
    if (!e.value(key("line")).isNull() && e.value(key("line")).toInt() > 0)
        where += QLatin1Char(':') + QString::number(e.value(key("line")).toInt());
    return key("  - %1 %2: %3").arg(kind, where, e.value(key("excerpt")).toString().simplified().left(240));
}

QString findingsText(const PromptInputs &in, QStringList *patterns, QStringList *conditions)
{
    QStringList out;
    const QJsonArray findings = in.diagnosis.value(key("findings")).toArray();
    int n = 0;
    for (const QJsonValue &v : findings) {
        if (n >= in.maxFindings)
            break;
        const QJsonObject f = v.toObject();
        ++n;
        QString head
            = key("%1. %2 (%3)")
                  .arg(n)
                  .arg(f.value(key("title")).toString(f.value(key("category")).toString()), f.value(key("category")).toString());
        if (f.contains(key("impact")))
            head += key(", explains about %1 % of the kernel's time").arg(number(f.value(key("impact")).toDouble() * 100));
        if (const QString basis = f.value(key("impact_basis")).toString(); !basis.isEmpty())
            head += key(" (") + basis + QLatin1Char(')');
        if (f.value(key("line")).toInt() > 0)
            head += key(", at %1:%2").arg(f.value(key("file")).toString()).arg(f.value(key("line")).toInt());
        out.append(head);
        if (const QString why = f.value(key("explanation")).toString(); !why.isEmpty())
            out.append(key("   Why: ") + why);
        int e = 0;
        for (const QJsonValue &ev : f.value(key("evidence")).toArray()) {
            if (e++ >= in.maxEvidencePerFinding)
                break;
            out.append(evidenceLine(ev.toObject()));
        }
        if (const QString p = f.value(key("pattern")).toString(); !p.isEmpty() && !patterns->contains(p))
            patterns->append(p);
        if (n == 1)
            for (const QJsonValue &c : f.value(key("rewrite_conditions")).toArray())
                conditions->append(key("- ") + c.toString());
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
        QString line = key("- round %1 (%2): %3 -> %4")
                           .arg(r.value(key("round")).toInt())
                           .arg(r.value(key("source")).toString(), r.value(key("hypothesis")).toString(),
                               r.value(key("outcome")).toString());
        if (r.contains(key("speedup")))
            line += key(", %1x").arg(number(r.value(key("speedup")).toDouble()));
        if (const QString reason = r.value(key("reason")).toString(); !reason.isEmpty())
            line += key(" (") + reason.simplified().left(300) + QLatin1Char(')');
        // Per case: the round's time against the initial kernel's (at most 16 cases a round).
        QStringList cases;
        for (const QJsonValue &cv : r.value(key("cases")).toArray()) {
            const QJsonObject c = cv.toObject();
            if (!c.contains(key("ms")) || cases.size() == 16)
                continue;
            QString one
                = key("%1 %2 ms").arg(c.value(key("case")).toString(), QString::number(c.value(key("ms")).toDouble(), 'g', 4));
            if (c.contains(key("initial_ms")))
                one += key(" (initial %1 ms)").arg(QString::number(c.value(key("initial_ms")).toDouble(), 'g', 4));
            cases.append(one);
        }
        if (!cases.isEmpty())
            line += key("\n  per case: ") + cases.join(key("; "));
        out.append(line);
    }
    return out.isEmpty() ? key("None yet.") : out.join(QLatin1Char('\n'));
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
            *error = EngineText::format(LlmText::PlaceholderWithoutValue, { name, QStringList(values.keys()).join(key(", ")) });
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
    const QString system = readTemplate(templateDir, key("rewrite.system.md"), &p.error);
    const QString user = p.error.isEmpty() ? readTemplate(templateDir, key("rewrite.user.md"), &p.error) : QString();
    if (!p.error.isEmpty())
        return p;
    QStringList patterns, conditions;
    QHash<QString, QString> values;
    values.insert(key("task"), in.task);
    values.insert(key("kernel_file"), in.kernelFile);
    QString kernel = in.kernel;
    while (kernel.endsWith(QLatin1Char('\n')))
        kernel.chop(1);
    values.insert(key("kernel"), kernel);
    values.insert(key("bottleneck"), in.diagnosis.value(key("bottleneck")).toString(key("unknown")));
    QStringList levels;
    for (const QJsonValue &l : in.diagnosis.value(key("levels_reached")).toArray())
        levels.append(l.toString());
    values.insert(key("levels_reached"), levels.isEmpty() ? key("L1") : levels.last());
    values.insert(key("stop_reason"), in.diagnosis.value(key("stop_reason")).toString());
    values.insert(key("findings"), findingsText(in, &patterns, &conditions));
    QStringList recipes;
    for (const QString &id : patterns)
        if (const QString r = in.recipes.value(id); !r.isEmpty())
            recipes.append(key("%1: %2").arg(id, r));
    values.insert(key("recipe"), recipes.isEmpty() ? key("None recorded.") : recipes.join(QLatin1Char('\n')));
    values.insert(key("conditions"), conditions.isEmpty() ? key("None recorded.") : conditions.join(QLatin1Char('\n')));
    values.insert(key("history"), historyText(in.history));
    values.insert(key("numerics"), in.numerics.isEmpty() ? key("None: the kernel reduces nothing.") : in.numerics);
    values.insert(key("launch"), in.launch.isEmpty() ? key("None computed: no case reached a kernel launch.") : in.launch);
    p.system = renderTemplate(system, values, &p.error);
    if (p.error.isEmpty())
        p.user = renderTemplate(user, values, &p.error);
    return p;
}

} // namespace Lowerscope
