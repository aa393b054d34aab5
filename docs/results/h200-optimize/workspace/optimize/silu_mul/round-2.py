# SPDX-License-Identifier: MIT
# silu_mul: SwiGLU gate, silu(a) * b (elementwise, fp16). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def silu_mul_kernel(a_ptr, b_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid.to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask).to(tl.float32)
    b = tl.load(b_ptr + offs, mask=mask).to(tl.float32)
    y = a / (1.0 + tl.exp(-a)) * b
    tl.store(out_ptr + offs, y.to(out_ptr.dtype.element_ty), mask=mask)


def forward(a, b):
    out = torch.empty_like(a)
    n = a.numel()
    BLOCK = 1024
    silu_mul_kernel[(triton.cdiv(n, BLOCK),)](a, b, out, n, BLOCK=BLOCK, num_warps=8)
    return out
# lowerscope: editable end
