# SPDX-License-Identifier: MIT
"""Runs one candidate of one task on the device: correctness on every case, then timing, then correctness
again. Needs torch and triton (CUDA) or torch_npu (Ascend). Each candidate runs in its own process
(`python3 -m lowerscope_harness run`), so nothing it leaves behind reaches the next one.

The timed path is guarded as in the plain-Python run (guards.py): the functions and descriptors of the
modules and classes timing relies on are snapshotted before the candidate is imported and compared after its
import, after every call, before and after timing; timing uses the functions taken then (events, record,
elapsed_time, synchronize, perf_counter); the candidate rotates between guards.TIMED_SETS input sets, its
output buffers refilled with NaN (integers: the dtype's minimum) and what it returned before poisoned ahead
of each call, outside the timed window; the last timed call on each set is checked against the reference,
then new values are written into a timed set's inputs in place for one more checked call (the stale check).

Ascend: written from the torch_npu documentation (torch.npu mirrors torch.cuda: Event, synchronize,
current_stream, Generator); it has not run on Ascend hardware here.
"""
import math
import os
import statistics
import sys
import time

import torch

from . import gpulock, guards, taskfmt
from . import result as results

_perf_counter = time.perf_counter  # taken before any candidate is imported: a rebinding does not reach timing

TIMED_TARGET_S = 0.1    # wall time one timing round aims at
MIN_REPS, MAX_REPS = 10, 500
STABLE_REL_IQR = 0.05   # a round is stable when IQR/median is below this
CHUNK = 1 << 26         # elements compared at a time
MAX_ROUNDS = 3


# Cycles the stream is held busy after the L2 flush (Device.flush_l2): about 50 µs at the H200's 1.98 GHz, more
# than the host needs to enqueue an event and a Triton launch.
PAD_CYCLES = 100_000


