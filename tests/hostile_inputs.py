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
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import zlib

LIMIT_S = 60
DEPTH = 200_000
DATA = "tests/data"


def run(binary, args, env, opts=None):
    """(exit code or -signal, stdout, stderr, wall seconds, peak RSS MiB, CPU seconds) of one run, killed after
    LIMIT_S.

    OPTS: "nofile": the child's limit of open files; "during": (when, action): ACTION() is called once, as soon as
    WHEN(pid) holds while the child runs (truncating its input once the child has it open)."""
    opts = opts or {}
    start = time.monotonic()
    out, err = tempfile.TemporaryFile(), tempfile.TemporaryFile()
    preexec = None
    if "nofile" in opts:
        import resource
        preexec = lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (opts["nofile"], opts["nofile"]))
    p = subprocess.Popen([binary, *args], stdout=out, stderr=err, stdin=subprocess.DEVNULL, env=env, preexec_fn=preexec)
    during = opts.get("during")
    while True:
        pid, status, usage = os.wait4(p.pid, os.WNOHANG)
        if pid:
            break
        if during and during[0](p.pid):
            during[1]()
            during = None
        if time.monotonic() - start > LIMIT_S:
            p.kill()
            pid, status, usage = os.wait4(p.pid, 0)
            err.seek(0)
            return (None, "", err.read().decode(errors="replace"), time.monotonic() - start, usage.ru_maxrss / 1024,
                    usage.ru_utime + usage.ru_stime)
        time.sleep(0.002 if during else 0.02)
    wall = time.monotonic() - start
    p.returncode = 0
    rc = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    out.seek(0)
    err.seek(0)
    return (rc, out.read().decode(errors="replace"), err.read().decode(errors="replace"), wall, usage.ru_maxrss / 1024,
            usage.ru_utime + usage.ru_stime)


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


def cases(tmp, data, only=""):
    """(name, args, expected exit code or codes, expected stderr text or None, expected stdout text, a check of
    stdout or None[, options: "limit" CPU seconds, "nofile", "during"]) per case."""
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
    out += big_inputs(tmp, data, only)
    return out


def kernel_details_csv(path, rows):
    """An Ascend kernel_details.csv of ROWS rows: the fixture's rows over and over, start times moved on."""
    with open(os.path.join(DATA, "ascend", "torch_npu_profiler_msinsight_gpt3_rank0", "ASCEND_PROFILER_OUTPUT", "kernel_details.csv")) as f:
        lines = f.read().splitlines()
    header, body = lines[0], [l for l in lines[1:] if l]
    with open(path, "w") as f:
        f.write(header + "\n")
        for i in range(rows):
            cols = body[i % len(body)].split(",", 8)
            cols[7] = str(1695115378713661 + 10 * i)  # Start Time(us)
            f.write(",".join(cols) + "\n")
    return path


def msprof_op_folder(folder, rows):
    """An msprof op output folder whose per-block table has ROWS rows, each a distinct (block, sub-block): the
    column names of Ascend/msopprof@d6c29dfa msopprof_performance_data.md, as in tst_profile."""
    os.makedirs(folder)
    write(os.path.join(folder, "OpBasicInfo.csv"), "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq\n"
          "_gelu_kernel,vector,177.703552,4096,0,4,920434,1800,1800\n")
    with open(os.path.join(folder, "PipeUtilization.csv"), "w") as f:
        f.write("block_id,sub_block_id,aiv_time(us),aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,aiv_scalar_time(us),"
                "aiv_scalar_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte3_time(us),aiv_mte3_ratio\n")
        for i in range(rows):
            f.write(f"{i // 2},vector{i % 2},10,18000,2,0.2,6,0.6,1,0.1,1,0.1\n")
    return folder


