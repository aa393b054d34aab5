# SPDX-License-Identifier: MIT
"""A plain-Python test task (docs/tasks.md, "Plain-Python tasks"): out = alpha * x + y, on the CPU."""
# lowerscope: editable begin
def scale_add(alpha, x, y, out):
    # A rewrite: one list comprehension and a slice store instead of an indexed loop.
    out[:] = [alpha * a + b for a, b in zip(x, y)]
# lowerscope: editable end