class Device:
    """The accelerator behind torch: CUDA through torch.cuda, Ascend through torch_npu's torch.npu."""

    def __init__(self):
        if torch.cuda.is_available():
            self.kind, self.mod, self.name = "cuda", torch.cuda, "cuda"
            props = torch.cuda.get_device_properties(0)
            self.l2_bytes = getattr(props, "L2_cache_size", 0) or 64 << 20
            self.device_name = props.name
        else:
            import torch_npu  # noqa: F401  (registers torch.npu)
            self.kind, self.mod, self.name = "npu", torch.npu, "npu"
            # torch_npu documents no L2 size property: flush with a buffer larger than any Ascend L2 (192 MB).
            self.l2_bytes = 192 << 20
            self.device_name = torch.npu.get_device_name(0)
        # Read, never written after this: a flush that reads it leaves no dirty lines of its own (flush_l2).
        self.flush_buffer = torch.zeros(int(self.l2_bytes * 2) // 4, dtype=torch.int32, device=self.name)
        self.flush_sink = torch.zeros((), dtype=torch.int64, device=self.name)
        # What the candidate must leave alone; compared after every call.
        self.pristine = {"synchronize": self.mod.synchronize, "Event": self.mod.Event,
                         "elapsed_time": self.mod.Event.elapsed_time, "record": self.mod.Event.record,
                         "perf_counter": time.perf_counter, "current_stream": self.mod.current_stream}
        self.stream = self.mod.current_stream()
        self.snap = guards.snapshot(self.watched())

    def watched(self):
        """The modules and classes the harness relies on: a candidate that rebinds any of their functions or
        descriptors (Event.elapsed_time, Tensor methods, JITFunction.run, time.perf_counter) is rejected."""
        objs = {"torch": torch, f"torch.{self.kind}": self.mod, "time": time, "math": math, "statistics": statistics,
                "torch.Tensor": torch.Tensor, "torch.Generator": torch.Generator, f"torch.{self.kind}.Event": self.mod.Event,
                f"torch.{self.kind}.Stream": getattr(self.mod, "Stream", None)}
        try:
            import triton
            from triton.runtime import autotuner, jit
            objs.update({"triton": triton, "triton.runtime.jit.JITFunction": jit.JITFunction,
                         "triton.runtime.autotuner.Autotuner": getattr(autotuner, "Autotuner", None)})
        except ImportError:  # Ascend without triton: nothing of it to guard
            pass
        objs.update({name: mod for name, mod in sys.modules.items() if name.startswith("lowerscope_harness") and mod})
        return objs

    def sync(self):
        self.pristine["synchronize"]()

    def release(self):
        """Gives the caching allocator's free blocks back to the device, so that requests sharing it do not run
        out of memory for what this one no longer holds. After a kernel fault it does nothing (the fault is
        reported where it happened)."""
        try:
            self.sync()
            self.mod.empty_cache()
        except Exception:  # noqa: BLE001
            pass

    def patched(self):
        return sorted(guards.rebound(self.snap))

    def stream_changed(self):
        return self.pristine["current_stream"]() != self.stream

    def flush_l2(self):
        """Before each timed call, outside its window: the L2 flushed, then (CUDA) the stream held busy for about
        50 µs (PAD_CYCLES) so that the host enqueues the start event and the candidate's launch while the GPU is
        still working: the window then holds the kernel, not the host's launch latency. Without the pad a short
        kernel was charged that latency whenever the host fell behind (on the H200, 8 suite operators, 40 cases,
        against the frozen log: 7 cases more than 10 % slower with the harness of ab3a8dd, up to 2.9x; with the
        pad none, max 1.017x, geometric mean 0.961).

        The flush reads a buffer twice the L2 size and writes 8 bytes: the lines it brings in are clean, and the
        dirty lines the previous call left are written back during the flush, outside the window. (It used to
        write the buffer, which left the L2 full of dirty lines whose write-back landed in the next timed call:
        about 12-14 µs per call on the H200. measure_flush_residue() times an empty kernel after each flush.)"""
        torch.sum(self.flush_buffer, dim=0, out=self.flush_sink)
        if self.kind == "cuda" and hasattr(torch.cuda, "_sleep"):
            torch.cuda._sleep(PAD_CYCLES)

    def versions(self):
        out = {"python": sys.version.split()[0], "torch": torch.__version__, "device": self.device_name}
        if self.kind == "cuda":
            import triton
            out["triton"] = triton.__version__
            out["cuda"] = torch.version.cuda
            try:
                import subprocess
                out["driver"] = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                                               capture_output=True, text=True, timeout=20).stdout.strip()
            except (OSError, subprocess.SubprocessError):
                out["driver"] = None
        else:
            import torch_npu
            out["torch_npu"] = torch_npu.__version__
            try:
                import triton
                out["triton"] = triton.__version__
            except ImportError:
                out["triton"] = None
        return out


def measure_flush_residue(reps=200):
    """Median (µs) of an empty Triton kernel timed alone after no flush, after the read flush (flush_l2) and
    after the write flush the harness used before (zero_ of the same buffer), each followed by the pad: what a
    flush leaves in the next timed window. A dict with the three medians and the device."""
    import triton

    from . import _empty_kernel
    dev = Device()
    probe = torch.zeros(1, dtype=torch.int32, device=dev.name)
    Event, record, elapsed = dev.pristine["Event"], dev.pristine["record"], dev.pristine["elapsed_time"]

    def pad():
        if hasattr(torch.cuda, "_sleep"):
            torch.cuda._sleep(PAD_CYCLES)

    flushes = {"none": pad, "read": dev.flush_l2, "write": lambda: (dev.flush_buffer.zero_(), pad())}
    out = {"device": dev.device_name, "l2_bytes": dev.l2_bytes, "reps": reps, "triton": triton.__version__}
    for _ in range(3):
        _empty_kernel.empty[(1,)](probe)
    dev.sync()
    for name, flush in flushes.items():
        times = []
        for _ in range(reps):
            flush()
            s, e = Event(enable_timing=True), Event(enable_timing=True)
            record(s)
            _empty_kernel.empty[(1,)](probe)
            record(e)
            times.append((s, e))
        dev.sync()
        vals = sorted(elapsed(s, e) * 1e3 for s, e in times)
        out[f"{name}_us"] = statistics.median(vals)
        out[f"{name}_iqr_us"] = _percentile(vals, 0.75) - _percentile(vals, 0.25)
    dev.flush_buffer.zero_()  # the write flush dirtied it: back to what flush_l2 expects
    dev.sync()
    out["read_residue_us"] = out["read_us"] - out["none_us"]
    out["write_residue_us"] = out["write_us"] - out["none_us"]
    return out


