# SPDX-License-Identifier: MIT
"""Plain-Python tasks (backend "python", docs/tasks.md "Plain-Python tasks"): the kernel and the reference are
standard-library Python run on the CPU, arguments are (nested) lists of numbers. They exist so that the
runners, the harness's plumbing and the result format are tested where there is no torch and no GPU (CI).
They say nothing about Triton kernels.

The same order as a device run: format and hashes, the static checks (all but no-triton-launch, which a
plain-Python kernel cannot meet), correctness on every case (inputs unmodified, same structure, no NaN, not
constant where the reference is not, within tolerance), timing with time.perf_counter (candidate, reference
and initial in turn, each on guards.TIMED_SETS input sets in turn, outputs refilled before every call), the
output of the last timed calls checked, new values written into a timed input set for one more checked call
(the stale check), correctness again on fresh inputs. The functions of the modules timing relies on are
compared with a snapshot after the candidate's import, before and after timing and after every call
(guards.py). Standard library only.
"""
import builtins
import contextlib
import copy
import math
import os
import random
import statistics
import sys
import time

from . import gpulock, guards, static, taskfmt
from . import result as results

_perf_counter = time.perf_counter  # taken before any candidate is imported: a rebinding does not reach timing

TARGET_S = 0.05          # wall time one timing round aims at
MIN_REPS, MAX_REPS = 5, 200
STABLE_REL_IQR = 0.05
MAX_ROUNDS = 3
RECHECK_SEED_OFFSET = 1000003  # as the device run: inputs no earlier call has seen
INT_SENTINEL = -(2 ** 62)  # what integer outputs hold before a timed call: a value no real output of these tasks has


def watched_objects():
    """The modules the plain-Python run relies on (timing, statistics, comparison, the harness itself)."""
    objs = {"time": time, "math": math, "statistics": statistics, "copy": copy, "random": random, "builtins": builtins}
    objs.update({name: mod for name, mod in sys.modules.items() if name.startswith("lowerscope_harness") and mod})
    return objs


def _rebound(snap, when):
    names = guards.rebound(snap)
    return ("timer-patch", f"{when} replaced {', '.join(sorted(names)[:8])}") if names else None


def _value(init, spec, rng, i, is_float):
    if init == "randn":
        v = rng.gauss(0.0, 1.0)
    elif init == "rand":
        v = rng.random()
    elif init == "randint":
        v = rng.randrange(spec.get("low", 0), spec["high"])
    elif init in ("zeros", "empty"):
        v = 0
    elif init == "ones":
        v = 1
    elif init == "full":
        v = spec["value"]
    elif init == "arange":
        v = spec.get("start", 0) + i * spec.get("step", 1)
    else:
        raise ValueError(f"unknown init {init}")
    return float(v) if is_float else int(v)


def _nest(flat, shape):
    if len(shape) <= 1:
        return flat
    step = len(flat) // shape[0] if shape[0] else 0
    return [_nest(flat[k * step:(k + 1) * step], shape[1:]) for k in range(shape[0])]


def make_args(case, seed):
    """Fresh arguments of one case: lists of numbers from the seed; output buffers filled with NaN."""
    rng = random.Random(seed)
    out = []
    for spec in case["args"]:
        if "value" in spec:
            out.append(spec["value"])
            continue
        shape = spec["shape"]
        n = math.prod(shape)
        is_float = spec["dtype"] in taskfmt.FLOAT_DTYPES
        if spec["init"] == "tensor":
            flat = [float(v) if is_float else int(v) for v in spec["data"]]
        elif spec["init"] == "randperm":
            flat = list(range(n))
            rng.shuffle(flat)
        else:
            flat = [_value(spec["init"], spec, rng, i, is_float) for i in range(n)]
        if "scale" in spec or "offset" in spec:
            flat = [v * spec.get("scale", 1) + spec.get("offset", 0) for v in flat]
        if spec.get("role", "input") == "output" and is_float:
            flat = [math.nan] * n
        out.append(_nest(flat, shape))
    return out


def _flat(value):
    if isinstance(value, (list, tuple)):
        return [x for v in value for x in _flat(v)]
    return [value]


def structure(value):
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, tuple(structure(v) for v in value))
    if isinstance(value, bool):
        return ("bool",)
    if isinstance(value, (int, float)):
        return ("number",)
    return (type(value).__name__,)


def outputs_of(ret, args, case):
    if ret is not None:
        if case.get("outputs") == "both":
            return (ret, tuple(a for a, s in zip(args, case["args"]) if s.get("role") in ("output", "inout")))
        return ret
    outs = [a for a, s in zip(args, case["args"]) if s.get("role") in ("output", "inout")]
    return outs[0] if len(outs) == 1 else tuple(outs)


