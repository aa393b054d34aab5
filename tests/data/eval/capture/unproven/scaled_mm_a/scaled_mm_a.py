import torch
import triton
import triton.language as tl


@triton.jit
def row_scaled_mm_kernel(a_ptr, s_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # c = diag(s) @ a @ b: a per-row (per-token) scale on the activations
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    s = tl.load(s_ptr + offs_m)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    acc = acc * s[:, None]
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc.to(tl.float16))


def row_scaled_mm(a, s, b):
    M, K = a.shape
    N = b.shape[1]
    c = torch.empty((M, N), device=a.device, dtype=torch.float16)
    grid = (M // 128, N // 128)
    row_scaled_mm_kernel[grid](a, s, b, c, M, N, K, a.stride(0), b.stride(0), c.stride(0),
                               BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, num_warps=8, num_stages=3)
    return c


SIZES = [(4096, 4096, 4096), (8192, 4096, 4096), (2048, 8192, 8192), (8192, 8192, 2048), (4096, 11008, 4096)]


def make(size):
    M, N, K = size
    a = torch.randn(M, K, device="cuda", dtype=torch.float16)
    s = torch.rand(M, device="cuda", dtype=torch.float16) + 0.5
    b = torch.randn(K, N, device="cuda", dtype=torch.float16) / 64
    box = {}
    def launch():
        box["c"] = row_scaled_mm(a, s, b)
    ref = lambda: (a.float() * s.float()[:, None]) @ b.float()
    return launch, (lambda: box["c"]), ref, 2 * (M * K + K * N + M * N), 2 * M * N * K
