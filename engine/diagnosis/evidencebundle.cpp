// SPDX-License-Identifier: MIT
#include "evidencebundle.h"

#include "core/backendregistry.h"
#include "core/filestore.h"
#include "kb/sourcefacts.h"
#include "levels.h"
#include "profile/profilereader.h"
#include "profile/profilesignals.h"
#include "profile/tracesummary.h"
#include "trajectory/trajectoryfacts.h"
#include "trajectory/trajectoryreader.h"
#include "ttirloads.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>

namespace Lowerscope {

QString EvidenceBundle::relative(const QString &path) const
{
    if (path.isEmpty() || QFileInfo(path).isRelative())
        return path;
    return QDir(root).relativeFilePath(path);
}

QString EvidenceBundle::sourceFileName() const
{
    if (!trajectory)
        return facts.origins.value(QStringLiteral("source.lines")).artifact.section(QLatin1Char('/'), -1);
    const QString f = trajectory->source.file.isEmpty() ? trajectory->source.path : trajectory->source.file;
    return f.section(QLatin1Char('/'), -1);
}

int EvidenceBundle::sourceLineOf(const QString &artifact, int line) const
{
    if (!trajectory || line <= 0)
        return 0;
    // A remark's line in a dump names its source line directly.
    for (const Remark &r : trajectory->remarks)
        if (r.artifactLine == line && relative(r.artifact).endsWith(artifact.section(QLatin1Char('/'), -1)))
            return r.line;
    // Otherwise look the IR line up in the source map of the final stage held by that artifact.
    QString stageName;
    for (const StageSnapshot &s : trajectory->stages)
        if (s.kind == QLatin1String("stage") && relative(trajectory->artifactName(s.artifact)) == artifact)
            stageName = s.name;
    if (stageName.isEmpty())
        return 0;
    if (stageName == QLatin1String("source"))
        return line;
    for (auto it = trajectory->sourceMap.cbegin(); it != trajectory->sourceMap.cend(); ++it)
        if (it.value().value(stageName).contains(line))
            return it.key();
    return 0;
}

// Python files holding @triton.jit kernels, for folders that have source but no IR.
static QHash<QString, QString> sourceKernels(const QString &root, Diagnostics &diagnostics)
{
    QHash<QString, QString> out; // kernel -> file
    QStringList files;
    const QFileInfo info(root);
    if (info.isFile()) {
        // Only a Python file is a source: a TritonParse trace opened on its own holds the kernels' code as JSON.
        if (info.suffix() == QLatin1String("py"))
            files << info.absoluteFilePath();
    } else {
        QDirIterator it(root, { QStringLiteral("*.py") }, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
    }
    for (const QString &f : std::as_const(files)) {
        if (QFileInfo(f).size() > 4 * 1024 * 1024)
            continue;
        const FileBytes file = FileStore::open(f);
        if (!file.isOpen())
            continue;
        const QString text = QString::fromUtf8(file.bytes());
        const QStringList kernels = tritonKernels(text);
        for (const QString &k : kernels)
            out.insert(k, f);
        if (kernels.isEmpty() && text.contains(QLatin1String("triton")))
            diagnostics.warn(f, 0, ladderText(QT_TRANSLATE_NOOP("Diagnosis", "no @triton.jit kernel found")));
    }
    return out;
}

// The kernel's target; an unknown one sets no backend fact, so that patterns of every backend may apply.
static void setBackend(EvidenceBundle &b, const BackendInterface *backend)
{
    if (!backend)
        return;
    b.backend = backend->id();
    b.facts.set(QStringLiteral("backend"), b.backend);
}

static void addSource(EvidenceBundle &b, const QString &file, const QString &text)
{
    if (text.isEmpty())
        return;
    Facts source;
    addSourceFacts(text, b.relative(file), source);
    // Only the facts of this kernel: the scanner reads every kernel of the file.
    b.facts.merge(source);
    b.facts.stageText.insert(QStringLiteral("source"), text);
    b.facts.stageArtifact.insert(QStringLiteral("source"), b.relative(file));
    b.hasSource = true;
}

namespace {

// What was read of PATH, as the helpers below share it.
struct Inputs {
    QString root;
    const QList<LoweringTrajectory> &trajectories;
    const ProfileReadResult &profile;
};

// Formats people bring that no reader here parses, and the command that exports a readable one.
void nameUnsupportedFormats(const QString &path, Diagnostics &diagnostics)
{
    static const struct {
        const char *suffix, *what, *how;
    } known[] = {
        { ".ncu-rep", "an Nsight Compute report (binary)",
            "ncu -i FILE --csv --page raw > ncu.raw.csv; ncu -i FILE --csv --page details > ncu.details.csv" },
        { ".nsys-rep", "an Nsight Systems report (binary)",
            "nsys export --type json FILE, or profile with torch.profiler (Chrome trace)" },
        { ".qdrep", "an Nsight Systems report (binary)", "nsys export --type json FILE" },
        { ".ncu-proj", "an Nsight Compute project",
            "open its reports and export them: ncu -i REPORT --csv --page raw > ncu.raw.csv" },
    };
    QStringList files;
    if (QFileInfo(path).isFile()) {
        files << path;
    } else {
        QStringList patterns;
        for (const auto &k : known)
            patterns << QLatin1Char('*') + QLatin1String(k.suffix);
        QDirIterator it(path, patterns, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext() && files.size() < 16)
            files << it.next();
    }
    for (const QString &file : std::as_const(files))
        for (const auto &k : known)
            if (file.endsWith(QLatin1String(k.suffix), Qt::CaseInsensitive))
                diagnostics.warn(file, 0,
                    ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1 is not a format lowerscope reads; export it: %2"),
                        { QLatin1String(k.what), QLatin1String(k.how) }));
}

EvidenceBundle newBundle(const QString &root, const QString &kernel, const QString &backend)
{
    EvidenceBundle b;
    b.root = root;
    b.kernel = kernel;
    b.backend = backend;
    b.facts.set(QStringLiteral("kernel"), kernel);
    if (!backend.isEmpty()) // unknown: the backend's patterns are not ruled out
        b.facts.set(QStringLiteral("backend"), backend);
    return b;
}

// `ttir.reread_args`: pointer arguments the TTIR reads in two or more separate passes (ttirloads.h), the
// mechanism of a multi-pass kernel's redundant global traffic; origin = the first re-read.
void addRereadFacts(Facts &facts)
{
    const QString ttir = facts.stageText.value(QStringLiteral("ttir"));
    if (ttir.isEmpty())
        return;
    const QList<RereadArgument> reread = rereadArguments(ttirLoads(ttir));
    FactOrigin origin;
    if (!reread.isEmpty()) {
        const RereadArgument &r = reread.constFirst();
        const int line = r.loads.at(1).line;
        origin = { facts.stageArtifact.value(QStringLiteral("ttir")), line,
            ttir.section(QLatin1Char('\n'), line - 1, line - 1).trimmed().left(200) };
    }
    facts.set(QStringLiteral("ttir.reread_args"), double(reread.size()), origin);
}

// One bundle per trajectory (of KERNEL only, when given), with its IR facts and its source.
void addTrajectoryBundles(const Inputs &in, const QString &kernel, QList<EvidenceBundle> &out, QSet<QString> &seen)
{
    for (const LoweringTrajectory &t : in.trajectories) {
        if (!kernel.isEmpty() && t.kernel != kernel)
            continue;
        EvidenceBundle b = newBundle(in.root, t.kernel, t.backend);
        b.trajectory = t;
        addTrajectoryFacts(t, b.facts);
        addRereadFacts(b.facts);
        b.hasIr = std::any_of(
            t.stages.cbegin(), t.stages.cend(), [](const StageSnapshot &s) { return s.name != QLatin1String("source"); });
        addSource(b, t.source.path, t.source.text);
        seen.insert(t.kernel);
        out.append(std::move(b));
    }
}

// Kernels known only from their source.
void addSourceBundles(const QString &path, const QString &root, const QString &kernel, Diagnostics &diagnostics,
    QList<EvidenceBundle> &out, const QSet<QString> &seen)
{
    const QHash<QString, QString> fromSource = sourceKernels(path, diagnostics);
    for (auto it = fromSource.cbegin(); it != fromSource.cend(); ++it) {
        if (seen.contains(it.key()) || (!kernel.isEmpty() && it.key() != kernel))
            continue;
        EvidenceBundle b = newBundle(root, it.key(), QString());
        const FileBytes f = FileStore::open(it.value());
        const QByteArray text = f.data(); // the mapped bytes, no copy
        // The target is what the source shows (torch_npu, a "cuda" device), else unknown.
        setBackend(b, BackendRegistry::instance().claimArtifact(it.value(), text).backend());
        addSource(b, it.value(), QString::fromUtf8(text));
        out.append(std::move(b));
    }
}

// Profile-only input (Ascend samples, a lone trace): the profiled kernels that carry L2 signals, the most
// expensive first, at most eight, or only KERNEL.
void addProfileBundles(const Inputs &in, const QString &kernel, QList<EvidenceBundle> &out)
{
    const Profile &profile = in.profile.profile;
    const ProfileSignals sig = ProfileSignals::compute(profile);
    // The kernels that cost the most first (TraceSummary's order, which every view opens on), whether or not the
    // profile gave them a verdict: a verdict is not importance (a 3 µs copy is launch-bound; a 40 ms reduction
    // may have none without counters, and is still where the time goes).
    // The 8 costliest, and beyond them the kernels the profile gave a verdict (at most 16 in all), in time order.
    QList<const Kernel *> ranked;
    for (int i : summarizeTrace(profile).kernelsByTime) {
        const Kernel &kk = profile.kernels.at(i);
        const bool verdict = sig.kernels.contains(kk.name) && !sig.kernels.value(kk.name).isEmpty();
        const bool costly = kk.totalUs > 0 && ranked.size() < 8;
        if ((costly || verdict) && ranked.size() < 16 && (kernel.isEmpty() || matchKernel(profile, kernel) == &kk))
            ranked << &kk;
    }
    const BackendInterface *backend = BackendRegistry::instance().claimProfile(profileTraits(profile)).backend();
    for (const Kernel *kk : std::as_const(ranked)) {
        EvidenceBundle b = newBundle(in.root, kk->name, QString());
        setBackend(b, backend);
        out.append(std::move(b));
    }
}

void attachProfile(const Inputs &in, QList<EvidenceBundle> &out)
{
    if (!in.profile.anythingRead())
        return;
    for (EvidenceBundle &b : out) {
        const qsizetype before = b.facts.values.size();
        addProfileFacts(in.profile.profile, b.kernel, b.facts);
        b.hasProfile = b.facts.values.size() > before;
    }
}

} // namespace

QList<EvidenceBundle> collectEvidence(
    const QString &path, const QString &kernel, Diagnostics &diagnostics, const JobControl &control)
{
    auto progress = [&](int p, const QString &what) { control.report(p, 100, what); };
    FileStore::Scope scope; // the trajectory, profile and source readers share each file's bytes
    EvidenceInputs read;
    read.path = path;
    read.kernel = kernel;
    progress(5, QStringLiteral("trajectory"));
    read.trajectories = TrajectoryReader::read(path, kernel, read.trajectoryDiagnostics, JobControl { {}, control.cancel });
    if (control.cancelled())
        return {};

    progress(40, QStringLiteral("profile"));
    const ProfileReadResult prof = readProfile(path, JobControl { {}, control.cancel });
    if (control.cancelled())
        return {};
    read.profile = &prof;
    progress(60, QStringLiteral("facts"));
    QList<EvidenceBundle> out = collectEvidence(read, diagnostics);
    progress(80, QStringLiteral("facts done"));
    return out;
}

QList<EvidenceBundle> collectEvidence(const EvidenceInputs &read, Diagnostics &diagnostics)
{
    const QFileInfo info(read.path);
    static const ProfileReadResult noProfile;
    const Inputs in { info.isDir() ? info.absoluteFilePath() : info.absolutePath(), read.trajectories,
        read.profile ? *read.profile : noProfile };
    const Diagnostics &trajDiag = read.trajectoryDiagnostics;

    // A file is ignored only when no reader recognised it.
    diagnostics.warnings += trajDiag.warnings + in.profile.profile.diagnostics.warnings;
    const QSet<QString> profIgnored(
        in.profile.profile.diagnostics.ignored.cbegin(), in.profile.profile.diagnostics.ignored.cend());
    for (const QString &p : std::as_const(trajDiag.ignored))
        if (profIgnored.contains(p))
            diagnostics.ignore(p);
    nameUnsupportedFormats(read.path, diagnostics);

    QList<EvidenceBundle> out;
    QSet<QString> seen;
    addTrajectoryBundles(in, read.kernel, out, seen);
    addSourceBundles(read.path, in.root, read.kernel, diagnostics, out, seen);
    if (out.isEmpty() && in.profile.anythingRead())
        addProfileBundles(in, read.kernel, out);
    attachProfile(in, out);
    return out;
}

const BackendInterface *targetOf(const EvidenceBundle &kernel)
{
    const BackendRegistry &registry = BackendRegistry::instance();
    if (const BackendInterface *b = kernel.backend.isEmpty() ? nullptr : registry.backend(kernel.backend))
        return b;
    return registry.fallback();
}

} // namespace Lowerscope
