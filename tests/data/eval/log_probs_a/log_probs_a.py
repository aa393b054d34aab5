import torch
import triton
import triton.language as tl


@triton.jit
def log_softmax_kernel(x_ptr, y_ptr, stride_row, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    x_row = x_ptr + row * stride_row
    y_row = y_ptr + row * stride_row
    m = tl.full((BLOCK,), float("-inf"), tl.float32)
    d = tl.zeros((BLOCK,), tl.float32)
    for off in range(0, n_cols, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(x_row + cols, mask=cols < n_cols, other=float("-inf")).to(tl.float32)
        m_new = tl.maximum(m, x)
        d = d * tl.exp(m - m_new) + tl.exp(x - m_new)
        m = m_new
    mx = tl.max(m, axis=0)
    lse = mx + tl.log(tl.sum(d * tl.exp(m - mx), axis=0))
    for off in range(0, n_cols, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        mask = cols < n_cols
        x = tl.load(x_row + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(y_row + cols, (x - lse).to(y_ptr.dtype.element_ty), mask=mask)


def log_probs(logits):
    R, V = logits.shape
    y = torch.empty_like(logits)
    log_softmax_kernel[(R,)](logits, y, logits.stride(0), V, BLOCK=2048, num_warps=8)
    return y


VOCAB = 32001  # Llama vocabulary plus a pad token
PADDED_VOCAB = 32128  # the output layer padded to a multiple of 128; padded entries hold -inf

SIZES = [(4096, "bfloat16"), (8192, "float16"), (2048, "bfloat16"), (16384, "bfloat16"), (6144, "float16")]


def make(size):
    R, dt = size
    logits = torch.full((R, PADDED_VOCAB), float("-inf"), device="cuda", dtype=getattr(torch, dt))
    logits[:, :VOCAB] = torch.randn(R, VOCAB, device="cuda", dtype=getattr(torch, dt)) * 4
    box = {}
    def launch():
        box["y"] = log_probs(logits)
    ref = lambda: torch.log_softmax(logits[:, :VOCAB].float(), dim=1)
    return launch, (lambda: box["y"][:, :VOCAB]), ref, 3 * R * VOCAB * logits.element_size(), 6 * R * VOCAB
