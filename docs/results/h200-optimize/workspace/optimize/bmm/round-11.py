# SPDX-License-Identifier: MIT
# bmm: batched C[i] = A[i] @ B[i], fp16 with fp32 accumulation, batch on the second grid axis. Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def bmm_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sab, sam, sak, sbb, sbk, sbn, scb, scm, scn,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    batch = tl.program_id(1).to(tl.int64)
    num_n = tl.cdiv(N, BN)
    pid_m = pid // num_n
    pid_n = pid % num_n
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + batch * sab + rm[:, None] * sam + rk[None, :] * sak
    b_ptrs = b_ptr + batch * sbb + rk[:, None] * sbk + rn[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptrs, mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK * sak
        b_ptrs += BK * sbk
    c_ptrs = c_ptr + batch * scb + rm[:, None] * scm + rn[None, :] * scn
    tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))


def forward(a, b):
    B, M, K = a.shape
    N = b.shape[2]
    c = torch.empty((B, M, N), device=a.device, dtype=a.dtype)
    BM, BN, BK = 128, 128, 32
    grid = (triton.cdiv(M, BM) * triton.cdiv(N, BN), B)
    bmm_kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), a.stride(2), b.stride(0), b.stride(1), b.stride(2),
                     c.stride(0), c.stride(1), c.stride(2), BM=BM, BN=BN, BK=BK, num_warps=8, num_stages=3)
    return c
# lowerscope: editable end
