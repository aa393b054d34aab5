// SPDX-License-Identifier: MIT
// L3 IR attribution: turn a symptom into a structural cause at a source line, from the trajectory's
// structural facts (docs/facts.md), its remarks and its source map.
#include "core/backend.h"
#include "levels.h"
#include "ttirloads.h"

#include <QRegularExpression>

namespace Lowerscope {

namespace {

// Lines of a final stage's artifact that the source map links to SOURCELINE and that contain NEEDLE.
QList<int> stageLinesFor(const EvidenceBundle &k, int sourceLine, const QString &stage, const QString &needle)
{
    QList<int> out;
    if (!k.trajectory)
        return out;
    const QStringList text = k.facts.stageText.value(stage).split(QLatin1Char('\n'));
    for (int l : k.trajectory->sourceMap.value(sourceLine).value(stage))
        if (l >= 1 && l <= text.size() && text.at(l - 1).contains(needle))
            out << l;
    return out;
}

Evidence stageLineEvidence(const EvidenceBundle &k, const QString &stage, int line)
{
    const QStringList text = k.facts.stageText.value(stage).split(QLatin1Char('\n'));
    return { QStringLiteral("ir"), k.relative(k.facts.stageArtifact.value(stage)), line, text.value(line - 1).trimmed(), {}, {} };
}

Finding base(const EvidenceBundle &k, const QString &category, const QString &title, const QString &severity, double confidence)
{
    Finding f;
    f.category = category;
    f.level = QStringLiteral("L3");
    f.title = title;
    f.severity = severity;
    f.confidence = confidence;
    f.sourceFile = k.sourceFileName();
    return f;
}

// "vectorization fails vec = 1 origin vec = 1 ...": origin vec is the contiguity the address analysis
// proved; 1 means the access is strided along the fastest axis, more means only the mask cut it down.
void vectorization(const EvidenceBundle &k, LevelOutcome &out)
{
    static const QRegularExpression vecRe(QStringLiteral(R"(vec = (\d+) origin vec = (\d+))"));
    if (!k.trajectory)
        return;
    for (const Remark &r : k.trajectory->remarks) {
        if (!r.message.contains(QLatin1String("vectorization fails")))
            continue;
        // "vec = … packed = …" is the atomic lowering's remark (AtomicRMWOpConversion, LoadStoreOpToLLVM.cpp):
        // an atomic read-modify-write of data-dependent values is issued per element (packed f16x2 aside);
        // its width is no missed vectorization, and its cost is atomic-contention's to explain.
        if (r.message.contains(QLatin1String("packed =")))
            continue;
        const auto m = vecRe.match(r.message);
        const int originVec = m.hasMatch() ? m.captured(2).toInt() : 0;
        const bool isStore = r.message.contains(QLatin1String("elemsPerThread"));
        // A rule whose value is 0 did not fire: it is no evidence.
        const bool ruleFired = k.facts.number(QStringLiteral("rule.UncoalescedGlobalAccess")) > 0;
        const bool strided = originVec == 1 || ruleFired;
        Finding f = base(k, strided ? QStringLiteral("uncoalesced-access") : QStringLiteral("missed-vectorization"),
            strided
                ? (isStore ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Strided store: one element per access"))
                           : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Strided load: one element per access")))
                : (isStore ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Store not vectorized: the mask limits the vector width"))
                           : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Load not vectorized: the mask limits the vector width"))),
            QStringLiteral("high"), 0.9);
        f.sourceLine = r.line;
        f.addEvidence(
            { QStringLiteral("remark"), k.relative(r.artifact), r.artifactLine, QStringLiteral("remark: ") + r.message, {}, {} });
        const QString needle = isStore ? QStringLiteral("st.global") : QStringLiteral("ld.global");
        const QList<int> ptx = stageLinesFor(k, r.line, QStringLiteral("ptx"), needle);
        for (int l : ptx.mid(0, 2))
            f.addEvidence(stageLineEvidence(k, QStringLiteral("ptx"), l));
        if (ruleFired)
            f.addEvidence(evidenceFromFact(k, QStringLiteral("rule.UncoalescedGlobalAccess")));
        f.rewriteConditions << (strided
                ? ladderText(QT_TRANSLATE_NOOP("Diagnosis",
                      "the access's innermost (fastest-varying) axis must be the contiguous axis of the tensor in memory"))
                : ladderText(QT_TRANSLATE_NOOP("Diagnosis",
                      "the mask must be constant over runs of the vector width (mask alignment), e.g. a block size that divides "
                      "the extent")));
        out.findings.append(f);
    }
    // Scalar global loads without a remark, where each thread holds several elements.
    if (out.findings.isEmpty() && k.facts.number(QStringLiteral("ptx.ld_global.scalar")) > 0
        && k.facts.number(QStringLiteral("ptx.ld_global.v2")) + k.facts.number(QStringLiteral("ptx.ld_global.v4")) == 0
        && k.facts.number(QStringLiteral("ttgir.size_per_thread.max")) > 1) {
        Finding f = base(k, QStringLiteral("missed-vectorization"),
            ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Global loads are scalar although each thread holds several elements")),
            QStringLiteral("medium"), 0.7);
        f.addEvidence(evidenceFromFact(k, QStringLiteral("ptx.ld_global.scalar")));
        f.addEvidence(evidenceFromFact(k, QStringLiteral("ttgir.size_per_thread.max")));
        const FactOrigin o = k.facts.origins.value(QStringLiteral("ptx.ld_global.scalar"));
        f.sourceLine = k.sourceLineOf(k.relative(o.artifact), o.line);
        out.findings.append(f);
    }
}

// The tt.dot lines of a stage and whether each has fp32 operands without a precision: Triton prints
// `inputPrecision = ...` only when it is not the default (IEEE), so an fp32 dot without it is IEEE fp32.
struct DotLine {
    int line = 0;
    bool ieeeFp32 = false;
};
QList<DotLine> dotLines(const QString &text)
{
    static const QRegularExpression dot(QStringLiteral(R"(\btt\.dot\b)"));
    static const QRegularExpression f32(QStringLiteral(R"(:\s*tensor<[^>]*xf32(?:,[^>]*)?>\s*\*\s*tensor<[^>]*xf32)"));
    QList<DotLine> out;
    int n = 0;
    for (QStringView l : QStringView(text).split(QLatin1Char('\n'))) {
        ++n;
        if (!dot.match(l).hasMatch())
            continue;
        out.append({ n, f32.match(l).hasMatch() && !l.contains(QLatin1String("inputPrecision")) });
    }
    return out;
}

void tensorCores(const EvidenceBundle &k, LevelOutcome &out)
{
    const double dots
        = k.facts.number(QStringLiteral("stage.ttir.ops.tt.dot")) + k.facts.number(QStringLiteral("stage.ttgir.ops.tt.dot"));
    const QString mma = k.facts.string(QStringLiteral("mma.kind"));
    const BackendInterface *target = targetOf(k);
    if (dots <= 0 || !target || !target->mmaMissesTensorCores(mma))
        return;
    const QList<DotLine> ttirDots = dotLines(k.facts.stageText.value(QStringLiteral("ttir")));
    const bool ieee = std::any_of(ttirDots.cbegin(), ttirDots.cend(), [](const DotLine &d) { return d.ieeeFp32; });
    Finding f = base(k, QStringLiteral("missed-tensor-core"),
        ieee ? ladderText(
                   QT_TRANSLATE_NOOP("Diagnosis", "tl.dot on fp32 with IEEE precision runs on the FMA path, not on tensor cores"))
            : mma == QLatin1String("fma")
            ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "tl.dot runs on the FMA path, not on tensor cores"))
            : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "tl.dot uses %1, not Hopper's wgmma"), { mma }),
        QStringLiteral("high"), 0.85);
    if (k.trajectory)
        for (const Remark &r : k.trajectory->remarks)
            if (r.message.contains(QLatin1String("MMA version")) || r.message.contains(QLatin1String("FMA path"))) {
                f.sourceLine = r.line;
                f.addEvidence({ QStringLiteral("remark"), k.relative(r.artifact), r.artifactLine,
                    QStringLiteral("remark: ") + r.message, {}, {} });
            }
    // Without a remark, the dot itself places the finding.
    const QString ttirArtifact = k.relative(k.facts.stageArtifact.value(QStringLiteral("ttir")));
    for (const DotLine &d : ttirDots) {
        if (ieee && !d.ieeeFp32)
            continue;
        f.addEvidence(stageLineEvidence(k, QStringLiteral("ttir"), d.line));
        if (f.sourceLine <= 0)
            f.sourceLine = k.sourceLineOf(ttirArtifact, d.line);
        break;
    }
    if (ieee)
        f.rewriteConditions << QStringLiteral(
            "fp32 operands need input_precision=\"tf32\" (or \"tf32x3\") to use tensor cores, or cast the operands to bf16/fp16");
    if (k.facts.has(QStringLiteral("mma.kind")))
        f.addEvidence(evidenceFromFact(k, QStringLiteral("mma.kind")));
    if (f.sourceLine > 0)
        for (int l : stageLinesFor(k, f.sourceLine, QStringLiteral("ptx"), QStringLiteral("mma")).mid(0, 1))
            f.addEvidence(stageLineEvidence(k, QStringLiteral("ptx"), l));
    out.findings.append(f);
}

