# SPDX-License-Identifier: MIT
"""python3 -m lowerscope_harness COMMAND ...  (docs/tasks.md, "The harness")

  check DIR                          format, hashes and static checks of a task folder -> JSON on stdout
  static FILE --entry NAME[,NAME]    static checks of one kernel file -> JSON
  parse-tritonbench FILE [PERF] [--module NAME]   read a TritonBench-G operator (never executed) -> JSON
  freeze DIR                         record the hashes of a task folder's frozen parts in its task.json
  run DIR [--candidate FILE] --out RESULT.json [--no-timing] [--evidence DIR] [--ncu]   (device)
  run DIR --calibrate [--candidate INITIAL] --out RESULT.json [--case-timeout S]   calibrate the initial kernel
  flush-residue --out FILE           time an empty kernel after each kind of L2 flush (device)
  launch DIR [--candidate FILE] [--repeat N]   run the first case once (for evidence capture; device)
Exit codes: 0 done (check: valid), 1 invalid input or a failed check, 2 internal error.
"""
import argparse
import json
import os
import sys

from . import static, taskfmt, tbparse


def _print(doc):
    json.dump(doc, sys.stdout, indent=1)
    sys.stdout.write("\n")


def check_folder(folder):
    """Problems of a task folder (format, hashes, static checks on its kernel), each {file, line, check, message}."""
    problems = []
    try:
        task = taskfmt.load(folder)
    except taskfmt.TaskError as e:
        return None, [{"file": e.where, "line": None, "check": "task-format", "message": e.message}]
    for p in taskfmt.validate(folder, task, limit=None):  # capped below, with the static findings
        file, _, msg = p.partition(": ")
        problems.append({"file": file, "line": None, "check": "task-format", "message": msg})
    try:  # only the task's own files are read (taskfmt.task_path; validate() listed any that are not)
        kernel = taskfmt.task_path(folder, task.get("kernel", "kernel.py"), "kernel")
        initial = taskfmt.task_path(folder, task.get("initial", "initial/kernel.py"), "initial")
    except taskfmt.TaskError:
        kernel = initial = None
    if kernel and os.path.isfile(kernel) and isinstance(task.get("entry"), list):
        try:
            text = taskfmt.read_text(kernel)
            init_text = taskfmt.read_text(initial) if os.path.isfile(initial) else None
        except (taskfmt.TaskError, UnicodeDecodeError) as e:
            problems.append({"file": kernel, "line": None, "check": "task-format", "message": str(e)})
            text = None
        for finding in static.check(text, task["entry"], init_text, require_launch=task.get("backend") != "python") \
                if text is not None else []:
            problems.append({"file": kernel, "line": finding["line"], "check": finding["check"],
                             "message": finding["message"]})
    if len(problems) > taskfmt.MAX_PROBLEMS:  # as validate(): MAX_PROBLEMS listed, then how many were not
        more = len(problems) - taskfmt.MAX_PROBLEMS
        problems = problems[:taskfmt.MAX_PROBLEMS] + [{
            "file": os.path.join(folder, taskfmt.TASK_FILE), "line": None, "check": "task-format",
            "message": f"{more} more problems are not listed"}]
    return task, problems


