# SPDX-License-Identifier: MIT
# embedding_gather: out[t] = weight[ids[t]] (row gather, fp16). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def embedding_gather_kernel(ids_ptr, w_ptr, out_ptr, D, sw, so, BLOCK_D: tl.constexpr):
    t = tl.program_id(0)
    pid_d = tl.program_id(1)
    row = tl.load(ids_ptr + t).to(tl.int64)
    cols = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    mask = cols < D
    v = tl.load(w_ptr + row * sw + cols, mask=mask)
    tl.store(out_ptr + t.to(tl.int64) * so + cols, v, mask=mask)


def forward(weight, ids):
    V, D = weight.shape
    T = ids.numel()
    out = torch.empty((T, D), device=weight.device, dtype=weight.dtype)
    BLOCK_D = (min(triton.next_power_of_2(D), 1024)) * 2
    grid = (T, triton.cdiv(D, BLOCK_D))
    embedding_gather_kernel[grid](ids, weight, out, D, weight.stride(0), out.stride(0), BLOCK_D=BLOCK_D, num_warps=2)
    return out
# lowerscope: editable end
