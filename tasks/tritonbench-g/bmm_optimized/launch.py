# Frozen: how the operator is called, the call_op() of bmm_optimized_perf.py (GEAK-eval), without self.
from kernel import *  # noqa: F403


def call_op(input_tensor):
    A, B = input_tensor
    return bmm(A, B)
