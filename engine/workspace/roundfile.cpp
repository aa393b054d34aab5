// SPDX-License-Identifier: MIT
#include "roundfile.h"

#include "core/enginetext.h"
#include "core/numeric.h"
#include "core/userfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace Lowerscope {

namespace {

// Reads optional typed members and remembers the first type mismatch, so that one message names it.
struct Reader {
    const QJsonObject &o;
    QString where;
    QString problem;

    QString text(const char *key)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isString())
            expected(key, "a string");
        return v.toString();
    }
    std::optional<double> number(const char *key)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isDouble()) {
            expected(key, "a number");
            return std::nullopt;
        }
        return v.toDouble();
    }
    std::optional<bool> boolean(const char *key)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isBool()) {
            expected(key, "true or false");
            return std::nullopt;
        }
        return v.toBool();
    }
    QJsonArray array(const char *key)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isNull() && !v.isArray())
            expected(key, "an array");
        return v.toArray();
    }
    void expected(const char *key, const char *what)
    {
        if (problem.isEmpty())
            problem = EngineText::english("Workspace", "%1.%2: expected %3").arg(where, QLatin1String(key), QLatin1String(what));
    }
};

std::optional<KernelSource> kernelSource(const QJsonValue &v, const QString &where, const QString &baseDir, QString *error)
{
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    const QJsonObject o = v.toObject();
    KernelSource k { o.value(QLatin1String("name")).toString(), o.value(QLatin1String("source")).toString() };
    const QString path = o.value(QLatin1String("path")).toString();
    if (!v.isObject() || (k.source.isEmpty() && path.isEmpty())) {
        *error = EngineText::english("Workspace", "%1: expected {\"name\", \"source\" or \"path\"}").arg(where);
        return std::nullopt;
    }
    if (k.source.isEmpty()) {
        QByteArray bytes;
        QString why;
        if (!UserFile::read(QDir(baseDir).filePath(path), UserFile::MaxDocumentBytes, &bytes, &why)) {
            *error = EngineText::join({ where, why }, QStringLiteral(": "));
            return std::nullopt;
        }
        k.source = QString::fromUtf8(bytes);
        if (k.name.isEmpty())
            k.name = QFileInfo(path).fileName();
    }
    return k;
}

} // namespace

