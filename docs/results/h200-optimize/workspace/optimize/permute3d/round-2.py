# SPDX-License-Identifier: MIT
# permute3d: out = x.permute(0, 2, 1) made contiguous (batched transpose, fp16). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def permute3d_kernel(x_ptr, out_ptr, M, N, sxb, sxm, sob, som, BM: tl.constexpr, BN: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    b = tl.program_id(2).to(tl.int64)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    tile = tl.load(x_ptr + b * sxb + rm[:, None] * sxm + rn[None, :], mask=mask)
    tl.store(out_ptr + b * sob + rn[:, None] * som + rm[None, :], tl.trans(tile), mask=tl.trans(mask))


def forward(x):
    B, M, N = x.shape
    out = torch.empty((B, N, M), device=x.device, dtype=x.dtype)
    BM, BN = 32, 64
    grid = (triton.cdiv(M, BM), triton.cdiv(N, BN), B)
    permute3d_kernel[grid](x, out, M, N, x.stride(0), x.stride(1), out.stride(0), out.stride(1), BM=BM, BN=BN,
                           num_warps=4)
    return out
# lowerscope: editable end
