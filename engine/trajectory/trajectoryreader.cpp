// SPDX-License-Identifier: MIT
#include "trajectoryreader.h"

#include "artifactsniffer.h"
#include "core/enginetext.h"
#include "core/filestore.h"
#include "trajectoryassembly.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <memory>

namespace Lowerscope {

using namespace TrajectoryAssembly;

namespace {

// A TritonParse `start_line` beyond this is not believed (a source file of more lines is not a kernel's): the code
// is then numbered from 1, as without one, rather than preceded by that many empty lines.
constexpr int MaxSourceStartLine = 1000000;

// A file read whole (FileStore) and held while trajectories are assembled from it; no descriptor stays open.
struct OpenFile {
    QString path;
    SniffResult sniff;
    TargetVote target; // which backend the file is for, by the plugins' claims
    FileBytes file;
    QByteArray owned; // inflated gzip
    QByteArrayView text;
    QString kernel; // for stage files and dumps
    QStringList kernels; // for Python sources
};

// Kernels of one folder being gathered: stage files, dumps, metadata and source.
struct Group {
    QString kernel;
    QString dir;
    KernelInputs inputs;
    bool hasSource = false;
};

} // namespace

static QStringList collectFiles(const QString &path, Diagnostics &diagnostics)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return { info.absoluteFilePath() };
    QStringList files;
    QDirIterator it(info.absoluteFilePath(), QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString f = it.next();
        if (files.size() >= 100000) {
            diagnostics.warn(path, 0, EngineText::english("Trajectory", "more than 100000 files; the rest were not read"));
            break;
        }
        files << f;
    }
    files.sort();
    return files;
}

// Opens, size-checks and sniffs one file; false when it is skipped (reported or ignored).
static bool openArtifact(OpenFile &f, Diagnostics &diagnostics)
{
    // Sniffed from its first 64 KiB. A file up to FileStore::maxPinnedBytes is read whole at once (one read;
    // dropped at once when it is no artifact); a larger one only once it is known to be one of an allowed size.
    const qint64 size = QFileInfo(f.path).size();
    QString error;
    QByteArray bigHead;
    QByteArrayView head;
    if (size <= FileStore::maxPinnedBytes) {
        f.file = FileStore::open(f.path);
        if (!f.file.isOpen())
            error = f.file.errorString();
        head = f.file.bytes().first(qMin<qint64>(f.file.size(), 1 << 16));
    } else {
        bigHead = FileStore::head(f.path, 1 << 16, &error);
        head = bigHead;
    }
    if (!error.isEmpty()) {
        diagnostics.warn(f.path, 0, EngineText::english("Trajectory", "cannot be read: %1").arg(error));
        return false;
    }
    if (head.isEmpty()) {
        diagnostics.ignore(f.path);
        return false;
    }
    f.sniff = ArtifactSniffer::sniff(QFileInfo(f.path).fileName(), head);
    if (f.sniff.kind == ArtifactKind::Unknown) {
        diagnostics.ignore(f.path);
        f.file = FileBytes();
        return false;
    }
    if (f.sniff.kind == ArtifactKind::Binary) {
        f.file = FileBytes();
        return true; // recognised; nothing to read from it
    }
    f.target = BackendRegistry::instance().claimArtifact(QFileInfo(f.path).fileName(), head);
    if (size > TrajectoryReader::maxFileBytes) {
        diagnostics.warn(f.path, 0,
            EngineText::english("Trajectory", "%1 bytes: larger than the %2 bytes a trajectory file may have; skipped")
                .arg(size)
                .arg(TrajectoryReader::maxFileBytes));
        return false;
    }
    if (!f.file.isOpen())
        f.file = FileStore::open(f.path);
    if (!f.file.isOpen()) {
        diagnostics.warn(f.path, 0, EngineText::english("Trajectory", "cannot be read: %1").arg(f.file.errorString()));
        return false;
    }
    f.text = f.file.bytes();
    if (f.sniff.gzip) {
        QString err;
        const qint64 cap = TrajectoryReader::maxInflatedBytes(size);
        f.owned = ArtifactSniffer::gunzip(f.text, cap, &err);
        if (f.owned.size() > cap) { // a gzip bomb: refuse it rather than hold gigabytes (docs/reliability.md)
            diagnostics.warn(f.path, 0,
                EngineText::english(
                    "Trajectory", "gzip: inflates to more than %1 bytes (%2 times its %3 compressed bytes); skipped")
                    .arg(cap)
                    .arg(TrajectoryReader::maxInflateRatio)
                    .arg(size));
            f.owned.clear();
            f.text = {};
            return false;
        }
        f.text = f.owned;
        if (!err.isEmpty())
            diagnostics.warn(f.path, 0, EngineText::english("Trajectory", "gzip: %1; read what could be inflated").arg(err));
    }
    return true;
}

