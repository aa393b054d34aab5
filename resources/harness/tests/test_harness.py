# SPDX-License-Identifier: MIT
"""CI tests of the harness's pure-Python parts (no torch, no GPU): static checks, the task format, the
TritonBench-G reader and result writing. They read the real files: tests/data/tritonbench-g, tasks/suite and
the planted fakes. Run: python3 -m unittest discover -s resources/harness/tests -t resources/harness
"""
import json
import os
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

from lowerscope_harness import evidence, guards, result, static, taskfmt, tbparse  # noqa: E402
from lowerscope_harness.__main__ import check_folder, with_markers  # noqa: E402

TB = os.path.join(REPO, "tests", "data", "tritonbench-g")
SUITE = os.path.join(REPO, "tasks", "suite")
FAKES = os.path.join(HARNESS, "fakes")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def tb(op):
    return read(os.path.join(TB, op, f"{op}.py")), read(os.path.join(TB, op, f"{op}_perf.py"))


class StaticChecks(unittest.TestCase):
    def findings(self, fake):
        initial = read(os.path.join(SUITE, "softmax", "initial", "kernel.py"))
        return static.check(read(os.path.join(FAKES, fake + ".py")), ["forward"], initial)

    def test_each_static_fake_rejected_for_its_own_reason(self):
        expected = {"no_launch": ("no-triton-launch", 20), "torch_fallback": ("compute-fallback", 25),
                    "reference_call": ("compute-fallback", 9), "library_call": ("compute-fallback", 9),
                    "result_cache": ("result-cache", 30), "timer_patch": ("timer-patch", 20),
                    "extra_stream": ("extra-stream", 22), "edit_outside": ("edit-outside-region", 5),
                    # A memo in a default argument: flagged statically since issue 28 (mutable defaults).
                    "hidden_cache": ("result-cache", 20)}
        for fake, (check, line) in expected.items():
            with self.subTest(fake=fake):
                f = self.findings(fake)
                self.assertEqual({x["check"] for x in f}, {check})
                self.assertEqual(f[0]["line"], line)

    def test_dynamic_fakes_pass_static_checks(self):
        # These are caught on the device (wrong result, NaN, zeros, modified input, stale cache): the
        # static checks must not flag them, or the self-test would not show the dynamic checks working.
        for fake in ("wrong_result", "nan_result", "all_zeros", "input_modified"):
            with self.subTest(fake=fake):
                self.assertEqual(self.findings(fake), [])

    def test_messages_name_what_was_called(self):
        self.assertIn("torch.softmax()", self.findings("torch_fallback")[0]["message"])
        self.assertIn("cupy", self.findings("library_call")[0]["message"])
        self.assertIn("torch.cuda.Event.elapsed_time", self.findings("timer_patch")[0]["message"])
        self.assertIn("_results", self.findings("result_cache")[0]["message"])

    def test_suite_and_tritonbench_kernels_pass(self):
        for op in sorted(os.listdir(SUITE)):
            if os.path.isdir(os.path.join(SUITE, op)):
                with self.subTest(op=op):
                    self.assertEqual(static.check(read(os.path.join(SUITE, op, "kernel.py")), ["forward"]), [])
        for op in sorted(d for d in os.listdir(TB) if os.path.isdir(os.path.join(TB, d))):
            text, perf = tb(op)
            kernel = tbparse.split_operator(text)[0]
            entries = tbparse.parse_perf(perf, op)["entries"]
            with self.subTest(op=op):
                self.assertEqual(static.check(kernel, entries), [])

    def test_launch_must_be_on_the_timed_path(self):
        text = read(os.path.join(SUITE, "vector_add", "kernel.py"))
        unused = text.replace("def forward(x, y):", "def unused(x, y):") + "\n\ndef forward(x, y):\n    return x\n"
        f = static.check(unused, ["forward"])
        self.assertEqual([x["check"] for x in f], ["no-triton-launch"])

    def test_plain_python_candidate_needs_no_launch(self):
        # `static FILE --initial INITIAL`: a launch is required only when the initial kernel launches one.
        task = os.path.join(REPO, "tests", "data", "runners", "scale_add")
        cand = os.path.join(REPO, "tests", "data", "runners", "candidates", "rewrite.py")
        run = lambda *a: subprocess.run([sys.executable, "-m", "lowerscope_harness", "static", cand, "--entry", "scale_add", *a],
                                        cwd=HARNESS, capture_output=True, text=True)
        plain = run("--initial", os.path.join(task, "initial", "kernel.py"))
        self.assertEqual(json.loads(plain.stdout)["findings"], [], plain.stderr)
        alone = json.loads(run().stdout)["findings"]
        self.assertEqual([x["check"] for x in alone], ["no-triton-launch"])
        self.assertTrue(static.launches_triton(read(os.path.join(SUITE, "vector_add", "kernel.py")), ["forward"]))

    def test_math_and_triton_helpers_are_not_torch_compute(self):
        # max_reduction's wrapper calls math.sqrt and math.prod: host arithmetic on sizes, not a fallback.
        text, perf = tb("max_reduction")
        kernel = tbparse.split_operator(text)[0]
        self.assertIn("math.sqrt(M)", kernel)
        self.assertEqual(static.check(kernel, ["max", "max_dim"]), [])


