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
import subprocess
import sys
import tempfile

from . import gpulock, static

DUMP_ENV = {"TRITON_ALWAYS_COMPILE": "1", "TRITON_KERNEL_DUMP": "1", "MLIR_ENABLE_DUMP": "1",
            "MLIR_ENABLE_REMARK": "1", "MLIR_ENABLE_DIAGNOSTICS": "warnings,remarks", "PYTHONUNBUFFERED": "1"}
STAGE_EXTS = (".ttir", ".ttgir", ".llir", ".ptx", ".cubin", ".json", ".source", ".ttadapter", ".npuir")


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
        with open(passes, "w") as err:
            rc = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=err, timeout=timeout).returncode
        if rc != 0:
            summary["errors"].append(f"compile/launch with dumps exited {rc} (see {os.path.basename(passes)})")
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