static void readTritonParse(const OpenFile &f, const QString &root, const QString &kernel, QSet<QString> &seen,
    QList<LoweringTrajectory> &out, Diagnostics &diagnostics, const JobControl &control);

// Files of one kernel in sibling folders join only when no backend claims them for different targets.
static bool compatible(const TargetVote &a, const TargetVote &b)
{
    return !a.backend() || !b.backend() || a.backend() == b.backend();
}

static void addToGroups(QList<Group> &groups, OpenFile &f, const QString &root)
{
    const QString dir = QFileInfo(f.path).absolutePath();
    const QString stageKey = f.sniff.stage;
    auto findGroup = [&](const QString &kernel) -> Group & {
        // Same folder first; else a group of that kernel still missing this stage (Ascend keeps stages in
        // sibling folders); else a new one.
        for (Group &g : groups)
            if (g.kernel == kernel && g.dir == dir)
                return g;
        if (f.sniff.kind != ArtifactKind::MlirPassDump && f.sniff.kind != ArtifactKind::LlvmPassDump)
            for (Group &g : groups)
                if (g.kernel == kernel && !stageKey.isEmpty() && !g.inputs.stages.contains(stageKey)
                    && compatible(g.inputs.target, f.target))
                    return g;
        Group g;
        g.kernel = kernel;
        g.dir = dir;
        g.inputs.kernel = kernel;
        g.inputs.root = root;
        groups.append(g);
        return groups.last();
    };
    const QString name = QFileInfo(f.path).completeBaseName().section(QLatin1Char('.'), 0, 0);
    const QString kernel = f.kernel.isEmpty() ? name : f.kernel;
    switch (f.sniff.kind) {
    case ArtifactKind::MlirPassDump:
    case ArtifactKind::LlvmPassDump: {
        Group &g = findGroup(kernel);
        g.inputs.dumps.append({ f.sniff.kind, f.path, f.text });
        g.inputs.target.add(f.target);
        break;
    }
    case ArtifactKind::Metadata: {
        const QJsonObject json = QJsonDocument::fromJson(f.text.toByteArray()).object();
        const QString k = json.value(QStringLiteral("name")).toString(name);
        findGroup(k).inputs.metadata = pickMetadata(json);
        break;
    }
    default: {
        Group &g = findGroup(kernel);
        if (g.inputs.stages.contains(stageKey) && f.sniff.kind == ArtifactKind::CuobjdumpSass)
            break; // nvdisasm output with line info wins over cuobjdump
        if (f.sniff.kind == ArtifactKind::TritonSource && g.inputs.stages.contains(stageKey))
            break;
        g.inputs.stages.insert(stageKey, StageInput { stageKey, f.sniff.syntax, f.path, f.text, false, {} });
        g.inputs.target.add(f.target);
        break;
    }
    }
}

// A Python file serves the kernels it defines: in its own folder first, else wherever they were found.
static void attachSource(QList<Group> &groups, const OpenFile &f)
{
    const QString dir = QFileInfo(f.path).absolutePath();
    for (const QString &k : f.kernels) {
        bool attached = false;
        for (int pass = 0; pass < 2 && !attached; ++pass)
            for (Group &g : groups)
                if (g.kernel == k && !g.hasSource && (pass == 1 || g.dir == dir)) {
                    g.hasSource = true;
                    g.inputs.sourcePath = f.path;
                    g.inputs.sourceText = f.text;
                    g.inputs.stages.remove(QStringLiteral("source")); // the .py is the source stage, not Triton's .source
                    g.inputs.stages.insert(QStringLiteral("source"),
                        StageInput { QStringLiteral("source"), IrScan::Syntax::Python, f.path, f.text, false, {} });
                    attached = true;
                }
    }
}