class TaskFormat(unittest.TestCase):
    def copy(self, op="softmax"):
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        dst = os.path.join(tmp, op)
        shutil.copytree(os.path.join(SUITE, op), dst)
        return dst

    def test_every_suite_task_is_valid(self):
        ops = [d for d in sorted(os.listdir(SUITE)) if os.path.isdir(os.path.join(SUITE, d))]
        self.assertGreaterEqual(len(ops), 20)
        categories = set()
        for op in ops:
            task, problems = check_folder(os.path.join(SUITE, op))
            with self.subTest(op=op):
                self.assertEqual(problems, [])
                self.assertEqual(len(task["cases"]), 5)
                self.assertEqual(task["reference"]["kind"], "torch")
            categories.add(task["category"])
        for needed in ("elementwise", "reduction", "softmax", "norm", "matmul", "batched matmul", "transpose",
                       "gather", "scatter", "attention", "convolution"):
            self.assertIn(needed, categories)

    def test_every_imported_task_is_valid(self):
        root = os.path.join(REPO, "tasks", "tritonbench-g")
        ops = [d for d in sorted(os.listdir(root)) if os.path.isfile(os.path.join(root, d, "task.json"))]
        self.assertEqual(len(ops), 11)
        for op in ops:
            task, problems = check_folder(os.path.join(root, op))
            with self.subTest(op=op):
                self.assertEqual(problems, [])
                self.assertEqual(task["reference"], {"kind": "initial"})
                self.assertEqual(task["origin"], "tritonbench-g")

    def test_edited_frozen_file_fails(self):
        d = self.copy()
        with open(os.path.join(d, "reference.py"), "a") as f:
            f.write("# edited\n")
        problems = taskfmt.validate(d)
        self.assertEqual(len(problems), 1)
        self.assertIn("reference.py: does not match its recorded sha256", problems[0])

    def test_edited_cases_fail(self):
        d = self.copy()
        task = taskfmt.load(d)
        task["cases"][0]["args"][0]["shape"] = [1, 1]
        taskfmt.write(d, task)
        self.assertTrue(any("cases: do not match" in p for p in taskfmt.validate(d)))

    def test_edit_outside_the_region_fails_and_inside_passes(self):
        d = self.copy()
        path = os.path.join(d, "kernel.py")
        text = read(path)
        with open(path, "w") as f:
            f.write(text.replace("num_warps=warps)", "num_warps=4)"))
        self.assertEqual(taskfmt.validate(d), [])
        with open(path, "w") as f:
            f.write("import math\n" + text)
        problems = taskfmt.validate(d)
        self.assertEqual(len(problems), 1)
        self.assertIn("outside the editable region", problems[0])

    def test_missing_markers_and_bad_json(self):
        d = self.copy()
        with open(os.path.join(d, "kernel.py"), "w") as f:
            f.write(read(os.path.join(d, "kernel.py")).replace(taskfmt.EDIT_END, ""))
        self.assertTrue(any("expected one '# lowerscope: editable begin'" in p for p in taskfmt.validate(d)))
        with open(os.path.join(d, "task.json"), "w") as f:
            f.write('{"format": 1,\n  "name": }')
        problems = taskfmt.validate(d)
        self.assertEqual(len(problems), 1)
        self.assertIn("task.json:2: not valid JSON", problems[0])

    def test_check_folder_reports_static_findings_with_lines(self):
        d = self.copy()
        shutil.copyfile(os.path.join(FAKES, "torch_fallback.py"), os.path.join(d, "kernel.py"))
        task, problems = check_folder(d)
        self.assertEqual([(p["check"], p["line"]) for p in problems], [("compute-fallback", 25)])

    def test_markers_go_after_the_leading_imports(self):
        text, _ = tb("add_example")
        marked = with_markers(tbparse.split_operator(text)[0]).splitlines()
        self.assertEqual(marked.index(taskfmt.EDIT_BEGIN), 4)  # after the blank line and three imports
        self.assertEqual(marked[-1], taskfmt.EDIT_END)


