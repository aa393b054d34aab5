// SPDX-License-Identifier: MIT
#include "evidencebundle.h"

#include "core/backendregistry.h"
#include "kb/sourcefacts.h"
#include "profile/profilesignals.h"
#include "profile/profilereader.h"
#include "trajectory/trajectoryfacts.h"
#include "trajectory/trajectoryreader.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
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
        if (s.kind == QLatin1String("stage") && relative(s.artifact.path) == artifact)
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
    if (info.isFile())
        files << info.absoluteFilePath();
    else {
        QDirIterator it(root, {QStringLiteral("*.py")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
    }
    for (const QString &f : std::as_const(files)) {
        QFile file(f);
        if (!file.open(QIODevice::ReadOnly) || file.size() > 4 * 1024 * 1024)
            continue;
        const QString text = QString::fromUtf8(file.readAll());
        const QStringList kernels = tritonKernels(text);
        for (const QString &k : kernels)
            out.insert(k, f);
        if (kernels.isEmpty() && text.contains(QLatin1String("triton")))
            diagnostics.warn(f, 0, QStringLiteral("no @triton.jit kernel found"));
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

QList<EvidenceBundle> collectEvidence(const QString &path, const QString &kernel, Diagnostics &diagnostics, const CollectControl &control)
{
    QList<EvidenceBundle> out;
    const QFileInfo info(path);
    const QString root = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    auto progress = [&](int p, const QString &what) {
        if (control.progress)
            control.progress(p, what);
    };

    progress(5, QStringLiteral("trajectory"));
    Diagnostics trajDiag;
    const QList<LoweringTrajectory> trajectories = TrajectoryReader::read(path, kernel, trajDiag, {}, control.cancel);
    if (control.cancelled())
        return out;

    progress(40, QStringLiteral("profile"));
    ReadControl rc;
    rc.cancel = control.cancel;
    ProfileReadResult prof = readProfile(path, rc);
    if (control.cancelled())
        return out;

    // A file is ignored only when no reader recognised it.
    diagnostics.warnings += trajDiag.warnings + prof.profile.diagnostics.warnings;
    const QSet<QString> profIgnored(prof.profile.diagnostics.ignored.cbegin(), prof.profile.diagnostics.ignored.cend());
    for (const QString &p : std::as_const(trajDiag.ignored))
        if (profIgnored.contains(p))
            diagnostics.ignore(p);

    progress(60, QStringLiteral("facts"));
    QSet<QString> seen;
    for (const LoweringTrajectory &t : trajectories) {
        EvidenceBundle b;
        b.root = root;
        b.kernel = t.kernel;
        b.backend = t.backend;
        b.trajectory = t;
        b.facts.set(QStringLiteral("kernel"), t.kernel);
        b.facts.set(QStringLiteral("backend"), t.backend);
        addTrajectoryFacts(t, b.facts);
        b.hasIr = std::any_of(t.stages.cbegin(), t.stages.cend(), [](const StageSnapshot &s) { return s.name != QLatin1String("source"); });
        addSource(b, t.source.path, t.source.text);
        seen.insert(t.kernel);
        out.append(std::move(b));
    }
    // Kernels known only from their source.
    const QHash<QString, QString> fromSource = sourceKernels(path, diagnostics);
    for (auto it = fromSource.cbegin(); it != fromSource.cend(); ++it) {
        if (seen.contains(it.key()) || (!kernel.isEmpty() && it.key() != kernel))
            continue;
        EvidenceBundle b;
        b.root = root;
        b.kernel = it.key();
        b.facts.set(QStringLiteral("kernel"), b.kernel);
        QFile f(it.value());
        const QByteArray text = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        // The target is what the source shows (torch_npu, a "cuda" device), else unknown.
        setBackend(b, BackendRegistry::instance().claimArtifact(it.value(), text).backend());
        addSource(b, it.value(), QString::fromUtf8(text));
        out.append(std::move(b));
    }
    // Profile-only input (Ascend samples, a lone trace): the profiled kernels that carry L2 signals, the
    // most expensive first, at most eight, or only KERNEL.
    if (out.isEmpty() && prof.anythingRead()) {
        const ProfileSignals sig = ProfileSignals::compute(prof.profile);
        // Kernels with a bottleneck verdict first (the L2 evidence), then by time.
        QList<const Kernel *> ranked;
        for (const Kernel &kk : prof.profile.kernels)
            if (sig.kernels.contains(kk.name) && !sig.kernels.value(kk.name).isEmpty()
                && (kernel.isEmpty() || matchKernel(prof.profile, kernel) == &kk))
                ranked << &kk;
        auto verdict = [&](const Kernel *k) { return !sig.kernels.value(k->name).bottleneck.isEmpty(); };
        std::sort(ranked.begin(), ranked.end(), [&](const Kernel *a, const Kernel *b) {
            if (verdict(a) != verdict(b))
                return verdict(a);
            return qMax(a->totalUs, a->tableTotalUs) > qMax(b->totalUs, b->tableTotalUs);
        });
        const BackendInterface *backend = BackendRegistry::instance().claimProfile(profileTraits(prof.profile)).backend();
        for (const Kernel *kk : ranked.mid(0, 8)) {
            EvidenceBundle b;
            b.root = root;
            b.kernel = kk->name;
            b.facts.set(QStringLiteral("kernel"), b.kernel);
            setBackend(b, backend);
            out.append(std::move(b));
        }
    }
    for (EvidenceBundle &b : out) {
        if (!prof.anythingRead())
            continue;
        const qsizetype before = b.facts.values.size();
        addProfileFacts(prof.profile, b.kernel, b.facts);
        b.hasProfile = b.facts.values.size() > before;
    }
    progress(80, QStringLiteral("facts done"));
    return out;
}

} // namespace Lowerscope
