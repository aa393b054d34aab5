// SPDX-License-Identifier: MIT
#include "taskfolder.h"

#include "core/backend.h"
#include "core/backendregistry.h"
#include "core/contenthash.h"
#include "core/diagnostics.h"
#include "core/enginetext.h"
#include "core/jsonkey.h"
#include "core/numeric.h"
#include "core/userfile.h"
#include "harness.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <limits>

namespace Lowerscope {

int TaskLimits::dtypeBytes(const QString &dtype)
{
    static const QHash<QString, int> sizes { { key("float16"), 2 }, { key("bfloat16"), 2 }, { key("float32"), 4 },
        { key("float64"), 8 }, { key("int8"), 1 }, { key("uint8"), 1 }, { key("int16"), 2 }, { key("int32"), 4 },
        { key("int64"), 8 }, { key("bool"), 1 } };
    return sizes.value(dtype, 1);
}

qint64 TaskLimits::caseTensorBytes(const QJsonArray &args)
{
    auto bytesOf = [](const QJsonObject &a) -> qint64 {
        qint64 n = TaskLimits::dtypeBytes(a.value(key("dtype")).toString());
        for (const QJsonValue &d : a.value(key("shape")).toArray()) {
            const double v = d.toDouble(-1);
            if (!(v >= 0) || v != std::floor(v))
                return -1;
            n = saturatingProduct(n, toInteger<qint64>(v, std::numeric_limits<qint64>::max()));
        }
        return n;
    };
    qint64 total = 0;
    for (const QJsonValue &v : args) {
        QJsonObject a = v.toObject();
        if (a.contains(key("like"))) {
            const QJsonObject other = args.at(a.value(key("like")).toInt(-1)).toObject();
            if (!other.contains(key("shape")))
                continue;
            a = other;
        }
        if (!a.contains(key("shape")))
            continue;
        const qint64 b = bytesOf(a);
        if (b < 0)
            return -1;
        total = b > std::numeric_limits<qint64>::max() - total ? std::numeric_limits<qint64>::max() : total + b;
    }
    return total;
}

QJsonObject TaskProblem::toJson() const
{
    return { { key("file"), file }, { key("line"), line > 0 ? QJsonValue(line) : QJsonValue() }, { key("check"), check },
        { key("message"), message } };
}

TaskCheck checkTask(const QString &folder)
{
    TaskCheck out;
    out.folder = folder;
    const Harness::Reply reply = Harness::run({ key("check"), folder });
    if ((reply.exitCode != 0 && reply.exitCode != 1) || reply.json.isEmpty()) {
        out.error = reply.error.isEmpty() ? EngineText::english("Tasks", "the harness failed (exit code %1)").arg(reply.exitCode)
                                          : reply.error;
        return out;
    }
    out.ran = true;
    out.name = reply.json.value(key("name")).toString();
    const QJsonObject cal = reply.json.value(key("calibration")).toObject();
    out.calibration = cal.value(key("status")).toString();
    out.calibrationReason = cal.value(key("reason")).toString();
    const QJsonObject torch = reply.json.value(key("torch_calls")).toObject();
    for (const QJsonValue &v : torch.value(key("allowed")).toArray())
        out.torchAllowed << QStringLiteral("%1: %2")
                                .arg(v.toObject().value(key("line")).toInt())
                                .arg(v.toObject().value(key("message")).toString());
    for (const QJsonValue &v : torch.value(key("new")).toArray())
        out.torchNew << QStringLiteral("%1: %2")
                            .arg(v.toObject().value(key("line")).toInt())
                            .arg(v.toObject().value(key("message")).toString());
    // At most as many problems as the readers' warnings of one file are listed (Diagnostics::MaxPerFile; the
    // harness caps its own list the same way), then one saying how many were not.
    const QJsonArray problems = reply.json.value(key("problems")).toArray();
    for (const QJsonValue &v : problems) {
        if (out.problems.size() == Diagnostics::MaxPerFile && problems.size() > Diagnostics::MaxPerFile + 1) {
            out.problems.append({ QDir(folder).filePath(key("task.json")), 0, key("task-format"),
                EngineText::english("Tasks", "%1 more problems are not listed").arg(problems.size() - Diagnostics::MaxPerFile) });
            break;
        }
        const QJsonObject p = v.toObject();
        out.problems.append({ p.value(key("file")).toString(), p.value(key("line")).toInt(), p.value(key("check")).toString(),
            p.value(key("message")).toString() });
    }
    // The backend is the engine's to know: a task for a backend without a plugin cannot be diagnosed or run.
    // Read as a user file (a regular file, size-capped): the harness checked it, but a FIFO or a device put in
    // its place since must not hang or fill memory here (docs/reliability.md).
    const QString taskJson = QDir(folder).filePath(key("task.json"));
    QByteArray taskBytes;
    QString readError;
    if (QFileInfo::exists(taskJson) && !UserFile::read(taskJson, UserFile::MaxDocumentBytes, &taskBytes, &readError))
        out.problems.append({ taskJson, 0, key("task.json"), readError });
    if (!taskBytes.isEmpty()) {
        const QString backend = QJsonDocument::fromJson(taskBytes).object().value(key("backend")).toString();
        if (!backend.isEmpty() && !BackendRegistry::instance().backend(backend))
            out.problems.append({ taskJson, 0, key("backend"),
                EngineText::english("Tasks", "unknown backend '%1' (known: %2)")
                    .arg(backend, BackendRegistry::instance().ids().join(key(", "))) });
    }
    return out;
}

double estimateMicroseconds(double bytes, double flops, bool halfPrecision, const HardwareModel &hw)
{
    const double peak = halfPrecision && hw.peakTensorFp16 > 0 ? hw.peakTensorFp16 : hw.peakFp32;
    const double memory = hw.memoryBandwidth > 0 ? bytes / hw.memoryBandwidth : 0;
    const double compute = peak > 0 ? flops / peak : 0;
    return std::max(memory, compute) * 1e6;
}

static bool isHalf(const QJsonArray &args)
{
    return std::any_of(args.begin(), args.end(), [](const QJsonValue &a) {
        const QString dt = a.toObject().value(key("dtype")).toString();
        return dt == key("float16") || dt == key("bfloat16");
    });
}

static QJsonArray scaledArgs(const QJsonArray &args, qint64 factor)
{
    // Scale the first axis of every tensor that shares the first tensor's leading extent.
    qint64 lead = -1;
    for (const QJsonValue &a : args) {
        const QJsonArray shape = a.toObject().value(key("shape")).toArray();
        if (!shape.isEmpty()) {
            lead = shape.first().toInteger();
            break;
        }
    }
    QJsonArray out;
    for (const QJsonValue &a : args) {
        QJsonObject o = a.toObject();
        QJsonArray shape = o.value(key("shape")).toArray();
        if (!shape.isEmpty() && shape.first().toInteger() == lead) {
            shape[0] = saturatingProduct(lead, factor);
            o.insert(key("shape"), shape);
        }
        out.append(o);
    }
    return out;
}

static qint64 largestTensor(const QJsonArray &args)
{
    qint64 most = 0;
    for (const QJsonValue &a : args) {
        const QJsonArray shape = a.toObject().value(key("shape")).toArray();
        if (shape.isEmpty())
            continue;
        qint64 n = 1;
        for (const QJsonValue &d : shape)
            n = saturatingProduct(n, d.toInteger());
        most = std::max(most, n);
    }
    return most;
}

QList<ShapeCandidate> selectCases(QList<ShapeCandidate> shapes, const HardwareModel &hw, int count, double minUs)
{
    for (ShapeCandidate &s : shapes)
        s.estimateUs = estimateMicroseconds(s.bytes, s.flops, isHalf(s.args), hw);
    std::stable_sort(shapes.begin(), shapes.end(),
        [](const ShapeCandidate &a, const ShapeCandidate &b) { return a.estimateUs < b.estimateUs; });
    QList<ShapeCandidate> good;
    for (const ShapeCandidate &s : shapes)
        if (s.estimateUs >= minUs)
            good.append(s);
    QList<ShapeCandidate> out;
    if (good.size() >= count) {
        // Evenly spaced over the qualifying shapes, smallest and largest included.
        for (int i = 0; i < count; ++i)
            out.append(good.at(static_cast<int>(std::lround(double(i) * (good.size() - 1) / (count - 1)))));
        return out;
    }
    out = good;
    if (shapes.isEmpty())
        return out;
    const ShapeCandidate largest = shapes.last();
    qint64 factor = 2;
    while (largest.estimateUs > 0 && largest.estimateUs * factor < minUs && factor < (qint64(1) << 40))
        factor *= 2;
    while (out.size() < count) {
        ShapeCandidate s = largest;
        s.args = scaledArgs(largest.args, factor);
        if (largestTensor(s.args) >= (qint64(1) << 31))
            break; // kernels commonly index with 32-bit offsets: no larger than the original files could meet
        s.bytes = largest.bytes * factor;
        s.flops = largest.flops * factor;
        s.estimateUs = estimateMicroseconds(s.bytes, s.flops, isHalf(s.args), hw);
        s.perfIndex = largest.perfIndex;
        s.scale = factor;
        out.append(s);
        factor *= 2;
    }
    // Still short: the largest of the remaining (shorter-running) shapes.
    for (auto it = shapes.crbegin(); it != shapes.crend() && out.size() < count; ++it)
        if (it->estimateUs < minUs)
            out.append(*it);
    std::stable_sort(
        out.begin(), out.end(), [](const ShapeCandidate &a, const ShapeCandidate &b) { return a.estimateUs < b.estimateUs; });
    return out;
}

static QString sha256(const QByteArray &data)
{
    return contentHash(data);
}

static bool writeFile(const QString &path, const QByteArray &data, QString *error)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(data) != data.size()) {
        *error = EngineText::english("Tasks", "%1: cannot write (%2)").arg(path, f.errorString());
        return false;
    }
    return true;
}

