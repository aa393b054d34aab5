import torch
import triton
import triton.language as tl


@triton.jit
def reduce_batch_t_kernel(x_ptr, out_ptr, B, M, N, stride_xb, stride_xn, stride_om,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    # out[m, n] = sum_b x[b, n, m]
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mask_nm = (offs_n[:, None] < N) & (offs_m[None, :] < M)
    acc = tl.zeros((BLOCK_N, BLOCK_M), dtype=tl.float32)
    for b in range(B):
        tile = tl.load(x_ptr + b * stride_xb + offs_n[:, None] * stride_xn + offs_m[None, :], mask=mask_nm, other=0.0)
        acc += tile.to(tl.float32)
    tl.store(out_ptr + offs_m[None, :] * stride_om + offs_n[:, None], acc, mask=mask_nm)


def sum_transposed(x):
    B, N, M = x.shape
    out = torch.empty((M, N), device=x.device, dtype=torch.float32)
    BLOCK_M, BLOCK_N = 64, 64
    grid = (triton.cdiv(M, BLOCK_M), triton.cdiv(N, BLOCK_N))
    reduce_batch_t_kernel[grid](x, out, B, M, N, x.stride(0), x.stride(1), out.stride(0),
                                BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N, num_warps=4)
    return out


SIZES = [(64, 1024, 1024, "float32"), (32, 2048, 2048, "float16"), (128, 512, 1024, "float32"),
         (16, 4096, 2048, "bfloat16"), (256, 512, 512, "float32")]


def make(size):
    B, N, M, dt = size
    x = torch.randn(B, N, M, device="cuda", dtype=getattr(torch, dt))
    box = {}
    def launch():
        box["y"] = sum_transposed(x)
    return launch, (lambda: box["y"]), (lambda: x.float().sum(0).t()), x.numel() * x.element_size() + 4 * M * N, x.numel()
