# SPDX-License-Identifier: MIT
"""Issue 32's four failure kinds on small tasks built from the TritonBench-G operators' structure
(tests/data/tritonbench-g, provenance in tests/data/README.md; tests/data/tasks-calibrate):
in-place arguments marked input, a scaled case that faults, scalars where tensors were needed, the wrapper's own
torch calls refused. Standard library only (the calibration runs plain-Python tasks on the CPU).
Run: python3 -m unittest discover -s resources/harness/tests -t resources/harness
"""
import json
import os
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from lowerscope_harness import calibrate, static, taskfmt, tbparse  # noqa: E402

DATA = os.path.join(HERE, "..", "..", "..", "tests", "data")
TB = os.path.join(DATA, "tritonbench-g")
CAL = os.path.join(DATA, "tasks-calibrate")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


FLASH_PERF = read(os.path.join(TB, "flash_decode2_llama", "flash_decode2_llama_perf.py"))
SEQLEN = "B_Seqlen = torch.randint(1, seq_block_num * 64, (batch_size,), dtype=torch.int32)"


class TorchValuesAreTensors(unittest.TestCase):
    """get_input_tensors() evaluated as the code makes its values: a per-batch index tensor stays a tensor."""

    def shapes(self, line):
        self.assertIn(SEQLEN, FLASH_PERF)
        return tbparse.parse_perf(FLASH_PERF.replace(SEQLEN, line), "flash_decode2_llama")["shapes"]

    def test_index_tensors_keep_dtype_and_shape(self):
        # The first perf shape: batch 16, 2^12 sequence blocks.
        cases = {
            "B_Seqlen = torch.full((batch_size,), seq_block_num * 64, dtype=torch.int32).cuda()":
                {"shape": [16], "dtype": "int32", "init": "full", "value": 4096 * 64, "role": "input"},
            "B_Seqlen = torch.arange(0, batch_size * 64, 64, dtype=torch.int32, device='cuda')":
                {"shape": [16], "dtype": "int32", "init": "arange", "step": 64, "role": "input"},
            "B_Seqlen = (torch.arange(batch_size) * 64 + 1).to(torch.int32).contiguous()":
                {"shape": [16], "dtype": "int32", "init": "arange", "scale": 64, "offset": 1, "role": "input"},
            "B_Seqlen = torch.randint(low=1, high=seq_block_num * 64, size=(batch_size,)).int()":
                {"shape": [16], "dtype": "int32", "init": "randint", "low": 1, "high": 4096 * 64, "role": "input"},
            "B_Seqlen = torch.tensor([seq_block_num * 64] * batch_size, dtype=torch.int32)":
                {"shape": [16], "dtype": "int32", "init": "tensor", "data": [4096 * 64] * 16, "role": "input"},
        }
        for line, want in cases.items():
            with self.subTest(line=line):
                shapes = self.shapes(line)
                self.assertEqual(len(shapes), 12)
                self.assertEqual(shapes[0]["args"][2], want)
                self.assertEqual(shapes[-1]["args"][2]["shape"], [32768])

    def test_what_cannot_be_evaluated_is_refused_with_its_line(self):
        line_no = FLASH_PERF.splitlines().index(next(l for l in FLASH_PERF.splitlines() if SEQLEN in l)) + 1
        for line, words in [("B_Seqlen = torch.randint(1, 64, (batch_size,)).cumsum(0)", ".cumsum()"),
                            ("B_Seqlen = torch.ones(batch_size)[0]", "indexing a tensor"),
                            ("B_Seqlen = torch.ones(batch_size) * torch.ones(batch_size)", "arithmetic on tensors"),
                            ("B_Seqlen = torch.randint(1, 64, (batch_size,)) * 0.5", "integer tensor scaled"),
                            ("B_Seqlen = torch.cumsum(torch.ones(batch_size), 0)", "torch call")]:
            with self.subTest(line=line):
                with self.assertRaises(tbparse.ParseError) as e:
                    self.shapes(line)
                self.assertEqual(e.exception.line, line_no)
                self.assertIn(words, e.exception.message)