static QString caseName(const ShapeCandidate &s, const QString &perfName)
{
    QStringList dims;
    for (const QJsonValue &a : s.args) {
        const QJsonArray shape = a.toObject().value(key("shape")).toArray();
        if (shape.isEmpty())
            continue;
        QStringList d;
        for (const QJsonValue &x : shape)
            d << QString::number(x.toInteger());
        dims << d.join(QLatin1Char('x'));
    }
    const QString origin = s.scale > 1
        ? EngineText::english("Tasks", "shape %1 of %2 scaled x%3").arg(s.perfIndex).arg(perfName).arg(s.scale)
        : EngineText::english("Tasks", "shape %1 of %2").arg(s.perfIndex).arg(perfName);
    return dims.join(QLatin1Char(',')) + QStringLiteral(" (") + origin + QLatin1Char(')');
}

static QJsonObject caseJson(const ShapeCandidate &c, const QString &perfName, int seed, const QJsonObject &perfShape)
{
    QJsonObject o { { key("name"), caseName(c, perfName) }, { key("seed"), seed }, { key("args"), c.args },
        { key("bytes"), c.bytes }, { key("flops"), c.flops }, { key("estimate_us"), std::round(c.estimateUs * 100) / 100 },
        { key("perf_shape"), c.perfIndex }, { key("scale"), c.scale } };
    // Where the byte count came from, and what the perf file said when the tensors' sizes replaced it.
    if (perfShape.contains(key("bytes_from")))
        o.insert(key("bytes_from"), perfShape.value(key("bytes_from")));
    if (perfShape.contains(key("bytes_perf_file")))
        o.insert(key("bytes_perf_file"), perfShape.value(key("bytes_perf_file")).toDouble() * c.scale);
    return o;
}

