# SPDX-License-Identifier: MIT
"""A plain-Python test task (docs/tasks.md, "Plain-Python tasks"): out = alpha * x + y, on the CPU."""
# lowerscope: editable begin
def scale_add(alpha, x, y, out):
    # Forgets alpha on the last element: wrong-result on every case.
    out[:] = [alpha * a + b for a, b in zip(x, y)]
    out[-1] = x[-1] + y[-1]
# lowerscope: editable end
