// SPDX-License-Identifier: MIT
#include "diagnosisengine.h"

#include "kb/knowledgebase.h"
#include "levels.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QtConcurrent/QtConcurrentRun>

namespace Lowerscope {

namespace {

int severityRank(const QString &s)
{
    return s == QLatin1String("high") ? 0 : s == QLatin1String("medium") ? 1 : s == QLatin1String("low") ? 2 : 3;
}

// Adds findings, merging one that has the same id (category at the same line) into the earlier one.
void addFindings(QList<Finding> &into, const QList<Finding> &more)
{
    for (const Finding &f : more) {
        auto it = std::find_if(into.begin(), into.end(), [&](const Finding &g) { return g.id() == f.id(); });
        // A later rung that places an earlier finding of the same category on a source line completes it.
        if (it == into.end() && f.sourceLine > 0)
            it = std::find_if(into.begin(), into.end(), [&](const Finding &g) { return g.category == f.category && g.sourceLine == 0; });
        if (it != into.end() && it->sourceLine == 0 && f.sourceLine > 0) {
            it->sourceLine = f.sourceLine;
            it->sourceFile = f.sourceFile;
            it->title = f.title;
            if (severityRank(f.severity) < severityRank(it->severity))
                it->severity = f.severity;
        }
        if (it == into.end()) {
            into.append(f);
            continue;
        }
        for (const Evidence &e : f.evidence)
            it->addEvidence(e);
        for (const QString &c : f.rewriteConditions)
            if (!it->rewriteConditions.contains(c))
                it->rewriteConditions << c;
        it->confidence = qMax(it->confidence, f.confidence);
    }
}

void climb(Diagnosis &d, const QString &from, const QString &to, const QString &reason)
{
    d.escalations.append({from, to, reason});
    d.levelsReached << to;
}

void askCompiler(Diagnosis &d, const EvidenceBundle &k, const QList<CompilerKnowledge> &knowledge, const QString &dir, const QString &from,
                 const QString &reason)
{
    const bool needed = std::any_of(d.findings.cbegin(), d.findings.cend(), [](const Finding &f) { return isCompilerDecision(f.category); });
    if (!needed || knowledge.isEmpty())
        return;
    climb(d, from, QStringLiteral("L4"), reason);
    const LevelOutcome l4 = compilerEscalation(k, d.findings, knowledge, dir);
    d.stopReason = l4.reason;
}

} // namespace

Diagnosis diagnoseKernel(const EvidenceBundle &k, const QList<Pattern> &patterns, const QList<CompilerKnowledge> &knowledge,
                         const QString &compilerSourceDir)
{
    Diagnosis d;
    d.kernel = k.kernel;
    d.backend = k.backend;
    d.levelsReached << QStringLiteral("L1");
    const LevelOutcome l1 = patternTriage(k, patterns);
    addFindings(d.findings, l1.findings);
    d.stopReason = l1.reason;
    d.bottleneck = l1.bottleneck; // replaced by L2's verdict when L2 runs
    if (l1.decisive) {
        askCompiler(d, k, knowledge, compilerSourceDir, QStringLiteral("L1"),
                    QStringLiteral("the decisive pattern's fix depends on a compiler decision: ask its conditions"));
    } else {
        bool climbIr = k.hasIr;
        if (k.hasProfile) {
            climb(d, QStringLiteral("L1"), QStringLiteral("L2"), l1.reason);
            const LevelOutcome l2 = profilingDiagnosis(k);
            if (!l2.bottleneck.isEmpty())
                d.bottleneck = l2.bottleneck;
            addFindings(d.findings, l2.findings);
            d.stopReason = l2.reason;
            climbIr = climbIr && !l2.decisive;
            if (climbIr)
                climb(d, QStringLiteral("L2"), QStringLiteral("L3"), l2.reason);
            else if (!k.hasIr)
                d.stopReason = l2.reason + QStringLiteral("; no IR to attribute it to a source line");
        } else if (climbIr) {
            climb(d, QStringLiteral("L1"), QStringLiteral("L3"), l1.reason + QStringLiteral("; no profile, L2 skipped"));
        } else {
            d.stopReason = l1.reason + QStringLiteral("; no profile and no IR: nothing to climb to");
        }
        if (climbIr) {
            const LevelOutcome l3 = irAttribution(k);
            addFindings(d.findings, l3.findings);
            d.stopReason = l3.reason;
            askCompiler(d, k, knowledge, compilerSourceDir, QStringLiteral("L3"), l3.reason);
        }
    }
    std::stable_sort(d.findings.begin(), d.findings.end(), [](const Finding &a, const Finding &b) {
        if (severityRank(a.severity) != severityRank(b.severity))
            return severityRank(a.severity) < severityRank(b.severity);
        return a.confidence > b.confidence;
    });
    return d;
}

DiagnosisReport diagnose(const DiagnosisRequest &request, const CollectControl &control)
{
    DiagnosisReport report;
    if (!QFileInfo::exists(request.path)) {
        report.error = QStringLiteral("%1: no such file or folder").arg(request.path);
        return report;
    }
    QList<Pattern> patterns;
    QList<CompilerKnowledge> knowledge;
    {
        KnowledgeBase kb;
        if (kb.open(request.knowledgeBase)) {
            patterns = kb.patterns();
            knowledge = kb.compilerKnowledge();
        } else {
            report.diagnostics.warn(request.knowledgeBase, 0, QStringLiteral("knowledge base unavailable, L1 and L4 run without it: ") + kb.error());
        }
    }
    const QList<EvidenceBundle> bundles = collectEvidence(request.path, request.kernel, report.diagnostics, control);
    if (control.cancelled()) {
        report.cancelled = true;
        return report;
    }
    if (bundles.isEmpty()) {
        report.error = request.kernel.isEmpty() ? QStringLiteral("%1: no kernel, IR or profile found").arg(request.path)
                                                : QStringLiteral("%1: no kernel named %2").arg(request.path, request.kernel);
        return report;
    }
    int done = 0;
    for (const EvidenceBundle &b : bundles) {
        if (control.cancelled()) {
            report.cancelled = true;
            break;
        }
        report.kernels.append(diagnoseKernel(b, patterns, knowledge, request.compilerSourceDir));
        if (control.progress)
            control.progress(80 + 20 * ++done / int(bundles.size()), b.kernel);
    }
    return report;
}

QJsonObject DiagnosisReport::toJson() const
{
    QJsonObject doc;
    if (kernels.size() == 1) {
        doc = kernels.constFirst().toJson();
    } else {
        QJsonArray arr;
        for (const Diagnosis &d : kernels)
            arr.append(d.toJson());
        doc.insert(QStringLiteral("kernels"), arr);
    }
    diagnostics.addTo(doc);
    return doc;
}

DiagnosisJob::DiagnosisJob(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<Lowerscope::DiagnosisReport>();
}

DiagnosisJob::~DiagnosisJob()
{
    cancel();
    for (QFuture<void> &f : m_futures)
        f.waitForFinished();
}

void DiagnosisJob::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void DiagnosisJob::start(const DiagnosisRequest &request)
{
    cancel();
    const quint64 generation = ++m_generation;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto flag = m_cancel;
    QPointer<DiagnosisJob> self(this);
    ++m_running;
    m_futures.removeIf([](const QFuture<void> &f) { return f.isFinished(); });
    m_futures.append(QtConcurrent::run([self, request, flag, generation] {
        CollectControl control;
        control.cancel = flag.get();
        control.progress = [self, generation](int p, const QString &what) {
            QMetaObject::invokeMethod(self, [self, generation, p, what] {
                if (self && self->m_generation == generation)
                    Q_EMIT self->progress(p, what);
            });
        };
        DiagnosisReport report = diagnose(request, control);
        QMetaObject::invokeMethod(self, [self, generation, report] {
            if (!self)
                return;
            --self->m_running;
            if (self->m_generation == generation)
                Q_EMIT self->finished(report);
        });
    }));
}

} // namespace Lowerscope