class TritonBenchReader(unittest.TestCase):
    def test_add_example(self):
        text, perf = tb("add_example")
        doc = tbparse.parse(text, perf, "add_example")
        self.assertEqual(doc["separator_line"], 40)
        self.assertIsNone(doc["vacuous"])
        p = doc["perf"]
        self.assertEqual(p["entries"], ["add_wrapper"])
        self.assertEqual(p["pack"], "tuple")
        self.assertEqual(len(p["shapes"]), 16)  # range(12, 28)
        first = p["shapes"][0]
        self.assertEqual(first["args"][0], {"shape": [4096], "dtype": "float32", "init": "rand", "role": "input"})
        self.assertEqual(first["bytes"], 3 * 4096 * 4)   # get_gbps: 3 * numel * element_size
        self.assertEqual(first["flops"], 2 * 4096)       # get_tflops: 2 * size
        self.assertEqual(p["shapes"][-1]["args"][0]["shape"], [1 << 27])
        self.assertTrue(p["call_op"].startswith("def call_op(input_tensor):"))

    def test_outputs_scalars_and_single_inputs(self):
        text, perf = tb("embedding_triton_kernel")
        p = tbparse.parse(text, perf, "embedding_triton_kernel")["perf"]
        args = p["shapes"][0]["args"]
        self.assertEqual([a.get("init", a.get("value")) for a in args], ["randint", "rand", 0, 10000, "zeros"])
        self.assertEqual(args[0]["high"], 10000)
        self.assertEqual(args[4]["role"], "output")
        self.assertEqual(args[4]["shape"], [4, 768])
        text, perf = tb("max_reduction")
        p = tbparse.parse(text, perf, "max_reduction")["perf"]
        self.assertEqual(p["pack"], "single")
        self.assertEqual([s["args"][0]["shape"][0] for s in p["shapes"]], [2 ** i for i in range(4, 15)])
        self.assertEqual(p["shapes"][0]["args"][0]["dtype"], "float16")

    def test_every_fixture_reads(self):
        counts = {}
        for op in sorted(d for d in os.listdir(TB) if os.path.isdir(os.path.join(TB, d))):
            text, perf = tb(op)
            doc = tbparse.parse(text, perf, op)
            self.assertIsNone(doc["vacuous"], op)
            counts[op] = len(doc["perf"]["shapes"])
        manifest = {e["op"]: int(e["perf_shapes"]) for e in json.loads(read(os.path.join(TB, "manifest.json")))}
        self.assertEqual(counts, manifest)

    def test_vacuous_tests_are_refused_with_a_reason(self):
        text, _ = tb("add_example")
        kernel, test, _ = tbparse.split_operator(text)
        self.assertEqual(tbparse.vacuous_reason(kernel, test.replace("    return results", "    pass")),
                         "result_gold is None: test_add_kernel() returns nothing")
        self.assertEqual(tbparse.vacuous_reason(kernel, test.replace("result_gold = test_add_kernel()", "result_gold = None"), 40),
                         "result_gold is None (line 74)")
        shapes = test.replace("results['test_case_1'] = out1", "results['test_case_1'] = out1.shape") \
            .replace("results['test_case_2'] = out2", "results['test_case_2'] = out2.shape == x2.shape") \
            .replace("results['test_case_3'] = out3", "results['test_case_3'] = torch.allclose(out3, x3 + y3)") \
            .replace("results['test_case_4'] = out4", "results['test_case_4'] = True")
        self.assertEqual(tbparse.vacuous_reason(kernel, shapes), "result_gold holds only shapes or booleans")
        silent = kernel.replace("    return out\n", "")
        self.assertEqual(tbparse.vacuous_reason(silent, test),
                         "every value in result_gold is None (the wrapper it collects returns nothing)")

    def test_no_separator(self):
        text, _ = tb("add_example")
        with self.assertRaises(tbparse.ParseError) as e:
            tbparse.parse(text.replace("#" * 146, "#" * 145))
        self.assertIn("146", e.exception.message)

    def test_cli_never_executes(self):
        # The reader must not run the files: a perf file whose import would fail still parses.
        text, perf = tb("add_example")
        out = subprocess.run([sys.executable, "-m", "lowerscope_harness", "parse-tritonbench",
                              os.path.join(TB, "add_example", "add_example.py"), os.path.join(TB, "add_example", "add_example_perf.py"),
                              "--module", "add_example"], capture_output=True, text=True, cwd=HARNESS,
                             env=dict(os.environ, PYTHONPATH=HARNESS))
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("geak_eval", perf)  # imported by the perf file, not installed here
        self.assertEqual(len(json.loads(out.stdout)["perf"]["shapes"]), 16)


