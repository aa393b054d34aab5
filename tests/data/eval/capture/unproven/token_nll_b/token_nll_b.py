import torch
import triton
import triton.language as tl


@triton.jit
def token_nll_kernel(logits_ptr, target_ptr, loss_ptr, stride_row, V, BLOCK: tl.constexpr):
    # loss[r] = logsumexp(logits[r, :V]) - logits[r, target[r]], online over blocks of the vocabulary
    row = tl.program_id(0)
    base = logits_ptr + row * stride_row
    m = tl.full((BLOCK,), float("-inf"), tl.float32)
    d = tl.zeros((BLOCK,), tl.float32)
    for off in range(0, V, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(base + cols, mask=cols < V, other=float("-inf")).to(tl.float32)
        m_new = tl.maximum(m, x)
        d = d * tl.exp(m - m_new) + tl.exp(x - m_new)
        m = m_new
    mx = tl.max(m, axis=0)
    lse = mx + tl.log(tl.sum(d * tl.exp(m - mx), axis=0))
    tgt = tl.load(target_ptr + row)
    x_t = tl.load(base + tgt).to(tl.float32)
    tl.store(loss_ptr + row, lse - x_t)


def token_nll(logits, target):
    R = logits.shape[0]
    loss = torch.empty(R, device=logits.device, dtype=torch.float32)
    token_nll_kernel[(R,)](logits, target, loss, logits.stride(0), logits.shape[1], BLOCK=2048, num_warps=8)
    return loss


VOCAB = 32001  # Llama vocabulary plus a pad token
PADDED_VOCAB = 32128  # the output layer padded to a multiple of 128; padded entries hold -inf

SIZES = [(4096, "bfloat16"), (8192, "float16"), (2048, "bfloat16"), (16384, "bfloat16"), (4096, "float32")]


def make(size):
    R, dt = size
    logits = torch.full((R, PADDED_VOCAB), float("-inf"), device="cuda", dtype=getattr(torch, dt))
    logits[:, :VOCAB] = torch.randn(R, VOCAB, device="cuda", dtype=getattr(torch, dt)) * 4
    target = torch.randint(0, VOCAB, (R,), device="cuda")
    box = {}
    def launch():
        box["l"] = token_nll(logits, target)
    ref = lambda: torch.nn.functional.cross_entropy(logits[:, :VOCAB].float(), target, reduction="none")
    return launch, (lambda: box["l"]), ref, logits.numel() * logits.element_size(), 4 * logits.numel()
