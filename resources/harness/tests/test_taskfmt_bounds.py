# SPDX-License-Identifier: MIT
"""Issue 28, sections 2 and 5: a task names only its own files and an identifier; what a task or a perf file
asks for is bounded. Each test starts from a real task (tasks/suite/softmax) or a real TritonBench-G perf file
(tests/data/tritonbench-g/add_example) made hostile.
Run: python3 -m unittest discover -s resources/harness/tests -t resources/harness
"""
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
HARNESS = os.path.dirname(HERE)
REPO = os.path.dirname(os.path.dirname(HARNESS))
sys.path.insert(0, HARNESS)

from lowerscope_harness import taskfmt, tbparse  # noqa: E402
from lowerscope_harness.__main__ import check_folder  # noqa: E402

SOFTMAX = os.path.join(REPO, "tasks", "suite", "softmax")
ADD = os.path.join(REPO, "tests", "data", "tritonbench-g", "add_example")
LOOP = "        for i in range(12, 28):\n"


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


class HostileTask(unittest.TestCase):
    """A copy of tasks/suite/softmax in TMP/task, next to a byte-identical copy of its kernel outside it."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.folder = os.path.join(self.tmp, "task")
        shutil.copytree(SOFTMAX, self.folder)
        self.outside = os.path.join(self.tmp, "outside.py")
        shutil.copyfile(os.path.join(SOFTMAX, "kernel.py"), self.outside)
        self.task = taskfmt.load(self.folder)
        self.assertEqual(taskfmt.validate(self.folder), [])

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def edit(self, **keys):
        self.task.update(keys)
        taskfmt.write(self.folder, self.task)
        return taskfmt.validate(self.folder)

    def test_name_is_an_identifier(self):
        for name in ("/abs/dir/sitecustomize", "../x", "..", ".", "a/b", "a\\b", "", "x" * 65, 7):
            problems = self.edit(name=name)
            self.assertTrue(any(": name: the name " in p for p in problems), (name, problems))
        for name in ("softmax", "soft_max-2.v1", "x" * 64):
            self.assertEqual(self.edit(name=name), [], name)

    def test_kernel_outside_the_folder(self):
        # The outside file has the kernel's exact bytes: only where it lies is wrong.
        for kernel in ("../outside.py", self.outside):
            problems = self.edit(kernel=kernel)
            self.assertEqual(len(problems), 1, problems)
            self.assertIn("task.json: kernel: ", problems[0])
            self.assertIn("outside the task folder", problems[0])
        self.assertEqual(self.edit(kernel=os.path.join(self.folder, "kernel.py")), [])  # absolute, but inside

    def test_symlinks_that_leave_the_folder(self):
        os.remove(os.path.join(self.folder, "kernel.py"))
        os.symlink(self.outside, os.path.join(self.folder, "kernel.py"))
        problems = taskfmt.validate(self.folder)
        self.assertEqual(len(problems), 1, problems)
        self.assertIn(f"kernel: kernel.py resolves to {os.path.realpath(self.outside)}, outside the task folder",
                      problems[0])
        # check_folder (what `tasks check` runs) reports it and never reads the file for the static checks.
        _, listed = check_folder(self.folder)
        self.assertEqual([p["check"] for p in listed], ["task-format"])
        # The same for the frozen reference (its hash matches: the content is the reference's own).
        shutil.copyfile(self.outside.replace("outside.py", "task/reference.py"), os.path.join(self.tmp, "ref.py"))
        os.remove(os.path.join(self.folder, "kernel.py"))
        shutil.copyfile(self.outside, os.path.join(self.folder, "kernel.py"))
        os.remove(os.path.join(self.folder, "reference.py"))
        os.symlink(os.path.join(self.tmp, "ref.py"), os.path.join(self.folder, "reference.py"))
        problems = taskfmt.validate(self.folder)
        self.assertTrue(any("reference.file: reference.py resolves to" in p for p in problems), problems)
        # A symlink that stays inside is the task's own file.
        os.remove(os.path.join(self.folder, "reference.py"))
        shutil.move(os.path.join(self.tmp, "ref.py"), os.path.join(self.folder, "ref_real.py"))
        os.symlink("ref_real.py", os.path.join(self.folder, "reference.py"))
        self.assertEqual(taskfmt.validate(self.folder), [])

    def test_call_and_frozen_files_outside(self):
        problems = self.edit(call={"file": "../outside.py", "function": "forward", "pack": "tuple"})
        self.assertTrue(any("call.file: ../outside.py resolves to" in p for p in problems), problems)
        self.task.pop("call")
        frozen = dict(self.task["frozen"])
        frozen["files"] = dict(frozen["files"], **{"/etc/passwd": "0" * 64})
        problems = self.edit(frozen=frozen)
        self.assertTrue(any("frozen.files: /etc/passwd resolves to" in p for p in problems), problems)

    def test_a_million_cases_is_one_problem(self):
        # 10^6 malformed cases: the old check listed 10^6 x 4 problems (148 s and 8.8 GB for 3 million).
        start = time.monotonic()
        problems = self.edit(cases=[{"seed": "x", "args": [{}]}] * 1_000_000)
        self.assertLess(time.monotonic() - start, 30)
        self.assertEqual(problems[:2], [
            f"{self.folder}/task.json: cases: expected 5 cases, found 1000000",
            f"{self.folder}/task.json: cases: 1000000 cases, more than the 256 a task may have (not read)"])
        self.assertLessEqual(len(problems), taskfmt.MAX_PROBLEMS + 1)

    def test_problems_are_capped(self):
        # Five cases of 300 malformed arguments each: 4,500 problems, 1,000 listed and one line for the rest.
        cases = [dict(c, args=[{"shape": "no", "dtype": "no", "init": "no"}] * 300) for c in self.task["cases"]]
        problems = self.edit(cases=cases)
        self.assertEqual(len(problems), taskfmt.MAX_PROBLEMS + 1)
        self.assertEqual(problems[-1], f"{self.folder}/task.json: 3500 more problems are not listed")
        _, listed = check_folder(self.folder)
        self.assertEqual(len(listed), taskfmt.MAX_PROBLEMS + 1)
        self.assertEqual(listed[-1]["message"], "3500 more problems are not listed")

    def test_tensor_a_device_could_not_hold(self):
        cases = json.loads(json.dumps(self.task["cases"]))
        cases[2]["args"][0]["shape"] = [10 ** 12, 10 ** 12]
        problems = self.edit(cases=cases)
        self.assertIn(f"{self.folder}/task.json: cases[2]: its tensors hold {4 * 10 ** 24} bytes, more than the "
                      f"{1 << 38} a device could hold", problems)
        # The bound is on the case's tensors together: 2 x 2^35 float32 (2 x 128 GiB) is at the bound, 3 over it.
        cases[2]["args"] = [{"shape": [1 << 35], "dtype": "float32", "init": "randn", "role": "input"}] * 2
        self.assertFalse(any("a device could hold" in p for p in self.edit(cases=cases)))
        cases[2]["args"].append({"like": 0, "init": "empty", "role": "output"})
        self.assertTrue(any("cases[2]: its tensors hold 412316860416 bytes" in p for p in self.edit(cases=cases)))

    def test_every_shipped_task_stays_valid(self):
        folders = [os.path.dirname(os.path.join(root, f)) for top in ("tasks", os.path.join("tests", "data"))
                   for root, _, files in os.walk(os.path.join(REPO, top)) for f in files if f == "task.json"]
        self.assertGreater(len(folders), 30)
        for folder in folders:
            self.assertEqual(taskfmt.validate(folder), [], folder)


def _limited():
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))  # the old reader grew to 5.4 GB


class BoundedPerfFile(unittest.TestCase):
    """`parse-tritonbench` (what `tasks import-tritonbench` runs) on add_example with its perf loop made hostile."""

    def parse(self, perf_text, timeout=20):
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        shutil.copyfile(os.path.join(ADD, "add_example.py"), os.path.join(tmp, "add_example.py"))
        perf = os.path.join(tmp, "add_example_perf.py")
        with open(perf, "w", encoding="utf-8") as f:
            f.write(perf_text)
        start = time.monotonic()
        p = subprocess.run([sys.executable, "-m", "lowerscope_harness", "parse-tritonbench",
                            os.path.join(tmp, "add_example.py"), perf], cwd=HARNESS, capture_output=True,
                           text=True, timeout=timeout, preexec_fn=_limited)
        return p, json.loads(p.stdout) if p.stdout.strip() else {}, time.monotonic() - start, perf

    def hostile(self, before_loop):
        text = read(os.path.join(ADD, "add_example_perf.py"))
        self.assertIn(LOOP, text)
        return text.replace(LOOP, before_loop + LOOP)

    def test_unbounded_append_is_refused_within_a_second(self):
        p, doc, secs, perf = self.parse(self.hostile(
            "        xs = []\n        for i in range(10**9):\n            xs.append(i)\n"))
        self.assertEqual(p.returncode, 1, p.stderr)
        self.assertLess(secs, 5)  # the interpreter's start included; the refusal itself takes milliseconds
        self.assertEqual(doc["file"], perf)
        self.assertEqual(doc["line"], 22)
        self.assertEqual(doc["error"], "a sequence of 1000000000 elements, more than the 100000 a perf file may build")

    def test_append_growth_and_steps_are_bounded(self):
        # Each range is small; the list the appends grow is not.
        p, doc, secs, _ = self.parse(self.hostile(
            "        xs = [0] * 99990\n        for i in range(100):\n            xs.append(i)\n"))
        self.assertEqual(p.returncode, 1, p.stderr)
        self.assertEqual(doc["line"], 23)
        self.assertEqual(doc["error"], "a sequence of 100001 elements, more than the 100000 a perf file may build")
        p, doc, secs, _ = self.parse(self.hostile(
            "        for i in range(1000):\n            for j in range(1000):\n                n = i * j\n"))
        self.assertEqual(p.returncode, 1, p.stderr)
        self.assertIn("needs more than 200000 evaluation steps", doc["error"])

    def test_huge_numbers_are_refused_before_they_are_computed(self):
        for line, why in (("        n = 2 ** 10 ** 9\n", "an integer of about 2000000000 bits"),
                          ("        xs = [0] * 10 ** 9\n", "a sequence of 1000000000 elements"),
                          ("        n = len(range(10 ** 20))\n", "a sequence of 100000000000000000000 elements")):
            p, doc, secs, _ = self.parse(self.hostile(line))
            self.assertEqual(p.returncode, 1, (line, p.stderr))
            self.assertEqual(doc["line"], 21)
            self.assertIn(why, doc["error"])

    def test_shape_no_device_could_hold(self):
        text = read(os.path.join(ADD, "add_example_perf.py"))
        old = "input_tensor = (torch.rand(size, dtype=torch.float32)"
        self.assertIn(old, text)
        p, doc, _, perf = self.parse(text.replace(old, "input_tensor = (torch.rand(10**12, 10**12, dtype=torch.float32)"))
        self.assertEqual(p.returncode, 1, p.stderr)
        self.assertEqual((doc["file"], doc["line"]), (perf, 23))
        self.assertEqual(doc["error"], f"a tensor of shape [1000000000000, 1000000000000] (float32): {4 * 10 ** 24} "
                                       f"bytes, more than the {1 << 38} a device could hold")

    def test_real_perf_files_stay_within_the_bounds(self):
        for op in sorted(os.listdir(os.path.dirname(ADD))):
            perf = os.path.join(os.path.dirname(ADD), op, f"{op}_perf.py")
            if os.path.isfile(perf):
                doc = tbparse.parse(read(os.path.join(os.path.dirname(ADD), op, f"{op}.py")), read(perf), op)
                self.assertGreater(len(doc["perf"]["shapes"]), 0, op)


if __name__ == "__main__":
    unittest.main()
