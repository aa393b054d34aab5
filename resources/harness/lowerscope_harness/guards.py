# SPDX-License-Identifier: MIT
"""What the device run (device.py) and the plain-Python run (pyrun.py) share to keep the timed path honest
(docs/tasks.md, "The harness"). Standard library only: these parts are tested where there is no torch.

- snapshot()/rebound(): the functions and descriptors of the modules and classes the harness relies on
  (timers, events, the tensor class, ...), taken before the candidate is imported and compared after its
  import, before timing, after timing and after every call. A rebinding is found before it can fake a time.
- Rotation: a function timed on TIMED_SETS input sets in turn (same values, different objects), each call
  prepared outside the timed window: output buffers refilled (NaN or a sentinel) and what the previous call
  on that set returned poisoned, so a call that writes nothing, or returns what it returned before, leaves
  a value the check after timing (check_timed) rejects.
- check_stale(): new values written in place into a timed input set (same objects, same addresses), then one
  call: a result kept by the arguments' identity, address or shape is stale there.
"""

TIMED_SETS = 2           # input sets the timed calls rotate between: a cache of the last input misses every call
STALE_SEED_OFFSET = 7919  # seed offset of the values written in place for the stale check (unlike any case's seed)


def _watched(value):
    """Functions, classes and descriptors: what can be rebound to fake a time or a result. Plain data (flags,
    counters, caches) may change legitimately and is not compared."""
    return callable(value) or hasattr(type(value), "__get__")


def snapshot(objects):
    """{label: module or class} -> what rebound() compares: for a module its watched attributes, for a class
    the watched entries of every class of its method resolution order (object excluded)."""
    snap = []
    for label, obj in objects.items():
        if obj is None:
            continue
        if isinstance(obj, type):
            for klass in obj.__mro__:
                if klass is object:
                    continue
                name = label if klass is obj else f"{label}({klass.__qualname__})"
                snap.append((name, klass, True, {k: v for k, v in vars(klass).items() if _watched(v)}))
        else:
            snap.append((label, obj, False, {k: v for k, v in vars(obj).items() if _watched(v)}))
    return snap


def rebound(snap):
    """'label.name' of every watched attribute replaced or deleted since the snapshot, and of every function or
    descriptor added to a class (a module may gain attributes: lazy submodules and imports do that)."""
    out = []
    for label, obj, is_class, before in snap:
        now = vars(obj)
        for k, v in before.items():
            if k not in now or now[k] is not v:
                out.append(f"{label}.{k}")
        if is_class:
            out.extend(f"{label}.{k}" for k, v in now.items() if k not in before and _watched(v))
    return out


class Rotation:
    """FN called on SETS in turn. before() runs outside the timed window and returns the index of the set the
    next call uses, after prepare(args, previous_return) refilled that set's outputs and poisoned what the
    previous call on it returned; call(i) is the timed call."""

    def __init__(self, fn, sets, prepare):
        self.fn, self.sets, self.prepare = fn, sets, prepare
        self.returned = [None] * len(sets)
        self.calls = 0

    def before(self):
        i = self.calls % len(self.sets)
        self.prepare(self.sets[i], self.returned[i])
        return i

    def call(self, i):
        self.returned[i] = self.fn(self.sets[i])
        self.calls += 1


def check_timed(rot, outputs, ref, compare):
    """(check, message) when the last timed call on some input set did not leave the reference's output REF,
    else None. outputs(ret, args) picks what a call produced; compare(cand, ref) is the runner's comparison."""
    for i, args in enumerate(rot.sets):
        if i >= rot.calls:
            continue
        bad = compare(outputs(rot.returned[i], args), ref)
        if bad:
            return bad[0], f"the last timed call on input set {i + 1} of {len(rot.sets)}: {bad[1]}"
    return None


def check_stale(rot, write_values, new_args, outputs, ref_new, compare):
    """The stale-result check on input set 1 of ROT: prepare() refills its outputs, write_values(args,
    new_args) puts NEW_ARGS' values into the set's inputs in place, one call, compared with REF_NEW (the
    reference's output on NEW_ARGS)."""
    args = rot.sets[0]
    rot.prepare(args, rot.returned[0])
    write_values(args, new_args)
    ret = rot.fn(args)
    bad = compare(outputs(ret, args), ref_new)
    if bad:
        return bad[0], f"new values written into the inputs of a timed call (same objects): {bad[1]}"
    return None


# Timing that stays noisy (device runs; docs/tasks.md, "The harness"). A case whose candidate or initial kernel still
# spreads more than NOISY_REL_IQR (IQR/median) after a timing pass is timed again, up to NOISY_RETIMES times;
# if it stays above, the case says so (timing_noisy) and its speed-up is not a measurement: the result claims
# none and the workspace refuses the round. On the H200 ablation every clean request was at most 0.06 and
# every one a neighbour disturbed at least 0.25.
NOISY_REL_IQR = 0.2
NOISY_RETIMES = 2
SPREAD_OF = ("candidate", "initial")


def spread(stats):
    """The largest IQR/median of the candidate's and the initial kernel's timings (infinite for a median of 0)."""
    return max((s["iqr_ms"] / s["ms"] if s["ms"] > 0 else float("inf")) for n, s in stats.items() if n in SPREAD_OF)


def time_until_clean(timer):
    """TIMER() (one timing pass: {name: {ms, iqr_ms, ...}}) repeated while its spread is above NOISY_REL_IQR,
    at most 1 + NOISY_RETIMES times: the pass with the smallest spread, and how many were made."""
    best, timings = None, 0
    while timings <= NOISY_RETIMES:
        stats = timer()
        timings += 1
        if best is None or spread(stats) < spread(best):
            best = stats
        if spread(best) <= NOISY_REL_IQR:
            break
    return best, timings


def noisy(stats, timings):
    """What a case whose timing stayed noisy records: each timed kernel's IQR/median, the limit, the passes."""
    out = {n: (round(s["iqr_ms"] / s["ms"], 4) if s["ms"] > 0 else None) for n, s in stats.items() if n in SPREAD_OF}
    out.update(limit=NOISY_REL_IQR, timings=timings)
    return out
