// SPDX-License-Identifier: MIT
// Ascend tables (Ascend/msprof@9ba1ac7b docs/en/user_guide/profile_data_file_references.md, Ascend/msopprof@d6c29dfa
// docs/en/user_guide/msopprof_performance_data.md): torch_npu kernel_details.csv and msprof op_summary_*.csv with
// every column variant across CANN versions, and `msprof op` per-block CSVs (OpBasicInfo, PipeUtilization,
// ArithmeticUtilization, Memory, MemoryL0, MemoryUB, L2Cache, ResourceConflictRatio; 910B and 950 sets).
#include "core/enginetext.h"
#include "core/filestore.h"
#include "core/numeric.h"
#include "csvrecords.h"
#include "profilereader.h"
#include "units.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <bit>
#include <limits>

namespace Lowerscope {

namespace {

// Columns that describe a task rather than measure it, in all their spellings.
const QSet<QString> &descriptiveColumns()
{
    static const QSet<QString> cols = [] {
        QSet<QString> s;
        for (const char *c : { "Step Id", "Device_id", "Model ID", "Model Name", "Infer ID", "Task ID", "Stream ID", "Name",
                 "Op Name", "Type", "OP Type", "Op Type", "OP State", "Accelerator Core", "Task Type", "Start Time(us)",
                 "Task Start Time(us)", "Duration(us)", "Task Duration(us)", "Wait Time(us)", "Task Wait Time(us)", "Block Dim",
                 "Block Num", "Mix Block Dim", "Mix Block Num", "HF32 Eligible", "Input Shapes", "Input Data Types",
                 "Input Formats", "Output Shapes", "Output Data Types", "Output Formats", "Context ID", "block_id",
                 "sub_block_id", "Device Id", "Pid", "Current Freq", "Rated Freq" })
            s.insert(QString::fromLatin1(c));
        return s;
    }();
    return cols;
}

bool isMetricColumn(const QString &c)
{
    return c.startsWith(QLatin1String("aic")) || c.startsWith(QLatin1String("aiv")) || c.startsWith(QLatin1String("ai_"))
        || c.startsWith(QLatin1String("cube_")) || c.startsWith(QLatin1String("memory_bound"))
        || c.contains(QLatin1String("_datas(")) || c.contains(QLatin1String("_bw_usage_rate"))
        || c.startsWith(QLatin1String("GM_to")) || c.startsWith(QLatin1String("UB_to")) || c.startsWith(QLatin1String("L1_to"))
        || c.startsWith(QLatin1String("L0C_to")) || c.startsWith(QLatin1String("read_main"))
        || c.startsWith(QLatin1String("write_main"));
}

// The indices of HEADER's metric columns: decided once per table, not per cell.
QList<int> metricColumns(const QStringList &header)
{
    QList<int> out;
    for (int c = 0; c < header.size(); ++c)
        if (isMetricColumn(header.at(c)))
            out.append(c);
    return out;
}

// "aic_mac_time(us)" -> "us", "aiv_ub_read_bw(GB/s)" -> "GB/s", "cube_utilization(%)" -> "%".
QString unitOf(const QString &column)
{
    const qsizetype open = column.lastIndexOf(u'(');
    if (open < 0 || !column.endsWith(u')'))
        return {};
    return column.mid(open + 1, column.size() - open - 2);
}

int column(const QStringList &header, std::initializer_list<const char *> names)
{
    for (const char *n : names) {
        const qsizetype i = header.indexOf(QLatin1String(n));
        if (i >= 0)
            return int(i);
    }
    return -1;
}

void warnUnknownColumns(const QStringList &header, const QString &artifact, Profile &profile)
{
    QStringList unknown;
    for (const QString &c : header)
        if (!c.isEmpty() && !descriptiveColumns().contains(c) && !isMetricColumn(c))
            unknown << c;
    if (!unknown.isEmpty())
        profile.diagnostics.warn(
            artifact, 1, EngineText::english("Profile", "unknown columns, not read: %1").arg(unknown.join(QLatin1String(", "))));
}

// The running mean of one metric column over one kernel's rows that have a value, and the line of the first.
struct MetricSum {
    double mean = 0;
    int n = 0;
    int line = 0;
    void add(double v, int at)
    {
        if (n++ == 0)
            line = at;
        mean += (v - mean) / n;
    }
};

// Running mean of a metric over the rows (launches or blocks) that have a value.
void accumulate(QMap<QString, MetricValue> &metrics, QHash<QString, int> &counts, const QString &name, double v,
    const QString &artifact, int line)
{
    const int n = ++counts[name];
    auto it = metrics.find(name);
    if (it != metrics.end() && n == 1)
        return; // already given by another table of the folder: the first one wins
    if (it == metrics.end()) {
        MetricValue m;
        m.value = v;
        m.unit = unitOf(name);
        m.artifact = artifact;
        m.line = line;
        it = metrics.insert(name, m);
    } else {
        it->value += (v - it->value) / n;
    }
    if (const auto f = Units::siFactor(it->unit)) {
        it->si = it->value * *f;
        it->hasSi = true;
    }
}

} // namespace

bool ProfileReaders::kernelDetails(const QString &path, const QString &artifact, Profile &profile, const JobControl &control)
{
    CsvRecords csv(path);
    csv.setControl(&control);
    QStringList header;
    if (!csv.open() || !csv.next(header)) {
        profile.diagnostics.warn(artifact, 0, csv.errorString());
        return false;
    }
    if (!header.isEmpty() && header.first().startsWith(QChar(0xFEFF)))
        header.first().remove(0, 1);
    const int name = column(header, { "Name", "Op Name" });
    const int duration = column(header, { "Duration(us)", "Task Duration(us)" });
    const int start = column(header, { "Start Time(us)", "Task Start Time(us)" });
    const int block = column(header, { "Block Dim", "Block Num" });
    const int core = column(header, { "Accelerator Core", "Task Type" });
    const int stream = column(header, { "Stream ID" });
    if (name < 0 || duration < 0) {
        profile.diagnostics.warn(artifact, 1,
            EngineText::english("Profile", "expected a \"%1\" column")
                .arg(name < 0 ? QStringLiteral("Name") : QStringLiteral("Duration(us)")));
        return false;
    }
    warnUnknownColumns(header, artifact, profile);
    const int npu = profile.addTrack(QStringLiteral("NPU (%1)").arg(QFileInfo(path).fileName()), TrackKind::Process);
    // The rows are read as bytes (issue 20: 200,000 rows took 5.4 s): a row's name, stream and start are looked
    // up by their interned ids and numbers, and a string is made once per kernel, not once per cell. Per kernel,
    // one running mean per metric column, written into the kernels once the table is read.
    const QList<int> metricCols = metricColumns(header);
    struct TableKernel {
        qsizetype kernel; // index in profile.kernels
        QList<MetricSum> sums;
    };
    QList<TableKernel> tableKernels;
    QHash<quint32, qsizetype> kernelOfName; // interned name -> index in tableKernels
    QHash<qsizetype, qsizetype> tableKernelOf; // index in profile.kernels -> index in tableKernels
    QHash<quint32, int> streamTracks; // interned stream id -> 1 + track
    quint32 trackStream = 0; // the last row's stream id
    int track = 0; // and its 1 + track
    // The tasks of the tables read before this one: key -> the first table that gave it.
    QHash<Profile::TableTask, qsizetype> earlier;
    for (qsizetype t = profile.tableTasks.size() - 1; t >= 0; --t)
        for (const Profile::TableTask &key : std::as_const(profile.tableTasks.at(t).tasks))
            earlier.insert(key, t);
    const qsizetype own = profile.tableTasks.size();
    profile.tableTasks.append({ artifact, {} });
    QList<QByteArrayView> row;
    int rows = 0;
    QMap<QString, int> repeated; // table that gave a row first -> rows of this table it already gave
    int firstRepeat = 0;
    while (csv.nextRow(row, header.size(), profile.diagnostics, artifact)) {
        ++rows;
        const quint32 nameId = profile.strings.intern(row.at(name));
        const auto us = Units::parseNumber(row.at(duration));
        const auto startNs = start >= 0 ? Units::microsTextToNanos(row.at(start)) : std::nullopt;
        // The same device task in another table of the folder (kernel_details.csv and op_summary_*.csv of one
        // run): counted once. Without a start time (or one that is not a number) two rows cannot be told apart,
        // so each counts. Start and duration are compared as numbers, so "1.50" and "1.5" are one time.
        if (startNs) {
            const Profile::TableTask key { nameId, *startNs,
                us ? std::bit_cast<quint64>(*us) : std::bit_cast<quint64>(std::numeric_limits<double>::quiet_NaN()) };
            if (const auto seen = earlier.constFind(key); seen != earlier.cend()) {
                const QString &first = profile.tableTasks.at(*seen).artifact;
                if (first != artifact) {
                    if (repeated.isEmpty())
                        firstRepeat = csv.line();
                    ++repeated[first];
                    continue;
                }
            }
            profile.tableTasks[own].tasks.append(key);
        }
        qsizetype &slot = kernelOfName[nameId]; // 0 when new: indices are stored plus one
        if (slot == 0) {
            const QString kernelName = QString::fromUtf8(row.at(name));
            profile.kernel(kernelName);
            const qsizetype index = profile.kernelIndex(kernelName);
            qsizetype &shared = tableKernelOf[index]; // names whose bytes differ but decode alike share a kernel
            if (shared == 0) {
                tableKernels.append({ index, QList<MetricSum>(metricCols.size()) });
                shared = tableKernels.size();
            }
            slot = shared;
        }
        TableKernel &tk = tableKernels[slot - 1];
        Kernel &k = profile.kernels[tk.kernel];
        ++k.tableLaunches;
        k.tableTotalUs += us.value_or(0);
        if (k.blockDim == 0 && block >= 0)
            k.blockDim = toInteger<int>(Units::parseNumber(row.at(block)).value_or(0));
        if (k.taskType.isEmpty() && core >= 0)
            k.taskType = QString::fromUtf8(row.at(core));
        for (qsizetype i = 0; i < metricCols.size(); ++i)
            if (const auto v = Units::parseNumber(row.at(metricCols.at(i))))
                tk.sums[i].add(*v, csv.line());
        // The rows are device tasks: put them on a stream track for the timeline.
        const QByteArrayView streamId = stream >= 0 ? row.at(stream) : QByteArrayView();
        if (track == 0 || streamId != profile.strings.view(trackStream)) { // rows of one stream come in runs
            trackStream = profile.strings.intern(streamId);
            int &t = streamTracks[trackStream];
            if (t == 0)
                t = profile.addTrack(streamId.isEmpty() || streamId == "N/A"
                            ? QStringLiteral("No stream")
                            : QStringLiteral("Stream ") + QString::fromUtf8(streamId),
                        TrackKind::Stream, npu)
                    + 1;
            track = t;
        }
        if (startNs) {
            Event e;
            e.start = *startNs;
            e.duration = toInteger<qint64>(us.value_or(0) * 1000.0);
            e.name = nameId;
            e.argsBegin = profile.args.size();
            profile.tracks[track - 1].events.append(e);
        }
    }
    for (const TableKernel &tk : std::as_const(tableKernels)) {
        Kernel &k = profile.kernels[tk.kernel];
        for (qsizetype i = 0; i < metricCols.size(); ++i) {
            const QString &column = header.at(metricCols.at(i));
            const MetricSum &sum = tk.sums.at(i);
            if (sum.n == 0 || k.metrics.contains(column))
                continue; // already given by another table of the folder: the first one wins
            MetricValue m;
            m.value = sum.mean;
            m.unit = unitOf(column);
            m.artifact = artifact;
            m.line = sum.line;
            if (const auto f = Units::siFactor(m.unit)) {
                m.si = m.value * *f;
                m.hasSi = true;
            }
            k.metrics.insert(column, m);
        }
    }
    // A table the file cut (or an error ended) leaves every kernel it gave figures to partial.
    csv.warnIfError(profile.diagnostics, artifact);
    for (const Warning &w : csv.partialWarnings())
        for (const TableKernel &tk : std::as_const(tableKernels))
            profile.markPartial(profile.kernels.at(tk.kernel).name, w);
    for (auto it = repeated.cbegin(); it != repeated.cend(); ++it)
        profile.diagnostics.warn(artifact, firstRepeat,
            EngineText::english("Profile", "device tasks already read from %1 (same name, start and duration): %2, counted once")
                .arg(it.key())
                .arg(it.value()));
    return rows > 0;
}

namespace {
// OpBasicInfo.csv: one row naming the operator of an msprof op output folder.
QString readOpBasicInfo(const QString &path, const QString &artifact, Profile &profile, bool count)
{
    CsvRecords csv(path);
    QStringList header, row;
    if (!csv.open() || !csv.next(header) || !csv.next(row))
        return {};
    const int name = column(header, { "Op Name" });
    if (name < 0 || row.size() <= name)
        return {};
    if (!count)
        return row.at(name);
    Kernel &k = profile.kernel(row.at(name));
    const int duration = column(header, { "Task Duration(us)" });
    const int block = column(header, { "Block Dim" });
    const int type = column(header, { "Op Type" });
    const int freq = column(header, { "Current Freq" });
    ++k.tableLaunches;
    k.tableTotalUs += Units::parseNumber(QStringView(row.value(duration))).value_or(0);
    k.blockDim = toInteger<int>(Units::parseNumber(QStringView(row.value(block))).value_or(0));
    k.taskType = row.value(type);
    if (const auto mhz = Units::parseNumber(QStringView(row.value(freq))))
        profile.device.clockMHz = *mhz;
    MetricValue m;
    m.value = k.tableTotalUs;
    m.unit = QStringLiteral("us");
    m.si = m.value * 1e-6;
    m.hasSi = true;
    m.artifact = artifact;
    m.line = 2;
    k.metrics.insert(QStringLiteral("Task Duration(us)"), m);
    return k.name;
}
} // namespace

bool ProfileReaders::msprofOpCsv(const QString &path, const QString &artifact, Profile &profile, const JobControl &control)
{
    const QFileInfo info(path);
    const QByteArray first = firstLine(path);
    if (!first.contains("block_id"))
        return !readOpBasicInfo(path, artifact, profile, true).isEmpty();
    // Per-block tables carry no operator name: it is in OpBasicInfo.csv of the same folder.
    QString kernelName = readOpBasicInfo(info.dir().filePath(QStringLiteral("OpBasicInfo.csv")), artifact, profile, false);
    if (kernelName.isEmpty())
        kernelName = info.dir().dirName();
    CsvRecords csv(path);
    csv.setControl(&control);
    QStringList header, row;
    if (!csv.open() || !csv.next(header))
        return false;
    const int blockCol = column(header, { "block_id" });
    const int subCol = column(header, { "sub_block_id" });
    warnUnknownColumns(header, artifact, profile);
    Kernel &k = profile.kernel(kernelName);
    QHash<QString, int> counts;
    // (block, sub-block) -> 1 + index in k.blocks: a lookup per row, not a scan of the blocks so far (80,000 rows
    // took 15 s with the scan).
    QHash<std::pair<QString, QString>, qsizetype> blockIndex;
    const QList<int> metricCols = metricColumns(header);
    for (qsizetype i = 0; i < k.blocks.size(); ++i)
        blockIndex.insert({ k.blocks.at(i).block, k.blocks.at(i).subBlock }, i + 1);
    int rows = 0;
    while (csv.nextRow(row, header.size(), profile.diagnostics, artifact)) {
        ++rows;
        const QString blockId = row.value(blockCol), subId = row.value(subCol);
        qsizetype &at = blockIndex[{ blockId, subId }]; // 0 when new: indices are stored plus one
        if (at == 0) {
            k.blocks.append({ blockId, subId, {} });
            at = k.blocks.size();
        }
        BlockMetrics *b = &k.blocks[at - 1];
        for (const int c : metricCols) {
            if (c == blockCol || c == subCol)
                continue;
            const auto v = Units::parseNumber(QStringView(row.at(c)));
            if (!v)
                continue;
            QHash<QString, int> one;
            accumulate(b->metrics, one, header.at(c), *v, artifact, csv.line());
            // Kernel-level figure: the mean over the blocks that report it.
            accumulate(k.metrics, counts, header.at(c), *v, artifact, csv.line());
        }
    }
    csv.warnIfError(profile.diagnostics, artifact);
    for (const Warning &w : csv.partialWarnings())
        profile.markPartial(kernelName, w);
    return rows > 0;
}

// msprof op's dump of one operator run (Ascend/msopprof writes dump/op_basic_info.txt): "Key=Value" lines.
// The SoC it ran on ("Run Soc Version=Ascend950PR_9589") names the device.
bool ProfileReaders::msprofOpBasicInfo(const QString &path, const QString &artifact, Profile &profile)
{
    const FileBytes bytes = FileStore::open(path);
    if (!bytes.isOpen()) {
        profile.diagnostics.warn(artifact, 0, bytes.errorString());
        return false;
    }
    ByteLines f(bytes.bytes());
    QHash<QString, QString> values;
    int line = 0;
    while (!f.atEnd()) {
        const QString text = QString::fromUtf8(f.next(1 << 16)).trimmed();
        ++line;
        if (text.isEmpty())
            continue;
        const qsizetype eq = text.indexOf(u'=');
        if (eq <= 0) {
            profile.diagnostics.warn(artifact, line, EngineText::english("Profile", "expected Key=Value"));
            continue;
        }
        values.insert(text.left(eq).trimmed(), text.mid(eq + 1).trimmed());
    }
    const QString name = values.value(QStringLiteral("Op Name"));
    if (name.isEmpty()) {
        profile.diagnostics.warn(artifact, 1, EngineText::english("Profile", "no Op Name"));
        return false;
    }
    Kernel &k = profile.kernel(name);
    ++k.tableLaunches;
    k.blockDim = toInteger<int>(Units::parseNumber(QStringView(values.value(QStringLiteral("Block Dim")))).value_or(0));
    // The device is the first one a file names; its clock comes from that same file. The current frequency is
    // "N/A" when the tool could not read it; the rated one stands in.
    const QString soc = values.value(QStringLiteral("Run Soc Version"));
    if (soc.isEmpty() || !profile.device.name.isEmpty())
        return true;
    profile.device.name = soc;
    profile.device.vendor = QStringLiteral("huawei");
    profile.device.clockMHz = 0;
    for (const char *key : { "Current Freq", "Rated Freq" })
        if (const auto mhz = Units::parseNumber(QStringView(values.value(QLatin1String(key))));
            mhz && profile.device.clockMHz <= 0)
            profile.device.clockMHz = *mhz;
    return true;
}

} // namespace Lowerscope
