#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Crash safety of the two stores (issue 20, item 4; docs/reliability.md), with the built `lowerscope`.

- kill -9 at a random moment while `patterns import` writes a knowledge base, and while `rounds record` writes a
  workspace, ITERATIONS times each; every fourth run starts on a new file, so the first open (migration and
  seeding) is killed too. After every kill: `PRAGMA integrity_check` is ok; nothing seen committed before is
  lost; no half-written pattern batch or round is visible; a knowledge base that exists is seeded; and the
  next run on the file succeeds.
- two processes creating and writing one new store at once, CONCURRENT times per store: each succeeds, or
  fails with the "busy" error having written nothing.
- a store with a newer schema is refused and left byte-identical, with no -wal file made.

Standard library only. Prints one line per check and the figures; exit 1 on any failure.

    crash_safety.py --binary LOWERSCOPE --data tests/data [--iterations 100] [--concurrent 10] [--seed N]
"""
import argparse
import json
import os
import random
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time

BATCH = 200  # patterns import commits every 200 patterns (app/cmd_patterns.cpp) and reports each batch
FAILURES = []


def fail(what):
    FAILURES.append(what)
    print("FAIL " + what, flush=True)


def start(binary, args, env):
    return subprocess.Popen([binary, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                            env=env)


SLACK = 1.0  # --slack: multiplies the 60 s a run may take (the sanitizer build runs several times slower)


def finish(p, timeout=None):
    timeout = timeout or 60 * SLACK
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
        fail(f"{' '.join(p.args[1:3])}: still running after {timeout} s")
    return p.returncode, out.decode(errors="replace"), err.decode(errors="replace")


def run(binary, args, env):
    return finish(start(binary, args, env))


def kill_at(binary, args, env, delay):
    """Starts a run, kills it with SIGKILL after DELAY seconds; (exit code or -9, stdout, stderr)."""
    p = start(binary, args, env)
    try:
        p.wait(timeout=delay)
    except subprocess.TimeoutExpired:
        p.send_signal(signal.SIGKILL)
    return finish(p)


def run_or_kill(binary, args, env, duration, within, rnd):
    """The first run (DURATION None) is left to finish and timed: (rc, out, err, its duration), rc None when it
    failed. Later runs are killed after a random delay up to 1.1 x WITHIN, else 1.1 x DURATION."""
    if duration is None:
        t = time.monotonic()
        rc, out, err = run(binary, args, env)
        if rc != 0:
            fail(f"calibration run {' '.join(args[:2])}: exit {rc}: {err.strip()[-300:]}")
            return None, out, err, None
        return rc, out, err, time.monotonic() - t
    rc, out, err = kill_at(binary, args, env, rnd.uniform(0, (within or duration) * 1.1))
    return rc, out, err, duration


def tally(stats, rc, first, what, err):
    if rc == 0:
        stats["finished"] += 1
    elif rc == -9:
        stats["killed"] += 1
        stats["first_open_killed"] += first
    else:
        fail(f"{what}: {err.strip()[-300:]}")


def query(path, sql):
    """Rows of SQL on the store at PATH, read the way the next process would (WAL recovered)."""
    db = sqlite3.connect(path, timeout=10)
    try:
        return db.execute(sql).fetchall()
    finally:
        db.close()


def integrity(path, what):
    rows = query(path, "PRAGMA integrity_check")
    if rows != [("ok",)]:
        fail(f"{what}: integrity_check says {rows[:3]}")
        return False
    return True


def user_version(path):
    return query(path, "PRAGMA user_version")[0][0]


# ---------------------------------------------------------------- knowledge base

def seed_ids(repo):
    """The ids of the shipped patterns (resources/kb/patterns.json)."""
    with open(os.path.join(repo, "resources", "kb", "patterns.json")) as f:
        seed = json.load(f)
    seed = seed["patterns"] if isinstance(seed, dict) else seed
    return {p["id"] for p in seed}


def pattern_file(repo, path, prefix, count):
    """COUNT copies of the first shipped CUDA pattern, ids PREFIX.0 .. PREFIX.COUNT-1, as an import file."""
    with open(os.path.join(repo, "resources", "kb", "patterns.json")) as f:
        seed = json.load(f)
    seed = seed["patterns"] if isinstance(seed, dict) else seed
    base = next(p for p in seed if "cuda" in p["backends"])
    patterns = []
    for i in range(count):
        p = dict(base)
        p["id"] = f"{prefix}.{i}"
        patterns.append(p)
    with open(path, "w") as f:
        json.dump({"patterns": patterns}, f)
    return [p["id"] for p in patterns]


def kb_state(path, what, seeds):
    """The ids of the patterns in the knowledge base at PATH, after checking it; None when it has no schema yet."""
    if not os.path.exists(path):
        return None
    if not integrity(path, what):
        return None
    version = user_version(path)
    tables = query(path, "SELECT count(*) FROM sqlite_master")[0][0]
    if version == 0:
        if tables:
            fail(f"{what}: {tables} schema objects at user_version 0 (a half-made schema)")
        return None
    ids = {r[0] for r in query(path, "SELECT id FROM patterns")}
    missing = seeds - ids
    if missing:
        fail(f"{what}: schema version {version} but {len(missing)} shipped patterns missing (not seeded)")
    orphans = query(path, "SELECT count(*) FROM patterns p WHERE NOT EXISTS "
                          "(SELECT 1 FROM pattern_versions v WHERE v.pattern_id = p.id AND v.version = p.version)")[0][0]
    if orphans:
        fail(f"{what}: {orphans} patterns without their version row")
    return ids


def kb_kills(binary, repo, tmp, env, iterations, rnd, seeds):
    count = 2 * BATCH  # two batches per import
    kb = None
    committed = set()  # every pattern seen in the file, or reported imported
    duration = None
    stats = {"killed": 0, "finished": 0, "first_open_killed": 0, "batches_seen": {}}
    t = time.monotonic()
    run(binary, ["patterns", "list", "--kb", os.path.join(tmp, "kb-opening.sqlite")], env)
    opening = time.monotonic() - t
    for i in range(iterations):
        first = i % 4 == 0
        if first:
            kb = os.path.join(tmp, f"kb{i}.sqlite")
            committed = set()
        ids = pattern_file(repo, os.path.join(tmp, "import.json"), f"crash.{i}", count)
        args = ["patterns", "import", os.path.join(tmp, "import.json"), "--kb", kb]
        # Half the first opens are killed within the time an open alone takes (migration and seeding).
        rc, out, err, duration = run_or_kill(binary, args, env, duration, opening if first and i % 8 == 0 else None, rnd)
        if rc is None:
            return stats
        what = f"kb kill {i} ({'first open' if first else 'existing file'}, exit {rc})"
        reported = count if rc == 0 else max([int(m) for m in re.findall(r"imported (\d+) of", err)] or [0])
        tally(stats, rc, first, what, err)
        present = kb_state(kb, what, seeds)
        if present is None:
            if reported or committed:
                fail(f"{what}: no knowledge base left after {reported} patterns were reported imported")
        else:
            if committed - present:
                fail(f"{what}: {len(committed - present)} committed patterns lost")
            mine = [p for p in ids if p in present]
            if len(mine) < reported:
                fail(f"{what}: {reported} patterns reported imported, {len(mine)} present")
            if len(mine) % BATCH != 0 or mine != ids[:len(mine)]:
                fail(f"{what}: {len(mine)} of the import's patterns present: not whole batches")
            stats["batches_seen"][len(mine) // BATCH] = stats["batches_seen"].get(len(mine) // BATCH, 0) + 1
            committed |= present
        # The next process opens the file as it was left: it must work and find the shipped patterns.
        if first and rc != 0:
            rc2, out2, err2 = run(binary, ["patterns", "list", "--json", "--kb", kb], env)
            listed = {p.get("id") for p in json.loads(out2).get("patterns", [])} if rc2 == 0 else set()
            if rc2 != 0 or not seeds <= listed:
                fail(f"{what}: the next open: exit {rc2}, {len(seeds & listed)} of {len(seeds)} shipped patterns: {err2.strip()[-200:]}")
            else:
                committed |= kb_state(kb, what + ", next open", seeds) or set()
    stats["calibration_s"] = round(duration or 0, 3)
    stats["first_open_s"] = round(opening, 3)
    return stats


# ---------------------------------------------------------------- workspace

def bench_rows(data, kernel):
    with open(os.path.join(data, "triton-h200", "bench.json")) as f:
        return [r for r in json.load(f) if r["kernel"] == kernel]


def case_name(row):
    return "x".join(str(d) for d in row["size"])


def round_file(data, path, op, indexes):
    """Accepted rounds INDEXES of operator OP: softmax_3pass rewritten as softmax_fused, the real times of
    tests/data/triton-h200/bench.json (as tests/benchrounds.h builds them)."""
    initial, rewritten = bench_rows(data, "softmax_3pass"), bench_rows(data, "softmax_fused")
    names = {case_name(r) for r in initial}
    cases = [{"case": case_name(r), "shape": r["size"], "initial_ms": r["ms"], "reference_ms": r["torch_ms"]} for r in initial]
    validation = [{"case": case_name(r), "correct": r["rel_err"] <= 1e-3, "error": r["rel_err"], "ms": r["ms"],
                   "reference_ms": r["torch_ms"]} for r in rewritten if case_name(r) in names]
    base = os.path.join(data, "triton-h200")
    rounds = [{"operator": op, "backend": "cuda", "initial": {"path": os.path.join(base, "softmax_3pass", "softmax_3pass.py")},
               "cases": cases, "index": i, "hypothesis": f"round {i}", "level": "L3", "source": "analyst",
               "outcome": "accepted", "findings": [],
               "kernel": {"path": os.path.join(base, "softmax_fused", "softmax_fused.py")}, "validation": validation}
              for i in indexes]
    with open(path, "w") as f:
        json.dump({"rounds": rounds}, f)
    return len(validation)


def ws_state(path, what, cases):
    """{(operator, index)} of the rounds in the workspace at PATH, after checking it; None without a schema."""
    if not os.path.exists(path) or not integrity(path, what):
        return None
    if user_version(path) == 0:
        tables = query(path, "SELECT count(*) FROM sqlite_master")[0][0]
        if tables:
            fail(f"{what}: {tables} schema objects at user_version 0 (a half-made schema)")
        return None
    rows = query(path, "SELECT o.name, r.idx, r.state, r.result_version, (SELECT count(*) FROM round_cases c WHERE c.round_id = r.id) "
                       "FROM rounds r JOIN operators o ON o.id = r.operator_id")
    for name, idx, state, result, n in rows:
        if state != "done" or result is None or n != cases:
            fail(f"{what}: round {name}#{idx} half-written: state {state}, kernel version {result}, {n} of {cases} cases")
    ops = query(path, "SELECT count(*) FROM operators o WHERE o.initial_version IS NULL OR "
                      "(SELECT count(*) FROM cases c WHERE c.operator_id = o.id) = 0")[0][0]
    if ops:
        fail(f"{what}: {ops} operators without their initial kernel or cases")
    return {(name, idx) for name, idx, *_ in rows}


def ws_kills(binary, data, tmp, env, iterations, rnd):
    per = 3  # rounds per file, each in its own transaction
    ws, kb = None, None
    committed = set()
    duration = None
    stats = {"killed": 0, "finished": 0, "first_open_killed": 0}
    cases = 0
    for i in range(iterations):
        first = i % 4 == 0
        if first:
            ws = os.path.join(tmp, f"ws{i}")
            kb = os.path.join(tmp, f"ws-kb{i}.sqlite")
            committed = set()
        indexes = list(range(per * i + 1, per * i + per + 1))
        cases = round_file(data, os.path.join(tmp, "rounds.json"), "softmax", indexes)
        args = ["rounds", "record", os.path.join(tmp, "rounds.json"), "--workspace", ws, "--kb", kb]
        rc, out, err, duration = run_or_kill(binary, args, env, duration, None, rnd)
        if rc is None:
            return stats
        what = f"workspace kill {i} ({'first open' if first else 'existing file'}, exit {rc})"
        tally(stats, rc, first, what, err)
        present = ws_state(os.path.join(ws, "workspace.sqlite"), what, cases)
        if present is None:
            if committed or rc == 0:
                fail(f"{what}: no workspace left after rounds were committed")
            continue
        if committed - present:
            fail(f"{what}: committed rounds lost: {sorted(committed - present)[:5]}")
        mine = [i for i in indexes if ("softmax", i) in present]
        if rc == 0 and len(mine) != per:
            fail(f"{what}: exit 0 but {len(mine)} of {per} rounds present")
        if mine != indexes[:len(mine)]:
            fail(f"{what}: rounds {mine} present: not in order")
        committed |= present
    stats["calibration_s"] = round(duration or 0, 3)
    return stats


# ---------------------------------------------------------------- two writers at once, newer schemas

BUSY = "is busy: another process has held its write lock"


def concurrent(binary, repo, data, tmp, env, times, seeds):
    outcomes = {"both": 0, "one busy": 0}
    for i in range(times):
        kb = os.path.join(tmp, f"cc-kb{i}.sqlite")
        a = pattern_file(repo, os.path.join(tmp, f"cc-a{i}.json"), f"a{i}", 50)
        b = pattern_file(repo, os.path.join(tmp, f"cc-b{i}.json"), f"b{i}", 50)
        procs = [start(binary, ["patterns", "import", os.path.join(tmp, f"cc-{x}{i}.json"), "--kb", kb], env) for x in "ab"]
        results = [finish(p) for p in procs]
        present = kb_state(kb, f"kb at once {i}", seeds) or set()
        for (rc, out, err), ids in zip(results, (a, b)):
            got = [p for p in ids if p in present]
            if rc == 0 and len(got) != len(ids):
                fail(f"kb at once {i}: exit 0 but {len(got)} of {len(ids)} patterns")
            elif rc != 0 and (BUSY not in err or got):
                fail(f"kb at once {i}: exit {rc}, {len(got)} patterns written: {err.strip()[-300:]}")
        outcomes["both" if all(r[0] == 0 for r in results) else "one busy"] += 1

        ws, kb = os.path.join(tmp, f"cc-ws{i}"), os.path.join(tmp, f"cc-ws-kb{i}.sqlite")
        cases = round_file(data, os.path.join(tmp, f"cc-r1-{i}.json"), "softmax", [1, 2])
        round_file(data, os.path.join(tmp, f"cc-r2-{i}.json"), "softmax2", [1, 2])
        procs = [start(binary, ["rounds", "record", os.path.join(tmp, f"cc-r{x}-{i}.json"), "--workspace", ws, "--kb", kb], env)
                 for x in "12"]
        results = [finish(p) for p in procs]
        present = ws_state(os.path.join(ws, "workspace.sqlite"), f"workspace at once {i}", cases) or set()
        for (rc, out, err), op in zip(results, ("softmax", "softmax2")):
            got = [k for k in present if k[0] == op]
            if rc == 0 and len(got) != 2:
                fail(f"workspace at once {i}: {op}: exit 0 but {len(got)} of 2 rounds: {err.strip()[-300:]}")
            elif rc != 0 and (BUSY not in err or got):
                fail(f"workspace at once {i}: {op}: exit {rc}, {len(got)} rounds written: {err.strip()[-300:]}")
        outcomes["both" if all(r[0] == 0 for r in results) else "one busy"] += 1
    return outcomes


def newer_schema(binary, tmp, env):
    """A knowledge base and a workspace at a schema version above this build's: refused, byte-identical."""
    checks = []
    kb = os.path.join(tmp, "newer-kb.sqlite")
    run(binary, ["patterns", "list", "--kb", kb], env)
    ws = os.path.join(tmp, "newer-ws")
    round_file(os.environ["CRASH_DATA"], os.path.join(tmp, "newer.json"), "softmax", [1])
    run(binary, ["rounds", "record", os.path.join(tmp, "newer.json"), "--workspace", ws, "--kb", kb], env)
    for path, args in ((kb, ["patterns", "list", "--kb", kb]),
                       (os.path.join(ws, "workspace.sqlite"), ["rounds", "list", "--workspace", ws, "--kb", os.path.join(tmp, "k2.sqlite")])):
        db = sqlite3.connect(path)
        db.execute("PRAGMA user_version = 99")
        db.execute("PRAGMA journal_mode = DELETE")
        db.close()
        with open(path, "rb") as f:
            before = f.read()
        rc, out, err = run(binary, args, env)
        with open(path, "rb") as f:
            after = f.read()
        ok = rc == 1 and "newer" in err and before == after and not os.path.exists(path + "-wal")
        checks.append(ok)
        if not ok:
            fail(f"newer schema {os.path.basename(path)}: exit {rc}, byte-identical {before == after}, "
                 f"-wal {os.path.exists(path + '-wal')}: {err.strip()[-200:]}")
    return checks


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", required=True)
    ap.add_argument("--data", required=True)
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--concurrent", type=int, default=10)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--slack", type=float, default=1.0, help="multiplies the 60 s a run may take (a sanitizer build)")
    a = ap.parse_args()
    global SLACK
    SLACK = a.slack
    a.data = os.path.abspath(a.data)  # round files name kernels by absolute path
    seed = a.seed if a.seed is not None else random.randrange(1 << 30)
    rnd = random.Random(seed)
    repo = os.path.normpath(os.path.join(a.data, "..", ".."))
    os.environ["CRASH_DATA"] = a.data
    print(f"seed {seed} (--seed {seed} repeats these kill times)", flush=True)
    seeds = seed_ids(repo)
    begun = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANG="C.UTF-8",
                   XDG_DATA_HOME=os.path.join(tmp, "xdg"), XDG_CONFIG_HOME=os.path.join(tmp, "xdg-config"))
        t = time.monotonic()
        s = kb_kills(a.binary, repo, tmp, env, a.iterations, rnd, seeds)
        print(f"knowledge base: {a.iterations} runs of `patterns import` ({2 * BATCH} patterns), {s}, {time.monotonic() - t:.1f} s", flush=True)
        t = time.monotonic()
        s = ws_kills(a.binary, a.data, tmp, env, a.iterations, rnd)
        print(f"workspace: {a.iterations} runs of `rounds record` (3 rounds), {s}, {time.monotonic() - t:.1f} s", flush=True)
        t = time.monotonic()
        s = concurrent(a.binary, repo, a.data, tmp, env, a.concurrent, seeds)
        print(f"two writers creating one store: {2 * a.concurrent} pairs, {s}, {time.monotonic() - t:.1f} s", flush=True)
        s = newer_schema(a.binary, tmp, env)
        print(f"newer schema refused and byte-identical: {sum(s)} of {len(s)}", flush=True)
    print(f"{len(FAILURES)} failure(s) in {time.monotonic() - begun:.1f} s")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
