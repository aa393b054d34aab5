import torch
import triton
import triton.language as tl


@triton.jit
def head_scale_kernel(x_ptr, s_ptr, y_ptr, n_rows, D, BLOCK_R: tl.constexpr, BLOCK_D: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    cols = tl.arange(0, BLOCK_D)
    row_mask = rows < n_rows
    mask = row_mask[:, None] & (cols[None, :] < D)
    s = tl.load(s_ptr + rows, mask=row_mask, other=0.0).to(tl.float32)
    x = tl.load(x_ptr + rows[:, None] * D + cols[None, :], mask=mask, other=0.0).to(tl.float32)
    tl.store(y_ptr + rows[:, None] * D + cols[None, :], (x * s[:, None]).to(y_ptr.dtype.element_ty), mask=mask)


def scale_heads(x, s):
    # x: [tokens, heads, head_dim], s: [tokens, heads]
    D = x.shape[-1]
    rows = x.numel() // D
    y = torch.empty_like(x)
    BLOCK_D = triton.next_power_of_2(D)
    BLOCK_R = max(1, 4096 // BLOCK_D)
    head_scale_kernel[(triton.cdiv(rows, BLOCK_R),)](x, s, y, rows, D, BLOCK_R=BLOCK_R, BLOCK_D=BLOCK_D)
    return y


SIZES = [(65536, 64, 16, "float16"), (32768, 64, 32, "float32"), (16384, 64, 64, "float16"),
         (49152, 64, 16, "bfloat16"), (32768, 64, 64, "float32")]


def make(size):
    T, H, D, dt = size
    dtype = getattr(torch, dt)
    x = torch.randn(T, H, D, device="cuda", dtype=dtype)
    s = torch.rand(T, H, device="cuda", dtype=dtype)
    box = {}
    def launch():
        box["y"] = scale_heads(x, s)
    return launch, (lambda: box["y"]), (lambda: (x.float() * s.float()[..., None]).to(dtype)), (2 * x.numel() + s.numel()) * x.element_size(), x.numel()