// The five cases of an imported operator: the perf file's shapes, chosen and scaled on the hardware model; and
// the alternates calibration may take instead of one that fails on the device, largest first: the shapes not
// chosen and the largest shape at the scale factors below those chosen.
QJsonArray casesFromPerf(const QJsonObject &perf, const QString &perfName, const HardwareModel &hw, QJsonArray *alternates)
{
    QList<ShapeCandidate> shapes;
    const QJsonArray perfShapes = perf.value(key("shapes")).toArray();
    for (int i = 0; i < perfShapes.size(); ++i) {
        const QJsonObject s = perfShapes.at(i).toObject();
        ShapeCandidate c;
        c.args = s.value(key("args")).toArray();
        c.bytes = s.value(key("bytes")).toDouble();
        c.flops = s.value(key("flops")).toDouble();
        c.perfIndex = i;
        shapes.append(c);
    }
    QJsonArray cases;
    int seed = 0;
    const QList<ShapeCandidate> chosen = selectCases(shapes, hw);
    QSet<QPair<int, qint64>> taken;
    qint64 maxScale = 1;
    for (const ShapeCandidate &c : chosen) {
        cases.append(caseJson(c, perfName, seed++, perfShapes.at(c.perfIndex).toObject()));
        taken.insert({ c.perfIndex, c.scale });
        maxScale = std::max(maxScale, c.scale);
    }
    if (!alternates)
        return cases;
    QList<ShapeCandidate> alts;
    for (ShapeCandidate s : shapes) {
        s.estimateUs = estimateMicroseconds(s.bytes, s.flops, isHalf(s.args), hw);
        if (!taken.contains({ s.perfIndex, 1 }))
            alts.append(s);
    }
    if (maxScale > 1) {
        const auto largest
            = std::find_if(chosen.begin(), chosen.end(), [&](const ShapeCandidate &c) { return c.scale == maxScale; });
        const ShapeCandidate base = [&] {
            for (const ShapeCandidate &s : shapes)
                if (s.perfIndex == largest->perfIndex)
                    return s;
            return *largest;
        }();
        for (qint64 f = 2; f < maxScale; f *= 2) {
            if (taken.contains({ base.perfIndex, f }))
                continue;
            ShapeCandidate s = base;
            s.args = scaledArgs(base.args, f);
            s.bytes = base.bytes * f;
            s.flops = base.flops * f;
            s.estimateUs = estimateMicroseconds(s.bytes, s.flops, isHalf(s.args), hw);
            s.scale = f;
            alts.append(s);
        }
    }
    std::stable_sort(
        alts.begin(), alts.end(), [](const ShapeCandidate &a, const ShapeCandidate &b) { return a.estimateUs > b.estimateUs; });
    for (int i = 0; i < alts.size() && i < MaxAlternates; ++i)
        alternates->append(caseJson(alts.at(i), perfName, 0, perfShapes.at(alts.at(i).perfIndex).toObject()));
    return cases;
}