// One compile found twice is one kernel: a kernel folder beside Triton's cache dump of the same compile
// (tests/data/triton-h200: vadd/ and triton_dump/vadd/<hash>/) holds the same IR text in every IR stage both
// have (TTIR, TTGIR, LLIR, PTX).
// The group with more inputs stays; the other only fills its gaps (stages, pass dumps, source, metadata).
// Two compiles of one name with different IR stay two trajectories.
static void mergeSameCompiles(QList<Group> &groups)
{
    const auto weight = [](const Group &g) { return g.inputs.stages.size() + g.inputs.dumps.size() + (g.hasSource ? 1 : 0); };
    for (int i = 0; i < groups.size(); ++i)
        for (int j = int(groups.size()) - 1; j > i; --j) {
            Group &a = groups[i];
            const Group &b = groups.at(j);
            if (a.kernel != b.kernel)
                continue;
            int shared = 0;
            bool same = true;
            for (auto it = a.inputs.stages.cbegin(); it != a.inputs.stages.cend() && same; ++it) {
                // The Python file is not the compile, and one cubin's SASS reads differently as a cuobjdump and
                // as an nvdisasm listing: the compile is told by its IR.
                if (it.key() == QLatin1String("source") || it->syntax == IrScan::Syntax::Sass)
                    continue;
                const auto other = b.inputs.stages.constFind(it.key());
                if (other == b.inputs.stages.cend())
                    continue;
                ++shared;
                same = it->text == other->text;
            }
            if (shared == 0 || !same)
                continue;
            Group keep = weight(b) > weight(a) ? b : a;
            const Group &fill = weight(b) > weight(a) ? a : b;
            for (auto it = fill.inputs.stages.cbegin(); it != fill.inputs.stages.cend(); ++it)
                if (!keep.inputs.stages.contains(it.key()))
                    keep.inputs.stages.insert(it.key(), it.value());
            if (keep.inputs.dumps.isEmpty())
                keep.inputs.dumps = fill.inputs.dumps;
            if (!keep.hasSource && fill.hasSource) {
                keep.hasSource = true;
                keep.inputs.sourcePath = fill.inputs.sourcePath;
                keep.inputs.sourceText = fill.inputs.sourceText;
            }
            if (keep.inputs.metadata.isEmpty())
                keep.inputs.metadata = fill.inputs.metadata;
            keep.inputs.target.add(fill.inputs.target);
            groups[i] = keep;
            groups.removeAt(j);
        }
}

QList<LoweringTrajectory> TrajectoryReader::read(
    const QString &path, const QString &kernel, Diagnostics &diagnostics, const JobControl &control)
{
    QList<LoweringTrajectory> out;
    const QFileInfo info(path);
    if (!info.exists()) {
        diagnostics.warn(path, 0, EngineText::english("Trajectory", "no such file or folder"));
        return out;
    }
    const QString root = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    const QStringList files = collectFiles(path, diagnostics);
    std::vector<OpenFile> open;
    open.reserve(size_t(files.size()));
    QList<Group> groups;
    QSet<QString> seenCompilations; // a raw and a mapped trace of the same compile count once
    int done = 0;
    for (const QString &file : files) {
        if (control.cancelled())
            return {};
        OpenFile f;
        f.path = file;
        if (openArtifact(f, diagnostics) && f.sniff.kind != ArtifactKind::Binary) {
            if (f.sniff.kind == ArtifactKind::TritonParse)
                readTritonParse(f, root, kernel, seenCompilations, out, diagnostics, control);
            else if (f.sniff.kind == ArtifactKind::PythonSource)
                f.kernels = ArtifactSniffer::pythonKernels(f.text);
            else if (f.sniff.kind != ArtifactKind::Metadata)
                f.kernel = ArtifactSniffer::kernelName(f.text.first(qMin<qsizetype>(f.text.size(), 1 << 20)), f.sniff.kind);
            if (f.sniff.kind != ArtifactKind::TritonParse && f.sniff.kind != ArtifactKind::PythonSource)
                addToGroups(groups, f, root);
            open.push_back(std::move(f));
        }
        control.report(++done, files.size()); // files read of all
    }
    for (const OpenFile &f : open)
        if (f.sniff.kind == ArtifactKind::PythonSource)
            attachSource(groups, f);
    mergeSameCompiles(groups);
    for (const Group &g : groups) {
        if (!kernel.isEmpty() && g.kernel != kernel)
            continue;
        if (g.inputs.stages.isEmpty() && g.inputs.dumps.isEmpty())
            continue; // metadata or source alone is no trajectory
        out.append(assemble(g.inputs, diagnostics, control));
    }
    return out;
}

