# Frozen: how the operator is called, the call_op() of add_example_perf.py (GEAK-eval), without self.
from kernel import *  # noqa: F403


def call_op(input_tensor):
    return add_wrapper(input_tensor[0], input_tensor[1])
