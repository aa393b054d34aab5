// SPDX-License-Identifier: MIT
#include "loweringtrajectory.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace Lowerscope {

static QJsonObject histogramJson(const OpHistogram &h)
{
    QJsonObject o;
    for (auto it = h.cbegin(); it != h.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

static QJsonValue orNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}
static QJsonValue orNull(int v)
{
    return v > 0 ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

const StageSnapshot *LoweringTrajectory::stage(const QString &name) const
{
    for (const StageSnapshot &s : stages)
        if (s.kind == QLatin1String("stage") && s.name == name)
            return &s;
    return nullptr;
}

QString LoweringTrajectory::relativePath(const QString &path) const
{
    if (root.isEmpty() || path.isEmpty())
        return path;
    const QString rel = QDir(root).relativeFilePath(path);
    return rel.isEmpty() ? QFileInfo(path).fileName() : rel;
}

QString LoweringTrajectory::artifactName(const ArtifactRange &a) const
{
    const QString file = relativePath(a.path);
    return a.member.isEmpty() ? file : file + QLatin1Char('#') + a.member;
}

static QJsonObject artifactJson(const LoweringTrajectory &t, const ArtifactRange &a)
{
    QJsonObject o { { u"path"_s, t.relativePath(a.path) }, { u"first_line"_s, orNull(a.firstLine) },
        { u"last_line"_s, orNull(a.lastLine) }, { u"byte_begin"_s, double(a.byteBegin) }, { u"byte_end"_s, double(a.byteEnd) } };
    if (!a.member.isEmpty())
        o.insert(u"member"_s, a.member);
    return o;
}

static QJsonArray stagesJson(const LoweringTrajectory &t)
{
    QJsonArray out;
    for (const StageSnapshot &s : t.stages) {
        QJsonObject o { { u"index"_s, s.index }, { u"name"_s, s.name }, { u"kind"_s, s.kind }, { u"syntax"_s, s.syntax },
            { u"lines"_s, s.lines }, { u"dialects"_s, histogramJson(s.dialects) }, { u"ops"_s, histogramJson(s.ops) },
            { u"artifact"_s, artifactJson(t, s.artifact) } };
        if (s.kind == QLatin1String("pass"))
            o.insert(u"pass_index"_s, s.passIndex);
        out.append(o);
    }
    return out;
}

static QJsonArray passesJson(const LoweringTrajectory &t)
{
    QJsonArray out;
    for (const PassDump &p : t.passes) {
        QJsonArray internal;
        for (const SubSnapshot &s : p.internal)
            internal.append(
                QJsonObject { { u"name"_s, s.name }, { u"lines"_s, s.lines }, { u"artifact"_s, artifactJson(t, s.artifact) } });
        out.append(QJsonObject { { u"index"_s, p.index }, { u"pipeline"_s, orNull(p.pipeline) }, { u"name"_s, p.name },
            { u"argument"_s, orNull(p.argument) }, { u"scope"_s, orNull(p.scope) }, { u"dump"_s, p.dump }, { u"form"_s, p.form },
            { u"changed"_s, p.changed ? QJsonValue(*p.changed) : QJsonValue(QJsonValue::Null) },
            { u"ops_added"_s, histogramJson(p.opsAdded) }, { u"ops_removed"_s, histogramJson(p.opsRemoved) },
            { u"lines_added"_s, p.linesAdded }, { u"lines_removed"_s, p.linesRemoved }, { u"header_line"_s, p.headerLine },
            { u"stage"_s, p.stage }, { u"internal"_s, internal } });
    }
    return out;
}

static QJsonArray remarksJson(const LoweringTrajectory &t)
{
    QJsonArray out;
    for (const Remark &r : t.remarks)
        out.append(QJsonObject { { u"file"_s, r.file }, { u"line"_s, r.line }, { u"column"_s, r.column },
            { u"severity"_s, r.severity }, { u"message"_s, r.message }, { u"notes"_s, QJsonArray::fromStringList(r.notes) },
            { u"pass_index"_s, r.passIndex >= 0 ? QJsonValue(r.passIndex) : QJsonValue(QJsonValue::Null) },
            { u"pass"_s, orNull(r.pass) }, { u"artifact"_s, t.relativePath(r.artifact) },
            { u"artifact_line"_s, orNull(r.artifactLine) }, { u"occurrences"_s, r.occurrences } });
    return out;
}

QJsonObject LoweringTrajectory::toJson() const
{
    QJsonObject src { { u"file"_s, orNull(source.file) }, { u"first_line"_s, orNull(source.firstLine) },
        { u"last_line"_s, orNull(source.lastLine) } };
    if (!source.path.isEmpty())
        src.insert(u"artifact"_s, relativePath(source.path));
    QJsonObject map;
    for (auto it = sourceMap.cbegin(); it != sourceMap.cend(); ++it) {
        QJsonObject perStage;
        for (auto s = it.value().cbegin(); s != it.value().cend(); ++s) {
            QJsonArray lines;
            for (int l : s.value())
                lines.append(l);
            perStage.insert(s.key(), lines);
        }
        map.insert(QString::number(it.key()), perStage);
    }
    return QJsonObject { { u"kernel"_s, kernel }, { u"backend"_s, orNull(backend) }, { u"source"_s, src },
        { u"metadata"_s, metadata }, { u"stages"_s, stagesJson(*this) }, { u"passes"_s, passesJson(*this) },
        { u"remarks"_s, remarksJson(*this) }, { u"source_map"_s, map } };
}

} // namespace Lowerscope
