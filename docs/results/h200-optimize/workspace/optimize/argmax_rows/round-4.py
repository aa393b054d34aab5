# SPDX-License-Identifier: MIT
# argmax_rows: index of the largest value of each row (reduction with index). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def argmax_rows_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row.to(tl.int64) * stride + cols, mask=cols < n_cols, other=-float("inf"))
    idx = tl.argmax(x, axis=0)
    tl.store(out_ptr + row, idx.to(tl.int64))


def forward(x):
    m, n = x.shape
    out = torch.empty((m,), device=x.device, dtype=torch.int64)
    BLOCK = triton.next_power_of_2(n)
    argmax_rows_kernel[(m,)](x, out, n, x.stride(0), BLOCK=BLOCK, num_warps=2)
    return out
# lowerscope: editable end
