# SPDX-License-Identifier: MIT
# index_add: out = zeros(n_out, D).index_add_(0, idx, src) (row scatter with atomics, fp32). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def index_add_kernel(src_ptr, idx_ptr, out_ptr, D, ss, so, BLOCK_D: tl.constexpr):
    t = tl.program_id(0)
    pid_d = tl.program_id(1)
    row = tl.load(idx_ptr + t).to(tl.int64)
    cols = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    mask = cols < D
    v = tl.load(src_ptr + t.to(tl.int64) * ss + cols, mask=mask)
    tl.atomic_add(out_ptr + row * so + cols, v, mask=mask)


def forward(src, idx, n_out):
    T, D = src.shape
    out = torch.zeros((n_out, D), device=src.device, dtype=src.dtype)
    BLOCK_D = min(triton.next_power_of_2(D), 1024)
    grid = (T, triton.cdiv(D, BLOCK_D))
    index_add_kernel[grid](src, idx, out, D, src.stride(0), out.stride(0), BLOCK_D=BLOCK_D, num_warps=4, num_stages=2)
    return out
# lowerscope: editable end