// What the harness parsed of one operator and its perf file, with the bytes of both (hashed into task.json).
struct ParsedOperator {
    QJsonObject parsed;
    QByteArray source, perf;
};

// Writes the task folder OUTDIR of a parsed operator (kernel.py and its frozen copy, test.py, launch.py,
// task.json); false with ERROR on the first write that fails.
static bool writeImportedTask(const ParsedOperator &op, const QString &file, const QString &perfFile, const QString &outDir,
    const HardwareModel &hw, QString *error)
{
    const QDir dir(outDir);
    const QJsonObject perf = op.parsed.value(key("perf")).toObject();
    const QString perfName = QFileInfo(perfFile).fileName();
    const QByteArray kernel = op.parsed.value(key("kernel_with_markers")).toString().toUtf8();
    QJsonArray alternates;
    const QByteArray launch
        = QStringLiteral("# Frozen: how the operator is called, the call_op() of %1 (GEAK-eval), without self.\n"
                         "from kernel import *  # noqa: F403\n\n\n")
              .arg(perfName)
              .toUtf8()
        + perf.value(key("call_op")).toString().toUtf8();
    if (!writeFile(dir.filePath(key("kernel.py")), kernel, error)
        || !writeFile(dir.filePath(key("initial/kernel.py")), kernel, error)
        || !writeFile(dir.filePath(key("test.py")), op.parsed.value(key("test_half")).toString().toUtf8(), error)
        || !writeFile(dir.filePath(key("launch.py")), launch, error))
        return false;
    const QJsonObject task {
        { key("format"), 1 },
        { key("name"), QFileInfo(file).completeBaseName() },
        { key("backend"), BackendRegistry::instance().fallbackId() }, // TritonBench-G: the default (CUDA) target
        { key("origin"), key("tritonbench-g") },
        { key("source"),
            QJsonObject { { key("file"), QFileInfo(file).fileName() }, { key("sha256"), sha256(op.source) },
                { key("perf"), perfName }, { key("perf_sha256"), sha256(op.perf) },
                { key("separator_line"), op.parsed.value(key("separator_line")).toInt() } } },
        { key("kernel"), key("kernel.py") },
        { key("initial"), key("initial/kernel.py") },
        { key("entry"), perf.value(key("entries")).toArray() },
        { key("call"),
            QJsonObject { { key("file"), key("launch.py") }, { key("function"), key("call_op") },
                { key("pack"), perf.value(key("pack")).toString() } } },
        { key("test"), key("test.py") },
        { key("reference"), QJsonObject { { key("kind"), key("initial") } } },
        { key("cases"), casesFromPerf(perf, perfName, hw, &alternates) },
        { key("alternates"), alternates },
        { key("tolerances"), QJsonObject {} },
        { key("hardware"), QJsonObject { { key("id"), hw.id }, { key("name"), hw.name }, { key("source"), hw.source } } },
    };
    return writeFile(dir.filePath(key("task.json")), QJsonDocument(task).toJson(QJsonDocument::Indented), error);
}

