# Frozen: how the operator is called, the call_op() of embedding_triton_kernel_perf.py (GEAK-eval), without self.
from kernel import *  # noqa: F403


def call_op(input_tensor):
    input_ids, weight, vob_start_id, vob_end_id, out = input_tensor
    embedding(input_ids, weight, vob_start_id, vob_end_id, out)
    return out