def recursive_task_db(path):
    """An msprof database whose TASK is a recursive view without end (the issue's hang)."""
    import sqlite3
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE STRING_IDS (id INTEGER PRIMARY KEY, value TEXT);
        CREATE VIEW TASK AS WITH RECURSIVE r(startNs, endNs, deviceId, streamId, globalTaskId, taskType) AS
            (SELECT 0, 1, 0, 0, 0, 0 UNION ALL SELECT startNs + 1, endNs + 1, 0, 0, globalTaskId + 1, 0 FROM r)
            SELECT * FROM r;""")
    db.commit()
    db.close()
    return path


def stage_folder(folder, kernels):
    """KERNELS stage files (.ttir) in one folder, each the fixture's matmul_naive.ttir renamed to kernel kI."""
    os.makedirs(folder)
    with open(os.path.join(DATA, "triton-h200", "matmul_naive", "matmul_naive.ttir")) as f:
        text = f.read()
    for i in range(kernels):
        write(os.path.join(folder, f"k{i}.ttir"), text.replace("matmul_naive", f"k{i}"))
    return folder


def big_trace(path, mib):
    """A Chrome trace of about MIB MiB: one kernel event over and over."""
    event = b'{"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 10, "dur": 5, "args": {"grid": [1, 2, 3]}},\n'
    block = event * ((1 << 20) // len(event))
    with open(path, "wb") as f:
        f.write(b'{"traceEvents": [\n')
        for _ in range(mib):
            f.write(block)
        f.write(event.rstrip(b",\n") + b"]}\n")
    return path


def truncate_when_open(path, size):
    """(when, action) for run(): cut PATH to SIZE bytes once the child has it open or mapped."""
    real = os.path.realpath(path)
    def opened(pid):
        try:
            with open(f"/proc/{pid}/maps") as f:
                if real in f.read():
                    return True
            fds = f"/proc/{pid}/fd"
            return any(os.path.realpath(os.path.join(fds, fd)) == real for fd in os.listdir(fds))
        except OSError:
            return False
    return opened, lambda: os.truncate(path, size)


def kernel_count(n):
    def check(stdout):
        try:
            found = len(json.loads(stdout)["kernels"])
        except (ValueError, KeyError, TypeError) as e:
            return f"stdout is not the expected JSON ({e})"
        return None if found == n else f"{found} kernels, expected {n}"
    return check


def listed_warnings(kernel, listed):
    """A check of `profile --json`: KERNEL was read, and the warnings are the first LISTED of the file and one
    that says the rest are not listed (Diagnostics::MaxPerFile)."""
    def check(stdout):
        try:
            doc = json.loads(stdout)
        except ValueError as e:
            return f"stdout is not the expected JSON ({e})"
        if kernel not in [k.get("name") for k in doc.get("kernels", [])]:
            return f"no kernel {kernel}"
        w = doc.get("warnings", [])
        last = w[-1].get("message", "") if w else ""
        if len(w) != listed + 1 or not last.startswith(f"more than {listed} warnings in this file"):
            return f"{len(w)} warnings (the last {last!r}), expected {listed} and one saying the rest are not listed"
        return None
    return check


def big_inputs(tmp, data, only):
    """Inputs large enough to show a cost per line or per file, and inputs cut short while they are read; each
    generated only when its case runs (ONLY)."""
    out = []
    def add(name, make, *case):
        if only in name:
            made = make()
            out.append((name, *[c(made) if callable(c) and c not in CHECKS else c for c in case]))
    add("kernel_details.csv 200000 rows: profile",
        lambda: kernel_details_csv(os.path.join(tmp, "kernel_details.csv"), 200_000),
        lambda f: ["profile", f, "--json"], 0, None, lambda f: listed_warnings("ZerosLike", 1000), {"limit": 10})
    add("msprof op per-block CSV 80000 rows: profile",
        lambda: msprof_op_folder(os.path.join(tmp, "msprof-op"), 80_000),
        lambda f: ["profile", f, "--json"], 0, None, '"_gelu_kernel"', {"limit": 10})
    add("msprof .db with a recursive TASK view: profile",
        lambda: recursive_task_db(os.path.join(tmp, "msprof_recursive.db")),
        lambda f: ["profile", f, "--json"], 1, "msprof_recursive.db: TASK is a view, not a table", None)
    add("1100 stage files, 64 descriptors: trajectory",
        lambda: stage_folder(os.path.join(tmp, "stages"), 1100),
        lambda f: ["trajectory", f, "--json"], 0, None, CHECKS[0], {"nofile": 64})
    # A FIFO as a task folder's task.json (the harness reads it too) and as a capture's capture.json.
    def fifo_task():
        task = os.path.join(tmp, "task")
        os.makedirs(task)
        os.mkfifo(os.path.join(task, "task.json"))
        return task
    add("FIFO task.json: tasks check", fifo_task, lambda f: ["tasks", "check", f, "--json"], 1, None, "not a regular file")
    def fifo_capture():
        capture = os.path.join(tmp, "capture")
        shutil.copytree(os.path.join(data, "eval", "rmsnorm_a"), capture)
        os.remove(os.path.join(capture, "capture.json"))
        os.mkfifo(os.path.join(capture, "capture.json"))
        return capture
    add("FIFO capture.json: diagnose", fifo_capture, lambda f: ["diagnose", f, "--json"], 0, None, None)
    # Cut short while read: a mapped file would raise SIGBUS; read files end early and say so.
    add("trace of 160 MiB cut to 100 bytes while read: profile",
        lambda: big_trace(os.path.join(tmp, "cut-trace.json"), 160),
        lambda f: ["profile", f, "--json"], (0, 1), None, None, lambda f: {"during": truncate_when_open(f, 100)})
    add("pass dump of 64 MiB cut to 100 bytes while read: trajectory",
        lambda: big_dump(os.path.join(tmp, "cut.mlir-passes.txt"), 64),
        lambda f: ["trajectory", f, "--json"], (0, 1), None, None, lambda f: {"during": truncate_when_open(f, 100)})
    return out


def big_dump(path, mib):
    """A pass dump of about MIB MiB: the fixture's matmul_naive dump over and over."""
    with open(os.path.join(DATA, "triton-h200", "matmul_naive", "matmul_naive.mlir-passes.txt"), "rb") as f:
        text = f.read()
    with open(path, "wb") as f:
        for _ in range(max(1, (mib << 20) // len(text))):
            f.write(text)
    return path


CHECKS = [kernel_count(1100)]


def main():
    global LIMIT_S, DATA
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", required=True)
    ap.add_argument("--data", required=True)
    ap.add_argument("--only", default="", help="run only the cases whose name contains this")
    ap.add_argument("--limit", type=float, default=60, help="seconds before a run is killed (measuring an old build)")
    ap.add_argument("--slack", type=float, default=1.0, help="multiplies the per-case time limits (a loaded machine)")
    a = ap.parse_args()
    LIMIT_S = a.limit
    DATA = a.data
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        env["XDG_DATA_HOME"] = os.path.join(tmp, "xdg")
        for name, args, want_rc, want_err, want_out, *rest in cases(tmp, a.data, a.only):
            if a.only and a.only not in name:
                continue
            opts = rest[0] if rest else {}
            rc, out, err, wall, rss, cpu = run(a.binary, args, env, opts)
            problems = []
            want_rcs = want_rc if isinstance(want_rc, tuple) else (want_rc,)
            if rc is None:
                problems.append(f"still running after {LIMIT_S} s")
            elif rc < 0:
                problems.append(f"killed by signal {-rc} ({signal.Signals(-rc).name})")
            elif rc not in want_rcs:
                problems.append(f"exit {rc}, expected {' or '.join(map(str, want_rcs))}")
            # Per-case limits are on CPU time: wall time on a shared machine says more about the other load.
            if "limit" in opts and cpu > opts["limit"] * a.slack:
                problems.append(f"took {cpu:.1f} s of CPU, more than {opts['limit'] * a.slack:.0f} s")
            if want_err and want_err not in err:
                problems.append(f"stderr lacks {want_err[:120]!r}")
            if callable(want_out):
                if why := want_out(out):
                    problems.append(why)
            elif want_out and want_out not in out:
                problems.append(f"stdout lacks {want_out!r}")
            status = "FAIL" if problems else "ok"
            print(f"{status:4} {name}: exit {rc}, {wall:.2f} s (CPU {cpu:.2f} s), peak RSS {rss:.0f} MiB" + ("; " + "; ".join(problems) if problems else ""))
            if problems:
                print("     stderr: " + err.strip()[-400:].replace("\n", "\n     "))
                failures += 1
    print(f"{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
