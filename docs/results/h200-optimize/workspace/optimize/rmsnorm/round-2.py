# SPDX-License-Identifier: MIT
# rmsnorm: RMSNorm over the last axis with weight (fp16, fp32 statistics). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, out_ptr, n_cols, stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    rstd = 1.0 / tl.sqrt(tl.sum(x * x, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=mask).to(tl.float32)
    tl.store(out_ptr + row * stride + cols, (x * rstd * w).to(out_ptr.dtype.element_ty), mask=mask)


def forward(x, w, eps):
    m, n = x.shape
    out = torch.empty_like(x)
    BLOCK = max(1, triton.next_power_of_2(n) // 2)
    warps = 4 if BLOCK <= 2048 else 8
    rmsnorm_kernel[(m,)](x, w, out, n, x.stride(0), eps, BLOCK=BLOCK, num_warps=warps)
    return out
# lowerscope: editable end
