# SPDX-License-Identifier: MIT
"""The device to itself while it checks, times or profiles, when several requests share it (docs/runners.md,
"Sharing a GPU").

The batch runner sets LOWERSCOPE_GPU_LOCK to one lock file per device it hands out. Each correctness check,
each timing pass and each profiler run holds the device's lock exclusively (`held`), so no other request's
kernels run inside its timed windows, and each gives the allocator's free memory back before it lets go
(docs/runners.md says what the H200 showed without it). The one call of a case's kernels that compiles them
(and runs an autotuner's benchmarks) and an evidence dump's run hold it shared (`held(shared=True)`): they run
side by side with each other, never beside a check, a timing or a profile. A second lock file (the lock's
path + ".turn") keeps this fair: a request waiting for the device to itself holds it, so no compile that
starts after it can keep it waiting. Without the variable nothing is locked.
"""
import contextlib
import fcntl
import os
import time

ENV = "LOWERSCOPE_GPU_LOCK"
DIR_ENV = "LOWERSCOPE_GPU_LOCK_DIR"  # where the batch runner puts the lock files (default: the bundle)
TURN_SUFFIX = ".turn"


@contextlib.contextmanager
def held(doc=None, shared=False):
    """Holds the device's lock for the block (exclusive unless SHARED); records in DOC['environment'] how
    long it waited."""
    path = os.environ.get(ENV)
    if not path:
        yield
        return
    t0 = time.monotonic()
    with open(path, "a+") as f, open(path + TURN_SUFFIX, "a+") as turn:
        fcntl.flock(turn.fileno(), fcntl.LOCK_EX)
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_SH if shared else fcntl.LOCK_EX)
        finally:
            fcntl.flock(turn.fileno(), fcntl.LOCK_UN)
        if doc is not None:
            env = doc.setdefault("environment", {})
            env["timing_lock"] = True
            key = "compile_lock_wait_s" if shared else "timing_lock_wait_s"
            env[key] = round(env.get(key, 0) + time.monotonic() - t0, 3)
        try:
            yield
        finally:
            fcntl.flock(f.fileno(), fcntl.LOCK_UN)
