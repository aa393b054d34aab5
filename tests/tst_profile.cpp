// SPDX-License-Identifier: MIT
// Profiles: readers on the real fixtures (values checked by hand in the files), formats without a real sample
// built from the documented headers, bad input, cancellation and the `profile --json` contract.
#include "profile/csvrecords.h"
#include "profile/profilejson.h"
#include "profile/profilereader.h"
#include "profile/profilesignals.h"
#include "profile/sassmetrics.h"
#include "profile/units.h"
#include "store/sqldatabase.h"
#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <charconv>
#include <limits>
#include <random>

using namespace Lowerscope;

static const Track *trackNamed(const Profile &p, const QString &name)
{
    for (const Track &t : p.tracks)
        if (t.name == name)
            return &t;
    return nullptr;
}

static void writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

class TestProfile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void torchTrace()
    {
        const auto r = readProfile(Test::dataPath(QStringLiteral("triton-h200/torch_trace.json")));
        const Profile &p = r.profile;
        QCOMPARE(p.formats, QStringList { QStringLiteral("torch-profiler-chrome-trace") });
        // 228 traceEvents: 88 X + 2 i on the timeline, 58 M metadata, 41 s + 39 f flow points.
        QCOMPARE(p.sourceEvents, 228);
        QCOMPARE(p.eventCount(), 90);
        QCOMPARE(p.flows.size(), 39); // 39 ac2g pairs; two starts have no end
        const Track *stream = trackNamed(p, QStringLiteral("stream 7")); // thread_name "stream 7 " trimmed
        QVERIFY(stream);
        QCOMPARE(stream->kind, TrackKind::Stream);
        QCOMPARE(stream->events.size(), 39);
        QVERIFY(std::is_sorted(
            stream->events.cbegin(), stream->events.cend(), [](const Event &a, const Event &b) { return a.start < b.start; }));
        const Kernel *vadd = p.findKernel(QStringLiteral("vadd_kernel"));
        QVERIFY(vadd);
        QCOMPARE(vadd->launches, 3);
        QCOMPARE(qRound(vadd->totalUs * 1000), 13056); // 4.608 + 4.224 + 4.224 µs
        QCOMPARE(vadd->grid[0], 1024);
        QCOMPARE(vadd->block[0], 128);
        QCOMPARE(p.device.name, QStringLiteral("NVIDIA H200"));
        QCOMPARE(p.device.cores, 132);
        // ts kept to the nanosecond: the first vadd launch starts at 5079474842982.748 µs.
        QCOMPARE(stream->events.first().start, Q_INT64_C(5079474842982748));
    }
    void nsightExports()
    {
        const auto r = readProfile(Test::dataPath(QStringLiteral("triton-h200/transpose_naive")));
        const Profile &p = r.profile;
        QVERIFY(p.formats.contains(QStringLiteral("nsight-compute-raw-csv")));
        QVERIFY(p.formats.contains(QStringLiteral("nsight-compute-details-csv")));
        QVERIFY(p.formats.contains(QStringLiteral("nsight-compute-source-csv")));
        QVERIFY(p.diagnostics.ignored.contains(QStringLiteral("transpose_naive.ptx")));
        const Kernel *k = p.findKernel(QStringLiteral("transpose_naive_kernel"));
        QVERIFY(k);
        // ncu.raw.csv: units row says Mbyte; line 3 is the launch.
        const MetricValue read = k->metrics.value(QStringLiteral("dram__bytes_read.sum"));
        QCOMPARE(read.unit, QStringLiteral("Mbyte"));
        QCOMPARE(read.value, 355.955968);
        QCOMPARE(qRound64(read.si), Q_INT64_C(355955968));
        QCOMPARE(k->metrics.value(QStringLiteral("launch__occupancy_per_block_size")).value, 3670.0); // "3,670"
        QCOMPARE(k->grid[0], 8192);
        // ncu.details.csv line 1916: UncoalescedGlobalAccess, OPT, global, 77.23.
        const auto rule = std::find_if(k->rules.cbegin(), k->rules.cend(),
            [](const RuleResult &x) { return x.name == QLatin1String("UncoalescedGlobalAccess"); });
        QVERIFY(rule != k->rules.cend());
        QCOMPARE(rule->line, 1916);
        QCOMPARE(rule->estimatedSpeedup, 77.23);
        QCOMPARE(rule->speedupType, QStringLiteral("global"));
        // ncu.source-sass.csv line 44: 0x7f95db7a2a90 - 0x7f95db7a2800 = 0x290, nvdisasm puts it on line 10.
        const auto row = std::find_if(k->sass.cbegin(), k->sass.cend(), [](const SassRow &s) { return s.offset == 0x290; });
        QVERIFY(row != k->sass.cend());
        QCOMPARE(row->csvLine, 44);
        QCOMPARE(row->instruction, QStringLiteral("@!P1  LDG.E R10, desc[UR6][R12.64]"));
        QCOMPARE(row->stallSamples, 2096.0);
        QCOMPARE(row->excessiveSectors, 7340032.0);
        QCOMPARE(row->sourceLine, 10);
        QCOMPARE(k->sass.size(), 160);

        const ProfileSignals sig = ProfileSignals::compute(p);
        const KernelSignals s = sig.kernels.value(k->name);
        QCOMPARE(s.bottleneck, QStringLiteral("memory-bound")); // memory SOL 95.6 %, SM 3.8 %
        QCOMPARE(s.topStalls.first().first, QStringLiteral("long_scoreboard"));
        // (355.955968 + 257.320448) MB over 490.72 µs
        QCOMPARE(qRound64(s.values.value(QStringLiteral("achieved_bandwidth")).value / 1e9), Q_INT64_C(1250));

        Facts facts;
        addProfileFacts(p, QStringLiteral("transpose_naive_kernel"), facts);
        QCOMPARE(facts.number(QStringLiteral("rule.UncoalescedGlobalAccess")), 77.23);
        QCOMPARE(facts.origins.value(QStringLiteral("rule.UncoalescedGlobalAccess")).line, 1916);
        QCOMPARE(facts.string(QStringLiteral("signal.bottleneck")), QStringLiteral("memory-bound"));
        QCOMPARE(facts.number(QStringLiteral("signal.occupancy_pct")), 94.264896);
    }
    void truncatedSourceSassIsPartial()
    {
        // The real source-SASS export of softmax_3pass (288 instruction rows on lines 3-290, one per instruction of
        // softmax_3pass.nvdisasm), whole and cut in the test. Line 151 is 0x940 FADD (2265 stall samples), on
        // Python line 20, whose 68 instructions hold 10230 samples; those on lines 3-150 hold 2642. Line 16's
        // instructions all sit on CSV lines up to 106 (12192 samples), line 4's on line 3 (23).
        const QString from = Test::dataPath(QStringLiteral("triton-h200/softmax_3pass"));
        QFile csvFile(QDir(from).filePath(QStringLiteral("ncu.source-sass.csv")));
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        const QByteArray whole = csvFile.readAll();
        QFile listing(QDir(from).filePath(QStringLiteral("softmax_3pass.nvdisasm")));
        QVERIFY(listing.open(QIODevice::ReadOnly));
        const QByteArray listingBytes = listing.readAll();
        qsizetype line151 = 0; // offset of CSV line 151
        for (int n = 0; n < 150; ++n)
            line151 = whole.indexOf('\n', line151) + 1;
        QVERIFY(whole.mid(line151).startsWith("\"0x7f21777a3140\",\"      FADD R13, -R4, R13\",\"2265\","));
        const QString py = QStringLiteral("/srv/user/projects/ops/kernels/softmax_3pass.py");
        const auto readCut = [&](const QByteArray &bytes, Profile &out) {
            QTemporaryDir dir;
            writeFile(dir.filePath(QStringLiteral("ncu.source-sass.csv")), bytes);
            writeFile(dir.filePath(QStringLiteral("softmax_3pass.nvdisasm")), listingBytes);
            out = readProfile(dir.path()).profile;
        };

        Profile p;
        readCut(whole, p);
        QVERIFY(p.diagnostics.partial().isEmpty());
        const Kernel *k = p.findKernel(QStringLiteral("softmax_3pass_kernel"));
        QVERIFY(k);
        QCOMPARE(k->sass.size(), 288);
        QVERIFY(!k->isPartial());
        QVERIFY(k->sassUnmeasured.isEmpty());
        LineMetrics m = sourceLineMetrics(*k, py);
        QCOMPARE(m.value(20, QStringLiteral("stall_samples")), 10230.0);
        QVERIFY(m.partialLines.isEmpty());
        QVERIFY(m.partial.isEmpty());

        // Cut inside a quoted field of line 151 (after "FADD R13, -R): the file ends inside it.
        readCut(whole.first(line151 + 27), p);
        QList<Warning> partial = p.diagnostics.partial();
        QCOMPARE(partial.size(), 1);
        QCOMPARE(partial.first().file, QStringLiteral("ncu.source-sass.csv"));
        QCOMPARE(partial.first().line, 151);
        QVERIFY(partial.first().message.startsWith(QLatin1String("unterminated quoted field")));
        k = p.findKernel(QStringLiteral("softmax_3pass_kernel"));
        QCOMPARE(k->sass.size(), 148);
        QCOMPARE(k->sassUnmeasured.size(), 140);
        QCOMPARE(k->partial.size(), 1);
        QCOMPARE(k->partial.first().line, 151);
        m = sourceLineMetrics(*k, py);
        QCOMPARE(m.value(20, QStringLiteral("stall_samples")), 2642.0);
        QVERIFY(m.isPartial(20));
        QVERIFY(m.isPartial(17));
        QVERIFY(!m.isPartial(16));
        QCOMPARE(m.value(16, QStringLiteral("stall_samples")), 12192.0);
        QVERIFY(!m.isPartial(4));
        QCOMPARE(m.partial.size(), 1);
        // The listing's lines: the FADD at /*0940*/ is partial, the first instruction (/*0000*/) is not.
        const qsizetype faddAt = listingBytes.indexOf("/*0940*/");
        const int faddLine = int(listingBytes.first(faddAt).count('\n')) + 1;
        const int firstLine = int(listingBytes.first(listingBytes.indexOf("/*0000*/")).count('\n')) + 1;
        LineMetrics sass = sassLineMetrics(*k, QString::fromUtf8(listingBytes));
        QVERIFY(sass.isPartial(faddLine));
        QVERIFY(!sass.isPartial(firstLine));
        // profile --json: the warning with its file and line, the kernel marked partial with the reason.
        QJsonObject doc = profileToJson(p, ProfileSignals::compute(p));
        const QJsonObject w = doc.value(QStringLiteral("warnings")).toArray().first().toObject();
        QCOMPARE(w.value(QStringLiteral("file")).toString(), QStringLiteral("ncu.source-sass.csv"));
        QCOMPARE(w.value(QStringLiteral("line")).toInt(), 151);
        QCOMPARE(w.value(QStringLiteral("partial")).toBool(), true);
        const QJsonObject kj = doc.value(QStringLiteral("kernels")).toArray().first().toObject();
        QCOMPARE(kj.value(QStringLiteral("partial")).toBool(), true);
        QCOMPARE(kj.value(QStringLiteral("sass_unmeasured")).toInt(), 140);
        QCOMPARE(
            kj.value(QStringLiteral("partial_because")).toArray().first().toObject().value(QStringLiteral("line")).toInt(), 151);

        // Cut after the instruction field of line 151 and its comma (two commas are inside the quoted
        // instruction): the last record has 3 of the header's 67 fields, the third empty.
        qsizetype at = line151;
        for (int n = 0; n < 4; ++n)
            at = whole.indexOf(',', at) + 1;
        readCut(whole.first(at), p);
        partial = p.diagnostics.partial();
        QCOMPARE(partial.size(), 1);
        QCOMPARE(partial.first().line, 151);
        QCOMPARE(partial.first().message,
            QStringLiteral("the file ends inside this row (3 of 67 fields): the rest of the table is missing"));
        k = p.findKernel(QStringLiteral("softmax_3pass_kernel"));
        QCOMPARE(k->sass.size(), 148);
        QVERIFY(sourceLineMetrics(*k, py).isPartial(20));

        // Cut at the end of line 150: every row is whole, but the listing has 140 instructions more.
        readCut(whole.first(line151), p);
        partial = p.diagnostics.partial();
        QCOMPARE(partial.size(), 1);
        QCOMPARE(partial.first().line, 150);
        QCOMPARE(partial.first().message,
            QStringLiteral("the table has rows for 148 of the 288 instructions of softmax_3pass_kernel in "
                           "softmax_3pass.nvdisasm: the other 140 are not measured"));
        k = p.findKernel(QStringLiteral("softmax_3pass_kernel"));
        QVERIFY(k->isPartial());
        QCOMPARE(sourceLineMetrics(*k, py).value(20, QStringLiteral("stall_samples")), 2642.0);
        QVERIFY(sourceLineMetrics(*k, py).isPartial(20));
    }
    void wholeCapturesAreNotPartial()
    {
        // Every real kernel folder: no partial warning, no kernel marked partial. softmax_fused's listing is of
        // another build (192 instructions, the table has 296 rows): not compared, so not called short.
        for (const char *name : { "matmul_naive", "softmax_3pass", "softmax_fused", "transpose_naive", "transpose_tiled" }) {
            const auto r = readProfile(Test::dataPath(QStringLiteral("triton-h200/") + QLatin1String(name)));
            QVERIFY2(r.profile.diagnostics.partial().isEmpty(), name);
            for (const Kernel &k : r.profile.kernels) {
                QVERIFY2(!k.isPartial(), name);
                QVERIFY2(k.sassUnmeasured.isEmpty(), name);
            }
        }
        const auto ascend = readProfile(Test::dataPath(QStringLiteral("ascend")));
        QVERIFY(ascend.profile.diagnostics.partial().isEmpty());
    }
    void truncatedTablesArePartial()
    {
        // The real raw export of transpose_naive (header, units, one launch row on line 3, every field quoted)
        // and the real kernel_details.csv of the msprof-analyze sample (46 columns, 29 rows on lines 2-30, no final
        // line break),
        // each cut in the middle of its last row.
        QTemporaryDir dir;
        QFile raw(Test::dataPath(QStringLiteral("triton-h200/transpose_naive/ncu.raw.csv")));
        QVERIFY(raw.open(QIODevice::ReadOnly));
        const QByteArray rawBytes = raw.readAll();
        const QString rawCut = dir.filePath(QStringLiteral("ncu.raw.csv"));
        writeFile(rawCut, rawBytes.first(rawBytes.size() - 200));
        Profile p;
        QVERIFY(!ProfileReaders::nsightRaw(rawCut, QStringLiteral("ncu.raw.csv"), p));
        QCOMPARE(p.diagnostics.partial().size(), 1);
        QCOMPARE(p.diagnostics.partial().first().line, 3);

        QFile kd(Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze/kernel_details_PipeUtilization.csv")));
        QVERIFY(kd.open(QIODevice::ReadOnly));
        const QByteArray kdBytes = kd.readAll();
        QVERIFY(!kdBytes.endsWith('\n'));
        Profile whole;
        QVERIFY(ProfileReaders::kernelDetails(kd.fileName(), QStringLiteral("kernel_details.csv"), whole));
        QVERIFY(whole.diagnostics.partial().isEmpty()); // no final line break, but its last row is whole
        const QString kdCut = dir.filePath(QStringLiteral("kernel_details.csv"));
        const qsizetype lastRow = kdBytes.lastIndexOf('\n') + 1;
        writeFile(kdCut, kdBytes.first(lastRow + 40));
        Profile cut;
        QVERIFY(ProfileReaders::kernelDetails(kdCut, QStringLiteral("kernel_details.csv"), cut));
        const QList<Warning> partial = cut.diagnostics.partial();
        QCOMPARE(partial.size(), 1);
        QCOMPARE(partial.first().file, QStringLiteral("kernel_details.csv"));
        QCOMPARE(partial.first().line, 30);
        QCOMPARE(partial.first().message,
            QStringLiteral("the file ends inside this row (5 of 46 fields): the rest of the table is missing"));
        for (const Kernel &k : cut.kernels)
            QVERIFY(k.isPartial());
    }
    void ascendKernelDetails()
    {
        const auto r = readProfile(
            Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze/kernel_details_PipeUtilization.csv")));
        const Profile &p = r.profile;
        QCOMPARE(p.formats, QStringList { QStringLiteral("torch-npu-kernel-details-csv") });
        const Kernel *k = p.findKernel(QStringLiteral("aclnnMatmul_MatMulCommon_MatMulV2"));
        QVERIFY(k);
        QCOMPARE(k->launches, 4);
        QCOMPARE(qRound(k->totalUs * 1000), 750595);
        QCOMPARE(k->blockDim, 16);
        QCOMPARE(k->taskType, QStringLiteral("AI_CORE"));
        QCOMPARE(k->metrics.value(QStringLiteral("aic_mac_ratio")).value, 0.81975); // mean of 0.824 0.825 ...
        QCOMPARE(k->metrics.value(QStringLiteral("aic_mac_time(us)")).unit, QStringLiteral("us"));
        const KernelSignals s = ProfileSignals::compute(p).kernels.value(k->name);
        QCOMPARE(s.values.value(QStringLiteral("pipe.cube")).value, 0.81975);
        QCOMPARE(s.values.value(QStringLiteral("pipe.mte2")).value, 0.9665);
        QCOMPARE(s.values.value(QStringLiteral("memory_bound_ratio")).value, 0.9665 / 0.81975);
        QCOMPARE(s.bottleneck, QStringLiteral("memory-bound"));
        Facts facts;
        addProfileFacts(p, k->name, facts);
        QCOMPARE(facts.number(QStringLiteral("ascend.aic_scalar_ratio")), 0.4755);
        QCOMPARE(facts.number(QStringLiteral("ascend.block_dim")), 16.0);
    }
    void ascendOpSummaryAndTrace()
    {
        // op_summary_1.csv: msprof naming (Op Name, OP Type, Task Type, Task Duration(us)); row 17 is short.
        const auto r
            = readProfile(Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msinsight_gpt3_rank0/op_summary_1.csv")));
        QCOMPARE(r.profile.formats, QStringList { QStringLiteral("msprof-op-summary-csv") });
        QCOMPARE(r.profile.findKernel(QStringLiteral("ZerosLike"))->launches, 1);
        QCOMPARE(r.profile.diagnostics.warnings.size(), 1);
        QCOMPARE(r.profile.diagnostics.warnings.first().line, 17);

        const auto t = readProfile(Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze/trace_view.json")));
        const Profile &p = t.profile;
        QCOMPARE(p.formats, QStringList { QStringLiteral("msprof-chrome-trace") });
        QCOMPARE(p.sourceEvents, 3670);
        QCOMPARE(p.flows.size(), 713);
        const Track *hw = trackNamed(p, QStringLiteral("Stream 3"));
        QVERIFY(hw);
        QCOMPARE(hw->kind, TrackKind::Stream);
        QCOMPARE(hw->events.size(), 276);
        QCOMPARE(p.tracks.at(hw->parent).name, QStringLiteral("Ascend Hardware (NPU)"));
        QCOMPARE(p.findKernel(QStringLiteral("aclnnInplaceMuls_MulAiCore_Mul"))->launches, 20);
        QCOMPARE(trackNamed(p, QStringLiteral("Computing"))->events.size(), 274); // Overlap Analysis thread 0
        // "ts": "1704161511422904.204" as a string, kept exactly.
        QCOMPARE(hw->events.first().start, Q_INT64_C(1704161511422904204));
    }
    void ascendTablesOfOneRunCountOnce()
    {
        // The GPT-3 sample holds kernel_details.csv and op_summary_1.csv: the same device tasks (same name,
        // start and duration) under torch_npu's and msprof's column names; 20 rows each are read (row 17, one
        // field short, is reported and left out). FlashAttentionScore ran three times
        // for 21,112.85 µs in all; both tables together counted it six times for 42,225.70 µs.
        const auto r = readProfile(Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msinsight_gpt3_rank0")));
        const Kernel *fa = r.profile.findKernel(QStringLiteral("FlashAttentionScore"));
        QVERIFY(fa);
        QCOMPARE(fa->launches, 3);
        QVERIFY2(qAbs(fa->totalUs - 21112.8507) < 1e-6, qPrintable(QString::number(fa->totalUs, 'f', 6)));
        QCOMPARE(r.profile.findKernel(QStringLiteral("ZerosLike"))->launches, 1);
        // The later table (op_summary_1.csv; files are read in name order) says what it skipped.
        bool said = false;
        for (const Warning &w : r.profile.diagnostics.warnings)
            said = said
                || (w.file == QLatin1String("op_summary_1.csv")
                    && w.message.contains(QLatin1String("ASCEND_PROFILER_OUTPUT/kernel_details.csv"))
                    && w.message.contains(QLatin1String(": 20,")));
        QVERIFY(said);
        // The timeline shows each task once: kernel_details' 20 rows, op_summary's track stays empty.
        QCOMPARE(r.profile.eventCount(), 20);
        // Tasks on no stream (HCCL) get a named track, not "Stream N/A".
        QVERIFY(trackNamed(r.profile, QStringLiteral("No stream")));
        QVERIFY(!trackNamed(r.profile, QStringLiteral("Stream N/A")));
        // One run: one clock.
        QVERIFY(r.profile.clockSegments.isEmpty());
    }
    void capturesOnDisjointClocksAreSplit()
    {
        // The GPT-3 sample's kernel_details.csv (2023-09-19) beside the msprof_analyze trace_view.json
        // (2024-01-02): 9,046,132 s between the end of one and the start of the other.
        QTemporaryDir dir;
        QVERIFY(QFile::copy(Test::dataPath(QStringLiteral(
                                "ascend/torch_npu_profiler_msinsight_gpt3_rank0/ASCEND_PROFILER_OUTPUT/kernel_details.csv")),
            dir.filePath(QStringLiteral("kernel_details.csv"))));
        QVERIFY(QFile::copy(Test::dataPath(QStringLiteral("ascend/torch_npu_profiler_msprof_analyze/trace_view.json")),
            dir.filePath(QStringLiteral("trace_view.json"))));
        const auto r = readProfile(dir.path());
        const Profile &p = r.profile;
        QCOMPARE(p.clockSegments.size(), 2);
        const ClockSegment &a = p.clockSegments.at(0), &b = p.clockSegments.at(1);
        QCOMPARE(a.artifacts, QStringList { QStringLiteral("kernel_details.csv") });
        QCOMPARE(b.artifacts, QStringList { QStringLiteral("trace_view.json") });
        QCOMPARE(a.shift, 0);
        QCOMPARE(a.start, Q_INT64_C(1695115378713661000)); // the first task's start
        QCOMPARE(a.end - a.start, Q_INT64_C(267849918)); // through the last task's end (NonZero, 1695115378981510.918 µs)
        // The later capture follows the earlier one after a gap of 2% of what is shown.
        QCOMPARE(b.start, a.end + ((a.end - a.start) + (b.end - b.start)) / 50);
        const Track *hw = trackNamed(p, QStringLiteral("Stream 3"));
        QVERIFY(hw);
        QCOMPARE(hw->events.first().start, Q_INT64_C(1704161511422904204) + b.shift);
        // The whole profile spans well under a second, not 9 million seconds.
        qint64 lo = std::numeric_limits<qint64>::max(), hi = std::numeric_limits<qint64>::min();
        for (const Track &t : p.tracks)
            for (const Event &e : t.events) {
                lo = std::min(lo, e.start);
                hi = std::max(hi, e.start + std::max<qint64>(0, e.duration));
            }
        QVERIFY2(hi - lo < Q_INT64_C(1000000000), qPrintable(QString::number(hi - lo)));
        bool warned = false;
        for (const Warning &w : p.diagnostics.warnings)
            warned = warned
                || (w.file == QLatin1String("trace_view.json") && w.message.contains(QLatin1String("kernel_details.csv"))
                    && w.message.contains(QLatin1String("9046132 s apart")));
        QVERIFY(warned);
        // Flows moved with their events: every flow of the trace starts inside the trace's segment.
        QVERIFY(!p.flows.isEmpty());
        for (const Flow &f : p.flows)
            QVERIFY(f.fromTime >= b.start && f.fromTime <= b.end);
    }
    void msprofDatabaseWithOverflowingTimes()
    {
        // fuzz_msprof_db's finding (tests/fuzz/repro/msprof_db): a TASK whose end minus start overflows qint64
        // (signed overflow, undefined). Its duration is 0, as for an end before the start; every row is still read.
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("msprof_0.db"));
        QVERIFY(QFile::copy(Test::dataPath(QStringLiteral("ascend/msprof_db_910B/msprof_0.db")), db));
        QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
        {
            Sql::Database d;
            QString error;
            QVERIFY2(d.open(db, &error), qPrintable(error));
            QVERIFY(d.run("UPDATE TASK SET startNs = -7926534780586109783, endNs = 1698220811529418613 "
                          "WHERE rowid = (SELECT min(rowid) FROM TASK)",
                &error));
            QCOMPARE(d.changes(), 1);
        }
        const auto r = readProfile(db);
        QCOMPARE(r.profile.eventCount(), 24);
        int found = 0;
        for (const Track &t : r.profile.tracks)
            for (const Event &e : t.events)
                if (e.start == Q_INT64_C(-7926534780586109783)) {
                    QCOMPARE(e.duration, qint64(0));
                    ++found;
                }
        QCOMPARE(found, 1);
    }
    void msprofDatabase()
    {
        const auto r = readProfile(Test::dataPath(QStringLiteral("ascend/msprof_db_910B/msprof_0.db")));
        const Profile &p = r.profile;
        QCOMPARE(p.formats, QStringList { QStringLiteral("msprof-db") });
        QCOMPARE(p.device.name, QStringLiteral("Ascend910B"));
        QCOMPARE(p.eventCount(), 24);
        const Kernel *k = p.findKernel(QStringLiteral("aclnnInplaceZero_ZerosLikeAiCore_ZerosLike"));
        QVERIFY(k);
        QCOMPARE(k->launches, 1);
        QCOMPARE(k->totalUs, 612.092); // endNs - startNs = 612092
        QCOMPARE(k->blockDim, 48);
        QCOMPARE(k->taskType, QStringLiteral("AI_VECTOR_CORE"));
        QCOMPARE(p.findKernel(QStringLiteral("aclnnLtScalar_LessAiCore_Less"))->launches, 2);
    }
    void npuComputeHardwareInfoFromDocumentedStructure()
    {
        // No redistributable npu-compute capture exists: the records follow its documented structure (Device Info
        // with chip info; AI Core Information with cube and vector core counts and frequencies; Memory
        // Information), with the figures an Ascend 950PR capture reports (36 AIC, 72 AIV, 1650 MHz, 131072 MB).
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("HardwareInfo.jsonl")),
            "{\"Device Info\": {\"chip info\": \"Ascend950PR_9599\", \"arch info\": \"DAV_3510\"}}\n"
            "{\"AI Core Information\": {\"ai core count\": 36, \"cube core count\": 36, \"vector core count\": 72, "
            "\"cube frequency(MHZ)\": 1650, \"vector frequency(MHZ)\": 1650}}\n"
            "{\"Memory Information\": {\"hbm total(MB)\": 131072, \"hbm frequency(MHZ)\": 1500}}\n");
        const auto r = readProfile(dir.path());
        QCOMPARE(r.profile.formats, QStringList { QStringLiteral("npu-compute-jsonl") });
        const DeviceInfo &d = r.profile.device;
        QCOMPARE(d.name, QStringLiteral("Ascend950PR_9599"));
        QCOMPARE(d.vendor, QStringLiteral("huawei"));
        QCOMPARE(d.cores, 36);
        QCOMPARE(d.vectorCores, 72);
        QCOMPARE(d.clockMHz, 1650.0);
        QCOMPARE(d.memoryBytes, Q_INT64_C(131072) * 1024 * 1024);
        // Charted against the 950 with the capture's own core counts.
        const HardwareModel hw = ProfileSignals::hardwareFor(r.profile);
        QCOMPARE(hw.id, QStringLiteral("ascend950pr-server"));
        QCOMPARE(hw.cores, 36);
        QCOMPARE(hw.vectorCores, 72);
        const QJsonObject device
            = profileToJson(r.profile, ProfileSignals::compute(r.profile)).value(QStringLiteral("device")).toObject();
        QCOMPARE(device.value(QStringLiteral("name")).toString(), QStringLiteral("Ascend950PR_9599"));
        QCOMPARE(device.value(QStringLiteral("cores")).toInt(), 36);
        QCOMPARE(device.value(QStringLiteral("vector_cores")).toInt(), 72);
    }
    void npuComputeFlatRecordsOf950()
    {
        // HardwareInfo.jsonl and summary.jsonl written from the record shape ascend-formats.md documents (flat
        // records with a `category` key, as a real 950 capture writes them; tests/data/ascend/
        // npu_compute_950_documented/SOURCES.md): the device and its core counts, the operator's task time and
        // its block count against the 72 vector cores.
        const auto r = readProfile(Test::dataPath(QStringLiteral("ascend/npu_compute_950_documented")));
        QCOMPARE(r.profile.formats, QStringList { QStringLiteral("npu-compute-jsonl") });
        const DeviceInfo &d = r.profile.device;
        QCOMPARE(d.name, QStringLiteral("Ascend950PR_9599 V100"));
        QCOMPARE(d.vendor, QStringLiteral("huawei"));
        QCOMPARE(d.cores, 36);
        QCOMPARE(d.vectorCores, 72);
        QCOMPARE(d.clockMHz, 1650.0);
        QCOMPARE(d.memoryBytes, Q_INT64_C(131072) * 1024 * 1024);
        const HardwareModel hw = ProfileSignals::hardwareFor(r.profile);
        QCOMPARE(hw.id, QStringLiteral("ascend950pr-server"));
        QCOMPARE(hw.cores, 36);
        QCOMPARE(hw.vectorCores, 72);
        // No kernel from the hardware records (Host Info included); the one operator of summary.jsonl.
        QCOMPARE(r.profile.kernels.size(), 1);
        const Kernel &k = r.profile.kernels.first();
        QCOMPARE(k.name, QStringLiteral("add"));
        QCOMPARE(k.launches, 1);
        QCOMPARE(k.totalUs, 6.84);
        QCOMPARE(k.blockDim, 1);
        QCOMPARE(k.taskType, QStringLiteral("vector"));
        QCOMPARE(k.metrics.value(QStringLiteral("aicore_gm_bw_theoretical(GB/s)")).value, 1600.0);
        const KernelSignals s = ProfileSignals::compute(r.profile).kernels.value(k.name);
        QCOMPARE(s.values.value(QStringLiteral("block_dim")).value, 1.0);
        QCOMPARE(s.values.value(QStringLiteral("cores")).value, 72.0);
        QCOMPARE(s.values.value(QStringLiteral("blocks_per_core")).value, 1.0 / 72);
        const QJsonObject doc = profileToJson(r.profile, ProfileSignals::compute(r.profile));
        const QJsonObject kj = doc.value(QStringLiteral("kernels")).toArray().first().toObject();
        QCOMPARE(kj.value(QStringLiteral("launches")).toInt(), 1);
        QCOMPARE(kj.value(QStringLiteral("total_us")).toDouble(), 6.84);
        QCOMPARE(kj.value(QStringLiteral("block_dim")).toInt(), 1);
        QCOMPARE(doc.value(QStringLiteral("device")).toObject().value(QStringLiteral("vector_cores")).toInt(), 72);
    }
    void msprofOpBasicInfoNamesTheDevice()
    {
        // msprof op's dump of an add kernel run on an Ascend 950PR (Ascend/msopprof test resources).
        const auto r
            = readProfile(Test::dataPath(QStringLiteral("ascend/msopprof_raw_dumps/op_basic_info_Ascend950PR_9589.txt")));
        QCOMPARE(r.profile.formats, QStringList { QStringLiteral("msprof-op-basic-info") });
        QCOMPARE(r.profile.device.name, QStringLiteral("Ascend950PR_9589"));
        QCOMPARE(r.profile.device.clockMHz, 1650.0);
        const Kernel *k = r.profile.findKernel(QStringLiteral("add"));
        QVERIFY(k);
        QCOMPARE(k->blockDim, 1);
        QCOMPARE(k->tableLaunches, 1);
        // A folder with two dumps: the device and its clock come from the first that names one (910B4, no clock).
        const auto both = readProfile(Test::dataPath(QStringLiteral("ascend/msopprof_raw_dumps")));
        QCOMPARE(both.profile.device.name, QStringLiteral("Ascend910B4"));
        QCOMPARE(both.profile.device.clockMHz, 0.0);
    }
    void msprofOpCsvFromDocumentedHeaders()
    {
        // No redistributable `msprof op` sample exists: these files use the column names of Ascend/msopprof@d6c29dfa
        // msopprof_performance_data.md (ai*_ written out as aiv_), values invented for the test.
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("OpBasicInfo.csv")),
            "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq\n"
            "_gelu_kernel,vector,177.703552,4096,0,4,920434,1800,1800\n");
        writeFile(dir.filePath(QStringLiteral("PipeUtilization.csv")),
            "block_id,sub_block_id,aiv_time(us),aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,aiv_scalar_time(us),aiv_scalar_"
            "ratio,"
            "aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte3_time(us),aiv_mte3_ratio\n"
            "0,vector0,10,18000,2,0.2,6,0.6,1,0.1,1,0.1\n"
            "0,vector1,10,18000,4,0.4,4,0.4,3,0.3,1,0.1\n");
        const auto r = readProfile(dir.path());
        const Kernel *k = r.profile.findKernel(QStringLiteral("_gelu_kernel"));
        QVERIFY(k);
        QCOMPARE(k->blockDim, 4096);
        QCOMPARE(k->blocks.size(), 2);
        QCOMPARE(k->metrics.value(QStringLiteral("aiv_scalar_ratio")).value, 0.5);
        const KernelSignals s = ProfileSignals::compute(r.profile).kernels.value(k->name);
        QCOMPARE(s.bottleneck, QStringLiteral("scalar-fallback")); // scalar 0.5 > vector 0.3
        QCOMPARE(s.blocks.size(), 2);
        QCOMPARE(s.blocks.at(1).values.value(QStringLiteral("memory_bound_ratio")).value, 0.3 / 0.4);
        QCOMPARE(r.profile.device.clockMHz, 1800.0);
    }
    void badInput()
    {
        QTemporaryDir dir;
        // Truncated JSON: the first 20000 bytes of torch_trace.json.
        QFile src(Test::dataPath(QStringLiteral("triton-h200/torch_trace.json")));
        QVERIFY(src.open(QIODevice::ReadOnly));
        writeFile(dir.filePath(QStringLiteral("cut.json")), src.read(20000));
        auto r = readProfile(dir.filePath(QStringLiteral("cut.json")));
        QVERIFY(r.anythingRead());
        QCOMPARE(r.profile.diagnostics.warnings.size(), 1);
        QCOMPARE(r.profile.diagnostics.warnings.first().line, 472); // the cut falls after 471 newlines
        QVERIFY(r.profile.eventCount() > 10);
        // CSV with an unknown column: warned about, the rest read.
        writeFile(dir.filePath(QStringLiteral("kd.csv")),
            "Name,Type,Accelerator Core,Duration(us),Block Dim,Colour,aiv_vec_ratio\nk,K,AI_VECTOR_CORE,5,8,blue,0.5\n");
        r = readProfile(dir.filePath(QStringLiteral("kd.csv")));
        QCOMPARE(r.profile.findKernel(QStringLiteral("k"))->metrics.value(QStringLiteral("aiv_vec_ratio")).value, 0.5);
        QVERIFY(r.profile.diagnostics.warnings.first().message.contains(QLatin1String("Colour")));
        // A database of another schema: a clear warning, nothing read.
        writeFile(dir.filePath(QStringLiteral("other.db")), QByteArray("SQLite format 3\0", 16) + QByteArray(4096 - 16, '\0'));
        r = readProfile(dir.filePath(QStringLiteral("other.db")));
        QVERIFY(!r.anythingRead());
        QVERIFY(!r.profile.diagnostics.warnings.isEmpty());
        // A huge sparse file: a valid start, then 8 GiB of hole. Read stops at the hole, quickly.
        const QString sparse = dir.filePath(QStringLiteral("sparse.json"));
        writeFile(sparse, "[{\"ph\":\"X\",\"name\":\"a\",\"pid\":1,\"tid\":1,\"ts\":1,\"dur\":2},\n");
        QFile f(sparse);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(Q_INT64_C(8) << 30));
        f.close();
        QElapsedTimer timer;
        timer.start();
        r = readProfile(sparse);
        QVERIFY(timer.elapsed() < 10000);
        QCOMPARE(r.profile.eventCount(), 1);
        QCOMPARE(r.profile.diagnostics.warnings.size(), 1);
        QCOMPARE(r.profile.diagnostics.warnings.first().line, 2);
    }
    void csvRecordsCorners()
    {
        // The splitter every table reader uses, one pass over the bytes: CRLF, a CR alone (dropped), a quote
        // opening inside a field, "" escapes, a quoted line break (the record starts on line 3 and ends on 4),
        // an empty last field, a blank line (one empty field) and no final newline. The fuzz target
        // csv_records checks the same grammar against a line-at-a-time reference on any input.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.csv"));
        writeFile(path, "a,b\r\nx\ry,ab\"c,d\"e\n\"q\"\"q\",\"two\r\nlines\",\n\nlast");
        CsvRecords csv(path);
        QVERIFY(csv.open());
        QList<QByteArrayView> f;
        const auto record = [&] {
            if (!csv.next(f))
                return QByteArrayList { "<end>" };
            QByteArrayList out;
            for (const QByteArrayView v : std::as_const(f))
                out.append(v.toByteArray());
            return out;
        };
        QCOMPARE(record(), (QByteArrayList { "a", "b" }));
        QCOMPARE(csv.line(), 1);
        QCOMPARE(record(), (QByteArrayList { "xy", "abc,de" }));
        QCOMPARE(record(), (QByteArrayList { "q\"q", "two\r\nlines", "" }));
        QCOMPARE(csv.line(), 3);
        QCOMPARE(record(), (QByteArrayList { "" }));
        QCOMPARE(csv.line(), 5);
        QCOMPARE(record(), (QByteArrayList { "last" }));
        QCOMPARE(record(), (QByteArrayList { "<end>" }));
        QVERIFY(csv.errorString().isEmpty());
        // A NUL byte ends the read with an error on its record's line; so does a quote left open.
        writeFile(path, QByteArray("a\nb,\"c\n\0\"\n", 10));
        CsvRecords binary(path);
        QVERIFY(binary.open());
        QStringList s;
        QVERIFY(binary.next(s));
        QVERIFY(!binary.next(s));
        QCOMPARE(binary.line(), 2);
        QVERIFY(binary.errorString().contains(QLatin1String("NUL")));
        writeFile(path, "a\n\"b\n");
        CsvRecords open(path);
        QVERIFY(open.open() && open.next(s) && !open.next(s));
        QVERIFY(open.errorString().contains(QLatin1String("unterminated")));
    }
    void numbersParseAsFromChars()
    {
        // Table cells with a fraction are read without a copy (units.cpp, Clinger's fast path): the double must
        // be the one std::from_chars gives, bit for bit, for every length and place of the point.
        std::mt19937 random(20);
        for (int i = 0; i < 200000; ++i) {
            QByteArray text = QByteArray::number(qulonglong(random()) * random() % 1000000000000000ULL);
            text = text.left(1 + int(random() % text.size()));
            if (text.size() > 1 && random() % 4 != 0)
                text.insert(1 + int(random() % (text.size() - 1)), '.');
            double expected = 0;
            QVERIFY(std::from_chars(text.constData(), text.constData() + text.size(), expected).ec == std::errc());
            const std::optional<double> got = Units::parseNumber(QByteArrayView(text));
            QVERIFY2(got && std::bit_cast<quint64>(*got) == std::bit_cast<quint64>(expected), text.constData());
        }
        QCOMPARE(Units::parseNumber(QByteArrayView("982.72")), 982.72);
        QCOMPARE(Units::parseNumber(QByteArrayView("0.0000000000001")), 1e-13);
        QVERIFY(!Units::parseNumber(QByteArrayView("1.2.3")));
        QVERIFY(!Units::parseNumber(QByteArrayView("N/A")));
        QCOMPARE(Units::parseNumber(QByteArrayView("5.")), 5.0); // as from_chars reads them (the slow path)
        QCOMPARE(Units::parseNumber(QByteArrayView("1,234.5")), 1234.5);
    }
    void csvRecordsThroughAnyWindow()
    {
        // A file the store does not hold is streamed through a window that is refilled when a record reaches
        // its end (csvrecords.h): through every window from 1 byte to the whole file, the corners above and a
        // real Nsight raw page (quoted fields, CRLF) give the same records on the same lines as the whole file.
        QTemporaryDir dir;
        const QString corners = dir.filePath(QStringLiteral("t.csv"));
        writeFile(corners, "a,b\r\nx\ry,ab\"c,d\"e\n\"q\"\"q\",\"two\r\nlines\",\n\nlast\r\n\"\"\"\",\"\"\r");
        const auto records = [](const QString &path, qsizetype window) {
            CsvRecords csv(path, window);
            QList<QPair<int, QByteArrayList>> out;
            if (!csv.open())
                return out;
            QList<QByteArrayView> f;
            while (csv.next(f)) {
                QByteArrayList fields;
                for (const QByteArrayView v : std::as_const(f))
                    fields.append(v.toByteArray());
                out.append({ csv.line(), fields });
            }
            if (!csv.errorString().isEmpty())
                out.append({ csv.line(), { csv.errorString().toUtf8() } });
            if (csv.bytesRead() != csv.size())
                out.append({ -1, { QByteArray::number(csv.bytesRead()) } });
            return out;
        };
        const auto whole = records(corners, CsvRecords::Window);
        QCOMPARE(whole.size(), 6);
        QCOMPARE(whole.at(4), (QPair<int, QByteArrayList> { 6, { "last" } }));
        QCOMPARE(whole.at(5), (QPair<int, QByteArrayList> { 7, { "\"", "" } }));
        for (qsizetype w = 1; w <= 48; ++w)
            QCOMPARE(records(corners, w), whole);
        const QString raw = Test::dataPath(QStringLiteral("triton-h200/matmul_naive/ncu.raw.csv"));
        const auto rawWhole = records(raw, CsvRecords::Window);
        QVERIFY(rawWhole.size() >= 3);
        QCOMPARE(rawWhole.first().second.first(), QByteArray("ID"));
        for (const qsizetype w : { 1, 7, 64, 4096, 65536 })
            QCOMPARE(records(raw, w), rawWhole);
    }
    void cancelAndProgress()
    {
        QTemporaryDir dir;
        QByteArray data = "[";
        for (int i = 0; i < 60000; ++i)
            data += "{\"ph\":\"X\",\"name\":\"k\",\"cat\":\"kernel\",\"pid\":0,\"tid\":7,\"ts\":" + QByteArray::number(i * 10)
                + ",\"dur\":5,\"args\":{\"grid\":[1,1,1]}},\n";
        data += "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":0,\"tid\":7,\"args\":{\"name\":\"stream 7\"}}]";
        const QString path = dir.filePath(QStringLiteral("gen.json"));
        writeFile(path, data);
        JobControl full;
        qint64 last = 0, total = 0;
        full.progress = [&](qint64 done, qint64 all, const QString &) {
            last = done;
            total = all;
        };
        const auto r = readProfile(path, full);
        QCOMPARE(r.profile.eventCount(), 60000);
        QCOMPARE(last, total);
        QCOMPARE(total, qint64(data.size()));
        std::atomic<bool> stop { false };
        JobControl cancel;
        cancel.cancel = &stop;
        cancel.progress = [&](qint64 done, qint64, const QString &) {
            if (done >= (1 << 20))
                stop = true;
        };
        const auto c = readProfile(path, cancel);
        QVERIFY(c.cancelled);
        QVERIFY(c.profile.eventCount() < 60000);
    }
    // The CSV readers report and stop within a file too: a kernel_details.csv of 40,000 rows
    // (Test::kernelDetailsRows).
    void csvProgressAndCancel()
    {
        const int rows = 40000;
        const QByteArray data = Test::kernelDetailsRows(rows);
        QVERIFY(data.size() > 4 * JobControl::ReportEvery);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kernel_details.csv"));
        writeFile(path, data);
        const auto events = [](const Profile &p) {
            qsizetype n = 0;
            for (const Track &t : p.tracks)
                n += t.events.size();
            return n;
        };
        JobControl full;
        int reports = 0;
        qint64 last = 0, total = 0;
        full.progress = [&](qint64 done, qint64 all, const QString &) {
            QVERIFY(done >= last);
            ++reports;
            last = done;
            total = all;
        };
        const auto r = readProfile(path, full);
        QVERIFY(!r.cancelled);
        QCOMPARE(events(r.profile), qsizetype(rows - (rows - 16) / 21 - 1)); // less the rows of the wrong width
        QCOMPARE(total, qint64(data.size()));
        QCOMPARE(last, total);
        QVERIFY(reports > 4); // within the file, not only once it is read
        // The fixture's line 17 has 31 of 32 fields: one row in 21 is skipped with a warning, 1,905 in all. The
        // first 1,000 are listed (lines 17, 38, ...), then one says the rest are not: at the 1,001st, line
        // 17 + 21 x 1,000.
        const QList<Warning> &warnings = r.profile.diagnostics.warnings;
        QCOMPARE(warnings.size(), Diagnostics::MaxPerFile + 1);
        QCOMPARE(warnings.first().line, 17);
        QCOMPARE(warnings.first().message, QStringLiteral("expected 32 fields, found 31"));
        QCOMPARE(warnings.at(999).line, 17 + 21 * 999);
        QCOMPARE(warnings.last().line, 17 + 21 * 1000);
        QCOMPARE(warnings.last().message, QStringLiteral("more than 1000 warnings in this file: the rest are not listed"));
        std::atomic<bool> stop { false };
        JobControl cancel;
        cancel.cancel = &stop;
        qint64 stoppedAt = 0;
        cancel.progress = [&](qint64 done, qint64, const QString &) {
            if (done >= JobControl::ReportEvery && !stop) {
                stop = true;
                stoppedAt = done;
            }
        };
        const auto c = readProfile(path, cancel);
        QVERIFY(c.cancelled);
        QVERIFY(stoppedAt < 2 * JobControl::ReportEvery);
        QVERIFY(events(c.profile) > 0);
        QVERIFY(events(c.profile) < rows / 2); // stopped about a MiB in, not at the end of the file
    }
    // Numbers outside the integer a reader stores them in read as unknown (0): the cast was undefined
    // behaviour. fuzz_npu_jsonl found a cube core count of 3.7e63 (tests/fuzz/repro/npu_jsonl); the same cast
    // was in kernel_details' Block Dim and duration, the trace's numSms and totalGlobalMem.
    void numbersOutsideTheirIntegerReadAsUnknown()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("npu")) && QDir(dir.path()).mkpath(QStringLiteral("kd")));
        writeFile(dir.filePath(QStringLiteral("npu/HardwareInfo.jsonl")),
            "{\"AI Core Information\": {\"cube core count\": 3.7e63, \"vector core count\": 72}}\n"
            "{\"Memory Information\": {\"hbm total(MB)\": 1e300}}\n");
        const auto hw = readProfile(dir.filePath(QStringLiteral("npu/HardwareInfo.jsonl")));
        QCOMPARE(hw.profile.device.cores, 0);
        QCOMPARE(hw.profile.device.vectorCores, 72);
        QCOMPARE(hw.profile.device.memoryBytes, Q_INT64_C(0));
        // The real kernel_details.csv's header and first row (ZerosLike), with Block Dim and Duration(us) out of
        // range.
        QFile fixture(Test::dataPath(
            QStringLiteral("ascend/torch_npu_profiler_msinsight_gpt3_rank0/ASCEND_PROFILER_OUTPUT/kernel_details.csv")));
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = fixture.readAll().split('\n');
        QList<QByteArray> row = lines.at(1).split(',');
        QCOMPARE(row.at(4), QByteArray("ZerosLike"));
        QCOMPARE(row.at(8), QByteArray("496.8508"));
        row[8] = "1e300"; // Duration(us)
        row[10] = "9e99"; // Block Dim
        writeFile(dir.filePath(QStringLiteral("kd/kernel_details.csv")), lines.at(0) + '\n' + row.join(',') + '\n');
        const auto kd = readProfile(dir.filePath(QStringLiteral("kd/kernel_details.csv")));
        const Kernel *k = kd.profile.findKernel(QStringLiteral("ZerosLike"));
        QVERIFY(k);
        QCOMPARE(k->blockDim, 0);
        QCOMPARE(k->tableTotalUs, 1e300); // the total stays a double
        qsizetype events = 0;
        for (const Track &t : kd.profile.tracks)
            for (const Event &e : t.events) {
                ++events;
                QCOMPARE(e.duration, Q_INT64_C(0));
            }
        QCOMPARE(events, qsizetype(1));
    }
    void cliJson()
    {
        QTemporaryDir dir;
        const QStringList common { QStringLiteral("--kb"), dir.filePath(QStringLiteral("kb.sqlite")),
            QStringLiteral("--workspace"), dir.filePath(QStringLiteral("ws")) };
        auto res = Test::runCli(QStringList { QStringLiteral("profile"),
                                    Test::dataPath(QStringLiteral("triton-h200/torch_trace.json")), QStringLiteral("--json") }
            + common);
        QCOMPARE(res.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(res.out).object();
        QCOMPARE(doc.value(QStringLiteral("format")).toArray().first().toString(), QStringLiteral("torch-profiler-chrome-trace"));
        QCOMPARE(doc.value(QStringLiteral("events")).toInt(), 228);
        QCOMPARE(doc.value(QStringLiteral("device")).toObject().value(QStringLiteral("cores")).toInt(), 132);
        QVERIFY(doc.value(QStringLiteral("warnings")).isArray());
        QVERIFY(doc.value(QStringLiteral("ignored")).isArray());
        QVERIFY(doc.value(QStringLiteral("signals")).isObject());
        bool found = false;
        for (const auto &t : doc.value(QStringLiteral("tracks")).toArray())
            found |= t.toObject().value(QStringLiteral("name")).toString() == QLatin1String("stream 7")
                && t.toObject().value(QStringLiteral("events")).toInt() == 39;
        QVERIFY(found);
        for (const auto &k : doc.value(QStringLiteral("kernels")).toArray())
            if (k.toObject().value(QStringLiteral("name")).toString() == QLatin1String("vadd_kernel"))
                QCOMPARE(k.toObject().value(QStringLiteral("launches")).toInt(), 3);
        res = Test::runCli(QStringList { QStringLiteral("profile"), Test::dataPath(QStringLiteral("triton-h200/transpose_naive")),
                               QStringLiteral("--json") }
            + common);
        QCOMPARE(res.exitCode, 0);
        const QJsonObject m = QJsonDocument::fromJson(res.out)
                                  .object()
                                  .value(QStringLiteral("metrics"))
                                  .toObject()
                                  .value(QStringLiteral("transpose_naive_kernel"))
                                  .toObject()
                                  .value(QStringLiteral("dram__bytes_read.sum"))
                                  .toObject();
        QCOMPARE(m.value(QStringLiteral("unit")).toString(), QStringLiteral("Mbyte"));
        QCOMPARE(m.value(QStringLiteral("si_value")).toDouble(), 355955968.0);
        // Nothing usable: exit 1, one line naming the file.
        res = Test::runCli(
            QStringList { QStringLiteral("profile"), Test::dataPath(QStringLiteral("triton-h200/vadd/vadd.py")) } + common);
        QCOMPARE(res.exitCode, 1);
        QVERIFY(res.err.contains("vadd.py"));
    }
};

QTEST_GUILESS_MAIN(TestProfile)
#include "tst_profile.moc"
