# SPDX-License-Identifier: MIT
"""Runs the requests of a runner batch where the hardware is (docs/runners.md, "Batch folders"). Standard
library only: it is the entry point of offline bundles, of ssh runs and of Slurm array tasks.

  python3 -m lowerscope_harness.batch BUNDLE [--index K] [--parallel N] [--gpus LIST] [--archive OUT.tar.gz]

BUNDLE holds manifest.json ({format, batch, requests: [{id, task, candidate, evidence, ncu, timing,
timeout_s, ...}]}, paths relative to BUNDLE), tasks/ and requests/ID/candidate.py. Each request runs as
`python3 -m lowerscope_harness run` in its own process group, with only the allow-listed environment
(ENV_NAMES, ENV_PREFIXES; never a variable named like a secret or listed in the manifest's env_deny), killed
after its timeout_s; it leaves
requests/ID/{result.json, status.json, log.txt, evidence/}. --index runs one request (a Slurm array task
passes $SLURM_ARRAY_TASK_ID) and exits 1 unless it ran to a verdict; without it every request runs, N at a
time, and the exit status is 0. --gpus 0,1 pins the N workers to those devices in turn (CUDA_VISIBLE_DEVICES;
worker i takes LIST[i % len(LIST)]), so each request is timed alone on its GPU. --archive then packs manifest.json
and every requests/ID folder into one results archive for `lowerscope bundle import`.
Progress lines on stdout: "lowerscope-batch: ID started|done VERDICT|failed|timed-out|cancelled".
SIGTERM (scancel, a cancelled ssh session) kills the running requests and marks them cancelled. A request
that ran out of device memory while other workers shared its device runs again, alone, once they are done
(status.json: rerun_alone).
"""
import argparse
import datetime
import json
import os
import signal
import subprocess
import sys
import tarfile
import threading
import time

from . import gpulock

MANIFEST = "manifest.json"

# The environment each request starts with: only what these lists allow, never the user's keys. The four lists
# are engine/runners/candidateenv.cpp's (exactNames, prefixes, secretParts, secretSuffixes: the one place they
# are decided, with each entry's reason); tst_runners checks that the two agree.
ENV_NAMES = ("PATH", "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TZ", "TMPDIR", "PYTHONPATH", "LD_LIBRARY_PATH",
             "XDG_CACHE_HOME", "OMP_NUM_THREADS", "MKL_NUM_THREADS", "TOOLCHAIN_HOME")
ENV_PREFIXES = ("LC_", "CUDA_", "NVIDIA_", "CUBLAS_", "CUDNN_", "TRITON_", "TORCH", "PYTORCH_", "ASCEND_", "PYENV_",
                "LOWERSCOPE_")
SECRET_PARTS = ("PASSWORD", "PASSWD", "SECRET", "TOKEN", "CREDENTIAL", "APIKEY", "API_KEY", "ACCESS_KEY", "PRIVATE_KEY")
SECRET_SUFFIXES = ("_KEY", "_KEYS")

_running = {}      # id -> Popen
_lock = threading.Lock()
_stopping = threading.Event()


def _now():
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _write_json(path, doc):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    os.replace(tmp, path)


def _say(line):
    sys.stdout.write(f"lowerscope-batch: {line}\n")
    sys.stdout.flush()


def looks_secret(name):
    upper = name.upper()
    return any(p in upper for p in SECRET_PARTS) or upper.endswith(SECRET_SUFFIXES)


def env_allowed(name, deny=()):
    """Whether NAME may reach candidate code: on the list, not in DENY (the LLM profiles' key variables), not a secret's name."""
    if not name or name in deny or looks_secret(name):
        return False
    return name in ENV_NAMES or name.startswith(ENV_PREFIXES)


def candidate_env(environ, deny=()):
    return {k: v for k, v in environ.items() if env_allowed(k, deny)}


