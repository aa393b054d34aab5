# Frozen: how the operator is called, the call_op() of flash_decode2_llama_perf.py (GEAK-eval), without self.
from kernel import *  # noqa: F403


def call_op(input_tensor):
    mid_out, mid_out_logexpsum, B_Seqlen, O, block_seq = input_tensor
    return flash_decode_stage2(mid_out, mid_out_logexpsum, B_Seqlen, O, block_seq)
