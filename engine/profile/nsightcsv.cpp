// SPDX-License-Identifier: MIT
// Nsight Compute CSV exports (triton-compiler.md §4.3): --page raw (header row, units row, one row per
// launch), --page details (one row per metric, rule rows with estimated speedups, a `Body Item Label` column
// in 2025 versions, free-text and table blocks in between) and --page source (per-SASS-instruction rows).
#include "core/enginetext.h"
#include "core/filestore.h"
#include "csvrecords.h"
#include "profilereader.h"
#include "units.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace Lowerscope {

namespace {

MetricValue metric(double value, const QString &unit, const QString &artifact, int line)
{
    MetricValue m;
    m.value = value;
    m.unit = unit;
    m.artifact = artifact;
    m.line = line;
    if (const auto f = Units::siFactor(unit)) {
        m.si = value * *f;
        m.hasSi = true;
    }
    return m;
}

void parseDims(const QString &text, int out[3])
{
    if (out[0] != 0)
        return;
    QString t = text;
    t.remove(u'(').remove(u')').remove(u'[').remove(u']');
    const QStringList parts = t.split(u',');
    for (int i = 0; i < 3 && i < parts.size(); ++i)
        out[i] = parts.at(i).trimmed().toInt();
}

bool isBanner(const QStringList &fields)
{
    return !fields.isEmpty()
        && (fields.first().startsWith(QLatin1String("==PROF==")) || fields.first().startsWith(QLatin1String("==WARNING==")));
}

// Opens the table and reads its header, skipping ==PROF== banners.
bool openTable(CsvRecords &csv, QStringList &header, const QString &artifact, Profile &profile)
{
    if (!csv.open()) {
        profile.diagnostics.warn(artifact, 0, csv.errorString());
        return false;
    }
    while (csv.next(header))
        if (!isBanner(header))
            return true;
    profile.diagnostics.warn(artifact, csv.line(),
        csv.errorString().isEmpty() ? EngineText::english("Profile", "no table header") : csv.errorString());
    return false;
}

void warnIfError(const CsvRecords &csv, const QString &artifact, Profile &profile)
{
    if (!csv.errorString().isEmpty())
        profile.diagnostics.warn(artifact, csv.line(), csv.errorString());
}

} // namespace

bool ProfileReaders::nsightRaw(const QString &path, const QString &artifact, Profile &profile, const JobControl &control)
{
    CsvRecords csv(path);
    csv.setControl(&control);
    QStringList header, units, row;
    if (!openTable(csv, header, artifact, profile))
        return false;
    if (!csv.next(units)) {
        profile.diagnostics.warn(artifact, csv.line(), EngineText::english("Profile", "the units row is missing"));
        return false;
    }
    const int nameCol = int(header.indexOf(QStringLiteral("Kernel Name")));
    const int ccCol = int(header.indexOf(QStringLiteral("CC")));
    const int firstMetric = ccCol >= 0 ? ccCol + 1 : 11;
    if (nameCol < 0) {
        profile.diagnostics.warn(
            artifact, 1, EngineText::english("Profile", "expected a \"%1\" column").arg(QStringLiteral("Kernel Name")));
        return false;
    }
    // Several launches of one kernel: metrics are averaged over its rows.
    QHash<QString, QHash<QString, int>> counts;
    int rows = 0;
    while (csv.nextRow(row, header.size(), profile.diagnostics, artifact)) {
        ++rows;
        Kernel &k = profile.kernel(row.at(nameCol));
        ++k.tableLaunches;
        parseDims(row.value(header.indexOf(QStringLiteral("Grid Size"))), k.grid);
        parseDims(row.value(header.indexOf(QStringLiteral("Block Size"))), k.block);
        if (ccCol >= 0 && profile.device.computeCapability.isEmpty())
            profile.device.computeCapability = row.at(ccCol);
        QHash<QString, int> &count = counts[k.name];
        for (int c = firstMetric; c < header.size(); ++c) {
            const auto v = Units::parseNumber(QStringView(row.at(c)));
            if (!v)
                continue;
            const QString &name = header.at(c);
            auto it = k.metrics.find(name);
            const int n = ++count[name];
            if (it == k.metrics.end()) {
                k.metrics.insert(name, metric(*v, units.value(c), artifact, csv.line()));
            } else {
                *it = metric(it->value + (*v - it->value) / n, it->unit, it->artifact, it->line);
            }
        }
        const int duration = int(header.indexOf(QStringLiteral("gpu__time_duration.sum")));
        if (duration >= 0) {
            const auto f = Units::siFactor(units.value(duration));
            k.tableTotalUs += Units::parseNumber(QStringView(row.at(duration))).value_or(0) * f.value_or(1e-6) * 1e6;
        }
        if (profile.device.name.isEmpty()) {
            const int nameAttr = int(header.indexOf(QStringLiteral("device__attribute_display_name")));
            if (nameAttr >= 0 && !row.at(nameAttr).isEmpty()) {
                profile.device.name = row.at(nameAttr);
                profile.device.vendor = QStringLiteral("nvidia");
            }
        }
        if (profile.device.cores == 0)
            profile.device.cores = int(k.metrics.value(QStringLiteral("device__attribute_multiprocessor_count")).value);
    }
    warnIfError(csv, artifact, profile);
    return rows > 0;
}

