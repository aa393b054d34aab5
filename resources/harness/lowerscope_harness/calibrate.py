# SPDX-License-Identifier: MIT
"""Calibration: the task's initial kernel run once per case where the hardware is (docs/tasks.md, "Calibration").

  python3 -m lowerscope_harness run DIR --calibrate [--candidate FILE] --out RESULT.json [--case-timeout S]

What a task says without running (its roles, its cases) was read from files written by others; this observes it.
For each of the five case slots the initial kernel runs on the case's inputs (outputs pre-filled with NaN):
- the tensor arguments it writes are found (compared with a copy taken before the call); an `input` it writes
  becomes `output` when its first values do not matter (the same results with it poisoned) and `inout`
  otherwise; an `output` it leaves partly unwritten (NaN left) becomes `inout`; what it returns and what it
  writes are compared from then on (`outputs`: returned, written or both);
- the calibrated case is then checked the way every candidate is (device.check_case with the initial kernel as
  candidate and reference, on fresh inputs): the initial kernel must reproduce its own result;
- a case that faults (an illegal address kills the process's device context), raises, fails that check or
  runs past --case-timeout is replaced by the task's next `alternates` entry (the next scale factor down or
  the next smaller perf shape, the entries the importer wrote), with the reason recorded; a slot left without
  one fails the calibration.
The cases run in a child process (`calibrate-child`), all of them in one child while they succeed: a child
stops at the first case that fails, and the next child starts with that slot's replacement. The result JSON is
the run's (task, task_frozen, candidate_sha256, verdict: accepted when every slot has a case, failed
otherwise, reasons) with `kind: calibration`, `calibration` and `environment`; the engine checks it against what
it sent and writes it into task.json (engine/tasks/calibration.cpp).
"""
import json
import os
import subprocess
import sys
import tempfile
import threading
import time

from . import result as results
from . import taskfmt

CASE_TIMEOUT_S = 300   # one case's run (compilation included) before it counts as timed out
MAX_ATTEMPTS = 12      # cases tried for one slot (the case itself, then alternates) before the slot fails
REASON_CHARS = 400


def _size(case):
    """What orders cases from large to small: the hardware model's estimate, else the tensors' bytes."""
    est = case.get("estimate_us")
    return est if isinstance(est, (int, float)) else (taskfmt.case_tensor_bytes(case.get("args", [])) or 0)


def next_alternate(task, slot_case, used):
    """The index of the first alternate smaller than SLOT_CASE that is not in USED; None when none is left."""
    size = _size(slot_case)
    for j, alt in enumerate(task.get("alternates") or []):
        if j not in used and _size(alt) < size:
            return j
    return None


