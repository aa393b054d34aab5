# SPDX-License-Identifier: MIT
"""A plain-Python test task (docs/tasks.md, "Plain-Python tasks"): out = alpha * x + y, on the CPU."""
# lowerscope: editable begin
def scale_add(alpha, x, y, out):
    # Never returns: only a time limit ends it.
    while True:
        pass
# lowerscope: editable end
