// SPDX-License-Identifier: MIT
#include "cudabackend.h"

namespace Lowerscope {

static QString s(const char *text)
{
    return QString::fromLatin1(text);
}

QList<StageDef> CudaBackend::stages() const
{
    // Stage dict order of Triton's CUDA backend, with the Python source before and SASS after.
    return {
        { s("source"), s("python"), { s("*.py"), s("*.source") }, s("The kernel's Python source"), {} },
        { s("ttir"), s("mlir"), { s("*.ttir") }, s("Triton IR (tt dialect), after make_ttir"), s("make_ttir") },
        { s("ttgir"), s("mlir"), { s("*.ttgir") }, s("TritonGPU IR with layouts, after make_ttgir"), s("make_ttgir") },
        { s("llir"), s("llvm"), { s("*.llir"), s("*.ll") }, s("LLVM IR after make_llir and O3"), s("make_llir") },
        { s("ptx"), s("ptx"), { s("*.ptx") }, s("PTX from the NVPTX backend"), s("make_ptx") },
        { s("cubin"), s("binary"), { s("*.cubin") }, s("ptxas output"), s("make_cubin") },
        { s("sass"), s("sass"), { s("*.sass"), s("*.nvdisasm") }, s("SASS from cuobjdump or nvdisasm"), {} },
    };
}

QList<PassDef> CudaBackend::passes() const
{
    // Source: triton-lang/triton third_party/nvidia/backend/compiler.py and python/src/passes.cc, v3.5.1 (3.6.0 differences
    // noted).
    static const PassDef::Row rows[] = {
        { "Inliner", "inline", "make_ttir", "inline tt.call'd functions" },
        { "TritonRewriteTensorPointer", "triton-rewrite-tensor-pointer", "make_ttir", "block pointers to plain pointers" },
        { "TritonRewriteTensorDescriptorToPointer", "triton-rewrite-tensor-descriptor-to-pointer", "make_ttir",
            "descriptors to pointers (cap < 90)" },
        { "TritonCombineOps", "triton-combine", "make_ttir", "peephole combines (dot+add, addptr chains)" },
        { "TritonReorderBroadcast", "triton-reorder-broadcast", "make_ttir", "move broadcasts/splats after elementwise ops" },
        { "SymbolDCE", "symbol-dce", "", "drop unused symbols" },
        { "TritonLoopUnroll", "triton-loop-unroll", "make_ttir", "unroll loops marked tt.loop_unroll_factor" },
        { "Canonicalizer", "canonicalize", "", "MLIR canonicalization" },
        { "CSE", "cse", "", "common subexpression elimination" },
        { "SCCP", "sccp", "", "sparse conditional constant propagation" },
        { "ConvertTritonToTritonGPU", "convert-triton-to-tritongpu", "make_ttgir",
            "assign blocked layouts (num_warps, threads per warp)" },
        { "TritonGPUCoalesce", "tritongpu-coalesce", "make_ttgir",
            "pick layouts so that global accesses coalesce (vector width from contiguity)" },
        { "TritonGPUF32DotTC", "tritongpu-F32DotTC", "make_ttgir", "emulate fp32 dots on tensor cores (3xTF32)" },
        { "TritonGPUPlanCTAPass", "triton-nvidia-gpu-plan-cta", "make_ttgir", "CTA tiling for clusters" },
        { "TritonGPURemoveLayoutConversions", "tritongpu-remove-layout-conversions", "make_ttgir",
            "remove/rematerialize ttg.convert_layout" },
        { "TritonGPUOptimizeThreadLocality", "tritongpu-optimize-thread-locality", "make_ttgir", "thread-local reductions" },
        { "TritonGPUAccelerateMatmul", "tritongpu-accelerate-matmul", "make_ttgir",
            "choose the MMA version (v2 mma.sync, v3 wgmma) for tt.dot" },
        { "TritonGPUOptimizeDotOperands", "tritongpu-optimize-dot-operands", "make_ttgir", "dot operand layouts, hoisting" },
        { "TritonNvidiaGPUOptimizeDescriptorEncodingPass", "triton-nvidia-optimize-descriptor-encoding", "make_ttgir",
            "TMA descriptor encodings" },
        { "TritonLoopAwareCSE", "triton-loop-aware-cse", "make_ttgir", "CSE across loop iterations" },
        { "TritonGPUFuseNestedLoops", "tritongpu-fuse-nested-loops", "make_ttgir", "fuse nested loops for pipelining" },
        { "TritonLoopInvariantCodeMotion", "triton-licm", "make_ttgir", "hoist loop-invariant loads" },
        { "TritonGPUCombineTensorSelectAndIf", "tritongpu-combine-tensor-select-and-if", "make_ttgir", "select+if combination" },
        { "NVGPUWarpSpecialization", "nvgpu-warp-specialization", "make_ttgir", "Hopper warp specialization" },
        { "TritonGPUAssignLatencies", "tritongpu-assign-latencies", "make_ttgir", "latencies for the pipeliner" },
        { "TritonGPUScheduleLoops", "tritongpu-schedule-loops", "make_ttgir", "modulo schedule for the pipeliner" },
        { "TritonGPUPipeline", "tritongpu-pipeline", "make_ttgir", "software pipelining of loop loads (num_stages)" },
        { "TritonGPUOptimizeAccumulatorInit", "tritongpu-optimize-accumulator-init", "make_ttgir", "Blackwell accumulator init" },
        { "TritonGPUHoistTMEMAlloc", "tritongpu-hoist-tmem-alloc", "make_ttgir", "Blackwell TMEM allocation hoisting" },
        { "TritonNvidiaGPUPromoteLHSToTMemPass", "tritongpu-promote-lhs-to-tmem", "make_ttgir", "Blackwell LHS in TMEM" },
        { "TritonGPUAutomaticWarpSpecialization", "tritongpu-automatic-warp-specialization", "make_ttgir",
            "Blackwell warp specialization" },
        { "TritonGPUOptimizePartitionWarps", "tritongpu-optimize-partition-warps", "make_ttgir",
            "warp counts per partition (3.6)" },
        { "TritonNvidiaGPURemoveTMEMTokensPass", "triton-nvidia-gpu-remove-tmem-tokens", "make_ttgir", "Blackwell TMEM tokens" },
        { "TritonGPUPrefetch", "tritongpu-prefetch", "make_ttgir", "prefetch dot operands from shared memory" },
        { "TritonGPUCoalesceAsyncCopy", "tritongpu-coalesce-async-copy", "make_ttgir", "vectorize cp.async copies" },
        { "TritonNvidiaGPUOptimizeTMemLayoutsPass", "triton-nvidia-optimize-tmem-layouts", "make_ttgir", "TMEM layouts" },
        { "TritonNvidiaGPUInterleaveTMemPass", "triton-nvidia-interleave-tmem", "make_ttgir", "TMEM interleaving" },
        { "TritonGPUReduceDataDuplication", "tritongpu-reduce-data-duplication", "make_ttgir",
            "shared-memory round trips for convert_layout" },
        { "TritonGPUReorderInstructions", "tritongpu-reorder-instructions", "make_ttgir", "instruction reordering" },
        { "TritonNvidiaGPUTMALoweringPass", "triton-nvidia-tma-lowering", "make_ttgir", "tensor descriptors to TMA" },
        { "TritonGPUFenceInsertion", "triton-nvidia-gpu-fence-insertion", "make_ttgir", "async proxy fences for wgmma" },
        { "TritonNvidiaGPUMMALoweringPass", "triton-nvidia-mma-lowering", "make_ttgir", "MMA lowering (make_llir in 3.4)" },
        { "TritonGPUAllocateWarpGroups", "tritongpu-allocate-warp-groups", "make_llir", "warp group allocation" },
        { "SCFToControlFlowPass", "convert-scf-to-cf", "make_llir", "structured control flow to branches" },
        { "AllocateSharedMemoryNv", "allocate-shared-memory-nv", "make_llir", "shared memory offsets (sets ttg.shared)" },
        { "AllocateSharedMemory", "allocate-shared-memory", "make_llir", "shared memory offsets (3.4)" },
        { "TritonTensorMemoryAllocationPass", "triton-tensor-memory-allocation", "make_llir", "TMEM allocation" },
        { "TritonGPUGlobalScratchAllocationPass", "tritongpu-global-scratch-memory-allocation", "make_llir", "global scratch" },
        { "TritonGPUProxyFenceInsertion", "triton-nvidia-gpu-proxy-fence-insertion", "make_llir", "proxy fences" },
        { "ConvertTritonGPUToLLVM", "convert-triton-gpu-to-llvm", "make_llir",
            "TritonGPU to LLVM dialect; emits the vectorization remarks" },
        { "ConvertNVGPUToLLVM", "convert-nv-gpu-to-llvm", "make_llir", "NVGPU ops to inline PTX" },
        { "ConvertWarpSpecializeToLLVM", "convert-warp-specialize-to-llvm", "make_llir", "warp specialization to LLVM" },
        { "ConvertNVVMToLLVM", "convert-nvvm-to-llvm", "make_llir", "NVVM to LLVM (3.5+)" },
        { "LLVMDIScope", "enable-line-info", "make_llir", "debug scopes for line info" },
    };
    return PassDef::fromRows(rows);
}

QList<HardwareModel> CudaBackend::hardware() const
{
    // Source: NVIDIA H200/H100/A100 datasheets (dense rates); the H200's SM count and L2 as Nsight Compute reports them in
    // tests/data/triton-h200/*/ncu.raw.csv.
    HardwareModel h200;
    h200.id = s("h200");
    h200.name = s("NVIDIA H200 SXM");
    h200.vendor = s("nvidia");
    h200.cores = 132;
    h200.memoryBandwidth = 4.8e12;
    h200.peakFp32 = 67e12;
    h200.peakTensorFp16 = 989e12;
    h200.peakTensorTf32 = 495e12; // the datasheet's 989 TFLOPS with sparsity, halved and rounded
    h200.peakTensorFp8 = 1979e12;
    h200.sharedMemoryPerCore = 228 * 1024;
    h200.l2Bytes = 60LL * 1024 * 1024;
    h200.registersPerCore = 65536;
    h200.maxThreadsPerCore = 2048;
    h200.sharedMemoryPerBlock = 227 * 1024;
    h200.maxWarpsPerCore = 64;
    h200.schedulersPerCore = 4;
    // wgmma.mma_async (PTX ISA 8.0, "Matrix shape"): m64nNk16 for 16-bit operands, N a multiple of 8 up to 256, one
    // warpgroup (4 warps) per m64; the family is triton-lang/triton v3.5.1 python/tutorials/03-matrix-multiplication.py's
    // Hopper configs (128x256x64 with 8 warps and 3 stages) and the 128x128x64 tile of cuda.small-matmul-tiles.
    h200.dotTileMinimum = { 64, 8, 16, 4, 0 };
    h200.dotTileFamily = { { 128, 128, 64, 8, 3 }, { 128, 256, 64, 8, 3 } };
    h200.maxBlocksPerCore = 32;
    h200.threadsPerWarp = 32;
    h200.tensorCoreMinDim = 16;
    h200.tensorCoreInputs = { s("fp16"), s("bf16"), s("tf32"), s("fp8"), s("int8") };
    h200.deviceNames = { s("H200") };
    h200.source = s("NVIDIA H200 datasheet; 132 SMs and 60 MiB L2 from Nsight Compute on an H200 "
                    "(device__attribute_multiprocessor_count, device__attribute_l2_cache_size); 227 KiB shared memory per "
                    "block and 64 warps per SM for compute capability 9.0 (CUDA C Programming Guide, Compute Capabilities, "
                    "Table 'Technical Specifications per Compute Capability'); four warp schedulers per SM (NVIDIA H100 "
                    "Tensor Core GPU Architecture whitepaper: four SM sub-partitions, as on every SM since Volta); 32 resident "
                    "blocks per SM and 32 threads per warp (CUDA C Programming Guide, Compute Capabilities); tensor cores take "
                    "fp16, bf16, tf32, fp8 and int8 operands (H100 whitepaper), and Triton's tl.dot lowers to them with M, N "
                    "and K of at least 16 (the mma m16n8k16 / wgmma m64nNk16 shapes; smaller dots are rejected or run on FMA)");

    HardwareModel h100 = h200;
    h100.id = s("h100");
    h100.name = s("NVIDIA H100 SXM5 80GB");
    h100.memoryBandwidth = 3.35e12;
    h100.l2Bytes = 50LL * 1024 * 1024;
    h100.deviceNames = { s("H100") };
    h100.source = s("NVIDIA H100 datasheet; shared memory per block, warps and schedulers per SM as for the H200 (compute "
                    "capability 9.0: CUDA C Programming Guide; H100 architecture whitepaper)");

    HardwareModel a100;
    a100.id = s("a100");
    a100.name = s("NVIDIA A100 SXM 80GB");
    a100.vendor = s("nvidia");
    a100.cores = 108;
    a100.memoryBandwidth = 2.039e12;
    a100.peakFp32 = 19.5e12;
    a100.peakTensorFp16 = 312e12;
    a100.peakTensorTf32 = 156e12;
    a100.sharedMemoryPerCore = 164 * 1024;
    a100.l2Bytes = 40LL * 1024 * 1024;
    a100.registersPerCore = 65536;
    a100.maxThreadsPerCore = 2048;
    a100.sharedMemoryPerBlock = 163 * 1024;
    a100.maxWarpsPerCore = 64;
    a100.schedulersPerCore = 4;
    a100.dotTileMinimum = { 16, 8, 16, 1, 0 }; // mma.sync m16n8k16 (PTX ISA, "Matrix shape")
    a100.maxBlocksPerCore = 32;
    a100.threadsPerWarp = 32;
    a100.tensorCoreMinDim = 16;
    a100.tensorCoreInputs = { s("fp16"), s("bf16"), s("tf32"), s("int8") };
    a100.deviceNames = { s("A100") };
    a100.source = s("NVIDIA A100 datasheet; 163 KiB shared memory per block and 64 warps per SM for compute capability 8.0 "
                    "(CUDA C Programming Guide, Compute Capabilities); four warp schedulers per SM (NVIDIA A100 Tensor Core "
                    "GPU Architecture whitepaper)");
    return { h200, h100, a100 };
}

Claim CudaBackend::claimArtifact(QByteArrayView head) const
{
    // What only the NVIDIA path writes: the TTGIR target attribute ("ttg.target" = "cuda:90"), the NVPTX
    // triple and NVVM intrinsics in LLVM IR, PTX's .target, cuobjdump's and nvdisasm's headers; in Python,
    // tensors placed on a CUDA device.
    return claimByMarkers(head,
        { "= \"cuda:", "nvptx64-nvidia-cuda", "llvm.nvvm.", ".target sm_", "code for sm_", ".headerflags", "//## File \"",
            "device='cuda'", "device=\"cuda\"", "torch.cuda.", ".cuda()" });
}

Claim CudaBackend::claimProfile(const ProfileTraits &profile) const
{
    if (profile.device.vendor == QLatin1String("nvidia")
        || profile.device.name.contains(QLatin1String("NVIDIA"), Qt::CaseInsensitive))
        return Claim::Device;
    for (const QString &f : profile.formats)
        if (f.startsWith(QLatin1String("nsight-")))
            return Claim::Content;
    // Nsight Compute's metric names: unit__counter.rollup (dram__bytes.sum, sm__throughput.avg...).
    for (const QString &m : profile.metricNames)
        if (m.contains(QLatin1String("__")))
            return Claim::Content;
    return Claim::None;
}

// Triton's dump and remark environment (docs/diagnosis.md, "Partial evidence").
QString CudaBackend::captureIrHint() const
{
    return QStringLiteral("no IR, so no compiler evidence (remarks, PTX, layouts); capture it with "
                          "TRITON_KERNEL_DUMP=1 TRITON_DUMP_DIR=DIR MLIR_ENABLE_DUMP=1 MLIR_ENABLE_DIAGNOSTICS=warnings,remarks "
                          "python YOUR_SCRIPT.py 2> NAME.mlir-passes.txt");
}

// The libraries whose kernels a torch.profiler or Nsight capture lists beside Triton's, by the names their
// builds give them (demangled C++ names, or the fixed prefixes of cuBLAS's and cuDNN's precompiled kernels).
QString CudaBackend::libraryOf(const QString &kernelName) const
{
    QStringView n = QStringView(kernelName).trimmed();
    if (n.startsWith(u"void "))
        n = n.mid(5);
    struct Prefix {
        const char16_t *prefix;
        const char *library;
    };
    // Namespaces and prefixes at the start of the name.
    static constexpr Prefix starts[] = { { u"at::", "ATen" }, { u"c10::", "ATen" }, { u"cudnn", "cuDNN" },
        { u"cudnn::", "cuDNN" }, { u"cublas", "cuBLAS" }, { u"cublasLt", "cuBLAS" }, { u"nvjet_", "cuBLAS" },
        { u"gemv2", "cuBLAS" }, { u"gemvx", "cuBLAS" }, { u"gemmk1_kernel", "cuBLAS" }, { u"splitKreduce_kernel", "cuBLAS" },
        { u"sm90_xmma_", "cuBLAS" }, { u"sm80_xmma_", "cuBLAS" }, { u"sm75_xmma_", "cuBLAS" }, { u"ampere_", "cuBLAS" },
        { u"volta_", "cuBLAS" }, { u"turing_", "cuBLAS" }, { u"cutlass::", "CUTLASS" }, { u"cutlass_", "CUTLASS" },
        { u"ncclKernel", "NCCL" }, { u"ncclDevKernel", "NCCL" }, { u"cub::", "CUB" }, { u"thrust::", "CUB" },
        { u"flash::", "FlashAttention" }, { u"pytorch_flash::", "FlashAttention" } };
    for (const Prefix &p : starts)
        if (n.startsWith(QStringView(p.prefix)))
            return QString::fromLatin1(p.library);
    // A template instantiated from a library's namespace (`void foo<at::native::...>`) is the library's.
    if (n.contains(u"at::native::"))
        return QStringLiteral("ATen");
    return {};
}

// Nsight Compute, exported to the CSV pages the profile reader parses.
QString CudaBackend::captureProfileHint() const
{
    return QStringLiteral("no profile, so nothing is measured (bottleneck, impact); capture one with "
                          "ncu --set full --import-source yes -o prof python YOUR_SCRIPT.py, then ncu -i prof.ncu-rep --csv "
                          "--page raw > ncu.raw.csv "
                          "and ncu -i prof.ncu-rep --csv --page details > ncu.details.csv");
}

// Hopper's full-rate tensor-core instruction is wgmma; mma.sync runs at a fraction of it and the FMA path
// (`fma`) uses none.
bool CudaBackend::mmaMissesTensorCores(const QString &mmaKind) const
{
    return !mmaKind.isEmpty() && mmaKind != QLatin1String("wgmma");
}

} // namespace Lowerscope