def _child(folder, plan, timeout):
    """Runs PLAN ([{slot, source, alternate, case}]) in one child; returns (observations, environment, failure):
    failure is {index, reason} for the item that killed or stopped the child, or None when all ran."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(plan, f)
        plan_path = f.name
    env = dict(os.environ)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    proc = subprocess.Popen([sys.executable, "-m", "lowerscope_harness", "calibrate-child", folder, "--plan", plan_path],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, start_new_session=True)
    lines, err = [], []
    state = {"started": None, "index": -1}

    def read_out():
        for line in proc.stdout:
            line = line.strip()
            if not line.startswith("{"):
                continue
            try:
                doc = json.loads(line)
            except ValueError:
                continue
            if doc.get("start") is not None:
                state["index"], state["started"] = doc["start"], time.monotonic()
            lines.append(doc)

    def read_err():
        for line in proc.stderr:
            err.append(line.rstrip())
            del err[:-40]

    threads = [threading.Thread(target=read_out, daemon=True), threading.Thread(target=read_err, daemon=True)]
    for t in threads:
        t.start()
    timed_out = None
    begun = time.monotonic()
    while proc.poll() is None:
        time.sleep(0.05)
        since = state["started"] if state["started"] is not None else begun
        if time.monotonic() - since > timeout:
            timed_out = state["index"]
            try:
                os.killpg(proc.pid, 9)
            except OSError:
                proc.kill()
            proc.wait()
            break
    for t in threads:
        t.join(timeout=5)
    for pipe in (proc.stdout, proc.stderr):
        pipe.close()
    os.unlink(plan_path)
    obs = [d for d in lines if "observed" in d]
    environment = next((d["environment"] for d in lines if "environment" in d), None)
    done = {d["index"] for d in obs}
    failure = None
    if timed_out is not None:
        failure = {"index": max(timed_out, 0), "reason": f"timed out: ran past {timeout} s"}
    elif proc.returncode != 0 or len(done) < len(plan):
        index = next((i for i in range(len(plan)) if i not in done), len(plan) - 1)
        stopped = next((d for d in lines if d.get("failed") == index), None)
        tail = " | ".join(l for l in err[-6:] if l.strip())
        why = stopped["reason"] if stopped else f"the process ended with code {proc.returncode}: {tail or 'no output'}"
        failure = {"index": index, "reason": why[:REASON_CHARS]}
    return [d for d in obs if failure is None or d["index"] < failure["index"]], environment, failure


def run(folder, candidate_path, out_path, case_timeout=CASE_TIMEOUT_S):
    task = taskfmt.load(folder)
    initial = taskfmt.task_path(folder, task.get("initial", "initial/kernel.py"), "initial")
    candidate_path = candidate_path or initial
    try:
        text = taskfmt.read_bytes(candidate_path)
    except (OSError, taskfmt.TaskError) as e:
        text = None
        problem = str(e)
    doc = results.new(task, candidate_path, taskfmt.sha256_bytes(text) if text is not None else None)
    doc["kind"] = "calibration"
    if text is None:
        results.reject(doc, "failed", "task-format", problem)
    for p in taskfmt.validate(folder, task):
        results.reject(doc, "failed", "task-format", p)
    if doc["verdict"] is None and text != taskfmt.read_bytes(initial):
        results.reject(doc, "failed", "calibration", "calibration runs the task's initial kernel: the file sent "
                                                     f"({candidate_path}) is not {task['initial']}")
    if doc["verdict"] is not None:
        results.write(results.finish(doc), out_path)
        return doc
    cases = task["cases"]
    slots = [{"slot": i, "source": "case", "alternate": None, "attempts": []} for i in range(len(cases))]
    used = set()
    pending = [(i, None) for i in range(len(cases))]   # (slot, alternate index or None)
    environment = None
    while pending:
        plan = []
        for slot, alt in pending:
            case = dict(cases[slot] if alt is None else task["alternates"][alt])
            case["seed"] = cases[slot]["seed"]
            plan.append({"slot": slot, "alternate": alt, "case": case})
        observed, env, failure = _child(folder, plan, case_timeout)
        environment = environment or env
        for o in observed:
            s = slots[o["slot"]]
            s.update({"source": "case" if o["alternate"] is None else "alternate", "alternate": o["alternate"]})
            s.update(o["observed"])
            s["name"] = plan[o["index"]]["case"].get("name")
        if failure is None:
            break
        k = failure["index"]
        slot, alt = pending[k]
        s = slots[slot]
        s["attempts"].append({"source": "case" if alt is None else "alternate", "alternate": alt,
                              "name": plan[k]["case"].get("name"), "reason": failure["reason"]})
        nxt = next_alternate(task, cases[slot], used) if len(s["attempts"]) < MAX_ATTEMPTS else None
        rest = pending[k + 1:]
        if nxt is None:
            s.update({"source": None, "alternate": None})
        else:
            used.add(nxt)
            rest = [(slot, nxt)] + rest
        pending = rest
    failed = [s for s in slots if s["source"] is None]
    status = "failed" if failed else "calibrated"
    reason = None
    if failed:
        s = failed[0]
        reason = (f"case {s['slot']} ({cases[s['slot']].get('name')}): no case of it runs; last: "
                  f"{s['attempts'][-1]['reason'] if s['attempts'] else 'not run'}")[:REASON_CHARS * 2]
        results.reject(doc, "failed", "calibration", reason)
    doc["environment"] = environment or {}
    doc["calibration"] = {"status": status, "reason": reason, "slots": slots}
    results.write(results.finish(doc), out_path)
    return doc


# ---------------------------------------------------------------- the child: observe each case

def _jsonable(st):
    if isinstance(st, tuple):
        return [_jsonable(x) for x in st]
    return st


def _say(doc):
    sys.stdout.write(json.dumps(doc) + "\n")
    sys.stdout.flush()


def child(folder, plan_path):
    with open(plan_path, encoding="utf-8") as f:
        plan = json.load(f)
    task = taskfmt.load(folder)
    initial = os.path.join(folder, task["initial"])
    backend = _Python() if task.get("backend") == "python" else _Torch()
    _say({"environment": backend.environment()})
    fn = backend.callable(task, folder, initial)
    for index, item in enumerate(plan):
        _say({"start": index})
        t0 = time.perf_counter()
        try:
            observed = observe(task, item["case"], fn, backend)
        except Exception as e:  # noqa: BLE001  a fault, a compile error: this process's device may be unusable now
            _say({"failed": index, "reason": f"{type(e).__name__}: {str(e).strip().splitlines()[0] if str(e).strip() else ''}"[:REASON_CHARS]})
            return 3
        if isinstance(observed, str):
            _say({"failed": index, "reason": observed[:REASON_CHARS]})
            return 3
        observed["seconds"] = round(time.perf_counter() - t0, 3)
        _say({"index": index, "slot": item["slot"], "alternate": item["alternate"], "observed": observed})
    return 0


def observe(task, case, fn, b):
    """What the initial kernel does with CASE: {roles, written, outputs, structure, bytes_floor}, or a string
    saying why the case cannot be used."""
    specs = case["args"]
    is_tensor = ["value" not in s for s in specs]
    args = b.make_args(case, case["seed"])
    before = [b.clone(a) if t else None for a, t in zip(args, is_tensor)]
    ret = fn(args)
    b.sync()
    written = [i for i, (a, x) in enumerate(zip(args, before)) if x is not None and not b.same(a, x)]
    roles = [s.get("role", "input") if t else None for s, t in zip(specs, is_tensor)]
    notes = []
    for i in written:
        if roles[i] == "input":
            args2 = b.make_args(case, case["seed"])
            b.poison(args2[i])
            ret2 = fn(args2)
            b.sync()
            same = b.same_outputs(ret, ret2) and all(b.same(args[k], args2[k]) for k in written)
            roles[i] = "output" if same else "inout"
            notes.append(f"argument {i} is written by the initial kernel: {roles[i]}")
        elif roles[i] == "output" and b.has_nan(args[i]):
            roles[i] = "inout"
            notes.append(f"argument {i} is written only in part by the initial kernel: inout")
    for i, r in enumerate(roles):
        if r == "output" and i not in written and ret is not None:
            roles[i] = "input"
            notes.append(f"argument {i} (an output) is never written; the kernel returns its result: input")
    new_case = dict(case)
    new_case["args"] = [dict(s, role=r) if r else dict(s) for s, r in zip(specs, roles)]
    written_final = [i for i, r in enumerate(roles) if r in ("output", "inout")]
    mode = "written" if ret is None else ("both" if b.unaliased(ret, [args[i] for i in written_final]) else "returned")
    if mode == "written" and not written_final:
        return "the initial kernel returns nothing and writes no argument: nothing to compare"
    if mode == "both":
        new_case["outputs"] = "both"
    else:
        new_case.pop("outputs", None)
    outs = b.outputs(ret, args, new_case)
    # The floor of the traffic: every input (and inout) read once, every output (and inout) written once, and
    # what it returns (unless it is an argument) written once.
    floor = sum(b.nbytes(a) for a, r in zip(args, roles) if r in ("input", "inout")) + \
        sum(b.nbytes(a) for a, r in zip(args, roles) if r in ("output", "inout")) + \
        sum(b.nbytes(t) for t in b.unaliased_tensors(ret, [a for a, t in zip(args, is_tensor) if t]))
    bad = b.check_case(task, new_case, case["seed"], fn)
    if bad:
        return f"the initial kernel does not reproduce its own result on fresh inputs: {bad[0]}: {bad[1]}"
    return {"roles": roles, "written": written, "outputs": mode, "structure": _jsonable(b.structure(outs)),
            "bytes_floor": floor, "notes": notes}


class _Torch:
    def __init__(self):
        from . import device
        self.d = device
        self.dev = device.Device()

    def environment(self):
        return self.dev.versions()

    def callable(self, task, folder, path):
        return self.d.callable_for(task, folder, path, "calibrate")

    def make_args(self, case, seed):
        return self.d.make_args(case, seed, self.dev)

    def clone(self, a):
        return a.clone()

    def sync(self):
        self.dev.sync()

    def same(self, a, b):
        import torch
        if a.is_floating_point():
            return bool(((a == b) | (torch.isnan(a) & torch.isnan(b))).all())
        return torch.equal(a, b)

    def same_outputs(self, x, y):
        tx, ty = self.d.tensors_of(x), self.d.tensors_of(y)
        return self.d.structure(x) == self.d.structure(y) and all(self.same(a, b) for a, b in zip(tx, ty))

    def poison(self, t):
        self.d._poison(t)

    def has_nan(self, t):
        import torch
        return t.is_floating_point() and bool(torch.isnan(t).any())

    def unaliased_tensors(self, ret, tensors):
        keep = {self.d._storage(t) for t in tensors}
        return [t for t in self.d.tensors_of(ret) if self.d._storage(t) not in keep]

    def unaliased(self, ret, written):
        keep = {self.d._storage(t) for t in self.d.tensors_of(ret)}
        return any(self.d._storage(t) not in keep for t in written)

    def nbytes(self, t):
        return t.numel() * t.element_size()

    def outputs(self, ret, args, case):
        return self.d.outputs_of(ret, args, case)

    def structure(self, v):
        return self.d.structure(v)

    def check_case(self, task, case, seed, fn):
        return self.d.check_case(task, case, seed + 1000003, fn, fn, self.dev)


class _Python:
    def __init__(self):
        from . import pyrun
        self.p = pyrun

    def environment(self):
        return {"python": sys.version.split()[0], "device": "cpu"}

    def callable(self, task, folder, path):
        return self.p._callable(task, path, "calibrate")

    def make_args(self, case, seed):
        return self.p.make_args(case, seed)

    def clone(self, a):
        import copy
        return copy.deepcopy(a)

    def sync(self):
        pass

    def same(self, a, b):
        fa, fb = self.p._flat(a), self.p._flat(b)
        return len(fa) == len(fb) and all(x == y or (x != x and y != y) for x, y in zip(fa, fb))

    def same_outputs(self, x, y):
        return self.same(x, y) if x is not None and y is not None else (x is None and y is None)

    def poison(self, a):
        self.p._poison(a, set())

    def has_nan(self, a):
        return any(isinstance(x, float) and x != x for x in self.p._flat(a))

    def unaliased_tensors(self, ret, tensors):
        if ret is None:
            return []
        keep = {id(t) for t in tensors}
        items = ret if isinstance(ret, tuple) else [ret]
        return [t for t in items if isinstance(t, list) and id(t) not in keep]

    def unaliased(self, ret, written):
        items = ret if isinstance(ret, tuple) else [ret]
        keep = {id(t) for t in items}
        return any(id(t) not in keep for t in written)

    def nbytes(self, a):
        return 8 * len(self.p._flat(a))

    def outputs(self, ret, args, case):
        return self.p.outputs_of(ret, args, case)

    def structure(self, v):
        return self.p.structure(v)

    def check_case(self, task, case, seed, fn):
        from . import guards
        snap = guards.snapshot(self.p.watched_objects())
        return self.p.check_case(task, case, seed + 1000003, fn, fn, snap)