bool ProfileReaders::nsightDetails(const QString &path, const QString &artifact, Profile &profile, const JobControl &control)
{
    CsvRecords csv(path);
    csv.setControl(&control);
    QStringList header, row;
    if (!openTable(csv, header, artifact, profile))
        return false;
    const auto col = [&header](const char *name) { return int(header.indexOf(QLatin1String(name))); };
    const int kName = col("Kernel Name"), section = col("Section Name"), label = col("Body Item Label"),
              mName = col("Metric Name"), mUnit = col("Metric Unit"), mValue = col("Metric Value"), rName = col("Rule Name"),
              rType = col("Rule Type"), rDesc = col("Rule Description"), sType = col("Estimated Speedup Type"),
              sValue = col("Estimated Speedup");
    if (kName < 0 || mName < 0 || mValue < 0) {
        profile.diagnostics.warn(
            artifact, 1, EngineText::english("Profile", "expected a \"%1\" column").arg(QStringLiteral("Metric Name")));
        return false;
    }
    int used = 0;
    while (csv.next(row)) {
        // Free text and the NUMA/NVLink tables between sections are not metric rows: skip them quietly.
        if (row.size() <= mValue || row.first().isEmpty() || !row.first().at(0).isDigit())
            continue;
        Kernel &k = profile.kernel(row.at(kName));
        const QString ruleName = rName >= 0 ? row.value(rName) : QString();
        if (!ruleName.isEmpty()) {
            RuleResult r;
            r.name = ruleName;
            r.type = row.value(rType);
            r.section = row.value(section);
            r.description = row.value(rDesc);
            r.speedupType = row.value(sType);
            r.estimatedSpeedup = Units::parseNumber(QStringView(row.value(sValue))).value_or(0);
            r.artifact = artifact;
            r.line = csv.line();
            k.rules.append(r);
            ++used;
            continue;
        }
        const auto v = Units::parseNumber(QStringView(row.at(mValue)));
        if (!v || row.at(mName).isEmpty())
            continue;
        QString key = row.value(section) + QLatin1Char('/');
        if (label >= 0 && !row.at(label).isEmpty())
            key += row.at(label) + QLatin1Char('/');
        key += row.at(mName);
        if (!k.metrics.contains(key))
            k.metrics.insert(key, metric(*v, row.value(mUnit), artifact, csv.line()));
        ++used;
    }
    warnIfError(csv, artifact, profile);
    return used > 0;
}