def main(argv=None):
    p = argparse.ArgumentParser(prog="lowerscope_harness")
    sub = p.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check"); c.add_argument("dir")
    s = sub.add_parser("static"); s.add_argument("file"); s.add_argument("--entry", required=True)
    s.add_argument("--initial")
    t = sub.add_parser("parse-tritonbench"); t.add_argument("file"); t.add_argument("perf", nargs="?")
    t.add_argument("--module")
    f = sub.add_parser("freeze"); f.add_argument("dir")
    r = sub.add_parser("run"); r.add_argument("dir"); r.add_argument("--candidate"); r.add_argument("--out", required=True)
    r.add_argument("--no-timing", action="store_true"); r.add_argument("--evidence"); r.add_argument("--ncu", action="store_true")
    r.add_argument("--calibrate", action="store_true"); r.add_argument("--case-timeout", type=float)
    cc = sub.add_parser("calibrate-child"); cc.add_argument("dir"); cc.add_argument("--plan", required=True)
    fr = sub.add_parser("flush-residue"); fr.add_argument("--out", required=True); fr.add_argument("--reps", type=int, default=200)
    lp = sub.add_parser("launch"); lp.add_argument("dir"); lp.add_argument("--candidate"); lp.add_argument("--repeat", type=int, default=1)
    a = p.parse_args(argv)

    if a.cmd == "check":
        task, problems = check_folder(a.dir)
        doc = {"task": os.path.abspath(a.dir), "name": task.get("name") if task else None,
               "valid": not problems, "problems": problems}
        if task:
            state, reason = taskfmt.calibration_state(task)
            doc["calibration"] = {"status": state, "reason": reason}
            doc["torch_calls"] = _torch_calls(a.dir, task)
        _print(doc)
        return 0 if not problems else 1
    if a.cmd == "static":
        with open(a.file, encoding="utf-8") as fh:
            text = fh.read()
        init = open(a.initial, encoding="utf-8").read() if a.initial else None
        # A plain-Python task's initial kernel launches no Triton kernel; its candidates need not either.
        entries = a.entry.split(",")
        findings = static.check(text, entries, init, require_launch=init is None or static.launches_triton(init, entries))
        _print({"file": a.file, "findings": findings})
        return 0 if not findings else 1
    if a.cmd == "parse-tritonbench":
        try:
            with open(a.file, encoding="utf-8") as fh:
                text = fh.read()
            perf = None
            if a.perf:
                with open(a.perf, encoding="utf-8") as fh:
                    perf = fh.read()
            module = a.module or os.path.splitext(os.path.basename(a.file))[0]
            doc = tbparse.parse(text, perf, module)
            doc["kernel_with_markers"] = with_markers(doc["kernel_half"])
        except tbparse.ParseError as e:
            which = a.perf if getattr(e, "in_perf", False) or "perf" in str(e.message) or \
                (a.perf and e.line and "get_" in e.message) else a.file
            _print({"error": e.message, "file": which, "line": e.line})
            return 1
        except (OSError, UnicodeDecodeError, SyntaxError) as e:
            _print({"error": str(e), "file": a.file, "line": getattr(e, "lineno", None)})
            return 1
        _print(doc)
        return 0
    if a.cmd == "freeze":
        taskfmt.freeze(a.dir)
        return 0
    if a.cmd == "calibrate-child":
        from . import calibrate
        return calibrate.child(a.dir, a.plan)
    if a.cmd == "flush-residue":
        from . import device
        doc = device.measure_flush_residue(a.reps)
        with open(a.out, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=1)
        _print(doc)
        return 0
    if a.cmd == "run" and a.calibrate:
        from . import calibrate
        doc = calibrate.run(a.dir, a.candidate, a.out, a.case_timeout or calibrate.CASE_TIMEOUT_S)
        print(json.dumps({"task": doc["task"], "verdict": doc["verdict"], "reasons": doc["reasons"][:3]}))
        return 0
    if a.cmd == "run":
        if _backend(a.dir) == "python":  # a plain-Python task (pyrun.py): no torch, no device, no evidence
            from . import pyrun
            doc = pyrun.run(a.dir, a.candidate, a.out, timing=not a.no_timing)
            print(json.dumps({"task": doc["task"], "verdict": doc["verdict"], "reasons": doc["reasons"][:3]}))
            return 0
        from . import device
        doc = device.run(a.dir, a.candidate, a.out, timing=not a.no_timing)
        # Evidence files are named by the task and copy its kernel: only for a task whose format held (a name
        # that is an identifier, files inside its folder; device.run checked them first).
        if a.evidence and not any(r.get("check") == "task-format" for r in doc.get("reasons", [])):
            from . import evidence
            task = taskfmt.load(a.dir)
            cand = a.candidate or os.path.join(a.dir, task["kernel"])
            doc["evidence"] = evidence.capture(a.dir, cand, a.evidence, name=task["name"], ncu=a.ncu)
            from . import result
            result.write(doc, a.out)
        print(json.dumps({"task": doc["task"], "verdict": doc["verdict"], "reasons": doc["reasons"][:3]}))
        return 0
    if a.cmd == "launch":
        from . import device
        task = taskfmt.load(a.dir)
        dev = device.Device()
        fn = device.callable_for(task, a.dir, a.candidate or os.path.join(a.dir, task["kernel"]), "launch")
        args = device.make_args(task["cases"][0], task["cases"][0]["seed"], dev)
        for _ in range(a.repeat):
            fn(args)
        dev.sync()
        return 0
    return 2


def _torch_calls(folder, task):
    """The torch calls on the kernel's timed path: those the initial kernel makes too (allowed) and new ones."""
    try:
        kernel = taskfmt.read_text(taskfmt.task_path(folder, task.get("kernel", "kernel.py"), "kernel"))
        initial = taskfmt.read_text(taskfmt.task_path(folder, task.get("initial", "initial/kernel.py"), "initial"))
    except (OSError, taskfmt.TaskError, UnicodeDecodeError):
        return {"allowed": [], "new": []}
    entries = task.get("entry") if isinstance(task.get("entry"), list) else []
    return static.torch_calls(kernel, entries, initial)


def _backend(folder):
    try:
        return taskfmt.load(folder).get("backend")
    except taskfmt.TaskError:
        return None


def with_markers(kernel_half):
    """The kernel half with its editable region marked: everything after the leading imports."""
    import ast
    tree = ast.parse(kernel_half)
    last_import = 0
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)) or (
                isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)):
            last_import = node.end_lineno
        else:
            break
    lines = kernel_half.splitlines(keepends=True)
    head, rest = "".join(lines[:last_import]), "".join(lines[last_import:])
    if head and not head.endswith("\n"):
        head += "\n"
    if rest and not rest.endswith("\n"):
        rest += "\n"
    return f"{head}{taskfmt.EDIT_BEGIN}\n{rest}{taskfmt.EDIT_END}\n"


if __name__ == "__main__":
    try:
        sys.exit(main())
    except SystemExit:
        raise
    except Exception as e:  # noqa: BLE001
        print(f"lowerscope_harness: internal error: {type(e).__name__}: {e}", file=sys.stderr)
        sys.exit(2)