DTYPE = {"float16": torch.float16, "bfloat16": torch.bfloat16, "float32": torch.float32, "float64": torch.float64,
         "int8": torch.int8, "uint8": torch.uint8, "int16": torch.int16, "int32": torch.int32, "int64": torch.int64,
         "bool": torch.bool}


def make_args(case, seed, dev):
    """Fresh inputs of one case: random data from the seed, output buffers filled with NaN."""
    gen = torch.Generator(device=dev.name)
    gen.manual_seed(seed)
    out = []
    for spec in case["args"]:
        if "value" in spec:
            out.append(spec["value"])
            continue
        if "like" in spec:
            src = out[spec["like"]]
            shape, dtype = list(src.shape), spec.get("dtype") and DTYPE[spec["dtype"]] or src.dtype
        else:
            shape, dtype = spec["shape"], DTYPE[spec["dtype"]]
        init = spec["init"]
        kw = dict(device=dev.name, dtype=dtype)
        if init == "randn":
            t = torch.randn(shape, generator=gen, **kw)
        elif init == "rand":
            t = torch.rand(shape, generator=gen, **kw)
        elif init == "randint":
            t = torch.randint(spec.get("low", 0), spec["high"], shape, generator=gen, **kw)
        elif init == "zeros" or init == "empty":
            t = torch.zeros(shape, **kw)
        elif init == "ones":
            t = torch.ones(shape, **kw)
        elif init == "full":
            t = torch.full(shape, spec["value"], **kw)
        elif init == "arange":
            start, step = spec.get("start", 0), spec.get("step", 1)
            t = torch.arange(start, start + shape[0] * step, step, **kw)[:shape[0]].reshape(shape)
        elif init == "randperm":
            t = torch.randperm(shape[0], generator=gen, **kw)
        elif init == "tensor":
            t = torch.tensor(spec["data"], **kw).reshape(shape)
        else:
            raise ValueError(f"unknown init {init}")
        if "scale" in spec:
            t = t * spec["scale"]
        if "offset" in spec:
            t = t + spec["offset"]
        if spec.get("permute"):
            t = t.permute(*spec["permute"])  # a non-contiguous view, as some cases need
            if spec.get("contiguous"):
                t = t.contiguous()
        if spec.get("role", "input") == "output" and t.is_floating_point():
            t.fill_(float("nan"))
        out.append(t)
    return out


def callable_for(task, folder, kernel_path, tag):
    """A function args -> outputs that runs the kernel at kernel_path the way the task says."""
    kmod = taskfmt.load_module(kernel_path, f"ls_kernel_{tag}")
    call = task.get("call")
    if call:
        cmod = taskfmt.load_module(os.path.join(folder, call["file"]), f"ls_call_{tag}", kmod)
        fn = getattr(cmod, call["function"])
        if call.get("pack", "tuple") == "single":
            return lambda args: fn(args[0])
        return lambda args: fn(tuple(args))
    fn = getattr(kmod, task["entry"][0])
    return lambda args: fn(*args)


def reference_for(task, folder, dev):
    ref = task["reference"]
    if ref["kind"] == "torch":
        mod = taskfmt.load_module(os.path.join(folder, ref["file"]), "ls_reference")
        fn = getattr(mod, ref["function"])
        return lambda args: fn(*args)
    return callable_for(task, folder, os.path.join(folder, task["initial"]), "initial")


