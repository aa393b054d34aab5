import torch
import triton
import triton.language as tl


@triton.jit
def patchify_kernel(img_ptr, out_ptr, total, H, W, n_pw, n_tok, C: tl.constexpr, P: tl.constexpr,
                    BLOCK: tl.constexpr):
    # img: [N, C, H, W] -> out: [N, (H/P)*(W/P), C*P*P], the ViT patch embedding's input
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
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
    v = tl.load(img_ptr + ((n * C + c) * H + y) * W + x, mask=mask)
    tl.store(out_ptr + offs, v, mask=mask)


def patchify(img, P=16):
    N, C, H, W = img.shape
    n_pw = W // P
    n_tok = (H // P) * n_pw
    out = torch.empty((N, n_tok, C * P * P), device=img.device, dtype=img.dtype)
    total = out.numel()
    BLOCK = 1024
    patchify_kernel[(triton.cdiv(total, BLOCK),)](img, out, total, H, W, n_pw, n_tok, C=C, P=P, BLOCK=BLOCK)
    return out


SIZES = [(128, 224, 224, "float16"), (64, 384, 384, "bfloat16"), (256, 224, 224, "float32"), (32, 512, 512, "float16"),
         (96, 336, 336, "float16")]


def make(size):
    N, H, W, dt = size
    img = torch.randn(N, 3, H, W, device="cuda", dtype=getattr(torch, dt))
    box = {}
    def launch():
        box["y"] = patchify(img)
    P = 16
    ref = lambda: img.reshape(N, 3, H // P, P, W // P, P).permute(0, 2, 4, 1, 3, 5).reshape(N, (H // P) * (W // P), 3 * P * P)
    return launch, (lambda: box["y"]), ref, 2 * img.numel() * img.element_size(), 0
