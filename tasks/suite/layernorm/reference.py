# SPDX-License-Identifier: MIT
# PyTorch reference of layernorm (frozen).
import torch
import torch.nn.functional as F


def reference(x, w, b, eps):
    return F.layer_norm(x.float(), (x.shape[-1],), w.float(), b.float(), eps).to(x.dtype)