def outputs_of(ret, args, case):
    """What a call produced: its return value, or its output buffers when it returns nothing; both (a pair)
    when calibration found that the operator returns a value and also writes arguments (case `outputs: both`)."""
    outs = [a for a, s in zip(args, case["args"]) if s.get("role") in ("output", "inout")]
    if ret is not None:
        if case.get("outputs") == "both":
            return (ret, tuple(outs))
        return ret
    return outs[0] if len(outs) == 1 else tuple(outs)


def structure(value):
    """The output structure that must match exactly: types, keys, shapes and dtypes."""
    if isinstance(value, torch.Tensor):
        return ("tensor", tuple(value.shape), str(value.dtype))
    if isinstance(value, dict):
        return ("dict", tuple((k, structure(v)) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))))
    if isinstance(value, (list, tuple)):
        return (type(value).__name__ if not hasattr(value, "_fields") else "namedtuple",
                tuple(structure(v) for v in value))
    if value is None:
        return ("none",)
    return ("scalar", type(value).__name__)


def tensors_of(value):
    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, dict):
        return [t for k in sorted(value, key=str) for t in tensors_of(value[k])]
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in tensors_of(v)]
    return []


def compare(task, cand, ref):
    """None when cand matches ref, else (check, message)."""
    if structure(cand) != structure(ref):
        return "output-structure", f"output structure {structure(cand)} differs from the reference's {structure(ref)}"
    for i, (c, r) in enumerate(zip(tensors_of(cand), tensors_of(ref))):
        if c.numel() == 0:
            continue
        if c.is_floating_point():
            if torch.isnan(r).any():
                return "reference-nan", f"output {i}: the reference itself holds NaN"
            if torch.isnan(c).any():
                n = int(torch.isnan(c).sum())
                return "nan-output", f"output {i}: {n} of {c.numel()} values are NaN (unwritten or invalid)"
            c0, r0 = c.flatten()[0], r.flatten()[0]
            if c.numel() > 1 and bool((c == c0).all()) and not bool((r == r0).all()):
                what = "all zeros" if float(c0) == 0.0 else f"constant {float(c0):g}"
                return "constant-output", f"output {i} is {what} where the reference's is not"
            tol = taskfmt.tolerance(task, str(r.dtype).replace("torch.", ""))
            nbad, worst = 0, 0.0
            cflat, rflat = c.reshape(-1), r.reshape(-1)
            for s in range(0, cflat.numel(), CHUNK):  # in chunks: outputs of several GB must not double in memory
                cf = cflat[s:s + CHUNK].to(torch.float64 if c.dtype == torch.float64 else torch.float32)
                rf = rflat[s:s + CHUNK].to(cf.dtype)
                diff = (cf - rf).abs()
                bad = (diff > (tol["atol"] + tol["rtol"] * rf.abs())) | (torch.isfinite(cf) != torch.isfinite(rf))
                nbad += int(bad.sum())
                worst = max(worst, float(torch.nan_to_num(diff, nan=0.0, posinf=0.0).max()))
            if nbad:
                return "wrong-result", (f"output {i}: {nbad} of {c.numel()} values outside atol={tol['atol']} "
                                        f"rtol={tol['rtol']} (max abs error {worst:.3g})")
        else:
            if c.numel() > 1 and bool((c == c.flatten()[0]).all()) and not bool((r == r.flatten()[0]).all()):
                return "constant-output", f"output {i} is constant where the reference's is not"
            if not torch.equal(c, r):
                return "wrong-result", f"output {i}: {int((c != r).sum())} of {c.numel()} values differ"
    return None


def _snapshot(args, case):
    return [(i, a.clone()) for i, (a, s) in enumerate(zip(args, case["args"]))
            if isinstance(a, torch.Tensor) and s.get("role", "input") == "input"]


def _modified(args, snap):
    for i, before in snap:
        after = args[i]
        same = torch.equal(after, before) if not after.is_floating_point() else \
            bool(((after == before) | (torch.isnan(after) & torch.isnan(before))).all())
        if not same:
            return i
    return None


