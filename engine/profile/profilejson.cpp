// SPDX-License-Identifier: MIT
#include "profilejson.h"

#include <QJsonArray>

namespace Lowerscope {

namespace {
QJsonArray dims(const int d[3])
{
    return QJsonArray { d[0], d[1], d[2] };
}

QJsonObject metricJson(const MetricValue &m)
{
    QJsonObject o { { QStringLiteral("value"), m.value }, { QStringLiteral("unit"), m.unit } };
    if (m.hasSi)
        o.insert(QStringLiteral("si_value"), m.si);
    return o;
}

QJsonObject deviceJson(const DeviceInfo &d)
{
    QJsonObject o { { QStringLiteral("name"), d.name.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(d.name) },
        { QStringLiteral("vendor"), d.vendor.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(d.vendor) },
        { QStringLiteral("cores"), d.cores > 0 ? QJsonValue(d.cores) : QJsonValue(QJsonValue::Null) } };
    if (d.vectorCores > 0)
        o.insert(QStringLiteral("vector_cores"), d.vectorCores);
    if (d.clockMHz > 0)
        o.insert(QStringLiteral("clock_mhz"), d.clockMHz);
    if (d.memoryBytes > 0)
        o.insert(QStringLiteral("memory_bytes"), double(d.memoryBytes));
    if (!d.computeCapability.isEmpty())
        o.insert(QStringLiteral("compute_capability"), d.computeCapability);
    return o;
}
} // namespace

QJsonObject traceSummaryJson(const Profile &profile, const TraceSummary &summary)
{
    QJsonArray byTime;
    for (int i : summary.kernelsByTime)
        byTime.append(profile.kernels.at(i).name);
    const auto busy = summary.busyShare();
    return { { QStringLiteral("span_us"), double(summary.spanNs) / 1000.0 },
        { QStringLiteral("device_busy_us"), double(summary.deviceBusyNs) / 1000.0 },
        { QStringLiteral("device_busy_share"), busy ? QJsonValue(*busy) : QJsonValue() },
        { QStringLiteral("device_streams"), summary.deviceStreams }, { QStringLiteral("kernel_us"), summary.kernelUs },
        { QStringLiteral("kernels_by_time"), byTime } };
}

QJsonObject profileToJson(const Profile &profile, const ProfileSignals &sig)
{
    QJsonObject doc;
    doc.insert(QStringLiteral("format"), QJsonArray::fromStringList(profile.formats));
    doc.insert(QStringLiteral("device"), deviceJson(profile.device));
    doc.insert(QStringLiteral("events"), double(profile.sourceEvents > 0 ? profile.sourceEvents : profile.eventCount()));
    doc.insert(QStringLiteral("timeline_events"), double(profile.eventCount()));
    QJsonArray tracks;
    for (const Track &t : profile.tracks) {
        QJsonObject o { { QStringLiteral("name"), t.name }, { QStringLiteral("kind"), trackKindName(t.kind) },
            { QStringLiteral("events"), t.events.size() } };
        if (t.parent >= 0)
            o.insert(QStringLiteral("parent"), profile.tracks.at(t.parent).name);
        tracks.append(o);
    }
    doc.insert(QStringLiteral("tracks"), tracks);
    doc.insert(QStringLiteral("flows"), profile.flows.size());
    QJsonArray counters;
    for (const Counter &c : profile.counters)
        counters.append(QJsonObject { { QStringLiteral("name"), c.name }, { QStringLiteral("samples"), c.samples.size() } });
    doc.insert(QStringLiteral("counters"), counters);
    QJsonArray kernels;
    QJsonObject metrics, sigs;
    const TraceSummary summary = summarizeTrace(profile);
    for (qsizetype i = 0; i < profile.kernels.size(); ++i) {
        const Kernel &k = profile.kernels.at(i);
        QJsonObject o { { QStringLiteral("name"), k.name }, { QStringLiteral("launches"), k.launches },
            { QStringLiteral("total_us"), k.totalUs }, { QStringLiteral("mean_us"), k.meanUs() },
            { QStringLiteral("grid"), dims(k.grid) }, { QStringLiteral("block"), dims(k.block) } };
        if (k.blockDim > 0)
            o.insert(QStringLiteral("block_dim"), k.blockDim);
        if (!k.taskType.isEmpty())
            o.insert(QStringLiteral("task_type"), k.taskType);
        if (const QString &library = summary.libraries.at(i); !library.isEmpty())
            o.insert(QStringLiteral("library"), library);
        if (k.isPartial()) {
            o.insert(QStringLiteral("partial"), true);
            QJsonArray why;
            for (const Warning &w : k.partial)
                why.append(w.toJson());
            o.insert(QStringLiteral("partial_because"), why);
            if (!k.sassUnmeasured.isEmpty())
                o.insert(QStringLiteral("sass_unmeasured"), k.sassUnmeasured.size());
        }
        if (!k.sass.isEmpty()) {
            QJsonArray sass;
            for (const SassRow &r : k.sass) {
                QJsonObject ro { { QStringLiteral("offset"), QStringLiteral("%1").arg(r.offset, 4, 16, QLatin1Char('0')) },
                    { QStringLiteral("instruction"), r.instruction }, { QStringLiteral("stall_samples"), r.stallSamples },
                    { QStringLiteral("instructions_executed"), r.instructionsExecuted },
                    { QStringLiteral("excessive_sectors"), r.excessiveSectors }, { QStringLiteral("csv_line"), r.csvLine } };
                if (r.sourceLine > 0) {
                    ro.insert(QStringLiteral("source_file"), r.sourceFile);
                    ro.insert(QStringLiteral("source_line"), r.sourceLine);
                }
                sass.append(ro);
            }
            o.insert(QStringLiteral("sass"), sass);
        }
        kernels.append(o);
        if (!k.metrics.isEmpty()) {
            QJsonObject m;
            for (auto it = k.metrics.cbegin(); it != k.metrics.cend(); ++it)
                m.insert(it.key(), metricJson(*it));
            metrics.insert(k.name, m);
        }
        const auto s = sig.kernels.constFind(k.name);
        if (s != sig.kernels.cend())
            sigs.insert(k.name, s->toJson());
    }
    doc.insert(QStringLiteral("kernels"), kernels);
    doc.insert(QStringLiteral("summary"), traceSummaryJson(profile, summary));
    doc.insert(QStringLiteral("metrics"), metrics);
    doc.insert(QStringLiteral("signals"), sigs);
    profile.diagnostics.addTo(doc);
    return doc;
}

} // namespace Lowerscope
