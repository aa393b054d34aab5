# SPDX-License-Identifier: MIT
"""A plain-Python test task (docs/tasks.md, "Plain-Python tasks"): out = alpha * x + y, on the CPU."""
# lowerscope: editable begin
def scale_add(alpha, x, y, out):
    # Correct, but takes seconds per call (so a cancel finds it running).
    for _ in range(50000):
        for i in range(len(x)):
            out[i] = alpha * x[i] + y[i]
# lowerscope: editable end