std::optional<RoundRecord> parseRoundRecord(const QJsonObject &o, const QString &origin, const QString &baseDir, QString *error)
{
    RoundRecord rec;
    rec.origin = origin;
    Reader r { o, origin, {} };
    rec.operatorName = r.text("operator");
    rec.backend = r.text("backend");
    rec.hypothesis = r.text("hypothesis");
    rec.level = r.text("level");
    rec.source = r.text("source");
    rec.state = r.text("state");
    rec.outcome = r.text("outcome");
    rec.rewrite = r.text("rewrite");
    rec.rewriteKind = r.text("rewrite_kind");
    if (const auto index = r.number("index")) {
        const int whole = toInteger<int>(*index); // 0 outside int
        if (*index < 1 || *index != double(whole))
            r.expected("index", "a whole number from 1");
        rec.index = whole;
    }
    if (o.contains(QLatin1String("evidence")))
        rec.evidence = r.array("evidence");
    if (o.contains(QLatin1String("reasons")))
        rec.reasons = r.array("reasons");
    if (o.contains(QLatin1String("rewrite_origin"))) {
        if (!o.value(QLatin1String("rewrite_origin")).isObject())
            r.expected("rewrite_origin", "an object");
        rec.rewriteOrigin = o.value(QLatin1String("rewrite_origin")).toObject();
    }
    if (o.contains(QLatin1String("llm")) && !o.value(QLatin1String("llm")).isNull()) {
        if (!o.value(QLatin1String("llm")).isObject())
            r.expected("llm", "an object");
        rec.llm = o.value(QLatin1String("llm")).toObject();
    }
    if (o.contains(QLatin1String("findings"))) {
        rec.findings = r.array("findings");
        for (const QJsonValue &f : *rec.findings)
            if (!f.isObject())
                r.expected("findings", "an array of finding objects");
    }
    const QJsonArray cases = r.array("cases");
    for (qsizetype i = 0; i < cases.size(); ++i) {
        const QJsonObject c = cases.at(i).toObject();
        Reader cr { c, QStringLiteral("%1.cases[%2]").arg(origin).arg(i), {} };
        Case x { cr.text("case"), cr.array("shape"), cr.number("initial_ms"), cr.number("reference_ms") };
        if (x.name.isEmpty())
            cr.expected("case", "a case name");
        if (r.problem.isEmpty())
            r.problem = cr.problem;
        rec.cases.append(x);
    }
    const QJsonArray validation = r.array("validation");
    for (qsizetype i = 0; i < validation.size(); ++i) {
        const QJsonObject c = validation.at(i).toObject();
        Reader vr { c, QStringLiteral("%1.validation[%2]").arg(origin).arg(i), {} };
        CaseResult x { vr.text("case"), vr.boolean("correct"), vr.number("error"), vr.number("ms"), vr.number("reference_ms") };
        if (x.caseName.isEmpty())
            vr.expected("case", "a case name");
        if (x.ms && *x.ms <= 0)
            vr.expected("ms", "a time above 0");
        if (r.problem.isEmpty())
            r.problem = vr.problem;
        rec.validation.append(x);
    }
    if (rec.operatorName.isEmpty() && r.problem.isEmpty())
        r.expected("operator", "the operator's name");
    if (!r.problem.isEmpty()) {
        *error = r.problem;
        return std::nullopt;
    }
    QString why;
    rec.initial = kernelSource(o.value(QLatin1String("initial")), origin + QLatin1String(".initial"), baseDir, &why);
    if (why.isEmpty())
        rec.kernel = kernelSource(o.value(QLatin1String("kernel")), origin + QLatin1String(".kernel"), baseDir, &why);
    if (why.isEmpty())
        rec.base = kernelSource(o.value(QLatin1String("base")), origin + QLatin1String(".base"), baseDir, &why);
    if (!why.isEmpty()) {
        *error = why;
        return std::nullopt;
    }
    return rec;
}

static int lineOfOffset(const QByteArray &data, qsizetype offset)
{
    return int(data.left(offset).count('\n')) + 1;
}

QList<RoundRecord> readRoundFile(const QString &path, Diagnostics &diag, QString *error)
{
    QByteArray data;
    if (!UserFile::read(path, UserFile::MaxDocumentBytes, &data, error))
        return {};
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error = EngineText::english("Workspace", "%1:%2: not valid JSON: %3")
                     .arg(path)
                     .arg(lineOfOffset(data, pe.offset))
                     .arg(pe.errorString());
        return {};
    }
    QJsonArray entries;
    QString prefix = QStringLiteral("[%1]");
    if (doc.isArray()) {
        entries = doc.array();
    } else if (doc.object().contains(QLatin1String("rounds"))) {
        entries = doc.object().value(QLatin1String("rounds")).toArray();
        prefix = QStringLiteral("rounds[%1]");
    } else {
        entries.append(doc.object());
        prefix = QStringLiteral("round");
    }
    const QString baseDir = QFileInfo(path).absolutePath();
    QList<RoundRecord> result;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString origin = path + QLatin1String(": ") + (prefix.contains(QLatin1String("%1")) ? prefix.arg(i) : prefix);
        if (!entries.at(i).isObject()) {
            diag.warn(path, 0, EngineText::english("Workspace", "%1: expected a round object").arg(origin.mid(path.size() + 2)));
            continue;
        }
        QString why;
        if (auto rec = parseRoundRecord(entries.at(i).toObject(), origin, baseDir, &why))
            result.append(*rec);
        else
            diag.warn(path, 0, why.startsWith(path + QLatin1String(": ")) ? why.mid(path.size() + 2) : why);
    }
    if (result.isEmpty() && diag.warnings.isEmpty())
        *error = EngineText::english("Workspace", "%1: no rounds in this file").arg(path);
    return result;
}

} // namespace Lowerscope
