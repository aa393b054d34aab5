# SPDX-License-Identifier: MIT
"""One timing at a time per device when several requests share it (docs/runners.md, "Sharing a GPU").

The batch runner sets LOWERSCOPE_GPU_LOCK to one lock file per device it hands out. Requests then import and
compile side by side (each case's kernels are called once, outside the lock, to compile them), but each
correctness check, each timing pass and each profiler run holds the device's lock, so no other request's
kernels run inside its timed windows, and each gives the allocator's free memory back before it lets go
(docs/runners.md says what the H200 showed without it). What still runs beside a timing: the one compile call
of a case, an evidence dump's run. Without the variable nothing is locked.
"""
import contextlib
import fcntl
import os
import time

ENV = "LOWERSCOPE_GPU_LOCK"
DIR_ENV = "LOWERSCOPE_GPU_LOCK_DIR"  # where the batch runner puts the lock files (default: the bundle)


@contextlib.contextmanager
def held(doc=None):
    """Holds the device's lock for the block; records in DOC['environment'] how long it waited."""
    path = os.environ.get(ENV)
    if not path:
        yield
        return
    t0 = time.monotonic()
    with open(path, "a+") as f:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX)
        if doc is not None:
            env = doc.setdefault("environment", {})
            env["timing_lock"] = True
            env["timing_lock_wait_s"] = round(env.get("timing_lock_wait_s", 0) + time.monotonic() - t0, 3)
        try:
            yield
        finally:
            fcntl.flock(f.fileno(), fcntl.LOCK_UN)
