# SPDX-License-Identifier: MIT
"""The harness's self-test on a device (docs/tasks.md, "Self-test"):

  python3 -m lowerscope_harness.selftest --tasks tasks/suite tasks/tritonbench-g --fakes resources/harness/fakes \
      --fake-task tasks/suite/softmax --out OUTDIR [--evidence N] [--ncu NAME]

Every task's initial kernel is validated and timed, each in its own process, one after the other (the
device is not shared while timing); then every planted fake is run against the fake task, each in its own
process, and must be rejected for the reason its first comment line names. Writes OUTDIR/selftest.json
(the log: date, versions, per-operator frozen hash and initial time with spread, the PyTorch reference's
time, each fake's verdict) and one result JSON per candidate under OUTDIR/results/.
"""
import argparse
import concurrent.futures
import datetime
import json
import os
import re
import subprocess
import sys
import time

from . import taskfmt

HARNESS_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _run(args, timeout):
    env = dict(os.environ, PYTHONPATH=HARNESS_ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""), PYTHONUNBUFFERED="1")
    t0 = time.time()
    try:
        p = subprocess.run([sys.executable, "-m", "lowerscope_harness", *args], env=env, capture_output=True,
                           text=True, timeout=timeout)
        return p.returncode, (p.stdout + p.stderr)[-2000:], time.time() - t0
    except subprocess.TimeoutExpired:
        return 124, "timed out", time.time() - t0


def expected_reason(path):
    with open(path, encoding="utf-8") as f:
        m = re.search(r"must be rejected as ([a-z-]+)", f.read())
    return m.group(1) if m else None


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--tasks", nargs="+", required=True)
    p.add_argument("--fakes")
    p.add_argument("--fake-task")
    p.add_argument("--out", required=True)
    p.add_argument("--evidence", type=int, default=0, help="capture evidence for the first N tasks")
    p.add_argument("--ncu", default=None, help="a task whose evidence includes Nsight Compute CSVs")
    p.add_argument("--only", nargs="*", default=None)
    p.add_argument("--timeout", type=int, default=240)
    p.add_argument("--no-timing", action="store_true", help="correctness only (compiles in parallel)")
    p.add_argument("--jobs", type=int, default=8, help="processes compiling and checking at a time")
    a = p.parse_args(argv)
    os.makedirs(os.path.join(a.out, "results"), exist_ok=True)
    folders = []
    for root in a.tasks:
        for name in sorted(os.listdir(root)):
            d = os.path.join(root, name)
            if os.path.isfile(os.path.join(d, taskfmt.TASK_FILE)) and (not a.only or name in a.only):
                folders.append(d)
    log = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"), "environment": None,
           "operators": [], "fakes": [], "evidence": []}

    def save(partial):
        """selftest.json, rewritten after each operator and fake: a run stopped by a time limit keeps what it
        finished ("partial": true until the end)."""
        log["partial"] = partial
        tmp = os.path.join(a.out, "selftest.json.tmp")
        with open(tmp, "w") as f:
            json.dump(log, f, indent=1)
        os.replace(tmp, os.path.join(a.out, "selftest.json"))

    # Compile and check every task first, several at a time: this fills Triton's cache, so the timed runs
    # that follow, one at a time, spend their time on the device rather than in the compiler.
    def check_only(d):
        task = taskfmt.load(d)
        return _run(["run", d, "--out", os.path.join(a.out, "results", f"{task['name']}.json"), "--no-timing"], a.timeout)

    def autotuned(d):  # the slowest to compile (every config, every case): start them first
        with open(os.path.join(d, taskfmt.load(d)["kernel"]), encoding="utf-8") as f:
            return "triton.autotune" in f.read()

    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
        order = sorted(folders, key=lambda d: not autotuned(d))
        first = dict(zip(order, pool.map(check_only, order)))
    for d in folders:
        task = taskfmt.load(d)
        out = os.path.join(a.out, "results", f"{task['name']}.json")
        rc, tail, secs = first[d] if a.no_timing else _run(["run", d, "--out", out], a.timeout)
        entry = {"name": task["name"], "folder": d, "category": task.get("category"), "origin": task.get("origin"),
                 "initial_sha256": task["frozen"]["files"][task["initial"]], "seconds": round(secs, 1)}
        if os.path.exists(out):
            with open(out) as f:
                doc = json.load(f)
            log["environment"] = log["environment"] or doc.get("environment")
            entry.update(verdict=doc["verdict"], reasons=doc["reasons"],
                         cases=[{k: c.get(k) for k in ("case", "correct", "ms", "iqr_ms", "reps", "reference_ms",
                                                       "reference_iqr_ms", "rechecked", "error")} for c in doc["cases"]])
        else:
            entry.update(verdict="failed", reasons=[{"check": "harness", "message": tail}])
        print(json.dumps({"operator": entry["name"], "verdict": entry["verdict"], "s": entry["seconds"],
                          "reasons": entry["reasons"][:1]}), flush=True)
        log["operators"].append(entry)
        save(partial=True)

    def fake(path):
        name = os.path.splitext(os.path.basename(path))[0]
        out = os.path.join(a.out, "results", f"fake-{name}.json")
        rc, tail, secs = _run(["run", a.fake_task, "--candidate", path, "--out", out], a.timeout)
        doc = json.load(open(out)) if os.path.exists(out) else {"verdict": "failed", "reasons": [{"check": "harness", "message": tail}]}
        want = expected_reason(path)
        got = [r["check"] for r in doc["reasons"]]
        return {"fake": name, "expected": want, "verdict": doc["verdict"], "checks": sorted(set(got)),
                "rejected_for_its_reason": doc["verdict"] != "accepted" and bool(got) and got[0] == want,
                "first_reason": doc["reasons"][0] if doc["reasons"] else None}

    fakes = sorted(os.path.join(a.fakes, f) for f in os.listdir(a.fakes) if f.endswith(".py")) if a.fakes else []
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        for res in pool.map(fake, fakes):
            print(json.dumps(res), flush=True)
            log["fakes"].append(res)
            save(partial=True)

    def capture(d):
        task = taskfmt.load(d)
        ev = os.path.join(a.out, "evidence", task["name"])
        out = os.path.join(a.out, "results", f"evidence-{task['name']}.json")
        args = ["run", d, "--out", out, "--no-timing", "--evidence", ev]
        if a.ncu == task["name"]:
            args.append("--ncu")
        rc, tail, secs = _run(args, a.timeout)
        summ = json.load(open(os.path.join(ev, "evidence.json"))) if os.path.exists(os.path.join(ev, "evidence.json")) else {"errors": [tail]}
        return {"name": task["name"], "files": summ.get("files"), "pass_dump_lines": summ.get("pass_dump_lines"),
                "errors": summ.get("errors"), "seconds": round(secs, 1)}

    picks = [d for d in folders if taskfmt.load(d)["name"] == a.ncu] + [d for d in folders if taskfmt.load(d)["name"] != a.ncu]
    with concurrent.futures.ThreadPoolExecutor(max_workers=6) as pool:
        for res in pool.map(capture, picks[: a.evidence]):
            print(json.dumps(res), flush=True)
            log["evidence"].append(res)
    save(partial=False)
    ok = all(o["verdict"] == "accepted" for o in log["operators"]) and all(f["rejected_for_its_reason"] for f in log["fakes"])
    print(json.dumps({"operators": len(log["operators"]), "accepted": sum(o["verdict"] == "accepted" for o in log["operators"]),
                      "fakes": len(log["fakes"]), "fakes_rejected_for_their_reason": sum(f["rejected_for_its_reason"] for f in log["fakes"]),
                      "ok": ok}))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
