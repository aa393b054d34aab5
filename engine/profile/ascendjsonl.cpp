// SPDX-License-Identifier: MIT
// npu-compute output (hicann/cannbot-skills@4606da50 tools/tool-npu-compute/references/{summary,hardware-info}.md):
// summary.jsonl, one JSON record per section with a `category` key and kernel aggregates, and HardwareInfo.jsonl (Device Info, AI
// Core Information, Memory Information). No redistributable sample exists; the reader follows the documented structure and
// matches key names loosely (case, spaces), numbers become kernel metrics with the unit in the key's parentheses.
#include "core/enginetext.h"
#include "core/filestore.h"
#include "core/numeric.h"
#include "profilereader.h"
#include "units.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <optional>

namespace Lowerscope {

namespace {

QString normalized(const QString &key)
{
    return key.toLower().remove(u' ').remove(u'_');
}

void hardwareRecord(const QJsonObject &o, DeviceInfo &d)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it->isObject()) {
            hardwareRecord(it->toObject(), d);
            continue;
        }
        const QString k = normalized(it.key());
        const double v = it->isString() ? Units::parseNumber(QStringView(it->toString())).value_or(0) : it->toDouble();
        auto countOf = [&k](std::initializer_list<const char *> units) {
            for (const char *u : units)
                for (const char *suffix : { "corecount", "corenum", "count", "num" })
                    if (k == QLatin1String(u) + QLatin1String(suffix))
                        return true;
            return false;
        };
        // Device Info's "chip info" names the SoC (Ascend950PR_9599); older spellings too.
        if ((k == QLatin1String("chipinfo") || k.contains(QLatin1String("chipname")) || k == QLatin1String("chip")
                || k.contains(QLatin1String("socversion")) || k == QLatin1String("devicename"))
            && it->isString())
            d.name = it->toString();
        // AI Core Information: cube (AIC) and vector (AIV) core counts; "ai core count" is the cube count.
        // ("ai cube count" and "ai vector count" as the 950 capture spells them, ascend-formats.md.)
        else if (countOf({ "cube", "aic", "aicube" }))
            d.cores = toInteger<int>(v);
        else if (k == QLatin1String("aicorecount") || k == QLatin1String("aicorenum"))
            d.cores = d.cores ? d.cores : toInteger<int>(v);
        else if (countOf({ "vector", "aiv", "aivector" }))
            d.vectorCores = toInteger<int>(v);
        else if (k.contains(QLatin1String("frequency"))
            && (k.contains(QLatin1String("cube")) || k.contains(QLatin1String("aicore"))))
            d.clockMHz = v;
        else if (k.contains(QLatin1String("hbmtotal")))
            d.memoryBytes = toInteger<qint64>(v * 1024 * 1024); // documented in MB
    }
}

// The sections of HardwareInfo.jsonl (ascend-formats.md); Host Info and CPU Information say nothing of the device.
bool isHardwareSection(const QString &category)
{
    const QString c = normalized(category);
    return c == QLatin1String("deviceinfo") || c == QLatin1String("aicoreinformation") || c == QLatin1String("memoryinformation");
}

bool isHostSection(const QString &category)
{
    const QString c = normalized(category);
    return c == QLatin1String("hostinfo") || c == QLatin1String("cpuinformation");
}

// The value of the first key of O whose normalized name is one of NAMES, as a number.
std::optional<double> numberOf(const QJsonObject &o, std::initializer_list<const char *> names)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString k = normalized(it.key());
        for (const char *n : names)
            if (k == QLatin1String(n)) {
                if (it->isDouble())
                    return it->toDouble();
                if (it->isString())
                    return Units::parseNumber(QStringView(it->toString()));
            }
    }
    return std::nullopt;
}

