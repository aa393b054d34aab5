# SPDX-License-Identifier: MIT
# PyTorch reference of argmax_rows (frozen).
import torch
import torch.nn.functional as F


def reference(x):
    return x.argmax(dim=1)
