// SPDX-License-Identifier: MIT
#include "profilereader.h"

#include "core/filestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <algorithm>

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
    if (line.startsWith("\"Address\",\"Source\"") || (line.startsWith("\"Kernel Name\"") && headerLine(head, 1).startsWith("\"Address\",\"Source\"")))
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
    case ProfileFormat::NsightRaw: return QStringLiteral("nsight-compute-raw-csv");
    case ProfileFormat::NsightDetails: return QStringLiteral("nsight-compute-details-csv");
    case ProfileFormat::NsightSource: return QStringLiteral("nsight-compute-source-csv");
    case ProfileFormat::KernelDetails:
        return headerLine(head).contains("Op Name") ? QStringLiteral("msprof-op-summary-csv") : QStringLiteral("torch-npu-kernel-details-csv");
    case ProfileFormat::MsprofOpCsv: return QStringLiteral("msprof-op-csv");
    case ProfileFormat::NpuComputeJsonl: return QStringLiteral("npu-compute-jsonl");
    case ProfileFormat::MsprofDb: return QStringLiteral("msprof-db");
    case ProfileFormat::MsprofOpBasicInfo: return QStringLiteral("msprof-op-basic-info");
    case ProfileFormat::Unknown: break;
    }
    return {};
}

bool readOne(const QString &path, const QString &artifact, ProfileFormat format, Profile &profile, const ReadControl &control)
{
    const QByteArray head = readHead(path, 64 * 1024);
    bool ok = false;
    switch (format) {
    case ProfileFormat::ChromeTrace: ok = ProfileReaders::chromeTrace(path, artifact, profile, control); break;
    case ProfileFormat::NsightRaw: ok = ProfileReaders::nsightRaw(path, artifact, profile); break;
    case ProfileFormat::NsightDetails: ok = ProfileReaders::nsightDetails(path, artifact, profile); break;
    case ProfileFormat::NsightSource: ok = ProfileReaders::nsightSource(path, artifact, profile); break;
    case ProfileFormat::KernelDetails: ok = ProfileReaders::kernelDetails(path, artifact, profile); break;
    case ProfileFormat::MsprofOpCsv: ok = ProfileReaders::msprofOpCsv(path, artifact, profile); break;
    case ProfileFormat::NpuComputeJsonl: ok = ProfileReaders::npuComputeJsonl(path, artifact, profile); break;
    case ProfileFormat::MsprofDb: ok = ProfileReaders::msprofDb(path, artifact, profile); break;
    case ProfileFormat::MsprofOpBasicInfo: ok = ProfileReaders::msprofOpBasicInfo(path, artifact, profile); break;
    case ProfileFormat::Unknown: break;
    }
    if (ok)
        profile.addFormat(formatName(format, head));
    return ok;
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

ProfileReadResult readProfile(const QString &path, const ReadControl &controlIn)
{
    ProfileReadResult result;
    Profile &profile = result.profile;
    FileStore::Scope opened; // side files (the nvdisasm listing beside a source page): one read each
    const QFileInfo root(path);
    if (!root.exists()) {
        profile.diagnostics.warn(path, 0, QCoreApplication::translate("Profile", "no such file or folder"));
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
    ReadControl control = controlIn;
    for (const QString &f : files) {
        const QString artifact = base.relativeFilePath(f);
        const ProfileFormat format = sniffProfileFormat(f);
        if (format == ProfileFormat::Unknown) {
            profile.diagnostics.ignore(artifact);
            continue;
        }
        const qint64 size = QFileInfo(f).size();
        items.append({f, artifact, format, size});
        control.total += size;
    }
    for (Item &item : items) {
        if (control.cancelled()) {
            result.cancelled = true;
            break;
        }
        readOne(item.path, item.artifact, item.format, profile, control);
        control.doneBefore += item.size;
    }
    if (control.cancelled())
        result.cancelled = true;
    profile.finish();
    return result;
}

} // namespace Lowerscope
