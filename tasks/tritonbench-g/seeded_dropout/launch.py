# Frozen: how the operator is called, the call_op() of seeded_dropout_perf.py (GEAK-eval), without self.
from kernel import *  # noqa: F403


def call_op(input_tensor):
    p = 0.5
    seed = 12345
    return seeded_dropout(input_tensor, p, seed)
