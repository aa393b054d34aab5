# SPDX-License-Identifier: MIT
# log_softmax: row-wise log-softmax, fp16 in and out, fp32 math. Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def log_softmax_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=-float("inf")).to(tl.float32)
    x = x - tl.max(x, axis=0)
    lse = tl.log(tl.sum(tl.exp(x), axis=0))
    tl.store(out_ptr + row * stride + cols, (x - lse).to(out_ptr.dtype.element_ty), mask=mask)


def forward(x):
    m, n = x.shape
    out = torch.empty_like(x)
    BLOCK = triton.next_power_of_2(n)
    warps = 4 if BLOCK <= 2048 else (8 if BLOCK <= 8192 else 16)
    log_softmax_kernel[(m,)](x, out, n, x.stride(0), BLOCK=BLOCK, num_warps=warps, num_stages=2)
    return out
# lowerscope: editable end