def compare(task, cand, ref, dtype):
    """None when cand matches ref, else (check, message); the same checks as the device run's compare()."""
    if structure(cand) != structure(ref):
        return "output-structure", "the output structure differs from the reference's"
    c, r = _flat(cand), _flat(ref)
    if not c:
        return None
    is_float = any(isinstance(x, float) for x in r)
    if is_float and any(isinstance(x, float) and math.isnan(x) for x in r):
        return "reference-nan", "the reference itself holds NaN"
    nans = sum(1 for x in c if isinstance(x, float) and math.isnan(x))
    if nans:
        return "nan-output", f"{nans} of {len(c)} values are NaN (unwritten or invalid)"
    if len(c) > 1 and all(x == c[0] for x in c) and not all(x == r[0] for x in r):
        what = "all zeros" if c[0] == 0 else f"constant {c[0]:g}"
        return "constant-output", f"the output is {what} where the reference's is not"
    if is_float:
        tol = taskfmt.tolerance(task, dtype)
        bad = [abs(a - b) for a, b in zip(c, r) if not abs(a - b) <= tol["atol"] + tol["rtol"] * abs(b)]
        if bad:
            return "wrong-result", (f"{len(bad)} of {len(c)} values outside atol={tol['atol']} rtol={tol['rtol']} "
                                    f"(max abs error {max(bad):.3g})")
    elif c != r:
        return "wrong-result", f"{sum(1 for a, b in zip(c, r) if a != b)} of {len(c)} values differ"
    return None


def _dtype(case):
    for spec in case["args"]:
        if spec.get("role") in ("output", "inout") and "dtype" in spec:
            return spec["dtype"]
    return "float64"


def check_case(task, case, seed, cand_fn, ref_fn, snap):
    ref_args = make_args(case, seed)
    ref = outputs_of(ref_fn(ref_args), ref_args, case)
    args = make_args(case, seed)
    inputs = [(i, copy.deepcopy(a)) for i, (a, s) in enumerate(zip(args, case["args"]))
              if "value" not in s and s.get("role", "input") == "input"]
    cand = outputs_of(cand_fn(args), args, case)
    bad = _rebound(snap, "the call")
    if bad:
        return bad
    for i, before in inputs:
        if args[i] != before:
            return "input-modified", f"argument {i} (an input) was modified by the call"
    return compare(task, cand, ref, _dtype(case))


def _callable(task, path, tag):
    fn = getattr(taskfmt.load_module(path, f"ls_py_{tag}"), task["entry"][0])
    return lambda args: fn(*args)


def _poison(value, keep):
    """Overwrite the numbers of the lists in VALUE in place (floats NaN, integers INT_SENTINEL), except lists
    whose id is in KEEP (the inputs: a call may return one of them)."""
    if isinstance(value, list) and id(value) not in keep:
        for k, v in enumerate(value):
            if isinstance(v, (list, tuple)):
                _poison(v, keep)
            elif isinstance(v, float):
                value[k] = math.nan
            elif isinstance(v, int) and not isinstance(v, bool):
                value[k] = INT_SENTINEL
    elif isinstance(value, tuple):
        for v in value:
            _poison(v, keep)


def _list_ids(value):
    return {id(value)} | {i for v in value for i in _list_ids(v)} if isinstance(value, list) else set()


def _assign(dst, src):
    """Copy SRC's numbers into the nested lists DST in place (every list keeps its identity)."""
    for k, v in enumerate(src):
        if isinstance(v, list):
            _assign(dst[k], v)
        else:
            dst[k] = v


def _preparer(case):
    """guards.Rotation's prepare for CASE: outputs refilled, inouts restored to their first values, and what the
    previous call on the set returned poisoned."""
    masters = {}

    def prepare(args, previous):
        master = masters.setdefault(id(args), [copy.deepcopy(a) for a in args])
        keep = set()
        for a, s, first in zip(args, case["args"], master):
            role = s.get("role", "input")
            if "value" in s:
                continue
            if role == "inout":
                _assign(a, first)
            if role in ("input", "inout"):
                keep |= _list_ids(a)
        for a, s in zip(args, case["args"]):
            if "value" not in s and s.get("role") == "output":
                _poison(a, set())
        if previous is not None:
            _poison(previous, keep)
    return prepare


def _write_inputs(case):
    def write(args, new_args):
        for a, b, s in zip(args, new_args, case["args"]):
            if "value" not in s and s.get("role", "input") in ("input", "inout"):
                _assign(a, b)
    return write


def time_alternating(rots):
    """Median and IQR (ms) of each guards.Rotation, called in turn with the order rotating; each call's
    preparation (refilled outputs) is outside its timed window."""
    names = list(rots)
    t0 = _perf_counter()
    for n in names:  # warm-up, and the cost of one call
        rots[n].call(rots[n].before())
    per_call = max((_perf_counter() - t0) / len(names), 1e-6)
    reps = int(min(MAX_REPS, max(MIN_REPS, TARGET_S / (per_call * len(names)))))
    samples = {n: [] for n in names}
    for rnd in range(1, MAX_ROUNDS + 1):
        for k in range(reps):
            for n in names[k % len(names):] + names[:k % len(names)]:
                i = rots[n].before()
                s = _perf_counter()
                rots[n].call(i)
                samples[n].append((_perf_counter() - s) * 1e3)
        stats = {}
        for n in names:
            q = statistics.quantiles(samples[n], n=4)
            stats[n] = {"ms": statistics.median(samples[n]), "iqr_ms": q[2] - q[0], "reps": len(samples[n]), "rounds": rnd}
        if all(s["iqr_ms"] <= STABLE_REL_IQR * s["ms"] for s in stats.values()):
            break
    return stats


