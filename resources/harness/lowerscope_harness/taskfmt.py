# SPDX-License-Identifier: MIT
"""The operator task folder (docs/tasks.md): loading, validation, frozen hashes, the editable region."""
import hashlib
import importlib.util
import json
import os
import re
import stat
import sys

from . import FORMAT_VERSION

TASK_FILE = "task.json"
EDIT_BEGIN = "# lowerscope: editable begin"
EDIT_END = "# lowerscope: editable end"
FLOAT_DTYPES = ("float16", "bfloat16", "float32", "float64")
INT_DTYPES = ("int8", "uint8", "int16", "int32", "int64", "bool")
DTYPES = FLOAT_DTYPES + INT_DTYPES
INITS = ("randn", "rand", "randint", "empty", "zeros", "ones", "full", "arange", "randperm", "tensor")
DEFAULT_TOLERANCES = {
    "float16": {"atol": 1e-2, "rtol": 1e-2},
    "bfloat16": {"atol": 2e-2, "rtol": 2e-2},
    "float32": {"atol": 1e-4, "rtol": 1e-4},
    "float64": {"atol": 1e-8, "rtol": 1e-8},
}
CASES_REQUIRED = 5
# The largest task file read (as UserFile::MaxDocumentBytes in engine/core/userfile.h; docs/reliability.md).
MAX_FILE_BYTES = 64 << 20
# A task's name becomes folders and files (the workspace's optimize/NAME, evidence NAME.py): an identifier of
# 1-64 letters, digits, '_', '-', '.', not '.' or '..'. Mirrors isSafeIdentifier in engine/core/identifier.cpp.
IDENTIFIER = re.compile(r"[A-Za-z0-9._-]{1,64}\Z")
# Cases read of a task: far above the five the format asks for; a task.json of 10^6 cases is one problem, not
# millions (as TaskLimits::MaxCases, engine/tasks/taskfolder.h).
MAX_CASES = 256
# Bytes of one case's tensors together: 2^38 = 256 GiB, about twice the largest device memory of the backends'
# hardware models (H200: 141 GB), so a case no device could hold is refused (as TaskLimits::MaxCaseTensorBytes).
MAX_CASE_TENSOR_BYTES = 1 << 38
# Problems listed by validate() and `tasks check`, then one saying how many were not (as the readers' warnings
# of one file, Diagnostics::MaxPerFile in engine/core/diagnostics.h).
MAX_PROBLEMS = 1000
DTYPE_BYTES = {"float16": 2, "bfloat16": 2, "float32": 4, "float64": 8, "int8": 1, "uint8": 1, "int16": 2,
               "int32": 4, "int64": 8, "bool": 1}


class TaskError(Exception):
    """A task folder that cannot be used; `where` names the file (and key) at fault."""

    def __init__(self, where, message):
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