def harness_args(bundle, req, folder):
    args = ["-m", "lowerscope_harness", "run", os.path.join(bundle, req["task"])]
    if req.get("candidate"):
        args += ["--candidate", os.path.join(bundle, req["candidate"])]
    args += ["--out", os.path.join(folder, "result.json")]
    if req.get("evidence"):
        args += ["--evidence", os.path.join(folder, "evidence")]
    if req.get("ncu"):
        args.append("--ncu")
    if not req.get("timing", True):
        args.append("--no-timing")
    if req.get("calibrate"):
        args.append("--calibrate")
    return args


def run_one(bundle, req, python, gpu=None, deny=()):
    folder = os.path.join(bundle, "requests", req["id"])
    os.makedirs(folder, exist_ok=True)
    for stale in ("result.json", "status.json", "log.txt"):
        if os.path.exists(os.path.join(folder, stale)):
            os.remove(os.path.join(folder, stale))
    status = {"status": "running", "started": _now(), "host": os.uname().nodename}
    if gpu is not None:
        status["gpu"] = gpu
    for var in ("SLURM_JOB_ID", "SLURM_ARRAY_JOB_ID", "SLURM_ARRAY_TASK_ID"):
        if os.environ.get(var):
            status[var.lower()] = os.environ[var]
    _write_json(os.path.join(folder, "status.json"), status)
    if _stopping.is_set():
        status.update(status="cancelled", finished=_now(), error="cancelled before it started")
        _write_json(os.path.join(folder, "status.json"), status)
        return status
    _say(f"{req['id']} started")
    env = candidate_env(os.environ, deny)
    harness_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env["PYTHONPATH"] = harness_root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    if gpu is not None:
        env["CUDA_VISIBLE_DEVICES"] = gpu
    # Workers that share a device time one at a time (gpulock): compiling and checking overlap, timing does not.
    # LOWERSCOPE_GPU_LOCK_DIR puts the lock files elsewhere, so that several batches on one machine share them.
    lock_dir = os.environ.get(gpulock.DIR_ENV) or bundle
    env[gpulock.ENV] = os.path.join(lock_dir, f"gpu-{gpu if gpu is not None else 'any'}.lock")
    timeout = req.get("timeout_s") or 1800
    with open(os.path.join(folder, "log.txt"), "wb") as log:
        proc = subprocess.Popen([python] + harness_args(bundle, req, folder), stdout=log, stderr=subprocess.STDOUT,
                                cwd=folder, env=env, start_new_session=True)
        with _lock:
            _running[req["id"]] = proc
        try:
            code = proc.wait(timeout=timeout)
            timed_out = False
        except subprocess.TimeoutExpired:
            _kill(proc)
            code = proc.wait()
            timed_out = True
        with _lock:
            _running.pop(req["id"], None)
    status.update(finished=_now(), exit_code=code)
    if timed_out:
        status.update(status="timed-out", error=f"killed after the time limit of {timeout} s")
    elif _stopping.is_set():
        status.update(status="cancelled", error="cancelled")
    elif code != 0:
        status.update(status="failed", error=f"the harness exited with code {code}")
    else:
        status["status"] = "done"
    _write_json(os.path.join(folder, "status.json"), status)
    verdict = ""
    if status["status"] == "done":
        try:
            with open(os.path.join(folder, "result.json"), encoding="utf-8") as f:
                verdict = json.load(f).get("verdict") or ""
        except (OSError, ValueError):
            verdict = "no result"
    _say(f"{req['id']} {'done ' + verdict if status['status'] == 'done' else status['status']}")
    return status


def out_of_memory(folder):
    """The message of the out-of-memory failure the request in FOLDER ended with (result.json), or None."""
    try:
        with open(os.path.join(folder, "result.json"), encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, ValueError):
        return None
    for r in doc.get("reasons") or ():
        msg = str(r.get("message") or "") if isinstance(r, dict) else ""
        if r.get("check") == "exception" and ("OutOfMemoryError" in msg or "out of memory" in msg.lower()):
            return msg
    return None