def _time_case(task, case, entry, cand_fn, ref_fn, init_fn, snap):
    """Times the case; (check, message) when the timed path was tampered with or its calls' outputs are wrong."""
    bad = _rebound(snap, "before timing, the candidate")
    if bad:
        return bad
    seed = case["seed"]
    fns = {"candidate": cand_fn, "reference": ref_fn}
    if init_fn is not None:
        fns["initial"] = init_fn
    # The candidate rotates between input sets; the frozen reference and initial kernel need not.
    rots = {n: guards.Rotation(f, [make_args(case, seed) for _ in range(guards.TIMED_SETS if n == "candidate" else 1)],
                               _preparer(case)) for n, f in fns.items()}
    st = time_alternating(rots)
    bad = _rebound(snap, "during timing, the candidate")
    if bad:
        return bad
    outputs = lambda ret, args: outputs_of(ret, args, case)  # noqa: E731
    same = lambda cand, ref: compare(task, cand, ref, _dtype(case))  # noqa: E731
    ref_args = make_args(case, seed)
    bad = guards.check_timed(rots["candidate"], outputs, outputs_of(ref_fn(ref_args), ref_args, case), same)
    if bad:
        return bad
    new_seed = seed + guards.STALE_SEED_OFFSET
    new_args, ref_args = make_args(case, new_seed), make_args(case, new_seed)
    bad = guards.check_stale(rots["candidate"], _write_inputs(case), new_args, outputs,
                             outputs_of(ref_fn(ref_args), ref_args, case), same)
    if bad:
        return bad
    base = st.get("initial", st["candidate"])
    c = st["candidate"]
    entry.update({"ms": c["ms"], "iqr_ms": c["iqr_ms"], "reps": c["reps"], "rounds": c["rounds"],
                  "reference_ms": st["reference"]["ms"], "reference_iqr_ms": st["reference"]["iqr_ms"],
                  "initial_ms": base["ms"], "initial_iqr_ms": base["iqr_ms"], "initial_timed": "same-request",
                  "speedup": base["ms"] / c["ms"] if c["ms"] > 0 else None,
                  "speedup_vs_reference": st["reference"]["ms"] / c["ms"] if c["ms"] > 0 else None})
    return None


def run(folder, candidate_path, out_path, timing=True):
    """The whole validation of one candidate of a plain-Python task; writes the result JSON and returns it."""
    task, candidate_path, doc, finished = static.precheck(folder, candidate_path, out_path, require_launch=False)
    if finished:
        return doc
    doc["environment"] = {"python": sys.version.split()[0], "device": "cpu"}
    snap = guards.snapshot(watched_objects())  # before the candidate (or anything it brings) is imported
    initial_path = os.path.join(folder, task["initial"])
    is_initial = os.path.realpath(candidate_path) == os.path.realpath(initial_path)
    try:
        ref = task["reference"]
        ref_mod = taskfmt.load_module(os.path.join(folder, ref["file"]), "ls_py_reference")
        ref_fn_raw = getattr(ref_mod, ref["function"])
        ref_fn = lambda args: ref_fn_raw(*args)  # noqa: E731
        cand_fn = _callable(task, candidate_path, "candidate")
        init_fn = None if is_initial else _callable(task, initial_path, "initial")
    except Exception as e:  # noqa: BLE001  a candidate that does not even import
        return results.failed_import(doc, out_path, e)
    bad = _rebound(snap, "importing the candidate")
    if bad:
        results.reject(doc, "rejected", *bad)
        results.write(results.finish(doc), out_path)
        return doc
    passes = [("", 0)] + ([("after timing: ", RECHECK_SEED_OFFSET)] if timing else [])
    for label, offset in passes:
        # The timing pass holds the device's lock when requests share the machine (gpulock).
        with gpulock.held(doc) if offset else contextlib.nullcontext():
            for k, case in enumerate(task["cases"]):
                if not offset:
                    doc["cases"].append({"case": case.get("name", f"case{k}"), "correct": False, "error": None})
                entry = doc["cases"][k]
                try:
                    bad = _time_case(task, case, entry, cand_fn, ref_fn, init_fn, snap) if offset else None
                    bad = bad or check_case(task, case, case["seed"] + offset, cand_fn, ref_fn, snap)
                except Exception as e:  # noqa: BLE001
                    bad = results.exception(e)
                if offset:
                    entry["rechecked"] = bad is None
                entry["correct"] = bad is None
                if bad:
                    results.reject_case(doc, entry, bad, label)
                    break
            if doc["verdict"] is not None:
                break
    results.finish(doc)
    results.write(doc, out_path)
    return doc
