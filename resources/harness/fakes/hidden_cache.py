# SPDX-License-Identifier: MIT
# softmax: row-wise softmax, one row per program (fp32). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
# Planted fake for the harness self-test (memoises in a default argument: the static checks flag the mutable default, and the re-check after timing, on fresh inputs, would see it too): must be rejected as result-cache.
@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * stride + cols, e / tl.sum(e, axis=0), mask=mask)


def forward(x, _memo={}):
    if x.shape not in _memo:
        out = torch.empty_like(x)
        m, n = x.shape
        BLOCK = triton.next_power_of_2(n)
        softmax_kernel[(m,)](x, out, n, x.stride(0), BLOCK=BLOCK, num_warps=8)
        _memo[x.shape] = out
    return _memo[x.shape]
# lowerscope: editable end