def check_case(task, case, seed, cand_fn, ref_fn, dev):
    """(check, message) when the candidate fails this case with these fresh inputs, else None."""
    ref_args = make_args(case, seed, dev)
    ref = outputs_of(ref_fn(ref_args), ref_args, case)
    args = make_args(case, seed, dev)
    snap = _snapshot(args, case)
    dev.sync()
    cand = outputs_of(cand_fn(args), args, case)
    dev.sync()
    bad = _rebound(dev, "the call")
    if bad:
        return bad
    if dev.stream_changed():
        return "extra-stream", "the call left another stream current"
    i = _modified(args, snap)
    if i is not None:
        return "input-modified", f"argument {i} (an input) was modified by the call"
    return compare(task, cand, ref)


def _rebound(dev, when):
    names = dev.patched()
    return ("timer-patch", f"{when} replaced {', '.join(names[:8])}") if names else None


def _storage(t):
    return t.untyped_storage().data_ptr()


def _poison(t):
    """Overwrite a tensor a call must write: NaN for floating point, the dtype's minimum for integers, True for
    booleans. A tensor that cannot be written as a whole (an expanded view) is left alone."""
    try:
        if t.is_floating_point() or t.is_complex():
            t.fill_(float("nan"))
        elif t.dtype == torch.bool:
            t.fill_(True)
        else:
            t.fill_(torch.iinfo(t.dtype).min)
    except RuntimeError:
        pass


def _preparer(case):
    """guards.Rotation's prepare for CASE: output buffers poisoned, inouts restored to their first values, and
    what the previous call on the set returned poisoned (unless it is an input's storage)."""
    masters = {}

    def prepare(args, previous):
        with torch.no_grad():
            if id(args) not in masters:
                masters[id(args)] = {i: a.clone() for i, (a, s) in enumerate(zip(args, case["args"]))
                                     if isinstance(a, torch.Tensor) and s.get("role") == "inout"}
            for i, first in masters[id(args)].items():
                args[i].copy_(first)
            for a, s in zip(args, case["args"]):
                if isinstance(a, torch.Tensor) and s.get("role") == "output":
                    _poison(a)
            if previous is not None:
                keep = {_storage(a) for a, s in zip(args, case["args"])
                        if isinstance(a, torch.Tensor) and s.get("role", "input") in ("input", "inout")}
                for t in tensors_of(previous):
                    if _storage(t) not in keep:
                        _poison(t)
    return prepare


def _write_inputs(case):
    def write(args, new_args):
        with torch.no_grad():
            for a, b, s in zip(args, new_args, case["args"]):
                if isinstance(a, torch.Tensor) and s.get("role", "input") in ("input", "inout"):
                    a.copy_(b)
    return write


