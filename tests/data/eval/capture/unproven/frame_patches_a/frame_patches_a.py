import torch
import triton
import triton.language as tl


@triton.jit
def frame_patches_kernel(frames_ptr, out_ptr, total, H, W, n_pw, n_tok, C: tl.constexpr, P: tl.constexpr,
                         BLOCK: tl.constexpr):
    # frames: [N, C, H, W] -> out: [N, (H/P)*(W/P), C*P*P], the tokenizer's patch sequence
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < total
    feat = offs % (C * P * P)
    tok = offs // (C * P * P)
    c = feat // (P * P)
    dy = (feat // P) % P
    dx = feat % P
    n = tok // n_tok
    t = tok % n_tok
    y = (t // n_pw) * P + dy
    x = (t % n_pw) * P + dx
    v = tl.load(frames_ptr + ((n * C + c) * H + y) * W + x, mask=mask)
    tl.store(out_ptr + offs, v, mask=mask)


def frames_to_patches(frames, P=14):
    N, C, H, W = frames.shape
    n_pw = W // P
    n_tok = (H // P) * n_pw
    out = torch.empty((N, n_tok, C * P * P), device=frames.device, dtype=frames.dtype)
    total = out.numel()
    BLOCK = 1024
    frame_patches_kernel[(triton.cdiv(total, BLOCK),)](frames, out, total, H, W, n_pw, n_tok, C=C, P=P, BLOCK=BLOCK)
    return out


SIZES = [(64, 518, 518, "uint8"), (128, 224, 224, "uint8"), (32, 448, 448, "float16"), (256, 224, 224, "uint8"),
         (48, 518, 518, "bfloat16")]


def make(size):
    N, H, W, dt = size
    if dt == "uint8":
        frames = torch.randint(0, 256, (N, 3, H, W), device="cuda", dtype=torch.uint8)
    else:
        frames = torch.randn(N, 3, H, W, device="cuda", dtype=getattr(torch, dt))
    box = {}
    def launch():
        box["y"] = frames_to_patches(frames)
    P = 14
    def ref():
        r = frames.reshape(N, 3, H // P, P, W // P, P).permute(0, 2, 4, 1, 3, 5).reshape(N, (H // P) * (W // P), 3 * P * P)
        return r.float()
    return launch, (lambda: box["y"].float()), ref, 2 * frames.numel() * frames.element_size(), 0
