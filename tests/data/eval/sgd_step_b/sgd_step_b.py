import torch
import triton
import triton.language as tl


@triton.jit
def sgd_momentum_kernel(p_ptr, g_ptr, buf_ptr, n, lr, momentum, weight_decay, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    p = tl.load(p_ptr + offs, mask=mask)
    g = tl.load(g_ptr + offs, mask=mask) + weight_decay * p
    b = tl.load(buf_ptr + offs, mask=mask) * momentum + g
    tl.store(buf_ptr + offs, b, mask=mask)
    tl.store(p_ptr + offs, p - lr * b, mask=mask)


class FlatSGD:
    """SGD with momentum over a model's parameters, kept as views of one flat buffer."""

    def __init__(self, shapes, lr=1e-2, momentum=0.9, weight_decay=1e-4):
        sizes = [s[0] * s[1] for s in shapes]
        self.flat_p = torch.randn(sum(sizes), device="cuda")
        self.flat_g = torch.randn(sum(sizes), device="cuda")
        self.flat_buf = torch.zeros(sum(sizes), device="cuda")
        self.params = list(torch.split(self.flat_p, sizes))
        self.grads = list(torch.split(self.flat_g, sizes))
        self.bufs = list(torch.split(self.flat_buf, sizes))
        self.lr, self.momentum, self.weight_decay = lr, momentum, weight_decay

    def step(self):
        BLOCK = 1024
        n = self.flat_p.numel()
        sgd_momentum_kernel[(triton.cdiv(n, BLOCK),)](self.flat_p, self.flat_g, self.flat_buf, n, self.lr, self.momentum,
                                                      self.weight_decay, BLOCK=BLOCK)


def layer_shapes(n_layers, d):
    shapes = []
    for _ in range(n_layers):
        shapes += [(3 * d, d), (1, 3 * d), (d, d), (1, d), (1, d), (1, d), (4 * d, d), (1, 4 * d), (d, 4 * d), (1, d), (1, d), (1, d)]
    return shapes


SIZES = [(4, 256), (24, 512), (12, 768), (48, 256), (32, 384)]


def make(size):
    n_layers, d = size
    opt = FlatSGD(layer_shapes(n_layers, d))
    p0, buf0 = opt.flat_p.clone(), opt.flat_buf.clone()
    def launch():
        opt.flat_p.copy_(p0)
        opt.flat_buf.copy_(buf0)
        opt.step()
    def ref():
        b = buf0 * opt.momentum + opt.flat_g + opt.weight_decay * p0
        return p0 - opt.lr * b
    n = opt.flat_p.numel()
    return launch, (lambda: opt.flat_p), ref, 5 * 4 * n, 6 * n
