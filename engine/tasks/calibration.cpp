// SPDX-License-Identifier: MIT
#include "calibration.h"

#include "core/enginetext.h"
#include "core/jsonkey.h"
#include "core/userfile.h"
#include "harness.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <cmath>

namespace Lowerscope {

namespace {

// Bounds on what a result may bring into task.json (it comes from a runner: untrusted).
constexpr int MaxReasonChars = 800;
constexpr int MaxAttempts = 64;
constexpr int MaxStructureBytes = 16384;
constexpr int MaxEnvironmentKeys = 32;
// A perf file's byte count further than this from the tensors' floor is replaced by the floor (tbparse.py's
// BYTES_TOLERANCE, there against the arguments alone; here with what the operator returns).
constexpr double BytesTolerance = 0.1;

QString bounded(const QJsonValue &v, int chars = MaxReasonChars)
{
    QString s = v.toString();
    s.remove(QChar(0));
    return s.size() > chars ? s.left(chars) + QStringLiteral("…") : s;
}

double caseSize(const QJsonObject &c)
{
    if (c.value(key("estimate_us")).isDouble())
        return c.value(key("estimate_us")).toDouble();
    double bytes = 0;
    for (const QJsonValue &a : c.value(key("args")).toArray()) {
        const QJsonObject o = a.toObject();
        if (!o.contains(key("shape")))
            continue;
        double n = 1;
        for (const QJsonValue &d : o.value(key("shape")).toArray())
            n *= d.toDouble();
        bytes += n;
    }
    return bytes;
}

bool readTask(const QString &taskDir, QJsonObject *task, QString *error)
{
    QByteArray bytes;
    if (!UserFile::read(QDir(taskDir).filePath(key("task.json")), UserFile::MaxDocumentBytes, &bytes, error))
        return false;
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &perr);
    if (!doc.isObject()) {
        *error = EngineText::english("Tasks", "%1: not a JSON object (%2)")
                     .arg(QDir(taskDir).filePath(key("task.json")), perr.errorString());
        return false;
    }
    *task = doc.object();
    return true;
}

} // namespace

QString calibrationState(const QJsonObject &task, QString *reason)
{
    const QJsonObject cal = task.value(key("calibration")).toObject();
    if (cal.isEmpty())
        return key("uncalibrated");
    if (reason)
        *reason = cal.value(key("reason")).toString();
    return cal.value(key("status")).toString();
}

TaskGate taskGate(const QString &taskDir)
{
    TaskGate gate;
    QJsonObject task;
    QString error;
    if (!readTask(taskDir, &task, &error)) {
        gate.state = TaskGate::State::Refused;
        gate.message = error;
        return gate;
    }
    QString reason;
    const QString state = calibrationState(task, &reason);
    const QString name = task.value(key("name")).toString();
    if (state == QLatin1String("failed")) {
        gate.state = TaskGate::State::Refused;
        gate.message = EngineText::english("Tasks", "task '%1': its initial kernel failed calibration: %2").arg(name, reason);
    } else if (state == QLatin1String("uncalibrated")
        && task.value(key("reference")).toObject().value(key("kind")).toString() == QLatin1String("initial")) {
        // An imported task (its reference is its own initial kernel): roles and cases were read, not observed.
        gate.state = TaskGate::State::Warning;
        gate.message = EngineText::english("Tasks",
            "task '%1' was imported and never calibrated: the arguments it writes and the cases it can run "
            "were read from its files, not observed (lowerscope tasks calibrate %2 --runner PROFILE)")
                           .arg(name, taskDir);
    } else if (state != QLatin1String("uncalibrated") && state != QLatin1String("calibrated")) {
        gate.state = TaskGate::State::Refused;
        gate.message = EngineText::english("Tasks", "task '%1': unknown calibration status '%2'").arg(name, state);
    }
    return gate;
}

