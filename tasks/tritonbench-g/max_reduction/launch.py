# Frozen: how the operator is called, the call_op() of max_reduction_perf.py (GEAK-eval), without self.
from kernel import *  # noqa: F403


def call_op(input_tensor):
    return max_dim(input_tensor, dim=1)
