#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs the built `lowerscope` on hostile inputs (issue 20; bounds in docs/reliability.md).

Every input is generated here, at test time, as the smallest that showed the defect. Each run must end within
60 s with the expected exit code (0 or 1, never a signal) and, where one is expected, the error line on stderr.
Prints one line per case: name, exit code, wall time, peak RSS of the child. Standard library only.

    hostile_inputs.py --binary LOWERSCOPE --data tests/data [--only NAME]
"""
import argparse
import gzip
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import zlib

LIMIT_S = 60
DEPTH = 200_000


def run(binary, args, env):
    """(exit code or -signal, stdout, stderr, wall seconds, peak RSS MiB) of one run, killed after LIMIT_S."""
    start = time.monotonic()
    out, err = tempfile.TemporaryFile(), tempfile.TemporaryFile()
    p = subprocess.Popen([binary, *args], stdout=out, stderr=err, stdin=subprocess.DEVNULL, env=env)
    while True:
        pid, status, usage = os.wait4(p.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() - start > LIMIT_S:
            p.kill()
            pid, status, usage = os.wait4(p.pid, 0)
            err.seek(0)
            return None, "", err.read().decode(errors="replace"), time.monotonic() - start, usage.ru_maxrss / 1024
        time.sleep(0.02)
    wall = time.monotonic() - start
    p.returncode = 0
    rc = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    out.seek(0)
    err.seek(0)
    return rc, out.read().decode(errors="replace"), err.read().decode(errors="replace"), wall, usage.ru_maxrss / 1024


def pattern(data, pid, expression):
    """A seed CUDA pattern of the repository with another id and one detector: EXPRESSION."""
    with open(os.path.join(data, "..", "..", "resources", "kb", "patterns.json")) as f:
        seed = json.load(f)
    seed = seed["patterns"] if isinstance(seed, dict) else seed
    p = dict(next(p for p in seed if "cuda" in p["backends"]))
    p.update(id=pid, applicability="", detectors=[{"expression": expression, "kind": "ir", "role": "supporting", "weight": 1}])
    return p


def write(path, data):
    with open(path, "wb" if isinstance(data, bytes) else "w") as f:
        f.write(data)
    return path


def cases(tmp, data):
    """(name, args, expected exit code, expected stderr text or None, expected stdout text or None) per case."""
    kb = lambda name: ["--kb", os.path.join(tmp, name + ".sqlite")]
    ws = ["--workspace", os.path.join(tmp, "ws")]
    kernel = os.path.join(data, "triton-h200", "matmul_naive")
    deep = "nested deeper than 256 levels (parentheses, 'not', unary '-' and function calls)"
    out = []
    for name, expr in (("parentheses", "(" * DEPTH + "flag" + ")" * DEPTH),
                       ("not", "not " * DEPTH + "flag"),
                       ("min", "min(" * DEPTH + "1" + ", 2)" * DEPTH + " > 0")):
        f = write(os.path.join(tmp, f"deep-{name}.json"), json.dumps(pattern(data, "hostile." + name, expr)))
        out.append((f"detector {DEPTH} {name}: patterns add", ["patterns", "add", f, *kb(name)], 1,
                    f"{f}: pattern hostile.{name}, detector 1: 1:", None))
        out.append((f"detector {DEPTH} {name}: message", ["patterns", "add", f, *kb(name)], 1, deep, None))
    # 'or' chains are flat: they import (exit 0), a later diagnose of a CUDA kernel evaluates them, and exit
    # destroys the cached trees.
    for terms in (10_900, 262_000):
        expr = " or ".join(f"m{i} > 1" for i in range(terms))
        f = write(os.path.join(tmp, f"or-{terms}.json"), json.dumps({"patterns": [pattern(data, f"hostile.or{terms}", expr)]}))
        out.append((f"detector or-chain {terms}: patterns import", ["patterns", "import", f, *kb(f"or{terms}")], 0, None, None))
        out.append((f"detector or-chain {terms}: diagnose", ["diagnose", kernel, "--json", *kb(f"or{terms}")], 0, None, None))
    # Chrome traces nested DEPTH deep: inside args (closed), and as the whole document (closed).
    event = '{"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 10, "dur": 5, "args": {"deep": %s}}'
    inargs = write(os.path.join(tmp, "deep-args.json"),
                   '{"traceEvents": [' + event % ("[" * DEPTH + "]" * DEPTH) + "]}")
    out.append(("chrome trace 200000 deep in args: profile", ["profile", inargs, "--json"], 0, None, '"timeline_events": 1,'))
    closed = write(os.path.join(tmp, "deep-closed.json"), '{"traceEvents": [' + "[" * DEPTH + "]" * DEPTH + "]}")
    out.append(("chrome trace 200000 deep closed: profile", ["profile", closed, "--json"], 0, None, None))
    mid = write(os.path.join(tmp, "deep-130k.json"), '{"traceEvents": [' + "{\"a\":" * 130_000 + "1" + "}" * 130_000 + "]}")
    out.append(("chrome trace 130000 deep objects: profile", ["profile", mid, "--json"], 0, None, None))
    # A FIFO as PATH or FILE: refused at once, never opened for a blocking read.
    fifo = os.path.join(tmp, "fifo.json")
    os.mkfifo(fifo)
    fifo_err = f"{fifo}: not a regular file (a FIFO)"
    for cmd in (["profile", fifo], ["trajectory", fifo], ["diagnose", fifo], ["patterns", "add", fifo, *kb("fifo")],
                ["patterns", "import", fifo, *kb("fifo")], ["rounds", "record", fifo, *ws], ["rounds", "resume", fifo, *ws]):
        out.append(("FIFO: " + " ".join(cmd[:2]), cmd, 1, fifo_err, None))
    for dev in ("/dev/zero", "/dev/urandom"):
        dev_err = f"{dev}: not a regular file (a device)"
        for cmd in (["patterns", "add", dev, *kb("dev")], ["patterns", "import", dev, *kb("dev")],
                    ["rounds", "record", dev, *ws], ["profile", dev], ["trajectory", dev]):
            out.append((f"{dev}: " + " ".join(cmd[:2]), cmd, 1, dev_err, None))
    # A gzip bomb: one real TritonParse line, then newlines, inflating past the 256 MiB floor of the cap.
    with gzip.open(os.path.join(data, "tritonparse", "mapped_trace.ndjson.gz"), "rb") as g:
        first = g.readline()
    bomb = os.path.join(tmp, "bomb.ndjson.gz")
    z = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    with open(bomb, "wb") as f:
        f.write(z.compress(first))
        chunk = b"\n" * (1 << 24)
        for _ in range(17):  # 272 MiB of newlines
            f.write(z.compress(chunk))
        f.write(z.flush())
    out.append((f"gzip bomb ({os.path.getsize(bomb) // 1024} KiB): trajectory", ["trajectory", bomb, "--json"], 1,
                f"{bomb}: gzip: inflates to more than 268435456 bytes", None))
    return out


def main():
    global LIMIT_S
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", required=True)
    ap.add_argument("--data", required=True)
    ap.add_argument("--only", default="", help="run only the cases whose name contains this")
    ap.add_argument("--limit", type=float, default=60, help="seconds before a run is killed (measuring an old build)")
    a = ap.parse_args()
    LIMIT_S = a.limit
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        env["XDG_DATA_HOME"] = os.path.join(tmp, "xdg")
        for name, args, want_rc, want_err, want_out in cases(tmp, a.data):
            if a.only and a.only not in name:
                continue
            rc, out, err, wall, rss = run(a.binary, args, env)
            problems = []
            if rc is None:
                problems.append(f"still running after {LIMIT_S} s")
            elif rc < 0:
                problems.append(f"killed by signal {-rc} ({signal.Signals(-rc).name})")
            elif rc != want_rc:
                problems.append(f"exit {rc}, expected {want_rc}")
            if want_err and want_err not in err:
                problems.append(f"stderr lacks {want_err[:120]!r}")
            if want_out and want_out not in out:
                problems.append(f"stdout lacks {want_out!r}")
            status = "FAIL" if problems else "ok"
            print(f"{status:4} {name}: exit {rc}, {wall:.2f} s, peak RSS {rss:.0f} MiB" + ("; " + "; ".join(problems) if problems else ""))
            if problems:
                print("     stderr: " + err.strip()[-400:].replace("\n", "\n     "))
                failures += 1
    print(f"{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