// The same pointer argument loaded in two or more separate loops: the data crosses HBM once per pass.
void redundantTraffic(const EvidenceBundle &k, LevelOutcome &out)
{
    const QString ttir = k.facts.stageText.value(QStringLiteral("ttir"));
    if (ttir.isEmpty())
        return;
    for (const RereadArgument &r : rereadArguments(ttirLoads(ttir))) {
        Finding f = base(k, QStringLiteral("redundant-global-traffic"),
            r.outside == 0
                ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%%1 is read from global memory %2 times, in %3 separate loops"),
                      { r.argument, QString::number(r.loads.size()), QString::number(r.loops) })
                : ladderText(QT_TRANSLATE_NOOP("Diagnosis",
                                 "%%1 is read from global memory %2 times, in separate passes (%3 in loops, %4 outside them)"),
                      { r.argument, QString::number(r.loads.size()), QString::number(r.loads.size() - r.outside),
                          QString::number(r.outside) }),
            QStringLiteral("high"), 0.85);
        const QString art = k.relative(k.facts.stageArtifact.value(QStringLiteral("ttir")));
        for (const TtirLoad &l : r.loads)
            f.addEvidence(stageLineEvidence(k, QStringLiteral("ttir"), l.line));
        // The finding sits on the first re-read.
        f.sourceLine = k.sourceLineOf(art, r.loads.at(1).line);
        f.rewriteConditions << ladderText(
            QT_TRANSLATE_NOOP("Diagnosis",
                "read each element of %1 from global memory once: keep the row in registers/shared memory across the passes "
                "(fuse the loops), or use an online (single-pass) formulation"),
            { r.argument });
        if (k.facts.has(QStringLiteral("signal.dram_pct")))
            f.addEvidence(evidenceFromFact(k, QStringLiteral("signal.dram_pct")));
        out.findings.append(f);
    }
}

