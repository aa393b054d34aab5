// SPDX-License-Identifier: MIT
#include "profilereader.h"

#include "core/enginetext.h"
#include "core/filestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QLocale>
#include <algorithm>
#include <limits>

namespace Lowerscope {

namespace {

// The first bytes of a file (FileStore::head: the rest is not read, so sniffing a folder of large traces
// costs no more than their first 64 KiB each).
QByteArray readHead(const QString &path, qint64 bytes)
{
    return FileStore::head(path, bytes);
}

// The first line that is not an ==PROF== banner (ncu writes those before the CSV header).
QByteArray headerLine(const QByteArray &head, int skip = 0)
{
    qsizetype pos = 0;
    int seen = 0;
    while (pos < head.size()) {
        qsizetype end = head.indexOf('\n', pos);
        if (end < 0)
            end = head.size();
        QByteArray line = head.mid(pos, end - pos).trimmed();
        pos = end + 1;
        if (line.startsWith("==PROF==") || line.startsWith("==WARNING==") || line.isEmpty())
            continue;
        if (seen++ == skip)
            return line;
    }
    return {};
}

ProfileFormat sniffCsv(const QByteArray &head)
{
    QByteArray line = headerLine(head);
    if (line.startsWith("\xEF\xBB\xBF"))
        line.remove(0, 3);
    if (line.startsWith("\"ID\",\"Process ID\"") || line.startsWith("ID,Process ID")) {
        if (line.contains("Metric Name") && line.contains("Metric Value"))
            return ProfileFormat::NsightDetails;
        return ProfileFormat::NsightRaw;
    }
    if (line.startsWith("\"Address\",\"Source\"")
        || (line.startsWith("\"Kernel Name\"") && headerLine(head, 1).startsWith("\"Address\",\"Source\"")))
        return ProfileFormat::NsightSource;
    const QList<QByteArray> cols = line.split(',');
    auto has = [&cols](const char *name) { return cols.contains(QByteArray(name)); };
    if (has("block_id") || ((has("Op Name") && has("Op Type") && has("Task Duration(us)") && !has("Task ID"))))
        return ProfileFormat::MsprofOpCsv;
    if ((has("Name") || has("Op Name")) && (has("Duration(us)") || has("Task Duration(us)"))
        && (has("Block Dim") || has("Block Num") || has("Accelerator Core") || has("Task Type")))
        return ProfileFormat::KernelDetails;
    // npu-compute section CSVs have the msprof op columns after a kernel/section prefix.
    if (line.contains("aiv_") || line.contains("aic_")) {
        if (line.contains("block_id"))
            return ProfileFormat::MsprofOpCsv;
    }
    return ProfileFormat::Unknown;
}

QString formatName(ProfileFormat f, const QByteArray &head)
{
    switch (f) {
    case ProfileFormat::ChromeTrace:
        if (head.contains("\"profilingType\""))
            return head.contains("\"group") || head.contains("\"process") ? QStringLiteral("npu-compute-pipetrace")
                                                                          : QStringLiteral("msprof-op-simulator-trace");
        if (head.contains("\"deviceProperties\"") || head.contains("\"schemaVersion\""))
            return QStringLiteral("torch-profiler-chrome-trace");
        return QStringLiteral("msprof-chrome-trace");
    case ProfileFormat::NsightRaw:
        return QStringLiteral("nsight-compute-raw-csv");
    case ProfileFormat::NsightDetails:
        return QStringLiteral("nsight-compute-details-csv");
    case ProfileFormat::NsightSource:
        return QStringLiteral("nsight-compute-source-csv");
    case ProfileFormat::KernelDetails:
        return headerLine(head).contains("Op Name") ? QStringLiteral("msprof-op-summary-csv")
                                                    : QStringLiteral("torch-npu-kernel-details-csv");
    case ProfileFormat::MsprofOpCsv:
        return QStringLiteral("msprof-op-csv");
    case ProfileFormat::NpuComputeJsonl:
        return QStringLiteral("npu-compute-jsonl");
    case ProfileFormat::MsprofDb:
        return QStringLiteral("msprof-db");
    case ProfileFormat::MsprofOpBasicInfo:
        return QStringLiteral("msprof-op-basic-info");
    case ProfileFormat::Unknown:
        break;
    }
    return {};
}

bool readOne(const QString &path, const QString &artifact, ProfileFormat format, Profile &profile, const JobControl &control)
{
    const QByteArray head = readHead(path, 64 * 1024);
    bool ok = false;
    switch (format) {
    case ProfileFormat::ChromeTrace:
        ok = ProfileReaders::chromeTrace(path, artifact, profile, control);
        break;
    case ProfileFormat::NsightRaw:
        ok = ProfileReaders::nsightRaw(path, artifact, profile, control);
        break;
    case ProfileFormat::NsightDetails:
        ok = ProfileReaders::nsightDetails(path, artifact, profile, control);
        break;
    case ProfileFormat::NsightSource:
        ok = ProfileReaders::nsightSource(path, artifact, profile, control);
        break;
    case ProfileFormat::KernelDetails:
        ok = ProfileReaders::kernelDetails(path, artifact, profile, control);
        break;
    case ProfileFormat::MsprofOpCsv:
        ok = ProfileReaders::msprofOpCsv(path, artifact, profile, control);
        break;
    case ProfileFormat::NpuComputeJsonl:
        ok = ProfileReaders::npuComputeJsonl(path, artifact, profile, control);
        break;
    case ProfileFormat::MsprofDb:
        ok = ProfileReaders::msprofDb(path, artifact, profile);
        break;
    case ProfileFormat::MsprofOpBasicInfo:
        ok = ProfileReaders::msprofOpBasicInfo(path, artifact, profile);
        break;
    case ProfileFormat::Unknown:
        break;
    }
    if (ok)
        profile.addFormat(formatName(format, head));
    return ok;
}

// What one file added to the profile: the events appended to each track and the samples to each counter
// (counts before the read; tracks and counters it created start at 0).
struct CaptureMark {
    QString artifact;
    QList<qsizetype> events;
    QList<qsizetype> samples;
    qsizetype flows = 0;
    qint64 begin = std::numeric_limits<qint64>::max();
    qint64 end = std::numeric_limits<qint64>::min();
};

CaptureMark markBefore(const Profile &profile, const QString &artifact)
{
    CaptureMark m;
    m.artifact = artifact;
    for (const Track &t : profile.tracks)
        m.events.append(t.events.size());
    for (const Counter &c : profile.counters)
        m.samples.append(c.samples.size());
    m.flows = profile.flows.size();
    return m;
}

// The time span of what the file added.
void measureAfter(const Profile &profile, CaptureMark &m)
{
    for (int t = 0; t < profile.tracks.size(); ++t) {
        const QList<Event> &ev = profile.tracks.at(t).events;
        for (qsizetype i = m.events.value(t, 0); i < ev.size(); ++i) {
            m.begin = std::min(m.begin, ev.at(i).start);
            m.end = std::max(m.end, ev.at(i).start + std::max<qint64>(ev.at(i).duration, 0));
        }
    }
    for (int c = 0; c < profile.counters.size(); ++c) {
        const QList<CounterSample> &s = profile.counters.at(c).samples;
        for (qsizetype i = m.samples.value(c, 0); i < s.size(); ++i) {
            m.begin = std::min(m.begin, s.at(i).time);
            m.end = std::max(m.end, s.at(i).time);
        }
    }
}

// Two spans are on one clock when the gap between them is under ten minutes or under ten times the longer
// one: a run's host trace, device tables and database overlap or follow closely, while captures of different
// days are months apart (torch_npu's GPT-3 sample of 2023 beside a 2024 msprof trace: 73,768,703 s).
bool sameClock(qint64 aBegin, qint64 aEnd, qint64 bBegin, qint64 bEnd)
{
    const qint64 gap = std::max(aBegin, bBegin) - std::min(aEnd, bEnd);
    const qint64 longer = std::max(aEnd - aBegin, bEnd - bBegin);
    constexpr qint64 TenMinutes = Q_INT64_C(600000000000);
    return gap <= std::max(TenMinutes, longer * 10);
}

// Groups the files by clock; when there is more than one group, warns and moves each later group to start a
// little after the previous one ends (the gap is drawn as 2% of the shown span, at least 1 µs).
void separateClocks(Profile &profile, QList<CaptureMark> marks)
{
    marks.removeIf([](const CaptureMark &m) { return m.begin > m.end; });
    if (marks.size() < 2)
        return;
    std::stable_sort(marks.begin(), marks.end(), [](const CaptureMark &a, const CaptureMark &b) { return a.begin < b.begin; });
    QList<QList<int>> groups;
    QList<std::pair<qint64, qint64>> spans;
    for (int i = 0; i < marks.size(); ++i) {
        const CaptureMark &m = marks.at(i);
        if (!groups.isEmpty() && sameClock(spans.last().first, spans.last().second, m.begin, m.end)) {
            groups.last().append(i);
            spans.last().second = std::max(spans.last().second, m.end);
        } else {
            groups.append(QList<int> { i });
            spans.append(std::pair<qint64, qint64>(m.begin, m.end));
        }
    }
    if (groups.size() < 2)
        return;
    qint64 shown = 0;
    for (const auto &[b, e] : std::as_const(spans))
        shown += e - b;
    const qint64 pad = std::max<qint64>(1000, shown / 50);
    qint64 cursor = spans.first().first;
    for (int g = 0; g < groups.size(); ++g) {
        ClockSegment seg;
        seg.shift = cursor - spans.at(g).first;
        seg.start = cursor;
        seg.end = cursor + (spans.at(g).second - spans.at(g).first);
        cursor = seg.end + pad;
        for (int i : groups.at(g)) {
            const CaptureMark &m = marks.at(i);
            seg.artifacts.append(m.artifact);
            if (seg.shift == 0)
                continue;
            for (int t = 0; t < profile.tracks.size(); ++t) {
                QList<Event> &ev = profile.tracks[t].events;
                for (qsizetype k = m.events.value(t, 0); k < ev.size(); ++k)
                    ev[k].start += seg.shift;
            }
            for (int c = 0; c < profile.counters.size(); ++c) {
                QList<CounterSample> &s = profile.counters[c].samples;
                for (qsizetype k = m.samples.value(c, 0); k < s.size(); ++k)
                    s[k].time += seg.shift;
            }
        }
        profile.clockSegments.append(seg);
    }
    // Flows belong to the file that added them; the marks hold where each file's flows begin.
    std::sort(marks.begin(), marks.end(), [](const CaptureMark &a, const CaptureMark &b) { return a.flows < b.flows; });
    for (int i = 0; i < marks.size(); ++i) {
        qint64 shift = 0;
        for (const ClockSegment &seg : std::as_const(profile.clockSegments))
            if (seg.artifacts.contains(marks.at(i).artifact))
                shift = seg.shift;
        const qsizetype to = i + 1 < marks.size() ? marks.at(i + 1).flows : profile.flows.size();
        for (qsizetype k = marks.at(i).flows; k < to; ++k) {
            profile.flows[k].fromTime += shift;
            profile.flows[k].toTime += shift;
        }
    }
    for (int g = 1; g < groups.size(); ++g)
        profile.diagnostics.warn(profile.clockSegments.at(g).artifacts.constFirst(), 0,
            EngineText::english("Profile",
                "on a different clock from %1 (%2 s apart): not one capture; "
                "the timeline shows it after the earlier files, from its own start")
                .arg(profile.clockSegments.at(g - 1).artifacts.constFirst())
                .arg(QLocale::c().toString(double(spans.at(g).first - spans.at(g - 1).second) / 1e9, 'f', 0)));
}

} // namespace

ProfileFormat sniffProfileFormat(const QString &path)
{
    const QByteArray head = readHead(path, 64 * 1024);
    if (head.startsWith(QByteArrayView("SQLite format 3\0", 16)))
        return ProfileFormat::MsprofDb;
    QByteArrayView text(head);
    if (text.startsWith("\xEF\xBB\xBF"))
        text = text.sliced(3);
    text = text.trimmed();
    if (text.isEmpty() || text.startsWith('\0'))
        return ProfileFormat::Unknown;
    if (text.startsWith('[')) {
        return text.contains("\"ph\"") ? ProfileFormat::ChromeTrace : ProfileFormat::Unknown;
    }
    if (text.startsWith('{')) {
        if (text.contains("\"traceEvents\"") && !path.endsWith(QLatin1String(".jsonl")))
            return ProfileFormat::ChromeTrace;
        const qsizetype nl = text.indexOf('\n');
        const QByteArrayView first = nl < 0 ? text : text.first(nl);
        if (path.endsWith(QLatin1String(".jsonl")) || (nl > 0 && first.trimmed().endsWith('}'))) {
            if (text.contains("\"category\"") || text.contains("Device Info") || text.contains("AI Core Information")
                || text.contains("Memory Information"))
                return ProfileFormat::NpuComputeJsonl;
        }
        return ProfileFormat::Unknown;
    }
    if (text.startsWith("Op Name=") && text.contains("\nRun Soc Version="))
        return ProfileFormat::MsprofOpBasicInfo;
    return sniffCsv(head);
}

ProfileReadResult readProfile(const QString &path, const JobControl &controlIn)
{
    ProfileReadResult result;
    Profile &profile = result.profile;
    FileStore::Scope opened; // side files (the nvdisasm listing beside a source page): one read each
    const QFileInfo root(path);
    if (!root.exists()) {
        profile.diagnostics.warn(path, 0, EngineText::english("Profile", "no such file or folder"));
        return result;
    }
    struct Item {
        QString path, artifact;
        ProfileFormat format;
        qint64 size;
    };
    QList<Item> items;
    QStringList files;
    if (root.isDir()) {
        QDirIterator it(root.absoluteFilePath(), QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
        std::sort(files.begin(), files.end());
    } else {
        files << root.absoluteFilePath();
    }
    const QDir base = root.isDir() ? QDir(root.absoluteFilePath()) : root.absoluteDir();
    const JobControl &control = controlIn;
    qint64 total = 0, doneBefore = 0; // bytes of all files; of the files read so far
    for (const QString &f : files) {
        const QString artifact = base.relativeFilePath(f);
        const ProfileFormat format = sniffProfileFormat(f);
        if (format == ProfileFormat::Unknown) {
            profile.diagnostics.ignore(artifact);
            continue;
        }
        const qint64 size = QFileInfo(f).size();
        items.append({ f, artifact, format, size });
        total += size;
    }
    QList<CaptureMark> marks;
    for (Item &item : items) {
        if (control.cancelled()) {
            result.cancelled = true;
            break;
        }
        CaptureMark mark = markBefore(profile, item.artifact);
        readOne(item.path, item.artifact, item.format, profile, control.offset(doneBefore, total));
        measureAfter(profile, mark);
        marks.append(mark);
        doneBefore += item.size;
        if (!control.cancelled())
            control.report(doneBefore, total); // the file is read: readers report only every ReportEvery bytes within it
    }
    if (control.cancelled())
        result.cancelled = true;
    else
        separateClocks(profile, marks);
    profile.finish();
    return result;
}

} // namespace Lowerscope
