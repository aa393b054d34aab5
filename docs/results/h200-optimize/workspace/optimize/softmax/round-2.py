# SPDX-License-Identifier: MIT
# softmax: row-wise softmax, one row per program (fp32). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * stride + cols, e / tl.sum(e, axis=0), mask=mask)


def forward(x):
    m, n = x.shape
    out = torch.empty_like(x)
    BLOCK = max(1, triton.next_power_of_2(n) // 2)
    warps = 4 if BLOCK <= 2048 else (8 if BLOCK <= 8192 else 16)
    softmax_kernel[(m,)](x, out, n, x.stride(0), BLOCK=BLOCK, num_warps=warps)
    return out
# lowerscope: editable end
