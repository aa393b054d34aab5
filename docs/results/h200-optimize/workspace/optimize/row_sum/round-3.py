# SPDX-License-Identifier: MIT
# row_sum: sum of each row of a 2-D tensor (reduction along the contiguous axis). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def row_sum_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = x_ptr + row.to(tl.int64) * stride
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        acc += tl.load(base + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
    tl.store(out_ptr + row, tl.sum(acc, axis=0))


def forward(x):
    m, n = x.shape
    out = torch.empty((m,), device=x.device, dtype=torch.float32)
    BLOCK = min(triton.next_power_of_2(n), 4096)
    row_sum_kernel[(m,)](x, out, n, x.stride(0), BLOCK=BLOCK, num_warps=8)
    return out
# lowerscope: editable end