// summary.jsonl's OpInfoSummary: the operator's task, as OpBasicInfo.csv gives it (Task Duration(us), Block Dim,
// Op Type): one launch of that duration, its block count and task type. The kernel's time is the task's.
void opInfoSummary(const QJsonObject &o, Kernel &k)
{
    const auto us = numberOf(o, { "taskduration(us)", "taskduration", "duration(us)" });
    if (us && k.tableLaunches == 0) {
        k.tableLaunches = 1;
        k.tableTotalUs = *us;
    }
    if (const auto blocks = numberOf(o, { "blockdim", "blocknum" }); blocks && k.blockDim == 0)
        k.blockDim = toInteger<int>(*blocks);
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = normalized(it.key());
        if ((key == QLatin1String("optype") || key == QLatin1String("tasktype")) && it->isString() && k.taskType.isEmpty())
            k.taskType = it->toString();
    }
}

QString kernelNameOf(const QJsonObject &o)
{
    for (const char *key : { "kernel_name", "Kernel Name", "kernelName", "op_name", "Op Name", "name" })
        if (o.value(QLatin1String(key)).isString())
            return o.value(QLatin1String(key)).toString();
    return {};
}

void metricsOf(const QJsonObject &o, Kernel &k, const QString &artifact, int line)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it->isObject()) {
            metricsOf(it->toObject(), k, artifact, line);
            continue;
        }
        std::optional<double> v;
        if (it->isDouble())
            v = it->toDouble();
        else if (it->isString())
            v = Units::parseNumber(QStringView(it->toString()));
        if (!v)
            continue;
        MetricValue m;
        m.value = *v;
        const QString &key = it.key();
        const qsizetype open = key.lastIndexOf(u'(');
        if (open > 0 && key.endsWith(u')'))
            m.unit = key.mid(open + 1, key.size() - open - 2);
        if (const auto f = Units::siFactor(m.unit)) {
            m.si = *v * *f;
            m.hasSi = true;
        }
        m.artifact = artifact;
        m.line = line;
        k.metrics.insert(key, m);
    }
}

} // namespace

bool ProfileReaders::npuComputeJsonl(const QString &path, const QString &artifact, Profile &profile, const JobControl &control)
{
    const FileBytes bytes = FileStore::open(path);
    if (!bytes.isOpen()) {
        profile.diagnostics.warn(artifact, 0, bytes.errorString());
        return false;
    }
    ByteLines f(bytes.bytes());
    const QString folderKernel = QFileInfo(path).dir().dirName();
    int line = 0, used = 0;
    qint64 nextReport = 0;
    while (!f.atEnd()) {
        if (f.pos() >= nextReport) { // progress and cancel about every MiB, as the other readers
            nextReport = f.pos() + JobControl::ReportEvery;
            control.report(f.pos());
            if (control.cancelled())
                break;
        }
        const QByteArray text = f.next(16 << 20).toByteArray();
        ++line;
        if (text.trimmed().isEmpty())
            continue;
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
        if (!doc.isObject()) {
            profile.diagnostics.warn(
                artifact, line, EngineText::english("Profile", "expected one JSON object per line (%1)").arg(err.errorString()));
            continue;
        }
        const QJsonObject o = doc.object();
        // The section of a record: the value of its `category` key (ascend-formats.md: flat records, as a real
        // 950 capture writes them), or an object nested under the section's name (older descriptions).
        const QString category = o.value(QLatin1String("category")).toString();
        const bool hardware = isHardwareSection(category) || o.contains(QLatin1String("Device Info"))
            || o.contains(QLatin1String("AI Core Information")) || o.contains(QLatin1String("Memory Information"));
        if (isHostSection(category)) {
            // HardwareInfo.jsonl's Host Info and CPU Information: the host, not the device or a kernel.
        } else if (hardware) {
            QJsonObject values = o;
            values.remove(QLatin1String("category"));
            hardwareRecord(values, profile.device);
            profile.device.vendor = QStringLiteral("huawei");
        } else {
            const QString name = kernelNameOf(o);
            QJsonObject values = o;
            values.remove(QLatin1String("category"));
            Kernel &k = profile.kernel(name.isEmpty() ? folderKernel : name);
            metricsOf(values, k, artifact, line);
            if (normalized(category) == QLatin1String("opinfosummary"))
                opInfoSummary(values, k);
        }
        ++used;
    }
    return used > 0;
}

} // namespace Lowerscope
