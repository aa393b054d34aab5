# SPDX-License-Identifier: MIT
"""Lowerscope's operator-task harness.

Pure-Python parts (standard library only, tested in CI): the task format (taskfmt), the static checks
(static), the TritonBench-G reader (tbparse) and result writing (result). The device parts (device,
evidence, selftest) import torch and triton, or torch_npu on Ascend, only when they run.
"""
FORMAT_VERSION = 1
