# SPDX-License-Identifier: MIT
# cumsum: inclusive prefix sum of each row (scan, fp32). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def cumsum_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0)
    tl.store(out_ptr + row * stride + cols, tl.cumsum(x, axis=0), mask=mask)


def forward(x):
    m, n = x.shape
    out = torch.empty_like(x)
    BLOCK = triton.next_power_of_2(n)
    cumsum_kernel[(m,)](x, out, n, x.stride(0), BLOCK=BLOCK, num_warps=4 if BLOCK <= 2048 else 8)
    return out
# lowerscope: editable end