def _kill(proc):
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except OSError:
        pass


def _on_term(signum, frame):
    _stopping.set()
    with _lock:
        for proc in _running.values():
            _kill(proc)


def pack(bundle, manifest, archive):
    """The results archive: manifest.json and each request's folder (candidate copies left out)."""
    tmp = archive + ".tmp"
    with tarfile.open(tmp, "w:gz") as tar:
        tar.add(os.path.join(bundle, MANIFEST), arcname=MANIFEST)
        for req in manifest["requests"]:
            folder = os.path.join(bundle, "requests", req["id"])
            for name in ("result.json", "status.json", "log.txt", "evidence"):
                p = os.path.join(folder, name)
                if os.path.exists(p):
                    tar.add(p, arcname=f"requests/{req['id']}/{name}")
    os.replace(tmp, archive)


def main(argv=None):
    p = argparse.ArgumentParser(prog="lowerscope_harness.batch")
    p.add_argument("bundle")
    p.add_argument("--index", type=int)
    p.add_argument("--parallel", type=int, default=1)
    p.add_argument("--gpus", help="comma-separated device ids; worker i runs on the i-th (modulo their count)")
    p.add_argument("--archive")
    p.add_argument("--python", default=sys.executable)
    a = p.parse_args(argv)
    bundle = os.path.abspath(a.bundle)
    with open(os.path.join(bundle, MANIFEST), encoding="utf-8") as f:
        manifest = json.load(f)
    signal.signal(signal.SIGTERM, _on_term)
    signal.signal(signal.SIGINT, _on_term)
    with open(os.path.join(bundle, "batch.pid"), "w") as f:
        f.write(f"{os.getpid()}\n")
    reqs = manifest["requests"]
    if a.index is not None:
        if not 0 <= a.index < len(reqs):
            print(f"lowerscope_harness.batch: no request {a.index} (the batch has {len(reqs)})", file=sys.stderr)
            return 1
        reqs = [reqs[a.index]]
    queue = list(reqs)
    threads = []
    ended = []

    gpus = [g.strip() for g in a.gpus.split(",") if g.strip()] if a.gpus else []
    # Key variables the exporting machine's LLM profiles name (when the manifest lists them): never passed either.
    deny = tuple(n for n in manifest.get("env_deny") or () if isinstance(n, str))

    def worker(gpu):
        while True:
            with _lock:
                if not queue:
                    return
                req = queue.pop(0)
            ended.append(run_one(bundle, req, a.python, gpu, deny)["status"])

    workers = max(1, min(a.parallel, len(queue)))
    for i in range(workers):
        t = threading.Thread(target=worker, args=(gpus[i % len(gpus)] if gpus else None,))
        t.start()
        threads.append(t)
    while any(t.is_alive() for t in threads):
        time.sleep(0.2)  # the main thread stays free to take SIGTERM
    # A request that ran out of device memory while others shared its device may have run out of theirs: it runs
    # again once the others are done, alone, and that run's result is the one kept (its status says why).
    if workers > max(1, len(gpus)):
        for req in reqs:
            if _stopping.is_set():
                break
            first = out_of_memory(os.path.join(bundle, "requests", req["id"]))
            if first:
                _say(f"{req['id']} ran out of device memory beside other requests: again, alone")
                status = run_one(bundle, req, a.python, gpus[0] if gpus else None, deny)
                status["rerun_alone"] = {"first_error": first[:400]}
                _write_json(os.path.join(bundle, "requests", req["id"], "status.json"), status)
    if a.archive:
        pack(bundle, manifest, os.path.abspath(a.archive))
        _say(f"results in {a.archive}")
    # One request (a Slurm array task): its exit status says whether it ran to a verdict, so the
    # scheduler's state (COMPLETED or FAILED) agrees with the request's.
    if a.index is not None:
        return 0 if ended == ["done"] else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
