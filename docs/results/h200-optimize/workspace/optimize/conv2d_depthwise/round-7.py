# SPDX-License-Identifier: MIT
# conv2d_depthwise: depthwise 3x3 convolution, padding 1, NCHW (fp32). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def conv2d_depthwise_kernel(x_ptr, w_ptr, out_ptr, C, H, W, BH: tl.constexpr, BW: tl.constexpr):
    plane = tl.program_id(0).to(tl.int64)  # one (batch, channel) plane
    pid_h = tl.program_id(1)
    pid_w = tl.program_id(2)
    c = plane % C
    rh = pid_h * BH + tl.arange(0, BH)
    rw = pid_w * BW + tl.arange(0, BW)
    base = x_ptr + plane * H * W
    acc = tl.zeros((BH, BW), dtype=tl.float32)
    for dh in tl.static_range(3):
        for dw in tl.static_range(3):
            h = rh[:, None] + (dh - 1)
            w_ = rw[None, :] + (dw - 1)
            m = (h >= 0) & (h < H) & (w_ >= 0) & (w_ < W)
            x = tl.load(base + h * W + w_, mask=m, other=0.0)
            acc += x * tl.load(w_ptr + c * 9 + dh * 3 + dw)
    tl.store(out_ptr + plane * H * W + rh[:, None] * W + rw[None, :], acc, mask=(rh[:, None] < H) & (rw[None, :] < W))


def forward(x, w):
    B, C, H, W = x.shape
    x = x.contiguous()
    out = torch.empty_like(x)
    BH, BW = 16, 64
    grid = (B * C, triton.cdiv(H, BH), triton.cdiv(W, BW))
    conv2d_depthwise_kernel[grid](x, w, out, C, H, W, BH=BH, BW=BW, num_warps=4, num_stages=2)
    return out
# lowerscope: editable end
