# Frozen: how the operator is called, the call_op() of index_select_cat_perf.py (GEAK-eval), without self.
from kernel import *  # noqa: F403


def call_op(input_tensor):
    output, source, index = input_tensor
    return index_select_cat_fwd(output, source, index)
