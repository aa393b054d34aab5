import torch
import triton
import triton.language as tl


@triton.jit
def weight_grad_kernel(x_ptr, dy_ptr, dw_ptr, T, K_IN, N_OUT, stride_xt, stride_dyt, stride_dwk,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_T: tl.constexpr):
    # dW[K_IN, N_OUT] = X[T, K_IN]^T @ dY[T, N_OUT]: the weight gradient of a linear layer, summed over tokens
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_t = tl.arange(0, BLOCK_T)
    xt_ptrs = x_ptr + offs_t[None, :] * stride_xt + offs_m[:, None]
    dy_ptrs = dy_ptr + offs_t[:, None] * stride_dyt + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for t in range(0, T, BLOCK_T):
        xt = tl.load(xt_ptrs)
        dy = tl.load(dy_ptrs)
        acc += tl.dot(xt, dy)
        xt_ptrs += BLOCK_T * stride_xt
        dy_ptrs += BLOCK_T * stride_dyt
    tl.store(dw_ptr + offs_m[:, None] * stride_dwk + offs_n[None, :], acc)


def linear_weight_grad(x, dy):
    T, K_IN = x.shape
    N_OUT = dy.shape[1]
    dw = torch.empty((K_IN, N_OUT), device=x.device, dtype=torch.float32)
    grid = (K_IN // 128, N_OUT // 128)
    weight_grad_kernel[grid](x, dy, dw, T, K_IN, N_OUT, x.stride(0), dy.stride(0), dw.stride(0),
                             BLOCK_M=128, BLOCK_N=128, BLOCK_T=64, num_warps=8, num_stages=1)
    return dw


SIZES = [(8192, 4096, 4096), (16384, 2048, 2048), (4096, 4096, 11008), (32768, 1024, 4096), (8192, 8192, 2048)]


def make(size):
    T, K_IN, N_OUT = size
    x = torch.randn(T, K_IN, device="cuda", dtype=torch.bfloat16)
    dy = torch.randn(T, N_OUT, device="cuda", dtype=torch.bfloat16) / 64
    box = {}
    def launch():
        box["dw"] = linear_weight_grad(x, dy)
    ref = lambda: x.float().t() @ dy.float()
    return launch, (lambda: box["dw"]), ref, 2 * (T * K_IN + T * N_OUT) + 4 * K_IN * N_OUT, 2 * T * K_IN * N_OUT
