# Frozen: how the operator is called, the call_op() of triton_matmul_perf.py (GEAK-eval), without self.
from kernel import *  # noqa: F403


def call_op(input_tensor):
    a, b = input_tensor
    return matmul(a, b)
