// SPDX-License-Identifier: MIT
#include "ascendbackend.h"

namespace Lowerscope {

static QString s(const char *text)
{
    return QString::fromLatin1(text);
}

QList<StageDef> AscendBackend::stages() const
{
    // triton-ascend's AscendBackend.add_stages (triton-lang/triton-ascend@a84b1eb5 third_party/ascend/backend/compiler.py).
    // A plain "*.mlir" names no stage: any stage may be written under it.
    return {
        { s("source"), s("python"), { s("*.py") }, s("The kernel's Python source"), {} },
        { s("ttir"), s("mlir"), { s("*.ttir.mlir"), s("*.ttir") }, s("Triton IR after make_ttir"), s("make_ttir") },
        { s("ttadapter"), s("mlir"), { s("*.ttadapter.mlir") }, s("linalg/memref IR after ttir_to_linalg"), s("ttir_to_linalg") },
        { s("npuir"), s("mlir"), { s("*.npuir.mlir"), s("*.hivm.mlir") },
            s("HIVM IR from bishengir-compile (print-ir-after hivm-inject-sync)"), s("bishengir") },
        { s("npubin"), s("binary"), { s("*.o"), s("*.npubin") }, s("bishengir-compile output"), {} },
    };
}

QList<PassDef> AscendBackend::passes() const
{
    // Source: triton-lang/triton-ascend@a84b1eb5 compiler.py (make_ttir, ttir_to_linalg: ascend.passes.ttir.*) and
    // Ascend/AscendNPU-IR@52f96a13 docs/source/en/developer_guide/passes/HIVMPasses.md (bishengir's HIVM passes).
    static const PassDef::Row rows[] = {
        { "Inliner", "inline", "make_ttir", "inline called functions" },
        { "TritonCombineOps", "triton-combine", "make_ttir", "peephole combines" },
        { "Canonicalizer", "canonicalize", "", "MLIR canonicalization" },
        { "TritonReorderBroadcast", "triton-reorder-broadcast", "make_ttir", "move broadcasts" },
        { "CSE", "cse", "", "common subexpression elimination" },
        { "LoopInvariantCodeMotion", "loop-invariant-code-motion", "make_ttir", "hoist invariants" },
        { "SymbolDCE", "symbol-dce", "", "drop unused symbols" },
        { "TritonLoopUnroll", "triton-loop-unroll", "make_ttir", "unroll marked loops" },
        { "AutoBlockify", "auto-blockify", "ttir_to_linalg", "split the grid into per-core blocks" },
        { "TritonToStructured", "triton-to-structured", "ttir_to_linalg", "recognise structured (strided) pointer arithmetic" },
        { "DiscreteMaskAccessConversion", "discrete-mask-access-conversion", "ttir_to_linalg", "masked discrete accesses" },
        { "TritonToAnnotation", "triton-to-annotation", "ttir_to_linalg", "annotations" },
        { "TritonToUnstructure", "triton-to-unstructure", "ttir_to_linalg",
            "fall back to scalar/discrete accesses when not structured" },
        { "TritonToHIVM", "triton-to-hivm", "ttir_to_linalg", "HIVM-specific ops" },
        { "TritonToHFusion", "triton-to-hfusion", "ttir_to_linalg", "HFusion ops (cumsum, gather)" },
        { "TritonToLLVM", "triton-to-llvm", "ttir_to_linalg", "LLVM-level helpers" },
        { "BubbleUpOperation", "bubble-up-operation", "ttir_to_linalg", "move extract/slice ops up" },
        { "TritonToLinalg", "triton-to-linalg", "ttir_to_linalg", "tt ops to linalg/memref (named ops, nd2nz)" },
        { "HIVMInjectSync", "hivm-inject-sync", "bishengir", "insert set_flag/wait_flag between pipes" },
        { "HIVMPlanMemory", "hivm-plan-memory", "bishengir", "place buffers in UB/L1/L0" },
    };
    return PassDef::fromRows(rows);
}

QList<HardwareModel> AscendBackend::hardware() const
{
    // Source: hicann/cannbot-skills@eabdaa47 ops/npu-arch/references/npu-arch-guide-triton.md (from CANN platform_config and the
    // 950 whitepaper).
    // Core counts vary by SKU: the device's own count, where the capture reports it, replaces these
    // (BackendInterface::hardwareFor).
    HardwareModel a950;
    a950.id = s("ascend950pr-server");
    a950.name = s("Ascend 950PR Server");
    a950.vendor = s("huawei");
    a950.cores = 32;
    a950.vectorCores = 64;
    a950.memoryBandwidth = 1.6e12;
    a950.peakFp32 = 27e12; // vector FP16 54 T, FP32 half of it
    a950.peakTensorFp16 = 432e12;
    a950.peakTensorFp8 = 865e12;
    a950.sharedMemoryPerCore = 253952; // usable UB per AIV
    a950.l2Bytes = 128LL * 1024 * 1024;
    a950.deviceNames = { s("950") }; // Ascend950PR_9589, Ascend950DT...: the server part unless "PCIe" is named
    a950.source = s("hicann/cannbot-skills@eabdaa47 ops/npu-arch/references/npu-arch-guide-triton.md; Ascend 950 whitepaper");

    HardwareModel a950pcie = a950;
    a950pcie.id = s("ascend950pr-pcie");
    a950pcie.name = s("Ascend 950PR PCIe");
    a950pcie.cores = 28;
    a950pcie.vectorCores = 56;
    a950pcie.memoryBandwidth = 1.4e12;
    a950pcie.peakFp32 = 23.5e12;
    a950pcie.peakTensorFp16 = 378e12;
    a950pcie.peakTensorFp8 = 757e12;
    a950pcie.l2Bytes = 112LL * 1024 * 1024;
    a950pcie.deviceNames = { s("950PR PCIe"), s("950PCIe") };

    HardwareModel b2;
    b2.id = s("ascend910b2");
    b2.name = s("Ascend 910B2");
    b2.vendor = s("huawei");
    b2.cores = 24;
    b2.vectorCores = 48;
    b2.memoryBandwidth = 1.6e12;
    b2.peakFp32 = 11e12;
    b2.peakTensorFp16 = 353e12;
    b2.sharedMemoryPerCore = 192 * 1024;
    b2.l2Bytes = 192LL * 1024 * 1024;
    b2.deviceNames = { s("910B"), s("910") };
    b2.source = s("hicann/cannbot-skills@eabdaa47 ops/npu-arch/references/npu-arch-guide-triton.md: CANN platform_config (HBM "
                  "bandwidth unverified there)");
    return { a950, a950pcie, b2 };
}

Claim AscendBackend::claimArtifact(QByteArrayView head) const
{
    // What only triton-ascend writes: HIVM and HACC ops (bishengir), the linalg adapter's bufferization of
    // Triton pointers; in Python, torch_npu and tensors on an "npu" device.
    return claimByMarkers(head, { "hivm.", "hacc.", "bufferization.to_tensor", "torch_npu", "device='npu'", "device=\"npu\"" });
}

Claim AscendBackend::claimProfile(const ProfileTraits &profile) const
{
    if (profile.device.vendor == QLatin1String("huawei")
        || profile.device.name.startsWith(QLatin1String("Ascend"), Qt::CaseInsensitive))
        return Claim::Device;
    // Formats of CANN's tools: torch-npu-*, msprof-*, msprof-op-*, npu-compute-*.
    for (const QString &f : profile.formats)
        if (f.contains(QLatin1String("npu")) || f.startsWith(QLatin1String("msprof")))
            return Claim::Content;
    // AI Core (aic_*) and AI Vector core (aiv_*) metrics, task types and per-block rows are CANN's alone.
    if (profile.hasTaskTypes || profile.hasBlocks)
        return Claim::Content;
    for (const QString &m : profile.metricNames)
        if (m.startsWith(QLatin1String("aic")) || m.startsWith(QLatin1String("aiv")))
            return Claim::Content;
    return Claim::None;
}

// HCCL's collectives (torch_npu and msprof name their tasks hcom_allReduce__445_5, hcom_broadcast__...): communication
// the library schedules, not a kernel compiled from the user's source.
QString AscendBackend::libraryOf(const QString &kernelName) const
{
    return kernelName.startsWith(QLatin1String("hcom_")) ? QStringLiteral("HCCL") : QString();
}

QString AscendBackend::captureIrHint() const
{
    return QStringLiteral("no IR; capture it with TRITON_KERNEL_DUMP=1 TRITON_DUMP_DIR=DIR (triton-ascend)");
}

QString AscendBackend::captureProfileHint() const
{
    return QStringLiteral("no profile; capture one with msprof op --output=DIR python YOUR_SCRIPT.py");
}

// msprof's pipe ratios (facts ascend.pipe.*): the scalar pipe for scalar fallbacks and 64-bit index
// arithmetic, MTE2 (global -> local copies) for memory traffic and discrete accesses, the vector pipe for compute.
QString AscendBackend::pipeShareFact(const QString &category) const
{
    if (category == QLatin1String("scalar-fallback") || category == QLatin1String("int64-indexing"))
        return QStringLiteral("ascend.pipe.scalar");
    if (category == QLatin1String("memory-bound") || category == QLatin1String("discrete-access"))
        return QStringLiteral("ascend.pipe.mte2");
    if (category == QLatin1String("compute-bound"))
        return QStringLiteral("ascend.pipe.vector");
    return {};
}

} // namespace Lowerscope
