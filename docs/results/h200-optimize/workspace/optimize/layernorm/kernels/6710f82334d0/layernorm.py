# SPDX-License-Identifier: MIT
# layernorm: LayerNorm over the last axis with weight and bias (fp16, fp32 statistics). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, out_ptr, n_cols, stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n_cols
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=mask).to(tl.float32)
    tl.store(out_ptr + row * stride + cols, (d * rstd * w + b).to(out_ptr.dtype.element_ty), mask=mask)


def forward(x, w, b, eps):
    m, n = x.shape
    out = torch.empty_like(x)
    BLOCK = triton.next_power_of_2(n)
    warps = 4 if BLOCK <= 2048 else 8
    layernorm_kernel[(m,)](x, w, b, out, n, x.stride(0), eps, BLOCK=BLOCK, num_warps=warps, num_stages=4)
    return out
# lowerscope: editable end
