// SPDX-License-Identifier: MIT
#include "optimizer.h"

#include "core/contenthash.h"
#include "core/enginetext.h"
#include "core/statistics.h"
#include "core/userfile.h"
#include "diagnosis/diagnosisengine.h"
#include "runners/bundle.h"
#include "workspace/unifieddiff.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>
#include <algorithm>

namespace Lowerscope::Optimize {

namespace {

QString sha256(const QString &text)
{
    return contentHash(text);
}

bool writeFile(const QString &path, const QByteArray &data, QString *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        *error = EngineText::english("Optimize", "%1: cannot write: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

bool hasFileMatching(const QString &dir, const QStringList &patterns)
{
    QDirIterator it(dir, patterns, QDir::Files, QDirIterator::Subdirectories);
    return it.hasNext();
}

std::optional<double> optionalNumber(const QJsonValue &v)
{
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

// Copies the files of FROM into TO (replacing what is there).
bool copyTree(const QString &from, const QString &to, QString *error)
{
    QDir(to).removeRecursively();
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString src = it.next();
        const QString dst = QDir(to).filePath(QDir(from).relativeFilePath(src));
        QDir().mkpath(QFileInfo(dst).absolutePath());
        if (!QFile::copy(src, dst)) {
            *error = EngineText::english("Optimize", "%1: cannot copy to %2").arg(src, dst);
            return false;
        }
    }
    return true;
}

// The geometric mean over a result's cases of the initial kernel's time over the candidate's, when every case
// says the initial kernel was timed in the same request (initial_timed); nullopt otherwise.
std::optional<double> pairedSpeedup(const QJsonObject &result)
{
    QList<double> ups;
    for (const QJsonValue &cv : result.value(QStringLiteral("cases")).toArray()) {
        const QJsonObject c = cv.toObject();
        const double ms = c.value(QStringLiteral("ms")).toDouble(), initial = c.value(QStringLiteral("initial_ms")).toDouble();
        if (c.value(QStringLiteral("initial_timed")).toString() != QLatin1String("same-request") || ms <= 0 || initial <= 0)
            return std::nullopt;
        ups.append(initial / ms);
    }
    return ups.isEmpty() ? std::nullopt : geometricMean(ups);
}

// The job that acquires evidence of KIND (dump | profile) for the kernel HASH12 of TASK, written at KERNELFILE.
Job evidenceJob(const OpTask &task, const QString &hash12, const QString &kernelFile, const QString &kind)
{
    Job job;
    job.id = QStringLiteral("%1.e%2").arg(task.name, hash12);
    job.kind = kind == QLatin1String("profile") ? JobKind::Profile : JobKind::Dump;
    job.op = task.name;
    job.taskDir = task.folder;
    job.candidate = kernelFile;
    job.kernelHash12 = hash12;
    // The task's own kernel is the user's code (no consent to acquire its evidence); a kernel a round wrote is not.
    if (shortContentHash(task.kernelText) == hash12)
        job.origin = QStringLiteral("user");
    return job;
}

QList<Case> casesFor(const OpTask &task, const Baseline *baseline)
{
    QList<Case> out;
    for (const OpTask::Case &c : task.cases) {
        Case x { c.name, c.shape, std::nullopt, std::nullopt };
        if (baseline)
            for (const Baseline::Case &b : baseline->cases)
                if (b.name == c.name) {
                    x.initialMs = b.initialMs;
                    x.referenceMs = b.referenceMs;
                }
        out.append(x);
    }
    return out;
}

} // namespace

QString evidenceArmName(EvidenceArm arm)
{
    switch (arm) {
    case EvidenceArm::Surface:
        return QStringLiteral("surface");
    case EvidenceArm::Progressive:
        return QStringLiteral("progressive");
    case EvidenceArm::Deep:
        return QStringLiteral("deep");
    }
    return {};
}

std::optional<EvidenceArm> evidenceArmFromName(const QString &name)
{
    for (const EvidenceArm a : { EvidenceArm::Surface, EvidenceArm::Progressive, EvidenceArm::Deep })
        if (evidenceArmName(a) == name)
            return a;
    return std::nullopt;
}

QString Job::kindName() const
{
    switch (kind) {
    case JobKind::Round:
        return QStringLiteral("round");
    case JobKind::Dump:
        return QStringLiteral("dump");
    case JobKind::Profile:
        return QStringLiteral("profile");
    }
    return {};
}

std::optional<QHash<QString, Baseline>> readBaselineLog(const QString &path, QString *error)
{
    QByteArray bytes;
    if (!UserFile::read(path, UserFile::MaxDocumentBytes, &bytes, error))
        return std::nullopt;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (!doc.isObject() || !doc.object().value(QStringLiteral("operators")).isArray()) {
        *error = EngineText::english("Optimize", "%1: not a harness log (expected {\"operators\": [...]}): %2")
                     .arg(path, pe.errorString());
        return std::nullopt;
    }
    QHash<QString, Baseline> out;
    for (const QJsonValue &ov : doc.object().value(QStringLiteral("operators")).toArray()) {
        const QJsonObject o = ov.toObject();
        if (o.value(QStringLiteral("verdict")).toString() != QLatin1String("accepted"))
            continue;
        Baseline b;
        b.initialSha256 = o.value(QStringLiteral("initial_sha256")).toString();
        b.log = path;
        for (const QJsonValue &cv : o.value(QStringLiteral("cases")).toArray()) {
            const QJsonObject c = cv.toObject();
            b.cases.append({ c.value(QStringLiteral("case")).toString(), optionalNumber(c.value(QStringLiteral("ms"))),
                optionalNumber(c.value(QStringLiteral("reference_ms"))) });
        }
        out.insert(o.value(QStringLiteral("name")).toString(), b);
    }
    return out;
}

void knowledgeForBackend(const QString &backend, const QList<Pattern> &patterns, const QList<CompilerKnowledge> &knowledge,
    QList<Pattern> *patternsOut, QList<CompilerKnowledge> *knowledgeOut)
{
    for (const Pattern &p : patterns)
        if (p.backends.isEmpty() || p.backends.contains(backend))
            patternsOut->append(p);
    for (const CompilerKnowledge &k : knowledge)
        if (k.backend.isEmpty() || k.backend == backend)
            knowledgeOut->append(k);
}

QString kernelDiagnosisFolder(const QString &operatorFolder, const QString &hash12)
{
    const QString evidence = QDir(operatorFolder).filePath(QStringLiteral("evidence/") + hash12);
    return QFileInfo::exists(evidence) ? evidence : QDir(operatorFolder).filePath(QStringLiteral("kernels/") + hash12);
}

Optimizer::Optimizer(Workspace &workspace, OptimizeOptions options)
    : m_ws(workspace)
    , m_opt(std::move(options))
{
}

QString Optimizer::folderOf(const QString &op) const
{
    return QDir(m_ws.folder()).filePath(QStringLiteral("optimize/") + op);
}

bool Optimizer::addTask(const OpTask &task, const Baseline *baseline, QString *error)
{
    for (const OpTask &t : std::as_const(m_tasks))
        if (t.name == task.name) {
            *error = EngineText::english("Optimize", "%1: operator %2 is given twice").arg(task.folder, task.name);
            return false;
        }
    if (baseline && baseline->initialSha256 != sha256(task.initialText)) {
        *error = EngineText::english("Optimize", "%1: the initial kernel's sha256 %2 differs from the one %3 froze (%4)")
                     .arg(task.initialFile, sha256(task.initialText).left(12), baseline->log, baseline->initialSha256.left(12));
        return false;
    }
    // Ledgers kept as files before schema version 6 (optimize/OP/evidence/HASH12.json) move into the workspace once.
    if (m_ws.evidenceLedgers(task.name).isEmpty()) {
        QDirIterator it(
            QDir(folderOf(task.name)).filePath(QStringLiteral("evidence")), { QStringLiteral("*.json") }, QDir::Files);
        while (it.hasNext()) {
            const QString file = it.next();
            QByteArray bytes;
            QString unreadable;
            if (!UserFile::read(file, UserFile::MaxDocumentBytes, &bytes, &unreadable))
                continue;
            if (!m_ws.setEvidenceLedger(
                    task.name, QFileInfo(file).completeBaseName(), QJsonDocument::fromJson(bytes).object(), error))
                return false;
        }
    }
    OpTask t = task;
    m_tasks.append(t);
    if (baseline)
        m_baselines.insert(task.name, *baseline);
    return true;
}

std::optional<Round> Optimizer::bestRound(const QString &op) const
{
    std::optional<Round> best;
    for (const Round &r : m_ws.rounds(op))
        if (r.isAccepted() && r.speedup && (!best || *r.speedup > *best->speedup))
            best = r;
    return best;
}

QString Optimizer::bestSource(const OpTask &task) const
{
    if (const auto best = bestRound(task.name))
        if (const auto v = m_ws.kernelVersion(best->resultVersion))
            return v->source;
    return task.initialText;
}

std::optional<double> Optimizer::bestMs(const OpTask &task) const
{
    QList<double> ms;
    if (const auto best = bestRound(task.name)) {
        for (const CaseResult &c : best->cases)
            if (c.ms)
                ms.append(*c.ms);
        return geometricMean(ms);
    }
    if (const auto op = m_ws.findOperator(task.name))
        for (const Case &c : op->cases)
            if (c.initialMs)
                ms.append(*c.initialMs);
    if (ms.isEmpty() && m_baselines.contains(task.name))
        for (const Baseline::Case &c : m_baselines.value(task.name).cases)
            if (c.initialMs)
                ms.append(*c.initialMs);
    return geometricMean(ms);
}

bool Optimizer::pendingJobs(const OpTask &task, const QList<Round> &rounds, QList<Job> &jobs, QString *error) const
{
    const QString dir = folderOf(task.name);
    for (const Round &r : rounds) {
        if (r.isDone())
            continue;
        const auto job = roundJob(task, r, error);
        if (!job)
            return false;
        jobs.append(*job);
    }
    const QHash<QString, QJsonObject> ledgers = m_ws.evidenceLedgers(task.name);
    for (auto ledger = ledgers.cbegin(); ledger != ledgers.cend(); ++ledger) {
        const QJsonObject pending = ledger.value().value(QStringLiteral("pending")).toObject();
        if (pending.isEmpty())
            continue;
        const QString hash12 = ledger.key();
        const QString kernelFile = QDir(dir).filePath(QStringLiteral("kernels/%1/%2.py").arg(hash12, task.name));
        // The kernel files are scratch (a workspace copied without them, docs/results/h200-optimize): the
        // pending evidence is for the best kernel, written again from the workspace; evidence pending for a
        // kernel that is no longer the best is not needed any more.
        if (!QFileInfo::exists(kernelFile)) {
            const QString best = bestSource(task);
            if (sha256(best).left(12) != hash12)
                continue;
            if (!writeFile(kernelFile, best.toUtf8(), error))
                return false;
        }
        jobs.append(evidenceJob(task, hash12, kernelFile, pending.value(QStringLiteral("kind")).toString()));
    }
    return true;
}

QList<Job> Optimizer::pendingJobs(QString *error) const
{
    QList<Job> jobs;
    for (const OpTask &task : m_tasks)
        if (!pendingJobs(task, m_ws.rounds(task.name), jobs, error))
            return {};
    return jobs;
}

// What one operator's step works from (planOperator and its parts).
struct Optimizer::StepState {
    const OpTask *task = nullptr;
    QString dir;
    QList<Round> rounds;
    QString best, bestHash, hash12, evDir, diagnosed;
    QJsonObject acquired; // the evidence ledger of the best kernel (Workspace::evidenceLedger)
    // The ledger with this step's acquisitions charged to its first round, written in that round's transaction.
    mutable std::optional<QJsonObject> charge;
    QList<Pattern> patterns;
    QList<CompilerKnowledge> knowledge;
    QString levelReached;
    QJsonArray l4Steps;
    QJsonObject summary; // the diagnosis's bottleneck and stop reason
    std::optional<NumericalRisk> numerics; // of reordering the best kernel's reduction
    LaunchFacts launch; // of the best kernel on the task's cases (every kernel of its folder)
    QList<Finding> findings;
    QHash<QString, QString> tried; // kernels tried before: sha256 -> which
    QStringList ruledOut; // candidates not planned because an earlier round's same move, no larger, failed
    QList<Candidate> fromShape, fromFindings, fromSearch;
    QList<Candidate> ordered() const { return pickOrder({ fromShape, fromFindings, fromSearch }); }
};

// What one round of a step starts from: a recipe's candidate or a model's proposal (docs/optimize.md).
struct Optimizer::Pick {
    QString source; // recipe | llm
    QString hypothesis;
    QString level;
    QString rewriteKind;
    QString kernel; // empty: the model gave no kernel
    QString outcome; // set: the round is done at once (a model's unusable answer)
    QJsonArray reasons;
    QJsonObject origin;
    QJsonObject llm;
};

std::optional<Job> Optimizer::roundJob(const OpTask &task, const Round &r, QString *error) const
{
    const auto v = m_ws.kernelVersion(r.resultVersion);
    if (!v) {
        *error = EngineText::english("Optimize", "round %1 has no kernel").arg(r.ref());
        return std::nullopt;
    }
    const QString file = QDir(folderOf(task.name)).filePath(QStringLiteral("round-%1.py").arg(r.index));
    if (!writeFile(file, v->source.toUtf8(), error))
        return std::nullopt;
    Job job;
    job.id = QStringLiteral("%1.r%2").arg(task.name).arg(r.index);
    job.op = task.name;
    job.taskDir = task.folder;
    job.candidate = file;
    job.round = r.index;
    job.diff = r.rewrite;
    job.origin = r.source == QLatin1String("llm") ? QStringLiteral("llm") : QStringLiteral("recipe");
    return job;
}

// The best kernel so far, the evidence held for it, and its diagnosis with the task backend's knowledge.
bool Optimizer::diagnoseBest(StepState &st, QString *error) const
{
    const OpTask &task = *st.task;
    st.best = bestSource(task);
    st.bestHash = sha256(st.best);
    st.hash12 = st.bestHash.left(12);
    st.evDir = QDir(st.dir).filePath(QStringLiteral("evidence/") + st.hash12);
    st.acquired = m_ws.evidenceLedger(task.name, st.hash12);
    QString &diagFolder = st.diagnosed;
    diagFolder = kernelDiagnosisFolder(st.dir, st.hash12);
    if (diagFolder != st.evDir
        && !writeFile(QDir(diagFolder).filePath(task.name + QStringLiteral(".py")), st.best.toUtf8(), error))
        return false;
    knowledgeForBackend(task.backend, m_opt.patterns, m_opt.knowledge, &st.patterns, &st.knowledge);
    st.numerics = numericalRisk(task, st.best);
    const LaunchInputs launch = launchInputsOf(task, st.best);
    const std::shared_ptr<const DiagnosisReport> report = diagnoseKernelFolder(diagFolder, st.patterns, st.knowledge, &launch);
    m_ladders.insert(task.name, report);
    for (const Diagnosis &d : report->kernels) {
        st.launch.facts += d.launch.facts;
        for (const auto &r : d.launch.reached)
            if (!st.launch.reached.contains(r))
                st.launch.reached.append(r);
        for (const QString &n : d.launch.notes)
            if (!st.launch.notes.contains(n))
                st.launch.notes << n;
    }
    st.findings = findingsOf(*report, &st.levelReached, &st.l4Steps, &st.summary);
    // The rewrites not tried before (no earlier round's kernel, not the initial or the best one).
    st.tried.insert(sha256(task.initialText), QStringLiteral("the initial kernel"));
    for (const Round &r : std::as_const(st.rounds))
        if (const auto v = m_ws.kernelVersion(r.resultVersion))
            st.tried.insert(v->hash, QStringLiteral("round %1").arg(r.index));
    st.tried.insert(st.bestHash, QStringLiteral("the best kernel so far"));
    bool half = !task.cases.isEmpty();
    for (const OpTask::Case &c : task.cases)
        half = half && c.halfPrecision;
    ShapeInput shape { st.best, half ? 2 : 4 };
    if (task.hardware.sharedMemoryPerBlock > 0) // the device the task names (task.json hardware.id)
        shape.sharedMemoryBytes = task.hardware.sharedMemoryPerBlock;
    if (!task.hardware.id.isEmpty())
        shape.hardware = task.hardware;
    shape.launch = st.launch;
    for (const Candidate &c : shapeCandidates(shape))
        if (!st.tried.contains(c.hash()))
            st.fromShape.append(c);
    for (const Candidate &c : findingCandidates({ st.best, st.findings, st.patterns, task.largestTensor() }))
        if (!st.tried.contains(c.hash()))
            st.fromFindings.append(c);
    for (const Candidate &c : searchCandidates(st.best, st.launch))
        if (!st.tried.contains(c.hash()))
            st.fromSearch.append(c);
    std::stable_sort(st.fromFindings.begin(), st.fromFindings.end(),
        [](const Candidate &a, const Candidate &b) { return a.impact > b.impact; });
    ruleOutFailedMoves(st);
    if (m_opt.evidence == EvidenceArm::Surface) { // the kernel, its cases and times only: no finding reaches the proposer
        st.findings.clear();
        st.fromFindings.clear();
        st.l4Steps = {};
        st.summary = {};
        st.numerics.reset();
        st.levelReached = QStringLiteral("L1");
    }
    return true;
}

// The evidence acquired for earlier best kernels of OP (kept: the workspace's ledgers and their folders).
QJsonArray Optimizer::evidenceHistory(const QString &op, const QString &currentHash12) const
{
    QJsonArray out;
    const QHash<QString, QJsonObject> ledgers = m_ws.evidenceLedgers(op);
    QStringList hashes = ledgers.keys();
    hashes.sort();
    for (const QString &h : std::as_const(hashes))
        if (h != currentHash12 && !ledgers.value(h).value(QStringLiteral("acquired")).toArray().isEmpty())
            out.append(QJsonObject { { QStringLiteral("kernel"), h },
                { QStringLiteral("acquired"), ledgers.value(h).value(QStringLiteral("acquired")) },
                { QStringLiteral("folder"),
                    QDir(m_ws.folder()).relativeFilePath(QDir(folderOf(op)).filePath(QStringLiteral("evidence/") + h)) } });
    return out;
}

namespace {

// A move a round made: one parameter from a value to another, from a given kernel.
struct Move {
    QString param;
    double from = 0;
    double to = 0;
};

std::optional<Move> moveOf(const QJsonObject &change)
{
    bool a = false, b = false;
    Move m { change.value(QStringLiteral("param")).toString(), change.value(QStringLiteral("from")).toString().toDouble(&a),
        change.value(QStringLiteral("to")).toString().toDouble(&b) };
    if (!a || !b || m.param.isEmpty() || m.from == m.to)
        return std::nullopt;
    return m;
}

} // namespace

// A round that failed or gave wrong results for a reason its edit caused (an illegal access past a grid that no
// longer covers the problem, a tolerance broken by a reordered sum) rules out the same move in a larger step
// from the same kernel: a candidate that moves the same parameter from the same value in the same direction, at
// least as far, is not planned (the failure's reason says why). Runner failures that are not the kernel's (a
// timeout of the runner call) rule nothing out.
void Optimizer::ruleOutFailedMoves(StepState &st) const
{
    struct Failed {
        Move move;
        int round;
        QString why;
    };
    QList<Failed> failed;
    for (const Round &r : std::as_const(st.rounds)) {
        if (!r.isDone() || (r.outcome != QLatin1String("failed") && r.outcome != QLatin1String("incorrect")))
            continue;
        const auto base = m_ws.kernelVersion(r.baseVersion);
        if (!base || base->hash != st.bestHash)
            continue;
        const QJsonObject first = r.reasons.isEmpty() ? QJsonObject() : r.reasons.first().toObject();
        const QString why = first.value(QStringLiteral("message")).toString();
        if (first.value(QStringLiteral("check")).toString() == QLatin1String("runner")
            && why.contains(QLatin1String("timed out")))
            continue;
        for (const QJsonValue &c : r.rewriteOrigin.value(QStringLiteral("changes")).toArray())
            if (const auto m = moveOf(c.toObject()))
                failed.append({ *m, r.index, why.simplified().left(160) });
    }
    if (failed.isEmpty())
        return;
    const auto blocked = [&](const Candidate &c) -> const Failed * {
        for (const ParamChange &ch : c.changes) {
            const auto m = moveOf(ch.toJson());
            if (!m)
                continue;
            for (const Failed &f : std::as_const(failed))
                if (f.move.param == m->param && f.move.from == m->from && (f.move.to - f.move.from) * (m->to - m->from) > 0
                    && std::abs(m->to - m->from) >= std::abs(f.move.to - f.move.from))
                    return &f;
        }
        return nullptr;
    };
    for (QList<Candidate> *list : { &st.fromShape, &st.fromFindings, &st.fromSearch })
        list->removeIf([&](const Candidate &c) {
            const Failed *f = blocked(c);
            if (f)
                st.ruledOut.append(
                    EngineText::english("Optimize", "%1 (%2) not planned: round %3 moved %4 %5 -> %6 and failed (%7)")
                        .arg(c.recipe, describeChanges(c.changes))
                        .arg(f->round)
                        .arg(f->move.param)
                        .arg(f->move.from)
                        .arg(f->move.to)
                        .arg(f->why));
            return f != nullptr;
        });
}

// Escalation: acquire evidence only when what is held leaves the gap unexplained or its rewrites failed.
GapState Optimizer::gapOf(const StepState &st) const
{
    const OpTask &task = *st.task;
    QStringList attempted;
    for (const QJsonValue &a : st.acquired.value(QStringLiteral("acquired")).toArray())
        attempted << a.toObject().value(QStringLiteral("kind")).toString();
    const bool held = QFileInfo::exists(st.evDir);
    GapState gap;
    gap.measuredMs = bestMs(task);
    gap.boundMs = task.boundMs(task.hardware);
    // Every untried rewrite (the launch shape's, the findings', the search's: agent diagnose's untried_recipes[]);
    // the time explained is the largest measured impact among findings with an untried rewrite: a prior (nothing
    // measured) explains nothing, so it never stops the escalation.
    gap.untried = int(st.ordered().size());
    for (const Candidate &c : st.fromFindings) {
        const auto f
            = std::find_if(st.findings.cbegin(), st.findings.cend(), [&](const Finding &x) { return x.id() == c.finding; });
        if (f != st.findings.cend() && !f->impactPrior)
            gap.explained = std::max(gap.explained, std::max(0.0, f->impact));
    }
    const int since = st.acquired.value(QStringLiteral("rounds")).toInt(0);
    for (const Round &r : std::as_const(st.rounds))
        if (r.isDone() && r.index > since)
            gap.stalled = r.isAccepted() ? 0 : gap.stalled + 1;
    gap.haveDump = held && hasFileMatching(st.evDir, { QStringLiteral("*.ttgir"), QStringLiteral("*.mlir-passes.txt") });
    gap.haveProfile = held && hasFileMatching(st.evDir, { QStringLiteral("*ncu*.csv") });
    // A profile request compiles with the dumps on before it profiles (the harness's evidence capture): asking
    // for a profile asked for the dump too.
    gap.triedDump = gap.haveDump || attempted.contains(QStringLiteral("dump")) || attempted.contains(QStringLiteral("profile"));
    gap.triedProfile = gap.haveProfile || attempted.contains(QStringLiteral("profile"));
    return gap;
}

EscalationDecision Optimizer::decide(const GapState &gap) const
{
    EscalationDecision d;
    switch (m_opt.evidence) {
    case EvidenceArm::Progressive:
        return decideEscalation(gap);
    case EvidenceArm::Surface:
        d.gap = measuredGap(gap.measuredMs, gap.boundMs);
        d.reason = QStringLiteral("the surface arm: the proposer sees the kernel, its cases and times only");
        return d;
    case EvidenceArm::Deep:
        d.gap = measuredGap(gap.measuredMs, gap.boundMs);
        // One request: the profile's capture writes the stage files and pass dump as well.
        if (!gap.haveProfile && !gap.triedProfile)
            d.acquire = QStringLiteral("profile");
        else if (!gap.haveDump && !gap.triedDump)
            d.acquire = QStringLiteral("dump");
        d.reason = d.acquire.isEmpty()
            ? QStringLiteral("the deep arm: every evidence level of this kernel was asked for")
            : QStringLiteral("the deep arm: the dump and the profile of every best kernel before its rounds");
        return d;
    }
    return d;
}

bool Optimizer::escalate(StepState &st, QList<Job> &jobs, QList<StepNote> *notes, QString *error) const
{
    const OpTask &task = *st.task;
    const EscalationDecision decision = decide(gapOf(st));
    if (decision.acquire.isEmpty())
        return true;
    const QString kernelFile = QDir(st.dir).filePath(QStringLiteral("kernels/%1/%2.py").arg(st.hash12, task.name));
    if (!writeFile(kernelFile, st.best.toUtf8(), error))
        return false;
    jobs.append(evidenceJob(task, st.hash12, kernelFile, decision.acquire));
    st.acquired.insert(QStringLiteral("pending"),
        QJsonObject { { QStringLiteral("kind"), decision.acquire }, { QStringLiteral("reason"), decision.reason },
            { QStringLiteral("rounds"), int(st.rounds.size()) } });
    if (!m_ws.setEvidenceLedger(task.name, st.hash12, st.acquired, error))
        return false;
    notes->append({ task.name, EngineText::english("Optimize", "acquires %1: %2").arg(decision.acquire, decision.reason) });
    if (st.acquired.value(QStringLiteral("acquired")).toArray().isEmpty() && !evidenceHistory(task.name, st.hash12).isEmpty())
        notes->append({ task.name,
            EngineText::english("Optimize",
                "the evidence held is of a kernel an accepted round superseded (kept as history); "
                "this acquisition is for the new best kernel %1")
                .arg(st.hash12) });
    return true;
}

// The evidence the step's rounds rest on, and what acquiring it cost (charged to the first round that used it).
bool Optimizer::evidenceOfStep(StepState &st, QJsonArray *evidence, QString *error) const
{
    *evidence = { EvidenceItem { QStringLiteral("source"), QStringLiteral("L1"), QStringLiteral("the kernel file"),
        evidenceCost(QStringLiteral("source")),
        {} }.toJson() };
    QJsonArray acquisitions = st.acquired.value(QStringLiteral("acquired")).toArray();
    bool charged = false;
    for (qsizetype i = 0; i < acquisitions.size(); ++i) {
        QJsonObject a = acquisitions.at(i).toObject();
        if (a.contains(QStringLiteral("failed")))
            continue;
        const QString kind = a.value(QStringLiteral("kind")).toString();
        EvidenceItem item { kind, evidenceLevel(kind), a.value(QStringLiteral("reason")).toString(), QStringLiteral("held"),
            QDir(m_ws.folder()).relativeFilePath(st.evDir) };
        if (!a.contains(QStringLiteral("charged_to"))) {
            item.cost = evidenceCost(kind);
            a.insert(QStringLiteral("charged_to"), QStringLiteral("%1#%2").arg(st.task->name).arg(st.rounds.size() + 1));
            acquisitions.replace(i, a);
            charged = true;
        }
        evidence->append(item.toJson());
    }
    for (const QJsonValue &l4 : std::as_const(st.l4Steps))
        evidence->append(l4);
    // A rewrite of a kernel that reduces may change the reduction's order: the round says what that risks
    // against the task's tolerance (from the source and the task: no cost).
    if (st.numerics)
        evidence->append(EvidenceItem { QStringLiteral("numerics"), QStringLiteral("L1"), st.numerics->text(),
            evidenceCost(QStringLiteral("numerics")),
            {} }.toJson());
    evidence->append(EvidenceItem { QStringLiteral("timing"), {}, QStringLiteral("validation of the candidate"),
        evidenceCost(QStringLiteral("timing")),
        {} }.toJson());
    if (!charged)
        return true;
    st.acquired.insert(QStringLiteral("acquired"), acquisitions);
    st.charge = st.acquired;
    return true;
}

// Records one pick as a started round (or, when the static checks reject it or the model gave nothing to run, as
// done at once).
std::optional<Round> Optimizer::recordPick(
    const StepState &st, const Pick &c, int index, const QJsonArray &evidence, QString *error) const
{
    const OpTask &task = *st.task;
    const QString file = QDir(st.dir).filePath(QStringLiteral("round-%1.py").arg(index));
    if (!c.kernel.isEmpty() && !writeFile(file, c.kernel.toUtf8(), error))
        return std::nullopt;
    QJsonArray findingsJson;
    for (const Finding &f : st.findings.mid(0, 8))
        findingsJson.append(f.toJson());
    RoundRecord rec;
    rec.origin = QStringLiteral("optimize %1 round %2").arg(task.name).arg(index);
    rec.operatorName = task.name;
    rec.backend = task.backend;
    rec.initial = KernelSource { QStringLiteral("initial/kernel.py"), task.initialText };
    const auto baseline = m_baselines.constFind(task.name);
    rec.cases = casesFor(task, baseline != m_baselines.constEnd() ? &baseline.value() : nullptr);
    rec.index = index;
    rec.hypothesis = c.hypothesis;
    rec.level = c.level.isEmpty() ? st.levelReached : c.level;
    rec.source = c.source;
    rec.findings = findingsJson;
    rec.rewriteKind = c.rewriteKind;
    if (!c.kernel.isEmpty())
        rec.kernel = KernelSource { QStringLiteral("round-%1.py").arg(index), c.kernel };
    rec.base = KernelSource { QStringLiteral("best.py"), st.best };
    rec.rewriteOrigin = c.origin;
    rec.evidence = evidence;
    if (!c.llm.isEmpty())
        rec.llm = c.llm;
    if (st.charge) { // the acquisitions this round is the first to use, charged in its transaction
        rec.ledger = RoundRecord::Ledger { st.hash12, *st.charge };
        st.charge.reset();
    }
    if (!c.outcome.isEmpty()) {
        rec.outcome = c.outcome;
        rec.reasons = c.reasons;
        return m_ws.record(rec, error);
    }
    const QJsonArray rejected = m_opt.staticCheck ? m_opt.staticCheck(file, task.entry, task.initialFile) : QJsonArray();
    if (!rejected.isEmpty()) {
        rec.outcome = QStringLiteral("rejected");
        rec.reasons = rejected;
    }
    return m_ws.record(rec, error);
}

ProposalContext Optimizer::contextOf(const StepState &st) const
{
    const std::optional<Operator> op = m_ws.findOperator(st.task->name);
    const auto baseline = m_baselines.constFind(st.task->name);
    return ProposalContext { st.task, st.best, st.findings, st.levelReached,
        st.summary.value(QStringLiteral("bottleneck")).toString(), st.summary.value(QStringLiteral("stop_reason")).toString(),
        st.patterns, st.rounds, st.tried,
        op ? op->cases : casesFor(*st.task, baseline != m_baselines.constEnd() ? &baseline.value() : nullptr), st.numerics,
        st.launch };
}

std::optional<Optimizer::Inspection> Optimizer::inspect(const QString &op, QString *error) const
{
    const OpTask *task = nullptr;
    for (const OpTask &t : m_tasks)
        if (t.name == op)
            task = &t;
    if (!task) {
        *error = EngineText::english("Optimize", "no task of the session is named %1").arg(op);
        return std::nullopt;
    }
    StepState st;
    st.task = task;
    st.dir = folderOf(op);
    st.rounds = m_ws.rounds(op);
    if (!diagnoseBest(st, error))
        return std::nullopt;
    Inspection in;
    in.context = contextOf(st);
    in.diagnosed = st.diagnosed;
    in.acquired = st.acquired;
    in.history = evidenceHistory(op, st.hash12);
    in.gap = gapOf(st);
    in.escalation = decide(in.gap);
    in.recipes = st.ordered();
    in.l4Steps = st.l4Steps;
    return in;
}

// Records the model's proposal as a round: started when it gave a kernel to run, else done with its outcome.
bool Optimizer::recordModelPick(StepState &st, const LlmProposal &p, int index, const QJsonArray &evidence, QList<Job> &jobs,
    QList<StepNote> *notes, QString *error)
{
    const auto recorded = recordPick(st,
        Pick { QStringLiteral("llm"), p.hypothesis, p.level, {}, p.kernel, p.ok ? QString() : p.outcome, p.reasons, p.origin,
            p.exchange },
        index, evidence, error);
    if (!recorded)
        return false;
    const QJsonObject x = p.exchange;
    const QString usage = x.contains(QStringLiteral("response"))
        ? EngineText::english("Optimize", "%1 input and %2 output tokens, $%3")
              .arg(x.value(QStringLiteral("input_tokens")).toInteger())
              .arg(x.value(QStringLiteral("output_tokens")).toInteger())
              .arg(x.value(QStringLiteral("cost_usd")).toDouble(), 0, 'f', 4)
        : x.value(QStringLiteral("proposer")).toString();
    if (recorded->isDone()) {
        ++m_modelRoundsSettled;
        notes->append({ st.task->name,
            EngineText::english("Optimize", "round %1 (llm): %2: %3 (%4)")
                .arg(index)
                .arg(recorded->outcome,
                    recorded->reasons.isEmpty()
                        ? QString()
                        : shownReason(recorded->reasons.first().toObject().value(QStringLiteral("message")).toString()),
                    usage) });
        return true;
    }
    notes->append({ st.task->name,
        EngineText::english("Optimize", "round %1 (llm, %2): %3 (%4)").arg(index).arg(recorded->level, p.hypothesis, usage) });
    const auto job = roundJob(*st.task, *recorded, error);
    if (!job)
        return false;
    jobs.append(*job);
    return true;
}

// A new step for an operator with nothing unfinished (plan() runs the unfinished ones first).
bool Optimizer::planOperator(
    const OpTask &task, const QList<Round> &rounds, QList<Job> &jobs, QList<StepNote> *notes, QString *error)
{
    StepState st;
    st.task = &task;
    st.dir = folderOf(task.name);
    st.rounds = rounds;
    if (st.rounds.size() >= m_opt.rounds) {
        notes->append({ task.name, EngineText::english("Optimize", "done: %1 rounds").arg(st.rounds.size()) });
        return true;
    }
    const qsizetype before = jobs.size();
    if (!diagnoseBest(st, error) || !escalate(st, jobs, notes, error))
        return false;
    // Evidence first: the step's rounds wait for what the escalation acquires, so that they rest on the evidence
    // of the kernel they start from (acquired with the rounds, it would be for a kernel a round may supersede).
    if (jobs.size() > before) {
        notes->append({ task.name,
            EngineText::english("Optimize", "its rounds wait for the evidence: they start from the kernel it is acquired for") });
        return true;
    }
    for (const QString &why : std::as_const(st.ruledOut))
        notes->append({ task.name, why });
    // The model first, when there is one (its proposal is a round whatever it answered); then the picker: the
    // findings' rewrites by impact, then the search around the current launch, in the step's other slots.
    const int open = std::min<int>(m_opt.candidates, m_opt.rounds - int(st.rounds.size()));
    std::optional<LlmProposal> proposal;
    if (m_opt.propose && open > 0)
        proposal = m_opt.propose(contextOf(st));
    QList<Candidate> picks;
    for (const Candidate &c : st.ordered())
        if (picks.size() < open - (proposal ? 1 : 0) && !(proposal && proposal->ok && c.source == proposal->kernel))
            picks.append(c);
    if (picks.isEmpty() && !proposal) {
        notes->append({ task.name,
            EngineText::english("Optimize", "no untried rewrite: %1 findings, %2 rounds")
                .arg(st.findings.size())
                .arg(st.rounds.size()) });
        return true;
    }
    QJsonArray evidence;
    if (!evidenceOfStep(st, &evidence, error))
        return false;
    int index = int(st.rounds.size());
    if (proposal && !recordModelPick(st, *proposal, ++index, evidence, jobs, notes, error))
        return false;
    for (const Candidate &c : picks) {
        const auto recorded = recordPick(st,
            Pick { QStringLiteral("recipe"), c.hypothesis, c.level, c.rewriteKind, c.source, {}, {}, c.origin(), {} }, ++index,
            evidence, error);
        if (!recorded)
            return false;
        notes->append({ task.name,
            EngineText::english("Optimize", "round %1 (%2, %3): %4").arg(index).arg(c.recipe, recorded->level, c.hypothesis) });
        if (recorded->isDone())
            continue;
        const auto job = roundJob(task, *recorded, error);
        if (!job)
            return false;
        jobs.append(*job);
    }
    return true;
}

// The order of a step's jobs: a runner call can end before its batch does (an offline run stopped at its time
// limit, a cancel), and what did not run is carried into the next step. So jobs carried over from earlier steps
// run first, and within each group the operators take turns (each one's first job, then each one's second...):
// a cut batch leaves every operator some results instead of starving the ones planned last.
static QList<Job> fairOrder(const QList<Job> &jobs, const QSet<QString> &carried)
{
    QList<Job> out;
    for (const bool old : { true, false }) {
        QStringList ops;
        QHash<QString, QList<Job>> byOp;
        for (const Job &j : jobs) {
            if (carried.contains(j.id) != old)
                continue;
            if (!byOp.contains(j.op))
                ops.append(j.op);
            byOp[j.op].append(j);
        }
        for (qsizetype turn = 0, added = 1; added; ++turn) {
            added = 0;
            for (const QString &op : std::as_const(ops))
                if (turn < byOp[op].size()) {
                    out.append(byOp[op][turn]);
                    ++added;
                }
        }
    }
    return out;
}

QList<Job> Optimizer::plan(QList<StepNote> *notes, QString *error)
{
    m_modelRoundsSettled = 0;
    QSet<QString> carried;
    QList<Job> jobs;
    // Per operator its rounds and ledgers are read once: unfinished rounds and evidence first (a step that was
    // interrupted runs them again), else a new step.
    for (const OpTask &task : std::as_const(m_tasks)) {
        const QList<Round> rounds = m_ws.rounds(task.name);
        const qsizetype before = jobs.size();
        bool ok = pendingJobs(task, rounds, jobs, error);
        if (ok && jobs.size() > before) {
            for (qsizetype i = before; i < jobs.size(); ++i)
                carried.insert(jobs.at(i).id);
            notes->append({ task.name, EngineText::english("Optimize", "continues its unfinished rounds") });
        } else if (ok) {
            ok = planOperator(task, rounds, jobs, notes, error);
        }
        if (!ok) {
            *error = task.name + QStringLiteral(": ") + *error;
            return {};
        }
    }
    return fairOrder(jobs, carried);
}

// Evidence of the best kernel: kept under optimize/OP/evidence/HASH, with why it was acquired (or why not).
bool Optimizer::recordEvidence(const Job &job, const JobResult &res, QList<StepNote> *notes, QString *error)
{
    const QString &hash12 = job.kernelHash12;
    const QString dir = QDir(folderOf(job.op)).filePath(QStringLiteral("evidence"));
    QJsonObject acquired = m_ws.evidenceLedger(job.op, hash12);
    QJsonObject item = acquired.value(QStringLiteral("pending")).toObject();
    acquired.remove(QStringLiteral("pending"));
    QString unsafe;
    if (res.ran && !res.evidenceDir.isEmpty() && QFileInfo(res.evidenceDir).isDir()
        && !checkResultTree(res.evidenceDir, &unsafe)) {
        item.insert(QStringLiteral("failed"), unsafe); // a link or special file, or too much: nothing is copied
    } else if (res.ran && !res.evidenceDir.isEmpty() && QFileInfo(res.evidenceDir).isDir()) {
        if (!copyTree(res.evidenceDir, QDir(dir).filePath(hash12), error))
            return false;
    } else {
        item.insert(QStringLiteral("failed"), res.error.isEmpty() ? QStringLiteral("no evidence folder came back") : res.error);
    }
    QJsonArray list = acquired.value(QStringLiteral("acquired")).toArray();
    list.append(item);
    acquired.insert(QStringLiteral("acquired"), list);
    acquired.insert(QStringLiteral("rounds"), item.value(QStringLiteral("rounds")));
    if (!m_ws.setEvidenceLedger(job.op, hash12, acquired, error))
        return false;
    notes->append({ job.op,
        item.contains(QStringLiteral("failed"))
            ? EngineText::english("Optimize", "evidence not acquired: %1").arg(item.value(QStringLiteral("failed")).toString())
            : EngineText::english("Optimize", "evidence acquired: %1").arg(item.value(QStringLiteral("kind")).toString()) });
    return true;
}

// A round's result as the workspace records it: the harness's per-case results and verdict, except that a valid
// rewrite that does not beat the best so far by minGain is rejected (not-faster); no result is a failure.
RoundRecord Optimizer::roundResult(const Job &job, const JobResult &res) const
{
    RoundRecord rec;
    rec.origin = QStringLiteral("optimize %1 round %2").arg(job.op).arg(job.round);
    rec.operatorName = job.op;
    rec.index = job.round;
    if (!res.ran) {
        rec.outcome = QStringLiteral("failed");
        rec.reasons = QJsonArray { QJsonObject {
            { QStringLiteral("check"), QStringLiteral("runner") }, { QStringLiteral("message"), res.error } } };
        return rec;
    }
    QJsonArray reasons = res.result.value(QStringLiteral("reasons")).toArray();
    const std::optional<Operator> op = m_ws.findOperator(job.op);
    QStringList noisy; // cases whose timing stayed noisy (the harness's timing_noisy): no speed-up is measured
    for (const QJsonValue &cv : res.result.value(QStringLiteral("cases")).toArray()) {
        const QJsonObject c = cv.toObject();
        if (c.value(QStringLiteral("timing_noisy")).isObject()) {
            const QJsonObject n = c.value(QStringLiteral("timing_noisy")).toObject();
            noisy.append(QStringLiteral("%1 (IQR/median %2 for the candidate, %3 for the initial kernel after %4 timings)")
                    .arg(c.value(QStringLiteral("case")).toString())
                    .arg(n.value(QStringLiteral("candidate")).toDouble(), 0, 'f', 2)
                    .arg(n.value(QStringLiteral("initial")).toDouble(), 0, 'f', 2)
                    .arg(n.value(QStringLiteral("timings")).toInt()));
        }
        CaseResult cr;
        cr.caseName = c.value(QStringLiteral("case")).toString();
        if (c.value(QStringLiteral("correct")).isBool())
            cr.correct = c.value(QStringLiteral("correct")).toBool();
        cr.error = optionalNumber(c.value(QStringLiteral("error")));
        cr.ms = optionalNumber(c.value(QStringLiteral("ms")));
        if (cr.ms && *cr.ms <= 0)
            cr.ms.reset();
        cr.referenceMs = optionalNumber(c.value(QStringLiteral("reference_ms")));
        rec.validation.append(cr);
        // Without a frozen baseline, the initial kernel's times come from the first session that measured them,
        // and only from a result that says it timed the initial kernel itself, in the same request as the
        // candidate (never a time measured elsewhere and copied in).
        const Case *known = op ? op->findCase(cr.caseName) : nullptr;
        if (known && !known->initialMs && !c.contains(QStringLiteral("timing_noisy"))
            && c.value(QStringLiteral("initial_ms")).isDouble()
            && c.value(QStringLiteral("initial_timed")).toString() == QLatin1String("same-request"))
            rec.cases.append({ known->name, known->shape, c.value(QStringLiteral("initial_ms")).toDouble(),
                known->referenceMs ? known->referenceMs : optionalNumber(c.value(QStringLiteral("reference_ms"))) });
    }
    rec.outcome = res.result.value(QStringLiteral("verdict")).toString(QStringLiteral("failed"));
    if (rec.outcome == QLatin1String("accepted") && !noisy.isEmpty()) {
        // Correct, but its time is not a measurement: the device was not quiet enough (docs/tasks.md, "The harness").
        rec.outcome = QStringLiteral("rejected");
        reasons.append(QJsonObject { { QStringLiteral("check"), QStringLiteral("noisy-timing") },
            { QStringLiteral("message"),
                QStringLiteral("valid, but its timing stayed noisy in %1: no speed-up is measured; run it again with the "
                               "device to itself")
                    .arg(noisy.join(QStringLiteral("; "))) } });
    } else if (rec.outcome == QLatin1String("accepted") && op) {
        Operator withBaseline = *op;
        for (const Case &c : std::as_const(rec.cases))
            for (Case &k : withBaseline.cases)
                if (k.name == c.name)
                    k = c;
        Round probe;
        probe.cases = rec.validation;
        computeSpeedups(withBaseline, probe);
        const std::optional<Round> best = bestRound(job.op);
        const double bar = (best && best->speedup ? *best->speedup : 1.0) * m_opt.minGain;
        if (!probe.speedup || *probe.speedup <= bar) {
            rec.outcome = QStringLiteral("rejected");
            reasons.append(QJsonObject { { QStringLiteral("check"), QStringLiteral("not-faster") },
                { QStringLiteral("message"),
                    QStringLiteral("valid, but %1x does not beat the best so far by %2 (needs above %3x)")
                        .arg(probe.speedup ? QString::number(*probe.speedup, 'f', 3) : QStringLiteral("?"))
                        .arg(m_opt.minGain)
                        .arg(bar, 0, 'f', 3) } });
        } else if (const std::optional<double> paired = pairedSpeedup(res.result); paired && *paired <= m_opt.minGain) {
            // A baseline timed elsewhere (a log, an earlier session) can drift from this device's timing; the
            // initial kernel timed in this very request is the check that cannot: a rewrite that is not faster
            // than it is not faster, whatever the baseline says.
            rec.outcome = QStringLiteral("rejected");
            reasons.append(QJsonObject { { QStringLiteral("check"), QStringLiteral("not-faster") },
                { QStringLiteral("message"),
                    QStringLiteral("valid, %1x against the baseline, but %2x against the initial kernel timed in the "
                                   "same request (needs above %3x)")
                        .arg(*probe.speedup, 0, 'f', 3)
                        .arg(*paired, 0, 'f', 3)
                        .arg(m_opt.minGain) } });
        }
    }
    rec.reasons = reasons;
    return rec;
}

bool Optimizer::record(const QList<Job> &jobs, const QList<JobResult> &results, QList<StepNote> *notes, QString *error)
{
    QHash<QString, JobResult> byId;
    for (const JobResult &r : results)
        byId.insert(r.id, r);
    for (const Job &job : jobs) {
        const JobResult res = byId.value(job.id, JobResult { job.id, false, {}, {}, QStringLiteral("no result came back") });
        if (job.isEvidence()) {
            if (!recordEvidence(job, res, notes, error))
                return false;
            continue;
        }
        const auto done = m_ws.resume(roundResult(job, res), error);
        if (!done)
            return false;
        notes->append({ job.op,
            EngineText::english("Optimize", "round %1: %2%3")
                .arg(job.round)
                .arg(done->outcome, done->speedup ? QStringLiteral(" (%1x)").arg(*done->speedup, 0, 'f', 3) : QString()) });
    }
    return true;
}

} // namespace Lowerscope::Optimize
