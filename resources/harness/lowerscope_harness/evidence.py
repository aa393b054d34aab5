# SPDX-License-Identifier: MIT
"""Evidence of one candidate, in the layout the engine reads (docs/trajectory.md, docs/profiles.md):
the kernel source, every Triton stage file (ttir, ttgir, llir, ptx, cubin, json metadata), the MLIR per-pass
dump with remarks, and, when asked, Nsight Compute CSV exports (CUDA) or `msprof op` output (Ascend).

The compiler's dump switches must be set before triton is imported and catch every compilation in the
process, so the capture runs in a child process that compiles and launches only the candidate, with
stderr (where MLIR writes the pass dumps and remarks) going to `<name>.mlir-passes.txt`.
"""
import glob
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading

from . import gpulock, static

DUMP_ENV = {"TRITON_ALWAYS_COMPILE": "1", "TRITON_KERNEL_DUMP": "1", "MLIR_ENABLE_DUMP": "1",
            "MLIR_ENABLE_REMARK": "1", "MLIR_ENABLE_DIAGNOSTICS": "warnings,remarks", "PYTHONUNBUFFERED": "1"}
STAGE_EXTS = (".ttir", ".ttgir", ".llir", ".ptx", ".cubin", ".json", ".source", ".ttadapter", ".npuir")


# The per-pass dump kept at most: an autotuned kernel compiled with every config dumps every pass of each (785 MB
# for max_reduction on the H200), over the 512 MiB a results archive's member may hold (engine/runners/bundle.h,
# MaxMemberBytes), which made the whole archive refused. The dump is cut at capture, at a line end, after the
# first compiles (each complete up to the limit), with a last line saying so.
MAX_PASS_DUMP_BYTES = 128 << 20
CUT_NOTE = "// lowerscope: per-pass dump cut here at {kept} of {total} bytes (the harness keeps {limit})\n"


def _run_capped(cmd, env, path, limit, timeout):
    """Runs CMD with its stderr written to PATH up to LIMIT bytes (cut at the last line end before it; the rest
    counted, not kept): (exit code, bytes kept, bytes written by the process). Killed after TIMEOUT seconds."""
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    timer = threading.Timer(timeout, lambda: _kill(proc))
    timer.start()
    kept = total = 0
    cut = False
    try:
        with open(path, "wb") as out:
            while True:
                chunk = proc.stderr.read(1 << 20)
                if not chunk:
                    break
                total += len(chunk)
                if cut:
                    continue
                if kept + len(chunk) >= limit:
                    room = chunk[: limit - kept]
                    chunk = room[: room.rfind(b"\n") + 1]
                    cut = True
                out.write(chunk)
                kept += len(chunk)
            rc = proc.wait()
            if total > kept:
                out.write(CUT_NOTE.format(kept=kept, total=total, limit=limit).encode())
    finally:
        timer.cancel()
        proc.stderr.close()
    return rc, kept, total


def _kill(proc):
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except OSError:
        pass


def _harness_cmd(*args):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return [sys.executable, "-m", "lowerscope_harness", *args], root