def read_bytes(path, limit=MAX_FILE_BYTES):
    """A task file's bytes: a regular file only, opened non-blocking (a FIFO named task.json never hangs, a
    device never fills memory), at most LIMIT bytes; TaskError naming the file otherwise. FileNotFoundError
    passes through."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise TaskError(path, "not a regular file")
        if st.st_size > limit:
            raise TaskError(path, f"{st.st_size} bytes: larger than the {limit} bytes a task file may have")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise TaskError(path, f"larger than the {limit} bytes a task file may have")
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_text(path):
    return read_bytes(path).decode("utf-8")


def sha256_bytes(data):
    return hashlib.sha256(data).hexdigest()


def sha256_file(path):
    return sha256_bytes(read_bytes(path))


def identifier_problem(name):
    """Why NAME cannot name a task (or anything that becomes a path), or None."""
    if isinstance(name, str) and IDENTIFIER.match(name) and name not in (".", ".."):
        return None
    if name in (".", ".."):
        return f"the name '{name}' is a folder, not a name"
    return f"the name {str(name)[:80]!r} is not 1-64 letters, digits, '_', '-' or '.' (no '/' or other separators)"


def task_path(folder, rel, key):
    """FOLDER/REL for a file the task names under KEY, when it resolves (after symlinks) inside FOLDER; a
    TaskError naming the task file, the key and the reason otherwise. The file need not exist."""
    tj = os.path.join(folder, TASK_FILE)
    if not isinstance(rel, str) or not rel:
        raise TaskError(tj, f"{key}: expected a file name inside the task folder, found {rel!r}")
    path = os.path.join(folder, rel)
    root = os.path.realpath(folder)
    real = os.path.realpath(path)
    if os.path.commonpath([root, real]) != root or real == root:
        raise TaskError(tj, f"{key}: {rel} resolves to {real}, outside the task folder {root} "
                            "(a task names only its own files)")
    return path


def named_files(task):
    """(key, file) for every file a task names: its kernels, call, reference, test and frozen hashes."""
    out = [("kernel", task.get("kernel")), ("initial", task.get("initial"))]
    ref = task.get("reference")
    if isinstance(ref, dict) and ref.get("kind") in ("torch", "python"):
        out.append(("reference.file", ref.get("file")))
    call = task.get("call")
    if isinstance(call, dict) and call:
        out.append(("call.file", call.get("file")))
    if task.get("test"):
        out.append(("test", task.get("test")))
    frozen = task.get("frozen")
    files = frozen.get("files") if isinstance(frozen, dict) else None
    if isinstance(files, dict):
        out += [("frozen.files", rel) for rel in files]
    return out


def capped(problems, where, limit=MAX_PROBLEMS):
    """PROBLEMS with at most LIMIT listed, then one 'WHERE: N more problems are not listed'."""
    if len(problems) <= limit:
        return problems
    return problems[:limit] + [f"{where}: {len(problems) - limit} more problems are not listed"]


def case_tensor_bytes(args):
    """Bytes of a case's tensor arguments together (an argument 'like' another counts as that one); None when
    a shape is not made of non-negative integers (reported by the argument checks)."""
    total = 0
    for arg in args:
        if isinstance(arg, dict) and isinstance(arg.get("like"), int) and 0 <= arg["like"] < len(args):
            arg = args[arg["like"]]
        if not isinstance(arg, dict) or "shape" not in arg:
            continue
        shape = arg["shape"]
        if not isinstance(shape, list) or not all(isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in shape):
            return None
        n = DTYPE_BYTES.get(arg.get("dtype"), 1)
        for d in shape:
            n *= d
        total += n
    return total


def split_editable(text):
    """Returns (outside, inside): the text outside the editable markers (markers kept) and inside them.

    Raises ValueError when the markers are missing, repeated or out of order."""
    lines = text.splitlines(keepends=True)
    begins = [i for i, l in enumerate(lines) if l.strip() == EDIT_BEGIN]
    ends = [i for i, l in enumerate(lines) if l.strip() == EDIT_END]
    if len(begins) != 1 or len(ends) != 1 or begins[0] > ends[0]:
        raise ValueError(f"expected one '{EDIT_BEGIN}' line followed by one '{EDIT_END}' line")
    b, e = begins[0], ends[0]
    outside = "".join(lines[: b + 1]) + "".join(lines[e:])
    inside = "".join(lines[b + 1 : e])
    return outside, inside


def editable_line_range(text):
    """1-based first and last line of the editable region (the lines between the markers)."""
    lines = text.splitlines()
    b = next(i for i, l in enumerate(lines) if l.strip() == EDIT_BEGIN)
    e = next(i for i, l in enumerate(lines) if l.strip() == EDIT_END)
    return b + 2, e


def outside_hash(text):
    return sha256_bytes(split_editable(text)[0].encode("utf-8"))


def cases_hash(cases):
    return sha256_bytes(json.dumps(cases, sort_keys=True, separators=(",", ":")).encode("utf-8"))


def frozen_files(task):
    """The files whose content is frozen (hashed), relative to the task folder."""
    files = [task["initial"]]
    ref = task.get("reference", {})
    if ref.get("kind") in ("torch", "python"):
        files.append(ref["file"])
    call = task.get("call")
    if call:
        files.append(call["file"])
    if task.get("test"):
        files.append(task["test"])
    return files


def compute_hashes(folder, task):
    """The `frozen` record of a task: sha256 of every frozen file, of the kernel's text outside its
    editable region, and of the cases."""
    hashes = {"files": {}, "cases": cases_hash(task["cases"])}
    for rel in frozen_files(task):
        hashes["files"][rel] = sha256_file(task_path(folder, rel, "frozen file"))
    hashes["kernel_outside_editable"] = outside_hash(read_text(task_path(folder, task["initial"], "initial")))
    # What calibration observed, and the cases it may take instead of one that fails, are the task's too.
    if "alternates" in task:
        hashes["alternates"] = cases_hash(task["alternates"])
    if "calibration" in task:
        hashes["calibration"] = cases_hash(task["calibration"])
    return hashes


CALIBRATION_STATES = ("calibrated", "failed")


def calibration_state(task):
    """(state, reason): 'calibrated', 'failed' (with the reason) or 'uncalibrated' (a task never calibrated)."""
    cal = task.get("calibration")
    if not isinstance(cal, dict):
        return "uncalibrated", None
    return cal.get("status"), cal.get("reason")


def load(folder):
    path = os.path.join(folder, TASK_FILE)
    try:
        task = json.loads(read_text(path))
    except FileNotFoundError:
        raise TaskError(path, "no task.json in this folder")
    except json.JSONDecodeError as e:
        raise TaskError(f"{path}:{e.lineno}", f"not valid JSON ({e.msg})")
    if not isinstance(task, dict):
        raise TaskError(path, "expected a JSON object")
    return task


def _arg_problems(where, arg, nargs):
    out = []
    if not isinstance(arg, dict):
        return [f"{where}: expected an object"]
    if "value" in arg:
        return out
    if "like" in arg:
        if not isinstance(arg["like"], int) or not 0 <= arg["like"] < nargs:
            out.append(f"{where}.like: not the index of another argument")
    elif not isinstance(arg.get("shape"), list) or not all(isinstance(d, int) and d >= 0 for d in arg["shape"]):
        out.append(f"{where}.shape: expected a list of non-negative integers")
    if arg.get("dtype") not in DTYPES and "like" not in arg:
        out.append(f"{where}.dtype: '{arg.get('dtype')}' is not one of {', '.join(DTYPES)}")
    if arg.get("init") not in INITS:
        out.append(f"{where}.init: '{arg.get('init')}' is not one of {', '.join(INITS)}")
    if arg.get("init") == "tensor" and not isinstance(arg.get("data"), list):
        out.append(f"{where}.data: an init 'tensor' needs its data")
    if arg.get("role", "input") not in ("input", "output", "inout"):
        out.append(f"{where}.role: expected input, output or inout")
    return out


def validate(folder, task=None, limit=MAX_PROBLEMS):
    """Every problem of a task folder (format, names, hashes), as 'file: message' strings; [] when valid. At
    most LIMIT are listed, then one saying how many were not (None: all, for a caller that caps its own list)."""
    try:
        task = task if task is not None else load(folder)
    except TaskError as e:
        return [str(e)]
    problems = _problems(folder, task)
    return problems if limit is None else capped(problems, os.path.join(folder, TASK_FILE), limit)


def _case_problems(where, case, seeded):
    """The problems of one case (or alternate) at WHERE: its shape, its arguments, its tensors' bytes; a case of
    the task also needs its seed (SEEDED)."""
    if not isinstance(case, dict) or not isinstance(case.get("args"), list):
        return [f"{where}: expected an object with 'args'"]
    problems = []
    if seeded and not isinstance(case.get("seed"), int):
        problems.append(f"{where}.seed: expected an integer")
    for j, arg in enumerate(case["args"]):
        problems += _arg_problems(f"{where}.args[{j}]", arg, len(case["args"]))
    nbytes = case_tensor_bytes(case["args"])
    if nbytes is not None and nbytes > MAX_CASE_TENSOR_BYTES:
        problems.append(f"{where}: its tensors hold {nbytes} bytes, more than the {MAX_CASE_TENSOR_BYTES} a device "
                        "could hold")
    return problems


def _problems(folder, task):
    problems = []
    tj = os.path.join(folder, TASK_FILE)
    if task.get("format") != FORMAT_VERSION:
        problems.append(f"{tj}: format: expected {FORMAT_VERSION}, found {task.get('format')!r}")
    for key in ("name", "backend", "kernel", "initial", "entry", "reference", "cases", "frozen"):
        if key not in task:
            problems.append(f"{tj}: missing key '{key}'")
    if problems:
        return problems
    if identifier_problem(task["name"]):
        problems.append(f"{tj}: name: {identifier_problem(task['name'])}")
    # Every file the task names is its own: nothing outside the folder is read, hashed, shown or run.
    for key, rel in named_files(task):
        try:
            task_path(folder, rel, key)
        except TaskError as e:
            problems.append(str(e))
    if problems:
        return problems
    if not isinstance(task["entry"], list) or not task["entry"] or not all(isinstance(e, str) for e in task["entry"]):
        problems.append(f"{tj}: entry: expected a non-empty list of function names in {task['kernel']}")
    ref = task["reference"]
    # Plain-Python tasks (backend "python", pyrun.py) and only they have a plain-Python reference.
    python_task = task["backend"] == "python"
    if python_task and ref.get("kind") != "python":
        problems.append(f"{tj}: reference.kind: a plain-Python task (backend 'python') needs kind 'python'")
    elif not python_task and ref.get("kind") not in ("torch", "initial"):
        problems.append(f"{tj}: reference.kind: expected 'torch' or 'initial'")
    elif ref["kind"] in ("torch", "python") and not (ref.get("file") and ref.get("function")):
        problems.append(f"{tj}: reference: a {ref['kind']} reference needs 'file' and 'function'")
    cases = task["cases"]
    if not isinstance(cases, list) or len(cases) != CASES_REQUIRED:
        problems.append(f"{tj}: cases: expected {CASES_REQUIRED} cases, found "
                        f"{len(cases) if isinstance(cases, list) else 'none'}")
        cases = cases if isinstance(cases, list) else []
    if len(cases) > MAX_CASES:
        problems.append(f"{tj}: cases: {len(cases)} cases, more than the {MAX_CASES} a task may have (not read)")
        cases = []
    for i, case in enumerate(cases):
        problems += _case_problems(f"{tj}: cases[{i}]", case, seeded=True)
    alternates = task.get("alternates", [])
    if not isinstance(alternates, list) or len(alternates) > MAX_CASES:
        problems.append(f"{tj}: alternates: expected a list of at most {MAX_CASES} cases")
        alternates = []
    for i, case in enumerate(alternates):
        problems += _case_problems(f"{tj}: alternates[{i}]", case, seeded=False)
    cal = task.get("calibration")
    if cal is not None and (not isinstance(cal, dict) or cal.get("status") not in CALIBRATION_STATES):
        problems.append(f"{tj}: calibration.status: expected one of {', '.join(CALIBRATION_STATES)}")
    for i, case in enumerate(cases):
        if isinstance(case, dict) and case.get("outputs", "returned") not in ("returned", "both"):
            problems.append(f"{tj}: cases[{i}].outputs: expected 'both' (or no key)")
    for dt, tol in task.get("tolerances", {}).items():
        if dt not in FLOAT_DTYPES or not isinstance(tol, dict) or set(tol) != {"atol", "rtol"}:
            problems.append(f"{tj}: tolerances.{dt}: expected a float dtype with atol and rtol")
    # Files and hashes.
    for rel in [task["kernel"]] + frozen_files(task):
        if not os.path.isfile(os.path.join(folder, rel)):
            problems.append(f"{os.path.join(folder, rel)}: missing")
    if problems:
        return problems
    frozen = task["frozen"]
    for rel, digest in frozen.get("files", {}).items():
        try:
            actual = sha256_file(os.path.join(folder, rel))
        except (OSError, TaskError) as e:
            problems.append(str(e) if isinstance(e, TaskError) else f"{os.path.join(folder, rel)}: {e.strerror}")
            continue
        if actual != digest:
            problems.append(f"{os.path.join(folder, rel)}: does not match its recorded sha256 (a frozen file was edited)")
    for rel in frozen_files(task):
        if rel not in frozen.get("files", {}):
            problems.append(f"{tj}: frozen.files: no hash recorded for {rel}")
    if frozen.get("cases") != cases_hash(task["cases"]):
        problems.append(f"{tj}: cases: do not match their recorded sha256 (the cases were edited)")
    for key in ("alternates", "calibration"):
        if key in task and frozen.get(key) != cases_hash(task[key]):
            problems.append(f"{tj}: {key}: does not match its recorded sha256 (it was edited)")
        elif key not in task and key in frozen:
            problems.append(f"{tj}: {key}: a sha256 is recorded for it, but the task has none (it was removed)")
    for rel in (task["kernel"], task["initial"]):
        p = os.path.join(folder, rel)
        try:
            h = outside_hash(read_text(p))
        except TaskError as e:
            problems.append(str(e))
            continue
        except ValueError as e:
            problems.append(f"{p}: {e}")
            continue
        if h != frozen.get("kernel_outside_editable"):
            problems.append(f"{p}: the text outside the editable region differs from the initial kernel's")
    return problems


def freeze(folder, task=None):
    """Records the hashes of a task folder's frozen parts in its task.json (for authoring suite tasks)."""
    task = task if task is not None else load(folder)
    task["frozen"] = compute_hashes(folder, task)
    write(folder, task)
    return task


def write(folder, task):
    with open(os.path.join(folder, TASK_FILE), "w", encoding="utf-8") as f:
        json.dump(task, f, indent=1, sort_keys=False)
        f.write("\n")


def tolerance(task, dtype):
    return task.get("tolerances", {}).get(dtype) or DEFAULT_TOLERANCES.get(dtype) or {"atol": 0.0, "rtol": 0.0}


def load_module(path, name, kernel_module=None):
    """Imports a task file as a fresh module; a call file sees the kernel as `kernel`."""
    if kernel_module is not None:
        sys.modules["kernel"] = kernel_module
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    try:
        spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        spec.loader.exec_module(mod)
        return mod
    finally:
        sys.path.pop(0)
