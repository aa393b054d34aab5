# Frozen: how the operator is called, the call_op() of matrix_vector_multip_perf.py (GEAK-eval), without self.
from kernel import *  # noqa: F403


def call_op(input_tensor):
    matrix, vector = input_tensor
    return mv(matrix, vector)
