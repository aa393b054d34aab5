# SPDX-License-Identifier: MIT
"""A plain-Python test task (docs/tasks.md, "Plain-Python tasks"): out = alpha * x + y, on the CPU."""
# lowerscope: editable begin
def scale_add(alpha, x, y, out):
    for i in range(len(x)):
        out[i] = alpha * x[i] + y[i]
# lowerscope: editable end