namespace {
// nvdisasm -g output: `//## File "path", line N` before the instructions of that line, `/*0290*/` offsets.
QHash<quint32, QPair<QString, int>> nvdisasmLines(const QString &dir, const QString &kernel)
{
    QHash<quint32, QPair<QString, int>> out;
    static const QRegularExpression fileRe(QString::fromLatin1(R"re(//## File "([^"]+)", line (\d+))re"));
    static const QRegularExpression offRe(QStringLiteral(R"(^\s*/\*([0-9a-fA-F]{4,})\*/)"));
    const QStringList candidates = QDir(dir).entryList({ QStringLiteral("*.nvdisasm") }, QDir::Files, QDir::Name);
    for (const QString &name : candidates) {
        const FileBytes bytes = FileStore::open(QDir(dir).filePath(name));
        if (!bytes.isOpen())
            continue;
        ByteLines f(bytes.bytes());
        bool inKernel = false;
        QString file;
        int line = 0;
        while (!f.atEnd()) {
            const QByteArrayView raw = f.next(1 << 20);
            // As a text-mode read gives it: "\r\n" becomes "\n".
            const QString text
                = raw.endsWith("\r\n") ? QString::fromUtf8(raw.chopped(2)) + QLatin1Char('\n') : QString::fromUtf8(raw);
            if (text.startsWith(QLatin1String("//---------------------")))
                inKernel = text.contains(QLatin1String(".text.") + kernel + QLatin1Char(' '));
            if (!inKernel)
                continue;
            if (const auto m = fileRe.match(text); m.hasMatch()) {
                file = m.captured(1);
                line = m.captured(2).toInt();
            } else if (const auto o = offRe.match(text); o.hasMatch()) {
                out.insert(o.captured(1).toUInt(nullptr, 16), { file, line });
            }
        }
        if (!out.isEmpty())
            break;
    }
    return out;
}
} // namespace

bool ProfileReaders::nsightSource(const QString &path, const QString &artifact, Profile &profile, const JobControl &control)
{
    CsvRecords csv(path);
    csv.setControl(&control);
    if (!csv.open()) {
        profile.diagnostics.warn(artifact, 0, csv.errorString());
        return false;
    }
    const QString dir = QFileInfo(path).absolutePath();
    QStringList row, header;
    QString kernelName;
    quint64 base = 0;
    bool haveBase = false;
    int rows = 0;
    QHash<quint32, QPair<QString, int>> lines;
    int stall = -1, stallNi = -1, executed = -1, excessive = -1, sectors = -1;
    QList<std::pair<int, QString>> reasons; // column -> reason ("stall_long_sb" -> "long_sb")
    while (csv.next(row)) {
        if (isBanner(row))
            continue;
        if (row.size() >= 2 && row.first() == QLatin1String("Kernel Name")) {
            kernelName = row.at(1);
            haveBase = false;
            lines = nvdisasmLines(dir, kernelName);
            continue;
        }
        if (row.size() >= 2 && row.first() == QLatin1String("Address")) {
            header = row;
            stall = int(header.indexOf(QStringLiteral("Warp Stall Sampling (All Samples)")));
            stallNi = int(header.indexOf(QStringLiteral("Warp Stall Sampling (Not-issued Samples)")));
            executed = int(header.indexOf(QStringLiteral("Instructions Executed")));
            excessive = int(header.indexOf(QStringLiteral("L2 Theoretical Sectors Global Excessive")));
            sectors = int(header.indexOf(QStringLiteral("L2 Theoretical Sectors Global")));
            reasons.clear();
            for (int c = 0; c < header.size(); ++c)
                if (header.at(c).startsWith(QLatin1String("stall_")) && !header.at(c).contains(u'('))
                    reasons.append({ c, header.at(c).mid(6) });
            continue;
        }
        bool ok = false;
        const quint64 address = row.first().toULongLong(&ok, 16);
        if (!ok || header.isEmpty() || kernelName.isEmpty()) {
            profile.diagnostics.warn(
                artifact, csv.line(), EngineText::english("Profile", "expected an instruction row with a hexadecimal address"));
            continue;
        }
        if (!haveBase) {
            base = address;
            haveBase = true;
        }
        SassRow r;
        r.offset = quint32(address - base);
        r.instruction = row.value(1).trimmed();
        r.stallSamples = Units::parseNumber(QStringView(row.value(stall))).value_or(0);
        r.stallSamplesNotIssued = Units::parseNumber(QStringView(row.value(stallNi))).value_or(0);
        r.instructionsExecuted = Units::parseNumber(QStringView(row.value(executed))).value_or(0);
        r.excessiveSectors = Units::parseNumber(QStringView(row.value(excessive))).value_or(0);
        r.l2Sectors = Units::parseNumber(QStringView(row.value(sectors))).value_or(0);
        for (const auto &[c, reason] : std::as_const(reasons))
            if (const double v = Units::parseNumber(QStringView(row.value(c))).value_or(0); v != 0)
                r.stallReasons.insert(reason, v);
        r.csvLine = csv.line();
        const auto loc = lines.constFind(r.offset);
        if (loc != lines.cend()) {
            r.sourceFile = loc->first;
            r.sourceLine = loc->second;
        }
        profile.kernel(kernelName).sass.append(r);
        ++rows;
    }
    warnIfError(csv, artifact, profile);
    return rows > 0;
}

} // namespace Lowerscope