class Results(unittest.TestCase):
    def test_speedup_is_the_geometric_mean_and_review_above_20(self):
        doc = result.new({"name": "t", "backend": "cuda"}, "k.py", "0" * 64)
        doc["cases"] = [{"speedup": 4.0}, {"speedup": 1.0}, {"speedup": 0.25}]
        result.finish(doc)
        self.assertEqual(doc["verdict"], "accepted")
        self.assertAlmostEqual(doc["speedup"], 1.0)
        doc2 = result.new({"name": "t"}, "k.py", "0" * 64)
        doc2["cases"] = [{"speedup": 25.0}] * 5
        self.assertTrue(result.finish(doc2)["review"])

    def test_rejection_keeps_first_verdict_and_json_has_no_nan(self):
        doc = result.new({"name": "t"}, "k.py", "0" * 64)
        result.reject(doc, "rejected", "timer-patch", "x", line=3)
        result.reject(doc, "incorrect", "wrong-result", "y")
        doc["cases"] = [{"ms": float("nan")}]
        result.finish(doc)
        self.assertEqual(doc["verdict"], "rejected")
        self.assertIsNone(doc["speedup"])
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "r", "result.json")
            result.write(doc, path)
            back = json.loads(read(path))
        self.assertIsNone(back["cases"][0]["ms"])
        self.assertEqual([r["check"] for r in back["reasons"]], ["timer-patch", "wrong-result"])


class NoisyTiming(unittest.TestCase):
    """The device run's rule for a timing that stays noisy (guards.time_until_clean, result.measured_speedup),
    on the spreads the H200 ablation measured (docs/results/ablation-h200/rounds.tsv)."""

    @staticmethod
    def stats(initial_rel, candidate_rel, initial_ms=1.27, candidate_ms=0.018):
        return {"initial": {"ms": initial_ms, "iqr_ms": initial_rel * initial_ms},
                "candidate": {"ms": candidate_ms, "iqr_ms": candidate_rel * candidate_ms},
                "reference": {"ms": 1.0, "iqr_ms": 5.0}}  # the reference's spread is not the speed-up's

    def test_clean_timing_is_timed_once(self):
        passes = iter([self.stats(0.00, 0.04)])
        best, timings = guards.time_until_clean(lambda: next(passes))
        self.assertEqual(timings, 1)
        self.assertAlmostEqual(guards.spread(best), 0.04)

    def test_noisy_timing_is_timed_again_until_clean(self):
        # add_example in recipes-progressive-step1: initial IQR/median 0.80, candidate 13.33; then a clean pass.
        passes = iter([self.stats(0.80, 13.33), self.stats(0.25, 0.03), self.stats(0.01, 0.05)])
        best, timings = guards.time_until_clean(lambda: next(passes))
        self.assertEqual(timings, 3)
        self.assertAlmostEqual(guards.spread(best), 0.05)

    def test_timing_that_stays_noisy_claims_no_speedup(self):
        # embedding_triton_kernel in recipes-surface-step1: initial IQR/median 16.75 in every pass.
        passes = iter([self.stats(16.75, 0.04), self.stats(4.38, 4.80), self.stats(7.71, 0.03), self.stats(0, 0)])
        best, timings = guards.time_until_clean(lambda: next(passes))
        self.assertEqual(timings, 1 + guards.NOISY_RETIMES)
        self.assertAlmostEqual(guards.spread(best), 4.80)
        noisy = guards.noisy(best, timings)
        self.assertEqual(noisy, {"initial": 4.38, "candidate": 4.8, "limit": 0.2, "timings": 3})
        doc = {"verdict": None, "cases": [{"case": "a", "speedup": 1.06}, {"case": "b", "speedup": 1.09, "timing_noisy": noisy}]}
        result.finish(doc)
        self.assertEqual(doc["verdict"], "accepted")  # correct: only its time is not known
        self.assertIsNone(doc["speedup"])
        self.assertEqual(doc["timing_noisy"], ["b"])
        doc = {"verdict": None, "cases": [{"case": "a", "speedup": 1.06}, {"case": "b", "speedup": 1.09}]}
        self.assertAlmostEqual(result.finish(doc)["speedup"], (1.06 * 1.09) ** 0.5)
        self.assertNotIn("timing_noisy", doc)