def _percentile(sorted_vals, q):
    k = (len(sorted_vals) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return sorted_vals[lo] + (sorted_vals[hi] - sorted_vals[lo]) * (k - lo)


def time_alternating(rots, dev):
    """Median and IQR (ms) of each guards.Rotation, called in turn (rotating order); before each call, outside
    the timed window, its set is prepared and the L2 flushed. Rounds repeat until every IQR/median is below
    STABLE_REL_IQR. Events, record, elapsed_time and the clock are the ones taken before the candidate ran."""
    names = list(rots)
    Event, record, elapsed = dev.pristine["Event"], dev.pristine["record"], dev.pristine["elapsed_time"]
    t0 = _perf_counter()
    calls = 0
    while calls < 3 * len(names) or _perf_counter() - t0 < 0.05:  # warm-up
        for n in names:
            rots[n].call(rots[n].before())
        calls += len(names)
        if calls > 200:
            break
    dev.sync()
    per_call = max((_perf_counter() - t0) / calls, 1e-6)
    reps = int(min(MAX_REPS, max(MIN_REPS, TIMED_TARGET_S / (per_call * len(names)))))
    samples = {n: [] for n in names}
    rounds = 0
    while True:
        rounds += 1
        events = []
        for r in range(reps):
            order = names[r % len(names):] + names[:r % len(names)]
            for n in order:
                i = rots[n].before()
                dev.flush_l2()
                s, e = Event(enable_timing=True), Event(enable_timing=True)
                record(s)
                rots[n].call(i)
                record(e)
                events.append((n, s, e))
        dev.sync()
        for n, s, e in events:
            samples[n].append(elapsed(s, e))
        stats = {}
        for n in names:
            v = sorted(samples[n])
            med = statistics.median(v)
            stats[n] = {"ms": med, "iqr_ms": _percentile(v, 0.75) - _percentile(v, 0.25), "reps": len(v)}
        if rounds >= MAX_ROUNDS or all(s["iqr_ms"] <= STABLE_REL_IQR * s["ms"] for s in stats.values()):
            for s in stats.values():
                s["rounds"] = rounds
            return stats


def run(folder, candidate_path, out_path, timing=True):
    """The whole validation of one candidate; writes the result JSON and returns it."""
    from . import static
    task, candidate_path, doc, finished = static.precheck(folder, candidate_path, out_path)
    if finished:
        return doc
    dev = Device()
    doc["environment"] = dev.versions()
    is_initial = os.path.realpath(candidate_path) == os.path.realpath(os.path.join(folder, task["initial"]))
    try:
        ref_fn = reference_for(task, folder, dev)
        cand_fn = callable_for(task, folder, candidate_path, "candidate")
        init_fn = None if is_initial else callable_for(task, folder, os.path.join(folder, task["initial"]), "baseline")
    except Exception as e:  # noqa: BLE001  a candidate that does not even import
        return results.failed_import(doc, out_path, e)
    bad = _rebound(dev, "importing the candidate")
    if bad:
        results.reject(doc, "rejected", *bad)
        results.write(results.finish(doc), out_path)
        return doc
    for k, case in enumerate(task["cases"]):
        entry = {"case": case.get("name", f"case{k}"), "correct": False, "error": None}
        doc["cases"].append(entry)
        # Compiled outside the device's lock, checked inside it: another request's timing never shares the
        # device with this check's kernels, and what the check allocated is given back before the lock is.
        _warm(cand_fn, case, dev)
        with gpulock.held(doc):
            try:
                bad = check_case(task, case, case["seed"], cand_fn, ref_fn, dev)
            except Exception as e:  # noqa: BLE001
                bad = results.exception(e)
            dev.release()
        if bad:
            results.reject_case(doc, entry, bad)
            break
        entry["correct"] = True
        if timing and init_fn is not None:  # compiled here, for the timing pass, only once the candidate is correct
            _warm(init_fn, case, dev)
    if doc["verdict"] is None and timing:
        with gpulock.held(doc):
            _time_cases(task, doc, cand_fn, ref_fn, init_fn, dev)
    results.finish(doc)
    if doc["speedup"] is not None and doc["speedup"] > results.RERUN_ABOVE:
        with gpulock.held(doc):
            _time_again(task, doc, cand_fn, ref_fn, init_fn, dev)
    results.write(doc, out_path)
    return doc


WARM_SEED_OFFSET = 2000003  # the warm-up's inputs are neither the check's nor the re-check's (a cache keyed on a
                            # shape that the warm-up filled returns wrong values to both)


def _warm(fn, case, dev):
    """One call of a kernel before its case is checked, so that its compilation (CPU work) is not done while the
    device's lock is held (gpulock); a failure here shows again, and is reported, when it is checked or timed.
    Its GPU part (the call, an autotuner's benchmarks) can land in another request's timing: such a timing
    spreads and is timed again (guards.time_until_clean)."""
    try:
        fn(make_args(case, case["seed"] + WARM_SEED_OFFSET, dev))
        dev.sync()
    except Exception:  # noqa: BLE001
        pass
    dev.release()


def _time_cases(task, doc, cand_fn, ref_fn, init_fn, dev):
    """The timing pass: each case timed, then checked again on inputs no earlier call has seen."""
    for k, case in enumerate(task["cases"]):
        entry = doc["cases"][k]
        try:
            bad = _time_case(task, case, entry, cand_fn, ref_fn, init_fn, dev)
            # Correctness again, after timing, on inputs no earlier call has seen.
            bad = bad or check_case(task, case, case["seed"] + 1000003, cand_fn, ref_fn, dev)
        except Exception as e:  # noqa: BLE001
            bad = results.exception(e)
        entry["rechecked"] = bad is None
        if bad:
            results.reject_case(doc, entry, bad, "after timing: ")
            break
        dev.release()


def _time_again(task, doc, cand_fn, ref_fn, init_fn, dev):
    """A speed-up above RERUN_ABOVE is timed a second time; the second figure is the one kept."""
    doc["rerun"] = True
    first = doc["speedup"]
    for k, case in enumerate(task["cases"]):
        try:
            bad = _time_case(task, case, doc["cases"][k], cand_fn, ref_fn, init_fn, dev)
        except Exception as e:  # noqa: BLE001
            bad = results.exception(e)
        if bad:
            results.reject_case(doc, doc["cases"][k], bad, "timing again: ")
            break
    doc["speedup"] = results.measured_speedup(doc) if doc["verdict"] == "accepted" else None
    doc["first_speedup"] = first
    doc["review"] = doc["speedup"] is not None and doc["speedup"] > results.REVIEW_ABOVE


def _time_case(task, case, entry, cand_fn, ref_fn, init_fn, dev):
    """Times the case; (check, message) when the timed path was tampered with or its calls' outputs are wrong."""
    bad = _rebound(dev, "before timing, the candidate")
    if bad:
        return bad
    seed = case["seed"]
    fns = {"candidate": cand_fn}
    if task["reference"]["kind"] == "torch":
        fns["reference"] = ref_fn
    if init_fn is not None:
        fns["initial"] = init_fn
    # The candidate rotates between input sets; the frozen reference and initial kernel need not (memory).
    rots = {n: guards.Rotation(f, [make_args(case, seed, dev) for _ in range(guards.TIMED_SETS if n == "candidate" else 1)],
                               _preparer(case)) for n, f in fns.items()}
    stats, timings = guards.time_until_clean(lambda: time_alternating(rots, dev))
    bad = _rebound(dev, "during timing, the candidate")
    if bad:
        return bad
    outputs = lambda ret, args: outputs_of(ret, args, case)  # noqa: E731
    same = lambda cand, ref: compare(task, cand, ref)  # noqa: E731
    ref_args = make_args(case, seed, dev)
    bad = guards.check_timed(rots["candidate"], outputs, outputs(ref_fn(ref_args), ref_args), same)
    del ref_args
    if not bad:
        new_seed = seed + guards.STALE_SEED_OFFSET
        new_args, ref_args = make_args(case, new_seed, dev), make_args(case, new_seed, dev)
        bad = guards.check_stale(rots["candidate"], _write_inputs(case), new_args, outputs,
                                 outputs(ref_fn(ref_args), ref_args), same)
    dev.sync()
    if bad:
        return bad
    entry.update({"ms": stats["candidate"]["ms"], "iqr_ms": stats["candidate"]["iqr_ms"],
                  "reps": stats["candidate"]["reps"], "rounds": stats["candidate"]["rounds"]})
    if "reference" in stats:
        entry.update({"reference_ms": stats["reference"]["ms"], "reference_iqr_ms": stats["reference"]["iqr_ms"]})
    base = stats.get("initial", stats["candidate"])
    # initial_timed: the initial kernel's time was measured here, in this request, interleaved with the candidate's
    # (or the candidate is the initial kernel): the workspace takes a baseline from a result only when it says so.
    entry.update({"initial_ms": base["ms"], "initial_iqr_ms": base["iqr_ms"], "initial_timed": "same-request",
                  "speedup": base["ms"] / stats["candidate"]["ms"] if stats["candidate"]["ms"] > 0 else None})
    if "reference" in stats and stats["candidate"]["ms"] > 0:
        entry["speedup_vs_reference"] = stats["reference"]["ms"] / stats["candidate"]["ms"]
    entry.pop("timing_noisy", None)
    if guards.spread(stats) > guards.NOISY_REL_IQR:
        entry["timing_noisy"] = guards.noisy(stats, timings)
    return None
