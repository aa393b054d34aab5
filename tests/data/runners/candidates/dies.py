# SPDX-License-Identifier: MIT
"""A plain-Python test task (docs/tasks.md, "Plain-Python tasks"): out = alpha * x + y, on the CPU."""
# lowerscope: editable begin
def scale_add(alpha, x, y, out):
    # Ends the harness process itself (SystemExit is not an Exception): no result is written.
    raise SystemExit(3)
# lowerscope: editable end
