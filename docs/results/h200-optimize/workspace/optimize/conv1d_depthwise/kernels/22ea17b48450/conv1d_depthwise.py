# SPDX-License-Identifier: MIT
# conv1d_depthwise: depthwise 1-D convolution, 'same' padding (fp32). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def conv1d_depthwise_kernel(x_ptr, w_ptr, out_ptr, C, L, KSIZE: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)  # one (batch, channel) row
    pid_l = tl.program_id(1)
    c = row % C
    pos = pid_l * BLOCK + tl.arange(0, BLOCK)
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for k in tl.static_range(KSIZE):
        src = pos + k - KSIZE // 2
        x = tl.load(x_ptr + row * L + src, mask=(src >= 0) & (src < L), other=0.0)
        acc += x * tl.load(w_ptr + c * KSIZE + k)
    tl.store(out_ptr + row * L + pos, acc, mask=pos < L)


def forward(x, w):
    B, C, L = x.shape
    K = w.shape[1]
    x = x.contiguous()
    out = torch.empty_like(x)
    BLOCK = 1024
    grid = (B * C, triton.cdiv(L, BLOCK))
    conv1d_depthwise_kernel[grid](x, w, out, C, L, KSIZE=K, BLOCK=BLOCK, num_warps=4)
    return out
# lowerscope: editable end