class BytesAgainstTensors(unittest.TestCase):
    def test_a_formula_below_the_arguments_is_reported_and_replaced(self):
        # index_select_cat's perf file counts the half of the output the kernel writes; its output buffer (as the
        # perf file makes it) holds twice as many rows: the arguments hold more than get_gbps() counts.
        text = read(os.path.join(TB, "index_select_cat", "index_select_cat_perf.py"))
        shape = tbparse.parse_perf(text, "index_select_cat")["shapes"][0]
        rows = 1 << 10
        floor = rows * 256 * 4 * 2 + (rows // 2) * 8
        self.assertEqual(shape["bytes_floor"], floor)
        self.assertEqual(shape["bytes_perf_file"], 2 * (rows // 2) * 256 * 4)
        self.assertEqual(shape["bytes"], floor)
        self.assertIn("less than its tensor arguments hold", shape["bytes_mismatch"])

    def test_a_matching_formula_is_kept(self):
        text = read(os.path.join(TB, "flash_decode2_llama", "flash_decode2_llama_perf.py"))
        shape = tbparse.parse_perf(text, "flash_decode2_llama")["shapes"][-1]
        self.assertEqual(shape["bytes_from"], "get_gbps")
        self.assertNotIn("bytes_mismatch", shape)


FLASH = read(os.path.join(TB, "flash_decode2_llama", "flash_decode2_llama.py"))
# Where flash_decode2_llama's wrapper launches its kernel; an initial kernel that also calls torch there (as the
# operators of issue 32: .logsumexp() over partial results, .cumsum() for output positions).
LAUNCH = "    _fwd_kernel_flash_decode_stage2[grid]("
TORCH_LINE = "    lse = mid_out_logexpsum.logsumexp(dim=2)\n    pos = torch.cumsum(B_Seqlen, 0)\n"


class WrapperTorchCalls(unittest.TestCase):
    def kernel(self, extra=""):
        kernel = tbparse.split_operator(FLASH)[0]
        self.assertIn(LAUNCH, kernel)
        return kernel.replace(LAUNCH, TORCH_LINE + extra + LAUNCH, 1)

    def entries(self):
        return tbparse.parse_perf(read(os.path.join(TB, "flash_decode2_llama", "flash_decode2_llama_perf.py")),
                                  "flash_decode2_llama")["entries"]

    def test_the_initial_kernels_own_calls_are_allowed(self):
        initial = self.kernel()
        checks = [f["check"] for f in static.check(initial, self.entries(), initial)]
        self.assertNotIn("compute-fallback", checks)
        # Without the initial kernel to compare with, they are what they always were: a fallback.
        self.assertEqual([f["check"] for f in static.check(initial, self.entries())].count("compute-fallback"), 2)
        calls = static.torch_calls(initial, self.entries(), initial)
        self.assertEqual(sorted(f["message"] for f in calls["allowed"]),
                         ["tensor method computes on the host path: .logsumexp()",
                          "torch computes instead of a Triton kernel: torch.cumsum()"])
        self.assertEqual(calls["new"], [])

    def test_new_torch_compute_stays_a_fallback(self):
        initial = self.kernel()
        candidate = self.kernel("    lse = torch.exp(lse)\n")
        found = [f for f in static.check(candidate, self.entries(), initial) if f["check"] == "compute-fallback"]
        self.assertEqual([f["message"] for f in found], ["torch computes instead of a Triton kernel: torch.exp()"])
        calls = static.torch_calls(candidate, self.entries(), initial)
        self.assertEqual(len(calls["allowed"]), 2)
        self.assertEqual([f["message"] for f in calls["new"]], ["torch computes instead of a Triton kernel: torch.exp()"])

    def test_the_same_call_on_other_data_is_new(self):
        initial = self.kernel()
        candidate = initial.replace("mid_out_logexpsum.logsumexp(dim=2)", "mid_out.logsumexp(dim=2)")
        found = [f for f in static.check(candidate, self.entries(), initial) if f["check"] == "compute-fallback"]
        self.assertEqual([f["message"] for f in found], ["tensor method computes on the host path: .logsumexp()"])


class Calibration(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def copy(self, name):
        dst = os.path.join(self.tmp, name)
        shutil.copytree(os.path.join(CAL, name), dst)
        return dst

    def calibrate(self, folder):
        out = os.path.join(self.tmp, "result.json")
        doc = calibrate.run(folder, None, out, case_timeout=60)
        with open(out, encoding="utf-8") as f:
            self.assertEqual(json.load(f)["calibration"], doc["calibration"])
        return doc

    def test_in_place_arguments_marked_input_become_inout(self):
        doc = self.calibrate(self.copy("inplace_add"))
        self.assertEqual(doc["verdict"], "accepted")
        self.assertEqual(doc["kind"], "calibration")
        cal = doc["calibration"]
        self.assertEqual(cal["status"], "calibrated")
        for s, n in zip(cal["slots"], [1000, 2000, 4000, 8000, 16000]):
            self.assertEqual(s["source"], "case")
            self.assertEqual(s["roles"], ["inout", "input"])
            self.assertEqual(s["written"], [0])
            self.assertEqual(s["outputs"], "written")
            self.assertEqual(s["bytes_floor"], 3 * 8 * n)  # x read and written, y read: the perf count, 24 n
        # As the importer left it, the task's own initial kernel fails its correctness check.
        from lowerscope_harness import pyrun
        res = pyrun.run(os.path.join(self.tmp, "inplace_add"), None, os.path.join(self.tmp, "run.json"), timing=False)
        self.assertEqual(res["reasons"][0]["check"], "input-modified")

    def test_a_scaled_case_that_faults_is_replaced(self):
        doc = self.calibrate(self.copy("scaled_fault"))
        cal = doc["calibration"]
        self.assertEqual(cal["status"], "calibrated")
        self.assertEqual([s["source"] for s in cal["slots"]], ["case"] * 4 + ["alternate"])
        last = cal["slots"][4]
        self.assertEqual(last["alternate"], 0)
        self.assertEqual(last["name"], "n40000 (shape 2 scaled x4)")
        self.assertEqual(last["attempts"], [{"source": "case", "alternate": None, "name": "n80000 (shape 2 scaled x8)",
                                             "reason": "IndexError: offset 240000 out of range (illegal memory access)"}])
        self.assertEqual(last["roles"], ["input", "output"])

    def test_a_slot_without_a_working_case_fails_the_calibration(self):
        folder = self.copy("scaled_fault")
        for rel in ("kernel.py", "initial/kernel.py"):
            p = os.path.join(folder, rel)
            with open(p, encoding="utf-8") as f:
                text = f.read()
            with open(p, "w", encoding="utf-8") as f:
                f.write(text.replace("LIMIT = 40000", "LIMIT = 15000"))
        taskfmt.freeze(folder)
        doc = self.calibrate(folder)
        cal = doc["calibration"]
        self.assertEqual(doc["verdict"], "failed")
        self.assertEqual(cal["status"], "failed")
        # Slot 3 (20000 rows) faults and takes the only alternate below it, the 1250-row shape; slot 4 (80000)
        # faults, then its x4 alternate (40000) faults too, and nothing smaller is left for it.
        self.assertEqual([s["source"] for s in cal["slots"]], ["case", "case", "case", "alternate", None])
        self.assertEqual(cal["slots"][3]["alternate"], 1)
        self.assertEqual([a["name"] for a in cal["slots"][4]["attempts"]],
                         ["n80000 (shape 2 scaled x8)", "n40000 (shape 2 scaled x4)"])
        self.assertIn("case 4 (n80000 (shape 2 scaled x8)): no case of it runs; last: IndexError: offset 120000",
                      cal["reason"])

    def test_the_candidate_must_be_the_initial_kernel(self):
        folder = self.copy("inplace_add")
        other = os.path.join(self.tmp, "other.py")
        with open(other, "w", encoding="utf-8") as f:
            f.write(read(os.path.join(folder, "kernel.py")) + "\n# changed\n")
        doc = calibrate.run(folder, other, os.path.join(self.tmp, "r.json"))
        self.assertEqual(doc["verdict"], "failed")
        self.assertIn("is not initial/kernel.py", doc["reasons"][0]["message"])

    def test_calibration_is_frozen_into_the_hashes(self):
        folder = self.copy("inplace_add")
        task = taskfmt.load(folder)
        task["calibration"] = {"status": "calibrated", "slots": []}
        taskfmt.freeze(folder, task)
        self.assertEqual(taskfmt.validate(folder), [])
        self.assertEqual(taskfmt.calibration_state(taskfmt.load(folder)), ("calibrated", None))
        task = taskfmt.load(folder)
        task["calibration"]["status"] = "failed"
        taskfmt.write(folder, task)
        self.assertEqual(taskfmt.validate(folder), [f"{os.path.join(folder, 'task.json')}: calibration: does not match its "
                                                    "recorded sha256 (it was edited)"])


if __name__ == "__main__":
    unittest.main()
