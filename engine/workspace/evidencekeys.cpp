// SPDX-License-Identifier: MIT
// Evidence and rewrites reduced to comparable keys in the detector language's vocabulary (docs/facts.md).
#include "core/backendregistry.h"
#include "synthesis.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace Lowerscope::Synthesis {

namespace {

// A string literal of the detector language: "..." with \" and \\ escapes.
QString literal(const QString &s)
{
    QString out = s;
    out.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

// Escapes regex metacharacters only (QRegularExpression::escape also escapes spaces, which reads badly).
QString regexEscape(const QString &s)
{
    static const QString meta = QStringLiteral("\\^$.|?*+()[]{}");
    QString out;
    for (QChar c : s) {
        if (meta.contains(c))
            out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

// The stage an IR artifact holds, by the backends' stage file patterns ("transpose.nvdisasm" -> "sass").
QString stageOf(const QString &artifact)
{
    const StageMatch m = BackendRegistry::instance().stageForFile(artifact);
    return m.stage == QLatin1String("source") ? QString() : m.stage;
}

// A remark's message without its location, "Warning: " and numbers, so that the same remark on two kernels
// compares equal.
QString normalizedRemark(QString text)
{
    static const QRegularExpression location(QStringLiteral("^.*?:\\d+:\\d+:\\s*"));
    static const QRegularExpression prefix(
        QStringLiteral("^(remark|warning|note):\\s*|^Warning:\\s*"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression number(QStringLiteral("\\d+"));
    text = text.trimmed().remove(location);
    while (text.contains(prefix))
        text.remove(prefix);
    text.remove(QRegularExpression(QStringLiteral("\\s*\\.\\.\\.$")));
    return text.replace(number, QStringLiteral("#")).simplified();
}

std::optional<EvidenceKey> remarkKey(const QString &excerpt)
{
    const QString msg = normalizedRemark(excerpt);
    if (msg.isEmpty())
        return std::nullopt;
    if (msg.contains(QLatin1String("vectorization fails")))
        return EvidenceKey { QStringLiteral("remark.vectorization_fails"), QStringLiteral("remark.vectorization_fails > 0"), {},
            {} };
    if (excerpt.contains(QLatin1String("MMA version 3 acceleration not applied")))
        return EvidenceKey { QStringLiteral("remark.mma_v3_not_applied"), QStringLiteral("remark.mma_v3_not_applied > 0"), {},
            {} };
    if (msg.contains(QLatin1String("pipeliner"), Qt::CaseInsensitive))
        return EvidenceKey { QStringLiteral("remark.pipeliner"), QStringLiteral("remark.pipeliner > 0"), {}, {} };
    QString pattern = regexEscape(msg);
    pattern.replace(QLatin1Char('#'), QLatin1String("[0-9]+"));
    const QString clause = QLatin1String("remarks(") + literal(pattern) + QLatin1String(") > 0");
    return EvidenceKey { clause, clause, {}, {} };
}

// The instruction or op an IR excerpt shows, in the stage's own spelling.
QString opcodeOf(const QString &stage, const QString &excerpt)
{
    if (stage == QLatin1String("ptx") || stage == QLatin1String("sass")) {
        static const QRegularExpression insn(QStringLiteral("^(?:/\\*[0-9a-fA-F]*\\*/)?\\s*(?:@!?%?\\w+\\s+)?([A-Za-z][\\w.]*)"));
        const auto m = insn.match(excerpt.trimmed());
        return m.hasMatch() ? m.captured(1) : QString();
    }
    if (stage == QLatin1String("llir")) {
        static const QRegularExpression insn(QStringLiteral("^(?:%[\\w.]+\\s*=\\s*)?([a-z][\\w]*)"));
        const auto m = insn.match(excerpt.trimmed());
        return m.hasMatch() ? m.captured(1) : QString();
    }
    static const QRegularExpression op(QStringLiteral("(?:^|=\\s*)\"?([a-z_]+\\.[a-z_][\\w.]*)"));
    const auto m = op.match(excerpt.trimmed());
    return m.hasMatch() ? m.captured(1) : QString();
}

std::optional<EvidenceKey> irKey(const QString &artifact, const QString &excerpt)
{
    const QString stage = stageOf(artifact);
    const QString opcode = opcodeOf(stage, excerpt);
    if (stage.isEmpty() || opcode.isEmpty())
        return std::nullopt;
    auto fact = [](const QString &name) { return EvidenceKey { name, name + QLatin1String(" > 0"), {}, {} }; };
    if (stage == QLatin1String("ptx")) {
        static const QRegularExpression access(QStringLiteral("^(ld|st)\\.global(?:\\.\\w+)*?(?:\\.(v2|v4))?(?:\\.[busf]\\d+)$"));
        const auto m = access.match(opcode);
        if (m.hasMatch()) {
            const QString width = m.captured(2).isEmpty() ? QStringLiteral("scalar") : m.captured(2);
            return fact(QStringLiteral("ptx.%1_global.%2").arg(m.captured(1), width));
        }
        if (opcode.startsWith(QLatin1String("atom.")) || opcode.startsWith(QLatin1String("red.")))
            return fact(QStringLiteral("ptx.atomics"));
        if (opcode.startsWith(QLatin1String("bar.")) || opcode.startsWith(QLatin1String("barrier.")))
            return fact(QStringLiteral("ptx.barriers"));
        if (opcode.startsWith(QLatin1String("cp.async.bulk.tensor")))
            return fact(QStringLiteral("ptx.tma"));
        if (opcode.startsWith(QLatin1String("cp.async")))
            return fact(QStringLiteral("ptx.cp_async"));
    }
    if (stage == QLatin1String("ttgir") && opcode == QLatin1String("ttg.convert_layout"))
        return fact(QStringLiteral("ttgir.convert_layout"));
    if (opcode.contains(QLatin1Char('.')) && stage != QLatin1String("ptx") && stage != QLatin1String("sass"))
        return fact(QStringLiteral("stage.%1.ops.%2").arg(stage, opcode));
    const QString clause = QStringLiteral("count(%1, %2) > 0")
                               .arg(stage, literal(QLatin1String("(^|\\s)") + regexEscape(opcode) + QLatin1String("\\b")));
    return EvidenceKey { clause, clause, {}, {} };
}

// Source evidence: the tl.* calls it shows, except the ones every kernel makes.
QList<EvidenceKey> sourceKeys(const QString &excerpt)
{
    static const QSet<QString> everywhere { QStringLiteral("load"), QStringLiteral("store"), QStringLiteral("arange"),
        QStringLiteral("program_id") };
    static const QRegularExpression call(QStringLiteral("\\btl\\.(\\w+)\\s*\\("));
    QList<EvidenceKey> keys;
    for (auto it = call.globalMatch(excerpt); it.hasNext();) {
        const QString fn = it.next().captured(1);
        if (!everywhere.contains(fn))
            keys.append(EvidenceKey {
                QLatin1String("source.tl.") + fn, QLatin1String("source.tl.") + fn + QLatin1String(" > 0"), {}, {} });
    }
    return keys;
}

QString factName(const QString &metric)
{
    static const QStringList prefixes { QStringLiteral("metric."), QStringLiteral("signal."), QStringLiteral("ascend."),
        QStringLiteral("profile.") };
    for (const QString &p : prefixes)
        if (metric.startsWith(p))
            return metric;
    return QLatin1String("metric.") + metric;
}

} // namespace

QList<EvidenceKey> evidenceKeys(const QJsonObject &finding)
{
    QList<EvidenceKey> keys;
    QSet<QString> seen;
    auto add = [&](const std::optional<EvidenceKey> &k) {
        if (k && !seen.contains(k->key)) {
            seen.insert(k->key);
            keys.append(*k);
        }
    };
    for (const QJsonValue &v : finding.value(QLatin1String("evidence")).toArray()) {
        const QJsonObject e = v.toObject();
        const QString kind = e.value(QLatin1String("kind")).toString();
        const QString excerpt = e.value(QLatin1String("excerpt")).toString();
        const QJsonValue value = e.value(QLatin1String("value"));
        if (e.contains(QLatin1String("fact"))) {
            const QString name = e.value(QLatin1String("fact")).toString();
            add(EvidenceKey { name, {}, value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt,
                value.isString()     ? value.toString()
                    : value.isBool() ? (value.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                                     : QString() });
        } else if (kind == QLatin1String("remark")) {
            add(remarkKey(excerpt));
        } else if (kind == QLatin1String("ir")) {
            add(irKey(e.value(QLatin1String("artifact")).toString(), excerpt));
        } else if (kind == QLatin1String("metric") && e.contains(QLatin1String("metric"))) {
            add(EvidenceKey { factName(e.value(QLatin1String("metric")).toString()), {},
                value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt, {} });
        } else if (kind == QLatin1String("rule")) {
            const QString rule = e.value(QLatin1String("rule")).toString(e.value(QLatin1String("metric")).toString());
            if (!rule.isEmpty())
                add(EvidenceKey { QLatin1String("rule.") + rule, QStringLiteral("has(rule.%1)").arg(rule), {}, {} });
        } else if (kind == QLatin1String("source")) {
            for (const EvidenceKey &k : sourceKeys(excerpt))
                add(k);
        }
    }
    return keys;
}

static int countMatches(const QStringList &lines, const QRegularExpression &re)
{
    int n = 0;
    for (const QString &l : lines)
        for (auto it = re.globalMatch(l); it.hasNext(); it.next())
            ++n;
    return n;
}

static QStringList tokens(const QStringList &lines, const QRegularExpression &re)
{
    QStringList out;
    for (const QString &l : lines)
        for (auto it = re.globalMatch(l); it.hasNext();)
            out << it.next().captured(0).remove(QLatin1Char(' '));
    out.sort();
    return out;
}

QStringList rewriteFeatures(const Round &round)
{
    if (!round.rewriteKind.isEmpty())
        return { round.rewriteKind };
    QStringList removed, added;
    for (const QString &line : round.rewrite.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("---")) || line.startsWith(QLatin1String("+++")))
            continue;
        if (line.startsWith(QLatin1Char('-')))
            removed << line.mid(1);
        else if (line.startsWith(QLatin1Char('+')))
            added << line.mid(1);
    }
    QStringList features;
    static const QRegularExpression loop(QStringLiteral("^\\s*for\\b"));
    static const QRegularExpression tile2d(QStringLiteral("\\[:, *None\\]|\\[None, *:\\]"));
    static const QRegularExpression block(QStringLiteral("\\b(?:BLOCK\\w*|B[MNK]|GROUP_\\w+)\\s*=\\s*[\\w.]+"));
    static const QRegularExpression launch(QStringLiteral("\\bnum_(?:warps|stages|ctas)\\s*=\\s*\\w+"));
    static const QRegularExpression load(QStringLiteral("\\btl\\.load\\s*\\("));
    static const QRegularExpression autotune(QStringLiteral("@triton\\.autotune"));
    const int loopsBefore = countMatches(removed, loop), loopsAfter = countMatches(added, loop);
    if (loopsBefore > loopsAfter)
        features << QStringLiteral("remove-loop");
    if (loopsAfter > loopsBefore)
        features << QStringLiteral("add-loop");
    if (countMatches(added, tile2d) > countMatches(removed, tile2d))
        features << QStringLiteral("tile-2d");
    if (tokens(removed, block) != tokens(added, block))
        features << QStringLiteral("block-size");
    if (tokens(removed, launch) != tokens(added, launch))
        features << QStringLiteral("launch-config");
    if (countMatches(added, load) < countMatches(removed, load))
        features << QStringLiteral("fewer-loads");
    if (countMatches(added, autotune) > countMatches(removed, autotune))
        features << QStringLiteral("autotune");
    return features;
}

} // namespace Lowerscope::Synthesis
