# SPDX-License-Identifier: MIT
# gelu: tanh-approximated GELU (elementwise, fp16 in and out, fp32 math). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def gelu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask).to(tl.float32)
    z = 0.7978845608028654 * (x + 0.044715 * x * x * x)
    t = 1.0 - 2.0 / (tl.exp(2.0 * z) + 1.0)  # tanh(z)
    y = 0.5 * x * (1.0 + t)
    tl.store(out_ptr + offs, y.to(out_ptr.dtype.element_ty), mask=mask)


def forward(x):
    out = torch.empty_like(x)
    n = x.numel()
    BLOCK = 2048
    gelu_kernel[(triton.cdiv(n, BLOCK),)](x, out, n, BLOCK=BLOCK, num_warps=8)
    return out
# lowerscope: editable end