CalibrationApplied applyCalibration(const QString &taskDir, const QJsonObject &result, const CalibrationSource &source)
{
    CalibrationApplied out;
    QJsonObject task;
    if (!readTask(taskDir, &task, &out.error))
        return out;
    const QString where = QDir(taskDir).filePath(key("task.json"));
    auto fail = [&](const QString &why) {
        out.error = EngineText::english("Tasks", "%1: calibration result refused: %2").arg(where, why);
        return out;
    };
    if (result.value(key("kind")).toString() != QLatin1String("calibration"))
        return fail(EngineText::english("Tasks", "it is not a calibration result"));
    if (result.value(key("task")).toString() != task.value(key("name")).toString())
        return fail(EngineText::english("Tasks", "it is for the task '%1'").arg(result.value(key("task")).toString()));
    if (result.value(key("task_frozen")).toObject() != task.value(key("frozen")).toObject())
        return fail(
            EngineText::english("Tasks", "the task's frozen hashes differ from those it ran with (the task changed since)"));
    const QJsonObject cal = result.value(key("calibration")).toObject();
    const QJsonArray slotList = cal.value(key("slots")).toArray();
    QJsonArray cases = task.value(key("cases")).toArray();
    const QJsonArray alternates = task.value(key("alternates")).toArray();
    if (slotList.size() != cases.size())
        return fail(EngineText::english("Tasks", "%1 slotList for %2 cases").arg(slotList.size()).arg(cases.size()));
    QSet<int> usedAlternates;
    QJsonArray record;
    QStringList failedSlots;
    for (int i = 0; i < slotList.size(); ++i) {
        const QJsonObject s = slotList.at(i).toObject();
        if (s.value(key("slot")).toInt(-1) != i)
            return fail(EngineText::english("Tasks", "slot %1 is out of order").arg(i));
        const QJsonObject original = cases.at(i).toObject();
        QJsonArray attempts;
        const QJsonArray tried = s.value(key("attempts")).toArray();
        for (int k = 0; k < tried.size() && k < MaxAttempts; ++k) {
            const QJsonObject a = tried.at(k).toObject();
            attempts.append(QJsonObject {
                { key("case"), bounded(a.value(key("name")), 200) }, { key("reason"), bounded(a.value(key("reason"))) } });
        }
        QJsonObject slotRecord { { key("slot"), i }, { key("replaced"), attempts } };
        const QString src = s.value(key("source")).toString();
        QJsonObject chosen;
        if (src == QLatin1String("case")) {
            chosen = original;
        } else if (src == QLatin1String("alternate")) {
            const int j = s.value(key("alternate")).toInt(-1);
            if (j < 0 || j >= alternates.size())
                return fail(
                    EngineText::english("Tasks", "slot %1 names alternate %2, which the task does not have").arg(i).arg(j));
            if (usedAlternates.contains(j))
                return fail(EngineText::english("Tasks", "alternate %1 is used twice").arg(j));
            chosen = alternates.at(j).toObject();
            if (!(caseSize(chosen) < caseSize(original)))
                return fail(
                    EngineText::english("Tasks", "slot %1 takes alternate %2, which is not smaller than the case it replaces")
                        .arg(i)
                        .arg(j));
            if (attempts.isEmpty())
                return fail(EngineText::english("Tasks", "slot %1 was replaced without a reason").arg(i));
            usedAlternates.insert(j);
            chosen.insert(key("seed"), original.value(key("seed")));
            out.messages << EngineText::english("Tasks", "case %1 (%2) replaced by %3: %4")
                                .arg(i)
                                .arg(original.value(key("name")).toString(), chosen.value(key("name")).toString(),
                                    attempts.last().toObject().value(key("reason")).toString());
        } else {
            failedSlots << EngineText::english("Tasks", "case %1 (%2): %3")
                               .arg(i)
                               .arg(original.value(key("name")).toString(),
                                   attempts.isEmpty() ? EngineText::english("Tasks", "not run")
                                                      : attempts.last().toObject().value(key("reason")).toString());
            slotRecord.insert(key("status"), key("failed"));
            record.append(slotRecord);
            continue;
        }
        // Roles: one per argument, only for tensors.
        QJsonArray args = chosen.value(key("args")).toArray();
        const QJsonArray roles = s.value(key("roles")).toArray();
        if (roles.size() != args.size())
            return fail(
                EngineText::english("Tasks", "slot %1: %2 roles for %3 arguments").arg(i).arg(roles.size()).arg(args.size()));
        QJsonArray written;
        for (int a = 0; a < args.size(); ++a) {
            QJsonObject arg = args.at(a).toObject();
            const bool tensor = !arg.contains(key("value"));
            const QString role = roles.at(a).toString();
            if (!tensor) {
                if (!roles.at(a).isNull())
                    return fail(EngineText::english("Tasks", "slot %1: a role for the scalar argument %2").arg(i).arg(a));
                continue;
            }
            if (role != QLatin1String("input") && role != QLatin1String("output") && role != QLatin1String("inout"))
                return fail(EngineText::english("Tasks", "slot %1: argument %2 has the role '%3'")
                        .arg(i)
                        .arg(a)
                        .arg(bounded(roles.at(a), 40)));
            const QString before = arg.value(key("role")).toString(key("input"));
            if (before != role)
                out.messages << EngineText::english("Tasks", "case %1: argument %2 is %3, not %4 (observed)")
                                    .arg(i)
                                    .arg(a)
                                    .arg(role, before);
            if (role != QLatin1String("input"))
                written.append(a);
            arg.insert(key("role"), role);
            args[a] = arg;
        }
        chosen.insert(key("args"), args);
        const QString mode = s.value(key("outputs")).toString();
        if (mode == QLatin1String("both"))
            chosen.insert(key("outputs"), key("both"));
        else if (mode == QLatin1String("returned") || mode == QLatin1String("written"))
            chosen.remove(key("outputs"));
        else
            return fail(EngineText::english("Tasks", "slot %1: outputs '%2'").arg(i).arg(bounded(s.value(key("outputs")), 40)));
        // Bytes: the floor of what the operator moves, now that what it returns is known.
        const double floor = s.value(key("bytes_floor")).toDouble(-1);
        if (floor > 0 && std::isfinite(floor)) {
            const double counted = chosen.value(key("bytes")).toDouble();
            if (std::abs(counted - floor) > BytesTolerance * floor) {
                if (!chosen.contains(key("bytes_perf_file")))
                    chosen.insert(key("bytes_perf_file"), counted);
                chosen.insert(key("bytes"), floor);
                chosen.insert(key("bytes_from"), key("calibration"));
                out.messages << EngineText::english("Tasks",
                    "case %1: %2 bytes counted, but its tensors move at least %3 (each input read once, each output written "
                    "once): the case uses %3")
                                    .arg(i)
                                    .arg(counted, 0, 'f', 0)
                                    .arg(floor, 0, 'f', 0);
            }
            slotRecord.insert(key("bytes_floor"), floor);
        }
        QJsonValue structure = s.value(key("structure"));
        if (QJsonDocument(QJsonArray { structure }).toJson(QJsonDocument::Compact).size() > MaxStructureBytes)
            structure = QJsonValue();
        slotRecord.insert(key("status"), key("ok"));
        slotRecord.insert(key("case"), chosen.value(key("name")));
        slotRecord.insert(key("written"), written);
        slotRecord.insert(key("outputs"), mode);
        slotRecord.insert(key("structure"), structure);
        record.append(slotRecord);
        cases[i] = chosen;
    }
    const bool failed = !failedSlots.isEmpty();
    if (failed != (cal.value(key("status")).toString() == QLatin1String("failed")))
        return fail(
            EngineText::english("Tasks", "its status '%1' disagrees with its cases").arg(bounded(cal.value(key("status")), 40)));
    QJsonObject environment;
    const QJsonObject env = result.value(key("environment")).toObject();
    for (auto it = env.constBegin(); it != env.constEnd() && environment.size() < MaxEnvironmentKeys; ++it)
        environment.insert(bounded(it.key(), 40),
            bounded(it.value().isString()
                    ? it.value()
                    : QJsonValue(QString::fromUtf8(QJsonDocument(QJsonArray { it.value() }).toJson(QJsonDocument::Compact))),
                200));
    out.status = failed ? key("failed") : key("calibrated");
    out.reason = failed ? failedSlots.join(key("; ")) : QString();
    QJsonObject calibration { { key("status"), out.status }, { key("reason"), failed ? QJsonValue(out.reason) : QJsonValue() },
        { key("runner"), source.runner }, { key("batch"), source.batch }, { key("request"), source.request },
        { key("finished"), source.finished }, { key("environment"), environment }, { key("slots"), record },
        { key("changes"), QJsonArray::fromStringList(out.messages) } };
    if (!failed)
        task.insert(key("cases"), cases);
    task.insert(key("calibration"), calibration);
    QFile f(where);
    const QByteArray bytes = QJsonDocument(task).toJson(QJsonDocument::Indented);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size()) {
        out.error = EngineText::english("Tasks", "%1: cannot write (%2)").arg(where, f.errorString());
        return out;
    }
    f.close();
    const Harness::Reply frozen = Harness::run({ key("freeze"), taskDir });
    if (frozen.exitCode != 0) {
        out.error = EngineText::english("Tasks", "%1: cannot record the hashes: %2").arg(where, frozen.error);
        return out;
    }
    out.applied = true;
    return out;
}

} // namespace Lowerscope
