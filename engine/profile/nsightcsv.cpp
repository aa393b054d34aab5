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
#include <QSet>

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

// Ends the read of a table: an error that stopped it early is a partial-data warning, and every kernel of
// KERNELS (those the table gave figures to) is marked partial by it and by a last row the file cut.
void finishTable(CsvRecords &csv, const QString &artifact, Profile &profile, const QSet<QString> &kernels)
{
    csv.warnIfError(profile.diagnostics, artifact);
    for (const Warning &w : csv.partialWarnings())
        for (const QString &k : kernels)
            profile.markPartial(k, w);
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
    QSet<QString> kernels;
    int rows = 0;
    while (csv.nextRow(row, header.size(), profile.diagnostics, artifact)) {
        ++rows;
        Kernel &k = profile.kernel(row.at(nameCol));
        kernels.insert(k.name);
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
    finishTable(csv, artifact, profile, kernels);
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
    QSet<QString> kernels;
    while (csv.next(row)) {
        // Free text and the NUMA/NVLink tables between sections are not metric rows: skip them quietly.
        if (row.size() <= mValue || row.first().isEmpty() || !row.first().at(0).isDigit())
            continue;
        Kernel &k = profile.kernel(row.at(kName));
        kernels.insert(k.name);
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
    finishTable(csv, artifact, profile, kernels);
    return used > 0;
}

namespace {
// One instruction of an nvdisasm listing: its source line (from the `//## File` line before it) and opcode.
struct ListedInstruction {
    QString file;
    int line = 0;
    QString opcode;
};
struct Listing {
    QString name; // the .nvdisasm file's name
    QMap<quint32, ListedInstruction> instructions; // by offset
};

// The opcode of a SASS instruction as either side writes it: "@!P0  EXIT" (the table), "@!P0 EXIT ;" and
// "LDC R1, c[0x0][0x28] ;" (the listing) give EXIT and LDC.
QString opcodeOf(QStringView text)
{
    for (QStringView t : text.tokenize(u' ', Qt::SkipEmptyParts))
        if (!t.startsWith(u'@'))
            return t.endsWith(u';') ? t.chopped(1).toString() : t.toString();
    return {};
}

// nvdisasm -g output: `//## File "path", line N` before the instructions of that line, `/*0290*/` offsets.
Listing nvdisasmListing(const QString &dir, const QString &kernel)
{
    Listing out;
    static const QRegularExpression fileRe(QString::fromLatin1(R"re(//## File "([^"]+)", line (\d+))re"));
    static const QRegularExpression offRe(QStringLiteral(R"(^\s*/\*([0-9a-fA-F]{4,})\*/\s*([^;]*))"));
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
                out.instructions.insert(o.captured(1).toUInt(nullptr, 16), { file, line, opcodeOf(o.capturedView(2)) });
            }
        }
        if (!out.instructions.isEmpty()) {
            out.name = name;
            break;
        }
    }
    return out;
}

// After a kernel's rows: when its listing is the code the table measured (every row's offset is an instruction
// of the listing with the same opcode) and holds instructions the table has no row for, the table stops short
// of it. Those instructions are kept unmeasured (their lines are partial) and the kernel is marked partial.
void compareWithListing(Profile &profile, const QString &kernelName, const Listing &listing, const QString &artifact,
    int lastLine, const QList<Warning> &cuts)
{
    Kernel &k = profile.kernel(kernelName);
    for (const Warning &w : cuts)
        profile.markPartial(kernelName, w);
    if (listing.instructions.isEmpty() || k.sass.isEmpty())
        return;
    QSet<quint32> measured;
    for (const SassRow &r : std::as_const(k.sass)) {
        const auto it = listing.instructions.constFind(r.offset);
        if (it == listing.instructions.cend() || it->opcode != opcodeOf(r.instruction))
            return; // another build's listing: nothing to compare
        measured.insert(r.offset);
    }
    QList<SassRow> missing;
    for (auto it = listing.instructions.cbegin(); it != listing.instructions.cend(); ++it) {
        if (measured.contains(it.key()))
            continue;
        SassRow r;
        r.offset = it.key();
        r.instruction = it->opcode;
        r.sourceFile = it->file;
        r.sourceLine = it->line;
        missing.append(r);
    }
    if (missing.isEmpty())
        return;
    k.sassUnmeasured = missing;
    // Said once per table: a cut already said where the table ends.
    if (!cuts.isEmpty())
        return;
    const Warning w = profile.diagnostics.warnPartial(artifact, lastLine,
        EngineText::english(
            "Profile", "the table has rows for %1 of the %2 instructions of %3 in %4: the other %5 are not measured")
            .arg(measured.size())
            .arg(listing.instructions.size())
            .arg(kernelName, listing.name)
            .arg(missing.size()));
    profile.markPartial(kernelName, w);
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
    int rows = 0, lastLine = 0;
    Listing listing;
    int stall = -1, stallNi = -1, executed = -1, excessive = -1, sectors = -1;
    QList<std::pair<int, QString>> reasons; // column -> reason ("stall_long_sb" -> "long_sb")
    const auto endKernel = [&] {
        if (kernelName.isEmpty())
            return;
        csv.warnIfError(profile.diagnostics, artifact);
        compareWithListing(profile, kernelName, listing, artifact, lastLine, csv.partialWarnings());
    };
    while (csv.next(row)) {
        if (isBanner(row))
            continue;
        if (row.size() >= 2 && row.first() == QLatin1String("Kernel Name")) {
            endKernel();
            kernelName = row.at(1);
            haveBase = false;
            header.clear();
            listing = nvdisasmListing(dir, kernelName);
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
        // A row of another width than its header: the file cut it, or it is malformed (skipped either way).
        if (!csv.checkWidth(row.size(), header.size(), profile.diagnostics, artifact))
            continue;
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
        lastLine = r.csvLine;
        const auto loc = listing.instructions.constFind(r.offset);
        if (loc != listing.instructions.cend()) {
            r.sourceFile = loc->file;
            r.sourceLine = loc->line;
        }
        profile.kernel(kernelName).sass.append(r);
        ++rows;
    }
    endKernel();
    if (kernelName.isEmpty())
        csv.warnIfError(profile.diagnostics, artifact);
    return rows > 0;
}

} // namespace Lowerscope
