import torch
import triton
import triton.language as tl


@triton.jit
def embed_scale_kernel(ids_ptr, w_ptr, out_ptr, D, stride_wv, stride_wd, stride_out, scale,
                       BLOCK_D: tl.constexpr):
    tok = tl.program_id(0)
    pid_d = tl.program_id(1)
    row = tl.load(ids_ptr + tok)
    d = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    mask = d < D
    vec = tl.load(w_ptr + row * stride_wv + d * stride_wd, mask=mask, other=0.0)
    tl.store(out_ptr + tok * stride_out + d, vec * scale, mask=mask)


class ScaledEmbedding(torch.nn.Module):
    def __init__(self, vocab, dim, dtype, tied_output_weight=None):
        super().__init__()
        if tied_output_weight is not None:
            # share storage with the output projection, stored [dim, vocab]
            self.weight = tied_output_weight.t()
        else:
            self.weight = torch.randn(vocab, dim, device="cuda", dtype=dtype)
        self.scale = dim ** 0.5

    def forward(self, ids):
        T = ids.numel()
        V, D = self.weight.shape
        out = torch.empty((T, D), device=ids.device, dtype=self.weight.dtype)
        BLOCK_D = 128
        grid = (T, triton.cdiv(D, BLOCK_D))
        embed_scale_kernel[grid](ids, self.weight, out, D, self.weight.stride(0), self.weight.stride(1),
                                 out.stride(0), self.scale, BLOCK_D=BLOCK_D, num_warps=4)
        return out


SIZES = [(16384, 32000, 256, "float32"), (8192, 50000, 512, "float16"), (32768, 16000, 128, "float32"),
         (4096, 32000, 1024, "bfloat16"), (16384, 8192, 512, "float32")]


def make(size):
    T, V, D, dt = size
    dtype = getattr(torch, dt)
    emb = ScaledEmbedding(V, D, dtype)
    ids = torch.randint(0, V, (T,), device="cuda", dtype=torch.int32)
    box = {}
    def launch():
        box["y"] = emb(ids)
    nbytes = 2 * T * D * emb.weight.element_size() + 4 * T
    return launch, (lambda: box["y"]), (lambda: emb.weight[ids.long()] * emb.scale), nbytes, T * D
