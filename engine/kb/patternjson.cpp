// SPDX-License-Identifier: MIT
// The JSON form of patterns and compiler knowledge (schema in docs/knowledge-base.md).
#include "core/enginetext.h"
#include "pattern.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Lowerscope {

namespace {

QJsonArray strings(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QStringList stringList(const QJsonValue &v)
{
    QStringList out;
    const QJsonArray arr = v.toArray();
    for (const QJsonValue &e : arr)
        out.append(e.toString());
    return out;
}

bool oneOf(const QString &value, std::initializer_list<const char *> allowed)
{
    for (const char *a : allowed)
        if (value == QLatin1String(a))
            return true;
    return false;
}

} // namespace

QJsonObject Pattern::definitionJson() const
{
    QJsonArray dets;
    for (const PatternDetector &d : detectors) {
        QJsonObject o { { QStringLiteral("kind"), d.kind }, { QStringLiteral("expression"), d.expression },
            { QStringLiteral("weight"), d.weight }, { QStringLiteral("role"), d.role } };
        if (!d.note.isEmpty())
            o.insert(QStringLiteral("note"), d.note);
        dets.append(o);
    }
    QJsonArray editArr;
    for (const PatternEdit &e : edits)
        editArr.append(QJsonObject {
            { QStringLiteral("param"), e.param }, { QStringLiteral("op"), e.op }, { QStringLiteral("value"), e.value } });
    QJsonObject prov { { QStringLiteral("kind"), provenanceKind } };
    if (!provenanceSource.isEmpty())
        prov.insert(QStringLiteral("source"), provenanceSource);
    if (!provenanceRounds.isEmpty())
        prov.insert(QStringLiteral("rounds"), strings(provenanceRounds));
    return QJsonObject { { QStringLiteral("id"), id }, { QStringLiteral("title"), title }, { QStringLiteral("family"), family },
        { QStringLiteral("category"), category }, { QStringLiteral("severity"), severity },
        { QStringLiteral("backends"), strings(backends) }, { QStringLiteral("operator_categories"), strings(operatorCategories) },
        { QStringLiteral("applicability"), applicability }, { QStringLiteral("detectors"), dets },
        { QStringLiteral("symptom"), symptom }, { QStringLiteral("rationale"), rationale }, { QStringLiteral("recipe"), recipe },
        { QStringLiteral("edits"), editArr }, { QStringLiteral("conditions"), strings(conditions) },
        { QStringLiteral("expected_gain"), expectedGain }, { QStringLiteral("risk"), risk },
        { QStringLiteral("provenance"), prov }, { QStringLiteral("untested"), untested } };
}

QJsonObject Pattern::toJson() const
{
    QJsonObject o = definitionJson();
    QJsonArray hist;
    for (const PatternRevision &r : history)
        hist.append(QJsonObject {
            { QStringLiteral("version"), r.version }, { QStringLiteral("date"), r.date }, { QStringLiteral("note"), r.note } });
    o.insert(QStringLiteral("version"), version);
    o.insert(QStringLiteral("history"), hist);
    o.insert(QStringLiteral("stats"),
        QJsonObject { { QStringLiteral("tried"), stats.tried }, { QStringLiteral("accepted"), stats.accepted },
            { QStringLiteral("median_gain"), std::isnan(stats.medianGain) ? QJsonValue() : QJsonValue(stats.medianGain) } });
    return o;
}

Pattern Pattern::fromJson(const QJsonObject &o, QString *error)
{
    Pattern p;
    auto bad = [&](const QString &message) {
        if (error)
            *error = message;
        return Pattern();
    };
    p.id = o.value(QStringLiteral("id")).toString().trimmed();
    if (p.id.isEmpty())
        return bad(EngineText::english("KnowledgeBase", "a pattern without an \"id\""));
    p.title = o.value(QStringLiteral("title")).toString();
    p.family = o.value(QStringLiteral("family")).toString();
    p.category = o.value(QStringLiteral("category")).toString();
    p.severity = o.value(QStringLiteral("severity")).toString(QStringLiteral("medium"));
    if (!oneOf(p.severity, { "info", "low", "medium", "high" }))
        return bad(EngineText::english("KnowledgeBase", "pattern %1: severity must be info, low, medium or high").arg(p.id));
    p.backends = stringList(o.value(QStringLiteral("backends")));
    p.operatorCategories = stringList(o.value(QStringLiteral("operator_categories")));
    p.applicability = o.value(QStringLiteral("applicability")).toString();
    const QJsonArray dets = o.value(QStringLiteral("detectors")).toArray();
    for (qsizetype i = 0; i < dets.size(); ++i) {
        const QJsonObject d = dets.at(i).toObject();
        PatternDetector det;
        det.kind = d.value(QStringLiteral("kind")).toString(QStringLiteral("ir"));
        det.expression = d.value(QStringLiteral("expression")).toString();
        det.weight = d.value(QStringLiteral("weight")).toDouble(1.0);
        det.role = d.value(QStringLiteral("role")).toString(QStringLiteral("supporting"));
        det.note = d.value(QStringLiteral("note")).toString();
        if (!oneOf(det.kind, { "source", "ir", "metric" }))
            return bad(EngineText::english("KnowledgeBase", "pattern %1, detector %2: kind must be source, ir or metric")
                    .arg(p.id)
                    .arg(i + 1));
        if (!oneOf(det.role, { "required", "supporting", "veto" }))
            return bad(EngineText::english("KnowledgeBase", "pattern %1, detector %2: role must be required, supporting or veto")
                    .arg(p.id)
                    .arg(i + 1));
        if (det.weight <= 0)
            return bad(
                EngineText::english("KnowledgeBase", "pattern %1, detector %2: weight must be positive").arg(p.id).arg(i + 1));
        p.detectors.append(det);
    }
    p.symptom = o.value(QStringLiteral("symptom")).toString();
    p.rationale = o.value(QStringLiteral("rationale")).toString();
    p.recipe = o.value(QStringLiteral("recipe")).toString();
    const QJsonArray editArr = o.value(QStringLiteral("edits")).toArray();
    for (const QJsonValue &v : editArr) {
        const QJsonObject e = v.toObject();
        PatternEdit edit { e.value(QStringLiteral("param")).toString(), e.value(QStringLiteral("op")).toString(),
            e.value(QStringLiteral("value")).toDouble() };
        if (edit.param.isEmpty() || !oneOf(edit.op, { "set", "scale", "min", "max" }))
            return bad(EngineText::english(
                "KnowledgeBase", "pattern %1: an edit needs a \"param\" and an \"op\" of set, scale, min or max")
                    .arg(p.id));
        p.edits.append(edit);
    }
    p.conditions = stringList(o.value(QStringLiteral("conditions")));
    p.expectedGain = o.value(QStringLiteral("expected_gain")).toString();
    p.risk = o.value(QStringLiteral("risk")).toString();
    const QJsonObject prov = o.value(QStringLiteral("provenance")).toObject();
    p.provenanceKind = prov.value(QStringLiteral("kind")).toString(QStringLiteral("curated"));
    p.provenanceSource = prov.value(QStringLiteral("source")).toString();
    p.provenanceRounds = stringList(prov.value(QStringLiteral("rounds")));
    if (!oneOf(p.provenanceKind, { "curated", "distilled" }))
        return bad(EngineText::english("KnowledgeBase", "pattern %1: provenance kind must be curated or distilled").arg(p.id));
    p.untested = o.value(QStringLiteral("untested")).toBool();
    p.version = o.value(QStringLiteral("version")).toInt(1);
    const QJsonArray hist = o.value(QStringLiteral("history")).toArray();
    for (const QJsonValue &v : hist) {
        const QJsonObject r = v.toObject();
        p.history.append({ r.value(QStringLiteral("version")).toInt(), r.value(QStringLiteral("date")).toString(),
            r.value(QStringLiteral("note")).toString() });
    }
    const QJsonObject st = o.value(QStringLiteral("stats")).toObject();
    p.stats.tried = st.value(QStringLiteral("tried")).toInt();
    p.stats.accepted = st.value(QStringLiteral("accepted")).toInt();
    const QJsonValue mg = st.value(QStringLiteral("median_gain"));
    p.stats.medianGain = mg.isDouble() ? mg.toDouble() : std::nan("");
    if (error)
        error->clear();
    return p;
}

QJsonObject CompilerKnowledge::toJson() const
{
    QJsonObject o { { QStringLiteral("id"), id }, { QStringLiteral("backend"), backend },
        { QStringLiteral("compiler_versions"), compilerVersions }, { QStringLiteral("pass"), pass },
        { QStringLiteral("argument"), argument }, { QStringLiteral("does"), does },
        { QStringLiteral("blocked_by"), strings(blockedBy) }, { QStringLiteral("remarks"), strings(remarks) },
        { QStringLiteral("source_location"), sourceLocation }, { QStringLiteral("must_satisfy"), strings(mustSatisfy) },
        { QStringLiteral("categories"), strings(categories) }, { QStringLiteral("source"), source } };
    if (!appliesWhen.isEmpty())
        o.insert(QStringLiteral("applies_when"), appliesWhen);
    if (!blockedChecks.isEmpty()) {
        QJsonObject checks;
        for (auto it = blockedChecks.cbegin(); it != blockedChecks.cend(); ++it)
            checks.insert(it.key(), it.value());
        o.insert(QStringLiteral("blocked_checks"), checks);
    }
    return o;
}

CompilerKnowledge CompilerKnowledge::fromJson(const QJsonObject &o, QString *error)
{
    CompilerKnowledge k;
    k.id = o.value(QStringLiteral("id")).toString().trimmed();
    if (k.id.isEmpty()) {
        if (error)
            *error = EngineText::english("KnowledgeBase", "a compiler-knowledge entry without an \"id\"");
        return {};
    }
    k.backend = o.value(QStringLiteral("backend")).toString();
    k.compilerVersions = o.value(QStringLiteral("compiler_versions")).toString();
    k.pass = o.value(QStringLiteral("pass")).toString();
    k.argument = o.value(QStringLiteral("argument")).toString();
    k.does = o.value(QStringLiteral("does")).toString();
    k.blockedBy = stringList(o.value(QStringLiteral("blocked_by")));
    k.remarks = stringList(o.value(QStringLiteral("remarks")));
    k.sourceLocation = o.value(QStringLiteral("source_location")).toString();
    k.mustSatisfy = stringList(o.value(QStringLiteral("must_satisfy")));
    k.categories = stringList(o.value(QStringLiteral("categories")));
    k.source = o.value(QStringLiteral("source")).toString();
    k.appliesWhen = o.value(QStringLiteral("applies_when")).toString();
    const QJsonObject checks = o.value(QStringLiteral("blocked_checks")).toObject();
    for (auto it = checks.constBegin(); it != checks.constEnd(); ++it)
        k.blockedChecks.insert(it.key(), it.value().toString());
    if (error)
        error->clear();
    return k;
}

} // namespace Lowerscope
