# SPDX-License-Identifier: MIT
# attention: softmax(Q K^T / sqrt(d)) V, non-causal, online softmax over key blocks (fp16). Initial kernel of the Lowerscope operator suite (tasks/README.md).
import torch
import triton
import triton.language as tl

# lowerscope: editable begin
@triton.jit
def attention_kernel(q_ptr, k_ptr, v_ptr, o_ptr, N, sm_scale, s_bh, s_n,
                     BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    pid_m = tl.program_id(0)
    bh = tl.program_id(1).to(tl.int64)
    rm = pid_m * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + bh * s_bh + rm[:, None] * s_n + rd[None, :], mask=rm[:, None] < N, other=0.0)
    m_i = tl.full((BM,), -float("inf"), dtype=tl.float32)
    l_i = tl.zeros((BM,), dtype=tl.float32)
    acc = tl.zeros((BM, D), dtype=tl.float32)
    qk_scale = sm_scale * 1.4426950408889634  # exp(x) = exp2(x * log2(e))
    for start in range(0, N, BN):
        rn = start + tl.arange(0, BN)
        kv_mask = rn[:, None] < N
        k = tl.load(k_ptr + bh * s_bh + rn[:, None] * s_n + rd[None, :], mask=kv_mask, other=0.0)
        qk = tl.dot(q, tl.trans(k)) * qk_scale
        qk = tl.where(rn[None, :] < N, qk, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(qk, axis=1))
        p = tl.exp2(qk - m_new[:, None])
        alpha = tl.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        v = tl.load(v_ptr + bh * s_bh + rn[:, None] * s_n + rd[None, :], mask=kv_mask, other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v)
        m_i = m_new
    acc = acc / l_i[:, None]
    tl.store(o_ptr + bh * s_bh + rm[:, None] * s_n + rd[None, :], acc.to(o_ptr.dtype.element_ty), mask=rm[:, None] < N)


def forward(q, k, v):
    B, H, N, D = q.shape
    o = torch.empty_like(q)
    BM, BN = 64, 64
    grid = (triton.cdiv(N, BM), B * H)
    attention_kernel[grid](q, k, v, o, N, 1.0 / D ** 0.5, q.stride(1), q.stride(2), BM=BM, BN=BN, D=D,
                           num_warps=8, num_stages=3)
    return o
# lowerscope: editable end