// One trajectory per distinct compilation event (by hash); the stage texts are embedded in the trace.
static void readTritonParse(const OpenFile &f, const QString &root, const QString &kernel, QSet<QString> &seen,
    QList<LoweringTrajectory> &out, Diagnostics &diagnostics, const JobControl &control)
{
    IrScan::LineCursor cur(f.text);
    QByteArrayView line;
    while (cur.next(line)) {
        if (control.cancelled())
            return;
        if (line.trimmed().isEmpty() || !line.contains("\"compilation\""))
            continue;
        QJsonParseError err;
        const QJsonObject ev = QJsonDocument::fromJson(line.toByteArray(), &err).object();
        if (err.error != QJsonParseError::NoError) {
            diagnostics.warn(
                f.path, cur.lineNumber(), EngineText::english("Trajectory", "not a JSON object: %1").arg(err.errorString()));
            continue;
        }
        if (ev.value(QStringLiteral("event_type")).toString() != QLatin1String("compilation"))
            continue;
        const QJsonObject payload = ev.value(QStringLiteral("payload")).toObject();
        const QJsonObject meta = payload.value(QStringLiteral("metadata")).toObject();
        const QString name = meta.value(QStringLiteral("name")).toString();
        const QString hash = meta.value(QStringLiteral("hash")).toString();
        if (name.isEmpty()) {
            diagnostics.warn(
                f.path, cur.lineNumber(), EngineText::english("Trajectory", "compilation event without metadata.name"));
            continue;
        }
        if ((!kernel.isEmpty() && name != kernel) || seen.contains(hash + name))
            continue;
        seen.insert(hash + name);
        // The event's texts must outlive assembly: keep UTF-8 copies in this scope.
        std::vector<QByteArray> texts;
        KernelInputs in;
        in.kernel = name;
        in.root = root;
        in.metadata = pickMetadata(meta);
        const QJsonObject content = payload.value(QStringLiteral("file_content")).toObject();
        texts.reserve(size_t(content.size()) + 1);
        const ArtifactRange range { f.path, cur.lineNumber(), cur.lineNumber(), cur.lineBegin(), cur.position() };
        for (auto it = content.begin(); it != content.end(); ++it) {
            // Keys are file names (vadd_kernel.ttgir): the IR stages among them, named by the backends' patterns.
            const StageMatch st = BackendRegistry::instance().stageForFile(it.key());
            const IrScan::Syntax syntax = IrScan::syntaxFromName(st.dialect);
            if (st.isEmpty() || syntax == IrScan::Syntax::Unknown || syntax == IrScan::Syntax::Python)
                continue;
            texts.push_back(it.value().toString().toUtf8());
            ArtifactRange member = range;
            member.member = it.key();
            in.stages.insert(st.stage, StageInput { st.stage, syntax, f.path, texts.back(), true, member });
            in.target.add(BackendRegistry::instance().claimArtifact(
                it.key(), QByteArrayView(texts.back()).first(qMin<qsizetype>(texts.back().size(), 1 << 16))));
        }
        const QJsonObject py = payload.value(QStringLiteral("python_source")).toObject();
        if (!py.isEmpty()) {
            // The code starts at `start_line` of its file: placed there (the lines before it empty), so that a
            // line of the source text is the line of the file the IR locations, the source facts, the kernel's span
            // and the evidence name.
            const int start = py.value(QStringLiteral("start_line")).toInt();
            const qsizetype before = start > 1 && start <= MaxSourceStartLine ? start - 1 : 0;
            texts.push_back(QByteArray(before, '\n') + py.value(QStringLiteral("code")).toString().toUtf8());
            in.sourceText = texts.back();
            in.sourceRecordedPath = py.value(QStringLiteral("file_path")).toString();
        }
        out.append(assemble(in, diagnostics, control));
    }
}

} // namespace Lowerscope