class PassDumpCap(unittest.TestCase):
    def test_dump_cut_at_a_line_end_and_says_so(self):
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        path = os.path.join(tmp, "k.mlir-passes.txt")
        line = "// -----// IR Dump Before TritonGPUCoalesce (tritongpu-coalesce) ('builtin.module' operation) //----- //\n"
        prog = f"import sys\nfor i in range(40000): sys.stderr.write({line!r})\n"
        rc, kept, total = evidence._run_capped([sys.executable, "-c", prog], dict(os.environ), path, 1 << 20, 60)
        self.assertEqual(rc, 0)
        self.assertEqual(total, 40000 * len(line))
        self.assertEqual(kept, (1 << 20) // len(line) * len(line))
        text = read(path)
        self.assertEqual(text.count("IR Dump Before"), (1 << 20) // len(line))
        self.assertTrue(text.endswith(f"cut here at {kept} of {total} bytes (the harness keeps {1 << 20})\n"))
        rc, kept, total = evidence._run_capped([sys.executable, "-c", "import sys; sys.stderr.write('x\\n'); sys.exit(3)"],
                                              dict(os.environ), path, 1 << 20, 60)
        self.assertEqual((rc, kept, total, read(path)), (3, 2, 2, "x\n"))


class Batch(unittest.TestCase):
    """A batch folder of the plain-Python task tests/data/runners/scale_add, run as a bundle's run.py runs it."""

    def run_batch(self, extra):
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        shutil.copytree(os.path.join(REPO, "tests", "data", "runners", "scale_add"), os.path.join(tmp, "tasks", "scale_add"))
        reqs = [{"id": f"scale_add.r{i}", "task": "tasks/scale_add", "timing": False} for i in (1, 2, 3)]
        with open(os.path.join(tmp, "manifest.json"), "w", encoding="utf-8") as f:
            json.dump({"format": 1, "batch": "b1", "requests": reqs}, f)
        env = dict(os.environ, PYTHONPATH=HARNESS)
        out = subprocess.run([sys.executable, "-m", "lowerscope_harness.batch", tmp] + extra, env=env,
                             capture_output=True, text=True, timeout=120)
        self.assertEqual(out.returncode, 0, out.stderr)
        return [json.loads(read(os.path.join(tmp, "requests", r["id"], "status.json"))) for r in reqs]

    def test_gpus_pin_workers_in_turn(self):
        statuses = self.run_batch(["--parallel", "2", "--gpus", "5,7"])
        self.assertEqual([s["status"] for s in statuses], ["done"] * 3)
        self.assertTrue(all(s["gpu"] in ("5", "7") for s in statuses))
        self.assertEqual(len({s["gpu"] for s in statuses}), 2)  # both workers ran at least one request

    def test_shared_device_times_one_request_at_a_time(self):
        # The batch's lock file for workers without --gpus, held here: every request compiles and
        # checks meanwhile, but none starts timing until it is released, and then one at a time.
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        shutil.copytree(os.path.join(REPO, "tests", "data", "runners", "scale_add"), os.path.join(tmp, "tasks", "scale_add"))
        reqs = [{"id": f"scale_add.r{i}", "task": "tasks/scale_add"} for i in (1, 2, 3)]
        with open(os.path.join(tmp, "manifest.json"), "w", encoding="utf-8") as f:
            json.dump({"format": 1, "batch": "b1", "requests": reqs}, f)
        import fcntl
        with open(os.path.join(tmp, "gpu-any.lock"), "a+") as held:
            fcntl.flock(held.fileno(), fcntl.LOCK_EX)
            proc = subprocess.Popen([sys.executable, "-m", "lowerscope_harness.batch", tmp, "--parallel", "3"],
                                    env=dict(os.environ, PYTHONPATH=HARNESS), stdout=subprocess.DEVNULL,
                                    stderr=subprocess.PIPE, text=True)
            # Released once all three wait on it (Linux lists blocked flock waiters in /proc/locks as "->"
            # lines; under load compiling takes longer than any fixed sleep), then 0.6 s later.
            inode = os.fstat(held.fileno()).st_ino
            deadline = time.monotonic() + 90
            while time.monotonic() < deadline and proc.poll() is None:
                with open("/proc/locks", encoding="ascii") as locks:
                    waiting = sum(1 for line in locks if "->" in line and line.split()[-3].endswith(f":{inode}"))
                if waiting >= 3:
                    break
                time.sleep(0.1)
            time.sleep(0.6)
            fcntl.flock(held.fileno(), fcntl.LOCK_UN)
        self.assertEqual(proc.wait(timeout=120), 0, proc.stderr.read())
        docs = [json.loads(read(os.path.join(tmp, "requests", r["id"], "result.json"))) for r in reqs]
        self.assertEqual([d["verdict"] for d in docs], ["accepted"] * 3)
        self.assertTrue(all(d["environment"]["timing_lock"] for d in docs))
        waits = sorted(d["environment"]["timing_lock_wait_s"] for d in docs)
        self.assertGreater(waits[0], 0.5)  # even the first waited for the lock this test held

    def test_out_of_memory_beside_others_runs_again_alone(self):
        # r1's candidate raises OutOfMemoryError on the first call it ever makes (a marker file says it did), as a
        # request does whose neighbours hold the device's memory; r2's always does. In a batch of two workers on
        # one device both run again once the others are done: r1 is then accepted, r2 fails again; alone (one
        # worker) nothing runs twice.
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        shutil.copytree(os.path.join(REPO, "tests", "data", "runners", "scale_add"), os.path.join(tmp, "tasks", "scale_add"))
        kernel = read(os.path.join(tmp, "tasks", "scale_add", "kernel.py"))
        body = kernel[kernel.index("# lowerscope: editable begin"):kernel.index("# lowerscope: editable end")]
        once = body.replace("def scale_add(alpha, x, y, out):\n", """class OutOfMemoryError(Exception):
    pass


def scale_add(alpha, x, y, out):
    try:  # the request's folder is the working directory
        open("oom-seen").close()
        seen = True
    except OSError:
        seen = False
    if MODE == "always" or not seen:
        open("oom-seen", "w").close()
        raise OutOfMemoryError("CUDA out of memory. Tried to allocate 256.00 MiB")
""")
        reqs = []
        for i, mode in ((1, "once"), (2, "always"), (3, "plain")):
            os.makedirs(os.path.join(tmp, "requests", f"scale_add.r{i}"))
            text = kernel.replace(body, (once if mode != "plain" else body).replace("MODE", repr(mode)))
            with open(os.path.join(tmp, "requests", f"scale_add.r{i}", "candidate.py"), "w", encoding="utf-8") as f:
                f.write(text)
            reqs.append({"id": f"scale_add.r{i}", "task": "tasks/scale_add", "candidate": f"requests/scale_add.r{i}/candidate.py",
                         "timing": False})
        with open(os.path.join(tmp, "manifest.json"), "w", encoding="utf-8") as f:
            json.dump({"format": 1, "batch": "b1", "requests": reqs}, f)

        def batch(parallel):
            for r in reqs:
                seen = os.path.join(tmp, "requests", r["id"], "oom-seen")
                if os.path.exists(seen):
                    os.remove(seen)
            out = subprocess.run([sys.executable, "-m", "lowerscope_harness.batch", tmp, "--parallel", str(parallel)],
                                 env=dict(os.environ, PYTHONPATH=HARNESS), capture_output=True, text=True, timeout=120)
            self.assertEqual(out.returncode, 0, out.stderr)
            return ([json.loads(read(os.path.join(tmp, "requests", r["id"], "status.json"))) for r in reqs],
                    [json.loads(read(os.path.join(tmp, "requests", r["id"], "result.json")))["verdict"] for r in reqs], out.stdout)

        statuses, verdicts, stdout = batch(2)
        self.assertEqual(verdicts, ["accepted", "failed", "accepted"])
        self.assertIn("OutOfMemoryError", statuses[0]["rerun_alone"]["first_error"])
        self.assertIn("OutOfMemoryError", statuses[1]["rerun_alone"]["first_error"])
        self.assertNotIn("rerun_alone", statuses[2])
        self.assertEqual(stdout.count("again, alone"), 2)
        statuses, verdicts, stdout = batch(1)
        self.assertEqual(verdicts, ["failed", "failed", "accepted"])
        self.assertFalse(any("rerun_alone" in s for s in statuses))

    def test_no_gpus_sets_no_device(self):
        statuses = self.run_batch(["--parallel", "1"])
        self.assertEqual([s["status"] for s in statuses], ["done"] * 3)
        self.assertTrue(all("gpu" not in s for s in statuses))


if __name__ == "__main__":
    unittest.main()