TritonBenchImport importTritonBench(const QString &file, const QString &perfFile, const QString &outDir, const HardwareModel &hw)
{
    TritonBenchImport out;
    out.folder = outDir;
    auto refuse = [&](const QString &why, const QString &where, int line) {
        out.refusal = why;
        out.refusalFile = where;
        out.refusalLine = line;
        return out;
    };
    ParsedOperator op;
    QString error;
    if (!UserFile::read(file, UserFile::MaxDocumentBytes, &op.source, &error))
        return refuse(EngineText::english("Tasks", "cannot read the operator file: %1").arg(error), file, 0);
    if (!perfFile.isEmpty() && !UserFile::read(perfFile, UserFile::MaxDocumentBytes, &op.perf, &error))
        return refuse(EngineText::english("Tasks", "cannot read the perf file: %1").arg(error), perfFile, 0);
    QStringList args { key("parse-tritonbench"), file };
    if (!perfFile.isEmpty())
        args << perfFile;
    args << key("--module") << QFileInfo(file).completeBaseName();
    const Harness::Reply reply = Harness::run(args);
    if (reply.json.isEmpty())
        return refuse(reply.error.isEmpty()
                ? EngineText::english("Tasks", "the harness failed (exit code %1)").arg(reply.exitCode)
                : reply.error,
            file, 0);
    if (reply.json.contains(key("error")))
        return refuse(reply.json.value(key("error")).toString(), reply.json.value(key("file")).toString(file),
            reply.json.value(key("line")).toInt());
    op.parsed = reply.json;
    if (const QString why = op.parsed.value(key("vacuous")).toString(); !why.isEmpty())
        return refuse(EngineText::english("Tasks", "the test is vacuous: %1").arg(why), file,
            op.parsed.value(key("separator_line")).toInt());
    if (perfFile.isEmpty())
        return refuse(
            EngineText::english("Tasks", "a task needs five cases, and they come from the perf file: give PERF_FILE"), file, 0);
    for (const QJsonValue &v : op.parsed.value(key("perf")).toObject().value(key("shapes")).toArray())
        if (const QString m = v.toObject().value(key("bytes_mismatch")).toString(); !m.isEmpty())
            out.warnings << m;
    if (!writeImportedTask(op, file, perfFile, outDir, hw, &error))
        return refuse(error, outDir, 0);
    const Harness::Reply frozen = Harness::run({ key("freeze"), outDir });
    if (frozen.exitCode != 0)
        return refuse(EngineText::english("Tasks", "cannot record the hashes: %1").arg(frozen.error), outDir, 0);
    QByteArray written;
    if (UserFile::read(QDir(outDir).filePath(key("task.json")), UserFile::MaxDocumentBytes, &written, &error))
        out.task = QJsonDocument::fromJson(written).object();
    out.imported = true;
    out.check = checkTask(outDir);
    return out;
}

} // namespace Lowerscope