void resources(const EvidenceBundle &k, LevelOutcome &out)
{
    // Spills: the local frame beyond the local arrays the PTX declares itself (`spill.bytes`, docs/facts.md).
    // Triton's n_spills is the whole frame / 4: libdevice's sin/cos argument reduction, an indexed array or a
    // call's save area live there too and are no spill. Without the PTX the frame is all there is to go by.
    const bool spillKnown = k.facts.has(QStringLiteral("spill.bytes"));
    const double spilled = spillKnown                    ? k.facts.number(QStringLiteral("spill.bytes")) / 4
        : k.facts.has(QStringLiteral("ptx.local_bytes")) ? 0
                                                         : k.facts.number(QStringLiteral("meta.n_spills"));
    if (spilled > 0) {
        Finding f = base(k, QStringLiteral("register-spills"),
            ladderText(QT_TRANSLATE_NOOP("Diagnosis", "%1 registers spilled to local memory"), { EngineText::number(spilled) }),
            QStringLiteral("high"), 0.9);
        f.addEvidence(evidenceFromFact(k, QStringLiteral("meta.n_spills")));
        if (spillKnown)
            f.addEvidence(evidenceFromFact(k, QStringLiteral("spill.bytes")));
        f.rewriteConditions << ladderText(
            QT_TRANSLATE_NOOP("Diagnosis", "fewer live values per thread: smaller tiles, fewer num_stages, or more warps"));
        out.findings.append(f);
    }
    if (k.facts.number(QStringLiteral("ttir.scalar_loads_in_loops")) > 0) {
        Finding f = base(k, QStringLiteral("scalar-loop"),
            ladderText(QT_TRANSLATE_NOOP("Diagnosis", "A loop loads one element per iteration")), QStringLiteral("medium"), 0.75);
        f.addEvidence(evidenceFromFact(k, QStringLiteral("ttir.scalar_loads_in_loops")));
        const FactOrigin o = k.facts.origins.value(QStringLiteral("ttir.scalar_loads_in_loops"));
        f.sourceLine = k.sourceLineOf(k.relative(o.artifact), o.line);
        f.rewriteConditions << ladderText(
            QT_TRANSLATE_NOOP("Diagnosis", "load a block (tl.arange) per iteration instead of a scalar"));
        out.findings.append(f);
    }
    // HIVM operation counts (facts hivm.*) exist only where the IR is Ascend's HIVM dialect.
    if (k.facts.has(QStringLiteral("hivm.scalar_ops"))) {
        const double scalar = k.facts.number(QStringLiteral("hivm.scalar_ops")),
                     vec = k.facts.number(QStringLiteral("hivm.vector_ops"));
        if (scalar > 0 && scalar > 2 * vec) {
            Finding f = base(k, QStringLiteral("scalar-fallback"),
                ladderText(QT_TRANSLATE_NOOP("Diagnosis", "HIVM holds more scalar than vector operations")),
                QStringLiteral("high"), 0.7);
            f.addEvidence(evidenceFromFact(k, QStringLiteral("hivm.scalar_ops")));
            f.addEvidence(evidenceFromFact(k, QStringLiteral("hivm.vector_ops")));
            out.findings.append(f);
        }
        const double sync = k.facts.number(QStringLiteral("hivm.sync_ops"));
        if (sync > 0 && sync > vec + k.facts.number(QStringLiteral("hivm.cube_ops"))) {
            Finding f = base(k, QStringLiteral("sync-overhead"),
                ladderText(QT_TRANSLATE_NOOP("Diagnosis", "Pipe synchronisation outnumbers compute operations")),
                QStringLiteral("medium"), 0.6);
            f.addEvidence(evidenceFromFact(k, QStringLiteral("hivm.sync_ops")));
            out.findings.append(f);
        }
    }
}

} // namespace

LevelOutcome irAttribution(const EvidenceBundle &k)
{
    LevelOutcome out;
    if (!k.hasIr) {
        out.reason = ladderText(QT_TRANSLATE_NOOP("Diagnosis", "no IR for this kernel"));
        return out;
    }
    vectorization(k, out);
    tensorCores(k, out);
    redundantTraffic(k, out);
    resources(k, out);
    bool compilerDecision = false;
    for (const Finding &f : std::as_const(out.findings))
        compilerDecision |= isCompilerDecision(f.category);
    out.decisive = !out.findings.isEmpty() && !compilerDecision;
    out.reason = out.findings.isEmpty() ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "no structural cause found in the IR"))
        : compilerDecision
        ? ladderText(QT_TRANSLATE_NOOP("Diagnosis", "a compiler pass declined an optimization: ask its conditions"))
        : ladderText(QT_TRANSLATE_NOOP("Diagnosis", "structural cause found at the source line"));
    return out;
}

} // namespace Lowerscope