def capture(folder, candidate, out_dir, name="candidate", ncu=False, timeout=300):
    """Writes the evidence folder; returns a summary dict (files, per-pass dump lines, errors)."""
    os.makedirs(out_dir, exist_ok=True)
    shutil.copyfile(candidate, os.path.join(out_dir, f"{name}.py"))
    summary = {"folder": out_dir, "files": [], "errors": []}
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, **DUMP_ENV, TRITON_CACHE_DIR=os.path.join(tmp, "cache"),
                   TRITON_DUMP_DIR=os.path.join(tmp, "dump"))
        cmd, root = _harness_cmd("launch", folder, "--candidate", candidate)
        env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
        passes = os.path.join(out_dir, f"{name}.mlir-passes.txt")
        rc, kept, total = _run_capped(cmd, env, passes, MAX_PASS_DUMP_BYTES, timeout)
        if rc != 0:
            summary["errors"].append(f"compile/launch with dumps exited {rc} (see {os.path.basename(passes)})")
        if total > kept:
            summary["pass_dump_cut"] = {"kept_bytes": kept, "total_bytes": total, "limit_bytes": MAX_PASS_DUMP_BYTES}
        # Stage files from the dump folder; the metadata JSON (num_warps, shared, target) from the fresh cache.
        found = glob.glob(os.path.join(tmp, "dump", "**", "*"), recursive=True) + [
            p for p in glob.glob(os.path.join(tmp, "cache", "**", "*.json"), recursive=True)
            if not os.path.basename(p).startswith("__grp__")]
        for path in sorted(found):
            if os.path.isfile(path) and path.endswith(STAGE_EXTS):
                target = os.path.join(out_dir, os.path.basename(path))
                if not os.path.exists(target):
                    shutil.copyfile(path, target)
                    summary["files"].append(os.path.basename(path))
        # SASS with line info (nvdisasm -g), which the engine's source map reads; as tests/data/triton-h200/capture does.
        cubins = [f for f in summary["files"] if f.endswith(".cubin")]
        if cubins and shutil.which("nvdisasm"):
            for cubin in cubins:
                target = os.path.join(out_dir, os.path.splitext(cubin)[0] + ".nvdisasm")
                with open(target, "w") as f:
                    r = subprocess.run(["nvdisasm", "-g", "-c", "-hex", os.path.join(out_dir, cubin)], stdout=f,
                                       stderr=subprocess.DEVNULL, timeout=timeout)
                if r.returncode != 0:
                    with open(target, "w") as f:
                        subprocess.run(["nvdisasm", "-c", os.path.join(out_dir, cubin)], stdout=f, stderr=subprocess.DEVNULL,
                                       timeout=timeout)
                summary["files"].append(os.path.basename(target))
        if ncu and shutil.which("ncu"):
            rep = os.path.join(tmp, "profile")
            cmd, _ = _harness_cmd("launch", folder, "--candidate", candidate, "--repeat", "3")
            # Only the candidate's own Triton kernels: the launcher also runs torch kernels (random inputs).
            with open(candidate, encoding="utf-8") as f:
                names = sorted(static.Module(f.read()).jit)
            with gpulock.held():  # the profiler replays the kernel: never inside another request's timing
                r = subprocess.run(["ncu", "--clock-control", "none", "--set", "full", "--import-source", "yes",
                                    "-k", "regex:^(" + "|".join(names) + ")$", "--launch-skip", "1", "--launch-count",
                                    "1", "-o", rep, "-f", *cmd],
                                   env=dict(os.environ, PYTHONPATH=env["PYTHONPATH"]), capture_output=True, text=True,
                                   timeout=timeout)
            if os.path.exists(rep + ".ncu-rep"):
                for page, extra in (("raw", []), ("details", ["--print-details", "all"]), ("source", ["--print-source", "sass"])):
                    with open(os.path.join(out_dir, f"{name}.ncu-{page}.csv"), "w") as f:
                        subprocess.run(["ncu", "-i", rep + ".ncu-rep", "--csv", "--page", page, *extra], stdout=f,
                                       stderr=subprocess.STDOUT, timeout=timeout)
                    summary["files"].append(f"{name}.ncu-{page}.csv")
            else:
                summary["errors"].append("ncu wrote no report: " + (r.stderr or r.stdout)[-300:])
        elif ncu and shutil.which("msprof"):
            # Ascend (untested here): `msprof op` collects per-kernel pipe utilisation CSVs (docs/profiles.md).
            cmd, _ = _harness_cmd("launch", folder, "--candidate", candidate, "--repeat", "3")
            with gpulock.held():
                r = subprocess.run(["msprof", "op", f"--output={out_dir}/msprof", *cmd], capture_output=True,
                                   text=True, timeout=timeout)
            if r.returncode != 0:
                summary["errors"].append("msprof op failed: " + (r.stderr or r.stdout)[-300:])
        elif ncu:
            summary["errors"].append("no ncu or msprof on PATH")
    with open(passes, errors="replace") as f:
        summary["pass_dump_lines"] = sum(1 for _ in f)
    with open(os.path.join(out_dir, "evidence.json"), "w") as f:
        json.dump(summary, f, indent=1)
    return summary
