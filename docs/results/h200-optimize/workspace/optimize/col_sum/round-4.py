# SPDX-License-Identifier: MIT
# col_sum: sum of each column of a 2-D tensor (reduction across rows; split over rows with atomics). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def col_sum_kernel(x_ptr, out_ptr, n_rows, n_cols, stride, ROWS: tl.constexpr, BLOCK_N: tl.constexpr,
                   BLOCK_M: tl.constexpr):
    pid_n = tl.program_id(0)
    pid_m = tl.program_id(1)
    cols = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    row0 = pid_m * ROWS
    for r in range(row0, row0 + ROWS, BLOCK_M):
        rows = r + tl.arange(0, BLOCK_M)
        mask = (rows[:, None] < n_rows) & (cols[None, :] < n_cols)
        acc += tl.load(x_ptr + rows[:, None] * stride + cols[None, :], mask=mask, other=0.0)
    tl.atomic_add(out_ptr + cols, tl.sum(acc, axis=0), mask=cols < n_cols)


def forward(x):
    m, n = x.shape
    out = torch.zeros((n,), device=x.device, dtype=torch.float32)
    BLOCK_N, BLOCK_M, ROWS = 128, 32, 512
    grid = (triton.cdiv(n, BLOCK_N), triton.cdiv(m, ROWS))
    col_sum_kernel[grid](x, out, m, n, x.stride(0), ROWS=ROWS, BLOCK_N=BLOCK_N, BLOCK_M=BLOCK_M, num_warps=4)
    return out
# lowerscope: editable end
